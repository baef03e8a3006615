"""The ledger's SQLite store: games, their entries, and the current-game setting.

Only facts are stored: each game's definition and its entries in order (round sheets as
entered with who dealt, adjustments with their reason).  Results are re-derived by
:mod:`hanascore.ledger` on every read.  The one derived value kept is ``games.summary``, so
the ``games`` listing need not replay every game; it is never the truth and every write
rewrites it.

Every write runs in one ``BEGIN IMMEDIATE`` transaction, so an interrupted command leaves
a game exactly as it was before or after, and concurrent writers take turns: round numbers
are assigned inside the transaction and a unique constraint guards them.

``sqlite3`` is imported when a store is opened, never at import time (``score --json``
must stay light).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import Code, LedgerError, Problem
from .ledger import Adjustment, Entry, GameDefinition, RoundEntry

if TYPE_CHECKING:
    import sqlite3

ENV_VAR = "HANASCORE_DB"
APP_NAME = "hanascore"
#: How long a writer waits for another one to finish before giving up (seconds).
BUSY_TIMEOUT = 60.0
CURRENT_GAME = "current_game"


def default_path() -> Path:
    """The ledger in the user's data directory."""
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME)) / "hanascore.db"


def resolve_path(option: str | Path | None) -> Path:
    """``--db`` wins, then ``HANASCORE_DB``, then the user's data directory."""
    if option:
        return Path(option).expanduser()
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    return default_path()


# --- migrations --------------------------------------------------------------------------
# Numbered functions, applied in order, each in its own transaction with its name recorded in
# ``migrations``.  Never edit one that has shipped: add the next.


