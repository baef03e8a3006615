"""Every problem code in the registry (``hanascore.core.errors.Code``) is reported by a test.

Each case is the smallest realistic mistake that names its code: a change to a valid sheet,
or a ledger command, run through the real command line (``--json``) where it can be.
"""

from __future__ import annotations

import io
import json
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from hanascore.core.errors import Code, GaveUp, HanascoreError, SheetError
from hanascore.games import all_games
from hanascore.games.scoring import score_text
from hanascore.views import files, outputs
from tests.conftest import SAMPLES, add_json, start_game

Cli = Callable[..., Any]

MUSHI = (SAMPLES / "mushi-seed-example.toml").read_text(encoding="utf-8")
MUSHI_QUICK = "game: mushi\nplayers: A, B\nA: 10 11 12 13 20 21 22 23 30 31 32 33\nB: rest\n"
KYUREI = (SAMPLES / "kyurei-plain.toml").read_text(encoding="utf-8")
HACHI = (SAMPLES / "hachihachi-card-points.toml").read_text(encoding="utf-8")
HACHI_SHOUBU = (SAMPLES / "hachihachi-shoubu.toml").read_text(encoding="utf-8")
MKB_STOPPED = (SAMPLES / "matsu-kiri-bozu-stopped.toml").read_text(encoding="utf-8")
SAKURA = "game: sakura\nplayers: A, B\nA: 10 20 30\nB: rest\n"
OI_BANA = (
    'game = "sakura"\nvariant = "oi-bana"\nplayers = ["A", "B", "C"]\nactive = ["A", "B"]\n'
    'bids = { A = 5, B = -1 }\n[captured]\nA = "10 20 30"\nB = "rest"\n'
)


def sheet_codes(text: str) -> set[str]:
    """The codes ``score`` reports for a sheet (it must be refused)."""
    with pytest.raises(SheetError) as error:
        score_text(text)
    return {str(p.code) for p in error.value.problems}


def cli_codes(cli_json: Cli, *args: str, input: str | None = None) -> set[str]:
    status, data = cli_json(*args, input=input)
    assert status == 2, data
    return {e["code"] for e in data["errors"]}


def _raised(action: Callable[[], object]) -> set[str]:
    with pytest.raises(HanascoreError) as error:
        action()
    return {str(p.code) for p in error.value.problems}


def _usage(cli_json: Cli, tmp_path: Path) -> set[str]:
    # Usage errors come from the command-line parser, before any command runs.
    run = subprocess.run([sys.executable, "-m", "hanascore", "score", "--json"], capture_output=True, text=True)
    assert run.returncode == 2
    return {e["code"] for e in json.loads(run.stdout)["errors"]}


def _bad_db(cli_json: Cli, tmp_path: Path) -> set[str]:
    path = tmp_path / "notes.db"
    path.write_text("these are not the ledger's pages\n" * 100)
    return cli_codes(cli_json, "games", "--db", str(path))


def _newer_ledger(cli_json: Cli, tmp_path: Path) -> set[str]:
    path = tmp_path / "future.db"
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 99")
    return cli_codes(cli_json, "games", "--db", str(path))


def _bad_bytes(cli_json: Cli, tmp_path: Path) -> set[str]:
    sheet = tmp_path / "latin-1.txt"
    sheet.write_bytes(MUSHI_QUICK.replace("A: ", "Ren\xe9: ").encode("latin-1"))
    return cli_codes(cli_json, "score", str(sheet))


def _empty_ledger(cli_json: Cli, tmp_path: Path) -> set[str]:
    # A ledger file with no game in it (as an older hanascore could leave one).
    from hanascore.ledger.store import Store

    path = tmp_path / "empty.db"
    Store(path).close()
    return cli_codes(cli_json, "standings", "--db", str(path))


def _mushi_game(cli_json: Cli, *options: str) -> str:
    return start_game(cli_json, "mushi", ["A", "B"], *options)


def _ledger_round(cli_json: Cli, tmp_path: Path, text: str, *options: str) -> set[str]:
    _mushi_game(cli_json, *options)
    status, data = add_json(cli_json, text)
    assert status == 2, data
    return {e["code"] for e in data["errors"]}


def _game_over(cli_json: Cli, tmp_path: Path) -> set[str]:
    _mushi_game(cli_json, "--rounds", "1")
    ledger_round = MUSHI_QUICK.replace("game: mushi\nplayers: A, B\n", "")
    assert add_json(cli_json, ledger_round)[0] == 0
    return cli_codes(cli_json, "add", "-", input=ledger_round)


