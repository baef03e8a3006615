"""Each game's results as plain records: what the statistics, the people and the seasons read.

A :class:`GameRecord` is what replaying a game found (each round's scores, winner, yaku and who
played; the adjustments; the final totals and winner), read from the sheets like every other
view.  Replaying ten thousand games on every ``stats`` would take minutes, so each record is
kept in ``game_records`` with the game's revision (which every change of the game moves on, by
trigger): a record whose revision is not the game's is read again from the sheets and stored,
so the cache can never disagree with them, and ``db check`` compares each kept record with a
fresh replay (:func:`stale_records`).

People are matched across games by :func:`person_key` (case and NFKC width ignored), as names
are everywhere else.
"""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from hanascore.core.errors import LedgerError, SheetError
from hanascore.ledger.replay import Ledger, ReplayedAdjustment, ReplayedRound, replay
from hanascore.ledger.rows import DamagedGame
from hanascore.ledger.store import Store


def person_key(name: str) -> str:
    """The key that tells people apart across games: ``Ann``, ``ann`` and ``Ａｎｎ`` are one."""
    return unicodedata.normalize("NFKC", name).strip().casefold()


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One round of a game as its replay scored it."""

    number: int
    #: Each party's score for the round (its points, whatever the game's totals count).
    scores: Mapping[str, int]
    #: The parties that played the round (sat-out parties score 0 and are not here).
    played: tuple[str, ...]
    winner: str
    #: The yaku ids each party was paid for, by party (parties with none are left out).
    yaku: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game's results as its replay found them."""

    id: str
    #: The game type (``mushi``, ``sakura``, ...).
    game: str
    name: str
    #: When the game was started, and its last entry made (the ledger's stamps: UTC, ISO 8601,
    #: to the second; ``last_played`` is ``started`` for a game with no entry yet).
    started: str
    last_played: str
    players: tuple[str, ...]
    #: Each party (a player, or a team) with its members.
    parties: Mapping[str, tuple[str, ...]]
    rounds: tuple[RoundRecord, ...]
    #: The adjustments' sum per party (parties with none are left out).
    adjustments: Mapping[str, int]
    #: The final totals as ``standings`` gives them (the game's tally where it has one).
    totals: Mapping[str, int]
    #: Each party's points: its round scores plus its adjustments.
    points: Mapping[str, int]
    over: bool
    #: The single leader once the game is over (as ``standings --json`` gives it), else None.
    winner: str | None

    def party_of(self, player: str) -> str:
        """The party ``player`` (as the game spells them) scores for."""
        return next(party for party, members in self.parties.items() if player in members)


def game_record(game_id: str, started: str, last_played: str, ledger: Ledger) -> GameRecord:
    """The record of a replayed game."""
    definition = ledger.definition
    rounds = []
    adjustments: dict[str, int] = {}
    points = dict.fromkeys(definition.party_names, 0)
    for row in ledger.rows:
        if isinstance(row, ReplayedAdjustment):
            party, amount = row.entry.party, row.entry.amount
            adjustments[party] = adjustments.get(party, 0) + amount
            points[party] += amount
            continue
        assert isinstance(row, ReplayedRound)
        result = row.result
        for party in result.parties:
            points[party.name] += party.score
        rounds.append(
            RoundRecord(
                number=row.number,
                scores={party.name: party.score for party in result.parties},
                played=tuple(party.name for party in result.parties if party.active),
                winner=result.winner,
                yaku={party.name: tuple(hit.id for hit in party.yaku) for party in result.parties if party.yaku},
            )
        )
    table = definition.table
    return GameRecord(
        id=game_id,
        game=definition.game,
        name=definition.name,
        started=started,
        last_played=last_played,
        players=definition.players,
        parties={party.name: party.members for party in table.parties},
        rounds=tuple(rounds),
        adjustments=adjustments,
        totals=dict(ledger.totals),
        points=points,
        over=ledger.over,
        winner=ledger.winner,
    )


def record_json(record: GameRecord) -> dict[str, Any]:
    """A record as the cache keeps it (compact: rounds as lists)."""
    return {
        "id": record.id,
        "game": record.game,
        "name": record.name,
        "started": record.started,
        "last_played": record.last_played,
        "players": list(record.players),
        "parties": {name: list(members) for name, members in record.parties.items()},
        "rounds": [
            [r.number, r.scores, list(r.played), r.winner, {p: list(ids) for p, ids in r.yaku.items()}]
            for r in record.rounds
        ],
        "adjustments": record.adjustments,
        "totals": record.totals,
        "points": record.points,
        "over": record.over,
        "winner": record.winner,
    }


