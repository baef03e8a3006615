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
from hanascore.ledger.season_rating import SeasonRatings, season_ratings
from hanascore.ledger.seasons import Season, SeasonRecords
from hanascore.views.html.season_report import season_html
from hanascore.views.season import season_csv
from hanascore.views.season_terminal import render_season
from hanascore.views.season_text import season_markdown
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
    # Two unfinished games (of 12 rounds): rated as they stand, everyone ranked (issue 33).
    assert cli_json("season", "new", "*Club* <b>night</b>", "--include-unfinished", "--min-games", "1")[0] == 0


def ranking_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The Mushi ranking of ``season show --json``'s answer (the only game type here)."""
    assert list(data["ratings"]) == ["mushi"]
    return data["ratings"]["mushi"]["ranking"]


def ratings_of(records: list[Any], season: Season | None = None) -> SeasonRatings:
    """The ratings of a season of ``records`` (every one ranked from its first game)."""
    chosen = season or Season(1, "Club", "club", None, None, "2026-10-01T00:00:00+00:00", min_games=1)
    return season_ratings(SeasonRecords(chosen, tuple(records)))


def test_the_terminal_table_writes_ratings_to_2_decimals(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    data = cli_json("season", "show")[1]
    shown = cli("season", "show")
    assert shown.exit_code == 0
    for entry in ranking_of(data):
        line = next(line for line in shown.stdout.splitlines() if entry["name"] in line)
        cells = line.split()
        # The rating, its interval (mu ± 2 sigma) and its change (issue 33).
        assert cells[-5:] == [
            f"{entry['ordinal']:.2f}",
            f"{entry['mu']:.2f}",
            "±",
            f"{2 * entry['sigma']:.2f}",
            f"{entry['change']:+.2f}",
        ]
        assert cells[0] == str(entry["rank"])
    assert shown.stdout.startswith(
        "Season *Club* <b>night</b>\n"
        "every game of the ledger · games: 2 (2 rated) · unfinished games rated as they stand\n\nMushi\n"
    )


def test_markdown_escapes_every_name_and_writes_2_decimals(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    data = cli_json("season", "show")[1]
    text = cli("season", "show", "--format", "markdown").stdout
    assert text.startswith("# Season \\*Club\\* &lt;b&gt;night&lt;/b&gt;\n")
    assert "\\*Ann\\*\\_\\`x\\`\\|" in text and "&lt;i&gt;Bo&lt;/i&gt;&amp;amp;" in text
    assert MARKDOWN_NAME not in text and HTML_NAME not in text
    for entry in ranking_of(data):
        assert f"| {entry['ordinal']:.2f} | {entry['mu']:.2f} ± {2 * entry['sigma']:.2f} |" in re.sub(r" +", " ", text)
        assert repr(entry["mu"]) not in text


def test_csv_guards_formulas_and_keeps_the_ratings_exact(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    data = cli_json("season", "show")[1]
    rows = list(csv.reader(io.StringIO(cli("season", "show", "-f", "csv").stdout)))
    assert rows[0] == [
        "game",
        "rank",
        "name",
        "games",
        "mu",
        "sigma",
        "ordinal",
        "low",
        "high",
        "change",
        "provisional",
        "firsts",
        "points",
    ]
    names = {row[2] for row in rows[1:]}
    assert names == {MARKDOWN_NAME, HTML_NAME, "'+Cy", "'@Di"}
    for entry, row in zip(ranking_of(data), rows[1:], strict=True):
        keys = ("mu", "sigma", "ordinal", "low", "high", "change")
        assert [float(cell) for cell in row[4:10]] == [entry[key] for key in keys]
        assert row[0] == "mushi" and int(row[1]) == entry["rank"] and int(row[3]) == entry["games"]
        assert row[10] == "false"
    # Each game's winner placed first; the points are each party's (RULES.md section 3: ±39).
    assert {row[2]: (row[11], row[12]) for row in rows[1:]} == {
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
    for entry in ranking_of(data):
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
    ratings = ratings_of(records)
    console = Console(file=io.StringIO(), width=120, force_terminal=False)
    render_season(ratings, console, "en")
    outputs = {
        "terminal": console.file.getvalue(),  # type: ignore[attr-defined]
        "markdown": season_markdown(ratings),
        "csv": season_csv(ratings),
        "html": season_html(ratings, records),
    }
    for kind, text in outputs.items():
        assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text, kind
        assert "\\u202eFu" in text, kind
        assert "x1b" in text and "pwned" in text, kind


def test_an_empty_season_says_so_everywhere() -> None:
    season = Season(1, "Club", "club", "2026-01-01", None, "2026-10-01T00:00:00+00:00")
    ratings = ratings_of([], season)
    assert "_no game of this season is rated yet_" in season_markdown(ratings)
    assert season_csv(ratings) == "game,rank,name,games,mu,sigma,ordinal,low,high,change,provisional,firsts,points\n"
    page = season_html(ratings, [])
    assert "no game of this season is rated yet" in page
    assert "games started from 2026-01-01 on" in page
    # A season of one game type with no game yet: its table says so, and its chart.
    season = Season(1, "Club", "club", "2026-01-01", None, "2026-10-01T00:00:00+00:00", game="koi-koi")
    page = season_html(ratings_of([], season), [])
    assert "<svg" in page and "No rated game yet" in page and "no game of this type is rated yet" in page


def test_the_chart_draws_each_players_rating_after_each_game() -> None:
    page = season_html(ratings_of(SEASON), SEASON)
    lines = re.findall(r'<polyline class="hs-series" points="([^"]+)"', page)
    # A chart per game type (issue 33), one line per person, by games played: at 0 games the
    # starting rating, then a point after each of their games.  Mushi (games 1 and 3): Ann and
    # Bo played 2, Cy and Di 1; Sakura (game 2): each of the four played 1.
    assert page.count("<svg") == 2
    assert sorted(len(points.split()) for points in lines) == [2, 2, 2, 2, 2, 2, 3, 3]


def test_every_season_word_is_said_in_japanese_with_the_same_placeholders() -> None:
    for key, (english, japanese) in seasons.WORDS.items():
        assert english and japanese.strip(), key
        assert placeholders(japanese) == placeholders(english), key


def test_the_terminal_speaks_japanese(cli_json: Cli, cli: Cli) -> None:
    hostile_ledger(cli_json)
    shown = cli("season", "show", "--lang", "ja").stdout
    assert shown.startswith(
        "シーズン *Club* <b>night</b>\n台帳のすべてのゲーム · ゲーム 2件（うちレーティング 2件） · "
        "終わっていないゲームも現時点の点でレーティング\n\n虫\n"
    )
    assert "打ち手" in shown and "player" not in shown
