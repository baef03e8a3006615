"""Issue 30, point 16 (a), in a real browser: "a stale correction says "stamp: game 1 changed
... reload" (a sheet key and command-line words: the page says it in its own words, once, and
reloads itself)".

A correction refused because the game changed meanwhile loads the page again on the game as it
is now and says why, once.  The taps are kept when the round corrected is as the page showed it
(another round was saved meanwhile); a round corrected meanwhile on another phone is shown as it
is now instead, so that nobody's correction is overwritten unseen.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest

from . import test_serve_browser as in_browser
from .test_serve_browser import ANN_CARDS, TOKEN, phone, shoot, sync_api

server = in_browser.server
browser = in_browser.browser
pytestmark = in_browser.pytestmark
#: Waits end as soon as the page is there; this long only so a busy machine does not fail them.
PATIENT = 20_000
ROUND_1 = in_browser.SAMPLES / "ledger" / "round1.txt"
ROUND_2 = (in_browser.SAMPLES / "ledger" / "round2.txt").read_text(encoding="utf-8")
#: What the page never says: the hidden field's name, a command's words.
NOT_THE_PAGES = ("stamp", "reload", "command", "読み直", "コマンド", "スタンプ")


@pytest.fixture
def game(cli: Callable[..., Any]) -> str:
    """Game 1, Mushi for Ann and Bo, with round 1 played."""
    assert cli("new", "mushi", "--player", "Ann", "--player", "Bo").exit_code == 0
    assert cli("add", str(ROUND_1)).exit_code == 0
    return "1"


def correction_page(browser: object, server: str, game: str, locale: str = "en-GB") -> Any:
    page = phone(browser, locale=locale)
    page.goto(f"{server}/?token={TOKEN}")  # the edit link: the browser keeps the token
    page.goto(f"{server}/games/{game}/rounds/1/edit")
    sync_api.expect(page.locator("#entry[data-stored]")).to_have_count(1, timeout=PATIENT)
    ann = page.locator(".pile[data-pile='captured.Ann'] .count")
    sync_api.expect(ann).to_have_text(str(len(ANN_CARDS)), timeout=PATIENT)
    return page


def take_the_crane_from_ann(page: Any) -> None:
    """The correction: Ann's first card was Bo's (Bo takes the rest)."""
    page.locator(".pile[data-pile='captured.Ann']").click()
    page.locator(f".card[data-card='{ANN_CARDS[0]}']").click()
    sync_api.expect(page.locator(".pile[data-pile='captured.Ann'] .count")).to_have_text(str(len(ANN_CARDS) - 1))
    sync_api.expect(page.locator("#save")).to_be_enabled(timeout=PATIENT)


def api(server: str, method: str, path: str, body: str | None = None) -> Any:
    asked = urllib.request.Request(
        f"{server}{path}",
        data=None if body is None else body.encode(),
        method=method,
        headers={"x-hanascore-token": TOKEN, "content-type": "text/plain"},
    )
    with urllib.request.urlopen(asked, timeout=PATIENT / 1000) as answer:
        return json.loads(answer.read() or b"null")


@pytest.mark.parametrize(("locale", "said"), [("en-GB", "was not saved"), ("ja-JP", "保存されませんでした")])
def test_a_stale_correction_reloads_on_the_game_as_it_is_now_keeping_the_taps(
    server: str, browser: object, game: str, cli: Callable[..., Any], locale: str, said: str
) -> None:
    expect = sync_api.expect
    page = correction_page(browser, server, game, locale)
    take_the_crane_from_ann(page)
    assert cli("add", "-", input=ROUND_2).exit_code == 0  # another phone saves round 2 meanwhile
    stale = page.locator("#entry").get_attribute("data-stamp")
    page.locator("#save").click()
    # Before: the page stayed, listing "stamp: game 1 changed since this page was read (another
    # phone or a command wrote; ...): nothing was written; reload to see the change".
    note = page.locator("#moved-on")
    expect(note).to_be_visible(timeout=PATIENT)
    expect(note).to_contain_text(said)
    expect(page.locator("#entry")).not_to_have_attribute("data-stamp", stale or "")  # loaded again
    text = note.inner_text()
    assert not any(word in text.lower() for word in NOT_THE_PAGES), text
    body = page.locator("main").inner_text()
    assert body.count(text) == 1 and "stamp" not in body, body  # said once, in the page's words
    # The taps are still there, on the game as it is now; nothing was written.
    expect(page.locator(".pile[data-pile='captured.Ann'] .count")).to_have_text(str(len(ANN_CARDS) - 1))
    assert api(server, "GET", "/api/games/1/standings")["rounds_played"] == 2
    assert page.request.get(f"{server}/api/games/1/rounds/1/sheet").text() == ROUND_1.read_text(encoding="utf-8")
    shoot(page, f"issue30-stale-correction-{locale}", whole=False)
    # Saving again corrects round 1 of the game as it now stands.
    expect(page.locator("#save")).to_be_enabled(timeout=PATIENT)
    page.locator("#save").click()
    expect(page).to_have_url(f"{server}/games/1#round-1", timeout=PATIENT)
    assert page.request.get(f"{server}/api/games/1/rounds/1/sheet").text() != ROUND_1.read_text(encoding="utf-8")
    assert api(server, "GET", "/api/games/1/standings")["rounds_played"] == 2
    # The note was said once: the correction page opened again says nothing of it.
    page.goto(f"{server}/games/1/rounds/1/edit")
    expect(page.locator("#entry[data-stored]")).to_have_count(1, timeout=PATIENT)
    expect(page.locator("#moved-on")).to_be_hidden()


def test_a_round_corrected_meanwhile_on_another_phone_is_shown_as_it_is_now(
    server: str, browser: object, game: str
) -> None:
    expect = sync_api.expect
    page = correction_page(browser, server, game)
    take_the_crane_from_ann(page)
    # Another phone corrects round 1 meanwhile: Bo took Pine, Plum and Cherry, Ann the rest.
    stamp = api(server, "GET", "/api/games/1/stamp")["stamp"]
    api(server, "PUT", f"/api/games/1/rounds/1?stamp={stamp}", ROUND_2)
    page.locator("#save").click()
    note = page.locator("#moved-on")
    expect(note).to_have_text(
        "Round 1 was changed meanwhile on another phone, so your correction was not saved: "
        "the round is shown as it is now.",
        timeout=PATIENT,
    )
    # Round 1 as the other phone left it: Bo's twelve cards, Ann the rest; this phone's taps gone.
    expect(page.locator(".pile[data-pile='captured.Bo'] .count")).to_have_text("12")
    assert page.request.get(f"{server}/api/games/1/rounds/1/sheet").text() == ROUND_2


def test_a_round_undone_meanwhile_is_said_gone_once_the_page_is_loaded_again(
    server: str, browser: object, game: str
) -> None:
    expect = sync_api.expect
    page = correction_page(browser, server, game)
    take_the_crane_from_ann(page)
    api(server, "DELETE", "/api/games/1/rounds/last")  # another phone undoes round 1 meanwhile
    page.locator("#save").click()
    # Loaded again: the server's page says the round is gone, with the way back to the game.
    expect(page.locator("#problems li[data-code=no-such-round]")).to_have_text("game 1 has no round 1", timeout=PATIENT)
    expect(page.locator("#entry")).to_have_count(0)
    assert api(server, "GET", "/api/games/1/standings")["rounds_played"] == 0
    # Nothing was kept for a later round 1 to take for its own.
    page.goto(f"{server}/games/1/round")
    assert page.evaluate("Object.keys(window.sessionStorage).filter((k) => k.startsWith('hanascore.correction'))") == []
