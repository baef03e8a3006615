"""Koi-Koi properties (hypothesis): with ``zero_sum`` every round sums to zero; with
``unplayed = "rest"`` every card is placed once; only the stopper scores."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.core.errors import SheetError
from hanascore.games.koikoi.yaku import KoiKoiRules, pile_yaku
from tests.conftest import score_data

DECK = [m * 10 + i for m in range(1, 13) for i in range(4)]


@st.composite
def rounds(draw: st.DrawFn) -> dict:
    """A stopped round: Ann's and Bo's piles and an end field from a shuffled deck; Ann stops,
    Bo called koi-koi exactly when his pile holds a yaku."""
    cards = draw(st.permutations(DECK))
    a, b, e = draw(st.integers(0, 24)), draw(st.integers(0, 12)), draw(st.integers(0, 8))
    ann, bo, end = cards[:a], cards[a : a + b], cards[a + b : a + b + e]
    house = {
        "zero_sum": True,
        "yaku_style": draw(st.sampled_from(["grouped", "stacked"])),
        "sake_cup": draw(st.sampled_from(["both", "animal", "either"])),
        "koi_bonus": draw(st.sampled_from(["opponent", "self", "anyone", "count", "count-all", "none"])),
    }
    rules = KoiKoiRules(**house)
    koi = {"Bo": draw(st.integers(1, 8))} if pile_yaku(frozenset(bo), rules) else {}
    return {
        "game": "koi-koi",
        "players": ["Ann", "Bo"],
        "stopped_by": "Ann",
        "koi": koi,
        "unplayed": "rest",
        "house": house,
        "captured": {"Ann": " ".join(map(str, ann)), "Bo": " ".join(map(str, bo))},
        "field": {"end": " ".join(map(str, end))},
    }


@settings(max_examples=150, deadline=None)
@given(rounds())
def test_zero_sum_rounds_sum_to_zero_and_place_every_card(data: dict) -> None:
    try:
        result = score_data(data)
    except SheetError as error:
        # The only refusal: Ann, the stopper, holds no yaku.
        assert {p.code for p in error.problems} == {"stopper-without-yaku"}, error.problems
        return
    assert sum(result.scores().values()) == 0
    ann, bo = result.parties
    assert ann.score > 0 and bo.score == -ann.score and bo.yaku == ()
    placed = set(ann.cards) | set(bo.cards) | set(result.dead)
    assert len(placed) == len(ann.cards) + len(bo.cards) + len(result.dead) <= 48
