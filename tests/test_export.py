"""Exports: the contract's CSV, a JSON document that imports back to the same game, markdown."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.views.export_csv import spreadsheet_safe
from tests.conftest import SAMPLES, add_json, start_game
from tests.reference_scorer import toml_sheet
from tests.test_ledger import ANN_LOSES, MUSHI_DECK, TIE
from tests.test_ledger_cli import add, new_game, sheet, standings

ANN_WINS = set(MUSHI_DECK) - ANN_LOSES


def export(cli, *options: str) -> str:
    result = cli("export", *options)
    assert result.exit_code == 0, result.stderr
    return result.stdout


def without_ids(document: dict[str, Any]) -> dict[str, Any]:
    return {**document, "standings": {**document["standings"], "id": None}}


# -- CSV ----------------------------------------------------------------------------------------


def test_csv_has_the_contract_layout(cli, cli_json) -> None:
    new_game(cli_json, "--dealer", "Bo")
    add(cli, sheet(ANN_LOSES))
    cli("adjust", "--party", "Ann", "--amount", "7", "--reason", "fine")
    add(cli, sheet(ANN_WINS))
    add(cli, sheet(TIE))
    text = export(cli, "--format", "csv")
    assert text.splitlines() == [
        "round,dealer,winner,Ann,Bo,Ann total,Bo total",
        "1,Bo,Bo,-39,39,-39,39",
        "adjustment,,,7,0,-32,39",
        "2,Bo,Ann,39,-39,7,0",
        "3,Ann,Ann,0,0,7,0",  # a tie: the dealer (Ann) is the winner and keeps the deal
    ]


def test_csv_guards_text_cells_against_formulas_but_leaves_numbers_alone(cli, cli_json) -> None:
    new_game(cli_json, players=("-z", "@nn"))
    add(cli, sheet(ANN_LOSES, ("-z", "@nn")))
    rows = list(csv.reader(io.StringIO(export(cli, "--format", "csv"))))
    assert rows[0] == ["round", "dealer", "winner", "'-z", "'@nn", "'-z total", "'@nn total"]
    assert rows[1] == ["1", "'-z", "'@nn", "-39", "39", "-39", "39"]


@pytest.mark.parametrize(
    ("cell", "written"),
    [
        ("=SUM(A1)", "'=SUM(A1)"),
        ("+1", "'+1"),
        ("-x", "'-x"),
        ("@me", "'@me"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("Ann", "Ann"),
        (-5, -5),
    ],
)
def test_spreadsheet_safe(cell: object, written: object) -> None:
    assert spreadsheet_safe(cell) == written


def sakura_victories(cli, cli_json) -> list[str]:
    """A Sakura game under victory scoring with its sample round added; its players."""
    players = tomllib.loads((SAMPLES / "sakura-victories.toml").read_text())["players"]
    options = ["--dealer", "Kai", "--house", "scoring=victories", "--house", "chu=true", "--house", "basa=true"]
    new_game(cli_json, *options, game="sakura", players=tuple(players))
    assert cli("add", str(SAMPLES / "sakura-victories.toml")).exit_code == 0
    return players


def test_csv_counts_victories_under_sakura_victory_scoring(cli, cli_json) -> None:
    players = sakura_victories(cli, cli_json)
    rows = export(cli, "--format", "csv").splitlines()
    assert rows[0] == "round,dealer,winner," + ",".join(players) + "," + ",".join(f"{p} total" for p in players)
    assert rows[1] == "1,Kai,Noe,0,0,0,0,2,0,0,0,0,2"
    parties = standings(cli_json)["parties"]
    assert parties[-1] == {"name": "Noe", "total": 2, "points": 80}


def test_the_markdown_note_says_what_history_says(cli, cli_json) -> None:
    # One note for both: the export had lost who stopped the round, who played, and the
    # victory's word (it wrote the game's id for it).
    new_game(cli_json, game="koi-koi", players=("Ann", "Bo"))
    round_sheet = (SAMPLES / "koikoi-counted.txt").read_text(encoding="utf-8")
    assert (
        cli("add", "-", input=round_sheet.replace("game: koi-koi", "").replace("players: Ann, Bo", "")).exit_code == 0
    )
    note = "×4, stopped by Ann, counted"
    assert note in cli("history").stdout
    assert f"| {note} |" in export(cli, "--format", "markdown")


def test_the_markdown_note_names_a_sakura_victory_as_history_does(cli, cli_json) -> None:
    sakura_victories(cli, cli_json)
    history_note = cli("history").stdout.splitlines()[2].rsplit("│", 1)[1].strip()
    assert history_note
    assert history_note in export(cli, "--format", "markdown")


# -- JSON and import ----------------------------------------------------------------------------


def test_import_of_an_export_is_the_same_game(cli, cli_json, tmp_path: Path) -> None:
    new_game(
        cli_json, "--name", "Friday", "--target", "500", "--house", "five_brights=false", players=("Ann", "Bo", "Cy")
    )
    toml = f'active = ["Bo", "Cy"]\n[captured]\nBo = "{" ".join(map(str, sorted(ANN_LOSES)))}"\nCy = "rest"\n'
    assert add(cli, toml).exit_code == 0
    assert add(cli, "Ann: rest\n").exit_code == 2  # one pile of three does not say who played: 'active'
    cli("adjust", "--party", "Ann", "--amount", "-3", "--reason", "dropped out")
    path = tmp_path / "game.json"
    assert cli("export", "--format", "json", "--output", str(path)).stdout == ""
    original = json.loads(path.read_text())
    assert original["format"] == "hanascore-game" and original["name"] == "Friday"
    assert [e["kind"] for e in original["entries"]] == ["round", "adjustment"]
    assert original["entries"][0]["dealer"] == "Bo" and original["entries"][0]["sheet"]["active"] == ["Bo", "Cy"]

    # The ledger holds it (game 1): refused (CONTRACT.md, import), a second copy with --yes.
    assert cli_json("import", str(path))[1]["errors"][0]["where"] == "--yes"
    result = cli("import", str(path), "--yes")
    assert result.exit_code == 0 and result.stdout == "2\n"
    assert standings(cli_json)["id"] == "2"  # the import is the current game
    again = json.loads(export(cli, "--format", "json"))
    assert without_ids(again) == without_ids(original)
    assert cli_json("import", str(path), "--yes") == (0, {"id": "3"})


def test_import_of_a_kyu_rei_game_keeps_the_carried_multipliers(cli, cli_json) -> None:
    new_game(cli_json, game="kyu-rei-hana", players=("A", "B", "C"))
    first = '[captured]\nA = "rest"\nB = ""\nC = ""\n[field]\nstart = "110 120 10 22 42 53"\n'
    plain = '[captured]\nA = ""\nB = "rest"\nC = ""\n'
    for text in (first, plain, plain):
        assert add(cli, text, "--yes").exit_code == 0
    document = export(cli, "--format", "json")
    assert cli_json("import", "-", "--yes", input=document) == (0, {"id": "2"})
    imported = standings(cli_json)
    assert imported["carry_over"] == [] and imported["rounds_played"] == 3
    rows = cli_json("history")[1]
    assert [r["multiplier"] for r in rows] == [4, 4, 2]
    assert without_ids(json.loads(export(cli, "--format", "json"))) == without_ids(json.loads(document))


def test_import_refuses_bad_files_and_writes_nothing(cli, cli_json, tmp_path: Path) -> None:
    assert cli("import", "-", input="not json").exit_code == 2
    code, data = cli_json("import", "-", input=json.dumps({"format": "something else"}))
    assert code == 2 and data["errors"]
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    document = json.loads(export(cli, "--format", "json"))
    document["entries"][0]["sheet"]["captured"]["Ann"] = "10 zz"
    document["players"] = ["Ann", "ann"]
    code, data = cli_json("import", "-", input=json.dumps(document))
    assert code == 2
    messages = " | ".join(e["message"] for e in data["errors"])
    assert "same ignoring case" in messages
    document["players"] = ["Ann", "Bo"]
    code, data = cli_json("import", "-", input=json.dumps(document))
    assert code == 2 and data["errors"][0]["message"].startswith("round 1: 'zz'")
    assert len(cli_json("games")[1]) == 1
    assert cli("import", str(tmp_path / "missing.json")).exit_code == 2


def test_import_warns_when_an_exported_result_differs(cli, cli_json) -> None:
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    document = json.loads(export(cli, "--format", "json"))
    document["entries"][0]["result"]["parties"][0]["score"] = 99
    result = cli("import", "-", "--yes", input=json.dumps(document))  # a second copy of game 1
    assert result.exit_code == 0 and "round 1 scores differently" in result.stderr


# -- markdown and output files ------------------------------------------------------------------


def test_markdown_is_a_table_with_the_rounds_and_standings(cli, cli_json) -> None:
    new_game(cli_json, "--name", "Pipes | and *stars*", players=("A|B", "Cy"))
    add(cli, sheet(ANN_LOSES, ("A|B", "Cy")))
    cli("adjust", "--party", "Cy", "--amount", "2", "--reason", "tip")
    text = export(cli, "--format", "markdown")
    assert text.startswith("# Pipes \\| and \\*stars\\*\n")  # the name as typed: no emphasis
    assert "| round" in text and "A\\|B" in text
    assert "| 1       | A\\|B     | Cy       | -39 → -39 | +39 → 39 |" in text
    assert "adjustment: tip" in text and "next dealer: Cy" in text


def test_export_rejects_an_unknown_format_and_needs_one(cli, cli_json) -> None:
    new_game(cli_json)
    result = cli("export", "--format", "xlsx")
    assert result.exit_code == 2 and "html, csv, json, markdown, jsonl" in result.stderr
    assert cli("export").exit_code == 2


def test_export_to_a_file_that_cannot_be_written_is_a_user_error(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json)
    result = cli("export", "--format", "csv", "--output", str(tmp_path / "no" / "such" / "dir.csv"))
    assert result.exit_code == 2 and "cannot write" in result.stderr


# --- independent hand-worked cases, through the real commands ---


def test_csv_rows_running_totals_adjustments_and_formula_guard(
    cli: Callable[..., Any], cli_json: Callable[..., Any]
) -> None:
    """CONTRACT CSV: header, a row per round, adjustment rows, numbers as numbers, guarded text."""
    start_game(cli_json, "mkb", ["-z", "@b"])
    code, _ = add_json(cli_json, toml_sheet({"-z": {12, 13}, "@b": {61, 91, 101, 62, 92}}, stopped_by="@b"))
    assert code == 0
    assert cli("adjust", "--party=-z", "--amount", "5", "--reason", "=fine").exit_code == 0
    text = cli("export", "--format", "csv").stdout
    assert text.splitlines() == [
        "round,dealer,winner,'-z,'@b,'-z total,'@b total",
        "1,'-z,'@b,-50,50,-50,50",
        "adjustment,,,5,0,-45,50",
    ]


def test_the_json_document_is_json_with_one_entry_a_line(cli, cli_json) -> None:
    from hanascore.views.export_json import document_text

    document = {"format": "hanascore-game", "entries": [{"kind": "round", "sheet": {"A": "10 11"}}, {"kind": "x"}]}
    text = document_text(document)
    assert json.loads(text) == document
    assert text.splitlines()[4].strip() == '{"kind": "x"}'
    assert json.loads(document_text({"entries": []})) == {"entries": []}


# --- the markdown tables: the layout the exports always had -----------------------------------

#: Cell text as names and reasons can be: any visible character (wide, combining, emoji),
#: spaces around it included; controls and other invisible characters are refused before.
_CELL = st.text(
    st.characters(blacklist_categories=("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"), blacklist_characters=","),
    max_size=8,
)


def _number_like(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return text.strip() in ("True", "False")
    return True


@settings(max_examples=300, deadline=None)
@given(
    headers=st.lists(
        st.text(st.characters(whitelist_categories=("L", "N")), min_size=1, max_size=6), min_size=1, max_size=5
    ),
    data=st.data(),
)
def test_markdown_tables_are_laid_out_as_tabulate_lays_them_out(headers: list[str], data: st.DataObject) -> None:
    """The rounds table as tabulate's "github" format wrote it (every cell text), and the
    standings table (names, then numbers flush right) wherever tabulate took the names for text."""
    tabulate = pytest.importorskip("tabulate").tabulate
    from hanascore.views.markdown_tables import markdown_table

    rows = data.draw(st.lists(st.lists(_CELL, min_size=len(headers), max_size=len(headers)), min_size=1, max_size=4))
    assert markdown_table(headers, rows) == tabulate(rows, headers=headers, tablefmt="github", disable_numparse=True)
    names = data.draw(
        st.lists(_CELL.filter(lambda name: name.strip() and not _number_like(name)), min_size=1, max_size=4)
    )
    totals = data.draw(st.lists(st.integers(-(10**9), 10**9), min_size=len(names), max_size=len(names)))
    standings = [[name, str(total), str(-total)] for name, total in zip(names, totals, strict=True)]
    numbers = [[name, total, -total] for name, total in zip(names, totals, strict=True)]
    assert markdown_table(["party", "total", "points"], standings, numbers=2) == tabulate(
        numbers, headers=["party", "total", "points"], tablefmt="github"
    )


def test_markdown_names_are_text_even_where_they_look_like_numbers() -> None:
    """tabulate read a column of number-like names as numbers ("1e5" written 100000)."""
    from hanascore.views.markdown_tables import markdown_table

    assert markdown_table(["party", "total"], [["1e5", "3"], ["2", "-3"]], numbers=1).splitlines()[2:] == [
        "| 1e5     |       3 |",
        "| 2       |      -3 |",
    ]


def test_the_ledger_reads_and_writes_games_without_the_document_models() -> None:
    """The game document's pydantic models are loaded by the JSON export and ``import``
    alone: the store and the commands' actions (every ledger command) never load pydantic."""
    code = "import sys, hanascore.ledger.actions, hanascore.ledger.edit; print('pydantic' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "False"
