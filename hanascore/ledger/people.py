"""Players as people: one person across the games of a ledger, and their name changed in every
game at once.

A person is everyone seated under one name across games, names matched ignoring case and NFKC
width (:func:`~hanascore.ledger.records.person_key`); :func:`people` counts their games and
rounds from the games' records.  ``players rename`` and ``players merge`` rewrite every game
the person plays in (:mod:`hanascore.ledger.people_sheets`) in one write transaction, replay
each changed game before and after and refuse, writing nothing, when anything but the name
would differ; each change is recorded in ``player_changes`` for ``players log``.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, msg
from hanascore.core.names import name_problems, suggest
from hanascore.core.sheet import normalised
from hanascore.games import find_game
from hanascore.ledger.definition import build_definition
from hanascore.ledger.migrations import now
from hanascore.ledger.outcomes import summary_json
from hanascore.ledger.people_replays import first_difference, neutral
from hanascore.ledger.people_sheets import Renaming, renamed_definition, renamed_entry
from hanascore.ledger.records import Records, person_key
from hanascore.ledger.replay import (
    Adjustment,
    GameDefinition,
    RoundEntry,
    replay,
)
from hanascore.ledger.rows import BadRow, definition_json, json_table
from hanascore.ledger.store import Store


@dataclass(frozen=True, slots=True)
class Person:
    """Everyone seated under one name (ignoring case and width) across a ledger's games."""

    #: As first written: the spelling in the earliest game.
    name: str
    key: str
    games: int
    #: Rounds their party played (rounds they sat out are not counted).
    rounds: int
    #: When their first game was started, and their last game's last entry made.
    first_played: str
    last_played: str


def people(records: Records) -> list[Person]:
    """Every person of the games' records, sorted by name (ignoring case and width)."""
    found: dict[str, dict[str, Any]] = {}
    for record in records.games:  # in the order the games were started: the first spelling wins
        for player in record.players:
            party = record.party_of(player)
            rounds = record.tallies[party].rounds
            known = found.setdefault(
                person_key(player),
                {"name": player, "games": 0, "rounds": 0, "first": record.started, "last": record.last_played},
            )
            known["games"] += 1
            known["rounds"] += rounds
            known["first"] = min(known["first"], record.started)
            known["last"] = max(known["last"], record.last_played)
    persons = [
        Person(item["name"], key, item["games"], item["rounds"], item["first"], item["last"])
        for key, item in found.items()
    ]
    return sorted(persons, key=lambda person: (person.key, person.name))


def players_json(persons: Iterable[Person]) -> dict[str, Any]:
    """``players --json`` (CONTRACT.md, "Players across games")."""
    return {
        "players": [
            {
                "name": person.name,
                "games": person.games,
                "rounds": person.rounds,
                "first_played": person.first_played,
                "last_played": person.last_played,
            }
            for person in persons
        ]
    }


# -- the log of changes ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerChange:
    """One ``players rename`` or ``players merge``: who became whom, in which games, when."""

    id: int
    #: ``rename`` or ``merge``.
    kind: str
    old: str
    new: str
    games: tuple[str, ...]
    at: str


def player_log(store: Store) -> list[PlayerChange]:
    """Every rename and merge, in the order they were made."""
    rows = store.db.execute("SELECT id, kind, old, new, games, at FROM player_changes ORDER BY id").fetchall()
    changes = []
    for row in rows:
        try:
            games = tuple(str(game) for game in json.loads(row["games"]))
        except (ValueError, TypeError):  # changed by hand: the change is still told
            games = ()
        changes.append(PlayerChange(row["id"], row["kind"], row["old"], row["new"], games, row["at"]))
    return changes


def change_json(change: PlayerChange) -> dict[str, Any]:
    """A change as ``players log --json`` (and the change's own ``--json``) gives it."""
    return {"kind": change.kind, "old": change.old, "new": change.new, "games": list(change.games), "at": change.at}


def log_json(changes: Iterable[PlayerChange]) -> dict[str, Any]:
    """``players log --json``."""
    return {"changes": [change_json(change) for change in changes]}


