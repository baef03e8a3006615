"""The ledger commands that write: start a game, list and choose games, add, undo and adjust.

Each command parses its options, runs one transaction of :mod:`hanascore.ledger.actions`
(open the store, replay the game, close the store) and hands the answer to
:func:`hanascore.cli.session.emit` (a JSON shape of :mod:`hanascore.views.shapes`, or a view of
:mod:`hanascore.views.standings`).  The commands that read a game are
:mod:`hanascore.cli.standings`'s, export and import :mod:`hanascore.cli.exchange`'s.
"""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer
from rich.console import Console

from hanascore.cli.completion import complete_game_id, complete_new_dealer, complete_party, complete_player
from hanascore.cli.console import choose_language, read_input
from hanascore.cli.game_completion import complete_game_kind
from hanascore.cli.interactive import enter_round
from hanascore.cli.options import DbOption, GameIdOption, JsonOption, LangOption
from hanascore.cli.prompts import confirm_on_terminal
from hanascore.cli.session import GAMES_HELP, emit, note, parse_house_options, parse_team_options, run
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.sheet import RawSheet, normalised
from hanascore.core.table import suggest
from hanascore.core.words import Language, locale_language, say
from hanascore.ledger.actions import (
    add_round,
    game_session,
    list_games,
    refuse_if_over,
    save_summary,
    start_game,
    undo_last,
)
from hanascore.ledger.definition import adjustment_problems, build_definition
from hanascore.ledger.duplicates import DuplicateRound
from hanascore.ledger.replay import Adjustment
from hanascore.views.console import safe, stderr
from hanascore.views.shapes import added_json, adjusted_json, game_id_json, games_json, undone_json
from hanascore.views.standings import render_adjusted, render_games, render_round, render_undone, started_message


