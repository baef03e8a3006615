"""The table: who sits where, in which teams, playing which game under which house rules.

A :class:`Table` is built and checked once (for a sheet, or for a ledger game) and then
trusted by every round played at it.  It owns everything seating decides: turn order, the
order of parties, passing the deal on when the dealer sits out, the round's winner and the
next dealer.  It names no game: the game and its variant say how many play and in what teams.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hanascore.core.errors import Code, Problem, SheetError, joined, msg
from hanascore.core.facts import Facts
from hanascore.core.game import Game, Variant
from hanascore.core.house import HouseRules

# MAX_NAME, invisible and suggest are imported from here by the layers above, as before.
from hanascore.core.names import name_problems, suggest


@dataclass(frozen=True, slots=True)
class Party:
    """A player, or a team sharing one capture pile."""

    name: str
    members: tuple[str, ...]


@dataclass(frozen=True, slots=True, eq=False)
class Table:
    """A checked table: trusted by every round played at it."""

    game: Game
    rules: HouseRules
    players: tuple[str, ...]
    parties: tuple[Party, ...]
    teams: Mapping[str, tuple[str, ...]] | None = None
    variant: Variant | None = None
    party_names: tuple[str, ...] = field(init=False, repr=False)
    _party_of: dict[str, Party] = field(init=False, repr=False)
    _seat: dict[str, int] = field(init=False, repr=False)
    _folded_parties: dict[str, str] = field(init=False, repr=False)
    #: Who plays a round (a tuple of players) -> the parties playing it: every round at the
    #: table asks, and a table sees few line-ups (the answer depends on nothing else; measured:
    #: 1.5% of scoring a ledger's round).
    _playing: dict[tuple[str, ...], frozenset[str]] = field(init=False, repr=False)
    _members: dict[str, tuple[str, ...]] = field(init=False, repr=False)
    _pile_owners: dict[str, str | None] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "party_names", tuple(p.name for p in self.parties))
        object.__setattr__(self, "_party_of", {m: p for p in self.parties for m in p.members})
        object.__setattr__(self, "_seat", {p: i for i, p in enumerate(self.players)})
        object.__setattr__(self, "_folded_parties", {p.name.casefold(): p.name for p in self.parties})
        object.__setattr__(self, "_playing", {})
        object.__setattr__(self, "_members", {p.name: p.members for p in self.parties})
        # Most piles are keyed by a party's name as the table writes it: answered at once.
        owners = {p.name: self._folded_parties.get(p.name.strip().casefold()) for p in self.parties}
        object.__setattr__(self, "_pile_owners", owners)

    # -- what the game and its variant say -----------------------------------------------

    @property
    def facts_type(self) -> type[Facts]:
        """The facts a round at this table may give."""
        return self.variant.facts if self.variant is not None else self.game.facts

    @property
    def active_per_round(self) -> int | None:
        """How many play each round when more sit at the table; None: everybody."""
        return self.variant.active_per_round if self.variant is not None else self.game.active_per_round

    @property
    def some_sit_out(self) -> bool:
        """True when more sit at the table than play a round (so who played is a question)."""
        return self.active_per_round is not None and len(self.players) > self.active_per_round

    @property
    def label(self) -> object:
        """The game played, with its variant, to be said in a problem: ``Sakura (Oi-bana)``."""
        # The variant itself: said by its name in the reader's language where it has one.
        return msg("game-variant", game=self.game, variant=self.variant) if self.variant is not None else self.game

    @property
    def dealer_must_play(self) -> bool:
        return self.variant.dealer_must_play if self.variant is not None else True

    def parties_playing(self, active: tuple[str, ...]) -> frozenset[str]:
        """The names of the parties with a member in ``active``."""
        playing = self._playing.get(active)
        if playing is None:
            players = set(active)
            playing = frozenset(p.name for p in self.parties if not players.isdisjoint(p.members))
            if len(self._playing) < 64:  # a bound for a long-lived table fed odd line-ups
                self._playing[active] = playing
        return playing

    # -- names ----------------------------------------------------------------------------

    def player_named(self, name: str) -> str | None:
        """The player called ``name`` (ignoring case), or None."""
        if name in self._seat:
            return name
        folded = name.strip().casefold()
        return next((p for p in self.players if p.casefold() == folded), None)

    def pile_owner(self, name: str) -> str | None:
        """The party a pile key names, ignoring case: a player, or a team in a team game."""
        owners = self._pile_owners
        return owners[name] if name in owners else self._folded_parties.get(name.strip().casefold())

    def playing_by_piles(self, piles: Iterable[str], dealer: str | None = None) -> tuple[str, ...] | None:
        """Who played a round, read from the piles given (by name), where the sheet does not
        say: the players with a pile, in seating order, when more sit at the table than play
        and the piles name exactly as many players as play a round (each once); else None.

        ``dealer``: who deals, where known; where the dealer must play and has no pile, the
        piles do not say who played (the sheet is asked for ``active``)."""
        per_round = self.active_per_round
        if per_round is None or len(self.players) <= per_round or self.teams:
            return None
        owners = {self.pile_owner(name) for name in piles}
        if None in owners or len(owners) != per_round:
            return None
        if dealer is not None and self.dealer_must_play and dealer not in owners:
            return None
        return tuple(p for p in self.players if p in owners)

    def owns_piles(self, piles: Mapping[str, object]) -> bool:
        """True when every pile of ``piles`` (by name) has its party here (see :meth:`pile_owner`)."""
        # Piles mostly name their parties as the table does: one test of the keys, no call each.
        return self._pile_owners.keys() >= piles.keys() or all(map(self.pile_owner, piles))

    def party_named(self, name: str) -> str | None:
        """The party called ``name``, or the team of the player called so (ignoring case)."""
        folded = name.strip().casefold()
        for party in self.parties:
            if party.name.casefold() == folded:
                return party.name
        player = self.player_named(name)
        return self._party_of[player].name if player is not None else None

    # -- seating --------------------------------------------------------------------------

    def party_of(self, player: str) -> Party:
        return self._party_of[player]

    def turn_order(self, dealer: str) -> tuple[str, ...]:
        """Players from the dealer on, following the seating cyclically."""
        start = self._seat[dealer]
        return self.players[start:] + self.players[:start]

    def party_order(self, dealer: str, names: Iterable[str] | None = None) -> list[str]:
        """Party names in turn order from the dealer (a team goes where its first member sits)."""
        wanted = set(names) if names is not None else set(self.party_names)
        in_turn_order = dict.fromkeys(self._party_of[player].name for player in self.turn_order(dealer))
        return [name for name in in_turn_order if name in wanted]

    def pass_on(self, scheduled: str, active: Sequence[str] | None) -> str:
        """Who deals a round: the scheduled dealer, or the next active player in turn order
        when the scheduled one sits out (where the dealer must play)."""
        if not active or not self.dealer_must_play or scheduled not in self._seat:
            return scheduled
        playing = {self.player_named(name) for name in active}  # names match ignoring case
        if scheduled in playing:
            return scheduled
        return next((p for p in self.turn_order(scheduled) if p in playing), scheduled)

    def winner(self, dealer: str, scores: Mapping[str, int]) -> str:
        """The best-scoring party; ties go to the earliest in turn order from the dealer."""
        best = max(scores.values())
        leaders = [name for name, score in scores.items() if score == best]
        return leaders[0] if len(leaders) == 1 else self.party_order(dealer, leaders)[0]

    def next_dealer(self, dealer: str, active: Sequence[str], winner: str) -> str:
        """The winner deals next; in a team, the dealer stays if on the winning team, else the
        winning team's playing member earliest in turn order after the dealer."""
        members = self._members[winner]
        if dealer in members:
            return dealer
        playing = [p for p in members if p in active]
        if len(playing) == 1:
            return playing[0]
        return next(p for p in self.turn_order(dealer) if p in playing)


