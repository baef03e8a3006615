"""Each game's results as plain records: what the statistics, the people and the seasons read.

A :class:`GameRecord` is what replaying a game found (each round's scores, winner, yaku and who
played; the adjustments; the final totals and winner), read from the sheets like every other
view.  Replaying ten thousand games on every ``stats`` would take minutes, so each record is
kept in ``game_records`` with the game's revision (which every change of the game moves on, by
trigger): a record whose revision is not the game's is read again from the sheets and stored,
so the cache can never disagree with them, and ``db check`` compares each kept record with a
fresh replay (:func:`record_differs`) and keeps a fresh one where they differ (:func:`refresh_records`).

A kept row is its record's JSON after a line holding the digest of that JSON: a row changed
by anything but hanascore (by hand, another program) no longer matches its digest and is read
again from the sheets, never served; ``db check`` catches the rest (a change that fixed the
digest too), by replaying.

People are matched across games by :func:`person_key` (case and NFKC width ignored), as names
are everywhere else.
"""

from __future__ import annotations

import functools
import json
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hanascore.core.errors import LedgerError, SheetError
from hanascore.games import find_game
from hanascore.ledger.caches import compact, digest, write_cache
from hanascore.ledger.replay import Ledger, ReplayedAdjustment, ReplayedNote, ReplayedRound, replay
from hanascore.ledger.rows import StoredGame
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
class PartyTally:
    """A party's rounds in one game summed up: what the statistics read, so that a ledger of
    a hundred thousand rounds is not read round by round."""

    #: Rounds the party played (a sat-out round is not one), and won.
    rounds: int
    rounds_won: int
    #: Its best and worst round score (None with no round played).
    best: int | None
    worst: int | None
    #: The yaku it made: yaku id -> how many times.
    yaku: Mapping[str, int]


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
    #: Each party's rounds summed up (every party has one).
    tallies: Mapping[str, PartyTally]
    #: The adjustments' sum per party (parties with none are left out).
    adjustments: Mapping[str, int]
    #: The final totals as ``standings`` gives them (the game's tally where it has one).
    totals: Mapping[str, int]
    #: Each party's points: its round scores plus its adjustments.
    points: Mapping[str, int]
    over: bool
    #: The single leader once the game is over (as ``standings --json`` gives it), else None.
    winner: str | None
    #: What the game's scores count: ``"points"``, or Hachi-Hachi's ``"mon"`` (kept here so
    #: that a reader of many games loads no game to name it).
    unit: str = "points"
    #: How many of :attr:`unit` make the game's larger unit under the game's house rules
    #: (Hachi-Hachi: mon to the kan); None where the game has none.
    kan: int | None = None
    #: The rounds as compact JSON (:attr:`rounds` reads them when asked for: most readers
    #: need only the tallies, and reading every round of a big ledger costs seconds).
    rounds_json: str = field(default="[]", repr=False)

    @property
    def rounds(self) -> tuple[RoundRecord, ...]:
        """Each round: its scores, who played, its winner and the yaku paid (read from their
        JSON when asked for: a reader of many games reads :attr:`tallies` instead)."""
        return _rounds(self.rounds_json) if self.has_rounds else ()

    @property
    def has_rounds(self) -> bool:
        """True once a round was played (without reading the rounds)."""
        return self.rounds_json != "[]"

    def party_of(self, player: str) -> str:
        """The party ``player`` (as the game spells them) scores for."""
        return next(party for party, members in self.parties.items() if player in members)


@functools.lru_cache(maxsize=256)
def _rounds(text: str) -> tuple[RoundRecord, ...]:
    return tuple(
        RoundRecord(number, scores, tuple(played), winner, {p: tuple(ids) for p, ids in yaku.items()})
        for number, scores, played, winner, yaku in json.loads(text)
    )


