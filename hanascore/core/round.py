"""The round: a raw sheet resolved against its table, or every problem with it at once.

The shared facts (dealer, who played, the piles, the field, the ``[leftover]`` table, the next
dealer) are checked here; the game's own keys are read by its Facts, and its own rules checked
by its ``check``.  Outside a ledger the table comes from the sheet; in a ledger it is the
game's, and the sheet may only repeat it.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hanascore.core.cards import CARDS, REST, CardToken
from hanascore.core.errors import Code, Problem, Problems, SheetError, Words, hint, joined, msg
from hanascore.core.facts import Facts
from hanascore.core.piles import Placement, check_cards, pile_tokens, resolve_piles, tokens
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Party, Table, check_table, same_names, suggest
from hanascore.core.values import frozen
from hanascore.games import find_game, game_ids
from hanascore.games.base import check_stopper

if TYPE_CHECKING:
    from hanascore.games.base import Game, Leftovers


@frozen
class Round:
    """A checked round: its table, who dealt and played, where every card lies, its facts."""

    table: Table
    dealer: str
    active: tuple[str, ...]
    piles: Mapping[str, frozenset[int]]
    facts: Facts
    field_end: frozenset[int] = frozenset()
    field_start: frozenset[int] | None = None
    leftover: Mapping[int, str] = field(default_factory=dict)
    #: The queue of carried-over multipliers this round starts with (its first entry is what
    #: this round runs on), from the ledger; a game's facts may state it outside a ledger.
    carried: tuple[int, ...] = ()
    next_dealer: str | None = None
    #: Cards the deal took out of the round (dead from the start).
    out_of_play: frozenset[int] = frozenset()
    #: Parties with a member playing this round.
    active_party_names: frozenset[str] = frozenset()
    #: What the checks found worth saying but not wrong (filled by :func:`check_round`).
    warnings: list[str] = field(default_factory=list, compare=False)
    _leftovers: Leftovers | None = field(default=None, repr=False, compare=False)

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def rules(self) -> Any:
        return self.table.rules

    @property
    def parties(self) -> tuple[Party, ...]:
        return self.table.parties

    @property
    def stopped_by(self) -> str | None:
        return self.facts.stopper()

    @property
    def stopped(self) -> bool:
        return self.facts.stopper() is not None

    @property
    def leftovers(self) -> Leftovers:
        """Where the end-field cards go: the sheet's table, then the game's rule (worked out
        once: the checks and the score both need it)."""
        if self._leftovers is None:
            object.__setattr__(self, "_leftovers", self.game.leftovers(self))
        return self._leftovers  # type: ignore[return-value]

    def turn_order(self) -> tuple[str, ...]:
        return self.table.turn_order(self.dealer)

    def party_of(self, player: str) -> Party:
        return self.table.party_of(player)

    def party_order(self, names: Iterable[str] | None = None) -> list[str]:
        """Party names in turn order from the dealer."""
        return self.table.party_order(self.dealer, names)

    def active_parties(self) -> list[Party]:
        names = self.active_party_names
        return [p for p in self.parties if p.name in names]


# -- the table a sheet plays at ------------------------------------------------------------------


@dataclass(frozen=True)
class Echoes:
    """What a mistake reported once explains, so that it is not reported again per pile."""

    #: Pile names (case-folded) not reported as unknown.
    piles: frozenset[str] = frozenset()
    #: Parties whose missing pile is not reported (None: no missing pile is).
    missing: frozenset[str] | None = frozenset()

    def hides_missing(self, party: str) -> bool:
        return self.missing is None or party in self.missing


NO_ECHOES = Echoes()
NO_CARDS: frozenset[int] = frozenset()


def _sheet_table(raw: RawSheet, problems: Problems) -> tuple[Table, Echoes]:
    """The table the sheet states, and what of its piles only echoes its players line."""
    if raw.game is None:
        problems.add(Code.MISSING_KEY, msg("missing-key.sheet-name", game_ids=", ".join(game_ids())), "game")
        problems.raise_if_any()
    game = find_game(raw.game)  # type: ignore[arg-type]
    if not raw.players:
        problems.add(Code.MISSING_KEY, msg("missing-key.sheet-list"), "players")
        problems.raise_if_any()
    # A variant's own name names its game and the variant (a game: line naming it), so that the
    # quick form, which has no variant key, can say it.
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
    mostly repeat one table, and a table is an immutable value, so each is checked once."""
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


def _same_game(name: str, game: Game) -> bool:
    try:
        return find_game(name) is game
    except SheetError:
        return False


def _check_against_table(raw: RawSheet, table: Table, problems: Problems) -> None:
    """A ledger's sheet may repeat the game's own table, nothing else."""
    game = table.game
    if raw.game is not None and not _same_game(raw.game, game):
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
    variant = table.variant.id if table.variant else None
    if raw.variant is not None and game.variant(raw.variant) is not table.variant:
        problems.add(
            Code.LEDGER_MISMATCH, msg("ledger-mismatch.game-variant", variant=variant, variant2=raw.variant), "variant"
        )
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


