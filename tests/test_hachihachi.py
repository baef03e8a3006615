"""Hachi-Hachi, RULES.md section 10, pinned by hand-worked cases (the section's worked examples
included); every number below is worked from the rules, not copied from the program."""

from __future__ import annotations

from typing import Any

import pytest

from hanascore.core.errors import SheetError
from hanascore.core.result import RoundResult, english
from hanascore.games import find_game
from hanascore.games.hachihachi.teyaku import b_contradiction, group_a_row
from hanascore.games.scoring import score_text
from tests.conftest import SAMPLES, score_data

HACHI = find_game("hachi-hachi")
# Example A's piles (RULES.md 10.9): Ann months 1 2 4 5 (78), Bo months 3 6 7 8 (93), Cy the rest (93).
ANN_A = "10 11 12 13 20 21 22 23 40 41 42 43 50 51 52 53"
BO_A = "30 31 32 33 60 61 62 63 70 71 72 73 80 81 82 83"
NO_MULTIPLIER = "22 42 52 62 72 92"


def sheet(ann: str = ANN_A, bo: str = BO_A, cy: str = "rest", **extra: Any) -> dict[str, Any]:
    """A three-player sheet; ``start``/``end`` go to the field, everything else is a top-level key."""
    field = {k: extra.pop(k) for k in ("start", "end") if k in extra}
    data: dict[str, Any] = {
        "game": "hachi-hachi",
        "players": ["Ann", "Bo", "Cy"],
        "captured": {"Ann": ann, "Bo": bo, "Cy": cy},
        "field": {"start": NO_MULTIPLIER} | field,
    }
    return data | extra


def scores(result: RoundResult) -> dict[str, int]:
    return result.scores()


