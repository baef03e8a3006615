"""What every game shares: yaku as data, variants, the game record with its hooks, and the
shared handling of leftovers and round-stopping yaku (a score function's helpers are in
:mod:`hanascore.games.helpers`, the hooks' types in :mod:`hanascore.games.hooks`).

A game is a :class:`Game` instance in its own module: its deck, card values, yaku, house
rules, round facts and a pure ``score`` function from a checked :class:`~hanascore.core.round.Round`
to a :class:`~hanascore.core.result.RoundResult`.  What a game leaves unsaid gets the shared
handling: end-field cards go where the sheet's ``[leftover]`` table says and are dead
otherwise, and a game whose yaku stop the round gets the stopper rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from hanascore.core.cards import DECK
from hanascore.core.counted_piles import CountedWords
from hanascore.core.errors import Code, Joined, Problems, Words, joined, msg, plain
from hanascore.core.facts import Facts
from hanascore.core.house import HouseRules
from hanascore.core.result import Payment, RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.core.settle import payments
from hanascore.core.words import Language
from hanascore.games.hooks import (
    NOTHING_SHOWN,
    BeforePlay,
    Shows,
    Tally,
    UnusedFields,
    always_played,
    every_field_used,
    no_larger_unit,
    no_tally,
)
from hanascore.games.leftovers import Leftovers, allocate_leftovers

FULL_DECK: frozenset[int] = frozenset(c.id for c in DECK)


class NoHouseRules(HouseRules):
    """A game without house rules."""


@dataclass(frozen=True)
class Yaku:
    """A scoring combination: every slot needs one of its cards in the pile.

    Most slots hold one card; "one of 22/23" style compositions put several in a slot.
    ``replaces`` names yaku this one supersedes when both are formed.

    A counted yaku ("5 animals, +1 per extra": :meth:`counted`) has one slot, the cards it
    counts: a pile holding ``least`` of them forms it for ``points``, and each card beyond
    those adds ``per_extra``; its hit names every counted card the pile holds.
    """

    id: str
    name: str
    points: int
    slots: tuple[frozenset[int], ...]
    japanese: str = ""
    aliases: tuple[str, ...] = ()
    replaces: tuple[str, ...] = ()
    stops_round: bool = False
    #: A counted yaku: how many of its cards form it (0: every slot needs a card).
    least: int = 0
    #: A counted yaku: the points each card beyond ``least`` adds.
    per_extra: int = 0
    #: The cards of its one-card slots: a pile lacking any of them cannot form the yaku, and
    #: one subset test rules out most yaku of a table.
    required: frozenset[int] = field(default=frozenset(), init=False, repr=False, compare=False)
    #: When every slot is one card: the hit it always makes (hits are frozen, so shared).
    _fixed_hit: YakuHit | None = field(default=None, init=False, repr=False, compare=False)
    #: Each slot's cards in ascending order: the first a pile holds is the one the hit names.
    _ordered_slots: tuple[tuple[int, ...], ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.least and len(self.slots) != 1:
            raise TypeError(f"{self.id}: a counted yaku has one slot, the cards it counts")
        object.__setattr__(self, "_ordered_slots", tuple(tuple(sorted(slot)) for slot in self.slots))
        if self.least:  # no card is required: any ``least`` of the slot's cards will do
            return
        object.__setattr__(self, "required", frozenset().union(*(slot for slot in self.slots if len(slot) == 1)))
        if all(len(slot) == 1 for slot in self.slots):
            cards = tuple(min(slot) for slot in self.slots)
            object.__setattr__(self, "_fixed_hit", YakuHit(self.id, self.name, self.points, cards))

    @classmethod
    def of(cls, id: str, name: str, points: int, *cards: int | Iterable[int], **extra: Any) -> Yaku:
        """A yaku from its cards: an int is a one-card slot, an iterable a "one of" slot."""
        slots = tuple(frozenset((c,)) if isinstance(c, int) else frozenset(c) for c in cards)
        return cls(id, name, points, slots, **extra)

    @classmethod
    def counted(
        cls, id: str, name: str, points: int, cards: Iterable[int], least: int, per_extra: int = 1, **extra: Any
    ) -> Yaku:
        """A yaku formed by any ``least`` of ``cards`` for ``points``, each more adding ``per_extra``."""
        return cls(id, name, points, (frozenset(cards),), least=least, per_extra=per_extra, **extra)

    @property
    def cards(self) -> frozenset[int]:
        """Every card that can take part in this yaku."""
        return frozenset().union(*self.slots)

    def formed_by(self, pile: frozenset[int]) -> YakuHit | None:
        """The hit ``pile`` makes with this yaku (the cards that form it), or None."""
        if self.least:
            held = [card for card in self._ordered_slots[0] if card in pile]
            extra = len(held) - self.least
            if extra < 0:
                return None
            return YakuHit(self.id, self.name, self.points + extra * self.per_extra, tuple(held))
        if not self.required <= pile:
            return None
        if self._fixed_hit is not None:
            return self._fixed_hit
        used = []
        for slot in self._ordered_slots:
            # The slot's lowest card the pile holds (no intersection built: most slots are two cards).
            for card in slot:
                if card in pile:
                    used.append(card)
                    break
            else:
                return None
        return YakuHit(self.id, self.name, self.points, tuple(used))

    def with_cards(self, *cards: int) -> Yaku:
        """The same yaku formed by other cards (a house rule's composition; a counted yaku
        counts ``cards``)."""
        if self.least:
            return Yaku.counted(self.id, self.name, self.points, cards, self.least, self.per_extra,
                                japanese=self.japanese, aliases=self.aliases, replaces=self.replaces,
                                stops_round=self.stops_round)  # fmt: skip
        return Yaku.of(self.id, self.name, self.points, *cards, japanese=self.japanese, aliases=self.aliases,
                       replaces=self.replaces, stops_round=self.stops_round)  # fmt: skip


def find_yaku(yaku: Sequence[Yaku], pile: frozenset[int]) -> list[YakuHit]:
    """Every yaku of ``yaku`` formed by ``pile``, after replacements, in table order."""
    # The subset test first spares the call for the many yaku a pile is far from; a yaku of
    # one-card slots that passes it is formed, and its hit is made already.
    formed = [(y, hit) for y in yaku if y.required <= pile and (hit := y._fixed_hit or y.formed_by(pile)) is not None]
    if not formed:
        return []
    replaced = {r for y, _ in formed for r in y.replaces}
    if not replaced:
        return [hit for _, hit in formed]
    return [hit for y, hit in formed if y.id not in replaced]


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of card as players count it when they sort a pile (``3 brights``): the game's
    values table grouped, every card of a kind worth the kind's value."""

    id: str
    name: str
    japanese: str
    #: Other words for the kind: its singular, other Japanese words.
    aliases: tuple[str, ...]
    cards: frozenset[int]
    value: int

    @property
    def words(self) -> tuple[str, ...]:
        """Every word a counted pile may name the kind by."""
        return (self.id, self.japanese, *self.aliases)

    def counted(self, count: int) -> Kind:
        """The kind as said after ``count`` (``1 Animal``, ``3 Animals``): Japanese has one form."""
        if count == 1 and self.name.endswith("s"):
            return replace(self, name=self.name[:-1])
        return self