def _team_sets(teams: Mapping[str, Sequence[str]]) -> dict[str, frozenset[str]]:
    return {name.casefold(): frozenset(m.casefold() for m in members) for name, members in teams.items()}


# -- who played ------------------------------------------------------------------------------------


def _dealer(raw: RawSheet, table: Table, dealer: str | None, problems: Problems) -> str:
    if dealer is not None:
        return dealer
    if raw.dealer is None:
        return table.players[0]
    found = table.player_named(raw.dealer)
    if found is None:
        problems.add(
            Code.UNKNOWN_PLAYER,
            msg("unknown-player.dealer-player", dealer=raw.dealer, suggest=hint(suggest(raw.dealer, table.players))),
            "dealer",
        )
        return table.players[0]
    return found


def _active(raw: RawSheet, table: Table, dealer: str, facts: Facts, problems: Problems) -> tuple[str, ...]:
    per_round = table.active_per_round
    players = table.players
    if raw.active is None:
        chosen = facts.active_players(table, dealer)
        if chosen is not None:
            return chosen
        if per_round is not None and len(players) > per_round:
            problems.add(
                Code.MISSING_KEY,
                msg("missing-key.with-players", count_players=len(players), per_round=per_round),
                "active",
            )
        return players
    named = set()
    for name in raw.active:
        player = table.player_named(name)
        if player is None:
            problems.add(
                Code.UNKNOWN_PLAYER,
                msg("unknown-player.active-player-player", name=name, suggest=hint(suggest(name, players))),
                "active",
            )
        else:
            named.add(player)
    where = msg("game-variant", game=table.game, variant=table.variant.name) if table.variant else table.game
    if per_round is None:
        if named != set(players):
            problems.add(Code.BAD_ACTIVE, msg("bad-active.everybody-plays", where=where), "active")
    elif len(named) != per_round:
        problems.add(
            Code.BAD_ACTIVE,
            msg("bad-active.players-play", per_round=per_round, where=where, count_named=len(named)),
            "active",
        )
    if table.dealer_must_play and dealer not in named:
        problems.add(Code.BAD_ACTIVE, msg("bad-active.dealer-one", dealer=dealer), "dealer")
    return tuple(p for p in players if p in named)


# -- the cards -------------------------------------------------------------------------------------


def _piles_by_party(
    raw: RawSheet, table: Table, active_parties: frozenset[str], problems: Problems, echoes: Echoes = NO_ECHOES
) -> list[tuple[str, str, list[Any]]]:
    """The piles as (key, label, tokens) of the parties they name; ``echoes``: pile names a
    reported players line explains (their piles and the missing ones are not reported again)."""
    groups: list[tuple[str, Words, list[Any]]] = []
    given: set[str] = set()
    kind = msg("party.team") if table.teams else msg("party.player")
    for name, pile in raw.captured.items():
        where = f"captured.{name}"
        read = pile_tokens(pile, where, problems)
        party = table.pile_owner(name)
        if party is None:
            if name.strip().casefold() not in echoes.piles:
                either = msg("unknown-pile.or-players-line") if echoes.missing else ""
                problems.add(
                    Code.UNKNOWN_PILE,
                    msg(
                        "unknown-pile.round-either",
                        name=name,
                        kind=kind,
                        suggest=hint(suggest(name, table.party_names)),
                        either=either,
                    ),
                    where,
                )
            continue
        if party in given:
            problems.add(Code.DUPLICATE_KEY, msg("duplicate-key.pile-given", party=party), where)
            continue
        given.add(party)
        if party not in active_parties and read:
            problems.add(Code.INACTIVE_PILE, msg("inactive-pile.sat-round-out-cannot-have", party=party), where)
            continue
        groups.append((f"captured.{party}", msg("place.pile", name=party), read))
    for name in table.party_names:
        if name in active_parties and name not in given and not echoes.hides_missing(name):
            problems.add(
                Code.MISSING_PILE,
                msg("missing-pile", name=name),
                "captured",
            )
    return groups


def _leftover_table(
    raw: RawSheet, table: Table, active_parties: frozenset[str], field_end: frozenset[int], problems: Problems
) -> dict[int, str]:
    leftover: dict[int, str] = {}
    kind = msg("party.team") if table.teams else msg("party.player")
    for name, pile in (raw.leftover or {}).items():
        where = f"leftover.{name}"
        party = table.pile_owner(name)
        if party is None:
            problems.add(
                Code.UNKNOWN_PILE,
                msg("unknown-pile.round", name=name, kind=kind, suggest=hint(suggest(name, table.party_names))),
                where,
            )
            continue
        if party not in active_parties:
            problems.add(Code.INACTIVE_PILE, msg("inactive-pile.sat-round-out-cannot-take", party=party), where)
            continue
        for token in tokens(pile, where, problems):
            if not isinstance(token, CardToken):
                problems.add(Code.BAD_REST, msg("bad-rest.rest-cannot-used"), where)
                continue
            options = (token.card.id,) if token.card else token.chaff_of
            choice = next((c for c in options if c in field_end and c not in leftover), None)
            if choice is None:
                problems.add(
                    Code.BAD_LEFTOVER,
                    msg("bad-leftover", text=token.text),
                    where,
                )
            else:
                leftover[choice] = party
    return leftover


