"""An independent audit of Kyu-Rei Hana, Matsu-Kiri-Bozu, Musashino-bana and the ledger.

Two kinds of tests:

- hand-worked cases read off RULES.md sections 2, 5-8 and CONTRACT.md, driven through the
  real commands, including the discrepancies the audit found (each test names the spec
  sentence it pins);
- seeded random rounds and games checked against a scorer written here from the rulebook
  alone (no code shared with ``hanascore.games``), the way hidden random rounds would be.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from hanascore.errors import SheetError
from hanascore.scoring import score_text
from hanascore.shapes import result_json

DECK = tuple(month * 10 + index for month in range(1, 13) for index in range(4))

Cli = Callable[..., Any]


# --- helpers ----------------------------------------------------------------------------------


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


def new_game(cli_json: Cli, game: str, players: list[str], *options: str) -> str:
    args = ["new", game, *(f"--player={p}" for p in players), *options]
    code, data = cli_json(*args)
    assert code == 0, data
    return data["id"]


def add_json(cli_json: Cli, text: str, *options: str) -> tuple[int, Any]:
    return cli_json("add", "-", *options, input=text)


def standings(cli_json: Cli) -> dict[str, Any]:
    code, data = cli_json("standings")
    assert code == 0, data
    return data


def scores_of(result: dict[str, Any]) -> dict[str, int]:
    return {party["name"]: party["score"] for party in result["parties"]}


def turn_order(players: list[str], dealer: str) -> list[str]:
    start = players.index(dealer)
    return players[start:] + players[:start]


# --- discrepancies the audit found (fixed) ------------------------------------------------------

# A Matsu-Kiri-Bozu round played out to 252 each (samples/matsu-kiri-bozu-tie.toml).
MKB_TIE = {"Ann": {10, 11, 80, 81, 70, 72, 60, 61, 40, 42}}


def mkb_tie_sheet(**keys: Any) -> str:
    return toml_sheet({"Ann": MKB_TIE["Ann"]}, **keys).replace("[field]", 'Bo = "rest"\n[field]')


def test_a_ledger_sheet_with_an_unknown_house_rule_is_refused(cli_json: Cli) -> None:
    """CONTRACT: keys not listed are errors (a typo must not be silently ignored); inside a
    ledger a sheet may repeat house only with the game's own values."""
    new_game(cli_json, "mkb", ["Ann", "Bo"])
    code, data = add_json(cli_json, mkb_tie_sheet(game="mkb", house={"dekiyaku_paypout": "max"}))
    assert code == 2
    assert [e["where"] for e in data["errors"]] == ["house.dekiyaku_paypout"]
    assert "dekiyaku_payout" in data["errors"][0]["message"]  # the suggestion
    assert standings(cli_json)["rounds_played"] == 0


def test_a_ledger_sheet_with_an_ill_typed_house_value_is_refused(cli_json: Cli) -> None:
    new_game(cli_json, "musashino", ["A", "B", "C"])
    text = toml_sheet({"A": {10, 11, 12, 13}, "B": {20, 22}}, house={"sun": 1}).replace(
        "[field]", 'C = "rest"\n[field]'
    )
    code, data = add_json(cli_json, text)
    assert code == 2 and [e["where"] for e in data["errors"]] == ["house.sun"]
    # The same key with the game's own value is fine.
    code, data = add_json(cli_json, text.replace("sun = 1", "sun = true"))
    assert code == 0, data


def test_a_ledger_sheet_may_list_team_members_in_any_order(cli_json: Cli) -> None:
    """CONTRACT: a sheet may repeat teams with the game's own values, so a sheet scored on its
    own can be added as it is; a team is who is in it, not the order they are written in."""
    new_game(cli_json, "musashino", ["A", "B", "C", "D"], "--team", "Red=A,C", "--team", "Blue=B,D")
    red = {10, 30, 80, 110, 120, 12, 13, 32, 33, 82, 83}
    text = toml_sheet(
        {"Red": red, "Blue": {20, 22}},
        game="musashino-bana",
        players=["A", "B", "C", "D"],
        teams={"Red": ["C", "A"], "Blue": ["D", "B"]},
        stopped_by="A",
    )
    code, data = add_json(cli_json, text)
    assert code == 0, data
    assert scores_of(data["result"]) == {"Red": 8, "Blue": -8}
    # Different members are still a mismatch.
    swapped = text.replace('["C", "A"]', '["A", "B"]').replace('["D", "B"]', '["C", "D"]')
    assert swapped != text
    code, data = add_json(cli_json, swapped)
    assert code == 2 and data["errors"][0]["where"] == "teams"


