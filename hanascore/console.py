"""What every command shares: reading input, consoles, and reporting problems.

rich is imported only by the functions that draw, so ``score --json`` never loads it.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import typer

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


def fail(error: HanascoreError, as_json: bool = False) -> NoReturn:
    """Report every problem of ``error`` and exit with status 2."""
    if as_json:
        print_json({"errors": [p.as_dict() for p in error.problems]})
    else:
        from .render import render_problems

        render_problems(error.problems, stderr())
    raise typer.Exit(2)


def debug() -> bool:
    return bool(os.environ.get("HANASCORE_DEBUG"))
