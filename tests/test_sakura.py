"""Sakura (RULES.md sections 2 and 4): values, yaku, scoring, the Gaji, teams, victory
scoring and Oi-bana.  Expected numbers are worked out by hand in the comments."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.counted_piles import word_key
from hanascore.core.errors import Problem, SheetError
from hanascore.core.result import RoundResult, english
from hanascore.games import find_game
from hanascore.games.sakura.rules import GAME, VALUES, YAKU, SakuraRules, paid
from hanascore.games.scoring import score_text
from hanascore.views.round_shapes import result_json
from tests.conftest import PARTY_KEYS, RESULT_KEYS, problem_places, score_data

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def sheet(captured: dict[str, str], **keys: Any) -> dict[str, Any]:
    """A Sakura sheet dict; ``players`` defaults to the piles' names in order."""
    data: dict[str, Any] = {"game": "sakura", "players": list(captured), "captured": captured}
    house = keys.pop("house", None)
    start = keys.pop("start", None)
    end = keys.pop("end", None)
    if house:
        data["house"] = house
    if start is not None or end is not None:
        data["field"] = {k: v for k, v in (("start", start), ("end", end)) if v is not None}
    data.update(keys)
    return data


def problems_of(data: dict[str, Any]) -> list[Problem]:
    with pytest.raises(SheetError) as info:
        score_data(data)
    return info.value.problems


def codes(data: dict[str, Any]) -> set[str]:
    return {p.code for p in problems_of(data)}


def scores(result: RoundResult) -> dict[str, int]:
    return result.scores()


# --- Values and yaku -----------------------------------------------------------------------


def test_card_values_follow_the_rulebook_and_total_240() -> None:
    twenty = {10, 30, 80, 120}
    ten = {11, 21, 31, 41, 51, 61, 71, 91, 101, 112, 121}
    five = {20, 40, 50, 60, 70, 81, 90, 100, 110, 111}
    for card, value in VALUES.items():
        expected = 20 if card in twenty else 10 if card in ten else 5 if card in five else 0
        assert value == expected, card
    assert len(VALUES) == 48
    # 4 x 20 + 11 x 10 + 10 x 5 = 80 + 110 + 50 = 240
    assert sum(VALUES.values()) == 240 == GAME.deck_total
    assert VALUES[113] == 0 and VALUES[110] == 5 and VALUES[121] == 10


def test_the_eight_yaku_their_cards_and_aliases() -> None:
    expected = {
        "i": ({30, 80, 90}, {"1", "drinking", "nomi"}),
        "ro": ({10, 20, 30}, {"2", "spring", "omote-sugawara"}),
        "ha": ({11, 21, 31}, {"3", "akatan", "red-poetry"}),
        "ni": ({61, 91, 101}, {"4", "aotan", "blue"}),
        "ho": ({60, 90, 100}, {"5"}),
        "he": ({41, 51, 71}, {"6", "kusatan", "grass"}),
        "to": ({40, 50, 70}, {"7"}),
        "chi": ({70, 81, 100}, {"8", "chiri", "ganbo", "inoshikagan"}),
    }
    assert [y.id for y in YAKU] == list(expected)
    for yaku in YAKU:
        cards, aliases = expected[yaku.id]
        assert yaku.cards == cards and len(yaku.slots) == 3
        assert set(yaku.aliases) == aliases
        assert yaku.points == 50
        for alias in aliases:  # as a counted pile names a yaku (``+ aotan``)
            assert GAME.counted_words.yaku[word_key(alias)] == yaku.id
    assert GAME.counted_words.yaku[word_key("Omote Sugawara")] == "ro"
    assert GAME.counted_words.yaku[word_key("CHI")] == "chi"
    assert word_key("five-brights") not in GAME.counted_words.yaku


def test_registry_aliases_find_sakura() -> None:
    for name in ("sakura", "higo-bana", "Hawaiian", "kumamoto-bana"):
        assert find_game(name) is GAME
    assert GAME.players == (2, 7)
    assert not GAME.four_of_a_month_misdeal and not GAME.parity_hint


def test_a_pile_with_every_yaku_counts_each_once() -> None:
    # A holds all 8 yaku (every card of them: 18 cards); B holds the rest.
    # A's cards: 10 30 80 (20 each) = 60; 11 21 31 41 51 61 71 91 101 (10 each) = 90;
    # 20 40 50 60 70 81 90 100 (5 each) = 40 -> 190.  B: 240 - 190 = 50, no yaku.
    every = "10 20 30 80 90 11 21 31 61 91 101 60 100 41 51 71 40 50 70 81"
    result = score_data(sheet({"A": every, "B": "rest"}))
    a, b = result.party("A"), result.party("B")
    assert a.card_points == 190 and b.card_points == 50
    assert [y.id for y in a.yaku] == ["i", "ro", "ha", "ni", "ho", "he", "to", "chi"]
    assert a.yaku_points == 400
    # A is charged for none; B pays 50 for each of A's eight yaku.
    assert scores(result) == {"A": 190, "B": 50 - 400}


# --- Scoring -------------------------------------------------------------------------------

TWO_PLAYER = sheet(
    {
        "Aiko": "crane warbler plum-ribbon curtain cherry-ribbon bridge boar clover-ribbon geese maple-ribbon rain-man swallow",
        "Ben": "pine-ribbon cuckoo wisteria-ribbon iris-ribbon butterflies peony-ribbon moon sake mum-ribbon deer lightning phoenix 12y",
    },
    dealer="Aiko",
    wild_captured="deer",
    start="12 22 41 53 63 81 101 120",
    end="103 112",
)


def test_hand_worked_two_player_round() -> None:
    result = score_data(TWO_PLAYER)
    aiko, ben = result.party("Aiko"), result.party("Ben")
    # Aiko: Crane 20 + Curtain 20; ribbons 21 31 71 101 = 4 x 10; animals 20 50 70 81 and the
    # Rain Man and Swallow = 6 x 5 -> 40 + 40 + 30 = 110, with Ro (10 20 30).
    assert aiko.card_points == 110 and [y.id for y in aiko.yaku] == ["ro"]
    # Ben: Moon 20 + Phoenix 20; ribbons 11 41 51 61 91 and 121 = 6 x 10; animals 40 60 90 100
    # = 4 x 5 -> 40 + 60 + 20 = 120, with Ho (60 90 100).  His Gaji took the Deer, so the
    # Maple chaff 103 on the end field is his (worth 0); the Willow ribbon 112 is dead.
    assert ben.card_points == 120 and [y.id for y in ben.yaku] == ["ho"]
    assert result.leftover == {103: "Ben"} and result.dead == (112,)
    # Each pays 50 for the other's one yaku: Aiko 110 - 50 = 60, Ben 120 - 50 = 70.
    assert scores(result) == {"Aiko": 60, "Ben": 70}
    assert result.winner == "Ben" and result.next_dealer == "Ben"
    assert aiko.formula == "cards 2x20 + 4x10 + 6x5 = 110, - 50 x 1 opponents' yaku = 60"
    assert ben.formula == "cards 2x20 + 6x10 + 4x5 = 120, - 50 x 1 opponents' yaku = 70"
    # 110 + 120 + 10 dead = 240: nothing else was worth points.
    assert aiko.card_points + ben.card_points + VALUES[112] == 240
    # Not zero-sum.
    assert sum(scores(result).values()) == 130


