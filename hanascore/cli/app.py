"""The ``hanascore`` command line: the typer app and its table of commands.

The table (:data:`COMMANDS`) is where the command line's laziness lives, with the output
registry's (:mod:`hanascore.views.outputs`, a format's writer loaded when it is asked for): a
command's module is imported, and its command built, when that command runs (or for its help),
and problems are said in words (rich) only by a command line that does not ask for JSON
(:func:`hanascore.cli.console.report_problems`).
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from hanascore import __version__
from hanascore.cli.console import guarded, report_problems
from hanascore.core.errors import Code, HanascoreError, Problem, joined, msg

#: The parser's usage errors (typer carries click inside, and raises its own).
USAGE_ERRORS: tuple[type[Exception], ...] = (typer.TyperException,)

#: Every command: its name, and the module of :mod:`hanascore.cli` and the function (or typer
#: group) that hold it.  A command's module is imported, and its command built, only when it
#: runs (or for --help).
COMMANDS: dict[str, tuple[str, str]] = {
    "score": ("round_commands", "score"),
    "cards": ("round_commands", "cards"),
    "rules": ("round_commands", "rules"),
    "new": ("ledger", "new"),
    "games": ("ledger", "games"),
    "use": ("ledger", "use"),
    "add": ("ledger", "add"),
    "undo": ("ledger", "undo"),
    "edit": ("edit", "edit"),
    "adjust": ("ledger", "adjust"),
    "note": ("notes", "note"),
    "standings": ("standings", "standings"),
    "history": ("standings", "history"),
    "chart": ("standings", "chart"),
    "show": ("standings", "show"),
    "export": ("export", "export"),
    "import": ("exchange", "import_game"),
    "schema": ("schema", "app"),
    "rename": ("games", "rename"),
    "delete": ("games", "delete"),
    "players": ("players", "app"),
    "db": ("db", "app"),
    "season": ("season", "app"),
    "serve": ("serve", "serve"),
    "stats": ("stats", "stats"),
}

#: Two or three examples ending each command's ``--help`` (``db``'s subcommands by their full
#: name): what a mature command line shows, so that a command is learnt by its use.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "score": ("hanascore score round.txt", "hanascore score round.toml --json", "hanascore score - < round.txt"),
    "cards": ("hanascore cards", "hanascore cards --game sakura"),
    "rules": ("hanascore rules mushi", "hanascore rules sakura --json"),
    "new": (
        "hanascore new mushi -p Ann -p Bo -p Cy",
        "hanascore new sakura -p Ann -p Bo --rounds 6 --name 'Friday'",
        "hanascore new mushi -p Ann -p Bo -p Cy -p Di --team Red=Ann,Cy --team Blue=Bo,Di",
    ),
    "games": ("hanascore games", "hanascore games --json"),
    "use": ("hanascore use 3", "hanascore --db club.db use 1"),
    "add": ("hanascore add", "hanascore add round.txt", "hanascore add - --game 3 < round.txt"),
    "undo": ("hanascore undo", "hanascore undo --game 3"),
    "edit": ("hanascore edit 2", "hanascore edit 2 --ask", "hanascore edit 2 fixed.txt --yes"),
    "adjust": (
        "hanascore adjust --party Ann --amount -10 --reason 'late'",
        "hanascore adjust --party Bo --amount 5 --reason 'fee' --game 3",
    ),
    "note": ("hanascore note 'played at Ann's'", "hanascore note 'round 4 replayed: misdeal' --game 3"),
    "standings": (
        "hanascore standings --stake 10",
        "hanascore standings --format text --lang ja",
        "hanascore standings --json",
    ),
    "history": ("hanascore history", "hanascore history --chart"),
    "chart": ("hanascore chart", "hanascore chart --game 3"),
    "show": ("hanascore show 2", "hanascore show 2 --format text --lang ja", "hanascore show 2 --sheet > r2.txt"),
    "export": (
        "hanascore export -f csv -o game.csv",
        "hanascore export -f json > game.json",
        "hanascore export -f jsonl -o ledger.jsonl",
    ),
    "import": (
        "hanascore import game.json",
        "hanascore --db club.db import table2.jsonl",
        "hanascore --db other.db import game.json",
    ),
    "schema": ("hanascore schema export", "hanascore schema export > hanascore-log.schema.json"),
    "schema export": ("hanascore schema export", "hanascore schema export > hanascore-log.schema.json"),
    "rename": ("hanascore rename 3 'Friday Mushi'", "hanascore rename 3 'Club night' --json"),
    "delete": ("hanascore delete 3", "hanascore delete 3 --yes"),
    "players": ("hanascore players", "hanascore players --json", "hanascore players --format markdown"),
    "players rename": ("hanascore players rename Ann Anna", "hanascore players rename bo Bo --yes --json"),
    "players merge": ("hanascore players merge Anne Ann", "hanascore players merge 'Bo K' Bo --yes"),
    "players log": ("hanascore players log", "hanascore players log --json"),
    "db": ("hanascore db path", "hanascore db check", "hanascore db backup copy.db"),
    "db path": ("hanascore db path", "hanascore --db club.db db path --json"),
    "db check": ("hanascore db check", "hanascore db check --json"),
    "db backup": ("hanascore db backup copy.db", "hanascore --db club.db db backup club-copy.db"),
    "serve": ("hanascore serve", "hanascore serve --port 8000"),
    "stats": (
        "hanascore stats",
        "hanascore stats Ann --game mushi --since 2026-01-01",
        "hanascore stats --format csv > stats.csv",
    ),
    "season": (
        "hanascore season new 'Autumn 2026' --from 2026-09-01 --to 2026-11-30",
        "hanascore season show",
        "hanascore season show 'Autumn 2026' -o autumn.html",
    ),
    "season new": (
        "hanascore season new 'Autumn 2026' --from 2026-09-01 --to 2026-11-30",
        "hanascore season new 'Koi-Koi duels' --game koi-koi --min-games 5",
        "hanascore season new Club --include-unfinished",
    ),
    "season add": ("hanascore season add 'Autumn 2026' 12", "hanascore season add Club 3 --json"),
    "season remove": ("hanascore season remove 'Autumn 2026' 7", "hanascore season remove Club 3 --json"),
    "season list": ("hanascore season list", "hanascore season list --json"),
    "season show": (
        "hanascore season show",
        "hanascore season show 'Autumn 2026' --json",
        "hanascore season show 'Autumn 2026' --format csv --output autumn.csv",
    ),
}

#: The top-level help's last lines: how to install shell completion, and the first steps.
TOP_EPILOG = (
    "Shell completion (games, game ids, player and team names): hanascore --install-completion, then open a new shell.\n\n"
    + "Examples: hanascore new mushi -p Ann -p Bo -p Cy · hanascore add · hanascore --db club.db standings"
)


def examples(name: str) -> str:
    """The ``--help`` epilog of command ``name``: its examples, one a line."""
    return "Examples:\n\n" + "\n".join(f"  {line}" for line in EXAMPLES.get(name, ()))


def _asks_for_json() -> bool:
    """True when the command line asks for JSON (problems too are then reported as JSON)."""
    return "--json" in sys.argv[1:]


class LazyCommands(TyperGroup):
    """The app's commands, built one at a time as they are asked for."""

    def list_commands(self, ctx: Any) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Any, name: str) -> Any:
        if name not in COMMANDS:
            return None
        if name not in self.commands:
            module, attribute = COMMANDS[name]
            found = getattr(importlib.import_module(f"{__package__}.{module}"), attribute)
            if isinstance(found, typer.Typer):  # a group of commands (``db path``...)
                command = typer.main.get_command(found)
                command.name = name
                for sub_name, sub in getattr(command, "commands", {}).items():
                    sub.epilog = examples(f"{name} {sub_name}")
            else:
                # Completion is the whole app's (--install-completion before any command).
                single = typer.Typer(context_settings=CONTEXT, add_completion=False)
                single.command(name=name)(found)
                command = typer.main.get_command(single)
            command.epilog = examples(name)
            _untyped_flags(command, ctx)
            self.commands[name] = command
        return self.commands[name]

    def get_params(self, ctx: Any) -> list[Any]:
        params = super().get_params(ctx)
        _untyped(params)
        return params