# -- who sits where -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Seat:
    """A game that seats a person, read from its definition alone (no replay)."""

    game_id: str
    name: str
    #: The person's names in the game (one, as the game spells it).
    players: tuple[str, ...]


def seated(store: Store) -> dict[str, tuple[str, list[Seat]]]:
    """Each person's key -> their name as first written and the games that seat them, in the
    order the games were started.  A game whose definition does not read is left out."""
    found: dict[str, tuple[str, list[Seat]]] = {}
    rows = store.db.execute("SELECT id, name, definition FROM games ORDER BY created_at, id").fetchall()
    for row in rows:
        try:
            players = json_table(row["definition"], "definition").get("players")
        except BadRow:
            continue
        if not isinstance(players, list):
            continue
        for player in players:
            if isinstance(player, str):
                key = person_key(player)
                _, seats = found.setdefault(key, (player, []))
                seats.append(Seat(str(row["id"]), str(row["name"]), (player,)))
    return found


def _person(known: Mapping[str, tuple[str, list[Seat]]], name: str, where: str) -> tuple[str, list[Seat]]:
    """The person called ``name`` (ignoring case and width), or UNKNOWN_PLAYER with a did-you-mean."""
    found = known.get(person_key(name))
    if found is None:
        # Close to a person's name ignoring case and width, as names are matched.
        close = difflib.get_close_matches(person_key(name), list(known), n=1, cutoff=0.5)
        if close:
            suggestion: object = msg("hint.did-you-mean", name=repr(known[close[0]][0]))
        else:
            names = [first for first, _ in known.values()]
            suggestion = suggest(name, names) if names else ""
        raise LedgerError(Problem(Code.UNKNOWN_PLAYER, msg("people.unknown", name=name, hint=suggestion), where))
    return found


@dataclass(frozen=True, slots=True)
class Plan:
    """What a rename or a merge will do: the person (as first written), their new name, and
    the games that seat them (by id)."""

    kind: str
    old: str
    new: str
    games: tuple[str, ...]


def plan_rename(store: Store, old: str, new: str) -> Plan:
    """What ``players rename OLD NEW`` will change (LedgerError when it cannot be done)."""
    known = seated(store)
    first, seats = _person(known, old, "OLD")
    new = normalised(new)
    problems = name_problems([new], "NEW")
    if problems:
        raise LedgerError(problems)
    other = known.get(person_key(new))
    if other is not None and person_key(new) != person_key(first):
        raise LedgerError(Problem(Code.DUPLICATE_NAME, msg("people.rename-taken", old=first, new=other[0]), "NEW"))
    if all(player == new for seat in seats for player in seat.players):
        raise LedgerError(Problem(Code.BAD_NAME, msg("people.same-name", old=first, new=new), "NEW"))
    return Plan("rename", first, new, tuple(seat.game_id for seat in seats))


def plan_merge(store: Store, a: str, b: str) -> Plan:
    """What ``players merge A B`` will change: A's games become B's (LedgerError when it cannot
    be done: either is nobody, they are one person already, or they sit at one game)."""
    known = seated(store)
    first, seats = _person(known, a, "A")
    into, theirs = _person(known, b, "B")
    if person_key(first) == person_key(into):
        raise LedgerError(Problem(Code.DUPLICATE_NAME, msg("people.merge-same", a=first, b=into), "B"))
    shared = sorted({seat.game_id for seat in seats} & {seat.game_id for seat in theirs}, key=int)
    if shared:
        names = {seat.game_id: seat.name for seat in seats}
        raise LedgerError(
            [
                Problem(
                    Code.DUPLICATE_NAME, msg("people.merge-together", a=first, b=into, game=game, name=names[game]), "A"
                )
                for game in shared
            ]
        )
    return Plan("merge", first, into, tuple(seat.game_id for seat in seats))


# -- the change itself ----------------------------------------------------------------------------


def rename_player(store: Store, old: str, new: str) -> PlayerChange:
    """Rename a person in every game they play in, in one transaction (nothing is written
    when any game would replay differently)."""
    with store.writing():
        return _apply(store, plan_rename(store, old, new))


