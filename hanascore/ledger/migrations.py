"""The ledger's schema: numbered migrations, applied in order.

Each runs in its own transaction with its name recorded in ``migrations`` and the file's
``user_version`` set to its number.  Never edit one that has shipped: add the next.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime

from hanascore.core.errors import Code, LedgerError, Problem, msg


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


def m005_round_texts(db: sqlite3.Connection) -> None:
    """A round is kept as its sheet's text alone, read once on every replay (it was kept as
    data too, and read twice).  Rounds kept as data only (stored before their texts were, or
    imported without one) get their sheet written as TOML text, marked as written back; a row
    that does not read is left as it was, to be reported as damaged.

    Self-contained, as every migration is: the TOML writer is frozen here (:func:`_toml_sheet`),
    so that an old ledger is migrated the same way whatever today's games and sheet writer
    say.  TOML says every sheet whatever its game (the quick form would need the game's reader
    to check that it reads back the same)."""
    db.execute("ALTER TABLE entries ADD COLUMN written_back INTEGER NOT NULL DEFAULT 0")
    rows = db.execute("SELECT game_id, seq, sheet FROM entries WHERE kind = 'round' AND sheet_text IS NULL").fetchall()
    for game_id, seq, sheet in rows:
        text = _written_back(sheet)
        if text is not None:
            db.execute(
                "UPDATE entries SET sheet_text = ?, written_back = 1 WHERE game_id = ? AND seq = ?",
                (text, game_id, seq),
            )
    db.execute("UPDATE entries SET sheet = NULL WHERE sheet_text IS NOT NULL")


def _written_back(sheet: object) -> str | None:
    """The text of a round kept as data (JSON text of the TOML form's shape); None where the
    row does not read."""
    try:
        data = json.loads(sheet)  # type: ignore[arg-type]
        return _toml_sheet(data) if isinstance(data, dict) else None
    except Exception:  # any damage: the row stays as it is, and is reported as damaged when read
        return None


#: The tables of a TOML sheet, written after its plain keys (TOML's order).
_TOML_TABLES = ("house", "captured", "field", "leftover")


def _toml_sheet(data: dict[str, object]) -> str:
    """A sheet (TOML-shaped data) as TOML text: its plain keys, then its tables."""
    lines = [f"{key} = {_toml_value(value)}" for key, value in data.items() if key not in _TOML_TABLES]
    for table in _TOML_TABLES:
        if data.get(table):
            lines += ["", f"[{table}]"] if lines else [f"[{table}]"]
            lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in data[table].items()]  # type: ignore[attr-defined]
    return "\n".join(lines) + "\n"


def _toml_key(key: object) -> str:
    return json.dumps(str(key), ensure_ascii=False)


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)  # JSON holds no other value but null, which TOML cannot say: not written back


def m006_people_seasons_and_records(db: sqlite3.Connection) -> None:
    """People across games, seasons, and each game's replayed record kept for the statistics.

    - ``player_changes``: every ``players rename`` and ``players merge``, for ``players log``
      (the games' own rows are rewritten by the change itself).
    - ``seasons`` and ``season_games``: a season's period, and the games added to it or
      removed from it by hand (``included`` 1 or 0) beside those its period takes.
    - ``game_records``: a game's results as its replay found them, with the game's revision
      they were read at; a cache that is rebuilt whenever the revision moved, never a truth
      (the sheets are), and that ``db check`` compares with a fresh replay.
    """
    db.execute(
        """
        CREATE TABLE player_changes (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL CHECK (kind IN ('rename', 'merge')),
            old TEXT NOT NULL,
            new TEXT NOT NULL,
            games TEXT NOT NULL,
            at TEXT NOT NULL
        )
        """
    )
    db.execute(
        """
        CREATE TABLE seasons (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            key TEXT NOT NULL UNIQUE,
            starts TEXT,
            ends TEXT,
            created_at TEXT NOT NULL
        )
        """
    )
    db.execute(
        """
        CREATE TABLE season_games (
            season_id INTEGER NOT NULL REFERENCES seasons(id) ON DELETE CASCADE,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            included INTEGER NOT NULL CHECK (included IN (0, 1)),
            PRIMARY KEY (season_id, game_id)
        )
        """
    )
    db.execute(
        """
        CREATE TABLE game_records (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            revision INTEGER NOT NULL,
            record TEXT NOT NULL
        )
        """
    )


def m007_season_options_and_ratings(db: sqlite3.Connection) -> None:
    """What a season rates, and its ratings kept per season revision.

    - ``seasons.game``: the one game type it rates (NULL: each game type of its games apart);
      ``min_games``: the rated games that make a player ranked rather than provisional;
      ``include_unfinished``: 1 when games not yet over are rated as they stand.  A season made
      before these rates each game type apart, finished games only, 3 games to be ranked.
    - ``season_ratings``: a season's ratings as openskill gave them, with the season revision
      they were computed at (a digest of the season's options and of every game's id, start,
      type and revision): a cache, rebuilt whenever that revision moved, never a truth (the
      sheets are), and that ``db check`` compares with a fresh rating.
    """
    db.execute("ALTER TABLE seasons ADD COLUMN game TEXT")
    db.execute("ALTER TABLE seasons ADD COLUMN min_games INTEGER NOT NULL DEFAULT 3")
    db.execute("ALTER TABLE seasons ADD COLUMN include_unfinished INTEGER NOT NULL DEFAULT 0")
    db.execute(
        """
        CREATE TABLE season_ratings (
            season_id INTEGER PRIMARY KEY REFERENCES seasons(id) ON DELETE CASCADE,
            revision TEXT NOT NULL,
            ratings TEXT NOT NULL
        )
        """
    )


def m008_notes(db: sqlite3.Connection) -> None:
    """Notes kept with a game (``hanascore note``): an entry of kind ``note`` with its text in
    a ``note`` column, in the order of the game's rounds and adjustments.

    The entries' kinds are a CHECK of the table, which SQLite cannot change in place: the
    table is made again with the new kind and its rows copied over, and the revision triggers
    (:func:`m004_game_revision`), dropped with the old table, are made again.  A row's game
    revision is not moved on by the copy (the triggers are made after it)."""
    db.execute(
        """
        CREATE TABLE entries_with_notes (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('round', 'adjustment', 'note')),
            round INTEGER,
            sheet TEXT,
            sheet_text TEXT,
            dealer TEXT,
            party TEXT,
            amount INTEGER,
            reason TEXT,
            created_at TEXT NOT NULL,
            written_back INTEGER NOT NULL DEFAULT 0,
            note TEXT,
            PRIMARY KEY (game_id, seq),
            UNIQUE (game_id, round),
            CHECK ((kind = 'round') = (round IS NOT NULL))
        )
        """
    )
    columns = "game_id, seq, kind, round, sheet, sheet_text, dealer, party, amount, reason, created_at, written_back"
    db.execute(f"INSERT INTO entries_with_notes ({columns}) SELECT {columns} FROM entries")
    db.execute("DROP TABLE entries")
    db.execute("ALTER TABLE entries_with_notes RENAME TO entries")
    moved_on = "UPDATE games SET revision = revision + 1 WHERE id"
    db.execute(f"CREATE TRIGGER entry_added AFTER INSERT ON entries BEGIN {moved_on} = NEW.game_id; END")
    db.execute(
        f"CREATE TRIGGER entry_changed AFTER UPDATE ON entries BEGIN {moved_on} IN (OLD.game_id, NEW.game_id); END"
    )
    db.execute(f"CREATE TRIGGER entry_removed AFTER DELETE ON entries BEGIN {moved_on} = OLD.game_id; END")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    m001_games_and_entries,
    m002_game_summary,
    m003_application_id,
    m004_game_revision,
    m005_round_texts,
    m006_people_seasons_and_records,
    m007_season_options_and_ratings,
    m008_notes,
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
                db.execute("INSERT INTO migrations (name, applied_at) VALUES (?, ?)", (migration.__name__, now()))
                applied_now.append(migration.__name__)
            db.execute(f"PRAGMA user_version = {number}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return applied_now


def now() -> str:
    """The moment, as the ledger stamps what it stores (UTC, to the second)."""
    return datetime.now(UTC).isoformat(timespec="seconds")