def test_own_yaku_add_nothing_opponents_yaku_cost_50_each() -> None:
    # A: Crane 20, Warbler 5, Curtain 20 = 45 with Ro.  B (rest): 240 - 45 = 195 with
    # Ha, Ni, Ho, He, To, Chi (6 yaku; I lacks the Curtain).
    result = score_data(sheet({"A": "10 20 30", "B": "rest"}))
    assert [y.id for y in result.party("B").yaku] == ["ha", "ni", "ho", "he", "to", "chi"]
    # A: 45 - 50 x 6 = -255; B: 195 - 50 x 1 = 145.
    assert scores(result) == {"A": -255, "B": 145}
    assert result.party("A").formula == "cards 2x20 + 1x5 = 45, - 50 x 6 opponents' yaku = -255"


def test_three_players_each_pay_for_both_opponents_yaku() -> None:
    # A: Ro (45); B: Ha (30) + Rain Man 5 + Swallow 5 = 40; C (rest): 240 - 85 = 155 with
    # Ni, He and To (I needs the Curtain, Ho and Chi the Deer, which the end field holds).
    # The Gaji lies on the end field (nobody captured it): every leftover is dead.
    data = sheet({"A": "10 20 30", "B": "11 21 31 110 111", "C": "rest"}, end="113 100")
    result = score_data(data)
    assert [len(result.party(n).yaku) for n in "ABC"] == [1, 1, 3]
    # A: 45 - 50 x (1 + 3) = -155; B: 40 - 50 x (1 + 3) = -160; C: 150 - 50 x 2 = 50.
    assert result.party("C").card_points == 150
    assert scores(result) == {"A": -155, "B": -160, "C": 50}
    assert result.dead == (100, 113) and result.leftover == {}


def test_no_warning_for_odd_months_parity_hint_is_off() -> None:
    result = score_data(sheet({"A": "10 20 30", "B": "rest"}))
    assert result.warnings == ()


# --- Winner and next dealer ----------------------------------------------------------------

# A: Ro = 45; C: Ha 30 + Swallow 5 + Willow ribbon 10 = 45; B: the Peony ribbon 10.
# Everything else lies dead on the end field with the uncaptured Gaji.
# A = 45 - 50 = -5, C = 45 - 50 = -5, B = 10 - 100 = -90: A and C tie for the top.
TIE_AT_TOP = {"A": "10 20 30", "B": "61", "C": "11 21 31 111 112"}


@pytest.mark.parametrize(("dealer", "winner"), [("A", "A"), ("B", "C"), ("C", "C")])
def test_tied_top_goes_to_earliest_in_turn_order_from_the_dealer(dealer: str, winner: str) -> None:
    result = score_data(sheet(TIE_AT_TOP, dealer=dealer, end="rest"))
    assert scores(result) == {"A": -5, "B": -90, "C": -5}
    assert result.winner == winner and result.next_dealer == winner


def test_everybody_tied_the_dealer_wins() -> None:
    # A: 65 points with no yaku (one card of every yaku), plus Phoenix 20, Moon 20,
    # Swallow 5, yellow-bottom 10 = 120; B (rest): 240 - 120 = 120, no yaku either.
    a = "30 11 61 60 41 40 70 120 80 111 121"
    for dealer in ("A", "B"):
        result = score_data(sheet({"A": a, "B": "rest"}, dealer=dealer))
        assert scores(result) == {"A": 120, "B": 120}
        assert result.winner == dealer == result.next_dealer


def test_next_dealer_override() -> None:
    result = score_data({**TWO_PLAYER, "next_dealer": "Aiko"})
    assert result.winner == "Ben" and result.next_dealer == "Aiko"


# --- Teams ----------------------------------------------------------------------------------

FOUR_TEAMS = sheet(
    {
        "Red": "crane pine-ribbon curtain cherry-ribbon butterflies peony-ribbon moon geese sake deer maple-ribbon gaji",
        "Blue": "warbler plum-ribbon cuckoo wisteria-ribbon bridge iris-ribbon boar clover-ribbon mum-ribbon rain-man swallow phoenix yellow-bottom",
    },
    players=["Ann", "Bo", "Cy", "Di"],
    teams={"Red": ["Ann", "Cy"], "Blue": ["Bo", "Di"]},
    wild_captured="sake-cup",
    end="93 112",
)


@pytest.mark.parametrize(("dealer", "next_dealer"), [("Bo", "Cy"), ("Di", "Ann"), ("Ann", "Ann"), ("Cy", "Cy")])
def test_teams_share_a_pile_and_the_team_rule_picks_the_next_dealer(dealer: str, next_dealer: str) -> None:
    result = score_data({**FOUR_TEAMS, "dealer": dealer})
    # Red: Crane, Curtain, Moon 60; ribbons 11 31 61 101 = 40; animals 60 81 90 100 = 20
    # -> 120 with I and Ho.  Blue: Phoenix 20; ribbons 21 41 51 71 91 121 = 60; animals
    # 20 40 50 70 and Rain Man, Swallow = 30 -> 110 with He and To.  93 goes to Red (the Gaji
    # took the Sake Cup), 112 is dead.  Red 120 - 100 = 20, Blue 110 - 100 = 10.
    assert scores(result) == {"Red": 20, "Blue": 10}
    assert result.party("Red").members == ("Ann", "Cy")
    assert result.winner == "Red"
    # The dealer keeps the deal when on the winning team; otherwise the winning team's member
    # first in turn order after the dealer deals.
    assert result.next_dealer == next_dealer


def test_a_sheets_team_members_match_the_players_ignoring_case() -> None:
    # CONTRACT: names match ignoring case in TOML sheets; a member is named as the players line names him.
    result = score_data({**FOUR_TEAMS, "teams": {"Red": ["ann", "CY"], "Blue": ["bO", "di"]}})
    assert scores(result) == {"Red": 20, "Blue": 10}
    assert result.party("Red").members == ("Ann", "Cy") and result.party("Blue").members == ("Bo", "Di")


