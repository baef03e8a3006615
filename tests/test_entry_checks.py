"""What enters the ledger is checked where it enters (issue 18, points 7, 8 and 10's teams):
a round's dealer is a player wherever a round comes from (``add``, ``edit``, the page,
``import``) and ``db check`` finds one that is not; names are read as a sheet reads them, so
that a sheet can always name the players; and a team of the wrong shape is a problem naming
the team, never a crash or a 500."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .conftest import add_json, current_standings, start_game

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.web.app import create_app

#: The issue's sheet: a dealer who is not a player.
ZED_SHEET = "dealer: Zed\nA: rest\nB:\n"
#: A Musashino team round that scores (samples/musashino-teams.toml's piles), dealt by Zed.
ZED_TEAM_SHEET = "dealer: Zed\nR: 10 11 60 61 80 81 90 91 110 113 120 121\nW: rest\nstart:\n"
#: The issue's teams: E has no members (and B, with players A to D, is named like a player).
EMPTY_TEAM = {"R": ["A", "B"], "B": ["C", "D"], "E": []}


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    """The page and its API on this test's ledger, as served to this machine."""
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


def problems_of(data: dict[str, Any]) -> list[tuple[str, str | None, str]]:
    """(code, where, message) of each problem of a ``--json`` error or a 422 answer."""
    return [(e["code"], e.get("where"), e["message"]) for e in data["errors"]]


def rounds_played(cli_json: Callable[..., Any], game: str = "1") -> int:
    code, data = cli_json("standings", "--game", game)
    assert code == 0, data
    return int(data["rounds_played"])


def export_document(cli: Callable[..., Any]) -> dict[str, Any]:
    done = cli("export", "--format", "json")
    assert done.exit_code == 0, done.output
    return dict(json.loads(done.stdout))


# -- 7. a dealer who is not a player ---------------------------------------------------------


def test_add_refuses_a_dealer_who_is_not_a_player_as_score_does(cli_json: Callable[..., Any]) -> None:
    """`hanascore new mushi -p A -p B; printf 'dealer: Zed\\nA: rest\\nB:\\n' | hanascore add -`
    was exit 0, "dealt by Zed"."""
    start_game(cli_json, "mushi", ["A", "B"])
    code, data = add_json(cli_json, ZED_SHEET)
    assert code == 2
    _, scored = cli_json("score", "-", input="game: mushi\nplayers: A, B\n" + ZED_SHEET)
    assert (
        problems_of(data)
        == problems_of(scored)
        == [("unknown-player", "dealer", "dealer 'Zed' is not a player (expected one of A, B)")]
    )
    assert rounds_played(cli_json) == 0
    # Every problem at once: the dealer and the sheet's own.
    code, data = add_json(cli_json, "dealer: Zed\nA: rest 99\nB:\n")
    assert code == 2
    assert [(c, w) for c, w, _ in problems_of(data)] == [("unknown-player", "dealer"), ("unknown-card", "captured.A")]
    # A player named in another case is that player, stored as seated.
    code, data = add_json(cli_json, "dealer: b\nA: rest\nB:\n")
    assert code == 0, data
    assert data["dealer"] == "B"
    _, history = cli_json("history")
    assert history[0]["dealer"] == "B"


def test_a_team_game_refuses_the_dealer_instead_of_calling_the_ledger_damaged(cli_json: Callable[..., Any]) -> None:
    """In a Musashino team game the same sheet reported a damaged ledger."""
    start_game(cli_json, "musashino", ["A", "B", "C", "D"], "--team=R=A,C", "--team=W=B,D")
    code, data = add_json(cli_json, ZED_TEAM_SHEET)
    assert code == 2
    assert problems_of(data) == [
        ("unknown-player", "dealer", "dealer 'Zed' is not a player (expected one of A, B, C, D)")
    ]
    assert rounds_played(cli_json) == 0


def test_edit_refuses_a_dealer_who_is_not_a_player(cli: Callable[..., Any], cli_json: Callable[..., Any]) -> None:
    start_game(cli_json, "mushi", ["A", "B"])
    assert add_json(cli_json, "A: rest\nB:\n")[0] == 0
    done = cli("edit", "1", "-", "--yes", "--json", input=ZED_SHEET)
    assert done.exit_code == 2
    assert [(c, w) for c, w, _ in problems_of(json.loads(done.stdout))] == [("unknown-player", "dealer")]
    assert "'Zed' is not a player" in done.stdout
    _, history = cli_json("history")
    assert history[0]["dealer"] == "A"
    # Named in another case, the dealer is stored and shown as the player is seated.
    assert cli("edit", "1", "-", "--yes", input="dealer: b\nA: rest\nB:\n").exit_code == 0
    _, history = cli_json("history")
    assert history[0]["dealer"] == "B"
    assert export_document(cli)["entries"][0]["dealer"] == "B"


