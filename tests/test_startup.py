"""Each command loads only its own layers, run as the user runs it (the installed program,
a fresh interpreter, a real ledger): a command about one round touches no ledger, a ledger
command no web page, and only ``export`` and ``import`` the HTML views.  ``score --json`` (the
fast path of :mod:`hanascore.cli.main`) loads neither typer nor rich."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hanascore.cli.app import COMMANDS
from tests.conftest import SAMPLES

SAMPLE = str(SAMPLES / "mushi-leftover.txt")
ROUND = "".join(
    line
    for line in (SAMPLES / "mushi-leftover.txt").read_text().splitlines(keepends=True)
    if not line.startswith(("game:", "players:", "dealer:"))
)
#: Runs the program as its console script does; at exit (after everything the command did)
#: writes every module it loaded to the file named by HANASCORE_LOADED, and prints ``{probe}``
#: to standard error.
PROBE = (
    "import atexit, json, os, sys\n"
    "def probe():\n"
    "    if os.environ.get('HANASCORE_LOADED'):\n"
    "        open(os.environ['HANASCORE_LOADED'], 'w').write(json.dumps(sorted(sys.modules)))\n"
    "    if {probe!r}:\n"
    "        print(eval({probe!r}), file=sys.stderr)\n"
    "atexit.register(probe)\n"
    "sys.argv[0] = 'hanascore'\n"
    "from hanascore.cli.main import main\n"
    "main()\n"
)

ROUND_LAYERS_ONLY = ("hanascore.ledger", "hanascore.web", "hanascore.views.html")
NO_PAGE = ("hanascore.web", "hanascore.views.html")
NO_WEB = ("hanascore.web",)
#: A ledger command's JSON answer: no page, no terminal view (rich) and no chat's text (wcwidth).
JSON_ONLY = (
    *NO_PAGE,
    "rich",
    "wcwidth",
    "hanascore.views.terminal",
    "hanascore.views.standings",
    "hanascore.views.chat",
    "hanascore.cli.session",  # problems said in words, notes: loaded when said
    "hanascore.cli.score",  # the score command's module (``--lang`` is read without it)
)
#: What a command that writes rows (not a game) does not load: the round's view, a game's CSV.
NO_ROUND_VIEW = ("hanascore.views.round_view", "hanascore.views.export_csv")
#: What writes a table or a page, loaded only by what writes with it (issue 31's guard-rails:
#: a CSV or a JSON answer loads none of them).
WRITERS = ("rich", "tabulate", "jinja2", "hanascore.views.terminal", "hanascore.views.html")
#: A game's view model, loaded only by what shows a game (issue 31's guard-rails): a markdown or
#: plain table of players, statistics or a season takes its tables from
#: :mod:`hanascore.views.markdown_tables`, not from a game's markdown export.
GAME_VIEW = ("hanascore.views.game_view", "hanascore.views.export_markdown")
#: What a command that reads a game does not load: the planning of a correction (``edit``).
NO_EDIT = ("hanascore.ledger.edit",)
#: A round's terminal view: a view of players or of a season says its lines with
#: :mod:`hanascore.views.console`'s helpers, not with the round's view module.
ROUND_TERMINAL = ("hanascore.views.terminal", "hanascore.views.round_view")

#: One command line per command (and a second for the views that have a JSON form), its
#: standard input, and the modules (and packages) it must not load.
RUNS: list[tuple[list[str], str, tuple[str, ...]]] = [
    (["score", SAMPLE, "--json"], "", (*ROUND_LAYERS_ONLY, "typer", "rich")),
    (["score", SAMPLE], "", ROUND_LAYERS_ONLY),
    (["cards", "--game", "mushi"], "", ROUND_LAYERS_ONLY),
    (["rules", "mushi", "--json"], "", ROUND_LAYERS_ONLY),
    (["new", "mushi", "-p", "Ann", "-p", "Bo"], "", NO_PAGE),
    (["games"], "", NO_PAGE),
    (["use", "1"], "", NO_PAGE),
    (["add", "-", "--yes"], ROUND, NO_PAGE),
    (["add", "-", "--json", "--yes"], ROUND, NO_PAGE),  # the round again, on purpose
    (["undo"], "", NO_PAGE),
    (["edit", "1", "-", "--yes"], ROUND, NO_PAGE),
    (["adjust", "--party", "Alice", "--amount", "3", "--reason", "late"], "", NO_PAGE),
    (["standings"], "", (*NO_PAGE, *NO_EDIT, "hanascore.cli.score", "tabulate")),
    (["standings", "--json"], "", (*JSON_ONLY, *NO_EDIT)),
    (["history"], "", (*NO_PAGE, *NO_EDIT)),
    (["history", "--json"], "", (*JSON_ONLY, *NO_EDIT)),
    (["chart", "--json"], "", JSON_ONLY),
    (["show", "1"], "", (*NO_PAGE, *NO_EDIT)),
    (["show", "1", "--json"], "", (*JSON_ONLY, *NO_EDIT)),
    (["show", "9", "--json"], "", JSON_ONLY),  # a problem reported as JSON loads no rich either
    (["export", "--format", "html"], "", (*NO_WEB, "rich", "tabulate", "hanascore.views.export_markdown")),
    (
        ["export", "--format", "csv"],
        "",
        (*NO_WEB, *WRITERS, "hanascore.views.export_markdown", "hanascore.cli.session"),
    ),
    (["export", "-f", "json"], "", (*NO_WEB, *WRITERS, "hanascore.views.export_markdown")),
    (["export", "--format", "jsonl"], "", (*NO_WEB, *WRITERS, "hanascore.views.export_markdown")),
    (["export", "--format", "markdown"], "", (*NO_WEB, "rich", "jinja2", "hanascore.views.html")),
    (["import", "-", "--yes"], "", NO_WEB),  # the game exported from this ledger: a second copy
    (["rename", "1", "Friday"], "", NO_PAGE),
    (["delete", "1", "--yes"], "", NO_PAGE),
    (["players"], "", (*NO_PAGE, *ROUND_TERMINAL, "tabulate", "hanascore.views.people_text")),
    (["players", "--json"], "", (*JSON_ONLY, *WRITERS, *NO_ROUND_VIEW, "hanascore.views.people")),
    (["players", "--format", "csv"], "", (*NO_PAGE, *WRITERS, *NO_ROUND_VIEW, "hanascore.cli.session")),
    (["players", "--format", "markdown"], "", (*NO_PAGE, *GAME_VIEW, "rich", "hanascore.views.people_terminal")),
    (["players", "rename", "Alice", "Alicia", "--yes"], "", NO_PAGE),
    (["db", "check"], "", NO_PAGE),
    (["season", "list"], "", (*NO_PAGE, *ROUND_TERMINAL, "tabulate")),
    (["season", "show"], "", (*NO_PAGE, *ROUND_TERMINAL, *GAME_VIEW, "tabulate")),
    (["season", "show", "--format", "markdown"], "", (*NO_PAGE, *GAME_VIEW, "rich", "hanascore.views.season_terminal")),
    (["season", "show", "--format", "csv"], "", (*NO_PAGE, *WRITERS, *GAME_VIEW, "hanascore.views.season_terminal")),
    (["season", "show", "--json"], "", (*JSON_ONLY, *WRITERS, *NO_ROUND_VIEW, "hanascore.views.season")),
    (["serve", "--help"], "", NO_WEB),  # the page is loaded when it is served, not before
    (["stats"], "", (*NO_PAGE, *NO_ROUND_VIEW, *GAME_VIEW)),
    (["stats", "--format", "markdown"], "", (*NO_PAGE, *NO_ROUND_VIEW, *GAME_VIEW, "rich")),
    (["stats", "--json"], "", (*JSON_ONLY, *WRITERS, *NO_ROUND_VIEW)),
    (["stats", "--format", "csv"], "", (*NO_PAGE, *WRITERS, *NO_ROUND_VIEW, "hanascore.cli.score")),
    (["note", "played at Ann's"], "", NO_PAGE),
    (["schema", "export"], "", (*NO_PAGE, "rich")),
    (["--version"], "", ("hanascore.games", "hanascore.ledger", "hanascore.views", "rich", "pydantic")),
]


def hanascore(
    args: list[str], db: Path, *, stdin: str = "", loaded: Path | None = None, probe: str = ""
) -> subprocess.CompletedProcess[str]:
    """Run ``hanascore ARGS`` in a fresh interpreter on the ledger ``db``: the modules it loaded
    are written to ``loaded``, and ``probe`` (an expression) is printed to standard error at exit."""
    env = {**os.environ, "HANASCORE_DB": str(db), "HANASCORE_LOADED": str(loaded or "")}
    code = PROBE.format(probe=probe)
    return subprocess.run([sys.executable, "-c", code, *args], input=stdin, capture_output=True, text=True, env=env)


@pytest.fixture(scope="module")
def ledger(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ledger with a Mushi game (id 1) of one round, in a season."""
    folder = tmp_path_factory.mktemp("layers")
    db = folder / "ledger.db"
    for args, stdin in [
        (["new", "mushi", "-p", "Alice", "-p", "Bob"], ""),
        (["add", "-"], ROUND),
        (["season", "new", "Club"], ""),
    ]:
        done = hanascore(args, db, stdin=stdin)
        assert done.returncode == 0, done.stderr
    return db


def test_every_command_is_run() -> None:
    assert {args[0] for args, _, _ in RUNS if not args[0].startswith("-")} == set(COMMANDS)


@pytest.mark.parametrize(("args", "stdin", "forbidden"), RUNS, ids=[" ".join(a[:2]) for a, _, _ in RUNS])
def test_a_command_loads_only_its_layers(
    args: list[str], stdin: str, forbidden: tuple[str, ...], ledger: Path, tmp_path: Path
) -> None:
    db = tmp_path / "ledger.db"
    shutil.copy(ledger, db)
    if args[0] == "import":
        stdin = hanascore(["export", "--format", "json"], db).stdout
    loaded = tmp_path / "loaded.json"
    done = hanascore(args, db, stdin=stdin, loaded=loaded)
    assert done.returncode == (2 if args == ["show", "9", "--json"] else 0), done.stderr
    modules = json.loads(loaded.read_text())
    assert "hanascore.cli.main" in modules  # the probe saw the command run
    assert [m for m in modules if any(m == name or m.startswith(f"{name}.") for name in forbidden)] == []
