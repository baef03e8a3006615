"""The ledger's rows read back: games and entries as stored, checked as they are read.

A row changed by hand (or by a broken disk) is no crash: :class:`BadRow` says what is wrong
with it, and the store turns that into a :class:`DamagedGame` naming the game and the part.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, msg
from hanascore.ledger.replay import Adjustment, Entry, GameDefinition, Note, RoundEntry


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: its id, definition and entries in order."""

    id: str
    definition: GameDefinition
    entries: list[Entry]
    created_at: str


@dataclass(frozen=True)
class GameListing:
    """One line of the ``games`` listing."""

    id: str
    name: str
    game: str
    players: list[str]
    rounds_played: int
    created_at: str
    summary: dict[str, Any] | None
    current: bool
    #: What is wrong with the game's stored rows (None for a sound game): the listing names
    #: it instead of failing, and every command but ``delete`` refuses the game.
    damaged: str | None = None
    #: The game's teams, in seating order (empty without teams): a team game's parties.
    teams: tuple[str, ...] = ()


def definition_json(definition: GameDefinition) -> dict[str, Any]:
    """A game's definition as JSON data: what the store keeps, and what a game document
    (:mod:`hanascore.ledger.documents`) writes of it."""
    return {
        "name": definition.name,
        "game": definition.game,
        "players": list(definition.players),
        "teams": {name: list(members) for name, members in definition.teams.items()} if definition.teams else None,
        "dealer": definition.first_dealer,
        "house": dict(definition.house),
        "variant": definition.variant,
        "length": {"rounds": definition.rounds, "target": definition.target},
    }


def definition_from_json(data: Mapping[str, Any]) -> GameDefinition:
    """Read back :func:`definition_json` (the data is trusted: it was checked when stored)."""
    teams = data.get("teams")
    length = data.get("length") or {}
    return GameDefinition(
        game=data["game"],
        players=tuple(data["players"]),
        first_dealer=data["dealer"],
        house=dict(data["house"]),
        name=data["name"],
        teams={name: tuple(members) for name, members in teams.items()} if teams else None,
        variant=data.get("variant"),
        rounds=length.get("rounds"),
        target=length.get("target"),
    )


#: The columns an entry is made from, in the order :func:`stored_entry` takes them.
ENTRY_COLUMNS = "kind, sheet_text, written_back, dealer, party, amount, reason, note"


class DamagedGame(LedgerError):
    """A game whose stored rows cannot be read back (changed by hand, or by a broken disk).

    Every command on it but ``delete`` stops here, naming the game, the part of it and what is
    wrong; the ledger's other games are not affected."""

    def __init__(self, path: Path, game_id: str, part: str, what: str) -> None:
        self.game_id = game_id
        self.part = part
        self.what = what
        super().__init__(
            Problem(
                Code.BAD_DB,
                msg(
                    "bad-db.damaged-game",
                    game_id=game_id,
                    part=part,
                    path=path,
                    what=what,
                ),
                "--db",
            )
        )


class BadRow(ValueError):
    """What is wrong with one stored row; the caller says which game and entry it is."""


