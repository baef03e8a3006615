"""The commands about one round and the rules: ``score``, ``cards``, ``rules``.

Like every command module, it only parses, calls and renders; :mod:`hanascore.cli.app` builds a
command from it only when that command runs.
"""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from hanascore.cli.console import choose_language, print_json
from hanascore.cli.game_completion import complete_game_kind
from hanascore.cli.score import score_json, scored, sheets_of
from hanascore.cli.session import fail, report
from hanascore.core.errors import HanascoreError
from hanascore.core.words import Language
from hanascore.games import find_game, game_ids
from hanascore.views.console import stdout
from hanascore.views.round_shapes import deck_json, rules_json
from hanascore.views.terminal import render_deck, render_result, render_rules

#: ``--lang``: the language of the views (``score`` and the ledger views).
LANG_HELP = "The language of the view: en or ja (default: Japanese under a ja locale, else English). --json ignores it."
LangOption = Annotated[str | None, typer.Option("--lang", metavar="en|ja", help=LANG_HELP)]

GameOption = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar="GAME",
        help=f"Show values for this game ({', '.join(game_ids())}).",
        autocompletion=complete_game_kind,
    ),
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
    raise typer.Exit(run_score(sheet, json_output, lang))


def run_score(sources: list[str], as_json: bool = False, lang: str | None = None) -> int:
    """Score every sheet of ``sources`` and print each result; the exit status (2 when any
    sheet is wrong).  One sheet prints as before; several print one JSON line each (or one
    view each, under a rule naming the sheet).  ``lang`` sets the views' language (JSON has
    none, but a wrong one is still refused)."""
    language: Language = "en"
    if lang is not None or not as_json:  # JSON has no language: the fast path skips it
        try:
            language = choose_language(lang)
        except HanascoreError as error:
            return report(error, as_json)
    if as_json:
        return score_json(sources)
    sheets = sheets_of(sources)
    batch = len(sheets) > 1
    status = 0
    console = stdout()
    for name, outcome in scored(sheets):
        if isinstance(outcome, HanascoreError):
            if batch:
                sys.stderr.write(f"{name}:\n")
            status = report(outcome, lang=language)
            continue
        if batch:
            console.rule(name)
        render_result(outcome, find_game(outcome.game), console, language)
    return status


JsonOption = Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")]


def cards(game: GameOption = None, json_output: JsonOption = False, lang: LangOption = None) -> None:
    """Show the deck: each card's id, the tokens to type, and its value in a game."""
    try:
        chosen = find_game(game) if game else None
        language = choose_language(lang)
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(deck_json(chosen))
        return
    render_deck(chosen, stdout(), language)


def rules(
    game: Annotated[str, typer.Argument(help=f"The game: {', '.join(game_ids())}.", autocompletion=complete_game_kind)],
    json_output: JsonOption = False,
    lang: LangOption = None,
) -> None:
    """Show a game's card values, yaku, formula and house rules."""
    try:
        chosen = find_game(game)
        language = choose_language(lang)
    except HanascoreError as error:
        fail(error, json_output)
    if json_output:
        print_json(rules_json(chosen))
        return
    render_rules(chosen, stdout(), language)
