"""Each player's rating over a season as a line chart in pure SVG (no script), drawn by the
game's running-totals chart's own drawing (:func:`hanascore.views.html.chart.line_chart_svg`:
its colours for light and dark pages, dash patterns, scale and legend); one chart per game
type of the season (its ranking).

The rating drawn is the conservative estimate (openskill's ``ordinal``, what the ranking
orders by).  The x axis counts the games each player played (their 1st, 2nd, ... rated
game), not the season's games nor the days: a player's line starts at the rating everyone
starts with (0 games) and has a point after each of their games, so players who joined late
are compared with the others at the same experience.
"""

from __future__ import annotations

from hanascore.core.words import Language, say
from hanascore.ledger.season_rating import SeasonRanking
from hanascore.views.html.chart import line_chart_svg
from hanascore.views.season import game_title


def rating_series(ranking: SeasonRanking) -> dict[str, list[tuple[int, float]]]:
    """Each person's points (games played, conservative estimate), by name in ranking order:
    the starting rating at 0 games, then one point after each of their games."""
    series: dict[str, list[tuple[int, float]]] = {}
    history = ranking.history
    for row in ranking.rows:
        points = [(0, ranking.initial.ordinal)]
        points += [(played, step.rating.ordinal) for played, step in enumerate(history[row.key], start=1)]
        series[row.name] = points
    return series


def ratings_svg(
    ranking: SeasonRanking,
    game: str,
    *,
    id_prefix: str = "hs-season-chart",
    standalone: bool = False,
    lang: Language = "en",
) -> str:
    """Each player's rating after each game they played, for game type ``game``'s ranking of
    the season, as an SVG line chart with axes and a legend (the latest rating beside each
    name, to 2 decimals); ``id_prefix`` keeps the ids unique where a page holds several charts;
    alone (``standalone``) it names its namespace."""
    series = rating_series(ranking)
    steps = max((len(points) - 1 for points in series.values()), default=0)
    title = (
        say(lang, "season.chart.title", game=game_title(game, lang), count=steps)
        if steps
        else say(lang, "season.chart.empty")
    )
    desc = "; ".join(say(lang, "season.chart.line", name=name, rating=f"{p[-1][1]:.2f}") for name, p in series.items())
    return line_chart_svg(
        series,
        steps=steps,
        x_labels=[(index, index) for index in range(1, steps + 1)],
        title=title,
        desc=desc or title,
        axis=say(lang, "season.chart.axis"),
        legend={name: f"{points[-1][1]:.2f}" for name, points in series.items()},
        id_prefix=id_prefix,
        standalone=standalone,
    )
