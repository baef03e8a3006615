"""Issue 31's start-up guard-rails: no command pays the cycle collector for its own start-up.

At a threshold of 50,000 objects every ledger command crossed it once while importing (a view
with its imports makes about 70,000), and that one pass over every object made so far cost 12
ms of processor time, a twelfth of a minimal typer app.  The threshold
(:data:`hanascore.cli.main.COLLECTOR_THRESHOLD`) now sits above what a command's start-up
makes: these commands, run as the user runs them, see no collection once hanascore loads.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SAMPLES

ROOT = Path(__file__).resolve().parent.parent
ROUND = "".join(
    line
    for line in (SAMPLES / "mushi-leftover.txt").read_text().splitlines(keepends=True)
    if not line.startswith(("game:", "players:", "dealer:"))
)
#: Runs the program as its console script does, counting the collections made once
#: hanascore's own modules load; prints them to standard error at exit.
PROBE = """
import atexit, gc, json, sys
seen = []
def count(phase, info):
    if phase == "stop" and "hanascore.cli.main" in sys.modules:
        seen.append(info["generation"])
gc.callbacks.append(count)
atexit.register(lambda: print(json.dumps(seen), file=sys.stderr))
sys.argv[0] = "hanascore"
from hanascore.cli.main import main
main()
"""


def _run(args: list[str], db: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HANASCORE_DB": str(db), "COLUMNS": "100"}
    return subprocess.run([sys.executable, "-c", PROBE, *args], input=stdin, env=env, capture_output=True, text=True)


@pytest.fixture(scope="module")
def ledger(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ledger with a Mushi game of one round, in a season."""
    db = tmp_path_factory.mktemp("gc") / "ledger.db"
    for args, stdin in [(["new", "mushi", "-p", "Alice", "-p", "Bob"], ""), (["add", "-"], ROUND)]:
        assert _run(args, db, stdin).returncode == 0
    assert _run(["season", "new", "Club"], db).returncode == 0
    return db


@pytest.mark.parametrize(
    "args",
    [
        ["standings"],
        ["history"],
        ["show", "1"],
        ["stats"],
        ["players"],
        ["season", "show"],
        ["export", "-f", "markdown"],
        ["export", "-f", "html"],
        ["score", str(SAMPLES / "mushi-leftover.txt")],
        ["--help"],
    ],
    ids=" ".join,
)
def test_a_command_starts_without_a_collection(args: list[str], ledger: Path) -> None:
    done = _run(args, ledger)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stderr.splitlines()[-1]) == []
