"""``hanascore players`` on a terminal (rich): everyone's table, the names changed said, and
``players log``'s table."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

from hanascore.core.words import Language, say
from hanascore.ledger.people import Person, PlayerChange
from hanascore.views.console import safe, stderr, stdout
from hanascore.views.people import headers


def drawn(persons: Sequence[Person], lang: Language = "en") -> None:
    """Everyone's table on standard output (the ``table`` format of :mod:`hanascore.views.outputs`)."""
    render_people(persons, stdout(), lang)


def render_people(persons: Sequence[Person], console: Console, lang: Language) -> None:
    """The table of everyone, on a terminal."""
    if not persons:
        console.print(say(lang, "people.none"))
        return
    table = Table(show_edge=False)
    for index, header in enumerate(headers(lang)):
        table.add_column(header, justify="right" if index in (1, 2) else "left")
    for person in persons:
        table.add_row(
            safe(person.name), str(person.games), str(person.rounds), person.first_played[:10], person.last_played[:10]
        )
    console.print(table)


def logged(changes: Sequence[PlayerChange], lang: Language = "en") -> None:
    """``players log``'s table on standard output (the ``table`` format)."""
    render_log(changes, stdout(), lang)


def render_log(changes: Sequence[PlayerChange], console: Console, lang: Language) -> None:
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
