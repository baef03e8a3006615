"""A game's definition: what it fixes for all of its rounds (game, players, teams, house
rules resolved to explicit values, first dealer, length), stored once and never derived; and
the checks a new game, an adjustment and a game name go through.

:mod:`hanascore.ledger.replay` replays a game's entries on its definition.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from hanascore.core.errors import Code, LedgerError, Problem, SheetError, Words, msg
from hanascore.core.house import MAX_POINTS
from hanascore.core.names import MAX_NAME, invisible
from hanascore.core.sheet import normalised
from hanascore.core.table import Table, build_table, check_table, suggest
from hanascore.games import find_game
from hanascore.games.hooks import Tally

#: Rounds a game lasts when neither ``--rounds`` nor ``--target`` is given (RULES.md section 8).
DEFAULT_ROUNDS = 12
MAX_GAME_NAME = 200


@dataclass(frozen=True)
class GameDefinition:  # not slotted: the table is worked out once and kept (cached_property)
    """What a game fixes for all of its rounds; stored once, never derived."""

    game: str
    players: tuple[str, ...]
    first_dealer: str
    house: dict[str, Any]
    name: str
    teams: dict[str, tuple[str, ...]] | None = None
    variant: str | None = None
    rounds: int | None = DEFAULT_ROUNDS
    target: int | None = None

    @property
    def party_names(self) -> tuple[str, ...]:
        """Who scores: players, or teams in the order of their first member's seat."""
        if not self.teams:
            return self.players
        seat = {player: index for index, player in enumerate(self.players)}
        ordered = sorted(self.teams.items(), key=lambda item: min(seat[m] for m in item[1]))
        return tuple(name for name, _ in ordered)

    @cached_property
    def tally(self) -> Tally | None:
        """What the running totals count when not the rounds' scores (the game says, by its
        house rules); the ledger then keeps the points beside them."""
        return find_game(self.game).tally(self.house)

    @cached_property
    def table(self) -> Table:
        """The game's table, checked once for all of its rounds."""
        return build_table(find_game(self.game), self.players, self.teams, self.house, self.variant)


def text_problems(text: str, what: Words, where: str, *, longest: int = MAX_GAME_NAME) -> list[Problem]:
    """A free-text field (game name, adjustment reason, note): non-empty, printable, at most
    ``longest`` characters."""
    if not text.strip():
        return [Problem(Code.BAD_TEXT, msg("bad-text.empty", what=what), where)]
    hidden = invisible(text)
    if hidden is not None:
        return [
            Problem(
                Code.BAD_TEXT,
                msg("bad-text.contain-invisible", what=what, ord=ord(hidden)),
                where,
            )
        ]
    if len(text) > longest:
        return [Problem(Code.BAD_TEXT, msg("bad-text.longer-than", what=what, MAX_GAME_NAME=longest), where)]
    return []


#: The most rounds a ledger takes (its target and adjustments take at most MAX_POINTS).
MAX_ROUNDS = 10_000


def adjustment_problems(amount: int, reason: str, *, where: str = "--amount") -> list[Problem]:
    """What is wrong with an adjustment of ``amount`` for ``reason`` (the command and an
    import check the same)."""
    problems = text_problems(reason, msg("thing.reason"), "--reason" if where == "--amount" else where)
    if amount == 0:
        problems.append(Problem(Code.BAD_AMOUNT, msg("bad-amount.adjustment-changes"), where))
    elif abs(amount) > MAX_POINTS:
        problems.append(
            Problem(Code.BAD_AMOUNT, msg("bad-amount.adjustment-at", MAX_POINTS=MAX_POINTS, amount=amount), where)
        )
    return problems


#: The longest note a game keeps (a few lines of a chat message).
MAX_NOTE = 1000


def note_problems(text: str, *, where: str = "TEXT") -> list[Problem]:
    """What is wrong with a note's ``text`` (``note`` and an import check the same): as a
    reason's, but up to :data:`MAX_NOTE` characters."""
    return text_problems(text, msg("thing.note"), where, longest=MAX_NOTE)


#: Where :func:`build_definition` reports each part's problems: ``hanascore new``'s options.
NEW_GAME_KEYS = {
    "players": "--player",
    "teams": "--team",
    "dealer": "--dealer",
    "variant": "--variant",
    "house": "--house",
    "rounds": "--rounds",
    "target": "--target",
    "name": "--name",
}


