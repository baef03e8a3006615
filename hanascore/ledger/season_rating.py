"""A season's ratings: openskill's Plackett-Luce model over its games, each game type apart.

The rating reads only the games' records (:mod:`hanascore.ledger.records`): every rated game of
one game type in the order played (started), each game's parties placed by their final totals
(equal totals share a place, 1, 1, 3), teams rated as teams (a team is its members' ratings).
The model sees placements only.  A game with no round played places nobody, and a game not
over is rated only where the season says so; both are still the season's games.  A person
with fewer rated games than the season's minimum is provisional: no rank, listed after the
ranked.

:func:`season_ranking` and :func:`season_ratings` are pure functions of the records, shared by
the command line, the exports and the page (through the kept ratings of
:mod:`hanascore.ledger.season_kept`).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from hanascore.games import game_ids
from hanascore.ledger.records import GameRecord, person_key
from hanascore.ledger.seasons import DEFAULT_MIN_GAMES, Season, SeasonRecords


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating as openskill gives it: the mean, its uncertainty and the conservative estimate
    (openskill's ``ordinal``: ``mu - 3 sigma``)."""

    mu: float
    sigma: float
    ordinal: float

    @property
    def low(self) -> float:
        """The interval's lower end: ``mu - 2 sigma``."""
        return self.mu - 2 * self.sigma

    @property
    def high(self) -> float:
        """The interval's upper end: ``mu + 2 sigma``."""
        return self.mu + 2 * self.sigma


@dataclass(frozen=True, slots=True)
class RatingStep:
    """A person's rating after one game of the season they played."""

    #: The game's id and its place in the season's rated games of its type (from 1).
    game: str
    index: int
    #: Their party's placement in the game (1 is first; equal totals share a place).
    placement: int
    rating: Rating


@dataclass(frozen=True, slots=True)
class RankingRow:
    """One person's line of the season's ranking."""

    #: Their place by the conservative estimate among the ranked; None: provisional.
    rank: int | None
    #: The name as first written in the season's games, and the key people are matched by.
    name: str
    key: str
    #: The games rated (played, with a round played), their placements in order, and the
    #: points their party made in them (round scores plus adjustments).
    games: int
    placements: tuple[int, ...]
    points: int
    rating: Rating
    #: The conservative estimate's change in their latest rated game (from the estimate
    #: after their previous one, or the starting rating's before their first).
    change: float = 0.0
    #: True when they played fewer rated games than the season's ``min_games``.
    provisional: bool = False

    @property
    def firsts(self) -> int:
        """The games they placed first in (alone or shared)."""
        return self.placements.count(1)


@dataclass(frozen=True, slots=True)
class SeasonRanking:
    """A season's ranking of one game type and how each person's rating moved through it."""

    #: The season's games of that type (ids, in the order played), and those rated.
    games: tuple[str, ...]
    rated: tuple[str, ...]
    #: The ranked by best conservative estimate first (see :func:`season_ranking` for ties),
    #: then the provisional the same way.
    rows: tuple[RankingRow, ...]
    #: Everyone's rating before their first game (openskill's defaults).
    initial: Rating
    #: Each person's rating after each game they played (:attr:`history`), as compact JSON:
    #: read only by the chart, so a kept season's ranking does not read it.
    history_json: str = field(default="{}", repr=False)

    @property
    def history(self) -> Mapping[str, tuple[RatingStep, ...]]:
        """Each person's rating after each game they played, by their key (for the chart)."""
        return _history(self.history_json)

    @property
    def ranked(self) -> tuple[RankingRow, ...]:
        """The rows of the players ranked (not provisional)."""
        return tuple(row for row in self.rows if not row.provisional)


@dataclass(frozen=True, slots=True)
class SeasonRatings:
    """A season's ratings: one ranking per game type (the season's one, where it has one)."""

    season: Season
    #: Every game of the season (ids, in the order played).
    games: tuple[str, ...]
    #: Each game type's ranking, in the order hanascore lists the games.
    by_game: Mapping[str, SeasonRanking]
    #: The ledger's games that cannot be read (see :class:`SeasonRecords`).
    unreadable: tuple[tuple[str, str], ...] = ()

    @property
    def rated(self) -> tuple[str, ...]:
        """The games rated, of every game type."""
        return tuple(game for ranking in self.by_game.values() for game in ranking.rated)


@functools.lru_cache(maxsize=16)
def _history(text: str) -> Mapping[str, tuple[RatingStep, ...]]:
    return {
        key: tuple(
            RatingStep(game, index, place, Rating(mu, sigma, ordinal))
            for game, index, place, mu, sigma, ordinal in steps
        )
        for key, steps in json.loads(text).items()
    }


