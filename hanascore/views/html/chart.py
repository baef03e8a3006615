"""The running totals of a game as a line chart in pure SVG, drawn on the server (no script).

The input is what ``history --json`` prints (:func:`hanascore.views.shapes.history_json`): one
object per entry, each with the ``totals`` after it.  Every party gets its own colour and dash
pattern (told apart without colour too), and the colours switch for a dark page by themselves:
the chart carries its own small stylesheet, so it reads the same inline in any page or alone.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from hanascore.core.text import visible
from hanascore.core.words import Language, say

#: Line colours on a light page and on a dark one (after Okabe and Ito: told apart by people
#: with colour-blindness), one pair per party in seating order; more parties reuse them with
#: another dash pattern.
LIGHT = ("#0072b2", "#c24e00", "#007a5a", "#b8468e", "#7a5c00", "#6a3d9a", "#444444", "#a3162b")
DARK = ("#56b4e9", "#e69f00", "#33cc99", "#e8a0c8", "#f0e442", "#b89ae0", "#dddddd", "#ff8080")
DASHES = ("", "7 3", "2 3", "9 3 2 3", "4 4", "12 4", "1 2", "6 2 1 2 1 2")

WIDTH = 360
PLOT_TOP, PLOT_LEFT, PLOT_RIGHT = 12, 44, 10
PLOT_HEIGHT = 170
LEGEND_ROW = 18
LEGEND_COLUMNS = 2
SVG_NAMESPACE = ' xmlns="http://www.w3.org/2000/svg"'
NAME_LIMIT = 16


def text_of(value: str) -> str:
    """``value`` as the chart's text: hidden characters shown as escapes (see
    :func:`hanascore.cli.console.visible`), then escaped for SVG."""
    return escape(visible(value), quote=False)


def nice_ticks(low: int, high: int, count: int = 4) -> list[int]:
    """Round tick values (steps of 1, 2 or 5 times a power of ten) spanning ``low``..``high``."""
    span = max(high - low, 1)
    raw = span / count
    magnitude = 10 ** math.floor(math.log10(raw)) if raw >= 1 else 1
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    start = math.floor(low / step) * step
    stop = max(math.ceil(high / step) * step, start + step)  # a flat line still gets a scale
    return list(range(start, stop + 1, step))


def _short(name: str) -> str:
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"


def _style(id_prefix: str) -> str:
    light = "".join(f"--c{i}:{colour};" for i, colour in enumerate(LIGHT))
    dark = "".join(f"--c{i}:{colour};" for i, colour in enumerate(DARK))
    return f"<style>#{id_prefix}{{{light}}}@media (prefers-color-scheme:dark){{#{id_prefix}{{{dark}}}}}</style>"


def line_chart_svg(
    series: Mapping[str, Sequence[tuple[int, float]]],
    *,
    steps: int,
    x_labels: Iterable[tuple[int, int]],
    title: str,
    desc: str,
    axis: str,
    legend: Mapping[str, str],
    id_prefix: str,
    standalone: bool,
) -> str:
    """An SVG line chart of ``series``: each name's points (x index, value), x running over
    0..``steps``, with a y scale of round ticks through 0, a y axis, an x axis numbered at
    ``x_labels`` (x index, number; thinned to about a dozen by their numbers) and named
    ``axis``, one line per name in its own colour and dash pattern, and a legend giving each
    name and its ``legend`` text.  ``title`` and ``desc`` (plain text, escaped here) are what
    a screen reader says; ``id_prefix`` keeps the ids unique where a page holds several
    charts; inside an HTML page (``standalone=False``) the SVG namespace goes without saying.

    The drawing of the game's running totals (:func:`running_totals_svg`) and of a season's
    ratings (:mod:`hanascore.views.html.season_chart`), so the two read alike."""
    values = [value for points in series.values() for _, value in points] or [0]
    # The scale always takes in 0, so the zero line is there to read gains and losses against.
    ticks = nice_ticks(math.floor(min(*values, 0)), math.ceil(max(*values, 0)))
    low, high = ticks[0], ticks[-1]
    plot_width = WIDTH - PLOT_LEFT - PLOT_RIGHT
    # With nothing to draw yet the axes still span one step (no division by zero).
    span = max(steps, 1)

    def x(index: int) -> float:
        return round(PLOT_LEFT + plot_width * index / span, 1)

    def y(value: float) -> float:
        return round(PLOT_TOP + PLOT_HEIGHT * (high - value) / (high - low), 1)

    # A long game's lines have thousands of points, which share their x positions and many
    # of their values: each is written out once.
    x_text = functools.cache(lambda index: str(x(index)))
    y_text = functools.cache(lambda value: str(y(value)))

    legend_rows = math.ceil(len(series) / LEGEND_COLUMNS)
    height = PLOT_TOP + PLOT_HEIGHT + 34 + legend_rows * LEGEND_ROW
    parts = [
        f'<svg{SVG_NAMESPACE if standalone else ""} id="{id_prefix}" class="hs-chart" role="img" '
        f'viewBox="0 0 {WIDTH} {height}" aria-labelledby="{id_prefix}-title {id_prefix}-desc" '
        'font-family="system-ui,sans-serif" font-size="12">',
        f'<title id="{id_prefix}-title">{text_of(title)}</title>',
        f'<desc id="{id_prefix}-desc">{text_of(desc)}</desc>',
        _style(id_prefix),
    ]
    # Grid and the y axis's numbers.
    for tick in ticks:
        weight = 'stroke-opacity=".7" stroke-width="1.2"' if tick == 0 else 'stroke-opacity=".15"'
        parts.append(
            f'<line x1="{PLOT_LEFT}" x2="{WIDTH - PLOT_RIGHT}" y1="{y(tick)}" y2="{y(tick)}" stroke="currentColor" {weight}/>'
        )
        parts.append(f'<text x="{PLOT_LEFT - 5}" y="{y(tick) + 4}" text-anchor="end" fill="currentColor">{tick}</text>')
    # The x axis's numbers, thinned to fit; the first always shows where the count starts.
    bottom = PLOT_TOP + PLOT_HEIGHT
    parts.append(
        f'<line x1="{PLOT_LEFT}" x2="{PLOT_LEFT}" y1="{PLOT_TOP}" y2="{bottom}" stroke="currentColor" stroke-opacity=".5"/>'
    )
    every = max(1, math.ceil(steps / 12))
    for index, number in x_labels:
        if number % every == 0 or number == 1:
            parts.append(
                f'<text x="{x(index)}" y="{bottom + 14}" text-anchor="middle" fill="currentColor">{number}</text>'
            )
    parts.append(
        f'<text x="{PLOT_LEFT + plot_width / 2:g}" y="{bottom + 28}" text-anchor="middle" fill="currentColor" '
        f'fill-opacity=".8">{text_of(axis)}</text>'
    )
    # One line per series, then its legend entry.
    for index, (name, points) in enumerate(series.items()):
        colour = f"var(--c{index % len(LIGHT)},{LIGHT[index % len(LIGHT)]})"
        dash = DASHES[index % len(DASHES)]
        dashing = f' stroke-dasharray="{dash}"' if dash else ""
        coordinates = " ".join([f"{x_text(i)},{y_text(v)}" for i, v in points])
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
            f"{text_of(_short(name))} {text_of(legend[name])}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def running_totals_svg(
    history: Sequence[Mapping[str, Any]],
    parties: Sequence[str] | None = None,
    *,
    id_prefix: str = "hs-chart",
    standalone: bool = True,
    lang: Language = "en",
    title: str | None = None,
    axis: str | None = None,
) -> str:
    """Each party's running total from 0 through every entry of ``history`` as an SVG line
    chart with axes, a zero line and a legend; ``parties`` fixes their order (default: as the
    totals list them).  ``id_prefix`` keeps the ids unique where a page holds several charts;
    inside an HTML page (``standalone=False``) the SVG namespace goes without saying; its words
    are in ``lang``; ``title`` and ``axis`` (said already) replace the chart's title and its x
    axis's name where its entries are not a game's rounds (a person's games)."""
    names = list(parties) if parties is not None else list(history[0]["totals"]) if history else []
    totals = {name: [0] + [int(entry["totals"][name]) for entry in history] for name in names}
    if title is None:
        title = say(lang, "chart.title", count=len(history)) if history else say(lang, "chart.title-empty")
    lines = [say(lang, "chart.line", name=name, total=points[-1]) for name, points in totals.items()]
    # An entry is labelled with its round's number; an adjustment has none and goes unlabelled.
    rounds = [
        (index, int(entry["round"])) for index, entry in enumerate(history, start=1) if entry.get("round") is not None
    ]
    return line_chart_svg(
        {name: list(enumerate(points)) for name, points in totals.items()},
        steps=len(history),
        x_labels=rounds,
        title=title,
        desc="; ".join(lines) or say(lang, "chart.no-parties"),
        axis=axis or say(lang, "round"),
        legend={name: str(points[-1]) for name, points in totals.items()},
        id_prefix=id_prefix,
        standalone=standalone,
    )
