"""``hanascore export``: a game written out (CSV, JSON, markdown, HTML, the ledger's log)
without rich: the command table (:data:`hanascore.cli.app.DATA_COMMANDS`) runs it from here
when the command line writes to standard output, and says nothing to people; with
``--output`` it runs from :mod:`hanascore.cli.exchange`, which says what was written."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from hanascore.cli.console import write_utf8
from hanascore.cli.options import DbOption, GameIdOption
from hanascore.ledger.actions import game_session, open_store
from hanascore.views import export as exporting
from hanascore.views.files import write_file


def export(
    format: Annotated[
        str | None,
        typer.Option(
            "--format",
            "-f",
            metavar="html|csv|json|markdown|jsonl",
            help="html, csv, json or markdown; jsonl: the ledger's log, every game unless --game "
            "(default: from --output's suffix).",
        ),
    ] = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", metavar="FILE", help="Write to FILE instead of standard output.")
    ] = None,
    reasons: Annotated[
        bool,
        typer.Option(
            "--reasons",
            help="CSV: a last column with each round's note (as 'history' says it) and each adjustment's reason.",
        ),
    ] = False,
    bom: Annotated[
        bool,
        typer.Option("--bom", help="CSV: start with a UTF-8 byte-order mark (spreadsheets then read names right)."),
    ] = False,
    excel: Annotated[bool, typer.Option("--excel", help="CSV for a spreadsheet program: --reasons and --bom.")] = False,
    game_id: GameIdOption = None,
    db: DbOption = None,
) -> tuple[Path, str | None, int] | None:
    """Write a game out: CSV for spreadsheets, JSON to import again, a markdown table, or an HTML page."""
    chosen = exporting.format_for(format, output)
    given = [name for name, on in (("--reasons", reasons), ("--bom", bom), ("--excel", excel)) if on]
    exporting.check_csv_options(chosen, given)
    if chosen == exporting.LOG_FORMAT:
        with open_store(db, write=False) as store:
            text, games = exporting.log_text(store, game_id)
        return _written(text, output, None, games)
    with game_session(db, game_id) as session:
        resolved, ledger = session.game_id, session.ledger
    text = exporting.render(chosen, resolved, ledger, reasons=reasons or excel, bom=bom or excel)
    if output is None and (bom or excel):  # the mark and the names are UTF-8 whatever the locale says
        write_utf8(text)
        return None
    return _written(text, output, resolved, 1)


def _written(text: str, output: Path | None, game_id: str | None, games: int) -> tuple[Path, str | None, int] | None:
    """``text`` on standard output (None returned), or written to the file ``output``: then
    what to say of it (the file, the game's id or None for a log, and how many games)."""
    if output is None:
        sys.stdout.write(text)
        return None
    write_file(output, text)
    return output, game_id, games