def test_musashino_refuses_wild_captured() -> None:
    """Musashino-bana has no wild card: a wild_captured key is another game's, and refused."""
    text = toml_sheet(
        {"A": {10, 11, 12, 13}, "B": {20, 22}}, game="musashino", players=["A", "B", "C"], wild_captured="9a"
    ).replace("[field]", 'C = "rest"\n[field]')
    with pytest.raises(SheetError, match="belongs to Mushi and Sakura") as error:
        score_text(text)
    assert [p.code for p in error.value.problems] == ["foreign-key"]


@pytest.mark.parametrize("value", ["true", "2.0", '"2"'])
def test_a_kyu_rei_multiplier_must_be_a_whole_number(cli_json: Cli, value: str) -> None:
    """RULES 5: a sheet may state ``multiplier``, the carried-over multiplier (x2 or x4): a
    boolean or a float is a mistake to report, not a number to guess."""
    text = f'game = "kyurei"\nplayers = ["A", "B", "C"]\nmultiplier = {value}\n[captured]\nA = "10 12"\nB = "20 22"\nC = "rest"\n'
    code, data = cli_json("score", "-", input=text)
    assert code == 2 and data["errors"][0]["where"] == "multiplier"


def test_a_four_player_musashino_game_needs_teams(cli_json: Cli) -> None:
    """RULES 7: Musashino-bana is played by 3, or by 4 as two teams of 2."""
    code, data = cli_json("new", "musashino", "-p", "A", "-p", "B", "-p", "C", "-p", "D")
    assert code == 2 and data["errors"][0]["where"] == "--team"


# --- hand-worked cases ------------------------------------------------------------------------

# Ann: Big Three and Small Three, 75 card points; Bo: Blue Ribbons and Grass, 30 points;
# Cy the rest, 165 points and no yaku.
KYUREI_PILES = {
    "B": {10, 30, 80, 11, 21, 31, 12, 13, 32, 33, 82, 83},
    "C": {61, 91, 101, 62, 63, 92, 93, 102, 103, 41, 51, 71, 42, 43, 52, 53},
}


def kyurei_sheet(first: str, second: str, third: str, start: str, **keys: Any) -> str:
    captured = {first: KYUREI_PILES["B"], second: KYUREI_PILES["C"]}
    text = toml_sheet(captured, **keys).replace("[field]", f'"{third}" = "rest"\n[field]')
    return text + f'start = "{start}"\n'


def test_kyu_rei_several_multipliers_apply_the_largest_and_queue_the_rest_quadruples_first(cli_json: Cli) -> None:
    """RULES 5: the largest applies now and the others are carried over, quadruples first."""
    text = kyurei_sheet("A", "B", "C", "110 120 10 30 22 23", game="kyurei", players=["A", "B", "C"])
    code, data = cli_json("score", "-", input=text)
    assert code == 0, data
    # A: (75 + 2x50 - 40 - 90) x 4; B: (30 + 2x40 - 50 - 90) x 4; C: (165 - 90 - 90) x 4.
    assert scores_of(data) == {"A": 180, "B": -120, "C": -60}
    assert (data["multiplier"], data["carry_over"]) == (4, [4, 2, 2])
    assert [p["card_points"] for p in data["parties"]] == [75, 30, 165]


