"""The helpers a game's score function builds its result with: each party's pile, card
points and yaku (:class:`PartyScore`), the result in seating order (:func:`make_result`),
card values, and the words of a written-out formula."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from hanascore.core.cards import DECK
from hanascore.core.errors import Words, joined, msg, plain
from hanascore.core.result import NO_EXTRAS, PartyResult, RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.core.table import Party
from hanascore.games.base import FULL_DECK, Yaku, find_yaku
from hanascore.games.leftovers import Leftovers

#: The formula of a party before its game says it.
NO_FORMULA = plain("")


@dataclass(eq=False)
class PartyScore:
    """What a game's score function works out for one party, before it becomes a result."""

    party: Party
    active: bool
    cards: frozenset[int]
    card_points: int = 0
    yaku: list[YakuHit] = field(default_factory=list)
    score: int = 0
    #: The score written out: words of the word table (said in the view's language), or a
    #: function saying them when the views ask for it.
    formula: Words | Callable[[], Words] = NO_FORMULA
    #: What the game adds of its own for this party (JSON data by key: Sakura's victories).
    extras: dict[str, Any] | None = None

    @property
    def name(self) -> str:
        return self.party.name

    @property
    def yaku_points(self) -> int:
        return sum(y.points for y in self.yaku)

    def add_to_formula(self, more: Words) -> None:
        """Say ``more`` after the formula, whether it is built already or when read."""
        current = self.formula
        if callable(current):
            self.formula = lambda: written(current(), more)
        else:
            self.formula = written(current, more)

    def result(self) -> PartyResult:
        # By position, in PartyResult's field order: a call by keyword costs half as much again.
        return PartyResult(
            self.party.name,
            self.party.members,
            self.active,
            tuple(sorted(self.cards)),
            self.card_points,
            tuple(self.yaku),
            self.score,
            self.extras or NO_EXTRAS,
            self.formula,
        )


def party_scores(
    round_: Round,
    leftovers: Leftovers,
    values: Mapping[int, int],
    yaku: Sequence[Yaku] = (),
) -> list[PartyScore]:
    """Each party's final pile (its captures plus the leftovers it was given), card points
    and, for those who played, the yaku ``yaku`` it forms; in seating order."""
    active = round_.active_party_names
    allocation = leftovers.allocation
    scores = []
    for party in round_.parties:
        name = party.name
        pile = round_.piles[name]
        if allocation:
            given = [c for c, owner in allocation.items() if owner == name]
            if given:
                pile = pile.union(given)
        playing = name in active
        scores.append(
            PartyScore(
                party,
                playing,
                pile,
                sum(map(values.__getitem__, pile)),
                find_yaku(yaku, pile) if playing and yaku else [],
                formula=NO_FORMULA if playing else SAT_OUT,
            )
        )
    return scores


def make_result(
    round_: Round,
    scores: list[PartyScore],
    leftovers: Leftovers,
    *,
    winner: str | None = None,
    **extra: Any,
) -> RoundResult:
    """Assemble a :class:`RoundResult` in seating order with winner and next dealer.

    Dead cards are the leftovers nobody took and the cards the deal took out of play.
    """
    table = round_.table
    if winner is None:
        winner = table.winner(round_.dealer, {s.party.name: s.score for s in scores if s.active})
    next_dealer = round_.next_dealer or table.next_dealer(round_.dealer, round_.active, winner)
    dead = {*leftovers.dead, *round_.out_of_play}
    return RoundResult(
        game=table.game.id,
        parties=tuple([s.result() for s in scores]),
        winner=winner,
        next_dealer=next_dealer,
        dealer=round_.dealer,
        stopped_by=round_.stopped_by,
        leftover=dict(sorted(leftovers.allocation.items())),
        dead=tuple(sorted(dead)),
        leftover_notes=tuple(leftovers.notes),
        warnings=tuple(round_.warnings),
        **extra,
    )


#: The formula of a party that sat the round out.
SAT_OUT = msg("formula.sat-out")


def written(*terms: str | Words) -> Words:
    """A formula: ``terms`` said one after the other."""
    return msg("formula", terms=joined(terms, "", ""))


def cards_words(values: Mapping[int, int], pile: Iterable[int]) -> Words:
    """The pile's card points by value: ``cards 2x20 + 3x10 + 10x1 = 80``."""
    points = list(map(values.__getitem__, pile))
    # A pile holds a handful of distinct values: counting each is cheaper than a Counter.
    parts = [msg("formula.times", n=points.count(v), m=v) for v in sorted(set(points), reverse=True) if v]
    return msg("formula.cards", parts=joined(parts, " + ", " + ") if parts else 0, total=sum(points))


def term_words(amount: int, words: Words) -> Words | str:
    """One worded term of a formula: ``, + own yaku 25`` (nothing for 0)."""
    if not amount:
        return ""
    return msg("formula.term", sign="+" if amount > 0 else "-", words=words, n=abs(amount))


def equals(score: int) -> Words:
    """A formula's result: `` = -5``."""
    return msg("formula.equals", n=score)


def standard_values(bright: int, animal: int, ribbon: int, chaff: int) -> dict[int, int]:
    """Card values by the standard types of RULES.md section 1."""
    by_kind = {"bright": bright, "animal": animal, "ribbon": ribbon, "chaff": chaff}
    return {c.id: by_kind[c.kind.value] for c in DECK}


def values_by_class(classes: Mapping[int, Iterable[int]], deck: Iterable[int] = FULL_DECK) -> dict[int, int]:
    """Card values from a table of value -> cards; every other card of ``deck`` is worth 0."""
    values = dict.fromkeys(sorted(deck), 0)
    for value, cards in classes.items():
        values.update(dict.fromkeys(cards, value))
    return values


def four_pairs(field_start: frozenset[int]) -> bool:
    """True when the starting field is four pairs of four different months."""
    counts = Counter(c // 10 for c in field_start)
    return len(counts) == 4 and all(n == 2 for n in counts.values())


def with_points(hit: YakuHit, points: int) -> YakuHit:
    """``hit`` paid ``points`` instead of its table value."""
    return replace(hit, points=points)


@dataclass(frozen=True, slots=True)
class Par:
    """Card points measured against a par: a player's share of the deck's points (Mushi's
    half, Kyu-Rei's 90, Hachi-Hachi's 88), what a round's card points are paid above."""

    values: Mapping[int, int]
    par: int

    @classmethod
    def share(cls, values: Mapping[int, int], players: int) -> Par:
        """The par of ``players`` sharing the deck ``values`` prices (it must divide evenly)."""
        total = sum(values.values())
        if total % players:
            raise TypeError(f"a deck worth {total} does not share evenly between {players} players")
        return cls(values, total // players)

    def above(self, card_points: int) -> int:
        """``card_points`` minus the par."""
        return card_points - self.par

    def words(self, pile: Iterable[int]) -> Words:
        """The pile's card points less the par: ``cards 2x20 + 3x10 = 70, - 88``."""
        return msg("formula.par", cards=cards_words(self.values, pile), par=self.par)
