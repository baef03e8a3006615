"""What the ledger commands do, without a command line: one transaction each on the store.

The CLI (:mod:`hanascore.cli`) and the page (``web``) both call these, so a round added from a phone
is checked, numbered and stored exactly as ``hanascore add`` does it.  Every function raises
:class:`~hanascore.core.errors.HanascoreError` for a problem with the input or the ledger file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, Words, msg
from hanascore.core.sheet import RawSheet
from hanascore.games.sheets import read_sheet, sheet_text
from hanascore.ledger.definition import note_problems
from hanascore.ledger.duplicates import last_round, refuse_if_repeated
from hanascore.ledger.files import ledger_file_problem, resolve_path
from hanascore.ledger.outcomes import removed_json, summary_json
from hanascore.ledger.replay import (
    Entry,
    GameDefinition,
    Ledger,
    Note,
    ReplayedRound,
    RoundEntry,
    replay,
    replay_onto,
)
from hanascore.ledger.rows import GameListing, StoredGame
from hanascore.ledger.store import Store
from hanascore.ledger.store import open_store as opening

#: How a server that keeps games replayed gives a write its game without replaying it: the
#: stored entries and a ledger of them that the write may extend (a copy of the kept one),
#: read inside the write's transaction.
Replayer = Callable[[Store, str], tuple[list[Entry], Ledger]]
#: Told, inside the write's transaction, the game's entries and ledger as the write leaves them.
Written = Callable[[Store, str, list[Entry], Ledger], None]


@dataclass(eq=False)
class Session:
    """One transaction on the ledger, with the game it is about replayed."""

    store: Store
    game_id: str
    entries: list[Entry]
    ledger: Ledger


@contextmanager
def open_store(db: str | None, *, write: bool, create: bool = False) -> Iterator[Store]:
    """The ledger store inside one transaction (a write takes the lock), closed afterwards.

    Only ``create`` makes a missing ledger (``new``, ``import``).  A file that fails once open
    (held by another program, on a full disk, read-only, damaged) is a problem reported as such
    (:func:`~hanascore.ledger.files.ledger_file_problem`), after the transaction rolled back.
    """
    with opened(db, create=create) as store, store.writing() if write else store.reading():
        yield store


@contextmanager
def opened(db: str | None, *, create: bool = False) -> Iterator[Store]:
    """The ledger store *outside* a transaction, closed afterwards; its file's failures
    reported as problems.  What a reader of :func:`~hanascore.ledger.records.read_records`
    needs (it keeps the records it replayed in a write transaction of its own, which another
    transaction open around it would stop), and what runs its own transactions (``players``)."""
    store = opening(db, create=create)
    try:
        yield store
    except HanascoreError:
        raise
    except Exception as error:
        problem = ledger_file_problem(error, store.path)
        if problem is None:
            raise
        raise LedgerError(problem) from None
    finally:
        store.close()


def data_version(store: Store) -> int:
    """SQLite's change counter of the store's connection: it differs between two reads when
    another connection (this process's or another's) committed in between."""
    return int(store.db.execute("PRAGMA data_version").fetchall()[0][0])


def replayed(stored: StoredGame, entries: list[Entry] | None = None, ledger: Ledger | None = None) -> Ledger:
    """The ``stored`` game replayed: when ``ledger`` is its replay of ``entries`` and they are
    the beginning of the stored ones (rounds were added), only the rest is, onto a copy."""
    known = len(entries) if entries is not None else 0
    if (
        entries is not None
        and ledger is not None
        and ledger.definition == stored.definition
        and stored.entries[:known] == entries
    ):
        return replay_onto(ledger.copy(), stored.entries[known:])
    return replay(stored.definition, stored.entries)


@contextmanager
def game_session(
    db: str | None, game_id: str | None, *, write: bool = False, replayer: Replayer | None = None
) -> Iterator[Session]:
    """Open the store, resolve the game (``--game``, else the current one) and replay it
    (or have ``replayer`` give it from a game kept replayed)."""
    if write and replayer is None:
        with _replayed_then_locked(db, game_id) as session:
            yield session
        return
    with open_store(db, write=write) as store:
        resolved = store.resolve_game_id(game_id)
        if replayer is not None:
            entries, ledger = replayer(store, resolved)
            yield Session(store, resolved, entries, ledger)
            return
        stored = store.load_game(resolved)
        yield Session(store, resolved, stored.entries, replayed(stored))


#: Times a write replays the game again (outside the lock) when another write came first,
#: before it reads the game under the lock instead.
WRITE_ATTEMPTS = 3


class _Beaten(Exception):
    """Another write committed between reading the game and taking the write lock."""


def _caught_up(fresh: StoredGame, known: StoredGame | None, ledger: Ledger | None) -> Ledger:
    """``fresh`` replayed, onto ``ledger`` (the replay of ``known``) where it is the same game."""
    if known is not None and fresh.id == known.id:
        return replayed(fresh, known.entries, ledger)
    return replayed(fresh)


@contextmanager
def _replayed_then_locked(db: str | None, game_id: str | None) -> Iterator[Session]:
    """A write's session: the game is replayed before the write lock is taken (a long game
    takes tens of milliseconds, which every other writer, the page's included, would wait),
    and used under the lock only when nothing was committed since it was read; otherwise it
    is read again, replaying only what it lacks, and in the end under the lock."""
    with opened(db) as store:
        stored: StoredGame | None = None
        ledger: Ledger | None = None
        for _ in range(WRITE_ATTEMPTS):
            with store.reading():
                version = data_version(store)
                resolved = store.resolve_game_id(game_id)
                fresh = store.load_game(resolved)
            ledger = _caught_up(fresh, stored, ledger)
            stored = fresh
            try:
                with store.writing():
                    if data_version(store) != version:
                        raise _Beaten
                    yield Session(store, resolved, stored.entries, ledger)
                return
            except _Beaten:
                continue
        with store.writing():
            resolved = store.resolve_game_id(game_id)
            fresh = store.load_game(resolved)
            yield Session(store, resolved, fresh.entries, _caught_up(fresh, stored, ledger))


def save_summary(session: Session, ledger: Ledger) -> None:
    """Rewrite the game's line of the ``games`` listing (every write does)."""
    session.store.set_summary(session.game_id, summary_json(ledger))


