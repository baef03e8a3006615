"""The JSON shapes of one round and of a game's rules: what ``score``, ``cards`` and ``rules``
print with ``--json``.  Plain functions of the core's values and the games' data (no ledger:
``score --json`` loads none); card ids become strings here, at the JSON edge.
"""

from __future__ import annotations

from typing import Any

from hanascore.core.cards import DECK, card_tokens
from hanascore.core.result import PartyResult, RoundResult, english
from hanascore.games import find_game
from hanascore.games.base import Game


def _party_json(party: PartyResult) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": party.name,
        "members": list(party.members),
        "active": party.active,
    }
    if party.counts is not None:  # a counted round: the counts as entered, no cards
        data["counts"] = dict(party.counts)
    else:
        data["cards"] = [str(c) for c in party.cards]
    data |= {
        "card_points": party.card_points,
        "yaku": [{"id": y.id, "name": y.name, "points": y.points} for y in party.yaku],
        "yaku_points": party.yaku_points,
        "score": party.score,
    }
    data.update(party.extras)  # the game's own keys (Sakura's victories), after the shared ones
    return data


def result_json(result: RoundResult) -> dict[str, Any]:
    """``score --json``: optional keys appear only where the game has them."""
    shows = find_game(result.game).shows
    data: dict[str, Any] = {"game": result.game}
    if result.counted:  # absent for a round given card by card: its JSON is as it always was
        data["counted"] = True
    data |= {
        "multiplier": result.multiplier,
        "stopped_by": result.stopped_by,
        "parties": [_party_json(p) for p in result.parties],
        "winner": result.winner,
        "next_dealer": result.next_dealer,
        "leftover": {str(c): owner for c, owner in sorted(result.leftover.items())},
        "dead": [str(c) for c in result.dead],
        "carry_over": list(shows.multipliers(result.carried)),
        "warnings": [english(warning) for warning in result.warnings],
    }
    data.update(result.extras)  # the game's own keys (Oi-bana's payments), after the shared ones
    return data


def deck_json(game: Game | None) -> list[dict[str, Any]]:
    """``cards --json``: every card of the deck (of ``game``'s deck, with its value there)."""
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
        "formula": game.formula_in("en"),
        "deck_total": game.deck_total,
        "values": {str(c): game.values[c] for c in sorted(game.deck)},
        "kinds": [
            {
                "id": k.id,
                "name": k.name,
                "japanese": k.japanese,
                "aliases": list(k.aliases),
                "value": k.value,
                "cards": [str(c) for c in sorted(k.cards)],
            }
            for k in game.kinds
        ],
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
            {"name": o.name, "default": o.default, "meaning": o.meaning_in("en"), "choices": list(o.choices)}
            for o in game.rules.options()
        ],
        "variants": [v.id for v in game.variants],
        "notes": list(game.notes_in("en")),
    }
