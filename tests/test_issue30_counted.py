"""Issue 30, points 3-7: counted piles read right (CONTRACT.md "Counted piles", RULES.md 9, 10).

Cards of the Month counted by the round's month; the Sake Cup placed where the counts allow and
said where its place changes a yaku; ``unplayed: rest`` in Hachi-Hachi; a named yaku its counts
cannot reach refused before any search; a search that gives up is a warning, not a problem; what
counts cannot say (a Musashino storm) is said."""

from __future__ import annotations

from typing import Any

import pytest

from hanascore.core.errors import SheetError
from hanascore.core.result import english
from hanascore.games import find_game
from hanascore.games.counted import reading as counted
from hanascore.games.counted import witness as counted_witness
from hanascore.games.counted.witness import END, Layout, search_steps
from hanascore.games.scoring import score_text
from hanascore.games.sheets import read_sheet, resolve

KOI = "game: koi-koi\nplayers: Ann, Bo\n"
#: Issue 30 point 4: a real deal exists (the Sake Cup with Ann, or in a hand).
CUP = KOI + "stopped by: Bo\nAnn: 4 animals 6 chaff\nBo: 3 animals 5 ribbons 9 chaff + ribbons\n"


def problems_of(text: str) -> list[Any]:
    with pytest.raises(SheetError) as error:
        score_text(text)
    return list(error.value.problems)


def paid(text: str, party: str = "Ann") -> list[str]:
    return [y.id for y in score_text(text).party(party).yaku]


# -- 3. Cards of the Month -----------------------------------------------------------------


def test_cards_of_the_month_named_with_the_month_stated_is_scored() -> None:
    # samples/koikoi-month.txt counted: Poetry Ribbons 5 + Cards of the Month 4 = 9, x2 x4 = 72.
    text = (
        KOI + 'dealer: Bo\nmonth: 3\nstopped by: Ann\nkoi: Ann=1, Bo=2\nhouse: koi_bonus="count-all"\n'
        "Ann: 1 bright 3 ribbons 4 chaff + poetry-ribbons + cards-of-the-month\n"
        "Bo: 3 animals 3 chaff + boar-deer-butterflies\nend: 1 bright 2 animals 1 chaff\n"
    )
    result = score_text(text)
    assert [(y.id, y.points) for y in result.party("Ann").yaku] == [("poetry-ribbons", 5), ("cards-of-the-month", 4)]
    assert result.scores() == {"Ann": 72, "Bo": 0}


def test_the_months_cards_possible_but_not_named_are_not_paid() -> None:
    # Month 7 (Bush Clover: 70 71 72 73): Ann holds every animal and chaff and 4 of the ribbons,
    # so the month's ribbon may be hers or not; she named no Cards of the Month (before: 62).
    text = (
        KOI + "month: 7\nstopped by: Ann\nAnn: 9 animals 4 ribbons 24 chaff + boar-deer-butterflies + chaff\n"
        "Bo: 1 bright\n"
    )
    assert paid(text) == ["boar-deer-butterflies", "chaff"]
    assert score_text(text).scores()["Ann"] == 54  # (11 + 16) x 2


def test_cards_of_the_month_without_the_month_asks_for_it() -> None:
    text = (
        KOI + "stopped by: Ann\nAnn: 1 bright 3 ribbons 4 chaff + poetry-ribbons + cards-of-the-month\nBo: 3 animals\n"
    )
    [problem] = problems_of(text)
    assert (problem.code, problem.where) == ("yaku-not-in-play", "captured.Ann")
    assert "add 'month: N'" in problem.message and "not played under these house rules" not in problem.message
    assert "'month: N'" in problem.say("ja") and "月札" in problem.say("ja")


def test_a_pile_that_cannot_hold_the_months_cards_is_not_said_to() -> None:
    text = (
        KOI + "month: 3\nstopped by: Ann\nAnn: 3 ribbons 4 chaff + poetry-ribbons + cards-of-the-month\nBo: 1 bright\n"
    )
    [problem] = problems_of(text)
    assert problem.code == "impossible-yaku"
    assert "Cards of the Month needs 1 Bright, 1 Ribbon, 2 Chaff" in problem.message


# -- 4. and 7. The Sake Cup --------------------------------------------------------------------


def test_nine_chaff_beside_the_sake_cup_is_scored_and_the_choice_said() -> None:
    result = score_text(CUP)
    assert result.scores() == {"Ann": 0, "Bo": 1}
    assert [y.id for y in result.party("Bo").yaku] == ["ribbons"]
    [warning] = result.warnings
    assert english(warning) == "Bo's animals are taken without the Sake Cup: with it, Bo would hold Chaff (sake_cup)"
    # Koi-Koi says its warnings as words (issue 31): its own Japanese, not a template's.
    assert warning.say("ja") == "Boのタネに菊に盃はないものとした：あればカスができる（ローカルルール `sake_cup`）"


def test_the_sake_cup_as_a_chaff_is_said() -> None:
    text = CUP.replace("+ ribbons", "+ ribbons + chaff")
    result = score_text(text)
    assert [(y.id, y.points) for y in result.party("Bo").yaku] == [("ribbons", 1), ("chaff", 1)]
    [warning] = result.warnings
    assert "Bo's pile is taken to hold the Sake Cup, which forms Chaff there" in english(warning)
    assert "菊に盃" in warning.say("ja") and "Sake Cup" not in warning.say("ja")


