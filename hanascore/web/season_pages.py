"""The season pages of ``hanascore serve``: read only (GET); a ranking per game type and each
person's rating by games played exactly as ``season show`` computes them
(:mod:`hanascore.ledger.season_rating`, the ratings kept per season revision; the charts
:mod:`hanascore.views.html.season_chart`), read afresh from the ledger on every request.

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
from hanascore.ledger.season_kept import kept_season_ratings
from hanascore.ledger.season_rating import season_json
from hanascore.ledger.seasons import season_records, seasons
from hanascore.views.html.season_chart import ratings_svg
from hanascore.views.season import (
    PROVISIONAL_MARK,
    game_title,
    has_provisional,
    provisional_note,
    signed,
    summary,
)
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
            ratings = kept_season_ratings(store, chosen.season) if store is not None and chosen else None
    except HanascoreError as error:
        if all(problem.code != Code.UNKNOWN_SEASON for problem in error.problems):
            return problem_page(request, error)
        chosen = ratings = None
    if chosen is None or ratings is None:
        # Said in the page's words: the command's (naming 'season new') are the terminal's.
        missing = Problem(Code.UNKNOWN_SEASON, msg("page.no_such_season", name=cut(name)), None)
        return page(request, "problems.html", status=404, problems=[missing])
    data = season_json(ratings)
    tables = [
        {
            "game": game,
            "title": game_title(game, lang),
            "ranking": data["ratings"][game]["ranking"],
            "chart": Markup(ratings_svg(ranking, game, id_prefix=f"season-chart-{game}", lang=lang)),
        }
        for game, ranking in ratings.by_game.items()
    ]
    return {
        "season": data,
        "tables": tables,
        "rated": any(ranking.rows for ranking in ratings.by_game.values()),
        "summary": summary(ratings, lang),
        "provisional": provisional_note(ratings.season, lang) if has_provisional(ratings) else None,
        "mark": PROVISIONAL_MARK,
        "games": chosen.games,
        "address": player_address,
        "two": two,
        "signed": signed,
        "game_name": game_name,
        "unreadable": unreadable_note(records, lang),
    }
