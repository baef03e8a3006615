"""The program's plain input and output: reading a sheet, writing JSON and bytes, the streams'
encoding, and the last line of defence around a command.

Neither typer nor rich is imported here: ``score --json`` (:mod:`hanascore.cli.main`) runs
with this module and the scoring alone.  What a command shows through rich, and problems
reported in words, are :mod:`hanascore.cli.session`'s.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from hanascore.core.errors import NO_ROOM, Code, HanascoreError, Problem, SheetError, msg, write_failure
from hanascore.core.text import MAX_BODY, MAX_SHEET, decode_sheet, json_text
from hanascore.core.words import Language, locale_language, say


def utf8(stream: object) -> bool:
    """True when ``stream`` writes UTF-8."""
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return encoding in ("utf8", "utf8sig")


def print_json(data: Any) -> None:
    """Machine-readable output on standard output (escaped to ASCII where it is not UTF-8)."""
    sys.stdout.write(json_text(data, indent=2, ensure_ascii=not utf8(sys.stdout)) + "\n")


def print_json_line(data: Any) -> None:
    """One JSON object on one line (JSON Lines: one per sheet of a batch)."""
    sys.stdout.write(json_text(data, ensure_ascii=not utf8(sys.stdout)) + "\n")


def report_json(error: HanascoreError, *, lines: bool = False) -> int:
    """Every problem of ``error`` as JSON on standard output; returns the exit status, 2.
    ``lines``: one compact JSON line (a batch)."""
    errors: dict[str, Any] = {"errors": [p.as_dict() for p in error.problems]}
    if error.omitted:
        errors["omitted"] = error.omitted
    if lines:
        print_json_line(errors)
    else:
        print_json(errors)
    return 2


def report_problems(error: HanascoreError, as_json: bool) -> int:
    """Report the problems of ``error``: as JSON, or in words (in the language the command line
    asks for) by :mod:`hanascore.cli.session`, loaded here as a command's module is (a JSON
    answer loads no rich); returns the exit status, 2."""
    if as_json:
        return report_json(error)
    session = importlib.import_module("hanascore.cli.session")
    return int(session.report(error))


def command_line_language(args: Sequence[str] | None = None) -> Language:
    """The language the command line asks for: ``--lang`` where it is given (read here too,
    as a refused command line never reaches its parser), else the locale's.  Problems are
    said in it, as the command's view would be."""
    args = sys.argv[1:] if args is None else args
    for index, arg in enumerate(args):
        asked = arg.removeprefix("--lang=") if arg.startswith("--lang=") else None
        if arg == "--lang" and index + 1 < len(args):
            asked = args[index + 1]
        if asked in ("en", "ja"):
            return asked  # type: ignore[return-value]
    return locale_language()


def choose_language(lang: str | None) -> Language:
    """The views' language: ``--lang`` (None: the locale's); another value is a usage problem."""
    if lang is None:
        return locale_language()
    chosen = lang.strip().lower()
    if chosen != "en" and chosen != "ja":
        raise HanascoreError(Problem(Code.USAGE, msg("usage.unknown-lang", lang=lang), "--lang"))
    return chosen


def read_input(source: str, limit: int = MAX_SHEET) -> str:
    """The text of a file, or of standard input for ``-``, as written: UTF-8 (a byte-order
    mark kept, as U+FEFF) or UTF-16 with its mark (as Windows PowerShell writes), its line
    endings kept; at most ``limit`` bytes are read.  Readers drop the mark and read any line
    ending; a stored round keeps its sheet as entered."""
    data = next(input_chunks(source, limit + 1), b"")
    return decode_sheet(data, "standard input" if source == "-" else source, limit)


def input_chunks(source: str, size: int = MAX_BODY) -> Iterator[bytes]:
    """The bytes of a file, or of standard input for ``-``, ``size`` at a time as they are
    read: a reader that has seen enough stops, and no more is read (SheetError for a file
    that cannot be read at all)."""
    if source == "-":
        stream = getattr(sys.stdin, "buffer", None)
        while chunk := stream.read(size) if stream is not None else _text_input(size):
            yield chunk
        return
    path = Path(source)
    try:
        with path.open("rb") as file:
            while chunk := file.read(size):
                yield chunk
    except FileNotFoundError:
        raise SheetError(Problem(Code.NO_FILE, msg("no-file.such-file", source=source), "SHEET")) from None
    except IsADirectoryError:
        raise SheetError(Problem(Code.NO_FILE, msg("no-file.directory-sheet", source=source), "SHEET")) from None
    except OSError as error:
        raise SheetError(
            Problem(Code.NO_FILE, msg("no-file.cannot-read", source=source, value=error.strerror or error), "SHEET")
        ) from None


def _text_input(size: int) -> bytes:
    """At most ``size`` characters of a standard input that has no bytes (a test's), as bytes."""
    return sys.stdin.read(size).encode("utf-8", "surrogateescape")


def write_utf8(text: str) -> None:
    """``text`` on standard output as UTF-8 bytes, whatever the locale, its line ends untranslated."""
    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
        return
    buffer.write(text.encode("utf-8"))
    buffer.flush()


def guarded(run: Callable[[], int | None]) -> int:
    """Run a command: its exit status; Ctrl-C is 130, standard output on a full disk is a
    problem (exit 2), and a bug says so (exit 1), never a traceback."""
    try:
        status = run() or 0
        # What is still buffered is written here, where a full disk is caught, not by the
        # interpreter's exit, which would only print its own complaint.
        sys.stdout.flush()
        return status
    except KeyboardInterrupt:
        sys.stderr.write("interrupted: nothing was written\n")
        return 130
    except BrokenPipeError:
        # The reader stopped reading (``| head``): what it wanted it has; say nothing more.
        _drop_output()
        return 0
    except OSError as error:
        if error.errno not in NO_ROOM:
            return _bug(error)
        return _no_room_for_output(error)
    except Exception as error:  # the last line of defence: a bug, not the user's input
        return _bug(error)


def _bug(error: Exception) -> int:
    """Say that ``error`` is a bug (its traceback with HANASCORE_DEBUG); the exit status, 1."""
    if os.environ.get("HANASCORE_DEBUG"):
        raise error
    sys.stderr.write(
        f"hanascore: unexpected failure ({type(error).__name__}: {error}).\n"
        "This is a bug; run again with HANASCORE_DEBUG=1 for the details and report it.\n"
    )
    return 1


def _drop_output() -> None:
    """Standard output from now on goes nowhere: what could not be written is not tried again
    when the interpreter exits (it would print a complaint of its own)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor behind it: nothing is flushed at exit
        pass


def _no_room_for_output(error: OSError) -> int:
    """Standard output could not be written (a full disk, a quota): said as ``--output``'s
    failure is, on standard error (even with ``--json``: standard output takes nothing more);
    the exit status, 2."""
    _drop_output()
    lang = command_line_language()
    problem = Problem(Code.CANNOT_WRITE, write_failure(msg("thing.standard-output"), error), "standard output")
    heading = say(lang, "problems.heading-one", total=1)
    try:
        sys.stderr.write(f"{heading}\n • {problem.where}: {problem.say(lang)}\n")
        sys.stderr.flush()
    except OSError:  # standard error is full too: the exit status says it
        pass
    return 2
