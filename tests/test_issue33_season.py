"""Issue 33, "Seasons that a club can read" (CONTRACT.md "Players across games": ``season new
NAME [--game GAME] [--from DATE] [--to DATE] [--min-games N] [--include-unfinished]`` and
``season show NAME --json``).

The issue, tried on main: "``season show`` ranked a player first on one game (−12, no win),
and rates games not yet finished"; "A season mixes game families in one rating. A Koi-Koi
duel and a 4-player Hachi-Hachi game are different skills."  Here: a player with one game is
provisional and not ranked (rank null, listed after the ranked); an unfinished game is not
rated by default, and is with ``--include-unfinished``; each game type is rated apart, its
ratings those of openskill's Plackett-Luce called directly on the same games; a ``--game``
season has one entry; ``change`` is the ordinal's change in the player's last game and
``low``/``high`` are mu -/+ 2 sigma; the terminal marks the provisional and lists them below;
the chart counts each player's games played; the ratings are kept per season revision
(rebuilt when a game changes, checked by ``db check``); an old ledger's season migrates.

Every game below is Mushi or Sakura, one round each, worked out in :mod:`tests.test_season`:
a Mushi round's loser (months 1-3) makes -39 and the winner +39; a Sakura round's loser
(10 20 30) -255 and the winner +145.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from hanascore.ledger.caches import digest as _digest
from hanascore.ledger.migrations import MIGRATIONS, migrate
from hanascore.ledger.season_rating import season_ranking
from hanascore.views.html.season_chart import rating_series
from tests.conftest import add_json, start_game
from tests.test_season import SAKURA_LOSS, mushi_round
from tests.test_season_rating import game

Cli = Callable[..., Any]


def mushi_game(cli_json: Cli, winner: str, loser: str, *, rounds: str = "1") -> str:
    """A Mushi game of ``rounds`` rounds (1: over after its round) that ``winner`` wins."""
    game_id = start_game(cli_json, "mushi", [winner, loser], "--rounds", rounds)
    mushi_round(cli_json, f"{winner}, {loser}", loser, winner)
    return game_id


def sakura_game(cli_json: Cli, winner: str, loser: str) -> str:
    """A Sakura game of one round (over after it) that ``winner`` wins."""
    game_id = start_game(cli_json, "sakura", [winner, loser], "--rounds", "1")
    code, data = add_json(cli_json, SAKURA_LOSS.format(players=f"{winner}, {loser}", loser=loser, winner=winner))
    assert code == 0, data
    return game_id


def show(cli_json: Cli, name: str) -> dict[str, Any]:
    code, data = cli_json("season", "show", name)
    assert code == 0, data
    return data


def rate(games: list[tuple[str, str]]) -> dict[str, list[Any]]:
    """openskill's Plackett-Luce called directly on two-player games (winner, loser), in order:
    each person's rating after each of their games."""
    model = PlackettLuce()
    after: dict[str, list[Any]] = {}

    def latest(name: str) -> Any:
        # A copy: openskill 6.0 (the floor) updates the ratings it is given in place.
        return model.rating(mu=after[name][-1].mu, sigma=after[name][-1].sigma) if name in after else model.rating()

    for winner, loser in games:
        [[first], [second]] = model.rate([[latest(winner)], [latest(loser)]], ranks=[1, 2])
        after.setdefault(winner, []).append(first)
        after.setdefault(loser, []).append(second)
    return after


def test_a_player_with_one_game_is_provisional_not_ranked_and_listed_after(cli_json: Cli) -> None:
    # "season show ranked a player first on one game": Di wins their only game, against Ann;
    # Ann and Bo play three games together (Ann wins two).
    played = [("Ann", "Bo"), ("Bo", "Ann"), ("Ann", "Bo"), ("Di", "Ann")]
    for winner, loser in played:
        mushi_game(cli_json, winner, loser)
    assert cli_json("season", "new", "Club")[0] == 0
    ranking = show(cli_json, "Club")["ratings"]["mushi"]["ranking"]
    expected = rate(played)
    # Di's one win gives the best ordinal of all, and still no rank: provisional, listed last.
    assert expected["Di"][-1].ordinal() > max(expected[name][-1].ordinal() for name in ("Ann", "Bo"))
    assert [(row["rank"], row["name"], row["games"], row["provisional"]) for row in ranking] == [
        (1, "Ann", 4, False),
        (2, "Bo", 3, False),
        (None, "Di", 1, True),
    ]
    # --min-games 1 ranks everyone who played, by ordinal.
    assert cli_json("season", "new", "Everyone", "--min-games", "1")[0] == 0
    ranking = show(cli_json, "Everyone")["ratings"]["mushi"]["ranking"]
    assert [(row["rank"], row["name"], row["provisional"]) for row in ranking] == [
        (1, "Di", False),
        (2, "Ann", False),
        (3, "Bo", False),
    ]


