"""The CSV export's named options: ``--reasons`` (a trailing reason column), ``--bom`` (a UTF-8
byte-order mark for spreadsheet programs) and ``--excel`` (both).  The default layout is the
contract's and is pinned in ``tests/test_export.py``."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from tests.test_ledger import ANN_LOSES
from tests.test_ledger_cli import add, new_game, sheet


def test_reasons_append_a_column_with_each_adjustments_reason_formula_guarded(cli, cli_json) -> None:
    new_game(cli_json, "--dealer", "Bo")
    add(cli, sheet(ANN_LOSES))
    cli("adjust", "--party", "Bo", "--amount", "-5", "--reason", "=late again")
    cli("adjust", "--party", "Ann", "--amount", "3", "--reason", 'a kind word, "thanks"')
    result = cli("export", "--format", "csv", "--reasons")
    assert result.exit_code == 0, result.stderr
    assert list(csv.reader(io.StringIO(result.stdout))) == [
        ["round", "dealer", "winner", "Ann", "Bo", "Ann total", "Bo total", "reason"],
        ["1", "Bo", "Bo", "-39", "39", "-39", "39", ""],
        ["adjustment", "", "", "0", "-5", "-39", "34", "'=late again"],
        ["adjustment", "", "", "3", "0", "-36", "34", 'a kind word, "thanks"'],
    ]
    # Without the option the layout is the contract's: no reason column.
    assert cli("export", "--format", "csv").stdout.splitlines()[0] == "round,dealer,winner,Ann,Bo,Ann total,Bo total"


def test_bom_starts_the_file_with_a_byte_order_mark_and_japanese_names_read_back(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json, players=("花子", "太郎"))
    add(cli, sheet(ANN_LOSES, players=("花子", "太郎")))
    target = tmp_path / "game.csv"
    written = cli("export", "--bom", "-o", str(target))
    assert written.exit_code == 0, written.stderr
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and not data.startswith(b"\xef\xbb\xbf" * 2)
    with target.open(encoding="utf-8-sig", newline="") as file:
        rows = list(csv.reader(file))
    assert rows[0] == ["round", "dealer", "winner", "花子", "太郎", "花子 total", "太郎 total"]
    assert rows[1][1] == "花子"
    # On standard output too, as bytes: the same file.
    shown = cli("export", "--format", "csv", "--bom")
    assert shown.stdout_bytes == data


def test_excel_is_reasons_and_bom(cli, cli_json) -> None:
    new_game(cli_json)
    cli("adjust", "--party", "Ann", "--amount", "2", "--reason", "tea")
    data = cli("export", "--format", "csv", "--excel").stdout_bytes
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert data.startswith(b"\xef\xbb\xbf")
    assert rows[-1] == ["adjustment", "", "", "2", "0", "2", "0", "tea"]


def test_csv_options_asked_of_another_format_are_refused(cli, cli_json) -> None:
    new_game(cli_json)
    result = cli("export", "--format", "json", "--reasons", "--excel")
    assert result.exit_code == 2 and result.stdout == ""
    assert "--reasons" in result.stderr and "--excel" in result.stderr and "csv" in result.stderr
