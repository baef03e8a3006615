"""Issue 32, the page's targets, in a real browser: a round entered on a phone (390 x 844, touch)
with its taps counted (a typed digit counts one) and its scrolls (a target out of view, or
under the sticky bars, when it is to be tapped) counted up to Save, each bounded by the issue's
target and printed for the issue's note:

| round | page taps, scrolls before Save |
|---|---|
| 3-player Mushi, counted | <= 14, 0 |
| 3-player Mushi, card by card | <= 27, 0 |
| correcting one pile of a saved round | <= 8, 0 |

The taps start on the game's page (Enter, or Correct) and end with Save.
"""

from __future__ import annotations

from typing import Any

import pytest

from . import test_serve_browser as in_browser
from .test_serve_browser import PHONE, TOKEN, sync_api

server = in_browser.server
browser = in_browser.browser
pytestmark = in_browser.pytestmark
PATIENT = 20_000
HEADERS = {"x-hanascore-token": TOKEN}
#: The three-player sample round (samples/mushi-three-players.toml): Alice and Bob play,
#: Carol sits out; Bob's pile is the smaller one, so it is the one tapped card by card.
BOB = ["11", "13", "20", "22", "32", "33", "40", "43", "50", "51", "82", "83", "90", "113", "102", "103", "120", "121"]
END = ["112", "92"]
#: Whether a target is in view and not under a sticky bar: what is drawn at its centre is it.
IN_VIEW = """element => {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight || box.height === 0) return false;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (hit === element || element.contains(hit));
}"""


