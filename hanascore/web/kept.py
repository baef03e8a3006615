"""Games kept replayed in the server process, checked against the ledger on every use.

Replaying a long game costs tens of milliseconds (800 rounds: about 55 ms) and a table's
phones read it several times a second, so the server keeps each game it served replayed,
together with the ledger's change counter read just before the game was read: SQLite's
``PRAGMA data_version`` on one connection kept open for this, which changes whenever any
other connection commits (another process, or this server's own writes, which go through
other connections).  While it is unchanged, nothing was written since, and the kept game is
the stored one.  When it changed, the game is read again: when the game's revision moved on by
exactly the entries made after the kept ones (rounds were added, nothing else changed), only
those are read and replayed onto a copy; otherwise the whole game is read, and replayed whole
unless its entries still begin with the kept ones.  So the kept game is the stored sheets
replayed, never a second truth.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from hanascore.ledger import actions
from hanascore.ledger.files import resolve_path
from hanascore.ledger.replay import Entry, Ledger, replay, replay_onto, round_index
from hanascore.ledger.store import Store, stamp_of

#: Which ledger file (device, inode) and its change counter: two equal versions mean the
#: same file with nothing committed in between.
Version = tuple[int, int, int]

#: Games kept at once (each alias of an id, such as ``01``, is kept apart).
MAX_KEPT = 16


@dataclass(frozen=True)
class Kept:
    """A game as stored when the ledger's change counter read ``version``."""

    version: Version | None
    game_id: str
    #: The stored entries and their replay: shared by every reader, so never changed.
    entries: list[Entry]
    ledger: Ledger
    #: The game's stamp (:meth:`hanascore.ledger.store.Store.game_stamp`) for this content.
    stamp: str
    #: Its revision (:meth:`hanascore.ledger.store.Store.game_revision`) and the place of its
    #: last entry: what tells the entries added since from any other change.
    revision: tuple[int, str] = (0, "")
    last_seq: int = 0
    #: Answers worked out from this very content (a page, a JSON body), reused until it changes.
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)
    #: One lock for each answer being worked out (see :meth:`remembered`).
    making: dict[Any, threading.Lock] = field(default_factory=dict, compare=False, repr=False)

    def remembered(self, key: Any, make: Callable[[], Any]) -> Any:
        """``make()``, worked out once for this content: the phones that ask for it while it is
        being worked out wait for that answer instead of each working it out again (a dozen at
        once after every round otherwise share the processor a dozen ways)."""
        try:
            return self.memo[key]
        except KeyError:
            pass
        with self.making.setdefault(key, threading.Lock()):
            try:
                return self.memo[key]
            except KeyError:
                value = self.memo[key] = make()
                return value


def ledger_before(kept: Kept, number: int) -> Ledger:
    """The game of ``kept`` as it stood before its round ``number`` (the entries before it
    replayed): where a correction of that round is checked."""
    index = round_index(kept.entries, number)
    return replay(kept.ledger.definition, kept.entries[: len(kept.entries) if index is None else index])


#: Rendered rows kept at once (a few long games, in both languages, viewing and editing).
MAX_PIECES = 20_000


class Pieces:
    """What each replayed row renders to, kept while the row is: rows never change, and every
    state of a game that still has a row shares it, so a round added re-renders one row, not
    the 800 before it."""

    def __init__(self, limit: int = MAX_PIECES) -> None:
        self.limit = limit
        self._lock = threading.Lock()
        # By the row's id, with the row itself held so that the id cannot be reused meanwhile
        # (rows hold dictionaries, so they cannot be hashed themselves).
        self._pieces: dict[int, tuple[object, dict[Any, str]]] = {}

    def get(self, row: object, variant: Any, render: Callable[[], str]) -> str:
        """``render()`` of ``row`` for ``variant`` (language, editing...), rendered once."""
        with self._lock:
            held = self._pieces.get(id(row))
            if held is not None and held[0] is row and variant in held[1]:
                return held[1][variant]
        piece = render()
        with self._lock:
            held = self._pieces.get(id(row))
            if held is None or held[0] is not row:
                if len(self._pieces) >= self.limit:
                    self._pieces.clear()  # a rare rebuild beats tracking the age of each row
                held = self._pieces[id(row)] = (row, {})
            held[1][variant] = piece
        return piece


