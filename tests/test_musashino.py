"""Musashino-bana, RULES.md section 7 (and the shared rules of section 2 it leans on).

Every expected number here is worked out by hand from the card layouts below; the dekiyaku
table is typed out again from RULES.md rather than imported, so a slip in the game's data
shows up as a failing test.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest

from hanascore.core.errors import SheetError
from hanascore.core.result import RoundResult, english
from hanascore.games import find_game
from hanascore.games.musashino.deck import MusashinoRules, dekiyaku, insta_wins, yaku_table
from hanascore.games.scoring import score_text
from hanascore.views.round_shapes import result_json
from tests.conftest import SAMPLES, score, scores_of
from tests.reference_scorer import toml_sheet

GAME = find_game("musashino")

# The finished dekiyaku table of RULES.md section 7: (points, id, name, japanese, slots).
# A slot is a tuple of the cards that may fill it ("one of 22/23").
TABLE: list[tuple[int, str, str, str, tuple[tuple[int, ...], ...]]] = [
    (8, "five-kings", "Five Kings", "五王", ((10,), (30,), (80,), (110,), (120,))),
    (8, "seven-red-ribbons", "Seven Red Ribbons", "七夕", ((11,), (21,), (31,), (41,), (51,), (71,), (112,))),
    (4, "four-brights", "Four Brights", "四光", ((10,), (80,), (113,), (120,))),
    (4, "kemari-court", "Kemari Court", "鞠懸", ((10,), (30,), (100,), (110,))),
    (2, "three-brights", "Three Brights", "三光", ((10,), (80,), (120,))),
    (2, "takasago", "Takasago", "高砂", ((10,), (60,), (90,))),
    (2, "front-sugawara", "Front Sugawara", "表菅原", ((10,), (20,), (30,))),
    (2, "back-sugawara", "Back Sugawara", "裡菅原", ((11,), (21,), (31,))),
    (2, "purple-ribbons", "Purple Ribbons", "紫短", ((61,), (91,), (101,))),
    (2, "large-birds", "Large Birds", "大鳥", ((10,), (81,), (120,))),
    (2, "small-birds", "Small Birds", "小鳥", ((20,), (40,), (111,))),
    (2, "crop-pests", "Crop Pests", "野荒し", ((70,), (100,), (81,))),
    (2, "three-red-flowers", "Three Red Flowers", "三紅", ((22, 23), (62, 63), (72, 73))),
    (2, "three-purple-flowers", "Three Purple Flowers", "三紫", ((42, 43), (52, 53), (122, 123))),
    (1, "coat-of-arms", "Coat of Arms", "菊桐", ((90,), (120,))),
    (1, "moon-banquet", "Moon Banquet", "月の宴", ((90,), (80,))),
    (1, "flower-banquet", "Flower Banquet", "花の宴", ((90,), (30, 31))),
    (1, "autumn-leaves", "Autumn Leaves", "紅葉の賀", ((90,), (100, 101))),
    (1, "cuckoo-with-moon", "Cuckoo with Moon", "月ホト", ((40,), (80,))),
    (1, "butterflies-with-flowers", "Butterflies with Flowers", "蝶花", ((60,), (30,))),
    (1, "boar-with-peony", "Boar with Peony", "獅子牡丹", ((70,), (60,))),
    (1, "plum-pot", "Plum Blossom Pot", "梅壷", ((20,), (21,), (22,), (23,))),
    (1, "wisteria-pot", "Wisteria Pot", "藤壷", ((40,), (41,), (42,), (43,))),
    (1, "iris-bridge", "Iris Bridge", "八ツ橋", ((50,), (51,), (52,), (53,))),
    (1, "paulownia-pot", "Paulownia Pot", "桐壷", ((120,), (121,), (122,), (123,))),
]
INSTA_WIN_IDS = {"five-kings", "seven-red-ribbons"}
FOUR_BRIGHTS_CURTAIN = ((10,), (80,), (30,), (120,))

# A played-out layout where nobody holds any dekiyaku (every month split into two pairs).
ZERO = {
    "Ann": "10 11 32 33 40 41 62 63 72 73 82 83 90 91",
    "Bo": "12 13 20 21 42 43 50 51 60 61 80 81 102 103 110 111 122 123",
    "Cy": "22 23 30 31 52 53 70 71 92 93 100 101 112 113 120 121",
}
# ZERO with Sake Cup pair moved to Bo, Butterflies pair to Cy, Deer pair to Bo:
# Ann 0; Bo Moon Banquet 1 + Autumn Leaves 1 = 2; Cy Butterflies with Flowers 1 + Boar with Peony 1 = 2.
TIE = {
    "Ann": "10 11 32 33 40 41 62 63 72 73 82 83",
    "Bo": "12 13 20 21 42 43 50 51 80 81 90 91 100 101 102 103 110 111 122 123",
    "Cy": "22 23 30 31 52 53 60 61 70 71 92 93 112 113 120 121",
}


def sheet(
    piles: dict[str, str],
    *,
    dealer: str | None = None,
    house: str = "",
    extra: str = "",
    end: str = "",
    leftover: str = "",
    teams: bool = False,
) -> str:
    """A Musashino-bana TOML sheet with the given piles (players are the pile names unless teams)."""
    players = '["Ann", "Bo", "Cy", "Di"]' if teams else "[" + ", ".join(f'"{p}"' for p in piles) + "]"
    team_line = 'teams = { Red = ["Ann", "Cy"], Blue = ["Bo", "Di"] }' if teams else ""
    dealer_line = f'dealer = "{dealer}"' if dealer else ""
    captured = "\n".join(f'{name} = "{cards}"' for name, cards in piles.items())
    return f"""
