"""The seven points RULES.md sections 2-7 mark "settled 2026-11-26", through the real
``hanascore score --json`` (and ``add`` where a ledger is the point).  The quick sheet's
``variant`` key and chat debris are in test_settled_quick_sheet.py.

Every expected number is worked by hand from RULES.md in the comments beside the sheet; none
is copied from what the code prints.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.test_interactive import enter
from tests.test_interactive import setup as next_round_at

Run = Callable[..., tuple[int, Any]]


def scored(cli_json: Run, sheet: str) -> dict[str, Any]:
    """The ``score --json`` object of ``sheet`` (read from standard input), which must score."""
    status, result = cli_json("score", "-", input=sheet)
    assert status == 0, result
    return result


def problems(cli_json: Run, sheet: str) -> list[tuple[str, str]]:
    """The (code, where) of every problem ``score --json`` reports for ``sheet`` (exit status 2)."""
    status, result = cli_json("score", "-", input=sheet)
    assert status == 2, result
    return [(p["code"], p["where"]) for p in result["errors"]]


def scores(result: dict[str, Any]) -> dict[str, int]:
    return {p["name"]: p["score"] for p in result["parties"]}


def party(result: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in result["parties"] if p["name"] == name)


# --- 1. RULES 2: a sheet without a dealer whose first player sits out -------------------------

# Kyu-Rei Hana, four at the table, Ann sits out.  Values: 20 for 10 20 30 80 100 110 120,
# 10 for 40 50 60 70 81 90 111 121, 5 for the ten ribbons; no pile holds a whole yaku
# (Big Three 10 30 80, Small Three 11 21 31, Blue Ribbons 61 91 101, Grass 41 51 71 are split).
#   Bo: 10 11 12 13 (25) + 20 21 22 23 (25) + 80 81 82 83 (30) + 110 113 (20)   = 100
#   Di: 30 31 32 33 (25) + 100-103 (25) + 120-123 (30) + 40 41 (15) + 51 53 (5) = 100
#   Cy: the rest, 270 - 200                                                      =  70
# No start field: x1 (with the warning).  Scores: card points - 90: Bo +10, Cy -20, Di +10.
# Bo and Di tie on top: the winner is the one earlier in turn order from the dealer.  Ann
# would deal but sits out, so the deal passes to the next active player, Bo: Bo wins (from
# Cy, the order Cy Di Ann Bo would make Di the winner; from Di, Di).
KYUREI_SIT_OUT = """\
game = "kyu-rei-hana"
players = ["Ann", "Bo", "Cy", "Di"]
{active}
[captured]
Bo = "10 11 12 13 20 21 22 23 80 81 82 83 110 113"
Di = "30 31 32 33 100 101 102 103 120 121 122 123 40 41 51 53"
Cy = "rest"
"""


@pytest.mark.parametrize("active", ['active = ["Bo", "Cy", "Di"]', ""], ids=["active", "by-piles"])
def test_a_sheet_whose_first_player_sits_out_passes_the_deal_on(cli_json: Run, active: str) -> None:
    result = scored(cli_json, KYUREI_SIT_OUT.format(active=active))
    assert scores(result) == {"Ann": 0, "Bo": 10, "Cy": -20, "Di": 10}
    assert party(result, "Ann")["active"] is False
    assert result["winner"] == "Bo" and result["next_dealer"] == "Bo"


def test_the_quick_form_passes_the_deal_on_too(cli_json: Run) -> None:
    # The same round as plain lines: the piles say who played.
    sheet = (
        "game: kyurei\nplayers: Ann, Bo, Cy, Di\n"
        "Bo: 10 11 12 13 20 21 22 23 80 81 82 83 110 113\n"
        "Di: 30 31 32 33 100 101 102 103 120 121 122 123 40 41 51 53\n"
        "Cy: rest\n"
    )
    result = scored(cli_json, sheet)
    assert result["winner"] == "Bo" and scores(result)["Di"] == 10


def test_a_named_dealer_who_sits_out_is_still_refused(cli_json: Run) -> None:
    sheet = KYUREI_SIT_OUT.format(active='active = ["Bo", "Cy", "Di"]\ndealer = "Ann"')
    assert problems(cli_json, sheet) == [("bad-active", "dealer")]


MUSHI_PILES = ("10 11 12 13 20 21 22 23 30 31 32 33", "rest")
KYUREI_PILES = (
    "10 11 12 13 20 21 22 23 80 81 82 83 110 113",
    "30 31 32 33 100 101 102 103 120 121 122 123 40 41 51 53",
    "rest",
)


@pytest.mark.parametrize(
    ("game", "players", "piles", "sitting_out"),
    [
        *(("mushi", ("Ann", "Bo", "Cy"), MUSHI_PILES, out) for out in ("Ann", "Bo", "Cy")),
        *(("kyu-rei-hana", ("Ann", "Bo", "Cy", "Di"), KYUREI_PILES, out) for out in ("Ann", "Bo", "Cy", "Di")),
    ],
    ids=lambda value: value if isinstance(value, str) and " " not in value else "",
)
def test_a_sheet_on_its_own_is_dealt_as_a_ledgers_first_round(
    cli, cli_json: Run, game: str, players: tuple[str, ...], piles: tuple[str, ...], sitting_out: str
) -> None:
    # The same sheet (no dealer, the piles of who played) scored on its own and added as the
    # first round of a game whose first player deals: one result, whoever sat out.
    playing = [p for p in players if p != sitting_out]
    body = "".join(f"{name}: {pile}\n" for name, pile in zip(playing, piles, strict=True))
    alone = scored(cli_json, f"game: {game}\nplayers: {', '.join(players)}\n{body}")
    assert cli("new", game, *(arg for p in players for arg in ("-p", p))).exit_code == 0
    status, added = cli_json("add", "-", input=body)
    assert status == 0, added
    assert added["dealer"] == playing[0]  # the first player, or the next who played
    assert alone == added["result"]


# --- 2. RULES 4: Sakura, gaji_on_start_field = "discard" and all four Willows dealt -----------

# Two players, 8 to the field: the four Willows and four zero-point chaff.  The Gaji (113) is
# dead at once; the dealer Ann captures the other three Willows at the deal.
#   Ann: Rain Man 5 + Swallow 5 + Willow ribbon 10 + Crane 20 + Pine ribbon 10 + Warbler 5
#        + Plum ribbon 10 = 65, no yaku (Ro needs the Curtain, Ha the Cherry ribbon).
#   Bo ('rest', the Gaji left out): 240 - 65 = 175, with I (30 80 90), Ni (61 91 101),
#        Ho (60 90 100), He (41 51 71), To (40 50 70), Chi (70 81 100): six yaku.
#   Ann: 65 - 6 x 50 = -235; Bo: 175 - 0 = 175.  The Gaji is dead.
FOUR_WILLOWS = """\
game = "sakura"
players = ["Ann", "Bo"]
dealer = "Ann"

