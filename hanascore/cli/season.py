"""``hanascore season``: seasons of a ledger's games and the players' ratings over them.

``season new NAME [--game GAME] [--from DAY] [--to DAY] [--min-games N] [--include-unfinished]``
makes one (the games started in the period, of one game type with ``--game``),
``season add``/``season remove GAME-ID`` adjust it by hand, ``season list`` lists them and
``season show [NAME]`` gives the rankings, one per game type (the latest season by default):
JSON (the contract's), the terminal's tables, markdown, CSV or a self-contained HTML report,
written by the output registry (:mod:`hanascore.views.outputs`), which loads a format's module
only when it is asked for (``season show --json`` loads no rich, tabulate nor jinja2).
The ratings are kept per season revision (:func:`hanascore.ledger.season_kept.kept_season_ratings`):
only the HTML report, which lists the games, reads their records.  The work is
:mod:`hanascore.ledger.seasons`' and its rating's.
"""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from hanascore.cli.completion import complete_game_id
from hanascore.cli.console import choose_language, print_json
from hanascore.cli.game_completion import complete_game_kind
from hanascore.cli.options import (
    DbOption,
    JsonOption,
    LangOption,
    OutputOption,
    SeasonFormatOption,
    note,
    reported,
    run_json,
    write_rows,
)
from hanascore.core.words import Language, say
from hanascore.ledger.actions import open_store, opened
from hanascore.ledger.records import GameRecord, read_records
from hanascore.ledger.season_kept import kept_season_ratings
from hanascore.ledger.season_rating import SeasonRatings, season_json
from hanascore.ledger.seasons import (
    DEFAULT_MIN_GAMES,
    Season,
    add_game,
    create_season,
    find_season,
    remove_game,
    season_counts,
    season_games,
    season_listing_json,
    seasons,
)
from hanascore.views.outputs import chosen_format

NameArgument = Annotated[str, typer.Argument(metavar="NAME", help="The season's name (case is ignored).")]
GameArgument = Annotated[
    str,
    typer.Argument(metavar="GAME-ID", help="The game ('hanascore games' lists them).", autocompletion=complete_game_id),
]


def _language(lang: str | None, json_output: bool) -> Language:
    return run_json(json_output, lambda: choose_language(lang))


@reported
def new(
    name: NameArgument,
    starts: Annotated[
        str | None, typer.Option("--from", metavar="DAY", help="First day (YYYY-MM-DD, UTC) of games started.")
    ] = None,
    ends: Annotated[
        str | None, typer.Option("--to", metavar="DAY", help="Last day (YYYY-MM-DD, UTC), included.")
    ] = None,
    game: Annotated[
        str | None,
        typer.Option(
            "--game",
            metavar="GAME",
            help="Only games of this type (koi-koi, mushi, ...); without it each type is rated apart.",
            autocompletion=complete_game_kind,
        ),
    ] = None,
    min_games: Annotated[
        int,
        typer.Option(
            "--min-games",
            metavar="N",
            help="Rated games a player needs to be ranked; with fewer they are provisional.",
        ),
    ] = DEFAULT_MIN_GAMES,
    include_unfinished: Annotated[
        bool,
        typer.Option("--include-unfinished", help="Rate games not yet over as they stand (default: finished only)."),
    ] = False,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Make a season of the games started in a period.

    --from and --to are its first and last days (either end may stay open); without dates,
    every game of the ledger, later ones included.  --game keeps one game type; without it
    each game type is rated apart (a Koi-Koi duel and a Hachi-Hachi table are other skills).
    Only finished games are rated unless --include-unfinished; a player is provisional until
    they played --min-games rated games."""
    language = _language(lang, json_output)

    def make() -> tuple[Season, int]:
        with open_store(db, write=True, create=True) as store:
            season = create_season(
                store, name, starts, ends, game=game, min_games=min_games, include_unfinished=include_unfinished
            )
        with opened(db) as store:
            return season, season_counts([season], read_records(store))[season.id]

    season, games = run_json(json_output, make)
    if json_output:
        print_json(season_listing_json([season], {season.id: games})["seasons"][0])
    else:
        note(say(language, "season.made", name=season.name, games=games))


def _adjust(name: str, game_id: str, included: bool, lang: str | None, json_output: bool, db: str | None) -> None:
    language = _language(lang, json_output)

    def change() -> tuple[Season, str]:
        with open_store(db, write=True) as store:
            return (add_game if included else remove_game)(store, name, game_id)

    season, game = run_json(json_output, change)
    if json_output:
        print_json({"season": season.name, "game": game, "included": included})
    else:
        note(say(language, "season.added" if included else "season.removed", name=season.name, game=game))


@reported
def add(
    name: NameArgument,
    game_id: GameArgument,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Put a game into a season, whenever it was started."""
    return _adjust(name, game_id, True, lang, json_output, db)


@reported
def remove(
    name: NameArgument,
    game_id: GameArgument,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """Leave a game out of a season, even one started in its period."""
    return _adjust(name, game_id, False, lang, json_output, db)


@reported
def list_seasons(lang: LangOption = None, json_output: JsonOption = False, db: DbOption = None) -> None:
    """List the seasons: name, period and games."""
    language = _language(lang, json_output)

    def read() -> tuple[list[Season], dict[int, int]]:
        with opened(db) as store:
            every = seasons(store)
            return every, season_counts(every, read_records(store)) if every else {}

    every, counts = run_json(json_output, read)
    if json_output:
        print_json(season_listing_json(every, counts))
    else:
        write_rows("seasons", "table", every, counts, lang=language)


@reported
def show(
    name: Annotated[str | None, typer.Argument(metavar="NAME", help="The season (default: the latest made).")] = None,
    format: SeasonFormatOption = None,
    output: OutputOption = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> None:
    """A season's rankings, one per game type, by each player's rating.

    Each player's games, rating (openskill's Plackett-Luce on each game's placements), its
    interval (mu ± 2 sigma) and its change in their last game, ranked by the conservative
    estimate; players with fewer games than the season's minimum are provisional, listed
    below the ranked."""
    chosen = run_json(json_output, lambda: chosen_format("season show", format, output)) or "table"
    language = _language(lang, json_output)

    def read() -> tuple[SeasonRatings, tuple[GameRecord, ...]]:
        with opened(db) as store:
            season = find_season(store, name)
            ratings = kept_season_ratings(store, season)
            # The HTML report lists the season's games: only it reads their records.
            games = season_games(season, read_records(store).games) if chosen == "html" else ()
        return ratings, games

    ratings, games = run_json(json_output, read)
    for game, problem in ratings.unreadable:  # said beside the answer, which goes on without them
        unreadable = say(language, "season.unreadable", game=game, problem=problem)
        if json_output:
            sys.stderr.write(unreadable + "\n")
        else:
            note(unreadable, "yellow")
    if json_output:
        print_json(season_json(ratings))
        return
    listed = {"games": games} if chosen == "html" else {}  # the HTML report lists the season's games
    write_rows("season", chosen, ratings, output=output, lang=language, **listed)
    if output is not None:
        note(say(language, "season.wrote", name=ratings.season.name, path=output))


#: The ``season`` group.
app = typer.Typer(
    help="Seasons: the games of a period, and each player's rating over them (openskill).",
    add_completion=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.command("new")(new)
app.command("add")(add)
app.command("remove")(remove)
app.command("list")(list_seasons)
app.command("show")(show)
