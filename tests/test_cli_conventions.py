"""The conventions of a mature command line, through the real ``hanascore`` command: examples
at the end of every ``--help``, ``--db`` before the command, ``-V``, ``db path --json``, shell
completion of game ids and player names, ``import`` saying what it reads, and a team
settlement saying whose amounts they are."""

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
from click.testing import Result
from typer.testing import CliRunner

from hanascore.cli.app import COMMANDS, EXAMPLES, app

ROOT = Path(__file__).resolve().parent.parent
ROUND = "Ann: 10 11 12 13 20 21 22 23 30 31 32 33\nBo: rest\n"


def hanascore(
    *args: str, input: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hanascore", *args],
        input=input,
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200", **(env or {})},
    )


def in_process(*args: str, input: str | None = None) -> Result:
    """``hanascore ARGS`` run in this process, by the typer app the command runs: for what a test
    sets up and reads back, so that only the command lines it is about pay a program's start-up
    (half a second of processor time each)."""
    return CliRunner().invoke(app, list(args), input=input, env={"COLUMNS": "200"}, catch_exceptions=False)


def new_game(db: Path, *players: str, game: str = "mushi", extra: tuple[str, ...] = ()) -> str:
    options = [arg for name in players for arg in ("-p", name)]
    done = in_process("new", game, *options, *extra, "--db", str(db), "--json")
    assert done.exit_code == 0, done.output
    return str(json.loads(done.stdout)["id"])


# -- --help ends with examples ------------------------------------------------------------------


def every_command() -> list[tuple[str, ...]]:
    """Every command of the table, and each subcommand of a group (``db path``...)."""
    found: list[tuple[str, ...]] = []
    for name, (module, attribute) in COMMANDS.items():
        found.append((name,))
        group = getattr(__import__(f"hanascore.cli.{module}", fromlist=[attribute]), attribute)
        for command in getattr(group, "registered_commands", []):
            found.append((name, command.name or command.callback.__name__))
    return found


@pytest.fixture
def help_of(cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch) -> Callable[..., Any]:
    """``hanascore ARGS --help`` in-process (the typer app the command runs; the help is all a
    test of it reads, so no process is started for it), at the 200 columns ``hanascore`` gives."""
    monkeypatch.setenv("COLUMNS", "200")
    return lambda *args: cli(*args, "--help")


@pytest.mark.parametrize("command", every_command(), ids=" ".join)
def test_every_help_ends_with_two_or_three_examples(command: tuple[str, ...], help_of: Callable[..., Any]) -> None:
    done = help_of(*command)
    assert done.exit_code == 0, done.stderr
    lines = [line.strip(" │") for line in done.stdout.rstrip().splitlines()]
    examples = EXAMPLES[" ".join(command)]
    assert 2 <= len(examples) <= 3
    # The last lines of the help are the examples, in order, each a real command line.
    tail = [line.strip() for line in lines if line.strip()][-len(examples) - 1 :]
    assert tail == ["Examples:", *examples]
    assert all(example.startswith("hanascore ") for example in examples)
    # A flag takes no value: typer's type column wrote "--json <bool>", which reads as if it did;
    # an option that takes one names it (--name NAME, not --name <str>).
    assert "<bool>" not in done.stdout
    assert [line for line in lines if line.lstrip().startswith("--") and "<str>" in line] == []


def test_the_examples_are_command_lines_the_parser_takes(help_of: Callable[..., Any]) -> None:
    # Each example's command and options exist (a renamed option must not leave a stale example).
    for name, examples in EXAMPLES.items():
        for example in examples:
            words = example.split("|")[-1].split("<")[0].split(">")[0].split()[1:]
            while words[:1] == ["--db"]:
                words = words[2:]
            command = [w for w in words if not w.startswith("-")][: len(name.split())]
            assert " ".join(command) == name, example
            done = help_of(*command)
            for option in (w for w in words if w.startswith("--")):
                assert option in done.stdout, f"{example}: {option} is no option of {name}"


def test_the_top_level_help_shows_its_flags_without_a_type(help_of: Callable[..., Any]) -> None:
    done = help_of()
    assert done.exit_code == 0 and "--version" in done.stdout and "<bool>" not in done.stdout


def test_top_level_help_says_how_to_install_completion(help_of: Callable[..., Any]) -> None:
    done = help_of()
    shown = " ".join(done.stdout.split())
    assert "hanascore --install-completion" in shown
    assert "Examples:" in shown
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "hanascore --install-completion" in readme


# -- --db before the command, -V, db path --json --------------------------------------------------


