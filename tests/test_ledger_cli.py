"""The ledger through the real command: new, add, standings, undo, edit, adjust, views.

Totals and dealers are worked out in the tests with the independent Mushi scorer of
``tests/test_ledger.py`` (no code shared with the game module).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import SAMPLES, add_json, current_standings, scores_of, start_game
from tests.reference_scorer import toml_sheet
from tests.test_ledger import ANN_LOSES, MUSHI_DECK, TIE, mushi_scores
from tests.test_matsu_kiri_bozu import mkb_tie_sheet

ANN_WINS = set(MUSHI_DECK) - ANN_LOSES


def sheet(first: set[int], players: tuple[str, str] = ("Ann", "Bo"), extra: str = "") -> str:
    """A quick sheet: ``players[0]`` holds ``first``, the other the rest."""
    return f"{extra}{players[0]}: {' '.join(map(str, sorted(first)))}\n{players[1]}: rest\n"


def new_game(cli_json, *options: str, game: str = "mushi", players: tuple[str, ...] = ("Ann", "Bo")) -> str:
    args = ["new", game]
    for player in players:
        args += ["--player", player]
    code, data = cli_json(*args, *options)
    assert code == 0, data
    assert isinstance(data["id"], str)
    return data["id"]


def add(cli, text: str, *options: str) -> Any:
    return cli("add", "-", *options, input=text)


def standings(cli_json, *options: str) -> dict[str, Any]:
    code, data = cli_json("standings", *options)
    assert code == 0, data
    return data


# -- new, games, use ----------------------------------------------------------------------------


def test_new_prints_the_id_and_makes_the_game_current(cli, cli_json) -> None:
    result = cli("new", "mushi", "--player", "Ann", "--player", "Bo", "--name", "Friday Mushi")
    assert result.exit_code == 0
    assert result.stdout == "1\n"
    assert new_game(cli_json, "--dealer", "Bo") == "2"
    _, listing = cli_json("games")
    assert [(g["id"], g["name"], g["current"]) for g in listing] == [
        ("1", "Friday Mushi", False),
        ("2", "Mushi: Ann, Bo", True),
    ]
    assert "*" in cli("games").stdout
    assert cli_json("use", "1") == (0, {"id": "1"})
    assert standings(cli_json)["name"] == "Friday Mushi"
    assert standings(cli_json, "--game", "2")["next_dealer"] == "Bo"


def test_new_stores_every_house_rule_resolved(cli_json) -> None:
    new_game(cli_json, "--house", "five-brights=false", "--rounds", "6")
    data = standings(cli_json)
    assert data["house"] == {"five_brights": False, "willow_misdeal": True, "four_pairs_misdeal": False}
    assert data["length"] == {"rounds": 6, "target": None}


def test_house_values_are_toml_where_they_parse_else_bare_strings(cli_json) -> None:
    new_game(cli_json, "--house", "storm=cards", "--house", "bet_limit=4", game="musashino", players=("A", "B", "C"))
    house = standings(cli_json)["house"]
    assert house["storm"] == "cards" and house["bet_limit"] == 4


def test_a_name_given_twice_is_said_so(cli_json) -> None:
    # "names 'Ann' and 'Ann' are the same ignoring case" before: case had nothing to do with it.
    code, data = cli_json("new", "mushi", "--player", "Ann", "--player", "Ann")
    assert code == 2
    assert [e["message"] for e in data["errors"]] == ["'Ann' is named twice: each player once"]


def test_new_reports_every_problem_and_writes_nothing(cli, cli_json) -> None:
    result = cli(
        "new", "mushi", "--player", "Ann", "--player", "ann", "--dealer", "Cy",
        "--rounds", "3", "--target", "10", "--house", "five_brights=8", "--house", "colour=red",
    )  # fmt: skip
    assert result.exit_code == 2
    for text in ("same ignoring case", "'Cy' is not one of the players", "not both", "five_brights", "colour"):
        assert text in result.stderr
    code, data = cli_json("new", "chess", "--player", "A", "--player", "B")
    assert code == 2 and "unknown game 'chess'" in data["errors"][0]["message"]
    code, data = cli_json(
        "new",
        "sakura",
        "--player",
        "A",
        "--player",
        "B",
        "--player",
        "C",
        "--player",
        "D",
        "--team",
        "Red=A,B,C",
        "--team",
        "Blue=D",
    )
    assert code == 2 and any("2 teams of 2" in e["message"] for e in data["errors"])
    assert cli_json("games") == (0, [])


def test_teams_are_stored_in_the_sheets_shape(cli_json) -> None:
    new_game(cli_json, "--team", "Red=Ann,Cy", "--team", "Blue=Bo,Di", game="sakura", players=("Ann", "Bo", "Cy", "Di"))
    data = standings(cli_json)
    assert data["teams"] == {"Red": ["Ann", "Cy"], "Blue": ["Bo", "Di"]}
    assert [p["name"] for p in data["parties"]] == ["Red", "Blue"]


def test_no_current_game_and_unknown_ids_are_user_errors(cli, cli_json) -> None:
    result = cli("standings")
    assert result.exit_code == 2 and "hanascore new" in result.stderr
    new_game(cli_json)
    code, data = cli_json("standings", "--game", "42")
    assert code == 2 and data["errors"][0]["where"] == "--game"
    assert cli("use", "nope").exit_code == 2


def test_the_db_option_wins_over_the_environment(cli, cli_json, tmp_path: Path, isolated_store: Path) -> None:
    other = tmp_path / "other.db"
    assert cli("new", "mushi", "--player", "A", "--player", "B", "--db", str(other)).exit_code == 0
    assert other.exists()
    assert cli_json("games") == (0, [])  # HANASCORE_DB (the test's store) holds nothing
    _, listing = cli_json("games", "--db", str(other))
    assert [g["players"] for g in listing] == [["A", "B"]]
    new_game(cli_json)
    assert [g["players"] for g in cli_json("games")[1]] == [["Ann", "Bo"]]
    assert isolated_store.exists()


# -- a whole game -------------------------------------------------------------------------------


def test_a_full_twelve_round_mushi_game(cli, cli_json) -> None:
    new_game(cli_json, "--dealer", "Bo", "--name", "Twelve")
    rng = random.Random(12)
    piles = [set(rng.sample(MUSHI_DECK, rng.randrange(10, 31))) for _ in range(12)]
    piles[4] = TIE  # a tie: the dealer keeps the deal
    totals = {"Ann": 0, "Bo": 0}
    dealer = "Bo"
    for number, first in enumerate(piles, start=1):
        code, data = cli_json("add", "-", input=sheet(first))
        assert code == 0, data
        ann, bo = mushi_scores(first)
        totals["Ann"] += ann
        totals["Bo"] += bo
        assert (data["round"], data["dealer"]) == (number, dealer)
        assert [p["score"] for p in data["result"]["parties"]] == [ann, bo]
        if ann != bo:
            dealer = "Ann" if ann > bo else "Bo"
    winner = max(totals, key=totals.__getitem__)
    assert totals["Ann"] != totals["Bo"]
    assert standings(cli_json) == {
        "id": "1",
        "name": "Twelve",
        "game": "mushi",
        "players": ["Ann", "Bo"],
        "teams": None,
        "variant": None,
        "house": {"five_brights": True, "willow_misdeal": True, "four_pairs_misdeal": False},
        "length": {"rounds": 12, "target": None},
        "rounds_played": 12,
        "over": True,
        "winner": winner,
        "leaders": [winner],
        "next_dealer": None,
        "carry_over": [],
        "parties": [{"name": "Ann", "total": totals["Ann"]}, {"name": "Bo", "total": totals["Bo"]}],
    }
    # A finished game refuses a thirteenth round and says who won.
    refused = add(cli, sheet(TIE))
    assert refused.exit_code == 2
    assert f"{winner} won with {totals[winner]}" in refused.stderr
    code, data = cli_json("add", "-", input=sheet(TIE))
    assert code == 2 and winner in data["errors"][0]["message"]
    # Undo reopens it.
    code, undone = cli_json("undo")
    assert code == 0 and undone["removed"]["round"] == 12
    assert undone["standings"]["over"] is False and undone["standings"]["rounds_played"] == 11
    assert add(cli, sheet(piles[11])).exit_code == 0
    assert standings(cli_json)["winner"] == winner


def test_standings_before_any_round(cli_json) -> None:
    new_game(cli_json, "--target", "100", "--dealer", "Bo")
    data = standings(cli_json)
    assert data["rounds_played"] == 0 and data["over"] is False and data["winner"] is None
    assert data["leaders"] == ["Ann", "Bo"] and data["next_dealer"] == "Bo"
    assert data["length"] == {"rounds": None, "target": 100}


def test_a_target_game_ends_when_a_total_reaches_it_and_a_tie_has_no_winner(cli, cli_json) -> None:
    new_game(cli_json, "--target", "39")
    assert add(cli, sheet(ANN_WINS)).exit_code == 0
    data = standings(cli_json)
    assert data["over"] and data["winner"] == "Ann" and data["next_dealer"] is None
    new_game(cli_json, "--rounds", "2")
    add(cli, sheet(ANN_WINS))
    add(cli, sheet(ANN_LOSES))
    data = standings(cli_json)
    assert data["over"] and data["winner"] is None and data["leaders"] == ["Ann", "Bo"]
    refused = add(cli, sheet(TIE))
    assert refused.exit_code == 2 and "Ann and Bo tied for the lead" in refused.stderr


def test_add_reads_a_file_or_standard_input_and_shows_the_round(cli, cli_json, tmp_path: Path) -> None:
    new_game(cli_json, game="mushi", players=("Alice", "Bob"))
    # The sample repeats the game's own game and players, and names its dealer.
    result = cli("add", str(SAMPLES / "mushi-leftover.txt"))
    assert result.exit_code == 0
    assert (
        "round 1" in result.stdout and "dealt by Bob" in result.stdout and "totals: Alice 33 · Bob -33" in result.stdout
    )
    path = tmp_path / "round.txt"
    path.write_text(sheet(TIE, ("Alice", "Bob")))
    assert cli("add", str(path)).exit_code == 0
    assert standings(cli_json)["rounds_played"] == 2


def test_add_without_a_sheet_off_a_terminal_asks_for_one(cli, cli_json) -> None:
    new_game(cli_json)
    result = cli("add", input="")
    assert result.exit_code == 2
    assert "pass a sheet" in result.stderr and "-" in result.stderr
    assert standings(cli_json)["rounds_played"] == 0


def test_a_sheet_contradicting_the_game_is_refused_and_nothing_written(cli, cli_json) -> None:
    new_game(cli_json)
    code, data = cli_json("add", "-", input="game: sakura\nplayers: Ann, Cy\nAnn: rest\nBo: \n")
    assert code == 2
    # A sheet for another game is that one problem: its players and piles would only echo it.
    assert [e.get("where") for e in data["errors"]] == ["game"]
    code, data = cli_json("add", "-", input="players: Ann, Cy\nAnn: rest\nCy: \n")
    assert code == 2 and [e.get("where") for e in data["errors"]] == ["players"]
    bad = add(cli, "Ann: 10 zz\nBo: rest\n")
    assert bad.exit_code == 2 and "'zz'" in bad.stderr
    with_multiplier = add(cli, 'multiplier = 2\n[captured]\nAnn = "rest"\nBo = ""\n')
    assert with_multiplier.exit_code == 2 and "multiplier" in with_multiplier.stderr
    assert standings(cli_json)["rounds_played"] == 0


def test_the_deal_passes_on_when_the_scheduled_dealer_sits_out(cli, cli_json) -> None:
    new_game(cli_json, players=("Ann", "Bo", "Cy"))
    # "active" is a key of the quick form too (CONTRACT.md, quick sheet).
    code, data = cli_json("add", "-", input=sheet(ANN_LOSES, ("Bo", "Cy"), extra="active: Bo, Cy\n"))
    assert code == 0, data
    assert data["dealer"] == "Bo"  # Ann was scheduled but sat out: Bo, next in turn order
    assert data["standings"]["next_dealer"] == "Cy"
    assert [p["total"] for p in data["standings"]["parties"]] == [0, -39, 39]


def test_a_sheets_dealer_overrides_and_is_recorded(cli, cli_json) -> None:
    new_game(cli_json)
    code, data = cli_json("add", "-", input=sheet(TIE, extra="dealer: Bo\n"))
    assert code == 0 and data["dealer"] == "Bo"
    code, history = cli_json("history")
    assert history[0]["dealer"] == "Bo"


# -- undo, edit, adjust -------------------------------------------------------------------------


def test_undo_removes_the_last_entry_round_or_adjustment(cli, cli_json) -> None:
    new_game(cli_json)
    nothing = cli("undo")
    assert nothing.exit_code == 2 and "no rounds or adjustments to undo" in nothing.stderr
    add(cli, sheet(ANN_LOSES))
    assert cli("adjust", "--party", "Ann", "--amount", "5", "--reason", "table fee").exit_code == 0
    code, data = cli_json("undo")
    assert code == 0
    assert data["removed"] == {"kind": "adjustment", "party": "Ann", "amount": 5, "reason": "table fee"}
    assert [p["total"] for p in data["standings"]["parties"]] == [-39, 39]
    result = cli("undo")
    assert result.exit_code == 0 and "removed round 1" in result.stderr and result.stdout == ""
    assert standings(cli_json)["rounds_played"] == 0
    assert cli_json("undo")[0] == 2


def test_editing_an_early_round_rescores_the_later_ones_and_warns_about_dealers(cli, cli_json) -> None:
    new_game(cli_json, "--dealer", "Ann")
    for first in (ANN_LOSES, TIE, TIE):
        assert add(cli, sheet(first), "--yes").exit_code == 0  # a tie twice, on purpose
    assert [r["dealer"] for r in cli_json("history")[1]] == ["Ann", "Bo", "Bo"]
    result = cli("edit", "1", "-", input=sheet(ANN_WINS))
    assert result.exit_code == 0
    # The answer (the corrected round) on standard output; what changed, for people, on standard error.
    assert "round 1 of game 1, dealt by Ann" in result.stdout
    assert "Ann: -39 → 39 (+78)" in result.stderr and "Bo: 39 → -39 (-78)" in result.stderr
    assert "round 2: by the corrected rounds Ann would have dealt" in result.stderr
    rows = cli_json("history")[1]
    assert [r["dealer"] for r in rows] == ["Ann", "Bo", "Bo"]  # as played: never rewritten
    assert [r["totals"]["Ann"] for r in rows] == [39, 39, 39]
    code, data = cli_json("edit", "1", "-", input=sheet(ANN_LOSES))
    assert code == 0 and data["changes"] == {"Ann": {"before": 39, "after": -39}, "Bo": {"before": -39, "after": 39}}
    assert data["warnings"] == []  # the chain agrees with the recorded dealers again


def test_edit_rejects_missing_rounds_and_bad_sheets_without_changing_anything(cli, cli_json) -> None:
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    missing = cli("edit", "2", "-", input=sheet(TIE))
    assert missing.exit_code == 2 and "no round 2" in missing.stderr
    assert cli("edit", "0", "-", input=sheet(TIE)).exit_code == 2
    bad = cli("edit", "1", "-", input="Ann: 10 10\nBo: rest\n")
    assert bad.exit_code == 2 and "round 1" in bad.stderr
    assert [p["total"] for p in standings(cli_json)["parties"]] == [-39, 39]


def test_edit_works_on_a_finished_game_and_can_change_its_winner(cli, cli_json) -> None:
    new_game(cli_json, "--rounds", "1")
    add(cli, sheet(ANN_LOSES))
    assert standings(cli_json)["winner"] == "Bo"
    assert cli("edit", "1", "-", input=sheet(ANN_WINS)).exit_code == 0
    data = standings(cli_json)
    assert data["over"] and data["winner"] == "Ann"


def test_adjustments_count_in_totals_and_show_in_history(cli, cli_json) -> None:
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    code, data = cli_json("adjust", "--party", "Bo", "--amount", "-4", "--reason", "slow play")
    assert code == 0
    assert [p["total"] for p in data["standings"]["parties"]] == [-39, 35]
    code, rows = cli_json("history")
    assert rows[-1] == {
        "kind": "adjustment",
        "party": "Bo",
        "amount": -4,
        "reason": "slow play",
        "totals": {"Ann": -39, "Bo": 35},
    }
    text = cli("history").stdout
    assert "adjustment: slow play" in text
    code, errors = cli_json("adjust", "--party", "Bob", "--amount", "0", "--reason", " ")
    assert code == 2
    messages = " | ".join(e["message"] for e in errors["errors"])
    assert "did you mean 'Bo'" in messages and "changes nothing" in messages and "reason" in messages
    # Names match ignoring case (CONTRACT.md): the adjustment is recorded under the name as seated.
    code, data = cli_json("adjust", "--party", "bo", "--amount", "1", "--reason", "rounding")
    assert code == 0 and data["adjustment"]["party"] == "Bo"


def test_adjusting_a_finished_game_is_allowed(cli, cli_json) -> None:
    new_game(cli_json, "--rounds", "1")
    add(cli, sheet(ANN_LOSES))
    assert cli("adjust", "--party", "Ann", "--amount", "80", "--reason", "penalty reversed").exit_code == 0
    data = standings(cli_json)
    assert data["over"] and data["winner"] == "Ann"


# -- views --------------------------------------------------------------------------------------


def test_show_gives_the_score_view_of_a_stored_round(cli, cli_json) -> None:
    new_game(cli_json, game="mushi", players=("Alice", "Bob"))
    assert cli("add", str(SAMPLES / "mushi-leftover.txt")).exit_code == 0
    code, shown = cli_json("show", "1")
    code_scored, scored = cli_json("score", str(SAMPLES / "mushi-leftover.txt"))
    assert code == code_scored == 0
    assert shown == scored
    assert "Willow goes to the holder" in cli("show", "1").stdout
    # --sheet gives back exactly what was entered (CONTRACT.md): the file, comments and all.
    view = cli("show", "1", "--sheet")
    assert view.exit_code == 0 and view.stdout == (SAMPLES / "mushi-leftover.txt").read_text()
    assert cli("show", "2").exit_code == 2


def test_show_sheet_then_edit_round_trips_byte_for_byte(cli, cli_json, tmp_path) -> None:
    new_game(cli_json, game="mushi", players=("Alice", "Bob"))
    assert cli("add", str(SAMPLES / "mushi-leftover.txt")).exit_code == 0
    first = cli("show", "1", "--sheet").stdout
    path = tmp_path / "r1.txt"
    path.write_text(first)
    assert cli("edit", "1", str(path)).exit_code == 0
    assert cli("show", "1", "--sheet").stdout == first


def test_a_round_without_its_text_is_shown_as_a_sheet_that_scores_the_same(cli, cli_json, tmp_path) -> None:
    # Rounds that came as data (older versions, imports without their texts) are kept as the
    # text hanascore writes for them: the quick form where it can be, reading as the same round.
    from hanascore.games import find_game
    from hanascore.games.sheets import sheet_text
    from hanascore.ledger.files import resolve_path
    from hanascore.ledger.replay import RoundEntry
    from hanascore.ledger.store import Store

    game_id = new_game(cli_json, game="sakura", players=("Ann", "Bo"))
    sheet = {"captured": {"Ann": "113 90 10", "Bo": "rest"}, "field": {"end": "92"}, "wild_captured": "9a"}
    store = Store(resolve_path(None))
    with store.writing():
        text = sheet_text(sheet, find_game("sakura"))
        store.append(game_id, RoundEntry(text=text, dealer="Ann", written_back=True))
    store.close()
    text = cli("show", "1", "--sheet").stdout
    assert "wild: 9a" in text and "Ann: 113 90 10" in text
    exported = json.loads(cli("export", "--format", "json").stdout)["entries"][0]
    assert exported["text"] is None and exported["sheet"]["wild_captured"] == "9a"
    path = tmp_path / "again.txt"
    path.write_text(text)
    assert cli_json("edit", "1", str(path))[1]["changes"] == {}


def test_history_and_chart_draw_every_round(cli, cli_json) -> None:
    new_game(cli_json)
    for first in (ANN_LOSES, ANN_LOSES, ANN_WINS):
        add(cli, sheet(first), "--yes")
    text = cli("history", "--chart").stdout
    assert "-39 → -78" in text and "+39 → 39" in text
    assert "running totals" in text
    chart = cli("chart").stdout
    assert any(block in chart for block in "▁█")
    from hanascore.views.standings import sparkline

    assert sparkline([0, -39, -78, -39], -78, 78) == "▅▃▁▃"
    assert sparkline([5, 5], 5, 5) == "▄▄"


def test_markup_in_names_and_reasons_is_shown_literally(cli, cli_json) -> None:
    new_game(cli_json, "--name", "[bold]Friday[/bold]", players=("@nn", "-z"))
    add(cli, sheet(TIE, ("@nn", "-z")))
    escaped = cli("adjust", "--party", "-z", "--amount", "1", "--reason", "late \x1b[31m")
    assert escaped.exit_code == 2 and "control characters" in escaped.stderr
    assert cli("adjust", "--party", "-z", "--amount", "1", "--reason", "[red]late[/red]").exit_code == 0
    assert "[bold]Friday[/bold]" in cli("standings").stdout
    assert "[bold]Friday[/bold]" in cli("games").stdout
    assert "[red]late[/red]" in cli("history").stdout


def test_standings_view_shows_rounds_left_and_next_dealer(cli, cli_json) -> None:
    new_game(cli_json, "--rounds", "6")
    add(cli, sheet(ANN_LOSES))
    text = cli("standings").stdout
    assert "1 of 6 played, 5 left" in text and "next dealer: Bo" in text


def test_kyu_rei_standings_show_the_carried_multipliers(cli, cli_json) -> None:
    new_game(cli_json, game="kyu-rei-hana", players=("A", "B", "C"))
    toml = '[captured]\nA = "rest"\nB = ""\nC = ""\n[field]\nstart = "110 120 10 22 42 53"\n'
    code, data = cli_json("add", "-", input=toml)
    assert code == 0 and data["result"]["multiplier"] == 4
    assert standings(cli_json)["carry_over"] == [4, 2]
    assert "carried multipliers: ×4, ×2" in cli("standings").stdout


def test_every_ledger_command_has_help(cli) -> None:
    for name in (
        "new",
        "games",
        "use",
        "add",
        "undo",
        "edit",
        "adjust",
        "standings",
        "history",
        "chart",
        "show",
        "export",
        "import",
    ):
        result = cli(name, "--help")
        assert result.exit_code == 0 and "Usage" in result.stdout, name
        assert "--db" in result.stdout, name


def test_kyu_rei_edit_of_an_early_round_changes_the_later_multipliers(cli, cli_json) -> None:
    new_game(cli_json, game="kyu-rei-hana", players=("A", "B", "C"))
    piles = '[captured]\nA = "10 11 12 13 20 21 22 23 30 31 32 33 40 41 42 43"\nB = "rest"\nC = ""\n'
    # A: 90 points and Small Three; B: the other 180 points and Blue Ribbons; C: nothing.
    # At x1: A (90 + 40 - 20 - 90) = +20, B (180 + 40 - 20 - 90) = +110, C (0 - 40 - 90) = -130.
    multiplied = piles + '[field]\nstart = "110 120 10 22 42 53"\n'
    for text in (multiplied, piles, piles):
        assert add(cli, text, "--yes").exit_code == 0
    rows = cli_json("history")[1]
    assert [r["multiplier"] for r in rows] == [4, 4, 2]
    assert [r["scores"]["A"] for r in rows] == [80, 80, 40]
    code, data = cli_json("edit", "1", "-", input=piles)
    assert code == 0
    assert data["changes"]["A"] == {"before": 200, "after": 60}
    rows = cli_json("history")[1]
    assert [r["multiplier"] for r in rows] == [1, 1, 1]
    assert [r["totals"]["C"] for r in rows] == [-130, -260, -390]
    assert standings(cli_json)["carry_over"] == []


#: A documented sample round per game, its first dealer, the hand-worked score of each party
#: (from the sample's comment) and who deals every later round (the winner keeps the deal).
REPEATED_ROUNDS = [
    ("kyurei-plain.toml", ["--dealer", "Ann"], {"Ann": 0, "Bo": -85, "Cy": 85}, "Cy"),
    ("matsu-kiri-bozu-played-out.toml", [], {"Ann": 46, "Bo": -46}, "Ann"),
    (
        "musashino-teams.toml",
        ["--dealer", "Bo", "--team", "Red=Ann,Cy", "--team", "Blue=Bo,Di"],
        {"Red": 1, "Blue": -1},
        "Cy",
    ),
    ("sakura-two-players.toml", ["--dealer", "Aiko"], {"Aiko": 60, "Ben": 70}, "Ben"),
    (
        "sakura-quick.txt",
        ["--dealer", "Pua", "--house", "leftover=all-to-gaji"],
        {"Pua": 80, "Kimo": 55, "Lani": 105},
        "Lani",
    ),
]


@pytest.mark.parametrize(
    ("sample", "options", "scores", "winner"), REPEATED_ROUNDS, ids=[r[0] for r in REPEATED_ROUNDS]
)
def test_twelve_rounds_of_every_game(cli, cli_json, sample, options, scores, winner) -> None:
    from hanascore.games.sheets import read_sheet

    text = (SAMPLES / sample).read_text()
    raw = read_sheet(text)
    # The sheet's own dealer would override the chain every round: leave it to the ledger.
    text = "\n".join(line for line in text.splitlines() if not line.replace(" ", "").startswith(("dealer=", "dealer:")))
    game_id = new_game(cli_json, *options, game=raw.game, players=tuple(raw.players))
    first_dealer = options[options.index("--dealer") + 1] if "--dealer" in options else raw.players[0]
    for number in range(1, 13):
        code, data = cli_json("add", "-", "--yes", input=text)  # the sample's round, twelve times
        assert code == 0, data
        assert data["dealer"] == (first_dealer if number == 1 else winner)
        assert {p["name"]: p["score"] for p in data["result"]["parties"]} == scores
    final = standings(cli_json, "--game", game_id)
    totals = {p["name"]: p["total"] for p in final["parties"]}
    assert totals == {name: 12 * score for name, score in scores.items()}
    assert final["over"] and final["next_dealer"] is None
    best = max(totals.values())
    leader = next(name for name, total in totals.items() if total == best)
    assert final["winner"] == leader
    assert len(export(cli, "--format", "csv").splitlines()) == 13


def export(cli, *options: str) -> str:
    result = cli("export", *options)
    assert result.exit_code == 0, result.stderr
    return result.stdout


# --- independent hand-worked cases, through the real commands ---


def test_a_ledger_sheet_with_an_unknown_house_rule_is_refused(cli_json: Callable[..., Any]) -> None:
    """CONTRACT: keys not listed are errors (a typo must not be silently ignored); inside a
    ledger a sheet may repeat house only with the game's own values."""
    start_game(cli_json, "mkb", ["Ann", "Bo"])
    code, data = add_json(cli_json, mkb_tie_sheet(game="mkb", house={"dekiyaku_paypout": "max"}))
    assert code == 2
    assert [e["where"] for e in data["errors"]] == ["house.dekiyaku_paypout"]
    assert "dekiyaku_payout" in data["errors"][0]["message"]  # the suggestion
    assert current_standings(cli_json)["rounds_played"] == 0