def _untyped_flags(command: Any, ctx: Any) -> None:
    """``command``'s flags (and its subcommands') shown in ``--help`` without a type: see
    :func:`_untyped`."""
    for sub in getattr(command, "commands", {}).values():
        _untyped_flags(sub, ctx)
    _untyped([*command.params, command.get_help_option(ctx)])


def _untyped(params: list[Any]) -> None:
    """Flags (``--json``, ``--yes``, ``--help``) without typer's type column in ``--help``,
    which wrote ``--json <bool>`` as if the flag took a value."""
    for param in params:
        if getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""


CONTEXT = {"help_option_names": ["-h", "--help"]}
app = typer.Typer(
    name="hanascore",
    cls=LazyCommands,
    help="Settle hanafuda scores: score a round from the capture piles, keep a game's ledger.",
    epilog=TOP_EPILOG,
    no_args_is_help=True,
    context_settings=CONTEXT,
    pretty_exceptions_enable=False,
    # Shell completion costs every command a sixth of its start (measured): it is set up only
    # when asked for, to install it or while the shell completes a word.
    add_completion=bool(
        {"--install-completion", "--show-completion"} & set(sys.argv) or "_HANASCORE_COMPLETE" in os.environ
    ),
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"hanascore {__version__}")
        raise typer.Exit()