@pytest.mark.parametrize(
    "teams",
    [
        {"X": ["P1", "P2"], "Y": ["P3", "P4"], "Z": ["P5", "P6"]},
        {"X": ["P1", "P3", "P5"], "Y": ["P2", "P4", "P6"]},
    ],
)
def test_six_players_as_three_pairs_or_two_triples(teams: dict[str, list[str]]) -> None:
    captured = dict.fromkeys(teams, "")
    captured[next(iter(teams))] = "rest"
    data = sheet(captured, players=[f"P{i}" for i in range(1, 7)], teams=teams)
    result = score_data(data)
    assert [p.name for p in result.parties] == list(teams)
    assert result.party("X").card_points == 240


@pytest.mark.parametrize(
    ("players", "teams"),
    [
        (4, {"X": ["P1", "P2", "P3", "P4"]}),
        (4, {"X": ["P1"], "Y": ["P2", "P3", "P4"]}),
        (5, {"X": ["P1", "P2"], "Y": ["P3", "P4", "P5"]}),
        (6, {"X": ["P1", "P2"], "Y": ["P3", "P4", "P5", "P6"]}),
        (6, {f"T{i}": [f"P{i}"] for i in range(1, 7)}),
        (3, {"X": ["P1", "P2"], "Y": ["P3"]}),
    ],
)
def test_other_team_shapes_are_errors(players: int, teams: dict[str, list[str]]) -> None:
    captured = dict.fromkeys(teams, "") | {next(iter(teams)): "rest"}
    data = sheet(captured, players=[f"P{i}" for i in range(1, players + 1)], teams=teams)
    assert "bad-teams" in codes(data)


def test_team_shapes_and_deal_chart_are_game_data() -> None:
    assert dict(GAME.team_shapes) == {4: (2,), 6: (2, 3)}
    assert {n: deal for n, (deal,) in GAME.deals.items()} == {
        2: (8, 8),
        3: (7, 6),
        4: (5, 8),
        5: (4, 8),
        6: (3, 12),
        7: (3, 6),
    }


# --- Players and the deal ---------------------------------------------------------------

# Sixteen cards, no four of one month: starting fields of any size up to 12 come from here.
FIELD_CARDS = ["12", "22", "32", "42", "52", "62", "72", "82", "92", "102", "122", "13", "23", "33", "43", "53"]


@pytest.mark.parametrize(("players", "field_size"), [(2, 8), (3, 6), (4, 8), (5, 8), (6, 12), (7, 6)])
def test_deal_chart_checks_the_starting_field(players: int, field_size: int) -> None:
    names = [f"P{i}" for i in range(1, players + 1)]
    captured = dict.fromkeys(names, "") | {"P1": "rest"}
    good = sheet(captured, start=" ".join(FIELD_CARDS[:field_size]))
    assert score_data(good).party("P1").card_points == 240
    bad = sheet(captured, start=" ".join(FIELD_CARDS[: field_size - 1]))
    assert "bad-deal" in codes(bad)


@pytest.mark.parametrize("players", [1, 8])
def test_two_to_seven_players(players: int) -> None:
    names = [f"P{i}" for i in range(1, players + 1)]
    assert "player-count" in codes(sheet(dict.fromkeys(names, "") | {"P1": "rest"}))


# --- Completeness ----------------------------------------------------------------------------


def test_zero_point_chaff_may_be_missing_it_was_junked() -> None:
    # Every card worth points plus the Gaji, and not a single plain chaff.
    points_cards = " ".join(str(c) for c, v in VALUES.items() if v > 0 and c not in (10, 20, 30))
    result = score_data(sheet({"A": "10 20 30", "B": points_cards + " 113"}))
    assert scores(result) == {"A": 45 - 300, "B": 195 - 50}


def test_a_missing_point_card_is_an_error() -> None:
    points_cards = " ".join(str(c) for c, v in VALUES.items() if v > 0 and c not in (10, 20, 30, 121))
    problems = problems_of(sheet({"A": "10 20 30", "B": points_cards + " 113"}))
    missing = [p for p in problems if p.code == "missing-cards"]
    assert missing and "121" in missing[0].message


def test_a_missing_gaji_is_an_error_in_keep_mode() -> None:
    points_cards = " ".join(str(c) for c, v in VALUES.items() if v > 0 and c not in (10, 20, 30))
    problems = problems_of(sheet({"A": "10 20 30", "B": points_cards}))
    assert any(p.code == "missing-cards" and "113" in p.message for p in problems)


# --- Four of a suit on the starting field ------------------------------------------------------

FOUR_PAULOWNIAS = "120 121 122 123 13 42 71 100"


def test_four_of_a_suit_dealt_is_no_misdeal_and_belongs_to_the_dealer() -> None:
    data = sheet({"A": "10 20 30 120 121", "B": "rest"}, dealer="A", start=FOUR_PAULOWNIAS)
    result = score_data(data)
    # A: 45 + Phoenix 20 + yellow-bottom 10 = 75 with Ro; B: 165 with six yaku.
    assert scores(result) == {"A": 75 - 300, "B": 165 - 50}


def test_four_of_a_suit_point_card_outside_the_dealers_pile_is_an_error() -> None:
    data = sheet({"A": "10 20 30 120", "B": "rest"}, dealer="A", start=FOUR_PAULOWNIAS)
    problems = [p for p in problems_of(data) if p.code == "four-of-a-suit"]
    assert len(problems) == 1
    assert problems[0].where == "captured.B" and "121" in problems[0].message and "A" in problems[0].message


def test_four_of_a_suit_goes_to_the_dealers_team() -> None:
    data = {**FOUR_TEAMS, "dealer": "Di", "field": {"start": FOUR_PAULOWNIAS, "end": "93 112"}}
    assert scores(score_data(data)) == {"Red": 20, "Blue": 10}
    data["dealer"] = "Cy"  # Red dealt: the Paulownias in Blue's pile are now wrong
    problems = [p for p in problems_of(data) if p.code == "four-of-a-suit"]
    assert {p.where for p in problems} == {"captured.Blue"}
    assert len(problems) == 2  # the Phoenix and the yellow-bottom


def test_four_willows_with_the_gaji_kept_go_to_the_dealer_gaji_included() -> None:
    start = "110 111 112 113 12 22 32 42"
    good = sheet({"A": "110 111 112 113 10", "B": "rest"}, dealer="A", start=start)
    assert score_data(good).party("A").card_points == 40
    bad = sheet({"A": "110 111 112 10", "B": "rest"}, dealer="A", start=start, end="113")
    assert any(p.code == "four-of-a-suit" and "113" in p.message for p in problems_of(bad))


