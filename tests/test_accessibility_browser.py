"""Issue 20, part 3: every page passes axe-core with no serious or critical violation, light
and dark, in English and Japanese, and the page is usable from the keyboard and a screen reader.

The server, the browser and the phone's size are those of ``test_serve_browser.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hanascore.core.words import Language
from hanascore.ledger.replay import replay
from hanascore.ledger.store import open_store
from hanascore.views.html.report import report_html

from .axe import axe_source, violations
from .questions import asked
from .test_serve_browser import (  # noqa: F401
    CHROMIUM,
    ROUND_1_TEXT,
    TOKEN,
    browser,
    phone,
    server,
    shoot,
    sync_api,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]


@pytest.fixture(scope="session")
def axe() -> str:
    return axe_source()


def start(page: Any, base: str, game: str = "mushi", players: tuple[str, ...] = ("Ann", "Bo")) -> str:
    """A new game of ``players`` (with the edit token); its id."""
    page.goto(f"{base}/?token={TOKEN}")
    made = page.request.post(
        f"{base}/api/games", data={"game": game, "players": list(players)}, headers={"x-hanascore-token": TOKEN}
    )
    assert made.status == 201, made.text()
    return str(made.json()["id"])


def open_questions(page: Any, base: str, game_id: str) -> None:
    """A Sakura round entered with a problem listed and the Gaji's question open: Ann holds
    the Lightning and a card stayed on the field, so the page asks which card it captured."""
    expect = sync_api.expect
    page.goto(f"{base}/games/{game_id}/round")
    page.locator(".card[data-card='113']").click()
    page.locator(".card[data-card='10']").click()
    page.locator(".pile[data-pile='captured.Bo']").click()
    page.locator("#rest").click()
    page.locator(".pile[data-pile='field.end']").click()
    page.locator(".card[data-card='92']").click()
    expect(page.locator(".ask[data-key=wild_captured]")).to_be_visible()
    expect(page.locator("#problems li[data-code]").first).to_be_visible()


def exported_html(db: Path, language: Language) -> str:
    """Game 1 of ``db`` as the HTML export writes it, in ``language``."""
    store = open_store(db)
    try:
        with store.reading():
            stored = store.load_game("1")
    finally:
        store.close()
    return report_html("1", replay(stored.definition, stored.entries), language)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_page_has_a_serious_or_critical_violation(
    server: str,  # noqa: F811
    browser: object,  # noqa: F811
    axe: str,
    isolated_store: Path,
    tmp_path: Path,
    scheme: str,
    language: str,
) -> None:
    page = phone(browser, scheme, "ja-JP" if language == "ja" else "en-GB")
    start(page, server)
    added = page.request.post(
        f"{server}/api/games/1/rounds", data=ROUND_1_TEXT.encode(), headers={"x-hanascore-token": TOKEN}
    )
    assert added.status == 201, added.text()
    found: dict[str, list[str]] = {}
    pages = {
        "games": "/",
        "new": "/new",
        "new-game": "/new?game=sakura",
        "game": "/games/1",
        "edit": "/games/1/rounds/1/edit",
    }
    other = "en" if language == "ja" else "ja"
    for name, path in pages.items():
        page.goto(f"{server}{path}")
        found[name] = violations(page, axe)
        # The switch to the other language is written in it, and says so (a reader speaks it right).
        assert page.locator("a.lang").get_attribute("lang") == other
    open_questions(page, server, start(page, server, "sakura"))
    found["round"] = violations(page, axe)
    shoot(page, f"round-questions-{language}-{scheme}")
    # The same round in the counted form: steppers per kind and the yaku as chips.
    page.locator(".mode[data-mode=counted]").click()
    sync_api.expect(page.locator("#counter")).to_be_visible()
    found["counted"] = violations(page, axe)
    shoot(page, f"round-counted-{language}-{scheme}")
    # The games whose round asks for cards per player (shown hands, declared teyaku): typed, or
    # tapped with a button per player.
    for game, players in (("koi-koi", ("Ann", "Bo")), ("hachi-hachi", ("Ann", "Bo", "Cy"))):
        page.goto(f"{server}/games/{start(page, server, game, players)}/round")
        sync_api.expect(asked(page, "teyaku").locator(".typed .show-cards").first).to_be_visible()
        found[f"round {game}"] = violations(page, axe)
        # The top of the page, where those questions are (a whole page is mostly the deck).
        shoot(page, f"round-{game}-{language}-{scheme}", whole=False)
    # The HTML export, in the same language.
    exported = tmp_path / "game.html"
    exported.write_text(exported_html(isolated_store, language), encoding="utf-8")
    page.goto(exported.as_uri())
    assert page.locator("html").get_attribute("lang") == language
    found["export"] = violations(page, axe)
    assert {name: lines for name, lines in found.items() if lines} == {}


def test_the_pile_tabs_move_with_the_arrow_keys(server: str, browser: object) -> None:  # noqa: F811
    expect = sync_api.expect
    page = phone(browser)
    game = start(page, server, "sakura", ("Ann", "Bo", "Cy"))
    page.goto(f"{server}/games/{game}/round")
    tabs = page.get_by_role("tablist").get_by_role("tab")
    names = [tab.get_attribute("data-pile") for tab in tabs.all()]
    assert names[:3] == ["captured.Ann", "captured.Bo", "captured.Cy"] and len(names) >= 4

    def chosen() -> str:
        # One tab is chosen, and it alone is in the Tab order (a roving tabindex).
        selected = page.locator("[role=tab][aria-selected=true]")
        expect(selected).to_have_count(1)
        expect(page.locator("[role=tab][tabindex='0']")).to_have_count(1)
        expect(selected).to_have_attribute("tabindex", "0")
        expect(selected).to_be_focused()
        return str(selected.get_attribute("data-pile"))

    tabs.first.focus()
    page.keyboard.press("ArrowRight")
    assert chosen() == "captured.Bo"
    page.keyboard.press("ArrowRight")
    assert chosen() == "captured.Cy"
    page.keyboard.press("ArrowLeft")
    assert chosen() == "captured.Bo"
    page.keyboard.press("End")
    assert chosen() == names[-1]
    page.keyboard.press("ArrowRight")  # round the end, back to the first
    assert chosen() == "captured.Ann"
    page.keyboard.press("ArrowLeft")
    assert chosen() == names[-1]
    page.keyboard.press("Home")
    assert chosen() == "captured.Ann"
    # Tab leaves the tab list for what follows it (the deck, its panel: "the rest" and Save
    # are in the bar at the bottom); a card tapped goes to the chosen pile.
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Tab")
    expect(page.locator(".card").first).to_be_focused()
    page.locator(".card[data-card='10']").click()
    expect(page.locator(".card[data-card='10'] .holder")).to_have_text("Bo")


def test_only_the_changes_in_the_problem_list_are_announced(server: str, browser: object) -> None:  # noqa: F811
    expect = sync_api.expect
    page = phone(browser)
    open_questions(page, server, start(page, server, "sakura"))  # the Gaji's question is asked
    problems = page.locator("#problems")
    # The list itself is the live region, and nothing around it re-announces it (the one other
    # live region, which names a question as it comes, is beside it: issue 32).
    expect(problems).to_have_attribute("aria-live", "polite")
    assert page.locator("[aria-live]:has(#problems)").count() == 0
    assert page.locator("#entry [aria-live]").count() == 2
    wild = problems.locator("li[data-code=missing-key]")
    expect(wild).to_have_count(1)
    # The item shown is marked, and every change to the list from now on is recorded.
    page.evaluate(
        """() => {
        document.querySelectorAll('#problems li').forEach((li) => { li.dataset.seen = 'yes'; });
        window.added = [];
        window.removed = [];
        new MutationObserver((changes) => changes.forEach((change) => {
            change.addedNodes.forEach((node) => window.added.push(node.textContent));
            change.removedNodes.forEach((node) => window.removed.push(node.textContent));
        })).observe(document.getElementById('problems'), {childList: true, subtree: true, characterData: true});
    }"""
    )
    # One card on the starting field: a second problem comes, the Gaji's stays as it was.
    page.locator(".pile[data-pile='field.start']").click()
    page.locator(".card[data-card='30']").click()
    start_field = problems.locator("li[data-code]:not([data-seen])")
    expect(start_field).to_have_count(1)
    expect(start_field).to_contain_text("starting field")
    # The problem that did not change is the very same item: nothing about it is said again.
    expect(wild).to_have_attribute("data-seen", "yes")
    assert page.evaluate("() => window.added") == [start_field.text_content()]
    assert page.evaluate("() => window.removed") == []


def test_the_gajis_card_list_is_labelled_and_takes_the_focus_when_opened(server: str, browser: object) -> None:  # noqa: F811
    """Issue 32 changed this: the question comes as a chip, marked and said, never taking the
    focus; opened, the focus is on its list."""
    expect = sync_api.expect
    page = phone(browser)
    open_questions(page, server, start(page, server, "sakura"))
    expect(page.locator(".ask[data-key=wild_captured] .mark")).to_have_text("needs an answer")
    expect(page.locator("#questions-said")).to_contain_text("Wild card took")
    assert page.evaluate("document.getElementById('questions').contains(document.activeElement)") is False
    question = asked(page, "wild_captured")
    text = question.locator("p").text_content()
    assert text
    # Named by its question, as a screen reader reads it; and the focus went to it when it appeared.
    listing = page.get_by_role("combobox", name=text)
    expect(listing).to_be_visible()
    expect(listing).to_be_focused()
    # Chosen from the keyboard, the question is answered and the problem goes.
    listing.select_option("92")
    expect(page.locator("#problems li[data-code=missing-key]")).to_have_count(0)
