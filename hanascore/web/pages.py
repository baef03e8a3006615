"""The pages of ``hanascore serve``, rendered on the server (Jinja2, every value escaped)."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.formparsers import MultiPartException

from hanascore.core.cards import DECK
from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, msg
from hanascore.core.house import MAX_POINTS
from hanascore.core.sheet import normalised, parse_value
from hanascore.core.words import page_words
from hanascore.games import all_games, find_game
from hanascore.ledger import actions
from hanascore.ledger.definition import MAX_ROUNDS
from hanascore.ledger.replay import ReplayedRound
from hanascore.views.chat import round_text, standings_text
from hanascore.views.game_view import game_view, history_row
from hanascore.views.html.chart import running_totals_svg
from hanascore.views.html.faces import deck_sprite
from hanascore.web.access import may_edit
from hanascore.web.documents import ACTIVE, NewGame
from hanascore.web.entry import counting, pile_tabs, stored_draft
from hanascore.web.kept import Kept
from hanascore.web.rendering import forbidden_page, packed, page, page_body, problem_page, sent_page, takes_gzip
from hanascore.web.season_pages import season_links
from hanascore.web.served import correct, game_definition, kept_game, start_game, status_of
from hanascore.web.words import page_language, question_chips

router = APIRouter()


async def _posted_form(request: Request) -> dict[str, str]:
    """The text fields of the form posted; a body that is no form is 400, as later releases of
    starlette answer it themselves (earlier ones let the multipart parser's error through)."""
    try:
        form = await request.form()
    except (MultiPartException, ValueError):
        raise HTTPException(400, "the form could not be read: send it from the page") from None
    # A file sent where the page has text fields is no answer to any of them.
    return {key: value for key, value in form.items() if isinstance(value, str)}


@router.get("/", response_class=HTMLResponse)
def games_page(request: Request) -> Response:
    """Every game of the ledger, newest first, and a way to start one."""
    try:
        listing = actions.list_games(request.app.state.db)
        # The players page and each season's are linked from here (once there is a game).
        links = season_links(request.app.state.db) if listing else []
    except HanascoreError as error:
        return problem_page(request, error)
    return page(request, "games.html", games=list(reversed(listing)), kinds=all_games(), seasons=links)


@router.get("/new", response_class=HTMLResponse)
def new_game_page(request: Request, game: str | None = None) -> Response:
    """The form for a new game of ``game`` (its house rules with their meaning), or the choice of game."""
    try:
        chosen = find_game(game) if game else None
    except HanascoreError:
        chosen = None
    return page(request, "new.html", kinds=all_games(), chosen=chosen, form={}, problems=[])


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
    text = normalised(form.get(key, "")).strip()
    if not text:
        return None
    if text.isascii() and text.isdigit() and len(text) <= len(str(most)) and 1 <= int(text) <= most:
        return int(text)
    quoted = text if len(text) <= 20 else text[:20] + "…"
    problems.append(Problem(Code.BAD_LENGTH, msg("bad-length.write-whole", most=most, quoted=quoted), key))
    return None


#: The form's names of what ``new`` calls by its options (a house rule's is ``house.NAME`` in both).
FORM_FIELDS = {"--player": "players", "--team": "teams"}


def _on_the_form(problem: Problem) -> Problem:
    """``problem`` naming the form's field where ``new`` would name its option."""
    if not (problem.where or "").startswith("--"):
        return problem
    option, dot, rest = (problem.where or "").partition(".")
    field = FORM_FIELDS.get(option, option.removeprefix("--"))
    return Problem(problem.code, problem.words, field + dot + rest)


@router.post("/new", response_class=HTMLResponse)
async def new_game(request: Request) -> Response:
    """Start the game the form describes; back to the form with every problem otherwise."""
    if not may_edit(request):
        return forbidden_page(request)
    form = await _posted_form(request)
    try:
        chosen = find_game(form.get("game", ""))
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
        players=[line.strip() for line in form.get("players", "").splitlines() if line.strip()],
        teams=_teams(form.get("teams", "")),
        dealer=form.get("dealer", "").strip() or None,
        rounds=_number(form, "rounds", MAX_ROUNDS, problems),
        target=_number(form, "target", MAX_POINTS, problems),
        house=house,
        variant=form.get("variant", "").strip() or None,
        name=form.get("name", "").strip() or None,
    )
    try:
        if problems:  # the rest of the form is checked too, and nothing is stored
            await run_in_threadpool(game_definition, wanted)
        else:
            game_id = await run_in_threadpool(start_game, request.app.state.db, wanted)
    except HanascoreError as error:
        problems += error.problems
    if problems:
        return page(
            request,
            "new.html",
            status=422,
            kinds=all_games(),
            chosen=chosen,
            form=form,
            problems=[_on_the_form(p) for p in problems],
        )
    return RedirectResponse(f"/games/{game_id}", status_code=303)