# --- The Gaji and the leftover rule -------------------------------------------------------------

# A: Ro (45) + Sake Cup 5 = 50, the Gaji took the Sake Cup.  End field: the Chrysanthemum
# blue ribbon 91 and the Willow ribbon 112.  B (rest): 240 - 50 - 20 = 170 with Ha, He, To,
# Chi (I and Ho lack the Sake Cup, Ni the blue ribbon on the field).
GAJI_ROUND = sheet({"A": "10 20 30 90 113", "B": "rest"}, wild_captured="sake", end="91 112")


def with_house(data: dict[str, Any], **house: Any) -> dict[str, Any]:
    data = copy.deepcopy(data)
    data.setdefault("house", {}).update(house)
    return data


def test_gaji_suit_gives_suit_mates_to_the_holder_and_kills_the_rest() -> None:
    result = score_data(GAJI_ROUND)
    assert result.leftover == {91: "A"} and result.dead == (112,)
    # A: 50 + 10 = 60 - 50 x 4 = -140; B: 170 - 50 = 120.
    assert scores(result) == {"A": -140, "B": 120}
    notes = {n.card: n for n in result.leftover_notes}
    assert notes[91].to == "A" and "suit the Gaji captured" in english(notes[91].reason)
    assert notes[112].to is None


def test_all_to_gaji_gives_every_leftover_to_the_holder() -> None:
    result = score_data(with_house(GAJI_ROUND, leftover="all-to-gaji"))
    assert result.leftover == {91: "A", 112: "A"} and result.dead == ()
    # A: 50 + 10 + 10 = 70 - 200 = -130.
    assert scores(result) == {"A": -130, "B": 120}


def test_leftover_none_kills_every_leftover() -> None:
    result = score_data(with_house(GAJI_ROUND, leftover="none"))
    assert result.leftover == {} and result.dead == (91, 112)
    assert scores(result) == {"A": 50 - 200, "B": 120}
    assert all("leftover = none" in english(n.reason) for n in result.leftover_notes)


def test_wild_captured_is_needed_when_it_matters() -> None:
    data = copy.deepcopy(GAJI_ROUND)
    del data["wild_captured"]
    problems = problems_of(data)
    assert [p.code for p in problems] == ["missing-key"]
    assert problems[0].where == "wild_captured" and "wild_captured is needed" in problems[0].message


def test_wild_captured_is_not_needed_in_the_other_modes_or_with_an_empty_field() -> None:
    data = copy.deepcopy(GAJI_ROUND)
    del data["wild_captured"]
    assert score_data(with_house(data, leftover="all-to-gaji")).leftover == {91: "A", 112: "A"}
    assert score_data(with_house(data, leftover="none")).dead == (91, 112)
    del data["field"]
    assert scores(score_data(data)) == {"A": 50 - 250, "B": 190 - 50}


def test_wild_captured_is_not_needed_when_nobody_holds_the_gaji() -> None:
    result = score_data(sheet({"A": "10 20 30", "B": "rest"}, end="113 91"))
    assert result.dead == (91, 113) and result.leftover == {}


def test_wild_captured_is_not_needed_when_the_leftover_table_places_everything() -> None:
    data = copy.deepcopy(GAJI_ROUND)
    del data["wild_captured"]
    data["leftover"] = {"B": "91 112"}
    result = score_data(data)
    assert result.leftover == {91: "B", 112: "B"}
    # B: 170 + 20 = 190 with Ni now too (61 91 101): A 50 - 250 = -200, B 190 - 50 = 140.
    assert scores(result) == {"A": -200, "B": 140}


def test_the_leftover_table_overrides_the_rule_for_the_cards_it_names() -> None:
    data = copy.deepcopy(GAJI_ROUND)
    data["leftover"] = {"B": "112"}
    result = score_data(data)
    assert result.leftover == {91: "A", 112: "B"} and result.dead == ()
    assert scores(result) == {"A": -140, "B": 130}
    assert any(n.card == 112 and "[leftover]" in english(n.reason) for n in result.leftover_notes)


def test_a_chaff_capture_counts_by_its_suit_even_when_junked() -> None:
    # The Gaji took a Chrysanthemum chaff that A threw away: 91 still goes to A.
    data = copy.deepcopy(GAJI_ROUND)
    data["captured"]["A"] = "10 20 30 113"
    data["captured"]["B"] = "rest"
    data["wild_captured"] = "9c"
    data["field"]["end"] = "91 112"
    result = score_data(data)
    assert result.leftover[91] == "A"


def test_wild_captured_point_card_must_sit_with_the_gaji() -> None:
    data = copy.deepcopy(GAJI_ROUND)
    data["wild_captured"] = "moon"  # the Moon is in B's pile
    problems = problems_of(data)
    assert [(p.code, p.where) for p in problems] == [("bad-wild", "wild_captured")]
    data["wild_captured"] = "113"
    assert codes(data) == {"bad-wild"}


def test_wild_captured_without_a_gaji_holder_is_only_a_warning() -> None:
    result = score_data(sheet({"A": "10 20 30", "B": "rest"}, end="113", wild_captured="10"))
    assert any("wild_captured is ignored" in english(w) for w in result.warnings)


# --- A Gaji dealt to the field -------------------------------------------------------------

GAJI_ON_START = "113 12 22 32 42 52 62 72"


def test_keep_mode_a_gaji_dealt_to_the_field_plays_on() -> None:
    result = score_data(sheet({"A": "10 20 30 113 90", "B": "rest"}, start=GAJI_ON_START))
    assert 113 in result.party("A").cards


def test_discard_mode_the_gaji_need_not_be_placed() -> None:
    points_cards = " ".join(str(c) for c, v in VALUES.items() if v > 0 and c not in (10, 20, 30))
    data = sheet({"A": "10 20 30", "B": points_cards}, start=GAJI_ON_START, house={"gaji_on_start_field": "discard"})
    result = score_data(data)
    assert scores(result) == {"A": 45 - 300, "B": 195 - 50}
    assert all(113 not in p.cards for p in result.parties)


def test_discard_mode_the_gaji_in_a_pile_is_an_error() -> None:
    data = sheet({"A": "10 20 30 113", "B": "rest"}, start=GAJI_ON_START, house={"gaji_on_start_field": "discard"})
    problems = problems_of(data)
    assert [(p.code, p.where) for p in problems] == [("gaji-discarded", "captured.A")]


def test_discard_mode_rest_leaves_the_discarded_gaji_out() -> None:
    data = sheet({"A": "10 20 30", "B": "rest"}, start=GAJI_ON_START, house={"gaji_on_start_field": "discard"})
    result = score_data(data)
    assert 113 not in result.party("B").cards
    kept = sheet({"A": "10 20 30", "B": "rest"}, start=GAJI_ON_START)
    assert 113 in score_data(kept).party("B").cards


