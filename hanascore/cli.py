"""The ``hanascore`` command: parse the command line, call the library, render the answer."""

from __future__ import annotations

import os
import sys
from typing import Annotated

import typer

from . import __version__
from .console import debug, fail, print_json, read_input, stdout
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
    sheet: Annotated[str, typer.Argument(help="Round sheet file (TOML or quick form), or - for standard input.")],
    json_output: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Score one round from its sheet. No ledger is touched."""
    from .scoring import score_text
    from .shapes import result_json

    try:
        result = score_text(read_input(sheet))
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(result_json(result))
        return
    from .games import find_game
    from .render import render_result

    render_result(result, find_game(result.game), stdout())


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
    """Console-script entry point: user errors exit 2, unexpected failures exit 1."""
    # pydantic scans every installed package for plugins on first use; a command line tool
    # has none to load, and the scan costs more than the rest of `score --json`.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    try:
        if "--json" in sys.argv[1:]:
            sys.exit(_run_for_json())
        app()
    except HanascoreError as error:
        try:
            fail(error)
        except typer.Exit as done:
            sys.exit(done.exit_code)
    except KeyboardInterrupt:
        sys.stderr.write("interrupted: nothing was written\n")
        sys.exit(130)
    except Exception as error:  # the last line of defence: a bug, not the user's input
        if debug():
            raise
        sys.stderr.write(
            f"hanascore: unexpected failure ({type(error).__name__}: {error}).\n"
            "This is a bug; run again with HANASCORE_DEBUG=1 for the details and report it.\n"
        )
        sys.exit(1)


def _run_for_json() -> int:
    """Run with ``--json``: a command line the parser rejects is reported as JSON too."""
    try:
        return app(standalone_mode=False) or 0
    except typer.Abort:
        sys.stderr.write("aborted: nothing was written\n")
        return 1
    except typer.TyperException as error:  # click's usage errors (a missing argument, a bad number)
        message = error.format_message() if hasattr(error, "format_message") else str(error)
        print_json({"errors": [{"code": Code.USAGE.value, "message": message, "where": "command line"}]})
        return int(getattr(error, "exit_code", 2))
