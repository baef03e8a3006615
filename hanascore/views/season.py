"""A season's rankings for people and spreadsheets: what every view of a season says (its
title, period, columns and marks), and the CSV.  The terminal's tables (rich) are
:mod:`hanascore.views.season_terminal`'s, markdown :mod:`hanascore.views.season_text`'s, the
HTML report :mod:`hanascore.views.html.season_report`'s.

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

from hanascore.core.errors import SheetError
from hanascore.core.text import spreadsheet_safe
from hanascore.core.words import Language, say
from hanascore.games import find_game
from hanascore.ledger.season_rating import RankingRow, SeasonRatings
from hanascore.ledger.seasons import Season

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