def test_kyu_rei_ledger_queues_a_new_batch_behind_the_carried_one_and_passes_the_deal(cli_json: Cli) -> None:
    """RULES 5 and 8: a round on a carried multiplier queues its own behind the queue, each
    batch sorted x4 first; a sitting-out scheduled dealer passes the deal on (RULES 2)."""
    new_game(cli_json, "kyurei", ["A", "B", "C", "D"], "--rounds", "3")
    code, first = add_json(cli_json, kyurei_sheet("B", "C", "D", "110 120 10 30 22 23", active=["B", "C", "D"]))
    assert code == 0, first
    assert first["dealer"] == "B"  # A was scheduled but sat out
    assert scores_of(first["result"]) == {"A": 0, "B": 180, "C": -120, "D": -60}
    assert first["result"]["parties"][0]["active"] is False
    assert first["standings"]["carry_over"] == [4, 2, 2]
    # Round 2 runs on the carried x4; its own field (Moon x2, Rain Man x4) queues as [4, 2].
    code, second = add_json(cli_json, kyurei_sheet("A", "C", "D", "80 110 22 23 42 43", active=["A", "C", "D"]))
    assert code == 0, second
    assert second["dealer"] == "C"  # B won round 1 but sat out: the next active player
    assert (second["result"]["multiplier"], second["result"]["carry_over"]) == (4, [2, 2, 4, 2])
    data = standings(cli_json)
    assert data["next_dealer"] == "A"  # scheduled (the winner), before any pass-on
    assert data["carry_over"] == [2, 2, 4, 2]
    assert [p["total"] for p in data["parties"]] == [180, 180, -240, -120]
    assert data["leaders"] == ["A", "B"] and data["winner"] is None


def test_mkb_stopped_round_pays_sum_or_max_and_reports_card_points(cli_json: Cli) -> None:
    """RULES 6: several dekiyaku by one capture pay their sum (default) or the largest;
    card_points is reported though a stopped round is not paid by it; end-field cards are dead."""
    captured = {"A": {10, 20, 30, 11, 21, 31, 12, 13}, "B": {40, 42}}
    for payout, paid in (("sum", 90), ("max", 50)):
        text = toml_sheet(
            captured,
            end={50, 52},
            game="mkb",
            players=["A", "B"],
            dealer="B",
            stopped_by="A",
            house={"dekiyaku_payout": payout},
        )
        code, data = cli_json("score", "-", input=text)
        assert code == 0, data
        assert scores_of(data) == {"A": paid, "B": -paid}
        assert data["parties"][0]["yaku_points"] == paid
        # A: Crane 100 + Warbler 10 + Curtain 20 + three ribbons 15 + two chaff 2; B: 10 + 1.
        assert [p["card_points"] for p in data["parties"]] == [147, 11]
        assert (data["stopped_by"], data["winner"], data["next_dealer"], data["dead"]) == ("A", "A", "A", ["50", "52"])


def test_musashino_team_stopped_by_a_player_names_the_team() -> None:
    """RULES 7 / CONTRACT: stopped_by may name the player; the result names the team, and
    the next dealer is the winning team's member earliest in turn order after the dealer."""
    red = {10, 30, 80, 110, 120, 12, 13, 32, 33, 82, 83}
    text = toml_sheet(
        {"Red": red, "Blue": {20, 22}},
        game="musashino",
        players=["A", "B", "C", "D"],
        teams={"Red": ["A", "C"], "Blue": ["B", "D"]},
        dealer="B",
        stopped_by="C",
    )
    data = result_json(score_text(text))
    assert (data["stopped_by"], data["winner"], data["next_dealer"]) == ("Red", "Red", "C")
    assert scores_of(data) == {"Red": 8, "Blue": -8}
    assert [p["card_points"] for p in data["parties"]] == [0, 0]


@pytest.mark.parametrize(("dealer", "winner", "expected"), [("C", "A", [4, 0, -4]), ("B", "B", [0, 4, -4])])
def test_musashino_tie_for_the_top_goes_by_turn_order_and_the_other_pays_nothing(
    dealer: str, winner: str, expected: list[int]
) -> None:
    """RULES 7: ties for the top: the earliest in turn order wins, the other tied party pays 0."""
    captured = {
        "A": {10, 30, 100, 110, 12, 32, 102, 112},
        "B": {11, 21, 31, 61, 91, 101, 22, 23, 62, 63},
        "C": {42, 52},
    }
    # A: Kemari Court 4; B: Back Sugawara 2 + Purple Ribbons 2; C nothing (the rest lies dead).
    text = toml_sheet(captured, game="musashino", players=["A", "B", "C"], dealer=dealer).replace(
        "[field]", '[field]\nend = "rest"'
    )
    data = result_json(score_text(text))
    assert data["winner"] == winner and [p["score"] for p in data["parties"]] == expected


