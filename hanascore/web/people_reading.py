"""What the players and season pages share: the served ledger opened for its games' records,
the address of a person's page, and the note on games that could not be read."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import quote

from hanascore.core.words import Language, say
from hanascore.ledger.files import resolve_path
from hanascore.ledger.records import Records, read_records
from hanascore.ledger.seasons import ledger_for_records
from hanascore.ledger.store import Store


@contextmanager
def ledger_read(db: str | None) -> Iterator[Store | None]:
    """The served ledger's store, outside a transaction (what reading the records needs), or
    None where there is no ledger yet (nobody has played: the page says so, and makes none)."""
    if not resolve_path(db).exists():
        yield None
        return
    with ledger_for_records(db) as store:
        yield store


def records_of(store: Store | None) -> Records:
    """Every game's record (none without a ledger)."""
    return Records(()) if store is None else read_records(store)


def player_address(name: str) -> str:
    """The address of a person's page: their name (as first written) quoted whole, a ``/`` in
    it included."""
    return f"/players/{quote(name, safe='')}"


def unreadable_note(records: Records, lang: Language) -> str | None:
    """What the page says of the games left out because they could not be read (None: none)."""
    if not records.unreadable:
        return None
    ids = ", ".join(game_id for game_id, _ in records.unreadable)
    return say(lang, "page.unreadable", count=len(records.unreadable), ids=ids)


def two(value: float | None) -> str:
    """A mean or a rating as the people's pages write it: 2 decimals (``13.75``, ``-5.00``), or a
    dash where there is none (a person with no round played has no points per round)."""
    return "—" if value is None else f"{value:.2f}"


def whole(value: int | None) -> str:
    """A round's points, or a dash where there is none (no round played)."""
    return "—" if value is None else str(value)
