"""The ``hanascore`` program: the plain forms of ``score`` run straight away, the rest through
the typer app.

Scoring a sheet should cost less than importing the command-line stack, so
``hanascore score SHEET... [--json]`` is recognised here and run by the same function the typer
command calls (:func:`hanascore.score_command.run_score`): same output, same exit status.
Everything else (``score --help``, usage errors, every other command) goes through typer.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable


def plain_score(args: list[str]) -> tuple[list[str], bool] | None:
    """The sheets and ``--json`` of a plain ``score`` command line, or None for anything else."""
    if not args or args[0] != "score":
        return None
    sheets = [arg for arg in args[1:] if arg != "--json"]
    json_flags = len(args) - 1 - len(sheets)
    if not sheets or json_flags > 1 or any(arg.startswith("-") and arg != "-" for arg in sheets):
        return None
    return sheets, json_flags == 1


def utf8(stream: object) -> bool:
    """True when ``stream`` writes UTF-8."""
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return encoding in ("utf8", "utf8sig")


def guarded(run: Callable[[], int | None]) -> int:
    """Run a command: its exit status; Ctrl-C is 130 and a bug says so (exit 1), never a traceback."""
    try:
        return run() or 0
    except KeyboardInterrupt:
        sys.stderr.write("interrupted: nothing was written\n")
        return 130
    except BrokenPipeError:
        # The reader stopped reading (``| head``): what it wanted it has; say nothing more.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except Exception as error:  # the last line of defence: a bug, not the user's input
        if os.environ.get("HANASCORE_DEBUG"):
            raise
        sys.stderr.write(
            f"hanascore: unexpected failure ({type(error).__name__}: {error}).\n"
            "This is a bug; run again with HANASCORE_DEBUG=1 for the details and report it.\n"
        )
        return 1


def main() -> None:
    """Console-script entry point."""
    import atexit
    import gc

    # A command allocates a lot while it imports and little it frees: the cycle collector
    # would scan that growing heap again and again (measured: 2% of `standings`).  Collect
    # far less often; memory stays bounded, as the collector still runs.
    gc.set_threshold(50_000, 20, 20)
    # The interpreter collects the whole heap once more as it exits, to free what the process
    # is about to give back anyway (measured: 6% of `standings`).  Frozen objects are not
    # scanned; atexit runs just before that collection, so only the exiting process is spared.
    atexit.register(gc.freeze)
    for stream in (sys.stdout, sys.stderr):
        # A terminal or a redirection in another encoding (cp1252 on Windows): what it cannot
        # show is written as an escape rather than ending the command.
        if not utf8(stream) and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    plain = plain_score(sys.argv[1:])
    if plain is None:
        from .cli import main as run_app

        run_app()
        return
    from .score_command import run_score

    sys.exit(guarded(lambda: run_score(*plain)))
