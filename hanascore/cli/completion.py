"""What shell completion offers for the options that name a ledger's game or a party: the
ledger's game ids (with their names), the players of the game meant (or of every game, for a
new one), and its teams where a team may be named (``adjust --party``).  The games hanascore
plays are completed by :mod:`hanascore.cli.game_completion`, which reads no ledger.

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


def _meant(ctx: Any) -> list[GameListing]:
    """The games a name is looked for in: ``--game``'s, else the current one; with no such
    game, and for a new one, every game of the ledger (the names it knows)."""
    games = games_of(ctx)
    wanted = _option(ctx, "game_id")
    meant = [g for g in games if g.id == wanted] if wanted else [g for g in games if g.current]
    if not meant or (ctx is not None and getattr(ctx, "info_name", "") == "new"):
        return games
    return meant


def _starting(names: Any, incomplete: str) -> list[str]:
    """``names`` (once each, in order) that start with ``incomplete``, ignoring case."""
    folded = incomplete.casefold()
    return [name for name in dict.fromkeys(names) if name.casefold().startswith(folded)]


def complete_player(ctx: Any, incomplete: str) -> list[str]:
    """The players of the game meant (``--game``, else the current game) whose names start with
    ``incomplete`` (ignoring case); with no such game, every player of the ledger's games."""
    return _starting((name for game in _meant(ctx) for name in game.players), incomplete)


def complete_party(ctx: Any, incomplete: str) -> list[str]:
    """A party of the game meant: its teams first (a team game scores by team), then its
    players (a player names the team), whose names start with ``incomplete``."""
    meant = _meant(ctx)
    names = [*(team for game in meant for team in game.teams), *(name for game in meant for name in game.players)]
    return _starting(names, incomplete)


def complete_new_dealer(ctx: Any, incomplete: str) -> list[str]:
    """``new --dealer``: the players given so far with ``--player``."""
    return _starting(_option(ctx, "player") or [], incomplete)
