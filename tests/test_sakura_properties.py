"""Property tests for Sakura: random valid end states of 2-7 players (teams and Oi-bana
included), checked against invariants that hold whatever the cards."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.core.result import RoundResult
from hanascore.games.sakura.rules import VALUES, paid
from hanascore.views.round_shapes import result_json
from tests.conftest import score_data

GAJI = 113
DECK = sorted(VALUES)
#: The yaku as the rulebook's table gives them, kept apart from the module under test.
YAKU_CARDS = [
    {30, 80, 90},
    {10, 20, 30},
    {11, 21, 31},
    {61, 91, 101},
    {60, 90, 100},
    {41, 51, 71},
    {40, 50, 70},
    {70, 81, 100},
]
TEAM_SIZES = {4: (2,), 6: (2, 3)}
FIELD = "field"
JUNK = "junk"


@st.composite
def end_states(draw: st.DrawFn, oi_bana: bool = False) -> dict[str, Any]:
    """A sheet for a random played-out Sakura round, and what the test knows about it."""
    count = draw(st.integers(2, 6 if oi_bana else 7))
    players = [f"P{i}" for i in range(1, count + 1)]
    data: dict[str, Any] = {"game": "sakura", "players": players, "dealer": draw(st.sampled_from(players))}
    teams: dict[str, list[str]] | None = None
    if not oi_bana and count in TEAM_SIZES and draw(st.booleans()):
        size = draw(st.sampled_from(TEAM_SIZES[count]))
        number = count // size
        # Partners sit apart: seat i plays for team i mod number.
        teams = {f"T{t}": [p for i, p in enumerate(players) if i % number == t] for t in range(number)}
        data["teams"] = teams
    parties = list(teams) if teams else players
    active = parties
    if oi_bana:
        data["variant"] = "oi-bana"
        active = sorted(
            draw(st.lists(st.sampled_from(players), min_size=2, max_size=2, unique=True)), key=players.index
        )
        data["active"] = active
        data["bids"] = {p: draw(st.integers(0, 50)) for p in active}

    places: dict[int, str] = {}
    for card in DECK:
        options = [*active, FIELD] + ([JUNK] if VALUES[card] == 0 and card != GAJI else [])
        places[card] = draw(st.sampled_from(options))
    piles = {p: [c for c, where in places.items() if where == p] for p in active}
    end = [c for c, where in places.items() if where == FIELD]

    house: dict[str, Any] = {
        "leftover": draw(st.sampled_from(["gaji-suit", "all-to-gaji", "none"])),
        "scoring": draw(st.sampled_from(["points", "victories"])),
        "chu": draw(st.booleans()),
        "basa": draw(st.booleans()),
    }
    if draw(st.booleans()):
        house = {**house, "chu": True, "basa": True, "chu_basa_combined": True}
    if oi_bana:
        house["oi_bana_pays"] = draw(st.sampled_from(["winner-bid", "loser-bid"]))
    data["house"] = house

    holder = places[GAJI] if places[GAJI] in active else None
    if holder is not None:
        partners = [c for c in piles[holder] if c != GAJI]
        needed = house["leftover"] == "gaji-suit" and bool(end)
        if needed or draw(st.booleans()):
            # The Gaji's partner: a card in its pile, or a chaff it took and junked.
            chaff_code = f"{draw(st.sampled_from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]))}c"
            data["wild_captured"] = draw(st.sampled_from([str(c) for c in partners] + [chaff_code]))
    data["captured"] = {p: " ".join(map(str, cards)) for p, cards in piles.items()}
    data["field"] = {"end": " ".join(map(str, end))}
    return {"sheet": data, "places": places, "active": active, "holder": holder}


def yaku_count(cards: set[int]) -> int:
    return sum(1 for yaku in YAKU_CARDS if yaku <= cards)


def check_common(case: dict[str, Any], result: RoundResult) -> None:
    places, active = case["places"], case["active"]
    # Every card placed exactly once: final piles, dead, junked.
    seen: list[int] = [int(c) for p in result.parties for c in p.cards] + [int(c) for c in result.dead]
    junked = [c for c, where in places.items() if where == JUNK]
    assert sorted(seen + junked) == DECK
    # Points: parties + dead = 240 - junked points, and junked cards are worth nothing.
    dead_points = sum(VALUES[int(c)] for c in result.dead)
    assert sum(VALUES[c] for c in junked) == 0
    assert sum(p.card_points for p in result.parties) + dead_points == 240
    # The sheet's own pile is kept; leftovers only ever reach the Gaji's holder or the table.
    for party in result.parties:
        own = {c for c, where in places.items() if where == party.name}
        assert own <= {int(c) for c in party.cards}
        assert party.card_points == sum(VALUES[int(c)] for c in party.cards)
        if party.name not in active:
            assert party.cards == () and party.score == 0 and not party.active
    for card, to in result.leftover.items():
        assert to == case["holder"] and places[int(card)] == FIELD
    # The winner is an active party; JSON round-trips.
    assert result.winner in active
    data = result_json(result)
    assert json.loads(json.dumps(data)) == data


def victory_count(house: dict[str, Any], margin: int) -> int:
    """What a win by ``margin`` counts, straight from RULES.md section 4."""
    if house["basa"] and margin >= 100:
        return 3 if house.get("chu_basa_combined") else 2
    if house["chu"] and margin >= 50:
        return 2
    return 1


def check_victories(case: dict[str, Any], result: RoundResult, points: dict[str, int]) -> None:
    house = case["sheet"]["house"]
    if house["scoring"] != "victories":
        assert result.extras.get("victory") is None and all(p.extras.get("victories") is None for p in result.parties)
        return
    counts = {p.name: p.extras.get("victories") for p in result.parties}
    assert result.extras.get("victory") in {"win", "chu", "basa", "shira-basa"}
    assert all(v == 0 for name, v in counts.items() if name != result.winner)
    margin = points[result.winner] - max(v for n, v in points.items() if n != result.winner)
    assert counts[result.winner] == victory_count(house, margin)


@settings(max_examples=200, deadline=None)
@given(end_states())
def test_random_end_states_score_consistently(case: dict[str, Any]) -> None:
    result = score_data(case["sheet"])
    check_common(case, result)
    cards = {p.name: {int(c) for c in p.cards} for p in result.parties}
    points = {}
    for party in result.parties:
        against = sum(yaku_count(cards[o]) for o in cards if o != party.name)
        points[party.name] = party.card_points - 50 * against
        assert party.score == points[party.name]
        assert len(party.yaku) == yaku_count(cards[party.name])
    best = max(points.values())
    assert points[result.winner] == best
    check_victories(case, result, points)


@settings(max_examples=200, deadline=None)
@given(end_states(oi_bana=True))
def test_random_oi_bana_rounds_are_zero_sum(case: dict[str, Any]) -> None:
    result = score_data(case["sheet"])
    check_common(case, result)
    assert sum(p.score for p in result.parties) == 0
    a, b = case["active"]
    cards = {n: {int(c) for c in result.party(n).cards} for n in (a, b)}
    points = {
        a: result.party(a).card_points - 50 * yaku_count(cards[b]),
        b: result.party(b).card_points - 50 * yaku_count(cards[a]),
    }
    loser = b if result.winner == a else a
    assert points[result.winner] >= points[loser]
    payments = [{"from": p.payer, "to": p.payee, "amount": p.amount} for p in paid(result) or []]
    if points[a] == points[b]:
        assert payments == [] and result.party(a).score == result.party(b).score == 0
    else:
        amount = result.party(result.winner).score
        assert amount >= 0 and result.party(loser).score == -amount
        # A bid of 0 moves nothing: no payment entry (CONTRACT.md).
        assert payments == ([{"from": loser, "to": result.winner, "amount": amount}] if amount else [])
        house, bids = case["sheet"]["house"], case["sheet"]["bids"]
        bid = bids[result.winner] if house["oi_bana_pays"] == "winner-bid" else bids[loser]
        assert amount == bid * victory_count(house, points[result.winner] - points[loser])
    check_victories(case, result, points)
