"""The players pages in a real browser (issue 21, point 4): the table of everyone, linked from
the games list, and each person's page with the numbers of ``stats PLAYER`` and the running total
of their points over their games; in English and Japanese, at a phone's size and a desktop's,
light and dark; read only, names shown as typed and never as markup.

The server, the browser and the phone are those of ``test_serve_browser.py``.  Screenshots are
written under ``test-output/screenshots`` (``players-*``, ``person-*``).

The ledger (:func:`three_games`), worked by hand from RULES.md:

- game 1, Mushi, Ann and Bo, 2 rounds, each the Mushi page's worked example (section 3): Ann
  holds 2 brights, 3 animals, 3 ribbons and 10 chaff with Three Brights, Bo the rest with Four
  Wisterias: Ann 40+30+15+10-115+25-10 = -5, Bo +5, twice.  Bo wins both rounds and the game
  (-10 against +10).
- game 2, Mushi, "ann" (Ann in another case: one person) and Cy, 1 round: the same round with
  Cy in Ann's place: Cy -5, ann +5; ann wins the round and the game.
- game 3, Sakura, Ann and Bo, 1 round (samples/sakura-two-players.toml, Aiko and Ben): Ann's
  cards 20+5+10+20+10+5+5+10+5+10+5+5 = 110 with Ro, Bo's 10+5+10+10+5+10+20+5+10+5+0+20+10 =
  120 (and the Maple chaff, 0) with Ho; each pays 50 for the other's yaku (section 4): Ann 60,
  Bo 70.  Bo wins the round and the game.

So Ann: 3 games, 1 won; 4 rounds, 1 won; places 2, 1, 2: 5/3 = 1.67; Mushi (points are never
added across games, issue 33): 2 games, 3 rounds, -5-5+5 = -5, -5/3 = -1.67 a round, best 5,
worst -5, places 2, 1: 1.50; Sakura 1 game, 1 round, 60, place 2; yaku Three Brights 2 and Four
Wisterias 1 (Mushi), Ro 1 (Sakura); against Bo 2 games, 0 won, 2 lost, net Mushi -10-10 = -20,
Sakura 60-70 = -10; against Cy 1 game, 1 won, net Mushi 5-(-5) = +10; rival Bo (2 games),
toughest Bo (-2); her running Mushi total over her Mushi games -10, -5.  Bo: 2 games, 2 won, 3
rounds, places 1, 1: 1.00.  Cy: 1 game, 0 won, 1 round, place 2.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from .axe import axe_source, violations
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

#: How long an answer of the server may take to show (ms): the machine is shared at times.
WAIT = 20_000
DESKTOP = {"width": 1280, "height": 800}

MUSHI_ROUND = "{loser}: 2 brights 3 animals 3 ribbons 10 chaff + three-brights\n{winner}: rest + four-wisterias\n"
SAKURA_ROUND = """wild_captured = "deer"

[captured]
Ann = "crane warbler plum-ribbon curtain cherry-ribbon bridge boar clover-ribbon geese maple-ribbon rain-man swallow"
Bo = "pine-ribbon cuckoo wisteria-ribbon iris-ribbon butterflies peony-ribbon moon sake mum-ribbon deer lightning phoenix 12y"

[field]
start = "12 22 41 53 63 81 101 120"
end = "103 112"
"""


def three_games(cli: Callable[..., Any]) -> None:
    """The module's ledger (see its docstring), made through the real commands."""

    def run(*args: str, input: str | None = None) -> None:
        result = cli(*args, input=input)
        assert result.exit_code == 0, result.stdout

    run("new", "mushi", "-p", "Ann", "-p", "Bo", "--rounds", "2", "--name", "Friday")
    run("add", "-", input=MUSHI_ROUND.format(loser="Ann", winner="Bo"))
    run("add", "-", "--yes", input=MUSHI_ROUND.format(loser="Ann", winner="Bo"))  # the same again, meant
    run("new", "mushi", "-p", "ann", "-p", "Cy", "--rounds", "1", "--name", "Second Friday")
    run("add", "-", input=MUSHI_ROUND.format(loser="Cy", winner="ann"))
    run("new", "sakura", "-p", "Ann", "-p", "Bo", "--rounds", "1", "--name", "Saturday")
    run("add", "-", input=SAKURA_ROUND)


def table_rows(page: Any, selector: str) -> list[list[str]]:
    """Each row of the table ``selector`` as the texts of its cells."""
    rows = page.locator(f"{selector} tbody tr")
    return [[cell.strip() for cell in row.locator("th, td").all_inner_texts()] for row in rows.all()]


def fits(page: Any) -> bool:
    """True when no table of the page has to be scrolled sideways to be read whole."""
    return bool(
        page.evaluate("() => [...document.querySelectorAll('.wide')].every(w => w.scrollWidth <= w.clientWidth)")
    )


def figures(page: Any) -> dict[str, str]:
    """The person page's figures by their class."""
    return {str(item.get_attribute("class")): item.inner_text().strip() for item in page.locator("#figures dd").all()}


