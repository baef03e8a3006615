"""Issue 30, point 2: rounds that end before play need no pile lines.

A Hachi-Hachi walkover (``active`` names one player, ``dropped`` the rest; RULES.md 10: "no
cards are played ... piles empty") and a Koi-Koi lucky-hand round (RULES.md 9.1, 9.6: "piles
empty") were refused with "no pile for 'Di'" unless every player got an empty pile line.  The
game's ``ends_before_play`` hook says which rounds have no piles, and the shared reader takes a
missing pile there as empty.  And the "no pile" problem says its fix in the sheet's own form:
``("" if none)`` is TOML's; in the quick form an empty ``Ann:`` line is what works.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

try:  # the page's server is an extra: without it, its test is skipped
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app
except ImportError:  # pragma: no cover
    TestClient = None  # type: ignore[assignment,misc]

from hanascore.core.errors import Code, SheetError
from hanascore.games import find_game
from hanascore.games.sheets import read_sheet, resolve
from tests.conftest import SAMPLES, score
from tests.test_interactive import enter, scored, setup

# The walkover: Di is the one left, everybody else dropped out.
WALKOVER_QUICK = """\
game: hachi-hachi
players: Ann, Bo, Cy, Di
dealer: Di
active: Di
dropped: Ann, Bo, Cy
"""

WALKOVER_TOML = """\
game = "hachi-hachi"
players = ["Ann", "Bo", "Cy", "Di"]
dealer = "Di"
active = ["Di"]
dropped = ["Ann", "Bo", "Cy"]
"""

#: The walkover's payments at multiplier 1 (kan 12): fees 1, 1.5, 2 kan in drop order.
WALKOVER_SCORES = {"Ann": -12, "Bo": -18, "Cy": -24, "Di": 54}

# samples/koikoi-lucky-hand.txt without its two empty pile lines ("Ann:", "Bo:").
LUCKY_QUICK = """\
game: koi-koi
players: Ann, Bo
dealer: Ann
teyaku: Bo=40 41 42 43 50 51 60 70
start: 10 20 30 52 62 72 82 92
"""

LUCKY_TOML = """\
game = "koi-koi"
players = ["Ann", "Bo"]
dealer = "Ann"

[teyaku]
Bo = "40 41 42 43 50 51 60 70"

