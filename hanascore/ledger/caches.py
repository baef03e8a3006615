"""What the ledger's caches share (the game records', the seasons' ratings): a kept row is its
JSON after a line holding the digest of that JSON, and it is written beside the reader's work
without ever making a reader wait or fail.

Both caches are never a truth (the sheets are): a row is checked against its digest when read
and against a fresh computation by ``db check``.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from typing import Any

from hanascore.core.errors import LedgerError
from hanascore.ledger.store import Store


def compact(data: Any) -> str:
    """``data`` as JSON with no spaces (what a kept row holds, and what its digest is of)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def digest(body: str) -> str:
    """A kept row's check: against changes by hand or by accident, not against forgery (``db
    check`` is that)."""
    return hashlib.blake2b(body.encode("utf-8"), digest_size=16).hexdigest()


def write_cache(store: Store, sql: str, rows: list[tuple[Any, ...]]) -> None:
    """Run ``sql`` for each of ``rows`` on a cache, or do nothing where the ledger cannot be
    written now (read-only, busy): the next reader computes the rows again.  Inside the caller's
    transaction (a command reading in one snapshot) the rows are written in it, committed with
    it, without waiting for another writer; otherwise in a write transaction of their own."""
    if not rows:
        return
    db = store.db
    try:
        if not db.in_transaction:
            with store.writing():
                db.executemany(sql, rows)
            return
        (wait,) = db.execute("PRAGMA busy_timeout").fetchone()
        db.execute("PRAGMA busy_timeout = 0")
        try:
            db.executemany(sql, rows)
        finally:
            db.execute(f"PRAGMA busy_timeout = {int(wait)}")
    except (sqlite3.Error, OSError, LedgerError):
        pass
