"""A 12-round Koi-Koi year through the ledger commands (RULES.md 8, 9.2 Cards of the Month):
the month comes from the round number, the dealer from each round's winner (a drawn round
keeps it), and the totals are worked by hand below."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from tests.conftest import add_json, current_standings, start_game
from tests.test_koikoi import D_ANN, D_BO, D_END

# (sheet, dealer, winner, Ann's score, Bo's score); the month is the round's number.
YEAR = [
    # 1 Pine: the four Pine cards are Cards of the Month, 4.
    ("stopped by: Ann\nAnn: 10 11 12 13\nBo: 20 22\n", "Ann", "Ann", 4, 0),
    # 2: Bo's Poetry Ribbons 5.
    ("stopped by: Bo\nAnn: 10 13\nBo: 11 12 21 22 31 32\n", "Ann", "Bo", 0, 5),
    # 3: Ann's Three Brights 6 (two Cherry cards only: no Cards of the Month).
    ("stopped by: Ann\nAnn: 10 12 30 32 80 82\nBo: 11 13\n", "Bo", "Ann", 6, 0),
    # 4: hands played out (40 cards placed), Ann's Poetry Ribbons after her call: nobody is paid,
    # the dealer keeps the deal.
    (f"koi: Ann\nAnn: {D_ANN}\nBo: {D_BO}\nend: {D_END}\n", "Ann", "Ann", 0, 0),
    # 5: Bo shows the four Iris cards: Four of a Kind 6.
    ("teyaku: Bo=50 51 52 53\nAnn:\nBo:\n", "Ann", "Bo", 0, 6),
    # 6: Bo's Boar-Deer-Butterflies 5, x2 for Ann's call (on her Blue Ribbons): 10.
    ("stopped by: Bo\nkoi: Ann=1\nAnn: 61 63 91 93 101 103\nBo: 60 62 70 72 100 102\n", "Bo", "Bo", 0, 10),
    # 7 Bush Clover: Poetry Ribbons with the Clover ribbon 5 + 1 = 6, Cards of the Month 4:
    # 10 >= 7, x2: 20.
    ("stopped by: Ann\nAnn: 70 71 72 73 11 21 31 12 22 32\nBo: 10 13\n", "Bo", "Ann", 20, 0),
    # 8: Moon Viewing 5 (two Susuki cards only).
    ("stopped by: Ann\nAnn: 80 90 82 92\nBo: 10 12\n", "Ann", "Ann", 5, 0),
    # 9: Bo's Flower Viewing 5, x2 for Ann's two calls (koi_bonus "opponent": x2 however many): 10.
    ("stopped by: Bo\nkoi: Ann=2\nAnn: 61 91 101 63 93 103\nBo: 30 90 32 92\n", "Ann", "Bo", 0, 10),
    # 10: Bo's Five Brights 15, x2: 30.
    ("stopped by: Bo\nAnn: 11 13\nBo: 10 30 80 110 120 12 32 82 112 122\n", "Bo", "Bo", 0, 30),
    # 11: Ann's five Animals, 5 - 4 = 1 (two Willow cards only).
    ("stopped by: Ann\nAnn: 20 40 50 81 111 22 42 52 82 113\nBo: 10 12\n", "Bo", "Ann", 1, 0),
    # 12 Paulownia: Cards of the Month 4.
    ("stopped by: Ann\nAnn: 120 121 122 123\nBo: 10 12\n", "Ann", "Ann", 4, 0),
]
# Ann 4 + 6 + 20 + 5 + 1 + 4 = 40; Bo 5 + 6 + 10 + 10 + 30 = 61.
TOTALS = {"Ann": 40, "Bo": 61}


def test_a_twelve_round_year(cli_json: Any, cli: Any, tmp_path: Path) -> None:
    game = start_game(cli_json, "koi-koi", ["Ann", "Bo"])
    ann = bo = 0
    for number, (text, dealer, winner, ann_score, bo_score) in enumerate(YEAR, start=1):
        status, added = add_json(cli_json, text)
        assert status == 0, (number, added)
        assert (added["round"], added["dealer"], added["result"]["winner"]) == (number, dealer, winner), number
        ann, bo = ann + ann_score, bo + bo_score
        assert {p["name"]: p["score"] for p in added["result"]["parties"]} == {"Ann": ann_score, "Bo": bo_score}
        assert {p["name"]: p["total"] for p in added["standings"]["parties"]} == {"Ann": ann, "Bo": bo}
    standings = current_standings(cli_json)
    assert {p["name"]: p["total"] for p in standings["parties"]} == TOTALS
    assert standings["over"] and standings["winner"] == "Bo" and standings["rounds_played"] == 12
    assert standings["house"]["cards_of_the_month"] is True and standings["carry_over"] == []

    status, history = cli_json("history")
    assert status == 0
    assert [row["dealer"] for row in history] == [d for _, d, _, _, _ in YEAR]
    assert [row["multiplier"] for row in history] == [1, 1, 1, 1, 1, 2, 2, 1, 2, 2, 1, 1]
    assert history[-1]["totals"] == TOTALS

    exported = cli("export", "--game", game, "--format", "csv")
    assert exported.exit_code == 0
    rows = list(csv.DictReader(io.StringIO(exported.stdout)))
    assert len(rows) == 12
    assert [int(r["Bo"]) for r in rows] == [bo for _, _, _, _, bo in YEAR]
    assert (rows[-1]["Ann total"], rows[-1]["Bo total"]) == ("40", "61")
    exported = cli("export", "--game", game, "--format", "json")
    assert exported.exit_code == 0, exported.stdout
    # Imported, the year is replayed to the same totals (each round's month from its number).
    path = tmp_path / "year.json"
    path.write_text(exported.stdout, encoding="utf-8")
    status, imported = cli_json("import", str(path), "--yes")  # a second copy, in the same ledger
    assert status == 0, imported
    again = current_standings(cli_json)
    assert again["id"] == imported["id"] != game
    assert {p["name"]: p["total"] for p in again["parties"]} == TOTALS


def test_month_is_the_ledgers(cli_json: Any) -> None:
    start_game(cli_json, "koi-koi", ["Ann", "Bo"])
    status, data = add_json(cli_json, "stopped by: Ann\nmonth: 1\nAnn: 10 11 12 13\nBo: 20 22\n")
    assert status == 2 and any(e["where"] == "month" for e in data["errors"])
    # Round 1 is Pine: the four Plum cards are no yaku then.
    status, data = add_json(cli_json, "stopped by: Ann\nAnn: 20 21 22 23\nBo: 10 12\n")
    assert status == 2


def test_a_drawn_round_that_passes_the_deal(cli_json: Any) -> None:
    start_game(cli_json, "koi-koi", ["Ann", "Bo"], "--house", "draw_deal=passes", "--house", "oya_ken=1")
    status, data = add_json(cli_json, f"koi: Ann\nAnn: {D_ANN}\nBo: {D_BO}\nend: {D_END}\n")
    assert status == 0, data
    assert data["result"]["winner"] == "Ann" and data["standings"]["next_dealer"] == "Bo"
    assert {p["name"]: p["total"] for p in data["standings"]["parties"]} == {"Ann": 1, "Bo": 0}