def test_a_ledger_sheet_with_an_ill_typed_house_value_is_refused(cli_json: Callable[..., Any]) -> None:
    start_game(cli_json, "musashino", ["A", "B", "C"])
    text = toml_sheet({"A": {10, 11, 12, 13}, "B": {20, 22}}, house={"sun": 1}).replace(
        "[field]", 'C = "rest"\n[field]'
    )
    code, data = add_json(cli_json, text)
    assert code == 2 and [e["where"] for e in data["errors"]] == ["house.sun"]
    # The same key with the game's own value is fine.
    code, data = add_json(cli_json, text.replace("sun = 1", "sun = true"))
    assert code == 0, data


#: A Musashino-bana team pile that stops the round with an insta-win: +8 for its team.
RED_STOPS = {10, 30, 80, 110, 120, 12, 13, 32, 33, 82, 83}


def test_a_ledger_sheet_may_list_team_members_in_any_order(cli_json: Callable[..., Any]) -> None:
    """CONTRACT: a sheet may repeat teams with the game's own values, so a sheet scored on its
    own can be added as it is; a team is who is in it, not the order they are written in."""
    start_game(cli_json, "musashino", ["A", "B", "C", "D"], "--team", "Red=A,C", "--team", "Blue=B,D")
    text = toml_sheet(
        {"Red": RED_STOPS, "Blue": {20, 22}},
        game="musashino-bana",
        players=["A", "B", "C", "D"],
        teams={"Red": ["C", "A"], "Blue": ["D", "B"]},
        stopped_by="A",
    )
    code, data = add_json(cli_json, text)
    assert code == 0, data
    assert scores_of(data["result"]) == {"Red": 8, "Blue": -8}
    # Different members are still a mismatch.
    swapped = text.replace('["C", "A"]', '["A", "B"]').replace('["D", "B"]', '["C", "D"]')
    assert swapped != text
    code, data = add_json(cli_json, swapped)
    assert code == 2 and data["errors"][0]["where"] == "teams"


