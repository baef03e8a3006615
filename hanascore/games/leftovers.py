"""Where a round's end-field cards go: the sheet's ``[leftover]`` table first, then the
game's rule (by default: nobody), each card with why."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from hanascore.core.cards import Card
from hanascore.core.errors import Words, msg
from hanascore.core.result import LeftoverNote
from hanascore.core.round import Round

#: Why a leftover went where the sheet's ``[leftover]`` table put it.
BY_SHEET = msg("leftover.by-sheet")


@dataclass(eq=False)
class Leftovers:
    """Where the end-field cards went, why, and those a rule could not place."""

    allocation: dict[int, str] = field(default_factory=dict)
    dead: list[int] = field(default_factory=list)
    notes: list[LeftoverNote] = field(default_factory=list)
    #: Cards the game's rule cannot place (an error unless the sheet's table places them): each a
    #: card, or words saying it with why (said in the reader's language).
    unplaced: list[Card | Words] = field(default_factory=list)
    #: What the rule expects, said when it cannot place a card (ends with "; ").
    hint: str | Words = ""

    def give(self, card_id: int, to: str | None, reason: Words) -> None:
        if to is None:
            self.dead.append(card_id)
        else:
            self.allocation[card_id] = to
        self.notes.append(LeftoverNote(card_id, to, reason))


#: A game's rule for one end-field card the sheet's table leaves: (owner or None, reason).
LeftoverRule = Callable[["Round", int], tuple[str | None, Words]]


#: Why a leftover no rule gives anybody is dead.
LEFT_FOR_NOBODY = msg("leftover.nobody")


def _nobody(round_: Round, card_id: int) -> tuple[str | None, Words]:
    return None, LEFT_FOR_NOBODY


def allocate_leftovers(round_: Round, rule: LeftoverRule = _nobody) -> Leftovers:
    """The sheet's ``[leftover]`` table first, then ``rule`` for every other end-field card
    (by default: dead)."""
    result = Leftovers()
    if not round_.field_end and not round_.leftover:  # a played-out round ends with an empty field
        return result
    for card_id, party in sorted(round_.leftover.items()):
        result.give(card_id, party, BY_SHEET)
    for card_id in sorted(round_.field_end - round_.leftover.keys()):
        result.give(card_id, *rule(round_, card_id))
    return result
