"""A Hachi-Hachi round tapped on the page, in a real browser: the teyaku asked from the start
(each player's declaration typed beside the name, or its cards tapped on the deck), the sage order tapped and the shoubu
caller chosen once a pile forms a dekiyaku (RULES.md 10.9 example B, dealt by Ann)."""

from __future__ import annotations

from typing import Any

import pytest

from .questions import asked
from .test_page_thumbs import HEADERS, browser, in_browser, new_game, phone, server  # noqa: F401

sync_api = pytest.importorskip("playwright.sync_api")


@in_browser
def test_a_shoubu_round_tapped_with_teyaku_and_calls(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = phone(browser, server)
    game = new_game(page, server, "hachi-hachi", ["Ann", "Bo", "Cy"])
    page.goto(f"{server}/games/{game}/round")
    teyaku = asked(page, "teyaku")
    expect(page.locator(".ask[data-key=sage]")).to_have_count(0)  # no dekiyaku yet
    teyaku.locator("label", has_text="Cy").locator("input").fill("pikaichi")
    teyaku.locator("label", has_text="Cy").locator("input").press("Tab")
    # Bo's Triplet tapped on the deck (and one card tapped twice: out again), not typed.
    teyaku.locator("button.show-cards", has_text="Bo").click()
    expect(teyaku.locator("button.show-cards", has_text="Bo")).to_have_attribute("aria-pressed", "true")
    for card in ("12", "13", "11", "22", "22"):
        page.locator(f".card[data-card='{card}']").click()
    expect(teyaku.locator("label", has_text="Bo").locator("input")).to_have_value("12 13 11")
    teyaku.locator("button.show-cards", has_text="Bo").click()
    page.locator(".pile[data-pile='captured.Ann']").click()
    for card in ("10", "30", "80", "120", "11", "21", "31"):
        page.locator(f".card[data-card='{card}']").click()
    page.locator(".pile[data-pile='captured.Bo']").click()
    for card in ("61", "91", "101"):
        page.locator(f".card[data-card='{card}']").click()
    # Dekiyaku in the piles: the calls are asked together.
    expect(page.locator(".ask[data-key=stopped_by]")).to_be_visible()
    sage = asked(page, "sage")
    sage.locator("label", has_text="Bo").locator("input").check()
    asked(page, "stopped_by").locator(".pick", has_text="Ann").click()
    expect(page.locator("#problems li.ok")).to_be_visible()
    page.locator("#save").click()
    expect(page.locator("#round-1")).to_be_visible()
    history = page.request.get(f"{server}/api/games/{game}/history", headers=HEADERS).json()
    # Example B and Bo's Triplet (2 kan from each): Ann 34 x 12 - 48 - 24 = 336,
    # Bo -34 x 12 - 48 + 48 = -408, Cy 2 x 48 - 24 = 72
    assert history[0]["scores"] == {"Ann": 336, "Bo": -408, "Cy": 72}