def test_db_is_accepted_before_the_command(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    other = tmp_path / "other.db"
    new_game(db, "Ann", "Bo")
    done = hanascore("--db", str(db), "games", "--json", env={"HANASCORE_DB": str(other)})
    assert done.returncode == 0, done.stderr
    assert [g["players"] for g in json.loads(done.stdout)] == [["Ann", "Bo"]]
    assert not other.exists()
    assert hanascore("--db", str(db), "add", "-", input=ROUND).returncode == 0
    standings = json.loads(hanascore("--db", str(db), "standings", "--json").stdout)
    assert standings["rounds_played"] == 1


def test_the_db_after_the_command_wins(tmp_path: Path) -> None:
    before, after = tmp_path / "before.db", tmp_path / "after.db"
    done = hanascore("--db", str(before), "db", "path", "--db", str(after))
    assert done.stdout.strip() == str(after)
    done = hanascore("--db", str(before), "db", "path", env={"HANASCORE_DB": str(after)})
    assert done.stdout.strip() == str(before)  # given on the command line: nearer than the environment


def test_capital_v_is_the_version() -> None:
    short, long = hanascore("-V"), hanascore("--version")
    assert short.returncode == 0 and short.stdout == long.stdout
    assert short.stdout.startswith("hanascore ")


def test_db_path_json(tmp_path: Path) -> None:
    db = tmp_path / "x.db"
    done = hanascore("db", "path", "--json", "--db", str(db))
    assert done.returncode == 0
    assert json.loads(done.stdout) == {"path": str(db)}
    assert not db.exists()  # where it would live: nothing made


# -- completion --------------------------------------------------------------------------------


def completions(words: str, env: dict[str, str] | None = None) -> list[str]:
    """What bash completion offers for the last word of ``words`` (the shell's own protocol)."""
    parts = words.split(" ")
    # The shell runs the installed script: its name is what the completion variable is named by.
    script = shutil.which("hanascore", path=str(Path(sys.executable).parent)) or "hanascore"
    done = subprocess.run(
        [script],
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "_HANASCORE_COMPLETE": "complete_bash",
            "COMP_WORDS": words,
            "COMP_CWORD": str(len(parts) - 1),
            **(env or {}),
        },
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    return done.stdout.split()


def test_completion_offers_game_ids_and_player_names(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    new_game(db, "Ann", "Bo", "Cy")
    second = new_game(db, "Dora", "Ed", game="sakura")
    assert completions(f"hanascore --db {db} standings --game ") == ["1", second]
    assert completions(f"hanascore standings --db {db} -g ") == ["1", second]
    assert completions(f"hanascore --db {db} use ") == ["1", second]
    # The current game's players (the second game is current), or the game given.
    assert completions(f"hanascore --db {db} adjust --party ") == ["Dora", "Ed"]
    assert completions(f"hanascore --db {db} adjust --game 1 --party ") == ["Ann", "Bo", "Cy"]
    assert completions(f"hanascore --db {db} adjust --game 1 --party B") == ["Bo"]
    # A new game: the names the ledger knows; its dealer: the players given.
    assert completions(f"hanascore --db {db} new mushi -p ") == ["Ann", "Bo", "Cy", "Dora", "Ed"]
    assert completions("hanascore new mushi -p Ann -p Bo --dealer ") == ["Ann", "Bo"]
    # Through the environment, as a shell with HANASCORE_DB set completes.
    assert completions("hanascore standings --game ", env={"HANASCORE_DB": str(db)}) == ["1", second]


def test_completion_never_fails(tmp_path: Path) -> None:
    missing = tmp_path / "missing.db"
    assert completions(f"hanascore --db {missing} standings --game ") == []
    assert not missing.exists()
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(b"this is no sqlite file" * 100)
    assert completions(f"hanascore --db {damaged} adjust --party ") == []
    foreign = tmp_path / "folder"
    foreign.mkdir()
    assert completions(f"hanascore --db {foreign} use ") == []


# -- import says what it reads ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "kind"),
    [
        (("export", "-f", "csv"), "a CSV export"),
        (("export", "-f", "markdown"), "a markdown export"),
        (("export", "-f", "html"), "an HTML export"),
        (("standings", "--json"), "a game's standings"),
        (("history", "--json"), "a game's history"),
        (("show", "1", "--sheet"), "a round sheet"),
        (("show", "1", "--json"), "one round's result"),
    ],
)
def test_import_of_something_else_says_what_it_reads(tmp_path: Path, written: tuple[str, ...], kind: str) -> None:
    db = tmp_path / "club.db"
    new_game(db, "Ann", "Bo")
    assert in_process("add", "-", "--db", str(db), input=ROUND).exit_code == 0
    file = tmp_path / "file"
    file.write_text(in_process(*written, "--db", str(db)).stdout, encoding="utf-8")
    done = hanascore("import", str(file), "--db", str(db))
    assert done.returncode == 2
    said = " ".join(done.stderr.split())
    assert "import reads a JSON game document as 'hanascore export --format json' writes it" in said
    assert f"{file} looks like {kind}" in said
    assert json.loads(in_process("games", "--json", "--db", str(db)).stdout).__len__() == 1  # nothing made


def test_import_of_text_that_is_no_json(tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("just some words\n", encoding="utf-8")
    done = hanascore("import", str(file), "--json")
    assert done.returncode == 2
    (error,) = json.loads(done.stdout)["errors"]
    assert "looks like text that is not JSON" in error["message"]


# -- a team settlement says whose amounts they are ---------------------------------------------


def test_team_settlement_says_amounts_are_per_team(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    new_game(db, "Ann", "Bo", "Cy", "Di", game="sakura", extra=("--team", "Red=Ann,Cy", "--team", "Blue=Bo,Di"))
    sheet = "Red: 10 11 12 13 20 21 22 23 30 31 32 33\nBlue: rest\n"
    assert in_process("add", "-", "--db", str(db), input=sheet).exit_code == 0
    english = " ".join(hanascore("standings", "--stake", "10", "--db", str(db)).stdout.split())
    assert "amounts are per team (each team's players share its amount)" in english
    assert "Red pays Blue" in english
    japanese = hanascore("standings", "--stake", "10", "--lang", "ja", "--db", str(db)).stdout
    assert "金額は組ごと" in japanese
    # Without teams each party is a player: nothing to say.
    solo = tmp_path / "solo.db"
    new_game(solo, "Ann", "Bo")
    assert in_process("add", "-", "--db", str(solo), input=ROUND).exit_code == 0
    assert "per team" not in hanascore("standings", "--stake", "10", "--db", str(solo)).stdout