[field]
start = "10 20 30 52 62 72 82 92"
"""


def problems_of(text: str) -> list[Any]:
    with pytest.raises(SheetError) as error:
        score(text)
    return error.value.problems


# -- the rounds that end before play --------------------------------------------------------


@pytest.mark.parametrize("text", [WALKOVER_QUICK, WALKOVER_TOML], ids=["quick", "toml"])
def test_a_walkover_needs_no_pile_lines(text: str) -> None:
    # Before: "captured: no pile for 'Di': list the cards it captured ("" if none, or 'rest')".
    result = score(text)
    assert result.scores() == WALKOVER_SCORES
    assert result.winner == "Di" and result.next_dealer == "Di"


@pytest.mark.parametrize("text", [LUCKY_QUICK, LUCKY_TOML], ids=["quick", "toml"])
def test_a_lucky_hand_round_needs_no_pile_lines(text: str, cli_json: Callable[..., Any]) -> None:
    # Before: "no pile for 'Ann'" and "no pile for 'Bo'".
    result = score(text)
    assert result.scores() == {"Ann": 0, "Bo": 6} and result.winner == "Bo"
    # Scored exactly as the sample that writes the empty piles out.
    sample = json.loads((SAMPLES / "koikoi-lucky-hand.expected.json").read_text(encoding="utf-8"))
    assert cli_json("score", "-", input=text) == (0, sample)


def test_the_walkover_sample_has_no_pile_lines() -> None:
    text = (SAMPLES / "hachihachi-walkover.txt").read_text(encoding="utf-8")
    assert not any(line.split(":")[0] in ("Ann", "Bo", "Cy", "Di") for line in text.splitlines())
    assert score(text).scores() == {"Ann": -36, "Bo": -48, "Cy": 108, "Di": -24}


def test_a_pile_given_to_a_round_that_ended_before_play_is_still_checked() -> None:
    # A missing pile is empty; a pile with cards in it is still refused, as before.
    found = problems_of(WALKOVER_QUICK + "Di: 10 11\n")
    assert [p.where for p in found] == ["captured.Di"]
    assert "captured no cards" in found[0].message
    found = problems_of(LUCKY_QUICK + "Ann: 11 12\n")
    assert [p.where for p in found] == ["captured.Ann"]


def test_rounds_that_are_played_still_need_every_pile() -> None:
    # Three play (no walkover): each active player's pile is still asked for.
    played = WALKOVER_QUICK.replace("active: Di", "active: Di, Ann, Bo").replace("dropped: Ann, Bo, Cy", "dropped: Cy")
    found = problems_of(played)
    assert {p.code for p in found} == {Code.MISSING_PILE}
    assert sorted(p.message.split("'")[1] for p in found) == ["Ann", "Bo", "Di"]
    # A Koi-Koi round without a lucky hand: both piles.
    found = problems_of(LUCKY_QUICK.replace("teyaku: Bo=40 41 42 43 50 51 60 70\n", ""))
    assert [p.code for p in found] == [Code.MISSING_PILE, Code.MISSING_PILE]


def test_the_games_say_which_rounds_end_before_play() -> None:
    hachi, koi, mushi = find_game("hachi-hachi"), find_game("koi-koi"), find_game("mushi")
    assert hachi.ends_before_play(read_facts(WALKOVER_TOML), ("Di",))
    assert not hachi.ends_before_play(read_facts(WALKOVER_TOML), ("Di", "Ann", "Bo"))
    assert koi.ends_before_play(read_facts(LUCKY_TOML), ("Ann", "Bo"))
    assert not koi.ends_before_play(koi.facts(), ("Ann", "Bo"))
    assert not mushi.ends_before_play(mushi.facts(), ("Ann", "Bo"))


def read_facts(text: str) -> Any:
    """The sheet's facts as its game reads them."""
    round_, _ = resolve(read_sheet(text))
    return round_.facts


# -- the "no pile" problem in the sheet's own form ----------------------------------------------

MUSHI_QUICK = "game: mushi\nplayers: Ann, Bo\nBo: rest\n"
MUSHI_TOML = 'game = "mushi"\nplayers = ["Ann", "Bo"]\n\n[captured]\nBo = "rest"\n'


def test_the_missing_pile_problem_says_the_quick_forms_fix() -> None:
    # Before: "no pile for 'Ann': list the cards it captured ("" if none, or 'rest')" in both forms.
    (problem,) = problems_of(MUSHI_QUICK)
    assert problem.code is Code.MISSING_PILE and problem.where == "captured"
    assert problem.message == (
        "no pile for 'Ann': write its line with the cards it captured ('Ann:' alone if none, or 'Ann: rest')"
    )
    assert '""' not in problem.message
    assert problem.say("ja") == (
        "'Ann' の取り札がない。取った札をその行に書く（なければ 'Ann:' だけ、または 'Ann: rest'）"
    )


def test_the_missing_pile_problem_says_the_toml_forms_fix() -> None:
    (problem,) = problems_of(MUSHI_TOML)
    assert problem.message == "no pile for 'Ann': list the cards it captured (\"\" if none, or 'rest')"


def test_the_quick_forms_fix_works() -> None:
    # What the problem says to write, written: the round scores.
    assert score(MUSHI_QUICK + "Ann:\n").scores()


# -- every way in: the command line, a ledger, the API, the terminal's questions -------------


