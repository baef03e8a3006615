"""Interactive round entry (``hanascore add`` without a sheet), fed from a stream.

The same code as on a terminal minus the line editor; the paths through a real pseudo-terminal
are in test_pty_entry.py.
"""

from __future__ import annotations

import dataclasses
import io
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from hanascore.cli.interactive import enter_round
from hanascore.core.errors import GaveUp
from hanascore.core.result import RoundResult
from hanascore.core.round import Round
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table, build_table
from hanascore.games import find_game
from hanascore.games.scoring import score_sheet
from hanascore.games.sheets import resolve

TIMEOUT = 30.0
ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][A-Za-z0-9]")

# Ann's pile of the worked round: all of Pine, Plum and Cherry.
# Ann: 2 brights 40 + Warbler 10 + 3 ribbons 15 + 6 chaff 6 = 71 points, Three Brights (25).
# Bo (the rest, 230 - 71 = 159): Four Wisterias (10) and Four Paulownias (10).
# Ann = 71 - 115 + 25 - 20 = -39; Bo = 159 - 115 + 20 - 25 = +39.
ANN = "10 11 12 13 20 21 22 23 30 31 32 33"

# -- the same code fed from a stream ------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Setup:
    """A ledger's next round: the game's table, the scheduled dealer, the carried multipliers."""

    table: Table
    dealer: str
    carried: tuple[int, ...] = ()


def setup(game: str, players: tuple[str, ...], dealer: str, carried: tuple[int, ...] = (), **table: Any) -> Setup:
    return Setup(build_table(find_game(game), players, **table), dealer, carried)


def enter(at: Setup, *answers: str) -> tuple[RawSheet | None, str]:
    """Run ``enter_round`` on ``answers``; return the sheet and everything shown."""
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    stream = io.StringIO("".join(a + "\n" for a in answers))
    try:
        sheet = enter_round(at.table, at.dealer, at.carried, input_stream=stream, console=console)
    except GaveUp as gave_up:  # the answers ran out: given up, as with Ctrl-D
        assert gave_up.status == 130
        sheet = None
    return sheet, out.getvalue()


def dealt_by(sheet: RawSheet, at: Setup) -> str:
    """Who deals the entered round, as the ledger works it out (a sit-out passes it on)."""
    return at.table.pass_on(at.dealer, sheet.active)


def scored(sheet: RawSheet, at: Setup) -> RoundResult:
    return score_sheet(sheet, at.table, dealer=dealt_by(sheet, at), carried=at.carried)


def resolved(sheet: RawSheet, at: Setup) -> Round:
    return resolve(sheet, at.table, dealer=dealt_by(sheet, at), carried=at.carried)[0]


MUSHI = setup("mushi", ("Ann", "Bo"), "Ann")


def test_returned_sheet_scores_the_worked_round() -> None:
    sheet, shown = enter(MUSHI, ANN, "", "", "", "y")
    assert sheet is not None
    result = scored(sheet, MUSHI)
    assert result.scores() == {"Ann": -39, "Bo": 39}
    assert "Who played" not in shown  # two players: nobody sits out


def test_turn_order_starts_at_the_scheduled_dealer() -> None:
    at = dataclasses.replace(MUSHI, dealer="Bo")
    sheet, shown = enter(at, "rest", ANN, "", "", "y")
    assert shown.index("Bo's pile") < shown.index("Ann's pile")
    assert sheet is not None and sheet.captured == {"Bo": "rest", "Ann": ANN}
    assert scored(sheet, at).scores() == {"Ann": -39, "Bo": 39}


def test_bare_enter_on_an_early_pile_is_asked_again_and_none_is_empty() -> None:
    sheet, shown = enter(MUSHI, "", "none", "", "", "", "n")
    assert "type the cards Ann captured, or 'none'" in shown
    assert sheet is None
    sheet, _ = enter(MUSHI, "none", "", "", "", "y")
    assert sheet is not None and sheet.captured == {"Ann": "", "Bo": "rest"}
    # Bo holds all 230 points and every yaku (30 + 25 + 10 + 10): 230 - 115 + 75 = 190.
    assert scored(sheet, MUSHI).scores() == {"Ann": -190, "Bo": 190}


