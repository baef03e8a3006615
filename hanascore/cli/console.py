"""What every command shares: reading input, consoles, and reporting problems.

Neither typer nor rich is imported here at module level: ``score`` runs without typer, and
``score --json`` without rich.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from hanascore.core.errors import Code, HanascoreError, Problem, SheetError, msg
from hanascore.core.text import MAX_EXPORT, MAX_SHEET, decode_sheet, json_safe, json_text, visible
from hanascore.core.words import Language

if TYPE_CHECKING:
    from rich.console import Console

    pass


def print_json(data: Any) -> None:
    """Machine-readable output on standard output (escaped to ASCII where it is not UTF-8)."""
    sys.stdout.write(json_text(data, indent=2, ensure_ascii=not _utf8_stdout()) + "\n")


def _utf8_stdout() -> bool:
    from hanascore.cli.main import utf8

    return utf8(sys.stdout)


def print_json_line(data: Any) -> None:
    """One JSON object on one line (JSON Lines: one per sheet of a batch)."""
    sys.stdout.write(json_text(data, ensure_ascii=not _utf8_stdout()) + "\n")


def stdout() -> Console:
    """The console for a command's answer (rich is imported when the first one is made)."""
    from hanascore.views import console

    return console.stdout()


def stderr() -> Console:
    """The console for notes and problems."""
    from hanascore.views import console

    return console.stderr()


def whole_lines(console: Console) -> bool:
    """See :func:`hanascore.views.console.whole_lines`."""
    from hanascore.views import console as consoles

    return consoles.whole_lines(console)


def markup_escaped(text: object) -> str:
    """See :func:`hanascore.views.console.markup_escaped`."""
    from hanascore.views import console

    return console.markup_escaped(text)


__all__ = [
    "MAX_EXPORT",
    "MAX_SHEET",
    "decode_sheet",
    "json_safe",
    "json_text",
    "markup_escaped",
    "stderr",
    "stdout",
    "visible",
    "whole_lines",
]


def read_input(source: str, limit: int = MAX_SHEET) -> str:
    """The text of a file, or of standard input for ``-``, as written: UTF-8 (a byte-order
    mark kept, as U+FEFF) or UTF-16 with its mark (as Windows PowerShell writes), its line
    endings kept; at most ``limit`` bytes are read.  Readers drop the mark and read any line
    ending; a stored round keeps its sheet as entered."""
    if source == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is not None:
            data = stream.read(limit + 1)
        else:
            data = sys.stdin.read(limit + 1).encode("utf-8", "surrogateescape")
        return decode_sheet(data, "standard input", limit)
    path = Path(source)
    try:
        with path.open("rb") as file:
            return decode_sheet(file.read(limit + 1), source, limit)
    except FileNotFoundError:
        raise SheetError(Problem(Code.NO_FILE, msg("no-file.such-file", source=source), "SHEET")) from None
    except IsADirectoryError:
        raise SheetError(Problem(Code.NO_FILE, msg("no-file.directory-sheet", source=source), "SHEET")) from None
    except OSError as error:
        raise SheetError(
            Problem(Code.NO_FILE, msg("no-file.cannot-read", source=source, value=error.strerror or error), "SHEET")
        ) from None


def write_utf8(text: str) -> None:
    """``text`` on standard output as UTF-8 bytes, whatever the locale, its line ends untranslated."""
    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
        return
    buffer.write(text.encode("utf-8"))
    buffer.flush()


def report(error: HanascoreError, as_json: bool = False, *, lines: bool = False, lang: Language = "en") -> int:
    """Report every problem of ``error`` (JSON on standard output, else a list on standard
    error, in ``lang``); returns the exit status, 2.  ``lines``: one compact JSON line (a batch)."""
    if as_json:
        errors: dict[str, Any] = {"errors": [p.as_dict() for p in error.problems]}
        if error.omitted:
            errors["omitted"] = error.omitted
        if lines:
            print_json_line(errors)
        else:
            print_json(errors)
    else:
        from hanascore.views.terminal import render_problems

        render_problems(error.problems, stderr(), error.omitted, lang)
    return 2


def fail(error: HanascoreError, as_json: bool = False) -> NoReturn:
    """Report every problem of ``error`` and end the command with exit status 2."""
    import typer

    raise typer.Exit(report(error, as_json))


def debug() -> bool:
    return bool(os.environ.get("HANASCORE_DEBUG"))
