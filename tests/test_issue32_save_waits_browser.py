"""Issue 32, the page: Save never sends an out-of-date round.  Tapped while the check of the
last change (the draft request) is still under way, or while a typed answer has not been
checked yet, Save waits for that check and sends the round as it stands after it: the
teyaku typed, then Save tapped at once, is saved with the teyaku; a count that makes the round
wrong, typed and then Save tapped at once, saves nothing and shows the problems."""

from __future__ import annotations

from typing import Any

import pytest

from .test_page_thumbs import HEADERS, browser, in_browser, new_game, phone, server  # noqa: F401

sync_api = pytest.importorskip("playwright.sync_api")

#: Every check of the round answered late, as on a slow network: a tap on Save comes first.
SLOW_CHECKS = """(() => {
  const fetched = window.fetch.bind(window);
  window.fetch = (address, init) => {
    const answer = fetched(address, init);
    if (!String(address).includes("/draft")) return answer;
    return answer.then((response) => new Promise((settle) => setTimeout(() => settle(response), 700)));
  };
})();"""


def counted(page: Any, pile: str, counts: dict[str, str]) -> None:
    page.locator(f".pile[data-pile='captured.{pile}']").tap()
    for kind, typed in counts.items():
        page.locator(f"#count-{kind}").fill(typed)


@in_browser
def test_save_waits_for_the_check_of_what_was_typed_last(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = phone(browser, server, has_touch=True, is_mobile=True)
    page.context.add_init_script(SLOW_CHECKS)
    game = new_game(page, server, "hachi-hachi", ["Ann", "Bo", "Cy", "Di"])
    page.goto(f"{server}/games/{game}/round")
    expect(page.locator("#problems li").first).to_be_attached()
    page.locator(".ask[data-key=dropped]").tap()
    page.locator(".question[data-key=dropped] label", has_text="Di").tap()
    page.locator(".mode[data-mode=counted]").tap()
    counted(page, "Ann", {"brights": "2", "animals": "2", "ribbons": "2", "chaff": "8"})
    counted(page, "Bo", {"brights": "1", "animals": "3", "ribbons": "3", "chaff": "10"})
    page.locator(".pile[data-pile='captured.Cy']").tap()
    page.locator("#rest").tap()
    expect(page.locator("#problems li.ok")).to_be_visible()
    # A count that breaks the round, and Save at once: nothing saved, the problems shown.
    counted(page, "Ann", {"brights": "5"})  # and Bo's 1: six of the five brights
    page.locator("#save").tap()
    expect(page.locator("#problems li").first).not_to_have_class("ok")
    expect(page.locator("#problems-title")).to_be_focused()
    assert page.request.get(f"{server}/api/games/{game}/history", headers=HEADERS).json() == []
    counted(page, "Ann", {"brights": "2"})
    expect(page.locator("#problems li.ok")).to_be_visible()
    # Ann's Red (aka) typed, and Save at once: saved with it.
    page.locator(".ask[data-key=teyaku]").tap()
    page.keyboard.type("aka")
    page.locator("#save").tap()
    expect(page).to_have_url(f"{server}/games/{game}")
    history = page.request.get(f"{server}/api/games/{game}/history", headers=HEADERS).json()
    assert history[0]["scores"] == {"Ann": 38, "Bo": -37, "Cy": 11, "Di": -12}
