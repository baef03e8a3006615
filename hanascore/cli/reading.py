"""The ledger commands that read a game: ``standings``, ``history``, ``chart`` and ``show``,
without their terminal views.

Each reads the game in one transaction of :mod:`hanascore.ledger.actions` and answers through
:func:`hanascore.cli.options.answer`: with ``--json`` a JSON shape of
:mod:`hanascore.views.shapes`, otherwise what its view shows, for the same command in
:mod:`hanascore.cli.standings` to show.  Neither rich nor a terminal view is imported here: a
command line asking for JSON runs these commands as they are (the command table,
:data:`hanascore.cli.app.JSON_COMMANDS`), and loads neither.
"""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer

from hanascore.cli.console import write_utf8
from hanascore.cli.options import DbOption, GameIdOption, JsonOption, LangOption, answer, fail_json, run_json
from hanascore.cli.score import choose_language
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.settle import parse_stake, settle_totals
from hanascore.core.text import visible
from hanascore.ledger.actions import read_game, round_sheet
from hanascore.ledger.edit import no_such_round
from hanascore.ledger.replay import Ledger
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


#: ``--format`` of ``show`` and ``standings``: a few plain lines for a chat message.
FormatOption = Annotated[
    str | None,
    typer.Option(
        "--format",
        "-f",
        metavar="text",
        help="text: a few plain lines to paste into a chat (no colour, at most 60 columns).",
    ),
]


def _text_format(name: str | None, json_output: bool) -> bool:
    """True when ``--format text`` is asked for; another format is a problem naming it."""
    if name is None:
        return False
    if name.strip().lower() != "text":
        fail_json(
            LedgerError(Problem(Code.BAD_FORMAT, msg("bad-format.chat-format", name=name), "--format")), json_output
        )
    return True


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
    format: FormatOption = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> tuple[Any, ...] | None:
    """The game's totals, rounds played and left, next dealer, carried multipliers; with
    --stake, who pays whom to settle the session."""
    as_text = _text_format(format, json_output)
    money = _stake(stake, json_output)
    language = None
    if lang is not None or not json_output:  # JSON has no language: a script's call skips it
        language = run_json(json_output, lambda: choose_language(lang))
    resolved, ledger = _read_game(db, game_id, json_output)
    settlement = None
    if money is not None:
        settlement = settle_totals(ledger.totals, money)

    def shape() -> Any:
        data = standings_json(resolved, ledger)
        # The contract's shape is unchanged without --stake; with it, one key more.
        if settlement is not None:
            data["settlement"] = settlement.as_json()
        return data

    return answer(json_output, shape, resolved, ledger, settlement, language, as_text)


def history(
    game_id: GameIdOption = None,
    chart: Annotated[bool, typer.Option("--chart", help="Also draw the running totals.")] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> tuple[Any, ...] | None:
    """Every round (and adjustment): dealer, winner, each party's score and running total."""
    _, ledger = _read_game(db, game_id, json_output)
    return answer(json_output, lambda: history_json(ledger), ledger, chart)


def chart(game_id: GameIdOption = None, json_output: JsonOption = False, db: DbOption = None) -> tuple[Any, ...] | None:
    """Draw each party's running total across the game."""
    _, ledger = _read_game(db, game_id, json_output)
    return answer(json_output, lambda: chart_json(ledger), ledger)


def show(
    number: Annotated[int, typer.Argument(metavar="N", help="The round to show.")],
    game_id: GameIdOption = None,
    sheet: Annotated[
        bool, typer.Option("--sheet", help="Print only the round's sheet, as entered (to correct it with 'edit').")
    ] = False,
    format: FormatOption = None,
    stake: Annotated[
        str | None,
        typer.Option("--stake", metavar="N", help="With --format text: who pays whom at N per point after the round."),
    ] = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> tuple[Any, ...] | None:
    """The full score view of a stored round (re-derived from its sheet), or its sheet."""
    as_text = _text_format(format, json_output)
    money = _stake(stake, json_output)
    language = run_json(json_output, lambda: choose_language(lang)) if as_text else None
    resolved, ledger = _read_game(db, game_id, json_output)
    rounds = ledger.rounds
    if not 1 <= number <= len(rounds):
        fail_json(no_such_round(resolved, number, len(rounds)), json_output)
    if sheet:
        text = round_sheet(ledger, number) or ""
        # The bytes entered for a file or a pipe (to 'edit' it); a terminal would act on its
        # escape sequences (OSC 52 writes the clipboard) and bidi controls: shown as escapes.
        write_utf8(visible(text, lines=True) if sys.stdout.isatty() else text)
        return None
    row = rounds[number - 1]
    chat = None
    if as_text:  # the view writes it: its module, not this one, loads the chat's text (wcwidth)
        chat = (settle_totals(row.totals, money) if money is not None else None, language or "en")
    return answer(json_output, lambda: result_json(row.result), resolved, number, ledger, row, chat)
