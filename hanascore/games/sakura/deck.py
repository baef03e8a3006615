"""Sakura's cards and table: the deck's values, the eight yaku, the house rules, the round
facts, the Oi-bana variant, and who holds what in a round (the Gaji, four of a suit).

:mod:`hanascore.games.sakura.rules` builds the game from these: its leftover rule, checks and scoring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hanascore.core.cards import MONTH_CARDS
from hanascore.core.errors import Words, msg
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.round import Round
from hanascore.core.table import Table
from hanascore.games.base import FULL_DECK, Variant, Yaku

DECK = FULL_DECK
GAJI = 113
#: Each opponent's yaku costs a party this much.
YAKU_PENALTY = 50

#: Card values by value (RULES.md section 4); every card not listed is worth 0.
_VALUE_TABLE: dict[int, tuple[int, ...]] = {
    20: (10, 30, 80, 120),
    10: (11, 21, 31, 41, 51, 61, 71, 91, 101, 112, 121),
    5: (20, 40, 50, 60, 70, 81, 90, 100, 110, 111),
}
VALUES: dict[int, int] = {c: next((v for v, cards in _VALUE_TABLE.items() if c in cards), 0) for c in sorted(DECK)}
DECK_TOTAL = 240
if sum(VALUES.values()) != DECK_TOTAL:  # a typo in the table above must not go unnoticed
    raise AssertionError(f"the Sakura deck must total {DECK_TOTAL}, the table gives {sum(VALUES.values())}")

#: Zero-point cards players throw on the junk pile; the Gaji is worth 0 too but must be placed.
JUNKABLE = frozenset(c for c, v in VALUES.items() if v == 0) - {GAJI}

#: The eight yaku, in iroha order.  The numeric aliases follow the seed page, which numbers
#: them 1-8 in this order; the later revision says the Paradise Factors leaflet swaps 5 and 6.
YAKU: tuple[Yaku, ...] = (
    Yaku.of("i", "I (Drinking)", 50, 30, 80, 90, japanese="い", aliases=("1", "drinking", "nomi")),
    Yaku.of("ro", "Ro (Spring)", 50, 10, 20, 30, japanese="ろ", aliases=("2", "spring", "omote-sugawara")),
    Yaku.of("ha", "Ha (Red Poetry Ribbons)", 50, 11, 21, 31, japanese="は", aliases=("3", "akatan", "red-poetry")),
    Yaku.of("ni", "Ni (Blue Ribbons)", 50, 61, 91, 101, japanese="に", aliases=("4", "aotan", "blue")),
    Yaku.of("ho", "Ho (Butterflies, Sake Cup, Deer)", 50, 60, 90, 100, japanese="ほ", aliases=("5",)),
    Yaku.of("he", "He (Grass Ribbons)", 50, 41, 51, 71, japanese="へ", aliases=("6", "kusatan", "grass")),
    Yaku.of("to", "To (Cuckoo, Bridge, Boar)", 50, 40, 50, 70, japanese="と", aliases=("7",)),
    Yaku.of(
        "chi",
        "Chi (Boar, Deer, Geese)",
        50,
        70,
        81,
        100,
        japanese="ち",
        aliases=("8", "chiri", "ganbo", "inoshikagan"),
    ),
)


@dataclass(frozen=True)
class SakuraRules(HouseRules):
    """Sakura house rules."""

    leftover: str = rule("gaji-suit", msg("sakura.rule.leftover"), choices=("gaji-suit", "all-to-gaji", "none"))
    gaji_on_start_field: str = rule("keep", msg("sakura.rule.gaji-on-start-field"), choices=("keep", "discard"))
    scoring: str = rule("points", msg("sakura.rule.scoring"), choices=("points", "victories"))
    chu: bool = rule(False, msg("sakura.rule.chu"))
    basa: bool = rule(False, msg("sakura.rule.basa"))
    chu_basa_combined: bool = rule(False, msg("sakura.rule.chu-basa-combined"))
    oi_bana_pays: str = rule("winner-bid", msg("sakura.rule.oi-bana-pays"), choices=("winner-bid", "loser-bid"))

    @classmethod
    def prepare(cls, house: dict[str, Any]) -> tuple[dict[str, Any], list[Words]]:
        if house.get("chu_basa_combined") is not True:
            return house, []
        conflicts = [
            msg("sakura.bad-house-rule.chu-basa-combined", key=key)
            for key in ("chu", "basa")
            if house.get(key) is False
        ]
        return {**house, "chu": True, "basa": True}, conflicts


@dataclass(frozen=True)
class SakuraFacts(Facts):
    """What a Sakura sheet may say beyond the piles."""

    wild_captured: int | None = fact(Answer.CARD, msg("sakura.question.wild"), quick="wild")


@dataclass(frozen=True)
class OiBanaFacts(SakuraFacts):
    """Oi-bana adds the auction: every bidder's bid, or at least the two players'."""

    bids: dict[str, int] | None = fact(Answer.BIDS, msg("sakura.question.bids"))

    def active_players(self, table: Table, dealer: str) -> tuple[str, ...] | None:
        """Without 'active', the two highest bids play; a tie goes to the bidder earlier in
        turn order from the dealer."""
        if not self.bids or len(self.bids) < 2:
            return None
        order = table.turn_order(dealer)
        ranked = sorted(self.bids, key=lambda name: (-self.bids[name], order.index(name)))  # type: ignore[index]
        return tuple(p for p in table.players if p in ranked[:2])


OI_BANA = Variant(
    id="oi-bana",
    name="Oi-bana",
    japanese="追い花",
    players=(2, 6),
    facts=OiBanaFacts,
    active_per_round=2,
    teams=False,
    dealer_must_play=False,
)


# -- Who holds what ------------------------------------------------------------------------


def gaji_discarded(round_: Round) -> bool:
    """True when the Gaji was dealt to the field and the table discards it there."""
    rules: SakuraRules = round_.rules
    return rules.gaji_on_start_field == "discard" and round_.field_start is not None and GAJI in round_.field_start


def gaji_holder(round_: Round) -> str | None:
    """The party that captured the Gaji, or None (on the field, or discarded)."""
    if gaji_discarded(round_):
        return None
    return next((name for name, pile in round_.piles.items() if GAJI in pile), None)


def deal_capturer(round_: Round) -> str:
    """Who captures four of a suit dealt to the field: the dealer's party; in Oi-bana the
    active player earliest in turn order from the dealer (the dealer may sit out)."""
    if round_.table.variant is OI_BANA:
        return round_.party_order([p.name for p in round_.active_parties()])[0]
    return round_.party_of(round_.dealer).name


def four_of_a_suit(field_start: frozenset[int] | None) -> list[int]:
    """Months whose four cards were all dealt to the field."""
    if field_start is None:
        return []
    return [m for m, cards in MONTH_CARDS.items() if cards <= field_start]


def where_is(round_: Round, card_id: int) -> str | None:
    """The party whose pile holds ``card_id``, ``"field.end"``, or None (not placed)."""
    for name, pile in round_.piles.items():
        if card_id in pile:
            return name
    return "field.end" if card_id in round_.field_end else None


def out_of_play_at_deal(rules: SakuraRules, field_start: frozenset[int] | None) -> frozenset[int]:
    """A Gaji discarded at the deal need not be placed anywhere (and ``rest`` leaves it)."""
    discarded = rules.gaji_on_start_field == "discard" and field_start is not None and GAJI in field_start
    return frozenset({GAJI}) if discarded else frozenset()
