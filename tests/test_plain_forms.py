"""The ledger commands' everyday command lines, run as the user runs them (the installed
program, a real ledger): each answers (status 0) or reports its problems (status 2), never a
traceback, and what a reading command is given never makes a ledger.  (``score``'s command
lines: ``tests/test_score_paths.py``.)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import SAMPLES

#: The installed console script (as a user runs it), beside this Python.
HANASCORE = shutil.which("hanascore", path=str(Path(sys.executable).parent)) or "hanascore"

ROUND = "".join(
    line
    for line in (SAMPLES / "mushi-leftover.txt").read_text().splitlines(keepends=True)
    if not line.startswith(("game:", "players:", "dealer:"))
)
BAD_ROUND = "Alice: crain 10\nBob: rest\n"


def hanascore(args: list[str], db: Path, *, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HANASCORE_DB": str(db), "COLUMNS": "100", "NO_COLOR": "1"}
    return subprocess.run([HANASCORE, *args], input=stdin, capture_output=True, text=True, env=env)


@pytest.fixture(scope="module")
def ledger(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ledger with a Mushi game (id 1) of two rounds and an adjustment."""
    db = tmp_path_factory.mktemp("forms") / "ledger.db"
    for args, stdin in [
        (["new", "mushi", "--player", "Alice", "--player", "Bob"], ""),
        (["add", "-"], ROUND),
        (["adjust", "--party", "Bob", "--amount", "3", "--reason", "late"], ""),
        (["add", "-"], ROUND),
    ]:
        done = hanascore(args, db, stdin=stdin)
        assert done.returncode == 0, done.stderr
    return db


SHEET_FILE = str(SAMPLES / "mushi-leftover.txt")
FORMS: list[tuple[list[str], str]] = [
    (["standings"], ""),
    (["standings", "--json"], ""),
    (["standings", "--game", "1", "--json"], ""),
    (["standings", "--json", "--game=1"], ""),
    (["standings", "-g", "9"], ""),
    (["standings", "-g", "9", "--json"], ""),
    (["standings", "--game", ""], ""),
    (["history"], ""),
    (["history", "--json", "-g", "1"], ""),
    (["history", "--game", "x", "--json"], ""),
    (["add", "-"], ROUND),
    (["add", "-", "--json"], ROUND),
    (["add", "--json", "-", "--game", "1"], ROUND),
    (["add", "-"], BAD_ROUND),
    (["add", "-", "--json"], BAD_ROUND),
    (["add", "-"], "\xff"),
    (["add", SHEET_FILE], ""),
    (["add", "missing.txt", "--json"], ""),
    (["export", "--format", "csv"], ""),
    (["export", "--format=json"], ""),
    (["export", "-f", "markdown", "--game", "1"], ""),
    (["export", "--format", "html"], ""),
    (["export", "--format", "pdf"], ""),
    (["export"], ""),
    (["undo"], ""),
    (["undo", "--json", "-g", "1"], ""),
    (["undo", "--game", "7"], ""),
    (["chart"], ""),
    (["chart", "--json", "--game=1"], ""),
    (["show", "2"], ""),
    (["show", "1", "--json"], ""),
    (["show", "--sheet", "2", "--game", "1"], ""),
    (["show", "02", "--sheet"], ""),
    (["show", "9"], ""),
    (["show", "0", "--json"], ""),
]


#: The command lines that leave the ledger as it was (the others add, undo or fail to).
READING = ("standings", "history", "export", "chart", "show")


@pytest.mark.parametrize(("args", "stdin"), FORMS, ids=[" ".join(a).replace(str(SAMPLES), "") for a, _ in FORMS])
def test_every_form_answers_or_reports_its_problems(
    args: list[str], stdin: str, ledger: Path, tmp_path: Path, cli: Callable[..., Any]
) -> None:
    db = tmp_path / "ledger.db"
    shutil.copy(ledger, db)

    def history() -> str:
        # What the ledger holds, read in this process (a second of start-up saved twice a
        # form): only the command line under test needs the installed program.
        read = cli("history", "--json", "--db", str(db))
        assert read.exit_code == 0, read.output
        return str(read.stdout)

    before = history()
    done = hanascore(args, db, stdin=stdin)
    assert done.returncode in (0, 2) and "Traceback" not in done.stderr, done.stderr
    if done.returncode == 2 or args[0] in READING:
        assert history() == before  # nothing was written


def test_a_ledger_that_is_not_there_is_reported_and_not_made(tmp_path: Path) -> None:
    missing = tmp_path / "none" / "ledger.db"
    done = hanascore(["standings", "--json"], missing)
    assert done.returncode == 2 and "errors" in json.loads(done.stdout)
    assert not missing.exists()
