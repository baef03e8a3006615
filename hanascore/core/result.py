"""The explained result of one scored round: plain frozen values.

Card ids are ints here; they become the contract's strings only where the result is written
out as JSON (:func:`hanascore.views.shapes.result_json`).  What one game keeps of its own (a
value it carries to its next round, extras such as a bid paid) rides along in ``carried`` and
``extras`` without this layer knowing what they mean: the game's hooks say that.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from hanascore.core.errors import Words, plain

#: No extras: one shared empty mapping (a result is built for every round replayed).
NO_EXTRAS: Mapping[str, Any] = MappingProxyType({})


def english(text: Words) -> str:
    """A game's words as the JSON writes them: in English."""
    return text.say("en")


@dataclass(frozen=True, slots=True)
class YakuHit:
    """A yaku a party is paid for, with the cards that formed it."""

    id: str
    name: str
    points: int
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Payment:
    """One transfer between parties."""

    payer: str
    payee: str
    amount: int


@dataclass(frozen=True, slots=True)
class LeftoverNote:
    """Where an end-field card went (a party, or None: dead) and why."""

    card: int
    to: str | None
    reason: Words


@dataclass(frozen=True, slots=True)
class PartyResult:
    """One player or team: its final pile, what it is worth, and what the round pays it."""

    name: str
    members: tuple[str, ...]
    active: bool
    cards: tuple[int, ...]
    card_points: int
    yaku: tuple[YakuHit, ...]
    score: int
    #: What the game adds of its own for this party, as JSON data by key, written after the
    #: shared keys (Sakura's victories); the game's hooks say how the other views show it.
    extras: Mapping[str, Any] = field(default_factory=lambda: NO_EXTRAS)
    #: The score written out with its numbers, for the views: words of the word table the
    #: views say in their language, or a function that says them when first read (replaying
    #: a ledger never reads it, and building it costs a round as much as its checks); text
    #: until every game says words.  Not compared: it only words the other fields.
    written: Words | Callable[[], Words] = field(default=plain(""), repr=False, compare=False)
    #: A counted round's pile as entered: each kind's count by kind id, in the game's order
    #: (None: the round was given card by card, and ``cards`` is the pile).
    counts: Mapping[str, int] | None = None

    def formula_words(self) -> Words:
        """The score written out with its numbers, as the game said it."""
        if callable(self.written):
            object.__setattr__(self, "written", self.written())
        return self.written  # type: ignore[return-value]

    @property
    def formula(self) -> str:
        """The score written out with its numbers (``cards 2x20 + ... = 95, - 115 = -20``), in English."""
        return english(self.formula_words())

    @property
    def yaku_points(self) -> int:
        return sum(y.points for y in self.yaku)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """Everything the round adds to the game, and why."""

    game: str
    parties: tuple[PartyResult, ...]
    winner: str
    next_dealer: str
    dealer: str
    multiplier: int = 1
    stopped_by: str | None = None
    leftover: Mapping[int, str] = field(default_factory=dict)
    dead: tuple[int, ...] = ()
    warnings: tuple[Words, ...] = ()
    leftover_notes: tuple[LeftoverNote, ...] = ()
    #: What the round hands on to the next round of a ledger (Kyu-Rei's multiplier queue):
    #: the game's own value, passed along unread; None when the game carries nothing.
    carried: Any = None
    #: What the game adds of its own to the result, as JSON data by key, written after the
    #: shared keys (Oi-bana's payments); the game's hooks say how the other views show it.
    extras: Mapping[str, Any] = field(default_factory=lambda: NO_EXTRAS)
    #: What the game says of the round as a whole, in its words (Kyu-Rei: why the
    #: multiplier is what it is): every view says it, in its language; the JSON holds the
    #: numbers it explains, not these words.
    notes: tuple[Words, ...] = ()
    #: True when the round was counted (``3 brights 4 animals``), not checked card by card.
    counted: bool = False

    def party(self, name: str) -> PartyResult:
        """The party called ``name``."""
        for party in self.parties:
            if party.name == name:
                return party
        raise KeyError(name)

    def scores(self) -> dict[str, int]:
        """Each party's score, by name."""
        return {party.name: party.score for party in self.parties}
