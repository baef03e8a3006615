"""Invariants of Mushi scoring over many generated played-out rounds."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.games import find_game
from hanascore.views.round_shapes import result_json
from tests.conftest import score_data

MUSHI = find_game("mushi")
MONTHS = [1, 2, 3, 4, 5, 8, 9, 10, 12]


@st.composite
def played_out_rounds(draw: st.DrawFn) -> tuple[dict, dict]:
    """A round as real play could leave it: same-month pairs, the Lightning with one card."""
    players = draw(st.sampled_from([["A", "B"], ["A", "B", "C"], ["A", "B", "C", "D"]]))
    active = draw(st.permutations(players))[:2]
    piles: dict[str, set[int]] = {p: set() for p in active}
    holder = draw(st.sampled_from(active))
    wild_month = draw(st.sampled_from(MONTHS))
    expected: dict[str, str] = {}

    def give_pairs(cards: list[int]) -> None:
        for i in range(0, len(cards), 2):
            piles[draw(st.sampled_from(active))].update(cards[i : i + 2])

    for month in MONTHS:
        cards = draw(st.permutations([month * 10 + i for i in range(4)]))
        if month == wild_month:
            piles[holder].update((113, cards[0]))
            left_over, paired = cards[1], cards[2:]
            give_pairs(list(paired))
            month_leftover = left_over
        else:
            give_pairs(list(cards))
    willows = draw(st.permutations([110, 111, 112]))
    willow_left, willow_pair = willows[0], willows[1:]
    willow_owner = draw(st.sampled_from(active))
    piles[willow_owner].update(willow_pair)
    taken_last = draw(st.booleans())
    if taken_last:
        piles[holder].update((willow_left, month_leftover))
        end: list[int] = []
    else:
        end = [willow_left, month_leftover]
        expected = {str(willow_left): willow_owner, str(month_leftover): holder}
    sheet = {
        "game": "mushi",
        "players": players,
        "dealer": active[0],
        "captured": {p: " ".join(map(str, sorted(cards))) for p, cards in piles.items()},
        "field": {"end": " ".join(map(str, end))},
    }
    if len(players) > 2:
        sheet["active"] = list(active)
    return sheet, expected


@settings(max_examples=300, deadline=None)
@given(played_out_rounds())
def test_every_card_placed_once_zero_sum_and_the_formula(case: tuple[dict, dict]) -> None:
    sheet, expected_leftover = case
    result = score_data(sheet)
    placed = [int(c) for p in result.parties for c in p.cards]
    assert sorted(placed) == sorted(MUSHI.deck)
    assert sum(p.card_points for p in result.parties) == 230
    assert sum(p.score for p in result.parties) == 0
    playing = [p for p in result.parties if p.active]
    assert len(playing) == 2
    for p in result.parties:
        if not p.active:
            assert (p.score, p.cards) == (0, ())
    a, b = playing
    assert a.score == a.card_points - 115 + a.yaku_points - b.yaku_points
    assert {str(c): owner for c, owner in result.leftover.items()} == expected_leftover
    assert result.dead == ()
    assert not result.warnings, result.warnings
    assert result.winner == max(playing, key=lambda p: (p.score, p.name == sheet["dealer"])).name


@settings(max_examples=100, deadline=None)
@given(played_out_rounds())
def test_results_round_trip_through_json(case: tuple[dict, dict]) -> None:
    result = score_data(case[0])
    data = json.loads(json.dumps(result_json(result)))
    assert json.loads(json.dumps(data)) == data
