"""``hanascore players``: everyone who plays in the ledger's games, and their names changed in
every game at once (``players rename``, ``players merge``, ``players log``)."""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from tabulate import tabulate

from hanascore.cli.completion import UNREADABLE
from hanascore.cli.console import print_json
from hanascore.cli.options import DbOption, JsonOption
from hanascore.cli.session import note, run
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.words import Language, locale_language, say
from hanascore.ledger.actions import list_games, opened
from hanascore.ledger.people import (
    Person,
    Plan,
    PlayerChange,
    change_json,
    log_json,
    merge_players,
    people,
    plan_merge,
    plan_rename,
    player_log,
    players_json,
    rename_player,
)
from hanascore.ledger.records import person_key, read_records
from hanascore.ledger.store import Store
from hanascore.views.console import stderr, stdout
from hanascore.views.export_csv import spreadsheet_safe
from hanascore.views.export_markdown import markdown_cell
from hanascore.views.terminal import safe

app = typer.Typer(
    help="Everyone who plays in the ledger's games; rename a player, or merge two spellings of one.",
    add_completion=False,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)

FORMATS = ("csv", "markdown")


def complete_person(ctx: Any, incomplete: str) -> list[str]:
    """Shell completion of a person: every name of the ledger's games, once per person (as
    first written), that starts with ``incomplete`` ignoring case and width."""
    try:
        games = list_games((getattr(ctx, "params", None) or {}).get("db"))
    except UNREADABLE:
        return []
    known: dict[str, str] = {}
    for game in games:
        for name in game.players:
            known.setdefault(person_key(name), name)
    wanted = person_key(incomplete)
    return [name for key, name in known.items() if key.startswith(wanted)]


YesOption = Annotated[bool, typer.Option("--yes", "-y", help="Change without asking.")]


@app.callback()
def players(
    context: typer.Context,
    json_output: JsonOption = False,
    output_format: Annotated[
        str | None, typer.Option("--format", "-f", metavar="csv|markdown", help="Write the table as csv or markdown.")
    ] = None,
    db: DbOption = None,
) -> None:
    """Everyone who plays in the ledger's games: games and rounds played, first and last played
    (names match ignoring case and width; each is shown as first written)."""
    if context.invoked_subcommand is not None:
        return

    def listing() -> tuple[list[Person], tuple[tuple[str, str], ...]]:
        _check_format(output_format)
        with opened(db) as store:
            records = read_records(store)
        return people(records), records.unreadable

    persons, unreadable = run(json_output, listing)
    lang = locale_language()
    for game_id, why in unreadable:
        note(say(lang, "people.unreadable", game=game_id, why=safe(why)))
    if json_output:
        print_json(players_json(persons))
    elif output_format is not None:
        sys.stdout.write(_written(persons, output_format.strip().lower(), lang))
    else:
        render_people(persons, stdout(), lang)


def _check_format(name: str | None) -> None:
    if name is not None and name.strip().lower() not in FORMATS:
        raise LedgerError(Problem(Code.BAD_FORMAT, msg("people.bad-format", name=name), "--format"))


def _rows(persons: list[Person]) -> list[list[object]]:
    return [[p.name, p.games, p.rounds, p.first_played, p.last_played] for p in persons]


def _written(persons: list[Person], chosen: str, lang: Language) -> str:
    """The table as CSV (the JSON's keys as its header) or markdown (the words of ``lang``)."""
    if chosen == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["name", "games", "rounds", "first_played", "last_played"])
        writer.writerows([[spreadsheet_safe(cell) for cell in row] for row in _rows(persons)])
        return buffer.getvalue()
    headers = [
        say(lang, key) for key in ("people.name", "people.games", "people.rounds", "people.first", "people.last")
    ]
    rows = [[markdown_cell(cell) for cell in row] for row in _rows(persons)]
    aligned = ["left", "right", "right", "left", "left"]
    return tabulate(rows, headers=headers, tablefmt="github", disable_numparse=True, colalign=aligned) + "\n"


