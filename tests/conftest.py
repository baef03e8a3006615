"""Shared fixtures: an isolated store for every test, and the real CLI."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings
from typer.testing import CliRunner

from hanascore.cli.app import app
from hanascore.core.errors import SheetError
from hanascore.core.result import RoundResult
from hanascore.core.table import Table
from hanascore.games.scoring import score_sheet, score_text
from hanascore.games.sheets import load_sheet

SAMPLES = Path(__file__).resolve().parent.parent / "samples"

# The same examples on every run (and no example database carried between runs): a property
# test that passes once passes again, so a red run means the code changed.  Fresh random
# examples are the fuzz campaigns' job (benchmarks/fuzz_*.py).
settings.register_profile("deterministic", derandomize=True, database=None)
settings.load_profile("deterministic")

#: The keys of ``score --json`` and of each of its parties, in the contract's order.
RESULT_KEYS = [
    "game",
    "multiplier",
    "stopped_by",
    "parties",
    "winner",
    "next_dealer",
    "leftover",
    "dead",
    "carry_over",
    "warnings",
]
PARTY_KEYS = ["name", "members", "active", "cards", "card_points", "yaku", "yaku_points", "score"]


#: The slowest tests (seconds each, where most take milliseconds), slowest first: by their mark,
#: or by the fixture they drive (a pty test need not be marked so to be one).
SLOW = (("browser", "browser"), ("pty", "terminal"))


def slowness(item: pytest.Item) -> int:
    """0 for a browser test, 1 for a pty test, 2 for the rest."""
    for rank, (mark, fixture) in enumerate(SLOW):
        if item.get_closest_marker(mark) or fixture in getattr(item, "fixturenames", ()):
            return rank
    return len(SLOW)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules of the slowest tests first, each module's tests kept together (its module
    fixtures made once) and in their order: the workers of ``-n auto`` share them out from the
    start and end on the quick ones, rather than one worker finishing alone on a browser module
    the other was done before.  The order is the same on every worker, as pytest-xdist requires."""
    rank: dict[str, int] = {}
    for item in items:
        rank[item.path.name] = min(rank.get(item.path.name, len(SLOW)), slowness(item))
    items.sort(key=lambda item: rank[item.path.name])


@pytest.fixture(autouse=True)
def isolated_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own database: nothing touches the user's real ledger."""
    db = tmp_path / "hanascore.db"
    monkeypatch.setenv("HANASCORE_DB", str(db))
    monkeypatch.setenv("COLUMNS", "120")
    return db


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The views follow the locale: every test starts from an English one, whatever the
    machine's (a test of the Japanese views sets its own)."""
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    """One Chromium for a worker's whole session, shared by every browser test module (each
    module's ``browser`` fixture): launching one takes a second or more, and a test never needs
    a fresh browser, as each opens its own context (its own cookies, storage and viewport)."""
    # Imported here, not at the top: only the browser tests load Playwright (the browser
    # modules import it themselves), so collecting and running the rest stays light.
    from .test_serve_browser import CHROMIUM, CHROMIUM_ARGS, sync_api

    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def module_browser(chromium: Any) -> Iterator[Any]:
    """The body of a browser module's ``browser`` fixture: the worker's Chromium, with the
    contexts (phones) the module's tests opened closed after its last test, as closing a browser
    of its own did."""
    yield chromium
    for context in list(chromium.contexts):
        context.close()


@pytest.fixture
def cli() -> Callable[..., Any]:
    """Run ``hanascore`` in-process: ``cli("score", path, input=...)``."""
    runner = CliRunner()

    def run(*args: str, input: str | None = None) -> Any:
        return runner.invoke(app, list(args), input=input, catch_exceptions=False)

    return run


@pytest.fixture
def cli_json(cli: Callable[..., Any]) -> Callable[..., Any]:
    """Run a command with ``--json`` and parse standard output."""

    def run(*args: str, input: str | None = None) -> tuple[int, Any]:
        result = cli(*args, "--json", input=input)
        return result.exit_code, json.loads(result.stdout)

    return run


def score(text: str) -> RoundResult:
    """Score a sheet given as text (either form)."""
    return score_text(text)


def score_data(data: dict[str, Any], table: Table | None = None, **ledger: Any) -> RoundResult:
    """Score a sheet given as a TOML-shaped dict, as the ledger's import and the page's drafts
    read one (:func:`load_sheet`) and every command scores it (:func:`score_sheet`)."""
    return score_sheet(load_sheet(data, table.game if table else None), table, **ledger)


def problem_places(text: str) -> list[tuple[str, str | None]]:
    """(code, where) of every problem a sheet has; it must have some."""
    with pytest.raises(SheetError) as info:
        score_text(text)
    return [(p.code, p.where) for p in info.value.problems]


def start_game(cli_json: Callable[..., Any], game: str, players: list[str], *options: str) -> str:
    """``hanascore new`` through the CLI; the new game's id."""
    args = ["new", game, *(f"--player={p}" for p in players), *options]
    code, data = cli_json(*args)
    assert code == 0, data
    return data["id"]


def add_json(cli_json: Callable[..., Any], text: str, *options: str) -> tuple[int, Any]:
    """``hanascore add -`` with ``text`` as the sheet."""
    return cli_json("add", "-", *options, input=text)


def current_standings(cli_json: Callable[..., Any]) -> dict[str, Any]:
    """``hanascore standings --json`` of the current game."""
    code, data = cli_json("standings")
    assert code == 0, data
    return data


def scores_of(result: dict[str, Any]) -> dict[str, int]:
    """Each party's score in a ``score --json`` object."""
    return {party["name"]: party["score"] for party in result["parties"]}