def card_kinds(
    deck: frozenset[int], values: Mapping[int, int], order: Sequence[str], **placed: Iterable[int]
) -> tuple[Kind, ...]:
    """A game's kinds in ``order`` (ids of :data:`KIND_WORDS`): the cards ``placed`` names under
    a kind (``yellow_bottom=(121,)``) are of that kind, every other card of ``deck`` of its
    standard type (RULES.md section 1).  Every card of a kind must share its value."""
    explicit = {card: kind.replace("_", "-") for kind, cards in placed.items() for card in cards}
    groups: dict[str, set[int]] = {kind: set() for kind in order}
    for card in DECK:
        if card.id in deck:
            groups[explicit.get(card.id, card.kind.value + ("" if card.kind.value == "chaff" else "s"))].add(card.id)
    kinds = []
    for kind_id in order:
        cards = frozenset(groups[kind_id])
        worth = {values[c] for c in cards}
        if len(worth) != 1:
            raise TypeError(f"the kind {kind_id} holds cards of values {sorted(worth)}: a kind has one value")
        name, japanese, aliases = KIND_WORDS[kind_id]
        kinds.append(Kind(kind_id, name, japanese, aliases, cards, worth.pop()))
    return tuple(kinds)


#: Each kind's words: (name, Japanese, other words: the singular, other Japanese words, and
#: the Japanese words in romaji, as players write them: ``6 tane`` is six animals; after ``+``
#: the same word names a yaku, ``+ tane`` Koi-Koi's Animals, RULES.md 9.2).
KIND_WORDS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "wilds": ("Wilds", "化け札", ("wild", "big-brights", "big-bright", "親札")),
    "brights": ("Brights", "光", ("bright", "光札", "hikari")),
    "animals": ("Animals", "タネ", ("animal", "種", "種札", "tane")),
    "ribbons": ("Ribbons", "短冊", ("ribbon", "タン", "tanzaku", "tan")),
    "yellow-bottom": ("Yellow-bottom", "黄カス", ("yellow-bottoms", "yellow", "黄")),
    "chaff": ("Chaff", "カス", ("chaffs", "素札", "kasu")),
}


