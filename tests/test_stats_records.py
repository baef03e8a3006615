"""The records the statistics read are a cache of the sheets, never a second truth: kept per
game revision, read again when a game changes, never served when changed by hand, and checked
against a fresh replay by ``db check`` (issue 21: "a cache that is checked against the sheets
and rebuilt when stale").  The ledger is test_stats.py's, worked by hand there."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.ledger import records
from hanascore.ledger.actions import open_store
from hanascore.ledger.caches import digest as _digest
from hanascore.ledger.records import read_records
from hanascore.ledger.store import Store
from tests.conftest import start_game
from tests.test_stats import build_ledger

Cli = Callable[..., Any]


@pytest.fixture
def ledger(cli_json: Cli, isolated_store: Path) -> Path:
    build_ledger(cli_json, isolated_store)
    return isolated_store


def _kept(db: Path) -> dict[int, tuple[int, str]]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT game_id, revision, record FROM game_records").fetchall()
    connection.close()
    return {game_id: (revision, record) for game_id, revision, record in rows}


def _rewrite(db: Path, game_id: int, record: str) -> None:
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE game_records SET record = ? WHERE game_id = ?", (record, game_id))
    connection.close()


def _forged(record: str, old: str, new: str) -> str:
    """``record`` with ``old`` replaced by ``new`` in its JSON and the digest made again."""
    body = record.partition("\n")[2].replace(old, new)
    return f"{_digest(body)}\n{body}"


def test_records_are_kept_then_served_without_a_replay(ledger: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Read inside a command's snapshot (open_store's transaction): the rows are kept in it.
    with open_store(str(ledger), write=False) as store:
        first = read_records(store)
    assert sorted(_kept(ledger)) == [1, 2, 3]

    def no_replay(*_: object) -> None:
        raise AssertionError("replayed a game whose record is kept")

    monkeypatch.setattr(records, "replayed_record", no_replay)
    store = Store(ledger)
    assert read_records(store) == first  # outside a transaction: a snapshot of its own
    store.close()


def test_a_ledger_another_writer_holds_is_read_and_keeps_nothing(ledger: Path) -> None:
    # Another program is writing: the records are replayed, none kept, and the reader does
    # not wait for the writer (it writes inside its own snapshot, without waiting).
    writer = sqlite3.connect(ledger, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    try:
        with open_store(str(ledger), write=False) as store:
            assert [r.id for r in read_records(store).games] == ["1", "2", "3"]
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert _kept(ledger) == {}


def test_a_change_of_the_game_moves_its_record_on(ledger: Path, cli_json: Cli) -> None:
    assert cli_json("stats")[0] == 0
    revision, _ = _kept(ledger)[3]
    assert cli_json("undo", "-g", "3")[0] == 0
    with open_store(str(ledger), write=False) as store:
        game = read_records(store).games[2]
    assert [r.number for r in game.rounds] == [1]
    assert _kept(ledger)[3][0] == revision + 1


def test_a_row_changed_by_hand_is_never_served(ledger: Path, cli_json: Cli) -> None:
    assert cli_json("stats")[0] == 0
    _, record = _kept(ledger)[2]
    # Blue's 110 made 999 without its digest: read again from the sheets, and kept again.
    _rewrite(ledger, 2, record.replace("110", "999"))
    code, data = cli_json("stats", "Di")
    assert code == 0
    assert data["players"][0]["by_game"]["sakura"]["points"]["total"] == 110
    assert _kept(ledger)[2][1] == record
    # A row in another shape (plain JSON, no digest line) is read again too.
    _rewrite(ledger, 2, record.partition("\n")[2])
    assert cli_json("stats", "Di")[1]["players"][0]["by_game"]["sakura"]["points"]["total"] == 110
    assert _kept(ledger)[2][1] == record


def test_db_check_catches_a_row_whose_digest_was_changed_too_and_rebuilds_it(
    ledger: Path, cli: Cli, cli_json: Cli
) -> None:
    assert cli_json("stats")[0] == 0
    _, record = _kept(ledger)[2]
    _rewrite(ledger, 2, _forged(record, '"Blue":110', '"Blue":999'))
    checked = cli("db", "check")
    assert checked.exit_code == 2
    said = " ".join(checked.stderr.split())
    assert "game 2: its kept statistics record differed from a replay of its sheets" in said
    assert _kept(ledger)[2][1] == record  # rebuilt from the sheets
    assert cli("db", "check").exit_code == 0
    assert cli_json("stats", "Di")[1]["players"][0]["by_game"]["sakura"]["points"]["total"] == 110


def test_db_check_as_json_names_the_stale_record(ledger: Path, cli_json: Cli) -> None:
    assert cli_json("stats")[0] == 0
    _, record = _kept(ledger)[1]
    _rewrite(ledger, 1, _forged(record, '"winner":"Cy"', '"winner":"Ann"'))
    code, data = cli_json("db", "check")
    assert code == 2
    assert data["errors"] == [
        {
            "code": "bad-db",
            "message": "game 1: its kept statistics record differed from a replay of its sheets "
            "(read again from the sheets; the sheets are unharmed)",
            "where": "game_records",
        }
    ]


def test_a_kept_record_round_trips(ledger: Path) -> None:
    with open_store(str(ledger), write=False) as store:
        fresh = read_records(store)
    _, record = _kept(ledger)[1]
    _, head, rounds = record.split("\n")
    assert records.record_from_json(json.loads(head), rounds) == fresh.games[0]
    assert fresh.games[0].points == {"Ann": 28, "Bo": -63, "Cy": 30}
    assert fresh.games[0].adjustments == {"Ann": -5}
    assert [r.played for r in fresh.games[0].rounds] == [("Ann", "Bo"), ("Bo", "Cy")]
    assert [r.scores for r in fresh.games[0].rounds] == [
        {"Ann": 33, "Bo": -33, "Cy": 0},
        {"Ann": 0, "Bo": -30, "Cy": 30},
    ]
    assert [r.yaku for r in fresh.games[0].rounds] == [{"Ann": ("three-brights",)}, {"Bo": ("four-wisterias",)}]
    # Each party's rounds summed up, as the statistics read them (Ann and Cy sat one out each).
    tallies = {
        party: (t.rounds, t.rounds_won, t.best, t.worst, dict(t.yaku)) for party, t in fresh.games[0].tallies.items()
    }
    assert tallies == {
        "Ann": (1, 1, 33, 33, {"three-brights": 1}),
        "Bo": (2, 0, -30, -33, {"four-wisterias": 1}),
        "Cy": (1, 1, 30, 30, {}),
    }


def test_a_game_without_rounds_says_so_without_reading_them(cli_json: Cli, isolated_store: Path) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    with open_store(str(isolated_store), write=False) as store:
        (game,) = read_records(store).games
    assert (game.has_rounds, game.rounds) == (False, ())
    assert {party: (t.rounds, t.best) for party, t in game.tallies.items()} == {"Ann": (0, None), "Bo": (0, None)}