def refuse_if_over(ledger: Ledger) -> None:
    """A finished game takes no more rounds: say who won."""
    if ledger.over:
        raise LedgerError(Problem(Code.GAME_OVER, ledger.finished_words(), "--game"))


def _rounds(count: int) -> Words:
    return msg("count.rounds" if count != 1 else "count.round", count=count)


def refuse_if_not_next(game_id: str, ledger: Ledger, number: int | None) -> None:
    """A round sent as round ``number`` is refused unless it is the game's next one: another
    phone (or a command) added or undid a round since the sender looked (nothing is written)."""
    played = ledger.rounds_played
    if number is None or number == played + 1:
        return
    if number <= played:
        added = (
            msg("stale.round-was", number=played)
            if number == played
            else msg("stale.rounds-were", first=number, last=played)
        )
        message = msg("stale.added-meanwhile", added=added, game_id=game_id, rounds=_rounds(played))
    else:
        message = msg("stale.undone-meanwhile", game_id=game_id, rounds=_rounds(played), next=played + 1, number=number)
    raise LedgerError(Problem(Code.STALE, message, "round"))


def refuse_if_changed(session: Session, stamp: str | None) -> None:
    """A correction or undo sent with the game's ``stamp`` as the sender saw it is refused
    when the game changed since (nothing is written): it would change what nobody saw."""
    if stamp is None or session.store.game_stamp(session.game_id) == stamp:
        return
    raise LedgerError(
        Problem(
            Code.STALE,
            msg("stale.game-changed-since", game_id=session.game_id, rounds=_rounds(session.ledger.rounds_played)),
            "stamp",
        )
    )


def list_games(db: str | None) -> list[GameListing]:
    """The games of the ledger (none, and no ledger made, where there is no ledger yet)."""
    if not resolve_path(db).exists():
        return []
    with open_store(db, write=False) as store:
        return store.list_games()


def read_game(db: str | None, game_id: str | None) -> tuple[str, Ledger]:
    """A game's id and its replayed ledger."""
    with game_session(db, game_id) as session:
        return session.game_id, session.ledger


def game_stamp(db: str | None, game_id: str) -> str:
    """A value that changes whenever the game does (what a page polls to follow it)."""
    with open_store(db, write=False) as store:
        return store.game_stamp(store.resolve_game_id(game_id))


@dataclass(frozen=True)
class Added:
    """A round stored by :func:`add_round`."""

    game_id: str
    number: int
    entry: RoundEntry
    row: ReplayedRound
    ledger: Ledger