def shown(value: object) -> str:
    """A stored value as a message may quote it: short, and escaped (it came from outside)."""
    if value is None:
        return "missing (NULL)"
    if isinstance(value, bytes):
        return f"binary data ({len(value)} bytes)"
    text = ascii(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


def _reject_constant(name: str) -> Any:
    # SQLite's JSON refuses NaN and Infinity too: the games listing and the rows agree.
    raise ValueError(f"{name} is not JSON")


def json_table(value: object, what: str) -> dict[str, Any]:
    """A stored JSON object (a sheet, a definition) read back, or :class:`BadRow`."""
    if not isinstance(value, str):
        raise BadRow(f"its {what} is {shown(value)}, not JSON text")
    try:
        data = json.loads(value, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise BadRow(f"its {what} is not JSON: {error}") from None
    if not isinstance(data, dict):
        raise BadRow(f"its {what} is a JSON {type(data).__name__}, not a table")
    return data


def stored_entry(
    kind: str,
    text: str | None,
    written_back: int,
    dealer: str | None,
    party: str,
    amount: int,
    reason: str,
    note: str | None = None,
) -> Entry:
    """One stored entry read back (:class:`BadRow` for a row that was changed by hand)."""
    if kind == "note":
        if not isinstance(note, str):
            raise BadRow(f"its note is {shown(note)}, not text")
        return Note(text=note)
    if kind == "adjustment":
        if type(amount) is not int:
            raise BadRow(f"its amount is {shown(amount)}, not a whole number")
        for column, value in (("party", party), ("reason", reason)):
            if not isinstance(value, str):
                raise BadRow(f"its {column} is {shown(value)}, not text")
        return Adjustment(party=party, amount=amount, reason=reason)
    if kind != "round":
        raise BadRow(f"its kind is {shown(kind)}, none of 'round', 'adjustment' and 'note'")
    if not isinstance(dealer, str):
        raise BadRow(f"its dealer is {shown(dealer)}, not a name")
    if not isinstance(text, str):
        raise BadRow(f"its sheet text is {shown(text)}, not text")
    if written_back not in (0, 1) or type(written_back) is not int:
        raise BadRow(f"its written_back mark is {shown(written_back)}, neither 0 nor 1")
    return RoundEntry(text=text, dealer=dealer, written_back=bool(written_back))


def entry_name(seq: int, number: int | None, kind: object) -> str:
    """How a message names a stored entry: its round where it is one, else its place."""
    return f"round {number} (entry {seq})" if kind == "round" and number is not None else f"entry {seq}"


def _names(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _whole_or_none(value: object) -> bool:
    return value is None or type(value) is int


def _definition_shape(data: dict[str, Any]) -> None:
    """Raise :class:`BadRow` unless ``data`` has the shape :func:`definition_json` gives."""
    teams, length = data.get("teams"), data.get("length")
    expected = (
        ("name", isinstance(data.get("name"), str), "text"),
        ("game", isinstance(data.get("game"), str), "a game's id"),
        ("players", _names(data.get("players")) and bool(data.get("players")), "a list of names"),
        ("dealer", isinstance(data.get("dealer"), str), "a name"),
        ("house", isinstance(data.get("house"), dict), "a table of house rules"),
        (
            "teams",
            teams is None or (isinstance(teams, dict) and all(map(_names, teams.values()))),
            "a table of teams",
        ),
        ("variant", data.get("variant") is None or isinstance(data.get("variant"), str), "a variant's id"),
        (
            "length",
            length is None
            or (
                isinstance(length, dict)
                and _whole_or_none(length.get("rounds"))
                and _whole_or_none(length.get("target"))
            ),
            "a number of rounds or a target",
        ),
    )
    for key, fits, what in expected:
        if not fits:
            found = shown(data[key]) if key in data else "missing"
            raise BadRow(f"its definition's {key!r} is {found}, not {what}")


def stored_definition(value: object) -> GameDefinition:
    """A stored definition read back and its table built (:class:`BadRow` when either fails)."""
    data = json_table(value, "definition")
    _definition_shape(data)
    definition = definition_from_json(data)
    try:
        table = definition.table
    except HanascoreError as error:
        raise BadRow(f"its definition makes no table: {error}") from None
    if table.player_named(definition.first_dealer) is None:
        raise BadRow(f"its first dealer {shown(definition.first_dealer)} is not one of its players")
    return definition


def stored_summary(value: object) -> dict[str, Any] | None:
    """The cached listing line, or None where it is missing or unreadable (it is only a
    cache: the next write to the game rewrites it)."""
    try:
        return json_table(value, "summary") if value else None
    except BadRow:
        return None


#: An entry row that :func:`stored_entry` refuses, as SQL: the games listing finds damaged games
#: without reading every entry into Python.
DAMAGED_ENTRY = """
    CASE e.kind
      WHEN 'round' THEN
        typeof(e.sheet_text) != 'text' OR typeof(e.dealer) != 'text'
        OR typeof(e.written_back) != 'integer' OR e.written_back NOT IN (0, 1)
      WHEN 'adjustment' THEN
        typeof(e.amount) != 'integer' OR typeof(e.party) != 'text' OR typeof(e.reason) != 'text'
      WHEN 'note' THEN typeof(e.note) != 'text'
      ELSE 1
    END
"""
