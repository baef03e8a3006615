"""No stalls (issue 18, point 14): "One waiting write freezes the server: handlers call SQLite
synchronously inside `async def`, so while an add waits on another process's lock every
request waits (a standings read waited 11 s).  Run ledger work off the event loop; reads never
wait behind a write (WAL)."

Another program holds the ledger's write lock (``BEGIN IMMEDIATE`` on its own connection) for
as long as each test needs: every read must answer while it is still held.  The timeouts are
guards against a hang, not measures.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from hanascore.web.app import create_app

from .conftest import SAMPLES
from .serving import PATIENCE, serving
from .test_serve_exact import ROUND_1, ROUND_2, send, writes_counted


@pytest.fixture
def game(cli_json: Callable[..., Any], cli: Callable[..., Any]) -> str:
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")
    assert code == 0
    assert cli("add", "-", input=ROUND_1).exit_code == 0
    return str(answer["id"])


@contextmanager
def write_lock_held(db: Path) -> Iterator[sqlite3.Connection]:
    """Another program in the middle of a write: the lock taken, a round half-written."""
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("UPDATE games SET summary = NULL")
    try:
        yield holder
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_reads_answer_while_another_program_holds_the_write_lock(isolated_store: Path, game: str) -> None:
    with serving(create_app(str(isolated_store))) as (port, _), write_lock_held(isolated_store):
        for path in (
            f"/api/games/{game}/standings",
            f"/api/games/{game}/history",
            f"/api/games/{game}/stamp",
            f"/api/games/{game}/rounds/1/sheet",
            f"/games/{game}",
            f"/games/{game}/round",
            "/api/games",
            "/",
        ):
            status, _ = send(port, "GET", path)
            assert status == 200, path


def test_an_add_waiting_for_the_lock_does_not_stop_the_other_phones(
    isolated_store: Path, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    added: list[int] = []
    sheet = (SAMPLES / "mushi-seed-example.toml").read_text(encoding="utf-8")
    with serving(create_app(str(isolated_store))) as (port, _), writes_counted(monkeypatch, 1) as waiting:
        with write_lock_held(isolated_store):
            adding = threading.Thread(
                target=lambda: added.append(send(port, "POST", f"/api/games/{game}/rounds?round=2", ROUND_2)[0])
            )
            adding.start()
            assert waiting.wait(PATIENCE), "the add did not reach the ledger"
            # The add now waits for the lock, on the server: the other phones are still served.
            status, body = send(port, "GET", f"/api/games/{game}/standings")
            assert status == 200
            assert b'"rounds_played":1' in body
            assert send(port, "POST", "/api/score", sheet)[0] == 200
            assert send(port, "GET", f"/games/{game}")[0] == 200
            assert adding.is_alive() and not added  # still waiting: the lock is still held
        adding.join(PATIENCE)
    assert added == [201]
