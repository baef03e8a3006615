"""The registry of games: one lookup by id or alias."""

from __future__ import annotations

import difflib
import functools
import importlib

from ..errors import Problem, SheetError
from .base import Game

#: Game id -> module holding its ``GAME``; modules load only when a game is used.
_MODULES = {
    "mushi": "mushi",
    "sakura": "sakura",
    "kyu-rei-hana": "kyurei",
    "matsu-kiri-bozu": "matsu_kiri_bozu",
    "musashino-bana": "musashino",
}

ALIASES: dict[str, str] = {
    "mushi": "mushi",
    "sakura": "sakura",
    "higo-bana": "sakura",
    "higobana": "sakura",
    "hawaiian": "sakura",
    "hawaiian-hanafuda": "sakura",
    "kumamoto-bana": "sakura",
    "oi-bana": "sakura",
    "kyu-rei-hana": "kyu-rei-hana",
    "kyurei": "kyu-rei-hana",
    "kyu-rei": "kyu-rei-hana",
    "kyureihana": "kyu-rei-hana",
    "kyurei-hana": "kyu-rei-hana",
    "matsu-kiri-bozu": "matsu-kiri-bozu",
    "matsukiribozu": "matsu-kiri-bozu",
    "mkb": "matsu-kiri-bozu",
    "musashino-bana": "musashino-bana",
    "musashino": "musashino-bana",
    "musashinobana": "musashino-bana",
}

GAME_IDS: tuple[str, ...] = tuple(_MODULES)


def _normalise(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-").replace("ō", "o").replace("ū", "u")


@functools.lru_cache(maxsize=64)
def find_game(name: str) -> Game:
    """The game called ``name`` (an id or an alias, any case); SheetError if none is."""
    key = ALIASES.get(_normalise(name))
    if key is None:
        close = difflib.get_close_matches(_normalise(name), list(ALIASES), n=2, cutoff=0.5)
        hint = f" (did you mean {' or '.join(close)}?)" if close else ""
        raise SheetError(Problem("unknown-game", f"unknown game {name!r}{hint}; games: {', '.join(GAME_IDS)}", "game"))
    module = importlib.import_module(f"{__name__}.{_MODULES[key]}")
    game: Game = module.GAME
    return game


def all_games() -> list[Game]:
    """Every game, in the registry's order."""
    return [find_game(game_id) for game_id in GAME_IDS]
