"""Correcting a stored round: the change worked out first (nothing written), shown, then saved.

``plan_edit`` replays the game with round N's new sheet in a read-only transaction, so the
command can show what would change (round N's scores, the totals, who the rotation names for
later rounds: :mod:`hanascore.views.edits` words it) and ask before :func:`save_edit` writes it.  The save refuses when the game
changed in between (a round added from another terminal or the page).
"""

from __future__ import annotations

from dataclasses import dataclass

from hanascore.core.errors import Code, LedgerError, Problem, msg
from hanascore.games.sheets import read_sheet
from hanascore.ledger.actions import (
    Replayer,
    game_session,
    no_such_round,
    read_game,
    refuse_if_changed,
    round_sheet,
    save_summary,
)
from hanascore.ledger.replay import Entry, Ledger, ReplayedRound, replace_round, replay, round_index


@dataclass(frozen=True)
class PlannedEdit:
    """Round ``number`` of a game with a new sheet: the game before and after, not yet saved."""

    game_id: str
    number: int
    #: The entries as they were read: the save checks that they are still the stored ones.
    entries: list[Entry]
    corrected: list[Entry]
    before: Ledger
    after: Ledger

    @property
    def old_row(self) -> ReplayedRound:
        return self.before.rounds[self.number - 1]

    @property
    def new_row(self) -> ReplayedRound:
        return self.after.rounds[self.number - 1]

    @property
    def total_changes(self) -> dict[str, dict[str, int]]:
        """The totals that change, before and after (``edit --json``'s ``changes``)."""
        before, after = self.before.totals, self.after.totals
        return {name: {"before": before[name], "after": after[name]} for name in after if before[name] != after[name]}


def stored_sheet(db: str | None, game_id: str | None, number: int) -> tuple[str, str]:
    """The game's id and round ``number``'s sheet text, byte for byte what ``show N --sheet``
    prints (a round entered on a terminal: the quick sheet that reproduces it)."""
    resolved, ledger = read_game(db, game_id)
    if not 1 <= number <= ledger.rounds_played:
        raise no_such_round(resolved, number, ledger.rounds_played)
    return resolved, sheet_of(ledger, number)


def sheet_of(ledger: Ledger, number: int) -> str:
    """Round ``number``'s sheet as entered (see :func:`stored_sheet`)."""
    return round_sheet(ledger, number) or ""


def plan_edit(
    db: str | None, game_id: str | None, number: int, text: str, *, replayer: Replayer | None = None
) -> PlannedEdit:
    """Round ``number`` of the game replaced by the sheet ``text``, every later round re-scored
    with the dealer who dealt it; nothing is written.  Raises HanascoreError with every
    problem of the sheet (as round ``number`` of this game)."""
    with game_session(db, game_id, replayer=replayer) as session:
        before = session.ledger
        if round_index(session.entries, number) is None:
            raise no_such_round(session.game_id, number, before.rounds_played)
        raw = read_sheet(text, table=before.definition.table)
        corrected = replace_round(session.entries, number, raw, text)
        after = replay(before.definition, corrected)
        return PlannedEdit(session.game_id, number, list(session.entries), corrected, before, after)


def save_edit(
    db: str | None, planned: PlannedEdit, *, stamp: str | None = None, replayer: Replayer | None = None
) -> None:
    """Write a planned edit, unless the game changed since it was planned, or since the game's
    ``stamp`` was read when one is given (then nothing is written and the problem says so)."""
    with game_session(db, planned.game_id, write=True, replayer=replayer) as session:
        refuse_if_changed(session, stamp)
        if session.entries != planned.entries:
            raise LedgerError(
                Problem(
                    Code.STALE,
                    msg("stale.game-changed-while", game_id=planned.game_id, number=planned.number),
                    "--game",
                )
            )
        entry = planned.corrected[round_index(planned.corrected, planned.number)]  # type: ignore[index]
        session.store.replace_round(planned.game_id, planned.number, entry)  # type: ignore[arg-type]
        save_summary(session, planned.after)
