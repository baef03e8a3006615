"""The language a request asks the page for (the words themselves are :mod:`hanascore.core.words`)."""

from __future__ import annotations

from fastapi import Request

from hanascore.core.words import Language, language_of

#: Where a browser keeps the language chosen on the page.
LANGUAGE_COOKIE = "hanascore_lang"


def page_language(request: Request) -> Language:
    """The language of the page ``request`` asks for."""
    return language_of(
        request.query_params.get("lang"), request.cookies.get(LANGUAGE_COOKIE), request.headers.get("accept-language")
    )