def problems(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(SheetError) as error:
        score_data(data)
    return [(str(p.code), p.where or "") for p in error.value.problems]


# --- the game ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["hachi-hachi", "hachihachi", "hachi", "88", "八八"])
def test_names(name: str) -> None:
    assert find_game(name) is HACHI


def test_deck_is_worth_264_par_88() -> None:
    assert HACHI.deck_total == 264
    assert {HACHI.values[c] for c in (10, 110)} == {20}
    assert (HACHI.values[111], HACHI.values[112], HACHI.values[113], HACHI.values[121]) == (10, 5, 1, 1)


def test_house_defaults() -> None:
    assert HACHI.rules().as_dict() == {
        "kan": 12,
        "carry_over": True,
        "stack_multipliers": False,
        "sage_liability": True,
        "achievements": True,
        "inoshikacho": False,
        "seven_ribbons_extra": False,
    }


# --- the worked examples ---------------------------------------------------------------------


def test_example_a_card_points_teyaku_and_achievements() -> None:
    result = score_text((SAMPLES / "hachihachi-card-points.toml").read_text(encoding="utf-8"))
    assert scores(result) == {"Ann": 52, "Bo": 154, "Cy": -206}
    assert (result.winner, result.next_dealer, result.multiplier) == ("Bo", "Bo", 2)
    assert result.extras["outcome"] == "card-points"
    ann, bo, cy = result.parties
    assert (ann.extras["teyaku_points"], bo.extras["teyaku_points"], cy.extras["teyaku_points"]) == (3, 4, 0)
    assert (ann.extras["achievements"], bo.extras["achievements"]) == (["diving"], ["escape"])
    assert [p.card_points for p in result.parties] == [78, 93, 93]


def test_example_b_shoubu_with_and_without_sage_liability() -> None:
    text = (SAMPLES / "hachihachi-shoubu.toml").read_text(encoding="utf-8")
    result = score_text(text)
    assert scores(result) == {"Ann": 360, "Bo": -456, "Cy": 96}
    assert (result.winner, result.stopped_by, result.extras["outcome"]) == ("Ann", "Ann", "shoubu")
    assert [y.id for y in result.party("Ann").yaku] == ["four-brights", "poetry-ribbons"]
    assert result.party("Bo").yaku == ()  # other piles' dekiyaku are not paid
    off = score_text(text.replace('sage = ["Bo"]', 'sage = ["Bo"]\nhouse = { sage_liability = false }'))
    assert scores(off) == {"Ann": 360, "Bo": -252, "Cy": -108}


def test_example_c_exhausted_with_dekiyaku() -> None:
    # Ann Poetry Ribbons (7), Bo Four Brights + Blue Ribbons (17), Cy none; halves 3.5 and 8.5 kan.
    data = sheet("11 12 21 22 31 32", "10 13 30 33 80 82 120 122 61 62 91 92 101 102", sage=["Ann", "Bo"])
    result = score_data(data)
    # Ann 2 x 3.5 - 8.5 = -1.5 kan; Bo 2 x 8.5 - 3.5 = 13.5; Cy -3.5 - 8.5 = -12 (x 12)
    assert scores(result) == {"Ann": -18, "Bo": 162, "Cy": -144}
    assert (result.winner, result.extras["outcome"], result.stopped_by) == ("Ann", "exhausted", None)
    assert [p.yaku_points for p in result.parties] == [7, 17, 0]


def test_example_d_double_eights_over_sixteen_chaff() -> None:
    result = score_text((SAMPLES / "hachihachi-double-eights.toml").read_text(encoding="utf-8"))
    assert scores(result) == {"Ann": 480, "Bo": -240, "Cy": -240}
    assert result.extras["outcome"] == "double-eights"
    assert result.party("Cy").extras["teyaku"] == []  # cancelled with every other payment


# --- the other outcomes ----------------------------------------------------------------------

ALL_EIGHTS = ("10 30 20 40 50 11 41 51 12 13 22", "80 110 60 70 81 21 71 101 23 32 33")


def test_all_eights_pays_the_dealer_and_takes_precedence_over_sixteen_chaff() -> None:
    # Each holds 88; Cy also holds 18 chaff + two Willows (Sixteen Chaff), and Ann a Triplet.
    data = sheet(*ALL_EIGHTS, dealer="Bo", teyaku={"Ann": "12 13 11"})
    result = score_data(data)
    assert [p.card_points for p in result.parties] == [88, 88, 88]
    assert scores(result) == {"Ann": -120, "Bo": 240, "Cy": -120}
    assert (result.winner, result.extras["outcome"]) == ("Bo", "all-eights")
    assert result.party("Ann").extras == {"teyaku": [], "teyaku_points": 0, "achievements": []}


def test_sixteen_chaff() -> None:
    ann = "10 11 12 13 22 23 40 41 50 51 60 61 62 63 70 71 72 73 82 83 92 93 110 111 112 113 120 121"
    result = score_data(sheet(ann, "30 31 80 81 100 101 102 103 122 123"))
    # 14 chaff + Willows 110 111 112 = 17: 12 + 2 x 1 = 14 kan from each (x 12)
    assert scores(result) == {"Ann": 336, "Bo": -168, "Cy": -168}
    assert (result.winner, result.extras["outcome"]) == ("Ann", "sixteen-chaff")


def test_cancel_pays_half_without_liability() -> None:
    data = sheet(
        "10 12 30 32 80 82 120 122", "61 63 91 93 101 103", "40 42", end="", sage=["Ann", "Bo"], cancelled_by="Ann"
    )
    data["field"]["start"] = "13 22 43 52 62 72"
    result = score_data(data)
    # Four Brights 10 kan, half = 5 from each (Bo's sage changes nothing): x 12
    assert scores(result) == {"Ann": 120, "Bo": -60, "Cy": -60}
    assert (result.stopped_by, result.winner, result.extras["outcome"]) == ("Ann", "Ann", "cancel")
    assert [y.points for y in result.party("Ann").yaku] == [10]  # listed at full value


def test_card_points_tie_goes_to_turn_order_from_the_dealer() -> None:
    result = score_data(sheet(dealer="Cy"))
    assert result.winner == "Cy"  # Bo and Cy at 93: Cy deals, so Cy is first


def test_kan_ten_and_an_unknown_kan() -> None:
    result = score_data(sheet(house={"kan": 10}, teyaku={"Bo": "karasu"}))
    # Bo: 2 x 4 kan x 10 = 80, + 5 cards, + escape 2 x 10 = 20 -> 105
    assert result.party("Bo").score == 80 + 5 + 20 and result.extras["kan"] == 10
    assert ("bad-house-rule", "house") in problems(sheet(house={"kan": 7}))


# --- multipliers ----------------------------------------------------------------------------


def test_multipliers_carry_over_stack_and_a_stated_one() -> None:
    start = "110 120 10 22 42 52"
    plain = score_data(sheet(start=start))
    assert (plain.multiplier, plain.carried) == (4, (4, 2))
    stacked = score_data(sheet(start=start, house={"stack_multipliers": True}))
    assert (stacked.multiplier, stacked.carried) == (32, ())
    assert scores(stacked)["Bo"] == 5 * 32
    stated = score_data(sheet(start=start, multiplier=2))
    assert (stated.multiplier, stated.carried) == (2, (4, 4, 2))
    dropped = score_data(sheet(start=start, house={"carry_over": False}))
    assert (dropped.multiplier, dropped.carried) == (4, ())
    assert ("bad-fact", "multiplier") in problems(sheet(start=start, multiplier=2, house={"stack_multipliers": True}))


# --- teyaku ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "row"),
    [
        ({12, 13, 11}, "sanbon"),
        ({120, 121, 122}, "sanbon"),  # a Paulownia triplet with the Phoenix is plain
        ({121, 122, 123}, "tatesanbon"),
        ({41, 42, 43}, "tatesanbon"),
        ({12, 13, 11, 22, 23, 21}, "futasanbon"),
        ({12, 13, 11, 51, 52, 53}, "sanbon-tatesanbon"),
        ({41, 42, 43, 71, 72, 73}, "futatatesanbon"),
        ({12, 13, 22, 23, 32, 33}, "kuttsuki"),
        ({10, 11, 12, 13}, "teshi"),
        ({10, 11, 12, 22, 23, 32, 33}, "haneken"),
        ({10, 11, 12, 13, 22, 23, 32}, "ichinishi"),
        ({10, 11, 12, 13, 22, 23, 21}, "shiso"),
        ({10, 11, 22}, None),
    ],
)
def test_group_a_rows(cards: set[int], row: str | None) -> None:
    assert group_a_row(frozenset(cards)) == row


