"""A game's page explains its newest entries; every one is a link away (``?rounds=all``).

The issue-18 load grew a game to 800 rounds and more: its page was 1.7 MB of HTML, a first
reading of it rendered every round (about 2 s, seconds more while a dozen phones asked at
once), and a phone scrolled through all of it to reach the standings' history.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.web.pages import NEWEST_ENTRIES

from . import test_serve_exact as exact
from .test_serve_exact import ROUND_1, ROUND_2, hidden_stamp

client = exact.client  # the served app, as the exact-writes tests have it

#: Rounds in the game: a few more than the page explains.
ROUNDS = NEWEST_ENTRIES + 3


@pytest.fixture
def long_game(cli_json: Callable[..., Any], client: TestClient) -> str:
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--rounds", "100")
    assert code == 0
    for number in range(ROUNDS):
        added = client.post(f"/api/games/{answer['id']}/rounds", content=(ROUND_1, ROUND_2)[number % 2].encode())
        assert added.status_code == 201
    return str(answer["id"])


def explained(page: str) -> list[int]:
    """The rounds a page explains, in its order."""
    return [int(number) for number in re.findall(r'<article class="round" id="round-(\d+)"', page)]


def test_the_page_explains_the_newest_rounds_and_links_to_every_one(client: TestClient, long_game: str) -> None:
    page = client.get(f"/games/{long_game}").text
    assert explained(page) == list(range(ROUNDS, ROUNDS - NEWEST_ENTRIES, -1))
    assert "Earlier entries not shown here: 3." in page
    assert f'href="/games/{long_game}?rounds=all"' in page
    # The standings and the chart are the whole game's still.
    assert re.search(rf"\b{ROUNDS}\b[^<]*rounds played", page)  # the standings as the export draws them
    every = client.get(f"/games/{long_game}?rounds=all").text
    assert explained(every) == list(range(ROUNDS, 0, -1))
    assert "Earlier entries not shown here" not in every


def test_the_part_that_follows_the_ledger_shows_the_same_rounds_as_its_page(client: TestClient, long_game: str) -> None:
    assert len(explained(client.get(f"/games/{long_game}/live").text)) == NEWEST_ENTRIES
    assert len(explained(client.get(f"/games/{long_game}/live?rounds=all").text)) == ROUNDS
    # follow.js asks for the part with the page's own query.
    script = client.get("/static/follow.js").text
    assert "/live${window.location.search}" in script


def test_a_short_game_shows_every_round_and_no_link(client: TestClient, cli_json: Callable[..., Any]) -> None:
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")
    assert code == 0
    for sheet in (ROUND_1, ROUND_2):
        assert client.post(f"/api/games/{answer['id']}/rounds", content=sheet.encode()).status_code == 201
    page = client.get(f"/games/{answer['id']}").text
    assert explained(page) == [2, 1]
    assert "rounds=all" not in page


def test_a_correction_returns_to_its_round_on_the_page_that_shows_it(client: TestClient, long_game: str) -> None:
    for number, back in ((1, f"/games/{long_game}?rounds=all#round-1"), (ROUNDS, f"/games/{long_game}#round-{ROUNDS}")):
        stamp = hidden_stamp(client.get(f"/games/{long_game}/rounds/{number}/edit").text)
        sheet = client.get(f"/api/games/{long_game}/rounds/{number}/sheet").text
        corrected = client.post(
            f"/games/{long_game}/rounds/{number}/edit", data={"sheet": sheet, "stamp": stamp}, follow_redirects=False
        )
        assert corrected.status_code == 303
        assert corrected.headers["location"] == back


def test_the_japanese_page_says_it_in_japanese(client: TestClient, long_game: str) -> None:
    page = client.get(f"/games/{long_game}", headers={"accept-language": "ja"}).text
    assert "ここに表示していない前の記録：3件。" in page
    assert "すべての局を表示" in page