def test_names_match_ignoring_case_in_team_options_and_in_what_a_ledger_sheet_repeats(
    cli: Callable[..., Any], cli_json: Callable[..., Any]
) -> None:
    """CONTRACT: player and team names match ignoring case in TOML sheets and in every option;
    a sheet scored on its own (players, teams and variant in another case) is added as it is."""
    start_game(cli_json, "musashino", ["Ann", "Bo", "Cy", "Di"], "--team", "Red=ann,CY", "--team", "Blue=bo,di")
    game = json.loads(cli("export", "--format", "json").stdout)
    assert game["teams"] == {"Red": ["Ann", "Cy"], "Blue": ["Bo", "Di"]}
    text = toml_sheet(
        {"red": RED_STOPS, "BLUE": {20, 22}},
        game="musashino-bana",
        players=["ann", "BO", "cy", "Di"],
        teams={"RED": ["cy", "ANN"], "blue": ["DI", "bo"]},
        stopped_by="ann",
    )
    code, data = add_json(cli_json, text)
    assert code == 0, data
    assert scores_of(data["result"]) == {"Red": 8, "Blue": -8}
    start_game(cli_json, "sakura", ["Ann", "Bo"], "--variant", "Oi-Bana")
    assert json.loads(cli("export", "--format", "json").stdout)["variant"] == "oi-bana"
    sheet = 'game = "sakura"\nvariant = "OI-BANA"\nbids = { Ann = 3, Bo = 5 }\n[captured]\nAnn = "rest"\nBo = ""\n'
    code, data = add_json(cli_json, sheet)
    assert code == 0, data


