"""What every command shares: its options, problems reported (JSON, or a list on standard
error), one transaction on the store with the game replayed, errors mapped to exit status 2,
and the JSON-or-view answer.  The options and the JSON answers alone are
:mod:`hanascore.cli.options`'s, which loads no rich."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NoReturn

import typer
from rich.console import Console

from hanascore.cli.console import command_line_language, print_json, report_json
from hanascore.core.errors import Code, GaveUp, HanascoreError, Problem, msg
from hanascore.core.sheet import parse_value
from hanascore.core.words import Language
from hanascore.games import game_ids
from hanascore.views.console import markup_escaped, stderr, stdout, whole_lines
from hanascore.views.terminal import render_problems

GAMES_HELP = f"The game: {', '.join(game_ids())}."


def report(error: HanascoreError, as_json: bool = False, *, lines: bool = False, lang: Language | None = None) -> int:
    """Report every problem of ``error`` (JSON on standard output, else a list on standard
    error, in ``lang``; by default the command line's, :func:`command_line_language`);
    returns the exit status, 2.  ``lines``: one compact JSON line (a batch)."""
    if as_json:
        return report_json(error, lines=lines)
    render_problems(error.problems, stderr(), error.omitted, lang or command_line_language())
    return 2


def fail(error: HanascoreError, as_json: bool = False) -> NoReturn:
    """Report every problem of ``error`` and end the command with exit status 2."""
    raise typer.Exit(report(error, as_json))


def run(json_output: bool, action: Callable[[], Any]) -> Any:
    """Run ``action``; a problem with the input or the ledger ends the command with status 2."""
    try:
        return action()
    except HanascoreError as error:
        fail(error, json_output)
    except GaveUp as gave_up:  # interactive entry given up: nothing was written
        raise typer.Exit(gave_up.status) from None


def emit(
    json_output: bool, shape: Callable[[], Any], view: Callable[[Console], None], *, confirmation: bool = False
) -> None:
    """Print the answer: its JSON shape with ``--json``, else its view.

    The streams follow the command-line convention: standard output carries data (ids, JSON,
    a round's result, the views that read the ledger), standard error what is said to people.
    ``confirmation``: the view only confirms what the command did (``use``, ``adjust``,
    ``undo``), so it goes to standard error and a script's standard output stays empty.
    """
    if json_output:
        print_json(shape())
    else:
        view(stderr() if confirmation else stdout())


def note(text: str) -> None:
    """A note for people on standard error (standard output carries the data): one whole line
    for a pipe or a file, folded between words on a terminal."""
    console = stderr()
    console.print(text, soft_wrap=whole_lines(console))


def said(text: str, style: str | None = None) -> None:
    """``text`` (plain text, never markup) as a :func:`note`, in ``style`` (``yellow``)."""
    escaped = markup_escaped(text)
    note(f"[{style}]{escaped}[/]" if style else escaped)


# --- options of `new` (a game is made from them) ------------------------------------------


def parse_house_options(options: Iterable[str]) -> tuple[dict[str, Any], list[Problem]]:
    """``--house KEY=VALUE`` options: VALUE is a TOML value where it parses, else a bare string."""
    house: dict[str, Any] = {}
    problems: list[Problem] = []
    for option in options:
        key, sep, value = option.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            problems.append(Problem(Code.BAD_HOUSE, msg("bad-house", option=option), "--house"))
            continue
        if key in house:
            problems.append(Problem(Code.DUPLICATE_HOUSE, msg("duplicate-house.option", key=key), f"--house {key}"))
            continue
        house[key] = parse_value(value.strip())
    return house, problems


def parse_team_options(options: Iterable[str]) -> tuple[dict[str, list[str]] | None, list[Problem]]:
    """``--team NAME=P1,P2`` options into the sheet's teams shape."""
    teams: dict[str, list[str]] = {}
    problems: list[Problem] = []
    for option in options:
        name, sep, members = option.partition("=")
        if not sep or not name.strip() or not members.strip():
            problems.append(Problem(Code.BAD_TEAM, msg("bad-team.name-player", option=option), "--team"))
            continue
        if name in teams:
            problems.append(Problem(Code.BAD_TEAM, msg("bad-team.team-given", name=name), "--team"))
            continue
        teams[name] = [member.strip() for member in members.split(",") if member.strip()]
    return (teams or None), problems