def test_an_unfinished_game_is_rated_only_with_include_unfinished(cli_json: Cli) -> None:
    mushi_game(cli_json, "Ann", "Bo")  # over: its one round is played
    mushi_game(cli_json, "Bo", "Ann", rounds="12")  # 1 round of 12: not over
    assert cli_json("season", "new", "Finished", "--min-games", "1")[0] == 0
    assert cli_json("season", "new", "Everything", "--min-games", "1", "--include-unfinished")[0] == 0
    finished = show(cli_json, "Finished")
    assert finished["games"] == ["1", "2"]  # the season's games, rated or not
    expected = rate([("Ann", "Bo")])
    assert {
        row["name"]: (row["games"], row["mu"], row["sigma"]) for row in finished["ratings"]["mushi"]["ranking"]
    } == {name: (1, after[-1].mu, after[-1].sigma) for name, after in expected.items()}
    everything = show(cli_json, "Everything")
    expected = rate([("Ann", "Bo"), ("Bo", "Ann")])
    assert {
        row["name"]: (row["games"], row["mu"], row["sigma"]) for row in everything["ratings"]["mushi"]["ranking"]
    } == {name: (2, after[-1].mu, after[-1].sigma) for name, after in expected.items()}
    # The listing says what each season rates.
    listed = {s["name"]: s for s in cli_json("season", "list")[1]["seasons"]}
    assert (listed["Finished"]["include_unfinished"], listed["Everything"]["include_unfinished"]) == (False, True)
    assert listed["Finished"]["game"] is None and listed["Finished"]["min_games"] == 1


def test_each_game_type_is_rated_apart_as_openskill_rates_it(cli_json: Cli) -> None:
    mushi = [("Ann", "Bo"), ("Bo", "Cy"), ("Ann", "Cy")]
    sakura = [("Cy", "Ann"), ("Cy", "Bo"), ("Bo", "Ann")]
    for (m_winner, m_loser), (s_winner, s_loser) in zip(mushi, sakura, strict=True):
        mushi_game(cli_json, m_winner, m_loser)
        sakura_game(cli_json, s_winner, s_loser)
    assert cli_json("season", "new", "Club", "--min-games", "2")[0] == 0
    data = show(cli_json, "Club")
    assert list(data) == ["season", "games", "ratings"]
    assert data["season"] == "Club" and data["games"] == ["1", "2", "3", "4", "5", "6"]
    assert list(data["ratings"]) == ["mushi", "sakura"]  # in the order hanascore lists the games
    for kind, played in (("mushi", mushi), ("sakura", sakura)):
        expected = rate(played)
        order = sorted(expected, key=lambda name: -expected[name][-1].ordinal())
        ranking = data["ratings"][kind]["ranking"]
        assert [row["name"] for row in ranking] == order, kind
        for row in ranking:
            assert list(row) == [
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
            ]
            after = expected[row["name"]]
            assert (row["mu"], row["sigma"], row["ordinal"]) == (after[-1].mu, after[-1].sigma, after[-1].ordinal())
            assert row["games"] == len(after) == 2 and row["provisional"] is False
        assert [row["rank"] for row in ranking] == [1, 2, 3]


def test_a_season_of_one_game_type_has_one_entry(cli_json: Cli) -> None:
    mushi_game(cli_json, "Ann", "Bo")
    sakura_game(cli_json, "Bo", "Ann")
    assert cli_json("season", "new", "Flowers", "--game", "sakura")[0] == 0
    data = show(cli_json, "Flowers")
    assert data["games"] == ["2"] and list(data["ratings"]) == ["sakura"]
    assert [(row["name"], row["rank"], row["provisional"]) for row in data["ratings"]["sakura"]["ranking"]] == [
        ("Bo", None, True),
        ("Ann", None, True),
    ]
    # A season of a game type with no game yet still has its one entry, empty.
    assert cli_json("season", "new", "Duels", "--game", "koikoi")[0] == 0  # an alias names the game
    assert show(cli_json, "Duels") == {"season": "Duels", "games": [], "ratings": {"koi-koi": {"ranking": []}}}
    # A game of another type cannot be added to it by hand.
    code, data = cli_json("season", "add", "Flowers", "1")
    assert code == 2 and [(e["code"], e["where"]) for e in data["errors"]] == [("bad-value", "GAME-ID")]
    assert "game 1 is a mushi game, and season 'Flowers' rates sakura games only" in data["errors"][0]["message"]


