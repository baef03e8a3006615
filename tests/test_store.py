"""The SQLite store: migrations, where it lives, and what interruptions and races leave behind."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hanascore.core.errors import LedgerError
from hanascore.ledger.definition import build_definition
from hanascore.ledger.files import resolve_path
from hanascore.ledger.migrations import MIGRATIONS, SCHEMA_VERSION, migrate
from hanascore.ledger.replay import Adjustment, RoundEntry, replay
from hanascore.ledger.rows import definition_json
from hanascore.ledger.store import Store
from tests.test_ledger import ANN_LOSES, MUSHI_DECK, TIE, mushi_round

HANASCORE = [sys.executable, "-m", "hanascore"]


def quick_sheet(first: set[int]) -> str:
    return f"Ann: {' '.join(map(str, sorted(first)))}\nBo: rest\n"


def new_game(store: Store, rounds: int = 12) -> str:
    with store.writing():
        return store.create_game(build_definition("mushi", ["Ann", "Bo"], rounds=rounds))


def round_numbers(db: Path) -> list[int]:
    with sqlite3.connect(db) as connection:
        return [r for (r,) in connection.execute("SELECT round FROM entries WHERE kind = 'round' ORDER BY seq")]


# -- migrations ---------------------------------------------------------------------------------


def test_a_blank_database_is_migrated_to_the_current_schema(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / "blank.db", isolation_level=None)
    assert migrate(db) == [m.__name__ for m in MIGRATIONS]
    assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    names = [n for (n,) in db.execute("SELECT name FROM migrations ORDER BY name")]
    assert names == [
        "m001_games_and_entries",
        "m002_game_summary",
        "m003_application_id",
        "m004_game_revision",
        "m005_round_texts",
        "m006_people_seasons_and_records",
        "m007_season_options_and_ratings",
        "m008_notes",
    ]
    assert db.execute("PRAGMA application_id").fetchone() == (0x484E5343,)
    tables = {n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "entries", "settings", "migrations"} <= tables
    assert migrate(db) == []  # a second run applies nothing


def test_an_old_database_gets_only_the_missing_migrations_and_keeps_its_data(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, MIGRATIONS[:1])
    definition = build_definition("mushi", ["Ann", "Bo"], name="Old game")
    db.execute(
        "INSERT INTO games (name, game, definition, created_at) VALUES (?, 'mushi', ?, 'then')",
        ("Old game", json.dumps(definition_json(definition))),
    )
    db.execute(
        "INSERT INTO entries (game_id, seq, kind, round, sheet, dealer, created_at) VALUES (1, 1, 'round', 1, ?, 'Ann', 'then')",
        (json.dumps(mushi_round(ANN_LOSES)),),
    )
    db.close()
    store = Store(path)
    assert [row.name for row in store.list_games()] == ["Old game"]
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    applied = [n for (n,) in store.db.execute("SELECT name FROM migrations")]
    assert sorted(applied) == [m.__name__ for m in MIGRATIONS]
    stored = store.load_game("1")
    assert replay(stored.definition, stored.entries).totals == {"Ann": -39, "Bo": 39}
    # The round kept as data only is kept as its TOML text (the migration's own writer, frozen
    # in it: no game's code), marked so.
    (entry,) = stored.entries
    cards = " ".join(map(str, sorted(ANN_LOSES)))
    toml = f'[captured]\n"Ann" = "{cards}"\n"Bo" = "rest"\n'
    assert entry == RoundEntry(text=toml, dealer="Ann", written_back=True)
    assert [tuple(row) for row in store.db.execute("SELECT sheet FROM entries")] == [(None,)]


def test_a_games_stamp_moves_on_with_every_change_made_by_any_program(tmp_path: Path) -> None:
    """The stamp the page sends back with a correction or an undo is the game's revision,
    moved on by triggers: a change made by hand in SQLite moves it as hanascore's own do."""
    store = Store(tmp_path / "ledger.db")
    game = new_game(store)
    other = new_game(store)
    seen = [store.game_stamp(game)]

    def changed(sql: str, *args: object) -> None:
        with store.writing():
            store.db.execute(sql, args)
        seen.append(store.game_stamp(game))

    with store.writing():
        store.append(game, RoundEntry(text=quick_sheet(ANN_LOSES), dealer="Ann"))
    seen.append(store.game_stamp(game))
    changed("UPDATE entries SET sheet_text = '# a comment' WHERE game_id = ?", int(game))
    changed("UPDATE games SET name = 'Renamed' WHERE id = ?", int(game))
    changed("UPDATE games SET definition = definition WHERE id = ?", int(game))
    changed("DELETE FROM entries WHERE game_id = ?", int(game))
    assert len(set(seen)) == len(seen), seen
    unrelated = store.game_stamp(other)
    changed("UPDATE games SET summary = 'derived' WHERE id = ?", int(game))  # derived: no change
    assert seen[-1] == seen[-2]
    assert store.game_stamp(other) == unrelated
    assert all(stamp.replace("-", "").isdigit() for stamp in seen)  # sent back in an address as is


