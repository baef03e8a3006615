"""Issue 32's terminal targets, each measured through ``hanascore add`` (or ``edit N --ask``) on
a real pty: every key a player presses after the command is counted (a character, Tab, Enter,
Backspace: one each) and the figure printed (``pytest -s``); a test fails above its bound.

Each round is the game's second: who played is then offered as the first round's (Enter keeps
it).  The rounds are typed as a player types them: counts with short kinds (``3 b``), a yaku
by Tab after ``+`` and its first letters, a name by its first letter (or Tab), ``y`` alone to
save.

Every bound is the issue's target: 3-player Mushi, counted <= 30 and card by card <= 60;
Koi-Koi with one koi-koi call <= 25; Hachi-Hachi with a teyaku and a drop-out <= 40;
correcting one pile <= 15.  Each test says which questions cost what.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests import test_pty_entry
from tests.test_pty_entry import ANN, BACKSPACE, ENTER, PtySession, hanascore, quick_sheet, standings

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal

pytestmark = pytest.mark.pty

#: The issue's targets (keys after the command).
MUSHI_COUNTED_TARGET = 30
MUSHI_CARDS_TARGET = 60
KOIKOI_TARGET = 25
HACHIHACHI_TARGET = 40
CORRECTION_TARGET = 15

#: Bo's pile in the Mushi rounds, card by card: the Crane, the Curtain and the Moon, the Warbler,
#: the Cuckoo, the Bridge and the Geese, three red ribbons and eight chaff (Three Brights).
BO_CARDS = "10 30 80 20 40 50 81 11 21 31 12 13 22 23 32 33 42 43"


def game_with_one_round(tmp_path: Path, game: str, players: tuple[str, ...], first: str) -> str:
    """A ledger of ``game`` at ``players`` with ``first`` (a quick sheet) as its first round."""
    db = str(tmp_path / "ledger.db")
    options = [option for player in players for option in ("-p", player)]
    subprocess.run(hanascore("new", game, *options, "--db", db), check=True, capture_output=True)
    sheet = tmp_path / "round1.txt"
    sheet.write_text(first, encoding="utf-8")
    subprocess.run(hanascore("add", str(sheet), "--db", db), check=True, capture_output=True)
    return db


def answer(session: PtySession, prompt: str, *keys: str) -> None:
    """Wait for ``prompt``, then press ``keys``."""
    session.expect(prompt)
    session.keys(*keys)


def saved(session: PtySession, db: str, rounds: int = 2) -> None:
    """``y`` alone saves the round: the command ends, the ledger holds ``rounds`` rounds."""
    answer(session, r"Save this (round|correction)\?", "y")
    assert session.wait() == 0, session.text
    assert "Traceback" not in session.text
    assert standings(db)["rounds_played"] == rounds


def record(round_: str, keys: int, target: int) -> None:
    """Print the figure (``pytest -s`` shows it) for the issue's note."""
    print(json.dumps({"round": round_, "keystrokes": keys, "target": target}))


# -- 3-player Mushi: Ann and Bo play, Cy sits out (as in round 1) -------------------------------


def mushi(terminal: type[PtySession], tmp_path: Path) -> tuple[str, PtySession]:
    """Round 1: Ann and Bo play, Ann takes Pine, Plum and Cherry and loses (Bo deals round 2)."""
    db = game_with_one_round(tmp_path, "mushi", ("Ann", "Bo", "Cy"), f"active: Ann, Bo\nAnn: {ANN}\nBo: rest\n")
    session = terminal(hanascore("add", "--db", db))
    answer(session, r"Who played this round\? \[Ann, Bo\]", ENTER)  # as in round 1: Enter keeps it
    session.expect(r"Bo's pile:")
    return db, session


def mushi_rest_and_save(session: PtySession, db: str) -> None:
    for prompt in (r"Ann's pile \[rest\]", "End field", "Start field"):
        answer(session, prompt, ENTER)
    saved(session, db)


