"""A player's name changed inside a game's stored rows: its definition, its entries and the
texts of its round sheets, so that the sheets stay the one source of truth after ``players
rename`` and ``players merge``.

A sheet's text is rewritten where it names the player, line by line, so that everything else
in it (its comments, its layout, the form it was written in) stays as written; the rewritten
text must read as the sheet read before with only the name changed, or the sheet is written
anew from its data (:func:`hanascore.games.sheets.sheet_text`), which keeps no comment.
:mod:`hanascore.ledger.people` then replays the game to check that nothing else changed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from hanascore.core.errors import HanascoreError
from hanascore.core.facts import Answer
from hanascore.core.quick_sheet import BULLET, QUICK_KEYS, quick_key
from hanascore.core.sheet import looks_like_toml, normalised, shape_sheet
from hanascore.games import find_game
from hanascore.games.base import Game
from hanascore.games.sheets import fact_keys, read_sheet_text, sheet_text
from hanascore.ledger.definition import GameDefinition
from hanascore.ledger.replay import Adjustment, Entry, Note

#: Says whether a name (as a sheet or a game writes it) is the player being renamed.
IsPlayer = Callable[[str], bool]


@dataclass(frozen=True, slots=True)
class Renaming:
    """One person's new name: ``is_player`` tells their names (any spelling), ``new`` is what
    they are called from now on."""

    is_player: IsPlayer
    new: str

    def name(self, name: object) -> object:
        """``name`` renamed when it is the player's, else as it is."""
        return self.new if isinstance(name, str) and self.is_player(name) else name

    def names(self, text: str) -> str:
        """A list of names written as text (``Ann, Bo``), each renamed, the separators and
        blanks kept."""
        return "".join(self.padded(piece) for piece in re.split(r"([,、])", text))

    def padded(self, text: str) -> str:
        """``text`` (a name with blanks around it) renamed, its blanks kept."""
        stripped = text.strip()
        if not stripped or not self.is_player(stripped):
            return text
        start = text.index(stripped)
        return text[:start] + self.new + text[start + len(stripped) :]


def default_name(game: str, players: tuple[str, ...]) -> str:
    """The name ``new`` gives a game it was given none for."""
    return f"{find_game(game).name}: {', '.join(players)}"


def renamed_definition(definition: GameDefinition, renaming: Renaming) -> GameDefinition:
    """``definition`` with the player renamed: its players, its teams' members, its first
    dealer, and its name where it is the one ``new`` made of the players' names."""
    players = tuple(str(renaming.name(p)) for p in definition.players)
    teams = (
        {team: tuple(str(renaming.name(m)) for m in members) for team, members in definition.teams.items()}
        if definition.teams
        else definition.teams
    )
    name = definition.name
    if name == default_name(definition.game, definition.players):
        name = default_name(definition.game, players)
    return replace(
        definition, players=players, teams=teams, first_dealer=str(renaming.name(definition.first_dealer)), name=name
    )


def renamed_entry(entry: Entry, game: Game, renaming: Renaming) -> Entry:
    """An entry with the player renamed: a round's dealer and sheet, an adjustment's party (a
    note is the players' own words, kept as written)."""
    if isinstance(entry, Note):
        return entry
    if isinstance(entry, Adjustment):
        return replace(entry, party=str(renaming.name(entry.party)))
    return replace(entry, text=renamed_text(entry.text, game, renaming), dealer=str(renaming.name(entry.dealer)))


# -- a sheet as data ------------------------------------------------------------------------------


def _fact_answers(game: Game) -> dict[str, Answer]:
    """The game's facts (its variants' too) by their TOML key, with their kind of answer."""
    return {spec.key: spec.answer for spec in fact_keys(game).values()}


def renamed_data(data: Mapping[str, Any], game: Game, renaming: Renaming) -> dict[str, Any]:
    """A sheet's data (the TOML form's shape) with the player renamed wherever it names them:
    the players, dealers, teams' members, who played, the piles' owners, and the game's facts
    that name players (``stopped_by``, ``sage``) or are keyed by them (``bids``, ``koi``,
    ``teyaku``)."""
    answers = _fact_answers(game)
    renamed: dict[str, Any] = {}
    for key, value in data.items():
        answer = answers.get(key)
        if key in ("players", "active"):
            value = renaming.names(value) if isinstance(value, str) else _listed(value, renaming)
        elif key in ("dealer", "next_dealer") or answer is Answer.PARTY:
            value = renaming.name(value)
        elif key == "teams" and isinstance(value, dict):
            value = {
                team: renaming.names(members) if isinstance(members, str) else _listed(members, renaming)
                for team, members in value.items()
            }
        elif answer is Answer.PLAYERS:
            value = renaming.names(value) if isinstance(value, str) else _listed(value, renaming)
        elif answer is Answer.BY_PLAYER and isinstance(value, str):
            value = _pairs_renamed(value, renaming, ";")
        elif key in ("captured", "leftover") or answer in (Answer.BIDS, Answer.CALLS, Answer.BY_PLAYER):
            value = _keys_renamed(value, renaming)
        renamed[key] = value
    return renamed


