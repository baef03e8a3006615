"""Interactive entry on narrow and ordinary terminals, through a real pty read by a terminal
emulator: at 40 columns (a phone) no question, note or toolbar is cut or broken mid-word; at
80 columns no question wraps."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.cells import cell_len

from tests import test_pty_entry
from tests.test_pty_entry import ANN, ENTER, PtySession, hanascore, ledger, standings

#: The pty sessions, closed however a test ends (the fixture of tests/test_pty_entry.py).
terminal = test_pty_entry.terminal


def contains(words: list[str], part: list[str]) -> bool:
    """True when ``part`` is a run of whole words of ``words``."""
    return any(words[i : i + len(part)] == part for i in range(len(words) - len(part) + 1))


def spoken(rows: list[str]) -> list[str]:
    """The words of ``rows``, a question's closing colon taken off."""
    return [word.removesuffix(":") for word in " ".join(rows).split()]


def check_question(session: PtySession, question: str, note: str | None, columns: int) -> None:
    """The question now asked (and its note) is on the screen whole, folded (if at all)
    between words by hanascore, never by the terminal: no row of it fills the last column.
    At 80 columns and wider the question itself sits on one row."""
    asked = spoken([question])
    noted = spoken([f"({note})"]) if note else []
    rows = session.transcript()
    last = session._cursor()[0]
    first = last
    while first > 0:
        words = spoken(rows[first : last + 1])
        if contains(words, asked) and contains(words, noted):
            break
        first -= 1
    region = rows[first : last + 1]
    words = spoken(region)
    assert contains(words, asked), f"{question!r} is not shown whole:\n" + "\n".join(region)
    assert contains(words, noted), f"{note!r} is not shown whole:\n" + "\n".join(region)
    for row in region:
        assert cell_len(row) < columns, f"a row folded by the terminal:\n{row!r}"
    if columns >= 80:
        assert any(" ".join(asked) in row for row in region), f"{question!r} wraps:\n" + "\n".join(region)


def check_toolbar(session: PtySession, text: str, columns: int) -> None:
    """The toolbar under the answer says ``text`` whole, folded between words."""
    rows = [row for row in session.screen.display[session.screen.cursor.y + 1 :] if row.strip()]
    assert contains(" ".join(rows).split(), text.split()), "the toolbar is cut:\n" + "\n".join(rows)
    for row in rows:
        assert cell_len(row.rstrip()) < columns, f"a toolbar row folded by the terminal:\n{row!r}"


@pytest.mark.parametrize("columns", [40, 80])
def test_no_question_or_toolbar_is_cut_or_broken_mid_word(
    terminal: type[PtySession], tmp_path: Path, columns: int
) -> None:
    db = ledger(terminal, tmp_path, "mushi")
    session = terminal(hanascore("add", "--db", db), columns)

    def answer(question: str, note: str | None, typed: str) -> None:
        # Read across the rows a narrow terminal's question is folded on.
        session.expect(r"\s+".join(map(re.escape, question.split(" [")[0].split())))
        check_question(session, question, note, columns)
        # The save question takes one key (y, n, e): no Enter.
        session.keys(typed) if question.startswith("Save") else session.send(typed)

    answer("Who played this round?", "names, comma-separated; at the table: Ann, Bo, Cy", "Ann, Bo")
    session.expect(r"Ann's pile:")
    check_question(session, "Ann's pile", None, columns)
    session.keys(ANN)
    session.expect("12 cards so far")
    check_toolbar(session, "12 cards so far (Tab completes a card)", columns)
    session.keys(ENTER)
    answer("Bo's pile [rest]", None, "")
    answer("End field (cards left on the table) [none]", None, "")
    answer("Start field, as dealt [skip]", "optional", "")
    answer("Save this round?", "y/n, or e to change an answer", "e")
    answer(
        "Which answer do you want to give again?",
        "Ann, Bo, end, start, players, or an answer's number; Ctrl-C to give up",
        "end",
    )
    answer("End field (cards left on the table) [none]", None, "")
    answer("Save this round?", "y/n, or e to change an answer", "y")
    assert session.wait() == 0, session.text
    assert standings(db)["rounds_played"] == 1


# -- the layout itself, for any width ------------------------------------------------------------


@pytest.mark.parametrize("width", [20, 32, 40, 60, 80, 120, 200])
def test_a_question_is_laid_out_in_whole_words_within_the_width(width: int) -> None:
    from hanascore.cli.answers import prompt_layout

    question = "Was the Crane captured after the storm card (the Sun calms the storm)?"
    note = "it sets this round's multiplier; Enter if no card that multiplies was dealt"
    shown = "".join(text for _, text in prompt_layout(question, "n", note, width))
    lines = shown.split("\n")
    assert all(cell_len(line.rstrip()) < width for line in lines)
    # Every word there, in whole: the note after the question on one line, else above it.
    assert " ".join(shown.split()) in (f"{question} [n] ({note}):", f"({note}) {question} [n]:")
    assert lines[-1].endswith(": ")  # the answer is typed after the question, on its last line
