"""A season as one self-contained HTML page: ``hanascore season show --format html``.

Rendered like the game's report (:mod:`hanascore.views.html.report`: its template
environment, with autoescaping and every text's hidden characters shown, and its stylesheet
inline): a ranking per game type (ratings to 2 decimals, as the other people's views write
them; the provisional players marked, below the ranked) with the chart of each player's
rating by games played (:mod:`hanascore.views.html.season_chart`), and the season's games.
No script and no address outside the file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from markupsafe import Markup

from hanascore import __version__
from hanascore.core.words import Language
from hanascore.ledger.records import GameRecord
from hanascore.ledger.season_rating import SeasonRatings
from hanascore.views.html.report import environment, stylesheet
from hanascore.views.html.season_chart import ratings_svg
from hanascore.views.season import (
    PROVISIONAL_MARK,
    game_title,
    has_provisional,
    interval,
    provisional_note,
    signed,
    summary,
    two,
)


def season_html(ratings: SeasonRatings, games: Sequence[GameRecord], lang: Language = "en") -> str:
    """The season (``games``: its records, in the order played) as one HTML page in ``lang``."""
    rated = set(ratings.rated)
    tables: list[dict[str, Any]] = [
        {
            "game": game,
            "title": game_title(game, lang),
            "rows": [
                {
                    "rank": "" if row.rank is None else row.rank,
                    "name": row.name,
                    "provisional": row.provisional,
                    "games": row.games,
                    "firsts": row.firsts,
                    "points": row.points,
                    "ordinal": two(row.rating.ordinal),
                    "interval": interval(row),
                    "change": signed(row.change),
                }
                for row in ranking.rows
            ],
            "chart": Markup(ratings_svg(ranking, game, id_prefix=f"hs-season-chart-{number}", lang=lang)),
        }
        for number, (game, ranking) in enumerate(ratings.by_game.items(), start=1)
    ]
    listed = [
        {
            "id": record.id,
            "name": record.name,
            "game": game_title(record.game, lang),
            "started": record.started[:10],
            "rated": record.id in rated,
        }
        for record in games
    ]
    return (
        environment()
        .get_template("season.html.j2")
        .render(
            season=ratings.season,
            summary=summary(ratings, lang),
            tables=tables,
            mark=PROVISIONAL_MARK,
            provisional=provisional_note(ratings.season, lang) if has_provisional(ratings) else None,
            games=listed,
            css=Markup(stylesheet()),
            version=__version__,
            lang=lang,
        )
    )
