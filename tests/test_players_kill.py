"""``players rename`` and ``players merge`` killed (SIGKILL) at any moment leave the ledger as it
was before or as it is after, never between: every game changes in one transaction."""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from hanascore.ledger.definition import build_definition
from hanascore.ledger.replay import RoundEntry, replay
from hanascore.ledger.store import Store

HANASCORE = [sys.executable, "-m", "hanascore"]
MUSHI_DECK = [c for month in (1, 2, 3, 4, 5, 8, 9, 10, 11, 12) for c in range(month * 10, month * 10 + 4)]
#: Many games, each rewritten in turn: a change that wrote game by game would be caught between
#: two of them.  Their length only makes each rewrite longer: at 20 rounds a rename takes about
#: twice its start-up, long enough for the kills to land inside it, and two thirds of the time
#: it took at 40.
GAMES, ROUNDS = 24, 20


def club_ledger(path: Path) -> None:
    """Many games of Ann's (with Bo, and a last one with Anne), so that a change spends a while
    inside its transaction: the kills land before, inside and after it."""
    store = Store(path)
    rng = random.Random(21)
    with store.writing():
        for number in range(GAMES + 1):
            players = ["Ann", "Bo"] if number < GAMES else ["Anne", "Bo"]
            game_id = store.create_game(build_definition("mushi", players, rounds=1000))
            ledger = replay(store.load_game(game_id).definition, [])
            for _ in range(ROUNDS if number < GAMES else 2):
                first = " ".join(map(str, sorted(rng.sample(MUSHI_DECK, 20))))
                entry = RoundEntry(text=f"{players[0]}: {first}\nBo: rest\n", dealer=ledger.scheduled_dealer)
                ledger.apply(entry)
                store.append(game_id, entry)
            store.set_summary(game_id, {"rounds": ledger.rounds_played})
    store.close()


def state(path: Path) -> dict[str, Any]:
    """Everything a change writes (the change's moment aside, which differs run to run)."""
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        return {
            "games": db.execute("SELECT * FROM games ORDER BY id").fetchall(),
            "entries": db.execute("SELECT * FROM entries ORDER BY game_id, seq").fetchall(),
            "changes": db.execute("SELECT kind, old, new, games FROM player_changes ORDER BY id").fetchall(),
        }


def copy(source: Path, target: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{target}{suffix}").exists():
            Path(f"{target}{suffix}").unlink()
    shutil.copyfile(source, target)
    return target


@pytest.mark.parametrize("change", [["rename", "ann", "Anna"], ["merge", "Anne", "Ann"]])
def test_a_change_killed_at_any_moment_is_all_or_nothing(tmp_path: Path, change: list[str]) -> None:
    original = tmp_path / "club.db"
    club_ledger(original)
    before = state(original)
    command = [*HANASCORE, "players", *change, "--yes"]
    # The change run to its end on a copy: the state after, and how long a whole run takes.
    done = copy(original, tmp_path / "done.db")
    start = time.perf_counter()
    finished = subprocess.run(command, env={**os.environ, "HANASCORE_DB": str(done)}, capture_output=True, text=True)
    whole = time.perf_counter() - start
    assert finished.returncode == 0, finished.stderr
    after = state(done)
    assert after != before and len(after["changes"]) == 1
    rng = random.Random(8)
    for attempt in range(8):
        killed = copy(original, tmp_path / "killed.db")
        process = subprocess.Popen(
            command,
            env={**os.environ, "HANASCORE_DB": str(killed)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # Mostly late in the run, where the transaction is: start-up, imports and reading the
        # ledger take the first half or so of a rename.
        time.sleep(rng.uniform(0.45, 1.05) * whole)
        process.send_signal(signal.SIGKILL)
        status = process.wait()
        found = state(killed)  # opened by SQLite alone: a torn write would show here
        assert found in (before, after), attempt
        if status == 0:  # it ended before the kill: the change must be whole
            assert found == after
        # Whatever was left, hanascore reads it and can make the change (again or at last).
        rerun = subprocess.run(command, env={**os.environ, "HANASCORE_DB": str(killed)}, capture_output=True, text=True)
        if found == before:
            assert rerun.returncode == 0, rerun.stderr
            assert state(killed) == after
        else:
            assert rerun.returncode == 2  # nobody of that name is left to change
