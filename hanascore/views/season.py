"""A season's ranking for people and spreadsheets: the terminal (rich), markdown and CSV
(tabulate and csv), and the list of seasons.  The HTML report is
:mod:`hanascore.views.html.season_report`'s.

How the ratings are written: the JSON (:func:`hanascore.ledger.seasons.season_json`) and the
CSV give openskill's floats exactly (Python's shortest text that reads back the same float);
the views read by people (terminal, markdown, HTML) round them to 2 decimals (:func:`two`).
Every name is neutralised as the game exports do it: rich markup escaped and hidden
characters shown (terminal), markdown syntax escaped (markdown), a formula's first character
guarded (CSV).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence

from rich.console import Console
from rich.table import Table

from hanascore.core.words import Language, say
from hanascore.ledger.seasons import RankingRow, Season, SeasonRanking
from hanascore.views.export_csv import spreadsheet_safe
from hanascore.views.export_markdown import _markdown_cell, markdown_table
from hanascore.views.terminal import safe
from hanascore.views.terminal import say as say_line

#: The CSV's header: the JSON's keys, then the two columns the people's views add.
CSV_HEADER = ("rank", "name", "games", "mu", "sigma", "ordinal", "firsts", "points")
#: The columns of the people's tables, by their word keys; the last ones are numbers.
COLUMNS = ("rank", "name", "games", "firsts", "points", "mu", "sigma", "ordinal")


def two(value: float) -> str:
    """A rating as the people's views write it: 2 decimals (``25.00``, ``-1.27``)."""
    return f"{value:.2f}"


def period(season: Season, lang: Language) -> str:
    """The season's period in words (the days as stored: ``YYYY-MM-DD``)."""
    if season.starts and season.ends:
        return say(lang, "season.period.both", starts=season.starts, ends=season.ends)
    if season.starts:
        return say(lang, "season.period.from", starts=season.starts)
    if season.ends:
        return say(lang, "season.period.to", ends=season.ends)
    return say(lang, "season.period.all")


def summary(season: Season, ranking: SeasonRanking, lang: Language) -> str:
    """The line under the title: the period, the games, and those chosen by hand."""
    parts = [period(season, lang), say(lang, "season.count", games=len(ranking.games), rated=len(ranking.rated))]
    if season.added or season.removed:
        parts.append(say(lang, "season.by-hand", added=len(season.added), removed=len(season.removed)))
    return " · ".join(parts)


def _cells(row: RankingRow) -> list[str]:
    """A ranking row's cells in :data:`COLUMNS` order, the name as it is (callers escape it)."""
    rating = row.rating
    return [
        str(row.rank),
        row.name,
        str(row.games),
        str(row.firsts),
        str(row.points),
        two(rating.mu),
        two(rating.sigma),
        two(rating.ordinal),
    ]


def headers(lang: Language) -> list[str]:
    """The people's tables' headers in ``lang``."""
    return [say(lang, f"season.col.{column}") for column in COLUMNS]


def render_season(season: Season, ranking: SeasonRanking, console: Console, lang: Language) -> None:
    """The season on the terminal: title, period, the ranking table, how it is rated."""
    say_line(console, f"[bold]{safe(say(lang, 'season.title', name=season.name))}[/]")
    say_line(console, safe(summary(season, ranking, lang)))
    if not ranking.rows:
        say_line(console, say(lang, "season.empty"))
        return
    table = Table(show_edge=False, box=None, padding=(0, 1), header_style="bold")
    for index, title in enumerate(headers(lang)):
        table.add_column(title, justify="left" if index == 1 else "right", no_wrap=index != 1)
    for row in ranking.rows:
        cells = _cells(row)
        cells[1] = safe(cells[1])
        table.add_row(*cells)
    console.print(table)
    say_line(console, say(lang, "season.how"))


def season_markdown(season: Season, ranking: SeasonRanking, lang: Language = "en") -> str:
    """The season as markdown: a heading, the period, the ranking table (every name escaped:
    nothing in it renders) and how it is rated."""
    lines = [f"# {_markdown_cell(say(lang, 'season.title', name=season.name))}", ""]
    lines += [summary(season, ranking, lang), ""]  # the words and numbers: no player's text
    if ranking.rows:
        rows = []
        for row in ranking.rows:
            cells = _cells(row)
            cells[1] = _markdown_cell(cells[1])
            rows.append(cells)
        lines += [markdown_table(headers(lang), rows, numbers=len(COLUMNS) - 2), ""]
        lines.append(say(lang, "season.how"))
    else:
        lines.append(f"_{say(lang, 'season.empty')}_")
    return "\n".join(lines) + "\n"


def season_csv(ranking: SeasonRanking) -> str:
    """The ranking as CSV (:data:`CSV_HEADER`): the ratings exact, names guarded for
    spreadsheets (a leading ``=``, ``+``, ``-`` or ``@`` gets a ``'``)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for row in ranking.rows:
        rating = row.rating
        writer.writerow(
            [
                row.rank,
                spreadsheet_safe(row.name),
                row.games,
                repr(rating.mu),
                repr(rating.sigma),
                repr(rating.ordinal),
                row.firsts,
                row.points,
            ]
        )
    return buffer.getvalue()


def render_seasons(every: Sequence[Season], counts: Mapping[int, int], console: Console, lang: Language) -> None:
    """The list of seasons: name, first and last day (or open), games."""
    if not every:
        say_line(console, say(lang, "season.list-empty"))
        return
    table = Table(show_edge=False, box=None, padding=(0, 1), header_style="bold")
    for key in ("season", "from", "to", "games"):
        table.add_column(say(lang, f"season.col.{key}"), justify="right" if key == "games" else "left")
    open_end = say(lang, "season.open")
    for season in every:
        table.add_row(
            safe(season.name), season.starts or open_end, season.ends or open_end, str(counts.get(season.id, 0))
        )
    console.print(table)
