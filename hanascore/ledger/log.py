"""The ledger's log (``export --format jsonl``, read back by ``import``): one JSON object a line.

Each game is a ``game`` line (what ``new`` fixes: the definition) followed by a line per entry
in the order they were made: ``round`` (the sheet as entered, who dealt it, and for readers
its result and the running totals), ``adjustment``, ``note``, and ``rename`` where a player of
the game was renamed or merged (``players rename``/``merge``) between its entries.  Every line
carries the format's version ``v``.  A log of several games is their logs one after another,
so that a club merges its tables' logs by importing them (or by joining the files).

The pydantic models here are the format's one description: the export writes its lines with
them, ``import`` validates each line with them, and ``hanascore schema export`` prints their
JSON Schema.  Reading a game's lines turns them into the game document ``import`` reads
(:mod:`hanascore.ledger.importing`), so that both are checked, replayed and refused alike; a
``rename`` line is for readers: the game's lines already carry the names as renamed.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, msg
from hanascore.games import find_game
from hanascore.games.sheets import read_sheet
from hanascore.ledger.definition import GameDefinition
from hanascore.ledger.documents import FORMAT_NAME, FORMAT_VERSION, DefinitionDocument
from hanascore.ledger.importing import import_document
from hanascore.ledger.replay import Entry, Ledger

#: The log format's version, on every line as ``v``.
LOG_VERSION = 1


class _Line(BaseModel):
    """What every line starts with: the log format's version."""

    model_config = ConfigDict(extra="ignore", defer_build=True)
    v: Literal[1] = Field(description="The log format's version.")


class _GameHead(_Line):
    type: Literal["game"]


# The bases in this order put the version and the type first, then the definition's fields.
class GameLine(DefinitionDocument, _GameHead):
    """A game: what ``hanascore new`` fixes for all of its rounds.  The lines after it, up to
    the next game line, are its entries in the order they were made."""


class RoundLine(_Line):
    """A round: its sheet's text as entered (``show N --sheet`` gives it back) and who dealt
    it; ``result`` (``score --json``'s object) and ``totals`` are written for readers, and an
    import re-derives them (saying where a result differs)."""

    type: Literal["round"]
    round: int = Field(description="The round's number in its game (written for readers; an import numbers rounds).")
    dealer: str
    sheet: str = Field(description="The round's sheet, as entered.")
    written_back: bool = Field(
        default=False,
        description="True when the sheet came as data (an older ledger, an import without text): "
        "the text is hanascore's writing of it (written only when true).",
    )
    result: dict[str, Any] | None = Field(default=None, description="What the round came to: score --json's object.")
    totals: dict[str, int] | None = Field(default=None, description="Each party's running total after the round.")


class AdjustmentLine(_Line):
    """An adjustment of one party's total, with its reason."""

    type: Literal["adjustment"]
    party: str
    amount: int
    reason: str
    totals: dict[str, int] | None = Field(default=None, description="Each party's running total after it.")


class NoteLine(_Line):
    """A note kept with the game (``hanascore note``)."""

    type: Literal["note"]
    text: str


class RenameLine(_Line):
    """A player of the game renamed, or merged into another person (``players rename`` and
    ``players merge``), at this point of its entries.  The game's lines carry the new name
    already: an import does not apply it again."""

    type: Literal["rename"]
    kind: Literal["rename", "merge"]
    old: str
    new: str
    at: str = Field(description="When it was done (UTC, ISO 8601).")


LogLine = Annotated[GameLine | RoundLine | AdjustmentLine | NoteLine | RenameLine, Field(discriminator="type")]


@functools.cache
def line_adapter() -> TypeAdapter[Any]:
    """The validator of one line (built when first used: an export writes lines, it never
    validates one)."""
    return TypeAdapter(LogLine)


def log_schema() -> dict[str, Any]:
    """The log's JSON Schema: the schema of each line (``hanascore schema export``)."""
    schema = line_adapter().json_schema()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"hanascore ledger log, version {LOG_VERSION}",
        "description": (
            "hanascore export --format jsonl: one JSON object a line, each valid against this schema. "
            "A game line, then a line per entry of that game in the order made (round, adjustment, "
            "note, rename), then the next game's line."
        ),
        **schema,
    }


def line_text(line: BaseModel) -> str:
    """One line of the log: its JSON object (a round's ``written_back`` only when true)."""
    exclude = {"written_back"} if isinstance(line, RoundLine) and not line.written_back else None
    return json.dumps(line.model_dump(exclude=exclude), ensure_ascii=False)


def looks_like_log(text: str) -> bool:
    """True when ``text`` reads as a log: its first line is a JSON object with a version and a
    type (a game document is one object spread over lines, or has neither key)."""
    first = text.removeprefix("\ufeff").lstrip().split("\n", 1)[0]
    try:
        data = json.loads(first)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and "v" in data and "type" in data


