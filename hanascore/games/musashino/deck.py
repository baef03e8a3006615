"""Musashino-bana's cards and table: no card values, the dekiyaku (Five Kings and Seven Red
Ribbons stop the round), the house rules and round facts, and the round's final piles under
the storm rule and the Sun rule.

:mod:`hanascore.games.musashino.rules` builds the game from these: its checks and scoring.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from hanascore.core.cards import CARDS, Card
from hanascore.core.errors import Words, msg
from hanascore.core.facts import Answer, StopFacts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import YakuHit
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Yaku, find_yaku
from hanascore.games.leftovers import Leftovers, allocate_leftovers

DECK = FULL_DECK
#: No card is worth anything: only dekiyaku score.
VALUES: dict[int, int] = dict.fromkeys(sorted(DECK), 0)

CRANE = 10
RAIN_MAN = 110
LIGHTNING = 113
#: The cards whose capture raises a storm (storm rule), in the order the rule names them.
STORM_CARDS: tuple[int, ...] = (RAIN_MAN, LIGHTNING)
#: ``storm = "cards"``: these cards of a storm's victims count for no dekiyaku.
STORM_VOIDED_CARDS = frozenset({80, 30, 31})
#: ``storm = "banquets"``: these dekiyaku of a storm's victims are void.
STORM_VOIDED_YAKU = frozenset({"moon-banquet", "flower-banquet"})

#: The two compositions of Four Brights (house rule ``four_brights``).
FOUR_BRIGHTS: dict[str, tuple[int, ...]] = {"lightning": (10, 80, 113, 120), "curtain": (10, 80, 30, 120)}


@dataclass(frozen=True, slots=True)
class CardName:
    """A card said by its name alone, as the deck names it in each language (``Rain Man``,
    ``柳に小野道風``): a :class:`Card` in words is said with its id (``110 Rain Man``)."""

    card: Card

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def japanese(self) -> str:
        return self.card.japanese


YAKU: tuple[Yaku, ...] = (
    Yaku.of("five-kings", "Five Kings", 8, 10, 30, 80, 110, 120, japanese="五王", stops_round=True),
    Yaku.of(
        "seven-red-ribbons", "Seven Red Ribbons", 8, 11, 21, 31, 41, 51, 71, 112, japanese="七夕", stops_round=True
    ),
    Yaku.of(
        "four-brights", "Four Brights", 4, *FOUR_BRIGHTS["lightning"], japanese="四光", replaces=("three-brights",)
    ),
    Yaku.of("kemari-court", "Kemari Court", 4, 10, 30, 100, 110, japanese="鞠懸"),
    Yaku.of("three-brights", "Three Brights", 2, 10, 80, 120, japanese="三光"),
    Yaku.of("takasago", "Takasago", 2, 10, 60, 90, japanese="高砂"),
    Yaku.of("front-sugawara", "Front Sugawara", 2, 10, 20, 30, japanese="表菅原"),
    Yaku.of("back-sugawara", "Back Sugawara", 2, 11, 21, 31, japanese="裡菅原"),
    Yaku.of("purple-ribbons", "Purple Ribbons", 2, 61, 91, 101, japanese="紫短"),
    Yaku.of("large-birds", "Large Birds", 2, 10, 81, 120, japanese="大鳥"),
    Yaku.of("small-birds", "Small Birds", 2, 20, 40, 111, japanese="小鳥"),
    Yaku.of("crop-pests", "Crop Pests", 2, 70, 100, 81, japanese="野荒し"),
    Yaku.of("three-red-flowers", "Three Red Flowers", 2, (22, 23), (62, 63), (72, 73), japanese="三紅"),
    # The yellow-bottom Paulownia chaff (121) is not one of the purple flowers.
    Yaku.of("three-purple-flowers", "Three Purple Flowers", 2, (42, 43), (52, 53), (122, 123), japanese="三紫"),
    Yaku.of("coat-of-arms", "Coat of Arms", 1, 90, 120, japanese="菊桐"),
    Yaku.of("moon-banquet", "Moon Banquet", 1, 90, 80, japanese="月の宴"),
    Yaku.of("flower-banquet", "Flower Banquet", 1, 90, (30, 31), japanese="花の宴"),
    Yaku.of("autumn-leaves", "Autumn Leaves", 1, 90, (100, 101), japanese="紅葉の賀"),
    Yaku.of("cuckoo-with-moon", "Cuckoo with Moon", 1, 40, 80, japanese="月ホト"),
    Yaku.of("butterflies-with-flowers", "Butterflies with Flowers", 1, 60, 30, japanese="蝶花"),
    Yaku.of("boar-with-peony", "Boar with Peony", 1, 70, 60, japanese="獅子牡丹"),
    Yaku.of("plum-pot", "Plum Blossom Pot", 1, 20, 21, 22, 23, japanese="梅壷"),
    Yaku.of("wisteria-pot", "Wisteria Pot", 1, 40, 41, 42, 43, japanese="藤壷"),
    Yaku.of("iris-bridge", "Iris Bridge", 1, 50, 51, 52, 53, japanese="八ツ橋"),
    Yaku.of("paulownia-pot", "Paulownia Pot", 1, 120, 121, 122, 123, japanese="桐壷"),
)


@dataclass(frozen=True)
class MusashinoRules(HouseRules):
    """Musashino-bana house rules."""

    four_brights: str = rule("lightning", msg("musashino-bana.rule.four-brights"), choices=("lightning", "curtain"))
    insta_win_points: int = rule(8, msg("musashino-bana.rule.insta-win-points"), minimum=0)
    bet_limit: int = rule(8, msg("musashino-bana.rule.bet-limit"), minimum=0)
    storm: str = rule("off", msg("musashino-bana.rule.storm"), choices=("off", "cards", "banquets"))
    sun: bool = rule(True, msg("musashino-bana.rule.sun"))


@dataclass(frozen=True)
class MusashinoFacts(StopFacts):
    """What a Musashino-bana sheet may say beyond the piles: the stopper and the Sun rule."""

    crane_after_storm: bool | dict[int, bool] | None = fact(
        Answer.YES_NO_BY_CARD,
        msg("musashino-bana.question.crane-after-storm"),
        quick="crane after storm",
        choices=STORM_CARDS,
    )


def yaku_table(rules: MusashinoRules) -> tuple[Yaku, ...]:
    """The dekiyaku table in force: Four Brights takes the composition ``four_brights`` names."""
    return _yaku_table(rules.four_brights)


@functools.cache
def _yaku_table(four_brights: str) -> tuple[Yaku, ...]:
    return tuple(y.with_cards(*FOUR_BRIGHTS[four_brights]) if y.id == "four-brights" else y for y in YAKU)


@functools.cache
def split_table(four_brights: str) -> tuple[tuple[Yaku, ...], tuple[Yaku, ...]]:
    """The table in force split once: its insta-win dekiyaku, and those a played-out round pays."""
    table = _yaku_table(four_brights)
    return tuple(y for y in table if y.stops_round), tuple(y for y in table if not y.stops_round)


def insta_wins(pile: frozenset[int], table: Sequence[Yaku] = YAKU) -> list[YakuHit]:
    """The round-stopping dekiyaku ``pile`` forms (storms never touch these)."""
    return find_yaku([y for y in table if y.stops_round], pile)


def dekiyaku(
    pile: frozenset[int],
    table: Sequence[Yaku] = YAKU,
    *,
    voided_cards: frozenset[int] = frozenset(),
    voided_yaku: frozenset[str] = frozenset(),
) -> list[YakuHit]:
    """The dekiyaku a played-out pile is paid for, in table order.

    Round-stopping yaku are left out (a played-out round holds none). ``voided_cards`` count
    for nothing and ``voided_yaku`` are dropped (the storm rule). Four Brights replaces Three
    Brights through the table's ``replaces``.
    """
    played_out = [y for y in table if not y.stops_round]
    return played_out_dekiyaku(pile, played_out, voided_cards, voided_yaku)


def played_out_dekiyaku(
    pile: frozenset[int], played_out: Sequence[Yaku], voided_cards: frozenset[int], voided_yaku: frozenset[str]
) -> list[YakuHit]:
    """The dekiyaku of a played-out ``pile`` that a storm leaves standing."""
    hits = find_yaku(played_out, pile - voided_cards)
    return [hit for hit in hits if hit.id not in voided_yaku]


# --- the round's final piles and the storm rule -------------------------------------------


#: Why an end-field card the sheet's table leaves is dead.
TO_NOBODY = msg("musashino-bana.leftover.nobody")


def _dead(round_: Round, card_id: int) -> tuple[str | None, Words]:
    return None, TO_NOBODY


def leftovers_of(round_: Round) -> Leftovers:
    """Musashino-bana has no leftover rule of its own: a played-out round leaves the field
    empty in ordinary play, and any card the sheet's ``[leftover]`` table does not give is dead."""
    return allocate_leftovers(round_, _dead)


