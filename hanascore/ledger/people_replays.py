"""The check that a player's rename or merge changed a game's names and nothing else: its
replay before and after compared row by row, with every spelling of the person (old and new,
any case) made one neutral word on both sides."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from hanascore.core.errors import Words, msg
from hanascore.ledger.people_sheets import Renaming
from hanascore.ledger.records import person_key
from hanascore.ledger.replay import Ledger, ReplayedAdjustment, ReplayedNote, ReplayedRound

#: What every spelling of the renamed person (before and after) is compared as.
_SOMEONE = "\x00someone\x00"


def neutral(spellings: Sequence[str], renaming: Renaming) -> Callable[[str], str]:
    """A text with the person's every name (old and new, any case) made one neutral word: a
    game's results before and after the change are compared through it."""
    alternatives = "|".join(re.escape(s) for s in sorted(set(spellings), key=len, reverse=True))
    words = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)

    def neutral_text(text: str) -> str:
        if renaming.is_player(text) or person_key(text) == person_key(renaming.new):
            return _SOMEONE
        return words.sub(_SOMEONE, text)

    return neutral_text


def _canon(value: Any, neutral: Callable[[str], str]) -> Any:
    """``value`` (a result, totals, a carried value) as plain tuples with every text neutral."""
    if isinstance(value, str):
        return neutral(value)
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, *(_canon(getattr(value, f.name), neutral) for f in fields(value) if f.compare))
    if isinstance(value, Mapping):
        return ("{}", *((_canon(k, neutral), _canon(v, neutral)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_canon(item, neutral) for item in value)
    if isinstance(value, set | frozenset):
        return ("set", *sorted(repr(_canon(item, neutral)) for item in value))
    return value


def _row_facts(row: ReplayedRound | ReplayedAdjustment | ReplayedNote) -> tuple[Any, ...]:
    """What a replayed row found (its text aside, which the change rewrote)."""
    if isinstance(row, ReplayedAdjustment | ReplayedNote):
        return (row.entry, row.totals, row.points)
    return (
        row.number,
        row.entry.dealer,
        row.result,
        row.scheduled_dealer,
        row.chain_dealer,
        row.adds,
        row.totals,
        row.points,
        row.carried_in,
    )


def first_difference(before: Ledger, after: Ledger, neutral: Callable[[str], str]) -> Words | None:
    """Where ``after`` first differs from ``before`` (names aside), or None."""
    if len(before.rows) != len(after.rows):
        return msg("people.part-end")
    adjustments = 0
    for was, now_is in zip(before.rows, after.rows, strict=True):
        if isinstance(was, ReplayedAdjustment):
            adjustments += 1
        if type(was) is not type(now_is) or _canon(_row_facts(was), neutral) != _canon(_row_facts(now_is), neutral):
            if isinstance(was, ReplayedRound):
                return msg("people.part-round", number=was.number)
            return msg("people.part-adjustment", number=adjustments)
    ends = [
        (
            ledger.totals,
            ledger.points,
            ledger.over,
            ledger.ended_after,
            ledger.winner,
            ledger.next_dealer,
            ledger.carried,
        )
        for ledger in (before, after)
    ]
    if _canon(ends[0], neutral) != _canon(ends[1], neutral):
        return msg("people.part-end")
    return None