def test_musashino_bet_limit_caps_each_payment() -> None:
    """RULES 7: each other party pays the difference, capped at bet_limit (0: no cap)."""
    # A: Takasago 2 + Three Brights 2 + Large Birds 2 + Coat of Arms 1 + Moon Banquet 1 = 8;
    # B and C nothing (the rest lies dead on the field): each owes 8.
    text = toml_sheet(
        {"A": {10, 60, 80, 81, 90, 120}, "B": {22, 23}, "C": {42, 52}},
        game="musashino",
        players=["A", "B", "C"],
        house={"bet_limit": 3},
    ).replace("[field]", '[field]\nend = "rest"')
    data = result_json(score_text(text))
    assert data["parties"][0]["yaku_points"] == 8
    assert [p["score"] for p in data["parties"]] == [6, -3, -3]
    data = result_json(score_text(text.replace("bet_limit = 3", "bet_limit = 0")))
    assert [p["score"] for p in data["parties"]] == [16, -8, -8]


def test_a_finished_game_refuses_a_round_naming_the_winner_and_undo_reopens_it(cli_json: Cli) -> None:
    """RULES 8 / CONTRACT: adding to a finished game is exit 2 naming the winner; undo reopens."""
    new_game(cli_json, "mkb", ["Ann", "Bo"], "--rounds", "1")
    stopped = toml_sheet({"Ann": {12, 13}, "Bo": {61, 91, 101, 62, 92}}, stopped_by="Bo")
    code, data = add_json(cli_json, stopped)
    assert code == 0, data
    assert (data["standings"]["over"], data["standings"]["winner"], data["standings"]["next_dealer"]) == (
        True,
        "Bo",
        None,
    )
    code, data = add_json(cli_json, stopped)
    assert code == 2 and "Bo" in data["errors"][0]["message"]
    code, data = cli_json("undo")
    assert code == 0
    assert (data["standings"]["over"], data["standings"]["next_dealer"]) == (False, "Ann")


def test_csv_rows_running_totals_adjustments_and_formula_guard(cli: Cli, cli_json: Cli) -> None:
    """CONTRACT CSV: header, a row per round, adjustment rows, numbers as numbers, guarded text."""
    new_game(cli_json, "mkb", ["-z", "@b"])
    code, _ = add_json(cli_json, toml_sheet({"-z": {12, 13}, "@b": {61, 91, 101, 62, 92}}, stopped_by="@b"))
    assert code == 0
    assert cli("adjust", "--party=-z", "--amount", "5", "--reason", "=fine").exit_code == 0
    text = cli("export", "--format", "csv").stdout
    assert text.splitlines() == [
        "round,dealer,winner,'-z,'@b,'-z total,'@b total",
        "1,'-z,'@b,-50,50,-50,50",
        "adjustment,,,5,0,-45,50",
    ]


# --- an independent scorer, from the rulebook alone --------------------------------------------

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
        "scores": scores_of(data),
        "winner": data["winner"],
        "next_dealer": data["next_dealer"],
        "yaku": {p["name"]: [y["id"] for y in p["yaku"]] for p in data["parties"]},
        "card_points": {p["name"]: p["card_points"] for p in data["parties"]},
        "stopped_by": data["stopped_by"],
        "dead": [int(c) for c in data["dead"]],
    }


@pytest.mark.parametrize("make_case", [kyurei_case, mkb_case, musashino_case], ids=["kyurei", "mkb", "musashino"])
def test_random_rounds_match_the_independent_scorer(make_case: Callable[[random.Random], Any]) -> None:
    rng = random.Random(20240611)
    for _ in range(150):
        text, expected = make_case(rng)
        data = result_json(score_text(text))
        assert observed(data) == expected, text
        assert sum(p["score"] for p in data["parties"]) == 0, text


