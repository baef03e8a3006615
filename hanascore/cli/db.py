"""``hanascore db``: where the ledger lives, whether it is sound, and a copy of it."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from hanascore.cli.console import print_json
from hanascore.cli.options import DbOption, JsonOption
from hanascore.cli.session import note, run
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.words import locale_language, say
from hanascore.ledger.actions import open_store
from hanascore.ledger.files import resolve_path
from hanascore.ledger.records import record_differs, refresh_records
from hanascore.ledger.replay import replay
from hanascore.ledger.rows import DamagedGame
from hanascore.ledger.season_kept import refresh_ratings, stale_ratings
from hanascore.views.console import markup_escaped

app = typer.Typer(
    help="The ledger file: where it lives, a check of it, a backup.",
    add_completion=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.command()
def path(json_output: JsonOption = False, db: DbOption = None) -> None:
    """Print where the ledger lives (--db, else HANASCORE_DB, else the user's data folder)."""
    if json_output:
        print_json({"path": str(resolve_path(db))})
    else:
        sys.stdout.write(f"{resolve_path(db)}\n")


@app.command()
def check(json_output: JsonOption = False, db: DbOption = None) -> None:
    """Check the ledger: SQLite's integrity check, a replay of every game, the records kept for
    the statistics against the sheets and the seasons' kept ratings against a fresh rating
    (one that differs is rebuilt)."""

    def examine() -> dict[str, Any]:
        with open_store(db, write=False) as store:
            (integrity,) = store.db.execute("PRAGMA integrity_check").fetchone()
            games = store.list_games()
            problems: list[Problem] = []
            stale: list[str] = []
            if integrity != "ok":
                problems.append(Problem(Code.BAD_DB, msg("bad-db.sqlite-integrity-check", integrity=integrity), "--db"))
            for listing in games:
                try:
                    stored = store.load_game(listing.id)
                    ledger = replay(stored.definition, stored.entries)
                    # The statistics' kept record, against the sheets: one that differs is
                    # said and rebuilt (served only if its digest was changed with it).
                    if record_differs(store, stored, ledger):
                        stale.append(listing.id)
                except DamagedGame as damaged:  # its message names the game and the entry
                    problems.extend(damaged.problems)
                except LedgerError as error:
                    problems.extend(
                        Problem(p.code, msg("prefix.game", game=listing.id, message=p.words), p.where)
                        for p in error.problems
                    )
            problems.extend(
                Problem(Code.BAD_DB, msg("bad-db.stale-record", game=game_id), "game_records") for game_id in stale
            )
            refresh_records(store, stale)
            # The seasons' kept ratings, against a fresh rating of the (now fresh) records.
            wrong = stale_ratings(store)
            problems.extend(
                Problem(Code.BAD_DB, msg("bad-db.stale-ratings", name=season.name), "season_ratings")
                for season in wrong
            )
            refresh_ratings(store, wrong)
        if problems:
            raise LedgerError(problems)
        return {"path": str(store.path), "integrity": integrity, "games": len(games)}

    report = run(json_output, examine)
    if json_output:
        print_json(report)
    else:
        sys.stdout.write(f"{report['path']}: sound; {report['games']} game(s) replay without a problem\n")


@app.command()
def backup(
    target: Annotated[Path, typer.Argument(metavar="FILE", help="Where to write the copy (must not exist).")],
    db: DbOption = None,
) -> None:
    """Copy the ledger to FILE while it may be in use (SQLite's online backup)."""

    def copy() -> Path:
        if target.exists():
            raise LedgerError(Problem(Code.CANNOT_WRITE, msg("cannot-write.exists-already", target=target), "FILE"))
        with open_store(db, write=False) as store:
            try:
                with sqlite3.connect(target) as copy_db:
                    store.db.backup(copy_db)
            except (OSError, sqlite3.Error) as error:
                target.unlink(missing_ok=True)
                raise LedgerError(
                    Problem(Code.CANNOT_WRITE, msg("cannot-write.cannot-write", target=target, error=error), "FILE")
                ) from None
            return store.path

    source = run(False, copy)
    note(say(locale_language(), "done.backup", source=markup_escaped(source), target=markup_escaped(target)))
