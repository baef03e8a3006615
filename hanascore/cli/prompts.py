"""The terminal side of interactive entry: one question at a time, answers checked as typed.

On a terminal the answers are read by a prompt_toolkit line editor (history, Tab completion,
live counts; see :mod:`hanascore.cli.line_editing`), loaded only when the first question is put.
Without a terminal they come from standard input or (in tests) a stream, line by line.
"""

from __future__ import annotations

import builtins
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import IO, Any

from rich.console import Console
from rich.text import Text

from hanascore.cli.console import whole_lines
from hanascore.core.errors import Code, Problem

#: Problems one pile or field answer can bring by itself: it is asked again until they are gone.
CARD_CODES = frozenset(
    {
        Code.UNKNOWN_CARD,
        Code.NOT_IN_DECK,
        Code.DUPLICATE_CARD,
        Code.TOO_MANY_CHAFF,
        Code.BAD_REST,
        Code.BAD_LEFTOVER,
        Code.INACTIVE_PILE,
    }
)

#: Problems between two answers (the same card in two piles): the user may keep this answer
#: and fix the other one.  Any other problem is in the answer itself and must be fixed there.
CONFLICT_CODES = frozenset({Code.DUPLICATE_CARD, Code.TOO_MANY_CHAFF, Code.INACTIVE_PILE})

#: Answers that mean "this pile is empty" (a bare Enter could be a slip of the finger).
EMPTY_WORDS = frozenset({"none", "nothing", "-", '""'})


@dataclass(frozen=True)
class Editing:
    """What the line editor offers for one question: cards of ``deck`` or ``names`` to complete
    (a card answer also gets its running count and refuses a card named twice)."""

    deck: frozenset[int] | None = None
    names: tuple[str, ...] = ()


@dataclass
class Terminal:
    """Prompts on the console, answers from the terminal (or a stream, for tests).

    ``line_editor`` forces the prompt_toolkit editor on (tests drive it through a pipe) or off;
    by default it is used when standard input and output are terminals and no stream is given.
    ``editor_io`` is the (input, output) pair it reads and draws on (None: the process's own).
    """

    console: Console
    stream: IO[str] | None = None
    line_editor: bool | None = None
    editor_io: tuple[Any, Any] | None = None
    _sessions: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def editing(self) -> bool:
        if self.line_editor is not None:
            return self.line_editor
        return self.stream is None and sys.stdin.isatty() and self.console.file.isatty()

    def ask(
        self,
        prompt: str,
        default: str | None = None,
        note: str | None = None,
        *,
        editing: Editing | None = None,
        prefill: str = "",
    ) -> str:
        """One line of input; Enter gives ``default`` (shown in brackets) when there is one.

        On a terminal the line starts as ``prefill`` (a rejected answer, to be fixed in place),
        Up recalls earlier answers and ``editing`` says what Tab completes.
        """
        if self.editing:
            answer = self._edit(prompt, default, note, editing or Editing(), prefill)
        else:
            text = Text(prompt, style="bold")
            if default is not None:
                text.append(f" [{default}]", style="cyan")
            if note:
                text.append(f" ({note})", style="dim")
            text.append(": ")
            self.console.print(text, end="", soft_wrap=True)
            if self.stream is None:
                answer = builtins.input()
            else:
                line = self.stream.readline()
                if not line:
                    raise EOFError
                answer = line.rstrip("\r\n")
                self.console.print(answer, markup=False, highlight=False)
        answer = answer.strip()
        if not answer and default is not None:
            return default
        return answer

    def _edit(self, prompt: str, default: str | None, note: str | None, editing: Editing, prefill: str) -> str:
        """Read the answer with the line editor (Ctrl-C: KeyboardInterrupt, Ctrl-D: EOFError)."""
        from prompt_toolkit.formatted_text import FormattedText

        from hanascore.cli.line_editing import completer_for, toolbar_text, validator_for

        session = self._editor(prompt)
        message = [("bold", prompt)]
        if default is not None:
            message.append(("ansicyan", f" [{default}]"))
        if note:
            message.append(("ansibrightblack", f" ({note})"))
        message.append(("", ": "))
        deck = editing.deck
        toolbar = None if deck is None else (lambda: toolbar_text(session.default_buffer.text, deck))
        return session.prompt(
            FormattedText(message),
            default=prefill,
            completer=completer_for(editing),
            complete_while_typing=False,
            validator=validator_for(editing),
            validate_while_typing=True,
            bottom_toolbar=toolbar,
        )

    def _editor(self, prompt: str) -> Any:
        """The prompt_toolkit session of one question: its history holds the answers given to
        that question only, so Up in "Ann's pile" recalls Ann's pile as typed before."""
        session = self._sessions.get(prompt)
        if session is None:
            from prompt_toolkit import PromptSession
            from prompt_toolkit.history import InMemoryHistory
            from prompt_toolkit.output import create_output

            pt_input, pt_output = self.editor_io or (None, None)
            if pt_output is None and self.console.file is sys.stderr:
                pt_output = create_output(stdout=sys.stderr)
            session = PromptSession(history=InMemoryHistory(), input=pt_input, output=pt_output)
            self._sessions[prompt] = session
        return session

    def problem(self, problem: Problem | str) -> None:
        message = problem.message if isinstance(problem, Problem) else problem
        self.console.print(
            Text("  ✗ ", style="bold red").append(message, style="red"), soft_wrap=whole_lines(self.console)
        )

    def note(self, message: str) -> None:
        self.console.print(Text(message, style="dim"), soft_wrap=whole_lines(self.console))


def head(where: str | None) -> str:
    return (where or "").split(".", 1)[0]


def fresh(before: Iterable[Problem], after: Iterable[Problem]) -> list[Problem]:
    """The problems of ``after`` that ``before`` did not have."""
    seen = Counter(before)
    fresh = []
    for problem in after:
        if seen[problem]:
            seen[problem] -= 1
        else:
            fresh.append(problem)
    return fresh


def about_other_answers(problem: Problem) -> bool:
    """True for a problem a fact answer may leave for another answer to cure (the game's checks
    weigh a fact against the piles: the pile may be the one at fault)."""
    return problem.code not in (Code.UNKNOWN_CARD, Code.UNKNOWN_PLAYER, Code.BAD_ANSWER, Code.BAD_FACT)


def yes_no(answer: str) -> bool | None:
    word = answer.strip().lower()
    if word in ("y", "yes"):
        return True
    if word in ("n", "no"):
        return False
    return None
