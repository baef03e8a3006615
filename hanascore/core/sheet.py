"""Round sheets: the TOML form and the quick ``key: value`` form, read into one raw sheet.

A sheet holds the facts of a round as players wrote them.  This module reads and shape-checks
the keys every game shares; the keys a game adds (``wild_captured``, ``stopped_by``...) are kept
as written in :attr:`RawSheet.facts` for the game's :class:`~hanascore.core.facts.Facts` to read.
:mod:`hanascore.core.round` resolves a raw sheet against its table.
"""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import field, replace
from typing import TYPE_CHECKING, Any

from hanascore.core.errors import Code, Problem, Problems, SheetError, Words, msg, toml_words
from hanascore.core.facts import Answer  # loaded with any game; an import run per fact line cost 8k instructions
from hanascore.core.table import RESERVED_NAMES
from hanascore.core.values import frozen
from hanascore.core.written_sheet import sheet_text as sheet_text  # re-exported: where callers look for it

# Here, not in the functions that use it: the registry is small (a game's module loads when it
# is first used), and an import statement run for every sheet costs a microsecond each time.
from hanascore.games import all_games, find_game

if TYPE_CHECKING:
    from hanascore.games.base import Game

Pile = str | list[str | int]

#: The keys every game's sheet shares (the game's facts add their own).
SHARED_KEYS = frozenset(
    {"game", "players", "dealer", "teams", "active", "variant", "next_dealer", "house", "captured", "field", "leftover"}
)
FIELD_KEYS = ("start", "end")
#: The keys that say the table a sheet is played at.
TABLE_KEYS = frozenset({"game", "players", "teams", "variant"})

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
    "next dealer": "next_dealer",
    "start": "start",
    "end": "end",
    "house": "house",
}


@frozen
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
            if stripped.startswith("["):
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


# TOML is read by tomli rather than the standard library's tomllib, which is tomli 2.0 in pure
# Python: tomli's wheels are compiled (mypyc) and read a sample sheet in about half the time
# (26 µs against 52 µs), the largest part of reading one.  Versions 2.2.1 to 2.3 read TOML 1.0
# exactly as tomllib does, errors word for word (pyproject.toml says why not 2.4).  Imported
# where it is used, not above: ledger commands that parse no TOML do not load it.


def parse_value(text: str) -> Any:
    """A house-rule value: a TOML value where it parses as one, else the bare string."""
    value = _VALUES.get(text)
    if value is not None:
        return value
    import tomli

    try:
        value = tomli.loads(f"v = {text}")["v"]
    except (tomli.TOMLDecodeError, RecursionError):  # nested past what the reader follows
        value = text.strip()
    if not isinstance(value, list | dict) and len(_VALUES) < 1024:
        _VALUES[text] = value  # sheets repeat a few values ("2", "true"); only unchangeable ones kept
    return value


_VALUES: dict[str, Any] = {}


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


@functools.lru_cache(maxsize=4096)  # sheets repeat a few keys and names
def _quick_key(key: str) -> str:
    """A quick-sheet key as compared: lower case, ``_`` and ``-`` read as spaces."""
    return " ".join(key.lower().replace("_", " ").replace("-", " ").split())


def _game_named(data: Mapping[str, Any], game: Game | None) -> Game | None:
    if game is not None:
        return game
    try:
        return find_game(str(data["game"])) if "game" in data else None
    except SheetError:
        return None  # reported when the sheet is resolved


def _fact_keys(game: Game | None) -> dict[str, Any]:
    """The game's facts (and its variants') by the quick key that names them."""
    if game is None:
        return {}
    known = _FACT_KEYS.get(game.id)
    if known is None or known[0] is not game:  # worked out once per game: every sheet asks
        found = {}
        for facts in (game.facts, *(v.facts for v in game.variants)):
            for spec in facts.fields():
                found[_quick_key(spec.quick)] = spec
                found[_quick_key(spec.key)] = spec
        known = _FACT_KEYS[game.id] = (game, found)
    return known[1]


