"""A game written out for other programs: CSV, a complete JSON document, or a markdown table.

The JSON export is the game's facts (definition, entries with their sheets and dealers) plus
the derived results for people reading it; :func:`read_game_document` takes the facts back
for ``hanascore import``, which re-derives the results.
"""

from __future__ import annotations

import csv
import functools
import io
import json
import re
from pathlib import Path
from typing import Annotated, Any, Literal

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem
from hanascore.core.text import json_safe, visible
from hanascore.ledger.replay import (
    Adjustment,
    Entry,
    GameDefinition,
    Ledger,
    ReplayedAdjustment,
    ReplayedRound,
    RoundEntry,
    adjustment_problems,
    build_definition,
    replay,
    seated_dealers,
)
from hanascore.views.shapes import result_json, standings_json

FORMAT_NAME = "hanascore-game"
FORMAT_VERSION = 1
#: Characters that make a spreadsheet treat a cell as a formula.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(cell: object) -> object:
    """Numbers stay numbers; text shows its hidden characters as escapes (a terminal or a
    viewer would act on them) and, where a spreadsheet would run it as a formula, gets a
    leading '."""
    if not isinstance(cell, str):
        return cell
    # Tabs and line ends are a cell's own (CSV quotes them), carriage returns included.
    cell = "\r".join(visible(part, lines=True) for part in cell.split("\r"))
    return "'" + cell if cell.startswith(_FORMULA_START) else cell


def csv_rows(ledger: Ledger, *, reasons: bool = False) -> list[list[object]]:
    """The contract's CSV layout: header, then one row per entry in order.

    ``reasons`` appends a ``reason`` column (empty for a round, the adjustment's reason for an
    adjustment): the contract's columns stay where they are, so readers of the layout still work.
    """
    parties = list(ledger.totals)
    header: list[object] = ["round", "dealer", "winner", *parties, *(f"{name} total" for name in parties)]
    if reasons:
        header.append("reason")
    safe = spreadsheet_safe
    rows: list[list[object]] = [[safe(cell) for cell in header]]
    # Only text is guarded: the other cells are numbers.
    for row in ledger.rows:
        adds, totals = row.adds, row.totals
        first: list[object]
        if isinstance(row, ReplayedRound):
            first, reason = [row.number, safe(row.entry.dealer), safe(row.result.winner)], ""
        else:
            first, reason = ["adjustment", "", ""], safe(row.entry.reason)
        cells = [*first, *[adds.get(name, 0) for name in parties], *[totals[name] for name in parties]]
        if reasons:
            cells.append(reason)
        rows.append(cells)
    return rows


#: What spreadsheet programs take for "this file is UTF-8" (without it, some read Japanese
#: names as mojibake in the system's legacy code page).
BYTE_ORDER_MARK = "\ufeff"


def to_csv(ledger: Ledger, *, reasons: bool = False, bom: bool = False) -> str:
    """The game as CSV text (see :func:`csv_rows`); ``bom`` puts a byte-order mark first."""
    buffer = io.StringIO()
    if bom:
        buffer.write(BYTE_ORDER_MARK)
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerows(csv_rows(ledger, reasons=reasons))
    return buffer.getvalue()


def game_document(game_id: str, ledger: Ledger) -> dict[str, Any]:
    """A complete game: its definition and entries (the facts) plus results for reading."""
    entries: list[dict[str, Any]] = []
    for row in ledger.rows:
        if isinstance(row, ReplayedRound):
            entries.append(
                {
                    "kind": "round",
                    "round": row.number,
                    "dealer": row.dealer,
                    "sheet": row.entry.sheet,
                    "text": row.entry.text,
                    "result": result_json(row.result),
                    "totals": row.totals,
                }
            )
        else:
            entries.append(
                {
                    "kind": "adjustment",
                    "party": row.entry.party,
                    "amount": row.entry.amount,
                    "reason": row.entry.reason,
                    "totals": row.totals,
                }
            )
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        **ledger.definition.to_json(),
        "entries": entries,
        "standings": standings_json(game_id, ledger),
    }