def test_a_database_from_a_newer_hanascore_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(LedgerError, match="newer than this hanascore"):
        Store(path)


def test_something_that_is_not_a_database_is_a_user_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database, just text " * 100)
    with pytest.raises(LedgerError, match="cannot open the ledger"):
        Store(path)


# -- where the store lives ----------------------------------------------------------------------


def test_the_option_wins_over_the_environment_which_wins_over_the_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HANASCORE_DB", str(tmp_path / "env.db"))
    assert resolve_path(str(tmp_path / "option.db")) == tmp_path / "option.db"
    assert resolve_path(None) == tmp_path / "env.db"
    monkeypatch.delenv("HANASCORE_DB")
    from platformdirs import user_data_dir

    assert resolve_path(None) == Path(user_data_dir("hanascore")) / "hanascore.db"


# -- transactions -------------------------------------------------------------------------------


def test_a_failed_write_leaves_nothing_behind(tmp_path: Path) -> None:
    store = Store(tmp_path / "t.db")
    game_id = new_game(store)
    with pytest.raises(RuntimeError), store.writing():
        store.append(game_id, RoundEntry(text=quick_sheet(TIE), dealer="Ann"))
        raise RuntimeError("interrupted")
    assert store.load_game(game_id).entries == []


def test_round_numbers_are_unique_per_game(tmp_path: Path) -> None:
    store = Store(tmp_path / "t.db")
    game_id = new_game(store)
    with store.writing():
        assert store.append(game_id, RoundEntry(text=quick_sheet(TIE), dealer="Ann")) == 1
        assert store.append(game_id, Adjustment(party="Ann", amount=2, reason="fine")) == 0
        assert store.append(game_id, RoundEntry(text=quick_sheet(TIE), dealer="Ann")) == 2
    with pytest.raises(sqlite3.IntegrityError), store.writing():
        store.db.execute(
            "INSERT INTO entries (game_id, seq, kind, round, sheet_text, dealer, created_at) VALUES (?, 9, 'round', 2, 'Ann: rest', 'Ann', 'now')",
            (int(game_id),),
        )
    assert [type(e).__name__ for e in store.load_game(game_id).entries] == ["RoundEntry", "Adjustment", "RoundEntry"]


def test_loading_a_game_uses_the_primary_key_index(tmp_path: Path) -> None:
    store = Store(tmp_path / "t.db")
    plan = " ".join(
        str(row[3])
        for row in store.db.execute("EXPLAIN QUERY PLAN SELECT * FROM entries WHERE game_id = 1 ORDER BY seq")
    )
    assert "USING INDEX" in plan or "USING PRIMARY KEY" in plan, plan
    assert "TEMP B-TREE" not in plan


