"""Invariants of Hachi-Hachi scoring over many generated rounds: the round is zero-sum (drop-out
fees included, RULES.md 10.4), every card is placed once, the fees are what the drop order says."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.games import find_game
from hanascore.games.hachihachi.data import HachiHachiRules, dekiyaku_of
from hanascore.views.round_shapes import result_json
from tests.conftest import score_data

HACHI = find_game("hachi-hachi")
CARDS = sorted(HACHI.deck)
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]
SETTINGS = settings(max_examples=200, deadline=None)


@st.composite
def rounds(draw: st.DrawFn) -> dict[str, Any]:
    """Three play a round out; the others dropped out (in some order) or were forced out; calls
    and teyaku consistent with the piles."""
    players = NAMES[: draw(st.integers(3, 7))]
    active = sorted(draw(st.permutations(players))[:3], key=players.index)
    others = [p for p in players if p not in active]
    dropped = draw(st.permutations(others))[: draw(st.integers(0, len(others)))]
    owner = draw(st.lists(st.sampled_from(active), min_size=48, max_size=48))
    piles = {p: [c for c, o in zip(CARDS, owner, strict=True) if o == p] for p in active}
    house = {
        "kan": draw(st.sampled_from([12, 10, 6])),
        "sage_liability": draw(st.booleans()),
        "inoshikacho": draw(st.booleans()),
        "seven_ribbons_extra": draw(st.booleans()),
        "achievements": draw(st.booleans()),
    }
    rules = HachiHachiRules(**house)
    formed = [p for p in active if dekiyaku_of(rules, frozenset(piles[p]))]
    data: dict[str, Any] = {
        "game": "hachi-hachi",
        "players": players,
        "dealer": draw(st.sampled_from(active)),
        "captured": {p: " ".join(map(str, piles.get(p, []))) for p in players},
        "house": house,
    }
    if len(players) > 3:
        data["active"] = active
        data["dropped"] = dropped
    start = draw(st.lists(st.sampled_from(CARDS), min_size=6, max_size=6, unique=True))
    if max(Counter(c // 10 for c in start).values()) < 4:
        data["field"] = {"start": " ".join(map(str, start))}
    sage = list(draw(st.permutations(formed)))
    if formed and draw(st.booleans()):
        ender = draw(st.sampled_from(formed))
        if draw(st.booleans()) and ender in sage:
            data["cancelled_by"] = ender
        else:
            data["stopped_by"] = ender
            sage.remove(ender)
    if sage:
        data["sage"] = sage
    teyaku = {p: draw(st.sampled_from(["karasu", "aka", "pikaichi", "toichi", "tan-ichi"])) for p in active}
    data["teyaku"] = {p: t for p, t in teyaku.items() if draw(st.booleans())}
    return data


@SETTINGS
@given(rounds())
def test_zero_sum_cards_placed_once_and_fees(data: dict[str, Any]) -> None:
    result = score_data(data)
    assert sum(result.scores().values()) == 0
    seen = Counter(c for p in result.parties for c in p.cards) + Counter(result.dead)
    assert set(seen) == set(CARDS) and all(n == 1 for n in seen.values())
    assert sum(p.card_points for p in result.parties) == 264
    kan, m = data["house"]["kan"], result.multiplier
    dropped = data.get("dropped", [])
    active = set(data.get("active", data["players"]))
    for party in result.parties:
        if party.name in dropped:
            fee = Fraction(dropped.index(party.name) + 2, 2)
            assert party.score == -fee * kan * m
        elif party.name not in active:
            assert party.score == 0
        else:
            assert party.score % m == 0
    assert result.winner in active and result.next_dealer == result.winner
    assert result_json(result)["outcome"] == result.extras["outcome"]
