"""The ledger as its log (:mod:`hanascore.ledger.log`): ``export --format jsonl``.

Loaded only when that format is asked for (:data:`hanascore.views.outputs.WRITERS`).
"""

from __future__ import annotations

from collections.abc import Iterator

from hanascore.core.errors import HanascoreError, LedgerError, Problem, msg
from hanascore.core.text import json_safe
from hanascore.ledger.log import (
    LOG_VERSION,
    AdjustmentLine,
    GameLine,
    NoteLine,
    RenameLine,
    RoundLine,
    line_text,
)
from hanascore.ledger.people import PlayerChange, player_log
from hanascore.ledger.replay import Ledger, ReplayedAdjustment, ReplayedRound, replay
from hanascore.ledger.rows import definition_json
from hanascore.ledger.store import Store
from hanascore.views.round_shapes import result_json


def game_lines(ledger: Ledger, times: list[str], changes: list[PlayerChange]) -> Iterator[str]:
    """A game's lines: its game line, then its entries (made at ``times``) in order, with the
    ``changes`` of its players each after the entries made before it."""
    # The definition as the store keeps it (one description of it: rows.definition_json).
    yield line_text(GameLine.model_validate({"v": LOG_VERSION, "type": "game", **definition_json(ledger.definition)}))
    waiting = sorted(changes, key=lambda change: (change.at, change.id))
    for row, at in zip(ledger.rows, times, strict=True):
        while waiting and waiting[0].at < at:
            yield _rename(waiting.pop(0))
        if isinstance(row, ReplayedRound):
            line = RoundLine.model_construct(
                v=LOG_VERSION,
                type="round",
                round=row.number,
                dealer=row.entry.dealer,
                sheet=row.entry.text,
                written_back=row.entry.written_back,
                result=result_json(row.result),
                totals=row.totals,
            )
        elif isinstance(row, ReplayedAdjustment):
            entry = row.entry
            line = AdjustmentLine.model_construct(
                v=LOG_VERSION,
                type="adjustment",
                party=entry.party,
                amount=entry.amount,
                reason=entry.reason,
                totals=row.totals,
            )
        else:
            line = NoteLine.model_construct(v=LOG_VERSION, type="note", text=row.entry.text)
        yield line_text(line)
    for change in waiting:
        yield _rename(change)


def _rename(change: PlayerChange) -> str:
    return line_text(
        RenameLine.model_construct(
            v=LOG_VERSION, type="rename", kind=change.kind, old=change.old, new=change.new, at=change.at
        )
    )


def log_text(store: Store, game_id: str | None) -> tuple[str, int]:
    """The log of game ``game_id``, or of every game of the ledger (None), in the order they
    were made; a game that does not read or replay is a problem naming it (nothing is
    written: a log that silently lacks a game would be merged as complete); and how many
    games it holds."""
    ids = [store.resolve_game_id(game_id)] if game_id is not None else store.game_ids()
    changes = player_log(store)
    lines: list[str] = []
    for each in ids:
        stored = store.load_game(each)
        try:
            ledger = replay(stored.definition, stored.entries)
        except HanascoreError as error:
            raise LedgerError(
                [Problem(p.code, msg("prefix.game", game=each, message=p.words), p.where) for p in error.problems]
            ) from None
        mine = [change for change in changes if each in change.games]
        lines.extend(game_lines(ledger, store.entry_times(each), mine))
    # One escape pass over the whole text: hidden characters in names, sheets and notes.
    return json_safe("".join(f"{line}\n" for line in lines)), len(ids)
