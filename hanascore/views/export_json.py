"""A game as a JSON document (:class:`~hanascore.ledger.documents.GameDocument`): the facts
``import`` reads back, and the results derived from them for people and other programs."""

from __future__ import annotations

import json
from typing import Any

from hanascore.core.text import json_safe
from hanascore.core.words import Language
from hanascore.ledger.documents import (
    AdjustmentDocument,
    GameDocument,
    NoteDocument,
    RoundDocument,
    adjustment_document,
    note_document,
    round_document,
)
from hanascore.ledger.documents import game_document as document_of
from hanascore.ledger.replay import Ledger, ReplayedNote, ReplayedRound
from hanascore.views.shapes import result_json, standings_json


def game_document(game_id: str, ledger: Ledger) -> GameDocument:
    """A complete game: its definition and entries (the facts) plus results for reading."""
    entries: list[RoundDocument | AdjustmentDocument | NoteDocument] = [
        round_document(row.number, row.entry, row.sheet.to_dict(), result_json(row.result), row.totals)
        if isinstance(row, ReplayedRound)
        else note_document(row.entry)
        if isinstance(row, ReplayedNote)
        else adjustment_document(row.entry, row.totals)
        for row in ledger.rows
    ]
    return document_of(ledger.definition, entries, standings_json(game_id, ledger))


def exported(game_id: str, ledger: Ledger, *, lang: Language = "en", reasons: bool = False, bom: bool = False) -> str:
    """``export --format json`` (:data:`hanascore.views.outputs.WRITERS`; the CSV options are
    not its, and JSON has no language): the game's document as text."""
    return document_text(game_document(game_id, ledger))


def document_text(document: GameDocument | dict[str, Any]) -> str:
    """A game document as JSON text: one key a line, and each entry on a line of its own.

    Indented JSON is written by the pure-Python encoder, slow on a long game (measured: most
    of a 1,000-round export); a line per entry keeps the file readable and diff-friendly
    while the C encoder writes every line.
    """
    data = document.model_dump() if isinstance(document, GameDocument) else document
    # One encoder for every line; the document is a tree (no cycles to look out for).
    encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
    pieces = ["{\n"]
    for key, value in data.items():
        if len(pieces) > 1:
            pieces.append(",\n")
        if key == "entries" and value:
            pieces.append('  "entries": [\n    ')
            pieces.append(",\n    ".join(map(encode, value)))
            pieces.append("\n  ]")
        else:
            pieces.append(f"  {json.dumps(key)}: {encode(value)}")
    pieces.append("\n}\n")
    return json_safe("".join(pieces))