def _read_lines(text: str) -> tuple[list[tuple[int, Any]], list[Problem]]:
    """Each non-blank line (its number, the line validated), and every line's problems."""
    lines: list[tuple[int, Any]] = []
    problems: list[Problem] = []
    adapter = line_adapter()
    for number, raw in enumerate(text.removeprefix("\ufeff").split("\n"), start=1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError) as error:
            problems.append(
                Problem(Code.BAD_EXPORT, msg("bad-export.log-line", line=number, error=error), f"line {number}")
            )
            continue
        version = data.get("v") if isinstance(data, dict) else None
        if type(version) is int and version > LOG_VERSION:
            problems.append(
                Problem(Code.BAD_EXPORT, msg("bad-export.log-version", version=version), f"line {number}.v")
            )
            continue
        try:
            lines.append((number, adapter.validate_python(data)))
        except ValidationError as error:
            problems += [
                Problem(
                    Code.BAD_EXPORT,
                    str(item["msg"]),
                    ".".join([f"line {number}", *(str(part) for part in item["loc"][1:])]),
                )
                for item in error.errors()
            ]
    return lines, problems


def _games(lines: list[tuple[int, Any]]) -> Iterator[list[tuple[int, Any]]]:
    """The lines by game: each game's line with its entries' lines."""
    game: list[tuple[int, Any]] = []
    for number, line in lines:
        if isinstance(line, GameLine) and game:
            yield game
            game = []
        game.append((number, line))
    if game:
        yield game


def _document(lines: list[tuple[int, Any]]) -> tuple[dict[str, Any], list[int], list[Problem]]:
    """A game's lines as the game document ``import`` reads, the line of each of its entries,
    and the problems of its rounds' texts (each named by its line)."""
    (first, head), rest = lines[0], lines[1:]
    if not isinstance(head, GameLine):
        kind = getattr(head, "type", "?")
        problem = Problem(Code.BAD_EXPORT, msg("bad-export.log-first", line=first, kind=kind), f"line {first}")
        return {}, [], [problem]
    try:
        game = find_game(head.game)
    except HanascoreError:  # the definition's own check names it
        game = None
    entries: list[dict[str, Any]] = []
    places: list[int] = []
    problems: list[Problem] = []
    rounds = 0
    for number, line in rest:
        if isinstance(line, RoundLine):
            rounds += 1
            try:
                sheet = read_sheet(line.sheet, game).to_dict()
            except HanascoreError as error:
                problems += [
                    Problem(p.code, msg("prefix.round", number=rounds, message=p.words), f"line {number}")
                    for p in error.problems
                ]
                continue
            text = None if line.written_back else line.sheet
            entries.append(
                {"kind": "round", "dealer": line.dealer, "sheet": sheet, "text": text, "result": line.result}
            )
        elif isinstance(line, AdjustmentLine):
            entries.append({"kind": "adjustment", "party": line.party, "amount": line.amount, "reason": line.reason})
        elif isinstance(line, NoteLine):
            entries.append({"kind": "note", "text": line.text})
        else:  # a rename: already in the names of the game's lines
            continue
        places.append(number)
    definition = head.model_dump(exclude={"v", "type"})
    document = {"format": FORMAT_NAME, "version": FORMAT_VERSION, **definition, "entries": entries}
    return document, [first, *places], problems


def _at_line(problem: Problem, places: list[int]) -> Problem:
    """A problem of a game's document, placed at its line of the log: ``entries.K`` is the
    K-th entry's line, anything else a key of the game's line."""
    where = problem.where or ""
    parts = where.split(".")
    if parts[0] == "entries" and len(parts) > 1 and parts[1].isdigit() and int(parts[1]) < len(places):
        return Problem(problem.code, problem.words, ".".join([f"line {places[int(parts[1])]}", *parts[2:]]))
    if where in ("", "FILE"):
        return Problem(problem.code, problem.words, f"line {places[0]}")
    return Problem(problem.code, problem.words, f"line {places[0]}.{where}")


def import_log(text: str, source: str) -> list[tuple[GameDefinition, list[Entry], Ledger, list[int]]]:
    """Every game of a log read back and replayed as ``import`` reads a game document: each
    game's definition, entries, ledger and the rounds whose logged result differs from the one
    re-derived here; every problem of every game at once (LedgerError), each at its line."""
    lines, problems = _read_lines(text)
    games = []
    for lines_of_game in _games(lines):
        document, places, found = _document(lines_of_game)
        problems += found
        if found or not document:
            continue
        try:
            games.append(import_document(json.dumps(document, ensure_ascii=False), source))
        except HanascoreError as error:
            problems += [_at_line(problem, places) for problem in error.problems]
    if problems:
        raise LedgerError(problems)
    return games
