"""The ledger commands' plain forms run their function without building the typer app
(``hanascore.cli.main.plain_form``); whichever path runs, the output, the exit status and what
is stored are the same.  (``score``'s forms: ``tests/test_score_paths.py``.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hanascore.cli.main import plain_form
from tests.conftest import SAMPLES

#: Through the typer app always: what ``hanascore`` ran before the plain forms had a path.
THROUGH_TYPER = "import sys; sys.argv[0] = 'hanascore'; from hanascore.cli.app import main; main()"
#: The installed console script (as a user runs it), beside this Python.
HANASCORE = shutil.which("hanascore", path=str(Path(sys.executable).parent)) or "hanascore"

ROUND = "".join(
    line
    for line in (SAMPLES / "mushi-leftover.txt").read_text().splitlines(keepends=True)
    if not line.startswith(("game:", "players:", "dealer:"))
)
BAD_ROUND = "Alice: crain 10\nBob: rest\n"


def hanascore(args: list[str], db: Path, *, typer: bool = False, stdin: str = "") -> subprocess.CompletedProcess[str]:
    program = [sys.executable, "-c", THROUGH_TYPER] if typer else [HANASCORE]
    env = {**os.environ, "HANASCORE_DB": str(db), "COLUMNS": "100", "NO_COLOR": "1"}
    return subprocess.run([*program, *args], input=stdin, capture_output=True, text=True, env=env)


@pytest.fixture(scope="module")
def ledger(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ledger with a Mushi game (id 1) of two rounds and an adjustment."""
    db = tmp_path_factory.mktemp("plain") / "ledger.db"
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


@pytest.mark.parametrize(("args", "stdin"), FORMS, ids=[" ".join(a).replace(str(SAMPLES), "") for a, _ in FORMS])
def test_every_plain_form_prints_and_stores_the_same_through_either_path(
    args: list[str], stdin: str, ledger: Path, tmp_path: Path
) -> None:
    assert plain_form(args) is not None  # these are the forms the direct path takes
    results = []
    for typer in (False, True):
        db = tmp_path / f"{typer}.db"
        shutil.copy(ledger, db)
        done = hanascore(args, db, typer=typer, stdin=stdin)
        stored = hanascore(["history", "--json"], db, typer=True).stdout
        results.append((done.returncode, done.stdout, done.stderr, stored))
    assert results[0] == results[1]
    assert results[0][0] in (0, 2) and "Traceback" not in results[0][2]


def test_a_ledger_that_is_not_there_is_reported_alike(tmp_path: Path) -> None:
    missing = tmp_path / "none" / "ledger.db"
    direct = hanascore(["standings", "--json"], missing)
    through_typer = hanascore(["standings", "--json"], missing, typer=True)
    assert (direct.returncode, direct.stdout, direct.stderr) == (
        through_typer.returncode,
        through_typer.stdout,
        through_typer.stderr,
    )
    assert direct.returncode == 2 and not missing.exists()


@pytest.mark.parametrize(
    "args",
    [
        ["standings", "--stake", "5"],
        ["standings", "--lang", "ja"],
        ["standings", "-g"],
        ["standings", "-g", "--json"],
        ["standings", "--json", "--json"],
        ["standings", "--json=1"],
        ["standings", "extra"],
        ["history", "--chart"],
        ["add"],
        ["add", "a.txt", "b.txt"],
        ["export", "-o", "game.csv"],
        ["export", "--format", "csv", "--excel"],
        ["standings", "--help"],
        ["new", "mushi", "-p", "A", "-p", "B"],
        ["show"],
        ["show", "x"],
        ["show", "-1"],
        ["show", "+1"],
        ["show", "١"],
        ["show", "1", "2"],
        ["undo", "1"],
        ["chart", "--lang", "ja"],
    ],
)
def test_every_other_form_goes_through_typer(args: list[str]) -> None:
    assert plain_form(args) is None
