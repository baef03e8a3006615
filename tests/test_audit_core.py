"""An audit of RULES.md sections 1-4 and CONTRACT.md (notation, sheets, names, ``score``)
the way independent cases would probe them: ties with the dealer not first, teams, leftover
derivations, Chu/Basa thresholds, Oi-bana with the dealer sitting out, sheet quirks (a
byte-order mark, CRLF, comments, names starting with ``-``) and the ``score --json`` object.

Expected numbers are worked out by hand in the comments.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.cards import CardNotationError, parse_token
from hanascore.errors import SheetError
from hanascore.scoring import score_text
from hanascore.shapes import result_json
from tests.conftest import PARTY_KEYS, RESULT_KEYS


def problems(text: str) -> list[tuple[str, str | None]]:
    with pytest.raises(SheetError) as info:
        score_text(text)
    return [(p.code, p.where) for p in info.value.problems]


# A Mushi tie: A holds 115 card points and Four Wisterias, B the rest (115) and Four
# Paulownias.  A: 40 41 42 43 = 10+5+1+1 = 17; 10 80 110 = 60; 20 50 81 = 30; 11 = 5;
# 12 13 22 = 3; 17+60+30+5+3 = 115.  Both score 115 - 115 + 10 - 10 = 0.
MUSHI_TIE_PILE = "40 41 42 43 10 80 110 20 50 81 11 12 13 22"


# --- Fixes -----------------------------------------------------------------------------------


def test_mushi_has_no_round_stopping_yaku_so_stopped_by_is_an_error() -> None:
    # Before: a stopped round skipped the completeness check and scored 2 cards against
    # 1 card as -85 / -95, which is not zero-sum.
    text = "game: mushi\nplayers: A, B\nA: 10 20\nB: 30\nstopped by: A\n"
    assert ("foreign-key", "stopped_by") in problems(text)


@pytest.mark.parametrize(
    "text",
    [
        "\ufeffgame: mushi\r\nplayers: A, B\r\nA: 10 20 30 # the three\r\nB: rest\r\n",
        '\ufeffgame = "mushi"\r\nplayers = ["A", "B"]\r\n[captured]\r\nA = "10 20 30"\r\nB = "rest"\r\n',
    ],
    ids=["quick", "toml"],
)
def test_a_byte_order_mark_and_crlf_line_ends_are_read(text: str) -> None:
    result = score_text(text)
    # A: 10 30 (40) + 20 (10) = 50; Three Brights 25; B holds both Four Wisterias and Four
    # Paulownias (20): A = 50 - 115 + 25 - 20 = -60.
    assert result.scores() == {"A": -60, "B": 60}


def test_cli_reads_a_sheet_file_saved_with_a_byte_order_mark(
    tmp_path: Path, cli_json: Callable[..., tuple[int, Any]]
) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("game: mushi\r\nplayers: A, B\r\nA: 10 20 30\r\nB: rest\r\n".encode("utf-8-sig"))
    status, data = cli_json("score", str(path))
    assert status == 0
    assert [p["score"] for p in data["parties"]] == [-60, 60]


@pytest.mark.parametrize("key", ["end", "start"])
def test_a_field_line_given_twice_in_a_quick_sheet_is_an_error(key: str) -> None:
    # Before: the second line silently replaced the first.
    text = f"game: mushi\nplayers: A, B\nA: 10\nB: rest\n{key}: 112\n{key}: 113\n"
    with pytest.raises(SheetError) as info:
        score_text(text)
    assert [(p.code, p.where) for p in info.value.problems] == [("duplicate-key", f"field.{key}")]


def test_an_unrelated_problem_does_not_turn_team_piles_into_unknown_piles() -> None:
    text = (
        'game = "sakura"\nplayers = ["A", "B", "C", "D"]\nteams = { X = ["A", "C"], Y = ["B", "D"] }\n'
        '[house]\nleftover = "everything"\n[captured]\nX = "10"\nY = "rest"\n'
    )
    assert problems(text) == [("bad-house-rule", "house.leftover")]


def test_a_house_rule_conflict_between_keys_is_reported_once_at_house() -> None:
    text = (
        'game = "sakura"\nplayers = ["A", "B"]\n[house]\nchu = false\nchu_basa_combined = true\n'
        '[captured]\nA = "10"\nB = "rest"\n'
    )
    with pytest.raises(SheetError) as info:
        score_text(text)
    [problem] = info.value.problems
    assert (problem.code, problem.where) == ("bad-house-rule", "house")
    assert problem.message.startswith("chu_basa_combined = true turns chu on")


def test_an_id_with_leading_zeros_names_the_card() -> None:
    # Before: '010' was refused with "Pine has no card 10 (its ids are 10 11 12 13)".
    token = parse_token("010")
    assert token.card is not None and token.card.id == 10


def test_suggestions_and_month_listings_name_each_code_once() -> None:
    with pytest.raises(CardNotationError) as info:
        parse_token("9")
    assert len(info.value.suggestions) == len(set(info.value.suggestions))
    with pytest.raises(CardNotationError, match=r"\(it has 8b Full Moon, 8a Geese, 8c Susuki chaff\)$"):
        parse_token("8r")


@pytest.mark.parametrize("name", ["Stopped_By", "stopped-by", "STOPPED BY"])
def test_names_the_quick_sheet_reads_as_a_key_are_refused(name: str) -> None:
    text = f'game = "mushi"\nplayers = ["{name}", "B"]\n[captured]\n"{name}" = "10"\nB = "rest"\n'
    assert ("bad-name", "players") in problems(text)


# --- Ties and turn order (RULES.md section 2) ------------------------------------------------


@pytest.mark.parametrize("dealer", ["A", "B"])
def test_mushi_everybody_ties_the_dealer_wins_and_nobody_pays(dealer: str) -> None:
    result = score_text(f"game: mushi\nplayers: A, B\ndealer: {dealer}\nA: {MUSHI_TIE_PILE}\nB: rest\n")
    assert result.scores() == {"A": 0, "B": 0}
    assert (result.winner, result.next_dealer) == (dealer, dealer)


def test_mushi_drop_out_tie_goes_to_the_active_dealer_listed_later() -> None:
    text = (
        'game = "mushi"\nplayers = ["A", "B", "C", "D"]\ndealer = "C"\nactive = ["D", "C"]\n'
        f'[captured]\nD = "{MUSHI_TIE_PILE}"\nC = "rest"\n'
    )
    data = result_json(score_text(text))
    assert [(p["name"], p["active"], p["score"]) for p in data["parties"]] == [
        ("A", False, 0),
        ("B", False, 0),
        ("C", True, 0),
        ("D", True, 0),
    ]
    assert (data["winner"], data["next_dealer"]) == ("C", "C")


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


# --- Mushi leftovers (RULES.md section 3) ----------------------------------------------------

MUSHI_LEFTOVER = "game: mushi\nplayers: A, B\nA: 113 52 110 111 10 20\nB: rest\nend: 112 53\n"


def test_mushi_leftovers_are_derived_from_the_piles() -> None:
    # 112 goes to A (holder of 110 and 111), 53 to A (holder of the Lightning).
    # A: 10 110 (40) + 20 111 (20) + 112 (5) + 113 52 53 (3) = 68 - 115 = -47; B holds
    # Four Wisterias and Four Paulownias: -47 - 20 = -67.
    result = score_text(MUSHI_LEFTOVER)
    assert result.leftover == {53: "A", 112: "A"}
    assert result.dead == ()
    assert result.scores() == {"A": -67, "B": 67}
    assert result.party("A").cards == (10, 20, 52, 53, 110, 111, 112, 113)


def test_mushi_leftover_of_another_month_than_the_lightnings_capture_is_an_error() -> None:
    assert ("leftover-unplaced", "field.end") in problems(MUSHI_LEFTOVER + "wild: 9a\n")


def test_mushi_willow_whose_mates_are_split_needs_an_explicit_leftover() -> None:
    split = MUSHI_LEFTOVER.replace("A: 113 52 110 111 10 20", "A: 113 52 110 10 20")
    assert ("leftover-unplaced", "field.end") in problems(split)
    toml = (
        'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "113 52 110 10 20"\nB = "rest"\n'
        '[field]\nend = "112 53"\n[leftover]\nB = "112"\n'
    )
    assert score_text(toml).leftover == {53: "A", 112: "B"}


# --- Sakura victory scoring thresholds (RULES.md section 4) ----------------------------------

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


def test_basa_with_a_yaku_formed_is_plain_basa() -> None:
    # A: 30 80 90 (I) + 10 120 11 21 = 40 + 5 + 40 + 20 = 105; B: 51 = 10 - 50 (A's I) = -40.
    data = result_json(score_text(VICTORY.format(house="basa=true", a="30 80 90 10 120 11 21", b="51")))
    assert [p["score"] for p in data["parties"]] == [105, -40]
    assert data["victory"] == "basa"


# --- Oi-bana (RULES.md section 4) ------------------------------------------------------------

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
    assert ("four-of-a-suit", "captured.B") in problems(OI_BANA.format(dealer="C", house="", b="10 11", d="30"))


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


# --- Sakura leftovers ------------------------------------------------------------------------

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
    assert problems(SAKURA_LEFTOVER) == [("missing-key", "wild_captured")]


# --- Sheet quirks and the JSON object --------------------------------------------------------


def test_quick_sheet_quirks_score_like_the_plain_sheet(cli_json: Callable[..., tuple[int, Any]]) -> None:
    quirky = (
        "# a round played on Friday\r\n"
        "GAME: Mushi\r\n"
        "Players: -z, Bob   # seats\r\n"
        "Dealer: Bob\r\n"
        "-z: CRANE,WARBLER;Curtain,1R;2r  2C,2c\r\n"
        "Bob: Rest\r\n"
        "House: five_brights = false ; willow_misdeal=false,four_pairs_misdeal=true\r\n"
    )
    status, data = cli_json("score", "-", input=quirky)
    assert status == 0
    # -z: 10 30 (40) + 20 (10) + 11 21 (10) + 22 23 (2) = 62 - 115 + 25 - 20 = -48.
    assert [(p["name"], p["score"]) for p in data["parties"]] == [("-z", -48), ("Bob", 48)]
    assert data["winner"] == "Bob"


def test_json_object_keys_order_and_numeric_card_order(cli_json: Callable[..., tuple[int, Any]]) -> None:
    status, data = cli_json("score", "-", input=MUSHI_LEFTOVER)
    assert status == 0
    assert list(data) == RESULT_KEYS
    party = data["parties"][1]
    assert list(party) == PARTY_KEYS
    assert party["cards"] == sorted(party["cards"], key=int)
    assert party["cards"][-3:] == ["121", "122", "123"]
    assert json.loads(json.dumps(data)) == data


def test_errors_object_on_exit_status_2(cli_json: Callable[..., tuple[int, Any]]) -> None:
    status, data = cli_json("score", "-", input="game: mushi\nplayers: A, B\nA: 8r 60\nB: rest\n")
    assert status == 2
    assert list(data) == ["errors"]
    messages = [e["message"] for e in data["errors"]]
    assert any("Susuki Grass has no ribbon" in m for m in messages)
    assert any("60 Butterflies is not in the Mushi deck" in m for m in messages)
    assert json.dumps(data)  # plain JSON all the way down
