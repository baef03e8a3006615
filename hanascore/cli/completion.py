"""What shell completion offers for the options that name a game or a player: the ledger's
game ids (with their names) and the players of the game meant (or of every game, for a new one).

Read from the ledger the command would use (its ``--db``, the one given before the command,
else ``HANASCORE_DB``, else the default), once per Tab press.  A completion never fails: a
missing, locked or damaged ledger offers nothing rather than a traceback in the user's shell.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from hanascore.core.errors import HanascoreError
from hanascore.ledger.actions import list_games
from hanascore.ledger.rows import GameListing

#: What reading the ledger for a completion may raise: every such failure offers nothing.
UNREADABLE = (HanascoreError, OSError, sqlite3.Error, ValueError, KeyError)


def _option(ctx: Any, name: str) -> Any:
    """The value of option ``name`` typed on the command line so far: the command's, else the
    app's (``hanascore --db X standings --game <Tab>``); None when only the environment gives
    it (a typed ``--db`` before the command is nearer than ``HANASCORE_DB``)."""
    while ctx is not None:
        value = (getattr(ctx, "params", None) or {}).get(name)
        source = ctx.get_parameter_source(name) if hasattr(ctx, "get_parameter_source") else None
        if value and getattr(source, "name", "COMMANDLINE") == "COMMANDLINE":
            return value
        ctx = getattr(ctx, "parent", None)
    return None


def games_of(ctx: Any) -> list[GameListing]:
    """The games of the ledger the command line names (none where it cannot be read)."""
    try:
        return list_games(_option(ctx, "db"))
    except UNREADABLE:
        return []


def complete_game_id(ctx: Any, incomplete: str) -> list[tuple[str, str]]:
    """The ledger's game ids starting with ``incomplete``, each with the game's name."""
    return [(g.id, g.name) for g in games_of(ctx) if g.id.startswith(incomplete)]


def complete_player(ctx: Any, incomplete: str) -> list[str]:
    """The players of the game meant (``--game``, else the current game) whose names start with
    ``incomplete`` (ignoring case); with no such game, every player of the ledger's games."""
    games = games_of(ctx)
    wanted = _option(ctx, "game_id")
    meant = [g for g in games if g.id == wanted] if wanted else [g for g in games if g.current]
    if not meant or (ctx is not None and getattr(ctx, "info_name", "") == "new"):
        meant = games  # a new game's players: the names the ledger knows
    names = dict.fromkeys(name for game in meant for name in game.players)
    folded = incomplete.casefold()
    return [name for name in names if name.casefold().startswith(folded)]


def complete_new_dealer(ctx: Any, incomplete: str) -> list[str]:
    """``new --dealer``: the players given so far with ``--player``."""
    folded = incomplete.casefold()
    return [name for name in _option(ctx, "player") or [] if name.casefold().startswith(folded)]
