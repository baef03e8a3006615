"""Kyu-Rei Hana (九十花): three active players, 270 points in the deck, field multipliers.

"Ninety flowers": each of three players expects 90 of the deck's 270 points, so a round
scores what a pile beats 90 by, plus twice its own yaku, minus every yaku the two opponents
formed, all times the field multiplier.  The three scores sum to zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from hanascore.core.errors import Problems, Words, msg
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import RoundResult
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Game, Yaku, card_kinds
from hanascore.games.helpers import Par, equals, make_result, party_scores, term_words, values_by_class, written
from hanascore.games.hooks import Shows
from hanascore.games.kyurei.words import WORDS
from hanascore.games.multiplier import (
    GRAND_FIELD,
    LARGE_FIELD,
    MultiplierFacts,
    settle_multiplier,  # noqa: F401  (Kyu-Rei's rule, as its tests name it)
    stakes,
    waiting,
    warn_no_start,
    why_multiplier,
)

DECK = FULL_DECK

#: Card values by point class (RULES.md section 5); every card not listed is worth 0.
_VALUE_CLASSES: dict[int, tuple[int, ...]] = {
    20: (10, 20, 30, 80, 100, 110, 120),
    10: (40, 50, 60, 70, 81, 90, 111, 121),
    5: (11, 21, 31, 41, 51, 61, 71, 91, 101, 112),
}
VALUES: dict[int, int] = values_by_class(_VALUE_CLASSES)
DECK_TOTAL = sum(VALUES.values())
assert DECK_TOTAL == 270, f"the Kyu-Rei Hana deck must be worth 270, not {DECK_TOTAL}"
#: What each of the three players is expected to take: a third of the deck (90).
PAR = Par.share(VALUES, 3)
ACTIVE_PLAYERS = 3
#: How the formula names the yaku both opponents formed.
THEIRS = msg("formula.opponents-yaku")

YAKU = (
    Yaku.of("big-three", "Big Three", 30, 10, 30, 80, japanese="大三"),
    Yaku.of("small-three", "Small Three", 20, 11, 21, 31, japanese="小三"),
    Yaku.of("blue-ribbons", "Blue Ribbons", 20, 61, 91, 101, japanese="青短"),
    Yaku.of("grass", "Grass", 20, 41, 51, 71, japanese="草"),
)

#: The later revision's extra large-field cards (house rule ``warbler_deer_double``).
WARBLER_DEER = {20: 2, 100: 2}


@dataclass(frozen=True)
class KyuReiRules(HouseRules):
    """Kyu-Rei Hana house rules."""

    warbler_deer_double: bool = rule(False, msg("kyu-rei-hana.rule.warbler-deer-double"))
    carry_over: bool = rule(True, msg("kyu-rei-hana.rule.carry-over"))


#: Kyu-Rei's one fact: the carried-over multiplier, as every field-multiplier game states it.
KyuReiFacts = MultiplierFacts


def multiplier_cards(rules: KyuReiRules) -> dict[int, int]:
    """The cards that make a field multiplier when dealt to the starting field, under ``rules``."""
    return LARGE_FIELD | GRAND_FIELD | (WARBLER_DEER if rules.warbler_deer_double else {})


def score(round_: Round) -> RoundResult:
    """Score a checked Kyu-Rei Hana round.

    Each active party: ``(card points + 2 x own yaku - both opponents' yaku - 90) x multiplier``.
    The queue of multipliers waiting for later rounds is what the round carries to the next.
    """
    rules: KyuReiRules = round_.rules
    leftovers = round_.leftovers
    settled = stakes(round_, multiplier_cards(rules))
    multiplier = settled.multiplier
    parties = party_scores(round_, leftovers, VALUES, YAKU)
    playing = [p for p in parties if p.active]
    all_yaku = sum(p.yaku_points for p in playing)
    for p in playing:
        own = p.yaku_points
        against = all_yaku - own
        p.score = (PAR.above(p.card_points) + 2 * own - against) * multiplier
        p.formula = partial(_formula, p.cards, own, against, multiplier, p.score)  # written when a view reads it
    notes = why_multiplier(rules, settled)
    return make_result(round_, parties, leftovers, multiplier=multiplier, carried=settled.queue, notes=notes)


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """Warn when the sheet gives no starting field and nothing is carried over (taken as x1)."""
    warn_no_start(round_, warnings)


def _formula(cards: frozenset[int], own: int, against: int, multiplier: int, score: int) -> Words:
    """``(cards 1x20 + ... = 95, - 90, + own yaku 2 x 5) x 2 = 30``."""
    # Terms worth 0 are left out; the multiplier is said only when it multiplies.
    doubled = msg("kyu-rei-hana.formula.own-yaku", n=own) if own else ""
    terms = (PAR.words(cards), doubled, term_words(-against, THEIRS))
    if multiplier != 1:
        return msg("kyu-rei-hana.formula.multiplied", terms=written(*terms), m=multiplier, score=score)
    return written(*terms, equals(score))


GAME = Game(
    zero_sum=True,
    id="kyu-rei-hana",
    name="Kyu-Rei Hana",
    japanese="九十花",
    aliases=("kyurei", "kyu-rei", "kyureihana", "kyurei-hana"),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    kinds=card_kinds(
        DECK,
        VALUES,
        ("brights", "animals", "yellow-bottom", "ribbons", "chaff"),
        brights=(20, 100),
        yellow_bottom=(121,),
    ),
    rules=KyuReiRules,
    score=score,
    facts=KyuReiFacts,
    end_field_empty=True,
    shows=Shows(multipliers=waiting),
    check=check,
    players=(3, 7),
    active_per_round=ACTIVE_PLAYERS,
    deals={3: ((7, 6),)},
    formula=msg("kyu-rei-hana.formula", par=PAR.par),
    notes=(
        msg("kyu-rei-hana.note.par"),
        msg("kyu-rei-hana.note.yaku"),
        msg("kyu-rei-hana.note.field"),
        msg("kyu-rei-hana.note.several"),
        msg("kyu-rei-hana.note.carry-over"),
        msg("kyu-rei-hana.note.stated"),
        msg("kyu-rei-hana.note.players"),
        msg("kyu-rei-hana.note.leftovers"),
    ),
    words=WORDS,
)