def add_round(
    db: str | None,
    game_id: str | None,
    *,
    text: str | None = None,
    raw: RawSheet | None = None,
    number: int | None = None,
    replayer: Replayer | None = None,
    written: Written | None = None,
    repeat: bool = True,
) -> Added:
    """Check a round against the game and store it: from its sheet ``text``, or from a sheet
    entered on a terminal (``raw``), which is kept as the quick-sheet text reproducing it.
    Given the ``number`` the sender expects the round to get, a game that moved on refuses it;
    not to ``repeat``, a round identical to the last one is refused (:class:`DuplicateRound`)."""
    # Everything below runs under the write lock: the round is numbered and its dealer and
    # carry-over derived from exactly the rounds it follows.
    with game_session(db, game_id, write=True, replayer=replayer) as session:
        ledger = session.ledger
        refuse_if_not_next(session.game_id, ledger, number)
        refuse_if_over(ledger)
        game = ledger.definition.table.game
        if raw is None:
            text = text or ""
            raw = read_sheet(text, table=ledger.definition.table)
        else:
            text = sheet_text(raw.to_dict(), game)
        entry = RoundEntry(text=text, dealer=ledger.dealer_for(raw))
        last = last_round(ledger)
        # The sheet as read here is the one scored: the text is read once.
        row = ledger.apply_round(entry, raw)
        if not repeat:
            refuse_if_repeated(session.game_id, last, row)
        number = session.store.append(session.game_id, entry)
        save_summary(session, ledger)
        if written is not None:
            written(session.store, session.game_id, [*session.entries, entry], ledger)
        return Added(session.game_id, number, entry, row, ledger)


@dataclass(frozen=True)
class Undone:
    """The entry :func:`undo_last` removed, and the game after it."""

    game_id: str
    removed: dict[str, Any]
    reopened: bool
    ledger: Ledger


def undo_last(
    db: str | None, game_id: str | None, *, stamp: str | None = None, replayer: Replayer | None = None
) -> Undone:
    """Remove the game's last entry, round, adjustment or note (a finished game reopens); given the
    game's ``stamp`` as the sender saw it, a game changed since is left alone."""
    with game_session(db, game_id, write=True, replayer=replayer) as session:
        refuse_if_changed(session, stamp)
        if not session.entries:
            raise LedgerError(Problem(Code.NOTHING_TO_UNDO, msg("nothing-to-undo", game_id=session.game_id), "--game"))
        removed = session.store.remove_last(session.game_id)
        after = replay(session.ledger.definition, session.entries[:-1])
        save_summary(session, after)
        return Undone(
            session.game_id,
            removed_json(removed, session.ledger.rounds_played),  # type: ignore[arg-type]
            session.ledger.over and not after.over,
            after,
        )


def keep_note(db: str | None, game_id: str | None, text: str) -> tuple[str, Note]:
    """Keep a note with the game (``--game``, else the current one), after its last entry: a
    finished game takes one too, as it moves no total.  Returns the game's id and the note."""
    problems = note_problems(text)
    if problems:
        raise LedgerError(problems)
    entry = Note(text=text)
    with game_session(db, game_id, write=True) as session:
        session.ledger.apply(entry)
        session.store.append(session.game_id, entry)
        save_summary(session, session.ledger)
        return session.game_id, entry


def start_game(db: str | None, definition: GameDefinition) -> str:
    """Store a new game (making the ledger if there is none); it becomes the current game."""
    with open_store(db, write=True, create=True) as store:
        game_id = store.create_game(definition)
        store.set_summary(game_id, summary_json(Ledger(definition)))
    return game_id


def round_sheet(ledger: Ledger, number: int) -> str | None:
    """Round ``number``'s sheet exactly as it was entered (None: no such round); a round that
    came as data (an older ledger, an import without texts): the text that reproduces it."""
    rounds = ledger.rounds
    if not 1 <= number <= len(rounds):
        return None
    return rounds[number - 1].entry.text


def no_such_round(game_id: str, number: int, played: int) -> LedgerError:
    """The problem of asking for a round the game does not have."""
    rounds = msg("game-over.played-one" if played == 1 else "game-over.played", count=played)
    return LedgerError(
        Problem(Code.NO_SUCH_ROUND, msg("no-such-round.ledger", game_id=game_id, number=number, rounds=rounds), "N")
    )
