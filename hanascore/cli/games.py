"""Managing the games of a ledger: ``rename`` and ``delete``."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from hanascore.cli.completion import complete_game_id
from hanascore.cli.console import print_json
from hanascore.cli.options import DbOption, JsonOption
from hanascore.cli.session import note, run
from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.text import visible
from hanascore.core.words import locale_language, say
from hanascore.ledger.actions import game_session, open_store
from hanascore.ledger.definition import text_problems
from hanascore.views.console import markup_escaped

GameIdArgument = Annotated[
    str, typer.Argument(metavar="ID", help="The game ('hanascore games' lists them).", autocompletion=complete_game_id)
]


def rename(
    game_id: GameIdArgument,
    name: Annotated[str, typer.Argument(metavar="NAME", help="The game's new name.")],
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Give a game another name."""

    def change() -> str:
        problems = text_problems(name, msg("thing.game-name"), "NAME")
        if problems:
            raise LedgerError(problems)
        with game_session(db, game_id, write=True) as session:
            session.store.rename_game(session.game_id, name)
            return session.game_id

    renamed = run(json_output, change)
    if json_output:
        print_json({"id": renamed, "name": name})
    else:
        note(say(locale_language(), "done.renamed", id=renamed, name=markup_escaped(name)))


def delete(
    game_id: GameIdArgument,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Delete without asking.")] = False,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Delete a game and every round of it (there is no undo: export it first to keep it)."""

    def remove() -> str:
        # The game is not replayed, nor even read: a damaged game must still be removable.
        with open_store(db, write=True) as store:
            resolved = store.resolve_game_id(game_id)
            if not yes:
                name, rounds = store.describe_game(resolved)
                asked = sys.stdin.isatty() and typer.confirm(
                    say(locale_language(), "done.delete-ask", id=resolved, name=visible(name), count=rounds)
                )
                if not asked:
                    raise LedgerError(Problem(Code.NOT_CONFIRMED, msg("not-confirmed.nothing-deleted"), "--yes"))
            store.delete_game(resolved)
            return resolved

    deleted = run(json_output, remove)
    if json_output:
        print_json({"id": deleted, "deleted": True})
    else:
        note(say(locale_language(), "done.deleted", id=deleted))
