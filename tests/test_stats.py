"""``hanascore stats`` (issue 21, point 2) pinned against a ledger worked by hand.

The ledger: three games, two game types, a team game, sit-outs and an adjustment. Every
number below is worked from RULES.md by hand (Mushi: brights 20, animals 10, ribbons 5,
chaff 1, deck 230, score = cards - 115 + own yaku - opponent's; Sakura: brights 20, ribbons
and the yellow-bottom 10, animals 5, score = cards - 50 x opponents' yaku), not copied from
what the program prints.

G1, Mushi, Ann Bo Cy, 2 rounds (two play each round; the third sits out):
  R1 Ann v Bo (Cy out): Ann 3 brights 4 animals 3 ribbons 8 chaff + Three Brights
     = 60 + 40 + 15 + 8 = 123 - 115 + 25 = +33; Bo the rest, 107 - 115 - 25 = -33. Ann wins.
  adjustment Ann -5 (late).
  R2 Bo v Cy (Ann out): Bo 1 bright 2 animals 5 ribbons 10 chaff + Four Wisterias
     = 20 + 20 + 25 + 10 = 75 - 115 + 10 = -30; Cy the rest, 155 - 115 - 10 = +30. Cy wins.
  Points: Ann 33 - 5 = 28, Bo -63, Cy 30; over, winner Cy.
G2, Sakura, Ann Bo Cy Di as Red (Ann, Cy) and Blue (Bo, Di), 1 round:
  Red 2 brights 3 ribbons 2 animals + Ro = 40 + 30 + 10 = 80 - 50 (Blue's To) = +30;
  Blue the rest: 2 brights 7 ribbons 1 yellow-bottom 8 animals + To
     = 40 + 70 + 10 + 40 = 160 - 50 (Red's Ro) = +110. Blue wins round and game.
G3, Mushi, "ann" and "BO" (the same people, written otherwise), 3 rounds, 2 played (not over):
  R1 ann 2 brights 3 animals 3 ribbons 10 chaff + Three Brights = 95 - 115 + 25 - 10 = -5;
     BO the rest + Four Wisterias = +5 (the Mushi page's worked example). BO wins.
  R2 BO 4 brights 2 animals 4 ribbons 6 chaff = 80 + 20 + 20 + 6 = 126 - 115 = +11; ann -11.
  Points: ann -16, BO 16.

Final places (finished games only; G3 is not over): G1 Cy 30 first, Ann 28 second, Bo -63
third; G2 Blue (Bo, Di) first, Red (Ann, Cy) second.

Per person and game type (teammates are no opponents; a sat-out round is not played; points
are never added across game types, changed 2026-12-07):
  Ann: mushi: games 2 (G1, G3), won 0, rounds G1R1, G3R1, G3R2 = 3, won 1 (G1R1), place 2
         (G1); points 28 - 16 = 12, per round 4.0, best 33, worst -11; three-brights 2.
       sakura: games 1, won 0, rounds 1, won 0, place 2; points 30, per round 30.0, best = worst
         = 30; ro 1.
       all: games 3, won 0, rounds 4, won 1, average place (2 + 2) / 2 = 2.0.
       v Bo: games 3 (G1, G2, G3), won 0, lost 1 (G2), net mushi (28+63) + (-16-16) = 59,
         sakura 30 - 110 = -80;
       v Cy: G1 only (teammates in G2): won 0, lost 1, net mushi 28 - 30 = -2;
       v Di: G2: won 0, lost 1, net sakura 30 - 110 = -80.
       rival Bo (3 games); toughest: everyone at won - lost = -1: the first by name, Bo.
  Bo:  mushi: games 2, won 0, rounds G1R1, G1R2, G3R1, G3R2 = 4, won 2 (G3R1, G3R2), place 3
         (G1); points -63 + 16 = -47, per round -11.75, best 11, worst -33; four-wisterias 2.
       sakura: games 1, won 1, rounds 1, won 1, place 1; 110, 110.0, 110, 110; to 1.
       all: games 3, won 1, rounds 5, won 3, average place (3 + 1) / 2 = 2.0.
       v Ann: 3, won 1, lost 0, net mushi -59, sakura 80; v Cy: G1, G2: won 1 (G2), lost 1
       (G1), net mushi -63 - 30 = -93, sakura 110 - 30 = 80; Di is Bo's teammate in their one
       game: no entry.  rival Ann (3 games); toughest Cy (0 against Ann's 1).
  Cy:  mushi: games 1, won 1, rounds 1 (G1R2), won 1, place 1; 30, 30.0, 30, 30; no yaku.
       sakura: games 1, won 0, rounds 1, won 0, place 2; 30, 30.0, 30, 30; ro 1 (the team's pile).
       all: games 2, won 1, rounds 2, won 1, average place (1 + 2) / 2 = 1.5.
       v Ann: 1, won 1, lost 0, net mushi 2; v Bo: 2, won 1, lost 1, net mushi 93, sakura -80;
       v Di: 1, 0, 1, net sakura -80.  rival Bo (2 games); toughest Di (-1).
  Di:  sakura: games 1, won 1, rounds 1, won 1, place 1; 110, 110.0, 110, 110; to 1.
       all: 1, 1, 1, 1, average place 1.0.  v Ann: 1, 1, 0, sakura +80; v Cy: 1, 1, 0, +80.
       rival and toughest: one game and won - lost 1 against each: the first by name, Ann.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import sqlite3
import string
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.words import stats as stats_words
from tests.conftest import add_json, start_game

Cli = Callable[..., Any]


def _game(games, won, rounds, rounds_won, place, total, per_round, best, worst, yaku, unit="points") -> dict[str, Any]:
    return {
        "games": games,
        "games_won": won,
        "rounds": rounds,
        "rounds_won": rounds_won,
        "average_place": place,
        "unit": unit,
        "points": {"total": total, "per_round": per_round, "best_round": best, "worst_round": worst},
        "yaku": yaku,
    }


def _player(name, games, won, rounds, rounds_won, place, by_game, rivals, rival, toughest) -> dict[str, Any]:
    return {
        "name": name,
        "games": games,
        "games_won": won,
        "rounds": rounds,
        "rounds_won": rounds_won,
        "average_place": place,
        "by_game": by_game,
        "head_to_head": [
            {"opponent": o, "games": g, "won": w, "lost": lo, "by_game": {game: {"net": n} for game, n in nets.items()}}
            for o, g, w, lo, nets in rivals
        ],
        "rival": rival,
        "toughest": toughest,
    }


ANN = _player(
    "Ann", 3, 0, 4, 1, 2.0,
    {
        "mushi": _game(2, 0, 3, 1, 2.0, 12, 4.0, 33, -11, {"three-brights": 2}),
        "sakura": _game(1, 0, 1, 0, 2.0, 30, 30.0, 30, 30, {"ro": 1}),
    },
    [("Bo", 3, 0, 1, {"mushi": 59, "sakura": -80}), ("Cy", 1, 0, 1, {"mushi": -2}), ("Di", 1, 0, 1, {"sakura": -80})],
    "Bo", "Bo",
)  # fmt: skip
BO = _player(
    "Bo", 3, 1, 5, 3, 2.0,
    {
        "mushi": _game(2, 0, 4, 2, 3.0, -47, -11.75, 11, -33, {"four-wisterias": 2}),
        "sakura": _game(1, 1, 1, 1, 1.0, 110, 110.0, 110, 110, {"to": 1}),
    },
    [("Ann", 3, 1, 0, {"mushi": -59, "sakura": 80}), ("Cy", 2, 1, 1, {"mushi": -93, "sakura": 80})],
    "Ann", "Cy",
)  # fmt: skip
CY = _player(
    "Cy", 2, 1, 2, 1, 1.5,
    {
        "mushi": _game(1, 1, 1, 1, 1.0, 30, 30.0, 30, 30, {}),
        "sakura": _game(1, 0, 1, 0, 2.0, 30, 30.0, 30, 30, {"ro": 1}),
    },
    [("Ann", 1, 1, 0, {"mushi": 2}), ("Bo", 2, 1, 1, {"mushi": 93, "sakura": -80}), ("Di", 1, 0, 1, {"sakura": -80})],
    "Bo", "Di",
)  # fmt: skip
DI = _player(
    "Di", 1, 1, 1, 1, 1.0,
    {"sakura": _game(1, 1, 1, 1, 1.0, 110, 110.0, 110, 110, {"to": 1})},
    [("Ann", 1, 1, 0, {"sakura": 80}), ("Cy", 1, 1, 0, {"sakura": 80})],
    "Ann", "Ann",
)  # fmt: skip


def build_ledger(cli_json: Cli, db: Path) -> None:
    """The three games of the module's docstring, started on 10 January, 20 February and
    5 March 2026."""
    assert start_game(cli_json, "mushi", ["Ann", "Bo", "Cy"], "--rounds", "2", "--name", "G1") == "1"
    sheets = [
        "Ann: 3 brights 4 animals 3 ribbons 8 chaff + three-brights\nBo: rest\n",
        "Bo: 1 bright 2 animals 5 ribbons 10 chaff + four-wisterias\nCy: rest\n",
    ]
    assert add_json(cli_json, sheets[0])[0] == 0
    assert cli_json("adjust", "--party", "Ann", "--amount=-5", "--reason", "late")[0] == 0
    assert add_json(cli_json, sheets[1])[0] == 0
    teams = ("--team", "Red=Ann,Cy", "--team", "Blue=Bo,Di", "--rounds", "1", "--name", "G2")
    assert start_game(cli_json, "sakura", ["Ann", "Bo", "Cy", "Di"], *teams) == "2"
    assert add_json(cli_json, "Red: 2 brights 3 ribbons 2 animals + ro\nBlue: rest + to\n")[0] == 0
    assert start_game(cli_json, "mushi", ["ann", "BO"], "--rounds", "3", "--name", "G3") == "3"
    assert (
        add_json(cli_json, "ann: 2 brights 3 animals 3 ribbons 10 chaff + three-brights\nBO: rest + four-wisterias\n")[
            0
        ]
        == 0
    )
    # --yes: two counted rounds in a row read as the same round to the repeat check (see the report).
    assert add_json(cli_json, "BO: 4 brights 2 animals 4 ribbons 6 chaff\nann: rest\n", "--yes")[0] == 0
    with sqlite3.connect(db) as connection:
        for game_id, day in ((1, "2026-01-10"), (2, "2026-02-20"), (3, "2026-03-05")):
            connection.execute("UPDATE games SET created_at = ? WHERE id = ?", (f"{day}T20:00:00+00:00", game_id))
    connection.close()


@pytest.fixture
def ledger(cli_json: Cli, isolated_store: Path) -> Path:
    build_ledger(cli_json, isolated_store)
    return isolated_store


def test_everyone_as_json_is_every_hand_worked_number(ledger: Path, cli_json: Cli) -> None:
    code, data = cli_json("stats")
    assert code == 0, data
    assert data == {"players": [ANN, BO, CY, DI]}


def test_one_persons_card_matches_any_spelling(ledger: Path, cli_json: Cli) -> None:
    # The name as first written (game 1's "Bo"), whatever the spelling asked for.
    assert cli_json("stats", "bO") == (0, {"players": [BO]})
    assert cli_json("stats", "ＡＮＮ") == (0, {"players": [ANN]})


def test_the_game_type_and_the_period_choose_the_games(ledger: Path, cli_json: Cli) -> None:
    # Mushi only (G1, G3): Ann's rounds G1R1, G3R1, G3R2; 28 - 16 = 12 over 3 rounds.
    code, data = cli_json("stats", "Ann", "--game", "mushi")
    assert code == 0, data
    assert data == {
        "players": [
            _player(
                "Ann", 2, 0, 3, 1, 2.0, {"mushi": ANN["by_game"]["mushi"]},
                [("Bo", 2, 0, 0, {"mushi": 91 - 32}), ("Cy", 1, 0, 1, {"mushi": -2})], "Bo", "Cy",
            )
        ]
    }  # fmt: skip
    # February (G2 alone), every person; Cy and Ann are teammates: no head to head.
    code, data = cli_json("stats", "--since", "2026-02-01", "--until", "2026-02-28")
    assert code == 0, data
    assert [p["name"] for p in data["players"]] == ["Ann", "Bo", "Cy", "Di"]
    assert data["players"][0] == _player(
        "Ann", 1, 0, 1, 0, 2.0, {"sakura": ANN["by_game"]["sakura"]},
        [("Bo", 1, 0, 1, {"sakura": -80}), ("Di", 1, 0, 1, {"sakura": -80})], "Bo", "Bo",
    )  # fmt: skip
    # Both bounds are whole days, included: G3 started on 5 March.
    code, data = cli_json("stats", "Di", "--since", "2026-03-05")
    assert data["players"][0] == _player("Di", 0, 0, 0, 0, None, {}, [], None, None)
    code, data = cli_json("stats", "--since", "2026-03-05", "--game", "Mushi")
    totals = [(p["name"], p["games"], p["by_game"]["mushi"]["points"]["total"]) for p in data["players"]]
    assert totals == [("Ann", 1, -16), ("Bo", 1, 16)]
    # G3 is not over: no place, no win rate.
    assert (
        data["players"][0]["average_place"] is None and data["players"][0]["by_game"]["mushi"]["average_place"] is None
    )


def test_a_stake_adds_money_and_says_where_it_comes_from(ledger: Path, cli: Cli, cli_json: Cli) -> None:
    # Money is a game's points times the stake: per game type, never added across them.
    code, data = cli_json("stats", "--stake", "10")
    assert code == 0
    money = [(p["name"], {g: n["money"] for g, n in p["by_game"].items()}) for p in data["players"]]
    assert money == [
        ("Ann", {"mushi": 120, "sakura": 300}),
        ("Bo", {"mushi": -470, "sakura": 1100}),
        ("Cy", {"mushi": 300, "sakura": 300}),
        ("Di", {"sakura": 1100}),
    ]
    assert all("money" not in p for p in data["players"])
    shown = cli("stats", "Cy", "--stake", "10", "--game", "sakura")
    assert shown.exit_code == 0
    assert "money x10" in shown.stdout and " 300" in shown.stdout
    assert "games keep no stake" in shown.stderr
    # Without --game no point is shown, so no money: said so.
    shown = cli("stats", "Cy", "--stake", "10")
    assert shown.exit_code == 0 and "money" not in shown.stdout and "add --game" in shown.stderr


def test_an_unknown_player_is_exit_2_with_the_closest_name(ledger: Path, cli: Cli, cli_json: Cli) -> None:
    code, data = cli_json("stats", "Anne")
    assert code == 2
    assert data["errors"] == [
        {
            "code": "unknown-player",
            "message": "nobody called 'Anne' plays in this ledger (did you mean 'Ann'?)",
            "where": "PLAYER",
        }
    ]
    said = cli("stats", "Zed")
    assert said.exit_code == 2 and "expected one of Ann, Bo, Cy, Di" in said.stderr


def test_bad_options_are_exit_2_naming_each(ledger: Path, cli_json: Cli) -> None:
    code, data = cli_json("stats", "--since", "2026-02-30", "--until", "soon", "--game", "chess", "--stake", "x")
    assert code == 2
    assert sorted(e["where"] for e in data["errors"]) == ["--game", "--since", "--stake", "--until"]
    assert "--since '2026-02-30' is not a date" in data["errors"][1]["message"]
    code, data = cli_json("stats", "--since", "2026-03-01", "--until", "2026-02-01")
    assert code == 2 and data["errors"][0]["where"] == "--since"
    code, data = cli_json("stats", "--format", "xlsx")
    assert code == 2 and data["errors"][0]["code"] == "bad-format"


def test_undo_and_edit_change_the_numbers_at_once(ledger: Path, cli_json: Cli) -> None:
    assert cli_json("stats", "Ann")[1]["players"][0]["by_game"]["mushi"]["points"]["total"] == 12  # records kept now
    # Undo G3's round 2 (ann -11): Ann's Mushi 12 + 11 = 23 over 2 rounds.
    assert cli_json("use", "3")[0] == 0
    assert cli_json("undo")[0] == 0
    ann = cli_json("stats", "Ann")[1]["players"][0]
    mushi = ann["by_game"]["mushi"]
    assert (ann["rounds"], mushi["rounds"], mushi["points"]["total"], mushi["points"]["per_round"]) == (3, 2, 23, 11.5)
    # Edit G3's round 1 so that ann holds the Four Wisterias too: 95 - 115 + 25 + 10 = +15.
    sheet = "ann: 2 brights 3 animals 3 ribbons 10 chaff + three-brights + four-wisterias\nBO: rest\n"
    assert cli_json("edit", "1", "-", "--yes", input=sheet)[0] == 0
    ann = cli_json("stats", "Ann")[1]["players"][0]
    assert ann["by_game"]["mushi"]["points"]["total"] == 28 + 15
    assert ann["by_game"]["mushi"]["yaku"] == {"four-wisterias": 1, "three-brights": 2}
    assert ann["rounds_won"] == 2  # G1R1 and now G3R1


def test_csv_markdown_and_plain_tables(ledger: Path, cli: Cli) -> None:
    # Across game types: games, rounds, wins, average place, win rate; no point.
    everyone = cli("stats", "--format", "csv")
    assert everyone.exit_code == 0
    rows = list(csv.reader(io.StringIO(everyone.stdout)))
    assert rows[0] == ["name", "game", "games", "rounds", "won", "average place", "win rate"]
    assert rows[1:] == [
        ["Ann", "Mushi", "2", "3", "0", "2.0", "0.0"],
        ["Ann", "Sakura", "1", "1", "0", "2.0", "0.0"],
        ["Ann", "all games", "3", "4", "0", "2.0", "0.0"],
        ["Bo", "Mushi", "2", "4", "0", "3.0", "0.0"],
        ["Bo", "Sakura", "1", "1", "1", "1.0", "1.0"],
        ["Bo", "all games", "3", "5", "1", "2.0", "0.5"],
        ["Cy", "Mushi", "1", "1", "1", "1.0", "1.0"],
        ["Cy", "Sakura", "1", "1", "0", "2.0", "0.0"],
        ["Cy", "all games", "2", "2", "1", "1.5", "0.5"],
        ["Di", "Sakura", "1", "1", "1", "1.0", "1.0"],
    ]
    # One game type: its points too.
    mushi = list(csv.reader(io.StringIO(cli("stats", "--game", "mushi", "--format", "csv").stdout)))
    assert mushi[0][-4:] == ["points", "per round", "best", "worst"]
    assert mushi[1] == ["Ann", "2", "3", "0", "2.0", "0.0", "1", "12", "4.0", "33", "-11"]
    card = cli("stats", "Bo", "--format", "csv").stdout.split("\n\n")
    assert card[1].splitlines() == ["game,yaku,made", "Mushi,Four Wisterias,2", 'Sakura,"To (Cuckoo, Bridge, Boar)",1']
    assert card[2].splitlines() == [
        "opponent,game,games,won,lost,net",
        "Ann,Mushi,2,0,0,-59",
        "Ann,Sakura,1,1,0,80",
        "Cy,Mushi,1,0,1,-93",
        "Cy,Sakura,1,1,0,80",
    ]
    assert card[3].splitlines() == [",opponent", "rival (most games),Ann", "toughest (won - lost lowest),Cy"]
    markdown = cli("stats", "Cy", "--game", "mushi", "--format", "markdown").stdout
    assert markdown.startswith("# Cy: Mushi \\(points\\)\n")
    assert (
        "| Cy     |       1 |        1 |     1 |            1.00 |       1.00 |            1 |       30 |       30.00 |"
        in markdown
    )
    assert "## Head to head" in markdown and "| Ann        | Mushi  |       1 |     1 |      0 |     2 |" in markdown
    plain = cli("stats").stdout.splitlines()
    assert plain[0] == "Players"
    assert plain[3].split() == ["Ann", "Mushi", "2", "3", "0", "2.00", "0.00"]


def test_the_tables_speak_japanese(ledger: Path, cli: Cli) -> None:
    shown = cli("stats", "Di", "--lang", "ja")
    assert shown.exit_code == 0
    for words in ("対戦成績", "役", "桜", "差引", "平均順位", "勝率", "ライバル"):
        assert words in shown.stdout
    shown = cli("stats", "--game", "sakura", "--lang", "ja")
    assert shown.exit_code == 0 and "打ち手：桜 (点)" in shown.stdout and "得点" in shown.stdout


def test_a_damaged_game_is_left_out_and_said(ledger: Path, cli: Cli, cli_json: Cli) -> None:
    with sqlite3.connect(ledger) as connection:
        connection.execute("UPDATE entries SET sheet_text = NULL WHERE game_id = 2")
    connection.close()
    result = cli("stats", "Ann", "--json")
    assert result.exit_code == 0
    assert "game 2 left out: game 2's round 1 (entry 1) is damaged" in " ".join(result.stderr.split())
    code, data = cli_json("stats")
    assert code == 0
    assert [(p["name"], p["games"]) for p in data["players"]] == [("Ann", 2), ("Bo", 2), ("Cy", 1)]


def test_an_empty_ledger_says_so(cli: Cli, cli_json: Cli) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    empty = {"mushi": _game(1, 0, 0, 0, None, 0, None, None, None, {})}
    assert cli_json("stats") == (
        0,
        {
            "players": [
                _player("Ann", 1, 0, 0, 0, None, empty, [("Bo", 1, 0, 0, {"mushi": 0})], "Bo", "Bo"),
                _player("Bo", 1, 0, 0, 0, None, empty, [("Ann", 1, 0, 0, {"mushi": 0})], "Ann", "Ann"),
            ]
        },
    )
    assert "no game played here matches" in cli("stats", "--game", "sakura").stdout


def test_a_terminal_gets_the_tables_drawn(ledger: Path) -> None:
    # FORCE_COLOR makes rich take the pipe for a terminal: the tables are drawn by rich.
    env = {**os.environ, "FORCE_COLOR": "1", "COLUMNS": "100", "HANASCORE_DB": str(ledger)}
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", "stats", "Bo"], capture_output=True, text=True, env=env, check=False
    )
    assert done.returncode == 0, done.stderr
    lines = [re.sub(r"\x1b\[[0-9;]*m", "", line).strip() for line in done.stdout.splitlines()]
    cells = [line.replace("│", " ").split() for line in lines]
    assert lines[0] == "Bo"
    assert cells[3] == ["Mushi", "2", "4", "0", "3.00", "0.00"]
    assert ["all", "games", "3", "5", "1", "2.00", "0.50"] in cells
    assert ["Mushi", "Four", "Wisterias", "2"] in cells
    assert ["Cy", "Mushi", "1", "0", "1", "-93"] in cells


def _completed(words: str, db: Path) -> list[str]:
    """What the shell's completion offers for the last word of ``words`` (bash's protocol)."""
    env = {**os.environ, "_HANASCORE_COMPLETE": "complete_bash", "COMP_WORDS": words, "HANASCORE_DB": str(db)}
    env["COMP_CWORD"] = str(len(words.split(" ")) - 1)
    # The shell runs the installed script: its name is what the completion variable is named by.
    script = shutil.which("hanascore", path=str(Path(sys.executable).parent)) or "hanascore"
    done = subprocess.run([script], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_completion_offers_each_person_once_and_the_game_types(ledger: Path) -> None:
    assert sorted(_completed("hanascore stats ", ledger)) == ["Ann", "Bo", "Cy", "Di"]
    assert _completed("hanascore stats B", ledger) == ["Bo"]
    assert _completed("hanascore stats --game sa", ledger) == ["sakura"]


def test_every_word_of_stats_is_english_and_japanese() -> None:
    fields = string.Formatter()
    for key, (english, japanese) in stats_words.WORDS.items():
        assert english and japanese, key
        assert {f[1] for f in fields.parse(english) if f[1]} == {f[1] for f in fields.parse(japanese) if f[1]}, key


def test_a_game_whose_round_no_longer_scores_is_left_out_and_said(ledger: Path, cli: Cli) -> None:
    # A sheet changed by hand into one that names a card the deck does not hold.
    with sqlite3.connect(ledger) as connection:
        connection.execute("UPDATE entries SET sheet_text = 'ann: zz\nBO: rest\n' WHERE game_id = 3 AND seq = 1")
    connection.close()
    result = cli("stats", "--json")
    assert result.exit_code == 0
    assert "game 3 left out: round 1:" in result.stderr
    totals = {
        p["name"]: {game: n["points"]["total"] for game, n in p["by_game"].items()}
        for p in json.loads(result.stdout)["players"]
    }
    assert totals == {
        "Ann": {"mushi": 28, "sakura": 30},
        "Bo": {"mushi": -63, "sakura": 110},
        "Cy": {"mushi": 30, "sakura": 30},
        "Di": {"sakura": 110},
    }
