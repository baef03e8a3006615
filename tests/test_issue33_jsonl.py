"""Issue 33, a log others can read: ``export --format jsonl`` writes the ledger one JSON object a
line (a game's line, then one per entry: round with its sheet as entered and its result,
adjustment, note, rename), ``hanascore schema export`` prints the lines' JSON Schema (the
pydantic models are its source), and ``import`` reads a log back as it reads a JSON export.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.games.sheets import read_sheet_text
from hanascore.ledger.log import line_adapter, log_schema
from tests.conftest import SAMPLES
from tests.test_ledger import ANN_LOSES, MUSHI_DECK
from tests.test_ledger_cli import add, new_game, sheet

#: Every TOML sample but the one whose multiplier a ledger derives itself: each game of the seven
#: several times, counted rounds, teams, variants and house rules among them.
SAMPLE_SHEETS = sorted(path for path in SAMPLES.glob("*.toml") if path.name != "kyurei-carried.toml")


def new_options(data: dict[str, Any]) -> list[str]:
    """The ``new`` command line of the game a sample sheet belongs to."""
    options = [data["game"]]
    for player in data["players"]:
        options += ["--player", player]
    for team, members in (data.get("teams") or {}).items():
        options += ["--team", f"{team}={','.join(members)}"]
    if data.get("dealer"):
        options += ["--dealer", data["dealer"]]
    for key, value in (data.get("house") or {}).items():
        options += ["--house", f"{key}={json.dumps(value)}"]
    if data.get("variant"):
        options += ["--variant", data["variant"]]
    return options


def every_game_ledger(cli: Callable[..., Any], cli_json: Callable[..., Any]) -> list[str]:
    """A ledger with a game per sample sheet (all seven games), a text sheet kept as typed,
    notes, adjustments and a round kept as data (written back); the games' ids."""
    ids = []
    for path in SAMPLE_SHEETS:
        data = read_sheet_text(path.read_text(encoding="utf-8"))
        code, answer = cli_json("new", *new_options(data), "--name", path.stem)
        assert code == 0, (path, answer)
        assert cli("add", str(path)).exit_code == 0, path
        ids.append(answer["id"])
    assert {tomllib.loads(p.read_text(encoding="utf-8"))["game"] for p in SAMPLE_SHEETS} == {
        "mushi",
        "sakura",
        "kyu-rei-hana",
        "matsu-kiri-bozu",
        "musashino-bana",
        "koi-koi",
        "hachi-hachi",
    }
    ids.append(new_game(cli_json, "--name", "Text sheets", players=("Ann", "Bo")))
    assert add(cli, "# as typed, comments and all\n" + sheet(ANN_LOSES)).exit_code == 0
    assert cli("note", "Bo brought the sake; 日本語も").exit_code == 0
    assert cli("adjust", "--party", "Ann", "--amount", "-5", "--reason", "late").exit_code == 0
    assert add(cli, sheet(set(MUSHI_DECK) - ANN_LOSES)).exit_code == 0
    # A round kept as data (imported without its text): written back, and said so in the log.
    document = json.loads(cli("export", "--format", "json").stdout)
    document["entries"][0]["text"] = None
    code, answer = cli_json("import", "-", input=json.dumps(document))
    assert code == 0, answer
    ids.append(answer["id"])
    return ids


def game_json(cli: Callable[..., Any], game_id: str, *db: str) -> dict[str, Any]:
    result = cli(*db, "export", "--format", "json", "--game", game_id)
    assert result.exit_code == 0, result.stderr
    document = json.loads(result.stdout)
    document["standings"]["id"] = None  # the one thing an import changes
    return document


def test_a_ledger_of_every_game_comes_back_the_same_from_its_log(cli, cli_json, tmp_path: Path) -> None:
    ids = every_game_ledger(cli, cli_json)
    log = cli("export", "--format", "jsonl")
    assert log.exit_code == 0, log.stderr
    other = ["--db", str(tmp_path / "fresh.db")]
    path = tmp_path / "ledger.jsonl"
    path.write_text(log.stdout, encoding="utf-8")
    code, answer = cli_json(*other, "import", str(path))
    assert code == 0, answer
    assert len(answer["ids"]) == len(ids)
    assert answer["id"] == answer["ids"][-1]
    for old, new in zip(ids, answer["ids"], strict=True):
        exported, imported = game_json(cli, old), game_json(cli, new, *other)
        assert json.dumps(imported, ensure_ascii=False) == json.dumps(exported, ensure_ascii=False), old
    # The log itself holds no id: the fresh ledger's log is the same bytes.
    again = cli(*other, "export", "--format", "jsonl")
    assert again.stdout == log.stdout
    # The sheet as entered, byte for byte.
    assert cli(*other, "show", "1", "--sheet", "--game", answer["ids"][-2]).stdout.startswith("# as typed")


