"""The commands about one round and the rules: ``score``, ``cards``, ``rules``.

Like every command module, it only parses, calls and renders; :mod:`hanascore.cli.app` builds a
command from it only when that command runs.
"""

from __future__ import annotations

from typing import Annotated

import typer

from hanascore.cli.console import fail, print_json, stdout
from hanascore.cli.score import LANG_HELP
from hanascore.core.errors import HanascoreError
from hanascore.games import game_ids

LangOption = Annotated[str | None, typer.Option("--lang", metavar="en|ja", help=LANG_HELP)]

GameOption = Annotated[
    str | None,
    typer.Option("--game", "-g", help=f"Show values for this game ({', '.join(game_ids())})."),
]


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
    lang: LangOption = None,
) -> None:
    """Score rounds from their sheets. No ledger is touched."""
    from hanascore.cli.score import run_score

    raise typer.Exit(run_score(sheet, json_output, lang))


JsonOption = Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")]


def cards(game: GameOption = None, json_output: JsonOption = False) -> None:
    """Show the deck: each card's id, the tokens to type, and its value in a game."""
    from hanascore.games import find_game

    try:
        chosen = find_game(game) if game else None
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        from hanascore.views.shapes import deck_json

        print_json(deck_json(chosen))
        return
    from hanascore.views.terminal import render_deck

    render_deck(chosen, stdout())


def rules(
    game: Annotated[str, typer.Argument(help=f"The game: {', '.join(game_ids())}.")],
    json_output: JsonOption = False,
) -> None:
    """Show a game's card values, yaku, formula and house rules."""
    from hanascore.games import find_game

    try:
        chosen = find_game(game)
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        from hanascore.views.shapes import rules_json

        print_json(rules_json(chosen))
        return
    from hanascore.views.terminal import render_rules

    render_rules(chosen, stdout())
