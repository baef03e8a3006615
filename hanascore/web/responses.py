"""The JSON responses of ``hanascore serve``: written as the commands write ``--json``."""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse as _StarletteJSONResponse
from pydantic import BaseModel

from hanascore.core.text import json_text


class JSONResponse(_StarletteJSONResponse):
    """starlette's JSON response (compact, no NaN), with bidi, zero-width, C1 and line
    separator characters written as ``\\u`` escapes (:func:`hanascore.cli.console.json_safe`): a
    name or sheet stored with them reads back the same and shows nothing hidden."""

    def render(self, content: Any) -> bytes:
        return compact_json(content).encode("utf-8")


def compact_json(content: Any) -> str:
    """``content`` as :class:`JSONResponse` writes it."""
    return json_text(content, allow_nan=False, separators=(",", ":"))


def document_response(document: BaseModel, status_code: int = 200) -> JSONResponse:
    """``document`` (one of :mod:`hanascore.web.documents`) written as its model writes it."""
    return JSONResponse(document.model_dump(mode="json"), status_code=status_code)
