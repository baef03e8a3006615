"""Issue 30's contract breaches: each input of the issue quoted, run through the real command
(``python -m hanascore``, a process of its own) and the page's API (FastAPI's test client).

10. a number of more than 4,300 digits (Python's limit) is a problem naming its key, exit 2 / 422;
11. standard output on a full disk is a "disk full" problem (exit 2), Ctrl-D at a question is
    Ctrl-C's 130 (the pty test is in ``tests/test_interactive_discard.py``'s harness, below);
12. ``import /dev/zero`` reads no 256 MB: the file is no game document at once;
and the settled decision: importing a game already in the ledger is refused unless ``--yes``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from hanascore.cli.app import app
from hanascore.core.errors import LedgerError
from hanascore.core.text import MAX_BODY
from hanascore.ledger import importing
from hanascore.ledger.importing import read_document
from hanascore.web.app import create_app
from tests import test_pty_entry
from tests.test_pty_entry import CTRL_D, PtySession, ledger
from tests.test_pty_entry import hanascore as pty_hanascore
from tests.test_pty_entry import standings as pty_standings

from .conftest import SAMPLES

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal

ROOT = Path(__file__).resolve().parent.parent
#: More digits than Python reads or writes (sys.get_int_max_str_digits(): 4,300).
LONG = "9" * 5000

KYU_REI = (
    'game = "kyu-rei-hana"\nplayers = ["Ann", "Bo", "Cy"]\nmultiplier = {number}\n[captured]\n'
    'Ann = "61 62 91 92 101 102 10 12 30 32 110 113 40 42"\n'
    'Bo = "41 43 51 53 71 73 11 13 21 23 31 33 80 82"\nCy = "rest"\n'
)
KOI_COUNTED = (
    "game: koi-koi\nplayers: Ann, Bo\nstopped by: Ann\n"
    "Ann: {count} animals 2 chaff + boar-deer-butterflies\nBo: 5 ribbons 3 chaff + ribbons\n"
)


def hanascore(*args: str, input: str | None = None, db: Path | None = None, **options: Any) -> Any:
    """The real program in a process of its own (its exit status as the shell sees it)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if db is not None:
        env["HANASCORE_DB"] = str(db)
    options.setdefault("stdout", subprocess.PIPE)
    options.setdefault("timeout", 120)
    return subprocess.run(
        [sys.executable, "-m", "hanascore", *args],
        input=input,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        **options,
    )


def set_up(*args: str, db: Path, input: str | None = None) -> str:
    """A command a test only prepares its ledger with (or reads it back by), run in this process
    by the typer app the command runs: its standard output.  The command lines under test are
    the real program's (:func:`hanascore`)."""
    done = CliRunner().invoke(app, list(args), input=input, env={"HANASCORE_DB": str(db)}, catch_exceptions=False)
    assert done.exit_code == 0, done.output
    return str(done.stdout)


def errors_of(done: Any) -> list[dict[str, str]]:
    """The problems of a ``--json`` command that failed with exit status 2."""
    assert done.returncode == 2, (done.returncode, done.stderr[-500:])
    assert "unexpected failure" not in done.stderr
    return json.loads(done.stdout)["errors"]


# -- 10. a number of more than 4,300 digits ---------------------------------------------------------

LONG_SHEETS = {
    "a TOML multiplier": (KYU_REI.format(number=LONG), "multiplier"),
    "a TOML multiplier in hexadecimal": (KYU_REI.format(number="0x" + "f" * 5000), "multiplier"),
    "a quick multiplier": (
        "game: kyu-rei-hana\nplayers: Ann, Bo, Cy\nmultiplier: " + LONG + "\nAnn: 61 62 91 92 101 102 10 12 30 32"
        " 110 113 40 42\nBo: 41 43 51 53 71 73 11 13 21 23 31 33 80 82\nCy: rest\n",
        "multiplier",
    ),
    "quick bids": ("game: sakura\nvariant: oi-bana\nplayers: Ann, Bo, Cy\nbids: Ann=" + LONG + "\nAnn: rest\n", "bids"),
    "a counted pile's count": (KOI_COUNTED.format(count=LONG), "captured.Ann"),
    "a TOML house rule": (
        'game = "hachi-hachi"\nplayers = ["Ann", "Bo", "Cy"]\n[house]\nkan = ' + LONG + '\n[captured]\nAnn = "rest"\n',
        "house.kan",
    ),
    "a quick house rule": (
        "game: hachi-hachi\nplayers: Ann, Bo, Cy\nhouse: kan=" + LONG + "\nAnn: rest\n",
        "house.kan",
    ),
    "a koi-koi call count": (
        "game: koi-koi\nplayers: Ann, Bo\nstopped by: Ann\nkoi: Bo="
        + LONG
        + "\nAnn: 7 animals 2 chaff + boar-deer-butterflies\nBo: 5 ribbons 3 chaff + ribbons\n",
        "koi",
    ),
    "a card id": ("game: mushi\nplayers: Ann, Bo\nAnn: " + LONG + "\nBo: rest\n", "captured.Ann"),
}


