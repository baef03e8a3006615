"""The season pages of ``hanascore serve``: read only (GET); the ranking and each person's
rating over the season exactly as ``season show`` computes them (:mod:`hanascore.ledger.seasons`,
its chart :mod:`hanascore.views.html.season_chart`), read afresh from the ledger on every request.

The handlers are plain functions: FastAPI runs them in its thread pool, so reading the ledger
never holds up the event loop (the other pages' polling)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, Response
from markupsafe import Markup

from hanascore.core.errors import Code, HanascoreError, Problem, msg
from hanascore.ledger import actions
from hanascore.ledger.files import resolve_path
from hanascore.ledger.seasons import season_json, season_ranking, season_records, seasons
from hanascore.views.html.season_chart import ratings_svg
from hanascore.views.season import summary
from hanascore.web.people_reading import cut, kept_page, ledger_read, player_address, records_of, two, unreadable_note
from hanascore.web.rendering import page, problem_page
from hanascore.web.words import game_name, page_language

router = APIRouter()


def season_address(name: str) -> str:
    """The address of a season's page (its name quoted whole)."""
    return f"/seasons/{quote(name, safe='')}"


def season_links(db: str | None) -> list[dict[str, str]]:
    """Each season of the ledger (latest made first) as the games list links to it: its name and
    address; none where there is no ledger."""
    if not resolve_path(db).exists():
        return []
    with actions.open_store(db, write=False) as store:
        every = seasons(store)
    return [{"name": season.name, "address": season_address(season.name)} for season in reversed(every)]


@router.get("/seasons/{name:path}", response_class=HTMLResponse)
def season_page(request: Request, name: str) -> Response:
    """A season: its ranking (rank, name, games, mu, sigma, the conservative rating) and each
    person's rating after each of its games, as a chart."""
    return kept_page(request, "season.html", lambda: _season(request, name))


def _season(request: Request, name: str) -> dict[str, Any] | Response:
    lang = page_language(request)
    try:
        with ledger_read(request.app.state.db) as store:
            records = records_of(store)
            chosen = season_records(store, records, name) if store is not None else None
    except HanascoreError as error:
        if all(problem.code != Code.UNKNOWN_SEASON for problem in error.problems):
            return problem_page(request, error)
        chosen = None
    if chosen is None:
        # Said in the page's words: the command's (naming 'season new') are the terminal's.
        missing = Problem(Code.UNKNOWN_SEASON, msg("page.no_such_season", name=cut(name)), None)
        return page(request, "problems.html", status=404, problems=[missing])
    ranking = season_ranking(chosen)
    return {
        "season": season_json(chosen.season, ranking),
        "summary": summary(chosen.season, ranking, lang),
        "games": chosen.games,
        "chart": Markup(ratings_svg(ranking, id_prefix="season-chart", lang=lang)),
        "address": player_address,
        "two": two,
        "game_name": game_name,
        "unreadable": unreadable_note(records, lang),
    }
