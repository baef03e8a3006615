"""``hanascore note``: a note kept with a game, in the order of its rounds."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from hanascore.cli.options import DbOption, GameIdOption, JsonOption
from hanascore.cli.session import emit, run
from hanascore.core.words import locale_language
from hanascore.ledger.actions import keep_note
from hanascore.views.shapes import noted_json
from hanascore.views.standings import render_noted


def note(
    text: Annotated[str, typer.Argument(metavar="TEXT", help="The note: shown in history, the exports and the page.")],
    game_id: GameIdOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Keep a note with the game (who hosted, why a round was replayed); 'undo' removes the last one added."""
    resolved, entry = run(json_output, lambda: keep_note(db, game_id, text))

    def view(console: Console) -> None:
        render_noted(resolved, entry, console, locale_language())

    emit(json_output, lambda: noted_json(resolved, entry), view, confirmation=True)
