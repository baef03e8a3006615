"""What the page says, in a real browser at a phone's size (issue 20, part 3): a round tapped in
wrong is told in the page's words (no sheet key, no command), in English and Japanese, every
word Japanese on the Japanese page; and a round identical to the last one is asked about
before it is written.

Screenshots of the question and of the problems are written beside the others
(``test-output/screenshots``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
sync_api = pytest.importorskip("playwright.sync_api")

from hanascore.web.app import create_app  # noqa: E402

from .conftest import module_browser  # noqa: E402
from .questions import asked as question_opened  # noqa: E402
from .serving import serving  # noqa: E402
from .test_page_words import SHEET_OR_COMMAND, english_left  # noqa: E402
from .test_serve_browser import ANN_CARDS, CHROMIUM, END_FIELD, phone, shoot  # noqa: E402

TOKEN = "words-token"
#: How long an answer of the server may take to show (ms): a machine shared by many test runs
#: is slow at times; the page is never waited on for its own sake.
WAIT = 20_000
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]


@pytest.fixture
def server(isolated_store: Path) -> Iterator[str]:
    with serving(create_app(str(isolated_store), token=TOKEN)) as (port, _):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def browser(chromium: Any) -> Iterator[Any]:
    """The worker's one Chromium (``chromium`` in conftest.py); this module's phones closed after it."""
    yield from module_browser(chromium)


def new_game(page: object, server: str, players: list[str]) -> None:
    answer = page.request.post(  # type: ignore[attr-defined]
        f"{server}/api/games", data={"game": "mushi", "players": players}, headers={"x-hanascore-token": TOKEN}
    )
    assert answer.status == 201


def tap_round_1(page: object) -> None:
    """Round 1 of the README's ledger as a phone taps it: Ann's cards, the rest to Bo, the field."""
    for card in ANN_CARDS:
        page.locator(f".card[data-card='{card}']").click()  # type: ignore[attr-defined]
    page.locator(".pile[data-pile='captured.Bo']").click()  # type: ignore[attr-defined]
    page.locator("#rest").click()  # type: ignore[attr-defined]
    page.locator(".pile[data-pile='field.end']").click()  # type: ignore[attr-defined]
    for card in END_FIELD:
        page.locator(f".card[data-card='{card}']").click()  # type: ignore[attr-defined]
    sync_api.expect(page.locator("#save")).to_be_enabled(timeout=WAIT)  # type: ignore[attr-defined]


def rounds_played(page: object, server: str) -> int:
    standings = page.request.get(f"{server}/api/games/1/standings").json()  # type: ignore[attr-defined]
    return int(standings["rounds_played"])


def test_the_same_round_saved_twice_is_asked_about_before_it_is_written(server: str, browser: object) -> None:
    expect = sync_api.expect
    page = phone(browser)
    page.goto(f"{server}/?token={TOKEN}")
    new_game(page, server, ["Ann", "Bo"])
    page.goto(f"{server}/games/1/round")
    tap_round_1(page)
    page.locator("#save").click()
    expect(page).to_have_url(f"{server}/games/1", timeout=WAIT)

    # The same round again (a second phone, or a slip): asked where the thumb is, nothing written.
    page.goto(f"{server}/games/1/round")
    tap_round_1(page)
    page.locator("#save").click()
    question = page.locator("#duplicate")
    expect(question).to_be_visible(timeout=WAIT)
    expect(question).to_contain_text("identical to round 1", timeout=WAIT)
    expect(page.locator("#duplicate-cancel")).to_be_focused(timeout=WAIT)
    expect(page.locator("#save")).to_be_disabled(timeout=WAIT)
    shoot(page, "duplicate-question-en-light")
    assert rounds_played(page, server) == 1

    # "Don't add it": the question goes, the round stays as tapped, Save can be tapped again.
    page.locator("#duplicate-cancel").click()
    expect(question).to_have_count(0, timeout=WAIT)
    expect(page.locator("#save")).to_be_enabled(timeout=WAIT)
    assert rounds_played(page, server) == 1

    # Asked again, then a card tapped: the round changed, the question about it goes.
    page.locator("#save").click()
    expect(question).to_be_visible(timeout=WAIT)
    page.locator(".pile[data-pile='captured.Ann']").click()
    page.locator(f".card[data-card='{ANN_CARDS[0]}']").click()
    expect(question).to_have_count(0, timeout=WAIT)
    page.locator(f".card[data-card='{ANN_CARDS[0]}']").click()  # and back: round 1 again
    expect(page.locator("#save")).to_be_enabled(timeout=WAIT)

    # Saved again and added all the same: it is round 2.
    page.locator("#save").click()
    page.locator("#duplicate-add").click()
    expect(page).to_have_url(f"{server}/games/1", timeout=WAIT)
    expect(page.locator("#round-2")).to_be_visible(timeout=WAIT)
    assert rounds_played(page, server) == 2


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_round_tapped_in_wrong_is_told_in_the_pages_words(server: str, browser: object, language: str) -> None:
    expect = sync_api.expect
    page = phone(browser, "light", "ja-JP" if language == "ja" else "en-GB")
    page.goto(f"{server}/?token={TOKEN}")
    new_game(page, server, ["Ann", "Bo", "Cy"])
    page.goto(f"{server}/games/1/round")
    # Three at the table, two play: who played is not ticked yet.
    page.locator(".card[data-card='10']").click()
    page.locator(".card[data-card='20']").click()
    expect(page.locator("#problems li[data-code=missing-key]")).to_be_visible(timeout=WAIT)
    words = {"en": ("Who played", "tick who played", "All the rest"), "ja": ("打った人", "印を付け", "残りすべて")}
    place, asked, rest = words[language]
    expect(page.locator("#problems li[data-code=missing-key]")).to_contain_text(place, timeout=WAIT)
    expect(page.locator("#problems li[data-code=missing-key]")).to_contain_text(asked, timeout=WAIT)
    text = page.locator("main").inner_text()
    assert not SHEET_OR_COMMAND.search(text), text
    # Ann and Bo played: the cards in no pile are told to be tapped, "All the rest" by its name.
    for player in ("Ann", "Bo"):
        question_opened(page, "active").locator("label", has_text=player).locator("input").check()
    expect(page.locator("#problems li[data-code=missing-cards]")).to_contain_text(rest, timeout=WAIT)
    shoot(page, f"round-problems-{language}-light")
    text = page.locator("main").inner_text()
    assert not SHEET_OR_COMMAND.search(text), text
    if language == "ja":
        assert english_left(text) == [], text

    # A view-only phone is told how to edit without a command.
    viewer = phone(browser, "light", "ja-JP" if language == "ja" else "en-GB")
    viewer.goto(f"{server}/games/1")
    notice = viewer.locator(".notice").first.inner_text()
    assert notice and not SHEET_OR_COMMAND.search(notice), notice
    if language == "ja":
        assert english_left(notice) == [], notice


#: Bad rounds as a phone taps them (each pile's cards, "rest" for All the rest), and what the page
#: must then show: a problem's code, or a question's key.
TAPPED = [
    ("matsu-kiri-bozu", ["Ann", "Bo"], {"captured.Ann": "10 30 80 110 120", "captured.Bo": "rest"}, "stopping-yaku-not-stopped"),
    ("sakura", ["Ann", "Bo"], {"captured.Ann": "rest", "captured.Bo": "113 90", "field.end": "91 92"}, "missing-key"),
    ("musashino-bana", ["Ann", "Bo", "Cy"], {"captured.Ann": "rest", "captured.Bo": "10 20", "field.end": "11 12"}, None),
]  # fmt: skip


def tap(page: object, piles: dict[str, str]) -> None:
    for pile, cards in piles.items():
        page.locator(f".pile[data-pile='{pile}']").click()  # type: ignore[attr-defined]
        for card in cards.split():
            if card == "rest":
                page.locator("#rest").click()  # type: ignore[attr-defined]
            else:
                page.locator(f".card[data-card='{card}']").click()  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_bad_rounds_of_other_games_are_told_in_the_pages_words(server: str, browser: object, language: str) -> None:
    expect = sync_api.expect
    page = phone(browser, "dark", "ja-JP" if language == "ja" else "en-GB")
    page.goto(f"{server}/?token={TOKEN}")
    for number, (game, players, piles, code) in enumerate(TAPPED, start=1):
        made = page.request.post(
            f"{server}/api/games", data={"game": game, "players": players}, headers={"x-hanascore-token": TOKEN}
        )
        assert made.status == 201
        page.goto(f"{server}/games/{number}/round")
        tap(page, piles)
        if code:
            expect(page.locator(f"#problems li[data-code={code}]").first).to_be_visible(timeout=WAIT)
        else:  # it adds up, with a warning in the preview
            expect(page.locator("#problems li.ok")).to_be_visible(timeout=WAIT)
            expect(page.locator("#preview")).not_to_be_empty(timeout=WAIT)
        shoot(page, f"words-{game}-{language}-dark")
        text = page.locator("main").inner_text()
        assert not SHEET_OR_COMMAND.search(text), text
        if language == "ja":
            found = english_left(text)
            assert found == [], f"{found}: {text}"
