"""The JSON API of ``hanascore serve``: the same objects the commands print with ``--json``.

A problem with the request is ``{"errors": [...]}`` as the commands report it, with the status
that says what kind: 404 no such game or round, 409 the game's state forbids it (over, nothing
to undo, the round added is the same as the last one), 422 the sheet or form is wrong, 403 a
write without the edit token.  The page sends ``X-Hanascore-Reader: page``
(:data:`hanascore.web.words.READER_HEADER`): its problems then carry the page's words (``said``,
``place``) besides the contract's.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, Literal, TypeVar

from fastapi import APIRouter, Depends, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel, ValidationError
from starlette.concurrency import run_in_threadpool

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, msg
from hanascore.core.text import MAX_SHEET, decode_sheet
from hanascore.games import find_game
from hanascore.games.scoring import score_text
from hanascore.ledger import actions
from hanascore.ledger.duplicates import DuplicateRound
from hanascore.ledger.replay import Ledger
from hanascore.views.shapes import (
    added_json,
    edited_json,
    game_id_json,
    games_json,
    history_entry_json,
    result_json,
    standings_json,
    undone_json,
)
from hanascore.web.access import may_edit
from hanascore.web.documents import NewGame, Problems, RoundDraft, Stamp
from hanascore.web.drafts import check_draft
from hanascore.web.kept import Kept, Pieces, ledger_before
from hanascore.web.responses import JSONResponse, compact_json, document_response
from hanascore.web.served import correct, db_of, kept_game, start_game, status_of
from hanascore.web.words import for_the_page, page_language

router = APIRouter(prefix="/api")


def problems_response(error: HanascoreError, request: Request | None = None) -> JSONResponse:
    """The problems as the commands' ``--json`` reports them, with the status they call for;
    asked by the page (``request``), with the page's words too.  A round refused as the same as
    the last one names that round (``duplicate_of``)."""
    page = request is not None and for_the_page(request)
    lang = page_language(request) if page and request is not None else "en"
    document = Problems.of(error.problems, error.omitted, lang=lang, page=page)
    if isinstance(error, DuplicateRound):
        document.duplicate_of = error.number
    return document_response(document, status_code=status_of(error))


def forbidden(request: Request) -> JSONResponse:
    """A write without the edit token (said as the page says it, when the page asks)."""
    problem = Problem(Code.USAGE, msg("usage.needs-edit-link"), "token")
    page = for_the_page(request)
    lang = page_language(request) if page else "en"
    return document_response(Problems.of([problem], lang=lang, page=page), status_code=403)


async def sheet_body(request: Request) -> str:
    """The request body as sheet text: UTF-8 or marked UTF-16, at most the size of a sheet."""
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_SHEET:
            break
    return decode_sheet(bytes(data), "the request body")


Model = TypeVar("Model", bound=BaseModel)


def json_body(model: type[Model]) -> Callable[[Request], Awaitable[Model]]:
    """A dependency reading the body as ``model`` with pydantic's own JSON parser: unlike
    Python's json module it refuses lone surrogates (no answer could be encoded with one) and
    nesting past its limit, each a 422 like any other wrong field."""

    async def read(request: Request) -> Model:
        try:
            return model.model_validate_json(await request.body())
        except ValidationError as error:
            raise RequestValidationError([{**e, "loc": ("body", *e["loc"])} for e in error.errors()]) from None

    return read


def documented(model: type[BaseModel]) -> dict[str, Any]:
    """The OpenAPI request body of an endpoint reading ``model`` through :func:`json_body`."""
    schema = model.model_json_schema()
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


def json_of(kept: Kept, name: str, make: Any) -> Response:
    """The JSON answer ``name`` of this very state of the game, worked out once for it."""
    body = kept.remembered(name, lambda: JSONResponse(make()).body)
    return Response(body, media_type="application/json")


@router.post("/score")
async def score(request: Request) -> Response:
    """``score --json`` of the sheet in the body (TOML or quick form)."""
    try:
        text = await sheet_body(request)
        # Off the event loop: scoring is work, and the loop serves every other phone.
        return JSONResponse(result_json(await run_in_threadpool(score_text, text)))
    except HanascoreError as error:
        return problems_response(error, request)


@router.get("/games")
def games(request: Request) -> Response:
    """``games --json``."""
    try:
        return JSONResponse(games_json(actions.list_games(db_of(request))))
    except HanascoreError as error:
        return problems_response(error)


@router.post("/games", status_code=201, openapi_extra=documented(NewGame))
def new_game(form: Annotated[NewGame, Depends(json_body(NewGame))], request: Request) -> Response:
    """``new --json``: 201 with the new game's id."""
    if not may_edit(request):
        return forbidden(request)
    try:
        return JSONResponse(game_id_json(start_game(db_of(request), form)), status_code=201)
    except HanascoreError as error:
        return problems_response(error)


@router.get("/games/{game_id}/standings")
def standings(game_id: str, request: Request) -> Response:
    """``standings --json``."""
    try:
        kept = kept_game(request, game_id)
    except HanascoreError as error:
        return problems_response(error)
    return json_of(kept, "standings", lambda: standings_json(kept.game_id, kept.ledger))


@router.get("/games/{game_id}/history")
def history(game_id: str, request: Request) -> Response:
    """``history --json``."""
    try:
        kept = kept_game(request, game_id)
    except HanascoreError as error:
        return problems_response(error)
    pieces = request.app.state.games.pieces
    body = kept.remembered("history", lambda: history_body(kept.ledger, pieces))
    return Response(body, media_type="application/json")