def test_rest_is_not_offered_twice() -> None:
    sheet, shown = enter(MUSHI, "rest", ANN, "", "", "y")
    assert "Bo's pile [rest]" not in shown
    assert sheet is not None and sheet.captured == {"Ann": "rest", "Bo": ANN}


def test_chaff_beyond_the_two_of_a_month_is_asked_again() -> None:
    # Ann's two Pine chaff by code leave none for a third, exactly named, in Bo's pile.
    sheet, shown = enter(MUSHI, "1c 1c 10 11", "12", "rest", "", "", "y")
    assert "'1c': Pine has only two plain chaff (12 in Bo's pile; 13 in Ann's pile)" in shown
    assert sheet is not None and sheet.captured == {"Ann": "1c 1c 10 11", "Bo": "rest"}


def test_conflict_can_be_kept_and_fixed_in_the_other_pile() -> None:
    # Bo insists on the Crane; the sheet check names the clash, Ann's pile is corrected from the
    # menu, then the menu leads to Bo's pile (cards are missing), which takes the rest.
    sheet, shown = enter(MUSHI, "10 11", "10", "10", "", "", "Ann", "11", "", "rest", "y")
    assert "type the same again to keep it" in shown
    assert "10 Crane is in Ann's pile and again in Bo's pile" in shown
    assert "Which answer do you want to give again? [Bo]" in shown
    assert sheet is not None and sheet.captured == {"Ann": "11", "Bo": "rest"}


def test_rest_must_stand_alone() -> None:
    _, shown = enter(MUSHI, "10 rest")
    assert "'rest' must stand alone in its pile" in shown


def test_missing_cards_lead_to_the_last_pile() -> None:
    # Bo's pile lists only some cards: the whole-sheet check names the missing ones, the menu
    # offers Bo's pile by default, and Enter there takes the rest.
    sheet, shown = enter(MUSHI, ANN, "40 41", "", "", "", "rest", "y")
    assert "card(s) of the deck are in no pile" in shown
    assert "Which answer do you want to give again? [Bo]" in shown
    assert sheet is not None and sheet.captured == {"Ann": ANN, "Bo": "rest"}


def test_leftover_the_rule_cannot_place_is_allocated_from_the_menu() -> None:
    # The Rain Man is in Ann's pile, the Swallow in Bo's: the Willow ribbon left on the field
    # has no owner under the Mushi rule, so the menu (default: the end field) leads to leftover.
    sheet, shown = enter(MUSHI, "10 11 12 13 110", "", "112 52", "", "leftover", "112", "", "y")
    assert "the Mushi leftover rule cannot place 112 Willow Ribbon" in shown
    assert "Which answer do you want to give again? [end]" in shown
    assert sheet is not None
    assert sheet.leftover == {"Ann": "112"}
    assert sheet.field_end == "112 52"
    result = scored(sheet, MUSHI)
    assert result.leftover == {112: "Ann", 52: "Bo"}


def test_misdeal_on_the_start_field_is_named_and_can_be_skipped() -> None:
    start = "110 111 112 10 20 30 40 50"
    sheet, shown = enter(MUSHI, ANN, "", "", start, "", "y")
    assert "Rain Man, Swallow and Willow ribbon were all dealt to the field" in shown
    assert sheet is not None and sheet.field_start is None


def test_start_field_is_kept_when_it_fits_the_deal() -> None:
    start = "10 12 20 22 40 42 80 82"
    sheet, _ = enter(MUSHI, ANN, "", "", start, "y")
    assert sheet is not None and sheet.field_start == start
    _, shown = enter(MUSHI, ANN, "", "", "10 12 20", "")
    assert "the starting field holds 3 cards" in shown


def test_edit_at_the_confirmation_changes_an_answer() -> None:
    sheet, shown = enter(MUSHI, "10 11 12 13", "", "", "", "e", "Ann", ANN, "y")
    assert shown.count("Save this round?") == 2
    assert "Ann's pile [10 11 12 13]" in shown  # the current answer is the default
    assert sheet is not None and sheet.captured == {"Ann": ANN, "Bo": "rest"}


