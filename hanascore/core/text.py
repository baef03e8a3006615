"""Text as hanascore shows and writes it: stored text neutralised for people, JSON escaped for
viewers, and sheet bytes decoded.  Pure functions of the standard library, shared by every layer."""

from __future__ import annotations

import json
import re
from typing import Any

from hanascore.core.errors import Code, Problem, SheetError, msg

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
# The patterns are text, compiled by ``re`` when first used and kept in its cache: compiled
# at import they cost every command about 1.5 ms of its start, and most use one or none.
_HIDDEN_ASTRAL = (
    "[\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001"
    "\U000e0020-\U000e007f]"
)
_CANDIDATES = f"{_HIDDEN_BMP_BEYOND_C0}\U00010000-\U0010ffff"
_HIDDEN = f"[\x00-\x1f{_CANDIDATES}]"
#: The same in a text of lines (a sheet): tabs and line ends (``\n``, ``\r\n``) are its layout.
_HIDDEN_IN_LINES = f"\r(?!\n)|[\x00-\x08\x0b\x0c\x0e-\x1f{_CANDIDATES}]"
_HIDDEN_IN_JSON = f"[{_CANDIDATES}]"


def _hidden_astral(char: str) -> bool:
    """True for a matched character beyond the BMP that is hidden (a tag, a format character)."""
    return re.match(_HIDDEN_ASTRAL, char) is not None


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
    return re.sub(_HIDDEN_IN_LINES if lines else _HIDDEN, _escape, str(text))


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
    return re.sub(_HIDDEN_IN_JSON, _json_escape, serialized)


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
#: The most bytes of a request body the page reads (a sheet is a few hundred, a draft a few
#: thousand: a 50 MB draft once took 29 s, doubled the server's memory and slowed every phone's
#: polling), and what an import reads at a time, looking at each piece before the next: a file
#: that cannot be a game document (``/dev/zero``, a picture) is refused after the first.
MAX_BODY = 1024 * 1024


def decode_sheet(data: bytes, name: str, limit: int = MAX_SHEET) -> str:
    """Sheet bytes as the text they hold, line ends and a UTF-8 byte-order mark kept (so that
    ``show N --sheet`` gives back the bytes entered); SheetError (bad-encoding) for bytes that
    are neither UTF-8 nor marked UTF-16, or more than ``limit`` of them."""
    if len(data) > limit:
        raise SheetError(Problem(Code.NO_FILE, msg("no-file.longer-than", name=name, limit=limit), "SHEET"))
    encoding = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else "utf-8"
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SheetError(
            Problem(
                Code.BAD_ENCODING,
                msg("bad-encoding", name=name, data=data[error.start], line=line),
                "SHEET",
            )
        ) from None
    return text


# --- text written for spreadsheets --------------------------------------------------------------

#: Characters that make a spreadsheet treat a cell as a formula.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(cell: object) -> object:
    """Numbers stay numbers; text shows its hidden characters as escapes (a terminal or a
    viewer would act on them) and, where a spreadsheet would run it as a formula, gets a
    leading '."""
    if not isinstance(cell, str):
        return cell
    # Tabs and line ends are a cell's own (CSV quotes them), carriage returns included.
    cell = "\r".join(visible(part, lines=True) for part in cell.split("\r"))
    return "'" + cell if cell.startswith(_FORMULA_START) else cell
