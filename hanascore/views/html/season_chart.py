"""Each player's rating over a season as a line chart in pure SVG (no script), drawn as the
game's running-totals chart is (:mod:`hanascore.views.html.chart`: its colours for light and
dark pages, dash patterns, scale and legend).

The rating drawn is the conservative estimate (openskill's ``ordinal``, what the ranking
orders by).  The x axis counts the season's rated games; a player's line starts at the
rating everyone starts with, just before their first game, and has a point after each game
they played (flat across the games they sat out).
"""

from __future__ import annotations

import math

from hanascore.core.words import Language, say
from hanascore.ledger.seasons import SeasonRanking
from hanascore.views.html.chart import (
    DASHES,
    LEGEND_COLUMNS,
    LEGEND_ROW,
    LIGHT,
    PLOT_HEIGHT,
    PLOT_LEFT,
    PLOT_RIGHT,
    PLOT_TOP,
    SVG_NAMESPACE,
    WIDTH,
    _short,
    _style,
    nice_ticks,
    text_of,
)


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
    values = [value for points in series.values() for _, value in points] or [0.0]
    ticks = nice_ticks(math.floor(min(*values, 0)), math.ceil(max(*values, 0)))
    low, high = ticks[0], ticks[-1]
    plot_width = WIDTH - PLOT_LEFT - PLOT_RIGHT
    steps = max(games, 1)

    def x(index: int) -> float:
        return round(PLOT_LEFT + plot_width * index / steps, 1)

    def y(value: float) -> float:
        return round(PLOT_TOP + PLOT_HEIGHT * (high - value) / (high - low), 1)

    legend_rows = math.ceil(len(series) / LEGEND_COLUMNS)
    height = PLOT_TOP + PLOT_HEIGHT + 34 + legend_rows * LEGEND_ROW
    title = say(lang, "season.chart.title", count=games) if games else say(lang, "season.chart.empty")
    desc = "; ".join(say(lang, "season.chart.line", name=name, rating=f"{p[-1][1]:.2f}") for name, p in series.items())
    parts = [
        f'<svg{SVG_NAMESPACE if standalone else ""} id="{id_prefix}" class="hs-chart" role="img" '
        f'viewBox="0 0 {WIDTH} {height}" aria-labelledby="{id_prefix}-title {id_prefix}-desc" '
        'font-family="system-ui,sans-serif" font-size="12">',
        f'<title id="{id_prefix}-title">{text_of(title)}</title>',
        f'<desc id="{id_prefix}-desc">{text_of(desc or title)}</desc>',
        _style(id_prefix),
    ]
    for tick in ticks:
        weight = 'stroke-opacity=".7" stroke-width="1.2"' if tick == 0 else 'stroke-opacity=".15"'
        parts.append(
            f'<line x1="{PLOT_LEFT}" x2="{WIDTH - PLOT_RIGHT}" y1="{y(tick)}" y2="{y(tick)}" stroke="currentColor" {weight}/>'
        )
        parts.append(f'<text x="{PLOT_LEFT - 5}" y="{y(tick) + 4}" text-anchor="end" fill="currentColor">{tick}</text>')
    bottom = PLOT_TOP + PLOT_HEIGHT
    parts.append(
        f'<line x1="{PLOT_LEFT}" x2="{PLOT_LEFT}" y1="{PLOT_TOP}" y2="{bottom}" stroke="currentColor" stroke-opacity=".5"/>'
    )
    every = max(1, math.ceil(games / 12))
    for index in range(1, games + 1):
        if index % every == 0 or index == 1:
            parts.append(
                f'<text x="{x(index)}" y="{bottom + 14}" text-anchor="middle" fill="currentColor">{index}</text>'
            )
    parts.append(
        f'<text x="{PLOT_LEFT + plot_width / 2:g}" y="{bottom + 28}" text-anchor="middle" fill="currentColor" '
        f'fill-opacity=".8">{text_of(say(lang, "season.chart.axis"))}</text>'
    )
    for index, (name, points) in enumerate(series.items()):
        colour = f"var(--c{index % len(LIGHT)},{LIGHT[index % len(LIGHT)]})"
        dash = DASHES[index % len(DASHES)]
        dashing = f' stroke-dasharray="{dash}"' if dash else ""
        coordinates = " ".join(f"{x(i)},{y(v)}" for i, v in points)
        parts.append(
            f'<polyline class="hs-series" points="{coordinates}" fill="none" style="stroke:{colour}" '
            f'stroke-width="2.2" stroke-linejoin="round"{dashing}><title>{text_of(name)}</title></polyline>'
        )
        row, column = divmod(index, LEGEND_COLUMNS)
        left = PLOT_LEFT + column * (plot_width / LEGEND_COLUMNS)
        top = bottom + 34 + row * LEGEND_ROW
        parts.append(
            f'<line x1="{left:g}" x2="{left + 22:g}" y1="{top + 6}" y2="{top + 6}" style="stroke:{colour}" '
            f'stroke-width="2.5"{dashing}/>'
            f'<text x="{left + 27:g}" y="{top + 10}" fill="currentColor">'
            f"{text_of(_short(name))} {points[-1][1]:.2f}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)