_FACT_KEYS: dict[str, tuple[Game, dict[str, Any]]] = {}


def _any_game_fact(key: str) -> Any:
    """The fact some game's quick sheet writes as ``key`` (so another game can refuse it)."""
    return next(
        (spec for game in all_games() for spec in _fact_keys(game).values() if _quick_key(spec.quick) == key), None
    )


def parse_quick(text: str, game: Game | None = None) -> dict[str, Any]:
    """Read the quick ``key: value`` form into the TOML form's shape.

    A line whose key is neither a shared key nor one of the game's facts is a pile.
    """
    data, problems = _read_quick(text, game)
    if problems:
        raise SheetError(problems)
    return data


def _misspelt_key(key: str, value: str, facts: Mapping[str, Any]) -> str | None:
    """The sheet key a pile line's ``key`` is a slip for (``dealr: Ann``), or None: close to a
    key and no card in its value (a pile with a card typo stays a pile).  The caller has made
    sure that ``key`` is no player of the players line."""
    close = _close_key(_quick_key(key), (*QUICK_KEYS, *facts))
    if close is None:
        return None
    from hanascore.core.cards import CardNotationError, parse_token, split_tokens

    tokens = split_tokens(value)
    if not tokens:
        return None  # an empty pile: nothing says it is no pile
    for token in tokens:
        try:
            if token.lower() == "rest" or parse_token(token):
                return None  # cards: a pile whose name is misspelt, as the round will say
        except CardNotationError:
            continue
    return close


@functools.lru_cache(maxsize=1024)
def _close_key(read: str, keys: tuple[str, ...]) -> str | None:
    """The one of ``keys`` that ``read`` is close to, if any.  Cached: a ledger's sheets name
    no players, so each of their pile lines asks, and difflib costs more than reading a sheet."""
    close = difflib.get_close_matches(read, keys, n=1, cutoff=0.8)
    return close[0] if close else None


def _read_quick(text: str, game: Game | None) -> tuple[dict[str, Any], list[Problem]]:
    """:func:`parse_quick`'s reading, with every problem found (the data read past them)."""
    data: dict[str, Any] = {}
    lines: list[tuple[int, str, str, str]] = []
    problems: list[Problem] = []
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
        if not sep or not key:
            problems.append(
                Problem(
                    Code.BAD_LINE,
                    msg("bad-line", content=content),
                    f"line {number}",
                )
            )
            continue
        read = _quick_key(key)
        # The first game and players lines say which keys are facts and which are names.
        if read == "game":
            if game_line is None:
                game_line = value
        elif read == "players" and players_line is None:
            players_line = value
        lines.append((number, key, read, value))
    players = _listed_players(players_line) if players_line else frozenset()
    facts = _fact_keys(_game_named({"game": game_line} if game_line else {}, game))
    captured: dict[str, str] = {}
    for number, key, read, value in lines:
        target = QUICK_KEYS.get(read)
        spec = facts.get(read) if target is None else None
        if target is None and spec is None and read in RESERVED_NAMES:
            spec = _any_game_fact(read)  # no name can be a keyword: another game's fact
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
    return data, problems


@functools.lru_cache(maxsize=256)  # a season's sheets repeat one players line
def _listed_players(players_line: str) -> frozenset[str]:
    """The names of a quick sheet's players line as its pile lines are compared with them."""
    return frozenset(n.strip().casefold() for n in NAME_SEPARATOR.split(players_line))


def parse_toml(text: str) -> dict[str, Any]:
    """Read the TOML form, reporting a syntax error with its line."""
    import tomli

    try:
        return tomli.loads(text)
    except tomli.TOMLDecodeError as error:
        raise SheetError(Problem(Code.BAD_TOML, msg("bad-toml", error=toml_words(error)), "sheet")) from None
    except RecursionError:  # bad input, not a bug: exit status 2
        message = msg("bad-toml.too-deep")
        raise SheetError(Problem(Code.BAD_TOML, message, "sheet")) from None


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


