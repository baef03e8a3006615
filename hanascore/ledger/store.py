"""The ledger's SQLite store: games, their entries, and the current-game setting.

Only facts are stored: each game's definition and its entries in order (round sheets as
entered with who dealt, adjustments with their reason).  Results are re-derived by
:mod:`hanascore.ledger.replay` on every read.  The one derived value kept is ``games.summary``, so
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
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, msg
from hanascore.ledger.replay import Adjustment, Entry, GameDefinition, RoundEntry

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


def m004_game_revision(db: sqlite3.Connection) -> None:
    """A per-game counter that every change of the game's entries, name or definition moves on
    (triggers, so changes made by hand or by any program move it too): the game's stamp is
    read from it instead of hashing every entry, which a long game's followers paid for on
    each change (800 rounds: about a fifth of a busy server's time)."""
    db.execute("ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0")
    moved_on = "UPDATE games SET revision = revision + 1 WHERE id"
    db.execute(f"CREATE TRIGGER entry_added AFTER INSERT ON entries BEGIN {moved_on} = NEW.game_id; END")
    db.execute(
        f"CREATE TRIGGER entry_changed AFTER UPDATE ON entries BEGIN {moved_on} IN (OLD.game_id, NEW.game_id); END"
    )
    db.execute(f"CREATE TRIGGER entry_removed AFTER DELETE ON entries BEGIN {moved_on} = OLD.game_id; END")
    db.execute(
        f"CREATE TRIGGER game_changed AFTER UPDATE OF name, game, definition ON games BEGIN {moved_on} = NEW.id; END"
    )


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    m001_games_and_entries,
    m002_game_summary,
    m003_application_id,
    m004_game_revision,
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
                msg("newer-ledger", version=version, count_migrations=len(migrations)),
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
    #: What is wrong with the game's stored rows (None for a sound game): the listing names
    #: it instead of failing, and every command but ``delete`` refuses the game.
    damaged: str | None = None


#: The columns an entry is made from, in the order :func:`_entry` takes them.
ENTRY_COLUMNS = "kind, sheet, dealer, sheet_text, party, amount, reason"


class DamagedGame(LedgerError):
    """A game whose stored rows cannot be read back (changed by hand, or by a broken disk).

    Every command on it but ``delete`` stops here, naming the game, the part of it and what is
    wrong; the ledger's other games are not affected."""

    def __init__(self, path: Path, game_id: str, part: str, what: str) -> None:
        self.game_id = game_id
        self.part = part
        self.what = what
        super().__init__(
            Problem(
                Code.BAD_DB,
                msg(
                    "bad-db.damaged-game",
                    game_id=game_id,
                    part=part,
                    path=path,
                    what=what,
                ),
                "--db",
            )
        )


class _BadRow(ValueError):
    """What is wrong with one stored row; the caller says which game and entry it is."""


def _shown(value: object) -> str:
    """A stored value as a message may quote it: short, and escaped (it came from outside)."""
    if value is None:
        return "missing (NULL)"
    if isinstance(value, bytes):
        return f"binary data ({len(value)} bytes)"
    text = ascii(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


def _reject_constant(name: str) -> Any:
    # SQLite's JSON refuses NaN and Infinity too: the games listing and the rows agree.
    raise ValueError(f"{name} is not JSON")


def _json_table(value: object, what: str) -> dict[str, Any]:
    """A stored JSON object (a sheet, a definition) read back, or :class:`_BadRow`."""
    if not isinstance(value, str):
        raise _BadRow(f"its {what} is {_shown(value)}, not JSON text")
    try:
        data = json.loads(value, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise _BadRow(f"its {what} is not JSON: {error}") from None
    if not isinstance(data, dict):
        raise _BadRow(f"its {what} is a JSON {type(data).__name__}, not a table")
    return data


def _entry(
    kind: str, sheet: str | None, dealer: str | None, text: str | None, party: str, amount: int, reason: str
) -> Entry:
    """One stored entry read back (:class:`_BadRow` for a row that was changed by hand)."""
    if kind == "adjustment":
        if type(amount) is not int:
            raise _BadRow(f"its amount is {_shown(amount)}, not a whole number")
        for column, value in (("party", party), ("reason", reason)):
            if not isinstance(value, str):
                raise _BadRow(f"its {column} is {_shown(value)}, not text")
        return Adjustment(party=party, amount=amount, reason=reason)
    if kind != "round":
        raise _BadRow(f"its kind is {_shown(kind)}, neither 'round' nor 'adjustment'")
    if not isinstance(dealer, str):
        raise _BadRow(f"its dealer is {_shown(dealer)}, not a name")
    if text is not None and not isinstance(text, str):
        raise _BadRow(f"its sheet text is {_shown(text)}, not text")
    return RoundEntry(sheet=_json_table(sheet, "sheet"), dealer=dealer, text=text)


def _entry_name(seq: int, number: int | None, kind: object) -> str:
    return f"round {number} (entry {seq})" if kind == "round" and number is not None else f"entry {seq}"


def _names(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _whole_or_none(value: object) -> bool:
    return value is None or type(value) is int


def _definition_shape(data: dict[str, Any]) -> None:
    """Raise :class:`_BadRow` unless ``data`` has the shape :meth:`GameDefinition.to_json` gives."""
    teams, length = data.get("teams"), data.get("length")
    expected = (
        ("name", isinstance(data.get("name"), str), "text"),
        ("game", isinstance(data.get("game"), str), "a game's id"),
        ("players", _names(data.get("players")) and bool(data.get("players")), "a list of names"),
        ("dealer", isinstance(data.get("dealer"), str), "a name"),
        ("house", isinstance(data.get("house"), dict), "a table of house rules"),
        (
            "teams",
            teams is None or (isinstance(teams, dict) and all(map(_names, teams.values()))),
            "a table of teams",
        ),
        ("variant", data.get("variant") is None or isinstance(data.get("variant"), str), "a variant's id"),
        (
            "length",
            length is None
            or (
                isinstance(length, dict)
                and _whole_or_none(length.get("rounds"))
                and _whole_or_none(length.get("target"))
            ),
            "a number of rounds or a target",
        ),
    )
    for key, fits, what in expected:
        if not fits:
            found = _shown(data[key]) if key in data else "missing"
            raise _BadRow(f"its definition's {key!r} is {found}, not {what}")


def _definition(value: object) -> GameDefinition:
    """A stored definition read back and its table built (:class:`_BadRow` when either fails)."""
    data = _json_table(value, "definition")
    _definition_shape(data)
    definition = GameDefinition.from_json(data)
    try:
        table = definition.table
    except HanascoreError as error:
        raise _BadRow(f"its definition makes no table: {error}") from None
    if table.player_named(definition.first_dealer) is None:
        raise _BadRow(f"its first dealer {_shown(definition.first_dealer)} is not one of its players")
    return definition


def _summary(value: object) -> dict[str, Any] | None:
    """The cached listing line, or None where it is missing or unreadable (it is only a
    cache: the next write to the game rewrites it)."""
    try:
        return _json_table(value, "summary") if value else None
    except _BadRow:
        return None


#: An entry row that :func:`_entry` refuses, as SQL: the games listing finds damaged games
#: without reading every sheet into Python (nested CASEs: SQLite does not promise to stop
#: at the first true term of an OR, and json_type fails on text that is not JSON).
DAMAGED_ENTRY = """
    CASE e.kind
      WHEN 'round' THEN CASE
        WHEN typeof(e.sheet) != 'text' THEN 1
        WHEN NOT json_valid(e.sheet) THEN 1
        WHEN json_type(e.sheet) != 'object' THEN 1
        WHEN typeof(e.dealer) != 'text' THEN 1
        WHEN typeof(e.sheet_text) NOT IN ('text', 'null') THEN 1
        ELSE 0 END
      WHEN 'adjustment' THEN
        typeof(e.amount) != 'integer' OR typeof(e.party) != 'text' OR typeof(e.reason) != 'text'
      ELSE 1
    END
"""


class Store:
    """An open ledger database."""

    def __init__(self, path: Path, *, create: bool = True) -> None:
        import sqlite3

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
            _refuse_foreign(self.db, path)
            # Write-ahead logging: readers (the page for phones) never block a writer, and a
            # writer never blocks readers; every commit is synced in full before it returns.
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = FULL")
            migrate(self.db)
        except BaseException as error:
            if db is not None:
                db.close()
            if isinstance(error, OSError):  # making the ledger's folder
                raise LedgerError(_opening_problem(error, path)) from None
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
        import sqlite3

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
            definition = _definition(row["definition"])
        except _BadRow as bad:
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
                entries.append(_entry(*columns))
            except _BadRow as bad:
                raise DamagedGame(self.path, game_id, _entry_name(seq, number, columns[0]), str(bad)) from None
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
        return (name if isinstance(name, str) else _shown(name)), int(row["rounds"])

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
        try:
            players = list(_definition(row["definition"]).players)
        except _BadRow as bad:
            damaged = str(bad)
        if damaged is None and row["damaged_entry"]:
            # Rare: read the game to say exactly which entry and what is wrong.
            found = self.damage(game_id)
            damaged = f"{found.part}: {found.what}" if found is not None else None
        # Shown only here (the definition holds what the game is): text, whatever was stored.
        texts = {column: row[column] for column in ("name", "game", "created_at")}
        texts = {column: value if isinstance(value, str) else _shown(value) for column, value in texts.items()}
        return GameListing(
            id=game_id,
            name=texts["name"],
            game=texts["game"],
            players=players,
            rounds_played=row["rounds_played"],
            created_at=texts["created_at"],
            summary=_summary(row["summary"]),
            current=game_id == current,
            damaged=damaged,
        )

    def find_copy(self, definition: GameDefinition, entries: list[Entry]) -> str | None:
        """The id of a game with this very definition and these entries (an import done
        before), or None."""
        wanted = json.dumps(definition.to_json(), ensure_ascii=False)
        rows = self.db.execute("SELECT id FROM games WHERE name = ? AND definition = ?", (definition.name, wanted))
        for (game_id,) in rows.fetchall():
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
            f"SELECT seq, round, {ENTRY_COLUMNS} FROM entries WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
            (int(game_id),),
        ).fetchone()
        if row is None:
            return None
        (removed,) = self._entries(game_id, [row])
        self.db.execute("DELETE FROM entries WHERE game_id = ? AND seq = ?", (int(game_id), row[0]))
        return removed

    def game_stamp(self, game_id: str) -> str:
        """A value that changes whenever the game does (its entries, their sheets' text, its
        name or definition): the game's revision counter (:func:`m004_game_revision`), with
        the moment the game was made, so that a game made again under the same id in a
        restored backup does not take up an old stamp."""
        row = self.db.execute("SELECT created_at, revision FROM games WHERE id = ?", (int(game_id),)).fetchone()
        if row is None:
            raise LedgerError(
                Problem(Code.UNKNOWN_GAME_ID, msg("unknown-game-id.there-game", game_id=game_id), "--game")
            )
        created_at, revision = row
        # Digits only: the page sends it back in an address (a '+' there would read as a space).
        return f"{revision}-{''.join(filter(str.isdigit, created_at))}"

    def replace_round(self, game_id: str, number: int, entry: RoundEntry) -> None:
        """Replace round ``number``'s sheet and dealer (its place in the order is kept)."""
        cursor = self.db.execute(
            "UPDATE entries SET sheet = ?, sheet_text = ?, dealer = ? WHERE game_id = ? AND round = ?",
            (json.dumps(entry.sheet, ensure_ascii=False), entry.text, entry.dealer, int(game_id), number),
        )
        if cursor.rowcount != 1:
            raise LedgerError(Problem(Code.NO_SUCH_ROUND, msg("no-such-round.round-does-exist", number=number), "N"))


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
                msg("bad-db.other-application", path=path, stamp=stamp),
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
                msg(
                    "bad-db.other-database",
                    path=path,
                    sorted=", ".join(sorted(tables)[:5]),
                ),
                "--db",
            )
        )


def ledger_file_problem(error: BaseException, path: Path) -> Problem | None:
    """What to tell the user when SQLite cannot open, read or write the ledger file, or None
    for an error that is not SQLite's (a bug, or a problem with some other file).

    Only a file SQLite finds damaged calls for a backup: a full disk, a limit on file sizes,
    another program's lock or a read-only file leave a sound ledger, and copying a backup
    over it would lose every round entered since the backup.
    """
    import sqlite3

    if not isinstance(error, sqlite3.Error):
        return None
    name = getattr(error, "sqlite_errorname", None) or type(error).__name__
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return Problem(
            Code.BAD_DB,
            msg(
                "bad-db.busy",
                path=path,
                BUSY_TIMEOUT=BUSY_TIMEOUT,
            ),
            "--db",
        )
    if primary == sqlite3.SQLITE_READONLY:
        return Problem(Code.BAD_DB, msg("bad-db.read-only", path=path), "--db")
    if primary in (sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR):
        # SQLite does not pass on the system's error number: tell a full disk and a limit on
        # file sizes (ulimit -f: EFBIG, or a short write reported as SQLITE_FULL) apart here.
        if _disk_full(path):
            return _disk_full_problem(path)
        if _size_limit() is not None:
            return _too_large_problem(path)
        if primary == sqlite3.SQLITE_FULL:
            return _disk_full_problem(path)
        return Problem(
            Code.BAD_DB,
            msg(
                "bad-db.io-error",
                path=path,
                name=name,
                error=error,
            ),
            "--db",
        )
    if primary == sqlite3.SQLITE_CORRUPT or (primary == sqlite3.SQLITE_NOTADB and _looks_like_sqlite(path)):
        return _damaged_problem(path, error)
    if primary == sqlite3.SQLITE_NOTADB:
        return Problem(Code.BAD_DB, msg("bad-db.not-a-ledger", path=path, error=error), "--db")
    if primary in (sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH):
        return Problem(
            Code.BAD_DB,
            msg("bad-db.no-permission", path=path, error=error),
            "--db",
        )
    # SQLite gives a table or column gone missing no code of its own: the schema was changed
    # by hand, and that is a damaged file.
    if isinstance(error, sqlite3.OperationalError) and str(error).startswith(("no such table", "no such column")):
        return _damaged_problem(path, error)
    return Problem(
        Code.BAD_DB,
        msg("bad-db.unreadable", path=path, name=name, error=error),
        "--db",
    )


def _opening_problem(error: OSError, path: Path) -> Problem:
    """What to tell the user when the ledger's folder cannot be made (the only file work
    hanascore does itself before SQLite opens the ledger)."""
    import errno

    if error.errno == errno.ENOSPC or _disk_full(path):
        return _disk_full_problem(path)
    if error.errno == errno.EFBIG:
        return _too_large_problem(path)
    return Problem(Code.BAD_DB, msg("bad-db.cannot-open-ledger", path=path, value=error.strerror or error), "--db")


def _damaged_problem(path: Path, error: BaseException) -> Problem:
    return Problem(
        Code.BAD_DB,
        msg("bad-db.damaged", path=path, error=error),
        "--db",
    )


def _disk_full_problem(path: Path) -> Problem:
    return Problem(
        Code.BAD_DB,
        msg("bad-db.disk-full", path=path),
        "--db",
    )


def _too_large_problem(path: Path) -> Problem:
    limit = _size_limit()
    if limit is None:
        why, fix = "the largest file its file system allows (file too large)", "move the ledger to another disk"
    else:
        why, fix = f"the largest file this process may write ({limit:,} bytes: ulimit -f)", "raise the limit"
    return Problem(
        Code.BAD_DB,
        msg("bad-db.too-large", path=path, why=why, fix=fix),
        "--db",
    )


def _size_limit() -> int | None:
    """The most bytes this process may write to one file (``ulimit -f``), or None."""
    try:
        import resource
    except ImportError:  # not on Windows
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_FSIZE)
    return None if soft == resource.RLIM_INFINITY else soft


#: Less free room than this beside the ledger (its WAL grows a page of 4 KiB at a time, its
#: shared-memory index 32 KiB) counts as a full disk.
_ROOM_NEEDED = 64 * 1024


def _disk_full(path: Path) -> bool:
    """True when the file system holding the ledger has (next to) no room left."""
    try:
        stats = os.statvfs(path.parent if str(path.parent) else ".")
    except (OSError, AttributeError):  # statvfs: not on Windows
        return False
    return stats.f_bavail * stats.f_frsize < _ROOM_NEEDED


def _looks_like_sqlite(path: Path) -> bool:
    """True when the file starts as every SQLite database does (then it is a damaged one,
    not some other file given as --db)."""
    try:
        with path.open("rb") as file:
            return file.read(16) == b"SQLite format 3\x00"
    except OSError:
        return False
