"""The ASGI app of ``hanascore serve``: pages, the JSON API, the shipped assets."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.responses import PlainTextResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from hanascore.core.errors import Code, Problem, msg
from hanascore.core.text import MAX_BODY
from hanascore.ledger.files import resolve_path
from hanascore.web import api, pages, people_pages, season_pages
from hanascore.web.access import COOKIE, ServedNames, address_without_token, foreign_write, is_the_token
from hanascore.web.documents import ProblemDocument, Problems
from hanascore.web.kept import KeptGames
from hanascore.web.people_reading import KeptPages
from hanascore.web.rendering import refused_page, templates
from hanascore.web.responses import JSONResponse, document_response

#: The page's stylesheet and scripts, shipped with the package.
STATIC = Path(__file__).parent / "static"
log = logging.getLogger("hanascore.serve")

#: Everything the page loads comes from this server: the page works on a LAN with no internet,
#: and a name that slipped past escaping could still not load or run anything.  Inline styles
#: are allowed (the SVG chart and card faces carry theirs); scripts only from this server.  No
#: address leaves the server as a referrer; within it, 'same-origin' rather than 'no-referrer',
#: which would make the browser send the page's own writes with ``Origin: null`` (refused).
SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
}
TOO_LARGE = (
    f"the request body is larger than 1 MB ({MAX_BODY:,} bytes): it was read no further and nothing was "
    "written; send a smaller one (a round's sheet is a few hundred bytes)"
)


def create_app(db: str | Path | None, *, token: str | None = None, host: str | None = None) -> FastAPI:
    """The app serving the ledger ``db``; with a ``token``, every write must carry it.  ``host``
    is the address ``serve`` listens on (None: this machine only): a request must name it, or
    ``localhost``, or (listening on every address) any address."""
    app = FastAPI(
        title="hanascore",
        docs_url=None,
        redoc_url=None,
        openapi_url="/api/openapi.json",
        lifespan=_keep_open(db),
        default_response_class=JSONResponse,
    )
    app.state.db = db
    app.state.token = token
    app.state.templates = templates()
    app.state.games = KeptGames(db)
    app.state.people_pages = KeptPages()
    app.include_router(api.router)
    app.include_router(pages.router)
    app.include_router(people_pages.router)
    app.include_router(season_pages.router)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    # The last added runs first: Harden sees every answer, Guard's own included.
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(Guard, names=ServedNames.listening_on(host))
    app.add_middleware(Harden)

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, error: RequestValidationError) -> Response:
        problems = [
            Problem(
                Code.BAD_VALUE,
                f"{error_item.get('msg', 'invalid')}",
                ".".join(map(str, error_item.get("loc", ()))),
            )
            for error_item in error.errors()
        ]
        return document_response(Problems.of(problems), status_code=422)

    @app.exception_handler(BodyTooLarge)
    async def too_large(request: Request, error: BodyTooLarge) -> Response:
        return _too_large(request)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> Response:
        message = "no such page" if error.status_code == 404 else str(error.detail)
        if request.url.path.startswith("/api/"):
            problem = Problem(Code.USAGE, message, request.url.path)
            return document_response(Problems.of([problem]), status_code=error.status_code)
        return PlainTextResponse(message, status_code=error.status_code)

    return app


class Harden:
    """Every answer carries :data:`SECURITY_HEADERS`; a failure is logged here and answered
    without its trace; a client that went away (a phone locked mid-upload) is no failure.

    Plain ASGI rather than ``@app.middleware``: that one runs the app in a task of its own and
    wraps a client's disconnect into the app's failure."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def send_hardened(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                MutableHeaders(scope=message).update(SECURITY_HEADERS)
            await send(message)

        try:
            await self.app(scope, receive, send_hardened)
        except ClientDisconnect:
            log.debug("the client went away during %s %s", scope["method"], scope["path"])
        except Exception:  # never a stack trace to a browser: it is logged here instead
            log.exception("failure serving %s %s", scope["method"], scope["path"])
            if not started:
                await _failure(Request(scope))(scope, receive, send_hardened)


class BodyTooLarge(HTTPException):
    """A request body past :data:`MAX_BODY`, found while it is read."""

    def __init__(self) -> None:
        super().__init__(status_code=413, detail=TOO_LARGE)