def test_dropout_wrong_count_and_unknown_name_are_asked_again() -> None:
    at = setup("mushi", ("Ann", "Bo", "Cy", "Di"), "Cy")
    sheet, shown = enter(at, "Ann", "Ann, Bob", "ann, bo", ANN, "", "", "", "y")
    assert "2 players play each round of Mushi; 'active' names 1" in shown
    assert "active player 'Bob' is not a player (did you mean 'Bo'?)" in shown
    assert "Cy sits this round out: Ann deals it" in shown
    assert sheet is not None
    assert sheet.active == ("Ann", "Bo") and dealt_by(sheet, at) == "Ann"
    result = scored(sheet, at)
    assert result.scores() == {"Ann": -39, "Bo": 39, "Cy": 0, "Di": 0}


def test_active_dealer_keeps_the_deal() -> None:
    at = setup("mushi", ("Ann", "Bo", "Cy"), "Bo")
    sheet, shown = enter(at, "Cy, Bo", ANN, "", "", "", "y")
    assert "sits this round out" not in shown
    assert sheet is not None and dealt_by(sheet, at) == "Bo" and sheet.captured == {"Bo": ANN, "Cy": "rest"}


def test_question_mark_shows_the_deck() -> None:
    _, shown = enter(MUSHI, "?")
    assert "Mushi deck (40 cards, 230 points)" in shown


def test_end_of_input_gives_up() -> None:
    sheet, shown = enter(MUSHI, ANN)
    assert sheet is None
    assert "nothing was saved" in shown


# -- questions come from the game's facts, asked when a problem names them ------------------------


def test_a_card_fact_is_asked_again_until_it_names_one_card() -> None:
    # Sakura: the Gaji's holder and cards left on the field make the Gaji's capture a question.
    at = setup("sakura", ("Ann", "Bo"), "Ann")
    sheet, shown = enter(at, "113 90 10 11 20 21", "", "92 93", "", "9a 9c", "sak", "9a", "y")
    assert "name one card, e.g. 9a or sake" in shown
    assert "'sak': unknown card" in shown
    assert "Which card did the Gaji capture?" in shown
    assert "wild_captured" not in shown  # asked in the players' words, not the sheet's
    assert sheet is not None and sheet.facts == {"wild_captured": "9a"}


def test_stopped_round_offers_no_rest_and_checks_the_stopper() -> None:
    at = setup("mkb", ("Ann", "Bo"), "Ann")
    sheet, shown = enter(at, "Bob", "bo", "10 20 30", "11 13", "", "", "", "ann", "n")
    assert "stopped_by 'Bob' is neither a player nor a team (did you mean 'Bo'?)" in shown
    assert "[rest]" not in shown
    assert "Bo stopped the round, but its pile holds no yaku that stops a round" in shown
    assert "Which answer do you want to give again? [stopped]" in shown
    assert "stopped by Ann" in shown
    assert sheet is None


# -- the real games: each question appears where its rules need it -----------------------------


def test_sakura_asks_for_the_gaji_capture_only_with_cards_left_on_the_field() -> None:
    at = setup("sakura", ("Ann", "Bo"), "Ann")
    pile = "113 90 10 11 20 21"
    sheet, shown = enter(at, pile, "", "92 93", "", "9a", "y")
    assert "Which card did the Gaji capture?" in shown
    assert sheet is not None and sheet.facts["wild_captured"] == "9a"
    # The Gaji took the Sake Cup: the two Chrysanthemum chaff left on the field follow it.
    assert scored(sheet, at).leftover == {92: "Ann", 93: "Ann"}
    sheet, shown = enter(at, pile, "", "", "", "y")
    assert "Which card did" not in shown
    assert sheet is not None and "wild_captured" not in sheet.facts


def test_mushi_never_asks_for_the_lightning_capture() -> None:
    sheet, shown = enter(MUSHI, ANN + " 113", "", "112 52", "", "y")
    assert "Which card did" not in shown
    assert sheet is not None and scored(sheet, MUSHI).leftover == {112: "Bo", 52: "Ann"}


def test_sakura_teams_enter_one_pile_per_team_from_the_dealer() -> None:
    at = setup("sakura", ("Ann", "Bo", "Cy", "Di"), "Bo", teams={"Red": ("Ann", "Cy"), "Blue": ("Bo", "Di")})
    sheet, shown = enter(at, "10 20", "", "", "", "y")
    assert shown.index("Blue's pile (Bo, Di):") < shown.index("Red's pile (Ann, Cy) [rest]")
    assert sheet is not None and sheet.captured == {"Blue": "10 20", "Red": "rest"}