def test_sigkill_during_add_leaves_the_round_fully_present_or_absent(tmp_path: Path) -> None:
    db = tmp_path / "killed.db"
    store = Store(db)
    game_id = new_game(store, rounds=1000)
    # A long game makes each add spend a while inside its transaction (the replay runs
    # under the write lock), so the kills land before, inside and after it.
    ledger = replay(store.load_game(game_id).definition, [])
    rng = random.Random(8)
    with store.writing():
        for _ in range(150):
            first = set(rng.sample(MUSHI_DECK, 20))
            raw_entry = RoundEntry(text=quick_sheet(first), dealer=ledger.scheduled_dealer)
            ledger.apply(raw_entry)
            store.append(game_id, raw_entry)
    store.close()
    sheet = tmp_path / "round.txt"
    sheet.write_text(quick_sheet(ANN_LOSES))
    env = {**os.environ, "HANASCORE_DB": str(db)}
    # Time one whole add, then kill the others mostly late in their run, where the
    # transaction is (start-up and imports come first).
    start = time.perf_counter()
    subprocess.run([*HANASCORE, "add", str(sheet), "--yes"], env=env, check=True, capture_output=True)
    whole = time.perf_counter() - start
    expected = 151
    for attempt in range(10):
        process = subprocess.Popen(
            [*HANASCORE, "add", str(sheet), "--yes"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        time.sleep(rng.uniform(0.4, 1.1) * whole)
        process.send_signal(signal.SIGKILL)
        status = process.wait()
        with sqlite3.connect(db) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        numbers = round_numbers(db)
        assert len(numbers) in (expected, expected + 1), attempt
        if status == 0:  # it finished before the kill: the round must be there
            assert len(numbers) == expected + 1
        expected = len(numbers)
        assert numbers == list(range(1, expected + 1))
        # Every stored round is whole: the ledger replays, and the next add works.
        reopened = Store(db)
        loaded = reopened.load_game(game_id)
        assert replay(loaded.definition, loaded.entries).rounds_played == expected
        reopened.close()
    done = subprocess.run([*HANASCORE, "add", str(sheet), "--yes"], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert len(round_numbers(db)) == expected + 1


WRITER = """
import sys
from typer.testing import CliRunner
from hanascore.cli.app import app
runner = CliRunner()
failures = 0
for _ in range(int(sys.argv[2])):
    result = runner.invoke(app, ["add", sys.argv[1], "--yes"])
    failures += result.exit_code != 0
    if result.exit_code != 0:
        print(result.output, result.exception, file=sys.stderr)
sys.exit(1 if failures else 0)
"""


def test_two_concurrent_writers_neither_lose_nor_duplicate_a_round(tmp_path: Path) -> None:
    db = tmp_path / "race.db"
    game_id = new_game(Store(db), rounds=100)
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text(quick_sheet(ANN_LOSES))
    second.write_text(quick_sheet(TIE))
    env = {**os.environ, "HANASCORE_DB": str(db)}
    per_writer = 12
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(sheet), str(per_writer)], env=env, stderr=subprocess.PIPE, text=True
        )
        for sheet in (first, second)
    ]
    for writer in writers:
        _, errors = writer.communicate(timeout=240)
        assert writer.returncode == 0, errors
    assert round_numbers(db) == list(range(1, 2 * per_writer + 1))
    loaded = Store(db).load_game(game_id)
    texts = [e.text for e in loaded.entries if isinstance(e, RoundEntry)]
    assert texts.count(first.read_text()) == per_writer and texts.count(second.read_text()) == per_writer
    ledger = replay(loaded.definition, loaded.entries)
    # Each Ann-loses round moves 39 to Bo; the ties move nothing.
    assert ledger.totals == {"Ann": -39 * per_writer, "Bo": 39 * per_writer}


def test_the_schema_version_is_the_number_of_migrations() -> None:
    assert len(MIGRATIONS) == SCHEMA_VERSION


def test_db_path_check_and_backup(cli, cli_json, tmp_path: Path, isolated_store: Path) -> None:
    assert cli("db", "path").stdout.strip() == str(isolated_store)
    assert cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")[0] == 0
    code, report = cli_json("db", "check")
    assert code == 0 and report["integrity"] == "ok" and report["games"] == 1
    copy = tmp_path / "copy.db"
    assert cli("db", "backup", str(copy)).exit_code == 0
    assert cli_json("standings", "--db", str(copy))[1]["players"] == ["Ann", "Bo"]
    again = cli("db", "backup", str(copy))
    assert again.exit_code == 2 and "exists already" in again.stderr
    with sqlite3.connect(isolated_store) as db:
        db.execute("UPDATE entries SET sheet_text = x'00' WHERE 0")  # nothing yet: still sound
        db.execute(
            "INSERT INTO entries (game_id, seq, kind, round, sheet_text, dealer, created_at) VALUES (1, 1, 'round', 1, 'Ann: 60', 'Ann', 'now')"
        )
    code, report = cli_json("db", "check")
    assert code == 2 and "game 1" in report["errors"][0]["message"]


def test_the_ledger_uses_write_ahead_logging(isolated_store: Path) -> None:
    store = Store(isolated_store)
    try:
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        store.close()
