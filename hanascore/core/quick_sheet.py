"""The quick form of a sheet: ``key: value`` lines, as players paste them from a chat.

A line whose key is neither a shared key nor one of the game's facts is a pile.  Which keys
are facts depends on the game the sheet is for: the reader is handed a :class:`SheetFacts`
that says (the games layer answers from its registry), and reads the lines into the TOML
form's shape.
"""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping
from typing import Any, Protocol

from hanascore.core.card_phrases import group_words, read_token
from hanascore.core.cards import CardNotationError, split_tokens
from hanascore.core.errors import Code, Problem, msg
from hanascore.core.facts import Answer, FactField
from hanascore.core.names import RESERVED_NAMES
from hanascore.core.numbers import whole_number
from hanascore.core.sheet import FIELD_KEYS, parse_value

#: A list marker in front of a quick sheet's line, as chats and notes write them.
BULLET = re.compile(r"^(?:[-*•・]|\d+[.)])\s+")
#: The marks a BULLET may start with besides digits (most lines start with neither: no regex).
BULLET_STARTS = "-*•・"
#: What separates the names of a quick sheet's players line.
NAME_SEPARATOR = re.compile(r"[,、]")
#: Where a ``key=value, key=value`` list splits: at a comma or semicolon before the next key.
PAIR_SEPARATOR = re.compile(r"[,;]\s*(?=[^,;=]+=)")

#: Keys of the quick sheet that every game shares, mapped to the TOML form's.
QUICK_KEYS: dict[str, str] = {
    "game": "game",
    "players": "players",
    "dealer": "dealer",
    "active": "active",
    # Sakura's Oi-bana (the TOML key; a game line naming the variant says the same).
    "variant": "variant",
    "next dealer": "next_dealer",
    "start": "start",
    "end": "end",
    "house": "house",
}


class SheetFacts(Protocol):
    """Which keys of a quick sheet are a game's facts: the games layer knows the games."""

    def of_game(self, game_line: str | None) -> Mapping[str, FactField]:
        """The facts of the game the sheet is for, by their keys as :func:`quick_key` reads
        them (its quick key and its TOML key); ``game_line``: what the sheet's first game
        line says (None: it has none).  Empty when no game is known so."""
        ...

    def of_any_game(self, key: str) -> FactField | None:
        """The fact some game's quick sheet writes as ``key`` (read as :func:`quick_key`
        reads one), or None."""
        ...

    @property
    def names(self) -> frozenset[str]:
        """The names of the table the sheet is read at, casefolded, where it is known (a
        ledger game's players and teams; empty: unknown).  A line keyed by one is a pile."""
        ...

    def counted(self, pile: str, game_line: str | None) -> bool:
        """True when ``pile`` is a counted pile of the game the sheet is for (``game_line``
        as for :meth:`of_game`)."""
        ...


def parse_pairs(
    text: str, where: str, example: str, code: Code = Code.BAD_HOUSE
) -> tuple[list[tuple[str, Any]], list[Problem]]:
    """``key=value, key=value`` into pairs, in order (quick sheets' ``house`` and ``bids``)."""
    pairs: list[tuple[str, Any]] = []
    problems: list[Problem] = []
    for item in PAIR_SEPARATOR.split(text.strip()):
        if not item.strip():
            continue
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            problems.append(Problem(code, f"{item.strip()!r} is not key=value, e.g. {example}", where))
            continue
        pairs.append((key.strip(), parse_value(value.strip())))
    return pairs, problems


def parse_house(text: str, where: str = "house") -> tuple[dict[str, Any], list[Problem]]:
    """A quick sheet's ``house: key=value, ...`` (dashes in keys read as underscores); a key
    given twice is an error, as with ``--house``."""
    pairs, problems = parse_pairs(text, where, "storm=cards")
    house: dict[str, Any] = {}
    for key, value in pairs:
        rule = key.replace("-", "_")
        if rule in house:
            problems.append(Problem(Code.DUPLICATE_HOUSE, msg("duplicate-house.sheet", rule=rule), f"{where}.{rule}"))
        house[rule] = value
    return house, problems


@functools.lru_cache(maxsize=4096)  # every line asks; sheets repeat a few keys and names (measured: 1%)
def quick_key(key: str) -> str:
    """A quick-sheet key as compared: lower case, ``_`` and ``-`` read as spaces."""
    return " ".join(key.lower().replace("_", " ").replace("-", " ").split())


