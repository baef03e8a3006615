"""What every ledger command shares: its options, one transaction on the store with the game
replayed, errors mapped to exit status 2, and the JSON-or-view answer."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

import typer

from .console import fail, print_json, stderr, stdout
from .errors import Code, GaveUp, HanascoreError, LedgerError, Problem
from .games import game_ids

if TYPE_CHECKING:
    from rich.console import Console

    from .ledger import Entry, Ledger
    from .store import Store

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
    str | None, typer.Option("--game", "-g", metavar="ID", help="The game's id (default: the current game).")
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the answer as JSON.")]
SheetArgument = Annotated[
    str, typer.Argument(metavar="SHEET", help="Round sheet file (TOML or quick form), or - for standard input.")
]
GAMES_HELP = f"The game: {', '.join(game_ids())}."


@dataclass(eq=False)
class Session:
    """One transaction on the ledger, with the game it is about replayed."""

    store: Store
    game_id: str
    entries: list[Entry]
    ledger: Ledger


@contextmanager
def open_store(db: str | None, *, write: bool, create: bool = False) -> Iterator[Store]:
    """The ledger store inside one transaction (a write takes the lock), closed afterwards.

    Only ``create`` makes a missing ledger (``new``, ``import``).  A file that fails once open
    (read-only, damaged) is a problem reported as such, after the transaction rolled back.
    """
    from .store import ledger_file_problem
    from .store import open_store as opening

    store = opening(db, create=create)
    try:
        with store.writing() if write else store.reading():
            yield store
    except HanascoreError:
        raise
    except Exception as error:
        problem = ledger_file_problem(error, store.path)
        if problem is None:
            raise
        raise LedgerError(problem) from None
    finally:
        store.close()


@contextmanager
def game_session(db: str | None, game_id: str | None, *, write: bool = False) -> Iterator[Session]:
    """Open the store, resolve the game (``--game``, else the current one) and replay it."""
    from .ledger import replay

    with open_store(db, write=write) as store:
        resolved = store.resolve_game_id(game_id)
        stored = store.load_game(resolved)
        yield Session(store, resolved, stored.entries, replay(stored.definition, stored.entries))


def run(json_output: bool, action: Callable[[], Any]) -> Any:
    """Run ``action``; a problem with the input or the ledger ends the command with status 2."""
    try:
        return action()
    except HanascoreError as error:
        fail(error, json_output)
    except GaveUp as gave_up:  # interactive entry given up: nothing was written
        raise typer.Exit(gave_up.status) from None


def emit(json_output: bool, shape: Callable[[], Any], view: Callable[[Console], None]) -> None:
    """Print the answer: its JSON shape with ``--json``, else its view."""
    if json_output:
        print_json(shape())
    else:
        view(stdout())


def note(text: str) -> None:
    """A note for people on standard error (standard output carries the data)."""
    stderr().print(text, soft_wrap=True)


def save_summary(session: Session, ledger: Ledger) -> None:
    """Rewrite the game's line of the ``games`` listing (every write does)."""
    from .shapes import summary_json

    session.store.set_summary(session.game_id, summary_json(ledger))


def refuse_if_over(ledger: Ledger) -> None:
    """A finished game takes no more rounds: say who won."""
    if ledger.over:
        raise LedgerError(Problem(Code.GAME_OVER, ledger.finished_message(), "--game"))


# --- options of `new` (a game is made from them) ------------------------------------------


def parse_house_options(options: Iterable[str]) -> tuple[dict[str, Any], list[Problem]]:
    """``--house KEY=VALUE`` options: VALUE is a TOML value where it parses, else a bare string."""
    from .sheet import parse_value

    house: dict[str, Any] = {}
    problems: list[Problem] = []
    for option in options:
        key, sep, value = option.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            problems.append(Problem(Code.BAD_HOUSE, f"{option!r} is not KEY=VALUE, e.g. five_brights=false", "--house"))
            continue
        if key in house:
            problems.append(Problem(Code.DUPLICATE_HOUSE, f"house rule {key!r} is given twice", f"--house {key}"))
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
            problems.append(Problem(Code.BAD_TEAM, f"{option!r} is not NAME=PLAYER,PLAYER, e.g. Red=Ann,Cy", "--team"))
            continue
        if name in teams:
            problems.append(Problem(Code.BAD_TEAM, f"team {name!r} is given twice", "--team"))
            continue
        teams[name] = [member.strip() for member in members.split(",") if member.strip()]
    return (teams or None), problems
