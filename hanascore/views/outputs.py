"""One output registry: the formats a command writes its rows in, declared once.

Every command that prints rows (``export``, ``stats``, ``players``, ``season show``,
``standings``, ``show``) offers some of :data:`FORMATS` (:data:`OFFERS`), is checked by one
function (:func:`chosen_format`: the same problem, ``bad-format``, everywhere, naming the
formats that command offers) and writes through one lazy table (:data:`WRITERS`): a format's
module is imported only when that format is asked for, so that a CSV loads neither rich,
tabulate nor jinja2, and a JSON answer none of the views.  The option that asks for a format
is :func:`hanascore.cli.options.format_option`, made from this table.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hanascore.core.errors import Code, LedgerError, Problem, joined, msg

#: Every format, and what it writes (said in ``--format``'s help).
FORMATS: dict[str, str] = {
    "table": "a table on a terminal (plain text in a pipe)",
    "text": "a few plain lines to paste into a chat (no colour, at most 60 columns)",
    "html": "a whole HTML page",
    "csv": "CSV for spreadsheets",
    "json": "the JSON document, to import again",
    "markdown": "markdown tables",
    "jsonl": "the ledger's log, one JSON object a line, every game unless --game",
}

#: The formats each command offers, its default first when it has one (``export`` has none: it
#: takes the format from ``--output``'s suffix).
OFFERS: dict[str, tuple[str, ...]] = {
    "export": ("html", "csv", "json", "markdown", "jsonl"),
    "stats": ("table", "csv", "markdown"),
    "players": ("table", "csv", "markdown"),
    "season show": ("table", "csv", "markdown", "html"),
    "standings": ("table", "text"),
    "show": ("table", "text"),
}

#: The format a file's suffix asks for (``--output FILE``).
SUFFIXES: dict[str, str] = {
    ".csv": "csv",
    ".json": "json",
    ".jsonl": "jsonl",
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
}

#: What writes each kind of rows in each format: ``module:function``, the module imported when
#: that format is asked for (the one place of this laziness).  Each function takes the rows and
#: ``lang=`` (and the options of its kind) and returns the text; a table drawn on the terminal
#: returns None.
WRITERS: dict[tuple[str, str], str] = {
    ("game", "csv"): "hanascore.views.export_csv:exported",
    ("game", "json"): "hanascore.views.export_json:exported",
    ("game", "markdown"): "hanascore.views.export_markdown:exported",
    ("game", "html"): "hanascore.views.html.report:exported",
    ("log", "jsonl"): "hanascore.views.export_jsonl:log_text",
    ("standings", "table"): "hanascore.views.standings:drawn_standings",
    ("standings", "text"): "hanascore.views.chat:standings_text",
    ("history", "table"): "hanascore.views.standings:drawn_history",
    ("chart", "table"): "hanascore.views.standings:drawn_chart",
    ("round", "table"): "hanascore.views.standings:drawn_round",
    ("round", "text"): "hanascore.views.chat:round_text",
    ("stats", "table"): "hanascore.views.stats_terminal:drawn",
    ("stats", "csv"): "hanascore.views.stats:to_csv",
    ("stats", "markdown"): "hanascore.views.stats_text:to_markdown",
    ("players", "table"): "hanascore.views.people_terminal:drawn",
    ("players", "csv"): "hanascore.views.people:people_csv",
    ("players", "markdown"): "hanascore.views.people_text:people_markdown",
    ("players log", "table"): "hanascore.views.people_terminal:logged",
    ("season", "table"): "hanascore.views.season_terminal:drawn",
    ("seasons", "table"): "hanascore.views.season_terminal:listed",
    ("season", "csv"): "hanascore.views.season:season_csv",
    ("season", "markdown"): "hanascore.views.season_text:season_markdown",
    ("season", "html"): "hanascore.views.html.season_report:season_html",
}


def chosen_format(command: str, name: str | None, output: Path | None = None, *, required: bool = False) -> str | None:
    """The format ``command`` is asked for: ``--format NAME`` (any case), else the suffix of
    ``--output``; None when neither says (the command's default; ``required``: a problem).  A
    format ``command`` does not offer, or a file whose suffix names none, is the problem
    ``bad-format`` naming the formats it offers."""
    offered = OFFERS[command]
    if name is not None:
        chosen = name.strip().lower()
        if chosen not in offered:
            formats = joined(offered, ", ", "、")
            raise LedgerError(
                Problem(
                    Code.BAD_FORMAT, msg("bad-format.offered", name=name, command=command, formats=formats), "--format"
                )
            )
        return chosen
    if output is None and not required:
        return None
    found = SUFFIXES.get(output.suffix.lower()) if output is not None else None
    if found not in offered:
        suffixes = [suffix for suffix, form in SUFFIXES.items() if form in offered]
        raise LedgerError(
            Problem(
                Code.BAD_FORMAT,
                msg("bad-format.say-which", formats=joined(offered, ", ", "、"), suffixes="/".join(suffixes)),
                "--format",
            )
        )
    return found


def writer(kind: str, chosen: str) -> Callable[..., str | None]:
    """The function that writes rows of ``kind`` in format ``chosen``, its module imported now."""
    module, _, function = WRITERS[kind, chosen].partition(":")
    return getattr(importlib.import_module(module), function)  # type: ignore[no-any-return]


def written(kind: str, chosen: str, *rows: Any, **options: Any) -> str | None:
    """Rows of ``kind`` in format ``chosen`` (``options``: ``lang=`` and the kind's own): the
    text, or None when a table was drawn on the terminal."""
    return writer(kind, chosen)(*rows, **options)


#: Characters that make a spreadsheet treat a cell as a formula.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