[house]
gaji_on_start_field = "discard"

[captured]
Ann = "{ann}"
Bo = "rest"

[field]
start = "110 111 112 113 12 22 32 42"
end = "{end}"
"""


def test_four_willows_dealt_with_the_gaji_discarded_give_the_dealer_three(cli_json: Run) -> None:
    result = scored(cli_json, FOUR_WILLOWS.format(ann="110 111 112 10 11 20 21", end=""))
    assert scores(result) == {"Ann": -235, "Bo": 175}
    assert party(result, "Ann")["card_points"] == 65 and party(result, "Bo")["card_points"] == 175
    assert result["dead"] == ["113"]
    assert "113" not in party(result, "Bo")["cards"]
    assert result["winner"] == "Bo"


def test_four_willows_discard_the_gaji_is_in_no_pile_and_the_three_are_the_dealers(cli_json: Run) -> None:
    # The Gaji in the dealer's pile instead of the Willow ribbon: the Gaji is dead, and the
    # ribbon ('rest' puts it in Bo's pile) belongs to Ann.
    found = problems(cli_json, FOUR_WILLOWS.format(ann="110 111 113 10 11 20 21", end=""))
    assert found == [("gaji-discarded", "captured.Ann"), ("four-of-a-suit", "captured.Bo")]


def test_four_willows_discard_the_message_says_the_dealer_took_three(cli) -> None:
    done = cli("score", "-", input=FOUR_WILLOWS.format(ann="110 111 10 11 20 21", end="112"))
    assert done.exit_code == 2
    assert "the Gaji is discarded" in done.stderr and "Ann captured the other three" in done.stderr
    assert "112 Willow Ribbon is on the end field" in done.stderr


@pytest.mark.parametrize(("lang", "words"), [("en", "captured the other three"), ("ja", "残りの三枚")])
def test_four_willows_discard_the_page_says_it_without_the_house_rules_key(
    isolated_store: Path, lang: str, words: str
) -> None:
    # The page's words name the house rule as such, never its key.
    fastapi = pytest.importorskip("fastapi.testclient")
    from hanascore.web.app import create_app
    from hanascore.web.words import PAGE_READER, READER_HEADER

    client = fastapi.TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    sheet = FOUR_WILLOWS.format(ann="110 111 10 11 20 21", end="112")
    answer = client.post("/api/score", content=sheet, headers={READER_HEADER: PAGE_READER, "accept-language": lang})
    assert answer.status_code == 422
    [problem] = answer.json()["errors"]
    assert problem["code"] == "four-of-a-suit" and words in problem["said"]
    assert "gaji_on_start_field" not in problem["said"] and "gaji_on_start_field" in problem["message"]


def test_four_willows_discard_in_a_counted_sheet(cli_json: Run) -> None:
    # The same round counted: Ann 1 bright (20) + 3 ribbons (30) + 3 animals (15) = 65, her
    # three Willows among them.  Bo 'rest': the deck's counts less Ann's and the dead Gaji:
    # 3 brights 60 + 7 ribbons 70 + the yellow-bottom 10 + 7 animals 35 + 22 chaff 0 = 175.
    # No yaku named: Ann 65, Bo 175; the discarded Gaji is dead, as card by card.
    sheet = (
        "game: sakura\nplayers: Ann, Bo\ndealer: Ann\nhouse: gaji_on_start_field=discard\n"
        "start: 110 111 112 113 12 22 32 42\nAnn: 1 bright 3 ribbons 3 animals\nBo: rest\n"
    )
    result = scored(cli_json, sheet)
    assert scores(result) == {"Ann": 65, "Bo": 175}
    assert party(result, "Bo")["counts"]["chaff"] == 22
    assert result["dead"] == ["113"]


# --- 3. RULES 4: Oi-bana under victory scoring -------------------------------------------------

# Three at the table, bids Ann 5, Bo 10, Cy 3: the two highest, Bo and Ann, play.
#   Ann: Crane 20 + Pine ribbon 10 + Warbler 5 + Plum ribbon 10 = 45, no yaku.
#   Bo ('rest'): 240 - 45 = 195 with six yaku (I, Ni, Ho, He, To, Chi, as above).
#   Points: Ann 45 - 300 = -255, Bo 195.  Bo wins by 450: with chu, a Chu (50+), counted
#   twice; Ann pays Bo's bid (winner-bid) 10 x 2 = 20.
# With chu_basa_combined a win by 100+ is a Basa (yaku were formed), counted three times:
# Ann pays 10 x 3 = 30.
OI_BANA = """\
game = "sakura"
variant = "oi-bana"
players = ["Ann", "Bo", "Cy"]
dealer = "Ann"
bids = {{ Ann = 5, Bo = 10, Cy = 3 }}

