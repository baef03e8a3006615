"""Round sheets as data: the raw sheet, the keys every game shares, and what both forms share.

A sheet holds the facts of a round as players wrote them.  This module tells the TOML form
from the quick ``key: value`` form (:mod:`hanascore.core.quick_sheet` reads that one), reads
the TOML form, and shape-checks the keys every game shares into a :class:`RawSheet`; the keys
a game adds (``wild_captured``, ``stopped_by``...) are kept as written in
:attr:`RawSheet.facts` for the game's :class:`~hanascore.core.facts.Facts` to read.  Reading
a sheet needs no game: the games layer says which quick keys are facts, and resolves the raw
sheet against its table (:mod:`hanascore.core.round`) with the game it names.
"""

from __future__ import annotations

import difflib
import re
import sys
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

# TOML is read by tomli rather than the standard library's tomllib, which is tomli 2.0 in pure
# Python: tomli's wheels are compiled (mypyc) and read a sample sheet in about half the time
# (26 µs against 52 µs), the largest part of reading one.  Versions 2.2.1 to 2.3 read TOML 1.0
# exactly as tomllib does, errors word for word (pyproject.toml says why not 2.4).
import tomli

from hanascore.core.errors import Code, Problem, SheetError, Words, msg, toml_words
from hanascore.core.numbers import whole_number

Pile = str | list[str | int]

#: The keys every game's sheet shares (the game's facts add their own).
SHARED_KEYS = frozenset(
    {"game", "players", "dealer", "teams", "active", "variant", "next_dealer", "house", "captured", "field", "leftover"}
)
FIELD_KEYS = ("start", "end")
#: Facts a sheet may also write under ``[field]`` (a TOML sheet files a key written after the
#: table's header under it): where cards lie, read as the top-level key.
FIELD_FACTS = frozenset({"unplayed"})
#: The keys that say the table a sheet is played at.
TABLE_KEYS = frozenset({"game", "players", "teams", "variant"})


@dataclass(frozen=True, slots=True)
class RawSheet:
    """A round sheet as entered: names and card tokens, shape-checked, not yet resolved."""

    game: str | None = None
    players: tuple[str, ...] | None = None
    dealer: str | None = None
    teams: dict[str, tuple[str, ...]] | None = None
    active: tuple[str, ...] | None = None
    variant: str | None = None
    next_dealer: str | None = None
    house: dict[str, Any] = field(default_factory=dict)
    captured: dict[str, Pile] = field(default_factory=dict)
    field_start: Pile | None = None
    field_end: Pile | None = None
    leftover: dict[str, Pile] | None = None
    #: The game's own keys, as written (read by the game's Facts).
    facts: dict[str, Any] = field(default_factory=dict)
    #: True when the sheet was written in the quick form: a problem says its fix in that
    #: form's words.  Not part of what the sheet says (two forms of one sheet are equal).
    quick: bool = field(default=False, compare=False)

    def replace(self, **changes: Any) -> RawSheet:
        """A copy with ``changes``."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The sheet in the TOML form's shape with unset keys left out (what a ledger stores)."""
        data: dict[str, Any] = {}
        for key in ("game", "players", "dealer", "teams", "active", "variant", "next_dealer"):
            value = getattr(self, key)
            if value is not None:
                data[key] = (
                    {k: list(v) for k, v in value.items()}
                    if key == "teams"
                    else (list(value) if isinstance(value, tuple) else value)
                )
        data.update(self.facts)
        if self.house:
            data["house"] = dict(self.house)
        if self.captured:
            data["captured"] = dict(self.captured)
        moments = {k: v for k, v in (("start", self.field_start), ("end", self.field_end)) if v is not None}
        if moments:
            data["field"] = moments
        if self.leftover is not None:
            data["leftover"] = dict(self.leftover)
        return data


def normalised(text: str) -> str:
    """``text`` NFKC-normalised (full-width letters and digits, "：" and "，" read as their
    plain forms), except numbers that are no digits (²,①): NFKC would make ids of them."""
    if text.isascii():  # most sheets: NFKC leaves ASCII as it is, and looking costs a round's tenth
        return text
    kept = [ch for ch in text if ch > "\x7f" and unicodedata.category(ch) == "No"]
    if not kept:
        return unicodedata.normalize("NFKC", text)
    # Private-use stand-ins pass NFKC unchanged; the numbers are put back after it.
    stand_in = {ch: chr(0xF0000 + i) for i, ch in enumerate(dict.fromkeys(kept))}
    text = unicodedata.normalize("NFKC", text.translate({ord(k): v for k, v in stand_in.items()}))
    return text.translate({ord(v): k for k, v in stand_in.items()})


