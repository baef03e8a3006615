"""Seasons: a named period of a ledger's games, adjusted by hand, and a rating of every person
over them with openskill's Plackett-Luce model.

A season takes the games *started* in its period (``starts`` and ``ends`` are UTC days, both
included; an open end has no bound; no dates take every game, later ones included), plus the
games added to it by hand and minus those removed (``season_games``: ``included`` 1 or 0).

The rating reads only the games' records (:mod:`hanascore.ledger.records`): every game of the
season in the order played (started), each game's parties placed by their final totals (equal
totals share a place, 1, 1, 3), teams rated as teams (a team is its members' ratings).  The
model sees placements only, so the different scales of the games do not matter.  A game with no
round played yet places nobody and is left out of the rating (it is still the season's).

The store functions (:func:`create_season`, :func:`add_game`, :func:`remove_game`,
:func:`seasons`, :func:`find_season`) each run inside the caller's transaction; the rating
(:func:`season_ranking`) is a pure function of the records, shared by the command line, the
exports and the page.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.ledger.actions import opened
from hanascore.ledger.definition import text_problems
from hanascore.ledger.migrations import now
from hanascore.ledger.records import GameRecord, Records, person_key, read_records
from hanascore.ledger.store import Store


@dataclass(frozen=True, slots=True)
class Season:
    """A season as stored: its name, period and the games added or removed by hand."""

    id: int
    name: str
    #: The name as seasons are told apart (case and NFKC width ignored, as people's names).
    key: str
    #: The first and last day of the period (``YYYY-MM-DD``, UTC, both included); None: open.
    starts: str | None
    ends: str | None
    created_at: str
    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()

    def in_period(self, started: str) -> bool:
        """True when a game started at ``started`` (the ledger's UTC stamp) is in the period."""
        day = started[:10]
        return (self.starts is None or day >= self.starts) and (self.ends is None or day <= self.ends)

    def takes(self, record: GameRecord) -> bool:
        """True when the game of ``record`` belongs to the season: added by hand, or started in
        the period and not removed by hand."""
        if record.id in self.removed:
            return False
        return record.id in self.added or self.in_period(record.started)


@dataclass(frozen=True, slots=True)
class SeasonRecords:
    """A season and the records of its games, in the order they were played (started)."""

    season: Season
    games: tuple[GameRecord, ...]
    #: The ledger's games that cannot be read (their id and what is wrong), but those removed
    #: from the season by hand: left out of it, and said.
    unreadable: tuple[tuple[str, str], ...] = ()
    #: Each person's name as first written in the whole ledger (as ``players`` names them),
    #: by their key; a person missing here is named as first written in the season.
    names: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating as openskill gives it: the mean, its uncertainty and the conservative estimate
    (openskill's ``ordinal``: ``mu - 3 sigma``)."""

    mu: float
    sigma: float
    ordinal: float


@dataclass(frozen=True, slots=True)
class RatingStep:
    """A person's rating after one game of the season they played."""

    #: The game's id and its place in the season's games (from 1).
    game: str
    index: int
    #: Their party's placement in the game (1 is first; equal totals share a place).
    placement: int
    rating: Rating


@dataclass(frozen=True, slots=True)
class RankingRow:
    """One person's line of the season's ranking."""

    rank: int
    #: The name as first written in the season's games, and the key people are matched by.
    name: str
    key: str
    #: The games rated (played, with a round played), their placements in order, and the
    #: points their party made in them (round scores plus adjustments).
    games: int
    placements: tuple[int, ...]
    points: int
    rating: Rating

    @property
    def firsts(self) -> int:
        """The games they placed first in (alone or shared)."""
        return self.placements.count(1)


@dataclass(frozen=True, slots=True)
class SeasonRanking:
    """A season's ranking and how each person's rating moved through it."""

    #: Every game of the season (ids, in the order played), and those rated.
    games: tuple[str, ...]
    rated: tuple[str, ...]
    #: Best conservative estimate first (see :func:`season_ranking` for ties).
    rows: tuple[RankingRow, ...]
    #: Each person's rating after each game they played, by their key (for the chart).
    history: Mapping[str, tuple[RatingStep, ...]]
    #: Everyone's rating before their first game (openskill's defaults).
    initial: Rating


# --- the store ---------------------------------------------------------------------------


def season_key(name: str) -> str:
    """The key seasons are told apart by: ``Spring`` and ``spring`` are one season."""
    return person_key(name)


def parse_day(text: str | None, where: str) -> str | None:
    """A period's day as ``YYYY-MM-DD`` (None stays None: an open end); LedgerError otherwise."""
    if text is None:
        return None
    day = text.strip()
    try:
        if len(day) != 10:
            raise ValueError(day)
        return datetime.date.fromisoformat(day).isoformat()
    except ValueError:
        raise LedgerError(Problem(Code.BAD_VALUE, msg("season.bad-day", value=text), where)) from None


def create_season(store: Store, name: str, starts: str | None = None, ends: str | None = None) -> Season:
    """Store a new season called ``name`` for the days ``starts`` to ``ends`` (``YYYY-MM-DD``,
    both included, either open); LedgerError for a bad name or period, or a name taken
    (ignoring case)."""
    problems = text_problems(name, msg("thing.season-name"), "NAME")
    first, last = parse_day(starts, "--from"), parse_day(ends, "--to")
    if first is not None and last is not None and first > last:
        problems.append(Problem(Code.BAD_VALUE, msg("season.ends-before", starts=first, ends=last), "--to"))
    if problems:
        raise LedgerError(problems)
    key = season_key(name)
    taken = store.db.execute("SELECT name FROM seasons WHERE key = ?", (key,)).fetchone()
    if taken is not None:
        raise LedgerError(Problem(Code.DUPLICATE_NAME, msg("season.name-taken", name=name, taken=taken[0]), "NAME"))
    created = now()
    cursor = store.db.execute(
        "INSERT INTO seasons (name, key, starts, ends, created_at) VALUES (?, ?, ?, ?, ?)",
        (name, key, first, last, created),
    )
    return Season(int(cursor.lastrowid or 0), name, key, first, last, created)


def seasons(store: Store) -> list[Season]:
    """Every season of the ledger, in the order they were made."""
    chosen: dict[int, tuple[list[str], list[str]]] = {}
    for season_id, game_id, included in store.db.execute(
        "SELECT season_id, game_id, included FROM season_games ORDER BY game_id"
    ).fetchall():
        added, removed = chosen.setdefault(season_id, ([], []))
        (added if included else removed).append(str(game_id))
    return [
        Season(
            id=row["id"],
            name=row["name"],
            key=row["key"],
            starts=row["starts"],
            ends=row["ends"],
            created_at=row["created_at"],
            added=tuple(chosen.get(row["id"], ([], []))[0]),
            removed=tuple(chosen.get(row["id"], ([], []))[1]),
        )
        for row in store.db.execute("SELECT * FROM seasons ORDER BY id").fetchall()
    ]


def find_season(store: Store, name: str | None = None) -> Season:
    """The season called ``name`` (ignoring case), or the latest one made when ``name`` is
    None; LedgerError (unknown-season) when there is none."""
    every = seasons(store)
    if name is None:
        if not every:
            raise LedgerError(Problem(Code.UNKNOWN_SEASON, msg("season.none-yet"), "NAME"))
        return every[-1]
    key = season_key(name)
    for season in every:
        if season.key == key:
            return season
    known = ", ".join(season.name for season in every)
    raise LedgerError(
        Problem(
            Code.UNKNOWN_SEASON,
            msg("season.unknown", name=name, known=known) if known else msg("season.unknown-none", name=name),
            "NAME",
        )
    )


def _game_id(store: Store, game_id: str) -> int:
    """The id of a game of the ledger (LedgerError: unknown-game-id)."""
    wanted = game_id.strip()
    known = wanted.isascii() and wanted.isdigit() and len(wanted) <= 18  # SQLite ids are 64-bit
    if known and store.db.execute("SELECT 1 FROM games WHERE id = ?", (int(wanted),)).fetchone() is not None:
        return int(wanted)
    raise LedgerError(
        Problem(Code.UNKNOWN_GAME_ID, msg("unknown-game-id.there-game-with-id-hanascore", wanted=game_id), "GAME-ID")
    )


def _choose(store: Store, name: str, game_id: str, included: bool) -> tuple[Season, str]:
    season = find_season(store, name)
    game = _game_id(store, game_id)
    store.db.execute(
        "INSERT INTO season_games (season_id, game_id, included) VALUES (?, ?, ?) "
        "ON CONFLICT (season_id, game_id) DO UPDATE SET included = excluded.included",
        (season.id, game, int(included)),
    )
    return season, str(game)


def add_game(store: Store, name: str, game_id: str) -> tuple[Season, str]:
    """Make game ``game_id`` one of season ``name``'s, whenever it was started (kept until
    removed); the season (as it was) and the game's id."""
    return _choose(store, name, game_id, True)


def remove_game(store: Store, name: str, game_id: str) -> tuple[Season, str]:
    """Leave game ``game_id`` out of season ``name``, even when started in its period."""
    return _choose(store, name, game_id, False)


def season_records(store: Store, records: Records, name: str | None = None) -> SeasonRecords:
    """Season ``name`` (default: the latest made) and the records of its games, in the order
    played (started; games started in the same second by id)."""
    season = find_season(store, name)
    return _season_records(season, records)


def read_season(db: str | None, name: str | None = None) -> SeasonRecords:
    """Season ``name`` (default: the latest made) of the ledger ``db`` and its games' records."""
    with opened(db) as store:
        season = find_season(store, name)
        records = read_records(store)
    return _season_records(season, records)


def _season_records(season: Season, records: Records) -> SeasonRecords:
    unreadable = tuple((game, problem) for game, problem in records.unreadable if game not in season.removed)
    return SeasonRecords(season, season_games(season, records.games), unreadable, first_names(records.games))


def first_names(games: Iterable[GameRecord]) -> dict[str, str]:
    """Each person's name as first written: the spelling of the earliest of ``games`` (in the
    order given) they played, by their key."""
    names: dict[str, str] = {}
    for record in games:
        for player in record.players:
            names.setdefault(person_key(player), player)
    return names


def season_counts(every: Sequence[Season], records: Records) -> dict[int, int]:
    """How many games each season of ``every`` has, by its id."""
    return {season.id: len(season_games(season, records.games)) for season in every}


def season_games(season: Season, games: Iterable[GameRecord]) -> tuple[GameRecord, ...]:
    """The games of ``games`` that ``season`` takes, in the order played."""
    return tuple(sorted((g for g in games if season.takes(g)), key=lambda g: (g.started, int(g.id))))


# --- the rating --------------------------------------------------------------------------


def placements(record: GameRecord) -> dict[str, int]:
    """Each party's place in a game by its final total (1 is first; equal totals share a
    place and the next place is skipped: 1, 1, 3)."""
    totals = record.totals
    return {party: 1 + sum(other > total for other in totals.values()) for party, total in totals.items()}


def _rating(found: Any) -> Rating:
    return Rating(float(found.mu), float(found.sigma), float(found.ordinal()))


def season_ranking(games: SeasonRecords | Sequence[GameRecord]) -> SeasonRanking:
    """The season's ranking: openskill's Plackett-Luce model (its defaults) fed every game in
    the order given, each game's parties ranked by :func:`placements`, a team as its members'
    ratings.  People are matched by :func:`~hanascore.ledger.records.person_key`, named as
    first written (in the ledger, where ``games`` is a :class:`SeasonRecords`; else in
    ``games``).  ``rank`` orders by the conservative estimate (``ordinal``), highest first;
    equal ordinals share a rank (1, 1, 3) and are listed by name."""
    records = games.games if isinstance(games, SeasonRecords) else tuple(games)
    known = games.names if isinstance(games, SeasonRecords) else {}
    model = PlackettLuce()
    current: dict[str, Any] = {}
    names: dict[str, str] = {}
    history: dict[str, list[RatingStep]] = {}
    points: dict[str, int] = {}
    rated: list[str] = []
    #: Each spelling's person key (the same few names recur in every game).
    keys: dict[str, str] = {}
    for record in records:
        if not record.has_rounds:  # nobody placed yet
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
                    names[key] = known.get(key, member)
            teams.append([current[key] for key in team_keys])
        # Whole-number places: openskill 6.0.0 sees no tie between equal float ranks.
        after = model.rate(teams, ranks=[places[party] for party in parties])
        for party, team_keys, team in zip(parties, members, after, strict=True):
            for key, found in zip(team_keys, team, strict=True):
                current[key] = found
                history.setdefault(key, []).append(RatingStep(record.id, len(rated), places[party], _rating(found)))
                points[key] = points.get(key, 0) + int(record.points.get(party, 0))
    ordered = sorted(current, key=lambda key: (-current[key].ordinal(), key))
    rows = []
    for place, key in enumerate(ordered):
        rating = _rating(current[key])
        rank = rows[-1].rank if rows and rows[-1].rating.ordinal == rating.ordinal else place + 1
        steps = history[key]
        rows.append(
            RankingRow(rank, names[key], key, len(steps), tuple(s.placement for s in steps), points[key], rating)
        )
    return SeasonRanking(
        games=tuple(record.id for record in records),
        rated=tuple(rated),
        rows=tuple(rows),
        history={key: tuple(steps) for key, steps in history.items()},
        initial=_rating(model.rating()),
    )


def season_json(season: Season, ranking: SeasonRanking) -> dict[str, Any]:
    """``season show --json``: the contract's shape; the ratings are openskill's floats as they
    are (JSON writes each float exactly: its shortest text that reads back the same)."""
    return {
        "season": season.name,
        "games": list(ranking.games),
        "ranking": [
            {
                "rank": row.rank,
                "name": row.name,
                "games": row.games,
                "mu": row.rating.mu,
                "sigma": row.rating.sigma,
                "ordinal": row.rating.ordinal,
            }
            for row in ranking.rows
        ],
    }


def season_listing_json(every: Sequence[Season], counts: Mapping[int, int]) -> dict[str, Any]:
    """``season list --json``: each season's name, period and number of games."""
    return {
        "seasons": [
            {"name": s.name, "from": s.starts, "to": s.ends, "games": counts.get(s.id, 0), "created": s.created_at}
            for s in every
        ]
    }
