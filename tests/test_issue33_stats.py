"""Issue 33, "Stats per game": ``stats adds different units into one total: Mushi card points,
Koi-Koi yaku points and Hachi-Hachi mon (12 to the kan) are summed as "points"``.  Now (CONTRACT.md
"Players across games", changed 2026-12-07) points are kept per game type only; across games
only games, rounds, wins and places.

The ledger, built through the CLI from the samples' sheets, every number worked by hand:

G1 Mushi, Ann v Bo, 2 rounds (RULES.md 3: brights 20, animals 10, ribbons 5, chaff 1, score =
cards - 115 + own yaku - opponent's):
  R1 samples/mushi-counted.txt (A = Ann, B = Bo): Ann 95 - 115 + 25 - 10 = -5; Bo +5. Bo wins.
  R2 Bo 4 brights 2 animals 4 ribbons 6 chaff = 126 - 115 = +11; Ann 104 - 115 = -11. Bo wins.
  adjustment Ann +7: Ann -16 + 7 = -9, Bo 16 (the adjustment is in the total, not a round).
  Over: Bo first, Ann second.
G2 Koi-Koi, Ann v Cy, 2 rounds:
  R1 samples/koikoi-counted.txt (Bo = Cy): Ann Boar-Deer-Butterflies 5 + 4 extra animals = 9,
     x2 (7 or more) x2 (Cy's koi-koi) = +36; Cy 0. Ann wins.
  R2 the same sheet with the roles swapped: Cy +36, Ann 0. Cy wins.
  Over at 36 each: no winner, Ann and Cy both first (a tie shares the better place).
G3 Hachi-Hachi, Ann Bo Cy, Cy deals, 2 rounds (kan 12, x1):
  R1 samples/hachihachi-shoubu.toml: Ann +360, Bo -456, Cy +96 mon. Ann wins (four-brights,
     poetry-ribbons; Cy's pikaichi is a teyaku, not a yaku made).
  R2 samples/hachihachi-counted.txt (Ann deals): Ann +62, Bo -31, Cy -31. Bo wins.
  Totals Ann 422, Bo -487, Cy 65 mon. Over: Ann first, Cy second, Bo third.
G4 Koi-Koi, Cy v Bo, 1 round:
  R1 samples/koikoi-shoubu.toml (Ann = Cy): Cy 16 x2 x2 = +64 (three-brights, flower-viewing,
     moon-viewing); Bo 0. Cy wins. Cy first, Bo second.

Per person (a game's place: 1 + parties ahead on the final totals):
  Ann: mushi: games 1, won 0, rounds 2, won 0, place 2, total -9, per round -4.5, best -5,
         worst -11, three-brights 1.
       koi-koi: 1, 0, rounds 2, won 1, place 1, total 36, per round 18.0, best 36, worst 0,
         boar-deer-butterflies 1.
       hachi-hachi: 1, won 1, rounds 2, won 1, place 1, 422 mon (35 kan 2 mon), per round 211.0,
         best 360 (30 kan), worst 62 (5 kan 2 mon); four-brights 1, poetry-ribbons 1.
       all: games 3, won 1, rounds 6, won 2, average place (2 + 1 + 1) / 3 = 1.33.
       v Bo (G1, G3): 2, won 1 (G3), lost 1 (G1); net mushi -9 - 16 = -25, hachi 422 + 487 = 909.
       v Cy (G2, G3): 2, won 1 (G3), lost 0 (G2 has no winner); net koi 0, hachi 422 - 65 = 357.
       rival: Bo and Cy 2 games each, the first by name: Bo; toughest: Bo (0) below Cy (1).
  Bo:  mushi: 1, won 1, rounds 2, won 2, place 1, total 16, 8.0, best 11, worst 5, four-wisterias 1.
       koi-koi: 1, 0, rounds 1, won 0, place 2, total 0, 0.0, 0, 0, no yaku.
       hachi-hachi: 1, 0, rounds 2, won 1, place 3, -487 mon, -243.5, best -31, worst -456.
       all: games 3, won 1, rounds 5, won 3, average place (1 + 2 + 3) / 3 = 2.0.
       v Ann: 2, 1, 1, net mushi 25, hachi -909.  v Cy (G3, G4): 2, won 0, lost 1 (G4); net
       hachi -487 - 65 = -552, koi -64.  rival Ann (2, first by name); toughest Cy (-1).
  Cy:  koi-koi: games 2, won 1 (G4), rounds 3, won 2, places 1, 1: 1.0, total 36 + 64 = 100,
         per round 33.33, best 64, worst 0; boar-deer-butterflies, flower-viewing, moon-viewing,
         three-brights 1 each.
       hachi-hachi: 1, 0, rounds 2, won 0, place 2, 65 mon, 32.5, best 96, worst -31.
       all: games 3, won 1, rounds 5, won 2, average place (1 + 2 + 1) / 3 = 1.33.
       v Ann: 2, won 0, lost 1; net koi 0, hachi -357.  v Bo: 2, won 1, lost 0; net hachi 552,
       koi 64.  rival Ann (2, first by name); toughest Ann (-1).

The old output summed them: Ann "total" -9 + 36 + 422 = 449, Bo 16 + 0 - 487 = -471, Cy
100 + 65 = 165.
"""

