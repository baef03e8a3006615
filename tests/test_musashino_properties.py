"""Invariants of Musashino-bana scoring over generated rounds (3 players, or 2 teams of 2).

Rounds are built the way play leaves them: every month's four cards split into two pairs,
each pair captured by some party (or, rarely, left dead on the field). Each example is also
scored by a small independent re-statement of RULES.md section 7 written here, from the
table typed out in ``test_musashino``.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from hypothesis import assume, event, given, settings
from hypothesis import strategies as st

from hanascore.views.round_shapes import result_json
from tests.conftest import score_data
from tests.test_musashino import TABLE

DECK = [m * 10 + i for m in range(1, 13) for i in range(4)]
THREE = ["Ann", "Bo", "Cy"]
FOUR = ["Ann", "Bo", "Cy", "Di"]
TEAMS = {"Red": ["Ann", "Cy"], "Blue": ["Bo", "Di"]}
INSTA = {"five-kings", "seven-red-ribbons"}
STORM_CARDS = (110, 113)


def formed(slots: tuple[tuple[int, ...], ...], pile: set[int]) -> bool:
    return all(any(c in pile for c in slot) for slot in slots)


def oracle_totals(piles: dict[str, set[int]], house: dict[str, Any], answer: Any) -> dict[str, int]:
    """Each party's dekiyaku total in a played-out round, by the rules as written."""
    table = [row for row in TABLE if row[1] not in INSTA]
    if house["four_brights"] == "curtain":
        table = [(p, i, n, j, ((10,), (80,), (30,), (120,)) if i == "four-brights" else s) for p, i, n, j, s in table]
    holder = {c: name for name, pile in piles.items() for c in pile}
    live = []
    if house["storm"] != "off":
        for card in STORM_CARDS:
            if card not in holder:
                continue
            crane = holder.get(10)
            said = answer.get(card) if isinstance(answer, dict) else answer
            calmed = house["sun"] and crane is not None and crane != holder[card] and said
            if not calmed:
                live.append(holder[card])
    totals = {}
    for name, pile in piles.items():
        struck = any(h != name for h in live)
        usable = pile - {80, 30, 31} if struck and house["storm"] == "cards" else pile
        hits = {i: p for p, i, _, _, s in table if formed(s, usable)}
        if struck and house["storm"] == "banquets":
            hits.pop("moon-banquet", None)
            hits.pop("flower-banquet", None)
        if "four-brights" in hits:
            hits.pop("three-brights", None)
        totals[name] = sum(hits.values())
    return totals


def insta_holders(piles: dict[str, set[int]]) -> list[str]:
    insta_rows = [row for row in TABLE if row[1] in INSTA]
    return [name for name, pile in piles.items() if any(formed(row[4], pile) for row in insta_rows)]


houses = st.fixed_dictionaries(
    {
        "four_brights": st.sampled_from(["lightning", "curtain"]),
        "insta_win_points": st.integers(0, 12),
        "bet_limit": st.integers(0, 12),
        "storm": st.sampled_from(["off", "cards", "banquets"]),
        "sun": st.booleans(),
    }
)
answers = st.one_of(st.booleans(), st.fixed_dictionaries({110: st.booleans(), 113: st.booleans()}))


@st.composite
def rounds(draw: st.DrawFn) -> dict[str, Any]:
    """A valid end state: the sheet, and what the oracle needs to know about it."""
    teams = draw(st.booleans())
    players = FOUR if teams else THREE
    parties = list(TEAMS) if teams else THREE
    piles: dict[str, set[int]] = {p: set() for p in parties}
    end: list[int] = []
    # A third of the rounds hand one party every card of an insta-win, so stopped rounds
    # come up often (by chance they are rare).
    forced = draw(st.sampled_from([None, None, None, None, "five-kings", "seven-red-ribbons"]))
    forced_cards = next(({s[0] for s in row[4]} for row in TABLE if row[1] == forced), set())
    forced_party = draw(st.sampled_from(parties))
    for month in range(1, 13):
        cards = draw(st.permutations([month * 10 + i for i in range(4)]))
        for pair in (cards[:2], cards[2:]):
            # Now and then a pair is left on the field: dead unless the sheet allocates it.
            where = draw(st.sampled_from([*parties, *parties, *parties, "field"]))
            if forced_cards & set(pair):
                where = forced_party
            (end.extend(pair) if where == "field" else piles[where].update(pair))
    house = draw(houses)
    answer = draw(answers)
    leftover: dict[str, list[int]] = {}
    for card in end:
        taker = draw(st.sampled_from([None, *parties]))
        if taker is not None:
            leftover.setdefault(taker, []).append(card)
    final = {p: piles[p] | set(leftover.get(p, [])) for p in parties}
    # Insta-wins are formed by captures: the captured piles say who stopped the round (cards a
    # leftover table hands out afterwards form none), as for Matsu-Kiri-Bozu's dekiyaku.
    holders = insta_holders(piles)
    assume(len(holders) <= 1)
    stopped_by = None
    if holders:
        stopped_by = holders[0]
        if teams and draw(st.booleans()):
            stopped_by = TEAMS[holders[0]][draw(st.integers(0, 1))]  # a member names the team
    sheet: dict[str, Any] = {
        "game": "musashino-bana",
        "players": players,
        "dealer": draw(st.sampled_from(players)),
        "house": house,
        "crane_after_storm": {str(k): v for k, v in answer.items()} if isinstance(answer, dict) else answer,
        "captured": {p: " ".join(map(str, sorted(cards))) for p, cards in piles.items()},
        "field": {"end": " ".join(map(str, end))},
        "leftover": {p: " ".join(map(str, cards)) for p, cards in leftover.items()},
    }
    if teams:
        sheet["teams"] = TEAMS
    if stopped_by is not None:
        sheet["stopped_by"] = stopped_by
    return {
        "sheet": sheet,
        "final": final,
        "captured": piles,
        "dead": sorted(set(end) - {c for cards in leftover.values() for c in cards}),
        "stopper": holders[0] if holders else None,
        "answer": answer,
    }


