"""Koi-Koi entered interactively: who called shoubu is asked first (the lucky hands only where
nobody did), the koi-koi calls only when
a pile's yaku make them matter, and the round is stored as the quick sheet that reproduces it."""

from __future__ import annotations

from hanascore.games import find_game
from hanascore.games.sheets import sheet_text
from tests.test_interactive import enter, scored, setup
from tests.test_koikoi import A_ANN, A_BO, A_END, D_ANN, D_BO, D_END

KOI = find_game("koi-koi")


def test_koi_koi_calls_are_asked_when_a_pile_holds_a_yaku() -> None:
    at = setup("koi-koi", ("Ann", "Bo"), "Ann")
    # Bo's five ribbons are a yaku: the round would have ended unless Bo called koi-koi.
    sheet, shown = enter(at, "ann", A_ANN, A_BO, A_END, "", "Bo", "y")
    assert sheet is not None
    assert "Who called shoubu" in shown and "How many times did each player call koi-koi?" in shown
    # Who called shoubu comes first: a round stopped had no lucky hand (not asked).
    assert "lucky hand shown" not in shown
    assert sheet.facts == {"stopped_by": "Ann", "koi": {"Bo": 1}}
    assert scored(sheet, at).scores() == {"Ann": 64, "Bo": 0}
    text = sheet_text(sheet.to_dict(), KOI)
    assert "koi: Bo=1\n" in text and "stopped by: Ann\n" in text


def test_koi_koi_calls_are_not_asked_when_they_do_not_matter() -> None:
    at = setup("koi-koi", ("Ann", "Bo"), "Ann")
    sheet, shown = enter(at, "ann", A_ANN, "11 13 21 23", A_END, "", "y")
    assert sheet is not None and "koi-koi?" not in shown
    assert scored(sheet, at).scores() == {"Ann": 32, "Bo": 0}  # 16 x 2, nobody called


def test_a_drawn_round_entered() -> None:
    at = setup("koi-koi", ("Ann", "Bo"), "Bo")
    sheet, shown = enter(at, "", "", "", D_BO, D_ANN, D_END, "", "ann=1", "y")
    assert sheet is not None, shown
    result = scored(sheet, at)
    assert result.scores() == {"Ann": 0, "Bo": 0} and result.next_dealer == "Bo"


def test_a_drawn_round_offers_no_rest_for_the_last_pile() -> None:
    # Played out, 8 cards stay in the draw pile: the rest as the last pile would not add up,
    # so Enter must not take it (it would be asked again, with no answer ready).
    at = setup("koi-koi", ("Ann", "Bo"), "Bo")
    sheet, shown = enter(at, "", "", "", D_BO, D_ANN, D_END, "", "ann=1", "y")
    assert sheet is not None, shown
    assert "Ann's pile:" in shown and "Ann's pile [rest]" not in shown


def test_a_drawn_round_counted_offers_no_rest_for_the_last_pile() -> None:
    # Counted, the rest (29 cards) first makes yaku certain in the last pile, before the round's
    # card count is checked: still no rest to take with Enter.
    at = setup("koi-koi", ("Ann", "Bo"), "Ann")
    _, shown = enter(at, "", "", "", "2 brights 4 animals 4 ribbons 9 chaff")  # then the answers run out
    assert "Bo's pile:" in shown and "Bo's pile [rest]" not in shown
