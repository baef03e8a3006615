"""Koi-Koi, RULES.md 9.2-9.7 one rule at a time: the yaku and their house rules, the stop and
koi-koi checks, the cards on the sheet and the quick sheet's keys; each worked by hand."""

from __future__ import annotations

import pytest

from hanascore.core.errors import SheetError
from hanascore.core.result import english
from hanascore.games.koikoi.yaku import KoiKoiRules, pile_yaku
from hanascore.games.scoring import score_text
from tests.conftest import score_data
from tests.test_koikoi import A_ANN, A_BO, A_END, paid, problems, scores, sheet, stopped

DEFAULT = KoiKoiRules()


def ids(pile: str, rules: KoiKoiRules = DEFAULT, month: int | None = None, end: str = "") -> dict[str, int]:
    cards = frozenset(int(c) for c in pile.split())
    field = frozenset(int(c) for c in end.split())
    return {h.id: h.points for h in pile_yaku(cards, rules, month, field)}


# --- 9.2 brights ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pile", "common", "nintendo"),
    [
        ("10 30 80 110 120", {"five-brights": 15}, {"five-brights": 10}),
        ("10 30 80 120", {"four-brights": 8}, {"four-brights": 8}),
        ("10 30 110 120", {"rainy-four-brights": 7}, {"rainy-four-brights": 7}),
        ("10 30 80", {"three-brights": 6}, {"three-brights": 5}),
        ("10 30 110", {}, {}),  # the Rain Man with two others: no yaku
    ],
)
def test_bright_yaku(pile: str, common: dict[str, int], nintendo: dict[str, int]) -> None:
    assert ids(pile) == common
    assert ids(pile, KoiKoiRules(bright_values="nintendo")) == nintendo


# --- 9.2 counted yaku -------------------------------------------------------------------------


def test_animals_count_from_five() -> None:
    assert ids("20 40 50 81 111") == {"animals": 1}  # 5 - 4
    assert ids("20 40 50 81 111 90") == {"animals": 2}  # the cup is an animal too: 6 - 4
    assert ids("20 40 50 81") == {}


def test_boar_deer_butterflies_counts_every_animal() -> None:
    assert ids("60 70 100") == {"boar-deer-butterflies": 5}
    assert ids("60 70 100 20 111") == {"boar-deer-butterflies": 7}  # 5 + (5 - 3), the Swallow counted
    stacked = KoiKoiRules(yaku_style="stacked")
    assert ids("60 70 100 20 111", stacked) == {"boar-deer-butterflies": 5, "animals": 1}


def test_ribbon_yaku() -> None:
    assert ids("11 21 41 51 112") == {"ribbons": 1}  # 5 - 4, the Willow ribbon counted
    assert ids("11 21 31") == {"poetry-ribbons": 5}
    assert ids("61 91 101 112") == {"blue-ribbons": 6}  # 5 + (4 - 3)
    assert ids("11 21 31 61 91 101 41") == {"poetry-and-blue-ribbons": 11}  # 10 + (7 - 6)
    stacked = KoiKoiRules(yaku_style="stacked")
    assert ids("11 21 31 61 91 101 41", stacked) == {"poetry-ribbons": 5, "blue-ribbons": 5, "ribbons": 3}


def test_chaff_counts_from_ten_with_the_sake_cup() -> None:
    nine = "12 13 22 23 32 33 42 43 113"
    assert ids(nine) == {}
    assert ids(nine + " 121") == {"chaff": 1}  # the yellow-bottom is a chaff: 10 - 9
    # sake_cup = "both": the cup is the tenth chaff (and an animal).
    assert ids(nine + " 90") == {"chaff": 1}
    assert ids(nine + " 90", KoiKoiRules(sake_cup="animal")) == {}


def test_sake_cup_either_pays_the_pile_more() -> None:
    either = KoiKoiRules(sake_cup="either")
    # 9 chaff and 4 animals with the cup: as a chaff Chaff 1, as an animal nothing: a chaff.
    assert ids("12 13 22 23 32 33 42 43 113 20 40 50 90", either) == {"chaff": 1}
    # 9 chaff and 5 animals with the cup: Animals 1 or Chaff 1, a tie: an animal.
    assert ids("12 13 22 23 32 33 42 43 113 20 40 50 81 90", either) == {"animals": 1}
    # 9 chaff, 6 animals with the cup: Animals 2 against Animals 1 + Chaff 1: a tie again.
    assert ids("12 13 22 23 32 33 42 43 113 20 40 50 81 111 90", either) == {"animals": 2}


# --- 9.2 viewing and Cards of the Month -------------------------------------------------------


def test_viewing_rules() -> None:
    assert ids("30 90") == {"flower-viewing": 5}
    assert ids("80 90") == {"moon-viewing": 5}
    assert ids("30 90", KoiKoiRules(viewing="off")) == {}
    other = KoiKoiRules(viewing="with-other-yaku")
    assert ids("30 90", other) == {}
    assert ids("30 90 11 21 31", other) == {"poetry-ribbons": 5, "flower-viewing": 5}
    weather = KoiKoiRules(viewing="weather")
    assert ids("30 80 90", weather, end="113 22") == {"moon-viewing": 5}  # a Willow voids Flower Viewing
    assert ids("30 80 90", weather, end="122") == {"flower-viewing": 5}  # a Paulownia voids Moon Viewing


