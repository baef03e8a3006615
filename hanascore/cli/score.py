"""``hanascore score``: one round sheet or a batch of them, scored and printed.

Shared by the typer command and by :mod:`hanascore.cli.main`, which runs the plain forms of
``score`` without building the command-line app, so both print the same bytes.
"""

from __future__ import annotations

import re
import sys

from hanascore.cli.console import print_json, print_json_line, read_input, report, stdout
from hanascore.core.errors import Code, HanascoreError, Problem, msg
from hanascore.core.words import Language, locale_language

#: ``--lang``: the language of the views (``score`` and the ledger views).
LANG_HELP = "The language of the view: en or ja (default: Japanese under a ja locale, else English). --json ignores it."

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


def choose_language(lang: str | None) -> Language:
    """The views' language: ``--lang`` (None: the locale's); another value is a usage problem."""
    if lang is None:
        return locale_language()
    chosen = lang.strip().lower()
    if chosen != "en" and chosen != "ja":
        raise HanascoreError(Problem(Code.USAGE, msg("usage.unknown-lang", lang=lang), "--lang"))
    return chosen


def run_score(sources: list[str], as_json: bool = False, lang: str | None = None) -> int:
    """Score every sheet of ``sources`` and print each result; the exit status (2 when any
    sheet is wrong).  One sheet prints as before; several print one JSON line each.
    ``lang`` sets the views' language (JSON has none)."""
    from hanascore.games.scoring import score_text

    language: Language = "en"
    if lang is not None or not as_json:  # JSON has no language: the fast path skips it
        try:
            language = choose_language(lang)
        except HanascoreError as error:
            return report(error, as_json)

    sheets = sheets_of(sources)
    batch = len(sheets) > 1
    status = 0
    for name, text in sheets:
        try:
            if isinstance(text, HanascoreError):
                raise text
            result = score_text(text)
        except HanascoreError as error:
            if batch and not as_json:
                sys.stderr.write(f"{name}:\n")
            status = report(error, as_json, lines=batch, lang=language)
            continue
        if as_json:
            from hanascore.views.shapes import result_json

            (print_json_line if batch else print_json)(result_json(result))
            continue
        from hanascore.games import find_game
        from hanascore.views.terminal import render_result

        console = stdout()
        if batch:
            console.rule(name)
        render_result(result, find_game(result.game), console, language)
    return status
