"""Markdown tables (tabulate's "github" format) and their cells, every piece of user text
escaped so that nothing in it renders: what every markdown writer shares (a game's export,
``stats``, ``players`` and ``season show`` in markdown), apart from any one view model."""

from __future__ import annotations

import html
import re

import tabulate as tabulating
from tabulate import tabulate

from hanascore.core.text import visible

# Names are measured as a terminal shows them: East Asian wide characters take two columns
# (tabulate turns this on by itself wherever wcwidth is installed, and hanascore requires it).
tabulating.WIDE_CHARS_MODE = True

#: What markdown (CommonMark and GitHub's) acts on inside a line: emphasis, code, links and
#: images (``![x](http://…)`` would load a remote image), headings, a table's pipe, GitHub's
#: strikethrough; and the backslash that escapes them.  ``<``, ``>`` and ``&`` (HTML,
#: autolinks, entities) are written as entities.
_MARKDOWN_SYNTAX = re.compile(r"([\\`*_\[\]()!#|~])")


def markdown_cell(text: object) -> str:
    """User text as markdown text: hidden characters as visible escapes, every piece of
    markdown syntax backslash-escaped, HTML as entities; nothing in it renders."""
    return html.escape(_MARKDOWN_SYNTAX.sub(r"\\\1", visible(text)), quote=False)


def markdown_table(headers: list[str], rows: list[list[str]], numbers: int = 0) -> str:
    """A GitHub markdown table (tabulate's "github" format): text flush left, the last
    ``numbers`` columns flush right.  Every cell is text, whatever it looks like (a name "1e5"
    stays "1e5"); tabulate measures East Asian wide characters as two columns (wcwidth)."""
    return tabulate(
        rows,
        headers=headers,
        tablefmt="github",
        disable_numparse=True,
        colalign=["left"] * (len(headers) - numbers) + ["right"] * numbers,
    )