def test_oi_bana_asks_who_played_and_their_bids() -> None:
    at = setup("sakura", ("Ann", "Bo", "Cy"), "Ann", variant="oi-bana")
    sheet, shown = enter(at, "bo, cy", "x", "5", "10", "10 20", "", "", "", "y")
    assert "a bid is a whole number of points, not 'x'" in shown
    assert "sits this round out" not in shown  # the Oi-bana dealer need not play
    assert sheet is not None
    assert sheet.active == ("Bo", "Cy") and sheet.facts["bids"] == {"Bo": 5, "Cy": 10}
    # Cy holds everything but 10 and 20 and wins; the loser pays the winner's bid (10).
    assert scored(sheet, at).scores() == {"Ann": 0, "Bo": -10, "Cy": 10}


def test_kyurei_drop_out_and_carried_multiplier() -> None:
    at = setup("kyurei", ("Ann", "Bo", "Cy", "Di"), "Bo", carried=(2,))
    sheet, shown = enter(at, "Ann, Cy, Di", "10 11 12 13", "20 21 22 23", "", "", "", "y")
    assert "carried-over multiplier ×2" in shown
    assert "Bo sits this round out: Cy deals it" in shown
    assert shown.index("Cy's pile") < shown.index("Di's pile") < shown.index("Ann's pile [rest]")
    assert sheet is not None and dealt_by(sheet, at) == "Cy" and sheet.active == ("Ann", "Cy", "Di")
    assert scored(sheet, at).multiplier == 2


def test_matsu_kiri_bozu_asks_who_stopped_and_offers_no_rest_then() -> None:
    at = setup("mkb", ("Ann", "Bo"), "Ann")
    sheet, shown = enter(at, "ann", "10 20 30 12", "11 13", "", "", "y")
    assert "Did a yaku stop the round early?" in shown
    assert "[rest]" not in shown
    assert sheet is not None and sheet.facts["stopped_by"] == "Ann"
    assert scored(sheet, at).winner == "Ann"


def test_matsu_kiri_bozu_dekiyaku_in_a_played_out_round_points_to_who_stopped() -> None:
    at = setup("mkb", ("Ann", "Bo"), "Ann")
    sheet, shown = enter(at, "", "10 20 30 12", "11 13", "", "", "", "ann", "y")
    assert "Which answer do you want to give again? [stopped]" in shown
    assert sheet is not None and sheet.facts["stopped_by"] == "Ann"


def test_musashino_asks_the_sun_rule_only_when_a_storm_faces_the_crane() -> None:
    players = ("Ann", "Bo", "Cy")
    stormy = setup("musashino", players, "Ann", house={"storm": "cards"})
    # Both storm cards in Bo's pile, the Crane in Ann's: one question.
    sheet, shown = enter(stormy, "", "10 11 12 13", "110 111 112 113", "", "", "", "n", "y")
    assert shown.count("Was the Crane captured after the storm card?") == 1
    assert sheet is not None and sheet.facts["crane_after_storm"] is False
    # The storm cards in two piles, answered differently: a table keyed by storm card.
    sheet, shown = enter(stormy, "", "10 11 12 13", "110 111 112", "", "", "", "y", "n", "y")
    assert "Was the Crane captured after the storm card (110 Rain Man)?" in shown
    assert "Was the Crane captured after the storm card (113 Lightning)?" in shown
    assert sheet is not None and sheet.facts["crane_after_storm"] == {"110": True, "113": False}
    scored(sheet, stormy)
    # No storm rule: no question.
    calm = setup("musashino", players, "Ann")
    sheet, shown = enter(calm, "", "10 11 12 13", "110 111 112 113", "", "", "", "y")
    assert "Crane captured after" not in shown
    assert sheet is not None and "crane_after_storm" not in sheet.facts


# -- every entered round is a sheet that places every card once ----------------------------------

MUSHI_DECK = sorted(find_game("mushi").deck)