def _rename_changes_results(cli_json: Cli, tmp_path: Path) -> set[str]:
    # A rename's rewrite never changes a round's cards; made to here, the replay refuses it.
    from unittest import mock

    from hanascore.ledger import people

    _mushi_game(cli_json)
    assert add_json(cli_json, MUSHI_QUICK.replace("game: mushi\nplayers: A, B\n", ""))[0] == 0

    def careless(entry: Any, game: Any, renaming: Any) -> Any:
        return type(entry)(entry.text.replace("10 11", "11").replace("A:", "AA:"), "AA")

    with mock.patch.object(people, "renamed_entry", careless):
        return cli_codes(cli_json, "players", "rename", "A", "AA", "--yes")


def _stale(cli_json: Cli, tmp_path: Path) -> set[str]:
    # Only the page's writes carry the number or stamp they were made from: the served API.
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app

    game = _mushi_game(cli_json)
    client = TestClient(create_app(None), base_url="http://127.0.0.1")
    ledger_round = MUSHI_QUICK.replace("game: mushi\nplayers: A, B\n", "")
    answer = client.post(f"/api/games/{game}/rounds?round=2", content=ledger_round.encode())
    assert answer.status_code == 409, answer.text
    return {e["code"] for e in answer.json()["errors"]}


def _duplicate_round(cli_json: Cli, tmp_path: Path) -> set[str]:
    # The served API asks before a round identical to the last one is stored.
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app

    game = _mushi_game(cli_json)
    client = TestClient(create_app(None), base_url="http://127.0.0.1")
    ledger_round = MUSHI_QUICK.replace("game: mushi\nplayers: A, B\n", "")
    assert client.post(f"/api/games/{game}/rounds", content=ledger_round.encode()).status_code == 201
    answer = client.post(f"/api/games/{game}/rounds?duplicate=ask", content=ledger_round.encode())
    assert answer.status_code == 409, answer.text
    return {e["code"] for e in answer.json()["errors"]}


def _bad_answer(cli_json: Cli, tmp_path: Path) -> set[str]:
    # Interactive entry: an empty answer where a pile is asked for.
    from hanascore.cli import prompts
    from hanascore.cli.interactive import enter_round
    from hanascore.core.table import build_table
    from hanascore.games import find_game

    seen: set[str] = set()
    original = prompts.Terminal.problem

    def record(self: prompts.Terminal, problem: Any) -> None:
        seen.add(str(getattr(problem, "code", "")))
        original(self, problem)

    prompts.Terminal.problem = record  # type: ignore[method-assign]
    try:
        enter_round(
            build_table(find_game("mushi"), ("A", "B")),
            "A",
            input_stream=io.StringIO("\n"),
            console=Console(file=io.StringIO()),
        )
    except GaveUp:  # the one answer given, the input ends
        pass
    finally:
        prompts.Terminal.problem = original  # type: ignore[method-assign]
    return seen


