"""Who played a round, worked out from the piles given when the sheet does not name ``active``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.conftest import start_game

THREE = "game: mushi\nplayers: Ann, Bo, Cy\n"
CRANE_PILE = "crane curtain moon 1r 2r 3r"


def test_two_piles_of_three_players_say_who_played(cli_json: Callable[..., Any]) -> None:
    status, data = cli_json("score", "-", input=f"{THREE}Ann: {CRANE_PILE}\nBo: rest\n")
    assert status == 0, data
    assert [(p["name"], p["active"]) for p in data["parties"]] == [("Ann", True), ("Bo", True), ("Cy", False)]
    named_status, named = cli_json("score", "-", input=f"{THREE}active: Ann, Bo\nAnn: {CRANE_PILE}\nBo: rest\n")
    assert named_status == 0 and named == data


def test_piles_that_leave_a_named_dealer_out_still_ask(cli_json: Callable[..., Any]) -> None:
    # Ann is named to deal and must play: piles for Bo and Cy say nothing sure.
    status, data = cli_json("score", "-", input=f"{THREE}dealer: Ann\nBo: {CRANE_PILE}\nCy: rest\n")
    assert status == 2
    assert ("missing-key", "active") in [(e["code"], e["where"]) for e in data["errors"]]
    # With Bo dealing, the same piles say it.
    status, data = cli_json("score", "-", input=f"{THREE}dealer: Bo\nBo: {CRANE_PILE}\nCy: rest\n")
    assert status == 0, data
    assert [p["active"] for p in data["parties"]] == [False, True, True]


def test_without_a_dealer_the_first_player_with_no_pile_passes_the_deal_on(cli_json: Callable[..., Any]) -> None:
    # No dealer named: Ann, the first player, would deal but has no pile, so she sat out and
    # the deal passes to Bo, as in a ledger (RULES 2, settled 2026-11-26).
    status, data = cli_json("score", "-", input=f"{THREE}Bo: {CRANE_PILE}\nCy: rest\n")
    assert status == 0, data
    named_status, named = cli_json("score", "-", input=f"{THREE}dealer: Bo\nBo: {CRANE_PILE}\nCy: rest\n")
    assert named_status == 0 and named == data


def test_piles_for_one_or_all_three_still_ask(cli_json: Callable[..., Any]) -> None:
    for piles in ("Ann: rest\n", f"Ann: {CRANE_PILE}\nBo: rest\nCy:\n"):
        status, data = cli_json("score", "-", input=THREE + piles)
        assert status == 2
        assert "active" in [e["where"] for e in data["errors"]]


def test_kyurei_three_piles_of_four_players(cli_json: Callable[..., Any]) -> None:
    sheet = "game: kyu-rei-hana\nplayers: Ann, Bo, Cy, Di\nAnn: crane 1r 1c 1c\nBo: curtain 3r\nDi: rest\n"
    status, data = cli_json("score", "-", input=sheet)
    assert status == 0, data
    assert [p["active"] for p in data["parties"]] == [True, True, False, True]


def test_in_a_ledger_the_scheduled_dealer_with_no_pile_passes_the_deal_on(cli: Callable[..., Any], cli_json) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo", "Cy"])
    # Ann is scheduled to deal round 1, but only Bo and Cy have piles: Ann sat out.
    status, data = cli_json("add", "-", input=f"Bo: {CRANE_PILE}\nCy: rest\n")
    assert status == 0, data
    assert data["dealer"] == "Bo"
    assert [(p["name"], p["active"]) for p in data["result"]["parties"]] == [("Ann", False), ("Bo", True), ("Cy", True)]
    history = cli("history")
    assert history.exit_code == 0 and "played: Bo, Cy" in history.stdout


def test_the_problem_asking_who_played_gives_an_example_from_the_dealer_on(cli: Callable[..., Any]) -> None:
    # Three piles of three players: who sat out is not said; the example starts at the dealer.
    done = cli("score", "-", input=f"{THREE}dealer: Cy\nAnn: {CRANE_PILE}\nBo: rest\nCy:\n")
    assert done.exit_code == 2
    assert "name them with 'active' (e.g. active: Cy, Ann), or give only their piles" in " ".join(done.output.split())
