"""The terminal's consoles (rich), text made safe for rich markup, a message line folded to
the reader's width, and Japanese text folded as Japanese is: what every terminal view shares
(a view of players or of a season loads no round's view)."""

from __future__ import annotations

import functools
import os
import re
import sys

from rich.cells import cell_len, chop_cells
from rich.console import Console, ConsoleOptions, RenderResult
from rich.markup import escape
from rich.measure import Measurement
from rich.padding import Padding
from rich.text import Text

from hanascore.core.text import visible


def stdout() -> Console:
    """The console for a command's answer."""
    return _console_class()(highlight=False, emoji=False)


def stderr() -> Console:
    """The console for notes and problems."""
    return _console_class()(stderr=True, highlight=False, emoji=False)


@functools.cache
def whole_lines(console: Console) -> bool:
    """True where a message is printed as one whole line (a pipe or a file keeps it so, whatever
    COLUMNS says); False on a terminal, which gets it folded between words (a phone's terminal
    at 40 columns would fold it mid-word)."""
    return not console.is_terminal


def _console_class() -> type[Console]:
    class QuietOnClosedPipe(Console):
        """rich ends with status 1 when the reader closes the pipe (``| head``); for hanascore
        1 means a bug, and a reader that has read enough is none: status 0."""

        def on_broken_pipe(self) -> None:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            raise SystemExit(0)

    return QuietOnClosedPipe


def markup_escaped(text: object) -> str:
    """``text`` for a rich markup string: :func:`visible`, and ``[`` of rich's markup escaped
    (``[link=...]`` is shown, not made a link).  Every name, reason or quoted input printed
    through rich goes through this (or :func:`visible` inside a ``Text``)."""
    return escape(visible(text))


#: User-supplied text for a markup string (rich markup escaped, hidden characters made
#: visible), and for a :class:`Text` (no markup is parsed there): this module's one helper.
safe = markup_escaped
safe_text = visible


def folds(console: Console) -> bool:
    """True when the reader's width is known (a terminal, or ``COLUMNS`` says it): lines are
    folded to it.  A pipe or a file gets every line whole, not broken at rich's default 80."""
    return console.is_terminal or bool(os.environ.get("COLUMNS"))


def say(console: Console, text: str | Text, indent: int = 0) -> None:
    """Print one message line, folded at words only where :func:`folds` says so; an
    indented line folds under its own indent."""
    if not folds(console):
        console.print(Text(" " * indent) + text if indent else text, soft_wrap=True, highlight=False)
    elif indent:
        console.print(Padding(text, (0, 0, 0, indent), expand=False), highlight=False)
    else:
        console.print(text, highlight=False)


#: Where a Japanese line may break: between any two characters, but an ASCII word (a key, a
#: value, a number) stays whole with the spaces after it.
_PIECES = re.compile(r"[!-~]+ *| +|.")
#: Kinsoku: no line starts with closing punctuation, none ends with an opening one.
_NO_START = frozenset("、。，．）」』】〕：；！？ー…")
_NO_END = frozenset("（「『【〔")


def _pieces(text: str) -> list[str]:
    pieces: list[str] = []
    for piece in _PIECES.findall(text):
        if pieces and (piece[0] in _NO_START or pieces[-1][-1] in _NO_END):
            pieces[-1] += piece
        else:
            pieces.append(piece)
    return pieces


class JapaneseText:
    """Japanese prose that folds between characters, as Japanese does: rich breaks lines only
    at spaces, so a sentence without any went whole to the next line, or left a line half empty
    before a key."""

    def __init__(self, text: str) -> None:
        self.text = text

    def lines(self, width: int) -> list[str]:
        """The text folded to ``width`` cells."""
        lines: list[str] = []
        line = ""
        for piece in _pieces(self.text):
            if cell_len(line + piece.rstrip()) <= width:
                line += piece
                continue
            if line.strip():
                lines.append(line.rstrip())
            line = piece.lstrip()
            while cell_len(line.rstrip()) > width:  # a key longer than the line: folded, as rich would
                head, *_ = chop_cells(line, width)
                lines.append(head)
                line = line[len(head) :]
        return [*lines, line.rstrip()] if line.strip() else lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines(options.max_width):
            yield Text(line)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(piece.rstrip()) for piece in _pieces(self.text)), default=0)
        return Measurement(widest, cell_len(self.text))
