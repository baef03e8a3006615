"""Every machine-readable shape hanascore prints: the contract's JSON objects in one place.

Plain functions of the core's values; card ids become strings here, at the JSON edge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hanascore.core.errors import Words
from hanascore.core.result import english
from hanascore.games import find_game
from hanascore.games.hooks import Shows

# The ledger's own data (stored, or handed back by its writes) is shown as the ledger makes it.
from hanascore.ledger.outcomes import adjustment_json
from hanascore.ledger.replay import Adjustment, Ledger, Note, ReplayedNote, ReplayedRound, RoundEntry, Row
from hanascore.views.round_shapes import result_json

if TYPE_CHECKING:  # a type only: 'score --json' does not load the store (sqlite3)
    from hanascore.ledger.rows import GameListing


def standings_json(game_id: str, ledger: Ledger) -> dict[str, Any]:
    """``standings --json``."""
    definition = ledger.definition
    parties: list[dict[str, Any]] = []
    for name, total in ledger.totals.items():
        party: dict[str, Any] = {"name": name, "total": total}
        if ledger.points is not None:
            party["points"] = ledger.points[name]
        parties.append(party)
    return {
        "id": game_id,
        "name": definition.name,
        "game": definition.game,
        "players": list(definition.players),
        "teams": {name: list(members) for name, members in definition.teams.items()} if definition.teams else None,
        "variant": definition.variant,
        "house": dict(definition.house),
        "length": {"rounds": definition.rounds, "target": definition.target},
        "rounds_played": ledger.rounds_played,
        "over": ledger.over,
        "winner": ledger.winner,
        "leaders": ledger.leaders,
        "next_dealer": ledger.next_dealer,
        "carry_over": list(find_game(definition.game).shows.multipliers(ledger.carried)),
        "parties": parties,
    }


def history_json(ledger: Ledger) -> list[dict[str, Any]]:
    """``history --json``: one object per entry, rounds, adjustments and notes in order."""
    shows = find_game(ledger.definition.game).shows
    return [history_entry_json(row, shows) for row in ledger.rows]


def history_entry_json(row: Row, shows: Shows) -> dict[str, Any]:
    """One entry of ``history --json`` (``shows``: its game's way of showing a result)."""
    if isinstance(row, ReplayedRound):
        return {
            "kind": "round",
            "round": row.number,
            "dealer": row.dealer,
            "winner": row.result.winner,
            "multiplier": row.result.multiplier,
            "scores": row.adds,
            "totals": row.totals,
            **({"points": row.points} if row.points is not None else {}),
            # The game's word for how the round was won (Sakura's victory), as a score shows it.
            **({"victory": outcome} if (outcome := shows.outcome(row.result)) else {}),
        }
    if isinstance(row, ReplayedNote):
        return {"kind": "note", "text": row.entry.text, "totals": row.totals}
    return {"kind": "adjustment", **adjustment_json(row.entry), "totals": row.totals}


def games_json(listing: list[GameListing]) -> list[dict[str, Any]]:
    """``games --json``."""
    return [
        {
            "id": item.id,
            "name": item.name,
            "game": item.game,
            "players": item.players,
            "rounds_played": item.rounds_played,
            "over": (item.summary or {}).get("over", False),
            "winner": (item.summary or {}).get("winner"),
            "current": item.current,
            "created": item.created_at,
            # What is wrong with a damaged game's stored rows (null for a sound one).
            "damaged": item.damaged,
        }
        for item in listing
    ]


def game_id_json(game_id: str) -> dict[str, Any]:
    """``new``, ``use`` and ``import`` with ``--json``: the game's id."""
    return {"id": game_id}


def added_json(game_id: str, number: int, entry: RoundEntry, row: ReplayedRound, ledger: Ledger) -> dict[str, Any]:
    """``add --json``."""
    return {
        "id": game_id,
        "round": number,
        "dealer": entry.dealer,
        "result": result_json(row.result),
        "standings": standings_json(game_id, ledger),
    }


def undone_json(game_id: str, removed: dict[str, Any], ledger: Ledger) -> dict[str, Any]:
    """``undo --json``."""
    return {"id": game_id, "removed": removed, "standings": standings_json(game_id, ledger)}


def edited_json(
    game_id: str, number: int, row: ReplayedRound, changes: dict[str, Any], warnings: list[Words], ledger: Ledger
) -> dict[str, Any]:
    """``edit --json`` (its warnings in English)."""
    return {
        "id": game_id,
        "round": number,
        "result": result_json(row.result),
        "changes": changes,
        "warnings": [english(warning) for warning in warnings],
        "standings": standings_json(game_id, ledger),
    }


def adjusted_json(game_id: str, entry: Adjustment, ledger: Ledger) -> dict[str, Any]:
    """``adjust --json``."""
    return {"id": game_id, "adjustment": adjustment_json(entry), "standings": standings_json(game_id, ledger)}


def noted_json(game_id: str, entry: Note) -> dict[str, Any]:
    """``note --json``."""
    return {"id": game_id, "note": entry.text}


def chart_json(ledger: Ledger) -> dict[str, list[int]]:
    """``chart --json``: each party's running total, from the start (0) after every entry that
    counts (a note moves no total, and is no point of the chart)."""
    scored = [row for row in ledger.rows if not isinstance(row, ReplayedNote)]
    return {name: [0] + [row.totals[name] for row in scored] for name in ledger.totals}
