"""How the server renders a page: the templates (Jinja2, every value escaped) and the context
every page gets (the reader's language and words, whether the reader may edit)."""

from __future__ import annotations

import gzip
from functools import partial
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse, Response
from fastapi.templating import Jinja2Templates
from jinja2 import ChoiceLoader

from hanascore.core.errors import Code, HanascoreError, Problem, msg
from hanascore.core.words import page_words
from hanascore.views.html.report import TEMPLATES as SHARED_TEMPLATES
from hanascore.views.html.report import add_helpers
from hanascore.views.round_view import round_view
from hanascore.web.access import may_edit
from hanascore.web.served import status_of
from hanascore.web.words import LANGUAGE_COOKIE, choice_label, game_name, page_language, page_place, rule_meaning

#: The page templates, shipped with the package.
TEMPLATES = Path(__file__).parent / "templates"


def templates() -> Jinja2Templates:
    """The page templates; autoescaping is on for every one of them."""
    found = Jinja2Templates(directory=TEMPLATES)
    found.env.autoescape = True
    found.env.auto_reload = False  # the shipped templates do not change while serving
    found.env.trim_blocks = True
    found.env.lstrip_blocks = True
    # The page's own templates first, then the views' partials it shares with the export.
    found.env.loader = ChoiceLoader([found.env.loader, SHARED_TEMPLATES])
    add_helpers(found.env)
    # What the page says in its reader's language of what is declared in English: a problem's
    # place (_problems.html), a house rule's meaning and choices (new.html), a game's name.
    found.env.globals.update(
        page_place=page_place, rule_meaning=rule_meaning, choice_label=choice_label, game_name=game_name
    )
    # A round explained on the page: its warnings and leftover reasons name no sheet's key.
    found.env.globals["round_view"] = partial(round_view, audience="page")
    return found


def _for_the_reader(request: Request, context: dict[str, Any]) -> dict[str, Any]:
    """``context`` with what every page shows by its reader: the language, its words, editing."""
    lang = page_language(request)
    return context | {
        "w": page_words(lang),
        "lang": lang,
        "other_lang": "en" if lang == "ja" else "ja",
        "can_edit": may_edit(request),
    }


def _remember_language(request: Request, response: Response) -> Response:
    """``response`` keeping the language asked for in the address for the reader's next pages."""
    lang = page_language(request)
    if request.query_params.get("lang") == lang:
        response.set_cookie(LANGUAGE_COOKIE, lang, samesite="strict", max_age=365 * 86400)
    return response


def page(request: Request, name: str, status: int = 200, **context: Any) -> Response:
    """Render page ``name`` in the reader's language, remembering a language asked for."""
    templates: Jinja2Templates = request.app.state.templates
    response = templates.TemplateResponse(request, name, _for_the_reader(request, context), status_code=status)
    return _remember_language(request, response)


#: How hard a kept page is compressed.  It is compressed once for every reader of one state of
#: a game, where the server's compression ran for each request (an 800-round game's page is
#: about 1 MB: 24 ms at level 9, 10 ms at level 6 for 11% more bytes, 64 KB).
PACKING = 6


def page_body(request: Request, name: str, **context: Any) -> bytes:
    """Page ``name`` rendered for this reader, to be kept and sent by :func:`sent_page`."""
    templates: Jinja2Templates = request.app.state.templates
    return templates.get_template(name).render(_for_the_reader(request, context)).encode("utf-8")


def packed(body: bytes) -> bytes:
    """``body`` gzipped (the same bytes every time), for :func:`sent_page`."""
    return gzip.compress(body, PACKING, mtime=0)


def takes_gzip(request: Request) -> bool:
    """True when the reader's browser takes a gzipped page (every browser does)."""
    return "gzip" in request.headers.get("accept-encoding", "")


def sent_page(request: Request, body: bytes, *, gzipped: bool = False) -> Response:
    """A page made by :func:`page_body` (and :func:`packed`, when ``gzipped``).  The server's
    compression leaves an answer that has an encoding alone."""
    headers = {"content-encoding": "gzip", "vary": "Accept-Encoding"} if gzipped else None
    return _remember_language(request, HTMLResponse(body, headers=headers))


def problem_page(request: Request, error: HanascoreError, back: str = "/") -> Response:
    """The problems of ``error`` as a page, with the status they call for and a way ``back``."""
    return page(request, "problems.html", status=status_of(error), problems=error.problems, back=back)


def refused_page(request: Request, status: int, problem: Problem) -> Response:
    """A request refused before any handler ran (or by one): ``problem`` as a page."""
    return page(request, "problems.html", status=status, problems=[problem])


def forbidden_page(request: Request) -> Response:
    """A write without the edit token, answered as a page."""
    return refused_page(request, 403, Problem(Code.USAGE, msg("usage.view-only"), "token"))