def test_the_games_list_links_to_everyone_with_their_numbers(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    three_games(cli)
    page = phone(browser)
    page.goto(server)
    page.get_by_role("link", name="Players").click()
    expect(page).to_have_url(f"{server}/players", timeout=WAIT)
    expect(page.locator("h1")).to_have_text("Players")
    # Sorted by name; "ann" of game 2 is Ann, named as first written.
    assert table_rows(page, "#players") == [
        ["Ann", "3", "1", "4", "1.67"],
        ["Bo", "2", "2", "3", "1.00"],
        ["Cy", "1", "0", "1", "2.00"],
    ]
    shoot(page, "players-en-light")


def test_a_persons_page_has_their_numbers_yaku_rivals_and_chart(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    three_games(cli)
    page = phone(browser)
    page.goto(f"{server}/players")
    page.get_by_role("link", name="Ann").click()
    expect(page).to_have_url(f"{server}/players/Ann", timeout=WAIT)
    assert figures(page) == {
        "games": "3",
        "games-won": "1",
        "rounds": "4",
        "rounds-won": "1",
        "average-place": "1.67",
        "rival": "Bo",
        "toughest": "Bo",
    }
    # Points per game only, in its unit: never added across games.
    assert page.locator(".by-game h2").all_inner_texts() == ["Mushi (points)", "Sakura (points)"]
    mushi = {
        str(item.get_attribute("class")): item.inner_text().strip() for item in page.locator("#by-game-1 dd").all()
    }
    assert mushi == {
        "games": "2", "games-won": "1", "rounds": "3", "average-place": "1.50",
        "points": "-5", "per-round": "-1.67", "best": "5", "worst": "-5",
    }  # fmt: skip
    assert page.locator("#by-game-2 .points").inner_text() == "60"
    assert table_rows(page, "#yaku table") == [["Three Brights", "2"], ["Four Wisterias", "1"], ["Ro (Spring)", "1"]]
    assert page.locator("#yaku caption").all_inner_texts() == ["Mushi", "Sakura"]
    assert [row[:4] for row in table_rows(page, "#head-to-head table")] == [
        ["Bo", "2", "0", "2"],
        ["Cy", "1", "1", "0"],
    ]
    nets = page.locator("#head-to-head .net").all_inner_texts()
    assert [" ".join(net.split()) for net in nets] == ["Mushi -20 Sakura -10", "Mushi +10"]
    # A chart per game type: her running Mushi total from 0 through each Mushi game.
    chart = page.locator("#points-chart-mushi")
    expect(chart).to_be_visible()
    assert "Mushi points after each of 2 games" in str(chart.locator("title").first.text_content())
    assert "from 0 to -5" in str(chart.locator("desc").text_content())
    assert len(str(chart.locator("polyline").get_attribute("points")).split()) == 3  # 0 and two games
    assert page.locator("#points-chart-sakura").count() == 1
    # Her games, newest first, each linked to its page.
    assert page.locator("#games a").evaluate_all("links => links.map(a => a.getAttribute('href'))") == [
        "/games/3",
        "/games/2",
        "/games/1",
    ]
    shoot(page, "person-en-light")
    # An opponent's row leads to their page.
    page.locator("#head-to-head").get_by_role("link", name="Cy").click()
    expect(page.locator("#figures .games")).to_have_text("1", timeout=WAIT)
    assert table_rows(page, "#head-to-head table") == [["Ann", "1", "0", "1", "Mushi -10"]]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_players_pages_at_a_phones_size_in_both_languages_pass_axe(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    cli: Any,
    scheme: str,
    language: str,
) -> None:
    three_games(cli)
    axe = axe_source()
    page = phone(browser, scheme, "ja-JP" if language == "ja" else "en-GB")
    found: dict[str, list[str]] = {}
    for name, path in {"games": "/", "players": "/players", "person": "/players/Ann"}.items():
        page.goto(f"{server}{path}")
        assert page.locator("html").get_attribute("lang") == language
        found[name] = violations(page, axe)
        if language == "ja":  # every word Japanese but the players' and the games' names
            text = shown_text(page.content())
            for kept in ("Friday", "Second", "Saturday", "ann"):
                text = text.replace(kept, " ")
            assert english_left(text) == [], " ".join(text.split())
        # Nothing wider than the phone: neither the page nor a table of it scrolls sideways.
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        assert fits(page), name
        if name != "games":
            shoot(page, f"{name}-{language}-{scheme}")
    assert {name: lines for name, lines in found.items() if lines} == {}


def test_the_players_pages_on_a_desktop(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    three_games(cli)
    page = browser.new_context(viewport=DESKTOP, locale="en-GB").new_page()
    page.goto(f"{server}/players/Ann")
    # The figures stand four to a row on a wide screen.
    tops = page.locator("#figures div").evaluate_all("items => items.map(i => i.getBoundingClientRect().top)")
    assert len(set(tops)) == 2
    shoot(page, "person-en-desktop")
    page.goto(f"{server}/players")
    shoot(page, "players-en-desktop")


#: Names that would be markup or a script if a page wrote them raw.
HOSTILE = ("<i>Di</i> &amp;", "Bo</th><script>alert(2)</script>")


def test_names_are_shown_as_typed_and_never_as_markup(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    result = cli("new", "mushi", "-p", HOSTILE[0], "-p", HOSTILE[1], "--rounds", "1")
    assert result.exit_code == 0, result.stdout
    sheet = MUSHI_ROUND.format(loser=HOSTILE[0], winner=HOSTILE[1])
    assert cli("add", "-", input=sheet).exit_code == 0
    page = phone(browser)
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(f"{server}/players")
    assert [row[0] for row in table_rows(page, "#players")] == sorted(HOSTILE, key=str.casefold)
    assert page.locator("main i, main script").count() == 0
    page.get_by_role("link", name=HOSTILE[0]).click()
    expect(page.locator("h1")).to_have_text(HOSTILE[0], timeout=WAIT)
    assert page.url == f"{server}/players/{quote(HOSTILE[0], safe='')}"
    assert table_rows(page, "#head-to-head table")[0][0] == HOSTILE[1]
    assert page.locator("main i, main script").count() == 0
    assert dialogs == []


def test_the_pages_are_read_only_and_follow_the_ledger(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    three_games(cli)
    page = phone(browser)
    page.goto(f"{server}/?token={TOKEN}")  # even the edit link writes nothing here
    for path in ("/players", "/players/Ann"):
        answer = page.request.post(f"{server}{path}", headers={"x-hanascore-token": TOKEN})
        assert answer.status == 405, path
    page.goto(f"{server}/players/Ann")
    assert figures(page)["average-place"] == "1.67"
    page.goto(f"{server}/players/Ann")  # shown again as kept: nothing changed
    assert figures(page)["average-place"] == "1.67"
    # The Sakura round undone by another program: Ann's numbers are those of the two Mushi games
    # at once (the page kept for the ledger as it was is not sent again).
    assert cli("undo").exit_code == 0
    page.goto(f"{server}/players/Ann")
    found = figures(page)
    # 3 rounds (-5, -5, +5); game 3 has no round left, so it is not over (no place) and she has
    # played in it without a point: places 2, 1 = 1.50.
    assert (found["games"], found["rounds"], found["average-place"]) == ("3", "3", "1.50")
    assert page.locator("#by-game-2 .points").inner_text() == "0"


def test_no_such_person_is_a_page_saying_so(server: str, browser: Any, cli: Any) -> None:  # noqa: F811
    three_games(cli)
    page = phone(browser)
    answer = page.goto(f"{server}/players/Nobody")
    assert answer.status == 404
    assert "No one called Nobody" in page.locator("#problems").inner_text()
    # An address of 5,000 letters is said back cut to the longest a name can be (40).
    answer = page.goto(f"{server}/players/{'x' * 5000}")
    assert answer.status == 404
    assert f"No one called {'x' * 40}… has played" in page.locator("#problems").inner_text()
    page.goto(f"{server}/players/ANN")  # a person is found by any spelling of their name
    sync_api.expect(page.locator("h1")).to_have_text("Ann")


def test_an_empty_ledger_has_no_players_yet(server: str, browser: Any) -> None:  # noqa: F811
    page = phone(browser)
    page.goto(f"{server}/players")
    sync_api.expect(page.locator("main")).to_contain_text("No one has played yet")
    page.goto(server)
    assert page.locator("#people-links").count() == 0


def test_a_game_that_cannot_be_read_is_left_out_and_said(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    cli: Any,
    isolated_store: Path,
) -> None:
    three_games(cli)
    with sqlite3.connect(isolated_store) as db:  # game 3's round damaged by hand
        db.execute("UPDATE entries SET sheet_text=x'00ff' WHERE game_id=3")
    page = phone(browser)
    page.goto(f"{server}/players")
    sync_api.expect(page.locator("main .warning")).to_have_text("1 game(s) could not be read and are left out: 3")
    # Ann and Bo without game 3: Ann 2 games, 3 rounds, places 2, 1 = 1.50; Bo 1 game, 2 rounds, first.
    assert table_rows(page, "#players") == [
        ["Ann", "2", "1", "3", "1.50"],
        ["Bo", "1", "1", "2", "1.00"],
        ["Cy", "1", "0", "1", "2.00"],
    ]
    page.goto(f"{server}/players/Bo?lang=ja")
    sync_api.expect(page.locator("main .warning")).to_have_text("読めないゲーム1件を除いています：3")


def test_a_kept_page_goes_compressed_to_who_takes_it_and_plain_to_who_does_not(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    cli: Any,
) -> None:
    three_games(cli)
    cli("season", "new", "Autumn")
    page = phone(browser)
    for path in ("/players", "/players/Ann", "/seasons/Autumn"):
        for _ in range(2):  # rendered, then as kept
            plain = page.request.get(f"{server}{path}", headers={"accept-encoding": "identity"})
            packed = page.request.get(f"{server}{path}", headers={"accept-encoding": "gzip"})
            assert "content-encoding" not in plain.headers, path
            assert packed.headers["content-encoding"] == "gzip", path
            assert packed.text() == plain.text() and "Ann" in plain.text(), path