def _misspelt_key(key: str, value: str, facts: Mapping[str, Any]) -> str | None:
    """The sheet key a pile line's ``key`` is a slip for (``dealr: Ann``), or None: close to a
    key and no card in its value (a pile with a card typo stays a pile).  The caller has made
    sure that ``key`` is no player of the players line."""
    close = _close_key(quick_key(key), (*QUICK_KEYS, *facts))
    if close is None or _may_be_pile(value):
        return None  # cards: a pile whose name is misspelt, as the round will say
    return close


def _may_be_pile(value: str) -> bool:
    """True when a line's ``value`` may be a pile, whatever its key: empty (nothing says it
    is none), or a card or ``rest`` among its words."""
    tokens = group_words(split_tokens(value))
    if not tokens:
        return True
    for token in tokens:
        try:
            if token.lower() == "rest" or read_token(token):
                return True
        except CardNotationError:
            continue
    return False


def _is_pile(key: str, value: str, names: frozenset[str], keys: SheetFacts, game_line: str | None) -> bool:
    """True when the line ``key: value`` is a party's pile, not a key: its key is one of the
    table's ``names`` (the players line's, or a ledger game's), or no names are known and its
    value may be a pile, card by card or counted, and is no table of names (``=`` is in no
    pile: ``koi: Ann=0, Bo=2``)."""
    if names:
        return key.casefold() in names
    return "=" not in value and (_may_be_pile(value) or keys.counted(value, game_line))


@functools.lru_cache(maxsize=1024)
def _close_key(read: str, keys: tuple[str, ...]) -> str | None:
    """The one of ``keys`` that ``read`` is close to, if any.  Cached: a ledger's sheets name
    no players, so each of their pile lines asks, and difflib costs more than reading a sheet."""
    close = difflib.get_close_matches(read, keys, n=1, cutoff=0.8)
    return close[0] if close else None


def read_quick(text: str, keys: SheetFacts) -> tuple[dict[str, Any], list[Problem]]:
    """Read the quick form into the TOML form's shape, with every problem found (the data
    read past them); ``keys`` says which keys are facts."""
    data: dict[str, Any] = {}
    lines: list[tuple[int, str, str, str, str]] = []
    problems: list[Problem] = []
    #: Lines that are no key, no pile and no comment (chat), as (number, text).
    stray: list[tuple[int, str]] = []
    game_line: str | None = None
    players_line: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        content = line.partition("#")[0].strip()
        if not content:
            continue
        # A list in a chat: "- dealer: Ann" is "dealer: Ann".
        if content[0] in BULLET_STARTS or content[0].isdecimal():  # \d is what isdecimal() says
            content = BULLET.sub("", content)
        key, sep, value = content.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or not key or _CHAT_KEY.search(key):
            stray.append((number, content))
            continue
        read = quick_key(key)
        # The first game and players lines say which keys are facts and which are names.
        if read == "game":
            if game_line is None:
                game_line = value
        elif read == "players" and players_line is None:
            players_line = value
        lines.append((number, key, read, value, content))
    players = _listed_players(players_line) if players_line else frozenset()
    # Who may have a pile: the players line's, else the table's where the sheet is a ledger's.
    names = players or keys.names
    facts = keys.of_game(game_line)
    captured: dict[str, str] = {}
    for number, key, read, value, content in lines:
        target = QUICK_KEYS.get(read)
        spec = facts.get(read) if target is None else None
        if (
            target is None
            and spec is None
            and (read in RESERVED_NAMES or not _is_pile(key, value, names, keys, game_line))
        ):
            # Another game's fact (no name can be a keyword, and a name of this table is a
            # pile): read as a fact, so that the sheet is said to be that game's ('koi: Bo' in
            # Mushi), not a line of chat or an unknown player's pile of unknown cards.
            spec = keys.of_any_game(read)
        if spec is not None:
            if spec.key in data:
                problems.append(
                    Problem(Code.DUPLICATE_KEY, msg("duplicate-key.line-given", number=number, key=key), spec.key)
                )
            elif spec.answer is Answer.BIDS:
                bids, more = parse_pairs(value, spec.key, "Ann=5, Bo=12", Code.BAD_BIDS)
                problems.extend(more)
                data[spec.key] = dict(bids)
                problems.extend(
                    Problem(Code.DUPLICATE_KEY, msg("duplicate-key.line-bid", number=number, name=name), spec.key)
                    for name, count in Counter(name for name, _ in bids).items()
                    if count > 1
                )
            elif spec.answer is Answer.CALLS:
                data[spec.key] = _calls(value, spec.key, number, key, problems)
            elif spec.answer in (Answer.NUMBER, Answer.YES_NO_BY_CARD):
                data[spec.key] = parse_value(value)
            else:
                data[spec.key] = value
        elif target is None:
            # A player's pile, the usual line, is no slip for a key.
            slip = None if key.casefold() in players else _misspelt_key(key, value, facts)
            if slip is not None:
                # Reported once as what it is, not as a pile of unknown cards and an unknown player.
                problems.append(
                    Problem(
                        Code.UNKNOWN_KEY,
                        msg("unknown-key.line-key", number=number, key=key, slip=slip),
                        key,
                    )
                )
            elif _chat_line(key, value, players):
                stray.append((number, content))  # a chat line ("cy_99: gg 😂"), nobody's pile
            elif key in captured:
                problems.append(
                    Problem(Code.DUPLICATE_KEY, msg("duplicate-key.line-pile", number=number, key=key), key)
                )
                # Both lines' cards are checked (as one pile), so nothing else of the sheet hides.
                captured[key] += f" {value}"
            else:
                captured[key] = value
        elif target in FIELD_KEYS:
            moments = data.setdefault("field", {})
            if target in moments:
                problems.append(
                    Problem(
                        Code.DUPLICATE_KEY, msg("duplicate-key.line-given", number=number, key=key), f"field.{target}"
                    )
                )
                moments[target] += f" {value}"  # both lines' cards checked, as a pile's
            else:
                moments[target] = value
        elif target == "house":
            house, house_problems = parse_house(value)
            data.setdefault("house", {}).update(house)
            problems.extend(house_problems)
        elif target in data:
            problems.append(Problem(Code.DUPLICATE_KEY, msg("duplicate-key.line-given", number=number, key=key), key))
        else:
            data[target] = value
    if captured:
        data["captured"] = captured
    # Every stray line first, in the sheet's order: deleting them is the first thing to do.
    lines_to_delete = [
        Problem(Code.BAD_LINE, msg("bad-line", content=content), f"line {number}") for number, content in sorted(stray)
    ]
    return data, [*lines_to_delete, *problems]