def test_bad_season_options_are_refused_all_at_once(cli_json: Cli) -> None:
    code, data = cli_json("season", "new", "Club", "--game", "chess", "--min-games", "0", "--from", "May")
    assert code == 2
    assert sorted((e["code"], e["where"]) for e in data["errors"]) == [
        ("bad-value", "--from"),
        ("bad-value", "--min-games"),
        ("unknown-game", "--game"),
    ]
    assert cli_json("season", "list") == (0, {"seasons": []})


def test_change_is_the_ordinals_change_in_the_last_game_and_low_high_are_two_sigmas(cli_json: Cli) -> None:
    played = [("Ann", "Bo"), ("Bo", "Cy"), ("Cy", "Ann"), ("Ann", "Bo")]
    for winner, loser in played:
        mushi_game(cli_json, winner, loser)
    assert cli_json("season", "new", "Club", "--min-games", "1")[0] == 0
    expected = rate(played)
    start = PlackettLuce().rating().ordinal()
    for row in show(cli_json, "Club")["ratings"]["mushi"]["ranking"]:
        after = expected[row["name"]]
        before = after[-2].ordinal() if len(after) > 1 else start
        assert row["change"] == after[-1].ordinal() - before, row["name"]
        assert row["low"] == row["mu"] - 2 * row["sigma"] and row["high"] == row["mu"] + 2 * row["sigma"]
    # Cy played two games: the change is from the first's ordinal, not the starting rating's.
    cy = next(r for r in show(cli_json, "Club")["ratings"]["mushi"]["ranking"] if r["name"] == "Cy")
    assert cy["change"] == expected["Cy"][1].ordinal() - expected["Cy"][0].ordinal()


def test_the_terminal_marks_the_provisional_below_the_ranked_with_interval_and_change(cli_json: Cli, cli: Cli) -> None:
    for winner, loser in [("Ann", "Bo"), ("Bo", "Ann"), ("Ann", "Bo"), ("Di", "Ann")]:
        mushi_game(cli_json, winner, loser)
    assert cli_json("season", "new", "Club")[0] == 0
    data = show(cli_json, "Club")["ratings"]["mushi"]["ranking"]
    shown = cli("season", "show", "Club").stdout
    lines = shown.splitlines()
    assert lines[:4] == [
        "Season Club",
        "every game of the ledger · games: 4 (4 rated) · finished games rated",
        "",
        "Mushi",
    ]
    assert lines[4].split() == ["#", "player", "games", "1st", "points", "rating", "mu", "±", "2", "sigma", "change"]
    rows = [line.split() for line in lines[5:8]]
    for row, entry in zip(rows, data, strict=True):
        interval = [f"{entry['mu']:.2f}", "±", f"{2 * entry['sigma']:.2f}"]
        assert row[-5:] == [f"{entry['ordinal']:.2f}", *interval, f"{entry['change']:+.2f}"]
    assert rows[0][:2] == ["1", "Ann"] and rows[1][:2] == ["2", "Bo"]
    assert rows[2][:2] == ["Di", "*"]  # no rank, marked, below the ranked
    assert "* provisional: fewer than 3 rated games, not ranked yet" in shown
    japanese = cli("season", "show", "Club", "--lang", "ja").stdout
    assert "虫" in japanese and "増減" in japanese
    assert "* 暫定：レーティングしたゲームが 3件未満のため、まだ順位はない" in japanese


def test_the_chart_counts_each_players_games_played() -> None:
    # Di joins for the last game: their line starts at 0 games, like everyone's, and has one point.
    ranking = season_ranking(
        [
            game("1", {"Ann": 5, "Bo": 1}, started="2026-10-01T19:00:00+00:00"),
            game("2", {"Ann": 1, "Bo": 5}, started="2026-10-02T19:00:00+00:00"),
            game("3", {"Di": 5, "Bo": 1}, started="2026-10-03T19:00:00+00:00"),
        ],
        min_games=1,
    )
    series = rating_series(ranking)
    assert {name: [x for x, _ in points] for name, points in series.items()} == {
        "Ann": [0, 1, 2],
        "Bo": [0, 1, 2, 3],
        "Di": [0, 1],
    }
    assert series["Di"][1][1] == next(row.rating.ordinal for row in ranking.rows if row.name == "Di")