from __future__ import annotations

import csv
import io
import json
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.ledger.actions import open_store
from hanascore.ledger.caches import digest as _digest
from hanascore.ledger.records import read_records
from tests.conftest import SAMPLES, add_json, start_game

Cli = Callable[..., Any]


def _sample(name: str, *renames: tuple[str, str]) -> str:
    """A sample sheet with its players renamed (all at once, so that names may swap)."""
    text = (SAMPLES / name).read_text(encoding="utf-8")
    marks = {old: f"\x00{index}\x00" for index, (old, _) in enumerate(renames)}
    for old, mark in marks.items():
        text = re.sub(rf"\b{old}\b", mark, text)
    for (_, new), mark in zip(renames, marks.values(), strict=True):
        text = text.replace(mark, new)
    return text


def build_ledger(cli_json: Cli) -> None:
    """The four games of the module's docstring."""
    assert start_game(cli_json, "mushi", ["Ann", "Bo"], "--rounds", "2", "--name", "G1") == "1"
    assert add_json(cli_json, _sample("mushi-counted.txt", ("A", "Ann"), ("B", "Bo")))[0] == 0
    assert add_json(cli_json, "Bo: 4 brights 2 animals 4 ribbons 6 chaff\nAnn: rest\n", "--yes")[0] == 0
    assert cli_json("adjust", "--party", "Ann", "--amount", "7", "--reason", "Bo's misdeal")[0] == 0
    assert start_game(cli_json, "koi-koi", ["Ann", "Cy"], "--rounds", "2", "--name", "G2") == "2"
    assert add_json(cli_json, _sample("koikoi-counted.txt", ("Bo", "Cy")))[0] == 0
    swapped = _sample("koikoi-counted.txt", ("Ann", "Cy"), ("Bo", "Ann")).replace("Cy, Ann", "Ann, Cy")
    assert add_json(cli_json, swapped, "--yes")[0] == 0
    hachi = ("--dealer", "Cy", "--rounds", "2", "--name", "G3")
    assert start_game(cli_json, "hachi-hachi", ["Ann", "Bo", "Cy"], *hachi) == "3"
    assert add_json(cli_json, _sample("hachihachi-shoubu.toml"))[0] == 0
    assert add_json(cli_json, _sample("hachihachi-counted.txt"))[0] == 0
    assert start_game(cli_json, "koi-koi", ["Cy", "Bo"], "--rounds", "1", "--name", "G4") == "4"
    assert add_json(cli_json, _sample("koikoi-shoubu.toml", ("Ann", "Cy")))[0] == 0


@pytest.fixture
def ledger(cli_json: Cli, isolated_store: Path) -> Path:
    build_ledger(cli_json)
    return isolated_store


def _game(games, won, rounds, rounds_won, place, unit, total, per_round, best, worst, yaku) -> dict[str, Any]:
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