def render_people(persons: list[Person], console: Console, lang: Language) -> None:
    """The table of everyone, on a terminal."""
    if not persons:
        console.print(say(lang, "people.none"))
        return
    table = Table(show_edge=False)
    table.add_column(say(lang, "people.name"))
    table.add_column(say(lang, "people.games"), justify="right")
    table.add_column(say(lang, "people.rounds"), justify="right")
    table.add_column(say(lang, "people.first"))
    table.add_column(say(lang, "people.last"))
    for person in persons:
        table.add_row(
            safe(person.name), str(person.games), str(person.rounds), person.first_played[:10], person.last_played[:10]
        )
    console.print(table)


def _confirmed(plan: Plan, yes: bool) -> None:
    """Asked on a terminal (``--yes`` skips it); elsewhere the change needs ``--yes``."""
    if yes:
        return
    lang = locale_language()
    question = say(
        lang,
        f"people.ask.{plan.kind}",
        old=plan.old,
        new=plan.new,
        count=len(plan.games),
        games=", ".join(plan.games),
    )
    if not (sys.stdin.isatty() and typer.confirm(question)):
        raise LedgerError(Problem(Code.NOT_CONFIRMED, msg("people.not-confirmed"), "--yes"))


def _change(
    db: str | None,
    yes: bool,
    json_output: bool,
    planned: Callable[[Store], Plan],
    change: Callable[[Store], PlayerChange],
) -> None:
    """Plan (read only), ask, then change in one write transaction (planned again under its lock)."""

    def act() -> PlayerChange:
        with opened(db) as store:
            _confirmed(planned(store), yes)
            return change(store)

    done = run(json_output, act)
    if json_output:
        print_json(change_json(done))
        return
    words = say(
        locale_language(),
        f"people.done.{done.kind}",
        old=safe(done.old),
        new=safe(done.new),
        count=len(done.games),
        games=", ".join(done.games),
    )
    note(words)


@app.command()
def rename(
    old: Annotated[
        str, typer.Argument(metavar="OLD", help="The player's name (any case).", autocompletion=complete_person)
    ],
    new: Annotated[str, typer.Argument(metavar="NEW", help="Their new name.")],
    yes: YesOption = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Rename a player in every game they play in (one transaction; each game must replay as before)."""
    _change(
        db, yes, json_output, lambda store: plan_rename(store, old, new), lambda store: rename_player(store, old, new)
    )


@app.command()
def merge(
    a: Annotated[str, typer.Argument(metavar="A", help="The spelling that goes.", autocompletion=complete_person)],
    b: Annotated[
        str,
        typer.Argument(
            metavar="B", help="The spelling that stays: A's games become B's.", autocompletion=complete_person
        ),
    ],
    yes: YesOption = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Make two spellings one person: A's games become B's (refused where both play in one game)."""
    _change(db, yes, json_output, lambda store: plan_merge(store, a, b), lambda store: merge_players(store, a, b))


@app.command()
def log(json_output: JsonOption = False, db: DbOption = None) -> None:
    """Who was renamed or merged into whom, in which games, and when."""

    def read() -> list[PlayerChange]:
        with opened(db) as store:
            return player_log(store)

    changes = run(json_output, read)
    if json_output:
        print_json(log_json(changes))
        return
    render_log(changes, stdout(), locale_language())


def render_log(changes: list[PlayerChange], console: Console, lang: Language) -> None:
    """The changes, oldest first, on a terminal."""
    if not changes:
        stderr().print(say(lang, "people.log.none"))
        return
    table = Table(show_edge=False)
    for key in ("people.log.at", "people.log.change", "people.log.games"):
        table.add_column(say(lang, key))
    for change in changes:
        what = say(lang, f"people.log.{change.kind}", old=safe(change.old), new=safe(change.new))
        table.add_row(change.at, what, ", ".join(change.games))
    console.print(table)