#: Entries a game's page explains, newest first; the earlier ones are a link away
#: (``?rounds=all``).  A table's game is a dozen rounds; a long one (a target of 1,000 points,
#: a benchmark's 800 rounds) would send a phone megabytes it does not scroll through.
NEWEST_ENTRIES = 50


def _shown(rows: Sequence[Any], every: bool) -> Sequence[Any]:
    """The entries a game's page explains: the newest :data:`NEWEST_ENTRIES`, or ``every`` one."""
    return rows if every else rows[-NEWEST_ENTRIES:]


def _game_context(request: Request, kept: Kept, every: bool) -> dict[str, Any]:
    resolved, ledger = kept.game_id, kept.ledger
    game = ledger.definition.table.game
    lang, can_edit = page_language(request), may_edit(request)
    row_template = request.app.state.templates.env.get_template("_row.html")
    pieces = request.app.state.games.pieces
    words = page_words(lang)

    def render(row: Any) -> str:
        # A round's Copy gives what `show N --format text` prints.  The piece is kept with its
        # row, and a row is only ever shared by replays of the same definition (the game's
        # name, length, tally: what the text says besides the row), so it never goes stale.
        copy_text = round_text(ledger, row, None, lang) if isinstance(row, ReplayedRound) else ""
        # An adjustment or a note as the export shows it (its shared partial reads the view's row).
        entry = None if isinstance(row, ReplayedRound) else history_row(row, game, lang)
        return row_template.render(
            row=row,
            entry=entry,
            w=words,
            lang=lang,
            can_edit=can_edit,
            game_id=resolved,
            game=game,
            copy_text=copy_text,
        )

    variant = (lang, can_edit, resolved)
    shown = _shown(ledger.rows, every)
    rows_html = Markup("".join(pieces.get(row, variant, lambda row=row: render(row)) for row in reversed(shown)))
    # The standings and the chart as the export draws them; each entry is explained by its row.
    view = game_view(resolved, ledger, lang, history=False)
    return {
        "game_id": resolved,
        "ledger": ledger,
        "game_view": view,
        # Its Copy gives what `standings --format text` prints (this page has no stake).
        "standings_text": standings_text(ledger, None, lang),
        "game": game,
        # What the page shows is this very state: the undo it offers is of this state only.
        "stamp": kept.stamp,
        "rows_html": rows_html,
        "earlier": len(ledger.rows) - len(shown),
        "chart_svg": kept.remembered(
            ("chart", lang),  # its words are in the reader's language
            lambda: (
                Markup(running_totals_svg(view.chart, list(view.totals), standalone=False, lang=lang))
                if ledger.rows
                else ""
            ),
        ),
    }


def _game_view(request: Request, game_id: str, template: str, rounds: str | None) -> Response:
    """A page of the game as stored now: rendered (and compressed) once for each state of the
    game and each kind of reader (language, editing, every round or the newest), then sent as
    it is to every such reader."""
    try:
        kept = kept_game(request, game_id)
    except HanascoreError as error:
        return problem_page(request, error)
    every = rounds == "all"
    reader = (template, page_language(request), may_edit(request), every)
    body = kept.remembered(reader, lambda: page_body(request, template, **_game_context(request, kept, every)))
    if takes_gzip(request):
        return sent_page(request, kept.remembered((*reader, "gzip"), lambda: packed(body)), gzipped=True)
    return sent_page(request, body)


@router.get("/games/{game_id}", response_class=HTMLResponse)
def game_page(request: Request, game_id: str, rounds: str | None = None) -> Response:
    """A game: standings, the running totals, its newest rounds explained (``?rounds=all``:
    every round)."""
    return _game_view(request, game_id, "game.html", rounds)


@router.get("/games/{game_id}/live", response_class=HTMLResponse)
def game_live(request: Request, game_id: str, rounds: str | None = None) -> Response:
    """The part of the game page that follows the ledger (fetched again when it changes)."""
    return _game_view(request, game_id, "_live.html", rounds)


def _shown_stamp(form: dict[str, str]) -> str:
    """The stamp of the game the page's form was shown with.  The page always sends it; a form
    without it (a script's, a page saved before stamps) is refused as a stale one is: it would
    change the game whatever it has become since (409, nothing written)."""
    stamp = form.get("stamp", "").strip()
    if not stamp:
        raise LedgerError(Problem(Code.STALE, msg("stale.without-stamp"), "stamp"))
    return stamp


@router.post("/games/{game_id}/undo")
async def undo(request: Request, game_id: str) -> Response:
    """Remove the last entry, then back to the game; refused (409) when the game changed
    since the page offering the undo was shown (the form sends the stamp it was shown with),
    or when the form does not say which game it was shown with."""
    if not may_edit(request):
        return forbidden_page(request)
    form = await _posted_form(request)
    try:
        stamp = _shown_stamp(form)
        games = request.app.state.games
        await run_in_threadpool(
            games.in_turn,
            actions.undo_last,
            request.app.state.db,
            game_id,
            stamp=stamp,
            replayer=games.replayer,
        )
    except HanascoreError as error:
        # Back to the game as it is now, where the change that refused the undo shows.
        return problem_page(request, error, back=f"/games/{quote(game_id.strip(), safe='')}")
    return RedirectResponse(f"/games/{game_id}", status_code=303)