def test_discard_mode_a_gaji_listed_on_the_end_field_is_dead_and_claims_nothing() -> None:
    data = sheet(
        {"A": "10 20 30", "B": "rest"}, start=GAJI_ON_START, end="113 91", house={"gaji_on_start_field": "discard"}
    )
    result = score_data(data)
    assert result.dead == (91, 113)
    assert any(n.card == 113 and "discard" in english(n.reason) for n in result.leftover_notes)


def test_discard_mode_without_a_starting_field_still_needs_the_gaji() -> None:
    points_cards = " ".join(str(c) for c, v in VALUES.items() if v > 0 and c not in (10, 20, 30))
    data = sheet({"A": "10 20 30", "B": points_cards}, house={"gaji_on_start_field": "discard"})
    problems = problems_of(data)
    assert {p.code for p in problems} == {"missing-cards", "missing-key"}
    assert any(p.where == "field.start" for p in problems)


# --- Victory scoring -------------------------------------------------------------------------

# A holds one card of every yaku and no yaku: Curtain 20, ribbons 11 61 41 = 30,
# animals 60 40 70 = 15 -> 65.  B (rest) holds the other 175 points, no yaku either.
NO_YAKU = "30 11 61 60 41 40 70"
VICTORY_HOUSE = {"scoring": "victories", "chu": True, "basa": True}


def victories(extra_a: str = "", dealer: str = "A", **house: Any) -> RoundResult:
    data = sheet({"A": f"{NO_YAKU} {extra_a}".strip(), "B": "rest"}, dealer=dealer, house=VICTORY_HOUSE | house)
    return score_data(data)


@pytest.mark.parametrize(
    ("extra_a", "a", "b", "kind", "count"),
    [
        ("", 65, 175, "shira-basa", 2),  # 175 - 65 = 110: Basa with no yaku anywhere
        ("111", 70, 170, "shira-basa", 2),  # exactly 100
        ("112", 75, 165, "chu", 2),  # 90
        ("120 121", 95, 145, "chu", 2),  # exactly 50
        ("120 121 111", 100, 140, "win", 1),  # 40
    ],
)
def test_victory_kinds_by_margin(extra_a: str, a: int, b: int, kind: str, count: int) -> None:
    result = victories(extra_a)
    assert scores(result) == {"A": a, "B": b}  # score stays the round's points
    assert result.winner == "B" and result.extras.get("victory") == kind
    assert {p.name: p.extras.get("victories") for p in result.parties} == {"A": 0, "B": count}


def test_basa_with_a_yaku_formed_is_plain_basa() -> None:
    result = score_data(sheet({"A": "10 20 30", "B": "rest"}, house=VICTORY_HOUSE))
    assert (result.winner, result.extras.get("victory"), result.party("B").extras.get("victories")) == ("B", "basa", 2)


def test_without_chu_or_basa_every_win_is_single() -> None:
    result = victories("", chu=False, basa=False)
    assert (result.extras.get("victory"), result.party("B").extras.get("victories")) == ("win", 1)


def test_basa_alone_leaves_a_50_point_win_single() -> None:
    assert (
        victories("112", chu=False).extras.get("victory"),
        victories("112", chu=False).party("B").extras.get("victories"),
    ) == ("win", 1)
    assert victories("", chu=False).extras.get("victory") == "shira-basa"


def test_chu_alone_makes_a_100_point_win_a_chu() -> None:
    result = victories("", basa=False)
    assert (result.extras.get("victory"), result.party("B").extras.get("victories")) == ("chu", 2)


def test_chu_basa_combined_chu_double_basa_triple() -> None:
    house = {"chu_basa_combined": True, "chu": False, "basa": False}
    data = sheet({"A": f"{NO_YAKU} 112", "B": "rest"}, house={"scoring": "victories", "chu_basa_combined": True})
    assert score_data(data).party("B").extras.get("victories") == 2  # Chu
    data["captured"]["A"] = NO_YAKU
    result = score_data(data)
    assert (result.extras.get("victory"), result.party("B").extras.get("victories")) == ("shira-basa", 3)
    # Turning combined on turns both on; contradicting it is an error.
    rules, _ = SakuraRules.parse({"chu_basa_combined": True})
    assert rules.chu and rules.basa
    assert codes(sheet({"A": "rest", "B": ""}, house=house)) == {"bad-house-rule"}


def test_all_tied_the_dealers_party_takes_a_single_victory() -> None:
    # A + Phoenix 20, Moon 20, Swallow 5, yellow-bottom 10 = 120 against B's 120.
    for dealer in ("A", "B"):
        result = victories("120 80 111 121", dealer=dealer)
        assert scores(result) == {"A": 120, "B": 120}
        assert result.winner == dealer and result.extras.get("victory") == "win"
        assert {p.name: p.extras.get("victories") for p in result.parties} == {
            "A": int(dealer == "A"),
            "B": int(dealer == "B"),
        }


def test_victory_margin_is_over_every_opponent() -> None:
    # TIE_AT_TOP with C's Willow ribbon moved to the dead field: A -5, C -15, B -90.
    # A beats C by only 10: a plain win, although it beats B by 85.
    captured = TIE_AT_TOP | {"C": "11 21 31 111"}
    result = score_data(sheet(captured, end="rest", house=VICTORY_HOUSE))
    assert scores(result) == {"A": -5, "B": -90, "C": -15}
    assert (result.winner, result.extras.get("victory")) == ("A", "win")


def test_points_scoring_has_no_victories_in_json() -> None:
    data = result_json(score_data(TWO_PLAYER))
    assert "victory" not in data and all("victories" not in p for p in data["parties"])
    vdata = result_json(victories(""))
    assert vdata["victory"] == "shira-basa" and [p["victories"] for p in vdata["parties"]] == [0, 2]


def test_chu_in_points_scoring_warns_that_it_does_nothing() -> None:
    result = score_data(with_house(TWO_PLAYER, chu=True))
    assert scores(result) == {"Aiko": 60, "Ben": 70}
    assert any("chu and basa" in english(w) for w in result.warnings)


# --- Oi-bana ------------------------------------------------------------------------------


def oi_bana(a: str = "10 20 30", dealer: str = "C", bids: dict[str, int] | None = None, **house: Any) -> dict:
    """Four at the table, A and B play; B takes the rest."""
    return sheet(
        {"A": a, "B": "rest"},
        players=["A", "B", "C", "D"],
        dealer=dealer,
        variant="oi-bana",
        active=["A", "B"],
        bids=bids or {"A": 10, "B": 6},
        house=house,
    )


