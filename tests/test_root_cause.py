"""Every problem in one pass, and a mistake that explains others reported alone.

A faulty line (a pile given twice, a stray line, a misspelt key) no longer stops the reading:
the rest of the sheet is checked too.  And a mistake whose consequences would each be reported
(a sheet for another game, a wrong players line) is reported once, naming it.
"""

from __future__ import annotations

from typing import Any

import pytest

from hanascore.core.errors import Problem, SheetError
from hanascore.games.scoring import score_text
from tests.conftest import SAMPLES, problem_places, start_game

ANN_TWELVE = "10 11 12 13 20 21 22 23 30 31 32 33"


def places(text: str) -> list[tuple[str, str | None]]:
    return [(str(code), where) for code, where in problem_places(text)]


def only_problem(text: str) -> Problem:
    """The one problem ``score`` finds in ``text``."""
    with pytest.raises(SheetError) as info:
        score_text(text)
    (problem,) = info.value.problems
    return problem


# -- every problem at once -----------------------------------------------------------------------


def test_a_misspelt_key_a_card_typo_and_a_pile_given_twice_are_all_reported() -> None:
    text = "game: mushi\nplayers: Ann, Bo\ndealr: Ann\nAnn: 10 crain\nAnn: 20 21\nBo: rest\n"
    assert places(text) == [
        ("unknown-key", "dealr"),
        ("duplicate-key", "Ann"),
        ("unknown-card", "captured.Ann"),
    ]


def test_the_misspelt_key_says_which_key_and_does_not_echo_as_a_pile() -> None:
    problem = only_problem(f"game: mushi\nplayers: Ann, Bo\ndealr: Bo\nAnn: {ANN_TWELVE}\nBo: rest\n")
    assert "did you mean 'dealer'?" in problem.message
    # A pile whose name is misspelt stays a pile: its cards are cards, so it is no key.
    assert places(f"game: mushi\nplayers: Ann, Bo\nAnn: {ANN_TWELVE}\nBoo: rest\n")[0] == (
        "unknown-pile",
        "captured.Boo",
    )


def test_a_ledger_players_pile_close_to_a_key_stays_a_pile(cli_json) -> None:
    # 'Endo' is close to the key 'end', but the line holds a card (or nothing): it is her pile.
    start_game(cli_json, "mushi", ["Endo", "Bo"])
    assert errors_of_add(cli_json, "Endo: 10 crain\nBo: rest\n") == [("unknown-card", "captured.Endo")]
    code, _ = cli_json("add", "-", input="Endo:\nBo: rest\n")
    assert code == 0


def test_the_toml_form_reports_a_key_typo_and_a_card_typo_together() -> None:
    text = 'game = "mushi"\nplayers = ["Ann", "Bo"]\ndealr = "Ann"\n[captured]\nAnn = "10 crain"\nBo = "rest"\n'
    assert places(text) == [("unknown-key", "dealr"), ("unknown-card", "captured.Ann")]


def test_a_value_of_the_wrong_type_does_not_hide_the_rest_of_the_sheets_problems() -> None:
    # CONTRACT: every problem found is reported at once: a field key, a dealer or a pile of the
    # wrong type is one problem, the unknown key and card beside it are others.  The ill-typed
    # pile is not also reported missing.
    text = (
        'game = "mushi"\nplayers = ["Ann", "Bo"]\ngaem = 1\ndealer = 5\n'
        '[captured]\nAnn = "10 crain"\nBo = 5\n[field]\nstrat = ""\n'
    )
    assert places(text) == [
        ("unknown-key", "field.strat"),
        ("bad-value", "dealer"),
        ("bad-value", "captured.Bo"),
        ("unknown-key", "gaem"),
        ("unknown-card", "captured.Ann"),
    ]
    # Players of the wrong type leave no table to check names against: the cards are still read.
    text = 'game = "mushi"\nplayers = 5\n[captured]\nAnn = "10 crain"\nBo = "rest"\n'
    assert places(text) == [("bad-value", "players"), ("unknown-card", "captured.Ann")]


def test_a_stray_line_does_not_hide_the_cards_problems() -> None:
    text = "game: mushi\nplayers: Ann, Bo\nnice game everyone\nAnn: 10 crain 10\nBo: rest\n"
    assert places(text) == [
        ("bad-line", "line 3"),
        ("unknown-card", "captured.Ann"),
        ("duplicate-card", "captured.Ann"),
    ]


