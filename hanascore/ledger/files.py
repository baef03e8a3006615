"""The ledger's file: where it is, whether it is hanascore's, and what to tell the user when
SQLite cannot open, read or write it (a full disk, a lock held too long, a damaged file)."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from platformdirs import user_data_dir

from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.ledger.migrations import APPLICATION_ID

try:
    import resource
except ImportError:  # not on Windows
    resource = None  # type: ignore[assignment]

ENV_VAR = "HANASCORE_DB"
APP_NAME = "hanascore"
#: How long a writer waits for another one to finish before giving up (seconds).
BUSY_TIMEOUT = 60.0


def default_path() -> Path:
    """The ledger in the user's data directory."""
    return Path(user_data_dir(APP_NAME)) / "hanascore.db"


def resolve_path(option: str | Path | None) -> Path:
    """``--db`` wins, then ``HANASCORE_DB``, then the user's data directory."""
    if option:
        return Path(option).expanduser()
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    return default_path()


#: The tables a ledger holds: any other table in a file without hanascore's version is
#: another program's database, which hanascore must not write into.
OWN_TABLES = frozenset({"games", "entries", "settings", "migrations", "sqlite_sequence"})


def refuse_foreign(db: sqlite3.Connection, path: Path) -> None:
    """Raise LedgerError for a file that is another program's database (its stamp, or tables
    of its own in a file hanascore never migrated): hanascore must not write into it."""
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


def opening_problem(error: OSError, path: Path) -> Problem:
    """What to tell the user when the ledger's folder cannot be made (the only file work
    hanascore does itself before SQLite opens the ledger)."""
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
    if resource is None:
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
