"""The tables of ``stats``: everyone's numbers, or one person's card (their numbers, the yaku
they made, their head to head), as plain text, markdown (tabulate) or CSV.  The terminal shows
the same tables through rich (:mod:`hanascore.views.stats_terminal`); this module loads no rich,
so that ``stats --format csv`` and ``--json`` start without it."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass

from tabulate import tabulate

from hanascore.core.errors import SheetError
from hanascore.core.text import visible
from hanascore.core.words import Language, say
from hanascore.games import find_game
from hanascore.ledger.stats import PersonStats
from hanascore.views.export_csv import spreadsheet_safe
from hanascore.views.export_markdown import _markdown_cell, markdown_table

#: A table's cell: text, a whole number, a mean (shown to 2 decimals), or nothing (None).
Cell = str | int | float | None


@dataclass(frozen=True, slots=True)
class StatsTable:
    """One table of the answer: its title, headers and rows; the last ``numbers`` columns
    hold numbers (flush right)."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    numbers: int
    #: What the table says when it has no row.
    empty: str = ""


def shown(cell: Cell, lang: Language = "en") -> str:
    """A cell as text: a mean to 2 decimals, nothing as a dash."""
    if cell is None:
        return say(lang, "stats.none")
    if isinstance(cell, float):
        return f"{cell:.2f}"
    return str(cell)


def everyone_table(people: Sequence[PersonStats], lang: Language, stake: int | None = None) -> StatsTable:
    """The table of everyone: one row a person."""
    keys = ["name", "games", "games-won", "rounds", "rounds-won", "total", "per-round", "best-round", "worst-round"]
    headers = [say(lang, f"stats.{key}") for key in keys]
    if stake is not None:
        headers.append(say(lang, "stats.money", stake=stake))
    rows = []
    for p in people:
        row: list[Cell] = [p.name, p.games, p.games_won, p.rounds, p.rounds_won, p.total, p.per_round]
        row += [p.best_round, p.worst_round]
        if stake is not None:
            row.append(p.total * stake)
        rows.append(tuple(row))
    return StatsTable(
        say(lang, "stats.title"), tuple(headers), tuple(rows), len(headers) - 1, say(lang, "stats.nobody")
    )


def _yaku_name(game_id: str, yaku_id: str, lang: Language) -> tuple[str, str]:
    """A game's and a yaku's names in ``lang`` (the ids where the game no longer knows them)."""
    try:
        game = find_game(game_id)
    except SheetError:
        return game_id, yaku_id
    game_name = (game.japanese or game.name) if lang == "ja" else game.name
    yaku = next((y for y in game.yaku if y.id == yaku_id), None)
    if yaku is None:
        return game_name, yaku_id
    return game_name, (yaku.japanese or yaku.name) if lang == "ja" else yaku.name


def card_tables(person: PersonStats, lang: Language, stake: int | None = None) -> list[StatsTable]:
    """One person's card: their numbers (the table of everyone's row), the yaku they made and
    their head to head."""
    numbers = everyone_table([person], lang, stake)
    numbers = StatsTable(person.name, numbers.headers, numbers.rows, numbers.numbers)
    yaku_rows = tuple(
        (*_yaku_name(game, yaku_id, lang), count)
        for game, counts in person.yaku.items()
        for yaku_id, count in counts.items()
    )
    yaku = StatsTable(
        say(lang, "stats.yaku"),
        (say(lang, "stats.game"), say(lang, "stats.yaku-name"), say(lang, "stats.count")),
        yaku_rows,
        1,
        say(lang, "stats.no-yaku"),
    )
    rivals = StatsTable(
        say(lang, "stats.head-to-head"),
        tuple(say(lang, f"stats.{key}") for key in ("opponent", "games", "games-won", "lost", "net")),
        tuple((h.opponent, h.games, h.won, h.lost, h.net) for h in person.head_to_head),
        4,
        say(lang, "stats.no-opponents"),
    )
    return [numbers, yaku, rivals]


def to_markdown(tables: Sequence[StatsTable], lang: Language = "en") -> str:
    """The tables as markdown: a heading and a GitHub table each, every name escaped."""
    parts = []
    for index, table in enumerate(tables):
        level = "#" if index == 0 else "##"
        parts.append(f"{level} {_markdown_cell(table.title)}\n")
        if not table.rows:
            parts.append(f"_{table.empty}_\n")
            continue
        rows = [[_markdown_cell(shown(cell, lang)) for cell in row] for row in table.rows]
        parts.append(markdown_table([_markdown_cell(h) for h in table.headers], rows, table.numbers) + "\n")
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


def to_csv(tables: Sequence[StatsTable]) -> str:
    """The tables as CSV: each its header row then its rows, a blank line between tables;
    numbers stay numbers, text is guarded for spreadsheets, nothing is an empty cell."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    for index, table in enumerate(tables):
        if index:
            writer.writerow([])
        writer.writerow([spreadsheet_safe(header) for header in table.headers])
        for row in table.rows:
            writer.writerow(["" if cell is None else spreadsheet_safe(cell) for cell in row])
    return buffer.getvalue()