def _normalised_teams(teams: Mapping[str, Any], where: str, problems: list[Problem]) -> dict[str, Any]:
    """``teams`` with each name read as a sheet reads it (NFKC); two teams whose names read the
    same are a problem, not one of them silently dropped."""
    read: dict[str, Any] = {}
    given: dict[str, str] = {}
    for team, members in teams.items():
        name = normalised(team) if isinstance(team, str) else team
        if isinstance(members, list | tuple):
            members = [normalised(m) if isinstance(m, str) else m for m in members]
        folded = name.casefold() if isinstance(name, str) else name
        if folded in given:
            message = msg("duplicate-name.teams", given=given[folded], team=team)
            problems.append(Problem(Code.DUPLICATE_NAME, message, where))
            continue
        given[folded] = team
        read[name] = members
    return read


def build_definition(
    game: str,
    players: Sequence[str],
    *,
    teams: Mapping[str, Sequence[str]] | None = None,
    dealer: str | None = None,
    rounds: int | None = None,
    target: int | None = None,
    house: Mapping[str, Any] | None = None,
    variant: str | None = None,
    name: str | None = None,
    keys: Mapping[str, str] = NEW_GAME_KEYS,
) -> GameDefinition:
    """Check everything a new game fixes and resolve its house rules to explicit values.

    Names are taken as a sheet reads them (NFKC-normalised) and checked after that.  ``keys``
    says where each part's problems are reported (``hanascore new``'s options by default; an
    import names its file's keys).  Raises :class:`LedgerError` listing every problem found.
    """
    problems: list[Problem] = []
    try:
        chosen = find_game(game)
    except SheetError as error:
        raise LedgerError(error.problems) from None
    # Names as a sheet reads them (sheets are NFKC-normalised before they are read): a name kept
    # otherwise (full-width "Ａｎｎ", half-width "ｱﾝ", a decomposed "José", a no-break space)
    # could never be matched by a sheet.
    as_typed = list(players)
    players = [normalised(player) for player in players]
    if not players:
        problems.append(Problem(Code.MISSING_PLAYERS, msg("missing-players"), keys["players"]))
    if teams:
        teams = _normalised_teams(teams, keys["teams"], problems)
    table, table_problems = check_table(
        chosen,
        players,
        teams,
        house,
        variant,
        where={part: keys[part] for part in ("players", "teams", "variant", "house")},
        players_as_typed=as_typed,
    )
    problems.extend(table_problems)
    if dealer is not None:
        dealer = normalised(dealer)
        if table.player_named(dealer) is None:
            problems.append(
                Problem(
                    Code.UNKNOWN_PLAYER,
                    # Suggested among the players only where they are good names to show.
                    msg(
                        "unknown-player.dealer-one-players",
                        dealer=shortened(dealer),
                        value=suggest(dealer, players) if not table_problems else "",
                    ),
                    keys["dealer"],
                )
            )
    if rounds is not None and target is not None:
        problems.append(Problem(Code.BAD_LENGTH, msg("bad-length.give-rounds"), keys["rounds"]))
    if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
        problems.append(
            Problem(Code.BAD_LENGTH, msg("bad-length.game-lasts", MAX_ROUNDS=MAX_ROUNDS, rounds=rounds), keys["rounds"])
        )
    if target is not None and not 1 <= target <= MAX_POINTS:
        problems.append(
            Problem(
                Code.BAD_LENGTH, msg("bad-length.target-from", MAX_POINTS=MAX_POINTS, target=target), keys["target"]
            )
        )
    if name is not None:
        name = normalised(name)
        problems.extend(text_problems(name, msg("thing.game-name"), keys["name"]))
    if problems:
        raise LedgerError(problems)
    resolved = table.rules.as_dict()
    return GameDefinition(
        game=chosen.id,
        players=tuple(players),
        first_dealer=table.player_named(dealer) or dealer if dealer is not None else players[0],
        house=resolved,
        name=name if name is not None else f"{chosen.name}: {', '.join(players)}",
        # As the table reads them: members named as seated, the variant by its id.
        teams=table.teams,
        variant=table.variant.id if table.variant is not None else None,
        rounds=rounds if rounds is not None or target is not None else DEFAULT_ROUNDS,
        target=target,
    )


def shortened(name: str) -> str:
    """``name`` quoted for a message, cut short when it is longer than any name can be."""
    return repr(name) if len(name) <= MAX_NAME else f"{name[:MAX_NAME]!r}…"


def unknown_dealer(table: Table, dealer: str, where: str = "dealer") -> Problem:
    """A round's dealer who is none of the players, reported as ``score`` reports a sheet's."""
    return Problem(
        Code.UNKNOWN_PLAYER,
        msg("unknown-player.dealer-of-game", dealer=shortened(dealer), suggest=suggest(dealer, table.players)),
        where,
    )
