"""Issue 32: "one key for yes/no".  On a line editor ``y`` or ``n`` (and ``e`` at the save
question) typed on an empty line answers at once, no Enter; without one a line is read, and
``はい``/``いいえ`` are read as yes and no either way."""

from __future__ import annotations

import io

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console

from hanascore.cli.prompts import Terminal
from hanascore.core.words import say
from tests.own_thread import in_own_thread

REFUSED = "answer y or n"


def on_editor(keys: str, **options: object) -> tuple[object, str]:
    """What ``confirm`` answers when ``keys`` are typed on a line editor, then a Ctrl-C: an
    answer still waiting for Enter is interrupted (KeyboardInterrupt), one given by its key
    alone leaves the Ctrl-C unread."""
    out = io.StringIO()
    with create_pipe_input() as pipe:
        pipe.send_text(keys + "\x03")
        terminal = Terminal(Console(file=out, width=100), line_editor=True, editor_io=(pipe, DummyOutput()))
        answer = in_own_thread(lambda: terminal.confirm("Save this round?", REFUSED, **options))  # type: ignore[arg-type]
    return answer, out.getvalue()


def on_pipe(lines: str, **options: object) -> tuple[object, str]:
    out = io.StringIO()
    terminal = Terminal(Console(file=out, width=100), io.StringIO(lines))
    return terminal.confirm("Save this round?", REFUSED, **options), out.getvalue()  # type: ignore[arg-type]


@pytest.mark.parametrize(("key", "answer"), [("y", True), ("n", False), ("Y", True), ("N", False)])
def test_y_or_n_alone_answers_on_a_line_editor(key: str, answer: bool) -> None:
    assert on_editor(key)[0] is answer


def test_e_alone_answers_where_the_question_takes_it() -> None:
    assert on_editor("e", others=("e", "edit"))[0] == "e"
    with pytest.raises(KeyboardInterrupt):  # not one of this question's keys: typed, waits
        on_editor("e")


def test_a_word_is_typed_and_ended_by_enter() -> None:
    # The first letter of "yes" is a one-key answer; a word that starts otherwise is typed whole.
    assert on_editor("はい\r")[0] is True
    assert on_editor("いいえ\r")[0] is False


def test_another_key_is_refused_and_the_question_put_again() -> None:
    answer, shown = on_editor("x\ry")
    assert answer is True and REFUSED in shown


def test_enter_gives_the_default() -> None:
    assert on_editor("\r", default=False)[0] is False
    assert on_editor("\r", default=True)[0] is True


def test_on_a_pipe_a_line_is_read() -> None:
    assert on_pipe("y\n")[0] is True
    assert on_pipe("no\n")[0] is False
    assert on_pipe("はい\n")[0] is True
    assert on_pipe("いいえ\n")[0] is False
    assert on_pipe("\n", default=False)[0] is False
    answer, shown = on_pipe("maybe\ne\n", others=("e", "edit"))
    assert answer == "e" and REFUSED in shown


def test_the_commands_questions_have_both_languages() -> None:
    for key in ("entry.identical-refused", "entry.save-change", "entry.editor-again", "entry.yes-or-no"):
        english, japanese = say("en", key), say("ja", key)
        assert english and japanese and english != japanese
    assert say("en", "identical-round.ask", number=2) == "identical to round 2: add anyway? [y/N]"
