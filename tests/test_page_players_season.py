"""The season page in a real browser (issue 21, point 4; issue 33): linked from the games list
once a season exists; a ranking per game type (rank, name, games, the conservative rating, its
interval mu ± 2 sigma and its change in the player's last game) as openskill gives it for the
season's placements, the provisional players marked below the ranked, and a chart per game type
of each person's rating by games played; in English and Japanese at a phone's size, light and
dark; read only; following the ledger.

The ledger is :func:`tests.test_page_players.three_games`: game 1 (Mushi) Bo beats Ann, game 2
(Mushi) Ann ("ann") beats Cy, game 3 (Sakura) Bo beats Ann; each is over.  Screenshots:
``season-*`` in ``test-output/screenshots``.
"""

from __future__ import annotations

from typing import Any

import pytest
from openskill.models import PlackettLuce

from .axe import axe_source, violations
from .test_page_players import DESKTOP, MUSHI_ROUND, WAIT, fits, table_rows, three_games
from .test_page_words import english_left, shown_text
from .test_serve_browser import (  # noqa: F401 (the fixtures)
    CHROMIUM,
    TOKEN,
    browser,
    phone,
    server,
    shoot,
    sync_api,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]


def openskill_ranking(games: list[tuple[str, str]], min_games: int = 1) -> list[list[str]]:
    """The ranking rows the page should show, from openskill called directly: each game of
    ``games`` (winner, loser; two players, one round) rated in order, then the ranked ordered by
    the conservative estimate, the provisional (fewer than ``min_games``) after them, marked and
    without a rank; each number to 2 decimals, the interval as mu ± 2 sigma, the change signed."""
    model = PlackettLuce()
    ratings: dict[str, Any] = {}
    before: dict[str, float] = {}
    played: dict[str, int] = {}
    for winner, loser in games:
        first, second = ratings.get(winner, model.rating()), ratings.get(loser, model.rating())
        before[winner], before[loser] = first.ordinal(), second.ordinal()
        [[first], [second]] = model.rate([[first], [second]], ranks=[1, 2])
        ratings[winner], ratings[loser] = first, second
        for name in (winner, loser):
            played[name] = played.get(name, 0) + 1
    ordered = sorted(ratings, key=lambda name: (played[name] < min_games, -ratings[name].ordinal()))
    rows = []
    for rank, name in enumerate(ordered, start=1):
        rating, provisional = ratings[name], played[name] < min_games
        change = f"{rating.ordinal() - before[name]:+.2f}"
        rows.append(
            [
                "" if provisional else str(rank),
                f"{name} *" if provisional else name,
                str(played[name]),
                f"{rating.ordinal():.2f}",
                f"{rating.mu:.2f} ±\u00a0{2 * rating.sigma:.2f}",  # wraps before the ± only
                "0.00" if change in ("+0.00", "-0.00") else change,
            ]
        )
    return rows


def run(cli: Any, *args: str) -> None:
    result = cli(*args)
    assert result.exit_code == 0, result.stdout


def test_the_games_list_links_to_the_season_and_its_ranking_is_openskills(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    cli: Any,
) -> None:
    expect = sync_api.expect
    three_games(cli)
    page = phone(browser)
    page.goto(server)
    assert page.get_by_role("link", name="Season").count() == 0  # no season yet, no link
    run(cli, "season", "new", "Autumn", "--min-games", "1")
    page.goto(server)
    page.get_by_role("link", name="Season Autumn").click()
    expect(page).to_have_url(f"{server}/seasons/Autumn", timeout=WAIT)
    expect(page.locator("h1")).to_have_text("Season Autumn")
    # Each game type rated apart (issue 33): Mushi games 1 and 2, Sakura game 3.
    assert table_rows(page, "#ranking-mushi table") == openskill_ranking([("Bo", "Ann"), ("Ann", "Cy")])
    assert table_rows(page, "#ranking-sakura table") == openskill_ranking([("Bo", "Ann")])
    # A chart per game type: a line per person, by games played.
    chart = page.locator("#season-chart-mushi")
    expect(chart).to_be_visible()
    assert chart.locator("polyline").count() == 3
    assert page.locator("#season-chart-sakura polyline").count() == 2
    # The season's games, newest first, each linked to its page; a name leads to its person.
    assert page.locator("#games a").evaluate_all("links => links.map(a => a.getAttribute('href'))") == [
        "/games/3",
        "/games/2",
        "/games/1",
    ]
    shoot(page, "season-en-light")
    page.locator("#ranking-mushi").get_by_role("link", name="Cy").click()
    expect(page).to_have_url(f"{server}/players/Cy", timeout=WAIT)


