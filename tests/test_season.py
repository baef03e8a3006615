"""``hanascore season`` through the real command line (issue 21 point 3, CONTRACT.md "Players
across games"): which games a season takes (by the day they were started, and by hand), its
problems (exit 2), and ``season show --json`` checked against openskill called directly on
placements worked out by hand from RULES.md.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from tests.conftest import add_json, start_game

Cli = Callable[..., Any]

#: A Mushi round: the first pile holds months 1-3 (71 card points and Three Brights, 25), the
#: other the rest with Four Wisterias and Four Paulownias (10 each): the first scores
#: 71 - 115 + 25 - 20 = -39 and the other +39 (RULES.md section 3).
MUSHI_LOSS = "game: mushi\nplayers: {players}\n{active}{loser}: 10 11 12 13 20 21 22 23 30 31 32 33\n{winner}: rest\n"
#: A Sakura round: 10 20 30 is 45 card points and the yaku ro; the rest (195) holds ha, ni,
#: ho, he, to and chi: 45 - 6 x 50 = -255 against 195 - 50 = +145 (RULES.md section 4).
SAKURA_LOSS = "game: sakura\nplayers: {players}\n{loser}: 10 20 30\n{winner}: rest\n"


def mushi_round(cli_json: Cli, players: str, loser: str, winner: str, active: str = "") -> None:
    sheet = MUSHI_LOSS.format(
        players=players, active=f"active: {active}\n" if active else "", loser=loser, winner=winner
    )
    code, data = add_json(cli_json, sheet)
    assert code == 0, data


def started_on(db: Path, days: dict[str, str]) -> None:
    """Games started on other days (the ledger stamps a game when it is made: set by hand
    here, before anything reads the games)."""
    with sqlite3.connect(db) as connection:
        for game_id, day in days.items():
            connection.execute("UPDATE games SET created_at = ? WHERE id = ?", (day, int(game_id)))


def season_games(cli_json: Cli, *name: str) -> list[str]:
    code, data = cli_json("season", "show", *name)
    assert code == 0, data
    return data["games"]


def four_games(cli_json: Cli, db: Path) -> None:
    for _ in range(4):
        start_game(cli_json, "mushi", ["Ann", "Bo"])
    started_on(
        db,
        {
            "1": "2026-01-31T23:59:59+00:00",
            "2": "2026-02-01T00:00:00+00:00",
            "3": "2026-02-28T23:59:59+00:00",
            "4": "2026-03-01T00:00:00+00:00",
        },
    )


def test_a_season_takes_the_games_started_in_its_period_both_days_included(cli_json: Cli, isolated_store: Path) -> None:
    four_games(cli_json, isolated_store)
    for args in (
        ("February", "--from", "2026-02-01", "--to", "2026-02-28"),
        ("Until January", "--to", "2026-01-31"),
        ("Late", "--from", "2026-02-28"),
        ("Everything",),
    ):
        code, data = cli_json("season", "new", *args)
        assert code == 0, data
    assert season_games(cli_json, "February") == ["2", "3"]
    assert season_games(cli_json, "until january") == ["1"]
    assert season_games(cli_json, "LATE") == ["3", "4"]
    assert season_games(cli_json, "Everything") == ["1", "2", "3", "4"]
    # Open ends take the games started later; the latest season is the one shown by default.
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    assert season_games(cli_json, "Late") == ["3", "4", "5"]
    assert season_games(cli_json) == ["1", "2", "3", "4", "5"]
    assert season_games(cli_json, "February") == ["2", "3"]
    code, listed = cli_json("season", "list")
    assert code == 0
    assert [(s["name"], s["from"], s["to"], s["games"]) for s in listed["seasons"]] == [
        ("February", "2026-02-01", "2026-02-28", 2),
        ("Until January", None, "2026-01-31", 1),
        ("Late", "2026-02-28", None, 3),
        ("Everything", None, None, 5),
    ]


def test_add_and_remove_adjust_a_season_by_hand(cli_json: Cli, cli: Cli, isolated_store: Path) -> None:
    four_games(cli_json, isolated_store)
    assert cli_json("season", "new", "February", "--from", "2026-02-01", "--to", "2026-02-28")[0] == 0
    assert cli_json("season", "remove", "February", "2") == (0, {"season": "February", "game": "2", "included": False})
    assert season_games(cli_json, "February") == ["3"]
    assert cli_json("season", "add", "february", "4")[0] == 0
    assert cli_json("season", "add", "February", "1")[0] == 0
    assert cli_json("season", "add", "February", "1")[0] == 0  # twice is once
    assert season_games(cli_json, "February") == ["1", "3", "4"]
    # Removing a game added by hand takes it out again; adding a removed one puts it back.
    assert cli_json("season", "remove", "February", "4")[0] == 0
    assert cli_json("season", "add", "February", "2")[0] == 0
    assert season_games(cli_json, "February") == ["1", "2", "3"]
    # The words say what was done (on standard error: standard output is for data).
    said = cli("season", "remove", "February", "3")
    assert said.exit_code == 0 and "game 3 is left out of season February" in said.stderr
    # A deleted game leaves the season with it.
    assert cli("delete", "1", "--yes").exit_code == 0
    assert season_games(cli_json, "February") == ["2"]


def test_unknown_season_or_game_is_refused_with_exit_2(cli_json: Cli, cli: Cli) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    for args in (("season", "show"), ("season", "show", "Spring"), ("season", "add", "Spring", "1")):
        code, data = cli_json(*args)
        assert code == 2 and [e["code"] for e in data["errors"]] == ["unknown-season"], args
    assert cli_json("season", "new", "Autumn")[0] == 0
    code, data = cli_json("season", "show", "Spring")
    assert code == 2 and data["errors"][0]["message"] == "there is no season 'Spring' (seasons: Autumn)"
    for game_id in ("9", "x", "0", "99999999999999999999"):
        for verb in ("add", "remove"):
            code, data = cli_json("season", verb, "Autumn", game_id)
            assert code == 2 and [e["code"] for e in data["errors"]] == ["unknown-game-id"], (verb, game_id)
    # In words, without --json: the problem on standard error, exit 2.
    said = cli("season", "show", "Spring")
    assert said.exit_code == 2 and "there is no season 'Spring'" in said.stderr and said.stdout == ""


def test_a_season_name_taken_ignoring_case_and_width_is_refused(cli_json: Cli) -> None:
    assert cli_json("season", "new", "Autumn")[0] == 0
    for taken in ("autumn", "AUTUMN", "Ａｕｔｕｍｎ", " Autumn "):
        code, data = cli_json("season", "new", taken)
        assert code == 2 and [e["code"] for e in data["errors"]] == ["duplicate-name"], taken
    code, listed = cli_json("season", "list")
    assert [s["name"] for s in listed["seasons"]] == ["Autumn"]


@pytest.mark.parametrize(
    ("args", "where"),
    [
        (("--from", "2026-13-01"), "--from"),
        (("--to", "1 March"), "--to"),
        (("--from", "2026-3-1"), "--from"),
        (("--from", "2026-03-02", "--to", "2026-03-01"), "--to"),
    ],
)
def test_a_bad_period_is_refused(cli_json: Cli, args: tuple[str, ...], where: str) -> None:
    code, data = cli_json("season", "new", "Spring", *args)
    assert code == 2 and [(e["code"], e["where"]) for e in data["errors"]] == [("bad-value", where)]
    assert cli_json("season", "list") == (0, {"seasons": []})


def test_season_show_rates_every_game_as_openskill_does_on_the_placements(cli_json: Cli) -> None:
    # Game 1, Mushi: Ann -39, Bo +39: Bo 1st, Ann 2nd.
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    mushi_round(cli_json, "Ann, Bo", "Ann", "Bo")
    # Game 2, Mushi at three: Bo -39, Cy +39, Ann sits out on 0: Cy 1st, Ann 2nd, Bo 3rd.
    start_game(cli_json, "mushi", ["Ann", "Bo", "Cy"])
    mushi_round(cli_json, "Ann, Bo, Cy", "Bo", "Cy", active="Bo, Cy")
    # Game 3, Sakura in teams: Red (Ann, Cy) -255, Blue (Bo, Di) +145: Blue 1st.
    start_game(cli_json, "sakura", ["Ann", "Bo", "Cy", "Di"], "--team", "Red=Ann,Cy", "--team", "Blue=Bo,Di")
    code, data = add_json(cli_json, SAKURA_LOSS.format(players="Ann, Bo, Cy, Di", loser="Red", winner="Blue"))
    assert code == 0, data
    # Game 4: no round played, so nobody is placed: in the season, not rated.
    start_game(cli_json, "mushi", ["ann", "Ed"])
    # Game 5, Mushi: Ann -39 and +78 by adjustment, Bo +39: tied on 39, both 1st.
    start_game(cli_json, "mushi", ["ANN", "Bo"])
    mushi_round(cli_json, "ANN, Bo", "ANN", "Bo")
    assert cli_json("adjust", "--party", "ANN", "--amount", "78", "--reason", "rebate")[0] == 0

    # Each game type is rated apart (issue 33): Mushi games 1, 2 and 5; Sakura game 3.
    model = PlackettLuce()
    ann, bo, cy = (model.rating() for _ in range(3))
    [[ann], [bo]] = model.rate([[ann], [bo]], ranks=[2, 1])
    [[ann], [bo], [cy]] = model.rate([[ann], [bo], [cy]], ranks=[2, 3, 1])
    [[ann], [bo]] = model.rate([[ann], [bo]], ranks=[1, 1])
    mushi = {"Ann": (ann, 3), "Bo": (bo, 3), "Cy": (cy, 1)}
    [[ann, cy], [bo, di]] = model.rate(
        [[model.rating(), model.rating()], [model.rating(), model.rating()]], ranks=[2, 1]
    )
    sakura = {"Ann": (ann, 1), "Bo": (bo, 1), "Cy": (cy, 1), "Di": (di, 1)}

    def ranking(expected: dict[str, Any]) -> list[dict[str, Any]]:
        order = sorted(expected, key=lambda name: (-expected[name][0].ordinal(), name))
        rows = []
        for rank, name in enumerate(order, start=1):
            rating, games = expected[name]
            rows.append(
                {
                    "rank": rank if rank == 1 or rating.ordinal() != rows[-1]["ordinal"] else rows[-1]["rank"],
                    "name": name,
                    "games": games,
                    "mu": rating.mu,
                    "sigma": rating.sigma,
                    "ordinal": rating.ordinal(),
                    "low": rating.mu - 2 * rating.sigma,
                    "high": rating.mu + 2 * rating.sigma,
                }
            )
        return rows

    # The games are not over (12 rounds each): rated as they stand; everyone ranked from 1 game.
    assert cli_json("season", "new", "Club", "--include-unfinished", "--min-games", "1")[0] == 0
    code, data = cli_json("season", "show", "Club")
    assert code == 0, data
    assert data["season"] == "Club" and data["games"] == ["1", "2", "3", "4", "5"]
    assert list(data["ratings"]) == ["mushi", "sakura"]
    for kind, expected in (("mushi", mushi), ("sakura", sakura)):
        shown = [
            {k: v for k, v in row.items() if k not in ("change", "provisional")}
            for row in data["ratings"][kind]["ranking"]
        ]
        assert shown == ranking(expected), kind


def test_a_game_that_cannot_be_read_is_left_out_and_said(cli_json: Cli, cli: Cli, isolated_store: Path) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    mushi_round(cli_json, "Ann, Bo", "Ann", "Bo")
    start_game(cli_json, "mushi", ["Cy", "Di"])
    mushi_round(cli_json, "Cy, Di", "Cy", "Di")
    assert cli_json("season", "new", "Club", "--include-unfinished")[0] == 0
    with sqlite3.connect(isolated_store) as connection:
        connection.execute("UPDATE games SET definition = '[1,2]' WHERE id = 1")
    connection.close()
    shown = cli("season", "show", "--json")
    assert shown.exit_code == 0
    assert "warning: game 1 cannot be read and is left out of the season" in " ".join(shown.stderr.split())
    data = json.loads(shown.stdout)
    assert data["games"] == ["2"] and [entry["name"] for entry in data["ratings"]["mushi"]["ranking"]] == ["Di", "Cy"]
    # Removed from the season by hand, it is no longer said.
    assert cli_json("season", "remove", "Club", "1")[0] == 0
    assert cli("season", "show").stderr == ""


def test_a_person_is_named_as_first_written_in_the_ledger_as_players_names_them(cli_json: Cli) -> None:
    start_game(cli_json, "mushi", ["ann", "BO"])  # left out of the season below, but first
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    mushi_round(cli_json, "Ann, Bo", "Ann", "Bo")
    assert cli_json("season", "new", "Club", "--include-unfinished", "--min-games", "1")[0] == 0
    assert cli_json("season", "remove", "Club", "1")[0] == 0
    code, data = cli_json("season", "show")
    assert code == 0 and data["games"] == ["2"]
    assert [(entry["rank"], entry["name"], entry["games"]) for entry in data["ratings"]["mushi"]["ranking"]] == [
        (1, "BO", 1),
        (2, "ann", 1),
    ]