def history_body(ledger: Ledger, pieces: Pieces) -> bytes:
    """``history --json`` as :class:`JSONResponse` writes it, put together from each entry's JSON
    text, kept with the entry: after a round is added only that round is written (the whole
    of a long game's took milliseconds for every round added)."""
    shows = find_game(ledger.definition.game).shows
    texts = (
        pieces.get(row, "json", lambda row=row: compact_json(history_entry_json(row, shows))) for row in ledger.rows
    )
    return f"[{','.join(texts)}]".encode()


@router.get("/games/{game_id}/stamp")
def stamp(game_id: str, request: Request) -> Response:
    """A value that changes whenever the game does: the pages poll it to follow the ledger,
    and send it back with a correction or an undo (a changed game refuses them)."""
    try:
        return document_response(Stamp(stamp=kept_game(request, game_id).stamp))
    except HanascoreError as error:
        return problems_response(error)


@router.get("/games/{game_id}/rounds/{number}/sheet")
def round_sheet(game_id: str, number: int, request: Request) -> Response:
    """``show N --sheet``: the round's sheet exactly as entered."""
    try:
        kept = kept_game(request, game_id)
    except HanascoreError as error:
        return problems_response(error)
    resolved, ledger = kept.game_id, kept.ledger
    text = actions.round_sheet(ledger, number)
    if text is None:
        return problems_response(
            LedgerError(Problem(Code.NO_SUCH_ROUND, msg("no-such-round.page", resolved=resolved, number=number), "N"))
        )
    return PlainTextResponse(text)


@router.post("/games/{game_id}/rounds", status_code=201)
async def add_round(
    game_id: str,
    request: Request,
    number: int | None = Query(None, alias="round", ge=1, le=2**62),
    duplicate: Literal["ask", "ok"] = "ok",
) -> Response:
    """``add --json``: 201 with the stored round; 422 its problems; 409 when the game is over,
    when it is not at round ``?round=N`` any more (another phone saved it meanwhile), or, asked
    with ``?duplicate=ask`` (the page asks), when the round is the same as the last one
    (``duplicate_of`` names it; sent again without it, or with ``?duplicate=ok``, it is added).
    A script that does not ask adds what it sends, as ``add --yes`` does."""
    if not may_edit(request):
        return forbidden(request)
    try:
        text = await sheet_body(request)
        # The ledger work runs off the event loop: a write waiting for another program's lock
        # must not stop every other phone's reads.
        games = request.app.state.games
        added = await run_in_threadpool(
            games.in_turn,
            actions.add_round,
            db_of(request),
            game_id,
            text=text,
            number=number,
            replayer=games.replayer,
            written=games.written,
            repeat=duplicate == "ok",
        )
    except HanascoreError as error:
        return problems_response(error, request)
    return JSONResponse(added_json(added.game_id, added.number, added.entry, added.row, added.ledger), status_code=201)


@router.put("/games/{game_id}/rounds/{number}")
async def edit_round(game_id: str, number: int, request: Request, stamp: str | None = None) -> Response:
    """``edit N --json``: round N replaced by the sheet in the body; 409 when ``?stamp=S`` is
    not the game's stamp any more (it changed since the sender read it)."""
    if not may_edit(request):
        return forbidden(request)
    try:
        text = await sheet_body(request)
        planned = await run_in_threadpool(correct, request, game_id, number, text, stamp)
    except HanascoreError as error:
        return problems_response(error, request)
    after = planned.after
    return JSONResponse(
        edited_json(
            planned.game_id, number, planned.new_row, planned.total_changes, after.dealer_warnings(after=number), after
        )
    )


@router.delete("/games/{game_id}/rounds/last")
def undo(game_id: str, request: Request, stamp: str | None = None) -> Response:
    """``undo --json``: the last entry removed; 409 when ``?stamp=S`` is not the game's stamp
    any more (it changed since the sender read it)."""
    if not may_edit(request):
        return forbidden(request)
    try:
        games = request.app.state.games
        undone = games.in_turn(actions.undo_last, db_of(request), game_id, stamp=stamp, replayer=games.replayer)
    except HanascoreError as error:
        return problems_response(error, request)
    return JSONResponse(undone_json(undone.game_id, undone.removed, undone.ledger))


@router.post("/games/{game_id}/draft", openapi_extra=documented(RoundDraft))
def draft(
    game_id: str,
    body: Annotated[RoundDraft, Depends(json_body(RoundDraft))],
    request: Request,
    number: int | None = Query(None, alias="round", ge=1, le=2**62),
) -> Response:
    """A round being tapped in, checked without storing it: its sheet, problems, the
    questions that matter now, and the result when it resolves; with ``?round=N`` (a stored
    round being corrected), checked as round N, after the rounds before it."""
    try:
        kept = kept_game(request, game_id)
    except HanascoreError as error:
        return problems_response(error)
    ledger = kept.ledger
    if number is not None and number <= ledger.rounds_played:
        ledger = kept.remembered(("before", number), lambda: ledger_before(kept, number))
    checked = check_draft(ledger, body)
    answer = checked.answer(request.app.state.templates.env, page_language(request), page=for_the_page(request))
    return document_response(answer)