def final_piles(round_: Round) -> dict[str, frozenset[int]]:
    """Each party's pile with the end-field cards the sheet's ``[leftover]`` table gives it."""
    return {
        name: pile | {c for c, owner in round_.leftover.items() if owner == name} for name, pile in round_.piles.items()
    }


def _holder(piles: Mapping[str, frozenset[int]], card: int) -> str | None:
    return next((name for name, pile in piles.items() if card in pile), None)


@dataclass(frozen=True)
class Storm:
    """One storm card in a pile, and whether the Sun calmed it."""

    card: int
    holder: str
    #: The party whose Crane, captured after the storm card, calmed the storm (Sun rule).
    calmed_by: str | None = None

    @property
    def live(self) -> bool:
        return self.calmed_by is None

    @property
    def label(self) -> CardName:
        """The storm card by its name, as a formula names it in the reader's language."""
        return CardName(CARDS[self.card])


def sun_questions(round_: Round) -> list[tuple[int, str, str]]:
    """The storm cards whose fate hangs on ``crane_after_storm``: (card, holder, Crane holder).

    Asked only where it can matter: a storm rule and the Sun rule are on, the round was
    played out (a stopped round pays only its insta-win), and the Crane sits in a pile
    opposing the storm card's.
    """
    rules: MusashinoRules = round_.rules
    if rules.storm == "off" or not rules.sun or round_.stopped:
        return []
    piles = final_piles(round_)
    crane_holder = _holder(piles, CRANE)
    questions = []
    for card in STORM_CARDS:
        holder = _holder(piles, card)
        if holder is not None and crane_holder is not None and holder != crane_holder:
            questions.append((card, holder, crane_holder))
    return questions


def crane_after(round_: Round, card: int) -> bool | None:
    """The sheet's answer for ``card``: was the Crane captured after it? None if not given."""
    answer = round_.facts.crane_after_storm
    if isinstance(answer, dict):
        return answer.get(card)
    return answer


def storms(round_: Round) -> list[Storm]:
    """Every storm card in a pile, live or calmed; empty when the storm rule is off."""
    rules: MusashinoRules = round_.rules
    if rules.storm == "off":
        return []
    piles = final_piles(round_)
    calmed = {card: crane_holder for card, _, crane_holder in sun_questions(round_) if crane_after(round_, card)}
    found = []
    for card in STORM_CARDS:
        holder = _holder(piles, card)
        if holder is not None:
            found.append(Storm(card, holder, calmed.get(card)))
    return found


def storms_against(party: str, all_storms: Iterable[Storm]) -> list[Storm]:
    """The live storms that strike ``party``: those raised by its opponents, never its own."""
    return [s for s in all_storms if s.live and s.holder != party]