def _tallies(parties: Iterable[str], rounds: Iterable[RoundRecord]) -> dict[str, PartyTally]:
    """Each party's rounds, round wins, best and worst round and yaku, from ``rounds``."""
    scores: dict[str, list[int]] = {party: [] for party in parties}
    won: dict[str, int] = dict.fromkeys(scores, 0)
    yaku: dict[str, dict[str, int]] = {party: {} for party in scores}
    for played in rounds:
        for party in played.played:
            scores[party].append(played.scores[party])
        won[played.winner] += 1
        for party, ids in played.yaku.items():
            made = yaku[party]
            for yaku_id in ids:
                made[yaku_id] = made.get(yaku_id, 0) + 1
    return {
        party: PartyTally(
            len(own), won[party], max(own, default=None), min(own, default=None), dict(sorted(yaku[party].items()))
        )
        for party, own in scores.items()
    }


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
        if isinstance(row, ReplayedNote):  # a note counts for nothing
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
    parties = {party.name: party.members for party in table.parties}
    game = find_game(definition.game)
    return GameRecord(
        id=game_id,
        game=definition.game,
        name=definition.name,
        started=started,
        last_played=last_played,
        players=definition.players,
        parties=parties,
        tallies=_tallies(parties, rounds),
        adjustments=adjustments,
        totals=dict(ledger.totals),
        points=points,
        over=ledger.over,
        winner=ledger.winner,
        unit=game.unit,
        kan=game.larger_unit(definition.house),
        rounds_json=compact(
            [
                [r.number, r.scores, list(r.played), r.winner, {p: list(ids) for p, ids in r.yaku.items()}]
                for r in rounds
            ]
        ),
    )


def _head_json(record: GameRecord) -> dict[str, Any]:
    """A record as JSON but its rounds (which the cache keeps as their own text), in the
    shape :data:`RECORD_VERSION` names."""
    return {
        "v": RECORD_VERSION,
        "id": record.id,
        "game": record.game,
        "name": record.name,
        "started": record.started,
        "last_played": record.last_played,
        "players": list(record.players),
        "parties": {name: list(members) for name, members in record.parties.items()},
        "tallies": {
            party: [t.rounds, t.rounds_won, t.best, t.worst, dict(t.yaku)] for party, t in record.tallies.items()
        },
        "adjustments": record.adjustments,
        "totals": record.totals,
        "points": record.points,
        "over": record.over,
        "winner": record.winner,
        "unit": record.unit,
        "kan": record.kan,
    }


def record_from_json(data: Mapping[str, Any], rounds_json: str) -> GameRecord:
    """A record read back from the cache's JSON (its rounds in ``rounds_json``, their JSON
    text, kept apart and read only when asked for)."""
    return GameRecord(
        id=data["id"],
        game=data["game"],
        name=data["name"],
        started=data["started"],
        last_played=data["last_played"],
        players=tuple(data["players"]),
        parties={name: tuple(members) for name, members in data["parties"].items()},
        tallies={party: PartyTally(*numbers) for party, numbers in data["tallies"].items()},
        adjustments=data["adjustments"],
        totals=data["totals"],
        points=data["points"],
        over=data["over"],
        winner=data["winner"],
        unit=data.get("unit", "points"),
        kan=data.get("kan"),
        rounds_json=rounds_json,
    )


@dataclass(frozen=True, slots=True)
class Records:
    """Every readable game's record, in the order the games were started, and the games that
    could not be read (their id and what is wrong), which the statistics leave out and say."""

    games: tuple[GameRecord, ...]
    unreadable: tuple[tuple[str, str], ...] = ()


def read_records(store: Store) -> Records:
    """Every game's record: from the cache where it is current, else replayed from the sheets
    and kept (when the ledger can be written; a read-only ledger is replayed every time).

    Read in the caller's transaction where it has one (fresh records are then written in it),
    else in a snapshot of its own."""
    if store.db.in_transaction:
        records, fresh = _read(store)
    else:
        with store.reading():
            records, fresh = _read(store)
    _keep(store, fresh)
    return records


def _read(store: Store) -> tuple[Records, list[tuple[int, int, str]]]:
    """The records, and the rows to keep for those that were replayed."""
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
            kept = _kept_record(row["record"])
            if kept is not None:
                games.append(kept)
                continue
        try:
            record = replayed_record(store, game_id)
        except (LedgerError, SheetError) as problem:  # damaged rows, or a round that no longer scores
            unreadable.append((game_id, "; ".join(p.message for p in problem.problems)))
            continue
        games.append(record)
        fresh.append((row["id"], row["revision"], kept_text(record)))
    return Records(tuple(games), tuple(unreadable)), fresh


#: The shape of a kept record's JSON, moved on whenever what is kept changes (version 2 added
#: ``unit`` and ``kan``; version 1, which had no ``v``, was written before): a row of another version is not
#: served but read again from the sheets and kept anew, and ``db check`` does not take it for a
#: row changed by hand (:func:`record_differs`).
RECORD_VERSION = 2


