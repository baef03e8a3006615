"""Kyu-Rei Hana (九十花): three active players, 270 points in the deck, field multipliers.

"Ninety flowers": each of three players expects 90 of the deck's 270 points, so a round
scores what a pile beats 90 by, plus twice its own yaku, minus every yaku the two opponents
formed, all times the field multiplier.  The three scores sum to zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from hanascore.core.cards import CARDS
from hanascore.core.errors import Problems
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import RoundResult
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Game, Yaku, card_kinds
from hanascore.games.helpers import make_result, party_scores, term, value_breakdown, values_by_class
from hanascore.games.hooks import Shows

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
#: What each of the three players is expected to take: a third of the deck.
PAR = DECK_TOTAL // 3
ACTIVE_PLAYERS = 3
#: How the formula names the yaku both opponents formed.
THEIRS = "opponents' yaku"

YAKU = (
    Yaku.of("big-three", "Big Three", 30, 10, 30, 80, japanese="大三"),
    Yaku.of("small-three", "Small Three", 20, 11, 21, 31, japanese="小三"),
    Yaku.of("blue-ribbons", "Blue Ribbons", 20, 61, 91, 101, japanese="青短"),
    Yaku.of("grass", "Grass", 20, 41, 51, 71, japanese="草"),
)

#: Cards that make a field multiplier when dealt to the starting field.
LARGE_FIELD = {10: 2, 30: 2, 80: 2}
GRAND_FIELD = {110: 4, 120: 4}
#: The later revision's extra large-field cards (house rule ``warbler_deer_double``).
WARBLER_DEER = {20: 2, 100: 2}


@dataclass(frozen=True)
class KyuReiRules(HouseRules):
    """Kyu-Rei Hana house rules."""

    warbler_deer_double: bool = rule(
        False,
        "The Bush Warbler (20) and the Deer (100) on the starting field also double the round (the later revision).",
    )
    carry_over: bool = rule(
        True,
        "Several multiplier cards on the starting field: the largest applies, the others wait for later rounds, "
        "x4 first (false: the others are dropped).",
    )


@dataclass(frozen=True)
class KyuReiFacts(Facts):
    """What a Kyu-Rei Hana sheet may say beyond the piles."""

    multiplier: int | None = fact(
        Answer.NUMBER,
        "Does this round run on a multiplier carried over from an earlier round (1, 2 or 4)?",
        choices=(1, 2, 4),
        ledger_derived=True,
    )


def field_multipliers(rules: KyuReiRules, field_start: frozenset[int] | None) -> list[int]:
    """The multipliers the starting field makes, largest first (one per multiplier card)."""
    return [multiplier for _, multiplier in field_cards(rules, field_start)]


def field_cards(rules: KyuReiRules, field_start: frozenset[int] | None) -> list[tuple[int, int]]:
    """The multiplier cards of the starting field as (card, multiplier), largest first (by
    card id among equals): the order in which they apply."""
    table = LARGE_FIELD | GRAND_FIELD | (WARBLER_DEER if rules.warbler_deer_double else {})
    return sorted(((c, table[c]) for c in field_start or () if c in table), key=lambda cm: (-cm[1], cm[0]))


def settle_multiplier(rules: KyuReiRules, carried: tuple[int, ...], own: list[int]) -> tuple[int, list[int]]:
    """The multiplier this round runs on, and the queue it leaves for later rounds.

    ``carried`` is the queue the round starts with (next one first; a sheet's ``multiplier``
    is a queue of one), ``own`` the round's own field multipliers, largest first.  A round
    running on a carried multiplier queues all of its own behind the rest of the queue;
    otherwise its largest applies now and the others wait.  Without ``carry_over`` nothing
    waits.
    """
    if carried:
        multiplier, queue = carried[0], [*carried[1:], *own]
    elif own:
        multiplier, queue = own[0], own[1:]
    else:
        multiplier, queue = 1, []
    return multiplier, queue if rules.carry_over else []


def score(round_: Round) -> RoundResult:
    """Score a checked Kyu-Rei Hana round.

    Each active party: ``(card points + 2 x own yaku - both opponents' yaku - 90) x multiplier``.
    The queue of multipliers waiting for later rounds is what the round carries to the next.
    """
    rules: KyuReiRules = round_.rules
    leftovers = round_.leftovers
    stated = round_.facts.multiplier
    carried = round_.carried or ((stated,) if stated is not None else ())
    own_cards = field_cards(rules, round_.field_start)
    multiplier, queue = settle_multiplier(rules, carried, [m for _, m in own_cards])
    parties = party_scores(round_, leftovers, VALUES, YAKU)
    playing = [p for p in parties if p.active]
    all_yaku = sum(p.yaku_points for p in playing)
    for p in playing:
        own = p.yaku_points
        against = all_yaku - own
        p.score = (p.card_points + 2 * own - against - PAR) * multiplier
        p.formula = partial(_formula, p.cards, own, against, multiplier, p.score)  # written when a view reads it
    notes = _why_multiplier(rules, bool(carried), multiplier, own_cards)
    return make_result(round_, parties, leftovers, multiplier=multiplier, carried=tuple(queue), notes=notes)


def _why_multiplier(rules: KyuReiRules, carried: bool, multiplier: int, own: list[tuple[int, int]]) -> tuple[str, ...]:
    """Why the round runs on ``multiplier`` (the views say it): the starting field's card that
    makes it, or a multiplier carried over; and what the field's other multiplier cards do.
    Nothing for a plain round (x1, no multiplier card dealt)."""
    if not own and multiplier == 1:
        return ()
    names = [(CARDS[card].name, times) for card, times in own]
    if carried:
        why, others = f"x{multiplier} carried over from an earlier round", names
    else:
        why, others = f"x{multiplier} from the starting field's {names[0][0]}", names[1:]
    if not others:
        return (why,)
    listed = joined_names([f"{name}" for name, _ in others])
    if not rules.carry_over:
        return (f"{why}; {listed} dropped (carry_over = false)",)
    verb = "waits" if len(others) == 1 else "wait"
    return (f"{why}; {listed} {verb} for later rounds",)


def joined_names(names: list[str]) -> str:
    """``Crane``, ``Crane and Full Moon``, ``Crane, Curtain and Full Moon``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def check(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """Warn when the sheet gives no starting field and nothing is carried over: its multiplier
    cards are not known, and the round was taken as x1."""
    if round_.field_start is None and not round_.carried and round_.facts.multiplier is None:
        warnings.append(NO_START)


#: The warning of a round scored x1 because its starting field was not given.
NO_START = (
    "start is missing: the multiplier was taken as 1 (give the starting field if a multiplier card was dealt to it)"
)


def waiting(carried: Any) -> tuple[int, ...]:
    """The multipliers a round carries to the next: its queue, next one first."""
    return tuple(carried or ())


def _formula(cards: frozenset[int], own: int, against: int, multiplier: int, score: int) -> str:
    """``(cards 1x20 + ... = 95, - 90, + own yaku 2 x 5) x 2 = 30``."""
    # Terms worth 0 are left out; the multiplier is said only when it multiplies.
    doubled = f", + own yaku 2 x {own}" if own else ""
    terms = f"{value_breakdown(VALUES, cards)}, - {PAR}{doubled}{term(-against, THEIRS)}"
    return f"({terms}) x {multiplier} = {score}" if multiplier != 1 else f"{terms} = {score}"


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
    formula="(card points + 2 x own yaku - both opponents' yaku - 90) x field multiplier",
    notes=(
        "The deck is worth 270, so each of the three players is measured against 90; the three scores sum to zero.",
        "Yaku pay twice: a player adds twice its own yaku and loses every yaku its two opponents formed.",
        "The starting field sets the multiplier: Crane, Curtain or Moon doubles the round, Rain Man or Phoenix quadruples it; "
        "with warbler_deer_double the Bush Warbler and Deer double it too.",
        "Several multiplier cards: the largest applies now, the others wait for the next rounds, x4 first. A round that "
        "already runs on a carried multiplier sends all of its own to the back of the queue.",
        "With carry_over = false nothing waits: a round runs on its field's largest multiplier and the rest are dropped.",
        "A sheet scored outside a ledger may say 'multiplier = 2' (or 4) for a round running on a carried multiplier; "
        "its own field's multipliers then all wait for later rounds.",
        "Four to seven players: three play each round (name them in 'active'); the others score 0.",
        "The field is empty when a round is played out: any card left on it must be placed in a leftover table.",
    ),
)
