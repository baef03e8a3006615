"""Every machine-readable shape hanascore prints: the contract's JSON objects in one place.

Plain functions of the core's values; card ids become strings here, at the JSON edge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

# The ledger's own data (stored, or handed back by its writes) is shown as the ledger makes it.
from hanascore.ledger.outcomes import adjustment_json as adjustment_json
from hanascore.ledger.outcomes import removed_json as removed_json
from hanascore.ledger.outcomes import summary_json as summary_json

if TYPE_CHECKING:
    from hanascore.core.result import PartyResult, RoundResult
    from hanascore.games.base import Game
    from hanascore.ledger.replay import Adjustment, Ledger, ReplayedRound, RoundEntry
    from hanascore.ledger.store import GameListing


def _party_json(party: PartyResult, victories: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": party.name,
        "members": list(party.members),
        "active": party.active,
        "cards": [str(c) for c in party.cards],
        "card_points": party.card_points,
        "yaku": [{"id": y.id, "name": y.name, "points": y.points} for y in party.yaku],
        "yaku_points": party.yaku_points,
        "score": party.score,
    }
    if victories:
        data["victories"] = party.victories
    return data


def result_json(result: RoundResult) -> dict[str, Any]:
    """``score --json``: optional keys appear only where the game has them."""
    data: dict[str, Any] = {
        "game": result.game,
        "multiplier": result.multiplier,
        "stopped_by": result.stopped_by,
        "parties": [_party_json(p, result.victory is not None) for p in result.parties],
        "winner": result.winner,
        "next_dealer": result.next_dealer,
        "leftover": {str(c): owner for c, owner in sorted(result.leftover.items())},
        "dead": [str(c) for c in result.dead],
        "carry_over": list(result.carry_over),
        "warnings": list(result.warnings),
    }
    if result.victory is not None:
        data["victory"] = result.victory
    if result.payments is not None:
        data["payments"] = [{"from": p.payer, "to": p.payee, "amount": p.amount} for p in result.payments]
    return data


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
        "carry_over": list(ledger.carry_over),
        "parties": parties,
    }


def history_json(ledger: Ledger) -> list[dict[str, Any]]:
    """``history --json``: one object per entry, rounds and adjustments in order."""
    from hanascore.ledger.replay import ReplayedRound

    rows: list[dict[str, Any]] = []
    for row in ledger.rows:
        if isinstance(row, ReplayedRound):
            rows.append(
                {
                    "kind": "round",
                    "round": row.number,
                    "dealer": row.dealer,
                    "winner": row.result.winner,
                    "multiplier": row.result.multiplier,
                    "scores": row.adds,
                    "totals": row.totals,
                    **({"points": row.points} if row.points is not None else {}),
                    **({"victory": row.result.victory} if row.result.victory else {}),
                }
            )
        else:
            rows.append({"kind": "adjustment", **adjustment_json(row.entry), "totals": row.totals})
    return rows


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
    game_id: str, number: int, row: ReplayedRound, changes: dict[str, Any], warnings: list[str], ledger: Ledger
) -> dict[str, Any]:
    """``edit --json``."""
    return {
        "id": game_id,
        "round": number,
        "result": result_json(row.result),
        "changes": changes,
        "warnings": warnings,
        "standings": standings_json(game_id, ledger),
    }


def adjusted_json(game_id: str, entry: Adjustment, ledger: Ledger) -> dict[str, Any]:
    """``adjust --json``."""
    return {"id": game_id, "adjustment": adjustment_json(entry), "standings": standings_json(game_id, ledger)}


def deck_json(game: Game | None) -> list[dict[str, Any]]:
    """``cards --json``: every card of the deck (of ``game``'s deck, with its value there)."""
    from hanascore.core.cards import DECK, card_tokens

    cards = []
    for card in DECK:
        if game is not None and card.id not in game.deck:
            continue
        entry: dict[str, Any] = {
            "id": str(card.id),
            "month": card.month,
            "flower": card.flower.name,
            "name": card.name,
            "japanese": card.japanese,
            "kind": card.kind.value,
            "tokens": card_tokens(card),
        }
        if game is not None:
            entry["value"] = game.values[card.id]
        cards.append(entry)
    return cards


def rules_json(game: Game) -> dict[str, Any]:
    """``rules GAME --json``: what a game is made of, as ``rules`` shows it."""
    return {
        "id": game.id,
        "name": game.name,
        "japanese": game.japanese,
        "aliases": list(game.aliases),
        "players": {"min": game.players[0], "max": game.players[1], "active_per_round": game.active_per_round},
        "formula": game.formula,
        "deck_total": game.deck_total,
        "values": {str(c): game.values[c] for c in sorted(game.deck)},
        "yaku": [
            {
                "id": y.id,
                "name": y.name,
                "japanese": y.japanese,
                "points": y.points,
                "cards": [[str(c) for c in sorted(slot)] for slot in y.slots],
                "stops_round": y.stops_round,
                "aliases": list(y.aliases),
            }
            for y in game.yaku
        ],
        "house": [
            {"name": o.name, "default": o.default, "meaning": o.meaning, "choices": list(o.choices)}
            for o in game.rules.options()
        ],
        "variants": [v.id for v in game.variants],
        "notes": list(game.notes),
    }


def chart_json(ledger: Ledger) -> dict[str, list[int]]:
    """``chart --json``: each party's running total, from the start (0) after every entry."""
    return {name: [0] + [row.totals[name] for row in ledger.rows] for name in ledger.totals}
