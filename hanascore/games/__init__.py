"""The registry of games: each game's module listed once, one lookup by id or alias.

A game module defines ``GAME``, a :class:`~hanascore.games.base.Game` with its own id and
aliases.  Modules load when a game is first used: a lookup by id loads one module, a lookup by
alias (or a listing) loads them all.  :func:`register` adds a game defined elsewhere.
"""

from __future__ import annotations

import difflib
import importlib
from typing import TYPE_CHECKING

from hanascore.core.errors import Code, Problem, SheetError, add_codes, joined, msg
from hanascore.core.words import add_words, drop_words

if TYPE_CHECKING:
    from hanascore.games.base import Game

#: Game id -> the module holding its ``GAME``.
_MODULES: dict[str, str] = {
    "mushi": "mushi.rules",
    "sakura": "sakura.rules",
    "kyu-rei-hana": "kyurei.rules",
    "matsu-kiri-bozu": "matsu_kiri_bozu.rules",
    "musashino-bana": "musashino.rules",
    "koi-koi": "koikoi.rules",
    "hachi-hachi": "hachihachi.rules",
}
_LOADED: dict[str, Game] = {}
#: A name as a sheet writes it -> the id of the game it names: every sheet names its game, and
#: working out an alias loads and lists every game.  Forgotten when a game is (un)registered.
_NAMED: dict[str, str] = {}


def register(game: Game) -> None:
    """Make ``game`` known by its id and aliases (a game defined outside this package), its
    words added to the word table."""
    add_words(game.id, game.words)
    add_codes(game.codes)
    _LOADED[game.id] = game
    _NAMED.clear()


def unregister(game_id: str) -> None:
    """Forget a game :func:`register` added."""
    if game_id not in _MODULES:
        _LOADED.pop(game_id, None)
        drop_words(game_id)
        _NAMED.clear()


def game_ids() -> tuple[str, ...]:
    """Every game's id, in the registry's order."""
    return (*_MODULES, *(game_id for game_id in _LOADED if game_id not in _MODULES))


def _load(game_id: str) -> Game:
    game = _LOADED.get(game_id)
    if game is None:
        module = importlib.import_module(f"{__name__}.{_MODULES[game_id]}")
        game = module.GAME
        add_words(game.id, game.words)
        add_codes(game.codes)
        _LOADED[game_id] = game
    return game


def all_games() -> list[Game]:
    """Every game, in the registry's order."""
    return [_load(game_id) for game_id in game_ids()]


def _normalise(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-").replace("ō", "o").replace("ū", "u")


def aliases() -> dict[str, str]:
    """Every name a game answers to (ids included) -> its id."""
    return {_normalise(name): game.id for game in all_games() for name in (game.id, *game.aliases)}


def find_game(name: str) -> Game:
    """The game called ``name`` (an id or an alias, any case); SheetError if none is."""
    game_id = _NAMED.get(name)
    if game_id is not None:
        return _load(game_id)
    key = _normalise(name)
    if key in _MODULES or key in _LOADED:
        game_id = key
    else:
        known = aliases()
        if key not in known:
            close = difflib.get_close_matches(key, list(known), n=2, cutoff=0.5)
            hint = msg("hint.did-you-mean", name=joined(close, " or ", "か")) if close else ""
            message = msg("unknown-game", name=name, hint=hint, games=", ".join(game_ids()))
            raise SheetError(Problem(Code.UNKNOWN_GAME, message, "game"))
        game_id = known[key]
    if len(_NAMED) < 256:  # names that name a game: a handful, however many sheets
        _NAMED[name] = game_id
    return _load(game_id)