@pytest.mark.parametrize(
    ("b_id", "shown", "wrong"),
    [
        ("karasu", {41, 42, 43}, True),
        ("karasu", {110, 111, 112}, False),  # Willows are chaff here
        ("pikaichi", {10, 12, 13}, False),
        ("pikaichi", {10, 20, 22}, True),  # two non-chaff
        ("toichi", {11, 12, 13}, True),  # a ribbon for One Animal
        ("tan-ichi", {112, 113, 111}, False),
        ("aka", {20, 22, 23}, True),
        ("aka", {41, 42, 43}, False),
        ("karasu", {110, 111, 112, 113, 121, 122, 123}, False),  # all seven, seven chaff
        ("aka", {10, 11, 12, 13, 22, 23, 32}, True),  # all seven: a bright
        ("tan-ichi", {11, 12, 13, 22, 23, 32, 33}, False),
        ("aka", {11, 12, 13, 22, 23, 32, 33}, True),  # all seven: only one ribbon
    ],
)
def test_group_b_against_the_shown_cards(b_id: str, shown: set[int], wrong: bool) -> None:
    assert b_contradiction(b_id, frozenset(shown)) is wrong


def test_the_best_pair_four_three_and_empty_hand() -> None:
    data = sheet(teyaku={"Ann": "shiso 空素 110 111 112 113 121 122 123"})
    result = score_data(data)
    assert result.party("Ann").extras["teyaku_points"] == 24
    # 24 kan from each x 12, cards (78 - 88) x 2... x1 here: -10; no escape at 78, no diving (a four)
    assert scores(result)["Ann"] == 2 * 24 * 12 - 10


def test_what_is_shown_is_paid_and_japanese_names() -> None:
    result = score_data(sheet(teyaku={"Ann": "手四 10 11 12 13", "Bo": "one-bright"}))
    assert [t["id"] for t in result.party("Ann").extras["teyaku"]] == ["teshi"]
    assert [t["id"] for t in result.party("Bo").extras["teyaku"]] == ["pikaichi"]


