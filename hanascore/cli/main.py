"""The ``hanascore`` program: the plain forms of the commands run straight away, the rest
through the typer app.

Building a typer app costs more than most commands (typer 0.29 makes a pydantic validator for
every parameter on every run).  A command line made only of a command's plain options, each
given once (:data:`PLAIN_FORMS`), is recognised here and handed to the very function the typer
command runs, with the arguments typer would have passed: same output, same exit status
(``tests/test_plain_forms.py`` runs every form both ways).  ``score`` needs no typer at all
(:func:`hanascore.cli.score.run_score`); the ledger commands' functions are called by
:func:`hanascore.cli.app.main` without building the app.  Everything else (``--help``, usage
errors, other options, every other command) goes through typer.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

#: The ledger commands' options that take a value, by the parameter they fill.
_GAME_AND_DB = {"--game": "game_id", "-g": "game_id", "--db": "db"}

#: Each command's plain form: (its flags, its options taking a value, its arguments: ``None``
#: for none, ``"sheet"`` for exactly one, ``"sources"`` for one or more, ``"number"`` for one
#: whole number written in ASCII digits), each by the name of the parameter it fills in the
#: command's function.
PLAIN_FORMS: dict[str, tuple[dict[str, str], dict[str, str], str | None]] = {
    "score": ({"--json": "as_json"}, {}, "sources"),
    "standings": ({"--json": "json_output"}, _GAME_AND_DB, None),
    "history": ({"--json": "json_output"}, _GAME_AND_DB, None),
    "add": ({"--json": "json_output"}, _GAME_AND_DB, "sheet"),
    "export": ({}, {**_GAME_AND_DB, "--format": "format", "-f": "format"}, None),
    "undo": ({"--json": "json_output"}, _GAME_AND_DB, None),
    "chart": ({"--json": "json_output"}, _GAME_AND_DB, None),
    "show": ({"--json": "json_output", "--sheet": "sheet"}, _GAME_AND_DB, "number"),
}


def plain_form(args: list[str]) -> tuple[str, dict[str, object]] | None:
    """The command and its function's arguments when ``args`` is a plain form of it (every
    option one it knows, given once, with a value that is not another option); None for
    anything else, which typer parses."""
    if not args or args[0] not in PLAIN_FORMS:
        return None
    command = args[0]
    flags, options, arguments = PLAIN_FORMS[command]
    values: dict[str, object] = {}
    positional: list[str] = []
    rest = iter(args[1:])
    for arg in rest:
        name, equals, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        given: object
        if name in flags and not equals:
            parameter, given = flags[name], True
        elif name in options:
            given = value if equals else next(rest, None)
            if not isinstance(given, str) or (given.startswith("-") and given != "-"):
                return None
            parameter = options[name]
        elif arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        else:
            return None  # --help, --, another option: typer's to parse or refuse
        if parameter in values:
            return None
        values[parameter] = given
    if arguments == "sources":
        if not positional:
            return None
        values["sources"] = positional
    elif arguments == "sheet":
        if len(positional) != 1:
            return None
        values["sheet"] = positional[0]
    elif arguments == "number":
        # Anything but plain digits (a sign, spaces, other scripts' digits) is typer's to read.
        if len(positional) != 1 or not (positional[0].isascii() and positional[0].isdigit()):
            return None
        values["number"] = int(positional[0])
    elif positional:
        return None
    return command, values


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
    plain = plain_form(sys.argv[1:])
    if plain is None or plain[0] != "score":
        from hanascore.cli.app import main as run_app

        run_app(plain)
        return
    from hanascore.cli.score import run_score

    sys.exit(guarded(lambda: run_score(**plain[1])))  # type: ignore[arg-type]
