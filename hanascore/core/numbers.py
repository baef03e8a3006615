"""Whole numbers of any length, as a sheet, a command line or a document writes them.

Python reads and writes no whole number of more than ``sys.get_int_max_str_digits()`` decimal
digits (4,300 by default: past it ``int()`` and ``str()`` raise ValueError, which would be a
bug's exit 1).  No count, bid or multiplier comes near that, so a number that long is read as
the first number of as many digits (every check then refuses it as out of range), and every
message says such a number by its length (:func:`too_long_to_write`, asked by
:mod:`hanascore.core.errors`), never digit by digit.
"""

from __future__ import annotations

import sys

#: Bits a number needs before its decimal digits can pass Python's limit (log2 10 < 3.33):
#: below them ``str()`` is always safe, and most numbers are not looked at further.
_SAFE_BITS = 3


def _most_digits() -> int:
    """The most decimal digits Python converts (0: no limit)."""
    return sys.get_int_max_str_digits()


def whole_number(text: str) -> int:
    """The whole number ``text`` writes (decimal digits, any script's, after an optional sign);
    past Python's limit, the first number of as many digits (``10**(n-1)``, signed), which
    every range check refuses and a message says by its length, as long as it was written.
    ValueError for text that is no whole number, as ``int()`` raises it."""
    try:
        return int(text)
    except ValueError:
        digits = text.strip().lstrip("+-").replace("_", "")
        if not (digits.isdecimal() and len(digits) > _most_digits() > 0):
            raise
    number = 10 ** (len(digits) - 1)
    return -number if text.strip().startswith("-") else number


def digit_count(value: int) -> int:
    """How many decimal digits ``value`` has, without writing it out."""
    value = abs(value)
    count = max(int(value.bit_length() * 0.30102999566398), 1)  # log10 2: never more than the digits
    while 10**count <= value:
        count += 1
    return count


def too_long_to_write(value: object) -> int | None:
    """The number of digits of ``value`` when it is a whole number Python cannot write out in
    decimal (past its limit); None for anything else."""
    if type(value) is not int:  # bool, and any other value, is said as it is
        return None
    limit = _most_digits()
    if not limit or value.bit_length() <= limit * _SAFE_BITS:
        return None
    count = digit_count(value)
    return count if count > limit else None