def prepared_text(text: str) -> str:
    """Sheet text as both forms read it: normalised (:func:`normalised`), with plain line ends
    and no code fence around it; SheetError when it says nothing."""
    # Editors on Windows often save UTF-8 with a byte-order mark; it is not part of the sheet.
    text = normalised(text.removeprefix("\ufeff"))
    if "\r" in text:  # Windows' and old Macs' line ends, kept in a stored sheet: read as \n
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    # Pasted from a chat: the code fence around it is no part of the sheet.  Its line stays
    # (empty) so that every line keeps its number.
    if "```" in text:
        text = "\n".join("" if line.lstrip().startswith("```") else line for line in text.split("\n"))
    if not text.strip():
        raise SheetError(Problem(Code.EMPTY_SHEET, msg("empty-sheet"), "sheet"))
    return text


def looks_like_toml(text: str) -> bool:
    """True when ``text`` is the TOML form of a sheet rather than the quick form."""
    # The first line that says something decides, and it is near the top: the text is split into
    # lines a part at a time, each part ending at a line feed (so its lines are the whole
    # text's), rather than all of it at once.
    start, size = 0, FORM_PART
    while start < len(text):
        cut = text.find("\n", start + size)
        end = len(text) if cut < 0 else cut + 1
        for line in text[start:end].splitlines():
            if line[:1] == "#":  # a comment line (sheets often open with several): no strip needed
                continue
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            # A table header alone on its line ("[captured]") is TOML; a chat line that only
            # starts with a bracket ("[21:14] Cy: ok") is not: the rest of the line decides.
            if stripped.startswith("[") and is_table_header(stripped):
                return True
            equals, colon = stripped.find("="), stripped.find(":")
            if equals >= 0 and (colon < 0 or equals < colon):
                return True
            if colon >= 0:
                return False
        start, size = end, size * 4
    return False


#: How much of a sheet :func:`looks_like_toml` splits into lines first (a part grows fourfold).
FORM_PART = 512

#: What may stand inside a TOML table header's brackets: bare, dotted and quoted keys.
_HEADER_KEY = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-. \t\"'")


def is_table_header(line: str) -> bool:
    """True for a TOML table header alone on its line (``[captured]``, ``[[x]]``, ``["Ann"]``,
    a comment after it): a pasted chat line such as ``[21:14] Cy: ok`` is none."""
    header = line.partition("#")[0].strip()
    if not (header.startswith("[") and header.endswith("]")):
        return False
    inside = header.strip("[]").strip()
    if not inside:
        return False
    # Quoted keys may hold any character: only what lies outside the quotes is checked.
    outside = re.sub(r'"[^"]*"|\'[^\']*\'', "", inside)
    return all(ch in _HEADER_KEY for ch in outside)


def parse_value(text: str) -> Any:
    """A house-rule value: a TOML value where it parses as one, else the bare string; a whole
    number too long for Python to read is read as :func:`whole_number` reads it (and refused
    as out of range by whatever checks it, said by its length)."""
    try:
        return tomli.loads(f"v = {text}")["v"]
    except (tomli.TOMLDecodeError, RecursionError):  # nested past what the reader follows
        return text.strip()
    except ValueError:  # tomli's int() of a number past Python's limit
        try:
            return whole_number(text)
        except ValueError:  # a long number inside a list or a table: no value of a rule
            return text.strip()


def parse_toml(text: str) -> dict[str, Any]:
    """Read the TOML form, reporting a syntax error with its line."""
    try:
        return tomli.loads(text)
    except tomli.TOMLDecodeError as error:
        raise SheetError(Problem(Code.BAD_TOML, msg("bad-toml", error=toml_words(error)), "sheet")) from None
    except RecursionError:  # bad input, not a bug: exit status 2
        message = msg("bad-toml.too-deep")
        raise SheetError(Problem(Code.BAD_TOML, message, "sheet")) from None
    except ValueError:  # tomli's int() of a number past Python's limit: no number of a sheet
        raise SheetError(_too_long_number(text)) from None


#: A whole number as TOML writes it (digits, ``_`` between them, a sign), not inside a word.
_TOML_WHOLE = r"(?<![\w.+-])[+-]?\d[\d_]*(?![\w.])"
#: A quoted string on one line, and a table's header: what a number's line is read past.
_TOML_STRING = r'"(?:[^"\\]|\\.)*"|\'[^\']*\''
_TOML_HEADER = r"\s*\[+\s*([^\]]+?)\s*\]+\s*(?:#.*)?"


def _too_long_number(text: str) -> Problem:
    """The problem of a TOML sheet holding a whole number longer than Python reads (tomli does
    not say where): the first such number, by its line and its key."""
    table = ""
    for number, line in enumerate(text.splitlines(), start=1):
        header = re.fullmatch(_TOML_HEADER, line)
        if header:
            table = header[1].strip()
            continue
        code = re.sub(_TOML_STRING, '""', line).split("#", 1)[0]
        for found in re.finditer(_TOML_WHOLE, code):
            digits = len(found.group().lstrip("+-").replace("_", ""))
            if digits > sys.get_int_max_str_digits():
                key = code.split("=", 1)[0].strip() if "=" in code[: found.start()] else ""
                where = ".".join(part for part in (table, key) if part) or "sheet"
                return Problem(Code.BAD_VALUE, msg("bad-value.too-long", line=number, digits=digits), where)
    most = sys.get_int_max_str_digits()
    return Problem(Code.BAD_VALUE, msg("bad-value.too-long-somewhere", most=most), "sheet")


