"""The ``hanascore`` program: ``score --json`` straight away, every other command line through
the typer app (:mod:`hanascore.cli.app`).

``score --json`` is what scripts run, once per round, and the typer app costs more than the
scoring: that one form skips building it (:func:`score_json_sources`) and runs the very
function the typer command runs with ``--json`` (:func:`hanascore.cli.score.score_json`).
Nothing else is parsed here.
"""

from __future__ import annotations

import gc
import sys

#: How many objects are made between two runs of the cycle collector's youngest generation.
#: A command lives for a second or less and makes many objects that live to its end (a
#: ledger's records, replayed rounds, the modules it imports) and almost no cycles; at the
#: default pace (700) the collector rescanned them so often that it took a sixth of ``season
#: show`` and an eighth of ``stats`` on a ledger of 10,000 games (``benchmarks/bench_stats.py``).
#: Cycles are still collected, less often.  Above what any command's start-up makes (a view
#: with its imports: about 70,000): at 50,000 every command paid one pass over its imports
#: (12 ms of processor time, a twelfth of a minimal typer app; issue 31); a pass costs the
#: same per object at any pace, so a long command loses nothing.
COLLECTOR_THRESHOLD = 100_000
# Set before any import below (and the typer app's, later), so that no command pays the
# collector for scanning its own imports' objects: hence the imports after it (E402).
gc.set_threshold(COLLECTOR_THRESHOLD, *gc.get_threshold()[1:])

from hanascore.cli.console import guarded, utf8  # noqa: E402 (after the collector's threshold)


def score_json_sources(args: list[str]) -> list[str] | None:
    """The sheets of ``score --json SHEET...`` (``--json`` given once, anywhere, every other
    word a sheet or ``-``); None for any other command line, which typer parses."""
    if args[:1] != ["score"] or args.count("--json") != 1:
        return None
    sources = [arg for arg in args[1:] if arg != "--json"]
    if not sources or any(arg.startswith("-") and arg != "-" for arg in sources):
        return None  # no sheet, another option, --help or --: typer's to read or refuse
    return sources


def main() -> None:
    """Console-script entry point."""
    for stream in (sys.stdout, sys.stderr):
        # A terminal or a redirection in another encoding (cp1252 on Windows): what it cannot
        # show is written as an escape rather than ending the command.
        if not utf8(stream) and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    sources = score_json_sources(sys.argv[1:])
    if sources is not None:
        # The scoring core: loaded for this command line, not for ``--version`` or ``--help``.
        from hanascore.cli.score import score_json

        sys.exit(guarded(lambda: score_json(sources)))
    # The typer app and the command table: loaded only for the command lines it parses.
    from hanascore.cli.app import main as run_app

    run_app()