@pytest.mark.parametrize(
    ("house", "amount"),
    [
        ({}, 6),  # B wins: the winner's bid, 6
        ({"oi_bana_pays": "loser-bid"}, 10),  # A's own bid
        ({"chu": True}, 12),  # 400 margin: Chu, double
        ({"basa": True}, 12),  # Basa, double
        ({"chu_basa_combined": True}, 18),  # Basa, triple
        ({"chu_basa_combined": True, "oi_bana_pays": "loser-bid"}, 30),
    ],
)
def test_oi_bana_loser_pays_the_winner_a_bid(house: dict[str, Any], amount: int) -> None:
    result = score_data(oi_bana(**house))
    # A: Ro, 45 - 50 x 6 = -255; B: 195 - 50 = 145.  B wins by 400.
    assert result.winner == "B" and result.next_dealer == "B"
    assert scores(result) == {"A": -amount, "B": amount, "C": 0, "D": 0}
    assert [{"from": p.payer, "to": p.payee, "amount": p.amount} for p in paid(result) or ()] == [
        {"from": "A", "to": "B", "amount": amount}
    ]
    assert result_json(result)["payments"] == [{"from": "A", "to": "B", "amount": amount}]
    assert result.party("A").card_points == 45 and result.party("A").formula.startswith(
        "cards 2x20 + 1x5 = 45, - 50 x 6 opponents' yaku = -255"
    )
    assert [p.active for p in result.parties] == [True, True, False, False]


def test_oi_bana_tie_goes_to_the_active_player_earlier_from_the_dealer_and_nobody_pays() -> None:
    a = "30 11 61 60 41 40 70 120 80 111 121"  # 120 against B's 120, no yaku
    for dealer, winner in (("C", "A"), ("D", "A"), ("B", "B"), ("A", "A")):
        result = score_data(oi_bana(a, dealer=dealer))
        assert result.winner == winner
        assert scores(result) == {"A": 0, "B": 0, "C": 0, "D": 0}
        assert paid(result) == []


def test_oi_bana_zero_bid_still_names_who_pays_whom() -> None:
    # A bid of 0 moves nothing, so no payment is recorded (CONTRACT.md).
    result = score_data(oi_bana(bids={"A": 0, "B": 0}, chu=True))
    assert scores(result) == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert result_json(result)["payments"] == []


def test_oi_bana_with_victory_scoring_keeps_the_payment_as_score() -> None:
    result = score_data(oi_bana(scoring="victories", chu=True))
    assert scores(result) == {"A": -12, "B": 12, "C": 0, "D": 0}
    assert result.extras.get("victory") == "chu" and [p.extras.get("victories") for p in result.parties] == [0, 2, 0, 0]


def test_oi_bana_four_of_a_suit_goes_to_the_first_active_player_from_the_dealer() -> None:
    # Dealer C sits out; turn order C, D, A, B: A captures the four Paulownias.
    good = oi_bana("10 20 30 120 121")
    good["field"] = {"start": FOUR_PAULOWNIAS}
    assert scores(score_data(good))["B"] == 6
    bad = oi_bana()
    bad["field"] = {"start": FOUR_PAULOWNIAS}
    problems = [p for p in problems_of(bad) if p.code == "four-of-a-suit"]
    assert problems and all(p.where == "captured.B" and "A captured them" in p.message for p in problems)


def test_oi_bana_errors() -> None:
    missing_bid = oi_bana(bids={"A": 10})
    assert "missing-key" in codes(missing_bid)
    no_active = oi_bana(bids={"A": 10})
    del no_active["active"]
    assert "missing-key" in codes(no_active)
    three_active = oi_bana()
    three_active["active"] = ["A", "B", "C"]
    assert "bad-active" in codes(three_active)
    inactive_pile = oi_bana()
    inactive_pile["captured"]["C"] = "10"
    assert "inactive-pile" in codes(inactive_pile)
    seven = oi_bana()
    seven["players"] = ["A", "B", "C", "D", "E", "F", "G"]
    assert "player-count" in codes(seven)
    teams = oi_bana()
    teams["teams"] = {"X": ["A", "C"], "Y": ["B", "D"]}
    teams["captured"] = {"X": "10 20 30", "Y": "rest"}
    assert codes(teams) == {"bad-teams"}
    bids_outside = sheet({"A": "10 20 30", "B": "rest"}, bids={"A": 1, "B": 1})
    assert codes(bids_outside) == {"foreign-key"}
    negative = oi_bana(bids={"A": -1, "B": 6})
    assert "bad-bids" in codes(negative)


def test_oi_bana_bids_may_record_the_whole_auction() -> None:
    # Every bidder's bid: without 'active' the two highest play; a tie between bids goes to
    # the bidder earlier in turn order from the dealer (C deals: D, A, B follow).
    auction = oi_bana(bids={"A": 10, "B": 6, "C": 3, "D": 6})
    del auction["active"]
    auction["captured"] = {"A": "10 20 30", "D": "rest"}
    result = score_data(auction)
    assert [p.name for p in result.parties if p.active] == ["A", "D"]
    assert scores(result)["B"] == 0 and scores(result)["C"] == 0
    # With 'active' the sheet says who played, whatever the bids.
    assert [p.name for p in score_data(oi_bana(bids={"A": 10, "B": 6, "C": 30})).parties if p.active] == ["A", "B"]


def test_oi_bana_deal_is_eight_and_eight() -> None:
    data = oi_bana()
    data["field"] = {"start": " ".join(FIELD_CARDS[:6])}
    assert "bad-deal" in codes(data)


# --- Other keys ------------------------------------------------------------------------------


def test_stopped_by_has_no_meaning_in_sakura() -> None:
    problems = problems_of({**TWO_PLAYER, "stopped_by": "Ben"})
    assert ("foreign-key", "stopped_by") in {(p.code, p.where) for p in problems}


def test_unknown_house_rule_and_bad_value() -> None:
    assert codes(with_house(TWO_PLAYER, leftovers="none")) == {"unknown-house-rule"}
    assert codes(with_house(TWO_PLAYER, leftover="everything")) == {"bad-house-rule"}


def test_house_defaults() -> None:
    assert GAME.rules().as_dict() == {
        "leftover": "gaji-suit",
        "gaji_on_start_field": "keep",
        "scoring": "points",
        "chu": False,
        "basa": False,
        "chu_basa_combined": False,
        "oi_bana_pays": "winner-bid",
    }


# --- Samples and the CLI -----------------------------------------------------------------------

