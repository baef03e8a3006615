"""What the ledger's writes keep and hand back as plain data: the ``games`` listing's line that
every write stores, and what ``undo`` removed (the JSON views show these as they are)."""

from __future__ import annotations

from typing import Any

from hanascore.ledger.replay import Adjustment, Ledger, Note, RoundEntry


def summary_json(ledger: Ledger) -> dict[str, Any]:
    """The ``games`` listing's line for a game, stored by every write to it."""
    return {
        "rounds_played": ledger.rounds_played,
        "over": ledger.over,
        "winner": ledger.winner,
        "leaders": ledger.leaders,
    }


def adjustment_json(entry: Adjustment) -> dict[str, Any]:
    """An adjustment's facts."""
    return {"party": entry.party, "amount": entry.amount, "reason": entry.reason}


def removed_json(removed: Adjustment | RoundEntry | Note, number: int) -> dict[str, Any]:
    """What ``undo`` removed (``number``: the round it was, where it was one)."""
    if isinstance(removed, Note):
        return {"kind": "note", "text": removed.text}
    if isinstance(removed, Adjustment):
        return {"kind": "adjustment", **adjustment_json(removed)}
    return {"kind": "round", "round": number, "dealer": removed.dealer}
