"""The options the ledger commands share, and their JSON answers: neither rich nor a terminal
view is imported here, so that a command line asking for JSON loads neither (the command table,
:data:`hanascore.cli.app.JSON_COMMANDS`, loads a command's rich-free module for it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, NoReturn, TypeVar

import typer

from hanascore.cli.completion import complete_game_id
from hanascore.cli.console import print_json, report_json
from hanascore.core.errors import HanascoreError

T = TypeVar("T")

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        envvar="HANASCORE_DB",
        show_envvar=True,
        metavar="PATH",
        help="The ledger database (default: hanascore.db in your data directory).",
    ),
]
GameIdOption = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar="ID",
        help="The game's id (default: the current game).",
        autocompletion=complete_game_id,
    ),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")]
#: ``--lang`` of the ledger views (the same option as ``score``'s).
LangOption = Annotated[str | None, typer.Option("--lang", metavar="en|ja", help="The view's language: en or ja.")]


def fail_json(error: HanascoreError, json_output: bool) -> NoReturn:
    """With ``--json``, report the problems of ``error`` as JSON and end the command (status 2);
    otherwise raise it, for the command that shows the view to report it in words
    (:func:`hanascore.cli.session.viewed`)."""
    if json_output:
        raise typer.Exit(report_json(error))
    raise error


def run_json(json_output: bool, action: Callable[[], T]) -> T:
    """Run ``action``; its problems are reported as :func:`fail_json` says."""
    try:
        return action()
    except HanascoreError as error:
        fail_json(error, json_output)


def answer(json_output: bool, shape: Callable[[], Any], *view: Any) -> tuple[Any, ...] | None:
    """A command's answer: with ``--json`` its shape printed (None returned), otherwise ``view``,
    what the command's view shows (:func:`hanascore.cli.session.viewed`)."""
    if json_output:
        print_json(shape())
        return None
    return view
