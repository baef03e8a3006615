"""Koi-Koi, RULES.md section 9, pinned by hand-worked cases (the section's worked examples
9.8 A-E first, then each rule of 9.1-9.7 and every consistency check)."""

from __future__ import annotations

from typing import Any

import pytest

from hanascore.core.errors import SheetError
from hanascore.core.result import RoundResult
from hanascore.games import find_game
from tests.conftest import score_data

KOI = find_game("koi-koi")

# Worked example A (RULES.md 9.8): Ann stops with Three Brights 6, Flower and Moon Viewing 5
# each; Bo holds Ribbons (11 21 41 51 71: five ribbons, 1) after one koi-koi call.
A_ANN = "10 12 20 22 30 32 80 82 90 92"
A_BO = "11 13 21 23 41 43 51 53 71 73"
A_END = "33 62 72 83 102 122"


def sheet(
    ann: Any = A_ANN, bo: Any = A_BO, *, end: Any = A_END, house: dict[str, Any] | None = None, **facts: Any
) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "koi-koi", "players": ["Ann", "Bo"], **facts, "captured": {"Ann": ann, "Bo": bo}}
    if end is not None:
        data["field"] = {"end": end}
    if house:
        data["house"] = house
    return data


def stopped(**extra: Any) -> dict[str, Any]:
    """Example A's sheet: Ann stops, Bo called once."""
    return sheet(stopped_by="Ann", koi={"Bo": 1}, **extra)


def scores(result: RoundResult) -> dict[str, int]:
    return result.scores()


def paid(result: RoundResult, name: str = "Ann") -> dict[str, int]:
    return {y.id: y.points for y in result.party(name).yaku}


def problems(data: dict[str, Any]) -> list[tuple[str, str | None]]:
    with pytest.raises(SheetError) as error:
        score_data(data)
    return [(str(p.code), p.where) for p in error.value.problems]


# --- 9.8 A: shoubu, the 7-point doubling and an opponent's koi-koi ----------------------------


def test_example_a_shoubu_doubled_twice() -> None:
    result = score_data(stopped())
    assert paid(result) == {"three-brights": 6, "flower-viewing": 5, "moon-viewing": 5}
    # base 16 >= 7: x2; Bo called koi-koi: x2; 16 x 4 = 64.  Bo's Ribbons are not paid.
    assert result.multiplier == 4
    assert scores(result) == {"Ann": 64, "Bo": 0}
    assert result.party("Bo").yaku == ()
    assert (result.winner, result.next_dealer, result.stopped_by) == ("Ann", "Ann", "Ann")
    assert result.extras["outcome"] == "shoubu"
    assert result.dead == (33, 62, 72, 83, 102, 122)


def test_example_a_cards_place_with_unplayed_rest() -> None:
    # piles 20, end field 6, unplayed 22: every card placed once.
    result = score_data(stopped(unplayed="rest"))
    assert scores(result) == {"Ann": 64, "Bo": 0}


def test_example_a_json_through_the_command(cli_json: Any, tmp_path: Any) -> None:
    path = tmp_path / "a.toml"
    path.write_text(
        'game = "koi-koi"\nplayers = ["Ann", "Bo"]\ndealer = "Ann"\nstopped_by = "Ann"\nkoi = { Bo = 1 }\n\n'
        f'[captured]\nAnn = "{A_ANN}"\nBo = "{A_BO}"\n\n[field]\nend = "{A_END}"\n',
        encoding="utf-8",
    )
    status, data = cli_json("score", str(path))
    assert status == 0, data
    assert data["game"] == "koi-koi" and data["outcome"] == "shoubu" and data["multiplier"] == 4
    ann, bo = data["parties"]
    assert ann["yaku_points"] == 16 and ann["score"] == 64 and ann["card_points"] == 0
    assert ann["teyaku"] == [] and ann["teyaku_points"] == 0
    assert bo["yaku"] == [] and bo["score"] == 0
    assert data["dead"] == ["33", "62", "72", "83", "102", "122"] and data["leftover"] == {}


# --- 9.8 B: the same piles under other house rules --------------------------------------------


def test_example_b_nintendo_no_bonus_zero_sum() -> None:
    house = {"bright_values": "nintendo", "koi_bonus": "none", "zero_sum": True}
    result = score_data(stopped(house=house))
    # 5 + 5 + 5 = 15 >= 7: x2 = 30; the opponent pays it.
    assert paid(result)["three-brights"] == 5
    assert scores(result) == {"Ann": 30, "Bo": -30}
    assert result.multiplier == 2