def _members_as_seated(players: Sequence[str], teams: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
    """``teams`` with each member named as the players line names it: names match ignoring case
    (a member who is no player is kept as written, to be reported)."""
    seated = {p.casefold(): p for p in players}
    return {team: tuple(seated.get(m.casefold(), m) for m in members) for team, members in teams.items()}


def _team_key(where: str, team: str) -> str:
    """Where a problem with one team is reported: its own key in a sheet or file
    (``teams.E``), the option itself on a command line (``--team``)."""
    return where if where.startswith("-") else f"{where}.{team}"


def _team_lists(teams: Mapping[Any, Any], where: str) -> tuple[dict[str, tuple[str, ...]], list[Problem]]:
    """The teams given as lists of names; every other value (a number, a text, a table, a list
    holding anything but text) is a problem naming its team, and the team is left out."""
    lists: dict[str, tuple[str, ...]] = {}
    problems = []
    for team, members in teams.items():
        team = str(team)
        if isinstance(members, list | tuple) and all(isinstance(m, str) for m in members):
            lists[team] = tuple(members)
        else:
            problems.append(
                Problem(
                    Code.BAD_TEAMS,
                    msg("bad-teams.team-expected-list-players", team=team, members=members),
                    _team_key(where, team),
                )
            )
    return lists, problems


def _parties(players: Sequence[str], teams: Mapping[str, Sequence[str]] | None) -> tuple[Party, ...]:
    """Who shares a pile: the teams in seating order of their first member, else each player."""
    # Team piles are used whenever every player is in exactly one team, even if the shape is
    # wrong, so that one mistake is reported once rather than as every pile being unknown.  A
    # team with no members (reported) has no seat and no pile.
    teams = {name: members for name, members in (teams or {}).items() if members}
    if teams and sorted(m for members in teams.values() for m in members) == sorted(players):
        seat = {p: i for i, p in enumerate(players)}
        return tuple(
            Party(name, tuple(sorted(members, key=seat.__getitem__)))
            for name, members in sorted(teams.items(), key=lambda kv: min(seat[m] for m in kv[1]))
        )
    return tuple(Party(p, (p,)) for p in players)


def _team_problems(
    game: Game,
    variant: Variant | None,
    players: Sequence[str],
    teams: Mapping[str, Sequence[str]],
    where: str,
    *,
    all_read: bool = True,
) -> list[Problem]:
    """Problems with the teams at a table (``all_read``: no team was left out as unreadable,
    so a player in none is one to report, not an echo of that team)."""
    problems = name_problems(list(teams), where)
    seated = {p.casefold() for p in players}
    problems.extend(
        Problem(
            Code.BAD_TEAMS,
            msg("bad-teams.team-player-name-teams", team=team),
            _team_key(where, team),
        )
        for team in teams
        if team.casefold() in seated
    )
    if variant is not None and not variant.teams:
        return [*problems, Problem(Code.BAD_TEAMS, msg("bad-teams.played-by-single-players", name=variant.name), where)]
    empty = [team for team, members in teams.items() if not members]
    problems.extend(
        Problem(
            Code.BAD_TEAMS,
            msg("bad-teams.team-members-list-players", team=team),
            _team_key(where, team),
        )
        for team in empty
    )
    allowed = game.team_shapes.get(len(players), ())
    # An empty team is reported as such, not again as a team of the wrong size.
    sizes = {len(members) for members in teams.values() if members}
    if not allowed:
        problems.append(
            Problem(Code.BAD_TEAMS, msg("bad-teams.with-players-teams", name=game, count_players=len(players)), where)
        )
    elif len(sizes) > 1 or (sizes and next(iter(sizes)) not in allowed):
        shapes = joined((msg("teams.shape", teams=len(players) // size, size=size) for size in allowed), " or ", "か")
        problems.append(
            Problem(Code.BAD_TEAMS, msg("bad-teams.players-play-as", count_players=len(players), shapes=shapes), where)
        )
    placed: dict[str, str] = {}
    for team, members in teams.items():
        for member in members:
            if member not in players:
                problems.append(
                    Problem(
                        Code.BAD_TEAMS,
                        msg("bad-teams.team-player", team=team, member=member, suggest=suggest(member, players)),
                        _team_key(where, team),
                    )
                )
            elif placed.get(member) == team:
                problems.append(
                    Problem(
                        Code.BAD_TEAMS,
                        msg("bad-teams.team-lists-twice", team=team, member=member),
                        _team_key(where, team),
                    )
                )
            elif member in placed:
                problems.append(
                    Problem(
                        Code.BAD_TEAMS,
                        msg("bad-teams.team-player-plays-one", member=member, placed=placed[member], team=team),
                        _team_key(where, team),
                    )
                )
            else:
                placed[member] = team
    if all_read:
        problems.extend(
            Problem(Code.BAD_TEAMS, msg("bad-teams.player-team", player=player), where)
            for player in players
            if player not in placed
        )
    return problems


def _fact_keys(game: Game) -> frozenset[str]:
    """The quick-sheet keys of the game's own facts (not those a ledger derives), as names are
    compared with keys: no player of this game may be called so (``Sage`` in Hachi-Hachi)."""
    return frozenset(
        " ".join(key.replace("_", " ").split())
        for facts in (game.facts, *(v.facts for v in game.variants))
        for spec in facts.fields()
        if not spec.ledger_derived
        for key in (spec.quick, spec.key)
    )


def check_table(
    game: Game,
    players: Sequence[str],
    teams: Mapping[str, Sequence[str]] | None = None,
    house: Mapping[str, Any] | None = None,
    variant: str | None = None,
    *,
    where: Mapping[str, str] | None = None,
    players_as_typed: Sequence[str] | None = None,
) -> tuple[Table, list[Problem]]:
    """Check who sits at ``game``'s table and under which rules: the table and every problem.

    With problems the table is provisional (default rules for bad ones, no unknown variant),
    so that a sheet's other parts can still be checked and every problem reported at once.
    ``where`` renames the keys problems are reported at (``--player``...); ``players_as_typed``
    are the players before they were read as a sheet reads names (for the messages)."""
    at = {"players": "players", "teams": "teams", "variant": "variant", "house": "house"} | dict(where or {})
    problems = name_problems(players, at["players"], players_as_typed, _fact_keys(game))
    chosen: Variant | None = None
    if variant is not None:
        chosen = game.variant(variant)
        if chosen is None:
            known = [v.id for v in game.variants]
            also = (
                msg("bad-variant.has", game=game, known=", ".join(known))
                if known
                else msg("bad-variant.none", game=game)
            )
            problems.append(Problem(Code.BAD_VARIANT, msg("bad-variant", variant=variant, also=also), at["variant"]))
    low, high = chosen.players if chosen is not None else game.players
    if not low <= len(players) <= high:
        count = msg("count.players-range", low=low, high=high) if low != high else msg("count.players", count=low)
        problems.append(
            Problem(
                Code.PLAYER_COUNT,
                msg("player-count", name=game, count=count, count_players=len(players)),
                at["players"],
            )
        )
    if teams:
        teams, shape_problems = _team_lists(teams, at["teams"])
        teams = _members_as_seated(players, teams)
        problems.extend(shape_problems)
        problems.extend(_team_problems(game, chosen, players, teams, at["teams"], all_read=not shape_problems))
    elif len(players) in game.teams_required and chosen is None:
        shapes = joined(
            (msg("teams.shape", teams=len(players) // size, size=size) for size in game.team_shapes[len(players)]),
            " or ",
            "か",
        )
        problems.append(
            Problem(
                Code.BAD_TEAMS,
                msg("bad-teams.players-play-as-sharing", count_players=len(players), name=game, shapes=shapes),
                at["teams"],
            )
        )
    rules, house_problems = game.rules.parse(house or {}, at["house"], owner=game)
    problems.extend(house_problems)
    table = Table(
        game=game,
        rules=rules if rules is not None else game.rules(),
        players=tuple(players),
        parties=_parties(players, teams),
        teams={name: tuple(members) for name, members in teams.items()} if teams else None,
        variant=chosen,
    )
    return table, problems


def build_table(
    game: Game,
    players: Sequence[str],
    teams: Mapping[str, Sequence[str]] | None = None,
    house: Mapping[str, Any] | None = None,
    variant: str | None = None,
) -> Table:
    """:func:`check_table`, raising :class:`SheetError` with every problem."""
    table, problems = check_table(game, players, teams, house, variant)
    if problems:
        raise SheetError(problems)
    return table
