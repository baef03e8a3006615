"""The terminal side of interactive entry: one question at a time, answers checked as typed.

On a terminal the answers are read by a prompt_toolkit line editor (history, Tab completion,
live counts; see :mod:`hanascore.cli.line_editing`), loaded only when the first question is put
(prompt_toolkit is the one import made there: the line editor is an extra a pipe never needs).
Without a terminal they come from standard input or (in tests) a stream, line by line.
"""

from __future__ import annotations

import builtins
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from rich.console import Console
from rich.text import Text

from hanascore.cli.answers import FRAMES, Editing, fold_text, prompt_layout, yes_no
from hanascore.core.errors import GaveUp, Problem
from hanascore.core.words import Language, say
from hanascore.views.console import stderr, whole_lines


@dataclass
class Terminal:
    """Prompts on the console, answers from the terminal (or a stream, for tests).

    ``line_editor`` forces the prompt_toolkit editor on (tests drive it through a pipe) or off;
    by default it is used when standard input and output are terminals and no stream is given.
    ``editor_io`` is the (input, output) pair it reads and draws on (None: the process's own).
    ``lang`` is the language of every question, note and problem (the command's).
    """

    console: Console
    stream: IO[str] | None = None
    line_editor: bool | None = None
    editor_io: tuple[Any, Any] | None = None
    #: True when a Ctrl-C would throw answers away (a half-entered round): it then asks first.
    has_answers: Callable[[], bool] | None = None
    lang: Language = "en"
    _sessions: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def editing(self) -> bool:
        if self.line_editor is not None:
            return self.line_editor
        return self.stream is None and sys.stdin.isatty() and self.console.file.isatty()

    def say(self, key: str, /, **params: object) -> str:
        """The words of ``key`` in the terminal's language."""
        return say(self.lang, key, **params)

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

        Ctrl-C with answers given (:attr:`has_answers`) asks "Discard this round?": ``y`` or a
        second Ctrl-C gives up (KeyboardInterrupt), ``n`` or Enter puts the question again,
        what was typed on its line kept.
        """
        while True:
            try:
                return self._answer(prompt, default, note, editing, prefill)
            except KeyboardInterrupt:
                if self.has_answers is None or not self.has_answers():
                    raise
                typed = self._typed(prompt)
                if self._discards():
                    raise
                prefill = typed

    def confirm(
        self,
        prompt: str,
        refused: str,
        *,
        note: str | None = None,
        default: bool | None = None,
        others: tuple[str, ...] = (),
    ) -> bool | str:
        """A yes/no question: True for ``y`` (``yes``, ``はい``), False for ``n`` (``no``, ``いいえ``),
        or the one of ``others`` answered (``e``); Enter gives ``default`` (None: no answer).

        On a line editor ``y``, ``n`` or a one-letter answer of ``others`` typed alone answers
        at once, no Enter; without one a line is read.  Any other answer is refused with
        ``refused`` and the question put again.  Ctrl-C is :meth:`ask`'s.
        """
        return self._yes_no(lambda editing: self.ask(prompt, note=note, editing=editing), refused, default, others)

    def _yes_no(
        self, read: Callable[[Editing], str], refused: str, default: bool | None, others: tuple[str, ...]
    ) -> bool | str:
        """Read (``read``) until the answer is a yes, a no, one of ``others`` or, with a
        ``default``, nothing."""
        editing = Editing(one_key=("y", "n", *(o for o in others if len(o) == 1)))
        while True:
            answer = read(editing).strip().lower()
            if not answer and default is not None:
                return default
            if answer in others:
                return answer
            said = yes_no(answer)
            if said is not None:
                return said
            self.problem(refused)

    def _discards(self) -> bool:
        """Ask whether to throw the round away (a Ctrl-C here too: yes; Enter: no)."""
        if not self.editing:
            self.console.print()  # the interrupted question's line is left open
        question = self.say("entry.discard-ask")
        return bool(
            self._yes_no(
                lambda editing: self._answer(question, None, None, editing, ""),
                self.say("entry.discard-refused"),
                False,
                (),
            )
        )

    def _typed(self, prompt: str) -> str:
        """What was on the line editor's line when Ctrl-C stopped it (nothing without one)."""
        session = self._sessions.get(prompt)
        return session.default_buffer.text if session is not None else ""

    def _answer(self, prompt: str, default: str | None, note: str | None, editing: Editing | None, prefill: str) -> str:
        """One line read (Ctrl-C: KeyboardInterrupt, the end of input: EOFError)."""
        if self.editing:
            answer = self._edit(prompt, default, note, editing or Editing(), prefill)
        else:
            opening, closing, before_note, after_note, colon = FRAMES[self.lang]
            text = Text(prompt, style="bold")
            if default is not None:
                text.append(f"{opening}{default}{closing}", style="cyan")
            if note:
                text.append(f"{' ' if self.lang == 'en' else ''}{before_note}{note}{after_note}", style="dim")
            text.append(colon)
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

        from hanascore.cli.line_editing import bindings_for, completer_for, toolbar_text, validator_for

        session = self._editor(prompt)

        def width() -> int:
            return int(session.output.get_size().columns)

        # Laid out for the terminal's width: a phone's 40 columns never fold a word in two.
        message = prompt_layout(prompt, default, note, width(), self.lang)
        deck = editing.deck
        toolbar = None
        if deck is not None:

            def toolbar() -> str:
                return fold_text(
                    toolbar_text(session.default_buffer.text, deck, editing.counted, self.lang, dict(editing.japanese)),
                    width() - 1,
                    self.lang,
                )

        return session.prompt(
            FormattedText(message),
            default=prefill,
            completer=completer_for(editing, self.lang),
            complete_while_typing=False,
            validator=validator_for(editing, self.lang),
            validate_while_typing=True,
            bottom_toolbar=toolbar,
            key_bindings=bindings_for(editing),
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
        message = problem.say(self.lang) if isinstance(problem, Problem) else problem
        # Japanese has no spaces to break at: the mark is joined to the message, which then
        # folds between characters instead of leaving the mark alone on its line.
        mark = "  ✗ " if self.lang == "en" else "  ✗"
        self.console.print(
            Text(mark, style="bold red").append(message, style="red"), soft_wrap=whole_lines(self.console)
        )

    def note(self, message: str) -> None:
        self.console.print(Text(message, style="dim"), soft_wrap=whole_lines(self.console))


def confirm_on_terminal(
    question: str,
    refused: str,
    *,
    note: str | None = None,
    default: bool | None = None,
    lang: Language = "en",
    gave_up: str = "entry.given-up",
) -> bool:
    """A command's yes/no question on standard error (y or n alone answers on a line editor;
    Enter gives ``default``).  Ctrl-C or Ctrl-D gives up, ``gave_up`` said (a word key): GaveUp,
    status 130."""
    terminal = Terminal(stderr(), lang=lang)
    try:
        return bool(terminal.confirm(question, refused, note=note, default=default))
    except (KeyboardInterrupt, EOFError):
        terminal.console.print()
        terminal.console.print(Text(terminal.say(gave_up), style="yellow"))
        raise GaveUp(130) from None
