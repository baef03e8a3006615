"""Issue 32: no slip can trap the terminal.  At every question of a round a wrong answer is
typed; it is refused there (on the question it belongs to), and ``<`` goes back a question:
the round still reaches Save, with the right answers.  Also: an accepted slip is fixed by going
back from the next question; ``e N`` at Save changes answer N; ``edit N --ask`` asks every fact
that can apply (Hachi-Hachi's teyaku and drop-outs).
"""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console

from hanascore.cli.interactive import enter_round
from hanascore.core.errors import GaveUp
from hanascore.core.sheet import RawSheet
from hanascore.core.table import build_table
from hanascore.games import find_game

#: A wrong answer for each question, refused by that question's own check.
WRONG = {"active": "Zed", "stopped_by": "Zed", "koi": "Zed", "sage": "Zed", "teyaku": "curtian"}

MUSHI_PILE = "10 12 21 23 30 31 41 42 52 53 80 81 91 93 100 101 110 111 122 123"
HACHI_ANN = "10 12 30 32 80 82 120 122 11 13 21 23 31 33"

#: A round of each game, question by question: (key, the answers it takes, one per prompt).
ROUNDS: dict[str, tuple[tuple[str, tuple[str, ...], str], list[tuple[str, list[str]]]]] = {
    "mushi": (
        ("mushi", ("Ann", "Bo", "Cy"), "Bo"),
        [
            ("active", ["Ann, Bo"]),
            ("captured.Bo", [MUSHI_PILE]),
            ("captured.Ann", ["rest"]),
            ("field.end", ["112 92"]),
            ("field.start", [""]),
        ],
    ),
    "koi-koi": (
        ("koi-koi", ("Ann", "Bo"), "Ann"),
        [
            ("stopped_by", ["Ann"]),  # first: a round stopped had no lucky hand (not asked)
            ("captured.Ann", ["crane 1c warbler 2c curtain 3c moon 8c sake-cup 9c"]),
            ("captured.Bo", ["pine-ribbon 1c plum-ribbon 2c wisteria-ribbon 4c iris-ribbon 5c clover-ribbon 7c"]),
            ("field.end", ["33 62 72 83 102 122"]),
            ("field.start", [""]),
            ("koi", ["Bo"]),
        ],
    ),
    "hachi-hachi": (
        ("hachi-hachi", ("Ann", "Bo", "Cy"), "Cy"),
        [
            ("teyaku", ["pikaichi", "", ""]),
            ("captured.Cy", ["40 43"]),
            ("captured.Ann", [HACHI_ANN]),
            ("captured.Bo", ["61 63 91 93 101 103"]),
            ("field.end", ["42 52"]),
            ("field.start", ["12 13 32 42 52 63"]),
            ("sage", ["Bo"]),
            ("stopped_by", ["Ann"]),
        ],
    ),
}


def typed(at: tuple[str, tuple[str, ...], str], answers: list[str], **options: Any) -> tuple[RawSheet | None, str]:
    """``enter_round`` on ``answers`` typed one line each; the sheet and everything shown."""
    game, players, dealer = at
    out = io.StringIO()
    console = Console(file=out, width=160, force_terminal=False, highlight=False)
    stream = io.StringIO("".join(a + "\n" for a in answers))
    try:
        sheet = enter_round(
            build_table(find_game(game), players), dealer, None, input_stream=stream, console=console, **options
        )
    except GaveUp:
        sheet = None
    return sheet, out.getvalue()


def slips_at_every_question(questions: list[tuple[str, list[str]]]) -> list[str]:
    """At each question: a wrong answer (refused there), ``<`` (back a question), the
    question before answered again, then this one answered right."""
    script: list[str] = []
    for index, (key, right) in enumerate(questions):
        script += [WRONG.get(key, "curtian"), "<"]
        if index:
            script += questions[index - 1][1]
        script += right
    return script


@pytest.mark.parametrize("name", sorted(ROUNDS))
def test_a_wrong_answer_at_every_question_still_reaches_save(name: str) -> None:
    at, questions = ROUNDS[name]
    straight, _ = typed(at, [a for _, right in questions for a in right] + ["y"])
    assert straight is not None
    sheet, shown = typed(at, [*slips_at_every_question(questions), "y"])
    assert sheet is not None, shown
    assert sheet.to_dict() == straight.to_dict()
    assert shown.count("  ✗ ") >= len(questions)  # each slip refused on its own question
    assert "This is the first question" in shown
    assert shown.count("Save this round?") == 1


