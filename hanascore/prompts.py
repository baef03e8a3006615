"""The terminal side of interactive entry: one question at a time, answers checked as typed.

prompt_toolkit-free on purpose: questions are plain lines on a rich console, answers come from
the terminal or (in tests) a stream.
"""

from __future__ import annotations

import builtins
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import IO

from rich.console import Console
from rich.text import Text

from .errors import Code, Problem

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


@dataclass
class Terminal:
    """Prompts on the console, answers from the terminal (or a stream, for tests)."""

    console: Console
    stream: IO[str] | None = None

    def ask(self, prompt: str, default: str | None = None, note: str | None = None) -> str:
        """One line of input; Enter gives ``default`` (shown in brackets) when there is one."""
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

    def problem(self, problem: Problem | str) -> None:
        message = problem.message if isinstance(problem, Problem) else problem
        self.console.print(Text("  ✗ ", style="bold red").append(message, style="red"), soft_wrap=True)

    def note(self, message: str) -> None:
        self.console.print(Text(message, style="dim"), soft_wrap=True)


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