# -- shape checks ----------------------------------------------------------------------------


def _bad(problems: list[Problem], where: str, expected: Words, value: Any) -> None:
    problems.append(Problem(Code.BAD_VALUE, msg("bad-value.expected-got", expected=expected, value=value), where))


def _text(data: Mapping[str, Any], key: str, problems: list[Problem]) -> str | None:
    value = data.get(key)
    if value is None or isinstance(value, str):
        return value
    _bad(problems, key, msg("expected.text"), value)
    return None


def _names(value: Any, where: str, problems: list[Problem]) -> tuple[str, ...] | None:
    if value is None:
        return None
    if isinstance(value, str):
        return _split_names(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    _bad(problems, where, msg("expected.names"), value)
    return None


def _split_names(text: str) -> tuple[str, ...]:
    """Names written as text: split at commas (and "、"), blanks dropped."""
    return tuple(filter(None, map(str.strip, text.replace("、", ",").split(","))))


def _pile(value: Any, where: str, problems: list[Problem]) -> Pile | None:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, str | int) and not isinstance(v, bool) for v in value):
        return value
    _bad(problems, where, msg("expected.card-tokens"), value)
    return None


def _piles(value: Any, where: str, problems: list[Problem]) -> dict[str, Pile] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        _bad(problems, where, msg("expected.piles"), value)
        return None
    piles = {}
    for name, pile in value.items():
        # Most piles are text: taken as they are, without a call and a label for its problems.
        checked = pile if isinstance(pile, str) else _pile(pile, f"{where}.{name}", problems)
        # A pile of the wrong type is reported, and read as empty: its party's pile is not also missing.
        piles[str(name)] = checked if checked is not None else ""
    return piles


def _table(value: Any, where: str, problems: list[Problem]) -> dict[str, Any]:
    if value is None:
        return {}
    if isinstance(value, dict):
        return value
    _bad(problems, where, msg("expected.table"), value)
    return {}


def _teams(value: Any, problems: list[Problem]) -> dict[str, tuple[str, ...]] | None:
    if value is None:
        return None
    teams = {}
    for name, members in _table(value, "teams", problems).items():
        checked = _names(members, f"teams.{name}", problems)
        if checked is not None:
            teams[str(name)] = checked
    return teams


def _field(value: Any, problems: list[Problem]) -> tuple[Pile | None, Pile | None]:
    moments = _table(value, "field", problems)
    for key in moments:
        if key not in FIELD_KEYS and key not in FIELD_FACTS:
            close = difflib.get_close_matches(str(key), FIELD_KEYS, n=1, cutoff=0.6)  # a dict may hold any key
            hint = msg("hint.did-you-mean", name=repr(close[0])) if close else msg("hint.field-keys")
            problems.append(
                Problem(Code.UNKNOWN_KEY, msg("unknown-key.unknown-key", key=key, hint=hint), f"field.{key}")
            )
    start = _pile(moments["start"], "field.start", problems) if "start" in moments else None
    end = _pile(moments["end"], "field.end", problems) if "end" in moments else None
    return start, end


def _facts(data: Mapping[str, Any]) -> dict[str, Any]:
    """The keys a game's facts read: those no game shares, and :data:`FIELD_FACTS` written
    under ``[field]`` (the top-level key wins: both given, the round reports the field's)."""
    facts = {key: value for key, value in data.items() if key not in SHARED_KEYS}
    moments = data.get("field")
    if isinstance(moments, dict):
        for key in FIELD_FACTS & moments.keys():
            facts.setdefault(key, moments[key])
    return facts


def shape_sheet(data: Mapping[str, Any]) -> tuple[RawSheet, list[Problem]]:
    """Shape-check a sheet dict: the raw sheet and the ill-typed values found (each read as
    unset).  Keys not shared by every game are kept for the game's facts."""
    problems: list[Problem] = []
    field_start, field_end = _field(data.get("field"), problems)
    # By position, in RawSheet's field order (each argument says its key): a call by keyword costs
    # half as much again as the value.
    sheet = RawSheet(
        _text(data, "game", problems),
        _names(data.get("players"), "players", problems),
        _text(data, "dealer", problems),
        _teams(data.get("teams"), problems),
        _names(data.get("active"), "active", problems),
        _text(data, "variant", problems),
        _text(data, "next_dealer", problems),
        dict(_table(data.get("house"), "house", problems)),
        _piles(data.get("captured"), "captured", problems) or {},
        field_start,
        field_end,
        _piles(data.get("leftover"), "leftover", problems),
        _facts(data),
    )
    return sheet, problems
