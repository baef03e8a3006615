"""Issue 32: "Answering n to 'identical to round 2: add anyway?' exits 2 and throws the typed
round away".  Declining a repeated round goes back to the round as typed, each answer ready to
change; what is then saved is added."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests import test_pty_entry
from tests.test_pty_entry import ANN, CTRL_U, ENTER, PtySession, hanascore, ledger, standings

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal

pytestmark = pytest.mark.pty

#: The rest of Mushi's 40 cards once Pine, Plum and Cherry are taken (no Peony, no Bush Clover).
BO = " ".join(str(month * 10 + index) for month in (4, 5, 8, 9, 10, 11, 12) for index in range(4))


def test_declining_a_repeated_round_goes_back_to_it(terminal: type[PtySession], tmp_path: Path) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    sheet = tmp_path / "round.txt"
    # Ann takes Pine, Plum and Cherry and loses round 1: Bo deals the next, and his pile (the
    # rest of Mushi's deck) is asked first.
    sheet.write_text(f"active: Ann, Bo\nAnn: {ANN}\nBo: rest\n", encoding="utf-8")
    subprocess.run(hanascore("add", str(sheet), "--db", db), check=True, capture_output=True)
    session = terminal(hanascore("add", "--db", db))
    for prompt, answer in [
        (r"Who played this round\?", "Ann, Bo"),
        (r"Bo's pile:", BO),
        (r"Ann's pile \[rest\]", ""),
        ("End field", ""),
        ("Start field", ""),
    ]:
        session.expect(prompt)
        session.send(answer)
    session.expect(r"Save this round\?")
    session.keys("y")  # one key
    session.expect(r"identical to round 1: add anyway\?")
    session.keys("n")
    session.expect("not added: back to the round")
    # Every answer is put again, as typed: Enter keeps it, and only Bo's pile changes.
    session.expect(r"Who played this round\?")
    session.keys(ENTER)
    session.expect(r"Bo's pile")
    session.keys(CTRL_U, f"{BO} 10 11", ENTER)
    for prompt in (r"Ann's pile", "End field", "Start field"):
        session.expect(prompt)
        session.keys(ENTER)
    session.expect(r"Save this round\?")
    session.keys("y")
    assert session.wait() == 0, session.text
    assert "Traceback" not in session.text
    assert standings(db)["rounds_played"] == 2
