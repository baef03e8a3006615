"""A ledger made before people were counted (the schema of migrations 1 to 5) opens with
today's code with nothing lost: its games, their rounds and results, and its players."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hanascore.ledger.definition import build_definition
from hanascore.ledger.migrations import MIGRATIONS, SCHEMA_VERSION, migrate
from hanascore.ledger.people import people, rename_player
from hanascore.ledger.records import read_records
from hanascore.ledger.rows import definition_json
from hanascore.ledger.store import Store
from tests.conftest import SAMPLES

#: Ann all of Pine, Plum and Cherry: 71 points and Three Brights (25); Bo both Fours (10 + 10):
#: Ann 71 - 115 + 25 - 20 = -39, Bo 169 - 115 + 20 - 25 = +39 (RULES.md, Mushi).
ANN_LOSES = "Ann: 10 11 12 13 20 21 22 23 30 31 32 33\nBo: rest\n"
#: Bo stopped the round with One Two Three (50) and Poetry Ribbons (40): Bo +90, Ann -90.
STOPPED = (SAMPLES / "matsu-kiri-bozu-stopped.toml").read_text(encoding="utf-8")


def old_ledger(path: Path) -> None:
    """Two games written as hanascore wrote them before migration 6: a Mushi game of two
    rounds and an adjustment, and a Matsu-Kiri-Bozu game of one round."""
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, MIGRATIONS[:5])
    assert db.execute("PRAGMA user_version").fetchone() == (5,)
    games = (
        (build_definition("mushi", ["Ann", "Bo"], name="Friday"), "2026-10-02T19:00:00+00:00"),
        (build_definition("matsu-kiri-bozu", ["ann", "Bo"]), "2026-10-09T19:00:00+00:00"),
    )
    for definition, at in games:
        db.execute(
            "INSERT INTO games (name, game, definition, created_at) VALUES (?, ?, ?, ?)",
            (definition.name, definition.game, json.dumps(definition_json(definition)), at),
        )
    rows = (
        (1, 1, "round", 1, ANN_LOSES, "Ann", None, None, None, "2026-10-02T19:10:00+00:00"),
        (1, 2, "adjustment", None, None, None, "Bo", -5, "late", "2026-10-02T19:15:00+00:00"),
        (1, 3, "round", 2, ANN_LOSES, "Bo", None, None, None, "2026-10-02T19:30:00+00:00"),
        (2, 1, "round", 1, STOPPED, "ann", None, None, None, "2026-10-09T19:20:00+00:00"),
    )
    db.executemany(
        "INSERT INTO entries (game_id, seq, kind, round, sheet_text, dealer, party, amount, reason, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    db.close()


def rows(path: Path) -> dict[str, list[Any]]:
    with sqlite3.connect(path) as db:
        return {
            table: db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
            for table in ("games", "entries", "settings")
        }


def test_an_old_ledger_is_migrated_with_no_loss(tmp_path: Path, cli_json: Callable[..., Any]) -> None:
    path = tmp_path / "old.db"
    old_ledger(path)
    before = rows(path)
    store = Store(path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    after = rows(path)
    # Migration 8 (notes) adds the entries' last column, empty on every old row.
    assert {row[-1] for row in after["entries"]} == {None}
    after["entries"] = [row[:-1] for row in after["entries"]]
    assert after == before  # the migration adds tables, and changes no row
    store.close()
    status, games = cli_json("games", "--db", str(path))
    assert status == 0
    assert [(g["id"], g["name"], g["players"], g["rounds_played"]) for g in games] == [
        ("1", "Friday", ["Ann", "Bo"], 2),
        ("2", "Matsu-Kiri-Bozu: ann, Bo", ["ann", "Bo"], 1),
    ]
    totals = {
        game: {p["name"]: p["total"] for p in cli_json("standings", "--game", game, "--db", str(path))[1]["parties"]}
        for game in ("1", "2")
    }
    # Game 1: two rounds of -39/+39 (Ann dealt the first, Bo won it and dealt the second), Bo fined 5.
    assert totals == {"1": {"Ann": -78, "Bo": 73}, "2": {"ann": -90, "Bo": 90}}
    status, data = cli_json("players", "--db", str(path))
    assert data == {
        "players": [
            {
                "name": "Ann",
                "games": 2,
                "rounds": 3,
                "first_played": "2026-10-02T19:00:00+00:00",
                "last_played": "2026-10-09T19:20:00+00:00",
            },
            {
                "name": "Bo",
                "games": 2,
                "rounds": 3,
                "first_played": "2026-10-02T19:00:00+00:00",
                "last_played": "2026-10-09T19:20:00+00:00",
            },
        ]
    }
    # And the migrated ledger takes a rename like any other.
    store = Store(path)
    change = rename_player(store, "ANN", "Anna")
    assert change.games == ("1", "2")
    assert [(p.name, p.games, p.rounds) for p in people(read_records(store))] == [("Anna", 2, 3), ("Bo", 2, 3)]
    store.close()
