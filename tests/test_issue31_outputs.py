"""Issue 31, one output registry: every command that prints rows offers its formats from one
table (:mod:`hanascore.views.outputs`), writes the same rows in each, refuses a format it does
not offer with the same problem, and every command that shows something takes ``--lang``."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.views import outputs
from tests.conftest import SAMPLES, add_json, start_game

ROUND = "".join(
    line
    for line in (SAMPLES / "mushi-leftover.txt").read_text().splitlines(keepends=True)
    if not line.startswith(("game:", "players:", "dealer:"))
)
#: Each command that prints rows: its command line, and the registry's name of it.
COMMANDS: dict[str, list[str]] = {
    "export": ["export"],
    "stats": ["stats"],
    "players": ["players"],
    "season show": ["season", "show"],
    "standings": ["standings"],
    "show": ["show", "1"],
}
#: A Japanese character: kana or kanji.
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture
def ledger(cli_json: Callable[..., Any]) -> dict[str, Any]:
    """A Mushi game of two rounds in a season; its standings (JSON)."""
    start_game(cli_json, "mushi", ["Alice", "Bob"])
    for _ in range(2):
        code, data = add_json(cli_json, ROUND, "--yes")
        assert code == 0, data
    code, data = cli_json("season", "new", "Club", "--include-unfinished")
    assert code == 0, data
    code, standings = cli_json("standings")
    assert code == 0
    return dict(standings)


def _text(output: str) -> str:
    """The output with HTML tags (and the markdown escapes of a name's mark) out of the way."""
    return re.sub(r"<[^>]+>", " ", output).replace("\\*", "*")


def _has_row(output: str, *tokens: object) -> bool:
    """True when one line of ``output`` holds every token, in order, each a whole word."""
    pattern = r"(?<![\w.+-])" + r"(?![\w.])\W.*?(?<![\w.+-])".join(re.escape(str(t)) for t in tokens) + r"(?![\w.])"
    return any(re.search(pattern, line) for line in _text(output).splitlines())


def _rows(ledger: dict[str, Any], cli_json: Callable[..., Any]) -> dict[str, list[tuple[object, ...]]]:
    """Each command's rows, from its JSON answer (export's from the standings): the tokens one
    line of every format must hold."""
    totals = [(p["name"], p["total"]) for p in ledger["parties"]]
    _, stats = cli_json("stats")
    _, players = cli_json("players")
    _, shown = cli_json("show", "1")
    return {
        "export": totals,
        "standings": totals,
        "stats": [(p["name"], p["games"], p["rounds"]) for p in stats["players"]],
        "players": [(p["name"], p["games"], p["rounds"]) for p in players["players"]],
        # The season's points are the one game's totals.
        "season show": totals,
        "show": [(p["name"], f"{p['score']:+d}") for p in shown["parties"]],
    }


@pytest.mark.parametrize("command", list(COMMANDS))
def test_every_format_writes_the_same_rows(command: str, cli, cli_json, ledger: dict[str, Any]) -> None:
    rows = _rows(ledger, cli_json)[command]
    assert rows
    for form in outputs.OFFERS[command]:
        result = cli(*COMMANDS[command], "--format", form)
        assert result.exit_code == 0, (form, result.stderr)
        written = result.stdout
        if command == "export" and form == "csv":  # a column per party: its total on the last row
            table = list(csv.reader(io.StringIO(written)))
            totals = [
                (name.removesuffix(" total"), cell)
                for name, cell in zip(table[0], table[-1], strict=True)
                if " total" in name
            ]
            written = "\n".join(f"{name} {total}" for name, total in totals)
        elif form == "json":  # the game's document: its standings
            written = "\n".join(f"{p['name']} {p['total']}" for p in json.loads(written)["standings"]["parties"])
        elif form == "jsonl":  # the log: each round's scores, added up
            summed: dict[str, int] = {}
            for line in written.splitlines():
                entry = json.loads(line)
                for party in entry.get("result", {}).get("parties", []):
                    summed[party["name"]] = summed.get(party["name"], 0) + party["score"]
            written = "\n".join(f"{name} {total}" for name, total in summed.items())
        for row in rows:
            assert _has_row(written, *row), (command, form, row, result.stdout)


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_format_not_offered_is_the_same_problem_everywhere(command: str, cli, ledger: dict[str, Any]) -> None:
    result = cli(*COMMANDS[command], "--format", "xml")
    offered = ", ".join(outputs.OFFERS[command])
    assert result.exit_code == 2
    assert f"--format: unknown format 'xml': {command} writes {offered}" in result.stderr
    if command != "export":  # export has no JSON answer of its own
        result = cli(*COMMANDS[command], "--format", "xml", "--json")
        assert result.exit_code == 2
        assert [e["code"] for e in json.loads(result.stdout)["errors"]] == ["bad-format"]


@pytest.mark.parametrize("command", ["export", "season show"])
def test_a_file_whose_suffix_names_no_format_is_the_same_problem(
    command: str, cli, ledger: dict[str, Any], tmp_path: Path
) -> None:
    result = cli(*COMMANDS[command], "--output", str(tmp_path / "out.pdf"))
    assert result.exit_code == 2
    assert "say which format: --format " + ", ".join(outputs.OFFERS[command]) in result.stderr


def test_every_format_offered_has_its_writer() -> None:
    kinds = {
        "export": ["game", "log"],
        "stats": ["stats"],
        "players": ["players"],
        "season show": ["season"],
        "standings": ["standings"],
        "show": ["round"],
    }
    for command, offered in outputs.OFFERS.items():
        assert set(offered) <= set(outputs.FORMATS)
        for form in offered:
            assert any((kind, form) in outputs.WRITERS for kind in kinds[command]), (command, form)
    for kind, form in outputs.WRITERS:
        assert callable(outputs.writer(kind, form))


def test_no_writer_is_loaded_before_its_format_is_asked_for() -> None:
    modules = sorted({entry.partition(":")[0] for entry in outputs.WRITERS.values()} - {"hanascore.views.outputs"})
    code = (
        "import sys, hanascore.views.outputs, hanascore.cli.options\n"
        f"print([m for m in {modules!r} if m in sys.modules])\n"
        "print([m for m in ('rich', 'tabulate', 'jinja2') if m in sys.modules])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["[]", "[]"]


#: Every command that shows something, with --lang ja: (command line, standard input, whether
#: its output must hold Japanese words).
SHOWING: list[tuple[list[str], str | None, bool]] = [
    (["score", str(SAMPLES / "mushi-leftover.txt")], None, True),
    (["rules", "mushi"], None, True),
    (["cards", "--game", "mushi"], None, True),
    (["standings"], None, True),
    (["standings", "--format", "text"], None, True),
    (["history"], None, True),
    (["chart"], None, False),
    (["show", "1"], None, True),
    (["show", "1", "--format", "text"], None, True),
    (["add", "-", "--yes"], ROUND, True),
    (["games"], None, True),
    (["export", "--format", "html"], None, True),
    (["export", "--format", "markdown"], None, False),
    (["export", "--format", "csv"], None, False),
    (["export", "--format", "json"], None, False),
    (["export", "--format", "jsonl"], None, False),
    (["stats"], None, True),
    (["stats", "--format", "markdown"], None, True),
    (["players"], None, True),
    (["players", "--format", "markdown"], None, True),
    (["players", "log"], None, False),
    (["season", "show"], None, True),
    (["season", "show", "--format", "html"], None, True),
    (["season", "list"], None, True),
]


@pytest.mark.parametrize(("args", "stdin", "japanese"), SHOWING, ids=[" ".join(a[:3]) for a, _, _ in SHOWING])
def test_lang_ja_on_every_command_that_shows_something(
    args: list[str], stdin: str | None, japanese: bool, cli, ledger: dict[str, Any]
) -> None:
    result = cli(*args, "--lang", "ja", input=stdin)
    assert result.exit_code == 0, result.stderr
    if japanese:
        assert JAPANESE.search(result.stdout + result.stderr), result.stdout
    english = cli(*args, input=stdin) if args[0] != "add" else None
    if english is not None and japanese and args[0] not in ("cards",):
        assert english.stdout != result.stdout  # the language asked for, not the locale's


@pytest.mark.parametrize("args", [["history"], ["players"], ["export", "-f", "csv"], ["cards"]])
def test_an_unknown_lang_is_a_usage_problem(args: list[str], cli, ledger: dict[str, Any]) -> None:
    result = cli(*args, "--lang", "fr")
    assert result.exit_code == 2 and "--lang" in result.stderr
