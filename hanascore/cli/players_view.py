"""The views of ``hanascore players`` (:mod:`hanascore.cli.players`' commands, the same options
and help): everyone's table on a terminal (rich), as CSV or markdown (tabulate), the changes
said, and ``players log``'s table."""

from __future__ import annotations

import csv
import io
import sys

from rich.console import Console
from rich.table import Table
from tabulate import tabulate

from hanascore.cli import players as answering
from hanascore.cli.session import note, viewed
from hanascore.core.words import Language, locale_language, say
from hanascore.ledger.people import Person, PlayerChange
from hanascore.views.console import stderr
from hanascore.views.export_csv import spreadsheet_safe
from hanascore.views.export_markdown import markdown_cell
from hanascore.views.terminal import safe


def _players(
    console: Console, persons: list[Person], unreadable: tuple[tuple[str, str], ...], output_format: str | None
) -> None:
    lang = locale_language()
    for game_id, why in unreadable:
        note(say(lang, "people.unreadable", game=game_id, why=safe(why)))
    if output_format is not None:
        sys.stdout.write(_written(persons, output_format.strip().lower(), lang))
    else:
        render_people(persons, console, lang)


def _rows(persons: list[Person]) -> list[list[object]]:
    return [[p.name, p.games, p.rounds, p.first_played, p.last_played] for p in persons]


def _written(persons: list[Person], chosen: str, lang: Language) -> str:
    """The table as CSV (the JSON's keys as its header) or markdown (the words of ``lang``)."""
    if chosen == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["name", "games", "rounds", "first_played", "last_played"])
        writer.writerows([[spreadsheet_safe(cell) for cell in row] for row in _rows(persons)])
        return buffer.getvalue()
    headers = [
        say(lang, key) for key in ("people.name", "people.games", "people.rounds", "people.first", "people.last")
    ]
    rows = [[markdown_cell(cell) for cell in row] for row in _rows(persons)]
    aligned = ["left", "right", "right", "left", "left"]
    return tabulate(rows, headers=headers, tablefmt="github", disable_numparse=True, colalign=aligned) + "\n"


def render_people(persons: list[Person], console: Console, lang: Language) -> None:
    """The table of everyone, on a terminal."""
    if not persons:
        console.print(say(lang, "people.none"))
        return
    table = Table(show_edge=False)
    table.add_column(say(lang, "people.name"))
    table.add_column(say(lang, "people.games"), justify="right")
    table.add_column(say(lang, "people.rounds"), justify="right")
    table.add_column(say(lang, "people.first"))
    table.add_column(say(lang, "people.last"))
    for person in persons:
        table.add_row(
            safe(person.name), str(person.games), str(person.rounds), person.first_played[:10], person.last_played[:10]
        )
    console.print(table)


def _changed(console: Console, done: PlayerChange) -> None:
    words = say(
        locale_language(),
        f"people.done.{done.kind}",
        old=safe(done.old),
        new=safe(done.new),
        count=len(done.games),
        games=", ".join(done.games),
    )
    note(words)


def _log(console: Console, changes: list[PlayerChange]) -> None:
    render_log(changes, console, locale_language())


def render_log(changes: list[PlayerChange], console: Console, lang: Language) -> None:
    """The changes, oldest first, on a terminal."""
    if not changes:
        stderr().print(say(lang, "people.log.none"))
        return
    table = Table(show_edge=False)
    for key in ("people.log.at", "people.log.change", "people.log.games"):
        table.add_column(say(lang, key))
    for change in changes:
        what = say(lang, f"people.log.{change.kind}", old=safe(change.old), new=safe(change.new))
        table.add_row(change.at, what, ", ".join(change.games))
    console.print(table)


app = answering.players_app(
    viewed(answering.players, _players),
    viewed(answering.rename, _changed),
    viewed(answering.merge, _changed),
    viewed(answering.log, _log),
)