class KeptGames:
    """The games this server keeps replayed, for the ledger ``db``."""

    def __init__(self, db: str | Path | None) -> None:
        self.db = db
        self._watcher: sqlite3.Connection | None = None
        self._watching = threading.Lock()
        self._identity: tuple[int, int] | None = None
        # One game read at a time: a dozen phones asking after a round was added wait for
        # one replay instead of each doing it.
        self._reading = threading.Lock()
        self._games: dict[str, Kept] = {}
        # What this server's own last add left each game as: taken as the stored game once
        # the stored one has its stamp (committed), so the add is not read back and compared.
        self._written: dict[str, Kept] = {}
        self.pieces = Pieces()
        self._turn = threading.Lock()

    def in_turn(self, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """``work(*args, **kwargs)``, one write of this server at a time: they queue here and
        each goes the moment the one before is done, where waiting for the ledger's lock
        would sleep in steps of up to 100 ms (SQLite's busy handler) between tries."""
        with self._turn:
            return work(*args, **kwargs)

    def version(self) -> Version | None:
        """The ledger file and its change counter now; None when there is no ledger (nothing
        is kept then)."""
        path = resolve_path(self.db)
        with self._watching:
            try:
                # A ledger put in the place of the one watched (a backup copied back) is
                # another file: watch it instead, and forget every game kept from the old one.
                found = path.stat()
                identity = (found.st_dev, found.st_ino)
                if self._watcher is not None and identity != self._identity:
                    self._watcher.close()
                    self._watcher = None
                    self._games.clear()
                if self._watcher is None:
                    self._watcher = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
                    self._identity = identity
                # fetchall: the statement is done, so no read transaction stays open on it.
                return (*identity, int(self._watcher.execute("PRAGMA data_version").fetchall()[0][0]))
            except (OSError, sqlite3.Error):
                return None  # no ledger, or a file the usual reading path says what is wrong with

    def read(self, game_id: str) -> Kept:
        """The game ``game_id`` as stored now (HanascoreError as :func:`read_game` raises)."""
        key = game_id.strip()
        kept = self._games.get(key)
        if kept is not None and kept.version is not None and kept.version == self.version():
            return kept
        with self._reading:
            kept = self._games.get(key)
            # Read before the game is: a write committed in between changes it again, so the
            # game is read once more next time, never kept as older than it is.
            version = self.version()
            if kept is not None and kept.version is not None and kept.version == version:
                return kept
            with actions.open_store(None if self.db is None else str(self.db), write=False) as store:
                fresh = self._fresh(store, store.resolve_game_id(key), kept, version)
            self._keep(key, fresh)
            return fresh

    def replayer(self, store: Store, game_id: str) -> tuple[list[Entry], Ledger]:
        """For a write, inside its transaction (:data:`hanascore.ledger.actions.Replayer`):
        the game's entries and a copy of its ledger that the write may extend.  Only under
        the write lock is the counter read here exactly the state ``store`` sees."""
        kept = self._games.get(game_id)
        # Under the write lock nobody else commits: an unchanged counter means the kept game
        # is exactly the stored one.
        version = self.version()
        if kept is None or kept.version is None or kept.version != version or kept.game_id != game_id:
            kept = self._fresh(store, game_id, kept, version)
            self._keep(game_id, kept)
        return list(kept.entries), kept.ledger.copy()

    def written(self, store: Store, game_id: str, entries: list[Entry], ledger: Ledger) -> None:
        """For an add, inside its transaction (:data:`hanascore.ledger.actions.Written`): the
        game as the add leaves it, with the stamp it has once committed."""
        if len(self._written) >= MAX_KEPT:
            self._written.clear()
        revision = store.game_revision(game_id)
        self._written[game_id] = Kept(
            None, game_id, entries, ledger, stamp_of(revision), revision, store.last_seq(game_id)
        )

    def reader(self, store: Store, game_id: str) -> tuple[list[Entry], Ledger]:
        """For a read that replays nothing (:data:`hanascore.ledger.actions.Replayer`): the
        kept game, shared, so not to be changed."""
        kept = self.read(game_id)
        return kept.entries, kept.ledger

    def close(self) -> None:
        with self._watching:
            if self._watcher is not None:
                self._watcher.close()
                self._watcher = None

    def _keep(self, key: str, kept: Kept) -> None:
        if kept.version is None:
            return
        if key not in self._games and len(self._games) >= MAX_KEPT:
            self._games.pop(next(iter(self._games)), None)
        self._games[key] = kept

    def _fresh(self, store: Store, game_id: str, kept: Kept | None, version: Version | None) -> Kept:
        """The game as ``store`` reads it, reading and replaying only what the kept one lacks."""
        revision = store.game_revision(game_id)
        stamp = stamp_of(revision)
        if kept is not None and kept.game_id == game_id and kept.stamp == stamp:
            return replace(kept, version=version)
        written = self._written.get(game_id)
        if written is not None and written.stamp == stamp:
            return replace(written, version=version)
        if kept is not None and kept.game_id == game_id:
            # Rounds added elsewhere (a phone, the command line): read and replay those alone.
            added = store.entries_added(game_id, kept.revision, kept.last_seq)
            if added is not None:
                entries, last_seq = added
                ledger = replay_onto(kept.ledger.copy(), entries)
                return Kept(version, game_id, kept.entries + entries, ledger, stamp, revision, last_seq)
        stored = store.load_game(game_id)
        if kept is not None and kept.game_id == game_id:
            ledger = actions.replayed(stored, kept.entries, kept.ledger)
        else:
            ledger = actions.replayed(stored)
        return Kept(version, game_id, stored.entries, ledger, stamp, revision, store.last_seq(game_id))
