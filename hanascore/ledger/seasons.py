"""Seasons: a named period of a ledger's games of one game type or of every one, adjusted by
hand, and how each is stored.

A season takes the games *started* in its period (``starts`` and ``ends`` are UTC days, both
included; an open end has no bound; no dates take every game, later ones included), of its game
type where it has one (``game``), plus the games added to it by hand and minus those removed
(``season_games``: ``included`` 1 or 0).  It rates finished games only unless
``include_unfinished``, and ranks a player after ``min_games`` rated games.

The store functions (:func:`create_season`, :func:`add_game`, :func:`remove_game`,
:func:`seasons`, :func:`find_season`) each run inside the caller's transaction.  The rating is
:mod:`hanascore.ledger.season_rating`'s (a pure function of the records), kept per season
revision by :mod:`hanascore.ledger.season_kept`.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hanascore.core.errors import Code, LedgerError, Problem, SheetError, msg
from hanascore.games import find_game
from hanascore.ledger.definition import text_problems
from hanascore.ledger.migrations import now
from hanascore.ledger.records import GameRecord, Records, person_key
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
    return records_of_season(season, records)


def records_of_season(season: Season, records: Records) -> SeasonRecords:
    """Season ``season`` and the records of its games among ``records``."""
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