def test_the_page_refuses_a_dealer_who_is_not_a_player(client: TestClient, cli_json: Callable[..., Any]) -> None:
    start_game(cli_json, "mushi", ["A", "B"])
    added = client.post("/api/games/1/rounds", content=ZED_SHEET.encode())
    assert added.status_code == 422
    assert [(c, w) for c, w, _ in problems_of(added.json())] == [("unknown-player", "dealer")]
    assert client.post("/api/games/1/rounds", content=b"A: rest\nB:\n").status_code == 201
    edited = client.put("/api/games/1/rounds/1", content=ZED_SHEET.encode())
    assert edited.status_code == 422
    stamp = client.get("/api/games/1/stamp").json()["stamp"]  # the page's form always sends it
    form = client.post("/games/1/rounds/1/edit", data={"sheet": ZED_SHEET, "stamp": stamp})
    assert form.status_code == 422
    assert "dealer &#39;Zed&#39; is not a player" in form.text
    drafted = client.post("/api/games/1/draft", json={"captured": {"A": "rest"}, "facts": {"dealer": "Zed"}})
    assert drafted.status_code == 200
    assert ("unknown-player", "dealer") in [(p["code"], p.get("where")) for p in drafted.json()["errors"]]
    _, history = cli_json("history")
    assert [entry["dealer"] for entry in history] == ["A"]


def test_import_checks_every_rounds_dealer_at_once(cli: Callable[..., Any], cli_json: Callable[..., Any]) -> None:
    """`import` stored any per-round dealer: a non-player, empty, 100,000 characters, escape
    codes that reach the CSV."""
    start_game(cli_json, "mushi", ["A", "B"])
    for _ in range(5):
        assert add_json(cli_json, "A: rest\nB:\n", "--yes")[0] == 0  # the same round, on purpose
    document = export_document(cli)
    dealers = ["Zed", "", "x" * 100_000, "\x1b]52;c;aGk=\x07A", "b"]
    for entry, dealer in zip(document["entries"], dealers, strict=True):
        entry["dealer"] = dealer
    done = cli("import", "-", "--json", input=json.dumps(document))
    assert done.exit_code == 2
    problems = problems_of(json.loads(done.stdout))
    assert [(c, w) for c, w, _ in problems] == [("unknown-player", f"entries.{n}.dealer") for n in (1, 2, 3, 4)]
    assert [m.partition(":")[0] for _, _, m in problems] == ["round 1", "round 2", "round 3", "round 4"]
    assert all(m.endswith("(expected one of A, B)") for _, _, m in problems)
    assert len(problems[2][2]) < 200  # the long name is cut short
    assert "\x1b" not in done.stdout  # JSON escapes it; the message quotes it as repr does
    _, games = cli_json("games")
    assert [g["id"] for g in games] == ["1"]
    # Case aside, a player is that player: stored as seated, and the CSV shows it so.
    for entry in document["entries"]:
        entry["dealer"] = "b"
    done = cli("import", "-", "--json", input=json.dumps(document))
    assert done.exit_code == 0, done.stdout
    game = str(json.loads(done.stdout)["id"])
    csv = cli("export", "--format", "csv", "--game", game).stdout
    assert [line.split(",")[1] for line in csv.splitlines()[1:]] == ["B"] * 5


def test_db_check_names_a_stored_round_whose_dealer_is_not_a_player(
    cli: Callable[..., Any], cli_json: Callable[..., Any], isolated_store: Path
) -> None:
    start_game(cli_json, "mushi", ["A", "B"])
    assert add_json(cli_json, "A: rest\nB:\n")[0] == 0
    assert add_json(cli_json, "A: rest\nB:\n", "--yes")[0] == 0
    with sqlite3.connect(isolated_store) as db:  # as an earlier hanascore stored it
        db.execute("UPDATE entries SET dealer = 'Zed' WHERE round = 2")
    done = cli("db", "check", "--json")
    assert done.exit_code == 2
    assert problems_of(json.loads(done.stdout)) == [
        ("unknown-player", "dealer", "game 1: round 2: dealer 'Zed' is not a player (expected one of A, B)")
    ]


