"""What every command shares: reading input, consoles, and reporting problems.

Neither typer nor rich is imported here at module level: ``score`` runs without typer, and
``score --json`` without rich.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from .errors import Code, HanascoreError, Problem, SheetError

if TYPE_CHECKING:
    from rich.console import Console


def stdout() -> Console:
    from rich.console import Console

    return Console(highlight=False)


def stderr() -> Console:
    from rich.console import Console

    return Console(stderr=True, highlight=False)


def print_json(data: Any) -> None:
    """Machine-readable output on standard output."""
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def print_json_line(data: Any) -> None:
    """One JSON object on one line (JSON Lines: one per sheet of a batch)."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def read_input(source: str) -> str:
    """The text of a file, or of standard input for ``-``."""
    if source == "-":
        return sys.stdin.read().removeprefix("\ufeff")
    path = Path(source)
    try:
        # utf-8-sig drops the byte-order mark some editors write at the start of a file.
        return path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise SheetError(Problem(Code.NO_FILE, f"no such file: {source}", "SHEET")) from None
    except IsADirectoryError:
        raise SheetError(Problem(Code.NO_FILE, f"{source} is a directory, not a sheet", "SHEET")) from None
    except (OSError, UnicodeDecodeError) as error:
        raise SheetError(Problem(Code.NO_FILE, f"cannot read {source}: {error}", "SHEET")) from None


def report(error: HanascoreError, as_json: bool = False, *, lines: bool = False) -> int:
    """Report every problem of ``error`` (JSON on standard output, else a list on standard
    error); returns the exit status, 2.  ``lines``: one compact JSON line (a batch)."""
    if as_json:
        errors = {"errors": [p.as_dict() for p in error.problems]}
        if lines:
            print_json_line(errors)
        else:
            print_json(errors)
    else:
        from .render import render_problems

        render_problems(error.problems, stderr())
    return 2


def fail(error: HanascoreError, as_json: bool = False) -> NoReturn:
    """Report every problem of ``error`` and end the command with exit status 2."""
    import typer

    raise typer.Exit(report(error, as_json))


def debug() -> bool:
    return bool(os.environ.get("HANASCORE_DEBUG"))
