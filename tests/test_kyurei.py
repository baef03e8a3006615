"""Kyu-Rei Hana, RULES.md section 5 (and the section 2 rules it uses), pinned by hand-worked cases."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hanascore.core.errors import SheetError
from hanascore.core.result import RoundResult
from hanascore.core.table import build_table
from hanascore.games import find_game
from hanascore.games.kyurei.rules import KyuReiRules, settle_multiplier
from tests.conftest import (
    PARTY_KEYS,
    RESULT_KEYS,
    SAMPLES,
    add_json,
    current_standings,
    score,
    score_data,
    scores_of,
    start_game,
)
from tests.reference_scorer import toml_sheet

KYUREI = find_game("kyurei")

# The piles of samples/kyurei-multiplier.toml.
#   Ann:  85 points (3 blue ribbons 15, Crane 20, Curtain 20, Rain Man 20, Cuckoo 10), Blue Ribbons 20
#   Bo:   50 points (six ribbons 30, Moon 20), Small Three 20 + Grass 20
#   Cy:  135 points (the rest: 270 - 85 - 50), no yaku
ANN = [61, 62, 91, 92, 101, 102, 10, 12, 30, 32, 110, 113, 40, 42]
BO = [41, 43, 51, 53, 71, 73, 11, 13, 21, 23, 31, 33, 80, 82]
NO_MULTIPLIER_FIELD = "42 52 62 72 92 102"


def sheet(
    ann: list[int] | str = ANN,
    bo: list[int] | str = BO,
    cy: list[int] | str = "rest",
    *,
    start: str | None = None,
    end: str = "",
    **extra: Any,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "game": "kyu-rei-hana",
        "players": ["Ann", "Bo", "Cy"],
        "captured": {"Ann": ann, "Bo": bo, "Cy": cy},
        "field": {"end": end} | ({"start": start} if start is not None else {}),
    }
    return data | extra


def codes(error: pytest.ExceptionInfo[SheetError]) -> list[str]:
    return [p.code for p in error.value.problems]


def scores(result: RoundResult) -> dict[str, int]:
    return result.scores()


# --- the deck -------------------------------------------------------------------------------


def test_deck_is_48_cards_worth_270() -> None:
    assert len(KYUREI.deck) == 48
    assert KYUREI.deck_total == 270


@pytest.mark.parametrize(
    ("cards", "value"),
    [
        ((10, 20, 30, 80, 100, 110, 120), 20),
        ((40, 50, 60, 70, 81, 90, 111, 121), 10),
        ((11, 21, 31, 41, 51, 61, 71, 91, 101, 112), 5),
        ((12, 13, 22, 113, 122, 123), 0),
    ],
)
def test_card_values(cards: tuple[int, ...], value: int) -> None:
    assert [KYUREI.values[c] for c in cards] == [value] * len(cards)


# --- the score formula ----------------------------------------------------------------------


def test_score_is_cards_plus_twice_own_yaku_minus_opponents_yaku_minus_90() -> None:
    result = score_data(sheet())
    # Ann: 85 + 2 x 20 - 40 - 90 = -5;  Bo: 50 + 2 x 40 - 20 - 90 = 20;  Cy: 135 + 0 - 60 - 90 = -15
    assert scores(result) == {"Ann": -5, "Bo": 20, "Cy": -15}
    ann, bo, cy = result.parties
    assert (ann.card_points, bo.card_points, cy.card_points) == (85, 50, 135)
    assert [y.id for y in ann.yaku] == ["blue-ribbons"]
    assert [y.id for y in bo.yaku] == ["small-three", "grass"]
    assert cy.yaku == ()


def test_the_three_scores_sum_to_zero_every_round() -> None:
    for name in ("plain", "multiplier", "carried", "four-players"):
        result = score((SAMPLES / f"kyurei-{name}.toml").read_text())
        assert sum(result.scores().values()) == 0, name


def test_formula_is_written_out_with_numbers() -> None:
    result = score((SAMPLES / "kyurei-carried.toml").read_text())
    assert result.party("Ann").formula == (
        "(cards 3x20 + 1x10 + 3x5 = 85, - 90, + own yaku 2 x 20, - opponents' yaku 40) x 2 = -10"
    )
    # No "+ own yaku 2 x 0": a term worth nothing is left out.
    assert result.party("Cy").formula == "(cards 3x20 + 7x10 + 1x5 = 135, - 90, - opponents' yaku 60) x 2 = -30"


def test_formula_without_a_multiplier_says_none() -> None:
    result = score((SAMPLES / "kyurei-plain.toml").read_text())
    assert all(" x 1 " not in p.formula and not p.formula.startswith("(") for p in result.parties if p.active)


@pytest.mark.parametrize(
    ("yaku_id", "cards", "points", "ann_cards", "ann_score"),
    [
        # Ann holds one yaku and its months' first chaff, Bo the rest (so the other three yaku).
        # big three: 60 + 2 x 30 - 60 (Bo's three 20-point yaku) - 90 = -30
        ("big-three", (10, 30, 80), 30, 60, -30),
        # a 20-point yaku: 15 + 2 x 20 - 70 (Bo: 30 + 20 + 20) - 90 = -105
        ("small-three", (11, 21, 31), 20, 15, -105),
        ("blue-ribbons", (61, 91, 101), 20, 15, -105),
        ("grass", (41, 51, 71), 20, 15, -105),
    ],
)
def test_each_yaku(yaku_id: str, cards: tuple[int, ...], points: int, ann_cards: int, ann_score: int) -> None:
    ann = [c for card in cards for c in (card, card // 10 * 10 + 2)]
    result = score_data(sheet(ann=ann, bo="rest", cy=[]))
    ann_result = result.party("Ann")
    assert [(y.id, y.points) for y in ann_result.yaku] == [(yaku_id, points)]
    assert (ann_result.card_points, ann_result.score) == (ann_cards, ann_score)
    # Cy captured nothing: 0 - (every yaku: 90) - 90.
    assert result.party("Cy").score == -180


def test_all_four_yaku_stack() -> None:
    everything = [10, 12, 30, 32, 80, 82, 11, 13, 21, 22, 31, 33, 61, 62, 91, 92, 101, 102, 41, 42, 51, 52, 71, 72]
    result = score_data(sheet(ann=everything, bo="rest", cy=[]))
    ann = result.party("Ann")
    assert [y.id for y in ann.yaku] == ["big-three", "small-three", "blue-ribbons", "grass"]
    assert ann.yaku_points == 90
    # brights 10 30 80 = 60, nine ribbons = 45, twelve chaff = 0: 105 points.
    assert ann.card_points == 105
    # Ann: 105 + 2 x 90 - 0 - 90 = 195;  Bo (the rest, 165): 165 + 0 - 90 - 90 = -15;
    # Cy (nothing): 0 + 0 - 90 - 90 = -180.
    assert scores(result) == {"Ann": 195, "Bo": -15, "Cy": -180}


# --- winner and next dealer -----------------------------------------------------------------

# No yaku anywhere: Ann 100 and Bo 100 tie at +10, Cy 70 takes -20.
TIE_ANN = [10, 12, 11, 13, 61, 62, 41, 43, 20, 22, 100, 102, 110, 112]
TIE_BO = [30, 32, 21, 23, 91, 93, 51, 53, 80, 82, 120, 122, 60, 63, 50, 52, 71, 73]


@pytest.mark.parametrize(("dealer", "winner"), [("Ann", "Ann"), ("Bo", "Bo"), ("Cy", "Ann")])
def test_tie_goes_to_the_earliest_in_turn_order_and_the_winner_deals_next(dealer: str, winner: str) -> None:
    result = score_data(sheet(ann=TIE_ANN, bo=TIE_BO, dealer=dealer))
    assert scores(result) == {"Ann": 10, "Bo": 10, "Cy": -20}
    assert result.winner == winner
    assert result.next_dealer == winner


def test_highest_score_wins_and_deals_next() -> None:
    result = score_data(sheet(dealer="Cy"))
    assert result.winner == "Bo" and result.next_dealer == "Bo"


# --- field multipliers ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "multiplier"),
    [(10, 2), (30, 2), (80, 2), (110, 4), (120, 4), (20, 1), (100, 1), (81, 1)],
)
def test_one_multiplier_card_on_the_starting_field(card: int, multiplier: int) -> None:
    result = score_data(sheet(start=f"{card} 42 52 62 72 92"))
    assert result.multiplier == multiplier
    assert result.carried == ()
    # The x1 scores are Ann -5, Bo 20, Cy -15.
    assert scores(result) == {"Ann": -5 * multiplier, "Bo": 20 * multiplier, "Cy": -15 * multiplier}


@pytest.mark.parametrize(("card", "multiplier"), [(20, 2), (100, 2), (30, 2), (110, 4)])
def test_warbler_deer_double_adds_the_warbler_and_the_deer(card: int, multiplier: int) -> None:
    result = score_data(sheet(start=f"{card} 42 52 62 72 92", house={"warbler_deer_double": True}))
    assert result.multiplier == multiplier


def test_no_starting_field_is_x1() -> None:
    result = score_data(sheet())
    assert (result.multiplier, result.carried) == (1, ())


def test_seed_example_rain_man_phoenix_crane_makes_x4_then_x4_then_x2() -> None:
    result = score_data(sheet(start="crane rain-man phoenix 42 52 62"))
    assert result.multiplier == 4
    assert result.carried == (4, 2)
    assert scores(result) == {"Ann": -20, "Bo": 80, "Cy": -60}


def test_several_doubles_queue_behind_the_largest() -> None:
    result = score_data(sheet(start="10 30 80 42 52 62"))
    assert (result.multiplier, result.carried) == (2, (2, 2))


def test_sheet_multiplier_runs_the_round_and_queues_all_of_its_own_quadruples_first() -> None:
    result = score((SAMPLES / "kyurei-carried.toml").read_text())
    assert result.multiplier == 2
    assert result.carried == (4, 2)
    assert scores(result) == {"Ann": -10, "Bo": 40, "Cy": -30}


def test_sheet_multiplier_without_field_start_runs_on_it() -> None:
    result = score_data(sheet(multiplier=4))
    assert (result.multiplier, result.carried) == (4, ())
    assert scores(result) == {"Ann": -20, "Bo": 80, "Cy": -60}


def test_sheet_multiplier_is_what_the_round_runs_on_even_x1() -> None:
    # The sheet states the carried multiplier: the round runs on it and its own field's
    # multipliers (Phoenix x4, Crane x2) all wait, x4 first.
    result = score_data(sheet(multiplier=1, start="phoenix crane 42 52 62 72"))
    assert (result.multiplier, result.carried) == (1, (4, 2))


def test_ledger_queue_runs_its_head_and_keeps_its_tail_ahead_of_the_new_batch() -> None:
    table = build_table(find_game("kyu-rei-hana"), ("Ann", "Bo", "Cy"))
    data = sheet(start="moon rain-man 42 52 62 72")
    del data["game"], data["players"]
    result = score_data(data, table, dealer="Ann", carried=(2, 4))
    # runs on the head (x2); the rest of the old queue (x4) stays first, then the new batch x4, x2
    assert result.multiplier == 2
    assert result.carried == (4, 4, 2)


def test_carry_over_false_applies_only_the_largest_and_drops_the_rest() -> None:
    result = score_data(sheet(start="crane rain-man phoenix 42 52 62", house={"carry_over": False}))
    assert (result.multiplier, result.carried) == (4, ())


@pytest.mark.parametrize(
    ("carried", "start", "expected"),
    [(2, "rain-man 42 52 62 72 92", 2), (4, "crane 42 52 62 72 92", 4), (2, NO_MULTIPLIER_FIELD, 2)],
)
def test_carry_over_false_with_a_sheet_multiplier_runs_on_it_and_drops_the_field(
    carried: int, start: str, expected: int
) -> None:
    result = score_data(sheet(start=start, multiplier=carried, house={"carry_over": False}))
    assert (result.multiplier, result.carried) == (expected, ())


@pytest.mark.parametrize(
    ("carry_over", "carried", "own", "expected"),
    [
        (True, (), [], (1, [])),
        (True, (), [4, 4, 2], (4, [4, 2])),
        (True, (2,), [4, 2], (2, [4, 2])),
        (True, (4, 2, 2), [2], (4, [2, 2, 2])),
        (True, (1,), [2, 2], (1, [2, 2])),
        (False, (), [4, 2], (4, [])),
        (False, (2, 4), [], (2, [])),
        (False, (2,), [4], (2, [])),
    ],
)
def test_settle_multiplier(
    carry_over: bool, carried: tuple[int, ...], own: list[int], expected: tuple[int, list[int]]
) -> None:
    assert settle_multiplier(KyuReiRules(carry_over=carry_over), carried, own) == expected


@pytest.mark.parametrize("multiplier", [3, 0, 8, 10**41])
def test_a_stated_multiplier_other_than_1_2_or_4_is_an_error(multiplier: int) -> None:
    with pytest.raises(SheetError, match="multiplier must be 1, 2 or 4") as error:
        score_data(sheet(multiplier=multiplier))
    assert codes(error) == ["bad-fact"]


# --- four to seven players ------------------------------------------------------------------


def test_four_players_with_a_sit_out() -> None:
    result = score((SAMPLES / "kyurei-four-players.toml").read_text())
    assert scores(result) == {"Ann": 0, "Bo": 0, "Cy": -85, "Di": 85}
    assert [p.active for p in result.parties] == [False, True, True, True]
    assert result.party("Ann").cards == ()
    assert result.winner == "Di" and result.next_dealer == "Di"


def seven_players(**extra: Any) -> dict[str, Any]:
    players = ["P1", "P2", "P3", "P4", "P5", "P6", "P7"]
    return {
        "game": "kyurei",
        "players": players,
        "captured": {"P2": ANN, "P5": BO, "P7": "rest"},
    } | extra


def test_seven_players_three_active() -> None:
    result = score_data(seven_players(active=["P2", "P5", "P7"], dealer="P5"))
    assert scores(result) == {"P1": 0, "P2": -5, "P3": 0, "P4": 0, "P5": 20, "P6": 0, "P7": -15}


def test_more_than_three_players_need_active() -> None:
    # Four piles (one empty) do not say which three played.  (Three piles would: the deal
    # then passes from P1, who sits out, to P2; RULES 2, settled 2026-11-26.)
    with pytest.raises(SheetError) as error:
        score_data(seven_players(captured={"P1": "", "P2": ANN, "P5": BO, "P7": "rest"}))
    assert "missing-key" in codes(error)
    assert "active" in str(error.value)


def test_active_must_name_three() -> None:
    with pytest.raises(SheetError) as error:
        score_data(seven_players(active=["P2", "P5"], dealer="P2"))
    assert "bad-active" in codes(error)


def test_dealer_must_be_active() -> None:
    with pytest.raises(SheetError) as error:
        score_data(seven_players(active=["P2", "P5", "P7"], dealer="P1"))
    assert "bad-active" in codes(error)


def test_eight_players_is_too_many() -> None:
    data = seven_players(active=["P2", "P5", "P7"], dealer="P2")
    data["players"] = [*data["players"], "P8"]
    with pytest.raises(SheetError) as error:
        score_data(data)
    assert "player-count" in codes(error)


def test_two_players_is_too_few() -> None:
    with pytest.raises(SheetError) as error:
        score_data({"game": "kyurei", "players": ["A", "B"], "captured": {"A": ANN, "B": "rest"}})
    assert "player-count" in codes(error)


def test_a_sitting_out_player_cannot_be_given_leftover_cards() -> None:
    data = seven_players(active=["P2", "P5", "P7"], dealer="P2", leftover={"P1": "52"})
    data["field"] = {"end": "52"}
    with pytest.raises(SheetError) as error:
        score_data(data)
    assert "inactive-pile" in codes(error)


# --- misdeal, deal size, end field ----------------------------------------------------------


def test_four_of_a_month_on_the_starting_field_is_a_misdeal() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(start="40 41 42 43 52 62"))
    assert "misdeal" in codes(error)
    assert "redone" in str(error.value)


def test_starting_field_must_hold_six_cards() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(start="42 52 62 72 92 102 12 22"))
    assert "bad-deal" in codes(error)


def test_cards_left_on_the_end_field_are_an_error_naming_them() -> None:
    ann = [c for c in ANN if c not in (40, 42)]
    with pytest.raises(SheetError) as error:
        score_data(sheet(ann=ann, end="40 42"))
    assert codes(error) == ["leftover-unplaced"]
    assert "40 Cuckoo" in str(error.value) and "42 Wisteria chaff" in str(error.value)
    assert error.value.problems[0].where == "field.end"


def test_a_leftover_table_placing_every_end_field_card_scores() -> None:
    ann = [c for c in ANN if c not in (40, 42)]
    result = score_data(sheet(ann=ann, end="40 42", leftover={"Ann": "40 42"}))
    assert scores(result) == {"Ann": -5, "Bo": 20, "Cy": -15}
    assert result.leftover == {40: "Ann", 42: "Ann"}
    assert 40 in result.party("Ann").cards
    assert result.dead == ()


def test_a_leftover_table_placing_only_some_names_the_rest() -> None:
    ann = [c for c in ANN if c not in (40, 42)]
    with pytest.raises(SheetError) as error:
        score_data(sheet(ann=ann, end="40 42", leftover={"Ann": "40"}))
    assert codes(error) == ["leftover-unplaced"]
    assert "42 Wisteria chaff" in str(error.value) and "40 Cuckoo" not in str(error.value)


def test_missing_cards_are_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(cy=[]))
    assert "missing-cards" in codes(error)


def test_stopped_by_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(stopped_by="Ann"))
    assert "foreign-key" in codes(error)


def test_wild_captured_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(wild_captured="9a"))
    assert "foreign-key" in codes(error)


def test_crane_after_storm_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(crane_after_storm=True))
    assert "foreign-key" in codes(error)


def test_unknown_house_rule_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(house={"carryover": False}))
    assert "unknown-house-rule" in codes(error)
    assert "carry_over" in str(error.value)


# --- samples and the command line -----------------------------------------------------------

EXPECTED = {
    "kyurei-plain.toml": ({"Ann": 0, "Bo": -85, "Cy": 85}, 1, [], "Cy"),
    "kyurei-multiplier.toml": ({"Ann": -20, "Bo": 80, "Cy": -60}, 4, [2, 2], "Bo"),
    "kyurei-carried.toml": ({"Ann": -10, "Bo": 40, "Cy": -30}, 2, [4, 2], "Bo"),
    "kyurei-four-players.toml": ({"Ann": 0, "Bo": 0, "Cy": -85, "Di": 85}, 1, [], "Di"),
    "kyurei-counted.toml": ({"Ann": -20, "Bo": 80, "Cy": -60}, 4, [2, 2], "Bo"),
}


def test_every_kyurei_sample_is_covered() -> None:
    assert {p.name for p in SAMPLES.glob("kyurei-*.toml")} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sample_scores_as_worked_out_in_its_comments(name: str) -> None:
    expected_scores, multiplier, carry_over, winner = EXPECTED[name]
    result = score((SAMPLES / name).read_text())
    assert result.scores() == expected_scores
    assert (result.multiplier, list(result.carried), result.winner) == (multiplier, carry_over, winner)
    assert result.warnings == ()


def test_cli_score_json_matches_the_contract(cli_json: Any) -> None:
    status, data = cli_json("score", str(SAMPLES / "kyurei-multiplier.toml"))
    assert status == 0
    assert list(data) == RESULT_KEYS
    assert data["game"] == "kyu-rei-hana"
    assert data["multiplier"] == 4 and data["carry_over"] == [2, 2]
    assert data["stopped_by"] is None
    assert [p["name"] for p in data["parties"]] == ["Ann", "Bo", "Cy"]
    bo = data["parties"][1]
    assert list(bo) == PARTY_KEYS
    assert bo["members"] == ["Bo"] and bo["active"] is True
    assert bo["cards"] == ["11", "13", "21", "23", "31", "33", "41", "43", "51", "53", "71", "73", "80", "82"]
    assert bo["yaku"] == [
        {"id": "small-three", "name": "Small Three", "points": 20},
        {"id": "grass", "name": "Grass", "points": 20},
    ]
    assert (bo["card_points"], bo["yaku_points"], bo["score"]) == (50, 40, 80)
    assert (data["winner"], data["next_dealer"]) == ("Bo", "Bo")


def test_cli_score_error_exits_2_with_json_errors(cli_json: Any, tmp_path: Any) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(
        'game = "kyurei"\nplayers = ["A", "B", "C"]\n[captured]\nA = "rest"\nB = ""\nC = ""\n[field]\nstart = "10 11 12 13 22 32"\n'
    )
    status, data = cli_json("score", str(path))
    assert status == 2
    assert [e["code"] for e in data["errors"]] == ["misdeal"]


def test_cli_rules_shows_the_formula_and_notes(cli: Any) -> None:
    result = cli("rules", "kyurei")
    assert result.exit_code == 0
    assert "90) x field multiplier" in result.stdout
    assert "warbler_deer_double" in result.stdout and "carry_over" in result.stdout
    assert "Rain Man or Phoenix" in result.stdout


# --- independent hand-worked cases, through the real commands ---


@pytest.mark.parametrize("value", ["true", "2.0", '"2"'])
def test_a_kyu_rei_multiplier_must_be_a_whole_number(cli_json: Callable[..., Any], value: str) -> None:
    """RULES 5: a sheet may state ``multiplier``, the carried-over multiplier (x2 or x4): a
    boolean or a float is a mistake to report, not a number to guess."""
    text = f'game = "kyurei"\nplayers = ["A", "B", "C"]\nmultiplier = {value}\n[captured]\nA = "10 12"\nB = "20 22"\nC = "rest"\n'
    code, data = cli_json("score", "-", input=text)
    assert code == 2 and data["errors"][0]["where"] == "multiplier"


KYUREI_PILES = {
    "B": {10, 30, 80, 11, 21, 31, 12, 13, 32, 33, 82, 83},
    "C": {61, 91, 101, 62, 63, 92, 93, 102, 103, 41, 51, 71, 42, 43, 52, 53},
}


def kyurei_sheet(first: str, second: str, third: str, start: str, **keys: Any) -> str:
    captured = {first: KYUREI_PILES["B"], second: KYUREI_PILES["C"]}
    text = toml_sheet(captured, **keys).replace("[field]", f'"{third}" = "rest"\n[field]')
    return text + f'start = "{start}"\n'


def test_kyu_rei_several_multipliers_apply_the_largest_and_queue_the_rest_quadruples_first(
    cli_json: Callable[..., Any],
) -> None:
    """RULES 5: the largest applies now and the others are carried over, quadruples first."""
    text = kyurei_sheet("A", "B", "C", "110 120 10 30 22 23", game="kyurei", players=["A", "B", "C"])
    code, data = cli_json("score", "-", input=text)
    assert code == 0, data
    # A: (75 + 2x50 - 40 - 90) x 4; B: (30 + 2x40 - 50 - 90) x 4; C: (165 - 90 - 90) x 4.
    assert scores_of(data) == {"A": 180, "B": -120, "C": -60}
    assert (data["multiplier"], data["carry_over"]) == (4, [4, 2, 2])
    assert [p["card_points"] for p in data["parties"]] == [75, 30, 165]


def test_kyu_rei_ledger_queues_a_new_batch_behind_the_carried_one_and_passes_the_deal(
    cli_json: Callable[..., Any],
) -> None:
    """RULES 5 and 8: a round on a carried multiplier queues its own behind the queue, each
    batch sorted x4 first; a sitting-out scheduled dealer passes the deal on (RULES 2)."""
    start_game(cli_json, "kyurei", ["A", "B", "C", "D"], "--rounds", "3")
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
    data = current_standings(cli_json)
    assert data["next_dealer"] == "A"  # scheduled (the winner), before any pass-on
    assert data["carry_over"] == [2, 2, 4, 2]
    assert [p["total"] for p in data["parties"]] == [180, 180, -240, -120]
    assert data["leaders"] == ["A", "B"] and data["winner"] is None
