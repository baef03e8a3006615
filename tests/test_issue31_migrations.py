"""Issue 31 (stale): "``ledger/migrations.py`` imports live game code, so an old migration runs
today's sheet writer".  A migration does what it did the day it was written: it imports no
game's code and no live sheet writer, and writes a round kept as data with its own frozen
writer."""

from __future__ import annotations

import ast
import json
import sqlite3
import tomllib
from pathlib import Path

import hanascore.ledger.migrations as migrations_module
from hanascore.ledger.migrations import MIGRATIONS, migrate

#: Live code a migration must not run: the games, and the modules that read or write sheets.
LIVE = (
    "hanascore.games",
    "hanascore.core.written_sheet",
    "hanascore.core.sheet",
    "hanascore.core.quick_sheet",
    "hanascore.core.round",
    "hanascore.ledger.replay",
    "hanascore.views",
)


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def test_the_migrations_import_no_game_and_no_live_sheet_writer() -> None:
    imported = imported_modules(Path(migrations_module.__file__))
    offending = sorted(m for m in imported if any(m == live or m.startswith(live + ".") for live in LIVE))
    assert offending == []
    # Only the standard library and the core's problems (which write nothing).
    assert {m for m in imported if m.startswith("hanascore")} <= {
        "hanascore.core.errors",
        *(f"hanascore.core.errors.{name}" for name in ("Code", "LedgerError", "Problem", "msg")),
    }


def test_a_round_kept_as_data_is_written_back_as_toml_by_the_migration_itself(tmp_path: Path) -> None:
    """Every kind of value an old sheet held (names, a list, a number, a flag, bids and the
    tables) reads back as the same data: the frozen writer needs no game to say it."""
    db = sqlite3.connect(tmp_path / "old.db", isolation_level=None)
    migrate(db, MIGRATIONS[:4])
    db.execute("INSERT INTO games (name, game, definition, created_at) VALUES ('G', 'x', 'not json', 'then')")
    sheet = {
        "dealer": "Ann",
        "players": ["Ann", "Bo"],
        "month": 3,
        "sake_cup": True,
        "bids": {"Ann": 2, "Bo": 0},
        "house": {"lightning": False},
        "captured": {"Ann": "10 11", "Bo #2": "rest"},
        "field": {"end": ""},
    }
    db.execute(
        "INSERT INTO entries (game_id, seq, kind, round, sheet, dealer, created_at) VALUES (1, 1, 'round', 1, ?, 'Ann', 'then')",
        (json.dumps(sheet),),
    )
    db.execute(
        "INSERT INTO entries (game_id, seq, kind, round, sheet, dealer, created_at) VALUES (1, 2, 'round', 2, '{bad', 'Ann', 'then')"
    )
    migrate(db, MIGRATIONS[:5])
    text, back = db.execute("SELECT sheet_text, written_back FROM entries WHERE seq = 1").fetchone()
    kept, damaged_back = db.execute("SELECT sheet, written_back FROM entries WHERE seq = 2").fetchone()
    assert back == 1 and tomllib.loads(text) == sheet
    # A damaged row (and a game whose definition does not read) stays as it was.
    assert (kept, damaged_back) == ("{bad", 0)
