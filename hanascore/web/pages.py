"""The pages of ``hanascore serve``, rendered on the server (Jinja2, every value escaped)."""

from __future__ import annotations

import unicodedata
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates
from jinja2 import pass_context
from markupsafe import Markup

from .. import ledger_actions as actions
from ..errors import Code, HanascoreError, LedgerError, Problem
from ..html.report import card_face
from .access import COOKIE, may_edit
from .app import HERE
from .words import LANGUAGE_COOKIE, page_language, words_for

router = APIRouter()


def templates() -> Jinja2Templates:
    """The page templates; autoescaping is on for every one of them."""
    found = Jinja2Templates(directory=HERE / "templates")
    found.env.autoescape = True
    found.env.trim_blocks = True
    found.env.lstrip_blocks = True
    found.env.globals.update(card_name=card_name, card_face=card_face, payments_of=payments_of, yaku_name=yaku_name)
    return found


@pass_context
def card_name(context: Any, card_id: int) -> str:
    """A card's name in the page's language."""
    from ..cards import card

    found = card(int(card_id))
    return found.japanese if context.get("lang") == "ja" else found.name


@pass_context
def yaku_name(context: Any, game: Any, hit: Any) -> str:
    """A yaku's name in the page's language (the game's data holds both)."""
    if context.get("lang") == "ja":
        return next((y.japanese for y in game.yaku if y.id == hit.id and y.japanese), hit.name)
    return str(hit.name)


@pass_context
def payments_of(context: Any, result: Any) -> Any:
    """Who pays whom in ``result``: the game's own payments, else the fewest that settle a
    zero-sum round (none where points are only a running score)."""
    from ..settle import round_payments

    return round_payments(result, context["game"]) or ()


def _page(request: Request, name: str, status: int = 200, **context: Any) -> Response:
    """Render page ``name`` in the reader's language, remembering a language or token asked for."""
    lang = page_language(request)
    context |= {
        "w": words_for(lang),
        "lang": lang,
        "other_lang": "en" if lang == "ja" else "ja",
        "can_edit": may_edit(request),
    }
    response = request.app.state.templates.TemplateResponse(request, name, context, status_code=status)
    if request.query_params.get("lang") == lang:
        response.set_cookie(LANGUAGE_COOKIE, lang, samesite="strict", max_age=365 * 86400)
    token = request.query_params.get("token")
    if token and may_edit(request) and request.app.state.token is not None:
        response.set_cookie(COOKIE, token, httponly=True, samesite="strict", max_age=30 * 86400)
    return response


def _problem_page(request: Request, error: HanascoreError) -> Response:
    from .api import STATUS

    status = next((STATUS[p.code] for p in error.problems if p.code in STATUS), 422)
    return _page(request, "problems.html", status=status, problems=error.problems)


def _forbidden(request: Request) -> Response:
    problem = Problem(Code.USAGE, words_for("en")["view_only"], "token")
    return _page(request, "problems.html", status=403, problems=[problem])


@router.get("/", response_class=HTMLResponse)
def games_page(request: Request) -> Response:
    """Every game of the ledger, newest first, and a way to start one."""
    from ..games import all_games

    try:
        listing = actions.list_games(request.app.state.db)
    except HanascoreError as error:
        return _problem_page(request, error)
    return _page(request, "games.html", games=list(reversed(listing)), kinds=all_games())


@router.get("/new", response_class=HTMLResponse)
def new_game_page(request: Request, game: str | None = None) -> Response:
    """The form for a new game of ``game`` (its house rules with their meaning), or the choice of game."""
    from ..games import all_games, find_game

    try:
        chosen = find_game(game) if game else None
    except HanascoreError:
        chosen = None
    return _page(request, "new.html", kinds=all_games(), chosen=chosen, form={}, problems=[])


def _teams(text: str) -> dict[str, list[str]] | None:
    teams: dict[str, list[str]] = {}
    for line in text.splitlines():
        name, _, members = line.partition("=")
        if name.strip():
            teams[name.strip()] = [m.strip() for m in members.split(",") if m.strip()]
    return teams or None


def _number(form: dict[str, str], key: str, most: int, problems: list[Problem]) -> int | None:
    """The form's ``key`` as a whole number from 1 to ``most``, or None when left empty; else a
    problem naming ``key``.  Read as sheets are (NFKC), so full-width digits (１２) are the
    digits they show; anything else that is not plain digits (``abc``, ``-5``) is refused."""
    text = unicodedata.normalize("NFKC", form.get(key, "")).strip()
    if not text:
        return None
    if text.isascii() and text.isdigit() and len(text) <= len(str(most)) and 1 <= int(text) <= most:
        return int(text)
    shown = text if len(text) <= 20 else text[:20] + "…"
    problems.append(Problem(Code.BAD_LENGTH, f"write a whole number from 1 to {most:,}, not {shown!r}", key))
    return None


#: The form's names of what ``new`` calls by its options (a house rule's is ``house.NAME`` in both).
FORM_FIELDS = {"--player": "players", "--team": "teams"}


def _on_the_form(problem: Problem) -> Problem:
    """``problem`` naming the form's field where ``new`` would name its option."""
    if not (problem.where or "").startswith("--"):
        return problem
    option, dot, rest = (problem.where or "").partition(".")
    field = FORM_FIELDS.get(option, option.removeprefix("--"))
    return Problem(problem.code, problem.message, field + dot + rest)


