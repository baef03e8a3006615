"""Matsu-Kiri-Bozu (松桐坊主): two players, three wild cards, dekiyaku that stop the round.

The Crane, the Full Moon and the Phoenix (pine, paulownia and the "bald monk") match any
card.  The first dekiyaku formed ends the round and its maker is paid its value; a round
played out without one is paid by the difference of card points.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from hanascore.core.facts import StopFacts
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Game, Yaku, card_kinds, find_yaku
from hanascore.games.helpers import make_result, party_scores, standard_values, value_breakdown
from hanascore.games.leftovers import Leftovers, allocate_leftovers

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


@dataclass(frozen=True)
class MatsuKiriBozuRules(HouseRules):
    """Matsu-Kiri-Bozu house rules."""

    dekiyaku_payout: str = rule(
        "sum",
        'One capture forming several dekiyaku: "sum" pays them all, "max" pays only the largest.',
        choices=("sum", "max"),
        japanese='一度の取りで出来役が複数できたとき："sum" ならすべて払い、"max" なら一番大きい役だけ払う。',
    )


def _dead(round_: Round, card_id: int) -> tuple[str | None, str]:
    why = "on the field when the round stopped" if round_.stopped else "left on the field by a wild capture"
    return None, f"{why}: scored by nobody"


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
        combine = " + " if rules.dekiyaku_payout == "sum" else ", "
        for p in parties:
            if p.party.name == stopper:
                p.yaku, p.score = paid, value
                p.formula = f"dekiyaku {combine.join(f'{h.name} {h.points}' for h in paid)} = {value}"
            else:
                p.score = -value
                p.formula = f"pays {stopper}'s dekiyaku: -{value}"
    else:
        for p in parties:
            other = sum(o.card_points for o in parties if o is not p)
            p.score = p.card_points - other
            p.formula = partial(_played_out_formula, p.cards, other, p.score)  # written when a view reads it
    return make_result(round_, parties, leftovers, winner=winner)


def _played_out_formula(cards: frozenset[int], other: int, score: int) -> str:
    """``cards 2x100 + 1x20 + ... = 272, - opponent's cards 226 = 46``."""
    return f"{value_breakdown(VALUES, cards)}, - opponent's cards {other} = {score}"


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
    formula="stopped round: the stopper's dekiyaku, paid by the opponent; played out: the difference of card points, paid by the lower total",
    notes=(
        "The Crane (10), the Full Moon (80) and the Phoenix (120) are wild: each matches any card, and each is worth 100.",
        "The first dekiyaku formed ends the round: name its maker in 'stopped_by'. With dekiyaku_payout = \"max\" "
        "a capture forming several pays only the largest.",
        "A stopped round's sheet lists only what was captured; the hands and the draw pile need not be written down.",
        "Dekiyaku count only from captures during play; cards placed by a leftover table add card points only.",
        "A played-out round pays the difference of card points (the deck holds 504). A tie pays nothing and the dealer keeps the deal.",
        "Cards a wild capture left on the field with no mate to take them are dead, unless a leftover table places them.",
    ),
    formula_japanese="上がった回：上がった人の出来役を相手が払う。打ち切った回：札の点の差を少ない方が払う",
    notes_japanese=(
        "鶴（10）・芒に月（80）・鳳凰（120）は鬼札：どの札とも合い、どれも100点。",
        "最初にできた出来役でその回は終わる：作った人を 'stopped_by' に書く。dekiyaku_payout = \"max\" なら、一度の取りで複数できても一番大きい役だけを払う。",
        "上がった回の手札表には取った札だけを書けばよい。手札と山札は書かなくてよい。",
        "出来役は打っている間に取った札だけで数える。leftover の表で置いた札は札の点にだけ足す。",
        "打ち切った回は札の点の差を払う（札全部で504点）。引き分けは払いなしで、親はそのまま。",
        "鬼札の取りで場に残り、合う札がなくて取れない札は死に札。leftover の表で置けばその人の札になる。",
    ),
)
