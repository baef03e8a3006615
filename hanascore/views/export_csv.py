"""A game as CSV: the contract's layout, one row per entry, text guarded for spreadsheets."""

from __future__ import annotations

import csv
import io

from hanascore.core import text
from hanascore.core.words import Language
from hanascore.ledger.replay import Ledger
from hanascore.views.game_view import GameView, game_view

#: Text guarded for spreadsheets (kept in :mod:`hanascore.core.text`, where the tables of
#: ``stats`` and ``season`` take it without loading a game's view).
spreadsheet_safe = text.spreadsheet_safe


def csv_rows(ledger: Ledger | GameView, *, reasons: bool = False, lang: Language = "en") -> list[list[object]]:
    """The contract's CSV layout: header, then one row per entry in order (of a replayed game,
    or of its view in the view's language).

    ``reasons`` appends a ``reason`` column (for a round its note as the history says it, in
    ``lang``: its multiplier, how it was won, a lucky hand, a draw, who played and who dropped
    out, whether it was counted; the adjustment's reason for an adjustment): the contract's
    columns stay where they are, so readers of the layout still work.  A note is a row whose
    ``round`` cell is ``note`` (nothing added; the totals as they stood); its text is in the
    ``reason`` column, which a game with notes always has (the text has no other place).  The
    header and the ``adjustment`` and ``note`` cells are the contract's, in every language:
    programs read them.
    """
    view = ledger if isinstance(ledger, GameView) else game_view("", ledger, lang)
    parties = list(view.totals)
    reasons = reasons or any(row.kind == "note" for row in view.rows)
    header: list[object] = ["round", "dealer", "winner", *parties, *(f"{name} total" for name in parties)]
    if reasons:
        header.append("reason")
    safe = spreadsheet_safe
    rows: list[list[object]] = [[safe(cell) for cell in header]]
    # Only text is guarded: the other cells are numbers.
    for row in view.rows:
        first: list[object]
        if row.kind == "round":
            # How the round went, as the history's note says it, where a round has room for words.
            reason = safe(row.note.text())
            first = [row.number, safe(row.dealer), safe(row.winner)]
        elif row.kind == "note":
            first, reason = ["note", "", ""], safe(row.text)
        else:
            first, reason = ["adjustment", "", ""], safe(row.reason)
        cells = [*first, *[row.score(name) for name in parties], *[row.totals[name] for name in parties]]
        if reasons:
            cells.append(reason)
        rows.append(cells)
    return rows


#: What spreadsheet programs take for "this file is UTF-8" (without it, some read Japanese
#: names as mojibake in the system's legacy code page).
BYTE_ORDER_MARK = "\ufeff"


def exported(
    game_id: str, ledger: Ledger | GameView, *, reasons: bool = False, bom: bool = False, lang: Language = "en"
) -> str:
    """``export --format csv`` (:data:`hanascore.views.outputs.WRITERS`): :func:`to_csv`."""
    return to_csv(ledger, reasons=reasons, bom=bom, lang=lang)


def to_csv(ledger: Ledger | GameView, *, reasons: bool = False, bom: bool = False, lang: Language = "en") -> str:
    """The game as CSV text (see :func:`csv_rows`, its reasons in ``lang``); ``bom`` puts a
    byte-order mark first."""
    buffer = io.StringIO()
    if bom:
        buffer.write(BYTE_ORDER_MARK)
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerows(csv_rows(ledger, reasons=reasons, lang=lang))
    return buffer.getvalue()