def test_teyaku_problems_are_all_reported_naming_their_key() -> None:
    data = sheet(
        teyaku={
            "Ann": "sanbon teshi 41 42 43",  # two of group A, and the cards form tatesanbon
            "Bo": "karasu pikaichi 22",  # two of group B; 22 alone forms no row
            "Cy": "kuttsuki",  # an A id without cards
        }
    )
    found = problems(data)
    assert found.count(("bad-teyaku", "teyaku.Ann")) == 2
    assert found.count(("bad-teyaku", "teyaku.Bo")) == 2
    assert ("bad-teyaku", "teyaku.Cy") in found
    # once the sheet reads, the checks of the round: a shown card dealt to the field
    assert problems(sheet(teyaku={"Ann": "22 23 21"})) == [("bad-teyaku", "teyaku.Ann")]


def test_a_word_that_is_no_teyaku_and_no_card_points_to_both_lists() -> None:
    # It was "unknown card" alone, though a word there is as likely a teyaku misspelt.
    with pytest.raises(SheetError) as error:
        score_data(sheet(teyaku={"Ann": "foo", "Bo": "toichy", "Cy": "99"}))
    said = {p.where: (str(p.code), p.message) for p in error.value.problems}
    assert said["teyaku.Ann"] == (
        "bad-teyaku",
        "'foo' is neither a card nor a teyaku: 'hanascore rules hachi-hachi' lists the teyaku, "
        "'hanascore cards' the cards",
    )
    assert said["teyaku.Bo"] == ("bad-teyaku", "'toichy' is neither a card nor a teyaku (did you mean toichi?)")
    assert said["teyaku.Cy"][0] == "unknown-card"  # a number is a card's id gone wrong


def test_a_card_shown_twice_and_a_sitting_out_declarer() -> None:
    assert ("bad-teyaku", "teyaku.Bo") in problems(sheet(teyaku={"Ann": "11 12 13", "Bo": "13 21 23"}))
    four = {
        "game": "hachi-hachi",
        "players": ["Ann", "Bo", "Cy", "Di"],
        "active": ["Ann", "Bo", "Cy"],
        "captured": {"Ann": ANN_A, "Bo": BO_A, "Cy": "rest"},
        "teyaku": {"Di": "karasu"},
    }
    assert ("bad-teyaku", "teyaku.Di") in problems(four)


def test_a_shown_four_in_another_pile_is_a_warning() -> None:
    result = score_data(sheet(teyaku={"Cy": "teshi 30 31 32 33"}))
    assert any("Bo's pile holds" in english(w) for w in result.warnings)


# --- calls ----------------------------------------------------------------------------------


def test_call_problems() -> None:
    poetry, bo = "11 12 21 22 31 32", "60 61 62 63 70 71 72 73 80 81 82 83"
    assert problems(sheet(poetry, bo)) == [("bad-call", "sage")]  # a dekiyaku, no sage
    assert problems(sheet(sage=["Bo"])) == [("bad-call", "sage")]  # sage without a dekiyaku
    assert ("stopper-without-yaku", "captured.Bo") in problems(sheet(poetry, bo, stopped_by="Bo", sage=["Ann"]))
    found = problems(sheet(poetry, bo, stopped_by="Ann", cancelled_by="Ann"))
    assert ("bad-fact", "cancelled_by") in found and ("bad-call", "sage") in found  # a cancel needs sage


def test_a_dekiyaku_in_a_round_nobody_ended_points_to_both_shoubu_and_sage() -> None:
    # Nobody ended the round: the dekiyaku's maker either called shoubu (left out) or sage.
    poetry, bo = "11 12 21 22 31 32", "60 61 62 63 70 71 72 73 80 81 82 83"
    with pytest.raises(SheetError) as raised:
        score_data(sheet(poetry, bo))
    [said] = [p.message for p in raised.value.problems]
    assert "add stopped_by: Ann" in said and "add Ann to sage" in said
    # Another ended the round: only the sage can be missing.
    with pytest.raises(SheetError) as raised:
        score_data(sheet(poetry, bo, stopped_by="Bo"))
    [said] = [p.message for p in raised.value.problems if p.where == "sage"]
    assert "Ann is not in sage" in said and "stopped_by: Ann" not in said


