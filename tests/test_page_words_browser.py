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

import pytest

pytest.importorskip("fastapi")
sync_api = pytest.importorskip("playwright.sync_api")

from hanascore.web.app import create_app  # noqa: E402

from .serving import serving  # noqa: E402
from .test_page_words import JAPANESE_KEPT, SHEET_OR_COMMAND  # noqa: E402
from .test_render_japanese import english_words  # noqa: E402
from .test_serve_browser import ANN_CARDS, CHROMIUM, END_FIELD, phone, shoot  # noqa: E402

TOKEN = "words-token"
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]


@pytest.fixture
def server(isolated_store: Path) -> Iterator[str]:
    with serving(create_app(str(isolated_store), token=TOKEN)) as (port, _):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from .test_serve_browser import CHROMIUM_ARGS

    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


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
    sync_api.expect(page.locator("#save")).to_be_enabled()  # type: ignore[attr-defined]


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
    expect(page).to_have_url(f"{server}/games/1")

    # The same round again (a second phone, or a slip): asked where the thumb is, nothing written.
    page.goto(f"{server}/games/1/round")
    tap_round_1(page)
    page.locator("#save").click()
    question = page.locator("#duplicate")
    expect(question).to_be_visible()
    expect(question).to_contain_text("identical to round 1")
    expect(page.locator("#duplicate-cancel")).to_be_focused()
    expect(page.locator("#save")).to_be_disabled()
    shoot(page, "duplicate-question-en-light")
    assert rounds_played(page, server) == 1

    # "Don't add it": the question goes, the round stays as tapped, Save can be tapped again.
    page.locator("#duplicate-cancel").click()
    expect(question).to_have_count(0)
    expect(page.locator("#save")).to_be_enabled()
    assert rounds_played(page, server) == 1

    # Saved again and added all the same: it is round 2.
    page.locator("#save").click()
    page.locator("#duplicate-add").click()
    expect(page).to_have_url(f"{server}/games/1")
    expect(page.locator("#round-2")).to_be_visible()
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
    expect(page.locator("#problems li[data-code=missing-key]")).to_be_visible()
    words = {"en": ("Who played", "tick who played", "All the rest"), "ja": ("打った人", "印を付け", "残りすべて")}
    place, asked, rest = words[language]
    expect(page.locator("#problems li[data-code=missing-key]")).to_contain_text(place)
    expect(page.locator("#problems li[data-code=missing-key]")).to_contain_text(asked)
    text = page.locator("main").inner_text()
    assert not SHEET_OR_COMMAND.search(text), text
    # Ann and Bo played: the cards in no pile are told to be tapped, "All the rest" by its name.
    for player in ("Ann", "Bo"):
        page.locator(".question[data-key=active] label", has_text=player).locator("input").check()
    expect(page.locator("#problems li[data-code=missing-cards]")).to_contain_text(rest)
    shoot(page, f"round-problems-{language}-light")
    text = page.locator("main").inner_text()
    assert not SHEET_OR_COMMAND.search(text), text
    if language == "ja":
        assert english_words(text, JAPANESE_KEPT) == [], text

    # A view-only phone is told how to edit without a command.
    viewer = phone(browser, "light", "ja-JP" if language == "ja" else "en-GB")
    viewer.goto(f"{server}/games/1")
    notice = viewer.locator(".notice").first.inner_text()
    assert notice and not SHEET_OR_COMMAND.search(notice), notice
    if language == "ja":
        assert english_words(notice, JAPANESE_KEPT) == [], notice
