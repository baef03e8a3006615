"""The views of ``hanascore season`` (:mod:`hanascore.cli.season`'s commands, the same options
and help): ``season list``'s table, and ``season show``'s table, CSV, markdown or HTML report,
written to standard output or to ``--output``."""

from __future__ import annotations

import sys
from pathlib import Path

from rich.console import Console

from hanascore.cli import season as answering
from hanascore.cli.session import note, run, viewed
from hanascore.core.words import Language, say
from hanascore.ledger.seasons import Season, SeasonRanking, SeasonRecords
from hanascore.views.console import markup_escaped
from hanascore.views.files import write_file
from hanascore.views.html.season_report import season_html
from hanascore.views.season import render_season, render_seasons, season_csv, season_markdown


def _list(console: Console, every: list[Season], counts: dict[int, int], language: Language) -> None:
    render_seasons(every, counts, console, language)


def _show(
    console: Console,
    records: SeasonRecords,
    ranking: SeasonRanking,
    chosen: str | None,
    output: Path | None,
    language: Language,
) -> None:
    if chosen is None:
        render_season(records.season, ranking, console, language)
        return
    if chosen == "csv":
        text = season_csv(ranking)
    elif chosen == "markdown":
        text = season_markdown(records.season, ranking, language)
    else:
        text = season_html(records.season, records.games, ranking, language)
    if output is None:
        sys.stdout.write(text)
        return
    run(False, lambda: write_file(output, text))
    note(markup_escaped(say(language, "season.wrote", name=records.season.name, path=output)))


app = answering.season_app(viewed(answering.list_seasons, _list), viewed(answering.show, _show))
