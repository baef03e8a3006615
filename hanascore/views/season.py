"""A season's rankings for people and spreadsheets: the terminal (rich), markdown and CSV
(tabulate and csv), and the list of seasons.  The HTML report is
:mod:`hanascore.views.html.season_report`'s.

A season has one ranking per game type (its one, where it was made with ``--game``): each is a
table of its own, under the game's name.  The ranked players come first; the provisional (fewer
rated games than the season's minimum) follow, marked, without a rank.  Each rating is shown as
the conservative estimate that ranks, its interval (mu ± 2 sigma) and its change in the
player's last game.

How the ratings are written: the JSON (:func:`hanascore.ledger.season_rating.season_json`) and the
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

from hanascore.core.errors import SheetError
from hanascore.core.text import spreadsheet_safe
from hanascore.core.words import Language, say
from hanascore.games import find_game
from hanascore.ledger.season_rating import RankingRow, SeasonRatings
from hanascore.ledger.seasons import Season
from hanascore.views.console import stdout
from hanascore.views.terminal import safe
from hanascore.views.terminal import say as say_line

#: The CSV's header: the game type, the JSON's keys, then the two columns the people's views add.
CSV_HEADER = (
    "game",
    "rank",
    "name",
    "games",
    "mu",
    "sigma",
    "ordinal",
    "low",
    "high",
    "change",
    "provisional",
    "firsts",
    "points",
)
#: The columns of the people's tables, by their word keys; the last ones are numbers.
COLUMNS = ("rank", "name", "games", "firsts", "points", "ordinal", "interval", "change")
#: The mark beside a provisional player's name (explained under the table).
PROVISIONAL_MARK = "*"


def two(value: float) -> str:
    """A rating as the people's views write it: 2 decimals (``25.00``, ``-1.27``)."""
    return f"{value:.2f}"


def signed(value: float) -> str:
    """A change as the people's views write it: signed, 2 decimals (``+1.27``, ``-0.40``;
    ``0.00`` when it rounds to nothing)."""
    text = f"{value:+.2f}"
    return "0.00" if text in ("+0.00", "-0.00") else text


def interval(row: RankingRow) -> str:
    """A rating's interval as the people's views write it: ``mu ± 2 sigma`` (``27.64 ± 15.20``)."""
    return f"{row.rating.mu:.2f} ± {2 * row.rating.sigma:.2f}"


def game_title(game: str, lang: Language) -> str:
    """A game type's name in ``lang`` (its id where the registry does not know it)."""
    try:
        found = find_game(game)
    except SheetError:  # a record of a game type this version does not have
        return game
    return found.japanese if lang == "ja" and found.japanese else found.name


def period(season: Season, lang: Language) -> str:
    """The season's period in words (the days as stored: ``YYYY-MM-DD``)."""
    if season.starts and season.ends:
        return say(lang, "season.period.both", starts=season.starts, ends=season.ends)
    if season.starts:
        return say(lang, "season.period.from", starts=season.starts)
    if season.ends:
        return say(lang, "season.period.to", ends=season.ends)
    return say(lang, "season.period.all")


def summary(ratings: SeasonRatings, lang: Language) -> str:
    """The line under the title: the period (and game type), the games, those chosen by hand,
    and what is rated."""
    season = ratings.season
    parts = [period(season, lang)]
    if season.game is not None:
        parts.append(game_title(season.game, lang))
    parts.append(say(lang, "season.count", games=len(ratings.games), rated=len(ratings.rated)))
    if season.added or season.removed:
        parts.append(say(lang, "season.by-hand", added=len(season.added), removed=len(season.removed)))
    parts.append(say(lang, "season.unfinished-rated" if season.include_unfinished else "season.finished-only"))
    return " · ".join(parts)


def provisional_note(season: Season, lang: Language) -> str:
    """What the mark beside a name means."""
    return say(lang, "season.provisional", mark=PROVISIONAL_MARK, count=season.min_games)


def has_provisional(ratings: SeasonRatings) -> bool:
    """True when some player of the season is provisional (the mark needs saying)."""
    return any(row.provisional for ranking in ratings.by_game.values() for row in ranking.rows)


