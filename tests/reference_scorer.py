"""An independent scorer of Kyu-Rei Hana, Matsu-Kiri-Bozu and Musashino-bana rounds, and the
random rounds it checks hanascore against, written from RULES.md alone: nothing here comes
from ``hanascore``, the way hidden random rounds would be worked out.

Also the plain helpers that write a round sheet as TOML, shared by the tests.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

DECK = tuple(month * 10 + index for month in range(1, 13) for index in range(4))


def toml_value(value: Any) -> str:
    """``value`` written as TOML (the few shapes a round sheet uses)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{json.dumps(str(k))} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def cards_text(cards: set[int] | list[int]) -> str:
    return " ".join(map(str, sorted(cards)))


def toml_sheet(
    captured: dict[str, set[int]],
    *,
    start: list[int] | None = None,
    end: set[int] | None = None,
    house: dict[str, Any] | None = None,
    **keys: Any,
) -> str:
    """A TOML round sheet: top-level ``keys`` (None values left out), house, piles, field."""
    lines = [f"{key} = {toml_value(value)}" for key, value in keys.items() if value is not None]
    if house:
        lines += ["[house]", *(f"{key} = {toml_value(value)}" for key, value in house.items())]
    lines += ["[captured]", *(f'"{name}" = "{cards_text(pile)}"' for name, pile in captured.items())]
    lines.append("[field]")
    if start is not None:
        lines.append(f'start = "{cards_text(start)}"')
    if end:
        lines.append(f'end = "{cards_text(end)}"')
    return "\n".join(lines) + "\n"


def turn_order(players: list[str], dealer: str) -> list[str]:
    start = players.index(dealer)
    return players[start:] + players[:start]


KYUREI_VALUES = (
    dict.fromkeys(DECK, 0)
    | dict.fromkeys((10, 20, 30, 80, 100, 110, 120), 20)
    | dict.fromkeys((40, 50, 60, 70, 81, 90, 111, 121), 10)
    | dict.fromkeys((11, 21, 31, 41, 51, 61, 71, 91, 101, 112), 5)
)
KYUREI_YAKU = (
    ("big-three", 30, {10, 30, 80}),
    ("small-three", 20, {11, 21, 31}),
    ("blue-ribbons", 20, {61, 91, 101}),
    ("grass", 20, {41, 51, 71}),
)
MKB_VALUES = (
    dict.fromkeys(DECK, 1)
    | dict.fromkeys((20, 40, 50, 60, 70, 81, 90, 100, 111), 10)
    | dict.fromkeys((11, 21, 31, 41, 51, 61, 71, 91, 101, 112), 5)
    | dict.fromkeys((30, 110), 20)
    | dict.fromkeys((10, 80, 120), 100)
)
MKB_YAKU = (
    ("five-brights", 100, {10, 30, 80, 110, 120}),
    ("one-two-three", 50, {10, 20, 30}),
    ("blue-ribbons", 50, {61, 91, 101}),
    ("poetry-ribbons", 40, {11, 21, 31}),
    ("botankiri", 50, {40, 50, 60}),
    ("ganbo", 50, {70, 100, 81}),
)


