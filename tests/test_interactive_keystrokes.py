"""The keystrokes of one 3-player Mushi round through ``hanascore add`` on a real pty, entered
the usual way (card by card) and counted (``3 brights 4 animals 3 ribbons 8 chaff +
three-brights``): every key a player presses is counted (a character, Tab, Enter: one each).

The round: Ann and Bo play (Cy sits out), Ann deals; Ann holds the Crane, the Curtain and the
Moon, the Warbler, the Cuckoo, the Bridge and the Geese, three red ribbons and eight chaff
(three brights: 10, 20, 30); Bo the rest.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests import test_pty_entry
from tests.test_pty_entry import ENTER, PtySession, hanascore, ledger, standings

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal

ANN_CARDS = "10 30 80 20 40 50 81 11 21 31 12 13 22 23 32 33 42 43"
ANN_COUNTED = "3 brights 4 animals 3 ribbons 8 chaff + three-brights"
#: The most keys a counted round may take (issue 20's "done when").
COUNTED_TARGET = 40


def round_totals(db: str) -> dict[str, int]:
    return {p["name"]: p["total"] for p in standings(db)["parties"]}  # type: ignore[index]


def last_sheet(db: str) -> str:
    return subprocess.run(hanascore("show", "1", "--sheet", "--db", db), capture_output=True, text=True).stdout


def ann_and_bo_play(terminal: type[PtySession], tmp_path: Path) -> tuple[str, PtySession]:
    """A 3-player Mushi ledger and ``add`` on a terminal, answered up to Ann's pile: Ann and
    Bo play (completed by Tab)."""
    db = ledger(terminal, tmp_path, "mushi")
    session = terminal(hanascore("add", "--db", db))
    session.expect(r"Who played this round\?")
    session.complete("A", "Ann")
    session.complete(", B", "Ann, Bo")
    session.keys(ENTER)
    session.expect(r"Ann's pile:")
    return db, session


def bo_takes_the_rest_and_save(session: PtySession) -> None:
    """Bo's pile the rest, no end or start field, saved."""
    for prompt in (r"Bo's pile \[rest\]", "End field", "Start field"):
        session.expect(prompt)
        session.keys(ENTER)
    session.expect(r"Save this round\?")
    session.keys("y")  # one key
    assert session.wait() == 0, session.text


def test_a_round_entered_card_by_card(terminal: type[PtySession], tmp_path: Path) -> None:
    db, session = ann_and_bo_play(terminal, tmp_path)
    session.send(ANN_CARDS)
    bo_takes_the_rest_and_save(session)
    assert last_sheet(db) == f"active: Ann, Bo\nAnn: {ANN_CARDS}\nBo: rest\n"
    record("cards", session.keystrokes, round_totals(db))
    # Who played 7, Ann's pile 54, three Enters, y.
    assert session.keystrokes == 7 + len(ANN_CARDS) + 1 + 3 + 1


def test_a_round_counted_takes_at_most_forty_keys(terminal: type[PtySession], tmp_path: Path) -> None:
    db, session = ann_and_bo_play(terminal, tmp_path)
    # Tab completes the kinds and the yaku as it completes card names.
    session.complete("3 b", "3 brights")
    session.complete(" 4 a", "4 animals")
    session.complete(" 3 r", "3 ribbons")
    session.complete(" 8 c", "8 chaff")
    session.complete(" +th", "+ three-brights")
    session.keys(ENTER)
    bo_takes_the_rest_and_save(session)
    assert last_sheet(db) == f"active: Ann, Bo\nAnn: {ANN_COUNTED}\nBo: rest\n"
    record("counted", session.keystrokes, round_totals(db))
    assert session.keystrokes <= COUNTED_TARGET


def record(how: str, keys: int, totals: dict[str, int]) -> None:
    """Print the figure (``pytest -s`` shows it) for the issue's note."""
    print(json.dumps({"entered": how, "keystrokes": keys, "totals": totals}))
