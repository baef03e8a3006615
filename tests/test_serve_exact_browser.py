"""The round page in a real browser when another phone saved the round first (issue 18, point
6): "a round page opened earlier keeps saying "Round 3" after another phone saved round 3.
... a stale write is 409 with which round was added meanwhile, and the page reloads."
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from . import test_serve_browser as in_browser
from .questions import asked
from .test_serve_browser import ANN_CARDS, END_FIELD, TOKEN, phone, sync_api

# The browser tests' fixtures: the served app (with a token) and one Chromium for the module.
server = in_browser.server
browser = in_browser.browser
browser_needed = in_browser.pytestmark
pytestmark = browser_needed
#: Waits end as soon as the page is there; this long only so a busy machine does not fail them.
PATIENT = 20_000


@pytest.fixture
def game(cli_json: Callable[..., Any]) -> str:
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--player", "Cy")
    assert code == 0
    return str(answer["id"])


def round_page(browser: object, server: str, game: str) -> Any:
    page = phone(browser)
    page.goto(f"{server}/?token={TOKEN}")  # the edit link: the browser keeps the token
    page.goto(f"{server}/games/{game}/round")
    sync_api.expect(page.locator("h1 small")).to_have_text("Round 1", timeout=PATIENT)
    return page


def tap_round(page: Any) -> None:
    """Round 1 of the README's example, tapped in (Cy sits out)."""
    expect = sync_api.expect
    expect(page.locator(".ask[data-key=active]")).to_be_visible(timeout=PATIENT)
    for player in ("Ann", "Bo"):
        asked(page, "active").locator("label", has_text=player).locator("input").check()
    for card in ANN_CARDS:
        page.locator(f".card[data-card='{card}']").click()
    page.locator(".pile[data-pile='captured.Bo']").click()
    page.locator("#rest").click()
    page.locator(".pile[data-pile='field.end']").click()
    for card in END_FIELD:
        page.locator(f".card[data-card='{card}']").click()
    expect(page.locator("#save")).to_be_enabled(timeout=PATIENT)


def test_a_phone_saving_a_round_another_saved_first_is_told_and_reloads(
    server: str, browser: object, game: str
) -> None:
    expect = sync_api.expect
    late = round_page(browser, server, game)
    # This phone does not hear of the other's save before it saves too (its follow-up is cut).
    late.route("**/stamp", lambda route: route.abort())
    first = round_page(browser, server, game)
    tap_round(first)
    tap_round(late)
    first.locator("#save").click()
    expect(first).to_have_url(f"{server}/games/{game}", timeout=PATIENT)
    late.locator("#save").click()
    # 409: nothing stored; the page is loaded again, for round 2, and says why.
    expect(late.locator("h1 small")).to_have_text("Round 2", timeout=PATIENT)
    expect(late.locator("#moved-on")).to_contain_text("round 1 was added meanwhile by another phone", timeout=PATIENT)
    standings = late.request.get(f"{server}/api/games/{game}/standings").json()
    assert standings["rounds_played"] == 1


def test_a_round_page_opened_earlier_moves_on_when_another_phone_saves(server: str, browser: object, game: str) -> None:
    expect = sync_api.expect
    earlier = round_page(browser, server, game)
    first = round_page(browser, server, game)
    tap_round(first)
    first.locator("#save").click()
    expect(first).to_have_url(f"{server}/games/{game}", timeout=PATIENT)
    # The earlier page follows the game: it no longer offers round 1.
    expect(earlier.locator("h1 small")).to_have_text("Round 2", timeout=PATIENT)
    expect(earlier.locator("#moved-on")).to_have_text(
        "Round 1 was saved meanwhile on another phone: this page now enters the next round."
    )
