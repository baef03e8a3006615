"""Everyone who plays in the ledger's games (``hanascore players``) as rows, and as CSV: the
JSON's keys as its header, text guarded for spreadsheets.  Markdown is
:mod:`~hanascore.views.people_text`'s (tabulate), the terminal's table
:mod:`~hanascore.views.people_terminal`'s (rich): each loaded only for its format
(:mod:`hanascore.views.outputs`)."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from hanascore.core.text import spreadsheet_safe
from hanascore.core.words import Language, say
from hanascore.ledger.people import Person

#: The columns: the JSON's keys (CSV's header) and the words of the other formats' headers.
COLUMNS = {
    "name": "people.name",
    "games": "people.games",
    "rounds": "people.rounds",
    "first_played": "people.first",
    "last_played": "people.last",
}


def people_rows(persons: Sequence[Person]) -> list[list[object]]:
    """A row per person, in :data:`COLUMNS`' order."""
    return [[p.name, p.games, p.rounds, p.first_played, p.last_played] for p in persons]


def headers(lang: Language) -> list[str]:
    """The columns' headers in ``lang``."""
    return [say(lang, key) for key in COLUMNS.values()]


def people_csv(persons: Sequence[Person], lang: Language = "en") -> str:
    """Everyone as CSV, its header the JSON's keys whatever ``lang``."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(list(COLUMNS))
    writer.writerows([[spreadsheet_safe(cell) for cell in row] for row in people_rows(persons)])
    return buffer.getvalue()
