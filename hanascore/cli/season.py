"""``hanascore season``: seasons of a ledger's games and the players' ratings over them.

``season new NAME [--game GAME] [--from DAY] [--to DAY] [--min-games N] [--include-unfinished]``
makes one (the games started in the period, of one game type with ``--game``),
``season add``/``season remove GAME-ID`` adjust it by hand, ``season list`` lists them and
``season show [NAME]`` gives the rankings, one per game type (the latest season by default):
JSON (the contract's), the terminal's tables, markdown, CSV or a self-contained HTML report.
The ratings are kept per season revision (:func:`hanascore.ledger.season_kept.kept_season_ratings`):
only the HTML report, which lists the games, reads their records.  The work is
:mod:`hanascore.ledger.seasons`' and its rating's.  This module answers JSON and loads no rich; every command returns what
its view shows to :mod:`hanascore.cli.season_view`, which draws it (the tables, markdown
and HTML cost ``season show --json`` a twentieth of its time, measured).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from hanascore.cli.completion import complete_game_id
from hanascore.cli.game_completion import complete_game_kind
from hanascore.cli.options import DbOption, JsonOption, LangOption, answer, run_json
from hanascore.cli.score import choose_language
from hanascore.core.errors import Code, LedgerError, Problem, Words, msg
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

NameArgument = Annotated[str, typer.Argument(metavar="NAME", help="The season's name (case is ignored).")]
GameArgument = Annotated[
    str,
    typer.Argument(metavar="GAME-ID", help="The game ('hanascore games' lists them).", autocompletion=complete_game_id),
]
#: The formats ``season show`` writes besides the terminal's table.
FORMATS = ("csv", "markdown", "html")
SUFFIXES = {".csv": "csv", ".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}


def _language(lang: str | None, json_output: bool) -> Language:
    return run_json(json_output, lambda: choose_language(lang))


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
) -> tuple[Any, ...] | None:
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
    return answer(
        json_output,
        lambda: season_listing_json([season], {season.id: games})["seasons"][0],
        say(language, "season.made", name=season.name, games=games),
    )


def _adjust(
    name: str, game_id: str, included: bool, lang: str | None, json_output: bool, db: str | None
) -> tuple[Any, ...] | None:
    language = _language(lang, json_output)

    def change() -> tuple[Season, str]:
        with open_store(db, write=True) as store:
            return (add_game if included else remove_game)(store, name, game_id)

    season, game = run_json(json_output, change)
    key = "season.added" if included else "season.removed"
    return answer(
        json_output,
        lambda: {"season": season.name, "game": game, "included": included},
        say(language, key, name=season.name, game=game),
    )


def add(
    name: NameArgument,
    game_id: GameArgument,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> tuple[Any, ...] | None:
    """Put a game into a season, whenever it was started."""
    return _adjust(name, game_id, True, lang, json_output, db)


def remove(
    name: NameArgument,
    game_id: GameArgument,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> tuple[Any, ...] | None:
    """Leave a game out of a season, even one started in its period."""
    return _adjust(name, game_id, False, lang, json_output, db)


def list_seasons(
    lang: LangOption = None, json_output: JsonOption = False, db: DbOption = None
) -> tuple[Any, ...] | None:
    """List the seasons: name, period and games."""
    language = _language(lang, json_output)

    def read() -> tuple[list[Season], dict[int, int]]:
        with opened(db) as store:
            every = seasons(store)
            return every, season_counts(every, read_records(store)) if every else {}

    every, counts = run_json(json_output, read)
    return answer(json_output, lambda: season_listing_json(every, counts), every, counts, language)


def _format(chosen: str | None, output: Path | None, json_output: bool) -> str | None:
    """The format ``--format`` asks for, else ``--output``'s suffix; None: the terminal's."""
    if chosen is None:
        if output is None:
            return None
        found = SUFFIXES.get(output.suffix.lower())
        if found is None:
            run_json(json_output, lambda: _bad_format(msg("bad-format.say-which")))
        return found
    name = chosen.strip().lower()
    if name not in FORMATS:
        run_json(json_output, lambda: _bad_format(msg("bad-format.unknown-format", name=chosen)))
    return name


def _bad_format(words: Words) -> None:
    raise LedgerError(Problem(Code.BAD_FORMAT, words, "--format"))


def show(
    name: Annotated[str | None, typer.Argument(metavar="NAME", help="The season (default: the latest made).")] = None,
    format: Annotated[
        str | None,
        typer.Option("--format", "-f", metavar="csv|markdown|html", help="csv, markdown or html (a whole page)."),
    ] = None,
    output: Annotated[
        Path | None,
        typer.Option(
            "--output",
            "-o",
            metavar="FILE",
            help="Write to FILE instead of standard output (the format from its suffix: .csv, .md, .html).",
        ),
    ] = None,
    lang: LangOption = None,
    json_output: JsonOption = False,
    db: DbOption = None,
) -> tuple[Any, ...] | None:
    """A season's rankings, one per game type, by each player's rating.

    Each player's games, rating (openskill's Plackett-Luce on each game's placements), its
    interval (mu ± 2 sigma) and its change in their last game, ranked by the conservative
    estimate; players with fewer games than the season's minimum are provisional, listed
    below the ranked."""
    chosen = _format(format, output, json_output)
    language = _language(lang, json_output)

    def read() -> tuple[SeasonRatings, tuple[GameRecord, ...]]:
        with opened(db) as store:
            season = find_season(store, name)
            ratings = kept_season_ratings(store, season)
            # The HTML report lists the season's games: only it reads their records.
            games = season_games(season, read_records(store).games) if chosen == "html" else ()
        return ratings, games

    ratings, games = run_json(json_output, read)
    if json_output:  # said beside the answer, which goes on without them (the view says them in colour)
        for game, problem in ratings.unreadable:
            sys.stderr.write(say(language, "season.unreadable", game=game, problem=problem) + "\n")
    return answer(json_output, lambda: season_json(ratings), ratings, games, chosen, output, language)


def season_app(
    new_command: Callable[..., Any],
    add_command: Callable[..., Any],
    remove_command: Callable[..., Any],
    list_command: Callable[..., Any],
    show_command: Callable[..., Any],
) -> typer.Typer:
    """The ``season`` group of the commands given (this module's, which answer JSON, or the
    views' of :mod:`hanascore.cli.season_view`)."""
    group = typer.Typer(
        help="Seasons: the games of a period, and each player's rating over them (openskill).",
        add_completion=False,
        no_args_is_help=True,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    group.command("new")(new_command)
    group.command("add")(add_command)
    group.command("remove")(remove_command)
    group.command("list")(list_command)
    group.command("show")(show_command)
    return group


#: The group when the command line asks for JSON (:data:`hanascore.cli.app.JSON_COMMANDS`).
app = season_app(new, add, remove, list_seasons, show)