[house]
scoring = "victories"
{house}

[captured]
Ann = "10 11 20 21"
Bo = "rest"
"""


@pytest.mark.parametrize(
    ("house", "kind", "count"),
    [("chu = true", "chu", 2), ("chu_basa_combined = true", "basa", 3), ("", "win", 1)],
)
def test_oi_bana_under_victory_scoring_scores_the_payment(cli_json: Run, house: str, kind: str, count: int) -> None:
    result = scored(cli_json, OI_BANA.format(house=house))
    paid = 10 * count
    assert scores(result) == {"Ann": -paid, "Bo": paid, "Cy": 0}
    assert {p["name"]: p["victories"] for p in result["parties"]} == {"Ann": 0, "Bo": count, "Cy": 0}
    assert result["victory"] == kind
    assert result["payments"] == [{"from": "Ann", "to": "Bo", "amount": paid}]


def test_oi_bana_victories_in_a_ledger_count_victories_and_keep_the_payments_as_points(cli, cli_json: Run) -> None:
    args = ["new", "sakura", "--player", "Ann", "--player", "Bo", "--player", "Cy", "--variant", "oi-bana"]
    assert cli(*args, "--house", "scoring=victories", "--house", "chu=true").exit_code == 0
    # Twice the Chu round of the test above (the second time Ann also took a zero-point Pine
    # chaff, so it is no duplicate): 2 + 2 victories for Bo, 20 + 20 points.
    first = OI_BANA.format(house="chu = true")
    for sheet in (first, first.replace('"10 11 20 21"', '"10 11 12 20 21"')):
        assert cli("add", "-", input=sheet).exit_code == 0
    status, standings = cli_json("standings")
    assert status == 0
    assert {p["name"]: (p["total"], p["points"]) for p in standings["parties"]} == {
        "Ann": (0, -40),
        "Bo": (4, 40),
        "Cy": (0, 0),
    }


# --- 4. RULES 5: Kyu-Rei carry_over = false with a stated multiplier -------------------------

# Three players, no yaku anywhere (same piles as section 1's, Ann in Bo's place):
#   Ann 100, Bo 70, Cy 100 card points: 10, -20, 10 before the multiplier.
# The sheet states x2 carried over; the start field holds the Phoenix (x4) and the Moon (x2).
# carry_over = false: the stated x2 applies and nothing is queued (the field's own x4 and x2
# are dropped): Ann +20, Bo -40, Cy +20.  With carry_over = true the field's multipliers
# wait behind it, quadruples first: [4, 2].
CARRIED = """\
game = "kyu-rei-hana"
players = ["Ann", "Bo", "Cy"]
multiplier = 2

