"""``hanascore export``: a game written out (CSV, JSON, markdown, HTML, the ledger's log), on
standard output or to ``--output`` (then said on standard error).  The formats and their
writers are the output registry's (:mod:`hanascore.views.outputs`): each format's module is
imported only when it is asked for, and rich only to say what was written."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from hanascore.cli.console import choose_language, write_utf8
from hanascore.cli.options import (
    DbOption,
    ExportFormatOption,
    GameIdOption,
    LangOption,
    OutputOption,
    note,
    reported,
    write_text,
)
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.words import Language, say
from hanascore.ledger.actions import game_session, open_store
from hanascore.views import outputs


def check_csv_options(chosen: str, given: list[str]) -> None:
    """The CSV options (``given``, as typed) belong to the csv format: asked of another, they
    are a problem, not silently ignored."""
    if chosen != "csv" and given:
        raise LedgerError(
            [Problem(Code.BAD_FORMAT, msg("bad-format.belongs-csv", chosen=chosen), option) for option in given]
        )


@reported
def export(
    format: ExportFormatOption = None,
    output: OutputOption = None,
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
    lang: LangOption = None,
    game_id: GameIdOption = None,
    db: DbOption = None,
) -> None:
    """Write a game out: CSV for spreadsheets, JSON to import again, a markdown table, or an HTML page."""
    chosen = str(outputs.chosen_format("export", format, output, required=True))
    given = [name for name, on in (("--reasons", reasons), ("--bom", bom), ("--excel", excel)) if on]
    check_csv_options(chosen, given)
    language = choose_language(lang)
    if chosen == "jsonl":  # the ledger's log: every game, or the one asked for
        with open_store(db, write=False) as store:
            text, games = outputs.writer("log", "jsonl")(store, game_id)
        _written(text, output, None, games, language)
        return
    with game_session(db, game_id) as session:
        resolved, ledger = session.game_id, session.ledger
    text = outputs.written("game", chosen, resolved, ledger, lang=language, reasons=reasons or excel, bom=bom or excel)
    if output is None and (bom or excel):  # the mark and the names are UTF-8 whatever the locale says
        write_utf8(str(text))
        return
    _written(str(text), output, resolved, 1, language)


def _written(text: str, output: Path | None, game_id: str | None, games: int, lang: Language) -> None:
    """``text`` on standard output, or written to the file ``output`` and said: the game
    ``game_id`` (None: a log of ``games`` games) written to it."""
    write_text(text, output)
    if output is None:
        return
    if game_id is None:
        note(say(lang, "done.wrote-log", count=games, plural="" if games == 1 else "s", path=output))
    else:
        note(say(lang, "done.wrote", id=game_id, path=output))
