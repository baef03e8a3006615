"""A season's rankings and the list of seasons on the terminal (rich): the ``table`` format of
``season show`` and ``season list`` (:mod:`hanascore.views.outputs`), names shown as text,
never as markup."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import Console
from rich.table import Table

from hanascore.core.words import Language, say
from hanascore.ledger.season_rating import SeasonRatings
from hanascore.ledger.seasons import Season
from hanascore.views.console import safe, stdout
from hanascore.views.console import say as say_line
from hanascore.views.season import _cells, game_title, has_provisional, headers, name_cell, provisional_note, summary


def drawn(ratings: SeasonRatings, lang: Language = "en") -> None:
    """``season show``'s tables on standard output (the ``table`` format of
    :mod:`hanascore.views.outputs`)."""
    render_season(ratings, stdout(), lang)


def listed(every: Sequence[Season], counts: Mapping[int, int], lang: Language = "en") -> None:
    """``season list``'s table on standard output."""
    render_seasons(every, counts, stdout(), lang)


def render_season(ratings: SeasonRatings, console: Console, lang: Language) -> None:
    """The season on the terminal: title, period, a ranking table per game type (its name
    above it), what the mark means and how it is rated."""
    say_line(console, f"[bold]{safe(say(lang, 'season.title', name=ratings.season.name))}[/]")
    say_line(console, safe(summary(ratings, lang)))
    if not any(ranking.rows for ranking in ratings.by_game.values()):
        say_line(console, say(lang, "season.empty"))
        return
    for game, ranking in ratings.by_game.items():
        say_line(console, "")
        say_line(console, f"[bold]{safe(game_title(game, lang))}[/]")
        if not ranking.rows:
            say_line(console, say(lang, "season.game-empty"))
            continue
        table = Table(show_edge=False, box=None, padding=(0, 1), header_style="bold")
        for index, title in enumerate(headers(lang)):
            table.add_column(title, justify="left" if index == 1 else "right", no_wrap=index != 1)
        for row in ranking.rows:
            cells = _cells(row)
            cells[1] = name_cell(row, safe(cells[1]))
            table.add_row(*cells, style="dim" if row.provisional else None)
        console.print(table)
    say_line(console, "")
    if has_provisional(ratings):
        say_line(console, provisional_note(ratings.season, lang))
    say_line(console, say(lang, "season.how"))


def render_seasons(every: Sequence[Season], counts: Mapping[int, int], console: Console, lang: Language) -> None:
    """The list of seasons: name, first and last day (or open), game type (or every one), games."""
    if not every:
        say_line(console, say(lang, "season.list-empty"))
        return
    table = Table(show_edge=False, box=None, padding=(0, 1), header_style="bold")
    for key in ("season", "from", "to", "game", "games"):
        table.add_column(say(lang, f"season.col.{key}"), justify="right" if key == "games" else "left")
    open_end = say(lang, "season.open")
    for season in every:
        table.add_row(
            safe(season.name),
            season.starts or open_end,
            season.ends or open_end,
            game_title(season.game, lang) if season.game else say(lang, "season.every-game"),
            str(counts.get(season.id, 0)),
        )
    console.print(table)
