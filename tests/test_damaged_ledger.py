"""A game whose stored rows were damaged (issue 18, point 11): the commands name the game, the
entry and what is wrong (exit status 2), ``delete`` still removes the game, and the ledger's
other games keep working.

The damage is done the way the issue did it, with SQL on the ledger file, e.g.
``UPDATE entries SET sheet_text=NULL WHERE seq=2`` and ``UPDATE entries SET sheet_text=x'00ff' WHERE seq=2``
(a round is kept as its sheet's text).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import add_json, start_game

Cli = Callable[..., Any]

ROUND = "Ann: rest\nBo:\n"

#: id -> (the SQL that damages game 1, the part of the game the message names, what it says).
DAMAGES: dict[str, tuple[str, str, str]] = {
    "sheet-as-an-empty-blob": (
        "UPDATE entries SET sheet_text=x'' WHERE seq=2",
        "round 2 (entry 2)",
        "its sheet text is binary data (0 bytes), not text",
    ),
    "sheet-as-a-blob": (
        "UPDATE entries SET sheet_text=x'00ff' WHERE seq=2",
        "round 2 (entry 2)",
        "its sheet text is binary data (2 bytes), not text",
    ),
    "null-sheet": (
        "UPDATE entries SET sheet_text=NULL WHERE seq=2",
        "round 2 (entry 2)",
        "its sheet text is missing (NULL)",
    ),
    "dealer-as-a-blob": (
        "UPDATE entries SET dealer=x'00' WHERE game_id=1 AND seq=1",
        "round 1 (entry 1)",
        "its dealer is binary data (1 bytes), not a name",
    ),
    "written-back-mark-of-another-kind": (
        "UPDATE entries SET written_back='yes' WHERE game_id=1 AND seq=1",
        "round 1 (entry 1)",
        "its written_back mark is 'yes', neither 0 nor 1",
    ),
    "amount-not-a-number": (
        "UPDATE entries SET amount='abc' WHERE seq=3",
        "entry 3",
        "its amount is 'abc', not a whole number",
    ),
    "definition-not-json": (
        "UPDATE games SET definition='{bad' WHERE id=1",
        "definition",
        "its definition is not JSON",
    ),
    "definition-of-the-wrong-shape": (
        "UPDATE games SET definition='[1,2]' WHERE id=1",
        "definition",
        "its definition is a JSON list, not a table",
    ),
    "definition-without-players": (
        "UPDATE games SET definition=json_remove(definition, '$.players') WHERE id=1",
        "definition",
        "its definition's 'players' is missing",
    ),
    "definition-of-an-unknown-game": (
        "UPDATE games SET definition=json_set(definition, '$.game', 'chess') WHERE id=1",
        "definition",
        "unknown game 'chess'",
    ),
}


def _ledger(cli_json: Cli) -> None:
    """Game 1 (Ann, Bo): two rounds and an adjustment; game 2 (Cy, Di): one round."""
    assert start_game(cli_json, "mushi", ["Ann", "Bo"]) == "1"
    for _ in range(2):
        assert add_json(cli_json, ROUND, "--yes")[0] == 0  # the same round twice, on purpose
    assert cli_json("adjust", "--party", "Ann", "--amount", "5", "--reason", "late")[0] == 0
    assert start_game(cli_json, "mushi", ["Cy", "Di"]) == "2"
    assert add_json(cli_json, "Cy: rest\nDi:\n")[0] == 0


def _damage(path: Path, sql: str) -> None:
    with sqlite3.connect(path) as db:
        db.execute(sql)
    db.close()


def _rows(path: Path) -> list[Any]:
    with sqlite3.connect(path) as db:
        rows = [*db.execute("SELECT * FROM games ORDER BY id"), *db.execute("SELECT * FROM entries ORDER BY 1, 2")]
        rows.extend(db.execute("SELECT * FROM settings ORDER BY key"))
    db.close()
    return rows


@pytest.fixture(params=list(DAMAGES), ids=list(DAMAGES))
def damaged(request: pytest.FixtureRequest, cli_json: Cli, isolated_store: Path) -> tuple[str, str]:
    """The ledger with game 1 damaged; the part the messages name and what they say."""
    sql, part, what = DAMAGES[request.param]
    _ledger(cli_json)
    _damage(isolated_store, sql)
    return part, what


#: Every command on game 1 but ``delete``, and its standard input.
COMMANDS: list[tuple[tuple[str, ...], str | None]] = [
    (("standings", "-g", "1"), None),
    (("history", "-g", "1"), None),
    (("chart", "-g", "1"), None),
    (("show", "1", "-g", "1"), None),
    (("show", "1", "--sheet", "-g", "1"), None),
    (("export", "-g", "1", "--format", "json"), None),
    (("export", "-g", "1", "--format", "csv"), None),
    (("add", "-", "-g", "1"), ROUND),
    (("undo", "-g", "1"), None),
    (("edit", "1", "-", "-g", "1"), ROUND),
    (("adjust", "-g", "1", "--party", "Ann", "--amount", "1", "--reason", "x"), None),
    (("use", "1"), None),
    (("rename", "1", "New name"), None),
]


@pytest.mark.parametrize(("args", "stdin"), COMMANDS, ids=[" ".join(args) for args, _ in COMMANDS])
def test_every_command_on_the_damaged_game_is_exit_2_saying_what_to_do(
    args: tuple[str, ...], stdin: str | None, damaged: tuple[str, str], cli: Cli, isolated_store: Path
) -> None:
    part, what = damaged
    before = _rows(isolated_store)
    result = cli(*args, input=stdin)
    assert result.exit_code == 2, result.output
    said = " ".join(result.stderr.split())
    assert f"game 1's {part} is damaged in the ledger {isolated_store}" in said
    assert what in said
    assert "'hanascore delete 1' removes the game, or restore a backup" in said
    assert _rows(isolated_store) == before  # nothing written


def test_db_check_names_the_game_and_the_entry(damaged: tuple[str, str], cli_json: Cli) -> None:
    part, what = damaged
    status, data = cli_json("db", "check")
    assert status == 2
    (problem,) = data["errors"]
    assert problem["code"] == "bad-db"
    assert problem["message"].startswith(f"game 1's {part} is damaged")
    assert what in problem["message"]


def test_delete_removes_the_damaged_game_without_replaying_it(
    damaged: tuple[str, str], cli: Cli, cli_json: Cli
) -> None:
    result = cli("delete", "1", "--yes")
    assert result.exit_code == 0, result.output
    assert "deleted game 1" in result.stderr
    status, listing = cli_json("games")
    assert status == 0 and [game["id"] for game in listing] == ["2"]
    assert cli_json("db", "check")[0] == 0


def test_the_other_games_keep_working_and_the_listing_marks_the_damaged_one(
    damaged: tuple[str, str], cli: Cli, cli_json: Cli
) -> None:
    _, what = damaged
    status, listing = cli_json("games")
    assert status == 0, listing
    first, second = listing
    assert what in first["damaged"] and second["damaged"] is None
    view = cli("games")
    assert view.exit_code == 0 and "damaged" in view.stdout
    assert "game 1 is damaged" in " ".join(view.stdout.split())
    status, standings = cli_json("standings", "-g", "2")
    assert status == 0 and standings["rounds_played"] == 1
    assert add_json(cli_json, "Cy:\nDi: rest\n", "-g", "2")[0] == 0


def test_a_stored_sheet_that_no_longer_scores_can_still_be_deleted(
    cli: Cli, cli_json: Cli, isolated_store: Path
) -> None:
    # A text that is no round any more: replaying it fails, deleting must not replay.
    _ledger(cli_json)
    _damage(isolated_store, "UPDATE entries SET sheet_text='Ann: zz' WHERE seq=2")
    status, data = cli_json("standings", "-g", "1")
    assert status == 2 and "round 2" in data["errors"][0]["message"]
    assert cli("delete", "1", "--yes").exit_code == 0
    assert cli_json("db", "check")[0] == 0


def test_a_damaged_game_can_be_imported_again_from_its_export(cli: Cli, cli_json: Cli, isolated_store: Path) -> None:
    # Restoring a damaged game from an earlier export: the damaged copy is no copy of it.
    _ledger(cli_json)
    exported = cli("export", "-g", "1", "--format", "json")
    assert exported.exit_code == 0
    _damage(isolated_store, "UPDATE entries SET sheet_text=x'00ff' WHERE seq=2")
    status, data = cli_json("import", "-", input=exported.stdout)
    assert status == 0, data
    assert data == {"id": "3"}
    assert cli("delete", "1", "--yes").exit_code == 0
    status, standings = cli_json("standings", "-g", "3")
    assert status == 0 and standings["rounds_played"] == 2
    assert cli_json("db", "check")[0] == 0


def test_the_page_lists_a_damaged_game_and_answers_for_it_without_a_500(cli_json: Cli, isolated_store: Path) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app

    _ledger(cli_json)
    _damage(isolated_store, "UPDATE entries SET sheet_text=x'00ff' WHERE seq=2")
    client = TestClient(create_app(str(isolated_store)), raise_server_exceptions=False, base_url="http://127.0.0.1")
    listing = client.get("/api/games")
    assert listing.status_code == 200
    assert [game["damaged"] is not None for game in listing.json()] == [True, False]
    games = client.get("/")
    assert games.status_code == 200
    assert games.text.count("Damaged: its records in the ledger cannot be read") == 1
    assert "破損" in client.get("/?lang=ja", follow_redirects=False).text
    standings = client.get("/api/games/1/standings")
    assert standings.status_code == 503
    assert "game 1's round 2 (entry 2) is damaged" in standings.json()["errors"][0]["message"]
    assert client.get("/games/1").status_code == 503
    assert client.get("/api/games/2/standings").status_code == 200
