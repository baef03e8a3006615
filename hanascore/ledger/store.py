"""The ledger's SQLite store: games, their entries, and the current-game setting.

Only facts are stored: each game's definition and its entries in order (round sheets' texts
as entered with who dealt, adjustments with their reason).  Results are re-derived by
:mod:`hanascore.ledger.replay` on every read.  The one derived value kept is ``games.summary``, so
the ``games`` listing need not replay every game; it is never the truth and every write
rewrites it.

Every write runs in one ``BEGIN IMMEDIATE`` transaction, so an interrupted command leaves
a game exactly as it was before or after, and concurrent writers take turns: round numbers
are assigned inside the transaction and a unique constraint guards them.

The schema is :mod:`hanascore.ledger.migrations`', the rows are read back by
:mod:`hanascore.ledger.rows`, and the file's own troubles are put in words by
:mod:`hanascore.ledger.files`.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.ledger.files import BUSY_TIMEOUT, ledger_file_problem, opening_problem, refuse_foreign, resolve_path
from hanascore.ledger.migrations import migrate, now
from hanascore.ledger.replay import Adjustment, Entry, GameDefinition, Note, RoundEntry
from hanascore.ledger.rows import (
    DAMAGED_ENTRY,
    ENTRY_COLUMNS,
    BadRow,
    DamagedGame,
    GameListing,
    StoredGame,
    definition_json,
    entry_name,
    shown,
    stored_definition,
    stored_entry,
    stored_summary,
)

CURRENT_GAME = "current_game"


class Store:
    """An open ledger database."""

    def __init__(self, path: Path, *, create: bool = True) -> None:
        self.path = path
        if not create and not path.exists():
            raise LedgerError(
                Problem(
                    Code.NO_LEDGER,
                    msg("no-ledger", path=path),
                    "--db",
                )
            )
        db: sqlite3.Connection | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.db = db = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
            self.db.row_factory = sqlite3.Row
            self.db.execute("PRAGMA foreign_keys = ON")
            refuse_foreign(self.db, path)
            # Write-ahead logging: readers (the page for phones) never block a writer, and a
            # writer never blocks readers; every commit is synced in full before it returns.
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = FULL")
            migrate(self.db)
        except BaseException as error:
            if db is not None:
                db.close()
            if isinstance(error, OSError):  # making the ledger's folder
                raise LedgerError(opening_problem(error, path)) from None
            if isinstance(error, sqlite3.Error):
                problem = ledger_file_problem(error, path) or Problem(
                    Code.BAD_DB, msg("bad-db.cannot-open-sqlite", path=path, error=error), "--db"
                )
                raise LedgerError(problem) from None
            raise

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def writing(self) -> Iterator[Store]:
        """One write transaction: everything inside commits together or not at all."""
        self._take_write_lock()
        try:
            yield self
        except BaseException:
            # SQLite has rolled back already after some failures (a full disk): a second
            # rollback would fail and hide why the first one happened.
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def _take_write_lock(self) -> None:
        """``BEGIN IMMEDIATE``, waiting up to :data:`BUSY_TIMEOUT` for another writer.

        Asked again every millisecond or two: SQLite's own busy handler sleeps in growing steps
        of up to 100 ms, so a writer that waited for another's few milliseconds often slept
        ten times as long (the page's adds beside 'hanascore add' in a loop: p99 270 ms)."""
        deadline = time.monotonic() + BUSY_TIMEOUT
        self.db.execute("PRAGMA busy_timeout = 0")
        try:
            while True:
                try:
                    self.db.execute("BEGIN IMMEDIATE")
                    return
                except sqlite3.OperationalError as error:
                    if error.sqlite_errorcode & 0xFF != sqlite3.SQLITE_BUSY or time.monotonic() >= deadline:
                        raise
                time.sleep(0.0015)
        finally:
            # Reads and the commit keep SQLite's own wait (they are rarely made to).
            self.db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")

    @contextmanager
    def reading(self) -> Iterator[Store]:
        """A consistent snapshot for several reads."""
        self.db.execute("BEGIN")
        try:
            yield self
        finally:
            if self.db.in_transaction:  # see writing(): keep the first error
                self.db.execute("COMMIT")

    # --- settings --------------------------------------------------------------------------

    def current_game_id(self) -> str | None:
        row = self.db.execute("SELECT value FROM settings WHERE key = ?", (CURRENT_GAME,)).fetchone()
        return row["value"] if row else None

    def set_current_game(self, game_id: str) -> None:
        self.db.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (CURRENT_GAME, game_id),
        )

    # --- games -----------------------------------------------------------------------------

    def create_game(self, definition: GameDefinition) -> str:
        """Store a new game and make it the current one; returns its id."""
        cursor = self.db.execute(
            "INSERT INTO games (name, game, definition, created_at) VALUES (?, ?, ?, ?)",
            (definition.name, definition.game, json.dumps(definition_json(definition), ensure_ascii=False), now()),
        )
        game_id = str(cursor.lastrowid)
        self.set_current_game(game_id)
        return game_id

    def resolve_game_id(self, wanted: str | None) -> str:
        """The game named by ``--game`` (an id), else the current game."""
        if wanted is None:
            current = self.current_game_id()
            if current is None or not self._exists(current):
                raise LedgerError(
                    Problem(
                        Code.NO_CURRENT_GAME,
                        msg("no-current-game"),
                        "--game",
                    )
                )
            return current
        wanted = wanted.strip()
        if self._exists(wanted):
            return wanted
        raise LedgerError(
            Problem(Code.UNKNOWN_GAME_ID, msg("unknown-game-id.there-game-with-id-hanascore", wanted=wanted), "--game")
        )

    def _exists(self, game_id: str) -> bool:
        if not (game_id.isascii() and game_id.isdigit()) or len(game_id) > 18:  # SQLite ids are 64-bit
            return False
        return self.db.execute("SELECT 1 FROM games WHERE id = ?", (int(game_id),)).fetchone() is not None

    def load_game(self, game_id: str) -> StoredGame:
        """A game's definition and entries, in the order they were made."""
        row = self.db.execute("SELECT * FROM games WHERE id = ?", (int(game_id),)).fetchone()
        if row is None:
            raise LedgerError(
                Problem(Code.UNKNOWN_GAME_ID, msg("unknown-game-id.there-game-with-id", game_id=game_id), "--game")
            )
        try:
            definition = stored_definition(row["definition"])
        except BadRow as bad:
            raise DamagedGame(self.path, game_id, "definition", str(bad)) from None
        # Plain tuples of the columns an entry needs: a long game has thousands of rows.
        cursor = self.db.cursor()
        cursor.row_factory = None
        rows = cursor.execute(
            f"SELECT seq, round, {ENTRY_COLUMNS} FROM entries WHERE game_id = ? ORDER BY seq", (int(game_id),)
        ).fetchall()
        return StoredGame(
            id=str(row["id"]),
            definition=definition,
            entries=self._entries(game_id, rows),
            created_at=row["created_at"],
        )

    def _entries(self, game_id: str, rows: list[tuple[Any, ...]]) -> list[Entry]:
        """Entries read back from ``(seq, round, *ENTRY_COLUMNS)`` rows."""
        entries = []
        for seq, number, *columns in rows:
            try:
                entries.append(stored_entry(*columns))
            except BadRow as bad:
                raise DamagedGame(self.path, game_id, entry_name(seq, number, columns[0]), str(bad)) from None
        return entries

    def damage(self, game_id: str) -> DamagedGame | None:
        """What makes a game unreadable, or None for a sound one (its rounds still have to
        replay: that is :mod:`hanascore.ledger.replay`'s check)."""
        try:
            self.load_game(game_id)
        except DamagedGame as damaged:
            return damaged
        return None

    def describe_game(self, game_id: str) -> tuple[str, int]:
        """A game's name and rounds stored, read without its definition or sheets: even a
        damaged game can be named before it is deleted."""
        row = self.db.execute(
            "SELECT name, (SELECT count(*) FROM entries WHERE game_id = :id AND kind = 'round') AS rounds "
            "FROM games WHERE id = :id",
            {"id": int(game_id)},
        ).fetchone()
        name = row["name"]
        return (name if isinstance(name, str) else shown(name)), int(row["rounds"])

    def list_games(self) -> list[GameListing]:
        current = self.current_game_id()
        rows = self.db.execute(
            f"""
            SELECT g.id, g.name, g.game, g.definition, g.created_at, g.summary,
                   (SELECT count(*) FROM entries e WHERE e.game_id = g.id AND e.kind = 'round') AS rounds_played,
                   EXISTS (SELECT 1 FROM entries e WHERE e.game_id = g.id AND {DAMAGED_ENTRY}) AS damaged_entry
            FROM games g ORDER BY g.id
            """
        ).fetchall()
        return [self._listing(row, current) for row in rows]

    def _listing(self, row: sqlite3.Row, current: str | None) -> GameListing:
        """One line of the listing; a damaged game is listed as such rather than failing."""
        game_id = str(row["id"])
        damaged: str | None = None
        players: list[str] = []
        teams: tuple[str, ...] = ()
        try:
            definition = stored_definition(row["definition"])
            players = list(definition.players)
            teams = definition.party_names if definition.teams else ()
        except BadRow as bad:
            damaged = str(bad)
        if damaged is None and row["damaged_entry"]:
            # Rare: read the game to say exactly which entry and what is wrong.
            found = self.damage(game_id)
            damaged = f"{found.part}: {found.what}" if found is not None else None
        # Shown only here (the definition holds what the game is): text, whatever was stored.
        texts = {column: row[column] for column in ("name", "game", "created_at")}
        texts = {column: value if isinstance(value, str) else shown(value) for column, value in texts.items()}
        return GameListing(
            id=game_id,
            name=texts["name"],
            game=texts["game"],
            players=players,
            rounds_played=row["rounds_played"],
            created_at=texts["created_at"],
            summary=stored_summary(row["summary"]),
            current=game_id == current,
            damaged=damaged,
            teams=teams,
        )

    def find_copy(self, definition: GameDefinition, entries: list[Entry]) -> str | None:
        """The id of a game that is this one by what was played: its definition (whatever
        its name: a game renamed since is the same game) and these very entries (an import
        done before); None for no such game, and for a game with no entry (nothing played
        repeats)."""
        if not entries:
            return None
        wanted = {**definition_json(definition), "name": None}
        rows = self.db.execute("SELECT id, definition FROM games ORDER BY id").fetchall()
        for game_id, kept_definition in rows:
            try:
                if {**json.loads(kept_definition), "name": None} != wanted:
                    continue
            except (ValueError, TypeError):  # a damaged row: not a copy of anything
                continue
            try:
                stored = self.load_game(str(game_id))
            except DamagedGame:  # not a copy of anything any more
                continue
            if stored.entries == entries:
                return str(game_id)
        return None

    def set_summary(self, game_id: str, summary: dict[str, Any]) -> None:
        self.db.execute(
            "UPDATE games SET summary = ? WHERE id = ?", (json.dumps(summary, ensure_ascii=False), int(game_id))
        )

    # --- entries ---------------------------------------------------------------------------

    def _next_seq(self, game_id: str) -> int:
        (seq,) = self.db.execute(
            "SELECT coalesce(max(seq), 0) + 1 FROM entries WHERE game_id = ?", (int(game_id),)
        ).fetchone()
        return int(seq)

    def append(self, game_id: str, entry: Entry) -> int:
        """Add an entry after the last one; returns its round number (0 for an adjustment or a
        note).

        Call inside :meth:`writing`: the numbers are read and used in one transaction.
        """
        seq = self._next_seq(game_id)
        if isinstance(entry, Adjustment):
            self.db.execute(
                "INSERT INTO entries (game_id, seq, kind, party, amount, reason, created_at) VALUES (?, ?, 'adjustment', ?, ?, ?, ?)",
                (int(game_id), seq, entry.party, entry.amount, entry.reason, now()),
            )
            return 0
        if isinstance(entry, Note):
            self.db.execute(
                "INSERT INTO entries (game_id, seq, kind, note, created_at) VALUES (?, ?, 'note', ?, ?)",
                (int(game_id), seq, entry.text, now()),
            )
            return 0
        (number,) = self.db.execute(
            "SELECT coalesce(max(round), 0) + 1 FROM entries WHERE game_id = ?", (int(game_id),)
        ).fetchone()
        self.db.execute(
            "INSERT INTO entries (game_id, seq, kind, round, sheet_text, written_back, dealer, created_at) VALUES (?, ?, 'round', ?, ?, ?, ?, ?)",
            (int(game_id), seq, number, entry.text, int(entry.written_back), entry.dealer, now()),
        )
        return int(number)

    def rename_game(self, game_id: str, name: str) -> None:
        """Give a game another name (its definition keeps the name it is exported with)."""
        row = self.db.execute("SELECT definition FROM games WHERE id = ?", (int(game_id),)).fetchone()
        definition = json.loads(row["definition"]) | {"name": name}
        self.db.execute(
            "UPDATE games SET name = ?, definition = ? WHERE id = ?",
            (name, json.dumps(definition, ensure_ascii=False), int(game_id)),
        )

    def delete_game(self, game_id: str) -> None:
        """Remove a game and its entries; the current game setting goes with it."""
        self.db.execute("DELETE FROM entries WHERE game_id = ?", (int(game_id),))
        self.db.execute("DELETE FROM games WHERE id = ?", (int(game_id),))
        if self.current_game_id() == game_id:
            self.db.execute("DELETE FROM settings WHERE key = ?", (CURRENT_GAME,))

    def remove_last(self, game_id: str) -> Entry | None:
        """Delete the last entry (round, adjustment or note); None when there is none."""
        cursor = self.db.cursor()
        cursor.row_factory = None
        row = cursor.execute(
            f"SELECT seq, round, {ENTRY_COLUMNS} FROM entries WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
            (int(game_id),),
        ).fetchone()
        if row is None:
            return None
        (removed,) = self._entries(game_id, [row])
        self.db.execute("DELETE FROM entries WHERE game_id = ? AND seq = ?", (int(game_id), row[0]))
        return removed

    def game_revision(self, game_id: str) -> tuple[int, str]:
        """The game's revision counter (:func:`m004_game_revision`: every entry added, changed
        or removed moves it on by one, and so does a change of the game's name or definition)
        and the moment the game was made."""
        row = self.db.execute("SELECT created_at, revision FROM games WHERE id = ?", (int(game_id),)).fetchone()
        if row is None:
            raise LedgerError(
                Problem(Code.UNKNOWN_GAME_ID, msg("unknown-game-id.there-game", game_id=game_id), "--game")
            )
        created_at, revision = row
        return int(revision), str(created_at)

    def game_stamp(self, game_id: str) -> str:
        """A value that changes whenever the game does (its entries, their sheets' text, its
        name or definition): the game's revision counter, with the moment the game was made,
        so that a game made again under the same id in a restored backup does not take up an
        old stamp."""
        return stamp_of(self.game_revision(game_id))

    def entry_times(self, game_id: str) -> list[str]:
        """When each of the game's entries was made, in their order (what the log places a
        player's rename among them by)."""
        rows = self.db.execute("SELECT created_at FROM entries WHERE game_id = ? ORDER BY seq", (int(game_id),))
        return [str(at) for (at,) in rows.fetchall()]

    def game_ids(self) -> list[str]:
        """Every game's id, in the order they were made."""
        return [str(game_id) for (game_id,) in self.db.execute("SELECT id FROM games ORDER BY id").fetchall()]

    def last_seq(self, game_id: str) -> int:
        """The place of the game's last entry in the order they were made (0: no entry)."""
        return self._next_seq(game_id) - 1

    def entries_added(self, game_id: str, since: tuple[int, str], after: int) -> tuple[list[Entry], int] | None:
        """The entries made after the game's entry ``after``, and the place of the last one,
        when making them is all that changed the game since :meth:`game_revision` was
        ``since``; None when anything else did (an entry changed or removed, the game renamed,
        or made again): the game is then to be read whole.

        Each change moves the revision on by one, so it moved on by exactly as many as the
        entries after ``after`` only when each change made one of them."""
        revision, created_at = self.game_revision(game_id)
        if created_at != since[1] or revision < since[0]:
            return None
        cursor = self.db.cursor()
        cursor.row_factory = None
        rows = cursor.execute(
            f"SELECT seq, round, {ENTRY_COLUMNS} FROM entries WHERE game_id = ? AND seq > ? ORDER BY seq",
            (int(game_id), after),
        ).fetchall()
        if len(rows) != revision - since[0]:
            return None
        return self._entries(game_id, rows), int(rows[-1][0]) if rows else after

    def replace_round(self, game_id: str, number: int, entry: RoundEntry) -> None:
        """Replace round ``number``'s sheet and dealer (its place in the order is kept)."""
        cursor = self.db.execute(
            "UPDATE entries SET sheet_text = ?, written_back = ?, dealer = ? WHERE game_id = ? AND round = ?",
            (entry.text, int(entry.written_back), entry.dealer, int(game_id), number),
        )
        if cursor.rowcount != 1:
            raise LedgerError(Problem(Code.NO_SUCH_ROUND, msg("no-such-round.round-does-exist", number=number), "N"))


def stamp_of(revision: tuple[int, str]) -> str:
    """The game stamp (:meth:`Store.game_stamp`) of a :meth:`Store.game_revision`."""
    counter, created_at = revision
    # Digits only: the page sends it back in an address (a '+' there would read as a space).
    return f"{counter}-{''.join(filter(str.isdigit, created_at))}"


def open_store(option: str | Path | None = None, *, create: bool = True) -> Store:
    """Open (migrating when needed) the ledger named by ``--db``/``HANASCORE_DB``; a missing
    file is created only with ``create`` (a reading command never makes an empty ledger)."""
    return Store(resolve_path(option), create=create)