def test_a_finished_game_refuses_a_round_naming_the_winner_and_undo_reopens_it(cli_json: Callable[..., Any]) -> None:
    """RULES 8 / CONTRACT: adding to a finished game is exit 2 naming the winner; undo reopens."""
    start_game(cli_json, "mkb", ["Ann", "Bo"], "--rounds", "1")
    stopped = toml_sheet({"Ann": {12, 13}, "Bo": {61, 91, 101, 62, 92}}, stopped_by="Bo")
    code, data = add_json(cli_json, stopped)
    assert code == 0, data
    assert (data["standings"]["over"], data["standings"]["winner"], data["standings"]["next_dealer"]) == (
        True,
        "Bo",
        None,
    )
    code, data = add_json(cli_json, stopped)
    assert code == 2 and "Bo" in data["errors"][0]["message"]
    code, data = cli_json("undo")
    assert code == 0
    assert (data["standings"]["over"], data["standings"]["next_dealer"]) == (False, "Ann")


def test_chart_answers_in_json_and_export_takes_its_format_from_the_file_name(cli, cli_json, tmp_path) -> None:
    new_game(cli_json)
    add(cli, sheet(ANN_LOSES))
    code, series = cli_json("chart")
    assert code == 0 and series == {"Ann": [0, -39], "Bo": [0, 39]}
    out = tmp_path / "friday.md"
    assert cli("export", "-o", str(out)).exit_code == 0
    assert out.read_text().startswith("# ")
    result = cli("export")
    assert result.exit_code == 2 and "say which format" in result.stderr


