"""``hanascore stats``: each person's numbers across the ledger's games, as JSON, or as tables
written by the output registry (:mod:`hanascore.views.outputs`: drawn by rich on a terminal,
plain text for a pipe, CSV or markdown), whose module is loaded only for the format asked for:
``stats --json`` loads neither rich nor tabulate."""

from __future__ import annotations

import sys
from datetime import date
from typing import Annotated, Any

import typer

from hanascore.cli.completion import games_of
from hanascore.cli.console import choose_language, print_json
from hanascore.cli.options import (
    DbOption,
    JsonOption,
    LangOption,
    StatsFormatOption,
    reported,
    run_json,
    write_rows,
)
from hanascore.core.errors import Code, LedgerError, Problem, SheetError, msg
from hanascore.core.settle import parse_stake
from hanascore.core.words import Language, say
from hanascore.games import find_game, game_ids
from hanascore.ledger.actions import open_store
from hanascore.ledger.records import Records, person_key, read_records
from hanascore.ledger.stats import person_stats, stats_json
from hanascore.views.outputs import chosen_format
from hanascore.views.stats import StatsTable, card_tables, everyone_table, game_table


def _complete_person(ctx: Any, incomplete: str) -> list[str]:
    """PLAYER: every person of the ledger's games whose name starts with ``incomplete``."""
    folded = incomplete.casefold()
    people: dict[str, str] = {}
    for game in games_of(ctx):
        for name in game.players:
            people.setdefault(person_key(name), name)  # one spelling a person
    return [name for name in people.values() if name.casefold().startswith(folded)]


def _complete_game_type(incomplete: str) -> list[str]:
    """--game: the game types starting with ``incomplete``."""
    return [game for game in game_ids() if game.startswith(incomplete.lower())]


def _date(text: str | None, option: str) -> date | None:
    """``--since`` or ``--until``: a day, YYYY-MM-DD (None: no bound)."""
    if text is None:
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise LedgerError(Problem(Code.USAGE, msg("usage.bad-date", option=option, value=text), option)) from None


def _game_type(name: str | None) -> str | None:
    """``--game``: a game type's id (its aliases too)."""
    if name is None:
        return None
    try:
        return find_game(name).id
    except SheetError as error:
        raise LedgerError([Problem(p.code, p.words, "--game") for p in error.problems]) from None


def _options(
    game: str | None, since: str | None, until: str | None, stake: str | None, output_format: str | None
) -> tuple[str | None, date | None, date | None, int | None, str]:
    """The options checked: the game type, the two days, the stake and the format (every
    problem at once)."""
    problems: list[Problem] = []
    found: list[Any] = []
    checks = (
        lambda: _game_type(game),
        lambda: _date(since, "--since"),
        lambda: _date(until, "--until"),
        lambda: _stake(stake),
        lambda: chosen_format("stats", output_format),
    )
    for check in checks:
        try:
            found.append(check())
        except LedgerError as error:
            problems.extend(error.problems)
            found.append(None)
    kind, low, high, money, chosen = found
    if low is not None and high is not None and low > high:
        problems.append(Problem(Code.USAGE, msg("usage.dates-reversed", since=low, until=high), "--since"))
    if problems:
        raise LedgerError(problems)
    return kind, low, high, money, chosen or "table"


def _stake(text: str | None) -> int | None:
    """``--stake``: money per point, a positive whole number (None: not given)."""
    if text is None:
        return None
    try:
        return parse_stake(text)
    except ValueError as error:
        raise LedgerError(Problem(Code.USAGE, str(error), "--stake")) from None


def _records(db: str | None) -> Records:
    with open_store(db, write=False) as store:
        return read_records(store)


def _say_left_out(records: Records, lang: Language) -> None:
    """Each game that could not be read, on standard error: its numbers are not counted."""
    for game_id, problem in records.unreadable:
        sys.stderr.write(say(lang, "stats.left-out", game=game_id, problem=problem) + "\n")


@reported
def stats(
    player: Annotated[
        str | None,
        typer.Argument(
            metavar="PLAYER",
            help="One person's card (any case or width); default: everyone.",
            autocompletion=_complete_person,
        ),
    ] = None,
    game: Annotated[
        str | None,
        typer.Option(
            "--game",
            metavar="GAME-TYPE",
            help="Only games of this type (mushi, sakura, ...).",
            autocompletion=_complete_game_type,
        ),
    ] = None,
    since: Annotated[
        str | None, typer.Option("--since", metavar="DATE", help="Only games started on or after DATE (YYYY-MM-DD).")
    ] = None,
    until: Annotated[
        str | None, typer.Option("--until", metavar="DATE", help="Only games started on or before DATE (YYYY-MM-DD).")
    ] = None,
    stake: Annotated[
        str | None,
        typer.Option(
            "--stake",
            metavar="N",
            help="Money per point: add each person's points times N, per game (games keep no stake).",
        ),
    ] = None,
    output_format: StatsFormatOption = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Each person's games, rounds, wins, average place and win rate per game type; with
    --game, that game's points too (total, per round, best and worst round, in its unit:
    Hachi-Hachi in mon); yaku made, head to head, rival; with PLAYER, that person's card.
    Points of different games are never added together."""
    kind, low, high, money, chosen = run_json(json_output, lambda: _options(game, since, until, stake, output_format))
    language: Language = "en"
    if lang is not None or not json_output:  # JSON has no language: a script's call skips it
        language = run_json(json_output, lambda: choose_language(lang))
    records = run_json(json_output, lambda: _records(db))
    people = run_json(json_output, lambda: person_stats(records, player=player, game=kind, since=low, until=high))
    _say_left_out(records, language)
    if json_output:
        print_json(stats_json(people, money))
        return
    tables: list[StatsTable]
    if player is not None:
        tables = card_tables(people[0], language, money, kind)
    elif kind is not None:
        tables = [game_table(people, kind, language, money)]
    else:
        tables = [everyone_table(people, language)]
    if money is not None:
        # Money is points times the stake, and points are shown within one game only.
        note = "stats.stake-note" if kind is not None else "stats.stake-needs-game"
        sys.stderr.write(say(language, note, stake=money) + "\n")
    write_rows("stats", chosen, tables, lang=language)