# -- 8. names no sheet could match -------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "typed"),
    [
        ("Ａｎｎ", "Ann"),  # full-width, as a Japanese keyboard may give it
        ("ｱﾝ", "アン"),  # half-width katakana; a person types the usual full-width form
        ("Jose\u0301", "José"),  # decomposed; a keyboard gives the composed é
        ("An\u00a0n", "An n"),  # a no-break space pasted from a web page
    ],
)
def test_names_are_read_as_sheets_read_them(
    cli_json: Callable[..., Any], client: TestClient, given: str, typed: str
) -> None:
    """`new` and the API accepted `Ａｎｎ`, `ｱﾝ`, a decomposed `José`, an NBSP inside a name;
    sheets are NFKC-normalised, so every `add` for that player was then exit 2."""
    start_game(cli_json, "mushi", [given, "Bo"])
    code, data = add_json(cli_json, f"{typed}: rest\nBo:\n")
    assert code == 0, data
    code, standings = cli_json("standings")
    assert [p["name"] for p in standings["parties"]] == [typed, "Bo"]
    # The API (and the new-game form, which shares its definition) reads names the same way.
    answer = client.post("/api/games", json={"game": "mushi", "players": [given, "Bo"], "dealer": given})
    assert answer.status_code == 201, answer.text
    game = answer.json()["id"]
    added = client.post(f"/api/games/{game}/rounds", content=f"{typed}: rest\nBo:\n".encode())
    assert added.status_code == 201, added.text
    formed = client.post("/new", data={"game": "mushi", "players": f"{given}\nBo"}, follow_redirects=False)
    assert formed.status_code == 303, formed.text
    _, games = cli_json("games")
    assert {tuple(g["players"]) for g in games} == {(typed, "Bo")}


def test_teams_the_dealer_and_the_game_name_are_read_as_sheets_read_them(cli_json: Callable[..., Any]) -> None:
    players = ["Ａｎｎ", "Bo", "Cy", "Di"]
    start_game(
        cli_json, "musashino", players, "--team=Ｒｅｄ=Ａｎｎ,Cy", "--team=Blue=Bo,Di", "--dealer=ｃｙ", "--name=Ｆｒｉ"
    )
    _, standings = cli_json("standings")
    assert standings["name"] == "Fri"
    assert standings["teams"] == {"Red": ["Ann", "Cy"], "Blue": ["Bo", "Di"]}
    assert standings["next_dealer"] == "Cy"
    sheet = "Red: 10 11 60 61 80 81 90 91 110 113 120 121\nBlue: rest\nstart:\n"
    assert add_json(cli_json, sheet)[0] == 0


def test_names_empty_or_with_controls_once_read_are_refused_naming_the_option(cli_json: Callable[..., Any]) -> None:
    code, data = cli_json("new", "mushi", "--player=\u3000", "--player=A\x1bB", "--player=Ｃ：", "--player=Di")
    assert code == 2
    problems = problems_of(data)
    assert [(c, w) for c, w, _ in problems] == [("bad-name", "--player")] * 3
    assert "must not be empty" in problems[0][2]
    assert "U+001B" in problems[1][2]
    assert "'C:'" in problems[2][2]  # a sheet would read its "：" as the quick sheet's ':'


def test_names_the_same_once_read_are_duplicates(cli_json: Callable[..., Any], client: TestClient) -> None:
    code, data = cli_json("new", "mushi", "--player=Ａｎｎ", "--player=ann")
    assert code == 2
    assert problems_of(data) == [
        (
            "duplicate-name",
            "--player",
            "names 'Ａｎｎ' and 'ann' are the same ignoring case (a sheet reads 'Ａｎｎ' as 'Ann')",
        )
    ]
    code, data = cli_json("new", "mushi", "--player=Jose\u0301", "--player=JOSÉ")
    assert code == 2
    assert [(c, w) for c, w, _ in problems_of(data)] == [("duplicate-name", "--player")]
    players = ["A", "B", "C", "D"]
    answer = client.post(
        "/api/games", json={"game": "musashino", "players": players, "teams": {"Ｒ": ["A", "B"], "r": ["C", "D"]}}
    )
    assert answer.status_code == 422
    assert ("duplicate-name", "--team") in [(c, w) for c, w, _ in problems_of(answer.json())]


# -- 10. teams of the wrong shape ---------------------------------------------------------------


