"""``hanascore import``: a game document (:mod:`hanascore.ledger.documents`) read back,
checked as the commands check what they store, and replayed."""

from __future__ import annotations

import codecs
import json
from collections.abc import Iterable
from typing import Any

from pydantic import ValidationError

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, Words, msg
from hanascore.core.numbers import whole_number
from hanascore.core.sheet import looks_like_toml
from hanascore.core.text import MAX_EXPORT, decode_sheet
from hanascore.games.sheets import load_sheet, read_sheet, sheet_text
from hanascore.ledger.definition import adjustment_problems, build_definition, note_problems
from hanascore.ledger.documents import FORMAT_VERSION, AdjustmentDocument, GameDocument, NoteDocument
from hanascore.ledger.replay import (
    Entry,
    GameDefinition,
    Ledger,
    RoundEntry,
    replay,
    seated_dealers,
)

#: Where an import reports a problem with the game it defines: the document's own keys.
_DOCUMENT_KEYS = {
    "players": "players",
    "teams": "teams",
    "dealer": "dealer",
    "variant": "variant",
    "house": "house",
    "rounds": "length.rounds",
    "target": "length.target",
    "name": "name",
}


def read_game_document(data: Any) -> GameDocument:
    """An exported game's document, checked (LedgerError on a bad file: each problem where
    it is in the file), its entries checked as the commands that make them check them."""
    try:
        document = GameDocument.model_validate(data)
    except ValidationError as error:
        problems = [
            Problem(
                Code.BAD_EXPORT,
                f"{item['msg']}",
                ".".join(str(part) for part in item["loc"] if not str(part).startswith("_")) or "file",
            )
            for item in error.errors()
        ]
        raise LedgerError(problems) from None
    if document.version > FORMAT_VERSION:
        raise LedgerError(
            Problem(Code.BAD_EXPORT, msg("bad-export.export-format", version=document.version), "version")
        )
    problems: list[Problem] = []
    for number, item in enumerate(document.entries, start=1):
        if isinstance(item, AdjustmentDocument):
            # An import makes the entries the commands would have made: the same checks.
            problems += adjustment_problems(item.amount, item.reason, where=f"entries.{number}")
        elif isinstance(item, NoteDocument):
            problems += note_problems(item.text, where=f"entries.{number}")
        # A round's sheet is shape-checked and scored when the import replays it.
    if problems:
        raise LedgerError(problems)
    return document


#: The characters a JSON text can begin with (after spaces): any other is no JSON at all.
_JSON_STARTS = frozenset(b'{["-0123456789tfn')
_BYTE_ORDER_MARKS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")


def read_document(chunks: Iterable[bytes], source: str) -> str:
    """The text of a file given to ``import``, read from ``chunks`` (its bytes as they come,
    :data:`MAX_BODY` at a time, as the page reads a body) no further than it can be a game
    document: a NUL byte (``/dev/zero``, a picture, a database; JSON text holds none) or a
    first character no JSON begins with is refused at once, and so is more than
    :data:`MAX_EXPORT` bytes; each refusal says the file is no game document."""
    data = bytearray()
    opened = False  # the first character is known (and is one a JSON text begins with)
    for chunk in chunks:
        data += chunk
        if len(data) > MAX_EXPORT:
            raise LedgerError(
                Problem(Code.BAD_EXPORT, msg("bad-export.too-long", source=source, limit=MAX_EXPORT), "FILE")
            )
        wide = data.startswith(_BYTE_ORDER_MARKS[1:])  # UTF-16: every other byte of ASCII is NUL
        if not wide and b"\x00" in chunk:
            raise _binary(source)
        if not opened and not wide:
            start = bytes(data).removeprefix(_BYTE_ORDER_MARKS[0]).lstrip()
            opened = bool(start)
            if start and start[0] not in _JSON_STARTS:
                raise _not_json(bytes(data), source)
    return decode_sheet(bytes(data), source, MAX_EXPORT)


def _binary(source: str) -> LedgerError:
    """The problem of a file of bytes that are no text: no game document."""
    return LedgerError(
        Problem(Code.BAD_EXPORT, msg("bad-export.not-a-game", source=source, kind=msg("looks.binary")), "FILE")
    )


def _not_json(data: bytes, source: str) -> LedgerError:
    """The problem of a file that begins with no JSON: what it looks like (bytes that are
    no UTF-8 are binary; a character cut at the end of what was read is no fault of it)."""
    text = codecs.getincrementaldecoder("utf-8")("replace").decode(data, final=False)
    if "\ufffd" in text:
        return _binary(source)
    return not_a_game(text, source, error=_json_error(text))


def _json_error(text: str) -> Exception | None:
    """Why ``text`` is no JSON, as the JSON reader says it."""
    try:
        json.loads(text.removeprefix("\ufeff"), parse_int=whole_number)
    except (json.JSONDecodeError, RecursionError) as error:
        return error
    return None