def test_add_names_the_next_dealer_once(cli, cli_json) -> None:
    new_game(cli_json)
    shown = add(cli, sheet(ANN_LOSES)).stdout
    assert shown.count("next dealer") == 1 and "totals:" in shown


def test_games_can_be_renamed_and_deleted_and_show_when_they_started(cli, cli_json) -> None:
    first = new_game(cli_json)
    second = new_game(cli_json)
    assert cli_json("rename", first, "Friday Mushi") == (0, {"id": first, "name": "Friday Mushi"})
    listing = cli("games").stdout
    assert "Friday Mushi" in listing and "started" in listing
    assert cli_json("games")[1][0]["name"] == "Friday Mushi"
    assert cli_json("rename", first, " ")[0] == 2
    assert cli_json("delete", second, "--yes") == (0, {"id": second, "deleted": True})
    assert [g["id"] for g in cli_json("games")[1]] == [first]
    assert cli_json("standings")[0] == 2  # the deleted game was the current one
    assert cli_json("delete", first)[0] == 2  # not on a terminal and no --yes: nothing deleted
    assert [g["id"] for g in cli_json("games")[1]] == [first]


@pytest.mark.parametrize("columns", ["80", "40"])
def test_history_of_seven_players_is_cut_short_nowhere(cli, cli_json, monkeypatch, columns: str) -> None:
    players = ("Annabel", "Bonifacio", "Cyrielle", "Dimitri", "Evangeline", "Fitzgerald", "Gwendolyn")
    new_game(cli_json, game="kyurei", players=players)
    kyurei = "active: Annabel, Bonifacio, Cyrielle\nAnnabel: crane 1c curtain 3c moon 8c warbler 2c cuckoo 4c\n"
    assert add(cli, kyurei + "Bonifacio: 61 62 91 92 101 102 50 52 60 63\nCyrielle: rest\n").exit_code == 0
    monkeypatch.setenv("COLUMNS", columns)
    shown = cli("history").stdout
    assert "…" not in shown
    assert all(name in shown for name in players) and "-85" in shown and "+85" in shown
    assert max(len(line) for line in shown.splitlines()) <= int(columns)


