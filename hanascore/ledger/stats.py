"""Each person's statistics across the games of a ledger: pure functions over
:class:`~hanascore.ledger.records.Records` (no SQL, no words), shared by ``stats``, its exports
and the page.

How a person is counted, where CONTRACT.md leaves it open:

- A person is every spelling of one name across games (:func:`person_key`); their name is the
  spelling of the earliest game in the ledger (as ``players`` gives it), whatever the filters.
- A person plays a game when the game lists them; a round when their party played it (a
  sat-out round is not theirs: not in ``rounds``, nor in the best and worst round).
- In a team game a person is credited with their team's numbers: its round scores, its points,
  its round and game wins, and the yaku its shared pile made.
- Head to head, two people meet in a game where they play for different parties: teammates
  are not each other's opponents in that game (a game where they are teammates counts for
  neither's head to head against the other).  ``won``: games over whose winner is the person's
  party; ``lost``: those whose winner is the opponent's party; ``net``: the person's party's
  points minus the opponent's, over the games they met in.
- Points are never added across game types (a Mushi card point, a Koi-Koi yaku point and a
  Hachi-Hachi mon are different things): totals, means, best and worst rounds and the head to
  head's ``net`` are kept per game type; across them only counts, wins and places.
- A finished game is one that is over; its places are its final totals ranked (1 = first, tied
  parties sharing the better place); ``average_place`` and the win rate are over finished games,
  to 2 decimals (None with none finished).
- ``rival``: the opponent met in most games; ``toughest``: the one with the lowest ``won -
  lost``; a tie goes to the first by name.
- ``per_round``, ``best_round`` and ``worst_round`` are None for a person with no round played.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.core.names import suggest
from hanascore.ledger.records import GameRecord, Records, person_key


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """A person against one opponent, over the games they played against each other."""

    opponent: str
    games: int
    won: int
    lost: int
    #: Per game type (its id): ``(games, won, lost, net)`` over the games of that type; the
    #: net, the person's points minus the opponent's, means something within one game only.
    by_game: Mapping[str, tuple[int, int, int, int]]


@dataclass(frozen=True, slots=True)
class GameStats:
    """One person's numbers in the games of one game type: the only place points are summed
    (a game's points, a mon or a card point, mean nothing in another game)."""

    game: str
    #: What the points count: ``"points"``, or Hachi-Hachi's ``"mon"``.
    unit: str
    #: The units to the game's larger unit (Hachi-Hachi's mon to the kan) when every game
    #: counted agrees on it; None otherwise, or where the game has none.
    kan: int | None
    games: int
    games_won: int
    #: Games over: those that have a final place.
    finished: int
    #: The final places of the finished games, added up (:attr:`average_place` divides).
    places: int
    rounds: int
    rounds_won: int
    #: Round scores plus adjustments, over the games of this type.
    total: int
    best_round: int | None
    worst_round: int | None
    #: Yaku made: yaku id -> count.
    yaku: Mapping[str, int]

    @property
    def per_round(self) -> float | None:
        """The total over the rounds played, to 2 decimals (None with no round played)."""
        return round(self.total / self.rounds, 2) if self.rounds else None

    @property
    def average_place(self) -> float | None:
        """The mean final place over the finished games (1 = first), to 2 decimals."""
        return _over_finished(self.places, self.finished)

    @property
    def win_rate(self) -> float | None:
        """Games won over games finished, to 2 decimals (None with no game finished)."""
        return _over_finished(self.games_won, self.finished)


@dataclass(frozen=True, slots=True)
class PersonStats:
    """One person's numbers over the games chosen: counts and places across game types, every
    point within its game type (:attr:`by_game`)."""

    name: str
    key: str
    games: int
    games_won: int
    rounds: int
    rounds_won: int
    finished: int
    places: int
    #: Per game type (its id), in the order of the ids.
    by_game: Mapping[str, GameStats]
    head_to_head: tuple[HeadToHead, ...]
    #: The opponent met in most games, and the one with the lowest ``won - lost`` (None: no opponent).
    rival: str | None
    toughest: str | None

    @property
    def average_place(self) -> float | None:
        """The mean final place over every finished game (1 = first), to 2 decimals."""
        return _over_finished(self.places, self.finished)

    @property
    def win_rate(self) -> float | None:
        """Games won over games finished, to 2 decimals (None with no game finished)."""
        return _over_finished(self.games_won, self.finished)


def _over_finished(count: int, finished: int) -> float | None:
    """``count`` per finished game, to 2 decimals (None with no game finished): the mean place
    from the sum of places, the win rate from the games won."""
    return round(count / finished, 2) if finished else None


def chosen_games(
    records: Records, *, game: str | None = None, since: date | None = None, until: date | None = None
) -> list[GameRecord]:
    """The games of type ``game`` started between ``since`` and ``until`` (whole days, both
    included, by the ledger's UTC stamps); None: no bound."""
    low = since.isoformat() if since is not None else None
    high = until.isoformat() if until is not None else None
    return [
        record
        for record in records.games
        if (game is None or record.game == game)
        and (low is None or record.started[:10] >= low)
        and (high is None or record.started[:10] <= high)
    ]


def person_names(records: Records) -> dict[str, str]:
    """Each person's name by key: the spelling of the earliest game that lists them."""
    names: dict[str, str] = {}
    seen: set[str] = set()
    for record in records.games:
        for player in record.players:
            if player not in seen:  # a spelling met before has its key already
                seen.add(player)
                names.setdefault(person_key(player), player)
    return names


class _Tally:
    """One person's running numbers in one game type while the games are read."""

    __slots__ = (
        "best", "finished", "games", "games_won", "kan", "places", "rivals", "rounds", "rounds_won", "total", "unit",
        "worst", "yaku",
    )  # fmt: skip

    def __init__(self, unit: str, kan: int | None) -> None:
        self.unit = unit
        self.games = self.games_won = self.finished = self.places = 0
        self.rounds = self.rounds_won = self.total = 0
        self.best: int | None = None
        self.worst: int | None = None
        self.yaku: dict[str, int] = {}
        #: The larger unit of the first game read; None for good once two games disagree.
        self.kan = kan
        #: Per opponent key, in games of this type: [games, won, lost, net].
        self.rivals: dict[str, list[int]] = {}


class _Person:
    """One person's running numbers while the games are read."""

    __slots__ = ("games",)

    def __init__(self) -> None:
        #: Per game type.
        self.games: dict[str, _Tally] = {}


def _add_game(people: dict[str, _Person], record: GameRecord, key: Callable[[str], str]) -> None:
    """Credit every person of ``record`` with their party's numbers in it (its tallies: the
    rounds themselves are not read)."""
    party_of = {key(member): party for party, members in record.parties.items() for member in members}
    points = record.points
    winner = record.winner if record.over else None
    totals = record.totals
    # A finished game's places: a party's is where its total first stands among the totals
    # from the highest (1 = first; equal totals share the better place, as standings ranks).
    ordered = sorted(totals.values(), reverse=True) if record.over else None
    game = record.game
    for person, party in party_of.items():
        found = people.get(person)
        if found is None:
            found = people[person] = _Person()
        tally = found.games.get(game)
        if tally is None:
            tally = found.games[game] = _Tally(record.unit, record.kan)
        elif tally.kan != record.kan:
            tally.kan = None
        numbers = record.tallies[party]
        tally.games += 1
        tally.games_won += party == winner
        if ordered is not None:
            tally.finished += 1
            tally.places += ordered.index(totals[party]) + 1
        tally.rounds += numbers.rounds
        tally.rounds_won += numbers.rounds_won
        tally.total += points[party]
        if numbers.best is not None and (tally.best is None or numbers.best > tally.best):
            tally.best = numbers.best
        if numbers.worst is not None and (tally.worst is None or numbers.worst < tally.worst):
            tally.worst = numbers.worst
        if numbers.yaku:
            made = tally.yaku
            for yaku_id, count in numbers.yaku.items():
                made[yaku_id] = made.get(yaku_id, 0) + count
        rivals = tally.rivals
        for other, other_party in party_of.items():
            if other_party == party:  # oneself, or a teammate in this game
                continue
            rival = rivals.get(other)
            if rival is None:
                rival = rivals[other] = [0, 0, 0, 0]
            rival[0] += 1
            rival[1] += party == winner
            rival[2] += other_party == winner
            rival[3] += points[party] - points[other_party]


def _sort_key(name: str) -> tuple[str, str]:
    return person_key(name), name


def person_stats(
    records: Records,
    *,
    player: str | None = None,
    game: str | None = None,
    since: date | None = None,
    until: date | None = None,
) -> list[PersonStats]:
    """Every person's numbers over the games chosen (:func:`chosen_games`), sorted by name; or
    only ``player``'s (matched as names are, ignoring case and width), whose numbers are zero
    where none of their games is chosen.  A player nobody in the ledger is called raises
    :class:`LedgerError` (``unknown-player``, with the closest name)."""
    names = person_names(records)
    wanted = None
    if player is not None:
        wanted = person_key(player)
        if wanted not in names:
            known = sorted(names.values(), key=_sort_key)
            raise LedgerError(
                Problem(
                    Code.UNKNOWN_PLAYER,
                    msg("unknown-player.stats", name=player, suggest=suggest(player, known)),
                    "PLAYER",
                )
            )
    people: dict[str, _Person] = {}
    # The same few names recur in every game: each is made a key once.
    key = functools.cache(person_key)
    for record in chosen_games(records, game=game, since=since, until=until):
        _add_game(people, record, key)
    if wanted is not None:
        keys: Iterable[str] = [wanted]
    else:
        keys = people
    found = [_person(key, names[key], people.get(key) or _Person(), names) for key in keys]
    return sorted(found, key=lambda person: _sort_key(person.name))


def _game_stats(game: str, tally: _Tally) -> GameStats:
    return GameStats(
        game=game,
        unit=tally.unit,
        kan=tally.kan,
        games=tally.games,
        games_won=tally.games_won,
        finished=tally.finished,
        places=tally.places,
        rounds=tally.rounds,
        rounds_won=tally.rounds_won,
        total=tally.total,
        best_round=tally.best,
        worst_round=tally.worst,
        yaku=dict(sorted(tally.yaku.items())),
    )


def _person(key: str, name: str, person: _Person, names: Mapping[str, str]) -> PersonStats:
    by_game = {game: _game_stats(game, tally) for game, tally in sorted(person.games.items())}
    against: dict[str, dict[str, tuple[int, int, int, int]]] = {}
    for game, tally in sorted(person.games.items()):
        for other, numbers in tally.rivals.items():
            against.setdefault(other, {})[game] = (numbers[0], numbers[1], numbers[2], numbers[3])
    rivals = sorted(
        (
            HeadToHead(
                names[other],
                sum(n[0] for n in games.values()),
                sum(n[1] for n in games.values()),
                sum(n[2] for n in games.values()),
                games,
            )
            for other, games in against.items()
        ),
        key=lambda rival: _sort_key(rival.opponent),
    )
    # Ties go to the opponent first by name (the table's order): min and max keep the first.
    rival = max(rivals, key=lambda h: h.games, default=None)
    toughest = min(rivals, key=lambda h: h.won - h.lost, default=None)
    numbers = by_game.values()
    return PersonStats(
        name=name,
        key=key,
        games=sum(g.games for g in numbers),
        games_won=sum(g.games_won for g in numbers),
        rounds=sum(g.rounds for g in numbers),
        rounds_won=sum(g.rounds_won for g in numbers),
        finished=sum(g.finished for g in numbers),
        places=sum(g.places for g in numbers),
        by_game=by_game,
        head_to_head=tuple(rivals),
        rival=rival.opponent if rival else None,
        toughest=toughest.opponent if toughest else None,
    )


def game_json(numbers: GameStats, stake: int | None = None) -> dict[str, Any]:
    """A person's numbers in one game type, as ``stats --json``'s ``by_game`` gives them; with
    ``stake`` (money per point of that game), one key more: ``money``, the total times it."""
    data: dict[str, Any] = {
        "games": numbers.games,
        "games_won": numbers.games_won,
        "rounds": numbers.rounds,
        "rounds_won": numbers.rounds_won,
        "average_place": numbers.average_place,
        "unit": numbers.unit,
        "points": {
            "total": numbers.total,
            "per_round": numbers.per_round,
            "best_round": numbers.best_round,
            "worst_round": numbers.worst_round,
        },
        "yaku": dict(numbers.yaku),
    }
    if stake is not None:
        data["money"] = numbers.total * stake
    return data


def person_json(person: PersonStats, stake: int | None = None) -> dict[str, Any]:
    """One person as CONTRACT.md's ``stats --json`` gives them: counts and places across the
    games, points only per game type (``by_game``; with ``stake``, its ``money`` too)."""
    return {
        "name": person.name,
        "games": person.games,
        "games_won": person.games_won,
        "rounds": person.rounds,
        "rounds_won": person.rounds_won,
        "average_place": person.average_place,
        "by_game": {game: game_json(numbers, stake) for game, numbers in person.by_game.items()},
        "head_to_head": [
            {
                "opponent": h.opponent,
                "games": h.games,
                "won": h.won,
                "lost": h.lost,
                "by_game": {game: {"net": numbers[3]} for game, numbers in h.by_game.items()},
            }
            for h in person.head_to_head
        ],
        "rival": person.rival,
        "toughest": person.toughest,
    }


def stats_json(people: Iterable[PersonStats], stake: int | None = None) -> dict[str, Any]:
    """``stats --json``: ``{"players": [...]}`` (:func:`person_json`)."""
    return {"players": [person_json(person, stake) for person in people]}
