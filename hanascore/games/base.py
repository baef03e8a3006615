"""What every game shares: yaku as data, the resolved round, turn order and winners.

A game is a :class:`Game` instance in its own module: its deck, card values, yaku, house
rules model and a pure ``score`` function from a resolved :class:`Round` to a
:class:`~hanascore.result.RoundResult`.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..cards import DECK
from ..errors import Problems
from ..result import PartyResult, RoundResult, YakuHit

FULL_DECK: frozenset[int] = frozenset(c.id for c in DECK)
#: Each card's id as results write it (formatting ints is much of the cost of a result).
_ID_TEXT: dict[int, str] = {c: str(c) for c in FULL_DECK}


class HouseRules(BaseModel):
    """Base of every game's house rules: frozen, strict, unknown keys rejected."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


@dataclass(frozen=True, slots=True)
class Yaku:
    """A scoring combination: every slot needs one of its cards in the pile.

    Most slots hold one card; "one of 22/23" style compositions put several in a slot.
    ``replaces`` names yaku this one supersedes when both are formed.
    """

    id: str
    name: str
    points: int
    slots: tuple[frozenset[int], ...]
    japanese: str = ""
    aliases: tuple[str, ...] = ()
    replaces: tuple[str, ...] = ()
    stops_round: bool = False
    #: The cards of its one-card slots: a pile lacking any of them cannot form the yaku, and
    #: one subset test rules out most yaku of a table.
    _required: frozenset[int] = field(default=frozenset(), init=False, repr=False, compare=False)
    #: When every slot is one card: those cards in slot order, what the yaku is always formed by.
    _fixed_cards: tuple[int, ...] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_required", frozenset().union(*(slot for slot in self.slots if len(slot) == 1)))
        if all(len(slot) == 1 for slot in self.slots):
            object.__setattr__(self, "_fixed_cards", tuple(min(slot) for slot in self.slots))

    @classmethod
    def of(cls, id: str, name: str, points: int, *cards: int | Iterable[int], **extra: Any) -> Yaku:
        slots = tuple(frozenset((c,)) if isinstance(c, int) else frozenset(c) for c in cards)
        return cls(id, name, points, slots, **extra)

    @property
    def cards(self) -> frozenset[int]:
        """Every card that can take part in this yaku."""
        return frozenset().union(*self.slots)

    def formed_by(self, pile: frozenset[int]) -> tuple[int, ...] | None:
        """The cards of ``pile`` that form this yaku, or None when it is not formed."""
        if not self._required <= pile:
            return None
        if self._fixed_cards is not None:
            return self._fixed_cards
        used = []
        for slot in self.slots:
            present = slot & pile
            if not present:
                return None
            used.append(min(present))
        return tuple(used)

    def hit(self, cards: Sequence[int], points: int | None = None) -> YakuHit:
        return _yaku_hit(self.id, self.name, self.points if points is None else points, tuple(cards))


@functools.lru_cache(maxsize=1024)
def _yaku_hit(id: str, name: str, points: int, cards: tuple[int, ...]) -> YakuHit:
    # A YakuHit is frozen, so every round that forms the same yaku can share one: a pile
    # forms only a few, and building the pydantic model is most of the cost of finding them.
    return YakuHit(id=id, name=name, points=points, cards=[str(c) for c in cards])


def find_yaku(yaku: Sequence[Yaku], pile: frozenset[int]) -> list[YakuHit]:
    """Every yaku of ``yaku`` formed by ``pile``, after replacements, in table order."""
    # The subset test first spares the call for the many yaku a pile is far from.
    formed = [(y, cards) for y in yaku if y._required <= pile and (cards := y.formed_by(pile)) is not None]
    if not formed:
        return []
    replaced = {r for y, _ in formed for r in y.replaces}
    return [y.hit(cards) for y, cards in formed if y.id not in replaced]


@dataclass(frozen=True, slots=True)
class Party:
    """A player, or a team sharing one capture pile."""

    name: str
    members: tuple[str, ...]


