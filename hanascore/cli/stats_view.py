"""The terminal view of ``stats`` (:mod:`hanascore.cli.stats`' command, the same options and
help): the tables drawn by rich on a terminal, as plain text (tabulate) for a pipe or a file."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console

from hanascore.cli import stats as reading
from hanascore.cli.console import write_utf8
from hanascore.cli.session import viewed
from hanascore.core.words import Language
from hanascore.views.stats import StatsTable, to_plain
from hanascore.views.stats_terminal import render_tables


def _stats(console: Console, tables: Sequence[StatsTable], lang: Language) -> None:
    if console.is_terminal:
        render_tables(tables, console, lang)
    else:
        write_utf8(to_plain(tables, lang))


stats = viewed(reading.stats, _stats)