@dataclass(frozen=True)
class Variant:
    """A way of playing a game with its own table and facts (Sakura's Oi-bana)."""

    id: str
    name: str
    players: tuple[int, int]
    facts: type[Facts]
    active_per_round: int | None = None
    teams: bool = True
    dealer_must_play: bool = True
    #: The variant's name in Japanese (messages say it in the reader's language).
    japanese: str = ""


#: The formula of a game that states none.
NO_FORMULA = plain("")


@dataclass(frozen=True)
class Game:  # not slotted: what is derived from the game's data is worked out once (cached_property)
    """One game's data and scoring function."""

    id: str
    name: str
    japanese: str
    aliases: tuple[str, ...]
    deck: frozenset[int]
    values: Mapping[int, int]
    yaku: tuple[Yaku, ...]
    score: Callable[[Round], RoundResult]
    players: tuple[int, int]
    rules: type[HouseRules] = NoHouseRules
    facts: type[Facts] = Facts
    variants: tuple[Variant, ...] = ()
    #: How many play a round when more sit at the table (drop-out variants); None: everybody.
    active_per_round: int | None = None
    #: Allowed team shapes: number of players -> allowed team sizes.
    team_shapes: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    #: Numbers of players that can only play in teams.
    teams_required: frozenset[int] = frozenset()
    #: Deal chart: players -> (cards to each player, cards to the field) options.
    deals: Mapping[int, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    four_of_a_month_misdeal: bool = True
    parity_hint: bool = True
    wild_cards: frozenset[int] = frozenset()
    #: Cards whose absence from a played-out round is allowed (assumed junked).
    junkable: frozenset[int] = frozenset()
    #: Cards taken out of the round at the deal (by the house rules and the starting field):
    #: a played-out end state need not place them, ``rest`` does not take them, they are dead.
    out_of_play: Callable[[Any, frozenset[int] | None], frozenset[int]] | None = None
    #: True when a resolved round must place every card of the deck (its hands and draw pile
    #: are empty, or the sheet lists them); None: when it was played out (not stopped).
    whole_deck_placed: Callable[[Round], bool] | None = None
    #: Where end-field cards go: the sheet's table, then this (default: dead).
    leftovers: Callable[[Round], Leftovers] = allocate_leftovers
    #: True when a round ends before any card is played, from its facts and who played it
    #: (Hachi-Hachi's walkover, Koi-Koi's lucky hand): its piles are empty, so the sheet may
    #: leave them out (:mod:`hanascore.games.hooks`).
    ends_before_play: BeforePlay = always_played
    #: True when a played-out round always ends with an empty field (a card left there must
    #: be placed by the sheet's ``[leftover]`` table).
    end_field_empty: bool = False
    #: The fields a round has no use for, as its facts say (:data:`~hanascore.games.hooks.UnusedFields`).
    unused_fields: UnusedFields = every_field_used
    #: Game-specific checks of a resolved round (errors and warnings); no scoring.
    check: Callable[[Round, Problems, list[Words]], None] | None = None
    #: How a round's score is worked out, and what else ``rules GAME`` says of the game: the
    #: game's own words (English text until every game declares words).
    formula: Words = NO_FORMULA
    notes: tuple[Words, ...] = ()
    #: The game's own words, key -> (English, Japanese): its result lines, notes, problems,
    #: questions and house rules.  The registry adds them to the one word table when it loads
    #: the game; every key starts with the game's id and a dot.
    words: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    #: The problem codes only this game reports (its own situations), beside the shared ones.
    codes: tuple[str, ...] = ()
    #: True when a round's scores always sum to zero (RULES.md section 2): the losers pay
    #: the winners what the scores say, and the views say who pays whom.
    zero_sum: bool = False
    #: What the running totals count under these house rules (resolved to their values), when
    #: not the rounds' scores (:mod:`hanascore.games.hooks`).
    tally: Callable[[Mapping[str, Any]], Tally | None] = no_tally
    #: What a round's scores count, as the statistics name it: ``"points"``, or Hachi-Hachi's
    #: ``"mon"`` (its payments are stated in kan, its scores in mon).
    unit: str = "points"
    #: How many of :attr:`unit` make the game's larger unit under these house rules (resolved
    #: to their values): Hachi-Hachi's kan (12, 10 or 6 mon); None where there is none.
    larger_unit: Callable[[Mapping[str, Any]], int | None] = no_larger_unit
    #: How the views show what the game adds of its own to a result (its extras, its carried value).
    shows: Shows = NOTHING_SHOWN
    #: The kinds a counted pile counts (its values table grouped): they partition the deck.
    kinds: tuple[Kind, ...] = ()
    #: The yaku a counted pile may name under these house rules (None: every yaku of the game).
    yaku_in_play: Callable[[Any], tuple[Yaku, ...]] | None = None
    #: The yaku one counted round may name and how its cards are found, where the round's
    #: facts or house rules say more than the yaku table (Koi-Koi's month, its Sake Cup):
    #: (the round, the yaku in play under its house rules) ->
    #: :class:`~hanascore.games.counted.witness.CountedYaku` (whose module imports this one).
    round_yaku: Callable[[Round, tuple[Yaku, ...]], Any] | None = None
    #: The house rules a counted round is scored under, when a card-specific rule must be off
    #: (Musashino's storm: players apply it when naming their yaku), and the warning that says
    #: so where it could have mattered (None: nothing to say): the round -> (rules, warning).
    counted_rules: Callable[[Round], tuple[Any, Words | None]] | None = None
    #: The game's own checks of a counted round (its card checks cannot see cards):
    #: (round with the piles found for the counts, each pile's counts, problems, warnings).
    counted_check: Callable[[Round, Mapping[str, Mapping[str, int]], Problems, list[Words]], None] | None = None

    def __post_init__(self) -> None:
        if self.stopping_yaku and "stopped_by" not in self.facts.key_names():
            raise TypeError(f"{self.id}: yaku that stop the round need facts with stopped_by (StopFacts)")
        foreign = [key for key in self.words if not key.startswith(f"{self.id}.")]
        if foreign:
            raise TypeError(f"{self.id}: a game's word keys start with its id: {', '.join(foreign)}")

    def formula_in(self, lang: Language) -> str:
        """How a round's score is worked out, in ``lang``."""
        return self.formula.say(lang)

    def notes_in(self, lang: Language) -> tuple[str, ...]:
        """What ``rules GAME`` says of the game, note by note, in ``lang``."""
        return tuple(note.say(lang) for note in self.notes)

    @cached_property
    def deck_total(self) -> int:
        return sum(self.values[c] for c in self.deck)

    @cached_property
    def counted_words(self) -> CountedWords:
        """What the game's counted piles may say: its kinds' words and every yaku's id, aliases
        and names (a yaku not in play under the house rules is read, then refused as such).
        Worked out once: every sheet read asks whether its piles are counted."""
        return CountedWords.of(
            ((k.id, (k.name, k.japanese), k.aliases, len(k.cards)) for k in self.kinds),
            ((y.id, (*y.aliases, y.name, y.japanese)) for y in self.yaku),
        )

    @property
    def start_field_sets_multiplier(self) -> bool:
        """True when the round's multiplier comes from the field as dealt (the facts carry the
        multiplier a ledger passes on from round to round)."""
        return any("multiplier" in facts.key_names() for facts in (self.facts, *(v.facts for v in self.variants)))

    @property
    def start_field_matters(self) -> bool:
        """True when the field as dealt can change the round: misdeals, deal sizes, a multiplier."""
        return bool(self.deals) or self.four_of_a_month_misdeal or self.start_field_sets_multiplier

    @cached_property
    def stopping_yaku(self) -> tuple[Yaku, ...]:
        """The yaku that end a round the moment they are formed."""
        return tuple(y for y in self.yaku if y.stops_round)

    def yaku_for(self, rules: Any) -> tuple[Yaku, ...]:
        """The yaku in play under ``rules`` (what a counted pile may name)."""
        return self.yaku if self.yaku_in_play is None else self.yaku_in_play(rules)

    def variant(self, name: str) -> Variant | None:
        """The variant called ``name`` (its id, any case), or None."""
        if not self.variants:  # most games: every sheet asks
            return None
        key = name.strip().lower()
        return next((v for v in self.variants if v.id == key), None)

    def round_payments(self, result: RoundResult) -> list[Payment] | None:
        """Who pays whom for one round: what the game's result says (a bid paid), else in a
        zero-sum game the fewest payments its scores make; None where nobody pays (a game
        whose points are a running score, not money moved between players)."""
        own = self.shows.payments(result)
        if own is not None:
            return list(own)
        if not self.zero_sum:
            return None
        return payments(result.scores())


# -- helpers every game's checks share ---------------------------------------------------


def whole_deck_placed(round_: Round) -> bool:
    """True when ``round_`` must place every card of its deck: the game says (its rounds can
    end with cards in the hands), else every round not stopped early must."""
    game: Game = round_.game  # type: ignore[assignment]  # a round of one of the games
    return game.whole_deck_placed(round_) if game.whole_deck_placed is not None else not round_.stopped


def yaku_names(hits: Iterable[YakuHit], yaku: Sequence[Yaku] = ()) -> Joined:
    """``Five Brights (100); Blue Ribbons (50)``: each hit by the name of its yaku in ``yaku``
    (said in the message's language), else by the hit's own name."""
    named = {y.id: y for y in yaku}
    return joined((msg("yaku.points", yaku=named.get(h.id, h.name), points=h.points) for h in hits), "; ", "、")


def check_stopper(round_: Round, problems: Problems) -> None:
    """The stop rule of every game with round-stopping yaku.

    Such a yaku ends the round the moment a capture forms it, so the stopper's captured pile
    must hold one, no other pile may (it would have stopped the round first), and a round
    with one in a pile must say who stopped it.
    """
    stopping = round_.game.stopping_yaku
    formed = {name: find_yaku(stopping, pile) for name, pile in round_.piles.items()}
    stopper = round_.stopped_by
    if stopper is not None and not formed.get(stopper):
        problems.add(
            Code.STOPPER_WITHOUT_YAKU,
            msg("stopper-without-yaku", stopper=stopper, value=joined(stopping, " / ", "・")),
            f"captured.{stopper}",
            fix="stopped_by",
        )
    for name, hits in formed.items():
        if name == stopper or not hits:
            continue
        if stopper is not None:
            problems.add(
                Code.STOPPING_YAKU_NOT_STOPPER,
                msg("stopping-yaku-not-stopper", name=name, yaku_names=yaku_names(hits, stopping), stopper=stopper),
                f"captured.{name}",
                fix="stopped_by",
            )
        else:
            problems.add(
                Code.STOPPING_YAKU_NOT_STOPPED,
                msg("stopping-yaku-not-stopped", name=name, yaku_names=yaku_names(hits, stopping)),
                f"captured.{name}",
                fix="stopped_by",
            )