def test_in_a_ledger_a_pile_given_twice_does_not_hide_a_card_typo(cli, cli_json) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    code, data = cli_json("add", "-", input="Ann: 10 11\nAnn: crain\nBo: rest\n")
    assert code == 2
    assert [(e["code"], e["where"]) for e in data["errors"]] == [
        ("duplicate-key", "Ann"),
        ("unknown-card", "captured.Ann"),
    ]


# -- a mistake that explains others, reported alone ------------------------------------------------


def errors_of_add(cli_json: Any, text: str) -> list[tuple[str, str]]:
    code, data = cli_json("add", "-", input=text)
    assert code == 2
    return [(e["code"], e["where"]) for e in data["errors"]]


def test_a_sheet_for_another_game_is_that_one_problem(cli_json) -> None:
    start_game(cli_json, "sakura", ["Ann", "Bo"])
    quick = f"game: mushi\nAnn: {ANN_TWELVE}\nBo: rest\n"
    assert errors_of_add(cli_json, quick) == [("ledger-mismatch", "game")]
    # The Mushi sample names its own players and piles: none of them is reported again.
    toml = (SAMPLES / "mushi-seed-example.toml").read_text(encoding="utf-8")
    code, data = cli_json("add", "-", input=toml)
    assert code == 2 and len(data["errors"]) == 1
    assert "the sheet is for 'mushi', but this game is sakura" in data["errors"][0]["message"]
    assert cli_json("standings")[1]["rounds_played"] == 0


def test_a_ledger_sheet_with_other_players_is_one_problem_not_one_per_pile(cli_json) -> None:
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    text = f"players: A, B\nA: {ANN_TWELVE}\nB: rest\n"
    assert errors_of_add(cli_json, text) == [("ledger-mismatch", "players")]
    # Its cards are still checked.
    text = "players: A, B\nA: 10 crain\nB: rest\n"
    assert errors_of_add(cli_json, text) == [("ledger-mismatch", "players"), ("unknown-card", "captured.A")]


def test_misspelt_names_in_the_players_line_are_one_problem_with_the_line_to_write() -> None:
    problem = only_problem(f"game: mushi\nplayers: Alicia, Bobby\nAlice: {ANN_TWELVE}\nBob: rest\n")
    assert problem.where == "players"
    assert "did you mean 'players: Alice, Bob'?" in problem.message


def test_a_players_line_missing_its_separator_is_one_problem_not_an_echo_per_pile() -> None:
    # Before: the count of players, each pile, and the missing pile of 'Alice Bob' (4 problems).
    for line in ("Alice Bob", "Alice/Bob", "Alice; Bob"):
        assert places(f"game: mushi\nplayers: {line}\nAlice: {ANN_TWELVE}\nBob: rest\n") == [
            ("unknown-player", "players")
        ], line


def test_the_issues_players_line_with_an_ideographic_comma_scores() -> None:
    # Issue #9 quoted 5 problems for `players: Alice、Bob`; 、 separates names now.
    from tests.conftest import score

    result = score(f"game: mushi\nplayers: Alice、Bob\nAlice: {ANN_TWELVE}\nBob: rest\n")
    assert [p.name for p in result.parties] == ["Alice", "Bob"]


def test_a_players_line_the_other_lines_contradict_is_the_one_at_fault() -> None:
    # The dealer line agrees with the pile: the players line is the slip.
    text = f"game: mushi\nplayers: Alice, Bbo\ndealer: Bob\nAlice: {ANN_TWELVE}\nBob: rest\n"
    assert places(text) == [("unknown-player", "players")]


def test_one_pile_against_one_name_is_one_problem_naming_both_fixes() -> None:
    # Nothing says which is misspelt: the pile's problem offers both, and the players line's
    # name is not reported again as having no pile.
    problem = only_problem(f"game: mushi\nplayers: Alice, Bob\nAlise: {ANN_TWELVE}\nBob: rest\n")
    assert problem.where == "captured.Alise"
    assert "did you mean 'Alice'?" in problem.message and "correct the players line" in problem.message
