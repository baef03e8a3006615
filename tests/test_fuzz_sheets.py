"""Mutated samples never crash the reader: every sheet is scored or refused (exit status 0 or
2, never 1), and a sheet made invalid on purpose is never accepted.

The mutations are the ones players and their tools make: token edits, unicode, byte-order
marks, CRLF and lone CR line ends, TOML type changes, huge numbers (thousands of digits: past
the 4,300 Python reads, in every place a sheet takes a number), invalid bytes.  A few hundred
examples run here; ``benchmarks/fuzz_sheets.py`` runs long campaigns.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hanascore.core.errors import HanascoreError, SheetError
from hanascore.core.sheet import parse_toml
from hanascore.core.text import decode_sheet
from hanascore.games.scoring import score_text
from tests.conftest import SAMPLES

SHEETS = [p.read_bytes() for p in sorted(SAMPLES.iterdir()) if p.suffix in (".toml", ".txt")]
ODD_TEXT = [
    "²",
    "١٠",
    "\u202e",
    "\u200b",
    "\u2028",
    "\x00",
    "\x1b[2J",
    "松に鶴",
    "ｃｒａｎｅ",
    "🂡",
    "'",
    '"',
    "=",
    "[",
    "]",
    "#",
]
ODD_VALUES = ["true", "1e400", "99999999999999999999999", "-1", "[1, [2]]", "{ a = 1 }", '"\\u0000"', "0x10", "nan"]


@st.composite
def long_number(draw: st.DrawFn) -> str:
    """A whole number of thousands of digits, around Python's limit of 4,300 (sys.get_int_max_str_digits):
    as a count, a bid or a multiplier is written, signed, with TOML's ``_``, or in hexadecimal."""
    digits = draw(st.sampled_from([4299, 4300, 4301, 5000]) | st.integers(1000, 12_000))
    first = draw(st.sampled_from("123456789"))
    number = first + draw(st.sampled_from("0379")) * (digits - 1)
    shape = draw(st.sampled_from(["plain", "plain", "negative", "underscores", "hex", "leading zeros"]))
    if shape == "negative":
        return "-" + number
    if shape == "underscores":
        return "_".join(number[i : i + 3] for i in range(0, len(number), 3))
    if shape == "hex":
        return "0x" + "f" * (digits * 5 // 6)
    return "0" * 3 + number if shape == "leading zeros" else number


#: Where a sheet takes a number, in each form: what the long-number mutation adds ({n}; {a}
#: and {b} are the sheet's first two players).
NUMBER_LINES_TOML = ["multiplier = {n}\n", "[bids]\n{a} = {n}\n", "[house]\nkan = {n}\n", "koi = {{ {b} = {n} }}\n"]
NUMBER_LINES_QUICK = [
    "multiplier: {n}\n",
    "bids: {a}={n}, {b}=3\n",
    "house: kan={n}\n",
    "koi: {b}={n}\n",
    "{a}: {n} animals 2 chaff\n",
    "{b}: 3 brights {n} chaff\n",
    "month: {n}\n",
]
#: The first two names of a sheet's players line, in either form.
PLAYERS = rb'players\s*[:=]\s*\[?\s*"?([^",\]\n]+?)"?\s*,\s*"?([^",\]\n]+?)"?\s*[,\]\n]'


def _with_long_number(draw: st.DrawFn, data: bytearray) -> bytearray:
    """``data`` with a long number where a sheet takes one: a number of its own made long (a
    count, a card's id), or a line of a key that takes a number added."""
    number = draw(long_number()).encode()
    runs = [match.span() for match in re.finditer(rb"\d+", data)]
    if runs and draw(st.booleans()):
        start, end = draw(st.sampled_from(runs))
        data[start:end] = number
        return data
    toml = b"game = " in data
    seated = re.search(PLAYERS, data)
    a, b = (seated[1].decode(errors="replace"), seated[2].decode(errors="replace")) if seated else ("Ann", "Bo")
    line = draw(st.sampled_from(NUMBER_LINES_TOML if toml else NUMBER_LINES_QUICK)).format(n=number.decode(), a=a, b=b)
    header = data.find(b"\n[")
    if toml and not line.startswith("[") and header >= 0:  # a top-level key: before the first table
        data[header + 1 : header + 1] = line.encode()
    else:
        data += (b"" if data.endswith(b"\n") or not data else b"\n") + line.encode()
    return data


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A sample sheet with a few edits of the kinds players and their tools make."""
    data = bytearray(draw(st.sampled_from(SHEETS)))
    for _ in range(draw(st.integers(1, 4))):
        kinds = ["insert", "delete", "replace-value", "line-ends", "bom", "bytes", "long-number"]
        kind = draw(st.sampled_from(kinds))
        at = draw(st.integers(0, len(data)))
        if kind == "long-number":
            data = _with_long_number(draw, data)
        elif kind == "insert":
            data[at:at] = draw(st.sampled_from(ODD_TEXT + ODD_VALUES)).encode()
        elif kind == "delete":
            del data[at : at + draw(st.integers(1, 12))]
        elif kind == "replace-value":
            line_start = data.rfind(b"\n", 0, at) + 1
            equals = data.find(b"=", line_start, data.find(b"\n", line_start) % (len(data) + 1) or len(data))
            if equals > 0:
                end = data.find(b"\n", equals)
                data[equals + 1 : end if end > 0 else len(data)] = b" " + draw(st.sampled_from(ODD_VALUES)).encode()
        elif kind == "line-ends":
            data = bytearray(bytes(data).replace(b"\n", draw(st.sampled_from([b"\r\n", b"\r"]))))
        elif kind == "bom":
            data[0:0] = b"\xef\xbb\xbf"
        else:
            data[at:at] = draw(st.binary(min_size=1, max_size=3))
    return bytes(data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_a_mutated_sheet_is_scored_or_refused_never_a_crash(sheet: bytes) -> None:
    try:
        score_text(decode_sheet(sheet, "sheet"))
    except HanascoreError as error:
        assert error.problems  # refused, with every problem named


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_the_toml_reader_reads_and_refuses_as_the_standard_librarys(sheet: bytes) -> None:
    # Sheets are read by tomli, compiled, for speed: what it reads, and each error's words, must
    # stay those of tomllib (tomli 2.0 in pure Python), as the tests and users have them.
    try:
        text = decode_sheet(sheet, "sheet")
    except HanascoreError:
        return
    try:
        expected = repr(tomllib.loads(text))  # repr: a nan read is no equal of itself
    except tomllib.TOMLDecodeError as error:
        expected = f"the sheet is not valid TOML: {error}"
    except ValueError:  # a number past Python's limit: tomllib raises; hanascore says where it is
        expected = "too long"
    try:
        found = repr(parse_toml(text))
    except SheetError as error:
        found = "; ".join(p.message for p in error.problems)
        if "too long to be a count, bid or multiplier" in found:
            found = "too long"
    except ValueError:  # read (a hex number has no digit limit), but too long for repr to write
        found = "too long"
    assert found == expected


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SHEETS), st.sampled_from(["crain", "8r", "13c", "rest rest", "²", "rest 10"]))
def test_a_sheet_made_invalid_is_never_accepted(sheet: bytes, bad: str) -> None:
    text = sheet.decode()
    # A pile of 'rest' (TOML or quick form), else the Crane in a pile: spoil that token.
    spoiled = text.replace('= "rest"', f'= "{bad}"', 1).replace(": rest\n", f": {bad}\n", 1)
    if spoiled == text:
        spoiled = text.replace('"crane ', f'"{bad} ', 1).replace('"10 ', f'"{bad} ', 1)
    if spoiled == text:
        return
    try:
        score_text(spoiled)
    except HanascoreError:
        return
    raise AssertionError(f"accepted a sheet with {bad!r}:\n{spoiled}")


def test_the_campaign_script_exists() -> None:
    assert (Path(__file__).resolve().parent.parent / "benchmarks" / "fuzz_sheets.py").exists()
