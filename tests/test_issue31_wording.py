"""Issue 31 (stale): "``test_sixth_game.py`` speaks of 'the five'": the game it defines is
said to get what every game of the registry has, and the registry's number is the one said."""

from __future__ import annotations

import tests.test_sixth_game as sixth
from hanascore.games import game_ids

NUMBERS = {5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def test_the_test_game_is_measured_against_the_registry_as_it_is() -> None:
    said = sixth.__doc__ or ""
    first_line = said.splitlines()[0]
    assert "the five" not in said
    builtin = [g for g in game_ids() if g != sixth.TSUKI.id]
    assert f"registry's {NUMBERS[len(builtin)]} games" in first_line