def _h2h(opponent: str, games: int, won: int, lost: int, **nets: int) -> dict[str, Any]:
    return {
        "opponent": opponent,
        "games": games,
        "won": won,
        "lost": lost,
        "by_game": {game.replace("_", "-"): {"net": net} for game, net in nets.items()},
    }


ANN = {
    "name": "Ann", "games": 3, "games_won": 1, "rounds": 6, "rounds_won": 2, "average_place": 1.33,
    "by_game": {
        "hachi-hachi": _game(1, 1, 2, 1, 1.0, "mon", 422, 211.0, 360, 62, {"four-brights": 1, "poetry-ribbons": 1}),
        "koi-koi": _game(1, 0, 2, 1, 1.0, "points", 36, 18.0, 36, 0, {"boar-deer-butterflies": 1}),
        "mushi": _game(1, 0, 2, 0, 2.0, "points", -9, -4.5, -5, -11, {"three-brights": 1}),
    },
    "head_to_head": [_h2h("Bo", 2, 1, 1, hachi_hachi=909, mushi=-25), _h2h("Cy", 2, 1, 0, hachi_hachi=357, koi_koi=0)],
    "rival": "Bo", "toughest": "Bo",
}  # fmt: skip
BO = {
    "name": "Bo", "games": 3, "games_won": 1, "rounds": 5, "rounds_won": 3, "average_place": 2.0,
    "by_game": {
        "hachi-hachi": _game(1, 0, 2, 1, 3.0, "mon", -487, -243.5, -31, -456, {}),
        "koi-koi": _game(1, 0, 1, 0, 2.0, "points", 0, 0.0, 0, 0, {}),
        "mushi": _game(1, 1, 2, 2, 1.0, "points", 16, 8.0, 11, 5, {"four-wisterias": 1}),
    },
    "head_to_head": [_h2h("Ann", 2, 1, 1, hachi_hachi=-909, mushi=25), _h2h("Cy", 2, 0, 1, hachi_hachi=-552, koi_koi=-64)],
    "rival": "Ann", "toughest": "Cy",
}  # fmt: skip
CY = {
    "name": "Cy", "games": 3, "games_won": 1, "rounds": 5, "rounds_won": 2, "average_place": 1.33,
    "by_game": {
        "hachi-hachi": _game(1, 0, 2, 0, 2.0, "mon", 65, 32.5, 96, -31, {}),
        "koi-koi": _game(
            2, 1, 3, 2, 1.0, "points", 100, 33.33, 64, 0,
            {"boar-deer-butterflies": 1, "flower-viewing": 1, "moon-viewing": 1, "three-brights": 1},
        ),
    },
    "head_to_head": [_h2h("Ann", 2, 0, 1, hachi_hachi=-357, koi_koi=0), _h2h("Bo", 2, 1, 0, hachi_hachi=552, koi_koi=64)],
    "rival": "Ann", "toughest": "Ann",
}  # fmt: skip

#: What the old ``stats`` printed as each person's "points": every game's points added up.
CROSS_GAME_SUMS = {"Ann": -9 + 36 + 422, "Bo": 16 + 0 - 487, "Cy": 100 + 65}


def test_every_number_per_game_is_the_hand_worked_one(ledger: Path, cli_json: Cli) -> None:
    code, data = cli_json("stats")
    assert code == 0, data
    assert data == {"players": [ANN, BO, CY]}


def _numbers(data: Any) -> list[float]:
    """Every number anywhere in ``data``."""
    if isinstance(data, dict):
        return [n for value in data.values() for n in _numbers(value)]
    if isinstance(data, list):
        return [n for value in data for n in _numbers(value)]
    return [data] if isinstance(data, int | float) and not isinstance(data, bool) else []