def merge_players(store: Store, a: str, b: str) -> PlayerChange:
    """Make A's games B's (two spellings of one person), in one transaction."""
    with store.writing():
        return _apply(store, plan_merge(store, a, b))


def _apply(store: Store, plan: Plan) -> PlayerChange:
    """Rewrite every game of ``plan`` and record the change (inside the caller's transaction)."""
    old_key = person_key(plan.old)
    renaming = Renaming(lambda name: person_key(name) == old_key, plan.new)
    problems: list[Problem] = []
    for game_id in plan.games:
        try:
            _change_game(store, game_id, renaming)
        except HanascoreError as error:
            problems.extend(error.problems)
    if problems:
        raise LedgerError(problems)
    at = now()
    cursor = store.db.execute(
        "INSERT INTO player_changes (kind, old, new, games, at) VALUES (?, ?, ?, ?, ?)",
        (plan.kind, plan.old, plan.new, json.dumps(list(plan.games)), at),
    )
    return PlayerChange(int(cursor.lastrowid or 0), plan.kind, plan.old, plan.new, plan.games, at)


def _in_game(game_id: str, problems: Iterable[Problem]) -> LedgerError:
    return LedgerError([Problem(p.code, msg("prefix.game", game=game_id, message=p.words), p.where) for p in problems])


def _change_game(store: Store, game_id: str, renaming: Renaming) -> None:
    """Rewrite one game's rows with the player renamed, once its replay is shown unchanged."""
    stored = store.load_game(game_id)
    definition = stored.definition
    try:
        before = replay(definition, stored.entries)
    except HanascoreError as error:
        raise _in_game(game_id, error.problems) from None
    changed = renamed_definition(definition, renaming)
    _check_definition(game_id, changed)
    game = find_game(definition.game)
    entries = [renamed_entry(entry, game, renaming) for entry in stored.entries]
    try:
        after = replay(changed, entries)
    except HanascoreError as error:
        raise _in_game(game_id, error.problems) from None
    spellings = [p for p in definition.players if renaming.is_player(p)] + [renaming.new]
    differs = first_difference(before, after, neutral(spellings, renaming))
    if differs is not None:
        message = msg("people.changes-results", game=game_id, name=definition.name, part=differs)
        raise LedgerError(Problem(Code.RENAME_CHANGES_RESULTS, message, "NEW"))
    store.db.execute(
        "UPDATE games SET name = ?, definition = ? WHERE id = ?",
        (changed.name, json.dumps(definition_json(changed), ensure_ascii=False), int(game_id)),
    )
    seqs = [
        seq for (seq,) in store.db.execute("SELECT seq FROM entries WHERE game_id = ? ORDER BY seq", (int(game_id),))
    ]
    for seq, was, now_is in zip(seqs, stored.entries, entries, strict=True):
        if was == now_is:
            continue
        if isinstance(now_is, Adjustment):  # (a note is never renamed: it is the same)
            store.db.execute(
                "UPDATE entries SET party = ? WHERE game_id = ? AND seq = ?", (now_is.party, int(game_id), seq)
            )
        else:
            assert isinstance(now_is, RoundEntry)
            store.db.execute(
                "UPDATE entries SET sheet_text = ?, dealer = ? WHERE game_id = ? AND seq = ?",
                (now_is.text, now_is.dealer, int(game_id), seq),
            )
    store.set_summary(game_id, summary_json(after))


def _check_definition(game_id: str, definition: GameDefinition) -> None:
    """The renamed game as ``new`` would check it (its names, its teams, its dealer)."""
    keys = dict.fromkeys(("players", "teams", "dealer", "variant", "house", "rounds", "target", "name"), "NEW")
    try:
        build_definition(
            definition.game,
            definition.players,
            teams=definition.teams,
            dealer=definition.first_dealer,
            rounds=definition.rounds,
            target=definition.target,
            house=definition.house,
            variant=definition.variant,
            name=definition.name,
            keys=keys,
        )
    except HanascoreError as error:
        raise _in_game(game_id, error.problems) from None