def test_three_player_mushi_counted(terminal: type[PtySession], tmp_path: Path) -> None:
    db, session = mushi(terminal, tmp_path)
    session.keys("3 b 4 a 3 r 8 c")  # short kinds, no Tab
    session.complete(" +th", "+ three-brights")
    session.keys(ENTER)
    mushi_rest_and_save(session, db)
    assert "active: Ann, Bo\n" in quick_sheet(db, 2) and "Bo: 3 b 4 a 3 r 8 c + three-brights\n" in quick_sheet(db, 2)
    record("3-player Mushi, counted", session.keystrokes, MUSHI_COUNTED_TARGET)
    # Who played 1, Bo's pile 21, three Enters, y.
    assert session.keystrokes == 26 <= MUSHI_COUNTED_TARGET


def test_three_player_mushi_card_by_card(terminal: type[PtySession], tmp_path: Path) -> None:
    db, session = mushi(terminal, tmp_path)
    session.keys(BO_CARDS, ENTER)
    mushi_rest_and_save(session, db)
    assert f"Bo: {BO_CARDS}\n" in quick_sheet(db, 2)
    record("3-player Mushi, card by card", session.keystrokes, MUSHI_CARDS_TARGET)
    # Who played 1, Bo's pile 53 and Enter, three Enters, y.
    assert session.keystrokes == 1 + len(BO_CARDS) + 1 + 3 + 1 <= MUSHI_CARDS_TARGET


def test_correcting_one_pile_of_a_saved_round(terminal: type[PtySession], tmp_path: Path) -> None:
    db = game_with_one_round(tmp_path, "mushi", ("Ann", "Bo", "Cy"), f"active: Ann, Bo\nAnn: {ANN}\nBo: rest\n")
    session = terminal(hanascore("edit", "1", "--ask", "--db", db))
    session.expect(r"Who played this round\?")
    session.wait_until(lambda: session.before_cursor().endswith("Ann, Bo"), "the stored answer on the line")
    session.keys(ENTER)  # every stored answer is on its line: Enter keeps it
    answer(session, rf"Ann's pile: {ANN}", BACKSPACE, BACKSPACE, ENTER)  # the 33 taken out
    for prompt in (r"Bo's pile: rest", "End field", "Start field"):
        answer(session, prompt, ENTER)
    saved(session, db, rounds=1)
    assert f"Ann: {ANN.removesuffix(' 33')}\n" in quick_sheet(db, 1)
    record("correcting one pile", session.keystrokes, CORRECTION_TARGET)
    assert session.keystrokes == 8 <= CORRECTION_TARGET


# -- Koi-Koi: Ann calls shoubu on Boar-Deer-Butterflies, Bo called koi-koi once on his Ribbons --


def test_koi_koi_counted_with_one_koi_koi_call(terminal: type[PtySession], tmp_path: Path) -> None:
    first = "stopped by: Bo\nAnn: 3 ribbons 2 chaff\nBo: 3 brights 1 chaff + three-brights\n"
    db = game_with_one_round(tmp_path, "koi-koi", ("Ann", "Bo"), first)
    session = terminal(hanascore("add", "--db", db))
    # Bo won round 1 and deals: Bo first.  Who called shoubu comes first: a round stopped had
    # no lucky hand (one with a shoubu is an error), so that is not asked.  'a' is Ann (the
    # beginning of one name only).
    answer(session, r"Who called shoubu", "a", ENTER)
    # Bo's pile: five ribbons make Ribbons certain, named for him.
    answer(session, r"Bo's pile:", "5 r 3 c", ENTER)
    session.expect(r"\+ ribbons named")
    session.expect(r"Ann's pile:")
    session.keys("7 a 2 c")
    session.complete(" +bo", "+ boar-deer-butterflies")
    session.keys(ENTER)
    # No end nor start field: a counted round stopped has no use for them.  The calls offered
    # are the one the piles need (Bo holds a yaku and did not stop the round): Enter.
    answer(session, r"How many times did each player call koi-koi\?.* \[Bo=1\]", ENTER)
    saved(session, db)
    sheet = quick_sheet(db, 2)
    assert "stopped by: Ann\n" in sheet and "koi: Bo=1\n" in sheet
    assert "Bo: 5 r 3 c + ribbons\n" in sheet and "start" not in sheet and "end" not in sheet
    assert standings(db)["parties"][0]["total"] == 36  # type: ignore[index]  # 9 x 2 (>= 7) x 2 (Bo's call)
    record("Koi-Koi, counted, one koi-koi call", session.keystrokes, KOIKOI_TARGET)
    # Who called shoubu 2, Bo's pile 8, Ann's 13 (a count and a short kind each, '+' and Tab
    # for the yaku the counts leave open), the koi-koi calls 1, y 1.
    assert session.keystrokes == 2 + 8 + 13 + 1 + 1 <= KOIKOI_TARGET


