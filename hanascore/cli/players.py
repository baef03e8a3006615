"""``hanascore players``: everyone who plays in the ledger's games, and their names changed in
every game at once (``players rename``, ``players merge``, ``players log``), without rich or
tabulate: the JSON answers are written here, and what the views show is returned for
:mod:`hanascore.cli.players_view` (as :mod:`hanascore.cli.season` does for ``season``)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer

from hanascore.cli.completion import UNREADABLE
from hanascore.cli.console import print_json
from hanascore.cli.options import DbOption, JsonOption, run_json
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.text import visible
from hanascore.core.words import locale_language, say
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


def players(
    context: typer.Context,
    json_output: JsonOption = False,
    output_format: Annotated[
        str | None, typer.Option("--format", "-f", metavar="csv|markdown", help="Write the table as csv or markdown.")
    ] = None,
    db: DbOption = None,
) -> tuple[Any, ...] | None:
    """Everyone who plays in the ledger's games: games and rounds played, first and last played
    (names match ignoring case and width; each is shown as first written)."""
    if context.invoked_subcommand is not None:
        return None

    def listing() -> tuple[list[Person], tuple[tuple[str, str], ...]]:
        _check_format(output_format)
        with opened(db) as store:
            records = read_records(store)
        return people(records), records.unreadable

    persons, unreadable = run_json(json_output, listing)
    if not json_output:
        return persons, unreadable, output_format
    lang = locale_language()
    for game_id, why in unreadable:  # said on standard error, as ``stats`` says them
        sys.stderr.write(say(lang, "people.unreadable", game=game_id, why=visible(why)) + "\n")
    print_json(players_json(persons))
    return None


def _check_format(name: str | None) -> None:
    if name is not None and name.strip().lower() not in FORMATS:
        raise LedgerError(Problem(Code.BAD_FORMAT, msg("people.bad-format", name=name), "--format"))


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
) -> tuple[PlayerChange] | None:
    """Plan (read only), ask, then change in one write transaction (planned again under its lock)."""

    def act() -> PlayerChange:
        with opened(db) as store:
            _confirmed(planned(store), yes)
            return change(store)

    done = run_json(json_output, act)
    if json_output:
        print_json(change_json(done))
        return None
    return (done,)


def rename(
    old: Annotated[
        str, typer.Argument(metavar="OLD", help="The player's name (any case).", autocompletion=complete_person)
    ],
    new: Annotated[str, typer.Argument(metavar="NEW", help="Their new name.")],
    yes: YesOption = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> tuple[PlayerChange] | None:
    """Rename a player in every game they play in (one transaction; each game must replay as before)."""
    return _change(
        db, yes, json_output, lambda store: plan_rename(store, old, new), lambda store: rename_player(store, old, new)
    )


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
) -> tuple[PlayerChange] | None:
    """Make two spellings one person: A's games become B's (refused where both play in one game)."""
    return _change(
        db, yes, json_output, lambda store: plan_merge(store, a, b), lambda store: merge_players(store, a, b)
    )


def log(json_output: JsonOption = False, db: DbOption = None) -> tuple[list[PlayerChange]] | None:
    """Who was renamed or merged into whom, in which games, and when."""

    def read() -> list[PlayerChange]:
        with opened(db) as store:
            return player_log(store)

    changes = run_json(json_output, read)
    if json_output:
        print_json(log_json(changes))
        return None
    return (changes,)


def players_app(
    listing: Callable[..., Any],
    rename_command: Callable[..., Any],
    merge_command: Callable[..., Any],
    log_command: Callable[..., Any],
) -> typer.Typer:
    """The ``players`` group of these commands (as they are, or shown by their views)."""
    group = typer.Typer(
        help="Everyone who plays in the ledger's games; rename a player, or merge two spellings of one.",
        add_completion=False,
        invoke_without_command=True,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    group.callback()(listing)
    group.command(name="rename")(rename_command)
    group.command(name="merge")(merge_command)
    group.command(name="log")(log_command)
    return group


#: The group when the command line asks for JSON (:data:`hanascore.cli.app.JSON_COMMANDS`).
app = players_app(players, rename, merge, log)
