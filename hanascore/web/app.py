"""The ASGI app of ``hanascore serve``: pages, the JSON API, the shipped assets."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from ..errors import Code, Problem

HERE = Path(__file__).parent
log = logging.getLogger("hanascore.serve")

#: Everything the page loads comes from this server: the page works on a LAN with no internet,
#: and a name that slipped past escaping could still not load or run anything.  Inline styles
#: are allowed (the SVG chart and card faces carry theirs); scripts only from this server.
SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
}


def create_app(db: str | Path | None, *, token: str | None = None) -> FastAPI:
    """The app serving the ledger ``db``; with a ``token``, every write must carry it."""
    from . import api, pages
    from .kept import KeptGames

    app = FastAPI(
        title="hanascore", docs_url=None, redoc_url=None, openapi_url="/api/openapi.json", lifespan=_keep_open(db)
    )
    app.state.db = db
    app.state.token = token
    app.state.templates = pages.templates()
    app.state.games = KeptGames(db)
    app.include_router(api.router)
    app.include_router(pages.router)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    app.add_middleware(GZipMiddleware, minimum_size=1024)

    @app.middleware("http")
    async def harden(request: Request, call_next):  # type: ignore[no-untyped-def]
        try:
            response = await call_next(request)
        except Exception:  # never a stack trace to a browser: it is logged here instead
            log.exception("failure serving %s %s", request.method, request.url.path)
            response = _failure(request)
        response.headers.update(SECURITY_HEADERS)
        return response

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, error: RequestValidationError) -> Response:
        problems = [
            Problem(
                Code.BAD_VALUE, f"{error_item.get('msg', 'invalid')}", ".".join(map(str, error_item.get("loc", ())))
            )
            for error_item in error.errors()
        ]
        return JSONResponse({"errors": [p.as_dict() for p in problems]}, status_code=422)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> Response:
        message = "no such page" if error.status_code == 404 else str(error.detail)
        if request.url.path.startswith("/api/"):
            problem = Problem(Code.USAGE, message, request.url.path)
            return JSONResponse({"errors": [problem.as_dict()]}, status_code=error.status_code)
        return PlainTextResponse(message, status_code=error.status_code)

    return app


def _keep_open(db: str | Path | None):  # type: ignore[no-untyped-def]
    """While serving, hold one connection to the ledger open: SQLite checkpoints the WAL into
    the file whenever its last connection closes, and every request opens and closes one (a
    checkpoint per request cost 5 ms of each 6 ms round added, measured)."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        import sqlite3

        from ..store import resolve_path

        keeper = sqlite3.connect(resolve_path(db))
        try:
            yield
        finally:
            keeper.close()

    return lifespan


def _failure(request: Request) -> Response:
    message = "something went wrong on the server (it is logged there); nothing was written"
    if request.url.path.startswith("/api/"):
        return JSONResponse({"errors": [{"code": "server", "message": message}]}, status_code=500)
    return PlainTextResponse(message, status_code=500)
