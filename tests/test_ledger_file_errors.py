"""A healthy ledger that cannot be written just now is not called damaged (issue 18, point 12).

"Ledger damaged ... restore a backup" was said for a full disk, a file-size limit and a lock
held past the timeout; copying a backup over a sound ledger loses the rounds entered since.
Each case here is the real thing: another connection holding the write lock, ``ulimit -f``
(RLIMIT_FSIZE) in a child process, and a small tmpfs filled to the last byte.  Each is exit
status 2 with what happened, no advice to restore a backup, and nothing written.  A file
SQLite really finds damaged is still told to restore a backup.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hanascore.ledger import store
from tests.conftest import add_json, start_game

Cli = Callable[..., Any]

ROUND = "Ann: rest\nBo:\n"


def _ledger(cli_json: Cli, *db: str) -> None:
    """A game of Ann and Bo with one round."""
    start_game(cli_json, "mushi", ["Ann", "Bo"], *db)
    assert add_json(cli_json, ROUND, *db)[0] == 0


def _rows(path: Path) -> list[Any]:
    """Every stored row (what "nothing written" compares)."""
    db = sqlite3.connect(path)
    try:
        return [*db.execute("SELECT * FROM games ORDER BY id"), *db.execute("SELECT * FROM entries ORDER BY 1, 2")]
    finally:
        db.close()


def _message(data: dict[str, Any]) -> str:
    (problem,) = data["errors"]
    assert problem["code"] == "bad-db"
    return str(problem["message"])


def _not_called_damaged(message: str) -> None:
    assert "backup" not in message and "damaged" not in message, message
    assert "nothing was written" in message


# -- busy: another program holds the ledger ------------------------------------------------------


def test_a_lock_held_past_the_timeout_is_busy_not_damaged(
    cli_json: Cli, isolated_store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _ledger(cli_json)
    before = _rows(isolated_store)
    # The lock is held for the whole command: the short wait only spares the test 60 s.
    monkeypatch.setattr(store, "BUSY_TIMEOUT", 0.05)
    holder = sqlite3.connect(isolated_store, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        status, data = cli_json("adjust", "--party", "Ann", "--amount", "1", "--reason", "late")
        added = add_json(cli_json, ROUND)
        reading, standings = cli_json("standings")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert status == 2 and added[0] == 2
    for message in (_message(data), _message(added[1])):
        assert f"another program holds the ledger {isolated_store}" in message
        assert "try again when it is done" in message
        _not_called_damaged(message)
    assert reading == 0 and standings["rounds_played"] == 1  # readers never wait for a writer
    assert _rows(isolated_store) == before


# -- file too large: ulimit -f -------------------------------------------------------------------

#: The most a child process may write to one file: more than a fresh ledger (64 KiB since the
#: tables for people, seasons and records) and its shared-memory index (32 KiB), less than the
#: round below needs (a 300 KB comment).
SIZE_LIMIT = 128 * 1024


@pytest.mark.skipif(sys.platform == "win32", reason="no RLIMIT_FSIZE on Windows")
def test_a_file_size_limit_is_said_not_damaged(cli_json: Cli, isolated_store: Path, tmp_path: Path) -> None:
    _ledger(cli_json)
    assert isolated_store.stat().st_size < SIZE_LIMIT and not Path(f"{isolated_store}-wal").exists()
    before = _rows(isolated_store)
    sheet = tmp_path / "long-comment.txt"
    sheet.write_text("# " + "a long comment " * 20_000 + "\n" + ROUND, encoding="utf-8")
    # SIGXFSZ ignored (as Python does anyway), so writing past the limit is EFBIG, not death.
    code = (
        "import resource, signal, sys\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        f"resource.setrlimit(resource.RLIMIT_FSIZE, ({SIZE_LIMIT}, resource.RLIM_INFINITY))\n"
        f"sys.argv = ['hanascore', 'add', {str(sheet)!r}, '--yes', '--json', '--db', {str(isolated_store)!r}]\n"
        "from hanascore.cli.main import main\n"
        "main()\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    message = _message(json.loads(done.stdout))
    assert f"the ledger {isolated_store} would grow past the largest file this process may write" in message
    assert f"{SIZE_LIMIT:,} bytes: ulimit -f" in message
    _not_called_damaged(message)
    assert _rows(isolated_store) == before
    assert cli_json("db", "check")[0] == 0


# -- disk full: a small tmpfs filled up ----------------------------------------------------------


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MiB tmpfs (mounting needs root: skipped elsewhere)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root and mount(8)")
    point = tmp_path / "small-disk"
    point.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(point)], capture_output=True, text=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield point
    finally:
        subprocess.run(["umount", str(point)], check=True)


def _fill(directory: Path) -> Path:
    """Write a file until the disk is full; returns it (delete it to make room again)."""
    filler = directory / "filler"
    with filler.open("wb", buffering=0) as file:
        chunk = b"\0" * 4096
        try:
            while True:
                file.write(chunk)
        except OSError as error:
            assert error.errno == errno.ENOSPC
        try:  # the last partial block
            while True:
                file.write(b"\0")
        except OSError as error:
            assert error.errno == errno.ENOSPC
    return filler


@pytest.mark.parametrize("held_open", [False, True], ids=["idle-ledger", "ledger-held-open-by-a-server"])
def test_a_full_disk_is_said_not_damaged(
    held_open: bool, small_disk: Path, cli_json: Cli, isolated_store: Path
) -> None:
    _ledger(cli_json)
    ledger = small_disk / "ledger.db"
    shutil.copyfile(isolated_store, ledger)
    before = _rows(ledger)
    # Held open (as `hanascore serve` does), the ledger's index and log exist before the disk
    # fills and the write itself fails (SQLITE_FULL); idle, opening it fails (SQLITE_IOERR).
    keeper = sqlite3.connect(ledger) if held_open else None
    if keeper is not None:
        keeper.execute("SELECT count(*) FROM games").fetchone()
    filler = _fill(small_disk)
    try:
        status, data = cli_json("adjust", "--party", "Ann", "--amount", "1", "--reason", "late", "--db", str(ledger))
    finally:
        filler.unlink()
        if keeper is not None:
            keeper.close()
    assert status == 2
    message = _message(data)
    assert f"the disk holding the ledger {ledger} is full" in message and "free some space" in message
    _not_called_damaged(message)
    assert _rows(ledger) == before
    assert cli_json("db", "check", "--db", str(ledger))[0] == 0


# -- really damaged: only then a backup ----------------------------------------------------------


def _spoil(path: Path, offset: int, data: bytes) -> None:
    with path.open("r+b") as file:
        file.seek(offset)
        file.write(data)


@pytest.mark.parametrize(
    ("offset", "data", "said"),
    [
        (100, b"\xa5" * 3996, "database disk image is malformed"),  # the schema's page
        (16, b"\x00\x03", "file is not a database"),  # the page size in the header
    ],
    ids=["malformed", "header"],
)
def test_a_file_sqlite_finds_damaged_is_told_to_restore_a_backup(
    offset: int, data: bytes, said: str, cli_json: Cli, isolated_store: Path
) -> None:
    _ledger(cli_json)
    _spoil(isolated_store, offset, data)
    status, answer = cli_json("standings")
    assert status == 2
    message = _message(answer)
    assert f"the ledger {isolated_store} is damaged ({said})" in message and "restore a backup" in message


def test_a_file_that_is_no_database_at_all_is_not_offered_a_backup(cli_json: Cli, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes, not a ledger\n" * 200, encoding="utf-8")
    status, answer = cli_json("games", "--db", str(notes))
    assert status == 2
    message = _message(answer)
    assert f"cannot open the ledger {notes}: it is not a hanascore ledger" in message and "check --db" in message
    assert "backup" not in message
    assert notes.read_text(encoding="utf-8") == "my notes, not a ledger\n" * 200