[house]
carry_over = {carry_over}

[captured]
Ann = "10 11 12 13 20 21 22 23 80 81 82 83 110 113"
Bo = "60 61 62 63 70 71 72 73 90 91 92 93 111 112 42 43 50 52"
Cy = "rest"

[field]
start = "80 120 42 52 62 72"
"""


def test_carry_over_false_still_applies_a_stated_multiplier_and_queues_nothing(cli_json: Run) -> None:
    result = scored(cli_json, CARRIED.format(carry_over="false"))
    assert [party(result, n)["card_points"] for n in ("Ann", "Bo", "Cy")] == [100, 70, 100]
    assert result["multiplier"] == 2
    assert scores(result) == {"Ann": 20, "Bo": -40, "Cy": 20}
    assert result["carry_over"] == []
    # Ann and Cy tie; the dealer (Ann, the first player) is earlier in turn order.
    assert result["winner"] == "Ann"


def test_carry_over_true_queues_the_fields_own_multipliers_behind_a_stated_one(cli_json: Run) -> None:
    result = scored(cli_json, CARRIED.format(carry_over="true"))
    assert result["multiplier"] == 2 and scores(result)["Bo"] == -40
    assert result["carry_over"] == [4, 2]


# --- 5. RULES 6: Matsu-Kiri-Bozu dekiyaku_payout = "max" between equal values ----------------

# Bo stops with Cuckoo-Bridge-Butterflies (40 50 60, 50) and Boar-Deer-Geese (70 100 81, 50)
# formed together.  "max" pays the largest; between the equal 50s the first in the table,
# botankiri, is listed.  Ann pays 50 (with "sum": 100).
MKB = """\
game = "matsu-kiri-bozu"
players = ["Ann", "Bo"]
stopped_by = "Bo"

[house]
dekiyaku_payout = "{payout}"