def _entry_page(
    request: Request, kept: Kept, number: int, stored: dict[str, Any] | None = None, text: str = ""
) -> Response:
    """The entry view of round ``number``: the game's deck as card faces, a pile at a time;
    with ``stored`` (a round being corrected) its cards placed already."""
    ledger = kept.ledger
    table = ledger.definition.table
    # A new round's dealer passes on past who sits out; a stored round's is the one recorded.
    dealer = table.pass_on(ledger.scheduled_dealer, None) if stored is None else ledger.rounds[number - 1].dealer
    game = table.game
    words = page_words(page_language(request))
    field_piles = []
    if not game.end_field_empty:
        field_piles.append(("field.end", words["field_end"], words["tag_end"]))
    if game.start_field_matters:
        field_piles.append(("field.start", words["field_start"], words["tag_start"]))
    deck = [card for card in DECK if card.id in game.deck]
    return page(
        request,
        "round.html",
        sprite=Markup(deck_sprite(card.id for card in deck)),
        game_id=kept.game_id,
        ledger=ledger,
        # The round this page adds (or corrects): saving sends it, and a game that moved on refuses it.
        number=number,
        stamp=kept.stamp,
        game=game,
        deck=deck,
        piles=pile_tabs(table.party_order(dealer), field_piles),
        dealer=dealer,
        stored=stored,
        text=text,
        counting=counting(game, table.rules, page_language(request)),
        chips=question_chips(
            [ACTIVE, *(f.key for f in table.facts_type.fields() if not f.ledger_derived)], page_language(request)
        ),
        asks=table.some_sit_out or any(not f.ledger_derived for f in table.facts_type.fields()),
    )


@router.get("/games/{game_id}/round", response_class=HTMLResponse)
def round_page(request: Request, game_id: str) -> Response:
    """Tap a round in: the game's deck as card faces, a pile at a time."""
    try:
        kept = kept_game(request, game_id)
        actions.refuse_if_over(kept.ledger)
    except HanascoreError as error:
        return problem_page(request, error)
    return _entry_page(request, kept, kept.ledger.rounds_played + 1)


@router.get("/games/{game_id}/rounds/{number}/edit", response_class=HTMLResponse)
def correction_page(request: Request, game_id: str, number: int, text: bool = False) -> Response:
    """Correct round ``number`` by tapping: the entry view with its stored cards placed; as
    text (its sheet as entered) with ``?text=1`` or where the entry view cannot show it."""
    try:
        kept = kept_game(request, game_id)
        resolved = kept.game_id
        sheet_text = actions.round_sheet(kept.ledger, number)
        if sheet_text is None:
            raise LedgerError(
                Problem(Code.NO_SUCH_ROUND, msg("no-such-round.page", resolved=resolved, number=number), "N")
            )
    except HanascoreError as error:
        return problem_page(request, error)
    stored = None if text else stored_draft(kept.ledger.rounds[number - 1], kept.ledger.definition.table)
    if stored is not None:
        return _entry_page(request, kept, number, stored, text=sheet_text)
    return page(
        request,
        "edit.html",
        game_id=resolved,
        number=number,
        text=sheet_text,
        stamp=kept.stamp,
        problems=[],
        sheet_typed=True,
    )


@router.post("/games/{game_id}/rounds/{number}/edit", response_class=HTMLResponse)
async def correct_round(request: Request, game_id: str, number: int) -> Response:
    """Replace round ``number`` with the corrected sheet; every later round is re-scored."""
    if not may_edit(request):
        return forbidden_page(request)
    form = await _posted_form(request)
    text = form.get("sheet", "")
    stamp = form.get("stamp")
    try:
        planned = await run_in_threadpool(correct, request, game_id, number, text, _shown_stamp(form))
    except HanascoreError as error:
        status = status_of(error)
        # The sheet as typed stays in the form.  Refused as stale, the form takes the game's
        # stamp now: saving again, told what happened, corrects the game as it now stands.
        stale = any(problem.code == Code.STALE for problem in error.problems)
        if stale:
            with suppress(HanascoreError):
                stamp = kept_game(request, game_id).stamp
        return page(
            request,
            "edit.html",
            status=status,
            game_id=game_id,
            number=number,
            text=text,
            stamp=stamp,
            problems=error.problems,
            # The sheet is typed here: its problems name its keys, as the terminal's do.  A
            # stale one is about no key of the sheet (it comes alone, the sheet read already).
            sheet_typed=not stale,
        )
    # Back to the corrected round on the game's page (as the correction left it): on the page
    # of every round where it is older than the newest the page explains.
    newest = _shown(planned.after.rows, every=False)
    shown = any(isinstance(row, ReplayedRound) and row.number == number for row in newest)
    return RedirectResponse(f"/games/{game_id}{'' if shown else '?rounds=all'}#round-{number}", status_code=303)