def musashino_table(four_brights: str) -> list[tuple[str, int, list[set[int]], bool]]:
    """(id, points, slots, stops the round) in table order."""
    fourth = 113 if four_brights == "lightning" else 30

    def one_each(*cards: int) -> list[set[int]]:
        return [{c} for c in cards]

    return [
        ("five-kings", 8, one_each(10, 30, 80, 110, 120), True),
        ("seven-red-ribbons", 8, one_each(11, 21, 31, 41, 51, 71, 112), True),
        ("four-brights", 4, one_each(10, 80, fourth, 120), False),
        ("kemari-court", 4, one_each(10, 30, 100, 110), False),
        ("three-brights", 2, one_each(10, 80, 120), False),
        ("takasago", 2, one_each(10, 60, 90), False),
        ("front-sugawara", 2, one_each(10, 20, 30), False),
        ("back-sugawara", 2, one_each(11, 21, 31), False),
        ("purple-ribbons", 2, one_each(61, 91, 101), False),
        ("large-birds", 2, one_each(10, 81, 120), False),
        ("small-birds", 2, one_each(20, 40, 111), False),
        ("crop-pests", 2, one_each(70, 100, 81), False),
        ("three-red-flowers", 2, [{22, 23}, {62, 63}, {72, 73}], False),
        ("three-purple-flowers", 2, [{42, 43}, {52, 53}, {122, 123}], False),
        ("coat-of-arms", 1, one_each(90, 120), False),
        ("moon-banquet", 1, one_each(90, 80), False),
        ("flower-banquet", 1, [{90}, {30, 31}], False),
        ("autumn-leaves", 1, [{90}, {100, 101}], False),
        ("cuckoo-with-moon", 1, one_each(40, 80), False),
        ("butterflies-with-flowers", 1, one_each(60, 30), False),
        ("boar-with-peony", 1, one_each(70, 60), False),
        ("plum-pot", 1, one_each(20, 21, 22, 23), False),
        ("wisteria-pot", 1, one_each(40, 41, 42, 43), False),
        ("iris-bridge", 1, one_each(50, 51, 52, 53), False),
        ("paulownia-pot", 1, one_each(120, 121, 122, 123), False),
    ]


def musashino_formed(
    table: list[tuple[str, int, list[set[int]], bool]], pile: set[int], stops: bool
) -> list[tuple[str, int]]:
    formed = [(id_, points) for id_, points, slots, stop in table if stop == stops and all(s & pile for s in slots)]
    if any(id_ == "four-brights" for id_, _ in formed):
        formed = [hit for hit in formed if hit[0] != "three-brights"]
    return formed


