"""The views of ``hanascore season`` (:mod:`hanascore.cli.season`'s commands, the same options
and help): what ``new``, ``add`` and ``remove`` did, ``season list``'s table, and ``season show``'s tables (one per game type), CSV,
markdown or HTML report, written to standard output or to ``--output``."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from hanascore.cli import season as answering
from hanascore.cli.session import note, run, viewed
from hanascore.core.words import Language, say
from hanascore.ledger.records import GameRecord
from hanascore.ledger.season_rating import SeasonRatings
from hanascore.ledger.seasons import Season
from hanascore.views.console import markup_escaped
from hanascore.views.files import write_file
from hanascore.views.html.season_report import season_html
from hanascore.views.season import render_season, render_seasons, season_csv, season_markdown


def _said(console: Console, said: str) -> None:
    """What ``season new``, ``add`` or ``remove`` did, as a note."""
    note(markup_escaped(said))


def _list(console: Console, every: list[Season], counts: dict[int, int], language: Language) -> None:
    render_seasons(every, counts, console, language)


def _show(
    console: Console,
    ratings: SeasonRatings,
    games: Sequence[GameRecord],
    chosen: str | None,
    output: Path | None,
    language: Language,
) -> None:
    for game, problem in ratings.unreadable:  # said beside the answer, which goes on without them
        note(f"[yellow]{markup_escaped(say(language, 'season.unreadable', game=game, problem=problem))}[/]")
    if chosen is None:
        render_season(ratings, console, language)
        return
    if chosen == "csv":
        text = season_csv(ratings)
    elif chosen == "markdown":
        text = season_markdown(ratings, language)
    else:
        text = season_html(ratings, games, language)
    if output is None:
        sys.stdout.write(text)
        return
    run(False, lambda: write_file(output, text))
    note(markup_escaped(say(language, "season.wrote", name=ratings.season.name, path=output)))


app = answering.season_app(
    viewed(answering.new, _said),
    viewed(answering.add, _said),
    viewed(answering.remove, _said),
    viewed(answering.list_seasons, _list),
    viewed(answering.show, _show),
)
