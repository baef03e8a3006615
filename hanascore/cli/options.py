"""The options the commands share (the ledger, the game, ``--json``, ``--lang``, ``--format``
and ``--output`` of the output registry :mod:`hanascore.views.outputs`), their JSON answers, the
rows written (:func:`write_rows`) and problems reported: neither rich nor a terminal view is
imported here, so that a command line asking for JSON, CSV or markdown loads neither (a drawn
table loads its module through the registry, problems said in words load
:mod:`hanascore.cli.session`)."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer

from hanascore.cli.completion import complete_game_id
from hanascore.cli.console import report_json, report_problems, write_utf8
from hanascore.core.errors import HanascoreError
from hanascore.views.files import write_file
from hanascore.views.outputs import FORMATS, OFFERS, written

T = TypeVar("T")

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        envvar="HANASCORE_DB",
        show_envvar=True,
        metavar="PATH",
        help="The ledger database (default: hanascore.db in your data directory).",
    ),
]
GameIdOption = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar="ID",
        help="The game's id (default: the current game).",
        autocompletion=complete_game_id,
    ),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")]
#: ``--lang`` of the ledger views (the same option as ``score``'s).
LangOption = Annotated[str | None, typer.Option("--lang", metavar="en|ja", help="The view's language: en or ja.")]
#: ``--output`` of a command that writes a file (its format from the suffix unless --format).
OutputOption = Annotated[
    Path | None, typer.Option("--output", "-o", metavar="FILE", help="Write to FILE instead of standard output.")
]


def format_option(command: str, default: str) -> Any:
    """``--format``/``-f`` of ``command``: the formats it offers
    (:data:`hanascore.views.outputs.OFFERS`), each said in the help, and what it writes without
    the option (``default``)."""
    said = "; ".join(f"{name}: {FORMATS[name]}" for name in OFFERS[command])
    return Annotated[
        str | None,
        typer.Option("--format", "-f", metavar="|".join(OFFERS[command]), help=f"{said} (default: {default})."),
    ]


#: ``--format`` of each command that prints rows.
ExportFormatOption = format_option("export", "from --output's suffix")
StatsFormatOption = format_option("stats", "table")
PlayersFormatOption = format_option("players", "table")
SeasonFormatOption = format_option("season show", "table, or from --output's suffix")
StandingsFormatOption = format_option("standings", "table")
ShowFormatOption = format_option("show", "table")


def write_text(text: str, output: Path | None) -> None:
    """``text`` on standard output (UTF-8, whatever the locale), or written whole to ``output``."""
    if output is None:
        write_utf8(text)
    else:
        write_file(output, text)


def write_rows(kind: str, chosen: str, *rows: Any, output: Path | None = None, **options: Any) -> None:
    """The one writer of every command that prints rows: ``rows`` of ``kind`` in format
    ``chosen`` (``options``: ``lang=`` and the kind's own), written by :func:`write_text`;
    a table is drawn on the terminal by its module, loaded now."""
    text = written(kind, chosen, *rows, **options)
    if text is not None:
        write_text(text, output)


def note(text: str, style: str | None = None) -> None:
    """``text`` (plain text) said to people on standard error, in ``style``, by
    :mod:`hanascore.cli.session`, loaded here as problems said in words load it."""
    importlib.import_module("hanascore.cli.session").said(text, style)


def reported(command: Callable[..., T]) -> Callable[..., T]:
    """``command`` (the same options and help: typer reads them through ``functools.wraps``)
    with its problems reported (:func:`hanascore.cli.console.report_problems`) and the command ended with status 2."""

    @functools.wraps(command)
    def run(*args: Any, **options: Any) -> T:
        try:
            return command(*args, **options)
        except HanascoreError as error:
            raise typer.Exit(report_problems(error, bool(options.get("json_output")))) from None

    return run


def fail_json(error: HanascoreError, json_output: bool) -> NoReturn:
    """With ``--json``, report the problems of ``error`` as JSON and end the command (status 2);
    otherwise raise it, for the command that shows the view to report it in words
    (:func:`hanascore.cli.session.viewed`)."""
    if json_output:
        raise typer.Exit(report_json(error))
    raise error


def run_json(json_output: bool, action: Callable[[], T]) -> T:
    """Run ``action``; its problems are reported as :func:`fail_json` says."""
    try:
        return action()
    except HanascoreError as error:
        fail_json(error, json_output)