def turn_order(players: list[str], dealer: str, teams: bool) -> list[str]:
    """Party names from the dealer on (a team where its first member sits)."""
    start = players.index(dealer)
    seats = players[start:] + players[:start]
    names = [next(t for t, m in TEAMS.items() if seat in m) if teams else seat for seat in seats]
    return list(dict.fromkeys(names))


@settings(max_examples=200, deadline=None)
@given(rounds())
def test_every_generated_round_scores_by_the_rules(case: dict[str, Any]) -> None:
    sheet = case["sheet"]
    house = sheet["house"]
    result = score_data(sheet)
    teams = "teams" in sheet
    scores = {p.name: p.score for p in result.parties}
    names = list(scores)

    # Zero-sum, no card points, every card placed exactly once (a pile or dead).
    assert sum(scores.values()) == 0
    assert all(p.card_points == 0 for p in result.parties)
    placed = [int(c) for p in result.parties for c in p.cards] + [int(c) for c in result.dead]
    assert sorted(placed) == DECK
    assert {p.name: {int(c) for c in p.cards} for p in result.parties} == case["final"]
    assert sorted(int(c) for c in result.dead) == case["dead"]

    order = turn_order(sheet["players"], sheet["dealer"], teams)
    event("stopped" if case["stopper"] else f"played out, storm {house['storm']}")
    event("teams" if teams else "three players")
    if case["stopper"] is not None:
        stake = house["insta_win_points"]
        assert result.stopped_by == result.winner == case["stopper"]
        assert all(scores[n] == -stake for n in names if n != case["stopper"])
        paid = result.party(case["stopper"]).yaku
        # Every insta-win the stopper formed is listed; one stake is paid (CONTRACT.md).
        listed = [row[1] for row in TABLE if row[1] in INSTA and formed(row[4], case["captured"][case["stopper"]])]
        assert [y.id for y in paid] == listed and sum(y.points for y in paid) == paid[0].points == stake
        assert scores[case["stopper"]] == stake * (len(names) - 1)
        assert all(p.yaku == () for p in result.parties if p.name != case["stopper"])
    else:
        totals = oracle_totals(case["final"], house, case["answer"])
        assert {p.name: p.yaku_points for p in result.parties} == totals
        best = max(totals.values())
        winner = next(n for n in order if totals[n] == best)
        assert result.winner == winner
        cap = house["bet_limit"]
        for name in names:
            if name != winner:
                owed = best - totals[name]
                assert scores[name] == -(min(owed, cap) if cap else owed)
                # Payments within the cap.
                assert cap == 0 or -cap <= scores[name] <= 0
        assert cap == 0 or 0 <= scores[winner] <= cap * (len(names) - 1)
        assert all(y.id not in INSTA for p in result.parties for y in p.yaku)

    # The winner's side deals next: the dealer if on it, else its first member after the dealer.
    members = TEAMS[result.winner] if teams else [result.winner]
    expected_dealer = (
        sheet["dealer"]
        if sheet["dealer"] in members
        else next(
            p
            for p in itertools.islice(itertools.cycle(sheet["players"]), sheet["players"].index(sheet["dealer"]), None)
            if p in members
        )
    )
    assert result.next_dealer == expected_dealer

    # JSON round trip.
    data = result_json(result)
    assert json.loads(json.dumps(data)) == data
    assert "payments" not in data and "victory" not in data
