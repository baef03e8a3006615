"""``hanascore players``: everyone who plays in the ledger's games, and their names changed in
every game at once (``players rename``, ``players merge``, ``players log``): JSON, or the
tables written by the output registry (:mod:`hanascore.views.outputs`), which loads a format's
module only when it is asked for (``players --json`` loads neither rich nor tabulate)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer

from hanascore.cli.completion import UNREADABLE
from hanascore.cli.console import choose_language, print_json
from hanascore.cli.options import (
    DbOption,
    JsonOption,
    LangOption,
    PlayersFormatOption,
    note,
    reported,
    run_json,
    write_rows,
)
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.text import visible
from hanascore.core.words import Language, say
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
from hanascore.views.outputs import chosen_format


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


@reported
def players(
    context: typer.Context,
    json_output: JsonOption = False,
    output_format: PlayersFormatOption = None,
    lang: LangOption = None,
    db: DbOption = None,
) -> None:
    """Everyone who plays in the ledger's games: games and rounds played, first and last played
    (names match ignoring case and width; each is shown as first written)."""
    if context.invoked_subcommand is not None:
        return

    def listing() -> tuple[list[Person], tuple[tuple[str, str], ...], str, Language]:
        chosen = chosen_format("players", output_format) or "table"
        language = choose_language(lang)
        with opened(db) as store:
            records = read_records(store)
        return people(records), records.unreadable, chosen, language

    persons, unreadable, chosen, language = run_json(json_output, listing)
    for game_id, why in unreadable:  # said on standard error, as ``stats`` says them
        if json_output:
            sys.stderr.write(say(language, "people.unreadable", game=game_id, why=visible(why)) + "\n")
        else:
            note(say(language, "people.unreadable", game=game_id, why=why))
    if json_output:
        print_json(players_json(persons))
    else:
        write_rows("players", chosen, persons, lang=language)


def _confirmed(plan: Plan, yes: bool, lang: Language) -> None:
    """Asked on a terminal (``--yes`` skips it); elsewhere the change needs ``--yes``."""
    if yes:
        return
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
    lang: str | None,
    json_output: bool,
    planned: Callable[[Store], Plan],
    change: Callable[[Store], PlayerChange],
) -> None:
    """Plan (read only), ask, then change in one write transaction (planned again under its
    lock); what was done said in ``lang`` (or as JSON)."""
    language = run_json(json_output, lambda: choose_language(lang))

    def act() -> PlayerChange:
        with opened(db) as store:
            _confirmed(planned(store), yes, language)
            return change(store)

    done = run_json(json_output, act)
    if json_output:
        print_json(change_json(done))
        return
    games = ", ".join(done.games)
    note(say(language, f"people.done.{done.kind}", old=done.old, new=done.new, count=len(done.games), games=games))


@reported
def rename(
    old: Annotated[
        str, typer.Argument(metavar="OLD", help="The player's name (any case).", autocompletion=complete_person)
    ],
    new: Annotated[str, typer.Argument(metavar="NEW", help="Their new name.")],
    yes: YesOption = False,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Rename a player in every game they play in (one transaction; each game must replay as before)."""
    _change(
        db,
        yes,
        lang,
        json_output,
        lambda store: plan_rename(store, old, new),
        lambda store: rename_player(store, old, new),
    )


@reported
def merge(
    a: Annotated[str, typer.Argument(metavar="A", help="The spelling that goes.", autocompletion=complete_person)],
    b: Annotated[
        str,
        typer.Argument(
            metavar="B", help="The spelling that stays: A's games become B's.", autocompletion=complete_person
        ),
    ],
    yes: YesOption = False,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Make two spellings one person: A's games become B's (refused where both play in one game)."""
    _change(db, yes, lang, json_output, lambda store: plan_merge(store, a, b), lambda store: merge_players(store, a, b))


@reported
def log(lang: LangOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """Who was renamed or merged into whom, in which games, and when."""
    language = run_json(json_output, lambda: choose_language(lang))

    def read() -> list[PlayerChange]:
        with opened(db) as store:
            return player_log(store)

    changes = run_json(json_output, read)
    if json_output:
        print_json(log_json(changes))
    else:
        write_rows("players log", "table", changes, lang=language)


#: The ``players`` group.
app = typer.Typer(
    help="Everyone who plays in the ledger's games; rename a player, or merge two spellings of one.",
    add_completion=False,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.callback()(players)
app.command(name="rename")(rename)
app.command(name="merge")(merge)
app.command(name="log")(log)