def test_weather_needs_the_end_field() -> None:
    data = stopped(house={"viewing": "weather"})
    del data["field"]
    assert ("missing-key", "field.end") in problems(data)


def test_cards_of_the_month_needs_the_month() -> None:
    assert ids("30 31 32 33", month=3) == {"cards-of-the-month": 4}
    assert ids("30 31 32 33") == {}  # no month: not scored
    assert ids("30 31 32 33", month=4) == {}


def test_month_on_a_sheet_scored_on_its_own() -> None:
    pile = "30 31 32 33 11 12"
    result = score_data(sheet(pile, "10 13", end="", stopped_by="Ann", month=3))
    assert paid(result) == {"cards-of-the-month": 4}
    assert scores(result) == {"Ann": 4, "Bo": 0}
    with pytest.raises(SheetError):  # without the month Ann holds no yaku
        score_data(sheet(pile, "10 13", end="", stopped_by="Ann"))
    off = score_data(
        sheet(pile + " 90 80", "10 13", end="", stopped_by="Ann", month=3, house={"cards_of_the_month": False})
    )
    assert paid(off) == {"flower-viewing": 5, "moon-viewing": 5}
    assert any("cards_of_the_month = false" in english(w) for w in off.warnings)
    assert ("bad-fact", "month") in problems(sheet(pile, "10 13", end="", stopped_by="Ann", month=13))


# --- 9.3 / 9.4 stopping, doubling, koi_bonus ----------------------------------------------------


def test_seven_doubles_off() -> None:
    assert scores(score_data(stopped(house={"seven_doubles": False}))) == {"Ann": 32, "Bo": 0}  # 16 x 2 (koi)


def test_below_seven_is_not_doubled() -> None:
    # Three Brights 6 alone, no calls: 6.
    assert scores(score_data(sheet("10 12 30 32 80 82", "11 13", end="", stopped_by="Ann"))) == {"Ann": 6, "Bo": 0}


@pytest.mark.parametrize(
    ("bonus", "ann", "bo", "factor"),
    [
        ("opponent", 0, 2, 2),
        ("opponent", 1, 0, 1),
        ("self", 1, 0, 2),
        ("self", 0, 2, 1),
        ("anyone", 1, 0, 2),
        ("anyone", 0, 0, 1),
        ("count", 1, 2, 3),  # 1 + the opponent's 2
        ("count-all", 1, 2, 4),  # 1 + all 3
        ("none", 1, 2, 1),
    ],
)
def test_koi_bonus(bonus: str, ann: int, bo: int, factor: int) -> None:
    data = sheet(stopped_by="Ann", koi={"Ann": ann, "Bo": bo}, house={"koi_bonus": bonus})
    if not bo:  # Bo's Ribbons then would have ended the round: give Bo no yaku
        data["captured"]["Bo"] = "11 13 21 23 41 43"
    result = score_data(data)
    assert result.multiplier == 2 * factor  # base 16: x2 at 7 or more
    assert scores(result)["Ann"] == 16 * 2 * factor


def test_stop_and_call_checks() -> None:
    # The stopper's pile holds no yaku.
    assert ("stopper-without-yaku", "captured.Bo") in problems(
        sheet(A_ANN, "11 13 21 23 41 43", stopped_by="Bo", koi={"Ann": 1})
    )
    # Bo's pile holds Ribbons, but Bo never called koi-koi.
    assert ("bad-call", "koi") in problems(sheet(stopped_by="Ann"))
    # A call without a yaku.
    found = problems(sheet(A_ANN, "11 13 21 23 41 43", stopped_by="Ann", koi={"Bo": 1}))
    assert ("bad-call", "koi") in found
    # Out of range, not a player.
    assert ("bad-fact", "koi") in problems(stopped() | {"koi": {"Bo": 9}})
    assert ("unknown-player", "koi.Cy") in problems(stopped() | {"koi": {"Cy": 1}})


def test_a_yaku_in_a_played_out_round_points_to_both_the_stop_and_the_calls() -> None:
    # Ann's Five Brights with nobody stopped: most often the stop was left out, so the problem
    # names stopped_by as well as koi (with a stopper, only the missing calls are possible).
    with pytest.raises(SheetError) as raised:
        score_text("game: koi-koi\nplayers: Ann, Bo\nAnn: 5 brights + five-brights\nBo:\n")
    said = [problem.message for problem in raised.value.problems if problem.where == "koi"]
    assert len(said) == 1
    assert "stopped_by: Ann" in said[0] and "give the calls in koi" in said[0]
    assert ("bad-call", "koi") in problems(sheet(stopped_by="Ann"))
    with pytest.raises(SheetError) as raised:
        score_data(sheet(stopped_by="Ann"))
    assert not any("stopped_by" in problem.message for problem in raised.value.problems if problem.where == "koi")


