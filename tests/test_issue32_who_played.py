"""Issue 32: "who played defaults to the last round's".  Where some sit out, ``hanascore add``
offers who played the round before as the answer (Enter keeps it).  Who sits out is the
players' choice in every such game (RULES.md: Mushi's and Hachi-Hachi's drop-out phase,
Oi-bana's auction), never the deal's, so nothing moves it on: a new dealer still deals."""

from __future__ import annotations

import io

from rich.console import Console

from hanascore.cli.interactive import enter_round
from hanascore.core.table import build_table
from hanascore.games import find_game
from hanascore.ledger.definition import build_definition
from hanascore.ledger.replay import RoundEntry, replay

#: Bo's pile: all of Pine, Plum and Cherry; the other player takes the rest.
PILE = "10 11 12 13 20 21 22 23 30 31 32 33"


def entered(*answers: str, played: tuple[str, ...] = ()) -> tuple[dict[str, object], str]:
    out = io.StringIO()
    sheet = enter_round(
        build_table(find_game("mushi"), ("Ann", "Bo", "Cy")),
        "Bo",
        input_stream=io.StringIO("".join(a + "\n" for a in answers)),
        console=Console(file=out, width=120),
        played=played,
    )
    assert sheet is not None
    return sheet.to_dict(), out.getvalue()


def test_enter_keeps_who_played_the_round_before() -> None:
    sheet, shown = entered("", PILE, "", "", "", "y", played=("Bo", "Cy"))
    assert "Who played this round? [Bo, Cy]" in shown
    assert sheet["active"] == ["Bo", "Cy"]


def test_another_answer_replaces_it() -> None:
    sheet, _ = entered("Ann, Bo", PILE, "", "", "", "y", played=("Bo", "Cy"))
    assert sheet["active"] == ["Ann", "Bo"]


def test_without_a_round_before_nothing_is_offered() -> None:
    _, shown = entered("Bo, Cy", PILE, "", "", "", "y")
    assert "Who played this round? (" in shown


def test_the_ledger_knows_who_played_its_last_round() -> None:
    definition = build_definition("mushi", ["Ann", "Bo", "Cy"])
    ledger = replay(definition, [])
    assert ledger.last_played == ()
    ledger.apply(RoundEntry(f"active: Bo, Cy\nBo: {PILE}\nCy: rest\n", "Bo"))
    assert ledger.last_played == ("Bo", "Cy")
    # Everybody plays every round: nobody is asked, nothing offered.
    two = replay(build_definition("mushi", ["Ann", "Bo"]), [RoundEntry(f"Ann: {PILE}\nBo: rest\n", "Ann")])
    assert two.last_played == ()
