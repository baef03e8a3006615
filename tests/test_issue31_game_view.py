"""One view model of a game (issue 31): the game view holds the standings, the history rows,
the totals, the chart's points and the settle-up, and the five renderers (the terminal's
standings and history, the page, the HTML export, markdown and CSV) all draw one game with the
same totals and rows, in English and in Japanese; the Japanese exports say no English word."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from hanascore.core.words import Language, say
from hanascore.ledger.actions import read_game
from hanascore.ledger.replay import Ledger
from hanascore.views import export_csv, export_markdown
from hanascore.views.game_view import GameView, Said, game_view, places, said
from hanascore.views.html import report
from hanascore.views.standings import render_chart, render_history, render_standings
from tests.conftest import SAMPLES
from tests.test_render_japanese import _Text, english_words

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.web.app import create_app

LANGS: tuple[Language, ...] = ("en", "ja")
PLAYERS = ("Ann", "Bo")
#: The game: round 1 (Ann +33), an adjustment (Ann +7), a note, round 2 (Ann +39): over.
TOTALS_AFTER = [{"Ann": 33, "Bo": -33}, {"Ann": 40, "Bo": -33}, {"Ann": 79, "Bo": -72}]
REASON = "late fee"
NOTE = "Bo brought tea"


@pytest.fixture
def game(cli: Callable[..., Any], cli_json: Callable[..., Any], isolated_store: Path) -> tuple[str, Ledger]:
    """A finished game of two rounds, with an adjustment and a note between them."""
    code, data = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--rounds", "2", "--name", "Friday")
    assert code == 0, data
    for args in (
        ("add", str(SAMPLES / "ledger" / "round1.txt")),
        ("adjust", "--party", "Ann", "--amount", "7", "--reason", REASON),
        ("note", NOTE),
        ("add", str(SAMPLES / "ledger" / "round2.txt")),
    ):
        done = cli(*args)
        assert done.exit_code == 0, done.stderr
    return read_game(str(isolated_store), data["id"])


# -- the view model ------------------------------------------------------------------------------


def test_the_view_holds_standings_rows_totals_chart_and_settle_up(game: tuple[str, Ledger]) -> None:
    game_id, ledger = game
    view = game_view(game_id, ledger, "en", stake=10)
    assert view.totals == {"Ann": 79, "Bo": -72} and view.over and view.winner == "Ann"
    assert [(s.name, s.total, s.place, s.leads) for s in view.standings] == [
        ("Ann", 79, 1, True),
        ("Bo", -72, 2, False),
    ]
    assert [row.kind for row in view.rows] == ["round", "adjustment", "note", "round"]
    assert [row.number for row in view.rows] == [1, None, None, 2]
    assert [dict(row.totals) for row in view.rows if row.kind != "note"] == TOTALS_AFTER
    assert view.rows[1].note.text() == f"adjustment: {REASON}" and view.rows[2].text == NOTE
    # The chart's steps: every entry that moves a total (the note moves none).
    assert [(point.round, dict(point.totals)) for point in view.chart] == list(
        zip([1, None, 2], TOTALS_AFTER, strict=True)
    )
    # The totals do not sum to zero (an adjustment): each pair settles its difference, at 10 a point.
    assert view.settlement is not None and view.settlement.basis == "differences"
    assert [(p.payer, p.payee, p.amount) for p in view.settlement.payments] == [("Bo", "Ann", 1510)]
    assert game_view(game_id, ledger, "en").settlement is None


def test_a_japanese_view_says_its_words_in_japanese(game: tuple[str, Ledger]) -> None:
    view = game_view(*game, "ja")
    assert view.game_name == "虫" and view.game_title == "虫"
    assert view.rows[1].note.text() == say("ja", "adjustment-note", reason=REASON)
    assert view.length == say("ja", "rounds-of", played=2, rounds=2)


def test_said_keeps_the_names_apart_for_each_document_to_escape() -> None:
    words = said(lambda name: f"played: {name('A*n')}, then {name('B_o')} ×2")
    assert words.text() == "played: A*n, then B_o ×2"
    assert words.text(lambda n: f"<{n}>") == "played: <A*n>, then <B_o> ×2"
    assert Said(("", "x", "")).text(str.upper) == "X"


def test_places_share_the_better_one_on_a_tie() -> None:
    assert places({"A": 5, "B": 9, "C": 5}) == {"A": 2, "B": 1, "C": 2}


# -- each renderer's totals and rows, parsed back ------------------------------------------------

TOTAL = re.compile(r"→ (-?\d+)")


def csv_read(view: GameView) -> tuple[list[dict[str, int]], dict[str, int]]:
    rows = list(csv.DictReader(io.StringIO(export_csv.to_csv(view))))
    scored = [row for row in rows if row["round"] != "note"]
    totals = [{p: int(row[f"{p} total"]) for p in PLAYERS} for row in scored]
    return totals, totals[-1]


def table_cells(lines: list[str], separator: str) -> list[list[str]]:
    return [[cell.strip() for cell in line.strip().strip(separator).split(separator)] for line in lines]


def markdown_read(view: GameView) -> tuple[list[dict[str, int]], dict[str, int]]:
    text = export_markdown.to_markdown(view.id, view)
    tables = [block.splitlines() for block in text.split("\n\n") if block.startswith("|")]
    history, standings = (table_cells(table[2:], "|") for table in tables)
    totals = [
        {p: int(TOTAL.search(cell)[1]) for p, cell in zip(PLAYERS, row[3:5], strict=True)}  # type: ignore[index]
        for row in history
        if row[0] != say(view.lang, "doc.note")
    ]
    return totals, {row[0]: int(row[1]) for row in standings}


def terminal_read(view: GameView) -> tuple[list[dict[str, int]], dict[str, int]]:
    console = Console(file=io.StringIO(), width=200, color_system=None)
    render_history(view, console)
    history = table_cells([line for line in console.file.getvalue().splitlines() if "│" in line], "│")  # type: ignore[attr-defined]
    totals = [
        {p: int(TOTAL.search(cell)[1]) for p, cell in zip(PLAYERS, row[3:5], strict=True)}  # type: ignore[index]
        for row in history
        if row[0] != say(view.lang, "note-entry")
    ]
    console = Console(file=io.StringIO(), width=200, color_system=None)
    render_standings(view.id, view, console)
    standings = table_cells([line for line in console.file.getvalue().splitlines() if "│" in line], "│")  # type: ignore[attr-defined]
    return totals, {row[0].removesuffix(" ★"): int(row[1]) for row in standings}


class Page(HTMLParser):
    """The standings table (``table.standings``) and the totals after each entry (``p.totals``)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.where: list[str] = []
        self.standings: dict[str, int] = {}
        self.totals: list[dict[str, int]] = []
        self.cells: list[str] = []
        self.line = ""
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        kind = dict(attrs).get("class") or ""
        self.where.append(f"{tag}.{kind}")
        if tag == "tr":
            self.cells = []
        elif tag in ("th", "td"):
            self.cells.append("")
        elif tag == "p" and kind == "totals":
            self.line = ""

    def handle_endtag(self, tag: str) -> None:
        opened = self.where.pop() if self.where else ""
        inside = "table.standings" in self.where
        if tag == "tr" and inside and len(self.cells) >= 2 and self.cells[1].strip().lstrip("-").isdigit():
            self.standings[self.cells[0].split()[0]] = int(self.cells[1])
        elif opened == "p.totals":
            found = re.findall(r"(\w+) (-?\d+)", self.line)
            self.totals.append({name: int(total) for name, total in found})

    def handle_data(self, data: str) -> None:
        in_cell = self.where and self.where[-1].split(".")[0] in ("th", "td", "bdi")
        if in_cell and self.cells and "table.standings" in self.where:
            self.cells[-1] += data
        if "p.totals" in self.where:
            self.line += data