def new(
    game: Annotated[str, typer.Argument(help=GAMES_HELP, autocompletion=complete_game_kind)],
    player: Annotated[
        list[str] | None,
        typer.Option(
            "--player",
            "-p",
            metavar="NAME",
            help="A player, in seating order (repeat).",
            autocompletion=complete_player,
        ),
    ] = None,
    team: Annotated[
        list[str] | None, typer.Option("--team", "-t", metavar="NAME=P1,P2", help="A team and its members (repeat).")
    ] = None,
    dealer: Annotated[
        str | None,
        typer.Option(
            "--dealer",
            metavar="NAME",
            help="Who deals first (default: the first player).",
            autocompletion=complete_new_dealer,
        ),
    ] = None,
    rounds: Annotated[int | None, typer.Option("--rounds", metavar="N", help="Play N rounds (default 12).")] = None,
    target: Annotated[int | None, typer.Option("--target", metavar="N", help="Play until a total reaches N.")] = None,
    house: Annotated[
        list[str] | None,
        typer.Option("--house", metavar="KEY=VALUE", help="A house rule (repeat); see 'hanascore rules GAME'."),
    ] = None,
    variant: Annotated[
        str | None, typer.Option("--variant", metavar="VARIANT", help="A variant the game declares.")
    ] = None,
    name: Annotated[str | None, typer.Option("--name", metavar="NAME", help="A name for the game.")] = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Start a game in the ledger; it becomes the current game. Prints its id."""

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
        note(started_message(game_id, definition, locale_language()))


def games(lang: LangOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """List the games in the ledger; the current one is marked."""
    language = run(json_output, lambda: choose_language(lang))
    found = run(json_output, lambda: list_games(db))

    def view(console: Console) -> None:
        render_games(found, console, language)

    emit(json_output, lambda: games_json(found), view)


def use(
    game_id: Annotated[
        str, typer.Argument(metavar="ID", help="The game to make current.", autocompletion=complete_game_id)
    ],
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
        console.print(say(locale_language(), "done.current", id=resolved, name=safe(name)))

    emit(json_output, lambda: game_id_json(resolved), view, confirmation=True)


def _interactive_sheet(
    db: str | None, game_id: str | None, json_output: bool, lang: Language, typed: RawSheet | None = None
) -> RawSheet | None:
    """Ask for the round on the terminal (a sheet argument is required elsewhere); ``typed``:
    the round as already typed, each answer put again as the default.

    With ``--json`` the questions go to standard error, keeping standard output for the answer.
    """
    if not sys.stdin.isatty():
        message = msg("no-sheet")
        raise LedgerError(Problem(Code.NO_SHEET, message, "SHEET"))
    with game_session(db, game_id) as session:
        ledger = session.ledger
    refuse_if_over(ledger)
    return enter_round(
        ledger.definition.table,
        ledger.scheduled_dealer,
        ledger.carried,
        console=stderr() if json_output else None,
        defaults=typed,
        lang=lang,
        played=ledger.last_played,
        before=ledger.last_facts,
    )


def add(
    sheet: Annotated[
        str | None,
        typer.Argument(
            metavar="[SHEET]", help="Round sheet file, or - for standard input (none: ask on the terminal)."
        ),
    ] = None,
    game_id: GameIdOption = None,
    yes: Annotated[
        bool, typer.Option("--yes", "-y", help="Add the round even when it is identical to the last one.")
    ] = False,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Add a round to the current (or given) game from its sheet."""
    language = run(json_output, lambda: choose_language(lang))

    def record() -> Any:
        if sheet is not None:
            return _add_asking_about_repeats(db, game_id, yes, language, text=read_input(sheet))
        raw = _interactive_sheet(db, game_id, json_output, language)
        while raw is not None:
            try:
                return _add_asking_about_repeats(db, game_id, yes, language, raw=raw)
            except LedgerError as refused:
                if not any(p.code is Code.NOT_CONFIRMED for p in refused.problems):
                    raise
            # Declined as a repeat of the last round: back to the round typed, to change it.
            note(say(language, "identical-round.back"))
            raw = _interactive_sheet(db, game_id, json_output, language, raw)
        return None

    done = run(json_output, record)
    if done is None:
        note(say(language, "done.nothing-recorded"))
        return
    resolved, number, entry, row, ledger = done.game_id, done.number, done.entry, done.row, done.ledger

    def view(console: Console) -> None:
        # Interactive entry has just shown the scored round: only confirm it.
        render_round(resolved, number, ledger, row, console, language, explain=sheet is not None)

    # A round scored from its sheet is shown whole: that view is the answer (standard output).
    # Entered on the terminal, the round was shown while it was entered: only a confirmation.
    emit(json_output, lambda: added_json(resolved, number, entry, row, ledger), view, confirmation=sheet is None)


def _add_asking_about_repeats(db: str | None, game_id: str | None, yes: bool, lang: Language, **sheet: Any) -> Any:
    """Add the round; one identical to the last round is added only with ``--yes`` or when the
    player says so on a terminal (without one it is refused, naming ``--yes``)."""
    try:
        return add_round(db, game_id, repeat=yes, **sheet)
    except DuplicateRound as repeated:
        number = repeated.number
        if not (sys.stdin.isatty() and _adds_anyway(number, lang)):
            raise LedgerError(
                Problem(Code.NOT_CONFIRMED, msg("not-confirmed.identical-round", number=number), "--yes")
            ) from None
    return add_round(db, game_id, repeat=True, **sheet)


def _adds_anyway(number: int, lang: Language) -> bool:
    """Ask whether a round identical to round ``number`` is added all the same (Enter: no)."""
    return confirm_on_terminal(
        say(lang, "identical-round.ask", number=number),
        say(lang, "entry.identical-refused"),
        default=False,
        lang=lang,
    )


def undo(
    game_id: GameIdOption = None, lang: LangOption = None, json_output: JsonOption = False, db: DbOption = None
) -> None:
    """Remove the last entry (round or adjustment); reopens a finished game."""
    language = run(json_output, lambda: choose_language(lang))
    undone = run(json_output, lambda: undo_last(db, game_id))
    resolved, removed, reopened, ledger = undone.game_id, undone.removed, undone.reopened, undone.ledger

    def view(console: Console) -> None:
        render_undone(removed, reopened, ledger, console, language)

    emit(json_output, lambda: undone_json(resolved, removed, ledger), view, confirmation=True)


def adjust(
    party: Annotated[
        str,
        typer.Option(
            "--party",
            metavar="NAME",
            help="The player (or team) whose total changes.",
            autocompletion=complete_party,
        ),
    ],
    amount: Annotated[int, typer.Option("--amount", metavar="N", help="What to add (negative to take away).")],
    reason: Annotated[str, typer.Option("--reason", metavar="TEXT", help="Why: shown in the history and exports.")],
    game_id: GameIdOption = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Record an adjustment: a fine, a correction, a drop-out fee (counted in the totals)."""
    language = run(json_output, lambda: choose_language(lang))

    def record() -> Any:
        problems = adjustment_problems(amount, reason)
        with game_session(db, game_id, write=True) as session:
            ledger = session.ledger
            # Read as a sheet reads a name, so '--party Ａｎｎ' is Ann as 'Ａｎｎ:' in a sheet is.
            named = ledger.definition.table.party_named(normalised(party))
            if named is None:
                kind = msg("party.teams") if ledger.definition.teams else msg("party.players")
                problems.append(
                    Problem(
                        Code.UNKNOWN_PARTY,
                        msg(
                            "unknown-party.one-game",
                            party=party,
                            kind=kind,
                            suggest=suggest(party, ledger.totals),
                        ),
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
        render_adjusted(entry, reached, ledger, console, language)

    emit(json_output, lambda: adjusted_json(resolved, entry, ledger), view, confirmation=True)
