"""What a game keeps of its own, and the hooks through which the shared layers handle it
without knowing what it means.

A round's result (:class:`~hanascore.core.result.RoundResult`) carries the game's own parts
unread: ``carried``, the value a round hands on to the next round of a ledger (Kyu-Rei's
multiplier queue), and ``extras``, JSON data by key written after the shared keys (Oi-bana's
payments; per party, Sakura's victories).  The game says what they mean:

- :class:`Tally`: what a round adds to the running totals when it is not the round's scores
  (Sakura's victory scoring counts round wins; the ledger then keeps the points beside them);
- :class:`Shows`: how the views show the game's own parts (a word beside the winner, lines
  under a party, who pays whom, the multipliers a carried value holds, what a party that did
  not play did, what the history says of a round);
- :data:`BeforePlay`: which rounds end before a card is played (a walkover, a lucky hand shown
  at the deal), so that the shared reader takes a pile the sheet leaves out as empty;
- :data:`UnusedFields`: the fields a round has no use for, as its facts so far say (not asked
  on entry).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hanascore.core.errors import Words
from hanascore.core.result import PartyResult, Payment, RoundResult


@dataclass(frozen=True, slots=True)
class Tally:
    """What a game's running totals count when not the rounds' scores (the ledger keeps the
    points beside them)."""

    #: The views' word (a key of the word table) for what the totals count ("victories").
    word: str
    #: What one round adds to each party's total, by party name.
    adds: Callable[[RoundResult], Mapping[str, int]]


def _no_outcome(result: RoundResult) -> str | None:
    return None


def _no_lines(party: PartyResult) -> Sequence[tuple[str, Any]]:
    return ()


def _no_payments(result: RoundResult) -> Sequence[Payment] | None:
    return None


def _no_multipliers(carried: Any) -> tuple[int, ...]:
    return ()


def _sat_out(party: PartyResult) -> Words | None:
    return None


def _no_notes(result: RoundResult) -> Sequence[Words]:
    return ()


def _a_winner(result: RoundResult) -> bool:
    return False


@dataclass(frozen=True, slots=True)
class Shows:
    """How the views show what a game adds of its own to a result; by default nothing."""

    #: A word shown beside the round's winner and in the history (Sakura's "chu"), or None.
    outcome: Callable[[RoundResult], str | None] = _no_outcome
    #: Lines shown under a party: (a key of the word table, the value beside it).
    party: Callable[[PartyResult], Sequence[tuple[str, Any]]] = _no_lines
    #: Who pays whom when the result says it (Oi-bana's bid); None: as the scores say.
    payments: Callable[[RoundResult], Sequence[Payment] | None] = _no_payments
    #: The multipliers a carried value holds for later rounds, next one first (shown as the
    #: JSON's ``carry_over``).
    multipliers: Callable[[Any], tuple[int, ...]] = _no_multipliers
    #: What a party that did not play did, in words (Hachi-Hachi: it dropped out and paid its
    #: fee); None: it sat the round out and scores 0.
    out: Callable[[PartyResult], Words | None] = _sat_out
    #: What the history, the exports and the round's view say of how the round went beyond its
    #: winner (a lucky hand, a drawn round, who dropped out), in words; a text parameter of
    #: these words is a player's name (a document makes it safe as it makes every name).
    notes: Callable[[RoundResult], Sequence[Words]] = _no_notes
    #: True where the round's winner is only who deals next (and takes what a winner takes),
    #: not who scored best (Hachi-Hachi's most card points): the views say "deals next".
    winner_only_deals: Callable[[RoundResult], bool] = _a_winner


#: A game that adds nothing of its own to its results.
NOTHING_SHOWN = Shows()


#: Whether a round ends before any card is played, from its facts (as the game's Facts read
#: them) and who played it: such a round has no piles, and a pile its sheet leaves out is empty.
BeforePlay = Callable[[Any, Sequence[str]], bool]


def always_played(facts: Any, active: Sequence[str]) -> bool:
    """Every round is played: each party that plays captures a pile (possibly empty) and
    the sheet gives it."""
    return False


#: (the round's facts, how many play it, whether its piles are counted) -> the fields (``end``,
#: ``start``) the round has no use for: its rules leave the field empty, or nothing the round
#: scores or checks reads it.  Interactive entry does not ask them.
UnusedFields = Callable[[Any, int, bool], frozenset[str]]


def every_field_used(facts: Any, playing: int, counted: bool) -> frozenset[str]:
    """Every field the game has may matter to a round."""
    return frozenset()


def no_tally(house: Mapping[str, Any]) -> Tally | None:
    """Totals are the rounds' scores, whatever the house rules."""
    return None


def no_larger_unit(house: Mapping[str, Any]) -> int | None:
    """The game counts in one unit only (no larger unit made of its points)."""
    return None
