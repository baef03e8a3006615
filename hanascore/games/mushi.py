"""Mushi (虫): two players, a 40-card deck, the Lightning wild, zero-sum payments."""

from __future__ import annotations

from pydantic import Field

from ..cards import CARDS
from ..errors import Problems
from ..result import LeftoverNote, RoundResult
from .base import (
    FULL_DECK,
    Game,
    HouseRules,
    PartyScore,
    Round,
    Yaku,
    card_points,
    find_yaku,
    four_pairs,
    make_result,
    signed,
    standard_values,
    value_breakdown,
)

DECK = frozenset(c for c in FULL_DECK if c // 10 not in (6, 7))
VALUES = {c: v for c, v in standard_values(20, 10, 5, 1).items() if c in DECK}
HALF = sum(VALUES.values()) // 2
LIGHTNING = 113
WILLOWS = frozenset({110, 111, 112})
WILLOWS_AND_LIGHTNING = WILLOWS | {LIGHTNING}

YAKU = (
    Yaku.of("five-brights", "Five Brights", 30, 10, 30, 80, 110, 120, japanese="五光"),
    Yaku.of("three-brights", "Three Brights", 25, 10, 20, 30, japanese="三光"),
    Yaku.of("four-wisterias", "Four Wisterias", 10, 40, 41, 42, 43, japanese="藤シマ"),
    Yaku.of("four-paulownias", "Four Paulownias", 10, 120, 121, 122, 123, japanese="桐シマ"),
)


class MushiRules(HouseRules):
    """Mushi house rules."""

    five_brights: bool = Field(True, description="Score Five Brights (false: the three-yaku variant).")
    willow_misdeal: bool = Field(
        True, description="Rain Man, Swallow and Willow ribbon all dealt to the field is a misdeal."
    )
    four_pairs_misdeal: bool = Field(
        False, description="Four pairs of different months dealt to the field is a misdeal."
    )


def _yaku_in_play(rules: MushiRules) -> tuple[Yaku, ...]:
    return YAKU if rules.five_brights else tuple(y for y in YAKU if y.id != "five-brights")


def allocate_leftover(round_: Round) -> tuple[dict[int, str], list[LeftoverNote], list[str]]:
    """Give each end-field card to its owner by the Mushi leftover rule.

    Returns the allocation, the reasons, and the cards the rule cannot place (an error
    unless the sheet's ``leftover`` table places them).
    """
    allocation, reasons, unplaced = _apply_leftover_rule(round_)
    return allocation, [LeftoverNote(card=str(c), to=p, reason=why) for c, p, why in reasons], unplaced


def _apply_leftover_rule(round_: Round) -> tuple[dict[int, str], list[tuple[int, str, str]], list[str]]:
    # The reasons are plain (card, owner, reason) tuples: ``check`` needs only what cannot be
    # placed, so the result's notes are built by ``allocate_leftover`` alone.
    allocation: dict[int, str] = dict(round_.leftover)
    reasons = [(c, p, "allocated by the sheet") for c, p in sorted(round_.leftover.items())]
    # Only who holds the Willows and the Lightning matters to the rule.
    holder_of = {c: name for name, pile in round_.piles.items() for c in pile & WILLOWS_AND_LIGHTNING}
    unplaced: list[str] = []
    others = [c for c in sorted(round_.field_end - allocation.keys()) if c // 10 != 11]
    for c in sorted(round_.field_end - allocation.keys()):
        label = CARDS[c].label
        if c in WILLOWS:
            mates = WILLOWS - {c}
            owners = {holder_of.get(m) for m in mates}
            if len(owners) == 1 and None not in owners:
                owner = owners.pop()
                assert owner is not None
                allocation[c] = owner
                reasons.append((c, owner, "the Willow goes to the holder of the other two Willows"))
                continue
            unplaced.append(f"{label} (its two Willow mates are not in one pile)")
        elif c // 10 != 11 and len(others) == 1 and LIGHTNING in holder_of:
            wild_month = round_.wild_captured // 10 if round_.wild_captured is not None else c // 10
            if wild_month != c // 10:
                unplaced.append(f"{label} (the Lightning captured a month-{wild_month} card)")
                continue
            owner = holder_of[LIGHTNING]
            allocation[c] = owner
            reasons.append((c, owner, "the mate of the card the Lightning captured goes to the Lightning's holder"))
        else:
            unplaced.append(label)
    return allocation, reasons, unplaced


def check(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """Mushi's own misdeals and the leftover rule's preconditions."""
    rules: MushiRules = round_.rules
    # A stopped round skips the completeness check and scores partial piles (no longer
    # zero-sum), so a key that only fits other games must not slip through.
    if round_.stopped_by is not None:
        problems.add(
            "no-stopping-yaku",
            "Mushi has no yaku that stops a round: every round is played out; remove 'stopped_by'",
            "stopped_by",
        )
    start = round_.field_start
    if start is not None:
        if rules.willow_misdeal and start >= WILLOWS:
            problems.add(
                "misdeal",
                "the Rain Man, Swallow and Willow ribbon were all dealt to the field (none could be captured): a misdeal, the deal must be redone (house rule willow_misdeal)",
                "field.start",
            )
        if rules.four_pairs_misdeal and four_pairs(start):
            problems.add(
                "misdeal",
                "four pairs of different months were dealt to the field: a misdeal under four_pairs_misdeal, the deal must be redone",
                "field.start",
            )
    _, _, unplaced = _apply_leftover_rule(round_)
    if unplaced:
        problems.add(
            "leftover-unplaced",
            f"the Mushi leftover rule cannot place {', '.join(unplaced)}: normally one Willow and one mate of the Lightning's capture stay on the field; allocate the others in a [leftover] table",
            "field.end",
        )


def score(round_: Round) -> RoundResult:
    """Score a checked Mushi round: ``(cards - 115) + own yaku - opponent's yaku``."""
    rules: MushiRules = round_.rules
    allocation, notes, _ = allocate_leftover(round_)
    yaku_in_play = _yaku_in_play(rules)
    active_names = round_.active_party_names
    parties = []
    for party in round_.parties:
        pile = round_.piles[party.name] | {c for c, p in allocation.items() if p == party.name}
        active = party.name in active_names
        parties.append(
            PartyScore(party, active, pile, card_points(VALUES, pile), find_yaku(yaku_in_play, pile) if active else [])
        )
    playing = [p for p in parties if p.active]
    all_yaku = sum(p.yaku_points for p in playing)
    for p in playing:
        own = p.yaku_points
        against = all_yaku - own
        p.score = p.card_points - HALF + own - against
        p.formula = f"{value_breakdown(VALUES, p.cards)} - {HALF} {signed(own)} {signed(-against)} = {p.score}"
    return make_result(round_, parties, leftover=allocation, leftover_notes=notes)


GAME = Game(
    id="mushi",
    name="Mushi",
    japanese="虫",
    aliases=("mushi",),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    rules=MushiRules,
    score=score,
    check=check,
    players=(2, 4),
    active_per_round=2,
    deals={2: ((8, 8),)},
    wild_cards=frozenset({LIGHTNING}),
    formula="(card points - 115) + own yaku - opponent's yaku",
    notes=(
        "Peony and Bush Clover are removed: 40 cards worth 230, half is 115.",
        "The Lightning (113) is wild: it captures any single card but another Willow.",
        "Leftovers: the Willow goes to the holder of the other two Willows, the other card to the Lightning's holder.",
    ),
)
