"""Issue 32 on a real terminal: Shift-Tab goes back a question, so no slip traps the player.

The issue's slip: an impossible count on Ann's pile (Mushi's deck has 20 chaff) was accepted
there and every answer to the next pile refused.  Now it is refused on Ann's pile, and Shift-Tab
goes back to any earlier answer, which Enter keeps.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_pty_entry import CTRL_U, ENTER, PtySession, hanascore, ledger, quick_sheet, terminal

__all__ = ["terminal"]

pytestmark = pytest.mark.pty

SHIFT_TAB = "\x1b[Z"
ANN = "10 11 12 13 20 21 22 23 30 31 32 33"


def test_shift_tab_goes_back_and_the_impossible_count_is_refused_on_its_pile(
    terminal: type[PtySession], tmp_path: Path
) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    session = terminal(hanascore("add", "--db", db))
    session.expect(r"Shift-Tab \(or <\s+typed\) goes back a question")
    session.expect(r"Who played this round\?")
    session.send("Ann, Bo")
    session.expect(r"Ann's pile:")
    session.send("3 brights 4 animals 5 ribbons 30 chaff")
    session.expect(r"30 Chaff: the deck holds only 20")  # on Ann's pile, where it was typed
    session.expect(r"Ann's pile: 3 brights 4 animals 5 ribbons 30 chaff")
    session.keys(CTRL_U, SHIFT_TAB)  # back to who played: the answer given is on offer
    session.expect(r"Who played this round\? \[Ann, Bo\]")
    session.keys(ENTER)
    session.expect(r"Ann's pile:")
    session.send("10 11")  # a slip that is accepted: Bo's pile could hold the rest
    session.expect(r"Bo's pile")
    session.keys(SHIFT_TAB)  # back from Bo's pile to Ann's
    session.expect(r"Ann's pile \[10 11\]")
    session.send(ANN)
    session.expect(r"Bo's pile \[rest\]")
    session.keys(ENTER)
    session.expect(r"End field \(cards left on the table\) \[none\]")
    session.keys(ENTER)
    session.expect(r"Start field, as dealt \[skip\]")
    session.keys(ENTER)
    session.expect(r"  1\. Who played: Ann, Bo")
    session.expect(r"  2\. Ann's pile: 10 11 12 13 20 21 22 23 30 31 32 33")
    session.expect(r"Save this round\? \(y/n, or e to change an answer\)")
    session.keys("y")  # one key
    assert session.wait() == 0, session.text
    assert "Traceback" not in session.text
    assert f"Ann: {ANN}" in quick_sheet(db, 1)
