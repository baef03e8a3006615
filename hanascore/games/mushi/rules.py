"""Mushi (虫): two players, a 40-card deck, the Lightning wild, zero-sum payments."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from hanascore.core.cards import CARDS
from hanascore.core.errors import Code, Problems, Words, msg
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import RoundResult
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Game, Yaku, card_kinds
from hanascore.games.helpers import (
    Par,
    equals,
    four_pairs,
    make_result,
    party_scores,
    standard_values,
    term_words,
    written,
)
from hanascore.games.leftovers import BY_SHEET, Leftovers
from hanascore.games.mushi.words import WORDS

DECK = frozenset(c for c in FULL_DECK if c // 10 not in (6, 7))
VALUES = {c: v for c, v in standard_values(20, 10, 5, 1).items() if c in DECK}
#: Each of two players' half of the deck's 230 points: what card points are measured against.
HALF = Par.share(VALUES, 2)
LIGHTNING = 113
WILLOWS = frozenset({110, 111, 112})
WILLOWS_AND_LIGHTNING = WILLOWS | {LIGHTNING}

YAKU = (
    Yaku.of("five-brights", "Five Brights", 30, 10, 30, 80, 110, 120, japanese="五光"),
    Yaku.of("three-brights", "Three Brights", 25, 10, 20, 30, japanese="三光"),
    Yaku.of("four-wisterias", "Four Wisterias", 10, 40, 41, 42, 43, japanese="藤シマ"),
    Yaku.of("four-paulownias", "Four Paulownias", 10, 120, 121, 122, 123, japanese="桐シマ"),
)


@dataclass(frozen=True)
class MushiRules(HouseRules):
    """Mushi house rules."""

    five_brights: bool = rule(True, msg("mushi.rule.five-brights"))
    willow_misdeal: bool = rule(True, msg("mushi.rule.willow-misdeal"))
    four_pairs_misdeal: bool = rule(False, msg("mushi.rule.four-pairs-misdeal"))


@dataclass(frozen=True)
class MushiFacts(Facts):
    """What a Mushi sheet may say beyond the piles."""

    wild_captured: int | None = fact(Answer.CARD, msg("mushi.question.wild"), quick="wild")


#: How the formula names the yaku a party formed, and those the opponent formed.
OWN, THEIRS = msg("formula.own-yaku"), msg("formula.opponent-yaku")
#: Why a leftover went where the Mushi rule put it.
TO_WILLOWS, TO_LIGHTNING = msg("mushi.leftover.willow"), msg("mushi.leftover.lightning-mate")


def _yaku_in_play(rules: MushiRules) -> tuple[Yaku, ...]:
    return YAKU if rules.five_brights else tuple(y for y in YAKU if y.id != "five-brights")


def allocate_leftovers(round_: Round) -> Leftovers:
    """The sheet's ``[leftover]`` table, then the Mushi rule: the Willow goes to the holder of
    the other two Willows, the other card to the Lightning's holder.  Cards the rule cannot
    place are listed in ``unplaced``."""
    result = Leftovers(hint=msg("mushi.leftover.hint"))
    for card_id, party in sorted(round_.leftover.items()):
        result.give(card_id, party, BY_SHEET)
    remaining = sorted(round_.field_end - round_.leftover.keys())
    if not remaining:
        return result
    # Only who holds the Willows and the Lightning matters to the rule.
    holder_of = {c: name for name, pile in round_.piles.items() for c in pile & WILLOWS_AND_LIGHTNING}
    others = [c for c in remaining if c // 10 != 11]
    wild = round_.facts.wild_captured
    for c in remaining:
        if c in WILLOWS:
            owners = {holder_of.get(m) for m in WILLOWS - {c}}
            owner = owners.pop() if len(owners) == 1 else None
            if owner is not None:
                result.give(c, owner, TO_WILLOWS)
            else:
                result.unplaced.append(msg("mushi.leftover.willow-mates-apart", card=CARDS[c]))
        elif c // 10 != 11 and len(others) == 1 and LIGHTNING in holder_of:
            wild_month = wild // 10 if wild is not None else c // 10
            if wild_month != c // 10:
                result.unplaced.append(msg("mushi.leftover.lightning-month", card=CARDS[c], month=wild_month))
            else:
                result.give(c, holder_of[LIGHTNING], TO_LIGHTNING)
        else:
            result.unplaced.append(CARDS[c])
    return result


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """Mushi's own misdeals."""
    rules: MushiRules = round_.rules
    start = round_.field_start
    if start is None:
        return
    if rules.willow_misdeal and start >= WILLOWS:
        problems.add(
            Code.MISDEAL,
            msg("mushi.misdeal.rain-man"),
            "field.start",
        )
    if rules.four_pairs_misdeal and four_pairs(start):
        problems.add(
            Code.MISDEAL,
            msg("mushi.misdeal.four-pairs"),
            "field.start",
        )


def score(round_: Round) -> RoundResult:
    """Score a checked Mushi round: ``(cards - 115) + own yaku - opponent's yaku``."""
    leftovers = round_.leftovers
    parties = party_scores(round_, leftovers, VALUES, _yaku_in_play(round_.rules))
    playing = [p for p in parties if p.active]
    all_yaku = sum(p.yaku_points for p in playing)
    for p in playing:
        own = p.yaku_points
        against = all_yaku - own
        p.score = HALF.above(p.card_points) + own - against
        p.formula = partial(_formula, p.cards, own, against, p.score)  # said when a view reads it
    return make_result(round_, parties, leftovers)


def _formula(cards: frozenset[int], own: int, against: int, score: int) -> Words:
    """``cards 2x20 + 3x10 + 3x5 + 10x1 = 95, - 115, + own yaku 25, - opponent's yaku 10 = -5``."""
    return written(HALF.words(cards), term_words(own, OWN), term_words(-against, THEIRS), equals(score))


GAME = Game(
    zero_sum=True,
    id="mushi",
    name="Mushi",
    japanese="虫",
    aliases=("mushi",),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    rules=MushiRules,
    score=score,
    facts=MushiFacts,
    leftovers=allocate_leftovers,
    check=check,
    players=(2, 4),
    active_per_round=2,
    deals={2: ((8, 8),)},
    wild_cards=frozenset({LIGHTNING}),
    kinds=card_kinds(DECK, VALUES, ("brights", "animals", "ribbons", "chaff")),
    yaku_in_play=_yaku_in_play,
    counted_check=lambda round_, counts, problems, warnings: check(round_, problems, warnings),
    formula=msg("mushi.formula"),
    notes=(msg("mushi.note.deck"), msg("mushi.note.wild"), msg("mushi.note.leftovers")),
    words=WORDS,
)