def test_example_b_viewing_off() -> None:
    result = score_data(stopped(house={"viewing": "off"}))
    # Three Brights 6 < 7: no doubling; x2 for Bo's call: 12.
    assert scores(result) == {"Ann": 12, "Bo": 0}
    assert result.multiplier == 2


# --- 9.8 C: counted yaku, grouped and stacked ------------------------------------------------

# All nine animals and all ten ribbons, each with a card of its month (3 chaff and the cup).
C_ANN = "11 12 20 21 31 32 40 41 50 51 60 61 70 71 81 82 90 91 100 101 111 112"
# No yaku: 1 bright, 3 chaff.
C_BO = "10 13 22 23"
# Four animals with the Boar, Deer and Butterflies; five ribbons with the Poetry set; 9 chaff.
C2_ANN = "11 12 21 23 31 32 41 42 51 52 20 22 60 62 70 72 100 102"
C2_BO = "10 13 33 43"


def test_example_c_grouped() -> None:
    result = score_data(sheet(C_ANN, C_BO, end="", stopped_by="Ann"))
    # Boar-Deer-Butterflies 5 + (9 - 3) = 11; Poetry and Blue Ribbons 10 + (10 - 6) = 14; 25 x 2.
    assert paid(result) == {"boar-deer-butterflies": 11, "poetry-and-blue-ribbons": 14}
    assert scores(result) == {"Ann": 50, "Bo": 0}


def test_example_c_stacked_without_doubling() -> None:
    house = {"yaku_style": "stacked", "seven_doubles": False}
    result = score_data(sheet(C_ANN, C_BO, end="", stopped_by="Ann", house=house))
    # Boar-Deer-Butterflies 5 + Animals 9 - 4 = 5; Poetry 5 + Blue 5 + Ribbons 10 - 4 = 6: 26.
    assert paid(result) == {
        "boar-deer-butterflies": 5,
        "animals": 5,
        "poetry-ribbons": 5,
        "blue-ribbons": 5,
        "ribbons": 6,
    }
    assert scores(result) == {"Ann": 26, "Bo": 0}


def test_example_c_small_sets_grouped_and_stacked() -> None:
    grouped = score_data(sheet(C2_ANN, C2_BO, end="", stopped_by="Ann"))
    # Boar-Deer-Butterflies 5 + 1 = 6, Poetry Ribbons 5 + 2 = 7: 13 x 2.
    assert paid(grouped) == {"boar-deer-butterflies": 6, "poetry-ribbons": 7}
    assert scores(grouped)["Ann"] == 26
    stacked = score_data(sheet(C2_ANN, C2_BO, end="", stopped_by="Ann", house={"yaku_style": "stacked"}))
    # 5 + Poetry 5 + Ribbons 5 - 4 = 1 (four animals: no Animals): 11 x 2.
    assert paid(stacked) == {"boar-deer-butterflies": 5, "poetry-ribbons": 5, "ribbons": 1}
    assert scores(stacked)["Ann"] == 22


# --- 9.8 D: exhaustive draw -----------------------------------------------------------------

# Ann: Poetry Ribbons with a fourth ribbon (5 + 1), 4 animals, 6 chaff: 14 cards.
D_ANN = "11 12 21 22 31 32 41 42 40 50 60 81 52 53"
# Bo: 2 brights, 2 animals, 4 ribbons (no set), 6 chaff: no yaku.
D_BO = "10 13 30 33 20 23 70 73 51 61 71 91 92 93"
D_END = "43 62 63 72 80 82 83 90 100 101 102 103"


def drawn(**extra: Any) -> dict[str, Any]:
    data = sheet(D_ANN, D_BO, end=D_END, koi={"Ann": 1}, **extra)
    return data | {"dealer": "Bo"}


def test_example_d_exhaustive_draw_defaults() -> None:
    result = score_data(drawn(unplayed="rest"))
    # Nobody is paid, Ann's Poetry Ribbons after her call included; Bo (all tied) deals again.
    assert scores(result) == {"Ann": 0, "Bo": 0}
    assert (result.winner, result.next_dealer, result.stopped_by) == ("Bo", "Bo", None)
    assert result.extras["outcome"] == "exhaustive-draw"
    assert result.party("Ann").yaku == () and result.multiplier == 1


def test_example_d_dealers_privilege_passes() -> None:
    result = score_data(drawn(house={"oya_ken": 6, "zero_sum": True, "draw_deal": "passes"}))
    assert scores(result) == {"Ann": -6, "Bo": 6}
    assert (result.winner, result.next_dealer) == ("Bo", "Ann")


def test_exhaustive_draw_needs_forty_cards_placed() -> None:
    # One card fewer on the end field: 39 in the piles and on the field.
    data = drawn()
    data["field"]["end"] = D_END.removesuffix(" 103")
    assert ("missing-cards", "captured") in problems(data)


