"""Names at a table: what a player's or a team's name may be, and how names are matched and
suggested.  Shared by the table, the facts and the sheet readers; it names no game."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Sequence

from hanascore.core.errors import Code, Problem, Words, joined, msg

#: Words a quick sheet reads as keys (and ``rest``): no player or team may be called so.
RESERVED_NAMES = frozenset(
    {
        "game",
        "players",
        "dealer",
        "start",
        "end",
        "wild",
        "stopped by",
        "house",
        "active",
        "bids",
        "variant",
        "next dealer",
        "rest",
    }
)
_BAD_NAME = re.compile(r"[,=:#\[\]]")
#: The longest name a table shows in full.
MAX_NAME = 40


def invisible(text: str) -> str | None:
    """The first character of ``text`` a reader cannot see or that reorders what follows
    (controls, bidi overrides, zero-width marks, line and paragraph separators), or None."""
    return next((ch for ch in text if unicodedata.category(ch) in _INVISIBLE), None)


_INVISIBLE = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})


def suggest(name: str, choices: Iterable[str]) -> Words:
    """A ``(did you mean ...?)`` hint for a name that is none of ``choices``, as words put
    inside a message (``{suggest}``)."""
    choices = list(choices)
    lowered = {c.casefold(): c for c in choices}
    if name.casefold() in lowered:
        return msg("hint.did-you-mean", name=repr(lowered[name.casefold()]))
    close = difflib.get_close_matches(name, choices, n=1, cutoff=0.5)
    if close:
        return msg("hint.did-you-mean", name=repr(close[0]))
    return msg("hint.expected-one-of", names=joined(choices))


def name_problems(
    names: Iterable[str], where: str, given: Sequence[str] | None = None, reserved: frozenset[str] = frozenset()
) -> list[Problem]:
    """Problems with player or team names (unique ignoring case, no odd characters).

    ``given``: the names as typed, where ``names`` are them as a sheet reads them (NFKC), so
    that two names that only read the same are told apart in the message; ``reserved``: the
    quick-sheet keys of the game's own facts, refused as names in that game only."""
    problems = []
    names = list(names)
    #: Each name read (casefolded) -> the first name that reads so: as typed, and as read.
    seen: dict[str, tuple[str, str]] = {}
    for name, as_typed in zip(names, given if given is not None else names, strict=True):
        if not isinstance(name, str) or not name.strip():
            problems.append(Problem(Code.BAD_NAME, msg("bad-name.name-empty"), where))
            continue
        if name != name.strip():
            problems.append(Problem(Code.BAD_NAME, msg("bad-name.name-leading", name=name), where))
        hidden = invisible(name)
        if _BAD_NAME.search(name) or hidden is not None:
            what = f"U+{ord(hidden):04X}" if hidden is not None else msg("bad-name.marks")
            problems.append(
                Problem(
                    Code.BAD_NAME,
                    msg("bad-name.name-contains", name=name, what=what),
                    where,
                )
            )
        if len(name) > MAX_NAME:
            problems.append(
                Problem(Code.BAD_NAME, msg("bad-name.name-longer", name=name[:20], MAX_NAME=MAX_NAME), where)
            )
        # Compared the way the quick sheet reads its keys, so "Stopped_By" cannot pose as a pile.
        read = re.sub(r"[\s_-]+", " ", name.strip().lower())
        if read in RESERVED_NAMES or read in reserved:
            problems.append(Problem(Code.BAD_NAME, msg("bad-name.sheet-keyword", name=name), where))
        folded = name.casefold()
        if folded in seen:
            first, first_read = seen[folded]
            # Names that differ only as typed ("Ａｎｎ" and "ann"): say how a sheet reads them.
            reads = [
                msg("name.reads-as", typed=typed, read=read)
                for typed, read in ((first, first_read), (as_typed, name))
                if typed != read
            ]
            how = msg("name.sheet-reads", reads=joined(reads, " and ", "、")) if reads else ""
            if first == as_typed:  # the very same name twice: case has nothing to do with it
                message = msg("duplicate-name.twice", name=first)
            else:
                message = msg("duplicate-name.same-ignoring-case", first=first, as_typed=as_typed, how=how)
            problems.append(Problem(Code.DUPLICATE_NAME, message, where))
        else:
            seen[folded] = (as_typed, name)
    return problems


def same_names(these: Sequence[str], those: Sequence[str]) -> bool:
    """True when two lists name the same people in the same order, ignoring case."""
    return [a.casefold() for a in these] == [b.casefold() for b in those]
