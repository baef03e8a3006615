"""Matsu-Kiri-Bozu, RULES.md section 6 (and the section 2 rules it uses), pinned by hand-worked cases."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hanascore.core.errors import SheetError
from hanascore.games import find_game
from tests.conftest import PARTY_KEYS, RESULT_KEYS, SAMPLES, score, score_data, scores_of
from tests.reference_scorer import toml_sheet

MKB = find_game("mkb")

# A played-out round without dekiyaku (samples/matsu-kiri-bozu-tie.toml): 252 points each.
#   Ann: Crane 100 + Moon 100 + Geese, Boar, Butterflies, Cuckoo 40 + two ribbons 10 + two chaff 2
TIE_ANN = [10, 11, 80, 81, 70, 72, 60, 61, 40, 42]


def sheet(ann: Any = TIE_ANN, bo: Any = "rest", *, end: str = "", **extra: Any) -> dict[str, Any]:
    return {
        "game": "matsu-kiri-bozu",
        "players": ["Ann", "Bo"],
        "captured": {"Ann": ann, "Bo": bo},
        "field": {"end": end},
    } | extra


def codes(error: pytest.ExceptionInfo[SheetError]) -> list[str]:
    return [p.code for p in error.value.problems]


# --- the deck -------------------------------------------------------------------------------


def test_deck_is_48_cards_worth_504() -> None:
    assert len(MKB.deck) == 48
    assert MKB.deck_total == 504


@pytest.mark.parametrize(
    ("cards", "value"),
    [
        ((10, 80, 120), 100),
        ((30, 110), 20),
        ((20, 40, 50, 60, 70, 81, 90, 100, 111), 10),
        ((11, 21, 31, 41, 51, 61, 71, 91, 101, 112), 5),
        ((12, 13, 113, 121, 122, 123), 1),
    ],
)
def test_card_values(cards: tuple[int, ...], value: int) -> None:
    assert [MKB.values[c] for c in cards] == [value] * len(cards)


def test_the_crane_moon_and_phoenix_are_the_wild_cards() -> None:
    assert frozenset({10, 80, 120}) == MKB.wild_cards


def test_every_dekiyaku_stops_the_round() -> None:
    assert [y.id for y in MKB.yaku] == [
        "five-brights",
        "one-two-three",
        "blue-ribbons",
        "poetry-ribbons",
        "botankiri",
        "ganbo",
    ]
    assert all(y.stops_round for y in MKB.yaku)


# --- stopped rounds -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("yaku_id", "cards", "points"),
    [
        ("five-brights", (10, 30, 80, 110, 120), 100),
        ("one-two-three", (10, 20, 30), 50),
        ("blue-ribbons", (61, 91, 101), 50),
        ("poetry-ribbons", (11, 21, 31), 40),
        ("botankiri", (40, 50, 60), 50),
        ("ganbo", (70, 100, 81), 50),
    ],
)
def test_the_stopper_is_paid_its_dekiyaku_by_the_opponent(yaku_id: str, cards: tuple[int, ...], points: int) -> None:
    result = score_data(sheet(ann=[42, 43], bo=list(cards), stopped_by="Bo"))
    bo = result.party("Bo")
    assert [(y.id, y.points) for y in bo.yaku] == [(yaku_id, points)]
    assert result.scores() == {"Ann": -points, "Bo": points}
    assert result.stopped_by == "Bo"
    assert result.winner == "Bo" and result.next_dealer == "Bo"


def test_stopped_sample_pays_both_dekiyaku_of_one_capture() -> None:
    result = score((SAMPLES / "matsu-kiri-bozu-stopped.toml").read_text())
    # One Two Three 50 + Poetry Ribbons 40 = 90
    assert result.scores() == {"Ann": -90, "Bo": 90}
    assert [y.id for y in result.party("Bo").yaku] == ["one-two-three", "poetry-ribbons"]
    assert result.party("Bo").yaku_points == 90
    assert result.party("Bo").formula == "dekiyaku One Two Three 50 + Poetry Ribbons 40 = 90"
    assert result.party("Ann").formula == "pays Bo's dekiyaku: -90"
    # the field when the round stopped goes to nobody
    assert result.dead == (50, 71, 92, 111)


def test_dekiyaku_payout_max_pays_only_the_largest() -> None:
    data = sheet(
        ann="40 42 61 62 100 102",
        bo="10 11 12 13 20 21 22 23 30 31",
        stopped_by="Bo",
        house={"dekiyaku_payout": "max"},
    )
    result = score_data(data)
    assert result.scores() == {"Ann": -50, "Bo": 50}
    assert [y.id for y in result.party("Bo").yaku] == ["one-two-three"]


def test_five_brights_with_one_two_three_sum_150_max_100() -> None:
    bo = [10, 20, 30, 80, 110, 120]
    assert score_data(sheet(ann=[], bo=bo, stopped_by="Bo")).scores() == {"Ann": -150, "Bo": 150}
    result = score_data(sheet(ann=[], bo=bo, stopped_by="Bo", house={"dekiyaku_payout": "max"}))
    assert result.scores() == {"Ann": -100, "Bo": 100}
    assert [y.id for y in result.party("Bo").yaku] == ["five-brights"]


def test_bad_dekiyaku_payout_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(house={"dekiyaku_payout": "all"}))
    assert "bad-house-rule" in codes(error)


def test_card_points_are_reported_in_a_stopped_round() -> None:
    result = score((SAMPLES / "matsu-kiri-bozu-stopped.toml").read_text())
    # Bo: Crane 100, Curtain 20, Warbler 10, three poetry ribbons 15, four chaff 4 = 149
    # Ann: Cuckoo 10, Deer 10, Peony ribbon 5, three chaff 3 = 28
    assert result.party("Bo").card_points == 149
    assert result.party("Ann").card_points == 28


def test_a_stopped_round_needs_no_complete_deck_and_no_end_field() -> None:
    result = score_data(
        {"game": "mkb", "players": ["Ann", "Bo"], "stopped_by": "Ann", "captured": {"Ann": "61 91 101", "Bo": ""}}
    )
    assert result.scores() == {"Ann": 50, "Bo": -50}
    assert result.dead == ()


def test_stopper_without_dekiyaku_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(ann="61 91 62 92", bo="", stopped_by="Ann"))
    assert codes(error) == ["stopper-without-yaku"]
    assert error.value.problems[0].where == "captured.Ann"


def test_opponent_holding_a_dekiyaku_in_a_stopped_round_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(ann="61 91 101", bo="70 81 100", stopped_by="Ann"))
    assert codes(error) == ["stopping-yaku-not-stopper"]
    assert "Boar, Deer, Geese" in str(error.value)


def test_stopped_by_must_name_a_player() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(ann="61 91 101", bo="", stopped_by="Cy"))
    assert "unknown-player" in codes(error)


# --- played-out rounds ----------------------------------------------------------------------


def test_played_out_higher_card_total_wins_the_difference() -> None:
    result = score((SAMPLES / "matsu-kiri-bozu-played-out.toml").read_text())
    ann, bo = result.parties
    # Ann: 100 + 100 + 20 + 3 x 10 + 3 x 5 + 7 x 1 = 272;  Bo: 504 - 272 - 6 dead = 226
    assert (ann.card_points, bo.card_points) == (272, 226)
    assert result.scores() == {"Ann": 46, "Bo": -46}
    assert ann.formula == "cards 2x100 + 1x20 + 3x10 + 3x5 + 7x1 = 272, - opponent's cards 226 = 46"
    assert result.winner == "Ann" and result.next_dealer == "Ann"
    assert ann.yaku == () and bo.yaku == ()
    assert result.stopped_by is None


def test_cards_a_wild_capture_left_on_the_field_are_dead() -> None:
    result = score((SAMPLES / "matsu-kiri-bozu-played-out.toml").read_text())
    assert result.dead == (11, 53)
    assert result.leftover == {}
    assert sum(p.card_points for p in result.parties) == 504 - 6


def test_a_leftover_table_places_end_field_cards() -> None:
    data = sheet(
        ann="10 52 80 82 21 22 61 62 40 42 70 72 90 92 110 112",
        end="11 53",
        leftover={"Ann": "11"},
    )
    result = score_data(data)
    # Ann 272 + 5 = 277, Bo 226: +51 / -51; only the Iris chaff is dead
    assert result.scores() == {"Ann": 51, "Bo": -51}
    assert result.dead == (53,)
    assert result.leftover == {11: "Ann"}


def test_leftover_cards_do_not_form_a_dekiyaku() -> None:
    # Ann's captures hold 21 and 31; the Pine ribbon reaches her only through the leftover
    # table after play, so no Poetry Ribbons: the round is paid by card points.
    data = sheet(ann="10 52 80 82 21 22 31 32 40 42 70 72 91 92 110 112", end="11 53", leftover={"Ann": "11"})
    result = score_data(data)
    assert result.party("Ann").yaku == ()
    # 100 + 100 + 20 + 2 x 10 + 4 ribbons 20 + 7 chaff 7 = 267, + the Pine ribbon 5 = 272
    assert result.party("Ann").card_points == 272
    assert result.scores() == {"Ann": 272 - 231, "Bo": 231 - 272}


def test_a_stopped_round_pays_the_dekiyaku_of_the_captures_not_of_the_leftovers() -> None:
    # RULES.md section 6: dekiyaku are looked for in the captured piles, stopped rounds too.
    # The Maple ribbon reaches Ann only through the leftover table: her captures form Poetry
    # Ribbons (40), not Blue Ribbons (61 91 101: 50 more).
    data = sheet(
        ann="11 21 31 61 91 12 22 32 62 92", bo="13 23", end="101 102", leftover={"Ann": "101"}, stopped_by="Ann"
    )
    result = score_data(data)
    assert [y.name for y in result.party("Ann").yaku] == ["Poetry Ribbons"]
    assert result.scores() == {"Ann": 40, "Bo": -40}


def test_tie_pays_nothing_and_the_dealer_keeps_the_deal() -> None:
    result = score((SAMPLES / "matsu-kiri-bozu-tie.toml").read_text())
    assert {p.name: p.card_points for p in result.parties} == {"Ann": 252, "Bo": 252}
    assert result.scores() == {"Ann": 0, "Bo": 0}
    assert result.winner == "Bo" and result.next_dealer == "Bo"


def test_tie_with_the_first_player_dealing() -> None:
    result = score_data(sheet())
    assert result.scores() == {"Ann": 0, "Bo": 0}
    assert result.winner == "Ann"


def test_a_dekiyaku_in_a_played_out_round_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(ann="10 12 20 22 30 32", bo="rest"))
    # Bo's rest also holds Blue Ribbons, Botankiri and Ganbo: each pile is named.
    assert set(codes(error)) == {"stopping-yaku-not-stopped"}
    text = str(error.value)
    assert "One Two Three" in text and "stopped_by" in text
    assert {p.where for p in error.value.problems} == {"captured.Ann", "captured.Bo"}


def test_played_out_round_must_place_every_card() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(bo=[12, 13]))
    assert "missing-cards" in codes(error)


def test_payments_sum_to_zero() -> None:
    for name in ("stopped", "played-out", "tie"):
        result = score((SAMPLES / f"matsu-kiri-bozu-{name}.toml").read_text())
        assert sum(result.scores().values()) == 0, name


# --- deal and players -----------------------------------------------------------------------


def test_four_of_a_month_on_the_starting_field_is_a_misdeal() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(field={"start": "90 91 92 93 12 22 32 42", "end": ""}))
    assert "misdeal" in codes(error)


def test_starting_field_holds_eight_cards() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(field={"start": "12 22 32 42 52 62", "end": ""}))
    assert "bad-deal" in codes(error)
    assert score_data(sheet(field={"start": "12 22 32 42 52 62 72 82", "end": ""})).scores() == {"Ann": 0, "Bo": 0}


def test_two_players_only() -> None:
    with pytest.raises(SheetError) as error:
        score_data({"game": "mkb", "players": ["A", "B", "C"], "captured": {"A": "rest", "B": "", "C": ""}})
    assert "player-count" in codes(error)


def test_crane_after_storm_is_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score_data(sheet(crane_after_storm=False))
    assert "foreign-key" in codes(error)


def test_wild_captured_belongs_to_other_games() -> None:
    # Every capture of a wild card is paid by its pile: there is no leftover rule to steer.
    with pytest.raises(SheetError, match="belongs to Mushi and Sakura") as error:
        score_data(sheet(wild_captured="52"))
    assert codes(error) == ["foreign-key"]


def test_parity_hint_allows_two_odd_months_per_wild_card() -> None:
    # Ann's wild Crane took an Iris chaff: Pine and Iris are odd, explained by the Crane.
    result = score((SAMPLES / "matsu-kiri-bozu-played-out.toml").read_text())
    assert result.warnings == ()


# --- samples and the command line -----------------------------------------------------------

EXPECTED = {
    "matsu-kiri-bozu-stopped.toml": ({"Ann": -90, "Bo": 90}, "Bo", ["50", "71", "92", "111"]),
    "matsu-kiri-bozu-played-out.toml": ({"Ann": 46, "Bo": -46}, "Ann", ["11", "53"]),
    "matsu-kiri-bozu-tie.toml": ({"Ann": 0, "Bo": 0}, "Bo", []),
}


def test_every_matsu_kiri_bozu_sample_is_covered() -> None:
    assert {p.name for p in SAMPLES.glob("matsu-kiri-bozu-*.toml")} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sample_scores_as_worked_out_in_its_comments(name: str) -> None:
    expected_scores, winner, dead = EXPECTED[name]
    result = score((SAMPLES / name).read_text())
    assert result.scores() == expected_scores
    assert (result.winner, result.next_dealer, [str(c) for c in result.dead]) == (winner, winner, dead)
    assert result.warnings == ()


def test_cli_score_json_matches_the_contract(cli_json: Any) -> None:
    status, data = cli_json("score", str(SAMPLES / "matsu-kiri-bozu-stopped.toml"))
    assert status == 0
    assert list(data) == RESULT_KEYS
    assert (data["game"], data["multiplier"], data["stopped_by"]) == ("matsu-kiri-bozu", 1, "Bo")
    ann, bo = data["parties"]
    assert list(bo) == PARTY_KEYS
    assert bo["cards"] == ["10", "11", "12", "13", "20", "21", "22", "23", "30", "31"]
    assert bo["yaku"] == [
        {"id": "one-two-three", "name": "One Two Three", "points": 50},
        {"id": "poetry-ribbons", "name": "Poetry Ribbons", "points": 40},
    ]
    assert (bo["card_points"], bo["yaku_points"], bo["score"]) == (149, 90, 90)
    assert (ann["card_points"], ann["yaku"], ann["score"]) == (28, [], -90)
    assert (data["winner"], data["next_dealer"]) == ("Bo", "Bo")
    assert data["dead"] == ["50", "71", "92", "111"]
    assert (data["leftover"], data["carry_over"], data["warnings"]) == ({}, [], [])


def test_cli_quick_sheet_stopped_round(cli_json: Any) -> None:
    text = "game: mkb\nplayers: Ann, Bo\nstopped by: Ann\nAnn: boar deer geese 7c 10c 8c\nBo: 2c 2c\n"
    status, data = cli_json("score", "-", input=text)
    assert status == 0
    assert [p["score"] for p in data["parties"]] == [50, -50]
    assert data["stopped_by"] == "Ann"


def test_cli_rules_shows_the_formula_and_notes(cli: Any) -> None:
    result = cli("rules", "mkb")
    assert result.exit_code == 0
    assert "difference of card points" in result.stdout
    assert "dekiyaku_payout" in result.stdout
    assert "stops the round" in result.stdout


# --- independent hand-worked cases, through the real commands ---


MKB_TIE = {"Ann": {10, 11, 80, 81, 70, 72, 60, 61, 40, 42}}


def mkb_tie_sheet(**keys: Any) -> str:
    return toml_sheet({"Ann": MKB_TIE["Ann"]}, **keys).replace("[field]", 'Bo = "rest"\n[field]')


def test_mkb_stopped_round_pays_sum_or_max_and_reports_card_points(cli_json: Callable[..., Any]) -> None:
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