@settings(max_examples=60, deadline=None)
@given(st.sets(st.sampled_from(MUSHI_DECK)), st.sampled_from(["Ann", "Bo"]))
def test_entered_round_places_every_card_once(ann_cards: set[int], dealer: str) -> None:
    at = dataclasses.replace(MUSHI, dealer=dealer)
    typed = " ".join(str(c) for c in sorted(ann_cards)) or "none"
    answers = [typed, ""] if dealer == "Ann" else ["rest", typed]
    sheet, _ = enter(at, *answers, "", "", "y")
    assert sheet is not None
    round_ = resolved(sheet, at)
    assert round_.piles["Ann"] == frozenset(ann_cards)
    assert round_.piles["Ann"] | round_.piles["Bo"] == frozenset(MUSHI_DECK)
    assert not round_.piles["Ann"] & round_.piles["Bo"]
    result = scored(sheet, at)
    assert sum(result.scores().values()) == 0


# -- a stored round asked again: its answers are the defaults -------------------------------------


def test_defaults_put_every_stored_answer_again_and_enter_keeps_them() -> None:
    at = setup("mushi", ("Ann", "Bo", "Cy"), "Ann")
    stored = RawSheet(active=("Ann", "Bo"), captured={"Ann": ANN, "Bo": "rest"}, field_end="112 52")
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    answers = io.StringIO("\n" * 5 + "y\n")
    sheet = enter_round(at.table, at.dealer, input_stream=answers, console=console, defaults=stored)
    shown = out.getvalue()
    assert "Who played this round? [Ann, Bo]" in shown
    assert f"Ann's pile [{ANN}]" in shown
    assert "Bo's pile [rest]" in shown
    assert "End field (cards left on the table) [112 52]" in shown
    assert sheet is not None and sheet.to_dict() == stored.to_dict()


def test_defaults_change_only_what_is_typed() -> None:
    at = setup("musashino", ("Ann", "Bo", "Cy"), "Ann", house={"storm": "cards"})
    stored = {
        "captured": {"Ann": "", "Bo": "10 11 12 13", "Cy": "rest"},
        "crane_after_storm": False,
        "dealer": "Ann",  # the game's set-up: not a question
    }
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    # Enter keeps who stopped (nobody) and Ann's empty pile; Bo takes the Curtain too (the storm
    # voids it: the Sun question matters); the rest stays,
    # the Sun question last (it is about the piles).
    answers = io.StringIO("\n".join(["", "", "10 11 12 13 30", "", "", "", "", "y"]) + "\n")
    sheet = enter_round(at.table, at.dealer, input_stream=answers, console=console, defaults=stored)
    shown = out.getvalue()
    assert shown.index("Did a yaku stop the round early?") < shown.index("Ann's pile [none]")
    assert shown.index("Start field") < shown.index("the Sun calms the storm) [n]")
    assert sheet is not None
    assert sheet.captured == {"Ann": "", "Bo": "10 11 12 13 30", "Cy": "rest"}
    assert sheet.facts == {"crane_after_storm": False}


# -- questions for the players of each game ------------------------------------------------------


def test_kyurei_never_asks_the_end_field_and_says_the_start_field_sets_the_multiplier() -> None:
    at = setup("kyurei", ("Ann", "Bo", "Cy"), "Ann")
    sheet, shown = enter(at, "10 11 12 13", "20 21 22 23", "", "", "y")
    assert "End field" not in shown
    assert "Start field, as dealt [skip] (it sets this round's multiplier" in shown
    assert sheet is not None and sheet.field_end is None


def test_no_question_shows_sheet_syntax() -> None:
    at = setup("sakura", ("Ann", "Bo"), "Ann")
    _, shown = enter(at, "113 90 10 11 20 21", "", "92 93", "", "9a", "y")
    assert "wild_captured" not in shown and '= "9a"' not in shown


def test_the_menu_names_who_played_in_the_players_words() -> None:
    at = setup("mushi", ("Ann", "Bo", "Cy"), "Ann")
    sheet, shown = enter(at, "Ann, Bo", ANN, "", "", "", "e", "players", "Ann, Cy", ANN, "", "", "", "y")
    # (issue 32: an answer's number, as the list of answers numbers it, is read too)
    assert "(Ann, Bo, end, start, players, or an answer's number; Ctrl-C to give up)" in shown
    assert sheet is not None and sheet.active == ("Ann", "Cy") and sheet.captured == {"Ann": ANN, "Cy": "rest"}