def m001_games_and_entries(db: sqlite3.Connection) -> None:
    """Games, their entries in order, and settings such as the current game."""
    db.execute(
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            game TEXT NOT NULL,
            definition TEXT NOT NULL,
            created_at TEXT NOT NULL
        )
        """
    )
    db.execute(
        """
        CREATE TABLE entries (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('round', 'adjustment')),
            round INTEGER,
            sheet TEXT,
            sheet_text TEXT,
            dealer TEXT,
            party TEXT,
            amount INTEGER,
            reason TEXT,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq),
            UNIQUE (game_id, round),
            CHECK ((kind = 'round') = (round IS NOT NULL))
        )
        """
    )
    db.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


def m002_game_summary(db: sqlite3.Connection) -> None:
    """A cached one-line summary per game for the ``games`` listing (rewritten on every write)."""
    db.execute("ALTER TABLE games ADD COLUMN summary TEXT")


#: Stamped in the file's header (``PRAGMA application_id``): "HNSC".  A file with another
#: program's stamp is refused.
APPLICATION_ID = 0x484E5343


def m003_application_id(db: sqlite3.Connection) -> None:
    """Stamp the file as a hanascore ledger."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    m001_games_and_entries,
    m002_game_summary,
    m003_application_id,
)
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(
    db: sqlite3.Connection, migrations: tuple[Callable[[sqlite3.Connection], None], ...] = MIGRATIONS
) -> list[str]:
    """Apply the migrations not yet applied; returns their names."""
    (version,) = db.execute("PRAGMA user_version").fetchone()
    if version == len(migrations):
        return []
    if version > len(migrations):
        raise LedgerError(
            Problem(
                Code.NEWER_LEDGER,
                f"this ledger has schema version {version}, newer than this hanascore knows ({len(migrations)}): upgrade hanascore",
                "--db",
            )
        )
    applied_now = []
    db.execute("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    for number, migration in enumerate(migrations, start=1):
        db.execute("BEGIN IMMEDIATE")
        try:
            # Another process may have applied it while this one waited for the lock.
            done = db.execute("SELECT 1 FROM migrations WHERE name = ?", (migration.__name__,)).fetchone()
            if not done:
                migration(db)
                db.execute("INSERT INTO migrations (name, applied_at) VALUES (?, ?)", (migration.__name__, _now()))
                applied_now.append(migration.__name__)
            db.execute(f"PRAGMA user_version = {number}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return applied_now


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --- rows --------------------------------------------------------------------------------


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: its id, definition and entries in order."""

    id: str
    definition: GameDefinition
    entries: list[Entry]
    created_at: str


@dataclass(frozen=True)
class GameListing:
    """One line of the ``games`` listing."""

    id: str
    name: str
    game: str
    players: list[str]
    rounds_played: int
    created_at: str
    summary: dict[str, Any] | None
    current: bool


#: The columns an entry is made from, in the order :func:`_entry` takes them.
ENTRY_COLUMNS = "kind, sheet, dealer, sheet_text, party, amount, reason"


def _entry(
    kind: str, sheet: str | None, dealer: str | None, text: str | None, party: str, amount: int, reason: str
) -> Entry:
    if kind == "adjustment":
        return Adjustment(party=party, amount=amount, reason=reason)
    return RoundEntry(sheet=json.loads(sheet), dealer=dealer, text=text)  # type: ignore[arg-type]


class Store:
    """An open ledger database."""

    def __init__(self, path: Path, *, create: bool = True) -> None:
        import sqlite3

        self.path = path
        if not create and not path.exists():
            raise LedgerError(
                Problem(
                    Code.NO_LEDGER,
                    f"there is no ledger at {path}: check --db or HANASCORE_DB, or start a game with 'hanascore new'",
                    "--db",
                )
            )
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
            self.db.row_factory = sqlite3.Row
            self.db.execute("PRAGMA foreign_keys = ON")
            _refuse_foreign(self.db, path)
            # Write-ahead logging: readers (the page for phones) never block a writer, and a
            # writer never blocks readers; every commit is synced in full before it returns.
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = FULL")
            migrate(self.db)
        except (OSError, sqlite3.DatabaseError) as error:
            raise LedgerError(Problem(Code.BAD_DB, f"cannot open the ledger {path}: {error}", "--db")) from None

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def writing(self) -> Iterator[Store]:
        """One write transaction: everything inside commits together or not at all."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    @contextmanager
    def reading(self) -> Iterator[Store]:
        """A consistent snapshot for several reads."""
        self.db.execute("BEGIN")
        try:
            yield self
        finally:
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
            (definition.name, definition.game, json.dumps(definition.to_json(), ensure_ascii=False), _now()),
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
                        "there is no current game: start one with 'hanascore new' or pick one with 'hanascore use ID'",
                        "--game",
                    )
                )
            return current
        wanted = wanted.strip()
        if self._exists(wanted):
            return wanted
        raise LedgerError(
            Problem(
                Code.UNKNOWN_GAME_ID, f"there is no game with id {wanted!r}: 'hanascore games' lists them", "--game"
            )
        )

    def _exists(self, game_id: str) -> bool:
        if not (game_id.isascii() and game_id.isdigit()) or len(game_id) > 18:  # SQLite ids are 64-bit
            return False
        return self.db.execute("SELECT 1 FROM games WHERE id = ?", (int(game_id),)).fetchone() is not None

    def load_game(self, game_id: str) -> StoredGame:
        """A game's definition and entries, in the order they were made."""
        row = self.db.execute("SELECT * FROM games WHERE id = ?", (int(game_id),)).fetchone()
        if row is None:
            raise LedgerError(Problem(Code.UNKNOWN_GAME_ID, f"there is no game with id {game_id!r}", "--game"))
        # Plain tuples of the columns an entry needs: a long game has thousands of rows.
        cursor = self.db.cursor()
        cursor.row_factory = None
        entries = cursor.execute(
            f"SELECT {ENTRY_COLUMNS} FROM entries WHERE game_id = ? ORDER BY seq", (int(game_id),)
        ).fetchall()
        return StoredGame(
            id=str(row["id"]),
            definition=GameDefinition.from_json(json.loads(row["definition"])),
            entries=[_entry(*entry) for entry in entries],
            created_at=row["created_at"],
        )

    def list_games(self) -> list[GameListing]:
        current = self.current_game_id()
        rows = self.db.execute(
            """
            SELECT g.id, g.name, g.game, g.definition, g.created_at, g.summary,
                   (SELECT count(*) FROM entries e WHERE e.game_id = g.id AND e.kind = 'round') AS rounds_played
            FROM games g ORDER BY g.id
            """
        ).fetchall()
        return [
            GameListing(
                id=str(row["id"]),
                name=row["name"],
                game=row["game"],
                players=json.loads(row["definition"])["players"],
                rounds_played=row["rounds_played"],
                created_at=row["created_at"],
                summary=json.loads(row["summary"]) if row["summary"] else None,
                current=str(row["id"]) == current,
            )
            for row in rows
        ]

    def find_copy(self, definition: GameDefinition, entries: list[Entry]) -> str | None:
        """The id of a game with this very definition and these entries (an import done
        before), or None."""
        wanted = json.dumps(definition.to_json(), ensure_ascii=False)
        rows = self.db.execute("SELECT id FROM games WHERE name = ? AND definition = ?", (definition.name, wanted))
        for (game_id,) in rows.fetchall():
            if self.load_game(str(game_id)).entries == entries:
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
        """Add an entry after the last one; returns its round number (0 for an adjustment).

        Call inside :meth:`writing`: the numbers are read and used in one transaction.
        """
        seq = self._next_seq(game_id)
        if isinstance(entry, Adjustment):
            self.db.execute(
                "INSERT INTO entries (game_id, seq, kind, party, amount, reason, created_at) VALUES (?, ?, 'adjustment', ?, ?, ?, ?)",
                (int(game_id), seq, entry.party, entry.amount, entry.reason, _now()),
            )
            return 0
        (number,) = self.db.execute(
            "SELECT coalesce(max(round), 0) + 1 FROM entries WHERE game_id = ?", (int(game_id),)
        ).fetchone()
        self.db.execute(
            "INSERT INTO entries (game_id, seq, kind, round, sheet, sheet_text, dealer, created_at) VALUES (?, ?, 'round', ?, ?, ?, ?, ?)",
            (int(game_id), seq, number, json.dumps(entry.sheet, ensure_ascii=False), entry.text, entry.dealer, _now()),
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
        """Delete the last entry (round or adjustment); None when there is none."""
        cursor = self.db.cursor()
        cursor.row_factory = None
        row = cursor.execute(
            f"SELECT seq, {ENTRY_COLUMNS} FROM entries WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (int(game_id),)
        ).fetchone()
        if row is None:
            return None
        seq, *columns = row
        self.db.execute("DELETE FROM entries WHERE game_id = ? AND seq = ?", (int(game_id), seq))
        return _entry(*columns)

    def game_stamp(self, game_id: str) -> str:
        """A digest of the game's name and entries (their sheets' text included, so a
        comment corrected shows): it changes whenever the game does."""
        # Only the page's followers ask for it; hashlib loads OpenSSL, which every other
        # command would pay for at start-up.
        import hashlib

        digest = hashlib.blake2b(digest_size=12)
        for row in self.db.execute(
            "SELECT name, summary, NULL FROM games WHERE id = ? UNION ALL "
            "SELECT sheet, sheet_text, coalesce(dealer, '') || '|' || coalesce(party, '') || '|' || coalesce(amount, '') "
            "|| '|' || coalesce(reason, '') FROM (SELECT * FROM entries WHERE game_id = ? ORDER BY seq)",
            (int(game_id), int(game_id)),
        ):
            for value in row:
                digest.update(str(value).encode("utf-8", "surrogatepass") + b"\0")
        return digest.hexdigest()

    def replace_round(self, game_id: str, number: int, entry: RoundEntry) -> None:
        """Replace round ``number``'s sheet and dealer (its place in the order is kept)."""
        cursor = self.db.execute(
            "UPDATE entries SET sheet = ?, sheet_text = ?, dealer = ? WHERE game_id = ? AND round = ?",
            (json.dumps(entry.sheet, ensure_ascii=False), entry.text, entry.dealer, int(game_id), number),
        )
        if cursor.rowcount != 1:
            raise LedgerError(Problem(Code.NO_SUCH_ROUND, f"round {number} does not exist", "N"))


def open_store(option: str | Path | None = None, *, create: bool = True) -> Store:
    """Open (migrating when needed) the ledger named by ``--db``/``HANASCORE_DB``; a missing
    file is created only with ``create`` (a reading command never makes an empty ledger)."""
    return Store(resolve_path(option), create=create)


#: The tables a ledger holds: any other table in a file without hanascore's version is
#: another program's database, which hanascore must not write into.
OWN_TABLES = frozenset({"games", "entries", "settings", "migrations", "sqlite_sequence"})


def _refuse_foreign(db: sqlite3.Connection, path: Path) -> None:
    (stamp,) = db.execute("PRAGMA application_id").fetchone()
    if stamp not in (0, APPLICATION_ID):
        raise LedgerError(
            Problem(
                Code.BAD_DB,
                f"{path} belongs to another program (application id {stamp:#x}): give --db a hanascore ledger",
                "--db",
            )
        )
    (version,) = db.execute("PRAGMA user_version").fetchone()
    if version:
        return
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if tables - OWN_TABLES:
        raise LedgerError(
            Problem(
                Code.BAD_DB,
                f"{path} is another program's SQLite database (tables: {', '.join(sorted(tables)[:5])}): "
                "give --db a hanascore ledger, or a new file name",
                "--db",
            )
        )


def ledger_file_problem(error: BaseException, path: Path) -> Problem | None:
    """What to tell the user when the ledger file fails after it was opened (read-only,
    damaged, changed by hand), or None for an error that is not the file's."""
    import json
    import sqlite3

    if isinstance(error, sqlite3.OperationalError) and "readonly" in str(error):
        return Problem(Code.BAD_DB, f"the ledger {path} is read-only: nothing was written; make it writable", "--db")
    if isinstance(error, sqlite3.Error | json.JSONDecodeError | KeyError):
        return Problem(
            Code.BAD_DB,
            f"the ledger {path} is damaged ({type(error).__name__}: {error}): nothing was written; "
            "restore a backup, or export what still reads",
            "--db",
        )
    return None