def test_exhaustive_draw_unplayed_must_hold_the_other_eight() -> None:
    data = drawn(unplayed="110 111 112 113 120 121 122")
    assert ("missing-cards", "unplayed") in problems(data)


# --- 9.8 E: lucky hands ---------------------------------------------------------------------


def lucky(shown: dict[str, str], **extra: Any) -> dict[str, Any]:
    return sheet("", "", end=None, teyaku=shown, **extra)


def test_example_e_teshi_four_cards() -> None:
    result = score_data(lucky({"Bo": "40 41 42 43"}))
    assert scores(result) == {"Ann": 0, "Bo": 6}
    assert (result.winner, result.next_dealer) == ("Bo", "Bo")
    assert result.extras["outcome"] == "lucky-hand"
    assert result.party("Bo").extras["teyaku"] == [{"id": "teshi", "name": "Four of a Kind", "points": 6}]
    assert result.party("Bo").extras["teyaku_points"] == 6
    assert result.party("Bo").yaku == () and result.multiplier == 1


def test_example_e_teshi_found_in_the_whole_hand() -> None:
    result = score_data(lucky({"Bo": "40 41 42 43 50 51 60 70"}))  # 4 + 2 + 1 + 1
    assert scores(result) == {"Ann": 0, "Bo": 6}


def test_example_e_both_stacked_zero_sum() -> None:
    house = {"lucky_hands_stack": True, "zero_sum": True}
    result = score_data(lucky({"Bo": "20 21 22 23 40 41 50 51"}, house=house))  # 4 + 2 + 2
    assert scores(result) == {"Ann": -12, "Bo": 12}
    assert [t["id"] for t in result.party("Bo").extras["teyaku"]] == ["teshi", "kuttsuki"]


def test_both_lucky_hands_not_stacked_pay_six() -> None:
    result = score_data(lucky({"Bo": "20 21 22 23 40 41 50 51"}))
    assert scores(result) == {"Ann": 0, "Bo": 6}


def test_example_e_both_players_draw() -> None:
    result = score_data(lucky({"Ann": "teshi 10 11 12 13", "Bo": "20 21 30 31 40 41 50 51"}))
    assert scores(result) == {"Ann": 0, "Bo": 0}
    assert (result.winner, result.next_dealer) == ("Ann", "Ann")
    assert result.extras["outcome"] == "lucky-hands-draw"
    assert all(p.extras["teyaku"] == [] for p in result.parties)


def test_lucky_hand_ids_in_english_and_japanese() -> None:
    for word in ("teshi", "four-of-a-kind", "手四"):
        assert scores(score_data(lucky({"Bo": f"{word} 40 41 42 43"}))) == {"Ann": 0, "Bo": 6}
    assert scores(score_data(lucky({"Bo": "喰付 20 21 30 31 40 41 50 51"}))) == {"Ann": 0, "Bo": 6}


def test_lucky_hand_errors() -> None:
    assert ("bad-teyaku", "teyaku.Bo") in problems(lucky({"Bo": "40 41 42 50"}))  # forms none
    assert ("bad-teyaku", "teyaku.Bo") in problems(lucky({"Bo": "40 41 42 43 50 52"}))  # 6 cards
    # kuttsuki named, the cards are 4 + 2 + 1 + 1: teshi only.
    assert ("bad-teyaku", "teyaku.Bo") in problems(lucky({"Bo": "kuttsuki 40 41 42 43 50 51 60 70"}))
    # A shown card on the field as dealt.
    data = lucky({"Bo": "40 41 42 43"}) | {"field": {"start": "10 20 30 43 52 62 72 82"}}
    assert ("bad-teyaku", "teyaku.Bo") in problems(data)
    # A card shown by both players.
    assert ("duplicate-card", "teyaku.Bo") in problems(lucky({"Ann": "40 41 42 43", "Bo": "40 50 51 52 53 60 61 70"}))
    # Koi-koi calls and a shoubu: nobody played.
    assert ("bad-call", "koi") in problems(lucky({"Bo": "40 41 42 43"}, koi={"Bo": 0}))
    assert ("bad-call", "stopped_by") in problems(lucky({"Bo": "40 41 42 43"}, stopped_by="Bo"))
    # The piles are empty.
    data = lucky({"Bo": "40 41 42 43"})
    data["captured"]["Ann"] = "10 11"
    assert ("inactive-pile", "captured.Ann") in problems(data)


