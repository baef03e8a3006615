"""The ledger's games as both the page and the API read and change them: the game kept for
a request, a game started from a form, a round corrected; and the status each problem gets."""

from __future__ import annotations

from fastapi import Request

from hanascore.core.errors import Code, HanascoreError
from hanascore.ledger import actions
from hanascore.ledger.definition import GameDefinition, build_definition
from hanascore.ledger.edit import PlannedEdit, plan_edit, save_edit
from hanascore.web.documents import NewGame
from hanascore.web.kept import Kept

#: The status of a problem that is not about the sheet itself (those are 422).
STATUS: dict[Code, int] = {
    Code.UNKNOWN_GAME_ID: 404,
    Code.NO_CURRENT_GAME: 404,
    Code.NO_SUCH_ROUND: 404,
    Code.GAME_OVER: 409,
    Code.NOTHING_TO_UNDO: 409,
    Code.STALE: 409,
    Code.DUPLICATE_ROUND: 409,
    Code.BAD_DB: 503,
    Code.NO_LEDGER: 503,
    Code.NEWER_LEDGER: 503,
}


def status_of(error: HanascoreError) -> int:
    """The status ``error`` calls for: that of its first problem not about the sheet, else 422."""
    return next((STATUS[p.code] for p in error.problems if p.code in STATUS), 422)


def db_of(request: Request) -> str | None:
    """The ledger served (None: the one ``HANASCORE_DB`` or the data directory names)."""
    db = request.app.state.db
    return None if db is None else str(db)


def kept_game(request: Request, game_id: str) -> Kept:
    """The game as stored now, replayed once for every request until it changes."""
    return request.app.state.games.read(game_id)  # type: ignore[no-any-return]


def game_definition(form: NewGame) -> GameDefinition:
    """``form`` checked as ``new`` checks its options: the game to store."""
    return build_definition(
        form.game, form.players, teams=form.teams, dealer=form.dealer, rounds=form.rounds, target=form.target,
        house=form.house, variant=form.variant, name=form.name,
    )  # fmt: skip


def start_game(db: str | None, form: NewGame) -> str:
    """Check ``form`` as ``new`` does and store the game; its id."""
    return actions.start_game(db, game_definition(form))


def correct(request: Request, game_id: str, number: int, text: str, stamp: str | None) -> PlannedEdit:
    """Round ``number`` replaced by the sheet ``text`` (the page's form and the API), unless
    the game changed since ``stamp``; the planned edit that was saved."""
    games = request.app.state.games
    planned = plan_edit(db_of(request), game_id, number, text, replayer=games.reader)
    games.in_turn(save_edit, db_of(request), planned, stamp=stamp, replayer=games.replayer)
    return planned