@functools.cache
def _document_model() -> Any:
    """The pydantic model of an exported game's facts (derived parts such as results are
    ignored); built on the first ``import``, as the exports never read a document back."""
    from pydantic import BaseModel, ConfigDict, Field, StrictInt

    class _Length(BaseModel):
        model_config = ConfigDict(extra="forbid")
        rounds: int | None = None
        target: int | None = None

    class _RoundDoc(BaseModel):
        model_config = ConfigDict(extra="ignore")
        kind: Literal["round"]
        dealer: str
        sheet: dict[str, Any]
        text: str | None = None

    class _AdjustmentDoc(BaseModel):
        model_config = ConfigDict(extra="ignore")
        kind: Literal["adjustment"]
        party: str
        amount: int
        reason: str

    class _GameDoc(BaseModel):
        model_config = ConfigDict(extra="ignore")
        format: Literal["hanascore-game"]
        #: Strict: ``true`` or ``"1"`` is not a version, and versions start at 1.
        version: StrictInt = Field(ge=1)
        name: str
        game: str
        players: list[str]
        teams: dict[str, list[str]] | None = None
        dealer: str
        house: dict[str, Any] = Field(default_factory=dict)
        variant: str | None = None
        length: _Length = Field(default_factory=_Length)
        entries: list[Annotated[_RoundDoc | _AdjustmentDoc, Field(discriminator="kind")]] = Field(default_factory=list)

    return _GameDoc


def read_game_document(data: Any) -> tuple[dict[str, Any], list[Entry]]:
    """The definition arguments and entries of an exported game (LedgerError on a bad file)."""
    from pydantic import ValidationError

    try:
        doc = _document_model().model_validate(data)
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
    if doc.version > FORMAT_VERSION:
        raise LedgerError(
            Problem(
                Code.BAD_EXPORT, f"export format version {doc.version} is newer than this hanascore reads", "version"
            )
        )
    entries: list[Entry] = []
    problems: list[Problem] = []
    for number, item in enumerate(doc.entries, start=1):
        if item.kind == "adjustment":
            # An import makes the entries the commands would have made: the same checks.
            problems += adjustment_problems(item.amount, item.reason, where=f"entries.{number}")
            entries.append(Adjustment(party=item.party, amount=item.amount, reason=item.reason))
        else:
            # The sheet is shape-checked and scored when the import replays it.
            entries.append(RoundEntry(sheet=item.sheet, dealer=item.dealer, text=item.text))
    if problems:
        raise LedgerError(problems)
    definition = {
        "game": doc.game,
        "players": doc.players,
        "teams": doc.teams,
        "dealer": doc.dealer,
        "rounds": doc.length.rounds,
        "target": doc.length.target,
        "house": doc.house,
        "variant": doc.variant,
        "name": doc.name,
    }
    return definition, entries


#: What markdown (CommonMark and GitHub's) acts on inside a line: emphasis, code, links and
#: images (``![x](http://…)`` would load a remote image), headings, a table's pipe, GitHub's
#: strikethrough; and the backslash that escapes them.  ``<``, ``>`` and ``&`` (HTML,
#: autolinks, entities) are written as entities.
_MARKDOWN_SYNTAX = re.compile(r"([\\`*_\[\]()!#|~])")


def _markdown_cell(text: object) -> str:
    """User text as markdown text: hidden characters as visible escapes, every piece of
    markdown syntax backslash-escaped, HTML as entities; nothing in it renders."""
    # The html module loads the table of every HTML entity: only the markdown export needs it.
    import html

    return html.escape(_MARKDOWN_SYNTAX.sub(r"\\\1", visible(text)), quote=False)


#: The characters the tables write themselves besides ASCII: one column wide in wcwidth's
#: count (East Asian "ambiguous", narrow outside East Asian fonts).
_OWN_NARROW = str.maketrans("→×", "->")