def record_from_json(data: Mapping[str, Any]) -> GameRecord:
    """A record read back from the cache (written by :func:`record_json`)."""
    return GameRecord(
        id=data["id"],
        game=data["game"],
        name=data["name"],
        started=data["started"],
        last_played=data["last_played"],
        players=tuple(data["players"]),
        parties={name: tuple(members) for name, members in data["parties"].items()},
        rounds=tuple(
            RoundRecord(number, scores, tuple(played), winner, {p: tuple(ids) for p, ids in yaku.items()})
            for number, scores, played, winner, yaku in data["rounds"]
        ),
        adjustments=data["adjustments"],
        totals=data["totals"],
        points=data["points"],
        over=data["over"],
        winner=data["winner"],
    )


@dataclass(frozen=True, slots=True)
class Records:
    """Every readable game's record, in the order the games were started, and the games that
    could not be read (their id and what is wrong), which the statistics leave out and say."""

    games: tuple[GameRecord, ...]
    unreadable: tuple[tuple[str, str], ...] = ()


def read_records(store: Store) -> Records:
    """Every game's record: from the cache where it is current, else replayed from the sheets
    and kept (when the ledger can be written; a read-only ledger is replayed every time)."""
    rows = store.db.execute(
        "SELECT g.id, g.revision, g.created_at, r.revision AS kept, r.record "
        "FROM games g LEFT JOIN game_records r ON r.game_id = g.id ORDER BY g.created_at, g.id"
    ).fetchall()
    games: list[GameRecord] = []
    unreadable: list[tuple[str, str]] = []
    fresh: list[tuple[int, int, str]] = []
    for row in rows:
        game_id = str(row["id"])
        if row["kept"] == row["revision"] and isinstance(row["record"], str):
            try:
                games.append(record_from_json(json.loads(row["record"])))
                continue
            except (ValueError, KeyError, TypeError, AttributeError):  # a damaged cache row: read again
                pass
        try:
            record = replayed_record(store, game_id)
        except (LedgerError, SheetError) as problem:  # damaged rows, or a round that no longer scores
            unreadable.append((game_id, str(problem)))
            continue
        games.append(record)
        fresh.append((row["id"], row["revision"], json.dumps(record_json(record), ensure_ascii=False)))
    if fresh:
        _keep(store, fresh)
    return Records(tuple(games), tuple(unreadable))


def replayed_record(store: Store, game_id: str) -> GameRecord:
    """A game's record read afresh from its sheets (DamagedGame or SheetError when it does
    not read)."""
    stored = store.load_game(game_id)
    (last,) = store.db.execute("SELECT max(created_at) FROM entries WHERE game_id = ?", (int(game_id),)).fetchone()
    last_played = last if isinstance(last, str) else stored.created_at
    return game_record(game_id, stored.created_at, last_played, replay(stored.definition, stored.entries))


def _keep(store: Store, fresh: Iterable[tuple[int, int, str]]) -> None:
    """Store fresh records; a ledger that cannot be written now (read-only, busy) keeps none:
    the next reader reads them again."""
    try:
        with store.writing():
            store.db.executemany(
                "INSERT INTO game_records (game_id, revision, record) VALUES (?, ?, ?) "
                "ON CONFLICT (game_id) DO UPDATE SET revision = excluded.revision, record = excluded.record "
                # Only where the game is still at the revision read: a write in between wins.
                "WHERE (SELECT revision FROM games WHERE id = excluded.game_id) = excluded.revision",
                list(fresh),
            )
    except (sqlite3.Error, OSError, LedgerError):
        pass


def stale_records(store: Store) -> Iterator[str]:
    """The ids of games whose kept record differs from a fresh replay (``db check``)."""
    rows = store.db.execute(
        "SELECT r.game_id, r.revision, r.record, g.revision AS current FROM game_records r "
        "JOIN games g ON g.id = r.game_id"
    ).fetchall()
    for row in rows:
        if row["revision"] != row["current"]:
            continue  # out of date, so never read: rebuilt when next needed
        game_id = str(row["game_id"])
        try:
            fresh = record_json(replayed_record(store, game_id))
            kept = json.loads(row["record"])
        except (DamagedGame, SheetError, ValueError):
            yield game_id
            continue
        if kept != json.loads(json.dumps(fresh, ensure_ascii=False)):
            yield game_id
