"""Each player's rating over a season as a line chart in pure SVG (no script), drawn by the
game's running-totals chart's own drawing (:func:`hanascore.views.html.chart.line_chart_svg`:
its colours for light and dark pages, dash patterns, scale and legend).

The rating drawn is the conservative estimate (openskill's ``ordinal``, what the ranking
orders by).  The x axis counts the season's rated games; a player's line starts at the
rating everyone starts with, just before their first game, and has a point after each game
they played (flat across the games they sat out).
"""

from __future__ import annotations

from hanascore.core.words import Language, say
from hanascore.ledger.seasons import SeasonRanking
from hanascore.views.html.chart import line_chart_svg


def rating_series(ranking: SeasonRanking) -> dict[str, list[tuple[int, float]]]:
    """Each person's points (game index, conservative estimate), by name in ranking order:
    the starting rating just before their first game, then one point after each game."""
    series: dict[str, list[tuple[int, float]]] = {}
    for row in ranking.rows:
        steps = ranking.history[row.key]
        points = [(steps[0].index - 1, ranking.initial.ordinal)]
        points += [(step.index, step.rating.ordinal) for step in steps]
        series[row.name] = points
    return series


def ratings_svg(
    ranking: SeasonRanking, *, id_prefix: str = "hs-season-chart", standalone: bool = False, lang: Language = "en"
) -> str:
    """Each player's rating after each game of the season as an SVG line chart with axes and a
    legend (the latest rating beside each name, to 2 decimals); ``id_prefix`` keeps the ids
    unique where a page holds several charts; alone (``standalone``) it names its namespace."""
    series = rating_series(ranking)
    games = len(ranking.rated)
    title = say(lang, "season.chart.title", count=games) if games else say(lang, "season.chart.empty")
    desc = "; ".join(say(lang, "season.chart.line", name=name, rating=f"{p[-1][1]:.2f}") for name, p in series.items())
    return line_chart_svg(
        series,
        steps=games,
        x_labels=[(index, index) for index in range(1, games + 1)],
        title=title,
        desc=desc or title,
        axis=say(lang, "season.chart.axis"),
        legend={name: f"{points[-1][1]:.2f}" for name, points in series.items()},
        id_prefix=id_prefix,
        standalone=standalone,
    )
