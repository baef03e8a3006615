"""Koi-Koi tapped in on the page (a real browser at a phone's size): who called shoubu is asked
when the piles make it matter, and the koi-koi calls as a stepper per player once a pile's
yaku make them matter; a stored round opens with its calls on the steppers."""

from __future__ import annotations

from typing import Any

import pytest

from .questions import asked
from .test_koikoi import A_ANN, A_BO, A_END
from .test_page_thumbs import browser, in_browser, new_game, phone, server, settled  # noqa: F401
from .test_serve_browser import shoot

sync_api = pytest.importorskip("playwright.sync_api")


def tap(page: Any, pile: str, cards: str) -> None:
    page.locator(f".pile[data-pile='{pile}']").click()
    for card in cards.split():
        page.locator(f".card[data-card='{card}']").click()


@in_browser
def test_koi_koi_calls_are_steppers_shown_when_they_matter(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = phone(browser, server)
    game = new_game(page, server, "koi-koi", ["Ann", "Bo"])
    page.goto(f"{server}/games/{game}/round")
    settled(page)
    # Nothing tapped yet: no pile holds a yaku, so no call is asked about.
    expect(page.locator(".ask[data-key=koi]")).to_have_count(0)
    tap(page, "captured.Ann", A_ANN)
    tap(page, "captured.Bo", A_BO)
    tap(page, "field.end", A_END)
    # 26 cards and nobody named: a drawn round would hold 40, so who called shoubu is asked.
    asked(page, "stopped_by").locator(".pick", has_text="Ann").click()
    # Bo's five ribbons are a yaku: the calls matter now.
    calls = asked(page, "koi")
    expect(calls.locator(".call")).to_have_count(2)
    bo = calls.locator(".call", has_text="Bo")
    bo.get_by_role("button", name="Bo: one call more").click()
    expect(bo.locator("input")).to_have_value("1")
    expect(page.locator("#problems li.ok")).to_be_visible()
    expect(page.locator("#preview")).to_contain_text("64")
    shoot(page, "koikoi-calls-en-light")
    page.locator("#save").click()
    expect(page).to_have_url(f"{server}/games/{game}")
    standings = page.request.get(f"{server}/api/games/{game}/standings").json()
    assert {p["name"]: p["total"] for p in standings["parties"]} == {"Ann": 64, "Bo": 0}

    # Corrected by tapping: the stored calls are on the steppers; one fewer for Bo and the
    # round no longer adds up (his Ribbons would have ended it).
    page.goto(f"{server}/games/{game}/rounds/1/edit")
    settled(page)
    bo = asked(page, "koi").locator(".call", has_text="Bo")
    expect(bo.locator("input")).to_have_value("1")
    bo.get_by_role("button", name="Bo: one call fewer").click()
    expect(page.locator("#problems li[data-code=bad-call]")).to_be_visible()
