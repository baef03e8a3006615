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
import functools
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill import __version__ as openskill_version
from openskill.models import PlackettLuce

from hanascore.core.errors import Code, LedgerError, Problem, SheetError, msg
from hanascore.games import find_game, game_ids
from hanascore.ledger.actions import opened
from hanascore.ledger.definition import text_problems
from hanascore.ledger.migrations import now
from hanascore.ledger.records import GameRecord, Records, person_key, read_records, write_cache
from hanascore.ledger.store import Store

#: How many rated games make a player ranked rather than provisional, unless a season says.
DEFAULT_MIN_GAMES = 3


@dataclass(frozen=True, slots=True)
class Season:
    """A season as stored: its name, period, what it rates and the games added or removed by
    hand."""

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
    #: The one game type the season takes (``koi-koi``); None: every game type, each rated apart.
    game: str | None = None
    #: The rated games that make a player ranked rather than provisional.
    min_games: int = DEFAULT_MIN_GAMES
    #: True when games not yet over are rated as they stand (else finished games only).
    include_unfinished: bool = False

    def in_period(self, started: str) -> bool:
        """True when a game started at ``started`` (the ledger's UTC stamp) is in the period."""
        day = started[:10]
        return (self.starts is None or day >= self.starts) and (self.ends is None or day <= self.ends)

    def takes(self, record: GameRecord) -> bool:
        """True when the game of ``record`` belongs to the season: of its game type (where it has
        one), and added by hand, or started in the period and not removed by hand."""
        if record.id in self.removed or (self.game is not None and record.game != self.game):
            return False
        return record.id in self.added or self.in_period(record.started)

    def rates(self, record: GameRecord) -> bool:
        """True when the season rates the game of ``record`` (one of its games): a round was
        played (else nobody is placed), and the game is over or unfinished games are rated."""
        return record.has_rounds and (record.over or self.include_unfinished)


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
        key: tuple(RatingStep(game, index, place, Rating(mu, sigma, ordinal)) for game, index, place, mu, sigma, ordinal in steps)
        for key, steps in json.loads(text).items()
    }


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


def create_season(
    store: Store,
    name: str,
    starts: str | None = None,
    ends: str | None = None,
    *,
    game: str | None = None,
    min_games: int = DEFAULT_MIN_GAMES,
    include_unfinished: bool = False,
) -> Season:
    """Store a new season called ``name`` for the days ``starts`` to ``ends`` (``YYYY-MM-DD``,
    both included, either open), of the game type ``game`` alone (an id or an alias; None:
    every game type, each rated apart), a player ranked after ``min_games`` rated games, and
    games not yet over rated only with ``include_unfinished``; LedgerError with every problem:
    a bad name, period, game type or minimum, or a name taken (ignoring case)."""
    problems = text_problems(name, msg("thing.season-name"), "NAME")
    first = last = None
    try:
        first = parse_day(starts, "--from")
    except LedgerError as error:
        problems.extend(error.problems)
    try:
        last = parse_day(ends, "--to")
    except LedgerError as error:
        problems.extend(error.problems)
    if first is not None and last is not None and first > last:
        problems.append(Problem(Code.BAD_VALUE, msg("season.ends-before", starts=first, ends=last), "--to"))
    kind = None
    if game is not None:
        try:
            kind = find_game(game).id
        except SheetError as error:
            problems.extend(Problem(p.code, p.words, "--game") for p in error.problems)
    if min_games < 1:
        problems.append(Problem(Code.BAD_VALUE, msg("season.bad-min-games", value=min_games), "--min-games"))
    if problems:
        raise LedgerError(problems)
    key = season_key(name)
    taken = store.db.execute("SELECT name FROM seasons WHERE key = ?", (key,)).fetchone()
    if taken is not None:
        raise LedgerError(Problem(Code.DUPLICATE_NAME, msg("season.name-taken", name=name, taken=taken[0]), "NAME"))
    created = now()
    cursor = store.db.execute(
        "INSERT INTO seasons (name, key, starts, ends, created_at, game, min_games, include_unfinished) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (name, key, first, last, created, kind, min_games, int(include_unfinished)),
    )
    return Season(
        int(cursor.lastrowid or 0),
        name,
        key,
        first,
        last,
        created,
        game=kind,
        min_games=min_games,
        include_unfinished=include_unfinished,
    )


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
            game=row["game"],
            min_games=int(row["min_games"]),
            include_unfinished=bool(row["include_unfinished"]),
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
    if included and season.game is not None:
        (kind,) = store.db.execute("SELECT game FROM games WHERE id = ?", (game,)).fetchone()
        if kind != season.game:  # it would never be taken: said rather than kept in vain
            raise LedgerError(
                Problem(
                    Code.BAD_VALUE,
                    msg("season.other-game", game=str(game), kind=kind, name=season.name, wanted=season.game),
                    "GAME-ID",
                )
            )
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
                steps.append([record.id, len(rated), places[party], float(found.mu), float(found.sigma), float(found.ordinal())])
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


