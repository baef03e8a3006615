"""The ledger commands that read a game: ``standings``, ``history``, ``chart`` and ``show``.

Each reads the game in one transaction of :mod:`hanascore.ledger.actions` and hands the answer
to :func:`hanascore.cli.session.emit`: a JSON shape of :mod:`hanascore.views.shapes`, or a view
of :mod:`hanascore.views.standings`.
"""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer
from rich.console import Console

from hanascore.cli.console import write_utf8
from hanascore.cli.score import choose_language
from hanascore.cli.session import DbOption, GameIdOption, JsonOption, LangOption, emit, fail, run
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.settle import parse_stake, settle_totals
from hanascore.core.text import visible
from hanascore.core.words import locale_language
from hanascore.ledger.actions import read_game, round_sheet
from hanascore.ledger.replay import Ledger
from hanascore.views.shapes import chart_json, history_json, result_json, standings_json
from hanascore.views.standings import (
    render_chart,
    render_history,
    render_settlement,
    render_shown_round,
    render_standings,
)


def _read_game(db: str | None, game_id: str | None, json_output: bool) -> tuple[str, Ledger]:
    return run(json_output, lambda: read_game(db, game_id))  # type: ignore[no-any-return]


def _stake(text: str | None, json_output: bool) -> int | None:
    """``--stake``: money per point, a positive whole number (None: not given)."""
    if text is None:
        return None
    try:
        return parse_stake(text)
    except ValueError as error:
        fail(LedgerError(Problem(Code.USAGE, str(error), "--stake")), json_output)


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
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """The game's totals, rounds played and left, next dealer, carried multipliers; with
    --stake, who pays whom to settle the session."""
    money = _stake(stake, json_output)
    if lang is not None or not json_output:  # JSON has no language: a script's call skips it
        lang = run(json_output, lambda: choose_language(lang))
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

    def view(console: Console) -> None:
        render_standings(resolved, ledger, console, lang or locale_language())
        if settlement is not None:
            render_settlement(settlement, console, lang or locale_language())

    emit(json_output, shape, view)


def history(
    game_id: GameIdOption = None,
    chart: Annotated[bool, typer.Option("--chart", help="Also draw the running totals.")] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Every round (and adjustment): dealer, winner, each party's score and running total."""
    _, ledger = _read_game(db, game_id, json_output)

    def view(console: Console) -> None:
        render_history(ledger, console, locale_language())
        if chart and ledger.rows:
            render_chart(ledger, console, locale_language())

    emit(json_output, lambda: history_json(ledger), view)


def chart(game_id: GameIdOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """Draw each party's running total across the game."""
    _, ledger = _read_game(db, game_id, json_output)

    def view(console: Console) -> None:
        render_chart(ledger, console, locale_language())

    emit(json_output, lambda: chart_json(ledger), view)


def show(
    number: Annotated[int, typer.Argument(metavar="N", help="The round to show.")],
    game_id: GameIdOption = None,
    sheet: Annotated[
        bool, typer.Option("--sheet", help="Print only the round's sheet, as entered (to correct it with 'edit').")
    ] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """The full score view of a stored round (re-derived from its sheet), or its sheet."""
    resolved, ledger = _read_game(db, game_id, json_output)
    rounds = ledger.rounds
    if not 1 <= number <= len(rounds):
        played = msg("count.played", count=len(rounds))
        fail(
            LedgerError(
                Problem(
                    Code.NO_SUCH_ROUND,
                    msg("no-such-round.game-round", resolved=resolved, number=number, played=played),
                    "N",
                )
            ),
            json_output,
        )
    if sheet:
        text = round_sheet(ledger, number) or ""
        # The bytes entered for a file or a pipe (to 'edit' it); a terminal would act on its
        # escape sequences (OSC 52 writes the clipboard) and bidi controls: shown as escapes.
        write_utf8(visible(text, lines=True) if sys.stdout.isatty() else text)
        return
    row = rounds[number - 1]

    def view(console: Console) -> None:
        render_shown_round(resolved, number, ledger, row, console, locale_language())

    emit(json_output, lambda: result_json(row.result), view)
