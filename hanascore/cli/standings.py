"""The ledger commands that read a game: ``standings``, ``history``, ``chart`` and ``show``.

Each reads the game in one transaction of :mod:`hanascore.ledger.actions` and answers with
``--json`` a JSON shape of :mod:`hanascore.views.shapes`, otherwise its view, drawn by rich
(:mod:`hanascore.views.standings`) or a few plain lines for a chat (:mod:`hanascore.views.chat`),
each loaded through the output registry (:mod:`hanascore.views.outputs`) only when it is
shown: a JSON answer loads neither rich nor wcwidth.
"""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from hanascore.cli.console import choose_language, print_json, write_utf8
from hanascore.cli.options import (
    DbOption,
    GameIdOption,
    JsonOption,
    LangOption,
    ShowFormatOption,
    StandingsFormatOption,
    fail_json,
    reported,
    run_json,
    write_text,
)
from hanascore.core.errors import Code, LedgerError, Problem
from hanascore.core.settle import parse_stake, settle_totals
from hanascore.core.text import visible
from hanascore.core.words import Language
from hanascore.ledger.actions import no_such_round, read_game, round_sheet
from hanascore.ledger.replay import Ledger
from hanascore.views.outputs import chosen_format, writer
from hanascore.views.shapes import chart_json, history_json, result_json, standings_json


def _read_game(db: str | None, game_id: str | None, json_output: bool) -> tuple[str, Ledger]:
    return run_json(json_output, lambda: read_game(db, game_id))


def _stake(text: str | None, json_output: bool) -> int | None:
    """``--stake``: money per point, a positive whole number (None: not given)."""
    if text is None:
        return None
    try:
        return parse_stake(text)
    except ValueError as error:
        fail_json(LedgerError(Problem(Code.USAGE, str(error), "--stake")), json_output)


def _format(command: str, name: str | None, json_output: bool) -> str:
    """``--format`` of ``standings`` or ``show``: ``table`` (the default) or ``text``."""
    return run_json(json_output, lambda: chosen_format(command, name)) or "table"


@reported
def standings(
    game_id: GameIdOption = None,
    stake: Annotated[
        str | None,
        typer.Option(
            "--stake",
            metavar="N",
            help="Money per point: show what each party wins or owes and the fewest payments that settle up.",
        ),
    ] = None,
    format: StandingsFormatOption = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """The game's totals, rounds played and left, next dealer, carried multipliers; with
    --stake, who pays whom to settle the session."""
    chosen = _format("standings", format, json_output)
    money = _stake(stake, json_output)
    language: Language = "en"
    if lang is not None or not json_output:  # JSON has no language: a script's call skips it
        language = run_json(json_output, lambda: choose_language(lang))
    resolved, ledger = _read_game(db, game_id, json_output)
    settlement = None
    if money is not None:
        settlement = settle_totals(ledger.totals, money)

    if json_output:
        data = standings_json(resolved, ledger)
        # The contract's shape is unchanged without --stake; with it, one key more.
        if settlement is not None:
            data["settlement"] = settlement.as_json()
        print_json(data)
    elif chosen == "text":  # a few plain lines for a chat
        write_text(writer("standings", "text")(ledger, settlement, language), None)
    else:
        writer("standings", "table")(resolved, ledger, settlement, lang=language)


@reported
def history(
    game_id: GameIdOption = None,
    chart: Annotated[bool, typer.Option("--chart", help="Also draw the running totals.")] = False,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Every round (and adjustment): dealer, winner, each party's score and running total."""
    language = choose_language(lang)
    _, ledger = _read_game(db, game_id, json_output)
    if json_output:
        print_json(history_json(ledger))
    else:
        writer("history", "table")(ledger, lang=language, chart=chart)


@reported
def chart(
    game_id: GameIdOption = None, lang: LangOption = None, json_output: JsonOption = False, db: DbOption = None
) -> None:
    """Draw each party's running total across the game."""
    language = choose_language(lang)
    _, ledger = _read_game(db, game_id, json_output)
    if json_output:
        print_json(chart_json(ledger))
    else:
        writer("chart", "table")(ledger, lang=language)


@reported
def show(
    number: Annotated[int, typer.Argument(metavar="N", help="The round to show.")],
    game_id: GameIdOption = None,
    sheet: Annotated[
        bool, typer.Option("--sheet", help="Print only the round's sheet, as entered (to correct it with 'edit').")
    ] = False,
    format: ShowFormatOption = None,
    stake: Annotated[
        str | None,
        typer.Option("--stake", metavar="N", help="With --format text: who pays whom at N per point after the round."),
    ] = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """The full score view of a stored round (re-derived from its sheet), or its sheet."""
    chosen = _format("show", format, json_output)
    money = _stake(stake, json_output)
    language = run_json(json_output, lambda: choose_language(lang))
    resolved, ledger = _read_game(db, game_id, json_output)
    rounds = ledger.rounds
    if not 1 <= number <= len(rounds):
        fail_json(no_such_round(resolved, number, len(rounds)), json_output)
    if sheet:
        text = round_sheet(ledger, number) or ""
        # The bytes entered for a file or a pipe (to 'edit' it); a terminal would act on its
        # escape sequences (OSC 52 writes the clipboard) and bidi controls: shown as escapes.
        write_utf8(visible(text, lines=True) if sys.stdout.isatty() else text)
        return
    row = rounds[number - 1]
    if json_output:
        print_json(result_json(row.result))
    elif chosen == "text":  # the round in a few plain lines, for a chat
        settlement = settle_totals(row.totals, money) if money is not None else None
        write_text(writer("round", "text")(ledger, row, settlement, language), None)
    else:
        writer("round", "table")(resolved, number, ledger, row, lang=language)
