"""The ledger commands: start a game, add and correct rounds, and read the standings.

Each command parses its options, runs one transaction of ``ledger_actions``
(open the store, replay the game, close the store) and hands the answer to ``session.emit``
(a JSON shape of ``shapes``, or a view of ``ledger_views``).  Heavy modules load inside.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from hanascore.cli.console import MAX_EXPORT, fail, markup_escaped, read_input, stderr, visible, write_utf8
from hanascore.cli.session import (
    GAMES_HELP,
    DbOption,
    GameIdOption,
    JsonOption,
    emit,
    note,
    parse_house_options,
    parse_team_options,
    run,
)
from hanascore.core.errors import Code, LedgerError, Problem
from hanascore.ledger.actions import game_session, open_store, refuse_if_over, save_summary
from hanascore.views.shapes import game_id_json

#: ``--lang`` of the ledger views (the same option as ``score``'s).
LangOption = Annotated[str | None, typer.Option("--lang", metavar="en|ja", help="The view's language: en or ja.")]

if TYPE_CHECKING:
    from rich.console import Console

    from hanascore.core.sheet import RawSheet
    from hanascore.ledger.replay import Ledger

# --- commands ---------------------------------------------------------------------------------


def new(
    game: Annotated[str, typer.Argument(help=GAMES_HELP)],
    player: Annotated[
        list[str] | None, typer.Option("--player", "-p", metavar="NAME", help="A player, in seating order (repeat).")
    ] = None,
    team: Annotated[
        list[str] | None, typer.Option("--team", "-t", metavar="NAME=P1,P2", help="A team and its members (repeat).")
    ] = None,
    dealer: Annotated[
        str | None, typer.Option("--dealer", metavar="NAME", help="Who deals first (default: the first player).")
    ] = None,
    rounds: Annotated[int | None, typer.Option("--rounds", metavar="N", help="Play N rounds (default 12).")] = None,
    target: Annotated[int | None, typer.Option("--target", metavar="N", help="Play until a total reaches N.")] = None,
    house: Annotated[
        list[str] | None,
        typer.Option("--house", metavar="KEY=VALUE", help="A house rule (repeat); see 'hanascore rules GAME'."),
    ] = None,
    variant: Annotated[str | None, typer.Option("--variant", help="A variant the game declares.")] = None,
    name: Annotated[str | None, typer.Option("--name", help="A name for the game.")] = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Start a game in the ledger; it becomes the current game. Prints its id."""
    from hanascore.ledger.actions import start_game
    from hanascore.ledger.replay import build_definition

    def start() -> tuple[str, Any]:
        house_rules, problems = parse_house_options(house or [])
        teams, team_problems = parse_team_options(team or [])
        problems += team_problems
        try:
            definition = build_definition(
                game, player or [], teams=teams, dealer=dealer, rounds=rounds, target=target,
                house=house_rules, variant=variant, name=name,
            )  # fmt: skip
        except LedgerError as error:
            raise LedgerError(problems + error.problems) from None
        if problems:
            raise LedgerError(problems)
        return start_game(db, definition), definition

    game_id, definition = run(json_output, start)
    emit(json_output, lambda: game_id_json(game_id), lambda console: console.print(game_id))
    if not json_output:
        from hanascore.views.standings import started_message

        note(started_message(game_id, definition))


def games(json_output: JsonOption = False, db: DbOption = None) -> None:
    """List the games in the ledger; the current one is marked."""
    from hanascore.ledger.actions import list_games
    from hanascore.views.shapes import games_json

    found = run(json_output, lambda: list_games(db))

    def view(console: Console) -> None:
        from hanascore.views.standings import render_games

        render_games(found, console)

    emit(json_output, lambda: games_json(found), view)