@pytest.mark.parametrize("case", list(LONG_SHEETS))
def test_a_number_too_long_for_python_is_a_problem_naming_its_key(case: str) -> None:
    text, where = LONG_SHEETS[case]
    errors = errors_of(hanascore("score", "-", "--json", input=text))
    assert where in [e.get("where") for e in errors], errors
    # Said by its length, never written out digit by digit (it could not be: Python refuses).
    assert not any("9" * 100 in e["message"] for e in errors if e.get("where") != "captured.Ann" or case != "a card id")


def test_a_long_toml_number_says_its_line_and_length() -> None:
    errors = errors_of(hanascore("score", "-", "--json", input=KYU_REI.format(number=LONG)))
    assert errors == [
        {
            "code": "bad-value",
            "message": "line 3: a number of 5,000 digits is too long to be a count, bid or multiplier; "
            "write the number meant",
            "where": "multiplier",
        }
    ]


def test_counts_too_long_are_said_by_their_length() -> None:
    errors = errors_of(hanascore("score", "-", "--json", input=KOI_COUNTED.format(count=LONG)))
    assert "a number of 5,000 digits Animals: the deck holds only 9" in [e["message"] for e in errors]


def test_new_house_with_a_long_number_is_exit_2(tmp_path: Path) -> None:
    done = hanascore(
        "new", "hachi-hachi", "--player", "Ann", "--player", "Bo", "--player", "Cy", "--house", f"kan={LONG}", "--json",
        db=tmp_path / "l.db",
    )  # fmt: skip
    errors = errors_of(done)
    assert errors[0]["where"] == "--house.kan"
    assert "a number of 5,000 digits" in errors[0]["message"]


