"""A long game's page in a real browser: the newest rounds, a link to every one, and the page
of every round following the ledger as the short page does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hanascore.web.pages import NEWEST_ENTRIES

from . import test_serve_browser as in_browser
from .test_serve_browser import phone, shoot, sync_api
from .test_serve_exact import ROUND_1, ROUND_2

server = in_browser.server
browser = in_browser.browser
pytestmark = in_browser.pytestmark
#: Waits end as soon as the page is there; this long only so a busy machine does not fail them.
PATIENT = 20_000
ROUNDS = NEWEST_ENTRIES + 2


@pytest.fixture
def long_game(cli_json: Callable[..., Any], cli: Callable[..., Any]) -> str:
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--rounds", "100")
    assert code == 0
    for number in range(ROUNDS):
        assert cli("add", "-", input=(ROUND_1, ROUND_2)[number % 2]).exit_code == 0
    return str(answer["id"])


def test_a_long_games_page_folds_its_earlier_rounds_and_every_round_follows_the_ledger(
    server: str, browser: object, long_game: str, cli: Callable[..., Any]
) -> None:
    expect = sync_api.expect
    page: Any = phone(browser)
    page.goto(f"{server}/games/{long_game}")
    expect(page.locator("article.round")).to_have_count(NEWEST_ENTRIES, timeout=PATIENT)
    expect(page.locator(f"#round-{ROUNDS}")).to_be_visible()
    expect(page.locator("#round-1")).to_have_count(0)
    earlier = page.locator(".earlier")
    earlier.scroll_into_view_if_needed()
    expect(earlier).to_contain_text("Earlier entries not shown here: 2.")
    shoot(page, "game-long-folded-en-light", whole=False)  # the whole page is 50 rounds long

    earlier.get_by_role("link", name="Show every round").click()
    expect(page).to_have_url(f"{server}/games/{long_game}?rounds=all")
    expect(page.locator("article.round")).to_have_count(ROUNDS, timeout=PATIENT)
    # Another phone adds a round: the page of every round fetches every round again.
    assert cli("add", "-", input=(ROUND_1, ROUND_2)[ROUNDS % 2]).exit_code == 0
    expect(page.locator(f"#round-{ROUNDS + 1}")).to_be_attached(timeout=PATIENT)
    expect(page.locator("article.round")).to_have_count(ROUNDS + 1)
    expect(page.locator(".earlier")).to_have_count(0)
