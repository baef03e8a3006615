"""Interactive entry of a Hachi-Hachi round: the teyaku asked per player before the piles, who
dropped out only where some sit out, and the sage order and shoubu only once a pile forms a
dekiyaku (RULES.md section 10, CONTRACT.md's facts)."""

from __future__ import annotations

from tests.test_interactive import enter, scored, setup

ANN_A = "10 11 12 13 20 21 22 23 40 41 42 43 50 51 52 53"
BO_A = "30 31 32 33 60 61 62 63 70 71 72 73 80 81 82 83"


def test_a_shoubu_round_asks_teyaku_then_the_calls() -> None:
    at = setup("hachi-hachi", ("Ann", "Bo", "Cy"), "Cy")
    answers = ["pikaichi", "", "", "40 43", "10 12 30 32 80 82 120 122 11 13 21 23 31 33", "61 63 91 93 101 103"]
    sheet, shown = enter(at, *answers, "42 52", "12 13 32 42 52 63", "Bo", "Ann", "y")
    assert sheet is not None and sheet.facts == {"teyaku": {"Cy": "pikaichi"}, "sage": ["Bo"], "stopped_by": "Ann"}
    # RULES.md 10.9 example B
    assert scored(sheet, at).scores() == {"Ann": 360, "Bo": -456, "Cy": 96}
    assert shown.index("Cy: teyaku") < shown.index("Cy's pile") < shown.index("Who called sage")
    assert "Who cancelled" not in shown  # the round ended by shoubu


def test_without_dekiyaku_no_call_is_asked_and_dropped_only_where_some_sit_out() -> None:
    at = setup("hachi-hachi", ("Ann", "Bo", "Cy"), "Ann")
    # Three play it out, no pile holds a dekiyaku: Cy's pile is the rest and the end field
    # empty (neither asked).
    sheet, shown = enter(at, "41 42 43", "karasu", "", ANN_A, BO_A, "30 33 53 63 93 103", "y")
    assert sheet is not None and sheet.captured["Cy"] == "rest"
    assert "Cy's pile: the rest" in shown and "End field" not in shown
    assert scored(sheet, at).scores() == {"Ann": 52, "Bo": 154, "Cy": -206}  # example A
    assert "sage" not in shown and "shoubu" not in shown.split("winner")[0] and "dropped" not in shown
    five = setup("hachi-hachi", ("Ann", "Bo", "Cy", "Di", "Ed"), "Cy")
    # Who dropped out comes first: with two of five out, the other three play (not asked).
    answers = ["Di, Ed", "", "", "", "rest", ANN_A, BO_A, "80 33 53 63 93 103", "y"]
    sheet, shown = enter(five, *answers)
    assert sheet is not None and sheet.facts == {"dropped": ["Di", "Ed"]}
    assert "Who played" not in shown and "Playing this round: Ann, Bo, Cy" in shown
    # the sample hachihachi-dropped.toml: fees 24 and 36 to the winner Cy
    assert scored(sheet, five).scores() == {"Ann": -20, "Bo": 10, "Cy": 70, "Di": -24, "Ed": -36}
