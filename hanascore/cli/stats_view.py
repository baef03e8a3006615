"""The views of ``stats`` (:mod:`hanascore.cli.stats`' command, the same options and help): the
tables as CSV or markdown when asked for (``--format``), else drawn by rich on a terminal, as
plain text (tabulate) for a pipe or a file."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console

from hanascore.cli import stats as reading
from hanascore.cli.console import write_utf8
from hanascore.cli.session import viewed
from hanascore.core.words import Language
from hanascore.views.stats import StatsTable, to_csv
from hanascore.views.stats_terminal import render_tables
from hanascore.views.stats_text import to_markdown, to_plain


def _stats(console: Console, tables: Sequence[StatsTable], lang: Language, chosen: str | None) -> None:
    if chosen == "csv":
        write_utf8(to_csv(tables))
    elif chosen == "markdown":
        write_utf8(to_markdown(tables, lang))
    elif console.is_terminal:
        render_tables(tables, console, lang)
    else:
        write_utf8(to_plain(tables, lang))


stats = viewed(reading.stats, _stats)
