"""The terminal's consoles (rich), and text made safe for rich markup."""

from __future__ import annotations

import functools
import os
import sys

from rich.console import Console
from rich.markup import escape

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
