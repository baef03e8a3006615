"""A season as one self-contained HTML page: ``hanascore season show --format html``.

Rendered like the game's report (:mod:`hanascore.views.html.report`: its template
environment, with autoescaping and every text's hidden characters shown, and its stylesheet
inline): the ranking (ratings to 2 decimals, as the other people's views write them), the
chart of each player's rating over the season (:mod:`hanascore.views.html.season_chart`) and
the season's games.  No script and no address outside the file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from markupsafe import Markup

from hanascore import __version__
from hanascore.core.errors import SheetError
from hanascore.core.words import Language
from hanascore.games import find_game
from hanascore.ledger.records import GameRecord
from hanascore.ledger.seasons import Season, SeasonRanking
from hanascore.views.html.report import environment, stylesheet
from hanascore.views.html.season_chart import ratings_svg
from hanascore.views.season import summary, two


def _game_title(game: str, lang: Language) -> str:
    """A game type's name in ``lang`` (its id where the registry does not know it)."""
    try:
        found = find_game(game)
    except SheetError:  # a record of a game type this version does not have
        return game
    return found.japanese if lang == "ja" else found.name


def season_html(season: Season, games: Sequence[GameRecord], ranking: SeasonRanking, lang: Language = "en") -> str:
    """The season (``games``: its records, in the order played) as one HTML page in ``lang``."""
    rated = set(ranking.rated)
    rows: list[dict[str, Any]] = [
        {
            "rank": row.rank,
            "name": row.name,
            "games": row.games,
            "firsts": row.firsts,
            "points": row.points,
            "mu": two(row.rating.mu),
            "sigma": two(row.rating.sigma),
            "ordinal": two(row.rating.ordinal),
        }
        for row in ranking.rows
    ]
    listed = [
        {
            "id": record.id,
            "name": record.name,
            "game": _game_title(record.game, lang),
            "started": record.started[:10],
            "rated": record.id in rated,
        }
        for record in games
    ]
    return (
        environment()
        .get_template("season.html.j2")
        .render(
            season=season,
            summary=summary(season, ranking, lang),
            rows=rows,
            games=listed,
            chart=Markup(ratings_svg(ranking, lang=lang)),
            css=Markup(stylesheet()),
            version=__version__,
            lang=lang,
        )
    )