def _columns(text: str) -> int:
    """How many columns ``text`` takes in a monospaced font (East Asian wide characters two).

    wcwidth's count, which the tables were always padded by; it costs microseconds a cell, so
    only text with other characters than ASCII and the tables' own arrows asks it.
    """
    if text.translate(_OWN_NARROW).isascii() and text.isprintable():
        return len(text)
    from wcwidth import wcswidth

    return int(wcswidth(text))


def _markdown_table(headers: list[str], rows: list[list[str]], numbers: int = 0) -> str:
    """A GitHub markdown table, each column as wide as its widest cell (two more than its
    header at least); text flush left, the last ``numbers`` columns flush right.

    The layout is the one tabulate's "github" format writes (the exports were made with it),
    without its guessing which cells are numbers: a name is text whatever it looks like.
    """
    first_right = len(headers) - numbers
    rows = [[cell.strip() for cell in row] for row in rows]
    cell_columns = [[_columns(cell) for cell in row] for row in rows]
    widths = [max(_columns(header) + 2, *(row[index] for row in cell_columns)) for index, header in enumerate(headers)]

    def line(cells: list[str], columns: list[int]) -> str:
        padded = [
            cell + " " * (width - used) if index < first_right else " " * (width - used) + cell
            for index, (cell, used, width) in enumerate(zip(cells, columns, widths, strict=True))
        ]
        return "| " + " | ".join(padded) + " |"

    lines = [line(headers, [_columns(header) for header in headers])]
    lines.append("|" + "|".join("-" * (width + 2) for width in widths) + "|")
    lines.extend(line(cells, columns) for cells, columns in zip(rows, cell_columns, strict=True))
    return "\n".join(lines)


def to_markdown(game_id: str, ledger: Ledger) -> str:
    """The game as markdown: a heading, the round-by-round table, and the standings."""
    definition: GameDefinition = ledger.definition
    parties = list(ledger.totals)
    # Names recur on every row: each is escaped once.
    escaped = functools.cache(_markdown_cell)
    lines = [f"# {escaped(definition.name)}", ""]
    length = f"{definition.rounds} rounds" if definition.rounds is not None else f"first to {definition.target}"
    lines.append(
        f"{escaped(definition.game)} · game {game_id} · {length} · "
        f"{ledger.rounds_played} played · players: {', '.join(escaped(p) for p in definition.players)}"
    )
    if definition.teams:
        teams = "; ".join(
            f"{escaped(name)}: {', '.join(escaped(m) for m in members)}" for name, members in definition.teams.items()
        )
        lines.append(f"teams: {teams}")
    lines.append("")
    headers = ["round", "dealer", "winner", *(escaped(p) for p in parties), "note"]
    table: list[list[str]] = []
    for row in ledger.rows:
        cells: list[str]
        if isinstance(row, ReplayedRound):
            result = row.result
            note = f"×{result.multiplier}" if result.multiplier != 1 else ""
            if result.victory:
                note = " ".join(filter(None, [note, result.victory]))
            cells = [str(row.number), escaped(row.entry.dealer), escaped(result.winner)]
        else:
            assert isinstance(row, ReplayedAdjustment)
            note = f"adjustment: {_markdown_cell(row.entry.reason)}"
            cells = ["adj.", "", ""]
        adds, totals = row.adds, row.totals
        cells += [f"{adds.get(p, 0):+d} → {totals[p]}" for p in parties]
        cells.append(note)
        table.append(cells)
    lines.append(_markdown_table(headers, table) if table else "_no rounds yet_")
    lines.append("")
    points = ledger.points
    standing_headers = ["party", "total"] + (["points"] if points is not None else [])
    standing_rows = [
        [escaped(name), str(total), *([str(points[name])] if points is not None else [])]
        for name, total in ledger.totals.items()
    ]
    lines.append(_markdown_table(standing_headers, standing_rows, numbers=len(standing_headers) - 1))
    lines.append("")
    if ledger.over:
        result = (
            f"winner: {escaped(ledger.winner)}"
            if ledger.winner
            else f"tied for the lead: {', '.join(map(escaped, ledger.leaders))}"
        )
        lines.append(f"**Game over** — {result}")
    else:
        lines.append(f"next dealer: {escaped(ledger.next_dealer)}")
    return "\n".join(lines) + "\n"


