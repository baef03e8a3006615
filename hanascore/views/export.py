"""A game written out for other programs: which format is asked for, and the game in it.

The formats live beside this module, each in its own module, imported only when that format
is asked for (:data:`FORMATS`, the one place of that laziness: a CSV loads neither tabulate nor
jinja2): CSV (:mod:`~hanascore.views.export_csv`), the JSON document
(:mod:`~hanascore.views.export_json`, read back by ``import``:
:mod:`hanascore.ledger.importing`), the ledger's log (:mod:`~hanascore.views.export_jsonl`),
markdown (:mod:`~hanascore.views.export_markdown`) and HTML (:mod:`hanascore.views.html.report`);
:mod:`~hanascore.views.files` writes the file.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

from hanascore.core.errors import Code, LedgerError, Problem, msg

if TYPE_CHECKING:  # types only
    from hanascore.ledger.replay import Ledger
    from hanascore.ledger.store import Store

#: Each format and the module that writes it, imported when that format is asked for: a game's
#: ``exported(game_id, ledger, reasons=, bom=)`` (the log's ``log_text(store, game_id)``).
FORMATS: dict[str, str] = {
    "csv": "hanascore.views.export_csv",
    "json": "hanascore.views.export_json",
    "markdown": "hanascore.views.export_markdown",
    "html": "hanascore.views.html.report",
    "jsonl": "hanascore.views.export_jsonl",
}

#: The format of the ledger's log (every game, or the one asked for), written from the store.
LOG_FORMAT = "jsonl"


def check_format(name: str) -> str:
    """The export format called ``name`` (any case), or LedgerError naming the formats."""
    chosen = name.strip().lower()
    if chosen not in FORMATS:
        raise LedgerError(Problem(Code.BAD_FORMAT, msg("bad-format.unknown-format", name=name), "--format"))
    return chosen


def check_csv_options(chosen: str, given: list[str]) -> None:
    """The CSV options (``given``, as typed) belong to the csv format: asked of another, they
    are a problem, not silently ignored."""
    if chosen != "csv" and given:
        raise LedgerError(
            [Problem(Code.BAD_FORMAT, msg("bad-format.belongs-csv", chosen=chosen), option) for option in given]
        )


#: The format a file's suffix asks for.
SUFFIXES = {
    ".csv": "csv",
    ".json": "json",
    ".jsonl": "jsonl",
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
}


def format_for(name: str | None, output: Path | None) -> str:
    """The format asked for by ``--format``, else by the suffix of ``--output``."""
    if name is not None:
        return check_format(name)
    if output is not None and output.suffix.lower() in SUFFIXES:
        return SUFFIXES[output.suffix.lower()]
    raise LedgerError(
        Problem(
            Code.BAD_FORMAT,
            msg("bad-format.say-which"),
            "--format",
        )
    )


def log_text(store: Store, game_id: str | None) -> tuple[str, int]:
    """The ledger's log (``--format jsonl``): every game, or game ``game_id`` alone; and how
    many games it holds."""
    writer = importlib.import_module(FORMATS[LOG_FORMAT])
    text, games = writer.log_text(store, game_id)
    return str(text), int(games)


def render(chosen: str, game_id: str, ledger: Ledger, *, reasons: bool = False, bom: bool = False) -> str:
    """The game in the format ``chosen`` (csv, json, markdown or html); ``reasons`` and ``bom``
    are the CSV options (see :func:`hanascore.views.export_csv.to_csv`)."""
    writer = importlib.import_module(FORMATS[chosen])
    return str(writer.exported(game_id, ledger, reasons=reasons, bom=bom))