# --- the kept ratings ----------------------------------------------------------------------

#: Moved on whenever the rating or the kept text changes, so that ratings kept by another
#: version are rated again; openskill's version too (another may rate otherwise).
RATINGS_FORMAT = f"1 openskill {openskill_version}"


def season_revision(store: Store, season: Season) -> str:
    """The season's revision: a digest of what its ratings are a function of.  The season's
    options and hand-picked games, and every game's id, start, type and revision (which every
    change of a game moves on, by trigger): the games outside the season too, since a person
    is named as first written in the whole ledger.  Read in one query (10,000 games: a few
    milliseconds)."""
    (games,) = store.db.execute(
        "SELECT group_concat(line, char(10)) FROM "
        "(SELECT id || ' ' || revision || ' ' || created_at || ' ' || game AS line FROM games ORDER BY id)"
    ).fetchone()
    options = [
        RATINGS_FORMAT,
        season.id,
        season.starts,
        season.ends,
        season.game,
        season.min_games,
        season.include_unfinished,
        list(season.added),
        list(season.removed),
    ]
    return _digest(f"{_compact(options)}\n{games or ''}")


def _digest(body: str) -> str:
    # A check against changes by hand or by accident, not against forgery (db check is that).
    return hashlib.blake2b(body.encode("utf-8"), digest_size=16).hexdigest()