#: code -> what triggers it: sheet text (scored on its own), CLI arguments, or a function.
CASES: dict[str, Any] = {
    Code.USAGE: _usage,
    Code.NO_FILE: ("score", "no-such-round.toml"),
    Code.BAD_ENCODING: lambda cli_json, tmp_path: _bad_bytes(cli_json, tmp_path),
    Code.NO_SHEET: ("add",),
    Code.CANNOT_WRITE: lambda cli_json, tmp_path: _raised(
        lambda: files.write_file(tmp_path / "no-such-folder" / "game.csv", "round\n")
    ),
    Code.BAD_FORMAT: lambda cli_json, tmp_path: _raised(lambda: outputs.chosen_format("export", "xml")),
    Code.EMPTY_SHEET: "  \n",
    Code.BAD_TOML: 'game = "mushi\n',
    Code.BAD_LINE: MUSHI_QUICK + "thanks!\n",
    Code.DUPLICATE_KEY: MUSHI_QUICK + "A: 40\n",
    Code.UNKNOWN_KEY: MUSHI.replace('game = "mushi"', 'game = "mushi"\nplayrs = 2'),
    Code.FOREIGN_KEY: MUSHI.replace('game = "mushi"', 'game = "mushi"\nstopped_by = "A"'),
    Code.BAD_VALUE: MUSHI.replace('game = "mushi"', "game = 5"),
    Code.MISSING_KEY: MUSHI_QUICK.replace("game: mushi\n", ""),
    Code.UNKNOWN_GAME: MUSHI_QUICK.replace("mushi", "mushy"),
    Code.BAD_VARIANT: MUSHI.replace('game = "mushi"', 'game = "mushi"\nvariant = "oi-bana"'),
    Code.BAD_NAME: MUSHI_QUICK.replace("players: A, B", "players: A, rest").replace("B: rest", "rest: rest"),
    Code.DUPLICATE_NAME: MUSHI_QUICK.replace("players: A, B", "players: A, a"),
    Code.PLAYER_COUNT: MUSHI_QUICK.replace("players: A, B", "players: A, B, C, D, E"),
    Code.BAD_TEAMS: 'game = "mushi"\nplayers = ["A", "B"]\nteams = { X = ["A"], Y = ["B"] }\n[captured]\nX = "rest"\n',
    Code.BAD_TEAM: ("new", "sakura", "--player", "A", "--player", "B", "--team", "Red"),
    Code.BAD_HOUSE: MUSHI_QUICK + "house: brights\n",
    Code.DUPLICATE_HOUSE: (
        "new",
        "mushi",
        "-p",
        "A",
        "-p",
        "B",
        "--house",
        "five_brights=false",
        "--house",
        "five_brights=true",
    ),
    Code.UNKNOWN_HOUSE_RULE: MUSHI_QUICK + "house: five_brigths=false\n",
    Code.BAD_HOUSE_RULE: MUSHI_QUICK + "house: five_brights=3\n",
    Code.UNKNOWN_PLAYER: MUSHI_QUICK + "dealer: Zed\n",
    Code.BAD_ACTIVE: MUSHI_QUICK.replace("players: A, B", "players: A, B, C") + "active: A, B, C\n",
    Code.UNKNOWN_PILE: MUSHI_QUICK + "Zed: 40\n",
    Code.MISSING_PILE: MUSHI_QUICK.replace("B: rest\n", "end: rest\n"),
    Code.INACTIVE_PILE: MUSHI_QUICK.replace("players: A, B", "players: A, B, C") + "active: A, B\nC: 40 41\n",
    Code.UNKNOWN_CARD: MUSHI_QUICK.replace("10 11", "crain 11"),
    Code.NOT_IN_DECK: MUSHI_QUICK.replace("10 11", "10 11 60"),
    Code.DUPLICATE_CARD: MUSHI_QUICK + "end: 10\n",
    Code.TOO_MANY_CHAFF: MUSHI_QUICK.replace("12 13", "1c 1c 1c"),
    Code.BAD_REST: MUSHI_QUICK.replace("B: rest", "B: rest 40"),
    Code.MISSING_CARDS: MUSHI_QUICK.replace("B: rest", "B: 40 41"),
    Code.MISDEAL: MUSHI_QUICK + "start: 40 41 42 43 10 11 20 21\n",
    Code.BAD_DEAL: MUSHI_QUICK + "start: 40 50 80\n",
    Code.BAD_LEFTOVER: MKB_STOPPED + '[leftover]\nAnn = "93"\n',
    Code.LEFTOVER_UNPLACED: KYUREI.replace('end = ""', 'end = "10"').replace("crane 1c", "1c"),
    Code.BAD_FACT: KYUREI.replace("[captured]", "multiplier = 3\n[captured]", 1),
    Code.BAD_BIDS: OI_BANA,
    "bad-wild": SAKURA + "wild: gaji\n",
    "gaji-discarded": SAKURA.replace("10 20 30", "10 20 30 113")
    + "start: 113 12 22 32 42 52 62 72\nhouse: gaji_on_start_field=discard\n",
    "four-of-a-suit": SAKURA.replace("B: rest", "B: rest\nstart: 40 41 42 43 50 51 52 53") + "dealer: A\n",
    Code.BAD_TEYAKU: HACHI.replace('Ann = "41 42 43"', 'Ann = "41 42 52"'),
    Code.BAD_CALL: HACHI_SHOUBU.replace('sage = ["Bo"]', "sage = []"),
    Code.STOPPER_WITHOUT_YAKU: MKB_STOPPED.replace('stopped_by = "Bo"', 'stopped_by = "Ann"'),
    Code.STOPPING_YAKU_NOT_STOPPER: MKB_STOPPED.replace('Ann = "', 'Ann = "91 101 ', 1),
    Code.STOPPING_YAKU_NOT_STOPPED: MKB_STOPPED.replace('stopped_by = "Bo"\n', ""),
    Code.BAD_DB: _bad_db,
    Code.NEWER_LEDGER: _newer_ledger,
    Code.LEDGER_MISMATCH: lambda cli_json, tmp_path: _ledger_round(cli_json, tmp_path, SAKURA),
    Code.NO_CURRENT_GAME: lambda cli_json, tmp_path: _empty_ledger(cli_json, tmp_path),
    Code.NO_LEDGER: ("standings", "--db", "no-such-folder/ledger.db"),
    Code.UNKNOWN_GAME_ID: lambda cli_json, tmp_path: (
        _mushi_game(cli_json) and cli_codes(cli_json, "standings", "-g", "42")
    ),
    Code.NO_SUCH_ROUND: lambda cli_json, tmp_path: _mushi_game(cli_json) and cli_codes(cli_json, "show", "3"),
    Code.NOTHING_TO_UNDO: lambda cli_json, tmp_path: _mushi_game(cli_json) and cli_codes(cli_json, "undo"),
    Code.GAME_OVER: _game_over,
    Code.STALE: _stale,
    Code.DUPLICATE_ROUND: _duplicate_round,
    Code.MISSING_PLAYERS: ("new", "mushi"),
    Code.BAD_LENGTH: ("new", "mushi", "-p", "A", "-p", "B", "--rounds", "0"),
    Code.BAD_TEXT: ("new", "mushi", "-p", "A", "-p", "B", "--name", " "),
    Code.BAD_AMOUNT: lambda cli_json, tmp_path: (
        _mushi_game(cli_json) and cli_codes(cli_json, "adjust", "--party", "A", "--amount", "0", "--reason", "x")
    ),
    Code.UNKNOWN_PARTY: lambda cli_json, tmp_path: (
        _mushi_game(cli_json) and cli_codes(cli_json, "adjust", "--party", "Zed", "--amount", "1", "--reason", "x")
    ),
    Code.BAD_EXPORT: ("import", "-"),
    Code.RENAME_CHANGES_RESULTS: _rename_changes_results,
    Code.UNKNOWN_SEASON: lambda cli_json, tmp_path: (
        _mushi_game(cli_json) and cli_codes(cli_json, "season", "show", "Nope")
    ),
    Code.NOT_CONFIRMED: lambda cli_json, tmp_path: _mushi_game(cli_json) and cli_codes(cli_json, "delete", "1"),
    Code.BAD_ANSWER: _bad_answer,
    # Counted piles (tests/test_counted.py has each check's cases).
    Code.COUNTED_MIX: "game: mushi\nplayers: A, B\nA: 2 brights 18 chaff\nB: 10 30\n",
    Code.BAD_COUNT: "game: mushi\nplayers: A, B\nA: 2 zebras 18 chaff\nB: rest\n",
    Code.UNKNOWN_YAKU: "game: mushi\nplayers: A, B\nA: 2 brights + nine-brights\nB: rest\n",
    Code.COUNTED_LEFTOVER: (
        'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "2 brights"\nB = "rest"\n[leftover]\nA = "1c"\n'
    ),
    Code.COUNT_TOO_BIG: "game: mushi\nplayers: A, B\nA: 6 brights\nB: rest\n",
    Code.COUNTS_SUM: "game: mushi\nplayers: A, B\nA: 2 brights\nB: 2 brights\n",
    Code.IMPOSSIBLE_YAKU: "game: mushi\nplayers: A, B\nA: 1 brights 1 animals + three-brights\nB: rest\n",
    Code.YAKU_IN_TWO_PILES: (
        "game: mushi\nplayers: A, B\nA: 2 brights 1 animals + three-brights\nB: rest + three-brights\n"
    ),
    Code.CERTAIN_YAKU: "game: mushi\nplayers: A, B\nA: 5 brights\nB: rest\n",
    Code.YAKU_NOT_IN_PLAY: (
        "game: mushi\nplayers: A, B\nhouse: five_brights=false\nA: 5 brights 7 animals + five-brights\nB: rest\n"
    ),
    Code.COUNTS_IMPOSSIBLE: (
        "game: mushi\nplayers: A, B\nA: 2 brights 1 animals 3 chaff + three-brights + four-paulownias\nB: rest\n"
    ),
}


def test_every_code_has_a_case() -> None:
    """The shared codes and every game's own (a game keeps its codes with its words)."""
    assert set(CASES) == set(Code) | {code for game in all_games() for code in game.codes}


@pytest.mark.parametrize("code", list(CASES), ids=[str(c) for c in CASES])
def test_the_code_is_reported(code: str, cli_json: Cli, tmp_path: Path) -> None:
    case = CASES[code]
    if isinstance(case, str):
        found = sheet_codes(case)
    elif isinstance(case, tuple):
        found = cli_codes(cli_json, *case, input='{"format": "hanascore-game"}' if case[0] == "import" else None)
    else:
        found = case(cli_json, tmp_path)
    assert str(code) in found