def test_the_lines_are_a_game_then_its_entries_in_order(cli, cli_json) -> None:
    every_game_ledger(cli, cli_json)
    lines = [json.loads(line) for line in cli("export", "--format", "jsonl").stdout.splitlines()]
    assert all(line["v"] == 1 for line in lines)
    first = lines[0]
    # What 'new' fixes, in the JSON document's order.
    assert list(first) == ["v", "type", "name", "game", "players", "teams", "dealer", "house", "variant", "length"]
    assert first["type"] == "game"
    games = [index for index, line in enumerate(lines) if line["type"] == "game"]
    assert lines[games[-1] + 1]["written_back"] is True
    tail = lines[games[-2] : games[-1]]
    assert [line["type"] for line in tail] == ["game", "round", "note", "adjustment", "round"]
    round_line = tail[1]
    assert round_line["sheet"] == "# as typed, comments and all\n" + sheet(ANN_LOSES)
    assert round_line["result"]["parties"][0]["score"] == -39
    assert round_line["totals"] == {"Ann": -39, "Bo": 39}
    assert "written_back" not in round_line  # written only when true
    assert tail[2] == {"v": 1, "type": "note", "text": "Bo brought the sake; 日本語も"}
    assert tail[3] == {
        "v": 1,
        "type": "adjustment",
        "party": "Ann",
        "amount": -5,
        "reason": "late",
        "totals": {"Ann": -44, "Bo": 39},
    }


def test_the_printed_schema_is_the_models_and_every_line_fits_it(cli, cli_json) -> None:
    every_game_ledger(cli, cli_json)
    printed = cli("schema", "export")
    assert printed.exit_code == 0
    schema = json.loads(printed.stdout)
    assert schema == log_schema()
    assert {key: schema[key] for key in ("$defs", "discriminator", "oneOf")} == line_adapter().json_schema()
    mapping = schema["discriminator"]["mapping"]
    assert set(mapping) == {"game", "round", "adjustment", "note", "rename"}
    adapter = line_adapter()
    for text in cli("export", "--format", "jsonl").stdout.splitlines():
        adapter.validate_json(text)  # the models read every line
        line = json.loads(text)
        # ...and the printed schema says so too: its type's required keys present, no other key.
        shape = schema["$defs"][mapping[line["type"]].rsplit("/", 1)[1]]
        assert set(shape["required"]) <= set(line) <= set(shape["properties"]), line["type"]
        for key, value in line.items():
            constant = shape["properties"][key].get("const")
            assert constant is None or constant == value


def test_a_rename_is_a_line_for_readers_and_import_does_not_apply_it_again(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json, players=("Anne", "Bo"))
    assert add(cli, sheet(ANN_LOSES, players=("Anne", "Bo"))).exit_code == 0
    assert cli("players", "rename", "Anne", "Ann", "--yes").exit_code == 0
    lines = [json.loads(line) for line in cli("export", "--format", "jsonl").stdout.splitlines()]
    assert [line["type"] for line in lines] == ["game", "round", "rename"]
    assert lines[0]["players"] == ["Ann", "Bo"]
    assert {key: lines[2][key] for key in ("kind", "old", "new")} == {"kind": "rename", "old": "Anne", "new": "Ann"}
    path = tmp_path / "log.jsonl"
    path.write_text(cli("export", "--format", "jsonl").stdout, encoding="utf-8")
    code, answer = cli_json("import", str(path), "--db", str(tmp_path / "other.db"))
    assert code == 0, answer
    code, standings = cli_json("standings", "--db", str(tmp_path / "other.db"))
    assert [party["name"] for party in standings["parties"]] == ["Ann", "Bo"]


def test_one_game_with_game_and_the_format_from_the_suffix(cli, cli_json, tmp_path: Path) -> None:
    first = new_game(cli_json, players=("Ann", "Bo"))
    new_game(cli_json, players=("Cy", "Di"))
    lines = cli("export", "--format", "jsonl", "--game", first).stdout.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["players"] == ["Ann", "Bo"]
    out = tmp_path / "all.jsonl"
    result = cli("export", "-o", str(out))
    assert result.exit_code == 0
    assert "wrote the ledger's log (2 games) to" in result.stderr
    assert [json.loads(line)["players"] for line in out.read_text(encoding="utf-8").splitlines()] == [
        ["Ann", "Bo"],
        ["Cy", "Di"],
    ]
    refused = cli("export", "--format", "jsonl", "--bom")
    assert refused.exit_code == 2 and "belongs to the csv format; this export is jsonl" in refused.stderr


