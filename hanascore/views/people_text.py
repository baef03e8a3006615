"""Everyone who plays in the ledger's games as a markdown table (tabulate), apart from
:mod:`hanascore.views.people`, so that the CSV and the terminal's table load no tabulate."""

from __future__ import annotations

from collections.abc import Sequence

from tabulate import tabulate

from hanascore.core.words import Language
from hanascore.ledger.people import Person
from hanascore.views.markdown_tables import markdown_cell
from hanascore.views.people import headers, people_rows


def people_markdown(persons: Sequence[Person], lang: Language = "en") -> str:
    """Everyone as a GitHub markdown table, its headers in ``lang``, every name escaped."""
    rows = [[markdown_cell(cell) for cell in row] for row in people_rows(persons)]
    aligned = ["left", "right", "right", "left", "left"]
    return tabulate(rows, headers=headers(lang), tablefmt="github", disable_numparse=True, colalign=aligned) + "\n"
