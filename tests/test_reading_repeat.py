"""The same round added twice in a row is asked about: on a terminal a question, without one exit 2
unless ``--yes``; the comparison (``ledger.duplicates.same_as``) reads the rounds, not their text."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.errors import msg
from hanascore.core.words import say
from tests import test_pty_entry
from tests.conftest import add_json, current_standings, start_game
from tests.test_pty_entry import CTRL_C, ENTER, PtySession, hanascore, standings

#: The pty tests' fixture: sessions closed (their children killed) however a test ends.
terminal = test_pty_entry.terminal

ANN = "10 11 12 13 20 21 22 23 30 31 32 33"
ROUND = f"Ann: {ANN}\nBo: rest\n"
#: The same round written otherwise: names, a repeat, another order, spacing, Bo's cards by id.
SAME = "Bo:   rest\n# again\nAnn: 33 32 31 30 plum-ribbon 1c x2 crane 11  warbler 22 23 \n"
REFUSED = "identical to round 1: nothing added (add it anyway with --yes)"


def test_the_same_round_twice_in_a_row_is_refused_without_yes(cli_json: Callable[..., Any]) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    assert add_json(cli_json, ROUND)[0] == 0
    status, data = add_json(cli_json, SAME)
    assert status == 2
    assert data["errors"] == [{"code": "not-confirmed", "message": REFUSED, "where": "--yes"}]
    assert current_standings(cli_json)["rounds_played"] == 1
    status, data = add_json(cli_json, SAME, "--yes")
    assert status == 0 and data["round"] == 2
    # Another round is no repeat; after an adjustment the row is broken.
    assert add_json(cli_json, ROUND.replace("Ann: 10 ", "Ann: "))[0] == 0
    assert cli_json("adjust", "--party", "Ann", "--amount", "1", "--reason", "late")[0] == 0
    assert add_json(cli_json, ROUND.replace("Ann: 10 ", "Ann: "))[0] == 0


def test_counted_rounds_are_compared_by_their_counts(cli_json: Callable[..., Any]) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    counted = "Ann: 2 brights 3 animals 3 ribbons 10 chaff\nBo: rest\n"
    assert add_json(cli_json, counted)[0] == 0
    # Another count is another round, whatever cards the checks found to fit each.
    assert add_json(cli_json, counted.replace("10 chaff", "9 chaff"))[0] == 0
    status, data = add_json(cli_json, counted.replace("10 chaff", "9 chaff"))
    assert status == 2 and data["errors"][0]["code"] == "not-confirmed"


def test_the_refusal_and_the_question_have_japanese_words() -> None:
    assert msg("not-confirmed.identical-round", number=5).say("ja").startswith("第5局と同じだ")
    assert say("ja", "identical-round.ask", number=5) == "第5局と同じです。それでも加えますか？［y/N］"


# -- on a terminal: the question ----------------------------------------------------------------


def _ledger_with_one_round(tmp_path: Path) -> tuple[str, Path]:
    db = str(tmp_path / "ledger.db")
    sheet = tmp_path / "round.txt"
    sheet.write_text(ROUND, encoding="utf-8")
    for args in (("new", "mushi", "-p", "Ann", "-p", "Bo"), ("add", str(sheet))):
        subprocess.run(hanascore(*args, "--db", db), check=True, capture_output=True)
    return db, sheet


@pytest.mark.pty
@pytest.mark.parametrize(("answer", "status", "rounds"), [("n", 2, 1), ("y", 0, 2)])
def test_a_sheet_added_again_on_a_terminal_is_asked_about(
    terminal: type[PtySession], tmp_path: Path, answer: str, status: int, rounds: int
) -> None:
    db, sheet = _ledger_with_one_round(tmp_path)
    session = terminal(hanascore("add", str(sheet), "--db", db))
    session.expect(r"identical to round 1: add anyway\? \[y/N\]")
    session.keys(answer)  # one key: no Enter
    assert session.wait() == status, session.text
    assert standings(db)["rounds_played"] == rounds


@pytest.mark.pty
def test_a_round_entered_again_on_a_terminal_is_asked_about(terminal: type[PtySession], tmp_path: Path) -> None:
    db, _ = _ledger_with_one_round(tmp_path)
    session = terminal(hanascore("add", "--db", db))
    # Bo deals round 2 (Bo won round 1), so Bo's pile is asked first.
    session.expect(r"Bo's pile:")
    session.send("rest")
    session.expect(r"Ann's pile:")
    session.send("crane pine-ribbon 1c x2 warbler plum-ribbon 2c x2 curtain cherry-ribbon 3c x2")
    session.expect("End field")
    session.keys(ENTER)
    session.expect("Start field")
    session.keys(ENTER)
    session.expect(r"Save this round\?")
    session.keys("y")
    session.expect(r"identical to round 1: add anyway\? \[y/N\]")
    session.keys("n")
    # Declined: back to the round (tests/test_issue32_repeat.py); leaving it records nothing.
    session.expect("not added: back to the round")
    session.expect(r"Bo's pile")
    session.wait_for_input()
    session.keys(CTRL_C)
    session.expect(r"Discard this round\? \[y/N\]")
    session.wait_for_input()
    session.keys(CTRL_C)
    assert session.wait() == 130, session.text
    assert "Traceback" not in session.text
    assert standings(db)["rounds_played"] == 1