def _cells(row: RankingRow) -> list[str]:
    """A ranking row's cells in :data:`COLUMNS` order, the name as it is (callers escape it;
    :func:`name_cell` marks the provisional)."""
    return [
        "" if row.rank is None else str(row.rank),
        row.name,
        str(row.games),
        str(row.firsts),
        str(row.points),
        two(row.rating.ordinal),
        interval(row),
        signed(row.change),
    ]


def name_cell(row: RankingRow, name: str, mark: str = PROVISIONAL_MARK) -> str:
    """The name cell (``name``: the name as the view escaped it), marked when provisional
    (``mark``: the mark as the view writes it)."""
    return f"{name} {mark}" if row.provisional else name


def headers(lang: Language) -> list[str]:
    """The people's tables' headers in ``lang``."""
    return [say(lang, f"season.col.{column}") for column in COLUMNS]


def drawn(ratings: SeasonRatings, lang: Language = "en") -> None:
    """``season show``'s tables on standard output (the ``table`` format of
    :mod:`hanascore.views.outputs`)."""
    render_season(ratings, stdout(), lang)


def listed(every: Sequence[Season], counts: Mapping[int, int], lang: Language = "en") -> None:
    """``season list``'s table on standard output."""
    render_seasons(every, counts, stdout(), lang)


def render_season(ratings: SeasonRatings, console: Console, lang: Language) -> None:
    """The season on the terminal: title, period, a ranking table per game type (its name
    above it), what the mark means and how it is rated."""
    say_line(console, f"[bold]{safe(say(lang, 'season.title', name=ratings.season.name))}[/]")
    say_line(console, safe(summary(ratings, lang)))
    if not any(ranking.rows for ranking in ratings.by_game.values()):
        say_line(console, say(lang, "season.empty"))
        return
    for game, ranking in ratings.by_game.items():
        say_line(console, "")
        say_line(console, f"[bold]{safe(game_title(game, lang))}[/]")
        if not ranking.rows:
            say_line(console, say(lang, "season.game-empty"))
            continue
        table = Table(show_edge=False, box=None, padding=(0, 1), header_style="bold")
        for index, title in enumerate(headers(lang)):
            table.add_column(title, justify="left" if index == 1 else "right", no_wrap=index != 1)
        for row in ranking.rows:
            cells = _cells(row)
            cells[1] = name_cell(row, safe(cells[1]))
            table.add_row(*cells, style="dim" if row.provisional else None)
        console.print(table)
    say_line(console, "")
    if has_provisional(ratings):
        say_line(console, provisional_note(ratings.season, lang))
    say_line(console, say(lang, "season.how"))


def season_csv(ratings: SeasonRatings, lang: Language = "en") -> str:
    """The rankings as CSV (:data:`CSV_HEADER`, the JSON's keys whatever ``lang``), a row per
    game type and player: the ratings exact, a provisional player's rank empty, names guarded
    for spreadsheets (a leading ``=``, ``+``, ``-`` or ``@`` gets a ``'``)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for game, ranking in ratings.by_game.items():
        for row in ranking.rows:
            rating = row.rating
            writer.writerow(
                [
                    game,
                    "" if row.rank is None else row.rank,
                    spreadsheet_safe(row.name),
                    row.games,
                    repr(rating.mu),
                    repr(rating.sigma),
                    repr(rating.ordinal),
                    repr(rating.low),
                    repr(rating.high),
                    repr(row.change),
                    "true" if row.provisional else "false",
                    row.firsts,
                    row.points,
                ]
            )
    return buffer.getvalue()


def render_seasons(every: Sequence[Season], counts: Mapping[int, int], console: Console, lang: Language) -> None:
    """The list of seasons: name, first and last day (or open), game type (or every one), games."""
    if not every:
        say_line(console, say(lang, "season.list-empty"))
        return
    table = Table(show_edge=False, box=None, padding=(0, 1), header_style="bold")
    for key in ("season", "from", "to", "game", "games"):
        table.add_column(say(lang, f"season.col.{key}"), justify="right" if key == "games" else "left")
    open_end = say(lang, "season.open")
    for season in every:
        table.add_row(
            safe(season.name),
            season.starts or open_end,
            season.ends or open_end,
            game_title(season.game, lang) if season.game else say(lang, "season.every-game"),
            str(counts.get(season.id, 0)),
        )
    console.print(table)