@router.post("/new", response_class=HTMLResponse)
async def new_game(request: Request) -> Response:
    """Start the game the form describes; back to the form with every problem otherwise."""
    from ..games import all_games, find_game
    from ..house import MAX_POINTS
    from ..ledger import MAX_ROUNDS
    from ..sheet import parse_value
    from .api import NewGame, game_definition, start_game

    if not may_edit(request):
        return _forbidden(request)
    # A file sent where the page has text fields is no answer to any of them.
    form = {key: value for key, value in (await request.form()).items() if isinstance(value, str)}
    try:
        chosen = find_game(str(form.get("game", "")))
    except HanascoreError:
        return RedirectResponse("/new", status_code=303)
    house = {
        key.removeprefix("house."): parse_value(str(value))
        for key, value in form.items()
        if key.startswith("house.") and str(value).strip() != ""
    }
    defaults = {option.name: option.default for option in chosen.rules.options()}
    house = {key: value for key, value in house.items() if defaults.get(key, object()) != value}
    problems: list[Problem] = []
    wanted = NewGame(
        game=chosen.id,
        players=[line.strip() for line in str(form.get("players", "")).splitlines() if line.strip()],
        teams=_teams(str(form.get("teams", ""))),
        dealer=str(form.get("dealer", "")).strip() or None,
        rounds=_number(form, "rounds", MAX_ROUNDS, problems),
        target=_number(form, "target", MAX_POINTS, problems),
        house=house,
        variant=str(form.get("variant", "")).strip() or None,
        name=str(form.get("name", "")).strip() or None,
    )
    try:
        if problems:  # the rest of the form is checked too, and nothing is stored
            game_definition(wanted)
        else:
            game_id = start_game(request.app.state.db, wanted)
    except HanascoreError as error:
        problems += error.problems
    if problems:
        return _page(
            request,
            "new.html",
            status=422,
            kinds=all_games(),
            chosen=chosen,
            form=form,
            problems=[_on_the_form(p) for p in problems],
        )
    return RedirectResponse(f"/games/{game_id}", status_code=303)


def _game_context(request: Request, game_id: str) -> dict[str, Any]:
    from ..html.chart import running_totals_svg
    from ..shapes import history_json, standings_json

    resolved, ledger = actions.read_game(request.app.state.db, game_id)
    return {
        "game_id": resolved,
        "ledger": ledger,
        "standings": standings_json(resolved, ledger),
        "game": ledger.definition.table.game,
        "stamp": actions.game_stamp(request.app.state.db, resolved),
        "chart_svg": Markup(running_totals_svg(history_json(ledger), list(ledger.totals), standalone=False))
        if ledger.rows
        else "",
    }


def _game_view(request: Request, game_id: str, template: str) -> Response:
    try:
        context = _game_context(request, game_id)
    except HanascoreError as error:
        return _problem_page(request, error)
    return _page(request, template, **context)


@router.get("/games/{game_id}", response_class=HTMLResponse)
def game_page(request: Request, game_id: str) -> Response:
    """A game: standings, the running totals, every round explained."""
    return _game_view(request, game_id, "game.html")


@router.get("/games/{game_id}/live", response_class=HTMLResponse)
def game_live(request: Request, game_id: str) -> Response:
    """The part of the game page that follows the ledger (fetched again when it changes)."""
    return _game_view(request, game_id, "_live.html")


@router.post("/games/{game_id}/undo")
def undo(request: Request, game_id: str) -> Response:
    """Remove the last entry, then back to the game."""
    if not may_edit(request):
        return _forbidden(request)
    try:
        actions.undo_last(request.app.state.db, game_id)
    except HanascoreError as error:
        return _problem_page(request, error)
    return RedirectResponse(f"/games/{game_id}", status_code=303)


@router.get("/games/{game_id}/round", response_class=HTMLResponse)
def round_page(request: Request, game_id: str) -> Response:
    """Tap a round in: the game's deck as card faces, a pile at a time."""
    from ..cards import DECK

    try:
        resolved, ledger = actions.read_game(request.app.state.db, game_id)
        actions.refuse_if_over(ledger)
    except HanascoreError as error:
        return _problem_page(request, error)
    table = ledger.definition.table
    dealer = table.pass_on(ledger.scheduled_dealer, None)
    piles = table.party_order(dealer)
    game = table.game
    deck = [card for card in DECK if card.id in game.deck]
    from ..html.faces import deck_sprite

    return _page(
        request,
        "round.html",
        sprite=Markup(deck_sprite(card.id for card in deck)),
        game_id=resolved,
        ledger=ledger,
        game=game,
        deck=deck,
        piles=piles,
        dealer=dealer,
        asks_end=not game.end_field_empty,
        uses_start=game.start_field_matters,
    )


@router.get("/games/{game_id}/rounds/{number}/edit", response_class=HTMLResponse)
def correction_page(request: Request, game_id: str, number: int) -> Response:
    """Correct round ``number``: its sheet, as entered, to change and save."""
    try:
        resolved, ledger = actions.read_game(request.app.state.db, game_id)
        text = actions.round_sheet(ledger, number)
        if text is None:
            raise LedgerError(Problem(Code.NO_SUCH_ROUND, f"game {resolved} has no round {number}", "N"))
    except HanascoreError as error:
        return _problem_page(request, error)
    return _page(request, "edit.html", game_id=resolved, number=number, text=text, problems=[])


@router.post("/games/{game_id}/rounds/{number}/edit", response_class=HTMLResponse)
async def correct_round(request: Request, game_id: str, number: int) -> Response:
    """Replace round ``number`` with the corrected sheet; every later round is re-scored."""
    if not may_edit(request):
        return _forbidden(request)
    from ..round_edit import plan_edit, save_edit

    text = str((await request.form()).get("sheet", ""))
    try:
        save_edit(request.app.state.db, plan_edit(request.app.state.db, game_id, number, text))
    except HanascoreError as error:
        return _page(
            request, "edit.html", status=422, game_id=game_id, number=number, text=text, problems=error.problems
        )
    return RedirectResponse(f"/games/{game_id}#round-{number}", status_code=303)