def kept(db: Path) -> dict[int, tuple[str, str]]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT season_id, revision, ratings FROM season_ratings").fetchall()
    connection.close()
    return {season: (revision, text) for season, revision, text in rows}


def test_the_ratings_are_kept_per_season_revision_and_rebuilt_when_a_game_changes(
    cli_json: Cli, isolated_store: Path
) -> None:
    mushi_game(cli_json, "Ann", "Bo")
    assert cli_json("season", "new", "Club", "--min-games", "1")[0] == 0
    first = show(cli_json, "Club")
    (revision, text) = kept(isolated_store)[1]
    assert show(cli_json, "Club") == first and kept(isolated_store)[1] == (revision, text)  # served as kept
    # A new game moves the season's revision on: rated again, and kept anew.
    mushi_game(cli_json, "Bo", "Ann")
    second = show(cli_json, "Club")
    assert second["games"] == ["1", "2"] and second != first
    assert kept(isolated_store)[1][0] != revision
    # A correction of a game's round moves it on too (the loser becomes the winner).
    code, data = cli_json(
        "edit",
        "1",
        "-",
        "--yes",
        "--game",
        "2",
        input="game: mushi\nplayers: Bo, Ann\nBo: 10 11 12 13 20 21 22 23 30 31 32 33\nAnn: rest\n",
    )
    assert code == 0, data
    expected = rate([("Ann", "Bo"), ("Ann", "Bo")])
    third = show(cli_json, "Club")["ratings"]["mushi"]["ranking"]
    assert {row["name"]: row["mu"] for row in third} == {name: after[-1].mu for name, after in expected.items()}


def test_kept_ratings_changed_by_hand_are_not_served_and_db_check_rebuilds_them(
    cli_json: Cli, cli: Cli, isolated_store: Path
) -> None:
    mushi_game(cli_json, "Ann", "Bo")
    assert cli_json("season", "new", "Club", "--min-games", "1")[0] == 0
    honest = show(cli_json, "Club")
    revision, text = kept(isolated_store)[1]
    forged_body = text.partition("\n")[2].replace('"Ann"', '"Eve"', 1)

    def store(ratings: str) -> None:
        with sqlite3.connect(isolated_store) as connection:
            connection.execute("UPDATE season_ratings SET ratings = ? WHERE season_id = 1", (ratings,))
        connection.close()

    # Changed without its digest: not served, rated again.
    store(f"{text.partition(chr(10))[0]}\n{forged_body}")
    assert show(cli_json, "Club") == honest
    # Changed with its digest: db check finds it, says so (exit 2) and rebuilds it.
    store(f"{_digest(forged_body)}\n{forged_body}")
    assert "Eve" in json.dumps(show(cli_json, "Club"))
    code, data = cli_json("db", "check")
    assert code == 2 and [(e["code"], e["where"]) for e in data["errors"]] == [("bad-db", "season_ratings")]
    assert "season 'Club': its kept ratings differed" in data["errors"][0]["message"]
    assert show(cli_json, "Club") == honest and kept(isolated_store)[1] == (revision, text)
    assert cli("db", "check").exit_code == 0


def test_an_old_ledgers_season_is_migrated_with_the_contracts_defaults(tmp_path: Path, cli_json: Cli) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, MIGRATIONS[:6])
    db.execute("INSERT INTO seasons (name, key, starts, ends, created_at) VALUES ('Club', 'club', NULL, NULL, 'x')")
    db.close()
    code, data = cli_json("season", "list", "--db", str(path))
    assert code == 0
    assert data["seasons"][0] | {"created": None} == {
        "name": "Club",
        "from": None,
        "to": None,
        "games": 0,
        "created": None,
        "game": None,
        "min_games": 3,
        "include_unfinished": False,
    }
    assert cli_json("season", "show", "Club", "--db", str(path)) == (0, {"season": "Club", "games": [], "ratings": {}})


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_html_report_has_a_table_and_chart_per_game_type(cli_json: Cli, cli: Cli, lang: str) -> None:
    for winner, loser in [("Bo", "Ann"), ("Ann", "Bo"), ("Bo", "Ann"), ("Di", "Ann")]:
        mushi_game(cli_json, winner, loser)
    sakura_game(cli_json, "Ann", "Bo")
    assert cli_json("season", "new", "Club")[0] == 0
    page = cli("season", "show", "Club", "--format", "html", "--lang", lang).stdout
    assert page.count("<svg") == 2 and page.count("<table") == 2
    assert 'class="provisional muted"' in page and "<bdi>Di</bdi> *" in page