def write_log(tmp_path: Path, *lines: dict[str, Any] | str) -> str:
    path = tmp_path / "in.jsonl"
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return str(path)


GAME = {"v": 1, "type": "game", "name": "G", "game": "mushi", "players": ["Ann", "Bo"], "dealer": "Ann"}


def test_a_log_with_problems_names_each_line_and_imports_nothing(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json)
    path = write_log(
        tmp_path,
        GAME,
        {"v": 1, "type": "round", "round": 1, "dealer": "Ann", "sheet": sheet(ANN_LOSES)},
        "{not json",
        {"v": 1, "type": "note", "text": ""},
        {"v": 1, "type": "adjustment", "party": "Ann", "reason": "late"},
    )
    code, data = cli_json("import", path)
    assert code == 2
    assert sorted(problem["where"] for problem in data["errors"]) == ["line 3", "line 4", "line 5.amount"]
    # A log holding any problem imports nothing.
    assert [game["id"] for game in cli_json("games")[1]] == ["1"]


def test_a_rounds_problems_name_its_line(cli_json, tmp_path: Path) -> None:
    dealt_by_nobody = write_log(
        tmp_path,
        GAME,
        {"v": 1, "type": "note", "text": "first"},
        {"v": 1, "type": "round", "round": 1, "dealer": "Zed", "sheet": sheet(ANN_LOSES)},
    )
    code, data = cli_json("import", dealt_by_nobody)
    assert code == 2
    assert [problem["where"] for problem in data["errors"]] == ["line 3.dealer"]
    short_deck = write_log(tmp_path, GAME, {"v": 1, "type": "round", "round": 1, "dealer": "Ann", "sheet": "Ann: 10\n"})
    code, data = cli_json("import", short_deck)
    assert code == 2
    assert data["errors"] and all(problem["message"].startswith("round 1:") for problem in data["errors"])


def test_a_log_checks_its_games_as_import_checks_a_document(cli_json, tmp_path: Path) -> None:
    code, data = cli_json("import", write_log(tmp_path, GAME, {"v": 1, "type": "note", "text": "bell\u0007"}))
    assert code == 2
    assert [(problem["where"], problem["message"]) for problem in data["errors"]] == [
        ("line 2", "the note must not contain invisible or control characters (U+0007)")
    ]
    code, data = cli_json("import", write_log(tmp_path, {**GAME, "players": ["Ann", "Ann"]}))
    assert code == 2
    assert [problem["where"] for problem in data["errors"]] == ["line 1.players"]


def test_a_log_from_a_newer_hanascore_or_without_its_game_line_is_refused(cli_json, tmp_path: Path) -> None:
    code, data = cli_json("import", write_log(tmp_path, {**GAME, "v": 2}))
    assert code == 2
    assert data["errors"][0]["message"] == "log version 2 is newer than this hanascore reads"
    code, data = cli_json("import", write_log(tmp_path, {"v": 1, "type": "note", "text": "x"}, GAME))
    assert code == 2
    assert data["errors"][0]["where"] == "line 1"
    assert "a log starts with its game's line" in data["errors"][0]["message"]


def test_a_log_of_a_game_imported_twice_is_seen_as_a_copy(cli, cli_json, tmp_path: Path) -> None:
    """As a JSON export's (CONTRACT: a game already in the ledger is named)."""
    new_game(cli_json)
    assert add(cli, sheet(ANN_LOSES)).exit_code == 0
    path = tmp_path / "log.jsonl"
    path.write_text(cli("export", "--format", "jsonl").stdout, encoding="utf-8")
    result = cli("import", str(path))
    assert "game 1" in result.stderr


def test_the_log_writer_and_reader_load_only_when_asked_for() -> None:
    code = (
        "import sys, hanascore.cli.exchange, hanascore.views.outputs;"
        "assert 'hanascore.views.export_jsonl' not in sys.modules;"
        "assert 'hanascore.ledger.log' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("name", ["schema", "schema export", "note"])
def test_the_new_commands_have_examples(cli, name: str) -> None:
    shown = cli(*name.split(), "--help").stdout
    assert "Examples:" in shown and f"hanascore {name}" in shown