def _compact(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def placements(record: GameRecord) -> dict[str, int]:
    """Each party's place in a game by its final total (1 is first; equal totals share a
    place and the next place is skipped: 1, 1, 3)."""
    totals = record.totals
    return {party: 1 + sum(other > total for other in totals.values()) for party, total in totals.items()}


def _rating(found: Any) -> Rating:
    return Rating(float(found.mu), float(found.sigma), float(found.ordinal()))


def season_ranking(
    games: SeasonRecords | Sequence[GameRecord],
    *,
    min_games: int = DEFAULT_MIN_GAMES,
    include_unfinished: bool = False,
    names: Mapping[str, str] | None = None,
) -> SeasonRanking:
    """The ranking over ``games`` (one game type's, in the order played): openskill's
    Plackett-Luce model (its defaults) fed every rated game in that order (a round played, and
    over unless ``include_unfinished``), each game's parties ranked by :func:`placements`, a
    team as its members' ratings.  People are matched by
    :func:`~hanascore.ledger.records.person_key`, named as in ``names`` (a
    :class:`SeasonRecords`' own where ``games`` is one), else as first written in ``games``.

    A person with fewer rated games than ``min_games`` is provisional: no rank, listed after
    the ranked.  ``rank`` orders the ranked by the conservative estimate (``ordinal``),
    highest first; equal ordinals share a rank (1, 1, 3); each group is listed by ordinal,
    then by name key."""
    records = games.games if isinstance(games, SeasonRecords) else tuple(games)
    known = names if names is not None else games.names if isinstance(games, SeasonRecords) else {}
    model = PlackettLuce()
    current: dict[str, Any] = {}
    shown: dict[str, str] = {}
    history: dict[str, list[list[Any]]] = {}
    before: dict[str, float] = {}
    points: dict[str, int] = {}
    rated: list[str] = []
    #: Each spelling's person key (the same few names recur in every game).
    keys: dict[str, str] = {}
    initial = _rating(model.rating())
    for record in records:
        if not record.has_rounds or not (record.over or include_unfinished):
            continue
        rated.append(record.id)
        places = placements(record)
        parties = [party for party in record.parties if party in places]
        members = [[keys.get(m) or keys.setdefault(m, person_key(m)) for m in record.parties[p]] for p in parties]
        teams = []
        for party, team_keys in zip(parties, members, strict=True):
            for member, key in zip(record.parties[party], team_keys, strict=True):
                if key not in current:  # first seen: openskill's starting rating, named as written
                    current[key] = model.rating()
                    shown[key] = known.get(key, member)
            teams.append([current[key] for key in team_keys])
        # Whole-number places: openskill 6.0.0 sees no tie between equal float ranks.
        after = model.rate(teams, ranks=[places[party] for party in parties])
        for party, team_keys, team in zip(parties, members, after, strict=True):
            for key, found in zip(team_keys, team, strict=True):
                steps = history.setdefault(key, [])
                before[key] = steps[-1][5] if steps else initial.ordinal
                current[key] = found
                steps.append(
                    [record.id, len(rated), places[party], float(found.mu), float(found.sigma), float(found.ordinal())]
                )
                points[key] = points.get(key, 0) + int(record.points.get(party, 0))
    rows: list[RankingRow] = []
    ordered = sorted(current, key=lambda key: (len(history[key]) < min_games, -history[key][-1][5], key))
    for key in ordered:
        steps = history[key]
        rating = Rating(*steps[-1][3:6])
        provisional = len(steps) < min_games
        rank = None
        if not provisional:
            tied = rows and rows[-1].rating.ordinal == rating.ordinal
            rank = rows[-1].rank if tied else len(rows) + 1
        rows.append(
            RankingRow(
                rank,
                shown[key],
                key,
                len(steps),
                tuple(step[2] for step in steps),
                points[key],
                rating,
                change=rating.ordinal - before[key],
                provisional=provisional,
            )
        )
    return SeasonRanking(
        games=tuple(record.id for record in records),
        rated=tuple(rated),
        rows=tuple(rows),
        initial=initial,
        history_json=_compact(history),
    )


def season_ratings(records: SeasonRecords) -> SeasonRatings:
    """A season's ratings: its games of each game type rated apart (:func:`season_ranking`
    with the season's options), in the order hanascore lists the games; the season's one game
    type alone (always there, even with no game yet) where it has one."""
    season = records.season
    by_type: dict[str, list[GameRecord]] = {season.game: []} if season.game is not None else {}
    for record in records.games:
        by_type.setdefault(record.game, []).append(record)
    order = {game_id: index for index, game_id in enumerate(game_ids())}
    return SeasonRatings(
        season=season,
        games=tuple(record.id for record in records.games),
        by_game={
            kind: season_ranking(
                by_type[kind],
                min_games=season.min_games,
                include_unfinished=season.include_unfinished,
                names=records.names,
            )
            for kind in sorted(by_type, key=lambda kind: (order.get(kind, len(order)), kind))
        },
        unreadable=records.unreadable,
    )


def _rating_json(row: RankingRow) -> dict[str, Any]:
    rating = row.rating
    return {
        "rank": row.rank,
        "name": row.name,
        "games": row.games,
        "mu": rating.mu,
        "sigma": rating.sigma,
        "ordinal": rating.ordinal,
        "low": rating.low,
        "high": rating.high,
        "change": row.change,
        "provisional": row.provisional,
    }


def season_json(ratings: SeasonRatings) -> dict[str, Any]:
    """``season show --json``: the contract's shape; the ratings are openskill's floats as they
    are (JSON writes each float exactly: its shortest text that reads back the same)."""
    return {
        "season": ratings.season.name,
        "games": list(ratings.games),
        "ratings": {
            kind: {"ranking": [_rating_json(row) for row in ranking.rows]} for kind, ranking in ratings.by_game.items()
        },
    }
