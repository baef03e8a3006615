"""What the line editor offers while an answer is typed, and the editor itself on a pipe."""

from __future__ import annotations

import io
import threading
from unittest.mock import patch

import pytest
from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from prompt_toolkit.validation import ValidationError
from rich.console import Console

from hanascore.cli.interactive import enter_round
from hanascore.cli.line_editing import AnswerCompleter, PileValidator, toolbar_text
from hanascore.cli.prompts import Editing, Terminal
from hanascore.core.errors import GaveUp
from hanascore.core.table import build_table
from hanascore.games import find_game
from tests.own_thread import in_own_thread

MUSHI_DECK = frozenset(find_game("mushi").deck)
CARDS = Editing(deck=MUSHI_DECK)


def completions(editing: Editing, text: str) -> list[str]:
    found = AnswerCompleter(editing).get_completions(Document(text), CompleteEvent(completion_requested=True))
    return [c.text for c in found]


def test_card_names_aliases_codes_and_japanese_complete() -> None:
    assert completions(CARDS, "10 cur") == ["curtain"]
    assert "bush-warbler" in completions(CARDS, "bush-w")
    assert completions(CARDS, "松に") == ["松に鶴", "松に赤短"]
    assert "1b" in completions(CARDS, "1")
    assert completions(CARDS, "re") == ["rest"]


def test_a_card_already_in_the_answer_is_not_offered_again() -> None:
    assert completions(CARDS, "crane cr") == []
    assert completions(CARDS, "10 cr") == []
    assert completions(CARDS, "pine-chaff pine-c") == ["pine-chaff"]  # the other Pine chaff


def test_cards_outside_the_deck_are_not_offered() -> None:
    # Mushi plays without Peony and Bush Clover.
    assert completions(CARDS, "butter") == []
    assert "butterflies" in completions(Editing(deck=frozenset(find_game("sakura").deck)), "butter")


def test_names_complete_after_a_comma() -> None:
    names = Editing(names=("Ann", "Bo", "Cy"))
    assert completions(names, "Ann, b") == ["Bo"]
    assert completions(names, "c") == ["Cy"]


def test_a_card_named_twice_is_refused_but_two_chaff_codes_are_not() -> None:
    validator = PileValidator(MUSHI_DECK)
    with pytest.raises(ValidationError, match="named twice in this answer: 10 Crane"):
        validator.validate(Document("10 11 crane"))
    validator.validate(Document("1c 1c 10"))
    with pytest.raises(ValidationError, match="1c"):
        validator.validate(Document("1c 1c 1c"))


def test_toolbar_counts_cards_and_names_the_unknown_but_not_the_token_being_typed() -> None:
    assert toolbar_text("10 11 1c 1c", MUSHI_DECK).startswith("4 cards so far")
    assert "unknown" not in toolbar_text("10 cra", MUSHI_DECK)
    assert "unknown: cra" in toolbar_text("10 cra 11", MUSHI_DECK)
    assert "not in this deck: 60" in toolbar_text("60 ", MUSHI_DECK)


def editor_round(*answers: str) -> tuple[object, str]:
    """``enter_round`` read by the line editor from a pipe, ``answers`` typed one by one, each
    once its question is asked, as a person types them: keys sent before would be read by the
    question before it (a moment's wait is no promise on a busy machine)."""
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    table = build_table(find_game("mushi"), ("Ann", "Bo"))
    asked, done = threading.Semaphore(0), threading.Event()
    original = PromptSession.prompt

    def prompt(self: PromptSession[str], *args: object, **kwargs: object) -> str:
        asked.release()  # a question is being asked: its answer may be typed
        return original(self, *args, **kwargs)  # type: ignore[arg-type]

    with patch.object(PromptSession, "prompt", prompt), create_pipe_input() as pipe:

        def type_answers() -> None:
            # Ctrl-U and Ctrl-D after the answers: a test that runs out of them gives up, not hangs.
            for keys in (*answers, "\x15\x04"):
                while not asked.acquire(timeout=0.05):
                    if done.is_set():
                        return
                pipe.send_text(keys)

        typist = threading.Thread(target=type_answers, daemon=True)
        typist.start()
        terminal = Terminal(console, line_editor=True, editor_io=(pipe, DummyOutput()))
        try:
            sheet = in_own_thread(lambda: enter_round(table, "Ann", terminal=terminal))
        except GaveUp as gave_up:
            return gave_up.status, out.getvalue()
        finally:
            done.set()
            typist.join()
    return (sheet.to_dict() if sheet is not None else None), out.getvalue()


def test_the_line_editor_refills_a_refused_answer_to_fix_in_place() -> None:
    # "curtian" is refused; the line comes back as typed: Ctrl-W drops just that token.
    sheet, shown = editor_round("10 11 curtian\r", "\x17curtain\r", "\r", "\r", "\r", "y")
    assert "'curtian': unknown card" in shown
    assert sheet == {"captured": {"Ann": "10 11 curtain", "Bo": "rest"}}


def test_up_recalls_what_was_answered_to_the_same_question() -> None:
    # At the confirmation: e (one key), change Ann's pile; Up brings back "10 11", to which 12
    # is added; y (one key) saves.
    sheet, _ = editor_round("10 11\r", "\r", "\r", "\r", "e", "Ann\r", "\x1b[A 12\r", "y")
    assert sheet == {"captured": {"Ann": "10 11 12", "Bo": "rest"}}


def test_the_line_editor_gives_up_on_ctrl_c_and_ctrl_d() -> None:
    assert editor_round("10 \x03")[0] == 130
    assert editor_round("\x04")[0] == 130
