"""The ``hanascore`` command: parse the command line, call the library, render the answer."""

from __future__ import annotations

import os
import sys
from typing import Annotated

import click
import typer

from . import __version__
from .console import fail, print_json, report, stdout
from .errors import Code, HanascoreError
from .games import game_ids
from .ledger_cli import register as register_ledger_commands

app = typer.Typer(
    name="hanascore",
    help="Settle hanafuda scores: score a round from the capture piles, keep a game's ledger.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    pretty_exceptions_enable=False,
    add_completion=False,
)

GameOption = Annotated[
    str | None,
    typer.Option("--game", "-g", help=f"Show values for this game ({', '.join(game_ids())})."),
]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"hanascore {__version__}")
        raise typer.Exit()


@app.callback()
def main_callback(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
) -> None:
    """Settle hanafuda scores: score a round from the capture piles, keep a game's ledger."""


@app.command()
def score(
    sheet: Annotated[
        list[str],
        typer.Argument(
            metavar="SHEET...",
            help="Round sheet files (TOML or quick form), or - for standard input (sheets split by lines of ---).",
        ),
    ],
    json_output: Annotated[
        bool, typer.Option("--json", help="Print the result as JSON (one line per sheet of a batch).")
    ] = False,
) -> None:
    """Score rounds from their sheets. No ledger is touched."""
    from .score_command import run_score

    raise typer.Exit(run_score(sheet, json_output))


@app.command()
def cards(game: GameOption = None) -> None:
    """Show the deck: each card's id, the tokens to type, and its value in a game."""
    from .games import find_game
    from .render import render_deck

    try:
        chosen = find_game(game) if game else None
    except HanascoreError as error:
        fail(error)
    render_deck(chosen, stdout())


@app.command()
def rules(
    game: Annotated[str, typer.Argument(help=f"The game: {', '.join(game_ids())}.")],
) -> None:
    """Show a game's card values, yaku, formula and house rules."""
    from .games import find_game
    from .render import render_rules

    try:
        chosen = find_game(game)
    except HanascoreError as error:
        fail(error)
    render_rules(chosen, stdout())


register_ledger_commands(app)


def main() -> None:
    """The typer app: user errors exit 2, unexpected failures exit 1."""
    from .entry import guarded

    # pydantic scans every installed package for plugins on first use; a command line tool
    # has none to load, and the scan costs more than most commands.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    sys.exit(guarded(_run))


def _run() -> int:
    try:
        if "--json" in sys.argv[1:]:
            return _run_for_json()
        app()
    except HanascoreError as error:
        return report(error)
    return 0


#: The parser's usage errors: typer 0.29 raises its own (it carries click inside), older
#: releases raise click's.
USAGE_ERRORS: tuple[type[Exception], ...] = (
    *((typer.TyperException,) if hasattr(typer, "TyperException") else ()),
    click.ClickException,
)


def _run_for_json() -> int:
    """Run with ``--json``: a command line the parser rejects is reported as JSON too."""
    try:
        return app(standalone_mode=False) or 0
    except typer.Abort:
        sys.stderr.write("aborted: nothing was written\n")
        return 1
    except typer.Exit as done:
        return done.exit_code
    except USAGE_ERRORS as error:  # usage errors: a missing argument, a bad number
        message = error.format_message()
        print_json({"errors": [{"code": Code.USAGE.value, "message": message, "where": "command line"}]})
        return int(error.exit_code)