@app.callback()
def main_callback(
    version: Annotated[
        bool, typer.Option("--version", "-V", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            metavar="PATH",
            help="The ledger database, for the command that follows (its own --db wins).",
        ),
    ] = None,
) -> None:
    """Settle hanafuda scores: score a round from the capture piles, keep a game's ledger."""
    if db is not None:
        # Handed to the command as HANASCORE_DB: a command's own --db, read after the
        # environment, still wins (the option after the command is the nearer one).
        os.environ["HANASCORE_DB"] = db


def main() -> None:
    """Run the command line through the typer app: user errors exit 2, unexpected failures exit 1."""
    sys.exit(guarded(_run))


def _run() -> int:
    """Run the command; a command line the parser rejects is reported like every other
    problem (a bullet list, or JSON with ``--json``), with the usage line to fix it by."""
    as_json = _asks_for_json()
    try:
        return app(standalone_mode=False) or 0
    except HanascoreError as error:
        return report_problems(error, as_json)
    except typer.Abort:  # Ctrl-C or Ctrl-D at a yes/no question: as Ctrl-C anywhere
        sys.stderr.write("aborted: nothing was written\n")
        return 130
    except typer.Exit as done:
        return done.exit_code
    except USAGE_ERRORS as error:  # a missing argument, an unknown option, a bad number
        if not error.format_message():  # no command at all: the help was shown
            return int(error.exit_code)
        status = report_problems(HanascoreError(_usage_problem(error)), as_json)
        context = getattr(error, "ctx", None)
        if context is not None and not as_json:
            sys.stderr.write(f"{context.get_usage()}\nTry '{context.command_path} --help' for help.\n")
        return status


def _usage_problem(error: typer.TyperException) -> Problem:
    """A command line the parser refused, said as every other problem is (in both languages)
    where the parser says what was wrong: an unknown option, a missing one; else its words."""
    kind = type(error).__name__
    option = getattr(error, "option_name", None)
    param = getattr(error, "param", None)
    if kind == "NoSuchOption" and option:
        close = sorted(getattr(error, "possibilities", None) or ())
        hint = msg("hint.did-you-mean", name=joined(close, " or ", "か")) if close else ""
        return Problem(Code.USAGE, msg("usage.no-such-option", option=option, hint=hint), "command line")
    if kind == "MissingParameter" and hasattr(param, "get_error_hint") and not getattr(error, "message", ""):
        return Problem(Code.USAGE, msg("usage.missing", name=param.get_error_hint()), "command line")
    return Problem(Code.USAGE, error.format_message(), "command line")
