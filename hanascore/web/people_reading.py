"""What the players and season pages share: the served ledger opened for its games' records,
the pages kept for one state of the ledger, the address of a person's page, and how the pages
write their numbers and the games that could not be read."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import Response

from hanascore.core.names import MAX_NAME
from hanascore.core.words import Language, say
from hanascore.ledger.actions import opened
from hanascore.ledger.files import resolve_path
from hanascore.ledger.records import Records, read_records
from hanascore.ledger.store import Store
from hanascore.web.access import may_edit
from hanascore.web.rendering import packed, page_body, sent_page, takes_gzip
from hanascore.web.words import page_language


@contextmanager
def ledger_read(db: str | None) -> Iterator[Store | None]:
    """The served ledger's store, outside a transaction (what reading the records needs), or
    None where there is no ledger yet (nobody has played: the page says so, and makes none)."""
    if not resolve_path(db).exists():
        yield None
        return
    with opened(db) as store:
        yield store


def records_of(store: Store | None) -> Records:
    """Every game's record (none without a ledger)."""
    return Records(()) if store is None else read_records(store)


def cut(name: str) -> str:
    """A name asked for in an address, as a page repeats it: cut short past the longest a name
    can be (an address of 5,000 letters is not said back whole)."""
    return name if len(name) <= MAX_NAME else name[:MAX_NAME] + "…"


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


#: Pages kept for one state of the ledger (each person's, each season's, in each language).
MAX_PAGES = 256


class KeptPages:
    """The players and season pages rendered for one state of the ledger, sent again until it
    changes: reading every game's record takes about 0.1 s a thousand games, and nothing in
    these pages changes while the ledger does not.  The state is the ledger's change counter
    (:meth:`hanascore.web.kept.KeptGames.version`), read before the page is, so a page is never
    kept as older than the state it is kept for; any write, from any process, starts afresh."""

    def __init__(self, limit: int = MAX_PAGES) -> None:
        self.limit = limit
        self._lock = threading.Lock()
        self._version: object = None
        self._bodies: dict[Hashable, bytes] = {}

    def get(self, version: object, reader: Hashable) -> bytes | None:
        """The page kept for ``reader`` at ``version``, if any."""
        with self._lock:
            return self._bodies.get(reader) if version is not None and version == self._version else None

    def put(self, version: object, reader: Hashable, body: bytes) -> None:
        """Keep ``body`` for ``reader`` at ``version`` (a new version forgets every other page)."""
        if version is None:
            return  # no ledger, or one that could not be watched: nothing is kept
        with self._lock:
            if version != self._version:
                self._version, self._bodies = version, {}
            if len(self._bodies) >= self.limit:
                self._bodies.pop(next(iter(self._bodies)))
            self._bodies[reader] = body


def kept_page(request: Request, template: str, make: Callable[[], dict[str, Any] | Response]) -> Response:
    """Page ``template`` for this reader (its address, language and editing), as kept for the
    ledger's state now, else rendered from the context ``make()`` gives and kept; a response
    ``make()`` gives instead (a problem) is sent as it is, and not kept."""
    kept: KeptPages = request.app.state.people_pages
    version = request.app.state.games.version()
    reader = (request.url.path, page_language(request), may_edit(request))
    body = kept.get(version, reader)
    if body is None:
        made = make()
        if isinstance(made, Response):
            return made
        body = page_body(request, template, **made)
        kept.put(version, reader, body)
    if not takes_gzip(request):
        return sent_page(request, body)
    # Compressed once too (a season of many games is a page of a megabyte or more), where the
    # server's compression would work on every request.
    gzipped = kept.get(version, (*reader, "gzip"))
    if gzipped is None:
        gzipped = packed(body)
        kept.put(version, (*reader, "gzip"), gzipped)
    return sent_page(request, gzipped, gzipped=True)
