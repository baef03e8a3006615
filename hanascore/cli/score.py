"""``hanascore score``: one round sheet or a batch of them, scored.

What the typer command (:mod:`hanascore.cli.round_commands`) and the ``score --json`` fast
path (:mod:`hanascore.cli.main`) share: the sheets of the command line, each one scored, and
the JSON answer.  Neither typer nor rich is imported here, so a script's ``score --json``
loads only the scoring and its JSON shapes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hanascore.cli.console import print_json, print_json_line, read_input, report_json
from hanascore.core.errors import HanascoreError
from hanascore.core.result import RoundResult
from hanascore.games.scoring import score_text
from hanascore.views.round_shapes import result_json

#: A line of ``---`` between two sheets of a stream.
SEPARATOR = re.compile(r"^---[ \t]*\r?$", re.MULTILINE)


def sheets_of(sources: list[str]) -> list[tuple[str, str | HanascoreError]]:
    """Each sheet to score, named, as text (or the error reading it): the files in order,
    and standard input (``-``) split at lines of ``---``."""
    found: list[tuple[str, str | HanascoreError]] = []
    for source in sources:
        try:
            text = read_input(source)
        except HanascoreError as error:
            found.append((source, error))
            continue
        parts = SEPARATOR.split(text) if source == "-" else [text]
        if len(parts) == 1:
            found.append((source, text))
        else:
            found.extend((f"-#{number}", part) for number, part in enumerate(parts, start=1) if part.strip())
    return found


def scored(sheets: list[tuple[str, str | HanascoreError]]) -> Iterator[tuple[str, RoundResult | HanascoreError]]:
    """Each sheet of :func:`sheets_of`, named, with its result or its problems (one at a time,
    so that each is printed as soon as it is scored)."""
    for name, text in sheets:
        try:
            if isinstance(text, HanascoreError):
                raise text
            yield name, score_text(text)
        except HanascoreError as error:
            yield name, error


def score_json(sources: list[str]) -> int:
    """``score --json``: every sheet of ``sources`` scored and printed as JSON (a batch: one
    line per sheet); the exit status (2 when any sheet is wrong)."""
    sheets = sheets_of(sources)
    batch = len(sheets) > 1
    status = 0
    for _, outcome in scored(sheets):
        if isinstance(outcome, HanascoreError):
            status = report_json(outcome, lines=batch)
        else:
            (print_json_line if batch else print_json)(result_json(outcome))
    return status