def test_no_field_sums_points_across_games(ledger: Path, cli: Cli, cli_json: Cli) -> None:
    data = cli_json("stats")[1]
    for person in data["players"]:
        # The top level holds counts and places only; points live in by_game.
        assert set(person) == {
            "name", "games", "games_won", "rounds", "rounds_won", "average_place", "by_game", "head_to_head",
            "rival", "toughest",
        }  # fmt: skip
        assert set(person["by_game"]) == {game for game, n in person["by_game"].items() if n["points"]}
        for rival in person["head_to_head"]:
            assert set(rival) == {"opponent", "games", "won", "lost", "by_game"}
        assert CROSS_GAME_SUMS[person["name"]] not in _numbers(person)
    # Nor in any table: everyone's, a person's card, as text or CSV.
    for args in (("stats",), ("stats", "Ann"), ("stats", "Bo"), ("stats", "Cy")):
        for shown in (cli(*args).stdout, cli(*args, "--format", "csv").stdout):
            words = set(re.findall(r"-?\d+(?:\.\d+)?", shown))
            assert not words & {str(total) for total in CROSS_GAME_SUMS.values()}, (args, shown)
    # The all-games table has no point column at all.
    header = next(csv.reader(io.StringIO(cli("stats", "--format", "csv").stdout)))
    assert header == ["name", "game", "games", "rounds", "won", "average place", "win rate"]


def test_the_all_games_table_shows_counts_places_and_win_rates(ledger: Path, cli: Cli) -> None:
    rows = list(csv.reader(io.StringIO(cli("stats", "--format", "csv").stdout)))[1:]
    assert rows == [
        ["Ann", "Hachi-Hachi", "1", "2", "1", "1.0", "1.0"],
        ["Ann", "Koi-Koi", "1", "2", "0", "1.0", "0.0"],
        ["Ann", "Mushi", "1", "2", "0", "2.0", "0.0"],
        ["Ann", "all games", "3", "6", "1", "1.33", "0.33"],
        ["Bo", "Hachi-Hachi", "1", "2", "0", "3.0", "0.0"],
        ["Bo", "Koi-Koi", "1", "1", "0", "2.0", "0.0"],
        ["Bo", "Mushi", "1", "2", "1", "1.0", "1.0"],
        ["Bo", "all games", "3", "5", "1", "2.0", "0.33"],
        ["Cy", "Hachi-Hachi", "1", "2", "0", "2.0", "0.0"],
        ["Cy", "Koi-Koi", "2", "3", "1", "1.0", "0.5"],
        ["Cy", "all games", "3", "5", "1", "1.33", "0.33"],
    ]
    plain = cli("stats").stdout.splitlines()
    assert plain[3].split() == ["Ann", "Hachi-Hachi", "1", "2", "1", "1.00", "1.00"]


def test_a_tie_shares_the_better_place(ledger: Path, cli_json: Cli) -> None:
    # G2 ends 36 all: both first, and neither won it.
    code, data = cli_json("stats", "--game", "koi-koi")
    assert code == 0
    koi = {p["name"]: p["by_game"].get("koi-koi") for p in data["players"]}
    assert koi["Ann"]["average_place"] == 1.0 and koi["Ann"]["games_won"] == 0
    assert koi["Cy"]["average_place"] == 1.0 and koi["Cy"]["games_won"] == 1  # G4 won, G2 tied


def test_rival_and_toughest(ledger: Path, cli_json: Cli) -> None:
    people = {p["name"]: (p["rival"], p["toughest"]) for p in cli_json("stats")[1]["players"]}
    assert people == {"Ann": ("Bo", "Bo"), "Bo": ("Ann", "Cy"), "Cy": ("Ann", "Ann")}
    # Only Koi-Koi: Bo met Cy alone; Ann met Cy alone.
    people = {p["name"]: (p["rival"], p["toughest"]) for p in cli_json("stats", "--game", "koi-koi")[1]["players"]}
    assert people == {"Ann": ("Cy", "Cy"), "Bo": ("Cy", "Cy"), "Cy": ("Ann", "Ann")}


def test_a_person_without_opponents_has_no_rival(cli_json: Cli) -> None:
    # A person none of whose games is chosen has no opponent: rival and toughest are null.
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    code, data = cli_json("stats", "Ann", "--since", "2099-01-01")
    assert code == 0
    assert (data["players"][0]["rival"], data["players"][0]["toughest"], data["players"][0]["by_game"]) == (
        None,
        None,
        {},
    )


