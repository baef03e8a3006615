"""The tables of ``stats`` as text: markdown and plain text for a pipe or a file (tabulate),
apart from :mod:`hanascore.views.stats`, so that ``stats --json`` loads no tabulate."""

from __future__ import annotations

from collections.abc import Sequence

from tabulate import tabulate

from hanascore.core.text import visible
from hanascore.core.words import Language
from hanascore.views.markdown_tables import markdown_cell, markdown_table
from hanascore.views.stats import StatsTable, shown


def to_markdown(tables: Sequence[StatsTable], lang: Language = "en") -> str:
    """The tables as markdown: a heading and a GitHub table each, every name escaped."""
    parts = []
    for index, table in enumerate(tables):
        level = "#" if index == 0 else "##"
        parts.append(f"{level} {markdown_cell(table.title)}\n")
        if not table.rows:
            parts.append(f"_{table.empty}_\n")
            continue
        rows = [[markdown_cell(shown(cell, lang)) for cell in row] for row in table.rows]
        parts.append(markdown_table([markdown_cell(h) for h in table.headers], rows, table.numbers) + "\n")
    return "\n".join(parts)


def to_plain(tables: Sequence[StatsTable], lang: Language = "en") -> str:
    """The tables as plain text (a pipe, a file): a title line and tabulate's simple table each."""
    parts = []
    for table in tables:
        if not table.rows:
            parts.append(f"{visible(table.title)}\n{table.empty}\n")
            continue
        # Names show their hidden characters as escapes, as every view does.
        rows = [[visible(shown(cell, lang)) for cell in row] for row in table.rows]
        columns = len(table.headers)
        text = tabulate(
            rows,
            headers=[visible(header) for header in table.headers],
            tablefmt="simple",
            disable_numparse=True,
            colalign=["left"] * (columns - table.numbers) + ["right"] * table.numbers,
        )
        parts.append(f"{visible(table.title)}\n{text}\n")
    return "\n".join(parts)
