"""The table a sheet plays at: the one it states (checked, its players line read against its
piles' names), or a ledger game's, which the sheet may only repeat.

The games layer finds the game a sheet names; these check what the sheet says of the table
and what a reported mistake explains (:class:`Echoes`), so that the round reports it once.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hanascore.core.errors import Code, Problem, Problems, msg
from hanascore.core.game import Game
from hanascore.core.names import same_names
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table, check_table


@dataclass(frozen=True, slots=True)
class Echoes:
    """What a mistake reported once explains, so that it is not reported again per pile."""

    #: Pile names (case-folded) not reported as unknown.
    piles: frozenset[str] = frozenset()
    #: Parties whose missing pile is not reported (None: no missing pile is).
    missing: frozenset[str] | None = frozenset()

    def hides_missing(self, party: str) -> bool:
        return self.missing is None or party in self.missing


NO_ECHOES = Echoes()


def sheet_table(raw: RawSheet, game: Game, problems: Problems) -> tuple[Table, Echoes]:
    """The table the sheet states for ``game`` (the game its game line names), and what of
    its piles only echoes its players line."""
    if not raw.players:
        problems.add(Code.MISSING_KEY, msg("missing-key.sheet-list"), "players")
        problems.raise_if_any()
    # A variant's own name names its game and the variant: a game line naming it
    # (``game: oi-bana``) says as much as a variant key.
    named_variant = game.variant(raw.game) if raw.variant is None else None  # type: ignore[arg-type]
    variant = named_variant.id if named_variant is not None else raw.variant
    table, table_problems = _checked_table(game, raw.players, raw.teams, raw.house, variant)
    # Piles that all name players (the usual sheet) leave the players line nothing to correct.
    corrected = (
        players_from_piles(raw.players, list(raw.captured))  # type: ignore[arg-type]
        if raw.teams is None and not table.owns_piles(raw.captured)
        else None
    )
    if corrected is None:
        problems.extend(table_problems)
        return table, NO_ECHOES
    named = [n for n in raw.captured if table.pile_owner(n) is None and n in corrected]
    renamed = [p for p in table.players if p not in corrected]
    others = {n.casefold() for n in (raw.dealer, raw.next_dealer, *(raw.active or ())) if n is not None}
    line_at_fault = (
        len(named) > 1
        or any(p.where == "players" for p in table_problems)
        or any(n.casefold() in others for n in named)  # the other lines agree with the piles
    )
    fixed, fixed_problems = _checked_table(game, corrected, None, raw.house, variant)
    if not line_at_fault or any(p.where == "players" for p in fixed_problems):
        # One pile's name against one of the line's: either may be the slip, and the pile's
        # problem says both; the line's player is not reported again as having no pile.
        problems.extend(table_problems)
        return table, Echoes(missing=frozenset(renamed))
    # The players line is the mistake the piles' names point at: said once, and the rest of
    # the sheet checked as if it were corrected (no echo per pile).
    problems.add(
        Code.UNKNOWN_PLAYER,
        msg(
            "unknown-player.piles-named-not-players",
            players=", ".join(raw.players),
            value=msg("party.pile-is") if len(named) == 1 else msg("party.piles-are"),
            map=" and ".join(map(repr, named)),
            corrected=", ".join(corrected),
        ),
        "players",
    )
    problems.extend(fixed_problems)
    return fixed, NO_ECHOES


def players_from_piles(players: tuple[str, ...], piles: list[str]) -> tuple[str, ...] | None:
    """The players line the piles' names suggest, where they name players it does not: a
    misspelt name replaced by the pile's (``Bbo`` by ``Bob``), a name that holds several piles'
    names split (``Alice Bob``, a separator the line missed); None when no pile explains it."""
    listed = {p.casefold() for p in players}
    unknown = [n for n in piles if n.strip().casefold() not in listed]
    if not unknown:
        return None
    with_pile = {n.strip().casefold() for n in piles}
    remaining = list(unknown)
    corrected: list[str] = []
    for player in players:
        folded = player.casefold()
        if folded in with_pile:
            corrected.append(player)
            continue
        inside = sorted((n for n in remaining if n.casefold() in folded), key=lambda n: folded.index(n.casefold()))
        close = difflib.get_close_matches(player, remaining, n=1, cutoff=0.5)
        found = inside if len(inside) >= 2 else close
        corrected += found or [player]  # a player with no pile may sit the round out
        remaining = [n for n in remaining if n not in found]
    return tuple(corrected) if len(remaining) < len(unknown) else None


def _checked_table(
    game: Game,
    players: tuple[str, ...],
    teams: Mapping[str, tuple[str, ...]] | None,
    house: Mapping[str, Any],
    variant: str | None,
) -> tuple[Table, list[Problem]]:
    """:func:`check_table` for a sheet: sheets scored together (a batch, a season's archive)
    mostly repeat one table, and a table is an immutable value, so each is checked once
    (measured: checking it afresh costs a round from text 30% more)."""
    # The values' types are part of the key, so that true and 1 (equal in Python) stay apart.
    rules = tuple(sorted((key, type(value), value) for key, value in house.items())) if house else ()
    key = (game.id, players, tuple(sorted(teams.items())) if teams else (), rules, variant)
    try:
        known = _TABLES.get(key)
    except TypeError:  # a house value TOML made a list or a table: checked (and refused) afresh
        return check_table(game, players, teams, house, variant)
    if known is None or known[0].game is not game:  # a game registered again under its id
        if len(_TABLES) >= 256:
            _TABLES.clear()
        known = _TABLES[key] = check_table(game, players, teams, house, variant)
    return known[0], list(known[1])


_TABLES: dict[Any, tuple[Table, list[Problem]]] = {}


def check_against_table(raw: RawSheet, table: Table, sheet_game: Game | None, problems: Problems) -> Echoes:
    """A ledger's sheet may repeat the game's own table, nothing else (``sheet_game``: the
    game the sheet's game line names, None where it names none known); what of its piles only
    echoes a players line reported here."""
    game = table.game
    if raw.game is not None and sheet_game is not game:
        # A sheet for another game: everything else it says (its players, piles, keys) would
        # only echo that, so it is the one problem.
        problems.add(
            Code.LEDGER_MISMATCH,
            msg("ledger-mismatch.sheet-for", game=raw.game, id=game.id),
            "game",
        )
        problems.raise_if_any()
    if raw.players is not None and not same_names(raw.players, table.players):
        problems.add(
            Code.LEDGER_MISMATCH,
            msg("ledger-mismatch.game-players", players=", ".join(table.players), players2=", ".join(raw.players)),
            "players",
        )
    # A team is who is in it: the members may be listed in any order, and names match ignoring case.
    if raw.teams is not None and _team_sets(raw.teams) != _team_sets(table.teams or {}):
        problems.add(Code.LEDGER_MISMATCH, msg("ledger-mismatch.sheet-teams"), "teams")
    # A variant the game does not know is no match either, even in a game played without one.
    named = game.variant(raw.variant) if raw.variant is not None else None
    if raw.variant is not None and (named is None or named is not table.variant):
        words = (
            msg("ledger-mismatch.game-variant", variant=table.variant.id, variant2=raw.variant)
            if table.variant is not None
            else msg("ledger-mismatch.game-no-variant", variant2=raw.variant)
        )
        problems.add(Code.LEDGER_MISMATCH, words, "variant")
    if raw.house:
        # The sheet's house table is replaced by the game's, so a bad key must not be dropped.
        _, sheet_problems = game.rules.parse(raw.house, owner=game)
        problems.extend(sheet_problems)
        faulty = {p.where for p in sheet_problems}
        resolved = table.rules.as_dict()
        for key, value in raw.house.items():
            if key in resolved and f"house.{key}" not in faulty and resolved[key] != value:
                problems.add(
                    Code.LEDGER_MISMATCH,
                    msg("ledger-mismatch.game-plays", key=key, resolved=resolved[key], value=value),
                    f"house.{key}",
                )
    if raw.players is not None and not same_names(raw.players, table.players):
        return Echoes(piles=frozenset(name.casefold() for name in raw.players), missing=None)
    return NO_ECHOES


def _team_sets(teams: Mapping[str, Sequence[str]]) -> dict[str, frozenset[str]]:
    return {name.casefold(): frozenset(m.casefold() for m in members) for name, members in teams.items()}