game = "musashino-bana"
players = {players}
{team_line}
{dealer_line}
{extra}
[house]
{house}
[captured]
{captured}
[field]
end = "{end}"
[leftover]
{leftover}
"""


def scores(result: RoundResult) -> dict[str, int]:
    return {p.name: p.score for p in result.parties}


def yaku_ids(result: RoundResult, party: str) -> list[str]:
    return [y.id for y in result.party(party).yaku]


def problems(text: str) -> list[tuple[str, str | None, str]]:
    with pytest.raises(SheetError) as error:
        score(text)
    return [(p.code, p.where, p.message) for p in error.value.problems]


def codes(text: str) -> list[str]:
    return [code for code, _, _ in problems(text)]


# --- the game's shape ----------------------------------------------------------------------------


def test_registered_under_its_aliases() -> None:
    for name in ("musashino-bana", "musashino", "Musashino-Bana", "musashinobana"):
        assert find_game(name) is GAME
    assert GAME.id == "musashino-bana"


def test_three_or_four_players_teams_of_two_for_four_and_the_deal_chart() -> None:
    assert GAME.players == (3, 4)
    assert dict(GAME.team_shapes) == {4: (2,)}
    assert {n: set(d) for n, d in GAME.deals.items()} == {3: {(7, 6)}, 4: {(5, 8), (6, 0)}}


def test_no_card_points_every_card_worth_zero() -> None:
    assert len(GAME.deck) == 48
    assert set(GAME.values.values()) == {0}
    assert GAME.deck_total == 0
    result = score(sheet(ZERO))
    assert [p.card_points for p in result.parties] == [0, 0, 0]


def test_house_rule_defaults() -> None:
    assert GAME.rules().as_dict() == {
        "four_brights": "lightning",
        "insta_win_points": 8,
        "bet_limit": 8,
        "storm": "off",
        "sun": True,
    }


# --- the dekiyaku table --------------------------------------------------------------------------


def test_table_is_the_finished_revision_in_order() -> None:
    assert [(y.points, y.id, y.name, y.japanese) for y in GAME.yaku] == [row[:4] for row in TABLE]
    for y, (*_, slots) in zip(GAME.yaku, TABLE, strict=True):
        assert sorted(map(sorted, y.slots)) == sorted(map(sorted, slots)), y.id
        assert y.stops_round == (y.id in INSTA_WIN_IDS), y.id
    assert {y.id: y.replaces for y in GAME.yaku if y.replaces} == {"four-brights": ("three-brights",)}


def _fillings(slots: tuple[tuple[int, ...], ...]) -> list[frozenset[int]]:
    """Every way of filling the slots with one card each."""
    return [frozenset(choice) for choice in itertools.product(*slots)]


@pytest.mark.parametrize(("points", "yaku_id", "name", "japanese", "slots"), TABLE, ids=[row[1] for row in TABLE])
def test_each_dekiyaku_formed_by_exactly_its_cards(
    points: int, yaku_id: str, name: str, japanese: str, slots: tuple[tuple[int, ...], ...]
) -> None:
    find = insta_wins if yaku_id in INSTA_WIN_IDS else dekiyaku
    for pile in _fillings(slots):
        hits = {h.id: h for h in find(pile)}
        assert yaku_id in hits, sorted(pile)
        assert (hits[yaku_id].name, hits[yaku_id].points) == (name, points)
        assert sorted(int(c) for c in hits[yaku_id].cards) == sorted(pile)
        for slot in slots:
            assert yaku_id not in {h.id for h in find(pile - set(slot))}, (yaku_id, slot)


@pytest.mark.parametrize(
    ("points", "yaku_id", "name", "japanese", "slots"),
    [row for row in TABLE if row[1] not in INSTA_WIN_IDS],
    ids=[row[1] for row in TABLE if row[1] not in INSTA_WIN_IDS],
)
def test_each_dekiyaku_is_paid_in_a_played_out_round(
    points: int, yaku_id: str, name: str, japanese: str, slots: tuple[tuple[int, ...], ...]
) -> None:
    ann = sorted(c[0] for c in slots)
    # Bo holds one card of each insta-win that Ann does not, so Cy's "rest" cannot stop the round.
    blockers = [next(c for c in (80, 120, 30) if c not in ann), next(c for c in (41, 51) if c not in ann)]
    result = score(sheet({"Ann": " ".join(map(str, ann)), "Bo": " ".join(map(str, blockers)), "Cy": "rest"}))
    paid = {y.id: y.points for y in result.party("Ann").yaku}
    assert paid[yaku_id] == points


@pytest.mark.parametrize("yaku_id", sorted(INSTA_WIN_IDS))
def test_each_insta_win_stops_the_round_for_eight(yaku_id: str) -> None:
    cards = next(" ".join(str(s[0]) for s in slots) for _, i, *_, slots in TABLE if i == yaku_id)
    result = score(sheet({"Ann": "", "Bo": cards, "Cy": "12 13"}, extra='stopped_by = "Bo"'))
    assert yaku_ids(result, "Bo") == [yaku_id]
    assert result.party("Bo").yaku[0].points == 8
    assert scores(result) == {"Ann": -8, "Bo": 16, "Cy": -8}


def test_three_purple_flowers_needs_a_plain_paulownia_chaff_not_the_yellow_bottom() -> None:
    assert "three-purple-flowers" not in {h.id for h in dekiyaku(frozenset({42, 52, 121}))}
    assert "three-purple-flowers" in {h.id for h in dekiyaku(frozenset({43, 53, 123}))}


def test_each_dekiyaku_counts_once_per_pile() -> None:
    # Both chaff of Plum, Peony and Bush Clover, the Curtain and the Cherry ribbon with the Sake Cup.
    hits = dekiyaku(frozenset({22, 23, 62, 63, 72, 73, 90, 30, 31}))
    ids = [h.id for h in hits]
    assert ids.count("three-red-flowers") == 1
    assert ids.count("flower-banquet") == 1
    assert sum(h.points for h in hits) == 2 + 1  # Three Red Flowers + Flower Banquet


def test_four_brights_replaces_three_brights_lightning_by_default() -> None:
    pile = frozenset({10, 80, 113, 120})
    assert [(h.id, h.points) for h in dekiyaku(pile)] == [("four-brights", 4)]
    # Without the Lightning only Three Brights.
    assert [(h.id, h.points) for h in dekiyaku(pile - {113})] == [("three-brights", 2)]


def test_four_brights_curtain_option() -> None:
    table = yaku_table(MusashinoRules(four_brights="curtain"))
    four = next(y for y in table if y.id == "four-brights")
    assert sorted(map(sorted, four.slots)) == sorted(map(sorted, FOUR_BRIGHTS_CURTAIN))
    assert [(h.id, h.points) for h in dekiyaku(frozenset({10, 80, 30, 120}), table)] == [("four-brights", 4)]
    # Under the Curtain option the Lightning adds nothing: Three Brights alone.
    assert [h.id for h in dekiyaku(frozenset({10, 80, 113, 120}), table)] == ["three-brights"]
    # The default table is left alone.
    assert next(y for y in GAME.yaku if y.id == "four-brights").cards == {10, 80, 113, 120}


def test_four_brights_option_through_a_sheet() -> None:
    # The teams sample's Red pile holds 10 80 113 120 (and not 30): 10 points by default.
    text = (SAMPLES / "musashino-teams.toml").read_text()
    assert score(text).party("Red").yaku_points == 10
    curtain = score(text.replace("[captured]", '[house]\nfour_brights = "curtain"\n[captured]'))
    # Under "curtain" Red's Lightning adds nothing: Three Brights 2 + Takasago 2 + Large Birds 2
    # + Coat of Arms 1 + Moon Banquet 1 = 8. Blue holds the Curtain but not the Crane: still 9.
    assert yaku_ids(curtain, "Red") == ["three-brights", "takasago", "large-birds", "coat-of-arms", "moon-banquet"]
    assert scores(curtain) == {"Red": -1, "Blue": 1}
    assert curtain.winner == "Blue" and curtain.next_dealer == "Bo"


# --- played-out rounds: differences, the cap, ties --------------------------------------------


def test_capped_sample_nobody_pays_more_than_the_bet_limit() -> None:
    result = score((SAMPLES / "musashino-capped.toml").read_text())
    assert [p.yaku_points for p in result.parties] == [14, 0, 2]
    assert scores(result) == {"Ann": 16, "Bo": -8, "Cy": -8}
    assert (result.winner, result.next_dealer) == ("Ann", "Ann")
    assert result.party("Bo").formula == "no dekiyaku = 0; pays Ann 14 - 0 = 14, capped at 8"
    assert result.party("Cy").formula == "Moon Banquet 1 + Cuckoo with Moon 1 = 2; pays Ann 14 - 2 = 12, capped at 8"
    assert result.party("Ann").formula.endswith("= 14; wins; receives 8 from Bo + 8 from Cy = +16")


@pytest.mark.parametrize(("limit", "expected"), [(0, (26, -14, -12)), (10, (20, -10, -10)), (13, (25, -13, -12))])
def test_bet_limit_house_rule(limit: int, expected: tuple[int, int, int]) -> None:
    text = (
        (SAMPLES / "musashino-capped.toml")
        .read_text()
        .replace("[captured]", f"[house]\nbet_limit = {limit}\n[captured]")
    )
    assert tuple(scores(score(text)).values()) == expected


def test_difference_paid_by_each_loser_below_the_cap() -> None:
    # TIE with the Deer pair back with Cy: Bo keeps Moon Banquet 1 (Autumn Leaves goes);
    # Cy keeps Butterflies with Flowers 1 + Boar with Peony 1 = 2 (no Crop Pests: Bo has the Geese).
    piles = dict(TIE)
    piles["Bo"] = piles["Bo"].replace(" 100 101", "")
    piles["Cy"] += " 100 101"
    result = score(sheet(piles))
    assert [p.yaku_points for p in result.parties] == [0, 1, 2]
    assert scores(result) == {"Ann": -2, "Bo": -1, "Cy": 3}
    assert result.winner == "Cy"


def test_everybody_ties_nobody_pays_and_the_dealer_wins() -> None:
    for dealer in ("Ann", "Bo", "Cy"):
        result = score(sheet(ZERO, dealer=dealer))
        assert scores(result) == {"Ann": 0, "Bo": 0, "Cy": 0}
        assert all(p.yaku == () for p in result.parties)
        assert (result.winner, result.next_dealer) == (dealer, dealer)
    assert "everybody ties: nobody pays" in score(sheet(ZERO)).party("Ann").formula


@pytest.mark.parametrize(("dealer", "winner"), [("Ann", "Bo"), ("Bo", "Bo"), ("Cy", "Cy")])
def test_tie_for_the_top_goes_to_the_earliest_in_turn_order(dealer: str, winner: str) -> None:
    result = score(sheet(TIE, dealer=dealer))
    assert [p.yaku_points for p in result.parties] == [0, 2, 2]
    other = "Cy" if winner == "Bo" else "Bo"
    assert scores(result) == {"Ann": -2, winner: 2, other: 0}
    assert (result.winner, result.next_dealer) == (winner, winner)
    assert f"ties {winner} for the lead and pays nothing" in result.party(other).formula


def test_teams_share_a_pile_and_the_winning_team_deals_next() -> None:
    result = score((SAMPLES / "musashino-teams.toml").read_text())
    assert [(p.name, p.members) for p in result.parties] == [("Red", ("Ann", "Cy")), ("Blue", ("Bo", "Di"))]
    assert [p.yaku_points for p in result.parties] == [10, 9]
    assert scores(result) == {"Red": 1, "Blue": -1}
    # Bo (Blue) dealt: the deal goes to Red's member earliest in turn order after Bo.
    assert (result.winner, result.next_dealer) == ("Red", "Cy")
    assert yaku_ids(result, "Red")[0] == "four-brights" and "three-brights" not in yaku_ids(result, "Red")


# Two team piles with two points each: Red Moon Banquet 1 + Cuckoo with Moon 1,
# Blue Butterflies with Flowers 1 + Boar with Peony 1.
TEAM_TIE = {
    "Red": "10 11 12 13 20 22 32 33 40 42 50 51 72 73 80 81 90 91 122 123",
    "Blue": "rest",
}


@pytest.mark.parametrize(("dealer", "winner"), [("Ann", "Red"), ("Bo", "Blue"), ("Cy", "Red"), ("Di", "Blue")])
def test_team_tie_goes_to_the_team_earliest_in_turn_order_and_nobody_pays(dealer: str, winner: str) -> None:
    result = score(sheet(TEAM_TIE, teams=True, dealer=dealer))
    assert [p.yaku_points for p in result.parties] == [2, 2]
    assert scores(result) == {"Red": 0, "Blue": 0}
    # The dealer's team wins the tie, so the dealer keeps the deal.
    assert (result.winner, result.next_dealer) == (winner, dealer)


# --- insta-win --------------------------------------------------------------------------------------


def test_insta_win_sample_each_loser_pays_eight_and_nothing_else_scores() -> None:
    result = score((SAMPLES / "musashino-insta-win.toml").read_text())
    assert result.stopped_by == "Bo"
    assert scores(result) == {"Ann": -8, "Bo": 16, "Cy": -8}
    assert [(y.id, y.points) for y in result.party("Bo").yaku] == [("five-kings", 8)]
    # Ann holds Autumn Leaves (90 100), unpaid in a stopped round.
    assert result.party("Ann").yaku == () and result.party("Cy").yaku == ()
    assert (result.winner, result.next_dealer) == ("Bo", "Bo")
    assert result.dead == (40, 50, 70)
    assert result.party("Bo").formula == "Five Kings stops the round; receives 8 from Ann + 8 from Cy = +16"
    assert result.party("Ann").formula == "Bo stopped the round with Five Kings: pays Bo 8"


def test_insta_win_points_house_rule_is_not_capped_by_the_bet_limit() -> None:
    text = (
        (SAMPLES / "musashino-insta-win.toml")
        .read_text()
        .replace("[captured]", "[house]\ninsta_win_points = 10\nbet_limit = 4\n[captured]")
    )
    result = score(text)
    assert scores(result) == {"Ann": -10, "Bo": 20, "Cy": -10}
    assert result.party("Bo").yaku[0].points == 10


def test_insta_win_by_a_team_named_by_a_member() -> None:
    text = sheet(
        {"Red": "11 13 21 22 31 32 41 42 51 52 71 72 112 113", "Blue": "10 12"},
        teams=True,
        extra='stopped_by = "Cy"',
    )
    result = score(text)
    assert result.stopped_by == "Red"
    assert scores(result) == {"Red": 8, "Blue": -8}
    assert yaku_ids(result, "Red") == ["seven-red-ribbons"]
    assert (result.winner, result.next_dealer) == ("Red", "Ann")


def test_both_insta_wins_by_one_capture_are_paid_once() -> None:
    # The Curtain and the Cherry ribbon taken together complete both at once.
    bo = "10 12 80 82 110 112 120 122 30 31 11 13 21 23 41 43 51 53 71 73"
    result = score(sheet({"Ann": "", "Bo": bo, "Cy": ""}, extra='stopped_by = "Bo"'))
    assert scores(result) == {"Ann": -8, "Bo": 16, "Cy": -8}
    # Both are listed (CONTRACT.md); one stake is paid, so the second is listed at 0.
    assert yaku_ids(result, "Bo") == ["five-kings", "seven-red-ribbons"]
    assert [y.points for y in result.party("Bo").yaku] == [8, 0] and result.party("Bo").yaku_points == 8
    assert "Seven Red Ribbons by the same capture: paid once" in result.party("Bo").formula


def test_storm_does_not_touch_an_insta_win() -> None:
    # Ann holds the Lightning, whose storm would void Bo's Moon and Curtain in a played-out
    # round; Bo's Five Kings still stops the round, and no Sun answer is asked for.
    text = sheet(
        {"Ann": "113 111 11 13", "Bo": "10 12 30 32 80 82 110 112 120 122", "Cy": ""},
        extra='stopped_by = "Bo"',
        house='storm = "cards"',
    )
    result = score(text)
    assert scores(result) == {"Ann": -8, "Bo": 16, "Cy": -8}
    assert yaku_ids(result, "Bo") == ["five-kings"]
    assert result.warnings == ()


def test_stopper_without_an_insta_win_is_an_error() -> None:
    found = problems(sheet({"Ann": "10 11", "Bo": "20 21", "Cy": ""}, extra='stopped_by = "Bo"'))
    assert [(c, w) for c, w, _ in found] == [("stopper-without-yaku", "captured.Bo")]
    assert "Five Kings" in found[0][2] and "Seven Red Ribbons" in found[0][2]


def test_insta_win_in_a_round_that_was_not_stopped_is_an_error() -> None:
    # Bo holds the Wisteria ribbon so that Cy's "rest" holds no Seven Red Ribbons.
    piles = {"Ann": "10 12 30 32 80 82 110 111 120 122", "Bo": "41 43", "Cy": "rest"}
    found = problems(sheet(piles))
    assert [(c, w) for c, w, _ in found] == [("stopping-yaku-not-stopped", "captured.Ann")]
    assert 'stopped_by = "Ann"' in found[0][2]


def test_insta_win_held_by_a_non_stopper_is_an_error() -> None:
    piles = {"Ann": "10 12 30 32 80 82 110 111 120 122", "Bo": "11 13 21 23 31 33 41 43 51 53 71 73 112 113", "Cy": ""}
    found = problems(sheet(piles, extra='stopped_by = "Bo"'))
    assert [(c, w) for c, w, _ in found] == [("stopping-yaku-not-stopper", "captured.Ann")]
    assert "Five Kings" in found[0][2]


def test_stopped_round_checks_only_duplicates_not_completeness() -> None:
    result = score(sheet({"Ann": "", "Bo": "10 30 80 110 120", "Cy": ""}, extra='stopped_by = "Bo"'))
    assert result.winner == "Bo"
    assert "duplicate-card" in codes(
        sheet({"Ann": "10", "Bo": "10 30 80 110 120", "Cy": ""}, extra='stopped_by = "Bo"')
    )


# --- the storm rule and the Sun rule ----------------------------------------------------------


STORM = (SAMPLES / "musashino-storm.toml").read_text()


def storm_sheet(answer: str | None = "false", house: str = 'storm = "cards"') -> str:
    """The storm sample with another Sun answer and house rules."""
    text = STORM.replace("crane_after_storm = false\n", "" if answer is None else f"crane_after_storm = {answer}\n")
    return text.replace('storm = "cards"', house)


def test_storm_cards_sample_voids_moon_curtain_and_cherry_ribbon_of_opponents() -> None:
    result = score(STORM)
    assert yaku_ids(result, "Ann") == ["iris-bridge"]
    assert yaku_ids(result, "Bo") == ["takasago", "coat-of-arms"]
    assert yaku_ids(result, "Cy") == ["purple-ribbons"]
    assert scores(result) == {"Ann": -2, "Bo": 3, "Cy": -1}
    assert (result.winner, result.next_dealer) == ("Bo", "Bo")
    assert result.party("Bo").formula == (
        "storm (Ann's Rain Man and Cy's Lightning): Curtain and Full Moon count for nothing; "
        "Takasago 2 + Coat of Arms 1 = 3; wins; receives 2 from Ann + 1 from Cy = +3"
    )
    assert result.party("Cy").formula.startswith("storm (Ann's Rain Man): Cherry Poetry Ribbon counts for nothing; ")


def test_without_a_storm_the_same_piles_score_in_full() -> None:
    # Bo: Three Brights 2 + Takasago 2 + Coat of Arms 1 + Moon Banquet 1 + Flower Banquet 1
    #     + Butterflies with Flowers 1 = 8; Cy: Back Sugawara 2 + Purple Ribbons 2 = 4; Ann 1.
    result = score(storm_sheet(None, house='storm = "off"'))
    assert [p.yaku_points for p in result.parties] == [1, 8, 4]
    assert scores(result) == {"Ann": -7, "Bo": 11, "Cy": -4}


def test_crane_taken_after_both_storm_cards_calms_both_storms() -> None:
    result = score(storm_sheet("true"))
    assert scores(result) == {"Ann": -7, "Bo": 11, "Cy": -4}
    assert "Rain Man storm calmed by the Sun (Bo took the Crane after it)" in result.party("Ann").formula


def test_per_storm_card_answers_when_they_differ() -> None:
    # The Rain Man's storm is calmed, the Lightning's stands: it strikes Ann and Bo, not Cy.
    # Bo 3, Cy 4 (Back Sugawara kept), Ann 1: Cy wins, Bo pays 1, Ann pays 3.
    result = score(storm_sheet('{ "110" = true, "113" = false }'))
    assert scores(result) == {"Ann": -3, "Bo": -1, "Cy": 4}
    assert yaku_ids(result, "Cy") == ["back-sugawara", "purple-ribbons"]
    assert (result.winner, result.next_dealer) == ("Cy", "Cy")
    # The other way round: the Rain Man's storm stands and strikes Bo and Cy.
    result = score(storm_sheet("{ rain-man = false, lightning = true }"))
    assert scores(result) == {"Ann": -2, "Bo": 3, "Cy": -1}


def test_storm_banquets_voids_only_the_two_banquets() -> None:
    # Bo loses Moon Banquet and Flower Banquet: 8 - 2 = 6; Cy keeps Back Sugawara: 4; Ann 1.
    result = score(storm_sheet("false", house='storm = "banquets"'))
    assert [p.yaku_points for p in result.parties] == [1, 6, 4]
    assert "moon-banquet" not in yaku_ids(result, "Bo") and "three-brights" in yaku_ids(result, "Bo")
    assert scores(result) == {"Ann": -5, "Bo": 7, "Cy": -2}
    assert result.party("Bo").formula.startswith(
        "storm (Ann's Rain Man and Cy's Lightning): Moon Banquet and Flower Banquet are void; "
    )


def test_sun_rule_off_storms_always_stand_and_no_answer_is_needed() -> None:
    result = score(storm_sheet(None, house='storm = "cards"\nsun = false'))
    assert scores(result) == {"Ann": -2, "Bo": 3, "Cy": -1}
    assert result.warnings == ()


def test_missing_sun_answer_is_an_error_naming_crane_after_storm() -> None:
    # The storm cards lie in two piles, so each may get its own answer: each is named.
    found = problems(storm_sheet(None))
    assert {(c, w) for c, w, _ in found} == {
        ("missing-key", "crane_after_storm.110"),
        ("missing-key", "crane_after_storm.113"),
    }
    assert all("crane_after_storm" in message for _, _, message in found)
    assert "Bo holds the Crane" in found[0][2]


def test_sun_answer_table_must_cover_every_storm_card_facing_the_crane() -> None:
    found = problems(storm_sheet('{ "110" = true }'))
    assert [(c, w) for c, w, _ in found] == [("missing-key", "crane_after_storm.113")]


def test_sun_answer_is_not_asked_when_the_crane_sits_with_the_storm_cards() -> None:
    # ZERO with both Willow pairs moved to Ann, who holds the Crane; Sake Cup pair to Bo (Moon Banquet).
    piles = {
        "Ann": "10 11 32 33 40 41 62 63 72 73 82 83 110 111 112 113",
        "Bo": "12 13 20 21 42 43 50 51 60 61 80 81 90 91 102 103 122 123",
        "Cy": "22 23 30 31 52 53 70 71 92 93 100 101 120 121",
    }
    # No storm: Bo's Moon Banquet wins 1 from each.
    assert scores(score(sheet(piles))) == {"Ann": -1, "Bo": 2, "Cy": -1}
    # Ann's storms void Bo's Moon: everybody at 0, the dealer (Ann) wins, nobody pays.
    result = score(sheet(piles, house='storm = "cards"'))
    assert scores(result) == {"Ann": 0, "Bo": 0, "Cy": 0}
    assert result.winner == "Ann"
    assert result.warnings == ()


def test_a_storm_strikes_only_the_holders_opponents_even_when_both_sides_hold_one() -> None:
    # Ann holds both storm cards and her own Moon Banquet (90 80): it stays paid.
    both = {"Ann": "80 81 90 91 110 111 112 113", "Bo": "10 11 12 13", "Cy": "rest"}
    result = score(sheet(both, house='storm = "cards"', extra="crane_after_storm = false"))
    assert yaku_ids(result, "Ann") == ["moon-banquet"]
    # With the Lightning in Cy's pile instead, Cy's storm strikes Ann although she holds the
    # Rain Man: her Moon counts for nothing and the Moon Banquet is lost.
    split = {"Ann": "80 81 90 91 110 111", "Bo": "10 11 12 13", "Cy": "rest"}
    result = score(sheet(split, house='storm = "cards"', extra="crane_after_storm = false"))
    assert yaku_ids(result, "Ann") == []
    assert result.party("Ann").formula.startswith("storm (Cy's Lightning): Full Moon counts for nothing; ")


def test_sun_answer_given_where_unused_is_a_warning() -> None:
    result = score(storm_sheet("true", house='storm = "off"'))
    assert scores(result) == {"Ann": -7, "Bo": 11, "Cy": -4}
    assert tuple(map(english, result.warnings)) == ("crane_after_storm is ignored: the storm rule is off",)


# --- errors of the sheet ---------------------------------------------------------------------------


def test_four_players_without_teams_is_an_error() -> None:
    text = """
