"""Invariants of Kyu-Rei Hana and Matsu-Kiri-Bozu scoring over many generated end states."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.core.result import RoundResult
from hanascore.games import find_game
from hanascore.games.base import find_yaku
from hanascore.views.round_shapes import result_json
from tests.conftest import score_data

KYUREI = find_game("kyu-rei-hana")
MKB = find_game("matsu-kiri-bozu")
CARDS = sorted(KYUREI.deck)
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]
MULTIPLIER_CARDS = {10: 2, 30: 2, 80: 2, 110: 4, 120: 4}

SETTINGS = settings(max_examples=200, deadline=None)


def round_trips(result: RoundResult) -> None:
    """The JSON object reads back into an equal result."""
    data = result_json(result)
    assert json.loads(json.dumps(data)) == data


def placed_once(result: RoundResult, expected: set[int]) -> None:
    """Every card of ``expected`` is in exactly one pile or in ``dead``."""
    seen = Counter(int(c) for p in result.parties for c in p.cards) + Counter(int(c) for c in result.dead)
    assert set(seen) == expected
    assert all(n == 1 for n in seen.values())


# --- Kyu-Rei Hana ---------------------------------------------------------------------------


@st.composite
def kyurei_rounds(draw: st.DrawFn) -> dict[str, Any]:
    """Three active players split the 48 cards; maybe sit-outs, a start field, a carried multiplier."""
    players = NAMES[: draw(st.integers(3, 7))]
    active = sorted(draw(st.permutations(players))[:3], key=players.index)
    owner = draw(st.lists(st.sampled_from(active), min_size=48, max_size=48))
    piles = {p: [c for c, o in zip(CARDS, owner, strict=True) if o == p] for p in active}
    data: dict[str, Any] = {
        "game": "kyu-rei-hana",
        "players": players,
        "dealer": draw(st.sampled_from(active)),
        "captured": piles,
        "house": {"carry_over": draw(st.booleans()), "warbler_deer_double": draw(st.booleans())},
    }
    if len(players) > 3:
        data["active"] = active
    start = draw(st.lists(st.sampled_from(CARDS), min_size=6, max_size=6, unique=True))
    if draw(st.booleans()) and max(Counter(c // 10 for c in start).values()) < 4:
        data["field"] = {"start": start}
    if draw(st.booleans()):
        data["multiplier"] = draw(st.sampled_from([2, 4]))
    return data


@SETTINGS
@given(kyurei_rounds())
def test_kyurei_zero_sum_deck_total_and_round_trip(data: dict[str, Any]) -> None:
    result = score_data(data)
    active = set(data["captured"])
    assert sum(result.scores().values()) == 0
    assert sum(p.card_points for p in result.parties) == 270
    placed_once(result, set(CARDS))
    for party in result.parties:
        assert party.active == (party.name in active)
        if not party.active:
            assert (party.score, party.cards, party.yaku) == (0, (), ())
    # each score is (cards + 2 x own - opponents' - 90) x multiplier, and divisible by it
    yaku = {p.name: p.yaku_points for p in result.parties}
    total_yaku = sum(yaku.values())
    for party in result.parties:
        if party.active:
            expected = party.card_points + 3 * yaku[party.name] - total_yaku - 90
            assert party.score == expected * result.multiplier
    assert result.winner in active and result.next_dealer == result.winner
    assert max(result.scores()[p] for p in active) == result.scores()[result.winner]
    round_trips(result)


@SETTINGS
@given(kyurei_rounds())
def test_kyurei_multipliers_are_conserved(data: dict[str, Any]) -> None:
    """Every multiplier in play is applied now or queued (quadruples first), or dropped without carry_over."""
    result = score_data(data)
    house = data["house"]
    own = [
        m
        for c, m in (MULTIPLIER_CARDS | ({20: 2, 100: 2} if house["warbler_deer_double"] else {})).items()
        if c in data.get("field", {}).get("start", [])
    ]
    own.sort(reverse=True)
    carried = [data["multiplier"]] if "multiplier" in data else []
    if not house["carry_over"]:
        # nothing waits: the round runs on what it was carried, else its own largest
        assert (result.multiplier, list(result.carried)) == ((carried + own + [1])[0], [])
    elif carried:
        # runs on the carried one; its own field's multipliers all queue, quadruples first
        assert (result.multiplier, list(result.carried)) == (carried[0], own)
    else:
        assert (result.multiplier, list(result.carried)) == ((own[0], own[1:]) if own else (1, []))


# --- Matsu-Kiri-Bozu ------------------------------------------------------------------------


def _without_dekiyaku(pile: set[int], spill: set[int]) -> None:
    """Move cards out of ``pile`` into ``spill`` until it holds no dekiyaku."""
    while hits := find_yaku(MKB.yaku, frozenset(pile)):
        card = int(hits[0].cards[-1])
        pile.discard(card)
        spill.add(card)


@st.composite
def mkb_played_out(draw: st.DrawFn) -> tuple[dict[str, Any], set[int]]:
    """Both piles without a dekiyaku, every card placed; a few may be dead on the field."""
    places = draw(st.lists(st.sampled_from(["Ann", "Bo", "Ann", "Bo", "field"]), min_size=48, max_size=48))
    piles = {p: {c for c, o in zip(CARDS, places, strict=True) if o == p} for p in ("Ann", "Bo")}
    end = {c for c, o in zip(CARDS, places, strict=True) if o == "field"}
    for name in ("Ann", "Bo"):
        # a card a dekiyaku cannot keep goes to the other pile, or the field if that forms one
        moved: set[int] = set()
        _without_dekiyaku(piles[name], moved)
        other = "Bo" if name == "Ann" else "Ann"
        for card in moved:
            piles[other].add(card)
            if find_yaku(MKB.yaku, frozenset(piles[other])):
                piles[other].discard(card)
                end.add(card)
    data = {
        "game": "matsu-kiri-bozu",
        "players": ["Ann", "Bo"],
        "dealer": draw(st.sampled_from(["Ann", "Bo"])),
        "captured": {p: sorted(cards) for p, cards in piles.items()},
        "field": {"end": sorted(end)},
    }
    return data, end


@SETTINGS
@given(mkb_played_out())
def test_mkb_played_out_pays_the_card_point_difference(case: tuple[dict[str, Any], set[int]]) -> None:
    data, end = case
    result = score_data(data)
    ann, bo = result.parties
    assert sum(result.scores().values()) == 0
    assert ann.card_points + bo.card_points == 504 - sum(MKB.values[c] for c in end)
    assert ann.score == ann.card_points - bo.card_points
    assert ann.yaku == () and bo.yaku == ()
    assert list(result.dead) == sorted(end)
    placed_once(result, set(CARDS))
    if ann.score == 0:
        assert result.winner == data["dealer"]
    else:
        assert result.winner == ("Ann" if ann.score > 0 else "Bo")
    assert result.next_dealer == result.winner
    round_trips(result)


@st.composite
def mkb_stopped(draw: st.DrawFn) -> tuple[dict[str, Any], set[int]]:
    """The stopper holds a dekiyaku, the opponent none; the hands and draw pile are unknown."""
    stopper = draw(st.sampled_from(["Ann", "Bo"]))
    opponent = "Bo" if stopper == "Ann" else "Ann"
    formed = draw(st.sampled_from(MKB.yaku))
    places = draw(st.lists(st.sampled_from(["Ann", "Bo", "field", "unknown"]), min_size=48, max_size=48))
    piles = {p: {c for c, o in zip(CARDS, places, strict=True) if o == p} for p in ("Ann", "Bo")}
    end = {c for c, o in zip(CARDS, places, strict=True) if o == "field"}
    piles[stopper] |= formed.cards
    piles[opponent] -= formed.cards
    end -= formed.cards
    unknown: set[int] = set()
    _without_dekiyaku(piles[opponent], unknown)
    data = {
        "game": "matsu-kiri-bozu",
        "players": ["Ann", "Bo"],
        "dealer": draw(st.sampled_from(["Ann", "Bo"])),
        "stopped_by": stopper,
        "house": {"dekiyaku_payout": draw(st.sampled_from(["sum", "max"]))},
        "captured": {p: sorted(cards) for p, cards in piles.items()},
        "field": {"end": sorted(end)},
    }
    return data, end


@SETTINGS
@given(mkb_stopped())
def test_mkb_stopped_round_pays_the_stoppers_dekiyaku(case: tuple[dict[str, Any], set[int]]) -> None:
    data, end = case
    result = score_data(data)
    stopper = result.party(data["stopped_by"])
    opponent = next(p for p in result.parties if p.name != stopper.name)
    formed = find_yaku(MKB.yaku, frozenset(int(c) for c in data["captured"][stopper.name]))
    points = [y.points for y in formed]
    expected = sum(points) if data["house"]["dekiyaku_payout"] == "sum" else max(points)
    assert stopper.score == expected > 0
    assert opponent.score == -expected and opponent.yaku == ()
    assert stopper.yaku_points == expected
    assert result.winner == stopper.name == result.next_dealer == result.stopped_by
    placed = {c for cards in data["captured"].values() for c in cards} | end
    assert stopper.card_points + opponent.card_points == sum(MKB.values[c] for c in placed - end)
    placed_once(result, placed)
    round_trips(result)