def _field_start(raw: RawSheet, game: Game, problems: Problems) -> frozenset[int] | None:
    if raw.field_start is None:
        return None
    start_tokens = pile_tokens(raw.field_start, "field.start", problems)
    if REST in start_tokens:
        problems.add(Code.BAD_REST, msg("bad-rest.rest-cannot-describe"), "field.start")
        start_tokens = [t for t in start_tokens if t != REST]
    placement = Placement(game, problems)
    return resolve_piles([("field.start", msg("place.start-field"), start_tokens)], placement, problems)["field.start"]


def resolve(
    raw: RawSheet,
    table: Table | None = None,
    *,
    dealer: str | None = None,
    carried: tuple[int, ...] = (),
    whole: bool = True,
) -> tuple[Round, list[str]]:
    """Check ``raw`` and resolve its cards: the round and its warnings.

    ``table`` is a ledger game's (the sheet may only repeat it), else the sheet's own is
    checked; ``dealer`` and ``carried`` are what a ledger derived.  Raises
    :class:`SheetError` with every problem found.  ``whole=False`` checks what each line says
    (names, keys, cards) but not what the round adds up to (every card placed, the deal, the
    game's rules): for a sheet read past faulty lines, where those would only echo them.
    """
    problems = Problems()
    in_ledger = table is not None
    #: Pile names that only echo a players line already reported (not reported again).
    echoes = NO_ECHOES
    if table is None:
        table, echoes = _sheet_table(raw, problems)
    else:
        _check_against_table(raw, table, problems)
        if raw.players is not None and not same_names(raw.players, table.players):
            echoes = Echoes(piles=frozenset(name.casefold() for name in raw.players), missing=None)
    game = table.game
    dealer = _dealer(raw, table, dealer, problems)
    fact_problems: list[Problem] = []
    facts = table.facts_type.parse(raw.facts, table, in_ledger=in_ledger, problems=fact_problems)
    if fact_problems:
        problems.extend(fact_problems)
    active = _active(raw, table, dealer, facts, problems)
    next_dealer = None
    if raw.next_dealer is not None:
        next_dealer = table.player_named(raw.next_dealer)
        if next_dealer is None:
            problems.add(
                Code.UNKNOWN_PLAYER,
                msg(
                    "unknown-player.next-dealer-player",
                    next_dealer=raw.next_dealer,
                    suggest=hint(suggest(raw.next_dealer, table.players)),
                ),
                "next_dealer",
            )

    # The field as dealt first: it can take a card out of play, which 'rest' must leave alone.
    field_start = _field_start(raw, game, problems)
    out_of_play = game.out_of_play(table.rules, field_start) if game.out_of_play else frozenset()
    active_parties = table.parties_playing(active)
    groups = _piles_by_party(raw, table, active_parties, problems, echoes)
    groups.append(("field.end", msg("place.end-field"), pile_tokens(raw.field_end, "field.end", problems)))
    resolved = resolve_piles(groups, Placement(game, problems), problems, out_of_play)
    piles = {p.name: resolved.get(f"captured.{p.name}", NO_CARDS) for p in table.parties}
    field_end = resolved["field.end"]
    leftover = _leftover_table(raw, table, active_parties, field_end, problems)
    problems.raise_if_any()

    # By position, in Round's field order: a call by keyword costs half as much again as the value.
    round_ = Round(
        table,
        dealer,
        active,
        piles,
        facts,
        field_end,
        field_start,
        leftover,
        carried,
        next_dealer,
        out_of_play,
        active_parties,
    )
    warnings = round_.warnings
    if whole:
        check_round(round_, problems, warnings)
    problems.raise_if_any()
    return round_, warnings


def check_round(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """The shared checks of a resolved round, then the game's own."""
    game = round_.game
    check_cards(round_, problems, warnings)
    if game.stopping_yaku:
        check_stopper(round_, problems)
    leftovers = round_.leftovers
    if leftovers.unplaced:
        problems.add(
            Code.LEFTOVER_UNPLACED,
            msg(
                "leftover-unplaced.leftover-rule",
                name=game,
                unplaced=", ".join(leftovers.unplaced),
                hint=leftovers.hint,
            ),
            "field.end",
        )
    if game.end_field_empty and not round_.stopped:
        unplaced = sorted(round_.field_end - round_.leftover.keys())
        if unplaced:
            labels = joined(CARDS[c] for c in unplaced)
            problems.add(
                Code.LEFTOVER_UNPLACED,
                msg("leftover-unplaced.played-out", name=game, labels=labels),
                "field.end",
            )
    if game.check is not None:
        game.check(round_, problems, warnings)
