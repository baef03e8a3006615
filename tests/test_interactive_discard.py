"""Ctrl-C in a half-entered round asks before throwing it away, through a real pty: ``y`` or a
second Ctrl-C discards it (exit 130, nothing written), ``n`` goes back to the question with
what was typed on its line."""

from __future__ import annotations

from pathlib import Path

from tests import test_pty_entry
from tests.test_pty_entry import ANN, CTRL_C, CTRL_U, ENTER, PtySession, driver, hanascore, ledger, standings

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal


def test_ctrl_c_asks_and_n_goes_back_to_the_question(terminal: type[PtySession]) -> None:
    session = driver(terminal)
    session.expect(r"Ann's pile:")
    session.send(ANN)
    session.expect(r"Bo's pile \[rest\]")
    session.keys("40 41")
    session.wait_until(lambda: session.before_cursor().endswith("40 41"), "the typed cards")
    session.keys(CTRL_C)
    session.expect(r"Discard this round\? \[y/N\]")
    session.keys("n")  # one key: no Enter
    # Back to the question, the cards typed still on its line.
    session.expect(r"Bo's pile \[rest\]: 40 41")
    session.keys(CTRL_U, ENTER)
    for prompt in ("End field", "Start field"):
        session.expect(prompt)
        session.keys(ENTER)
    session.expect(r"Save this round\?")
    session.keys("y")
    assert session.wait() == 0, session.text
    assert session.sheet() == {"captured": {"Ann": ANN, "Bo": "rest"}}


def test_a_second_ctrl_c_or_y_discards_and_writes_nothing(terminal: type[PtySession], tmp_path: Path) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    for second in (CTRL_C, "y"):
        session = terminal(hanascore("add", "--db", db))
        session.expect(r"Who played this round\?")
        session.send("Ann, Bo")
        session.expect(r"Ann's pile:")
        session.send(ANN)
        session.expect(r"Bo's pile \[rest\]")
        session.wait_for_input()
        session.keys(CTRL_C)
        session.expect(r"Discard this round\? \[y/N\]")
        session.wait_for_input()
        session.keys(second)
        session.expect("nothing was saved")
        assert session.wait() == 130
        assert "Traceback" not in session.text
        assert standings(db)["rounds_played"] == 0


def test_ctrl_c_before_any_answer_gives_up_at_once(terminal: type[PtySession]) -> None:
    # Nothing entered yet: nothing to lose, nothing to ask.
    session = driver(terminal)
    session.expect(r"Ann's pile:")
    session.wait_for_input()
    session.keys(CTRL_C)
    session.expect("nothing was saved")
    assert session.wait() == 130
    assert "Discard this round?" not in session.text
