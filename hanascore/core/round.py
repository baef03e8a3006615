"""The round: a raw sheet resolved against its table, or every problem with it at once.

The shared facts (dealer, who played, the piles, the field, the ``[leftover]`` table, the next
dealer) are checked here; the game's own keys are read by its Facts.  Outside a ledger the
table comes from the sheet (:func:`resolve_sheet`, for the game the games layer found it
names); in a ledger it is the game's, and the sheet may only repeat it
(:func:`resolve_at_table`).  What the round adds up to (every card placed, the deal, the
game's own rules) is checked by the games layer on the resolved round.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hanascore.core.cards import REST, CardToken
from hanascore.core.errors import Code, Problem, Problems, Words, msg
from hanascore.core.facts import FactOwners, Facts
from hanascore.core.game import Game
from hanascore.core.names import suggest
from hanascore.core.piles import Placement, pile_tokens, resolve_piles, tokens
from hanascore.core.sheet import RawSheet
from hanascore.core.sheet_table import NO_ECHOES, Echoes, check_against_table, sheet_table
from hanascore.core.table import Party, Table

NO_CARDS: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
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
    #: What the checks found worth saying but not wrong (filled by the games layer's checks).
    warnings: list[Words] = field(default_factory=list, compare=False)
    #: The game's placing of the end-field cards, once worked out (see :attr:`leftovers`).
    _leftovers: Any = field(default=None, repr=False, compare=False)
    #: A counted round (``3 brights 4 animals``): each active party's counts by kind id; its
    #: piles are cards found to fit them (None: a round given card by card).
    counts: Mapping[str, Mapping[str, int]] | None = None
    #: Cards the sheet places outside the piles and the fields (facts that are places: the
    #: cards not yet played), placed once with the rest.
    elsewhere: frozenset[int] = frozenset()
    #: True for a round of a ledger (``carried`` is then what the round before handed on).
    in_ledger: bool = False
    #: True when the sheet gave the end field (even empty): a game may need to know it was.
    field_end_given: bool = False

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
    def leftovers(self) -> Any:
        """Where the end-field cards go: the sheet's table, then the game's rule (worked out
        once: the checks and the score both read it; measured: 3% of scoring a round)."""
        if self._leftovers is None:
            object.__setattr__(self, "_leftovers", self.game.leftovers(self))
        return self._leftovers

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


# -- who played ------------------------------------------------------------------------------------


def _dealer(raw: RawSheet, table: Table, dealer: str | None, problems: Problems) -> str:
    if dealer is not None:
        return dealer
    if raw.dealer is None:
        # As in a ledger: the first listed player deals unless sitting out, and then the deal
        # passes to the next active player in turn order (RULES 2, settled 2026-11-26).
        return table.pass_on(table.players[0], raw.active or table.playing_by_piles(raw.captured))
    found = table.player_named(raw.dealer)
    if found is None:
        problems.add(
            Code.UNKNOWN_PLAYER,
            msg("unknown-player.dealer-player", dealer=raw.dealer, suggest=suggest(raw.dealer, table.players)),
            "dealer",
        )
        return table.players[0]
    return found


def _from_the_dealer(players: tuple[str, ...], dealer: str) -> tuple[str, ...]:
    """The players in seating order from the dealer on (a choice of who plays that any table
    may make, where a problem needs an example)."""
    seat = players.index(dealer) if dealer in players else 0
    return players[seat:] + players[:seat]


def _active(raw: RawSheet, table: Table, dealer: str, facts: Facts, problems: Problems) -> tuple[str, ...]:
    per_round = table.active_per_round
    players = table.players
    if raw.active is None:
        chosen = facts.active_players(table, dealer) or table.playing_by_piles(raw.captured, dealer)
        if chosen is not None:
            return chosen
        if per_round is not None and len(players) > per_round:
            problems.add(
                Code.MISSING_KEY,
                msg(
                    "missing-key.with-players",
                    count_players=len(players),
                    per_round=per_round,
                    example=", ".join(_from_the_dealer(players, dealer)[:per_round]),
                ),
                "active",
            )
        return players
    named = set()
    for name in raw.active:
        player = table.player_named(name)
        if player is None:
            problems.add(
                Code.UNKNOWN_PLAYER,
                msg("unknown-player.active-player-player", name=name, suggest=suggest(name, players)),
                "active",
            )
        else:
            named.add(player)
    where = table.label
    if per_round is None:
        if named != set(players):
            problems.add(Code.BAD_ACTIVE, msg("bad-active.everybody-plays", where=where), "active")
    elif len(named) != per_round and not facts.fewer_active(len(named)):
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
    raw: RawSheet,
    table: Table,
    active_parties: frozenset[str],
    problems: Problems,
    echoes: Echoes = NO_ECHOES,
    *,
    before_play: bool = False,
) -> list[tuple[str, str, list[Any]]]:
    """The piles as (key, label, tokens) of the parties they name; ``echoes``: pile names a
    reported players line explains (their piles and the missing ones are not reported again).
    ``before_play``: the round ended before a card was played, so a pile left out is empty."""
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
                        suggest=suggest(name, table.party_names),
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
    if before_play:  # nothing was captured: the piles left out are empty, as the game says
        return groups
    for name in table.party_names:
        if name in active_parties and name not in given and not echoes.hides_missing(name):
            problems.add(
                Code.MISSING_PILE,
                # Each form has its own way of saying "none": "" in TOML, the name line alone.
                msg("missing-pile.quick" if raw.quick else "missing-pile", name=name),
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
                msg("unknown-pile.round", name=name, kind=kind, suggest=suggest(name, table.party_names)),
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


def resolve_sheet(
    raw: RawSheet, game: Game, *, owners: FactOwners, dealer: str | None = None, carried: tuple[int, ...] = ()
) -> Round:
    """Check ``raw`` at the table it states for ``game`` (the game its game line names) and
    resolve its cards.  Raises :class:`SheetError` with every problem found; ``owners`` says
    whose fact a key this game does not take is."""
    problems = Problems()
    table, echoes = sheet_table(raw, game, problems)
    return _resolved(raw, table, problems, echoes, in_ledger=False, owners=owners, dealer=dealer, carried=carried)


def resolve_at_table(
    raw: RawSheet,
    table: Table,
    *,
    sheet_game: Game | None,
    owners: FactOwners,
    dealer: str | None = None,
    carried: tuple[int, ...] = (),
) -> Round:
    """Check ``raw`` at a ledger game's ``table`` (the sheet may only repeat it) and resolve
    its cards; ``sheet_game`` is the game the sheet's game line names (None: none known),
    ``dealer`` and ``carried`` what the ledger derived.  Raises :class:`SheetError` with
    every problem found."""
    problems = Problems()
    echoes = check_against_table(raw, table, sheet_game, problems)
    return _resolved(raw, table, problems, echoes, in_ledger=True, owners=owners, dealer=dealer, carried=carried)


def _resolved(
    raw: RawSheet,
    table: Table,
    problems: Problems,
    echoes: Echoes,
    *,
    in_ledger: bool,
    owners: FactOwners,
    dealer: str | None,
    carried: tuple[int, ...],
) -> Round:
    """The round ``raw`` says at ``table``, or SheetError with ``problems`` and every other
    found; ``echoes``: pile names that only echo a players line already reported."""
    game = table.game
    dealer = _dealer(raw, table, dealer, problems)
    fact_problems: list[Problem] = []
    facts = table.facts_type.parse(raw.facts, table, in_ledger=in_ledger, problems=fact_problems, owners=owners)
    if fact_problems:
        # A key of another game says the sheet is that game's round: said first, before what
        # only follows from it (its house rules, its cards this deck lacks).
        foreign = [p for p in fact_problems if p.code is Code.FOREIGN_KEY]
        problems.items[:0] = foreign
        problems.extend([p for p in fact_problems if p.code is not Code.FOREIGN_KEY])
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
                    suggest=suggest(raw.next_dealer, table.players),
                ),
                "next_dealer",
            )

    # The field as dealt first: it can take a card out of play, which 'rest' must leave alone.
    field_start = _field_start(raw, game, problems)
    out_of_play = game.out_of_play(table.rules, field_start) if game.out_of_play else frozenset()
    active_parties = table.parties_playing(active)
    before_play = game.ends_before_play(facts, active)
    groups = _piles_by_party(raw, table, active_parties, problems, echoes, before_play=before_play)
    groups.append(("field.end", msg("place.end-field"), pile_tokens(raw.field_end, "field.end", problems)))
    places = [key for key in facts.places() if getattr(facts, key) is not None]
    for key in places:
        groups.append((key, msg("place.fact", key=key), pile_tokens(getattr(facts, key), key, problems)))
    resolved = resolve_piles(groups, Placement(game, problems), problems, out_of_play)
    elsewhere = NO_CARDS
    if places:  # the facts hold the cards placed there, as the checks and the score read them
        facts = dataclasses.replace(facts, **{key: resolved[key] for key in places})
        elsewhere = frozenset().union(*(resolved[key] for key in places))
    piles = {p.name: resolved.get(f"captured.{p.name}", NO_CARDS) for p in table.parties}
    field_end = resolved["field.end"]
    leftover = _leftover_table(raw, table, active_parties, field_end, problems)
    problems.raise_if_any()
    # By position, in Round's field order: a call by keyword costs half as much again as the value.
    return Round(
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
        elsewhere=elsewhere,
        in_ledger=in_ledger,
        field_end_given=raw.field_end is not None,
    )
