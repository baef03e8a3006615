"""What every command shares: reading input, consoles, and reporting problems.

Neither typer nor rich is imported here at module level: ``score`` runs without typer, and
``score --json`` without rich.
"""

from __future__ import annotations

import functools
import json
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from hanascore.core.errors import Code, HanascoreError, Problem, SheetError

if TYPE_CHECKING:
    from rich.console import Console


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
    from rich.console import Console

    class QuietOnClosedPipe(Console):
        """rich ends with status 1 when the reader closes the pipe (``| head``); for hanascore
        1 means a bug, and a reader that has read enough is none: status 0."""

        def on_broken_pipe(self) -> None:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            raise SystemExit(0)

    return QuietOnClosedPipe


def print_json(data: Any) -> None:
    """Machine-readable output on standard output (escaped to ASCII where it is not UTF-8)."""
    sys.stdout.write(json_text(data, indent=2, ensure_ascii=not _utf8_stdout()) + "\n")


def _utf8_stdout() -> bool:
    from hanascore.cli.main import utf8

    return utf8(sys.stdout)


def print_json_line(data: Any) -> None:
    """One JSON object on one line (JSON Lines: one per sheet of a batch)."""
    sys.stdout.write(json_text(data, ensure_ascii=not _utf8_stdout()) + "\n")


# --- stored text shown to people: neutralised, never interpreted ------------------------------

#: Every character a reader cannot see, or that a terminal or a text layout acts on: controls
#: (C0, DEL, C1: ESC starts the terminal's escape sequences, OSC 52 among them, which writes the
#: clipboard), format characters (bidi embeddings, overrides, isolates and marks, zero-width
#: spaces and joiners, the byte-order mark, tags), the line and paragraph separators, and lone
#: surrogates: Unicode's Cc, Cf, Zl, Zp and Cs, written out so that a scan is one regex (a test
#: checks the list against unicodedata).  Private-use and unassigned characters are no control
#: of anything and are shown as they are.  C0 is apart (JSON escapes it itself), and so are the
#: few beyond the BMP: a class with their ranges makes every scan several times slower, so the
#: scans match any character beyond the BMP and :func:`_hidden_astral` sorts them out.
_HIDDEN_BMP_BEYOND_C0 = (
    "\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f"
    "\u2028-\u202e\u2060-\u2064\u2066-\u206f\ud800-\udfff\ufeff\ufff9-\ufffb"
)
_HIDDEN_ASTRAL = re.compile(
    "[\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001"
    "\U000e0020-\U000e007f]"
)
_CANDIDATES = f"{_HIDDEN_BMP_BEYOND_C0}\U00010000-\U0010ffff"
_HIDDEN = re.compile(f"[\x00-\x1f{_CANDIDATES}]")
#: The same in a text of lines (a sheet): tabs and line ends (``\n``, ``\r\n``) are its layout.
_HIDDEN_IN_LINES = re.compile(f"\r(?!\n)|[\x00-\x08\x0b\x0c\x0e-\x1f{_CANDIDATES}]")
_HIDDEN_IN_JSON = re.compile(f"[{_CANDIDATES}]")


def _hidden_astral(char: str) -> bool:
    """True for a matched character beyond the BMP that is hidden (a tag, a format character)."""
    return _HIDDEN_ASTRAL.match(char) is not None


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}" if _hidden_astral(char) else char


def visible(text: object, *, lines: bool = False) -> str:
    """``text`` safe to show on a terminal or in a document: every hidden character (see
    ``_HIDDEN_BMP_BEYOND_C0``; C0 controls too) written as its escape (``\\x1b``, ``\\u202e``,
    ``\\u200b``), so that none acts and none hides.  ``lines``: a text of lines (a
    sheet) keeps its tabs and line ends; otherwise (a name, a reason) they are escaped too."""
    return (_HIDDEN_IN_LINES if lines else _HIDDEN).sub(_escape, str(text))