# --- drop-outs, walkovers and two players ------------------------------------------------------

FIVE = ["Ann", "Bo", "Cy", "Di", "Ed"]


def test_drop_out_fees_sample() -> None:
    result = score_text((SAMPLES / "hachihachi-dropped.toml").read_text(encoding="utf-8"))
    assert scores(result) == {"Ann": -20, "Bo": 10, "Cy": 70, "Di": -24, "Ed": -36}


def test_walkover_takes_the_pot() -> None:
    data = {"game": "hachi-hachi", "players": ["Ann", "Bo", "Cy", "Di"], "dealer": "Cy", "active": ["Cy"],
            "dropped": ["Di", "Ann", "Bo"], "captured": {"Cy": ""}}  # fmt: skip
    result = score_data(data)
    # fees 1, 1.5, 2 kan x 12: 12, 18, 24; the pot 54 to Cy
    assert scores(result) == {"Ann": -18, "Bo": -24, "Cy": 54, "Di": -12}
    assert (result.winner, result.next_dealer, result.extras["outcome"]) == ("Cy", "Cy", "walkover")
    assert ("bad-fact", "dropped") in problems(data | {"dropped": ["Di", "Ann"]})
    assert ("bad-fact", "sage") in problems(data | {"sage": ["Cy"]})


def test_two_left_play_for_the_pot() -> None:
    data = {
        "game": "hachi-hachi",
        "players": ["Ann", "Bo", "Cy", "Di"],
        "active": ["Ann", "Bo"],
        "dropped": ["Cy", "Di"],
        "captured": {"Ann": ANN_A, "Bo": "30 31 32 33 60 61 62 63 70 71 72 73"},
        "field": {"end": "82 83 92 93 102 103"},
    }
    result = score_data(data)
    # Ann 78 - Bo 61 = 17; fees 1 and 1.5 kan = 12 + 18 = 30 to the winner Ann
    assert scores(result) == {"Ann": 17 + 30, "Bo": -17, "Cy": -12, "Di": -18}
    assert result.dead == (82, 83, 92, 93, 102, 103)


def test_two_player_table() -> None:
    data = {
        "game": "hachi-hachi",
        "players": ["Ann", "Bo"],
        "teyaku": {"Bo": "karasu"},
        "captured": {"Ann": ANN_A, "Bo": "30 31 32 33 60 61 62 63 70 71 72 73"},
        "field": {"end": "82 83 92 93 102 103", "start": NO_MULTIPLIER},
        "unplayed": "rest",
    }
    result = score_data(data)
    # 17 card points to Ann; Bo's karasu 4 kan x 12 = 48; no escape with two
    assert scores(result) == {"Ann": 17 - 48, "Bo": -17 + 48}
    assert result.winner == "Ann"
    short = data | {"field": {"end": "82 83 92 93 102"}}
    short.pop("unplayed")
    assert ("missing-cards", "captured") in problems(short)
    assert ("bad-fact", "dropped") in problems(data | {"dropped": ["Bo"]})


def test_three_at_the_table_all_play() -> None:
    assert ("bad-active", "active") in problems(sheet(cy="", active=["Ann", "Bo"]))


# --- cards ----------------------------------------------------------------------------------


def test_played_out_three_leaves_nothing() -> None:
    cy = "90 91 92 93 100 101 102 103 110 111 112 113 120 121 122"
    assert ("leftover-unplaced", "field.end") in problems(sheet(cy=cy, end="123"))
    assert ("missing-cards", "captured") in problems(sheet(cy=cy))
    assert ("bad-fact", "unplayed") in problems(sheet(cy=cy, unplayed="123"))


