"""Issue 32: "Tab completes names as ``Ann Bo``, which is then refused ('active' names 0)".  A
list of players answered as Tab leaves it, names apart by spaces, names those players; a name
with a space in it is still one name."""

from __future__ import annotations

import io

from rich.console import Console

from hanascore.cli.interactive import enter_round
from hanascore.core.table import build_table
from hanascore.games import find_game

#: Bo's pile: all of Pine, Plum and Cherry; Cy takes the rest.
PILE = "10 11 12 13 20 21 22 23 30 31 32 33"


def entered(players: tuple[str, ...], who_played: str) -> dict[str, object]:
    answers = [who_played, PILE, "", "", "", "y"]
    sheet = enter_round(
        build_table(find_game("mushi"), players),
        players[0],
        input_stream=io.StringIO("".join(a + "\n" for a in answers)),
        console=Console(file=io.StringIO(), width=120),
    )
    assert sheet is not None
    return sheet.to_dict()


def test_names_apart_by_spaces_name_those_players() -> None:
    assert entered(("Ann", "Bo", "Cy"), "Bo Cy")["active"] == ["Bo", "Cy"]
    assert entered(("Ann", "Bo", "Cy"), "bo  cy")["active"] == ["Bo", "Cy"]


def test_a_name_with_a_space_stays_one_name() -> None:
    assert entered(("Ann", "Mary Jo", "Cy"), "Mary Jo, Cy")["active"] == ["Mary Jo", "Cy"]
    assert entered(("Ann", "Mary Jo", "Cy"), "mary jo, cy")["active"] == ["Mary Jo", "Cy"]
