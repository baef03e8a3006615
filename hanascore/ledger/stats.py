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
- ``per_round``, ``best_round`` and ``worst_round`` are None for a person with no round played.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

from hanascore.core.errors import Code, LedgerError, Problem, hint, msg
from hanascore.core.names import suggest
from hanascore.ledger.records import GameRecord, Records, person_key


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """A person against one opponent, over the games they played against each other."""

    opponent: str
    games: int
    won: int
    lost: int
    net: int


@dataclass(frozen=True, slots=True)
class PersonStats:
    """One person's numbers over the games chosen."""

    name: str
    key: str
    games: int
    games_won: int
    rounds: int
    rounds_won: int
    #: Round scores plus adjustments, over every game chosen.
    total: int
    best_round: int | None
    worst_round: int | None
    #: Yaku made, per game type: ``{game: {yaku id: count}}``.
    yaku: Mapping[str, Mapping[str, int]]
    head_to_head: tuple[HeadToHead, ...]

    @property
    def per_round(self) -> float | None:
        """The total over the rounds played, to 2 decimals (None with no round played)."""
        return round(self.total / self.rounds, 2) if self.rounds else None


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
    """One person's running numbers while the games are read."""

    __slots__ = ("best", "games", "games_won", "rivals", "rounds", "rounds_won", "total", "worst", "yaku")

    def __init__(self) -> None:
        self.games = self.games_won = self.rounds = self.rounds_won = self.total = 0
        self.best: int | None = None
        self.worst: int | None = None
        self.yaku: dict[str, dict[str, int]] = {}
        #: Per opponent key: [games, won, lost, net].
        self.rivals: dict[str, list[int]] = {}


def _add_game(tallies: dict[str, _Tally], record: GameRecord, key: Callable[[str], str]) -> None:
    """Credit every person of ``record`` with their party's numbers in it (its tallies: the
    rounds themselves are not read)."""
    party_of = {key(member): party for party, members in record.parties.items() for member in members}
    points = record.points
    winner = record.winner if record.over else None
    for person, party in party_of.items():
        tally = tallies.get(person)
        if tally is None:
            tally = tallies[person] = _Tally()
        numbers = record.tallies[party]
        tally.games += 1
        tally.games_won += party == winner
        tally.rounds += numbers.rounds
        tally.rounds_won += numbers.rounds_won
        tally.total += points[party]
        if numbers.best is not None and (tally.best is None or numbers.best > tally.best):
            tally.best = numbers.best
        if numbers.worst is not None and (tally.worst is None or numbers.worst < tally.worst):
            tally.worst = numbers.worst
        if numbers.yaku:
            made = tally.yaku.setdefault(record.game, {})
            for yaku_id, count in numbers.yaku.items():
                made[yaku_id] = made.get(yaku_id, 0) + count
        for other, other_party in party_of.items():
            if other_party == party:  # oneself, or a teammate in this game
                continue
            rival = tally.rivals.get(other)
            if rival is None:
                rival = tally.rivals[other] = [0, 0, 0, 0]
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
                    msg("unknown-player.stats", name=player, suggest=hint(suggest(player, known))),
                    "PLAYER",
                )
            )
    tallies: dict[str, _Tally] = {}
    # The same few names recur in every game: each is made a key once.
    key = functools.cache(person_key)
    for record in chosen_games(records, game=game, since=since, until=until):
        _add_game(tallies, record, key)
    if wanted is not None:
        keys: Iterable[str] = [wanted]
    else:
        keys = tallies
    found = [_person(key, names[key], tallies.get(key) or _Tally(), names) for key in keys]
    return sorted(found, key=lambda person: _sort_key(person.name))


def _person(key: str, name: str, tally: _Tally, names: Mapping[str, str]) -> PersonStats:
    rivals = sorted(
        (HeadToHead(names[other], *numbers) for other, numbers in tally.rivals.items()),
        key=lambda rival: _sort_key(rival.opponent),
    )
    return PersonStats(
        name=name,
        key=key,
        games=tally.games,
        games_won=tally.games_won,
        rounds=tally.rounds,
        rounds_won=tally.rounds_won,
        total=tally.total,
        best_round=tally.best,
        worst_round=tally.worst,
        yaku={game: dict(sorted(counts.items())) for game, counts in sorted(tally.yaku.items())},
        head_to_head=tuple(rivals),
    )


def person_json(person: PersonStats, stake: int | None = None) -> dict[str, Any]:
    """One person as CONTRACT.md's ``stats --json`` gives them; with ``stake`` (money per
    point), one key more: ``money``, their total times the stake."""
    data: dict[str, Any] = {
        "name": person.name,
        "games": person.games,
        "games_won": person.games_won,
        "rounds": person.rounds,
        "rounds_won": person.rounds_won,
        "points": {
            "total": person.total,
            "per_round": person.per_round,
            "best_round": person.best_round,
            "worst_round": person.worst_round,
        },
        "yaku": {game: dict(counts) for game, counts in person.yaku.items()},
        "head_to_head": [
            {"opponent": h.opponent, "games": h.games, "won": h.won, "lost": h.lost, "net": h.net}
            for h in person.head_to_head
        ],
    }
    if stake is not None:
        data["money"] = person.total * stake
    return data


def stats_json(people: Iterable[PersonStats], stake: int | None = None) -> dict[str, Any]:
    """``stats --json``: ``{"players": [...]}`` (:func:`person_json`)."""
    return {"players": [person_json(person, stake) for person in people]}