def _compact(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def kept_text(ratings: SeasonRatings) -> str:
    """Ratings as their cache row keeps them, in lines: the digest of the others; the games,
    the unreadable and each game type's ranking; then each game type's history, a line each in
    the rankings' order, kept as its JSON text (read only for the chart: a kept season is
    served without reading, or writing, its tens of thousands of steps)."""
    head = {
        "games": list(ratings.games),
        "unreadable": [list(pair) for pair in ratings.unreadable],
        "by_game": {
            kind: {
                "games": list(ranking.games),
                "rated": list(ranking.rated),
                "initial": [ranking.initial.mu, ranking.initial.sigma, ranking.initial.ordinal],
                "rows": [
                    [
                        row.rank,
                        row.name,
                        row.key,
                        row.games,
                        list(row.placements),
                        row.points,
                        row.rating.mu,
                        row.rating.sigma,
                        row.rating.ordinal,
                        row.change,
                        row.provisional,
                    ]
                    for row in ranking.rows
                ],
            }
            for kind, ranking in ratings.by_game.items()
        },
    }
    # Each history is compact JSON (no newline in it) already: kept as it is.
    body = "\n".join([_compact(head), *(ranking.history_json for ranking in ratings.by_game.values())])
    return f"{_digest(body)}\n{body}"


def _kept_ratings(season: Season, text: object) -> SeasonRatings | None:
    """The ratings a kept row holds, or None where it cannot be served: its digest does not
    match (changed outside hanascore) or it is in another shape.  Such a row is rated again."""
    if not isinstance(text, str):
        return None
    digest, _, body = text.partition("\n")
    if digest != _digest(body):
        return None
    head_text, *histories = body.split("\n")
    try:
        head = json.loads(head_text)
        if len(histories) != len(head["by_game"]):
            return None
        by_game = {
            kind: SeasonRanking(
                games=tuple(data["games"]),
                rated=tuple(data["rated"]),
                rows=tuple(
                    RankingRow(
                        rank,
                        name,
                        key,
                        games,
                        tuple(places),
                        points,
                        Rating(mu, sigma, ordinal),
                        change=change,
                        provisional=provisional,
                    )
                    for rank, name, key, games, places, points, mu, sigma, ordinal, change, provisional in data["rows"]
                ),
                initial=Rating(*data["initial"]),
                history_json=history,
            )
            for (kind, data), history in zip(head["by_game"].items(), histories, strict=True)
        }
        unreadable = tuple((str(game), str(problem)) for game, problem in head["unreadable"])
        return SeasonRatings(season, tuple(head["games"]), by_game, unreadable)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


_UPSERT = (
    "INSERT INTO season_ratings (season_id, revision, ratings) VALUES (?, ?, ?) "
    "ON CONFLICT (season_id) DO UPDATE SET revision = excluded.revision, ratings = excluded.ratings"
)


def kept_season_ratings(store: Store, season: Season) -> SeasonRatings:
    """The season's ratings: those kept where they are at the season's revision
    (:func:`season_revision`), else rated afresh from the games' records and kept (when the
    ledger can be written now), all in one snapshot of the ledger."""
    if not store.db.in_transaction:
        with store.reading():
            return kept_season_ratings(store, season)
    revision = season_revision(store, season)
    row = store.db.execute("SELECT revision, ratings FROM season_ratings WHERE season_id = ?", (season.id,)).fetchone()
    if row is not None and row["revision"] == revision:
        kept = _kept_ratings(season, row["ratings"])
        if kept is not None:
            return kept
    fresh = season_ratings(_season_records(season, read_records(store)))
    write_cache(store, _UPSERT, [(season.id, revision, kept_text(fresh))])
    return fresh


def read_season_ratings(db: str | None, name: str | None = None) -> SeasonRatings:
    """Season ``name`` (default: the latest made) of the ledger ``db`` and its ratings (kept
    ones where current)."""
    with opened(db) as store:
        return kept_season_ratings(store, find_season(store, name))


def stale_ratings(store: Store) -> list[Season]:
    """The seasons whose kept ratings, at the season's current revision, differ from a fresh
    rating of the games' records (``db check`` asks, after refreshing the records): a row
    changed outside hanascore, whether or not its digest was changed with it.  Ratings kept at
    another revision are never read, and are rated again when next needed."""
    stale = []
    records = read_records(store)
    for season in seasons(store):
        row = store.db.execute("SELECT revision, ratings FROM season_ratings WHERE season_id = ?", (season.id,)).fetchone()
        if row is None or row["revision"] != season_revision(store, season):
            continue
        if row["ratings"] != kept_text(season_ratings(_season_records(season, records))):
            stale.append(season)
    return stale


def refresh_ratings(store: Store, stale: Iterable[Season]) -> None:
    """Keep fresh ratings of each of the ``stale`` seasons in place of the kept ones."""
    records = read_records(store)
    fresh = [
        (season.id, season_revision(store, season), kept_text(season_ratings(_season_records(season, records))))
        for season in stale
    ]
    write_cache(store, _UPSERT, fresh)


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


def season_listing_json(every: Sequence[Season], counts: Mapping[int, int]) -> dict[str, Any]:
    """``season list --json``: each season's name, period, game type (null: every one, rated
    apart), options and number of games."""
    return {
        "seasons": [
            {
                "name": s.name,
                "from": s.starts,
                "to": s.ends,
                "games": counts.get(s.id, 0),
                "created": s.created_at,
                "game": s.game,
                "min_games": s.min_games,
                "include_unfinished": s.include_unfinished,
            }
            for s in every
        ]
    }