def random_start(rng: random.Random, size: int) -> list[int]:
    """A starting field without four cards of one month (that is a misdeal)."""
    while True:
        start = rng.sample(DECK, size)
        if max(Counter(c // 10 for c in start).values()) < 4:
            return start


def deal_out(rng: random.Random, cards: list[int], parties: list[str]) -> dict[str, set[int]]:
    piles: dict[str, set[int]] = {name: set() for name in parties}
    for card in cards:
        piles[rng.choice(parties)].add(card)
    return piles


def kyurei_case(rng: random.Random) -> tuple[str, dict[str, Any]]:
    players = [f"P{i}" for i in range(rng.randint(3, 7))]
    active = sorted(rng.sample(players, 3), key=players.index)
    dealer = rng.choice(active)
    piles = deal_out(rng, list(DECK), active)
    house = {key: rng.random() < 0.5 for key in ("warbler_deer_double", "carry_over") if rng.random() < 0.5}
    start = random_start(rng, 6) if rng.random() < 0.8 else None
    carried = rng.choice([None, None, 2, 4])
    table = {10: 2, 30: 2, 80: 2, 110: 4, 120: 4} | ({20: 2, 100: 2} if house.get("warbler_deer_double") else {})
    own = sorted((table[c] for c in start or () if c in table), reverse=True)
    carry_over = house.get("carry_over", True)
    if carried is not None and carry_over:
        multiplier, queue = carried, own
    elif carried is not None:
        # carry_over = false with a sheet multiplier: the round runs on the stated one and the
        # field's are dropped.
        multiplier, queue = carried, []
    else:
        multiplier, queue = (own[0] if own else 1), (own[1:] if carry_over else [])
    yaku = {p: [(id_, pts) for id_, pts, cards in KYUREI_YAKU if cards <= piles[p]] for p in active}
    yaku_points = {p: sum(pts for _, pts in yaku[p]) for p in active}
    scores = dict.fromkeys(players, 0)
    for p in active:
        card_points = sum(KYUREI_VALUES[c] for c in piles[p])
        against = sum(yaku_points[o] for o in active if o != p)
        scores[p] = (card_points + 2 * yaku_points[p] - against - 90) * multiplier
    best = max(scores[p] for p in active)
    winner = next(p for p in turn_order(players, dealer) if p in active and scores[p] == best)
    text = toml_sheet(
        piles,
        start=start,
        house=house,
        game="kyurei",
        players=players,
        dealer=dealer,
        active=active if len(players) > 3 else None,
        multiplier=carried,
    )
    expected = {
        "multiplier": multiplier,
        "carry_over": queue,
        "scores": scores,
        "winner": winner,
        "next_dealer": winner,
        "yaku": {p: [id_ for id_, _ in yaku.get(p, [])] for p in players},
        "card_points": {p: sum(KYUREI_VALUES[c] for c in piles.get(p, ())) for p in players},
        "stopped_by": None,
        "dead": [],
    }
    return text, expected


def mkb_case(rng: random.Random) -> tuple[str, dict[str, Any]]:
    players = ["Ann", "Bo"]
    dealer = rng.choice(players)
    house = {"dekiyaku_payout": rng.choice(["sum", "max"])} if rng.random() < 0.6 else {}
    while True:
        stopped = rng.random() < 0.5
        cards = rng.sample(DECK, rng.randint(6, 30) if stopped else len(DECK))
        end = set(cards[: rng.randint(0, 3)])
        piles = deal_out(rng, cards[len(end) :], players)
        stopper = rng.choice(players) if stopped else None
        if stopper is not None:
            other = next(p for p in players if p != stopper)
            for _ in range(1 + (rng.random() < 0.3)):
                for card in rng.choice(MKB_YAKU)[2]:
                    piles[other].discard(card)
                    end.discard(card)
                    piles[stopper].add(card)
            if any(cards <= piles[other] for _, _, cards in MKB_YAKU):
                continue
        elif any(cards <= piles[p] for p in players for _, _, cards in MKB_YAKU):
            continue
        break
    card_points = {p: sum(MKB_VALUES[c] for c in piles[p]) for p in players}
    if stopper is not None:
        formed = [(id_, pts) for id_, pts, cards in MKB_YAKU if cards <= piles[stopper]]
        if house.get("dekiyaku_payout") == "max":
            best = max(pts for _, pts in formed)
            formed = [next(hit for hit in formed if hit[1] == best)]
        value = sum(pts for _, pts in formed)
        scores = {p: value if p == stopper else -value for p in players}
        winner = stopper
        yaku = {p: [id_ for id_, _ in formed] if p == stopper else [] for p in players}
    else:
        first, second = players
        scores = {first: card_points[first] - card_points[second], second: card_points[second] - card_points[first]}
        best = max(scores.values())
        winner = next(p for p in turn_order(players, dealer) if scores[p] == best)
        yaku = {p: [] for p in players}
    text = toml_sheet(piles, end=end, house=house, game="mkb", players=players, dealer=dealer, stopped_by=stopper)
    expected = {
        "multiplier": 1,
        "carry_over": [],
        "scores": scores,
        "winner": winner,
        "next_dealer": winner,
        "yaku": yaku,
        "card_points": card_points,
        "stopped_by": stopper,
        "dead": sorted(end),
    }
    return text, expected


def musashino_case(rng: random.Random) -> tuple[str, dict[str, Any]]:
    teams = None
    if rng.random() < 0.4:
        players = ["A", "B", "C", "D"]
        teams = {"Red": ["A", "C"], "Blue": ["B", "D"]}
        members = teams
    else:
        players = ["A", "B", "C"]
        members = {p: [p] for p in players}
    parties = list(members)
    dealer = rng.choice(players)
    house: dict[str, Any] = {}
    if rng.random() < 0.5:
        house["four_brights"] = rng.choice(["lightning", "curtain"])
    if rng.random() < 0.3:
        house["insta_win_points"] = rng.randint(0, 12)
    if rng.random() < 0.5:
        house["bet_limit"] = rng.choice([0, 1, 3, 5, 8, 20])
    if rng.random() < 0.7:
        house["storm"] = rng.choice(["off", "cards", "banquets"])
    if rng.random() < 0.5:
        house["sun"] = rng.random() < 0.5
    table = musashino_table(house.get("four_brights", "lightning"))
    while True:
        stopped = rng.random() < 0.2
        cards = rng.sample(DECK, rng.randint(8, 30) if stopped else len(DECK))
        end = set(cards[: rng.randint(0, 2)]) if rng.random() < 0.2 else set()
        piles = deal_out(rng, cards[len(end) :], parties)
        stopper = rng.choice(parties) if stopped else None
        if stopper is not None:
            insta = rng.choice([row for row in table if row[3]])
            for (card,) in insta[2]:
                for pile in piles.values():
                    pile.discard(card)
                end.discard(card)
                piles[stopper].add(card)
        if not any(musashino_formed(table, piles[p], True) for p in parties if p != stopper):
            break
    named_stopper = rng.choice(members[stopper]) if stopper and teams and rng.random() < 0.5 else stopper

    def holder(card: int) -> str | None:
        return next((p for p in parties if card in piles[p]), None)

    storm, sun = house.get("storm", "off"), house.get("sun", True)
    asked = []
    if storm != "off" and sun and stopper is None and holder(10) is not None:
        asked = [c for c in (110, 113) if holder(c) not in (None, holder(10))]
    answer: bool | dict[str, bool] | None = None
    if asked:
        answer = rng.random() < 0.5 if rng.random() < 0.5 else {str(c): rng.random() < 0.5 for c in asked}

    def crane_after(card: int) -> bool:
        return bool(answer.get(str(card)) if isinstance(answer, dict) else answer)

    order: list[str] = []
    for player in turn_order(players, dealer):
        party = next(p for p in parties if player in members[p])
        if party not in order:
            order.append(party)
    if stopper is not None:
        stake = house.get("insta_win_points", 8)
        scores = {p: stake * (len(parties) - 1) if p == stopper else -stake for p in parties}
        winner = stopper
        yaku = {p: [musashino_formed(table, piles[p], True)[0][0]] if p == stopper else [] for p in parties}
    else:
        raisers = [
            holder(c)
            for c in (110, 113)
            if storm != "off" and holder(c) is not None and not (sun and c in asked and crane_after(c))
        ]
        yaku, totals = {}, {}
        for p in parties:
            struck = any(raiser != p for raiser in raisers)
            pile = piles[p] - ({80, 30, 31} if struck and storm == "cards" else set())
            formed = musashino_formed(table, pile, False)
            if struck and storm == "banquets":
                formed = [hit for hit in formed if hit[0] not in ("moon-banquet", "flower-banquet")]
            yaku[p] = [id_ for id_, _ in formed]
            totals[p] = sum(pts for _, pts in formed)
        best = max(totals.values())
        winner = next(p for p in order if totals[p] == best)
        cap = house.get("bet_limit", 8)
        scores = {p: -(min(best - totals[p], cap) if cap else best - totals[p]) for p in parties if p != winner}
        scores[winner] = -sum(scores.values())
    won = members[winner]
    next_dealer = dealer if dealer in won else next(p for p in turn_order(players, dealer) if p in won)
    text = toml_sheet(
        piles,
        end=end,
        house=house,
        game="musashino",
        players=players,
        dealer=dealer,
        teams=teams,
        stopped_by=named_stopper,
        crane_after_storm=answer,
    )
    expected = {
        "multiplier": 1,
        "carry_over": [],
        "scores": scores,
        "winner": winner,
        "next_dealer": next_dealer,
        "yaku": yaku,
        "card_points": dict.fromkeys(parties, 0),
        "stopped_by": stopper,
        "dead": sorted(end),
    }
    return text, expected


def observed(data: dict[str, Any]) -> dict[str, Any]:
    """The parts of a ``score --json`` object the independent scorer predicts."""
    return {
        "multiplier": data["multiplier"],
        "carry_over": data["carry_over"],
        "scores": {p["name"]: p["score"] for p in data["parties"]},
        "winner": data["winner"],
        "next_dealer": data["next_dealer"],
        "yaku": {p["name"]: [y["id"] for y in p["yaku"]] for p in data["parties"]},
        "card_points": {p["name"]: p["card_points"] for p in data["parties"]},
        "stopped_by": data["stopped_by"],
        "dead": [int(c) for c in data["dead"]],
    }
