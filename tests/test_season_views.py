"""A season shown to people and written for other programs: the terminal's table, markdown,
CSV and the self-contained HTML report with its rating chart; how the ratings are written
(exact in JSON and CSV, 2 decimals where people read them), and every name neutralised as the
game exports do it (markdown syntax escaped, spreadsheet formulas guarded, HTML escaped,
hidden characters shown).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console

from hanascore.core.words import seasons
from hanascore.ledger.seasons import Season, season_ranking
from hanascore.views.html.season_report import season_html
from hanascore.views.season import render_season, season_csv, season_markdown
from tests.conftest import add_json, start_game
from tests.test_problem_words import placeholders
from tests.test_season import MUSHI_LOSS
from tests.test_season_rating import SEASON, game

Cli = Callable[..., Any]

#: Names a player may have that mean something to markdown, HTML or a spreadsheet.
MARKDOWN_NAME = "*Ann*_`x`|"
HTML_NAME = "<i>Bo</i>&amp;"
FORMULA_NAME = "+Cy"
AT_NAME = "@Di"
#: Names another program might have stored: an escape sequence and a bidi override.
HIDDEN_NAMES = ("Ed\x1b]0;pwned\x07", "\u202eFu")


def hostile_ledger(cli_json: Cli) -> None:
    """Two Mushi games of players with hostile names, a round each, and a season of them."""
    start_game(cli_json, "mushi", [MARKDOWN_NAME, HTML_NAME])
    sheet = MUSHI_LOSS.format(players=f"{MARKDOWN_NAME}, {HTML_NAME}", active="", loser=MARKDOWN_NAME, winner=HTML_NAME)
    assert add_json(cli_json, sheet)[0] == 0
    start_game(cli_json, "mushi", [FORMULA_NAME, AT_NAME])
    sheet = MUSHI_LOSS.format(players=f"{FORMULA_NAME}, {AT_NAME}", active="", loser=AT_NAME, winner=FORMULA_NAME)
    assert add_json(cli_json, sheet)[0] == 0
    assert cli_json("season", "new", "*Club* <b>night</b>")[0] == 0


def test_the_terminal_table_writes_ratings_to_2_decimals(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    data = cli_json("season", "show")[1]
    shown = cli("season", "show")
    assert shown.exit_code == 0
    for entry in data["ranking"]:
        line = next(line for line in shown.stdout.splitlines() if entry["name"] in line)
        cells = line.split()
        assert cells[-3:] == [f"{entry['mu']:.2f}", f"{entry['sigma']:.2f}", f"{entry['ordinal']:.2f}"]
        assert cells[0] == str(entry["rank"])
    assert shown.stdout.startswith("Season *Club* <b>night</b>\nevery game of the ledger · games: 2 (2 rated)\n")


def test_markdown_escapes_every_name_and_writes_2_decimals(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    data = cli_json("season", "show")[1]
    text = cli("season", "show", "--format", "markdown").stdout
    assert text.startswith("# Season \\*Club\\* &lt;b&gt;night&lt;/b&gt;\n")
    assert "\\*Ann\\*\\_\\`x\\`\\|" in text and "&lt;i&gt;Bo&lt;/i&gt;&amp;amp;" in text
    assert MARKDOWN_NAME not in text and HTML_NAME not in text
    for entry in data["ranking"]:
        assert f"| {entry['mu']:.2f} |" in re.sub(r" +", " ", text)
        assert repr(entry["mu"]) not in text


def test_csv_guards_formulas_and_keeps_the_ratings_exact(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    data = cli_json("season", "show")[1]
    rows = list(csv.reader(io.StringIO(cli("season", "show", "-f", "csv").stdout)))
    assert rows[0] == ["rank", "name", "games", "mu", "sigma", "ordinal", "firsts", "points"]
    names = {row[1] for row in rows[1:]}
    assert names == {MARKDOWN_NAME, HTML_NAME, "'+Cy", "'@Di"}
    for entry, row in zip(data["ranking"], rows[1:], strict=True):
        assert [float(row[3]), float(row[4]), float(row[5])] == [entry["mu"], entry["sigma"], entry["ordinal"]]
        assert int(row[0]) == entry["rank"] and int(row[2]) == entry["games"]
    # Each game's winner placed first; the points are each party's (RULES.md section 3: ±39).
    assert {row[1]: (row[6], row[7]) for row in rows[1:]} == {
        MARKDOWN_NAME: ("0", "-39"),
        HTML_NAME: ("1", "39"),
        "'+Cy": ("1", "39"),
        "'@Di": ("0", "-39"),
    }


def test_the_html_report_is_self_contained_with_a_chart(cli_json: Cli, cli: Cli, tmp_path: Path) -> None:
    hostile_ledger(cli_json)
    out = tmp_path / "club.html"
    said = cli("season", "show", "-o", str(out))  # the format from the suffix
    assert said.exit_code == 0 and "wrote season" in said.stderr
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and page.count("<svg") == 1 and "<polyline" in page
    # Nothing comes from outside the file, and nothing runs.
    for outside in ("http:", "https:", "//", "<script", "<link", "src=", "<img", "@import", "url("):
        assert outside not in page.replace("</", "<"), outside
    assert "default-src 'none'" in page
    # Names are text: escaped in the table and the chart.
    assert "<i>Bo</i>" not in page and "&lt;i&gt;Bo&lt;/i&gt;&amp;amp;" in page
    assert "<b>night</b>" not in page and "&lt;b&gt;night&lt;/b&gt;" in page
    data = cli_json("season", "show")[1]
    for entry in data["ranking"]:
        assert f"<strong>{entry['ordinal']:.2f}</strong>" in page


def test_the_html_report_speaks_japanese(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    page = cli("season", "show", "--format", "html", "--lang", "ja").stdout
    assert '<html lang="ja">' in page and "順位表" in page and "レーティング" in page
    assert "Ranking" not in page


def test_a_format_that_is_not_one_of_seasons_is_refused(cli_json: Cli, tmp_path: Path) -> None:
    hostile_ledger(cli_json)
    for args in (("--format", "xml"), ("--output", str(tmp_path / "club.txt"))):
        code, data = cli_json("season", "show", *args)
        assert code == 2 and [e["code"] for e in data["errors"]] == ["bad-format"], args
    assert not (tmp_path / "club.txt").exists()


def test_hidden_characters_in_names_are_shown_not_acted_on() -> None:
    """Names stored by another program (the commands refuse them) reach no output raw."""
    records = [game("1", {HIDDEN_NAMES[0]: 5, HIDDEN_NAMES[1]: -5})]
    ranking = season_ranking(records)
    season = Season(1, "Club", "club", None, None, "2026-10-01T00:00:00+00:00")
    console = Console(file=io.StringIO(), width=120, force_terminal=False)
    render_season(season, ranking, console, "en")
    outputs = {
        "terminal": console.file.getvalue(),  # type: ignore[attr-defined]
        "markdown": season_markdown(season, ranking),
        "csv": season_csv(ranking),
        "html": season_html(season, records, ranking),
    }
    for kind, text in outputs.items():
        assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text, kind
        assert "\\u202eFu" in text, kind
        assert "x1b" in text and "pwned" in text, kind


def test_an_empty_season_says_so_everywhere() -> None:
    season = Season(1, "Club", "club", "2026-01-01", None, "2026-10-01T00:00:00+00:00")
    ranking = season_ranking([])
    assert "_no game of this season has a round played yet_" in season_markdown(season, ranking)
    assert season_csv(ranking) == "rank,name,games,mu,sigma,ordinal,firsts,points\n"
    page = season_html(season, [], ranking)
    assert "<svg" in page and "No rated game yet" in page
    assert "games started from 2026-01-01 on" in page


def test_the_chart_draws_each_players_rating_after_each_game() -> None:
    ranking = season_ranking(SEASON)
    page = season_html(Season(1, "Club", "club", None, None, "x"), SEASON, ranking)
    lines = re.findall(r'<polyline class="hs-series" points="([^"]+)"', page)
    # One line per person; Di's starts before game 2 (their first) and has a point after each
    # of their two games; the others' from before their first game too.
    assert sorted(len(points.split()) for points in lines) == [3, 3, 4, 4]


def test_every_season_word_is_said_in_japanese_with_the_same_placeholders() -> None:
    for key, (english, japanese) in seasons.WORDS.items():
        assert english and japanese.strip(), key
        assert placeholders(japanese) == placeholders(english), key


def test_the_terminal_speaks_japanese(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    shown = cli("season", "show", "--lang", "ja").stdout
    assert shown.startswith(
        "シーズン *Club* <b>night</b>\n台帳のすべてのゲーム · ゲーム 2 件（うちレーティング 2 件）\n"
    )
    assert "打ち手" in shown and "player" not in shown
