"""``score --json`` runs without building the command-line app (``hanascore.cli.main``), every
other ``score`` through it; whichever path runs, the output and the exit status are the same.  And a batch of sheets in one
``score`` prints what one ``score --json`` per sheet would.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SAMPLES

SEED = str(SAMPLES / "mushi-seed-example.toml")
QUICK = str(SAMPLES / "sakura-quick.txt")
#: Through the typer app always, whatever the command line.
THROUGH_TYPER = "import sys; sys.argv[0] = 'hanascore'; from hanascore.cli.app import main; main()"
ENV = {**os.environ, "COLUMNS": "100", "NO_COLOR": "1"}
#: The installed console script (as a user runs it), beside this Python.
HANASCORE = shutil.which("hanascore", path=str(Path(sys.executable).parent)) or "hanascore"


def run(args: list[str], *, typer: bool, stdin: str = "") -> subprocess.CompletedProcess[str]:
    program = [sys.executable, "-c", THROUGH_TYPER] if typer else [HANASCORE]
    return subprocess.run([*program, *args], input=stdin, capture_output=True, text=True, env=ENV)


BAD = "game: mushi\nplayers: A, B\nA: crain 10\nB: rest\n"
FORMS: list[tuple[list[str], str]] = [
    (["score", SEED], ""),
    (["score", SEED, "--json"], ""),
    (["score", "--json", QUICK], ""),
    (["score", "-"], Path(SEED).read_text()),
    (["score", "-", "--json"], BAD),
    (["score", "-"], BAD),
    (["score", "missing.toml", "--json"], ""),
    (["score", "missing.toml"], ""),
    (["score", SEED, QUICK, "--json"], ""),
    (["score", SEED, "-", QUICK], BAD),
    (["score", "-", "--json"], Path(SEED).read_text() + "\n---\n" + BAD + "---\n" + Path(QUICK).read_text()),
]


@pytest.mark.parametrize(("args", "stdin"), FORMS, ids=[" ".join(a).replace(str(SAMPLES), "") for a, _ in FORMS])
def test_every_form_prints_the_same_through_either_path(args: list[str], stdin: str) -> None:
    from hanascore.cli.main import score_json_sources

    # The JSON forms take the fast path; the views are typer's on either.
    assert (score_json_sources(args) is not None) == ("--json" in args)
    direct, through_typer = run(args, typer=False, stdin=stdin), run(args, typer=True, stdin=stdin)
    assert (direct.returncode, direct.stdout, direct.stderr) == (
        through_typer.returncode,
        through_typer.stdout,
        through_typer.stderr,
    )
    assert direct.returncode in (0, 2) and "Traceback" not in direct.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["score"],
        ["score", "--json"],
        ["score", "--help"],
        ["score", "--jsn", SEED],
        ["score", "--json", "--json", SEED],
        ["score", SEED, "--json", "--lang", "xx"],
        ["--help"],
    ],
)
def test_every_other_form_goes_through_typer(args: list[str]) -> None:
    from hanascore.cli.main import score_json_sources

    assert score_json_sources(args) is None
    direct, through_typer = run(args, typer=False), run(args, typer=True)
    assert (direct.returncode, direct.stdout, direct.stderr) == (
        through_typer.returncode,
        through_typer.stdout,
        through_typer.stderr,
    )


def test_score_json_loads_none_of_the_command_line_or_view_stack() -> None:
    code = (
        "import atexit, sys\n"
        "heavy = ('typer', 'click', 'pydantic', 'rich', 'tabulate', 'sqlite3')\n"
        "atexit.register(lambda: print(sorted(m for m in heavy if m in sys.modules), file=sys.stderr))\n"
        f"sys.argv = ['hanascore', 'score', {SEED!r}, '--json']\n"
        "from hanascore.cli.main import main\n"
        "main()\n"
    )
    run_ = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run_.returncode == 0, run_.stderr
    assert run_.stderr.strip() == "[]"
    assert json.loads(run_.stdout)["winner"] == "B"


def test_a_batch_prints_one_line_per_sheet_as_single_runs_would() -> None:
    sheets = sorted(str(p) for p in SAMPLES.iterdir() if p.suffix in (".toml", ".txt"))
    bad = Path(SEED).read_text().replace("[captured]", '[captured]\nZed = "40"')
    batch = run(["score", *sheets, "-", "--json"], typer=False, stdin=bad)
    assert batch.returncode == 2  # one bad sheet
    lines = batch.stdout.splitlines()
    assert len(lines) == len(sheets) + 1
    for sheet, line in zip(sheets, lines, strict=False):
        alone = run(["score", sheet, "--json"], typer=False)
        assert json.loads(line) == json.loads(alone.stdout), sheet
    alone = run(["score", "-", "--json"], typer=False, stdin=bad)
    assert json.loads(lines[-1]) == json.loads(alone.stdout) and "errors" in json.loads(lines[-1])


def test_a_stream_of_sheets_is_split_at_lines_of_dashes() -> None:
    text = Path(SEED).read_text() + "---\n" + Path(QUICK).read_text()
    batch = run(["score", "-", "--json"], typer=False, stdin=text)
    assert batch.returncode == 0
    assert [json.loads(line)["game"] for line in batch.stdout.splitlines()] == ["mushi", "sakura"]