# -- Hachi-Hachi at four: Di drops out, Ann declares One Bright -----------------------------------


def test_hachi_hachi_counted_with_a_teyaku_and_a_drop_out(terminal: type[PtySession], tmp_path: Path) -> None:
    first = "active: Ann, Bo, Cy\ndropped: Di\nAnn: 2 b 3 a 4 r 7 c\nBo: 2 b 3 a 3 r 8 c\nCy: rest\n"
    db = game_with_one_round(tmp_path, "hachi-hachi", ("Ann", "Bo", "Cy", "Di"), first)
    session = terminal(hanascore("add", "--db", db))
    # Who dropped out comes first, offered as in round 1: with one of four out, the other three
    # play (who played is not asked).
    answer(session, r"Who dropped out.*\[Di\]", ENTER)
    session.expect(r"Playing this round: Ann, Bo, Cy")
    answer(session, r"Ann: teyaku declared", "pi", ENTER)  # the beginning of pikaichi only
    for player in ("Bo", "Cy"):
        answer(session, rf"{player}: teyaku declared", ENTER)
    answer(session, r"Ann's pile:", "2 b 3 a 4 r 7 c", ENTER)
    answer(session, r"Bo's pile:", "1 b 3 a 3 r 9 c", ENTER)
    # Three played the hands out and no pile holds a yaku: every card was captured, so Cy's
    # pile is the rest and the end field empty (neither is asked).
    session.expect(r"Cy's pile: the rest")
    answer(session, "Start field", ENTER)
    saved(session, db)
    sheet = quick_sheet(db, 2)
    assert 'dropped = ["Di"]' in sheet and 'teyaku = { "Ann" = "pikaichi" }' in sheet
    record("Hachi-Hachi, counted, a teyaku and a drop-out", session.keystrokes, HACHIHACHI_TARGET)
    assert '"Cy" = "rest"' in sheet and "active" not in sheet  # who played: those not dropped
    # Who dropped out 1, the teyaku 5 (one question per player; 'pi' for pikaichi), two
    # counted piles 32 (four kinds each), the start field 1, y 1.
    assert session.keystrokes == 1 + 5 + 32 + 1 + 1 <= HACHIHACHI_TARGET


def test_three_player_mushi_counted_with_one_slip(terminal: type[PtySession], tmp_path: Path) -> None:
    """A player's path, not the ideal one: 30 chaff typed for 8 is refused on Bo's own pile (the
    deck holds 20), the answer comes back on the line, and four Backspaces and the right count
    mend it.  The slip costs what it takes to see and fix it, and the round still saves."""
    db, session = mushi(terminal, tmp_path)
    session.keys("3 b 4 a 3 r 30 c", ENTER)
    session.expect(r"20")  # the refusal names what the deck holds, on the pile that has the slip
    session.expect(r"Bo's pile: 3 b 4 a 3 r 30 c")
    session.keys(*[BACKSPACE] * 4, "8 c")
    session.complete(" +th", "+ three-brights")
    session.keys(ENTER)
    mushi_rest_and_save(session, db)
    record("3-player Mushi, counted, with one slip", session.keystrokes, MUSHI_COUNTED_TARGET)
    # The ideal path's 26, and the slip's cost: its Enter, 4 Backspaces, "8 c" typed again and
    # "30" for "8" (one more key).
    assert session.keystrokes == 26 + 1 + 4 + 3 + 1
