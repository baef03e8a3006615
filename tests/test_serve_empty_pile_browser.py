"""Issue 18, point 9, in the real browser: a player who captured nothing is entered on the page.

"7-player Sakura with 3-card hands: 'no pile for 'F'', Save stays disabled; the command line's
``F:`` works.  An empty pile is a pile."  The server, the browser and the phone's size are
those of ``test_serve_browser.py``; the screenshot goes with its others.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .questions import asked
from .test_serve_browser import CHROMIUM, OUTPUT, TOKEN, browser, phone, server, shoot, sync_api  # noqa: F401

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]

SEVEN = ["A", "B", "C", "D", "E", "F", "G"]
#: Who captured what (F nothing, G the rest): card ids as the page's faces carry them.
TAPPED = {"A": ["10"], "B": ["30"], "C": ["80"], "D": ["120"], "E": ["110"]}


def test_a_player_who_captured_nothing_is_saved_as_an_empty_pile(
    server: str,  # noqa: F811
    browser: object,  # noqa: F811
    cli: Callable[..., Any],
) -> None:
    expect = sync_api.expect
    page = phone(browser)
    page.goto(f"{server}/?token={TOKEN}")
    made = page.request.post(
        f"{server}/api/games", data={"game": "sakura", "players": SEVEN}, headers={"x-hanascore-token": TOKEN}
    )
    assert made.status == 201, made.text()
    page.goto(f"{server}/games/1/round")
    for player, cards in TAPPED.items():
        page.locator(f".pile[data-pile='captured.{player}']").click()
        for card in cards:
            page.locator(f".card[data-card='{card}']").click()
    # Half entered (G's pile not yet tapped): what is missing is the cards, not F's pile.
    expect(page.locator("#problems li[data-code=missing-cards]")).to_be_visible()
    expect(page.locator("#problems li[data-code=missing-pile]")).to_have_count(0)
    expect(page.locator("#save")).to_be_disabled()
    page.locator(".pile[data-pile='captured.G']").click()
    page.locator("#rest").click()
    expect(page.locator("#problems li.ok")).to_be_visible()
    expect(page.locator("#save")).to_be_enabled()
    expect(page.locator(".pile[data-pile='captured.F'] .count")).to_have_text("0")
    expect(page.locator("#preview .party")).to_have_count(7)
    shoot(page, "round-entry-empty-pile")
    # As the phone shows it (390 x 844): the piles, F's at 0, then F's line of the result.
    folder = OUTPUT / "screenshots"
    page.screenshot(path=str(folder / "round-entry-empty-pile-top.png"))
    page.locator("#preview .party").nth(5).scroll_into_view_if_needed()
    page.screenshot(path=str(folder / "round-entry-empty-pile-result.png"))
    page.locator("#save").click()
    expect(page).to_have_url(f"{server}/games/1")
    expect(page.locator("#round-1")).to_be_visible()

    shown = cli("show", "1", "--sheet", "--game", "1")
    assert shown.exit_code == 0, shown.output
    lines = [line.rstrip() for line in shown.stdout.splitlines()]
    assert "F:" in lines and "G: rest" in lines


def test_a_draft_the_server_refuses_disables_save(server: str, browser: object) -> None:  # noqa: F811
    """A bid of 1.5 is a 422 (issue 18, point 10): the page says where, and the sheet made of
    the earlier taps can no longer be saved."""
    expect = sync_api.expect
    page = phone(browser)
    page.goto(f"{server}/?token={TOKEN}")
    game = {"game": "sakura", "players": ["A", "B", "C"], "variant": "oi-bana"}
    made = page.request.post(f"{server}/api/games", data=game, headers={"x-hanascore-token": TOKEN})
    assert made.status == 201, made.text()
    page.goto(f"{server}/games/1/round")
    page.locator(".card[data-card='10']").click()
    page.locator(".pile[data-pile='captured.B']").click()
    page.locator("#rest").click()
    bids = asked(page, "bids").locator("input")  # one per player: A, B, C
    for index, bid in enumerate(["15", "10"]):
        bids.nth(index).fill(bid)
        bids.nth(index).dispatch_event("change")
    expect(page.locator("#problems li.ok")).to_be_visible()
    expect(page.locator("#save")).to_be_enabled()
    bids.first.fill("1.5")
    bids.first.dispatch_event("change")
    expect(page.locator("#problems li[data-code=bad-value]")).to_contain_text("body.facts.bids.A")
    expect(page.locator("#save")).to_be_disabled()
