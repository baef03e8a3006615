"""Sheet in, result out: the pure entry point every command uses to score a round."""

from __future__ import annotations

from typing import Any

from hanascore.core.result import RoundResult
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table
from hanascore.games.counted.reading import counted_result
from hanascore.games.sheets import read_sheet, resolve


def score_sheet(
    sheet: RawSheet, table: Table | None = None, *, dealer: str | None = None, carried: Any = None
) -> RoundResult:
    """Resolve, check and score one round (raises SheetError listing every problem).

    ``table``, ``dealer`` and ``carried`` (what the round before carried to this one: the
    game's own value) are a ledger's; without them the sheet is scored on its own.
    """
    round_, _ = resolve(sheet, table, dealer=dealer, carried=carried)
    result = round_.game.score(round_)
    return result if round_.counts is None else counted_result(result, round_)


def score_text(text: str, table: Table | None = None, **ledger: Any) -> RoundResult:
    """Score a sheet given as text, in either the TOML or the quick form."""
    return score_sheet(read_sheet(text, table=table), table, **ledger)