@pytest.mark.parametrize(
    "text",
    [WALKOVER_QUICK, WALKOVER_TOML, LUCKY_QUICK, LUCKY_TOML],
    ids=["walkover-quick", "walkover-toml", "lucky-quick", "lucky-toml"],
)
def test_score_command_takes_them(text: str, cli: Callable[..., Any]) -> None:
    done = cli("score", "-", input=text)
    assert done.exit_code == 0, done.stdout
    assert "no pile" not in done.stdout


def test_added_to_a_ledger_game(isolated_store: Path, cli: Callable[..., Any], cli_json: Callable[..., Any]) -> None:
    code, _ = cli_json("new", "hachi-hachi", *("-p", "Ann", "-p", "Bo", "-p", "Cy", "-p", "Di"), "--dealer", "Di")
    assert code == 0
    # In a ledger the table is the game's: the round gives who played and who dropped out.
    done = cli("add", "-", input="active: Di\ndropped: Ann, Bo, Cy\n")
    assert done.exit_code == 0, done.stdout
    code, standings = cli_json("standings")
    assert code == 0 and "54" in json.dumps(standings)
    code, _ = cli_json("new", "koi-koi", "-p", "Ann", "-p", "Bo")
    assert code == 0
    done = cli("add", "-", input="teyaku: Bo=40 41 42 43 50 51 60 70\nstart: 10 20 30 52 62 72 82 92\n")
    assert done.exit_code == 0, done.stdout
    done = cli("add", "-", input='[teyaku]\nAnn = "10 11 12 13"\n')  # TOML, Bo deals: Ann's lucky hand
    assert done.exit_code == 0, done.stdout


def test_the_api_scores_them(isolated_store: Path, cli_json: Callable[..., Any]) -> None:
    if TestClient is None:
        pytest.skip("the page's server (fastapi) is not installed")
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)
    for text in (WALKOVER_QUICK, WALKOVER_TOML, LUCKY_QUICK, LUCKY_TOML):
        answer = client.post("/api/score", content=text.encode())
        assert answer.status_code == 200, answer.text
        assert answer.json() == cli_json("score", "-", input=text)[1]
    code, game = cli_json("new", "hachi-hachi", *("-p", "Ann", "-p", "Bo", "-p", "Cy", "-p", "Di"), "--dealer", "Di")
    assert code == 0
    answer = client.post(f"/api/games/{game['id']}/rounds", content=b"active: Di\ndropped: Ann, Bo, Cy\n")
    assert answer.status_code == 201, answer.text
    # The quick form's fix is what the API says too.
    answer = client.post("/api/score", content=MUSHI_QUICK.encode())
    assert answer.status_code == 422 and "'Ann:' alone if none" in answer.text


def test_the_terminal_asks_no_piles_of_a_lucky_hand_round() -> None:
    at = setup("koi-koi", ("Ann", "Bo"), "Ann")
    # Nobody called shoubu (asked first); Ann shows none, Bo a lucky hand; the end field and
    # the start.
    sheet, shown = enter(at, "", "", "40 41 42 43 50 51 60 70", "", "10 20 30 52 62 72 82 92", "y")
    assert sheet is not None, shown
    assert "Ann's pile" not in shown and "Bo's pile" not in shown
    assert sheet.captured == {} and scored(sheet, at).scores() == {"Ann": 0, "Bo": 6}


def test_the_terminal_asks_no_piles_of_a_walkover() -> None:
    at = setup("hachi-hachi", ("Ann", "Bo", "Cy", "Di"), "Di")
    # Who dropped out comes first: everybody but Di, so Di alone plays (who played not asked).
    sheet, shown = enter(at, "Ann, Bo, Cy", "", "", "", "y")
    assert sheet is not None, shown
    assert "Di's pile" not in shown
    assert sheet.captured == {} and scored(sheet, at).scores() == WALKOVER_SCORES


def test_the_terminal_still_asks_every_pile_of_a_played_round() -> None:
    at = setup("koi-koi", ("Ann", "Bo"), "Ann")
    _, shown = enter(at, "", "", "")  # no lucky hand, no shoubu: then the answers run out
    assert "Ann's pile" in shown