def html_read(view: GameView) -> tuple[list[dict[str, int]], dict[str, int]]:
    page = Page(report.report_html(view.id, view))
    return page.totals, page.standings


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("read", [csv_read, markdown_read, terminal_read, html_read])
def test_every_rendering_draws_the_same_totals_and_rows(
    game: tuple[str, Ledger], lang: Language, read: Callable[[GameView], Any]
) -> None:
    view = game_view(*game, lang)
    totals, standings = read(view)
    assert totals == TOTALS_AFTER
    assert standings == dict(view.totals) == {"Ann": 79, "Bo": -72}


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_draws_the_standings_and_entries_with_the_exports_partials(
    game: tuple[str, Ledger], isolated_store: Path, lang: Language
) -> None:
    game_id, ledger = game
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    shown = client.get(f"/games/{game_id}?lang={lang}")
    assert shown.status_code == 200
    page = Page(shown.text)
    assert page.standings == {"Ann": 79, "Bo": -72}
    # The page explains rounds by the shared round view; the adjustment is the export's own
    # partial, with the totals after it.
    assert page.totals == [TOTALS_AFTER[1]]
    exported = Page(report.report_html(game_id, ledger, lang))
    assert page.standings == exported.standings
    caption = say(lang, "export.rounds-of", played=2, rounds=2)
    assert caption in shown.text and say(lang, "export.adjustment") in shown.text
    assert say(lang, "export.note") in shown.text and NOTE in shown.text


# -- the language asked --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_terminal_says_its_headings_in_the_language_asked(game: tuple[str, Ledger], lang: Language) -> None:
    console = Console(file=io.StringIO(), width=200, color_system=None)
    ledger = game[1]
    render_history(ledger, console, lang)  # the signature the commands call
    render_chart(ledger, console, lang)
    render_standings(game[0], ledger, console, lang)
    text = console.file.getvalue()  # type: ignore[attr-defined]
    for key in ("dealer", "winner-column", "note", "doc.adj", "note-entry", "party", "total"):
        assert say(lang, key) in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_exports_take_the_language_beside_their_old_call(game: tuple[str, Ledger], lang: Language) -> None:
    game_id, ledger = game
    markdown = export_markdown.exported(game_id, ledger, lang=lang)
    assert say(lang, "doc.game-over", result=say(lang, "doc.winner-is", name="Ann")) in markdown
    page = report.exported(game_id, ledger, lang=lang)
    assert f'<html lang="{lang}">' in page
    # CSV's header and cells are the contract's in every language; its reasons are said in it.
    rows = list(csv.reader(io.StringIO(export_csv.exported(game_id, ledger, lang=lang))))
    assert rows[0] == ["round", "dealer", "winner", "Ann", "Bo", "Ann total", "Bo total", "reason"]
    assert [row[0] for row in rows[1:]] == ["1", "adjustment", "note", "2"]
    assert export_markdown.exported(game_id, ledger) == export_markdown.to_markdown(game_id, ledger, "en")


def test_the_japanese_exports_say_no_english_word(game: tuple[str, Ledger]) -> None:
    game_id, ledger = game
    names = {*PLAYERS, "Friday", "hanascore", REASON, NOTE, "Mushi"}
    markdown = export_markdown.to_markdown(game_id, ledger, "ja")
    assert not english_words(markdown, names), markdown
    reader = _Text()
    reader.feed(report.report_html(game_id, ledger, "ja"))
    text = " ".join(reader.parts)
    assert not english_words(text, names), " ".join(text.split())
    # The same exports in English say English words (the check above can fail).
    assert english_words(export_markdown.to_markdown(game_id, ledger, "en"), names)
