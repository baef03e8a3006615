"""Issue 18, points 9 and 10 through the real HTTP app: an empty pile is a pile, and input the
draft API, the new-game form and ``POST /api/games`` cannot use is a 422 naming its field,
never a 500 and never a silently different game."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.web.app import create_app

SEVEN = ["A", "B", "C", "D", "E", "F", "G"]
JSON = {"content-type": "application/json"}


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), raise_server_exceptions=False, base_url="http://127.0.0.1")


@pytest.fixture
def sakura(client: TestClient) -> str:
    """A 7-player Sakura game (3-card hands)."""
    made = client.post("/api/games", json={"game": "sakura", "players": SEVEN})
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


def wheres(answer: Any) -> list[str]:
    return [e.get("where") for e in answer.json()["errors"]]


# -- point 9: "no pile for 'F'", Save stays disabled; the command line's `F:` works -----------


def test_a_player_who_captured_nothing_is_an_empty_pile_of_the_draft(
    client: TestClient, sakura: str, cli: Callable[..., Any]
) -> None:
    piles = {"A": "crane", "B": "curtain", "C": "moon", "D": "phoenix", "E": "rain-man", "F": "", "G": "rest"}
    done = client.post(f"/api/games/{sakura}/draft", json={"captured": piles, "field": {"end": ""}})
    assert done.status_code == 200
    assert done.json()["errors"] == []
    assert done.json()["result"]["parties"][5]["name"] == "F"
    assert done.json()["result"]["parties"][5]["cards"] == []
    assert "F:" in [line.rstrip() for line in done.json()["sheet"].splitlines()]
    # Saved as the page saves it, it is the round the command line stores from `F:`.
    assert client.post(f"/api/games/{sakura}/rounds", content=done.json()["sheet"].encode()).status_code == 201
    shown = cli("show", "1", "--sheet", "--game", sakura)
    assert "F:" in [line.rstrip() for line in shown.stdout.splitlines()]


def test_a_half_entered_round_lacks_cards_never_a_pile(client: TestClient, sakura: str) -> None:
    piles = {player: "" for player in SEVEN} | {"A": "crane curtain moon"}
    errors = client.post(f"/api/games/{sakura}/draft", json={"captured": piles, "field": {"end": ""}}).json()["errors"]
    assert [e["code"] for e in errors] == ["missing-cards"]


# -- point 10: "the draft API gives 500 for a float, null inside a table or Infinity as a fact" --

BAD_DRAFTS = [
    ('{"facts": {"bid": 1.5}}', "body.facts.bid"),
    ('{"facts": {"x": {"a": null}}}', "body.facts.x.a"),
    ('{"facts": {"x": Infinity}}', "body.facts.x"),
    ('{"facts": {"bids": {"A": NaN}}}', "body.facts.bids.A"),
    ('{"facts": {"bids": {"A": -Infinity}}}', "body.facts.bids.A"),
    ('{"facts": {"wild_captured": [1, null, 2.5]}}', "body.facts.wild_captured.1"),
    ('{"facts": {"bid": 99999999999999999999999}}', "body.facts.bid"),
    ('{"facts": {"x": [[[[1]]]]}}', "body.facts.x.0.0.0"),
    ('{"captured": {"A": 1}}', "body.captured.A"),
    ('{"captured": {"A": ["crane"]}}', "body.captured.A"),
    ('{"field": {"end": null}}', "body.field.end"),
    ('{"active": [1, 2]}', "body.active.0"),
    ('{"captured": {"A": "\\ud800"}}', "body"),  # a lone surrogate: no answer could be encoded
    ('{"facts": {"x": ' + "[" * 5000 + "]" * 5000 + "}}", "body"),
]


@pytest.mark.parametrize(("body", "where"), BAD_DRAFTS, ids=[b[:40] for b, _ in BAD_DRAFTS])
def test_a_draft_no_sheet_can_hold_is_422_naming_the_field(
    client: TestClient, sakura: str, body: str, where: str
) -> None:
    answer = client.post(f"/api/games/{sakura}/draft", content=body.encode(), headers=JSON)
    assert answer.status_code == 422, answer.text
    assert where in wheres(answer), answer.text
    assert all(e["code"] == "bad-value" for e in answer.json()["errors"])


def test_every_wrong_answer_of_a_draft_is_named_at_once(client: TestClient, sakura: str) -> None:
    body = '{"facts": {"a": 1.5, "b": {"c": null}, "d": [Infinity]}, "captured": {"A": 2}}'
    answer = client.post(f"/api/games/{sakura}/draft", content=body.encode(), headers=JSON)
    assert answer.status_code == 422
    assert sorted(wheres(answer)) == ["body.captured.A", "body.facts.a", "body.facts.b.c", "body.facts.d.0"]


def test_unanswered_questions_and_whole_answers_still_check(client: TestClient, sakura: str) -> None:
    body = {"facts": {"bid": None, "x": "", "y": {}, "bids": {"A": 2}, "flag": True}}
    answer = client.post(f"/api/games/{sakura}/draft", json=body)
    assert answer.status_code == 200
    assert "unknown-key" in [e["code"] for e in answer.json()["errors"]]


# -- point 10: "the new-game form silently turns abc, -5, 99999999999 or １２ rounds into a
# 12-round game"; full-width digits are read as the digits they show (NFKC, as sheets are). --


def problems_on_the_page(html: str) -> list[tuple[str, str]]:
    # The field at fault by its form name (the page shows it by its label).
    return re.findall(r'<li data-code="([^"]+)" data-where="([^"]*)">', html)


@pytest.mark.parametrize("field", ["rounds", "target"])
@pytest.mark.parametrize("typed", ["abc", "-5", "99999999999", "0", "1.5", "12 rounds"])
def test_a_number_the_form_cannot_read_is_422_with_the_form_again(client: TestClient, field: str, typed: str) -> None:
    answer = client.post("/new", data={"game": "mushi", "players": "Ann\nBo", field: typed}, follow_redirects=False)
    assert answer.status_code == 422
    assert problems_on_the_page(answer.text) == [("bad-length", field)]
    assert "Ann\nBo</textarea>" in answer.text  # the form again, as typed
    assert f'name="{field}" inputmode="numeric" value="{typed}"' in answer.text
    assert answer.text.count('aria-invalid="true"') == 1
    assert client.get("/api/games").json() == []  # nothing stored


def test_every_problem_of_the_form_is_named_by_its_field(client: TestClient) -> None:
    form = {"game": "mushi", "players": "", "rounds": "abc", "target": "-5", "dealer": "Zed"}
    answer = client.post("/new", data=form, follow_redirects=False)
    assert answer.status_code == 422
    named = [where for _, where in problems_on_the_page(answer.text)]
    assert {"rounds", "target", "players"} <= set(named)
    assert not any(where.startswith("--") for where in named)
    assert client.get("/api/games").json() == []


@pytest.mark.parametrize(("typed", "rounds"), [("１２", 12), ("３", 3), (" 7 ", 7), ("", 12)])
def test_full_width_digits_are_the_digits_they_show(client: TestClient, typed: str, rounds: int) -> None:
    answer = client.post("/new", data={"game": "mushi", "players": "Ann\nBo", "rounds": typed}, follow_redirects=False)
    assert answer.status_code == 303
    game = answer.headers["location"].rsplit("/", 1)[1]
    assert client.get(f"/api/games/{game}/standings").json()["length"]["rounds"] == rounds


# -- point 10: POST /api/games ---------------------------------------------------------------

BAD_GAMES = [
    ({"rounds": True}, "body.rounds"),
    ({"rounds": "12"}, "body.rounds"),
    ({"rounds": 1.5}, "body.rounds"),
    ({"target": False}, "body.target"),
    ({"rounds": -5}, "--rounds"),
    ({"rounds": 99999999999}, "--rounds"),
    ({"target": 0}, "--target"),
    ({"players": [1, 2]}, "body.players.0"),
    ({"players": "Ann"}, "body.players"),
    ({"players": ["Ann", None]}, "body.players.1"),
    ({"game": 5}, "body.game"),
    ({"teams": {"R": "Ann"}}, "body.teams.R"),
    ({"name": ["x"]}, "body.name"),
]


@pytest.mark.parametrize(("change", "where"), BAD_GAMES, ids=[str(c) for c, _ in BAD_GAMES])
def test_a_new_game_the_api_cannot_use_is_422_naming_the_field(
    client: TestClient, change: dict[str, Any], where: str
) -> None:
    answer = client.post("/api/games", json={"game": "mushi", "players": ["Ann", "Bo"]} | change)
    assert answer.status_code == 422, answer.text
    assert where in wheres(answer)
    assert client.get("/api/games").json() == []


@pytest.mark.parametrize(
    "body",
    [
        '{"game": "mushi", "players": ["Ann", "Bo"], "house": {"\\udc00": 1}}',
        '{"game": "mushi", "players": ["Ann\\ud800", "Bo"]}',
        '{"game": "mushi", "players": ["Ann", "Bo"], "rounds": Infinity}',
        '{"game": "mushi", "players": ' + "[" * 5000 + "]" * 5000 + "}",
        "",
        "[]",
    ],
)
def test_a_body_no_game_can_come_of_is_422(client: TestClient, body: str) -> None:
    answer = client.post("/api/games", content=body.encode(), headers=JSON)
    assert answer.status_code == 422, answer.text
    assert client.get("/api/games").json() == []


# (Only a closing boundary, which the fuzz run sent, is an empty form to later parsers.)
@pytest.mark.parametrize("body", [b"--{x", b"x--fuzz"], ids=["broken-boundary", "text-before-the-boundary"])
@pytest.mark.parametrize("path", ["/new", "/games/1/undo", "/games/1/rounds/1/edit"])
def test_a_body_that_is_no_form_is_400_not_a_500(client: TestClient, path: str, body: bytes) -> None:
    """The fuzz run's find on the lowest allowed starlette: a broken multipart body made the
    parser's error a 500 on every form of the page."""
    assert client.post("/api/games", json={"game": "mushi", "players": ["Ann", "Bo"]}).status_code == 201
    answer = client.post(path, content=body, headers={"content-type": "multipart/form-data; boundary=fuzz"})
    assert answer.status_code == 400, answer.text
    assert client.get("/api/games/1/history").json() == []  # nothing written