def test_stopped_round_with_unplayed_places_every_card() -> None:
    text = (SAMPLES / "hachihachi-shoubu.toml").read_text(encoding="utf-8")
    assert score_text(text.replace('sage = ["Bo"]', 'sage = ["Bo"]\nunplayed = "rest"')).winner == "Ann"
    # under [field] too, and a start card left unplayed is an error
    moved = text.replace('end = "42 52"', 'end = "42"\nunplayed = "rest"')
    with pytest.raises(SheetError) as error:
        score_text(moved)
    assert [(p.code, p.where) for p in error.value.problems] == [("bad-fact", "unplayed")]


def test_quick_sheet_keys() -> None:
    text = """game: hachi-hachi
players: Ann, Bo, Cy, Di
dealer: Cy
active: Ann, Cy, Di
dropped: Bo
stopped by: Ann
sage: Di
teyaku: Ann=tatesanbon 41 42 43; Cy=karasu
Ann: 10 12 30 32 80 82 120 122
Cy: 13 22
Di: 61 62 91 92 101 102
Bo:
start: 11 23 33 52 62 72
"""
    result = score_text(text)
    # Ann shoubu on Four Brights (10): Di alone called sage, pays 20 kan; Cy nothing.
    # Teyaku: Ann 3 from each, Cy 4 from each.  Fee: Bo 1 kan to Ann.
    # Ann: 20 + 3 + 3 - 4 + 1 = 23; Cy: -3 + 4 + 4 = 5; Di: -20 - 3 - 4 = -27; Bo -1 (x 12)
    assert scores(result) == {"Ann": 276, "Bo": -12, "Cy": 60, "Di": -324}


# --- names, leftovers and the rules ------------------------------------------------------------


def test_a_hachi_hachi_key_is_no_name_there_only() -> None:
    data = sheet() | {"players": ["Ann", "Bo", "Sage"], "captured": {"Ann": ANN_A, "Bo": BO_A, "Sage": "rest"}}
    assert ("bad-name", "players") in problems(data)
    mushi = "game: mushi\nplayers: Sage, Bo\nSage: 10 11 12 13\nBo: rest\n"
    assert score_text(mushi).winner in ("Sage", "Bo")


def test_leftover_is_an_error() -> None:
    data = sheet(cy="90 91 92 93 100 101 102 103 110 111 112 113 120 121 122", end="123")
    data["leftover"] = {"Cy": "123"}
    assert ("bad-leftover", "leftover") in problems(data)


def test_rules_list_the_dekiyaku_and_every_teyaku(cli: Any) -> None:
    out = cli("rules", "hachi-hachi").stdout
    assert "any 7 of" in " ".join(out.split())
    for words in ("karasu Empty Hand 空素 4", "shiso Four-Three 四三 20", "Five Brights 五光"):
        assert words in " ".join(out.split())


# --- counted piles ----------------------------------------------------------------------------


def test_counted_piles() -> None:
    result = score_text((SAMPLES / "hachihachi-counted.txt").read_text(encoding="utf-8"))
    assert result.counted and scores(result) == {"Ann": 62, "Bo": -31, "Cy": -31}
    # Sixteen Chaff counts the chaff counted: 17 chaff, 12 + 2 = 14 kan from each
    text = "game: hachi-hachi\nplayers: Ann, Bo, Cy\nAnn: 1 bright 4 animals 5 ribbons 17 chaff\nBo: 2 brights 3 animals 3 ribbons\nCy: rest\n"
    assert scores(score_text(text)) == {"Ann": 336, "Bo": -168, "Cy": -168}
    # a named dekiyaku needs its sage; diving cannot be seen in counts
    shoubu = "game: hachi-hachi\nplayers: Ann, Bo, Cy\nstopped by: Ann\nAnn: 4 brights + four-brights\nBo: 3 ribbons + blue-ribbons\nCy: 1 animal\n"
    with pytest.raises(SheetError) as error:
        score_text(shoubu)
    assert [(p.code, p.where) for p in error.value.problems] == [("bad-call", "sage")]
    assert scores(score_text(shoubu.replace("Cy: 1 animal", "Cy: 1 animal\nsage: Bo"))) == {
        "Ann": 240,
        "Bo": -240,
        "Cy": 0,
    }
    diving = score_text(text.replace("Cy: rest", "Cy: rest\nteyaku: Bo=12 13 11"))
    assert any("diving is not paid" in english(w) for w in diving.warnings)
