"""A game as markdown: a heading, the round-by-round table and the standings (tabulate's
"github" tables), every piece of user text escaped so that nothing in it renders."""

from __future__ import annotations

import functools
import html
import re

import tabulate as tabulating
from tabulate import tabulate

from hanascore.core.text import visible
from hanascore.core.words import Language
from hanascore.games import find_game
from hanascore.ledger.replay import GameDefinition, Ledger, ReplayedAdjustment, ReplayedNote, ReplayedRound
from hanascore.views.round_view import round_note

# Names are measured as a terminal shows them: East Asian wide characters take two columns
# (tabulate turns this on by itself wherever wcwidth is installed, and hanascore requires it).
tabulating.WIDE_CHARS_MODE = True

#: What markdown (CommonMark and GitHub's) acts on inside a line: emphasis, code, links and
#: images (``![x](http://…)`` would load a remote image), headings, a table's pipe, GitHub's
#: strikethrough; and the backslash that escapes them.  ``<``, ``>`` and ``&`` (HTML,
#: autolinks, entities) are written as entities.
_MARKDOWN_SYNTAX = re.compile(r"([\\`*_\[\]()!#|~])")


def _markdown_cell(text: object) -> str:
    """User text as markdown text: hidden characters as visible escapes, every piece of
    markdown syntax backslash-escaped, HTML as entities; nothing in it renders."""
    return html.escape(_MARKDOWN_SYNTAX.sub(r"\\\1", visible(text)), quote=False)


#: A cell of any markdown table (``players --format markdown`` too).
markdown_cell = _markdown_cell


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


def exported(game_id: str, ledger: Ledger, *, lang: Language = "en", reasons: bool = False, bom: bool = False) -> str:
    """``export --format markdown`` (:data:`hanascore.views.outputs.WRITERS`; the CSV options
    are not its): :func:`to_markdown`."""
    return to_markdown(game_id, ledger)


def to_markdown(game_id: str, ledger: Ledger) -> str:
    """The game as markdown: a heading, the round-by-round table, and the standings."""
    definition: GameDefinition = ledger.definition
    parties = list(ledger.totals)
    # Names recur on every row: each is escaped once.
    escaped = functools.cache(_markdown_cell)
    lines = [f"# {escaped(definition.name)}", ""]
    length = f"{definition.rounds} rounds" if definition.rounds is not None else f"first to {definition.target}"
    lines.append(
        f"{escaped(definition.game)} · game {game_id} · {length} · "
        f"{ledger.rounds_played} played · players: {', '.join(escaped(p) for p in definition.players)}"
    )
    if definition.teams:
        teams = "; ".join(
            f"{escaped(name)}: {', '.join(escaped(m) for m in members)}" for name, members in definition.teams.items()
        )
        lines.append(f"teams: {teams}")
    lines.append("")
    headers = ["round", "dealer", "winner", *(escaped(p) for p in parties), "note"]
    table: list[list[str]] = []
    for row in ledger.rows:
        cells: list[str]
        if isinstance(row, ReplayedRound):
            result = row.result
            note = round_note(result, row.sheet.active, find_game(result.game), "en", escaped)
            cells = [str(row.number), escaped(row.entry.dealer), escaped(result.winner)]
        elif isinstance(row, ReplayedNote):  # the players' words; no total moved
            table.append(["note", "", "", *([""] * len(parties)), f"note: {_markdown_cell(row.entry.text)}"])
            continue
        else:
            assert isinstance(row, ReplayedAdjustment)
            note = f"adjustment: {_markdown_cell(row.entry.reason)}"
            cells = ["adj.", "", ""]
        adds, totals = row.adds, row.totals
        cells += [f"{adds.get(p, 0):+d} → {totals[p]}" for p in parties]
        cells.append(note)
        table.append(cells)
    lines.append(markdown_table(headers, table) if table else "_no rounds yet_")
    lines.append("")
    points = ledger.points
    standing_headers = ["party", "total"] + (["points"] if points is not None else [])
    standing_rows = [
        [escaped(name), str(total), *([str(points[name])] if points is not None else [])]
        for name, total in ledger.totals.items()
    ]
    lines.append(markdown_table(standing_headers, standing_rows, numbers=len(standing_headers) - 1))
    lines.append("")
    if ledger.over:
        result = (
            f"winner: {escaped(ledger.winner)}"
            if ledger.winner
            else f"tied for the lead: {', '.join(map(escaped, ledger.leaders))}"
        )
        lines.append(f"**Game over** — {result}")
    else:
        lines.append(f"next dealer: {escaped(ledger.next_dealer)}")
    return "\n".join(lines) + "\n"