def read_sheet_text(text: str, game: Game | None = None) -> dict[str, Any]:
    """Either form of a sheet into a plain dict of the TOML shape (``game``: the game the
    sheet is for when it does not say, as in a ledger)."""
    data, problems = _read_text(text, game)
    if problems:
        raise SheetError(problems)
    return data


def _read_text(text: str, game: Game | None) -> tuple[dict[str, Any], list[Problem]]:
    """:func:`read_sheet_text`'s reading: the data and the problems found reading it."""
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
    if looks_like_toml(text):
        return parse_toml(text), []
    return _read_quick(text, game)


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
        if key not in FIELD_KEYS:
            close = difflib.get_close_matches(str(key), FIELD_KEYS, n=1, cutoff=0.6)  # a dict may hold any key
            hint = msg("hint.did-you-mean", name=repr(close[0])) if close else msg("hint.field-keys")
            problems.append(
                Problem(Code.UNKNOWN_KEY, msg("unknown-key.unknown-key", key=key, hint=hint), f"field.{key}")
            )
    start = _pile(moments["start"], "field.start", problems) if "start" in moments else None
    end = _pile(moments["end"], "field.end", problems) if "end" in moments else None
    return start, end


def load_sheet(data: Mapping[str, Any], game: Game | None = None) -> RawSheet:
    """Shape-check a sheet dict (``game``: the game it is for when it does not say, as in a
    ledger): keys not shared by every game are kept for the game's facts.  Ill-typed values
    are reported together with what the rest of the sheet says wrong (its keys, names and
    cards), so that one of them does not hide the others."""
    sheet, problems = _shaped(data)
    if problems:
        raise SheetError(problems + _problems_past_reading(sheet, game, problems))
    return sheet


def _shaped(data: Mapping[str, Any]) -> tuple[RawSheet, list[Problem]]:
    """:func:`load_sheet`'s sheet and the ill-typed values found (each read as unset)."""
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
        {key: value for key, value in data.items() if key not in SHARED_KEYS},
    )
    return sheet, problems


def read_sheet(text: str, game: Game | None = None) -> RawSheet:
    """Parse sheet text of either form into a :class:`RawSheet`.

    A sheet with problems in its lines (a pile given twice, a stray line) is read past them
    and checked on, so that every problem is reported at once, not the first kind found.
    """
    data, problems = _read_text(text, game)
    if not problems:
        return load_sheet(data, game)
    raw, shape = _shaped(data)
    raise SheetError(problems + shape + _problems_past_reading(raw, game, shape))


def _problems_past_reading(raw: RawSheet, game: Game | None, found_already: list[Problem]) -> list[Problem]:
    """The problems of a sheet's lines once read past its faulty ones (``found_already``):
    its names, keys and cards where the sheet is its own table (no ``game`` given), else (a
    ledger's sheet, whose table is the game's, or a table of the wrong type) its cards.  Not
    what the round adds up to: that would echo the faulty lines (a pile given twice leaves
    cards "missing")."""
    from hanascore.core.piles import Placement, resolve_piles, tokens

    # A table of the wrong type is no table to check names and keys against.
    table_given = not any((p.where or "").partition(".")[0] in TABLE_KEYS for p in found_already)
    if game is None and table_given:
        from hanascore.core.round import resolve

        try:
            resolve(raw, whole=False)
        except SheetError as error:
            return error.problems
        return []
    found = Problems()
    piles = [
        (f"captured.{name}", msg("place.pile", name=name), tokens(pile, f"captured.{name}", found))
        for name, pile in raw.captured.items()
    ]
    piles.append(("field.end", msg("place.end-field"), tokens(raw.field_end, "field.end", found)))
    if game is not None:  # where the cards go needs the game's deck
        resolve_piles(piles, Placement(game, found), found)
    tokens(raw.field_start, "field.start", found)
    for name, pile in (raw.leftover or {}).items():
        tokens(pile, f"leftover.{name}", found)
    return found.items
