"""Issue 32, the page's round entry in a real browser at a phone's size (390 x 844, touch):

- "with 4 piles the pile bar cuts names to "A… 1"": with 2 to 9 piles, every pile shows its
  whole name or a short one telling it from the others (never one letter, never cut), the
  dealer's marked;
- ""Clear" empties a pile with no undo, right under the last card row": Clear is above the
  pile bar, and says so for 5 s with an Undo (a status message);
- "the problem count is only on the disabled Save button (2.2:1 contrast in light, 2.6:1 in
  dark) and the problems list is 3,000 px down": the count is readable (>= 4.5:1) and tapping
  it, or Save while the round has problems, brings the problems to the top of the screen;
- "counted with steppers ... long-press or a number pad for counts above 5": a step held down
  repeats, a count tapped is typed over and a whole one moves on to the next kind.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from . import test_serve_browser as in_browser
from .axe import axe_source, violations
from .test_page_thumbs import STYLES, contrast
from .test_serve_browser import PHONE, TOKEN, sync_api

server = in_browser.server
browser = in_browser.browser
pytestmark = in_browser.pytestmark
PATIENT = 20_000
HEADERS = {"x-hanascore-token": TOKEN}
#: What a pile's tab shows of its name: the short one where the whole one did not fit.
SHOWN_NAME = """button => {
  const shown = button.querySelector(button.classList.contains('shortened') ? '.short' : '.full');
  const name = button.querySelector('.name');
  const line = button.querySelector('.line');
  const fits = name.scrollWidth <= name.clientWidth && line.scrollWidth <= line.clientWidth;
  return [shown.textContent, fits, button.dataset.label, [name.scrollWidth, name.clientWidth, line.scrollWidth, line.clientWidth]];
}"""


def phone(browser: Any, server: str, scheme: str = "light", locale: str = "en-GB") -> Any:
    context = browser.new_context(viewport=PHONE, has_touch=True, color_scheme=scheme, locale=locale)
    page = context.new_page()
    page.goto(f"{server}/?token={TOKEN}")
    return page


def new_game(page: Any, server: str, game: str, players: list[str]) -> str:
    answer = page.request.post(f"{server}/api/games", data={"game": game, "players": players}, headers=HEADERS)
    assert answer.status == 201, answer.text()
    return str(answer.json()["id"])


def settled(page: Any) -> None:
    sync_api.expect(page.locator("#problems li").first).to_be_attached(timeout=PATIENT)
    page.wait_for_load_state("networkidle")


TABLES = [
    ("koi-koi", ["Ann", "Bo"]),
    ("mushi", ["Ann", "Bo"]),
    ("mushi", ["Alice", "Bob", "Carol"]),
    ("mushi", ["Alexander", "Alexandra", "Bartholomew", "Christine"]),
    ("kyu-rei-hana", ["Ann", "Andy", "Anna", "Bo", "Bob", "Cy"]),
    ("kyu-rei-hana", ["Ann", "Andy", "Anna", "Bo", "Bob", "花子", "Cy"]),
    ("sakura", ["Alexander", "Alexandra", "Bartholomew", "Christine", "Dorothea", "Evangeline", "Fitzgerald"]),
]


@pytest.mark.parametrize("locale", ["en-GB", "ja-JP"])
@pytest.mark.parametrize(("game", "players"), TABLES)
def test_every_pile_is_named_whole_or_short_never_cut_with_the_dealer_marked(
    server: str, browser: Any, game: str, players: list[str], locale: str
) -> None:
    page = phone(browser, server, locale=locale)
    number = new_game(page, server, game, players)
    page.goto(f"{server}/games/{number}/round")
    settled(page)
    piles = page.locator(".pile")
    assert 2 <= piles.count() <= 9
    # Counts of two digits, as late in a round: the count line still fits, the dealer's mark too.
    piles.evaluate_all("buttons => buttons.forEach(b => { b.querySelector('.count').textContent = '48'; })")
    named = piles.evaluate_all(f"buttons => buttons.map({SHOWN_NAME})")
    for shown, fits, label, widths in named:
        assert fits, (shown, label, widths)  # never cut ("A…")
        assert len(shown.rstrip("…")) >= min(2, len(label)), (shown, label)  # never one letter
    shown_names = [shown.casefold() for shown, *_ in named]
    assert len(set(shown_names)) == len(shown_names), named  # each tells its pile from the others
    # Every pile's name is read out whole, the dealer's said to be the dealer's.
    assert piles.first.evaluate("b => b.classList.contains('dealer')")
    assert page.locator(".pile.dealer").count() == 1
    sync_api.expect(piles.first.locator(".mark")).to_be_visible()
    bar = page.locator(".piles").bounding_box()
    assert bar["height"] <= 0.15 * PHONE["height"], bar
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_clear_is_away_from_the_cards_and_undone_from_its_notice(server: str, browser: Any) -> None:
    expect = sync_api.expect
    page = phone(browser, server)
    game = new_game(page, server, "mushi", ["Ann", "Bo"])
    page.goto(f"{server}/games/{game}/round")
    for card in ("10", "20", "30"):
        page.locator(f".card[data-card='{card}']").tap()
    count = page.locator(".pile[data-pile='captured.Ann'] .count")
    expect(count).to_have_text("3")
    clear = page.locator("#clear")
    expect(clear).to_have_text("Clear Ann")
    # Above the pile bar, nowhere near the last row of cards nor Save.
    assert clear.bounding_box()["y"] + clear.bounding_box()["height"] <= page.locator(".piles").bounding_box()["y"]
    clear.tap()
    expect(count).to_have_text("0")
    toast = page.locator("#toast")
    expect(toast).to_have_attribute("role", "status")
    expect(toast).to_contain_text("Ann: cleared.")
    page.locator("#undo-clear").tap()
    expect(count).to_have_text("3")
    expect(page.locator(".card[data-card='20'] .holder")).to_have_text("An")
    expect(toast).to_be_empty()
    # Left alone, the notice goes after 5 s, the pile cleared.
    page.locator(".pile[data-pile='captured.Bo']").tap()
    expect(clear).to_have_text("Clear Bo")
    page.locator(".pile[data-pile='captured.Ann']").tap()
    clear.tap()
    expect(toast).to_contain_text("Ann: cleared.")
    page.wait_for_timeout(4000)
    expect(toast).to_contain_text("Ann: cleared.")
    expect(toast).to_be_empty(timeout=3000)
    expect(count).to_have_text("0")


def test_clear_undoes_a_counted_pile_and_the_rest(server: str, browser: Any) -> None:
    expect = sync_api.expect
    page = phone(browser, server, locale="ja-JP")
    game = new_game(page, server, "mushi", ["Ann", "Bo"])
    page.goto(f"{server}/games/{game}/round")
    page.locator(".mode[data-mode=counted]").tap()
    page.locator(".kind[data-kind=brights] .step[data-step='1']").tap()
    # Counts that allow Four Wisterias (only the yaku the counts allow show).
    for kind, typed in (("animals", "1"), ("ribbons", "1"), ("chaff", "2")):
        page.locator(f"#count-{kind}").fill(typed)
    page.locator(".chip[data-yaku=four-wisterias]").tap()
    page.locator(".pile[data-pile='captured.Bo']").tap()
    page.locator("#rest").tap()
    rest = re.compile(r"\brest\b")
    expect(page.locator(".pile[data-pile='captured.Bo']")).to_have_class(rest)
    page.locator("#clear").tap()
    expect(page.locator("#toast")).to_contain_text("Boを消しました。")
    expect(page.locator(".pile[data-pile='captured.Bo']")).not_to_have_class(rest)
    page.locator("#undo-clear").tap()
    expect(page.locator(".pile[data-pile='captured.Bo']")).to_have_class(rest)
    page.locator(".pile[data-pile='captured.Ann']").tap()
    page.locator("#clear").tap()
    expect(page.locator("#count-brights")).to_have_value("0")
    page.locator("#undo-clear").tap()
    expect(page.locator("#count-brights")).to_have_value("1")
    expect(page.locator(".chip[data-yaku=four-wisterias]")).to_have_attribute("aria-pressed", "true")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_count_of_problems_reads_and_brings_the_problems_into_view(server: str, browser: Any, scheme: str) -> None:
    expect = sync_api.expect
    page = phone(browser, server, scheme=scheme)
    game = new_game(page, server, "sakura", ["Ann", "Bo", "Cy", "Dan", "Eve", "Fay", "Gus"])
    page.goto(f"{server}/games/{game}/round")
    settled(page)
    count = page.locator("#open-count")
    expect(count).to_be_visible()
    expect(count).to_have_text("1 to fix")
    text, background, opacity = count.evaluate(STYLES)
    assert float(opacity) == 1 and contrast(text, background) >= 4.5, (text, background)
    save = page.locator("#save")
    expect(save).to_be_disabled()
    heading = page.locator("#problems-title")

    def problems_on_top() -> None:
        expect(heading).to_be_focused()
        box = heading.bounding_box()
        bar = page.locator(".piles").bounding_box()
        # Under the sticky pile bar, in the top part of the screen.
        assert bar["y"] + bar["height"] <= box["y"] <= PHONE["height"] / 2, (box, bar)

    count.tap()
    problems_on_top()
    page.evaluate("window.scrollTo(0, 0)")
    save.tap(force=True)  # Save with the round still open (not ready, still tappable): what is open is shown
    problems_on_top()
    assert page.evaluate("location.pathname").endswith("/round")
    # Nothing open: no count.
    page.locator(".pile[data-pile='captured.Bo']").tap()
    page.locator("#rest").tap()
    expect(save).to_be_enabled(timeout=PATIENT)
    expect(count).to_be_hidden()


def test_a_step_held_down_repeats_and_a_count_typed_moves_on(server: str, browser: Any) -> None:
    expect = sync_api.expect
    page = phone(browser, server)
    game = new_game(page, server, "mushi", ["Ann", "Bo"])
    page.goto(f"{server}/games/{game}/round")
    page.locator(".mode[data-mode=counted]").tap()
    chaff = page.locator("#count-chaff")
    more = page.locator(".kind[data-kind=chaff] .step[data-step='1']")
    more.tap()
    expect(chaff).to_have_value("1")  # a tap is one
    box = more.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    expect(chaff).not_to_have_value("1", timeout=3000)
    page.wait_for_timeout(1200)
    page.mouse.up()
    held = int(chaff.input_value())
    assert held > 6, held  # held down, it counted on
    page.wait_for_timeout(400)
    expect(chaff).to_have_value(str(held))  # let go, it stops, and its click is no step more
    # Typed: a count tapped is typed over, and a whole count moves on to the next kind.
    page.locator("#count-brights").tap()
    page.keyboard.type("2")
    expect(page.locator("#count-animals")).to_be_focused()
    page.keyboard.type("3")
    expect(page.locator("#count-ribbons")).to_be_focused()
    page.keyboard.type("1")  # of 8 ribbons, 1 is whole
    expect(chaff).to_be_focused()
    page.keyboard.type("1")  # 1 of 20 chaff may be 10 or more: it waits for Enter
    expect(chaff).to_be_focused()
    page.keyboard.press("Enter")
    expect(chaff).not_to_be_focused()
    expect(chaff).to_have_value("1")
    chaff.tap()
    page.keyboard.type("12")  # typed over, and whole
    expect(chaff).not_to_be_focused()
    page.locator("#count-brights").tap()
    page.keyboard.type("3")
    settled(page)
    assert [page.locator(f"#count-{kind}").input_value() for kind in ("brights", "animals", "ribbons", "chaff")] == [
        "3",
        "3",
        "1",
        "12",
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("locale", ["en-GB", "ja-JP"])
def test_the_pile_bar_the_notice_and_the_count_pass_axe(server: str, browser: Any, scheme: str, locale: str) -> None:
    source = axe_source()
    page = phone(browser, server, scheme=scheme, locale=locale)
    game = new_game(page, server, "sakura", ["Alexander", "Alexandra", "Bartholomew", "Christine", "Dorothea"])
    page.goto(f"{server}/games/{game}/round")
    page.locator(".mode[data-mode=counted]").tap()
    page.locator(".kind[data-kind=brights] .step[data-step='1']").tap()
    settled(page)
    page.locator("#clear").tap()
    sync_api.expect(page.locator("#undo-clear")).to_be_visible()
    page.locator("#open-count").tap()
    assert violations(page, source) == []