def looks_like(text: str, data: Any = None, error: Exception | None = None) -> Words:
    """What a file given to ``import`` that is no game document looks like, in words (the
    other things hanascore writes, so that the user knows which command reads it)."""
    stripped = text.removeprefix("\ufeff").strip()
    first = stripped.split("\n", 1)[0].strip().lower()
    if not stripped:
        key = "looks.empty"
    elif isinstance(data, dict):
        keys = set(data)
        if {"parties", "leaders"} <= keys:
            key = "looks.standings"
        elif {"parties", "winner"} <= keys:
            key = "looks.result"
        elif "entries" in keys:
            key = "looks.history"
        else:
            key = "looks.other-json"
    elif isinstance(data, list) and data and all(isinstance(row, dict) and "kind" in row for row in data):
        key = "looks.history"  # history --json: one row per round or adjustment
    elif data is not None:
        key = "looks.other-json"
    elif first.startswith("<"):
        key = "looks.html"
    elif first.startswith("round,") or first.startswith("'round,"):
        key = "looks.csv"
    elif first.startswith("# ") or stripped.startswith("|"):
        key = "looks.markdown"
    elif looks_like_toml(stripped) or ":" in first:
        key = "looks.sheet"
    else:
        key = "looks.text"
    return msg(key, error=error) if key == "looks.text" else msg(key)


def not_a_game(text: str, source: str, data: Any = None, error: Exception | None = None) -> LedgerError:
    """The problem of a file that is no game document: what ``import`` reads, and what the
    file looks like instead."""
    kind = looks_like(text, data, error)
    return LedgerError(Problem(Code.BAD_EXPORT, msg("bad-export.not-a-game", source=source, kind=kind), "FILE"))


def import_document(text: str, source: str) -> tuple[GameDefinition, list[Entry], Ledger, list[int]]:
    """An exported game read back and replayed: its definition, entries, ledger, and the
    rounds whose exported result differs from the one re-derived here."""
    try:
        # A byte-order mark is no part of it; a number too long for Python is read as the
        # checks then refuse (said by its length), not raised as a bug.
        data = json.loads(text.removeprefix("\ufeff"), parse_int=whole_number)
    except json.JSONDecodeError as error:
        raise not_a_game(text, source, error=error) from None
    except RecursionError:
        raise LedgerError(Problem(Code.BAD_EXPORT, msg("bad-export.nested-too", source=source), "FILE")) from None
    if not isinstance(data, dict) or "format" not in data:  # no game document at all
        raise not_a_game(text, source, data)
    document = read_game_document(data)
    definition = build_definition(**document.definition_arguments(), keys=_DOCUMENT_KEYS)
    read, differing = _entries(definition, document)
    entries = seated_dealers(definition, read)
    # The sheets' own problems first (a round whose text differs is replayed from its sheet
    # here), then the texts that are not their sheets.
    ledger = replay(definition, entries)
    if differing:
        raise LedgerError(differing)
    if ledger.ended_after is not None and ledger.ended_after < ledger.rounds_played:
        raise LedgerError(
            Problem(
                Code.BAD_EXPORT,
                msg(
                    "bad-export.game-ended",
                    ended_after=ledger.ended_after,
                    length=_length(definition),
                    rounds_played=ledger.rounds_played,
                ),
                "length",
            )
        )
    return definition, entries, ledger, _rescored(data, ledger)


def _length(definition: GameDefinition) -> str:
    return f"{definition.rounds} rounds" if definition.rounds is not None else f"first to {definition.target}"


def _entries(definition: GameDefinition, document: GameDocument) -> tuple[list[Entry], list[Problem]]:
    """The document's entries as the ledger keeps them, and the rounds whose text is not the
    sheet the document says it is (the text is what ``show --sheet`` gives back, the sheet
    what other programs read).  A round is kept as its text; a round without its text
    (exported from a round kept as data), or with a text that differs, as the text hanascore
    writes for its sheet."""
    game = definition.table.game
    entries: list[Entry] = []
    problems = []
    number = 0
    for item in document.entries:
        if isinstance(item, AdjustmentDocument | NoteDocument):
            entries.append(item.entry())
            continue
        number += 1
        if item.text is not None:
            try:
                same = read_sheet(item.text, table=definition.table).to_dict() == item.sheet
            except HanascoreError:  # a text that does not even read cannot be the sheet
                same = False
            if same:
                entries.append(RoundEntry(text=item.text, dealer=item.dealer))
                continue
            problems.append(
                Problem(
                    Code.BAD_EXPORT,
                    msg("bad-export.round-text", number=number),
                    f"entries.{number}",
                )
            )
        try:
            raw = load_sheet(item.sheet)
        except HanascoreError as error:  # said as a replay says a round's problems
            said = [Problem(p.code, f"round {number}: {p.message}", p.where) for p in error.problems]
            raise LedgerError(said) from None
        entries.append(RoundEntry(text=sheet_text(raw.to_dict(), game), dealer=item.dealer, written_back=True))
    return entries, problems


def _rescored(data: dict[str, Any], ledger: Ledger) -> list[int]:
    """The rounds whose exported result differs from the one re-derived here (an export of
    another version): their numbers."""
    exported = [e.get("result") for e in data.get("entries", []) if isinstance(e, dict) and e.get("kind") == "round"]
    differences = []
    for row, result in zip(ledger.rounds, exported, strict=False):
        if not isinstance(result, dict):
            continue
        derived = {p.name: p.score for p in row.result.parties}
        if derived != {p.get("name"): p.get("score") for p in result.get("parties", []) if isinstance(p, dict)}:
            differences.append(row.number)
    return differences