def team_sheet(teams: str) -> str:
    return (
        f'game = "musashino"\nplayers = ["A", "B", "C", "D"]\nteams = {teams}\n'
        '[captured]\nR = "10 11 60 61 80 81 90 91 110 113 120 121"\nW = "rest"\n[field]\nstart = ""\n'
    )


def test_a_team_with_no_members_is_a_problem_naming_it(
    cli: Callable[..., Any], cli_json: Callable[..., Any], client: TestClient
) -> None:
    """`teams = { R = ["A","B"], B = ["C","D"], E = [] }` was exit 1 in `score` and `import` and
    500 from `POST /api/games` and the new-game form."""
    code, data = cli_json("score", "-", input=team_sheet('{ R = ["A","B"], B = ["C","D"], E = [] }'))
    assert code == 2
    wheres = {w: m for _, w, m in problems_of(data)}
    assert "teams.E" in wheres and "has no members" in wheres["teams.E"]
    assert "teams.B" in wheres and "player's name" in wheres["teams.B"]

    answer = client.post("/api/games", json={"game": "musashino", "players": ["A", "B", "C", "D"], "teams": EMPTY_TEAM})
    assert answer.status_code == 422
    assert any("team 'E' has no members" in m for _, _, m in problems_of(answer.json()))

    form = client.post("/new", data={"game": "musashino", "players": "A\nB\nC\nD", "teams": "R=A,B\nB=C,D\nE="})
    assert form.status_code == 422
    assert "team &#39;E&#39; has no members" in form.text

    start_game(cli_json, "musashino", ["A", "B", "C", "D"], "--team=R=A,B", "--team=W=C,D")
    document = export_document(cli)
    document["teams"] = EMPTY_TEAM
    done = cli("import", "-", "--json", input=json.dumps(document))
    assert done.exit_code == 2
    assert ("bad-teams", "teams.E") in [(c, w) for c, w, _ in problems_of(json.loads(done.stdout))]
    _, games = cli_json("games")
    assert len(games) == 1


@pytest.mark.parametrize(
    ("teams", "where", "words"),
    [
        ('{ R = ["A","B"], W = ["A","C"] }', "teams.W", "'A' is in team 'R' and in 'W'"),
        ('{ R = ["A","A"], W = ["C","D"] }', "teams.R", "lists 'A' twice"),
        ('{ A = ["A","B"], W = ["C","D"] }', "teams.A", "team 'A' has a player's name"),
        ('{ R = ["A","X"], W = ["C","D"] }', "teams.R", "'X' is not a player"),
        ('{ R = 5, W = ["C","D"] }', "teams.R", "expected a list of names"),
    ],
)
def test_teams_of_other_wrong_shapes_are_problems_naming_the_team(
    cli_json: Callable[..., Any], client: TestClient, teams: str, where: str, words: str
) -> None:
    code, data = cli_json("score", "-", input=team_sheet(teams))
    assert code == 2
    assert any(w == where and words in m for _, w, m in problems_of(data)), problems_of(data)


@pytest.mark.parametrize(
    "teams",
    [
        {"R": ["A", "B"], "W": ["A", "C"]},
        {"R": ["A", "A"], "W": ["C", "D"]},
        {"A": ["A", "B"], "W": ["C", "D"]},
        {"R": ["A", "X"], "W": ["C", "D"]},
        {"R": "A,B", "W": ["C", "D"]},
        {"R": [1, 2], "W": ["C", "D"]},
        {"R": ["A", "B"], "W": ["C", "D"], "E": []},
    ],
)
def test_the_api_answers_every_team_shape_with_422(client: TestClient, teams: dict[str, Any]) -> None:
    answer = client.post("/api/games", json={"game": "musashino", "players": ["A", "B", "C", "D"], "teams": teams})
    assert answer.status_code == 422, answer.text
    assert answer.json()["errors"]
    assert client.get("/api/games").json() == []


def test_adjust_reads_the_party_as_a_sheet_reads_a_name(cli_json: Callable[..., Any]) -> None:
    """`adjust --party Ａｎｎ` is Ann, as `Ａｎｎ:` in a sheet is; an unknown party is named once."""
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    code, data = cli_json("adjust", "--party=Ａｎｎ", "--amount=3", "--reason=late")
    assert code == 0, data
    assert [p["total"] for p in current_standings(cli_json)["parties"]] == [3, 0]
    code, data = cli_json("adjust", "--party=Zed", "--amount=3", "--reason=late")
    assert code == 2
    (message,) = [p["message"] for p in data["errors"]]
    assert message == "'Zed' is not one of this game's players (expected one of Ann, Bo)"