def _version(text: str) -> int | None:
    """The version of the record a kept row holds, or None where its digest does not match
    (changed outside hanascore) or it does not read."""
    kept_digest, _, body = text.partition("\n")
    if kept_digest != digest(body):
        return None
    try:
        head = json.loads(body.partition("\n")[0])
        return int(head.get("v", 1))
    except (ValueError, TypeError, AttributeError):
        return None


def kept_text(record: GameRecord) -> str:
    """A record as its cache row keeps it, in three lines: the digest of the two others; the
    record's JSON but its rounds; the rounds' JSON (kept apart, as text, so that reading a
    record does not read its rounds)."""
    body = f"{compact(_head_json(record))}\n{record.rounds_json}"
    return f"{digest(body)}\n{body}"


def _kept_record(text: object) -> GameRecord | None:
    """The record a kept row holds, or None where it cannot be served: its digest does not
    match (changed outside hanascore) or it is in another shape.  Such a row is read again
    from the sheets."""
    if not isinstance(text, str):
        return None
    kept_digest, _, body = text.partition("\n")
    if kept_digest != digest(body):
        return None
    head, _, rounds = body.partition("\n")
    try:
        data = json.loads(head)
        if data["v"] != RECORD_VERSION:  # an older (or newer) hanascore's shape
            return None
        return record_from_json(data, rounds)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def replayed_record(store: Store, game_id: str) -> GameRecord:
    """A game's record read afresh from its sheets (DamagedGame or SheetError when it does
    not read)."""
    stored = store.load_game(game_id)
    return _record_of(store, stored, replay(stored.definition, stored.entries))


def _record_of(store: Store, stored: StoredGame, ledger: Ledger) -> GameRecord:
    """The record of ``stored``, replayed as ``ledger``."""
    (last,) = store.db.execute("SELECT max(created_at) FROM entries WHERE game_id = ?", (int(stored.id),)).fetchone()
    last_played = last if isinstance(last, str) else stored.created_at
    return game_record(stored.id, stored.created_at, last_played, ledger)


_UPSERT = (
    "INSERT INTO game_records (game_id, revision, record) VALUES (?, ?, ?) "
    "ON CONFLICT (game_id) DO UPDATE SET revision = excluded.revision, record = excluded.record "
    # Only where the game is still at the revision read: a write in between wins.
    "WHERE (SELECT revision FROM games WHERE id = excluded.game_id) = excluded.revision"
)


def _keep(store: Store, fresh: list[tuple[int, int, str]]) -> None:
    """Store fresh records (see :func:`hanascore.ledger.caches.write_cache`)."""
    write_cache(store, _UPSERT, fresh)


def record_differs(store: Store, stored: StoredGame, ledger: Ledger) -> bool:
    """True when the game's kept record, at the game's revision, is not the record of its
    replay ``ledger`` (``db check``, which replays every game anyway, asks it of each); a record
    kept at another revision is never read, and is rebuilt when next needed."""
    row = store.db.execute(
        "SELECT r.record FROM game_records r JOIN games g ON g.id = r.game_id "
        "WHERE r.game_id = ? AND r.revision = g.revision",
        (int(stored.id),),
    ).fetchone()
    if row is None:
        return False
    kept = row["record"]
    # A row an older hanascore kept, unchanged since (its digest matches), is in an older
    # shape, not wrong: it is never served, and the next reader keeps it anew.
    version = _version(kept) if isinstance(kept, str) else None
    if version is not None and version < RECORD_VERSION:
        return False
    # The same sheets give the same record, written the same way: any other text differs.
    return kept != kept_text(_record_of(store, stored, ledger))


def refresh_records(store: Store, game_ids: Iterable[str]) -> None:
    """Keep a fresh record of each of ``game_ids`` (replayed from the sheets) in place of the
    kept one; a game that does not replay loses its kept record.  Nothing is kept where the
    ledger cannot be written now: the kept rows that differ are then still never served
    unchanged by hand only (their digest); ``db check`` says so again next time."""
    fresh = []
    gone = []
    for game_id in game_ids:
        (revision,) = store.db.execute("SELECT revision FROM games WHERE id = ?", (int(game_id),)).fetchone()
        try:
            fresh.append((int(game_id), revision, kept_text(replayed_record(store, game_id))))
        except (LedgerError, SheetError):
            gone.append((int(game_id),))
    write_cache(store, "DELETE FROM game_records WHERE game_id = ?", gone)
    _keep(store, fresh)