def markup_escaped(text: object) -> str:
    """``text`` for a rich markup string: :func:`visible`, and ``[`` of rich's markup escaped
    (``[link=...]`` is shown, not made a link).  Every name, reason or quoted input printed
    through rich goes through this (or :func:`visible` inside a ``Text``)."""
    from rich.markup import escape

    return escape(visible(text))


def _json_escape(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    if code < 0x10000:
        return f"\\u{code:04x}"
    if not _hidden_astral(char):
        return char
    code -= 0x10000  # JSON writes a character beyond the BMP as its UTF-16 surrogate pair
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def json_safe(serialized: str) -> str:
    """JSON text with every hidden character (see ``_HIDDEN_BMP_BEYOND_C0``) written as a
    ``\\u`` escape: bidi, zero-width, C1 and U+2028 raw would reorder or hide text in a viewer,
    end a line in JavaScript, or act on a terminal.  Such characters only occur inside strings, which
    read back the same; the encoder escapes C0 itself."""
    return _HIDDEN_IN_JSON.sub(_json_escape, serialized)


def json_text(data: Any, **options: Any) -> str:
    """``data`` as JSON text (``json.dumps``'s ``options``; UTF-8 unless ``ensure_ascii``) through
    :func:`json_safe`: what every JSON writer of hanascore writes."""
    options.setdefault("ensure_ascii", False)
    return json_safe(json.dumps(data, **options))


#: The most bytes read from a sheet (a stream of sheets: the batch) and from a game export:
#: far beyond any real one (a sheet is a few hundred bytes, a 10,000-round export a few MB),
#: and small enough that reading one cannot exhaust memory.
MAX_SHEET = 8 * 1024 * 1024
MAX_EXPORT = 256 * 1024 * 1024


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
        raise SheetError(Problem(Code.NO_FILE, f"no such file: {source}", "SHEET")) from None
    except IsADirectoryError:
        raise SheetError(Problem(Code.NO_FILE, f"{source} is a directory, not a sheet", "SHEET")) from None
    except OSError as error:
        raise SheetError(Problem(Code.NO_FILE, f"cannot read {source}: {error.strerror or error}", "SHEET")) from None


def decode_sheet(data: bytes, name: str, limit: int = MAX_SHEET) -> str:
    """Sheet bytes as the text they hold, line ends and a UTF-8 byte-order mark kept (so that
    ``show N --sheet`` gives back the bytes entered); SheetError (bad-encoding) for bytes that
    are neither UTF-8 nor marked UTF-16, or more than ``limit`` of them."""
    if len(data) > limit:
        raise SheetError(Problem(Code.NO_FILE, f"{name} is longer than {limit:,} bytes: nothing to score is", "SHEET"))
    encoding = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else "utf-8"
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SheetError(
            Problem(
                Code.BAD_ENCODING,
                f"{name} is not UTF-8 text (byte {data[error.start]:#04x} on line {line}): save the sheet as UTF-8",
                "SHEET",
            )
        ) from None
    return text


def write_utf8(text: str) -> None:
    """``text`` on standard output as UTF-8 bytes, whatever the locale, its line ends untranslated."""
    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
        return
    buffer.write(text.encode("utf-8"))
    buffer.flush()


def report(error: HanascoreError, as_json: bool = False, *, lines: bool = False) -> int:
    """Report every problem of ``error`` (JSON on standard output, else a list on standard
    error); returns the exit status, 2.  ``lines``: one compact JSON line (a batch)."""
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

        render_problems(error.problems, stderr(), error.omitted)
    return 2


def fail(error: HanascoreError, as_json: bool = False) -> NoReturn:
    """Report every problem of ``error`` and end the command with exit status 2."""
    import typer

    raise typer.Exit(report(error, as_json))


def debug() -> bool:
    return bool(os.environ.get("HANASCORE_DEBUG"))