def test_game_restricts_by_game_to_that_game(ledger: Path, cli_json: Cli) -> None:
    code, data = cli_json("stats", "--game", "hachi-hachi")
    assert code == 0
    assert [p["name"] for p in data["players"]] == ["Ann", "Bo", "Cy"]
    for person, full in zip(data["players"], (ANN, BO, CY), strict=True):
        assert person["by_game"] == {"hachi-hachi": full["by_game"]["hachi-hachi"]}
        # The counts are Hachi-Hachi's alone too.
        assert (person["games"], person["rounds"]) == (1, 2)
        assert [set(h["by_game"]) for h in person["head_to_head"]] == [{"hachi-hachi"}] * 2
    assert data["players"][1]["average_place"] == 3.0


def test_hachi_hachi_is_shown_in_mon_with_its_kan(ledger: Path, cli: Cli) -> None:
    shown = cli("stats", "--game", "hachi-hachi")
    assert shown.exit_code == 0
    lines = shown.stdout.splitlines()
    assert lines[0] == "Players: Hachi-Hachi (mon, 12 mon to the kan)"
    assert "422 (35 kan 2 mon)" in lines[3] and "211.00 (17.58 kan)" in lines[3] and "360 (30 kan)" in lines[3]
    assert "-487 (-40 kan 7 mon)" in lines[4] and "-456 (-38 kan)" in lines[4]
    # CSV keeps the numbers (mon) as numbers.
    rows = list(csv.reader(io.StringIO(cli("stats", "--game", "hachi-hachi", "--format", "csv").stdout)))
    assert rows[0][-4:] == ["mon", "per round", "best", "worst"]
    assert rows[1][-4:] == ["422", "211.0", "360", "62"]
    japanese = cli("stats", "Ann", "--game", "hachi-hachi", "--lang", "ja").stdout
    assert "Ann: 八八 (文, 1貫 = 12文)" in japanese
    assert "422 (35貫2文)" in japanese and "360 (30貫)" in japanese
    # Koi-Koi is in points.
    assert cli("stats", "--game", "koi-koi").stdout.splitlines()[0] == "Players: Koi-Koi (points)"


def test_adjustments_count_in_the_total_never_in_rounds(ledger: Path, cli_json: Cli) -> None:
    mushi = cli_json("stats", "Ann", "--game", "mushi")[1]["players"][0]["by_game"]["mushi"]
    # -5 - 11 + 7: the +7 is in the total, the rounds and their best and worst are the sheets'.
    assert (mushi["rounds"], mushi["points"]["total"], mushi["points"]["best_round"]) == (2, -9, -5)


def _kept(db: Path) -> dict[int, str]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT game_id, record FROM game_records").fetchall()
    connection.close()
    return dict(rows)


def test_records_an_older_hanascore_kept_are_read_again_and_db_check_passes(ledger: Path, cli: Cli) -> None:
    with open_store(str(ledger), write=False) as store:
        read_records(store)
    kept = _kept(ledger)
    # Write each row as version 1 kept it (no "v", "unit" or "kan"), with a good digest.
    with sqlite3.connect(ledger) as connection:
        for game_id, record in kept.items():
            _, head, rounds = record.split("\n")
            old = {k: v for k, v in json.loads(head).items() if k not in ("v", "unit", "kan")}
            body = f"{json.dumps(old, ensure_ascii=False, separators=(',', ':'))}\n{rounds}"
            connection.execute(
                "UPDATE game_records SET record = ? WHERE game_id = ?", (f"{_digest(body)}\n{body}", game_id)
            )
    connection.close()
    assert cli("db", "check").exit_code == 0  # an older shape is not a row changed by hand
    shown = cli("stats", "--game", "hachi-hachi", "--json")
    assert shown.exit_code == 0
    assert json.loads(shown.stdout)["players"][0]["by_game"]["hachi-hachi"]["unit"] == "mon"
    assert _kept(ledger) == kept  # kept anew in the current shape
    assert cli("db", "check").exit_code == 0