class Thumb:
    """A phone's user: taps and typed digits counted, and every scroll a target needed."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.taps = 0
        self.scrolls = 0
        self.scrolled: list[str] = []  # what each scroll was for, said when a bound fails

    def reach(self, locator: Any) -> None:
        locator.wait_for(state="visible", timeout=PATIENT)
        if not locator.evaluate(IN_VIEW):
            self.scrolls += 1
            self.scrolled.append(str(locator))
            locator.evaluate("element => element.scrollIntoView({block: 'center'})")

    def tap(self, locator: Any) -> None:
        self.reach(locator)
        locator.tap()
        self.taps += 1

    def type(self, text: str) -> None:
        for digit in text:
            self.page.keyboard.type(digit)
            self.taps += 1


def phone(browser: Any, server: str) -> Any:
    context = browser.new_context(viewport=PHONE, has_touch=True, locale="en-GB")
    page = context.new_page()
    page.goto(f"{server}/?token={TOKEN}")
    return page


def new_mushi(page: Any, server: str) -> str:
    answer = page.request.post(
        f"{server}/api/games", data={"game": "mushi", "players": ["Alice", "Bob", "Carol"]}, headers=HEADERS
    )
    assert answer.status == 201, answer.text()
    return str(answer.json()["id"])


def settled(page: Any) -> None:
    """The draft checked for the last tap: Save's state follows the server's answer."""
    page.wait_for_load_state("networkidle")


def enter_counted(thumb: Thumb) -> None:
    """Alice: 2 brights, 3 animals, 3 ribbons, 10 chaff and Three Brights; Bob the rest with
    Four Wisterias (samples/mushi-counted.txt): every count typed."""
    page = thumb.page
    thumb.tap(page.locator(".mode[data-mode=counted]"))
    thumb.tap(page.locator("#count-brights"))
    for kind, count in (("brights", "2"), ("animals", "3"), ("ribbons", "3"), ("chaff", "10")):
        # Each count typed where the last one left the focus: a full count moves on by itself.
        focused = page.locator(f"#count-{kind}")
        if not focused.evaluate("input => input === document.activeElement"):
            thumb.tap(focused)
        thumb.type(count)
    thumb.tap(page.locator(".chip[data-yaku=three-brights]"))
    thumb.tap(page.locator(".pile[data-pile='captured.Bob']"))
    thumb.tap(page.locator("#rest"))
    thumb.tap(page.locator(".chip[data-yaku=four-wisterias]"))


def saved(thumb: Thumb, server: str, game: str, number: int) -> str:
    page = thumb.page
    sync_api.expect(page.locator("#save")).to_be_enabled(timeout=PATIENT)
    thumb.tap(page.locator("#save"))
    sync_api.expect(page.locator(f"#round-{number}")).to_be_visible(timeout=PATIENT)
    return str(page.request.get(f"{server}/api/games/{game}/rounds/{number}/sheet").text())


def test_a_three_player_mushi_round_counted(server: str, browser: Any) -> None:
    page = phone(browser, server)
    game = new_mushi(page, server)
    page.goto(f"{server}/games/{game}")
    thumb = Thumb(page)
    thumb.tap(page.locator("#enter"))
    enter_counted(thumb)
    sheet = saved(thumb, server, game, 1)
    assert "Alice: 2 brights 3 animals 3 ribbons 10 chaff + three-brights" in sheet, sheet
    assert "Bob: rest + four-wisterias" in sheet, sheet
    print(f"3-player Mushi counted: {thumb.taps} taps, {thumb.scrolls} scrolls")
    assert thumb.taps <= 14 and thumb.scrolls == 0, thumb.scrolled


def test_a_three_player_mushi_round_card_by_card(server: str, browser: Any) -> None:
    page = phone(browser, server)
    game = new_mushi(page, server)
    page.goto(f"{server}/games/{game}")
    thumb = Thumb(page)
    thumb.tap(page.locator("#enter"))
    # Bob's cards tapped, Alice "the rest", the end field's two cards.
    thumb.tap(page.locator(".pile[data-pile='captured.Bob']"))
    for card in BOB:
        thumb.tap(page.locator(f".card[data-card='{card}']"))
    thumb.tap(page.locator(".pile[data-pile='captured.Alice']"))
    thumb.tap(page.locator("#rest"))
    thumb.tap(page.locator(".pile[data-pile='field.end']"))
    for card in END:
        thumb.tap(page.locator(f".card[data-card='{card}']"))
    sheet = saved(thumb, server, game, 1)
    assert "Alice: rest" in sheet, sheet
    print(f"3-player Mushi card by card: {thumb.taps} taps, {thumb.scrolls} scrolls")
    assert thumb.taps <= 27 and thumb.scrolls == 0, thumb.scrolled


@pytest.mark.parametrize("form", ["counted", "cards"])
def test_correcting_one_pile_of_a_saved_round(server: str, browser: Any, form: str) -> None:
    page = phone(browser, server)
    game = new_mushi(page, server)
    first = (
        "Alice: 2 brights 3 animals 3 ribbons 10 chaff + three-brights\nBob: rest + four-wisterias\n"
        if form == "counted"
        else f"Alice: rest\nBob: {' '.join(BOB)}\nend: {' '.join(END)}\n"
    )
    answer = page.request.post(f"{server}/api/games/{game}/rounds", data=first, headers=HEADERS)
    assert answer.status == 201, answer.text()
    page.goto(f"{server}/games/{game}")
    thumb = Thumb(page)
    # The last round's Correct is at the top of the game's page.
    thumb.tap(page.locator("#correct-last"))
    sync_api.expect(page.locator("#entry[data-stored]")).to_have_count(1, timeout=PATIENT)
    if form == "counted":
        # Alice had a bright more: her pile is the first, Bob's is the rest.
        thumb.tap(page.locator("#count-brights"))
        thumb.type("3")
        settled(page)
        sheet = saved(thumb, server, game, 1)
        assert "Alice: 3 brights 3 animals 3 ribbons 10 chaff + three-brights" in sheet, sheet
    else:
        # The Crane was Bob's, not Alice's: Bob's pile, the card, Save.
        thumb.tap(page.locator(".pile[data-pile='captured.Bob']"))
        thumb.tap(page.locator(".card[data-card='10']"))
        settled(page)
        sheet = saved(thumb, server, game, 1)
        assert "10" in sheet.split("Bob:")[1].splitlines()[0], sheet
    print(f"correcting one pile ({form}): {thumb.taps} taps, {thumb.scrolls} scrolls")
    assert thumb.taps <= 8 and thumb.scrolls == 0, thumb.scrolled