@dataclass(frozen=True)
class Round:
    """A sheet resolved against its game: names checked, cards resolved to ids."""

    game: Game
    rules: Any
    players: tuple[str, ...]
    parties: tuple[Party, ...]
    teams: dict[str, tuple[str, ...]] | None
    dealer: str
    active: tuple[str, ...]
    piles: dict[str, frozenset[int]]
    field_end: frozenset[int] = frozenset()
    field_start: frozenset[int] | None = None
    leftover: dict[int, str] = field(default_factory=dict)
    variant: str | None = None
    bids: dict[str, int] = field(default_factory=dict)
    wild_captured: int | None = None
    stopped_by: str | None = None
    crane_after_storm: bool | dict[int, bool] | None = None
    #: Kyu-Rei Hana: the queue of carried-over multipliers this round starts with (its
    #: first entry is what this round runs on); from the ledger, or a sheet's ``multiplier``.
    carried: tuple[int, ...] = ()
    next_dealer: str | None = None
    junked: frozenset[int] = frozenset()

    @property
    def stopped(self) -> bool:
        return self.stopped_by is not None

    def turn_order(self) -> tuple[str, ...]:
        """Players from the dealer on, following the seating cyclically."""
        start = self.players.index(self.dealer)
        return self.players[start:] + self.players[:start]

    def party_of(self, player: str) -> Party:
        for party in self.parties:
            if player in party.members:
                return party
        raise KeyError(player)

    def party_order(self, names: Iterable[str] | None = None) -> list[str]:
        """Party names in turn order from the dealer (a team goes where its first member sits)."""
        wanted = set(names) if names is not None else {p.name for p in self.parties}
        in_turn_order = dict.fromkeys(self.party_of(player).name for player in self.turn_order())
        return [name for name in in_turn_order if name in wanted]

    @property
    def active_party_names(self) -> frozenset[str]:
        """Parties with a member playing this round."""
        # Worked out on each use: cheaper than functools.cached_property, whose lock costs more.
        active = set(self.active)
        return frozenset(p.name for p in self.parties if not active.isdisjoint(p.members))

    def active_parties(self) -> list[Party]:
        names = self.active_party_names
        return [p for p in self.parties if p.name in names]


def winner_of(round_: Round, scores: Mapping[str, int]) -> str:
    """The best-scoring party; ties go to the earliest in turn order from the dealer."""
    best = max(scores.values())
    leaders = [name for name, score in scores.items() if score == best]
    if len(leaders) == 1:
        return leaders[0]
    return round_.party_order(leaders)[0]


def next_dealer_of(round_: Round, winner: str) -> str:
    """Who deals next: the sheet's override, else the winner (a team: see RULES section 2)."""
    if round_.next_dealer is not None:
        return round_.next_dealer
    members = next(p.members for p in round_.parties if p.name == winner)
    if round_.dealer in members:
        return round_.dealer
    playing = [p for p in members if p in round_.active]
    if len(playing) == 1:  # a single player, or a team with one member in this round
        return playing[0]
    return next(p for p in round_.turn_order() if p in playing)


def card_points(values: Mapping[int, int], pile: Iterable[int]) -> int:
    """The pile's value under a game's card values."""
    return sum(map(values.__getitem__, pile))


def signed(n: int) -> str:
    return f"+ {n}" if n >= 0 else f"- {-n}"


@dataclass
class PartyScore:
    """What a game's score function works out for one party, before it becomes a result."""

    party: Party
    active: bool
    cards: frozenset[int]
    card_points: int = 0
    yaku: list[YakuHit] = field(default_factory=list)
    score: int = 0
    formula: str = ""
    victories: int | None = None

    @property
    def yaku_points(self) -> int:
        return sum(y.points for y in self.yaku)

    def result(self) -> PartyResult:
        return PartyResult(
            name=self.party.name,
            members=list(self.party.members),
            active=self.active,
            cards=[_ID_TEXT[c] for c in sorted(self.cards)],
            card_points=self.card_points,
            yaku=self.yaku,
            yaku_points=self.yaku_points,
            score=self.score,
            victories=self.victories,
            formula=self.formula,
        )


