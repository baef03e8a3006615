"""The same round entered twice in a row: a second phone saving what the first saved, a sheet
pasted again.  Both are worth a question before the round is stored twice.

Two rounds are the same round when what was played is the same: every party's pile and who
played, the dead cards, who stopped the round and the facts given; what the ledger derives (the
dealer, a carried multiplier, the scores that follow from them) may differ, but not a dealer or
next dealer the sheet names itself.  The sheets' texts may differ too (``rest`` in one, the cards
in the other; ``1c`` or ``13``).
"""

from __future__ import annotations

from typing import Any

from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.result import RoundResult
from hanascore.ledger.replay import Ledger, ReplayedRound


def _played(result: RoundResult, facts: dict[str, Any]) -> tuple[object, ...]:
    """What a round's result says was played, whatever the ledger derived around it."""
    parties = tuple(
        (party.name, party.active, tuple(sorted(party.cards)), repr(party.counts)) for party in result.parties
    )
    return parties, tuple(sorted(result.dead)), result.stopped_by, repr(sorted(facts.items()))


def _named(row: ReplayedRound) -> tuple[str | None, str | None]:
    """Who the sheet itself names to deal this round and the next (a sheet that overrides the
    rotation says of itself that it is another round)."""
    return tuple(None if name is None else name.casefold() for name in (row.sheet.dealer, row.sheet.next_dealer))


def same_as(row: ReplayedRound, earlier: ReplayedRound) -> bool:
    """True when ``row`` records what ``earlier`` recorded (:mod:`this module <hanascore.ledger.duplicates>`)."""
    return _named(row) == _named(earlier) and _played(row.result, row.sheet.facts) == _played(
        earlier.result, earlier.sheet.facts
    )


def last_round(ledger: Ledger) -> ReplayedRound | None:
    """The ledger's last entry when it is a round (an adjustment after it parts two rounds)."""
    last = ledger.rows[-1] if ledger.rows else None
    return last if isinstance(last, ReplayedRound) else None


class DuplicateRound(LedgerError):
    """A round identical to the one before it, not added: ``number`` is that round's."""

    def __init__(self, game_id: str, number: int) -> None:
        super().__init__(Problem(Code.DUPLICATE_ROUND, msg("duplicate-round", game_id=game_id, number=number), "round"))
        self.number = number


def refuse_if_repeated(game_id: str, last: ReplayedRound | None, row: ReplayedRound) -> None:
    """Refuse ``row``, about to be added right after ``last``, when it repeats it."""
    if last is not None and same_as(row, last):
        raise DuplicateRound(game_id, last.number)