def _pairs_renamed(text: str, renaming: Renaming, separators: str) -> str:
    """``Ann=5, Bo=12`` (or ``Bo`` alone, a call once) with the player renamed before each
    ``=``, the separators, blanks and values kept."""
    pieces = re.split(f"([{separators}])", text)
    return "".join(
        piece
        if piece and piece in separators
        else renaming.padded(piece.partition("=")[0]) + "".join(piece.partition("=")[1:])
        for piece in pieces
    )


def _listed(value: object, renaming: Renaming) -> object:
    return [renaming.name(item) for item in value] if isinstance(value, list) else value


def _keys_renamed(value: object, renaming: Renaming) -> object:
    if not isinstance(value, dict):
        return value
    return {str(renaming.name(key)): item for key, item in value.items()}


def _shaped(data: Mapping[str, Any]) -> object:
    """A sheet's data as the rounds read it (names split, piles keyed), to compare two readings."""
    return shape_sheet(data)[0]


# -- a sheet as text ------------------------------------------------------------------------------


def renamed_text(text: str, game: Game, renaming: Renaming) -> str:
    """A round sheet's text with the player renamed: rewritten line by line where it names
    them (comments and layout kept), else, where that does not read as the renamed sheet,
    written anew from its data.  A text that does not read is returned as it is (the game's
    replay says what is wrong with it)."""
    try:
        data = read_sheet_text(text, game)
    except HanascoreError:
        return text
    wanted = renamed_data(data, game, renaming)
    rewritten = (
        _toml_renamed(text, renaming) if looks_like_toml(normalised(text)) else _quick_renamed(text, game, renaming)
    )
    if rewritten == text and wanted == data:
        return text  # names nobody renamed
    try:
        if _shaped(read_sheet_text(rewritten, game)) == _shaped(wanted):
            return rewritten
    except HanascoreError:
        pass
    return sheet_text(wanted, game)


def _quick_renamed(text: str, game: Game, renaming: Renaming) -> str:
    """The quick form's lines, each rewritten where it names the player."""
    answers = {key: spec.answer for key, spec in fact_keys(game).items()}
    lines = []
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        ending = line[len(body) :]
        read = body if body.isascii() else normalised(body)
        changed = _quick_line(read, answers, renaming)
        lines.append(changed + ending if changed != read else line)
    return "".join(lines)


def _quick_line(line: str, answers: Mapping[str, Answer], renaming: Renaming) -> str:
    """One line of the quick form with the player renamed where its key says a name is."""
    content, hash_mark, comment = line.partition("#")
    bullet = re.match(r"\s*", content)
    start = bullet.end() if bullet else 0
    marked = BULLET.match(content[start:])
    if marked:
        start += marked.end()
    key, colon, value = content[start:].partition(":")
    if not colon:
        return line
    read = quick_key(key)
    target = QUICK_KEYS.get(read)
    answer = answers.get(read) if target is None else None
    if target in ("players", "active"):
        value = renaming.names(value)
    elif target in ("dealer", "next_dealer") or answer is Answer.PARTY:
        value = renaming.padded(value)
    elif answer is Answer.PLAYERS:
        value = renaming.names(value)
    elif answer in (Answer.BIDS, Answer.CALLS):
        value = _pairs_renamed(value, renaming, ",;、")
    elif answer is Answer.BY_PLAYER:
        value = _pairs_renamed(value, renaming, ";")
    elif target is None and answer is None:
        key = renaming.padded(key)  # a pile's owner
    return content[:start] + key + colon + value + hash_mark + comment


#: What a TOML text holds that may name a player: comments (left as written), strings, keys.
_TOML_PARTS = re.compile(
    r"(?P<comment>#[^\n]*)|(?P<string>\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*')|(?P<key>(?<![\w-])[A-Za-z0-9_-]+(?=[ \t]*=))"
)


def _toml_renamed(text: str, renaming: Renaming) -> str:
    """TOML text with every string and key that is the player's name renamed."""

    def swap(found: re.Match[str]) -> str:
        part = found[0]
        if found["comment"] is not None:
            return part
        if found["string"] is not None:
            inner = part[1:-1]
            if "\\" in inner or not renaming.is_player(normalised(inner)):
                return part
            return json.dumps(renaming.new, ensure_ascii=False)
        if not renaming.is_player(part):
            return part
        return (
            renaming.new
            if re.fullmatch(r"[A-Za-z0-9_-]+", renaming.new)
            else json.dumps(renaming.new, ensure_ascii=False)
        )

    return _TOML_PARTS.sub(swap, text)