def test_the_sake_cup_as_whichever_pays_more_is_weighed_as_the_game_weighs_it() -> None:
    # sake_cup = "either": Bo's cup with 8 animals and 9 chaff stays an animal (a tie), so Bo has
    # no Chaff; it was refused ("no cards fit").
    text = (
        KOI
        + 'house: sake_cup="either"\nstopped by: Ann\nkoi: Bo=1\nAnn: 1 brights 1 animals 3 ribbons 12 chaff + chaff\n'
        "Bo: 4 brights 8 animals 5 ribbons 9 chaff + four-brights + animals + ribbons + flower-viewing + moon-viewing\n"
        "end: 2 ribbons 3 chaff\n"
    )
    assert paid(text) == ["chaff"]
    assert score_text(text).warnings == ()


def test_the_sake_cup_as_an_animal_only_says_nothing() -> None:
    assert score_text(CUP.replace("stopped by: Bo", 'stopped by: Bo\nhouse: sake_cup="animal"')).warnings == ()


# -- 5. unplayed: rest ------------------------------------------------------------------------


HACHI_REST = (
    "game: hachi-hachi\nplayers: Ann, Bo, Cy\nstart: 22 42 52 62 72 92\nstopped by: Ann\nunplayed: rest\n"
    "Ann: 1 bright 3 animals 4 ribbons 2 chaff + poetry-ribbons\nBo: 2 brights 3 animals 3 ribbons 8 chaff\n"
    "Cy: 8 chaff\n"
)


def test_hachi_hachi_counted_takes_unplayed_rest() -> None:
    result = score_text(HACHI_REST)
    assert [y.id for y in result.party("Ann").yaku] == ["poetry-ribbons"]
    assert result.scores() == {"Ann": 168, "Bo": -84, "Cy": -84}  # 7 kan x 12 from each
    round_, _ = resolve(read_sheet(HACHI_REST))
    placed = frozenset().union(*round_.piles.values(), round_.field_end)
    assert round_.facts.unplayed == frozenset(find_game("hachi-hachi").deck) - placed
    assert not round_.facts.unplayed & {22, 42, 52, 62, 72, 92}  # a dealt field card is never unplayed


def test_unplayed_rest_beside_a_rest_pile_is_one_rest_too_many() -> None:
    text = HACHI_REST.replace("Cy: 8 chaff", "Cy: rest")
    assert [(p.code, p.where) for p in problems_of(text)] == [("bad-rest", "captured.Cy")]


# -- 6. The search: checked before, its budget, its steps -------------------------------------


def test_a_yaku_its_counts_cannot_reach_is_refused_before_any_search(monkeypatch: pytest.MonkeyPatch) -> None:
    searched: list[Layout] = []
    monkeypatch.setattr(counted, "find_witness", lambda layout, budget=None: searched.append(layout))
    text = KOI + "stopped by: Bo\nAnn: 4 animals 6 chaff\nBo: 4 ribbons 3 chaff + ribbons\n"
    [problem] = problems_of(text)
    assert (problem.code, problem.where) == ("impossible-yaku", "captured.Bo")
    assert problem.message.startswith("Ribbons needs 5 Ribbons; Bo's pile counts 4 Ribbons")
    chaff = problems_of(KOI + "stopped by: Bo\nAnn: 4 animals\nBo: 8 chaff + chaff\n")
    assert "Chaff needs 10 of its cards (1 Animal, 24 Chaff)" in chaff[0].message
    assert searched == []


def test_a_search_that_gives_up_is_a_warning_and_the_round_is_scored_as_named(monkeypatch: pytest.MonkeyPatch) -> None:
    text = KOI + "stopped by: Ann\nAnn: 3 brights 2 chaff + three-brights\nBo: 4 animals\n"
    assert counted.UNCHECKED not in score_text(text).warnings
    monkeypatch.setattr(counted_witness, "BUDGET", 1)
    result = score_text(text)
    assert [y.id for y in result.party("Ann").yaku] == ["three-brights"]
    assert counted.UNCHECKED in result.warnings
    assert "could not be checked card by card" in english(counted.UNCHECKED)
    assert "確かめきれなかった" in counted.UNCHECKED.say("ja")


def test_a_search_that_gives_up_proves_nothing_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    # Before: "cannot avoid Animals: add '+ animals'", a false problem, once the budget ran out.
    monkeypatch.setattr(counted_witness, "BUDGET", 1)
    assert not any("cannot avoid" in english(w) for w in score_text(CUP).warnings)


def test_the_issues_sheets_take_few_branchings(monkeypatch: pytest.MonkeyPatch) -> None:
    layouts: list[Layout] = []
    real = counted.find_witness

    def keep(layout: Layout, budget: int | None = None) -> Any:
        layouts.append(layout)
        return real(layout, budget)

    monkeypatch.setattr(counted, "find_witness", keep)
    score_text(CUP)
    assert layouts and all(0 <= search_steps(layout) <= 50 for layout in layouts)
    assert all(END in layout.counts for layout in layouts)


# -- 7. What the counts cannot say -----------------------------------------------------------


def test_a_musashino_storm_is_said_to_be_left_out() -> None:
    sheet = (
        'game: musashino-bana\nplayers: Ann, Bo, Cy\ndealer: Cy\nhouse: storm="cards"\nstart: 12 22 32 42 52 62\n'
        "Ann: 4 brights 5 animals 7 ribbons 2 chaff + kemari-court + front-sugawara + back-sugawara + large-birds"
        " + crop-pests + butterflies-with-flowers + boar-with-peony\nBo: 12 chaff\nCy: rest + moon-banquet + cuckoo-with-moon\n"
    )
    result = score_text(sheet)
    # Musashino-bana says it as its words: English for the JSON, Japanese for the views.
    [warning] = [w for w in result.warnings if "storm" in english(w)]
    assert english(warning).startswith("a counted round is scored as if no storm struck")
    assert "嵐がなかったものとして" in warning.say("ja")
    assert not [w for w in score_text(sheet.replace('storm="cards"', 'storm="off"')).warnings if "storm" in english(w)]
