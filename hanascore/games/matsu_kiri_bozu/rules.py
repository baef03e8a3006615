"""Matsu-Kiri-Bozu (松桐坊主): two players, three wild cards, dekiyaku that stop the round.

The Crane, the Full Moon and the Phoenix (pine, paulownia and the "bald monk") match any
card.  The first dekiyaku formed ends the round and its maker is paid its value; a round
played out without one is paid by the difference of card points.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from hanascore.core.errors import Words, joined, msg
from hanascore.core.facts import StopFacts
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Game, Yaku, card_kinds, find_yaku
from hanascore.games.helpers import cards_words, equals, make_result, party_scores, standard_values, written
from hanascore.games.leftovers import Leftovers, allocate_leftovers
from hanascore.games.matsu_kiri_bozu.words import WORDS

DECK = FULL_DECK
WILD_CARDS = frozenset({10, 80, 120})
#: Standard values, with the three wild cards worth 100 each.
VALUES: dict[int, int] = standard_values(20, 10, 5, 1) | dict.fromkeys(WILD_CARDS, 100)
DECK_TOTAL = sum(VALUES.values())
assert DECK_TOTAL == 504, f"the Matsu-Kiri-Bozu deck must be worth 504, not {DECK_TOTAL}"

YAKU = (
    Yaku.of("five-brights", "Five Brights", 100, 10, 30, 80, 110, 120, japanese="五光", stops_round=True),
    Yaku.of("one-two-three", "One Two Three", 50, 10, 20, 30, japanese="一二三", stops_round=True),
    Yaku.of("blue-ribbons", "Blue Ribbons", 50, 61, 91, 101, japanese="青短", stops_round=True),
    Yaku.of("poetry-ribbons", "Poetry Ribbons", 40, 11, 21, 31, japanese="赤短", stops_round=True),
    Yaku.of("botankiri", "Cuckoo, Bridge, Butterflies", 50, 40, 50, 60, japanese="ぼたんきり", stops_round=True),
    Yaku.of("ganbo", "Boar, Deer, Geese", 50, 70, 100, 81, japanese="がんぼ", stops_round=True),
)
#: The yaku by id: a formula names a yaku paid by the table's name in the reader's language.
YAKU_BY_ID = {y.id: y for y in YAKU}
#: Why an end-field card no [leftover] table places is dead: the round stopped, or a wild
#: capture left it without a mate.
STOPPED, WILD_CAPTURE = msg("matsu-kiri-bozu.dead.stopped"), msg("matsu-kiri-bozu.dead.wild-capture")


@dataclass(frozen=True)
class MatsuKiriBozuRules(HouseRules):
    """Matsu-Kiri-Bozu house rules."""

    dekiyaku_payout: str = rule("sum", msg("matsu-kiri-bozu.rule.dekiyaku-payout"), choices=("sum", "max"))


def _dead(round_: Round, card_id: int) -> tuple[str | None, Words]:
    return None, STOPPED if round_.stopped else WILD_CAPTURE


def leftovers_of(round_: Round) -> Leftovers:
    """End-field cards the sheet's ``[leftover]`` table does not place are dead."""
    return allocate_leftovers(round_, _dead)


def paid_dekiyaku(rules: MatsuKiriBozuRules, formed: list[YakuHit]) -> list[YakuHit]:
    """The dekiyaku a stopper is paid for: all of them, or the largest (first in table order)."""
    if rules.dekiyaku_payout == "sum" or not formed:
        return formed
    best = max(h.points for h in formed)
    return [next(h for h in formed if h.points == best)]


def score(round_: Round) -> RoundResult:
    """Score a checked Matsu-Kiri-Bozu round.

    Stopped: the stopper is paid its dekiyaku by the opponent.  Played out: the higher card
    total is paid the difference.  End-field cards no [leftover] table places are dead.
    """
    rules: MatsuKiriBozuRules = round_.rules
    leftovers = round_.leftovers
    parties = party_scores(round_, leftovers, VALUES)
    winner: str | None = None
    stopper = round_.stopped_by
    if stopper is not None:
        winner = stopper
        paid = paid_dekiyaku(rules, find_yaku(YAKU, round_.piles[stopper]))
        value = sum(h.points for h in paid)
        combine = (" + ", " + ") if rules.dekiyaku_payout == "sum" else (", ", "、")
        hits = joined(
            (msg("matsu-kiri-bozu.formula.yaku", yaku=YAKU_BY_ID[h.id], points=h.points) for h in paid), *combine
        )
        for p in parties:
            if p.party.name == stopper:
                p.yaku, p.score = paid, value
                p.formula = msg("matsu-kiri-bozu.formula.dekiyaku", paid=hits, value=value)
            else:
                p.score = -value
                p.formula = msg("matsu-kiri-bozu.formula.pays", stopper=stopper, value=value)
    else:
        for p in parties:
            other = sum(o.card_points for o in parties if o is not p)
            p.score = p.card_points - other
            p.formula = partial(_played_out_formula, p.cards, other, p.score)  # written when a view reads it
    return make_result(round_, parties, leftovers, winner=winner)


def _played_out_formula(cards: frozenset[int], other: int, score: int) -> Words:
    """``cards 2x100 + 1x20 + ... = 272, - opponent's cards 226 = 46``."""
    return written(cards_words(VALUES, cards), msg("matsu-kiri-bozu.formula.opponent-cards", n=other), equals(score))


GAME = Game(
    zero_sum=True,
    id="matsu-kiri-bozu",
    name="Matsu-Kiri-Bozu",
    japanese="松桐坊主",
    aliases=("mkb", "matsukiribozu"),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    kinds=card_kinds(DECK, VALUES, ("wilds", "brights", "animals", "ribbons", "chaff"), wilds=sorted(WILD_CARDS)),
    rules=MatsuKiriBozuRules,
    score=score,
    facts=StopFacts,
    leftovers=leftovers_of,
    players=(2, 2),
    deals={2: ((8, 8),)},
    wild_cards=WILD_CARDS,
    formula=msg("matsu-kiri-bozu.formula"),
    notes=(
        msg("matsu-kiri-bozu.note.wilds"),
        msg("matsu-kiri-bozu.note.stop"),
        msg("matsu-kiri-bozu.note.stopped-sheet"),
        msg("matsu-kiri-bozu.note.captures"),
        msg("matsu-kiri-bozu.note.played-out"),
        msg("matsu-kiri-bozu.note.dead"),
    ),
    words=WORDS,
)