def _calls(value: str, where: str, number: int, key: str, problems: list[Problem]) -> dict[str, Any]:
    """``Ann=0, Bo=2`` (a name alone: ``Bo`` is ``Bo=1``) as a table by name; a count that is
    no whole number is kept as written, for the facts to name."""
    calls: dict[str, Any] = {}
    for item in re.split(r"[,;、]", value):
        name, sep, count = (part.strip() for part in item.partition("="))
        if not name:
            continue
        if name in calls:
            problems.append(
                Problem(Code.DUPLICATE_KEY, msg("duplicate-key.line-name", number=number, name=name, key=key), where)
            )
        calls[name] = (whole_number(count) if count.isdecimal() else parse_value(count)) if sep else 1
    return calls


#: What no key nor name holds, but chat logs put in front of a line: ``[21:14] Cy: ok``.
_CHAT_KEY = re.compile(r"[\[\]]")


def _chat_line(key: str, value: str, players: frozenset[str]) -> bool:
    """True for a line that is no pile but chat: none of its words names a card (or ``rest``),
    and its key is no player of the players line, or it holds a picture character (emoji),
    which no card token has.  A pile with a typo names a player, or has a word of the notation."""
    if not value:
        return False  # an empty pile ("Cy:"): it sat out, or captured nothing
    if players and key.casefold() in players and not _has_picture(value):
        return False
    if not players and not (_has_picture(key) or _has_picture(value)):
        return False  # a ledger's sheet names no players: an unknown name is the round's to say
    for token in group_words(split_tokens(value)):
        if token.lower() == "rest":
            return False
        try:
            read_token(token)
        except CardNotationError:
            continue
        return False
    return True


def _has_picture(text: str) -> bool:
    """True when ``text`` holds a symbol character (emoji, 🎴): chat, never the notation."""
    return not text.isascii() and any(unicodedata.category(ch) == "So" for ch in text)


@functools.lru_cache(maxsize=256)  # a season's sheets repeat one players line (measured: 1.4%)
def _listed_players(players_line: str) -> frozenset[str]:
    """The names of a quick sheet's players line as its pile lines are compared with them."""
    return frozenset(n.strip().casefold() for n in NAME_SEPARATOR.split(players_line))