def test_random_kyu_rei_ledgers_match_the_independent_replay(cli: Cli, cli_json: Cli) -> None:
    """RULES 8 with RULES 5: dealers (sit-out pass-on, overrides), carried queues, totals,
    the end of the game, standings, the CSV's last running totals and import(export)."""
    rng = random.Random(7)
    for _ in range(6):
        players = [f"P{i}" for i in range(rng.randint(3, 6))]
        first_dealer = rng.choice(players)
        carry_over = rng.random() < 0.7
        by_rounds = rng.random() < 0.5
        length = ("--rounds", str(rng.randint(1, 5))) if by_rounds else ("--target", str(rng.choice([100, 200, 400])))
        game_id = new_game(
            cli_json,
            "kyurei",
            players,
            "--dealer",
            first_dealer,
            *length,
            "--house",
            f"carry_over={str(carry_over).lower()}",
        )
        scheduled, queue, totals, over = first_dealer, [], dict.fromkeys(players, 0), False
        table = {10: 2, 30: 2, 80: 2, 110: 4, 120: 4}
        for played in range(1, 7):
            active = sorted(rng.sample(players, 3), key=players.index)
            piles = deal_out(rng, list(DECK), active)
            start = random_start(rng, 6)
            override = rng.choice(active) if rng.random() < 0.15 else None
            text = toml_sheet(piles, start=start, active=active if len(players) > 3 else None, dealer=override)
            code, data = add_json(cli_json, text, "--game", game_id)
            if over:
                assert code == 2, data
                break
            assert code == 0, data
            dealer = override or next(p for p in turn_order(players, scheduled) if p in active)
            own = sorted((table[c] for c in start if c in table), reverse=True)
            if queue:
                multiplier, queue = queue[0], queue[1:] + (own if carry_over else [])
            else:
                multiplier, queue = (own[0] if own else 1), (own[1:] if carry_over else [])
            yaku = {p: sum(pts for _, pts, cards in KYUREI_YAKU if cards <= piles[p]) for p in active}
            scores = dict.fromkeys(players, 0)
            for p in active:
                against = sum(yaku[o] for o in active if o != p)
                scores[p] = (sum(KYUREI_VALUES[c] for c in piles[p]) + 2 * yaku[p] - against - 90) * multiplier
            best = max(scores[p] for p in active)
            scheduled = next(p for p in turn_order(players, dealer) if p in active and scores[p] == best)
            totals = {p: totals[p] + scores[p] for p in players}
            limit = int(length[1])
            over = played >= limit if by_rounds else max(totals.values()) >= limit
            leaders = [p for p in players if totals[p] == max(totals.values())]
            got = data["standings"]
            assert (data["dealer"], data["result"]["multiplier"]) == (dealer, multiplier), text
            assert got["carry_over"] == queue
            assert {p["name"]: p["total"] for p in got["parties"]} == totals
            assert (got["over"], got["leaders"], got["next_dealer"]) == (over, leaders, None if over else scheduled)
            assert got["winner"] == (leaders[0] if over and len(leaders) == 1 else None)
        csv_last = cli("export", "--format", "csv", "--game", game_id).stdout.splitlines()[-1].split(",")
        assert [int(cell) for cell in csv_last[3 + len(players) :]] == [totals[p] for p in players]
        document = cli("export", "--format", "json", "--game", game_id).stdout
        before = standings_of(cli_json, game_id)
        code, imported = cli_json("import", "-", input=document)
        assert code == 0, imported
        after = standings(cli_json)  # the import is the current game now
        assert after["id"] == imported["id"] != game_id
        assert {k: v for k, v in after.items() if k != "id"} == {k: v for k, v in before.items() if k != "id"}


def standings_of(cli_json: Cli, game_id: str) -> dict[str, Any]:
    code, data = cli_json("standings", "--game", game_id)
    assert code == 0, data
    return data