def use(
    game_id: Annotated[str, typer.Argument(metavar="ID", help="The game to make current.")],
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Make a game the current one (the default of every ledger command)."""

    def choose() -> tuple[str, str]:
        with game_session(db, game_id, write=True) as session:
            session.store.set_current_game(session.game_id)
            return session.game_id, session.ledger.definition.name

    resolved, name = run(json_output, choose)

    def view(console: Console) -> None:
        from hanascore.views.terminal import safe

        console.print(f"current game: {resolved} ({safe(name)})")

    emit(json_output, lambda: game_id_json(resolved), view, confirmation=True)


def _interactive_sheet(db: str | None, game_id: str | None, json_output: bool) -> RawSheet | None:
    """Ask for the round on the terminal (a sheet argument is required elsewhere).

    With ``--json`` the questions go to standard error, keeping standard output for the answer.
    """
    if not sys.stdin.isatty():
        message = "no round sheet given: pass a sheet file, or - to read it from standard input"
        raise LedgerError(Problem(Code.NO_SHEET, message, "SHEET"))
    from hanascore.cli.interactive import enter_round

    with game_session(db, game_id) as session:
        ledger = session.ledger
    refuse_if_over(ledger)
    return enter_round(
        ledger.definition.table, ledger.scheduled_dealer, ledger.carry_over, console=stderr() if json_output else None
    )


def add(
    sheet: Annotated[
        str | None,
        typer.Argument(
            metavar="[SHEET]", help="Round sheet file, or - for standard input (none: ask on the terminal)."
        ),
    ] = None,
    game_id: GameIdOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Add a round to the current (or given) game from its sheet."""
    from hanascore.ledger.actions import add_round

    def record() -> Any:
        if sheet is not None:
            return add_round(db, game_id, text=read_input(sheet))
        raw = _interactive_sheet(db, game_id, json_output)
        return None if raw is None else add_round(db, game_id, raw=raw)

    done = run(json_output, record)
    if done is None:
        note("nothing recorded")
        return
    resolved, number, entry, row, ledger = done.game_id, done.number, done.entry, done.row, done.ledger
    from hanascore.views.shapes import added_json

    def view(console: Console) -> None:
        from hanascore.views.standings import render_round

        # Interactive entry has just shown the scored round: only confirm it.
        render_round(resolved, number, ledger, row, console, explain=sheet is not None)

    # A round scored from its sheet is shown whole: that view is the answer (standard output).
    # Entered on the terminal, the round was shown while it was entered: only a confirmation.
    emit(json_output, lambda: added_json(resolved, number, entry, row, ledger), view, confirmation=sheet is None)


def undo(game_id: GameIdOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """Remove the last entry (round or adjustment); reopens a finished game."""
    from hanascore.ledger.actions import undo_last
    from hanascore.views.shapes import undone_json

    undone = run(json_output, lambda: undo_last(db, game_id))
    resolved, removed, reopened, ledger = undone.game_id, undone.removed, undone.reopened, undone.ledger

    def view(console: Console) -> None:
        from hanascore.views.standings import render_undone

        render_undone(removed, reopened, ledger, console)

    emit(json_output, lambda: undone_json(resolved, removed, ledger), view, confirmation=True)


def adjust(
    party: Annotated[str, typer.Option("--party", metavar="NAME", help="The player (or team) whose total changes.")],
    amount: Annotated[int, typer.Option("--amount", metavar="N", help="What to add (negative to take away).")],
    reason: Annotated[str, typer.Option("--reason", metavar="TEXT", help="Why: shown in the history and exports.")],
    game_id: GameIdOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Record an adjustment: a fine, a correction, a drop-out fee (counted in the totals)."""
    from hanascore.core.sheet import normalised
    from hanascore.core.table import suggest
    from hanascore.ledger.replay import Adjustment, adjustment_problems
    from hanascore.views.shapes import adjusted_json

    def record() -> Any:
        problems = adjustment_problems(amount, reason)
        with game_session(db, game_id, write=True) as session:
            ledger = session.ledger
            # Read as a sheet reads a name, so '--party Ａｎｎ' is Ann as 'Ａｎｎ:' in a sheet is.
            named = ledger.definition.table.party_named(normalised(party))
            if named is None:
                kind = "teams" if ledger.definition.teams else "players"
                problems.append(
                    Problem(
                        Code.UNKNOWN_PARTY,
                        f"{party!r} is not one of this game's {kind}{suggest(party, ledger.totals)}",
                        "--party",
                    )
                )
            if problems:
                raise LedgerError(problems)
            entry = Adjustment(party=named, amount=amount, reason=reason)  # type: ignore[arg-type]
            was_over = ledger.over
            ledger.apply(entry)
            session.store.append(session.game_id, entry)
            save_summary(session, ledger)
            return session.game_id, entry, ledger.over and not was_over, ledger

    resolved, entry, reached, ledger = run(json_output, record)

    def view(console: Console) -> None:
        from hanascore.views.standings import render_adjusted

        render_adjusted(entry, reached, ledger, console)

    emit(json_output, lambda: adjusted_json(resolved, entry, ledger), view, confirmation=True)


def _read_game(db: str | None, game_id: str | None, json_output: bool) -> tuple[str, Ledger]:
    from hanascore.ledger.actions import read_game

    return run(json_output, lambda: read_game(db, game_id))  # type: ignore[no-any-return]


def _stake(text: str | None, json_output: bool) -> int | None:
    """``--stake``: money per point, a positive whole number (None: not given)."""
    if text is None:
        return None
    from hanascore.core.settle import parse_stake

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
    from hanascore.views.shapes import standings_json

    money = _stake(stake, json_output)
    if lang is not None or not json_output:  # JSON has no language: a script's call skips it
        from hanascore.cli.score import choose_language

        run(json_output, lambda: choose_language(lang))
    resolved, ledger = _read_game(db, game_id, json_output)
    settlement = None
    if money is not None:
        from hanascore.core.settle import settle_totals

        settlement = settle_totals(ledger.totals, money)

    def shape() -> Any:
        data = standings_json(resolved, ledger)
        # The contract's shape is unchanged without --stake; with it, one key more.
        if settlement is not None:
            data["settlement"] = settlement.as_json()
        return data

    def view(console: Console) -> None:
        from hanascore.views.standings import render_settlement, render_standings

        render_standings(resolved, ledger, console)
        if settlement is not None:
            render_settlement(settlement, console)

    emit(json_output, shape, view)


def history(
    game_id: GameIdOption = None,
    chart: Annotated[bool, typer.Option("--chart", help="Also draw the running totals.")] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Every round (and adjustment): dealer, winner, each party's score and running total."""
    from hanascore.views.shapes import history_json

    _, ledger = _read_game(db, game_id, json_output)

    def view(console: Console) -> None:
        from hanascore.views.standings import render_chart, render_history

        render_history(ledger, console)
        if chart and ledger.rows:
            render_chart(ledger, console)

    emit(json_output, lambda: history_json(ledger), view)


def chart(game_id: GameIdOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """Draw each party's running total across the game."""
    from hanascore.views.shapes import chart_json

    _, ledger = _read_game(db, game_id, json_output)

    def view(console: Console) -> None:
        from hanascore.views.standings import render_chart

        render_chart(ledger, console)

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
    from hanascore.views.shapes import result_json

    resolved, ledger = _read_game(db, game_id, json_output)
    rounds = ledger.rounds
    if not 1 <= number <= len(rounds):
        played = f"{len(rounds)} played"
        fail(
            LedgerError(Problem(Code.NO_SUCH_ROUND, f"game {resolved} has no round {number} ({played})", "N")),
            json_output,
        )
    if sheet:
        from hanascore.ledger.actions import round_sheet

        text = round_sheet(ledger, number) or ""
        # The bytes entered for a file or a pipe (to 'edit' it); a terminal would act on its
        # escape sequences (OSC 52 writes the clipboard) and bidi controls: shown as escapes.
        write_utf8(visible(text, lines=True) if sys.stdout.isatty() else text)
        return
    row = rounds[number - 1]

    def view(console: Console) -> None:
        from hanascore.views.standings import render_shown_round

        render_shown_round(resolved, number, ledger, row, console)

    emit(json_output, lambda: result_json(row.result), view)


def export(
    format: Annotated[
        str | None,
        typer.Option(
            "--format",
            "-f",
            metavar="html|csv|json|markdown",
            help="html, csv, json or markdown (default: from --output's suffix).",
        ),
    ] = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", metavar="FILE", help="Write to FILE instead of standard output.")
    ] = None,
    reasons: Annotated[
        bool, typer.Option("--reasons", help="CSV: a last column with each adjustment's reason.")
    ] = False,
    bom: Annotated[
        bool,
        typer.Option("--bom", help="CSV: start with a UTF-8 byte-order mark (spreadsheets then read names right)."),
    ] = False,
    excel: Annotated[bool, typer.Option("--excel", help="CSV for a spreadsheet program: --reasons and --bom.")] = False,
    game_id: GameIdOption = None,
    db: DbOption = None,
) -> None:
    """Write a game out: CSV for spreadsheets, JSON to import again, a markdown table, or an HTML page."""
    from hanascore.views import export as exporting

    def write() -> str:
        chosen = exporting.format_for(format, output)
        given = [name for name, on in (("--reasons", reasons), ("--bom", bom), ("--excel", excel)) if on]
        exporting.check_csv_options(chosen, given)
        with game_session(db, game_id) as session:
            resolved, ledger = session.game_id, session.ledger
        text = exporting.render(chosen, resolved, ledger, reasons=reasons or excel, bom=bom or excel)
        if output is None:
            if bom or excel:  # the mark and the names are UTF-8 whatever the locale says
                write_utf8(text)
            else:
                sys.stdout.write(text)
        else:
            exporting.write_file(output, text)
        return resolved

    resolved = run(False, write)
    if output is not None:
        note(f"wrote game {resolved} to {markup_escaped(output)}")


def import_game(
    file: Annotated[
        str, typer.Argument(metavar="FILE", help="A JSON export ('hanascore export --format json'), or -.")
    ],
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Restore a JSON export as a new game (same rounds, same results); it becomes current."""
    from hanascore.ledger.importing import import_document
    from hanascore.views.shapes import summary_json

    def restore() -> Any:
        definition, entries, ledger, differences = import_document(read_input(file, MAX_EXPORT), file)
        with open_store(db, write=True, create=True) as store:
            copy = store.find_copy(definition, entries)
            if copy is not None:  # not silently: the same file imported twice makes a second game
                differences.append(f"this game is in the ledger already, as game {copy}: the import is a second copy")
            new_id = store.create_game(definition)
            for entry in entries:
                store.append(new_id, entry)
            store.set_summary(new_id, summary_json(ledger))
        return new_id, definition, ledger, differences

    game_id, definition, ledger, differences = run(json_output, restore)
    emit(json_output, lambda: game_id_json(game_id), lambda console: console.print(game_id))
    from hanascore.views.terminal import safe

    for difference in differences:
        note(f"[yellow]warning:[/] {safe(difference)}")
    if not json_output:
        note(f"imported {safe(definition.name)} as game {game_id}: {ledger.rounds_played} rounds")
