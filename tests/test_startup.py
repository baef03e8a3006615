"""What a ledger command loads and leaves to the interpreter's exit (start-up cost, untimed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def hanascore(args: list[str], db: Path, *, probe: str = "", stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run ``hanascore ARGS`` in a fresh interpreter; ``probe`` is an expression printed to
    standard error when the process exits (after everything the command registered)."""
    code = (
        "import atexit, gc, sys\n"
        f"atexit.register(lambda: print({probe or 'None'}, file=sys.stderr))\n"
        f"sys.argv = ['hanascore', *{args!r}]\n"
        "from hanascore.cli.main import main\n"
        "main()\n"
    )
    env = {**os.environ, "HANASCORE_DB": str(db)}
    return subprocess.run([sys.executable, "-c", code], input=stdin, capture_output=True, text=True, env=env)


#: What ``standings --json`` has no use for: views, the page's digest, settling up
#: (``--stake``), the views' words, the export documents.  (The sheet reader's TOML module is
#: imported at the top of the core's sheet module, with the rest of the reader.)
NOT_FOR_STANDINGS = (
    "pydantic",  # the typer app is not built for a plain form (hanascore.cli.main.plain_form)
    "tomllib",
    "rich",
    "tabulate",
    "hashlib",
    "hanascore.core.settle",
    "hanascore.views.language",
    "hanascore.views.export",
)


def test_standings_loads_only_its_game_and_no_toml_reader_or_views(tmp_path: Path) -> None:
    db = tmp_path / "ledger.db"
    started = hanascore(["new", "mushi", "--player", "Ann", "--player", "Bo"], db)
    assert started.returncode == 0, started.stderr
    added = hanascore(["add", "-", "--json"], db, stdin="Ann: rest\nBo:\n")
    assert added.returncode == 0, added.stderr
    probe = (
        f"sorted(m for m in sys.modules if m in {NOT_FOR_STANDINGS!r} or "
        "m.startswith('hanascore.games.') and m not in ('hanascore.games.base', 'hanascore.games.mushi', 'hanascore.games.scoring', 'hanascore.games.sheets'))"
    )
    standings = hanascore(["standings", "--json"], db, probe=probe)
    assert standings.returncode == 0, standings.stderr
    assert standings.stderr.strip() == "[]"
    assert '"Ann"' in standings.stdout


def test_the_heap_is_left_uncollected_at_exit(tmp_path: Path) -> None:
    # The handler registered first runs last: after the command's own exit handlers.
    done = hanascore(["--version"], tmp_path / "ledger.db", probe="gc.get_freeze_count() > 0")
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == "True"