[captured]
Ann = "11 12 22 23"
Bo = "{bo}"
"""


@pytest.mark.parametrize(
    "bo",
    ["40 42 50 52 60 62 70 72 81 83 100 102", "70 72 81 83 100 102 40 42 50 52 60 62"],
    ids=["in-order", "reversed"],
)
def test_max_payout_between_equal_dekiyaku_lists_the_first_in_the_table(cli_json: Run, bo: str) -> None:
    result = scored(cli_json, MKB.format(payout="max", bo=bo))
    assert [y["id"] for y in party(result, "Bo")["yaku"]] == ["botankiri"]
    assert party(result, "Bo")["yaku_points"] == 50
    assert scores(result) == {"Ann": -50, "Bo": 50}


def test_max_payout_between_three_equal_dekiyaku_still_pays_one(cli_json: Run) -> None:
    # Blue Ribbons (61 91 101) too: still one 50, Blue Ribbons being first of the three.
    bo = "40 42 50 52 60 61 70 72 81 83 91 93 100 101"
    result = scored(cli_json, MKB.format(payout="max", bo=bo))
    assert [y["id"] for y in party(result, "Bo")["yaku"]] == ["blue-ribbons"]
    assert scores(result) == {"Ann": -50, "Bo": 50}
    summed = scored(cli_json, MKB.format(payout="sum", bo=bo))
    assert scores(summed) == {"Ann": -150, "Bo": 150}


def test_max_payout_in_a_counted_sheet(cli_json: Run) -> None:
    # Counted: 6 animals (60) + 6 chaff (6) = 66 for Bo, 2 ribbons (10) + 2 chaff (2) = 12
    # for Ann; named in the other order, the paid one is still botankiri.
    sheet = (
        "game: mkb\nplayers: Ann, Bo\nstopped by: Bo\nhouse: dekiyaku_payout=max\n"
        "Ann: 2 ribbons 2 chaff\nBo: 6 animals 6 chaff + ganbo + botankiri\n"
    )
    result = scored(cli_json, sheet)
    assert [y["id"] for y in party(result, "Bo")["yaku"]] == ["botankiri"]
    assert [party(result, n)["card_points"] for n in ("Ann", "Bo")] == [12, 66]
    assert scores(result) == {"Ann": -50, "Bo": 50}


# --- 6. RULES 7: the insta-win stake above bet_limit -------------------------------------------

# Ann stops with Five Kings (10 30 80 110 120).  insta_win_points = 12 is paid in full by each
# losing party, whatever bet_limit (8) says: Bo -12, Cy -12, Ann +24.
INSTA = """\
game = "musashino-bana"
players = ["Ann", "Bo", "Cy"]
stopped_by = "Ann"

[house]
insta_win_points = {points}
bet_limit = {limit}

[captured]
Ann = "10 12 30 32 80 82 110 112 120 122"
Bo = "20 22"
Cy = "40 42"
"""


@pytest.mark.parametrize(("points", "limit"), [(12, 8), (12, 1), (8, 4)])
def test_the_insta_win_stake_is_paid_whatever_the_bet_limit(cli_json: Run, points: int, limit: int) -> None:
    result = scored(cli_json, INSTA.format(points=points, limit=limit))
    assert scores(result) == {"Ann": 2 * points, "Bo": -points, "Cy": -points}
    assert [y["id"] for y in party(result, "Ann")["yaku"]] == ["five-kings"]


def test_a_team_forming_both_insta_wins_at_once_is_paid_one_stake_above_the_limit(cli_json: Run) -> None:
    # Red holds Five Kings and Seven Red Ribbons (11 21 31 41 51 71 112): one stake of 12,
    # paid by Blue, the one losing party: Red +12, Blue -12.
    sheet = """\
game = "musashino-bana"
players = ["Ann", "Bo", "Cy", "Di"]
teams = { Red = ["Ann", "Cy"], Blue = ["Bo", "Di"] }
stopped_by = "Cy"

[house]
insta_win_points = 12
bet_limit = 8

[captured]
Red = "10 11 12 13 30 31 32 33 80 82 110 112 120 122 21 22 41 42 51 52 71 72"
Blue = "23 43"
"""
    result = scored(cli_json, sheet)
    assert scores(result) == {"Red": 12, "Blue": -12}
    assert {y["id"] for y in party(result, "Red")["yaku"]} == {"five-kings", "seven-red-ribbons"}
    assert result["stopped_by"] == "Red" and result["winner"] == "Red"


# --- 7. RULES 7: crane_after_storm only in played-out rounds -----------------------------------

# storm = "cards", sun on (default).  Ann stops with Seven Red Ribbons and holds the Lightning
# (113); Bo holds the Crane (10); Cy the Rain Man (110): a storm card and the Crane sit in
# opposing piles, but the round was stopped, so crane_after_storm is not asked for.
# Each loser pays insta_win_points (8): Ann +16, Bo -8, Cy -8.
STOPPED_STORM = """\
game = "musashino-bana"
players = ["Ann", "Bo", "Cy"]
stopped_by = "Ann"
{answer}
[house]
storm = "cards"