FORMATS = ("csv", "json", "markdown", "html")


def check_format(name: str) -> str:
    """The export format called ``name`` (any case), or LedgerError naming the formats."""
    chosen = name.strip().lower()
    if chosen not in FORMATS:
        raise LedgerError(
            Problem(Code.BAD_FORMAT, f"unknown format {name!r}: use html, csv, json or markdown", "--format")
        )
    return chosen


def check_csv_options(chosen: str, given: list[str]) -> None:
    """The CSV options (``given``, as typed) belong to the csv format: asked of another, they
    are a problem, not silently ignored."""
    if chosen != "csv" and given:
        raise LedgerError(
            [
                Problem(Code.BAD_FORMAT, f"belongs to the csv format; this export is {chosen}", option)
                for option in given
            ]
        )


#: The format a file's suffix asks for.
SUFFIXES = {".csv": "csv", ".json": "json", ".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}


def format_for(name: str | None, output: Path | None) -> str:
    """The format asked for by ``--format``, else by the suffix of ``--output``."""
    if name is not None:
        return check_format(name)
    if output is not None and output.suffix.lower() in SUFFIXES:
        return SUFFIXES[output.suffix.lower()]
    raise LedgerError(
        Problem(
            Code.BAD_FORMAT,
            "say which format: --format html, csv, json or markdown (or -o FILE.html/.csv/.json/.md)",
            "--format",
        )
    )


def render(chosen: str, game_id: str, ledger: Ledger, *, reasons: bool = False, bom: bool = False) -> str:
    """The game in the format ``chosen`` (csv, json, markdown or html); ``reasons`` and ``bom``
    are the CSV options (see :func:`to_csv`)."""
    if chosen == "html":  # Jinja2 is imported by this export alone
        from hanascore.views.html.report import report_html

        return report_html(game_id, ledger)
    if chosen == "csv":
        return to_csv(ledger, reasons=reasons, bom=bom)
    if chosen == "json":
        return document_text(game_document(game_id, ledger))
    return to_markdown(game_id, ledger)


def document_text(document: dict[str, Any]) -> str:
    """A game document as JSON text: one key a line, and each entry on a line of its own.

    Indented JSON is written by the pure-Python encoder, slow on a long game (measured: most
    of a 1,000-round export); a line per entry keeps the file readable and diff-friendly
    while the C encoder writes every line.
    """
    # One encoder for every line; the document is a tree (no cycles to look out for).
    encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
    pieces = ["{\n"]
    for key, value in document.items():
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


def write_file(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` as a shell's ``>`` would, but a file whole or not at all.

    A file (new or not) is replaced through a temporary file renamed into place; through a
    symbolic link, its target is (the link stays a link).  A FIFO or a character device (a
    pipe, ``/dev/stdout``, a terminal) is written directly: renaming over it would replace it.
    A folder, a block device or a socket is refused.
    """
    import os
    import stat

    try:
        # The file the name leads to: a link's target, created where a dangling link points.
        target = Path(os.path.realpath(path)) if path.is_symlink() else path
        try:
            mode: int | None = target.stat().st_mode
        except FileNotFoundError:
            mode = None
        if mode is None or stat.S_ISREG(mode):
            _replace(target, text)
        elif stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
            with target.open("w", encoding="utf-8", newline="") as file:
                file.write(text)
        else:
            kind = "a folder" if stat.S_ISDIR(mode) else "no file (a block device or a socket)"
            raise LedgerError(Problem(Code.CANNOT_WRITE, f"{path} is {kind}: give --output a file's name", "--output"))
    except OSError as error:
        raise LedgerError(Problem(Code.CANNOT_WRITE, _write_failure(path, error), "--output")) from None


def _replace(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path`` and rename it into place."""
    import os
    import tempfile

    directory = path.parent if str(path.parent) else Path(".")
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
            file.write(text)
        # mkstemp makes the file private (0600): give it the mode an ordinary file would
        # have, or the one the file it replaces had.
        os.chmod(temporary, _mode_for(path))
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _write_failure(path: Path, error: OSError) -> str:
    """What went wrong writing ``path``, in words (a full disk is said as one)."""
    import errno

    reasons = {
        errno.ENOSPC: "disk full",
        errno.EDQUOT: "disk quota exceeded",
        errno.EFBIG: "file too large",
        errno.EPIPE: "the program reading it stopped",
    }
    reason = reasons.get(error.errno or 0, error.strerror or str(error))
    return f"cannot write {path}: {reason}"


def _mode_for(path: Path) -> int:
    import os

    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


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


def import_document(text: str, source: str) -> tuple[GameDefinition, list[Entry], Ledger, list[str]]:
    """An exported game read back and replayed: its definition, entries, ledger, and the
    rounds whose exported result differs from the one re-derived here."""
    try:
        data = json.loads(text.removeprefix("\ufeff"))  # a byte-order mark is no part of it
    except json.JSONDecodeError as error:
        raise LedgerError(Problem(Code.BAD_EXPORT, f"{source} is not JSON: {error}", "FILE")) from None
    except RecursionError:
        raise LedgerError(
            Problem(Code.BAD_EXPORT, f"{source} is nested too deep to be a game export", "FILE")
        ) from None
    arguments, entries = read_game_document(data)
    definition = build_definition(**arguments, keys=_DOCUMENT_KEYS)
    entries = seated_dealers(definition, entries)
    ledger = replay(definition, entries)
    _check_texts(definition, entries)
    if ledger.ended_after is not None and ledger.ended_after < ledger.rounds_played:
        raise LedgerError(
            Problem(
                Code.BAD_EXPORT,
                f"the game ended after round {ledger.ended_after} ({_length(definition)}), "
                f"but the export holds {ledger.rounds_played} rounds: fix 'length' in the file",
                "length",
            )
        )
    return definition, entries, ledger, _result_differences(data, ledger)


def _length(definition: GameDefinition) -> str:
    return f"{definition.rounds} rounds" if definition.rounds is not None else f"first to {definition.target}"


def _check_texts(definition: GameDefinition, entries: list[Entry]) -> None:
    """A round's text, where the export keeps one, must be the sheet it says it is: the
    text is what ``show --sheet`` gives back, the sheet what is scored."""
    from hanascore.games.sheets import read_sheet

    problems = []
    number = 0
    for entry in entries:
        if not isinstance(entry, RoundEntry):
            continue
        number += 1
        if entry.text is None:
            continue
        try:
            same = read_sheet(entry.text, definition.table.game).to_dict() == entry.sheet
        except HanascoreError:  # a text that does not even read cannot be the sheet
            same = False
        if not same:
            problems.append(
                Problem(
                    Code.BAD_EXPORT,
                    f"round {number}: its text and its sheet differ; keep one of them",
                    f"entries.{number}",
                )
            )
    if problems:
        raise LedgerError(problems)


def _result_differences(data: dict[str, Any], ledger: Ledger) -> list[str]:
    """Rounds whose exported result differs from the one re-derived here (other versions)."""
    exported = [e.get("result") for e in data.get("entries", []) if isinstance(e, dict) and e.get("kind") == "round"]
    differences = []
    for row, result in zip(ledger.rounds, exported, strict=False):
        if not isinstance(result, dict):
            continue
        derived = {p.name: p.score for p in row.result.parties}
        if derived != {p.get("name"): p.get("score") for p in result.get("parties", []) if isinstance(p, dict)}:
            differences.append(
                f"round {row.number} scores differently here than in the export: the ledger keeps the re-derived result"
            )
    return differences
