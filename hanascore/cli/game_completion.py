"""What shell completion offers where a command names one of the games hanascore plays
(``new GAME``, ``rules GAME``, ``cards --game``): read from the registry of games alone, so
that ``score``, ``rules`` and ``cards`` load no ledger to offer it."""

from __future__ import annotations

from typing import Any

from hanascore.games import find_game, game_ids


def complete_game_kind(ctx: Any, incomplete: str) -> list[tuple[str, str]]:
    """The games hanascore plays, each with its name: the ids that start with ``incomplete``,
    and for a game whose id does not, its aliases that do (``new mk<Tab>``: ``mkb``)."""
    found = []
    for game_id in game_ids():
        game = find_game(game_id)
        about = f"{game.name} {game.japanese}"
        names = [game.id] if game.id.startswith(incomplete) else [a for a in game.aliases if a.startswith(incomplete)]
        found += [(name, about) for name in names]
    return found