def test_an_import_with_long_length_rounds_is_exit_2(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    set_up("new", "mushi", "--player", "Ann", "--player", "Bo", db=db)
    exported = set_up("export", "--format", "json", db=db)
    document = exported.replace('"rounds": 12', f'"rounds": {LONG}')
    assert LONG in document
    (tmp_path / "long.json").write_text(document, encoding="utf-8")
    errors = errors_of(hanascore("import", str(tmp_path / "long.json"), "--json", db=db))
    assert errors == [
        {
            "code": "bad-length",
            "message": "a game lasts from 1 to 10,000 rounds, not a number of 5,000 digits",
            "where": "length.rounds",
        }
    ]


def test_the_japanese_words_say_the_length_too() -> None:
    done = hanascore("score", "-", "--lang", "ja", input=KOI_COUNTED.format(count=LONG))
    assert done.returncode == 2
    assert "5,000桁の数" in done.stderr


# -- 10, on the page: 422 with the problems, never 500 ---------------------------------------------


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    """The app on this test's ledger, served to this machine only (no token)."""
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


def test_api_score_with_a_long_multiplier_is_422(client: TestClient) -> None:
    answer = client.post("/api/score", content=KYU_REI.format(number=LONG).encode())
    assert answer.status_code == 422
    assert answer.json()["errors"][0]["where"] == "multiplier"


def test_api_round_with_a_long_count_is_422(client: TestClient) -> None:
    assert client.post("/api/games", json={"game": "mushi", "players": ["Ann", "Bo"]}).status_code == 201
    answer = client.post("/api/games/1/rounds", content=f"Ann: 3 brights {LONG} chaff\nBo: rest\n".encode())
    assert answer.status_code == 422
    assert "captured.Ann" in [e.get("where") for e in answer.json()["errors"]]


def test_page_new_with_a_long_house_rule_is_422(client: TestClient) -> None:
    answer = client.post(
        "/new", data={"game": "hachi-hachi", "players": "Ann\nBo\nCy", "house.kan": LONG}, follow_redirects=False
    )
    assert answer.status_code == 422
    assert "a number of 5,000 digits" in answer.text


# -- 11. standard output on a full disk; Ctrl-D at a question ----------------------------------------

FULL = Path("/dev/full")
needs_dev_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full here")


@pytest.fixture
def played(tmp_path: Path) -> Path:
    """A ledger with a Mushi game of one round."""
    db = tmp_path / "l.db"
    set_up("new", "mushi", "--player", "Ann", "--player", "Bo", db=db)
    set_up("add", str(SAMPLES / "ledger" / "round1.txt"), db=db)
    return db


@needs_dev_full
@pytest.mark.parametrize(
    "command",
    [("standings",), ("standings", "--json"), ("export", "--format", "csv"), ("history",), ("show", "1", "--sheet")],
)
def test_standard_output_on_a_full_disk_says_disk_full(played: Path, command: tuple[str, ...]) -> None:
    with FULL.open("w") as full:
        done = hanascore(*command, db=played, stdout=full)
    assert done.returncode == 2, done.stderr
    assert done.stderr == "1 problem:\n • standard output: cannot write standard output: disk full\n"


@needs_dev_full
def test_score_json_on_a_full_disk_says_disk_full() -> None:
    with FULL.open("w") as full:
        done = hanascore("score", "--json", str(SAMPLES / "mushi-leftover.txt"), stdout=full)
    assert (done.returncode, "disk full" in done.stderr) == (2, True), done.stderr


def test_output_option_on_a_full_disk_still_says_disk_full(played: Path) -> None:
    done = hanascore("export", "--format", "csv", "--output", "/dev/full", db=played)
    assert (done.returncode, done.stderr) == (2, "1 problem:\n • --output: cannot write /dev/full: disk full\n")


def test_a_reader_that_stops_reading_ends_the_command_quietly(played: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HANASCORE_DB": str(played)}
    command = [sys.executable, "-m", "hanascore", "export", "--format", "json"]
    writer = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert writer.stdout is not None and writer.stderr is not None
    writer.stdout.read(1)
    writer.stdout.close()  # the reader stops (as `| head -c 1` does)
    assert writer.wait(timeout=60) == 0
    assert writer.stderr.read() == b""


@pytest.mark.pty
def test_ctrl_d_at_a_question_is_exit_130_and_writes_nothing(terminal: type[PtySession], tmp_path: Path) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    session = terminal(pty_hanascore("add", "--db", db))
    session.expect(r"Who played this round\?")
    session.send("Ann, Bo")
    session.expect(r"Ann's pile:")
    session.wait_for_input()
    session.keys(CTRL_D)
    session.expect("nothing was saved")
    assert session.wait() == 130
    assert "unexpected failure" not in session.text and "Traceback" not in session.text
    assert pty_standings(db)["rounds_played"] == 0


@pytest.mark.pty
def test_ctrl_d_at_a_yes_no_question_is_exit_130(terminal: type[PtySession], tmp_path: Path) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    set_up("add", str(SAMPLES / "ledger" / "round1.txt"), db=Path(db))
    before = pty_standings(db)
    session = terminal(pty_hanascore("edit", "1", str(SAMPLES / "ledger" / "round2.txt"), "--db", db))
    session.expect(r"save this change\?")
    session.wait_for_input()
    session.keys(CTRL_D)
    session.expect("nothing was written")
    assert session.wait() == 130
    assert pty_standings(db) == before


# -- 12. import /dev/zero ---------------------------------------------------------------------------


def test_import_dev_zero_is_no_game_document_said_at_once(tmp_path: Path) -> None:
    # It read 256 MB before saying "nothing to score"; now the first piece (MAX_BODY, the page's
    # cap on a request body) holds a NUL byte, which no JSON text holds: no more is read.
    done = hanascore("import", "/dev/zero", "--json", db=tmp_path / "l.db", timeout=30)
    assert errors_of(done) == [
        {
            "code": "bad-export",
            "message": "import reads a JSON game document as 'hanascore export --format json' writes it, "
            "or a log as 'hanascore export --format jsonl' writes it; "
            "/dev/zero looks like binary data, not text",
            "where": "FILE",
        }
    ]
    assert not (tmp_path / "l.db").exists() or hanascore("games", "--json", db=tmp_path / "l.db").stdout == "[]\n"


def test_import_reads_no_further_than_a_file_can_be_a_game(tmp_path: Path) -> None:
    chunks: list[bytes] = []

    def endless(first: bytes) -> Any:
        chunks.append(first)
        yield first
        while True:  # an endless file: the reader must stop by itself
            chunks.append(b"\0" * MAX_BODY)
            yield chunks[-1]

    for first in (b"\0" * MAX_BODY, b"{" + b" " * (MAX_BODY - 1), b"round,Ann,Bo\n" * 1000):
        chunks.clear()
        with pytest.raises(LedgerError) as refused:
            read_document(endless(first), "endless")
        assert refused.value.problems[0].code == "bad-export"
        assert len(chunks) <= 2


def test_import_of_a_csv_export_says_what_it_looks_like(tmp_path: Path) -> None:
    (tmp_path / "x.csv").write_text("round,Ann,Bo\n1,2,-2\n", encoding="utf-8")
    errors = errors_of(hanascore("import", str(tmp_path / "x.csv"), "--json", db=tmp_path / "l.db"))
    assert errors[0]["message"].endswith("looks like a CSV export")


def test_an_import_longer_than_any_export_is_no_game_document(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importing, "MAX_EXPORT", 10)
    with pytest.raises(LedgerError) as refused:
        read_document(iter([b'{"format": ', b'"hanascore-game"}']), "big.json")
    assert refused.value.problems[0].message.startswith("big.json is longer than 10 bytes: no game document is")


# -- re-importing a game the ledger holds (settled 2026-12-07) --------------------------------------


def test_reimporting_a_game_is_refused_naming_it_and_yes(played: Path, tmp_path: Path) -> None:
    document = tmp_path / "friday.json"
    set_up("export", "--format", "json", "--output", str(document), db=played)
    errors = errors_of(hanascore("import", str(document), "--json", db=played))
    assert errors == [
        {
            "code": "not-confirmed",
            "message": "this game is in the ledger already, as game 1: nothing imported (import a second copy "
            "with --yes; stats and seasons then count it twice)",
            "where": "--yes",
        }
    ]
    assert [g["id"] for g in json.loads(set_up("games", "--json", db=played))] == ["1"]
    # Renamed since, it is the same game by what was played.
    set_up("rename", "1", "Friday at Ann's", db=played)
    assert hanascore("import", str(document), db=played).returncode == 2
    second = hanascore("import", str(document), "--yes", "--json", db=played)
    assert (second.returncode, json.loads(second.stdout)) == (0, {"id": "2"})
    assert "in the ledger already, as game 1: the import is a second copy" in second.stderr


def test_importing_into_another_ledger_and_an_empty_game_are_no_repeats(played: Path, tmp_path: Path) -> None:
    exported = set_up("export", "--format", "json", db=played)
    assert hanascore("import", "-", input=exported, db=tmp_path / "club.db").returncode == 0
    fresh = tmp_path / "fresh.db"
    set_up("new", "mushi", "--player", "Ann", "--player", "Bo", db=fresh)
    empty = set_up("export", "--format", "json", db=fresh)
    assert hanascore("import", "-", input=empty, db=fresh).returncode == 0  # nothing was played: nothing repeats


def test_a_stake_too_long_is_a_problem_of_its_own_words(played: Path) -> None:
    done = hanascore("standings", "--stake", LONG, db=played)
    assert done.returncode == 2
    assert "is not money per point" in done.stderr and "Exceeds the limit" not in done.stderr


def test_a_long_number_inside_a_table_is_said_by_its_length_too() -> None:
    # Found by benchmarks/fuzz_sheets.py: a sheet whose lines end in a lone CR read its added
    # line into [captured], and the problem showing the table ({'Bo': 0xfff...}) could not be said.
    sheet = (
        'game = "musashino-bana"\rplayers = ["Ann", "Bo", "Cy"]\r\r[captured]\rAnn = "110 112 20 22"\r'
        'Cy = "rest"\r\nkoi = { Bo = 0x' + "f" * 5625 + " }\n"
    )
    errors = errors_of(hanascore("score", "-", "--json", input=sheet))
    assert "got {'Bo': a number of 6,774 digits}" in " ".join(e["message"] for e in errors)