game = "musashino"
players = ["Ann", "Bo", "Cy", "Di"]
[captured]
Ann = "10 11"
Bo = "12 13"
Cy = "20 21"
Di = "rest"
"""
    found = problems(text)
    assert [(c, w) for c, w, _ in found] == [("bad-teams", "teams")]
    assert "as 2 teams of 2 sharing a pile" in found[0][2]


def test_three_players_cannot_play_in_teams_and_two_or_five_cannot_play() -> None:
    assert "bad-teams" in codes(
        'game = "musashino"\nplayers = ["A", "B", "C"]\nteams = { X = ["A"], Y = ["B"], Z = ["C"] }\n'
        '[captured]\nX = "rest"\nY = ""\nZ = ""\n'
    )
    assert "player-count" in codes('game = "musashino"\nplayers = ["A", "B"]\n[captured]\nA = "rest"\nB = ""\n')
    five = 'game = "musashino"\nplayers = ["A", "B", "C", "D", "E"]\n[captured]\nA = "rest"\n'
    assert "player-count" in codes(five)


@pytest.mark.parametrize(
    ("house", "key"),
    [
        ('storm = "hail"', "house.storm"),
        ('four_brights = "rain-man"', "house.four_brights"),
        ("bet_limit = -1", "house.bet_limit"),
        ("insta_win_points = -8", "house.insta_win_points"),
        ('sun = "yes"', "house.sun"),
        ("koikoi = true", "house.koikoi"),
    ],
)
def test_bad_house_rules_are_errors_naming_the_key(house: str, key: str) -> None:
    assert key in [w for _, w, _ in problems(sheet(ZERO, house=house))]


@pytest.mark.parametrize(
    ("players", "start", "ok"),
    [
        (3, "12 22 32 42 52 62", True),
        (3, "12 22 32 42 52 62 72 82", False),
        (4, "12 22 32 42 52 62 72 82", True),
        (4, "", True),
        (4, "12 22 32 42 52 62", False),
    ],
)
def test_deal_check_three_7_6_four_5_8_or_6_0(players: int, start: str, ok: bool) -> None:
    if players == 3:
        text = sheet(ZERO).replace("[field]", f'[field]\nstart = "{start}"')
    else:
        text = sheet({"Red": ZERO["Ann"], "Blue": "rest"}, teams=True).replace("[field]", f'[field]\nstart = "{start}"')
    if ok:
        score(text)
    else:
        assert "bad-deal" in codes(text)


def test_four_of_a_month_on_the_starting_field_is_a_misdeal() -> None:
    text = sheet(ZERO).replace("[field]", '[field]\nstart = "20 21 22 23 52 62"')
    assert "misdeal" in codes(text)


def test_played_out_round_must_place_every_card() -> None:
    piles = dict(ZERO)
    piles["Cy"] = piles["Cy"].replace(" 120 121", "")
    assert "missing-cards" in codes(sheet(piles))


# --- the end field -----------------------------------------------------------------------------------


def test_end_field_cards_are_dead_with_a_warning() -> None:
    piles = dict(ZERO)
    piles["Ann"] = piles["Ann"].replace(" 90 91", " 91")
    result = score(sheet(piles, end="90"))
    assert result.dead == (90,) and result.leftover == {}
    assert scores(result) == {"Ann": 0, "Bo": 0, "Cy": 0}
    assert any("end field holds 90" in english(w) for w in result.warnings)


def test_leftover_table_gives_an_end_field_card_to_a_pile_where_it_scores() -> None:
    piles = dict(ZERO)
    piles["Ann"] = piles["Ann"].replace(" 90 91", " 91")
    result = score(sheet(piles, end="90", leftover='Bo = "90"'))
    # Bo now holds the Sake Cup with the Moon: Moon Banquet 1.
    assert result.dead == () and result.leftover == {90: "Bo"}
    assert 90 in result.party("Bo").cards
    assert scores(result) == {"Ann": -1, "Bo": 2, "Cy": -1}


# --- quick sheets, the CLI, rules, samples --------------------------------------------------------


def test_quick_sheet_with_house_rules() -> None:
    quick = "\n".join(
        [
            "game: musashino",
            "players: Ann, Bo, Cy",
            "house: storm=cards, sun=false",
            "Ann: 110 112 20 22 40 42 50 51 52 53 72 73 100 102",
            "Bo: 10 12 30 32 60 62 80 82 90 92 120 122",
            "Cy: rest",
        ]
    )
    assert scores(score(quick)) == {"Ann": -2, "Bo": 3, "Cy": -1}


def test_cli_score_json_on_the_storm_sample(cli_json) -> None:
    code, data = cli_json("score", str(SAMPLES / "musashino-storm.toml"))
    assert code == 0
    assert data["game"] == "musashino-bana"
    assert [(p["name"], p["score"], p["card_points"], p["yaku_points"]) for p in data["parties"]] == [
        ("Ann", -2, 0, 1),
        ("Bo", 3, 0, 3),
        ("Cy", -1, 0, 2),
    ]
    assert data["parties"][1]["yaku"] == [
        {"id": "takasago", "name": "Takasago", "points": 2},
        {"id": "coat-of-arms", "name": "Coat of Arms", "points": 1},
    ]
    assert (data["winner"], data["next_dealer"], data["stopped_by"], data["dead"]) == ("Bo", "Bo", None, [])
    assert "payments" not in data and "victory" not in data


def test_cli_score_json_insta_win_names_the_stopper(cli_json) -> None:
    code, data = cli_json("score", str(SAMPLES / "musashino-insta-win.toml"))
    assert code == 0
    assert data["stopped_by"] == "Bo"
    assert data["parties"][1]["yaku"] == [{"id": "five-kings", "name": "Five Kings", "points": 8}]


def test_cli_missing_sun_answer_exits_2_naming_the_key(cli) -> None:
    result = cli("score", "-", input=storm_sheet(None))
    assert result.exit_code == 2
    assert "crane_after_storm" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_cli_score_terminal_view_shows_the_formula(cli) -> None:
    result = cli("score", str(SAMPLES / "musashino-capped.toml"))
    assert result.exit_code == 0
    assert "pays Ann 14 - 0 = 14, capped at 8" in result.stdout
    assert "winner: Ann" in result.stdout


def test_rules_command_lists_the_table_and_house_rules(cli) -> None:
    result = cli("rules", "musashino")
    assert result.exit_code == 0
    for text in ("Musashino-bana", "five-kings", "paulownia-pot", "bet_limit", "crane_after_storm", "storm"):
        assert text in result.stdout
    assert GAME.formula and GAME.notes


EXPECTED_SAMPLES = {
    "musashino-insta-win.toml": {"Ann": -8, "Bo": 16, "Cy": -8},
    "musashino-storm.toml": {"Ann": -2, "Bo": 3, "Cy": -1},
    "musashino-teams.toml": {"Red": 1, "Blue": -1},
    "musashino-capped.toml": {"Ann": 16, "Bo": -8, "Cy": -8},
    "musashino-counted.txt": {"Ann": 16, "Bo": -8, "Cy": -8},
}


def test_every_musashino_sample_scores_as_its_comment_says() -> None:
    found = sorted(p.name for p in SAMPLES.glob("musashino-*.t*"))
    assert found == sorted(EXPECTED_SAMPLES)
    for name in found:
        result = score((SAMPLES / name).read_text())
        assert result.game == "musashino-bana"
        assert scores(result) == EXPECTED_SAMPLES[name], name
        assert sum(scores(result).values()) == 0
        assert result.warnings == (), name


# --- independent hand-worked cases, through the real commands ---


def test_musashino_refuses_wild_captured() -> None:
    """Musashino-bana has no wild card: a wild_captured key is another game's, and refused."""
    text = toml_sheet(
        {"A": {10, 11, 12, 13}, "B": {20, 22}}, game="musashino", players=["A", "B", "C"], wild_captured="9a"
    ).replace("[field]", 'C = "rest"\n[field]')
    with pytest.raises(SheetError, match="belongs to Mushi and Sakura") as error:
        score_text(text)
    assert [p.code for p in error.value.problems] == ["foreign-key"]


def test_a_four_player_musashino_game_needs_teams(cli_json: Callable[..., Any]) -> None:
    """RULES 7: Musashino-bana is played by 3, or by 4 as two teams of 2."""
    code, data = cli_json("new", "musashino", "-p", "A", "-p", "B", "-p", "C", "-p", "D")
    assert code == 2 and data["errors"][0]["where"] == "--team"


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
