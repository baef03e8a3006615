"""``hanascore edit N --ask`` through a real pty: round N's stored answers are put on the line,
ready to change (not offered as a ``[default]`` to retype), the screen says which round is
being corrected, and the correction is confirmed once, after what it changes is shown."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests import test_pty_entry
from tests.test_pty_entry import BACKSPACE, ENTER, PtySession, hanascore, standings

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal

#: Ann all of Pine, Plum and Cherry: Ann -39, Bo +39 (tests/test_pty_entry.py's worked round).
STORED = "Ann: 10 11 12 13 20 21 22 23 30 31 32 33\nBo: rest\n"


def stored_game(terminal: type[PtySession], tmp_path: Path) -> str:
    db = str(tmp_path / "ledger.db")
    assert terminal(hanascore("new", "mushi", "-p", "Ann", "-p", "Bo", "--db", db)).wait() == 0
    sheet = tmp_path / "r1.txt"
    sheet.write_text(STORED, encoding="utf-8")
    assert terminal(hanascore("add", str(sheet), "--db", db)).wait() == 0
    return db


def test_edit_ask_puts_each_stored_answer_on_the_line_and_confirms_once(
    terminal: type[PtySession], tmp_path: Path
) -> None:
    db = stored_game(terminal, tmp_path)
    session = terminal(hanascore("edit", "1", "--ask", "--db", db))
    session.expect(r"Correcting round 1 of Mushi")
    # The stored pile is on the line, the cursor after it: two Backspaces take the 33 back.
    session.expect(r"Ann's pile: 10 11 12 13 20 21 22 23 30 31 32 33")
    assert session.before_cursor().endswith("Ann's pile: 10 11 12 13 20 21 22 23 30 31 32 33")
    session.keys(BACKSPACE, BACKSPACE, ENTER)
    session.expect(r"Bo's pile: rest")
    session.keys(ENTER)
    session.expect(r"(?m)End field \(cards left on the table\):$")  # empty end field: an empty line
    session.keys(ENTER)
    session.expect(r"(?m)Start field, as dealt \(optional\):$")
    session.keys(ENTER)
    # The result, then what the correction changes, then the one question.
    session.expect(r"round 1 of game 1, as corrected")
    session.expect(r"Ann: -39 → -40")
    session.expect(r"Save this correction\?")
    session.keys("y")  # one key: no Enter
    assert session.wait() == 0, session.text
    shown = "\n".join(session.transcript())
    assert "[10 11 12" not in shown and "[rest]" not in shown and "[none]" not in shown
    assert "save this change?" not in shown  # confirmed once
    assert shown.count("Save this correction?") == 1
    assert "round 1 of game 1 replaced" in shown
    totals = {p["name"]: p["total"] for p in standings(db)["parties"]}  # type: ignore[index]
    assert totals == {"Ann": -40, "Bo": 40}
    sheet = subprocess.run(hanascore("show", "1", "--sheet", "--db", db), capture_output=True, text=True).stdout
    assert sheet.splitlines()[-2:] == ["Ann: 10 11 12 13 20 21 22 23 30 31 32", "Bo: rest"]
    print(f"keystrokes to take one card out of round 1: {session.keystrokes}")
    assert session.keystrokes == 7  # 2 Backspaces, 4 Enters, y


def test_edit_ask_declined_writes_nothing(terminal: type[PtySession], tmp_path: Path) -> None:
    db = stored_game(terminal, tmp_path)
    session = terminal(hanascore("edit", "1", "--ask", "--db", db))
    session.expect(r"Ann's pile: 10 11 12 13")
    session.keys(BACKSPACE, BACKSPACE, ENTER)
    for prompt in (r"Bo's pile: rest", "End field", "Start field"):
        session.expect(prompt)
        session.keys(ENTER)
    session.expect(r"Save this correction\?")
    session.keys("n")
    assert session.wait() == 0
    assert "nothing written" in session.text
    totals = {p["name"]: p["total"] for p in standings(db)["parties"]}  # type: ignore[index]
    assert totals == {"Ann": -39, "Bo": 39}
