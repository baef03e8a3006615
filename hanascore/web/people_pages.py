"""The players pages of ``hanascore serve``: read only (GET), every number from the
statistics of the ledger (:mod:`hanascore.ledger.stats`) over the games' records, as ``stats``
prints them; each page read afresh from the ledger (the records are kept per game revision, so a round
added or corrected shows at once).

The handlers are plain functions: FastAPI runs them in its thread pool, so reading the ledger
never holds up the event loop (the other pages' polling)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, Response
from markupsafe import Markup

from hanascore.core.errors import Code, HanascoreError, Problem, msg
from hanascore.core.words import Language, say
from hanascore.games import all_games
from hanascore.ledger.records import GameRecord, Records, person_key
from hanascore.ledger.stats import person_stats, stats_json
from hanascore.views.html.chart import running_totals_svg
from hanascore.web.people_reading import (
    cut,
    kept_page,
    ledger_read,
    player_address,
    records_of,
    two,
    unreadable_note,
    whole,
)
from hanascore.web.rendering import page, problem_page
from hanascore.web.words import game_name, page_language

router = APIRouter()


def yaku_label(game_id: str, yaku_id: str, lang: Language) -> str:
    """A yaku of game ``game_id`` by its name in ``lang`` (its id where the game has no such yaku)."""
    game = next((game for game in all_games() if game.id == game_id), None)
    found = next((yaku for yaku in game.yaku if yaku.id == yaku_id), None) if game else None
    if found is None:
        return yaku_id
    return found.japanese if lang == "ja" and found.japanese else found.name


def yaku_tables(made: Mapping[str, Mapping[str, int]], lang: Language) -> list[tuple[str, list[tuple[str, int]]]]:
    """The yaku a person made (``stats --json``'s ``yaku``: per game type, per yaku id, a count)
    as the page lists them: each game type by its name in ``lang``, in the order hanascore
    lists the games; its yaku by their names, the most made first."""
    order = [game.id for game in all_games()]
    tables = []
    for game_id in sorted(
        made, key=lambda game_id: (order.index(game_id) if game_id in order else len(order), game_id)
    ):
        counts = [(yaku_label(game_id, yaku_id, lang), int(count)) for yaku_id, count in made[game_id].items()]
        tables.append((game_name(game_id, lang), sorted(counts, key=lambda item: (-item[1], item[0]))))
    return tables


@router.get("/players", response_class=HTMLResponse)
def players_page(request: Request) -> Response:
    """Everyone who played in the ledger: games, games won, rounds, average place (never a
    point: points of different games do not add up)."""
    return kept_page(request, "players.html", lambda: _players(request))


def _players(request: Request) -> dict[str, Any] | Response:
    try:
        with ledger_read(request.app.state.db) as store:
            records = records_of(store)
    except HanascoreError as error:
        return problem_page(request, error)
    return {
        "players": stats_json(person_stats(records))["players"],
        "address": player_address,
        "two": two,
        "unreadable": unreadable_note(records, page_language(request)),
    }


@dataclass(frozen=True, slots=True)
class GamePoints:
    """A person's points in one game (their party's: round scores and adjustments)."""

    game: GameRecord
    points: int


def games_of(records: Records, name: str) -> list[GamePoints]:
    """The games ``name`` (any spelling of the person) played, in the order started, with the
    points their party made in each."""
    key = person_key(name)
    found = []
    for record in records.games:
        player = next((p for p in record.players if person_key(p) == key), None)
        if player is not None:
            found.append(GamePoints(record, int(record.points.get(record.party_of(player), 0))))
    return found


def points_charts(name: str, games: Sequence[GamePoints], lang: Language) -> list[tuple[str, Markup]]:
    """The person's running total of points after each game, one chart per game type (its
    name, its chart): the points of different games are never added together.  Drawn as the
    game page's chart draws a game's running totals (its words say games, not rounds)."""
    by_game: dict[str, list[GamePoints]] = {}
    for played in games:
        by_game.setdefault(played.game.game, []).append(played)
    charts = []
    for game_id, played_games in sorted(by_game.items()):
        running = 0
        history: list[Mapping[str, Any]] = []
        for index, played in enumerate(played_games, start=1):
            running += played.points
            history.append({"round": index, "totals": {name: running}})
        kind = game_name(game_id, lang)
        title = say(lang, "page.points_chart_title", name=name, count=len(played_games), game=kind)
        svg = running_totals_svg(
            history, [name], id_prefix=f"points-chart-{game_id}", standalone=False, lang=lang,
            title=title, axis=say(lang, "page.game_axis"),
        )  # fmt: skip
        charts.append((kind, Markup(svg)))
    return charts


def net_cells(by_game: Mapping[str, Mapping[str, int]], lang: Language) -> list[tuple[str, int]]:
    """A head-to-head row's net per game type (``stats --json``'s ``by_game``), each by the
    game's name in ``lang``: a net means something within its game only."""
    return [(game_name(game_id, lang), int(numbers["net"])) for game_id, numbers in by_game.items()]


@router.get("/players/{name:path}", response_class=HTMLResponse)
def person_page(request: Request, name: str) -> Response:
    """One person: games and rounds played and won and average place; per game type their
    points (in its unit), yaku and running total over its games; head to head, rival."""
    return kept_page(request, "person.html", lambda: _person(request, name))


def _person(request: Request, name: str) -> dict[str, Any] | Response:
    lang = page_language(request)
    try:
        with ledger_read(request.app.state.db) as store:
            records = records_of(store)
        found = stats_json(person_stats(records, player=name))["players"]
    except HanascoreError as error:
        if all(problem.code != Code.UNKNOWN_PLAYER for problem in error.problems):
            return problem_page(request, error, back="/players")
        # Said in the page's words: the command's (naming its argument) are the terminal's.
        missing = Problem(Code.UNKNOWN_PLAYER, msg("page.no_such_player", name=cut(name)), None)
        return page(request, "problems.html", status=404, problems=[missing], back="/players")
    person = found[0]
    games = games_of(records, person["name"])
    made = {game_id: numbers["yaku"] for game_id, numbers in person["by_game"].items() if numbers["yaku"]}
    return {
        "person": person,
        "by_game": [(game_name(game_id, lang), numbers) for game_id, numbers in person["by_game"].items()],
        "yaku": yaku_tables(made, lang),
        "games": games,
        "first": games[0].game.started[:10] if games else "",
        "last": max(g.game.last_played for g in games)[:10] if games else "",
        "charts": points_charts(person["name"], games, lang),
        "nets": net_cells,
        "address": player_address,
        "two": two,
        "whole": whole,
        "unreadable": unreadable_note(records, lang),
    }