@dataclass(frozen=True)
class Game:
    """One game's data and scoring function."""

    id: str
    name: str
    japanese: str
    aliases: tuple[str, ...]
    deck: frozenset[int]
    values: Mapping[int, int]
    yaku: tuple[Yaku, ...]
    rules: type[HouseRules]
    score: Callable[[Round], RoundResult]
    players: tuple[int, int]
    #: How many play a round when more sit at the table (drop-out variants); None: everybody.
    active_per_round: int | None = None
    #: Allowed team shapes: number of players -> allowed team sizes.
    team_shapes: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    #: Numbers of players that can only play in teams.
    teams_required: frozenset[int] = frozenset()
    #: Deal chart: players -> (cards to each player, cards to the field) options.
    deals: Mapping[int, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    zero_sum: bool = True
    four_of_a_month_misdeal: bool = True
    parity_hint: bool = True
    wild_cards: frozenset[int] = frozenset()
    #: Cards whose absence from a played-out round is allowed (assumed junked).
    junkable: frozenset[int] = frozenset()
    #: Cards taken out of the round at the deal (by the house rules and the starting field):
    #: a played-out end state need not place them, and ``rest`` does not take them.
    out_of_play: Callable[[Any, frozenset[int] | None], frozenset[int]] | None = None
    #: Game-specific checks of a resolved round (errors and warnings); no scoring.
    check: Callable[[Round, Problems, list[str]], None] | None = None
    formula: str = ""
    notes: tuple[str, ...] = ()

    @property
    def deck_total(self) -> int:
        return sum(self.values[c] for c in self.deck)

    def house_defaults(self) -> dict[str, Any]:
        """Every house rule of the game resolved to its default."""
        return self.rules().model_dump(mode="json")


def make_result(
    round_: Round,
    scores: list[PartyScore],
    *,
    winner: str | None = None,
    leftover: Mapping[int, str] | None = None,
    dead: Iterable[int] = (),
    warnings: list[str] | None = None,
    **extra: Any,
) -> RoundResult:
    """Assemble a :class:`RoundResult` in seating order with winner and next dealer."""
    if winner is None:
        winner = winner_of(round_, {s.party.name: s.score for s in scores if s.active})
    return RoundResult(
        game=round_.game.id,
        stopped_by=round_.stopped_by,
        parties=[s.result() for s in scores],
        winner=winner,
        next_dealer=next_dealer_of(round_, winner),
        leftover={str(c): p for c, p in sorted((leftover or {}).items())},
        dead=[str(c) for c in sorted(dead)],
        warnings=warnings or [],
        dealer=round_.dealer,
        **extra,
    )


def value_breakdown(values: Mapping[int, int], pile: Iterable[int]) -> str:
    """The pile's card points written out by value: ``2(20) + 3(10) + 10(1)``."""
    points = list(map(values.__getitem__, pile))
    # A pile holds a handful of distinct values: counting each is cheaper than a Counter.
    parts = [f"{points.count(v)}({v})" for v in sorted(set(points), reverse=True) if v]
    return " + ".join(parts) if parts else "0"


def standard_values(bright: int, animal: int, ribbon: int, chaff: int) -> dict[int, int]:
    """Card values by the standard types of RULES.md section 1."""
    by_kind = {"bright": bright, "animal": animal, "ribbon": ribbon, "chaff": chaff}
    return {c.id: by_kind[c.kind.value] for c in DECK}


def four_pairs(field_start: frozenset[int]) -> bool:
    """True when the starting field is four pairs of four different months."""
    counts = Counter(c // 10 for c in field_start)
    return len(counts) == 4 and all(n == 2 for n in counts.values())
