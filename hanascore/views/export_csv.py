"""A game as CSV: the contract's layout, one row per entry, text guarded for spreadsheets."""

from __future__ import annotations

import csv
import io

from hanascore.core.words import Language
from hanascore.games import find_game
from hanascore.ledger.replay import Ledger, ReplayedNote, ReplayedRound
from hanascore.views.outputs import spreadsheet_safe
from hanascore.views.round_view import round_note


def csv_rows(ledger: Ledger, *, reasons: bool = False) -> list[list[object]]:
    """The contract's CSV layout: header, then one row per entry in order.

    ``reasons`` appends a ``reason`` column (for a round its note as the history says it: its
    multiplier, how it was won, a lucky hand, a draw, who played and who dropped out, whether it
    was counted; the adjustment's reason for an adjustment): the contract's columns stay where
    they are, so readers of the layout still work.  A note is a row whose ``round`` cell is
    ``note`` (nothing added; the totals as they stood); its text is in the ``reason`` column,
    which a game with notes always has (the text has no other place).
    """
    parties = list(ledger.totals)
    reasons = reasons or any(isinstance(row, ReplayedNote) for row in ledger.rows)
    header: list[object] = ["round", "dealer", "winner", *parties, *(f"{name} total" for name in parties)]
    if reasons:
        header.append("reason")
    safe = spreadsheet_safe
    rows: list[list[object]] = [[safe(cell) for cell in header]]
    # Only text is guarded: the other cells are numbers.
    for row in ledger.rows:
        adds, totals = row.adds, row.totals
        first: list[object]
        if isinstance(row, ReplayedRound):
            # How the round went, as the history's note says it, where a round has room for words.
            reason = safe(round_note(row.result, row.sheet.active, find_game(row.result.game), "en", str))
            first = [row.number, safe(row.entry.dealer), safe(row.result.winner)]
        elif isinstance(row, ReplayedNote):
            first, reason = ["note", "", ""], safe(row.entry.text)
        else:
            first, reason = ["adjustment", "", ""], safe(row.entry.reason)
        cells = [*first, *[adds.get(name, 0) for name in parties], *[totals[name] for name in parties]]
        if reasons:
            cells.append(reason)
        rows.append(cells)
    return rows


#: What spreadsheet programs take for "this file is UTF-8" (without it, some read Japanese
#: names as mojibake in the system's legacy code page).
BYTE_ORDER_MARK = "\ufeff"


def exported(game_id: str, ledger: Ledger, *, lang: Language = "en", reasons: bool = False, bom: bool = False) -> str:
    """``export --format csv`` (:data:`hanascore.views.outputs.WRITERS`): :func:`to_csv`; its
    header is the contract's whatever ``lang``."""
    return to_csv(ledger, reasons=reasons, bom=bom)


def to_csv(ledger: Ledger, *, reasons: bool = False, bom: bool = False) -> str:
    """The game as CSV text (see :func:`csv_rows`); ``bom`` puts a byte-order mark first."""
    buffer = io.StringIO()
    if bom:
        buffer.write(BYTE_ORDER_MARK)
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerows(csv_rows(ledger, reasons=reasons))
    return buffer.getvalue()