#: Each sample's expected (scores, winner, next dealer), worked out in the sample's comments.
EXPECTED_SAMPLES: dict[str, tuple[dict[str, int], str, str]] = {
    "sakura-two-players.toml": ({"Aiko": 60, "Ben": 70}, "Ben", "Ben"),
    "sakura-three-players-gaji.toml": ({"Hana": -55, "Kenji": -75, "Mei": -35}, "Mei", "Mei"),
    "sakura-four-player-teams.toml": ({"Red": 20, "Blue": 10}, "Red", "Cy"),
    "sakura-oi-bana.toml": ({"Aiko": 0, "Ben": -20, "Chie": 0, "Dai": 20, "Emi": 0}, "Dai", "Dai"),
    "sakura-victories.toml": (
        {"Iolani": -115, "Kai": -125, "Leilani": -110, "Makoa": -100, "Noe": 80},
        "Noe",
        "Noe",
    ),
    "sakura-quick.txt": ({"Pua": 80, "Kimo": 55, "Lani": 105}, "Lani", "Lani"),
}


def sakura_samples() -> list[Path]:
    return sorted(SAMPLES.glob("sakura-*.t*"))


def test_there_are_samples_for_every_kind_of_round() -> None:
    names = {p.name for p in sakura_samples()}
    assert set(EXPECTED_SAMPLES) <= names


@pytest.mark.parametrize("path", sakura_samples(), ids=lambda p: p.name)
def test_every_sample_scores(path: Path) -> None:
    result = score_text(path.read_text(encoding="utf-8"))
    assert result.game == "sakura" and result.warnings == ()
    if path.name in EXPECTED_SAMPLES:
        expected, winner, next_dealer = EXPECTED_SAMPLES[path.name]
        assert (scores(result), result.winner, result.next_dealer) == (expected, winner, next_dealer)
    # Cards worth points: every one is in a pile or dead (junked cards are worth nothing); a
    # counted round names no dead card (its end field's counts hold the rest).
    dead_points = sum(VALUES[int(c)] for c in result.dead)
    if not result.counted:
        assert sum(p.card_points for p in result.parties) + dead_points == 240


def test_sample_details() -> None:
    oi = score_text((SAMPLES / "sakura-oi-bana.toml").read_text())
    assert paid(oi) is not None and [{"from": p.payer, "to": p.payee, "amount": p.amount} for p in paid(oi) or ()] == [
        {"from": "Ben", "to": "Dai", "amount": 20}
    ]
    v = score_text((SAMPLES / "sakura-victories.toml").read_text())
    assert v.extras.get("victory") == "basa" and v.party("Noe").extras.get("victories") == 2
    three = score_text((SAMPLES / "sakura-three-players-gaji.toml").read_text())
    assert three.leftover == {91: "Mei"} and three.dead == (111,)
    assert [y.id for y in three.party("Mei").yaku] == ["ni", "chi"]


def test_cli_score_json_matches_the_contract(cli_json: Callable[..., Any]) -> None:
    status, data = cli_json("score", str(SAMPLES / "sakura-two-players.toml"))
    assert status == 0
    assert set(data) == set(RESULT_KEYS)
    assert data["game"] == "sakura" and data["multiplier"] == 1 and data["stopped_by"] is None
    assert data["winner"] == "Ben" and data["next_dealer"] == "Ben"
    assert data["leftover"] == {"103": "Ben"} and data["dead"] == ["112"] and data["carry_over"] == []
    for party in data["parties"]:
        assert set(party) == set(PARTY_KEYS)
        assert party["cards"] == sorted(party["cards"], key=int)
        assert all(set(y) == {"id", "name", "points"} for y in party["yaku"])
    aiko, ben = data["parties"]
    assert (aiko["name"], aiko["card_points"], aiko["yaku_points"], aiko["score"]) == ("Aiko", 110, 50, 60)
    assert ben["yaku"] == [{"id": "ho", "name": "Ho (Butterflies, Sake Cup, Deer)", "points": 50}]
    assert "103" in ben["cards"] and "113" in ben["cards"]
    assert json.loads(json.dumps(data)) == data


def test_cli_score_json_victories_and_payments(cli_json: Callable[..., Any]) -> None:
    status, data = cli_json("score", str(SAMPLES / "sakura-victories.toml"))
    assert status == 0 and set(data) == set(RESULT_KEYS) | {"victory"}
    assert data["victory"] == "basa"
    assert all(set(p) == set(PARTY_KEYS) | {"victories"} for p in data["parties"])
    status, data = cli_json("score", str(SAMPLES / "sakura-oi-bana.toml"))
    assert status == 0 and set(data) == set(RESULT_KEYS) | {"payments"}
    assert data["payments"] == [{"from": "Ben", "to": "Dai", "amount": 20}]
    assert sum(p["score"] for p in data["parties"]) == 0


def test_cli_missing_wild_captured_is_exit_2(cli_json: Callable[..., Any], tmp_path: Path) -> None:
    text = (SAMPLES / "sakura-two-players.toml").read_text().replace('wild_captured = "deer"\n', "")
    path = tmp_path / "round.toml"
    path.write_text(text)
    status, data = cli_json("score", str(path))
    assert status == 2
    assert [e["where"] for e in data["errors"]] == ["wild_captured"]
    assert "wild_captured is needed" in data["errors"][0]["message"]


def test_cli_renders_the_explained_result(cli: Callable[..., Any]) -> None:
    out = cli("score", str(SAMPLES / "sakura-oi-bana.toml"))
    assert out.exit_code == 0
    assert "Ben pays Dai 20" in out.stdout and "winner: Dai" in out.stdout
    assert "10 x 2 (Chu)" in out.stdout
    rules = cli("rules", "sakura")
    assert rules.exit_code == 0 and "gaji_on_start_field" in rules.stdout and "240" in rules.stdout


def test_json_round_trip_of_every_sample() -> None:
    for path in sakura_samples():
        data = result_json(score_text(path.read_text()))
        assert json.loads(json.dumps(data)) == data


# --- independent hand-worked cases (ties, turn order, leftovers, thresholds, sheet quirks) ---


TEAM_TIE = """
game = "sakura"
players = ["Ann", "Bo", "Cy", "Di"]
dealer = "{dealer}"
teams = {{ Red = ["Bo", "Di"], Blue = ["Ann", "Cy"] }}
[captured]
Red = "10 30"
Blue = "80 120"
[field]
end = "rest"
"""


@pytest.mark.parametrize(("dealer", "winner"), [("Ann", "Blue"), ("Bo", "Red"), ("Cy", "Blue"), ("Di", "Red")])
def test_sakura_team_tie_goes_to_the_dealers_team_which_keeps_the_deal(dealer: str, winner: str) -> None:
    # 40 points each, no yaku; nobody holds the Gaji, so every end-field card is dead.
    result = score_text(TEAM_TIE.format(dealer=dealer))
    assert result.scores() == {"Blue": 40, "Red": 40}
    assert [p.name for p in result.parties] == ["Blue", "Red"]  # teams in the order of their first member
    assert (result.winner, result.next_dealer) == (winner, dealer)


