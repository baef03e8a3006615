"""The tables of ``stats`` on a terminal: :mod:`hanascore.views.stats`' tables drawn by rich
(plain text in a pipe), ``stats``' default format (``table`` in :mod:`hanascore.views.outputs`)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from hanascore.core.text import visible
from hanascore.core.words import Language
from hanascore.views.console import stdout
from hanascore.views.stats import StatsTable, shown
from hanascore.views.stats_text import to_plain


def drawn(tables: Sequence[StatsTable], lang: Language = "en") -> str | None:
    """The tables drawn on the terminal (None returned), or as plain text for a pipe or a file."""
    console = stdout()
    if not console.is_terminal:
        return to_plain(tables, lang)
    render_tables(tables, console, lang)
    return None


def render_tables(tables: Sequence[StatsTable], console: Console, lang: Language) -> None:
    """Each table under its title (names shown as text, never as markup)."""
    for index, table in enumerate(tables):
        if index:
            console.print()
        title = Text(visible(table.title), style="bold")
        if not table.rows:
            console.print(title)
            console.print(Text(table.empty))
            continue
        drawn = Table(title=title, title_justify="left", show_edge=False, padding=(0, 1))
        first_number = len(table.headers) - table.numbers
        for column, header in enumerate(table.headers):
            drawn.add_column(visible(header), justify="right" if column >= first_number else "left", no_wrap=True)
        for row in table.rows:
            drawn.add_row(*(Text(visible(shown(cell, lang))) for cell in row))
        console.print(drawn)