[captured]
Ann = "11 12 21 22 31 32 41 42 51 52 71 72 112 113"
Bo = "10 13"
Cy = "110 111"
"""

# Played out, the same standoff (Crane with Ann, the Rain Man and Lightning with Bo): the
# sheet must say whether the Crane came after the storm.
PLAYED_STORM = """\
game = "musashino-bana"
players = ["Ann", "Bo", "Cy"]

[house]
storm = "cards"

[captured]
Ann = "10 11 12 13 20 21 22 23 30 31 32 33 40 41 42 43"
Bo = "110 111 112 113 50 51 52 53 60 61 62 63 70 71 72 73"
Cy = "rest"
"""


def test_a_stopped_round_needs_no_crane_after_storm(cli_json: Run) -> None:
    result = scored(cli_json, STOPPED_STORM.format(answer=""))
    assert scores(result) == {"Ann": 16, "Bo": -8, "Cy": -8}
    assert result["warnings"] == []


def test_crane_after_storm_on_a_stopped_round_is_ignored_with_a_warning(cli_json: Run) -> None:
    result = scored(cli_json, STOPPED_STORM.format(answer="crane_after_storm = true"))
    assert scores(result) == {"Ann": 16, "Bo": -8, "Cy": -8}
    assert result["warnings"] == ["crane_after_storm is ignored: a stopped round pays only its insta-win"]


def test_a_played_out_round_asks_for_crane_after_storm(cli_json: Run) -> None:
    # One problem per storm card facing the Crane (the Rain Man and the Lightning).
    assert problems(cli_json, PLAYED_STORM) == [("missing-key", "crane_after_storm")] * 2


@pytest.mark.parametrize(("answer", "expected"), [("true", (6, -4, -2)), ("false", (-1, -1, 2))])
def test_a_played_out_round_scores_by_crane_after_storm(cli_json: Run, answer: str, expected: tuple) -> None:
    # Dekiyaku of the played-out round (bet_limit 8 never reached):
    #   Ann: Front Sugawara 2 (10 20 30) + Back Sugawara 2 (11 21 31) + Plum Pot 1 + Wisteria Pot 1 = 6
    #   Bo: Iris Bridge 1 + Boar with Peony 1 (70 60) = 2
    #   Cy: Coat of Arms 1 (90 120) + Moon Banquet 1 (90 80) + Autumn Leaves 1 (90 100) + Paulownia Pot 1 = 4
    # true, the Sun calms both storms: Ann wins, Bo pays 6 - 2 = 4, Cy 6 - 4 = 2.
    # false, Bo's storms void the Curtain, Cherry ribbon and Moon of Ann and Cy: Ann loses both
    # Sugawaras (2), Cy the Moon Banquet (3); Cy wins, Ann and Bo pay 3 - 2 = 1 each.
    sheet = PLAYED_STORM.replace("\n[house]", f"crane_after_storm = {answer}\n\n[house]")
    result = scored(cli_json, sheet)
    assert tuple(scores(result).values()) == expected


def test_interactive_entry_of_a_stopped_round_does_not_ask_about_the_crane() -> None:
    # The stopped round of section 7, typed on the terminal: the stopper, the three piles, an
    # empty end field, no start field; the Sun rule is not asked, the round is saved.
    at = next_round_at("musashino", ("Ann", "Bo", "Cy"), "Ann", house={"storm": "cards"})
    ann = "11 12 21 22 31 32 41 42 51 52 71 72 112 113"
    sheet, shown = enter(at, "Ann", ann, "10 13", "110 111", "", "", "y")
    assert "Crane captured after" not in shown
    assert sheet is not None and sheet.facts == {"stopped_by": "Ann"}
    assert "receives 8 from Bo + 8 from Cy = +16" in shown