def test_sakura_team_win_passes_the_deal_to_the_winners_first_member_after_the_dealer() -> None:
    # Dealer Bo (Red); Blue wins; turn order from Bo: Bo, Cy, Di, Ann -> Cy deals next.
    text = TEAM_TIE.format(dealer="Bo").replace('Blue = "80 120"', 'Blue = "80 120 11"')
    result = score_text(text)
    assert result.scores() == {"Blue": 50, "Red": 40}
    assert (result.winner, result.next_dealer) == ("Blue", "Cy")


VICTORY = """
game: sakura
players: A, B
A: {a}
B: {b}
end: rest
house: scoring="victories", {house}
"""


@pytest.mark.parametrize(
    ("house", "a", "b", "victory", "count"),
    [
        # 10 30 80 = 60 against 11 20 = 15: a margin of 45.
        ("chu=true, basa=true", "10 30 80", "11 20", "win", 1),
        # 60 against 11 = 10: exactly 50.
        ("chu=true", "10 30 80", "11", "chu", 2),
        ("basa=true", "10 30 80", "11", "win", 1),
        # 10 30 80 120 11 21 41 = 80 + 30 = 110 against 51 20 = 15: 95.
        ("chu=true, basa=true", "10 30 80 120 11 21 41", "51 20", "chu", 2),
        # 110 against 51 = 10: exactly 100, and nobody formed a yaku.
        ("basa=true", "10 30 80 120 11 21 41", "51", "shira-basa", 2),
        ("chu_basa_combined=true", "10 30 80 120 11 21 41", "51", "shira-basa", 3),
        ("chu_basa_combined=true", "10 30 80", "11", "chu", 2),
    ],
)
def test_chu_and_basa_thresholds(house: str, a: str, b: str, victory: str, count: int) -> None:
    data = result_json(score_text(VICTORY.format(house=house, a=a, b=b)))
    assert data["victory"] == victory
    assert [(p["name"], p["victories"]) for p in data["parties"]] == [("A", count), ("B", 0)]


def test_basa_with_one_yaku_formed_by_the_winner_is_plain_basa() -> None:
    # A: 30 80 90 (I) + 10 120 11 21 = 40 + 5 + 40 + 20 = 105; B: 51 = 10 - 50 (A's I) = -40.
    data = result_json(score_text(VICTORY.format(house="basa=true", a="30 80 90 10 120 11 21", b="51")))
    assert [p["score"] for p in data["parties"]] == [105, -40]
    assert data["victory"] == "basa"


OI_BANA = """
game = "sakura"
variant = "oi-bana"
players = ["A", "B", "C", "D"]
dealer = "{dealer}"
active = ["B", "D"]
bids = {{ B = 10, D = 4 }}
[house]
{house}
[captured]
B = "{b}"
D = "{d}"
[field]
start = "10 11 12 13 20 30 40 50"
end = "rest"
"""


@pytest.mark.parametrize(("dealer", "winner"), [("A", "B"), ("C", "D")])
def test_oi_bana_tie_goes_to_the_active_player_earlier_from_a_sitting_out_dealer(dealer: str, winner: str) -> None:
    capturer_pile, other = "10 11", "30 121"  # 30 points each; the Pine four go to the capturer
    b, d = (capturer_pile, other) if winner == "B" else (other, capturer_pile)
    data = result_json(score_text(OI_BANA.format(dealer=dealer, house="", b=b, d=d)))
    assert [p["score"] for p in data["parties"]] == [0, 0, 0, 0]
    assert (data["winner"], data["next_dealer"], data["payments"]) == (winner, winner, [])


def test_oi_bana_four_of_a_suit_goes_to_the_active_player_earliest_from_the_dealer() -> None:
    # Dealer C sits out: turn order C, D, A, B, so D captured the Pine four.
    assert ("four-of-a-suit", "captured.B") in problem_places(OI_BANA.format(dealer="C", house="", b="10 11", d="30"))


@pytest.mark.parametrize(
    ("house", "amount"),
    [
        ("", 10),  # B's bid
        ('oi_bana_pays = "loser-bid"', 4),  # D's bid
        ("chu = true", 20),  # 50-point margin: Chu doubles B's bid
        ('chu_basa_combined = true\noi_bana_pays = "loser-bid"', 8),
    ],
)
def test_oi_bana_payments(house: str, amount: int) -> None:
    data = result_json(score_text(OI_BANA.format(dealer="A", house=house, b="10 11 30 120", d="121")))
    # B: 10 30 120 (60) + 11 (10) = 70; D: 121 = 10; a margin of 60 is a Chu, not a Basa.
    assert [p["card_points"] for p in data["parties"]] == [0, 70, 0, 10]
    assert data["payments"] == [{"from": "D", "to": "B", "amount": amount}]
    assert [p["score"] for p in data["parties"]] == [0, amount, 0, -amount]


SAKURA_LEFTOVER = (
    "game: sakura\nplayers: A, B\nA: 113 92 10 11\n"
    "B: 30 31 20 21 40 41 50 60 61 70 71 80 81 90 100 101 110 111 112 120 121\nend: 91 51\n"
)


@pytest.mark.parametrize(
    ("extra", "leftover", "dead"),
    [
        ("wild: 9c\n", {"91": "A"}, ["51"]),
        ("house: leftover=all-to-gaji\n", {"51": "A", "91": "A"}, []),
        ("house: leftover=none\n", {}, ["51", "91"]),
    ],
)
def test_sakura_leftover_modes(extra: str, leftover: dict[str, str], dead: list[str]) -> None:
    data = result_json(score_text(SAKURA_LEFTOVER + extra))
    assert (data["leftover"], data["dead"]) == (leftover, dead)


def test_sakura_gaji_suit_without_wild_captured_asks_for_it() -> None:
    assert problem_places(SAKURA_LEFTOVER) == [("missing-key", "wild_captured")]


def test_oi_bana_in_the_quick_form_names_the_variant_as_its_game() -> None:
    # The quick form has no variant key: "game: oi-bana" says the game and the variant.
    result = score_text("game: oi-bana\nplayers: A, B, C\nbids: A=10, B=6, C=3\nA: 10 20 30\nB: rest\n")
    assert [p.name for p in result.parties if p.active] == ["A", "B"]
    assert result_json(result)["payments"] == [{"from": "A", "to": "B", "amount": 6}]