def test_the_readmes_ledger_example_runs_as_written(cli) -> None:
    readme = (SAMPLES.parent / "README.md").read_text()
    block = readme.split("## Keeping a game", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].split() for line in block.splitlines() if line.startswith("hanascore ")]
    import shlex

    for words in commands[:4]:  # new, add, add, standings
        args = shlex.split(" ".join(words))[1:]
        result = cli(*(str(SAMPLES.parent / a) if a.startswith("samples/") else a for a in args))
        assert result.exit_code == 0, (args, result.stdout, result.stderr)


def test_a_dealer_line_in_a_ledger_sheet_is_shown_as_an_override(cli, cli_json) -> None:
    new_game(cli_json)
    shown = add(cli, sheet(TIE, extra="dealer: Bo\n")).stdout
    assert "the sheet's dealer: Bo (the rotation named Ann)" in shown
    assert "the sheet's dealer" not in add(cli, sheet(TIE)).stdout


def test_data_goes_to_stdout_and_confirmations_to_stderr(cli, cli_json, tmp_path: Path) -> None:
    # new and import print the id (data) and say what they did on stderr.
    started = cli("new", "mushi", "--player", "Ann", "--player", "Bo")
    assert started.stdout == "1\n" and "started game 1" in started.stderr
    # add from a sheet: the scored round is the answer.
    added = add(cli, sheet(ANN_LOSES))
    assert "round 1 in game 1, dealt by Ann" in added.stdout and added.stderr == ""
    # adjust, undo, use only confirm: nothing on stdout, so `> file` captures no chatter.
    adjusted = cli("adjust", "--party", "Bo", "--amount", "-5", "--reason", "late")
    assert adjusted.stdout == "" and "adjustment recorded: Bo -5 (late)" in adjusted.stderr
    undone = cli("undo")
    assert undone.stdout == "" and "removed the adjustment Bo -5 (late)" in undone.stderr
    used = cli("use", "1")
    assert used.stdout == "" and "current game: 1" in used.stderr
    exported = cli("export", "--format", "json", "-o", str(tmp_path / "g.json"))
    assert exported.stdout == "" and "wrote game 1" in exported.stderr
    imported = cli("import", str(tmp_path / "g.json"), "--yes")  # game 1's second copy
    assert imported.stdout == "2\n" and "imported" in imported.stderr
    # --json answers stay on stdout, the same for every command.
    assert cli_json("use", "1") == (0, {"id": "1"})
    code, data = cli_json("adjust", "--party", "Ann", "--amount", "2", "--reason", "tea")
    assert code == 0 and data["adjustment"] == {"party": "Ann", "amount": 2, "reason": "tea"}
    code, data = cli_json("undo")
    assert code == 0 and data["removed"]["kind"] == "adjustment"


def test_a_round_the_game_lacks_is_said_alike_by_show_and_edit(cli_json: Callable[..., Any]) -> None:
    # 'show' built its own wording ("(1 played)"), 'edit' the ledger's ("(1 round played)").
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    assert cli_json("add", "-", input="Ann: rest\nBo:\n")[0] == 0
    said = [
        cli_json(*command, input="Ann: rest\nBo:\n")[1]["errors"]
        for command in (("show", "9"), ("edit", "9", "-", "-y"))
    ]
    assert (
        said[0]
        == said[1]
        == [{"code": "no-such-round", "message": "game 1 has no round 9 (1 round played)", "where": "N"}]
    )