def test_a_lucky_hand_named_but_not_shown_asks_for_its_cards() -> None:
    with pytest.raises(SheetError) as raised:
        score_data(lucky({"Bo": "teshi"}))
    [problem] = raised.value.problems
    assert (problem.code, problem.where) == ("bad-teyaku", "teyaku.Bo")
    assert "Bo names teshi but shows no card" in problem.message and "(Bo=teshi 40 41 42 43)" in problem.message
    assert "tap the cards shown" in problem.say("en", "page")


def test_lucky_hand_field_is_the_dealt_one() -> None:
    start = "10 20 30 44".replace(" 44", " 52") + " 62 72 82 92"
    ok = score_data(lucky({"Bo": "40 41 42 43"}) | {"field": {"start": start}})
    assert ok.dead == (10, 20, 30, 52, 62, 72, 82, 92)
    moved = lucky({"Bo": "40 41 42 43"}) | {"field": {"start": start, "end": "10 20 30 52 62 72 82 93"}}
    assert ("bad-fact", "field.end") in problems(moved)
    full = lucky({"Bo": "40 41 42 43"}, unplayed="rest") | {"field": {"start": start}}
    assert scores(score_data(full)) == {"Ann": 0, "Bo": 6}


def test_lucky_hands_as_misdeal() -> None:
    assert ("misdeal", "teyaku") in problems(lucky({"Bo": "40 41 42 43"}, house={"lucky_hands": "misdeal"}))


# --- rules and cards ------------------------------------------------------------------------

YAKU_NAMES = {
    "five-brights": "五光",
    "four-brights": "四光",
    "rainy-four-brights": "雨四光",
    "three-brights": "三光",
    "boar-deer-butterflies": "猪鹿蝶",
    "animals": "タネ",
    "poetry-and-blue-ribbons": "赤短・青短の重複",
    "poetry-ribbons": "赤短",
    "blue-ribbons": "青短",
    "ribbons": "短冊",
    "flower-viewing": "花見酒",
    "moon-viewing": "月見酒",
    "cards-of-the-month": "月札",
    "chaff": "カス",
}
HOUSE_DEFAULTS = {
    "bright_values": "common",
    "yaku_style": "grouped",
    "sake_cup": "both",
    "viewing": "on",
    "cards_of_the_month": True,
    "seven_doubles": True,
    "koi_bonus": "opponent",
    "zero_sum": False,
    "oya_ken": 0,
    "draw_deal": "stays",
    "lucky_hands": "score",
    "lucky_hands_stack": False,
    "four_pairs_misdeal": True,
}


def test_rules_lists_every_yaku_in_english_and_japanese_and_the_house_rules(cli_json: Any, cli: Any) -> None:
    status, data = cli_json("rules", "koi-koi")
    assert status == 0
    assert {y["id"]: y["japanese"] for y in data["yaku"]} == YAKU_NAMES
    assert {h["name"]: h["default"] for h in data["house"]} == HOUSE_DEFAULTS
    assert data["deck_total"] == 0 and set(data["aliases"]) == {"koikoi", "koi", "こいこい"}
    shown = cli("rules", "koikoi")
    assert shown.exit_code == 0 and "Rainy Four Brights" in shown.stdout and "koi_bonus" in shown.stdout


def test_cards_of_the_koi_koi_deck(cli_json: Any) -> None:
    status, cards = cli_json("cards", "--game", "koi-koi")
    assert status == 0
    assert len(cards) == 48 and {c["value"] for c in cards} == {0}


def test_lucky_hand_words_misspelt_or_doubled() -> None:
    found = problems(lucky({"Bo": "teshii 40 41 42 43"}))
    assert ("unknown-card", "teyaku.Bo") in found  # suggests teshi
    with pytest.raises(SheetError) as error:
        score_data(lucky({"Bo": "teshii 40 41 42 43"}))
    assert "teshi" in error.value.problems[0].message
    assert ("bad-teyaku", "teyaku.Bo") in problems(lucky({"Bo": "teshi kuttsuki 20 21 22 23 40 41 50 51"}))
    assert ("bad-fact", "teyaku") in problems(lucky({"Bo": "40 41 42 43"}) | {"teyaku": "Bo"})


def test_a_number_out_of_its_run_is_told_by_the_runs_ends() -> None:
    # "month must be 1 or 2 or 3 or 4 or 5 or 6 or 7 or 8 or 9 or 10 or 11 or 12" before.
    with pytest.raises(SheetError) as error:
        score_data(stopped(month=13))
    assert [p.message for p in error.value.problems] == ["month must be a whole number from 1 to 12, not 13"]
    with pytest.raises(SheetError) as error:
        score_data(sheet(stopped_by="Ann", koi={"Bo": 9}))
    assert [p.message for p in error.value.problems] == ["koi.Bo must be a whole number from 0 to 8, not 9"]