def test_an_accepted_slip_is_fixed_by_going_back_from_the_next_question() -> None:
    at, _ = ROUNDS["mushi"]
    # Bo's pile typed short (accepted: Ann's pile could hold the rest); at Ann's pile, back.
    answers = ["Ann, Bo", "10 12", "<", MUSHI_PILE, "rest", "112 92", "", "y"]
    sheet, shown = typed(at, answers)
    assert sheet is not None, shown
    assert sheet.captured == {"Bo": MUSHI_PILE, "Ann": "rest"}


def test_the_answers_are_listed_numbered_and_e_n_changes_one() -> None:
    at, questions = ROUNDS["mushi"]
    right = [a for _, answers in questions for a in answers]
    sheet, shown = typed(at, [*right, "e 4", "none", "y"])  # the end field: now empty
    assert sheet is not None, shown
    assert "  1. Who played: Ann, Bo" in shown and "  4. End field (cards left on the table): 112 92" in shown
    assert "  4. End field (cards left on the table): —" in shown  # listed again, changed
    assert "end" not in sheet.to_dict().get("field", {})
    assert shown.count("Save this round?") == 2


def test_the_save_question_goes_back_to_the_last_answer() -> None:
    at, questions = ROUNDS["mushi"]
    right = [a for _, answers in questions for a in answers]
    sheet, shown = typed(at, [*right, "<", "10 20 42 51 83 93 111 123", "y"])
    assert sheet is not None, shown
    assert sheet.to_dict()["field"]["start"] == "10 20 42 51 83 93 111 123"


def test_back_is_a_word_of_either_language() -> None:
    at, _ = ROUNDS["mushi"]
    sheet, shown = typed(at, ["Ann, Bo", "back", "Ann, Bo", MUSHI_PILE, "戻る", MUSHI_PILE, "rest", "112 92", "", "y"])
    assert sheet is not None, shown
    assert shown.count("Who played this round?") == 2 and shown.count("Bo's pile") >= 3
    assert "Type < (or back) to go back a question." in shown


def test_edit_ask_asks_the_drop_outs_and_the_teyaku() -> None:
    at = ("hachi-hachi", ("Ann", "Bo", "Cy", "Di", "Ed"), "Cy")
    stored = {
        "active": ["Ann", "Bo", "Cy"],
        "dropped": ["Di", "Ed"],
        "captured": {
            "Ann": "10 11 12 13 20 21 22 23 40 41 42 43 50 51 52 53",
            "Bo": "30 31 32 33 60 61 62 63 70 71 72 73 80 81 82 83",
            "Cy": "rest",
        },
        "field": {"start": "80 33 53 63 93 103"},
    }
    # Enter keeps every stored answer: who played, the drop-outs, each player's teyaku, ...
    sheet, shown = typed(at, [""] * 12 + ["y"], defaults=stored, correcting=1)
    assert sheet is not None, shown
    assert "Who dropped out" in shown and "Cy: teyaku" in shown
    # Who dropped out first (the drop-out phase comes before the deal), then who played.
    assert (
        shown.index("Who dropped out")
        < shown.index("Who played")
        < shown.index("Cy: teyaku")
        < shown.index("Cy's pile")
    )
    assert sheet.facts == {"dropped": ["Di", "Ed"]}


def test_a_yaku_its_pile_cannot_hold_is_refused_on_that_pile() -> None:
    # The issue: "+ three-brights" alone on the [rest] pile was caught only after the last question.
    sheet, shown = typed(
        ("mushi", ("Ann", "Bo"), "Ann"),
        ["3 brights 4 animals 5 ribbons 10 chaff", "+ three-brights", "rest", "", "", "y"],
    )
    assert sheet is not None, shown
    refused = shown.index("Three Brights needs 2 Brights, 1 Animal")
    assert shown.index("Bo's pile [rest]: + three-brights") < refused < shown.index("End field")
