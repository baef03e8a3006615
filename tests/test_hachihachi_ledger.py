"""A 6-round, 4-player Hachi-Hachi game through the real commands: drop-outs and their fees, a
dealer who drops out passing the deal on, two left playing for the pot, a walkover, the field
multiplier carried across rounds (RULES.md 10.6, section 8); every total worked by hand."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.conftest import add_json, current_standings, start_game

Cli = Callable[..., Any]
ANN_A = "10 11 12 13 20 21 22 23 40 41 42 43 50 51 52 53"  # months 1 2 4 5: 78 points
BO_A = "30 31 32 33 60 61 62 63 70 71 72 73 80 81 82 83"  # months 3 6 7 8: 93 points

# Each round: (sheet, dealer, scores, winner, multiplier, queue left for later rounds), K = 12.
ROUNDS: list[tuple[str, str, dict[str, int], str, int, list[int]]] = [
    # Ann deals; Bo drops out (1 kan).  Rain Man, Phoenix, Crane dealt: x4 now, then x4, x2.
    # Cards x4: Ann (78 - 88) = -40, Cy +20, Di +20; Cy and Di tie at 93, Cy first from Ann.
    # Bo's fee 1 x 12 x 4 = 48 to Cy.
    (f"active: Ann, Cy, Di\ndropped: Bo\nstart: 110 120 10 22 42 52\nAnn: {ANN_A}\nCy: {BO_A}\nDi: rest\n",
     "Ann", {"Ann": -40, "Bo": -48, "Cy": 68, "Di": 20}, "Cy", 4, [4, 2]),
    # Cy deals; Bo forced out (no fee).  Runs on the carried x4.  Ann and Di tie at 93: Di
    # first from Cy.  Ann +20, Cy -40, Di +20.
    (f"active: Ann, Cy, Di\nstart: 22 42 52 62 72 92\nCy: {ANN_A}\nAnn: {BO_A}\nDi: rest\n",
     "Cy", {"Ann": 20, "Bo": 0, "Cy": -40, "Di": 20}, "Di", 4, [2]),
    # Di is scheduled but drops out (1 kan), Ann too (1.5 kan): Bo and Cy play for the pot, Bo
    # deals (the next active player after Di).  Runs on the carried x2; the Moon joins the
    # queue.  Bo 78, Cy 89: Cy is paid 11 x 2 = 22; the fees 24 + 36 = 60 go to Cy.
    ("active: Bo, Cy\ndropped: Di, Ann\nstart: 80 22 42 52 62 72\n"
     f"Bo: {ANN_A}\nCy: 30 31 32 33 60 61 62 63 70 71 80 81\nend: 72 73 82 83 92 93\n",
     "Bo", {"Ann": -36, "Bo": -22, "Cy": 82, "Di": -24}, "Cy", 2, [2]),
    # Cy deals; everybody else drops out: a walkover on the carried x2 (the Crane queues).
    # Fees 1, 1.5, 2 kan x 12 x 2 = 24, 36, 48: the pot of 108 to Cy.
    ("active: Cy\ndropped: Di, Ann, Bo\nstart: 10 22 42 52 62 72\nCy:\n",
     "Cy", {"Ann": -36, "Bo": -48, "Cy": 108, "Di": -24}, "Cy", 2, [2]),
    # Cy deals; Bo forced out.  Example B on the carried x2: Ann shoubu 17 kan, Di alone in
    # sage pays 34, Cy's pikaichi 4 from each: Ann (408 - 48) x 2 = 720, Di (-408 - 48) x 2
    # = -912, Cy 96 x 2 = 192.
    ("active: Ann, Cy, Di\nstopped by: Ann\nsage: Di\nteyaku: Cy=pikaichi\nstart: 12 13 32 42 52 63\n"
     "Ann: 10 12 30 32 80 82 120 122 11 13 21 23 31 33\nDi: 61 63 91 93 101 103\nCy: 40 43\nend: 42 52\n",
     "Cy", {"Ann": 720, "Bo": 0, "Cy": 192, "Di": -912}, "Ann", 2, []),
    # Ann deals; Di forced out.  Example A at x1: teyaku and achievements 3, 6, -9 kan = 36,
    # 72, -108; cards -10, +5, +5: Ann 26, Bo 77, Cy -103.  Bo and Cy tie at 93: Bo first.
    (f"active: Ann, Bo, Cy\nteyaku: Ann=41 42 43; Bo=karasu\nstart: 12 22 52 62 72 92\nAnn: {ANN_A}\nBo: {BO_A}\nCy: rest\n",
     "Ann", {"Ann": 26, "Bo": 77, "Cy": -103, "Di": 0}, "Bo", 1, []),
]  # fmt: skip
# Ann -40 + 20 - 36 - 36 + 720 + 26 = 654; Bo -48 + 0 - 22 - 48 + 0 + 77 = -41;
# Cy 68 - 40 + 82 + 108 + 192 - 103 = 307; Di 20 + 20 - 24 - 24 - 912 + 0 = -920 (sum 0).
TOTALS = {"Ann": 654, "Bo": -41, "Cy": 307, "Di": -920}


def test_six_rounds_with_drop_outs_through_the_commands(cli_json: Cli, cli: Cli, tmp_path: Path) -> None:
    start_game(cli_json, "hachi-hachi", ["Ann", "Bo", "Cy", "Di"], "--rounds=6")
    for number, (text, *_, queue) in enumerate(ROUNDS, start=1):
        status, result = add_json(cli_json, text)
        assert status == 0, (number, result)
        standings = current_standings(cli_json)
        assert standings["carry_over"] == queue, number
    status, history = cli_json("history")
    assert status == 0
    rounds = [row for row in history if row["kind"] == "round"]
    for row, (_, dealer, scores, winner, multiplier, _) in zip(rounds, ROUNDS, strict=True):
        assert (row["dealer"], row["scores"], row["winner"], row["multiplier"]) == (dealer, scores, winner, multiplier)
    standings = current_standings(cli_json)
    assert {p["name"]: p["total"] for p in standings["parties"]} == TOTALS
    assert (standings["over"], standings["winner"]) == (True, "Ann")
    csv = cli("export", "--format=csv").stdout.splitlines()
    assert csv[-1] == "6,Ann,Bo,26,77,-103,0,654,-41,307,-920"
    exported = cli("export", "--format=json").stdout
    assert len(json.loads(exported)["entries"]) == 6
    # the export imports as a new game with the same rounds and totals
    path = tmp_path / "game.json"
    path.write_text(exported, encoding="utf-8")
    status, _ = cli_json("import", str(path), "--yes")  # a second copy, in the same ledger
    assert status == 0
    assert {p["name"]: p["total"] for p in current_standings(cli_json)["parties"]} == TOTALS