def test_weather_call_without_a_yaku_is_a_warning() -> None:
    # Bo called on Flower Viewing, which the Willow later on the field voided.
    bo = "30 31 90 91 11 13"
    data = sheet(A_ANN.replace("30 32 ", "").replace("90 92", "92 93"), bo, end="113 33", stopped_by="Ann")
    data["captured"]["Ann"] = "10 12 80 82 20 22 120 123"  # Three Brights
    data |= {"koi": {"Bo": 1}, "house": {"viewing": "weather"}}
    result = score_data(data)
    assert scores(result) == {"Ann": 12, "Bo": 0}  # 6 x 2 for Bo's call
    assert any("koi-koi" in english(w) for w in result.warnings)


def test_zero_sum_sums_to_zero() -> None:
    result = score_data(stopped(house={"zero_sum": True}))
    assert scores(result) == {"Ann": 64, "Bo": -64}


# --- 9.6 cards on the sheet -----------------------------------------------------------------


def test_stopped_round_without_unplayed_checks_duplicates_only() -> None:
    assert scores(score_data(stopped())) == {"Ann": 64, "Bo": 0}
    assert ("duplicate-card", "captured.Bo") in problems(sheet(A_ANN, A_BO + " 10", stopped_by="Ann", koi={"Bo": 1}))


def test_stopped_round_with_unplayed_places_every_card() -> None:
    found = problems(stopped(unplayed="113 123"))
    assert ("missing-cards", "unplayed") in found


def test_unplayed_under_field_and_dealt_cards() -> None:
    data = stopped()
    data["field"] = {"end": A_END, "unplayed": "rest", "start": "10 20 30 80 33 62 72 83"}
    assert scores(score_data(data)) == {"Ann": 64, "Bo": 0}
    # A dealt field card left unplayed.
    data["field"] = {"end": A_END, "unplayed": "rest", "start": "10 20 30 80 33 62 72 93"}
    assert ("bad-fact", "unplayed") in problems(data)


def test_misdeals_and_deal_size() -> None:
    pairs = "10 11 20 21 30 31 40 41"
    assert ("misdeal", "field.start") in problems(stopped() | {"field": {"end": A_END, "start": pairs}})
    allowed = stopped(house={"four_pairs_misdeal": False}) | {
        "field": {"end": A_END, "start": "11 13 21 23 31 33 41 43"}
    }
    assert scores(score_data(allowed))["Ann"] == 64
    four = "40 41 42 43 50 60 70 100"
    assert ("misdeal", "field.start") in problems(stopped() | {"field": {"end": A_END, "start": four}})
    assert ("bad-deal", "field.start") in problems(
        stopped() | {"field": {"end": A_END, "start": "40 41 50 60 70 100 102"}}
    )


def test_leftover_table_third_player_and_foreign_keys() -> None:
    assert ("bad-leftover", "leftover") in problems(stopped() | {"leftover": {"Ann": "33"}})
    assert any(code == "player-count" for code, _ in problems(stopped() | {"players": ["Ann", "Bo", "Cy"]}))
    mushi = score_text  # the older games refuse the new keys by name
    with pytest.raises(SheetError) as error:
        mushi('game = "mushi"\nplayers = ["Ann", "Bo"]\nkoi = { Bo = 1 }\n[captured]\nAnn = "10 11"\nBo = "rest"\n')
    assert any(p.code == "foreign-key" and "Koi-Koi" in p.message for p in error.value.problems)


# --- the quick sheet --------------------------------------------------------------------------


def test_quick_sheet_keys() -> None:
    text = f"game: koikoi\nplayers: Ann, Bo\nstopped by: Ann\nkoi: Bo\nAnn: {A_ANN}\nBo: {A_BO}\nend: {A_END}\nunplayed: rest\n"
    result = score_text(text)
    assert scores(result) == {"Ann": 64, "Bo": 0}
    counts = score_text(text.replace("koi: Bo", "koi: Ann=0, bo=2").replace("house", "x") + "house: koi_bonus=count\n")
    assert counts.multiplier == 6 and scores(counts)["Ann"] == 96  # 16 x 2 x (1 + 2)
    lucky = score_text("game: こいこい\nplayers: Ann, Bo\nteyaku: Bo=手四 40 41 42 43\nAnn:\nBo:\n")
    assert scores(lucky) == {"Ann": 0, "Bo": 6}
    month = score_text("game: koi\nplayers: Ann, Bo\nstopped by: Ann\nmonth: 3\nAnn: 30 31 32 33\nBo: 10 11\n")
    assert scores(month)["Ann"] == 4


def test_the_new_keys_are_no_names_at_a_koi_koi_table_only() -> None:
    found = problems(
        stopped() | {"players": ["Koi", "Bo"], "captured": {"Koi": A_ANN, "Bo": A_BO}, "stopped_by": "Koi"}
    )
    assert ("bad-name", "players") in found
    # A Mushi player may be called Month.
    text = 'game = "mushi"\nplayers = ["Month", "Bo"]\n[captured]\nMonth = "10 11 12 13"\nBo = "rest"\n'
    assert set(score_text(text).scores()) == {"Month", "Bo"}