class Guard:
    """What must never reach a handler, answered before one runs: a ``Host`` that is not this
    server's (400), another site's write (403), a body past :data:`MAX_BODY` (413, and the body
    is read no further); and the edit link's token, moved from the address into the cookie."""

    def __init__(self, app: ASGIApp, names: ServedNames) -> None:
        self.app = app
        self.names = names

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope, receive)
        answer = self._answer_first(request)
        if answer is not None:
            await answer(scope, receive, send)
            return
        await self.app(scope, _capped(receive), send)

    def _answer_first(self, request: Request) -> Response | None:
        host = request.headers.get("host")
        if host is not None and not self.names.admit(host):
            problem = Problem(
                Code.USAGE,
                msg("usage.unknown-host", host=host[:100]),
                "Host",
            )
            return refusal(request, 400, problem)
        if host is None:
            server_host, server_port = request.scope.get("server") or ("localhost", None)
            host = f"{server_host}:{server_port}" if server_port else server_host
        reads = request.method in ("GET", "HEAD")
        if not reads and (problem := foreign_write(request.headers, request.url.scheme, host)):
            return refusal(request, 403, problem)
        length = request.headers.get("content-length", "").strip()
        if length.isdigit() and int(length) > MAX_BODY:
            return _too_large(request)
        if reads and "token" in request.query_params and not request.scope["path"].startswith("/api/"):
            return _forget_token_in_address(request)
        return None


def _capped(receive: Receive) -> Receive:
    """``receive`` that stops at :data:`MAX_BODY` bytes of body, however it comes (a body sent
    in chunks declares no length)."""
    seen = 0

    async def receive_capped() -> Message:
        nonlocal seen
        message = await receive()
        if message["type"] == "http.request":
            seen += len(message.get("body", b""))
            if seen > MAX_BODY:
                raise BodyTooLarge
        return message

    return receive_capped


def refusal(request: Request, status: int, problem: Problem) -> Response:
    """``problem`` as the API reports problems (``{"errors": [...]}``), or as the problems page."""
    if request.scope["path"].startswith("/api/"):
        return document_response(Problems.of([problem]), status_code=status)
    return refused_page(request, status, problem)


def _too_large(request: Request) -> Response:
    response = refusal(request, 413, Problem(Code.USAGE, msg("usage.too-large", most=MAX_BODY), "body"))
    # The rest of the body is not wanted: the connection closes rather than read it to its end.
    response.headers["connection"] = "close"
    return response


def _forget_token_in_address(request: Request) -> Response:
    """The edit link's answer: the same page without ``token`` in the address (so that it stays
    in no history, bookmark or screenshot), and the token in the cookie when it is the right one."""
    address = address_without_token(
        request.scope.get("raw_path") or quote(request.scope["path"]).encode(), request.scope["query_string"]
    )
    response = RedirectResponse(address, status_code=303)
    offered = request.query_params.get("token")
    if is_the_token(offered, request.app.state.token):
        # Lax, not Strict: an edit link followed from another site's page (a chat in a browser)
        # must open an editable page, and Strict would keep the cookie from the page this
        # redirect leads to and from its reloads.  Another site's writes are refused by their
        # origin (Guard), not by the cookie, and a GET changes nothing.
        response.set_cookie(COOKIE, str(offered), httponly=True, samesite="lax", max_age=30 * 86400)
    return response


def _keep_open(db: str | Path | None):  # type: ignore[no-untyped-def]
    """While serving, hold one connection to the ledger open: SQLite checkpoints the WAL into
    the file whenever its last connection closes, and every request opens and closes one (a
    checkpoint per request cost 5 ms of each 6 ms round added, measured)."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        keeper = sqlite3.connect(resolve_path(db))
        try:
            yield
        finally:
            keeper.close()

    return lifespan


def _failure(request: Request) -> Response:
    message = "something went wrong on the server (it is logged there); nothing was written"
    if request.url.path.startswith("/api/"):
        return document_response(Problems(errors=[ProblemDocument(code="server", message=message)]), status_code=500)
    return PlainTextResponse(message, status_code=500)