def test_the_season_page_follows_the_ledger_and_is_read_only(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    three_games(cli)
    run(cli, "season", "new", "Autumn", "--min-games", "1")
    page = phone(browser)
    page.goto(f"{server}/?token={TOKEN}")
    answer = page.request.post(f"{server}/seasons/Autumn", headers={"x-hanascore-token": TOKEN})
    assert answer.status == 405
    page.goto(f"{server}/seasons/autumn")  # a season is found by its name in any case
    assert page.locator("#games a").count() == 3
    # Game 1 left out of the season: the Mushi ranking is that of game 2 at once.
    run(cli, "season", "remove", "Autumn", "1")
    page.goto(f"{server}/seasons/autumn")
    assert table_rows(page, "#ranking-mushi table") == openskill_ranking([("Ann", "Cy")])
    assert page.locator("#games a").count() == 2
    # Game 3 left out too: no Sakura game, no Sakura ranking.
    run(cli, "season", "remove", "Autumn", "3")
    page.goto(f"{server}/seasons/autumn")
    assert page.locator("#ranking-sakura").count() == 0 and page.locator(".ranking").count() == 1


def test_provisional_players_are_marked_below_the_ranked(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    three_games(cli)
    # A third Mushi game for Ann and Bo: Ann has played 3 Mushi games, Bo 2, Cy 1.
    run(cli, "new", "mushi", "-p", "Ann", "-p", "Bo", "--rounds", "1")
    cli("add", "-", input=MUSHI_ROUND.format(loser="Bo", winner="Ann"))
    run(cli, "season", "new", "Club")  # 3 rated games to be ranked (the default)
    page = phone(browser)
    page.goto(f"{server}/seasons/Club")
    expected = openskill_ranking([("Bo", "Ann"), ("Ann", "Cy"), ("Ann", "Bo")], min_games=3)
    assert table_rows(page, "#ranking-mushi table") == expected
    assert [row[0] for row in expected] == ["1", "", ""] and expected[0][1] == "Ann"
    assert page.locator("#provisional-how").inner_text() == "* provisional: fewer than 3 rated games, not ranked yet"


def test_no_such_season_is_a_page_saying_so(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    page = phone(browser)
    answer = page.goto(f"{server}/seasons/Spring")  # no ledger yet
    assert answer.status == 404
    assert "There is no season called Spring" in page.locator("#problems").inner_text()
    three_games(cli)
    run(cli, "season", "new", "Autumn")
    answer = page.goto(f"{server}/seasons/Spring?lang=ja")
    assert answer.status == 404
    assert "Springというシーズンはありません" in page.locator("#problems").inner_text()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_season_page_at_a_phones_size_in_both_languages_passes_axe(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    cli: Any,
    scheme: str,
    language: str,
) -> None:
    three_games(cli)
    run(cli, "season", "new", "Autumn", "--from", "2000-01-01")
    axe = axe_source()
    page = phone(browser, scheme, "ja-JP" if language == "ja" else "en-GB")
    page.goto(f"{server}/seasons/Autumn")
    assert page.locator("html").get_attribute("lang") == language
    assert violations(page, axe) == []
    if language == "ja":  # every word Japanese but the players', the season's and the games' names
        text = shown_text(page.content())
        for kept in ("Autumn", "Friday", "Second", "Saturday", "ann"):
            text = text.replace(kept, " ")
        assert english_left(text) == [], " ".join(text.split())
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    assert fits(page)
    shoot(page, f"season-{language}-{scheme}")


def test_the_season_page_on_a_desktop(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    three_games(cli)
    run(cli, "season", "new", "Autumn")
    page = browser.new_context(viewport=DESKTOP, locale="en-GB").new_page()
    page.goto(f"{server}/seasons/Autumn")
    sync_api.expect(page.locator("#season-chart-mushi")).to_be_visible()
    shoot(page, "season-en-desktop")


def test_a_season_without_a_rated_game_says_so(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    three_games(cli)
    run(cli, "season", "new", "Winter", "--from", "2999-01-01")
    page = phone(browser)
    page.goto(f"{server}/seasons/Winter")
    sync_api.expect(page.locator("#empty")).to_have_text("No game belongs to this season yet.")
    assert page.locator(".ranking, svg").count() == 0
    # A game with no round yet, put in by hand: it belongs, but nobody is rated by it.
    run(cli, "new", "mushi", "-p", "Ann", "-p", "Di")
    run(cli, "season", "add", "Winter", "4")
    page.goto(f"{server}/seasons/Winter?lang=ja")
    sync_api.expect(page.locator("#empty")).to_have_text("このシーズンにはレーティングしたゲームがまだない")
    assert page.locator("#games a").count() == 1
