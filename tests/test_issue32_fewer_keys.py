"""Issue 32: Koi-Koi and Hachi-Hachi entered in fewer keys, each shortcut from the rules (the
key counts themselves: tests/test_issue32_key_counts.py, on a real pty).

- Koi-Koi: who called shoubu comes first, and a round stopped is asked no lucky hand (one with a
  shoubu is an error); the koi-koi calls offer the fewest the piles need; a counted round stopped
  is asked no field (nothing it scores or checks reads them); a yaku a counted pile's counts make
  certain is named for the player; a name is read from its first letters.
- Hachi-Hachi: who dropped out comes first, offered as in the round before, and tells who played
  where no more are left than a round takes; a teyaku is read from its first letters (Tab
  completes them); a round three played out without a dekiyaku is asked neither the last pile
  (the rest) nor the end field (every card was captured).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from hanascore.cli.answers import Editing
from hanascore.cli.fact_questions import spelled_out
from hanascore.cli.line_editing import AnswerCompleter
from hanascore.core.table import build_table
from hanascore.games import find_game
from hanascore.games.hachihachi.teyaku import TEYAKU
from hanascore.games.sheets import load_sheet, resolve
from hanascore.views.entry_model import ACTIVE, EntryModel
from hanascore.views.entry_offers import certain_yaku_named, inferred, offered
from tests.test_hachihachi import ANN_A, BO_A
from tests.test_interactive import enter, scored, setup

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.web.app import create_app

KOI = build_table(find_game("koi-koi"), ("Ann", "Bo"))
HACHI_FOUR = build_table(find_game("hachi-hachi"), ("Ann", "Bo", "Cy", "Di"))
STOPPED = {
    "stopped_by": "Ann",
    "captured": {"Bo": "5 r 3 c + ribbons", "Ann": "7 a 2 c + boar-deer-butterflies"},
}


def keys(model: EntryModel) -> list[str]:
    return model.question_keys(model.problems())


# -- Koi-Koi ------------------------------------------------------------------------------------


def test_who_called_shoubu_comes_first_and_a_round_stopped_is_asked_no_lucky_hand() -> None:
    assert keys(EntryModel(KOI, "Bo", None))[:2] == ["stopped_by", "teyaku"]
    assert "teyaku" not in keys(EntryModel(KOI, "Bo", None, facts={"stopped_by": "Ann"}))


def test_a_counted_round_stopped_is_asked_no_field_a_round_by_card_is() -> None:
    assert keys(EntryModel(KOI, "Bo", None, facts=STOPPED)) == ["stopped_by", "captured.Bo", "captured.Ann", "koi"]
    by_card = {"stopped_by": "Ann", "captured": {"Bo": "11 21 31 41 51", "Ann": "60 70 100 20 40"}}
    assert {"field.end", "field.start"} <= set(keys(EntryModel(KOI, "Bo", None, facts=by_card)))
    played_out = {"captured": {"Bo": "2 b 4 a 4 r 9 c", "Ann": "2 b 4 a 4 r 11 c"}}
    assert {"field.end", "field.start"} <= set(keys(EntryModel(KOI, "Bo", None, facts=played_out)))


def test_the_calls_offered_are_the_fewest_the_piles_need() -> None:
    assert offered(EntryModel(KOI, "Bo", None, facts=STOPPED), "koi") == {"Bo": 1}
    # Bo's pile holds no yaku: no call to offer.
    quiet = {"stopped_by": "Ann", "captured": {"Bo": "3 r 3 c", "Ann": "7 a 2 c + boar-deer-butterflies"}}
    assert offered(EntryModel(KOI, "Bo", None, facts=quiet), "koi") is None


def test_a_yaku_the_counts_make_certain_is_named_for_the_player() -> None:
    model = EntryModel(KOI, "Bo", None, facts={"stopped_by": "Ann"})
    assert certain_yaku_named(model, "Bo", "5 r 3 c") == ("5 r 3 c + ribbons", ["ribbons"])
    assert certain_yaku_named(model, "Bo", "4 r 3 c") == ("4 r 3 c", [])


def test_the_terminal_reads_a_name_from_its_first_letters_and_takes_the_offers() -> None:
    at = setup("koi-koi", ("Ann", "Bo"), "Bo")
    sheet, shown = enter(at, "a", "5 r 3 c", "7 a 2 c + boar-deer-butterflies", "", "y")
    assert sheet is not None, shown
    assert sheet.facts == {"stopped_by": "Ann", "koi": {"Bo": 1}}
    assert sheet.captured["Bo"] == "5 r 3 c + ribbons" and "+ ribbons named" in shown
    assert "lucky hand" not in shown and "End field" not in shown and "Start field" not in shown
    assert scored(sheet, at).scores() == {"Ann": 36, "Bo": 0}


# -- Hachi-Hachi --------------------------------------------------------------------------------


def test_who_dropped_out_comes_first_offered_as_before_and_tells_who_played() -> None:
    model = EntryModel(HACHI_FOUR, "Ann", None, before={"dropped": "Di"})
    assert keys(model)[:2] == ["dropped", ACTIVE]
    assert offered(model, "dropped") == ["Di"]
    model.facts["dropped"] = ["Di"]
    assert model.inferred_active() == ("Ann", "Bo", "Cy") and ACTIVE not in keys(model)
    # Nobody dropped out: one of four was forced out, who played is asked.
    assert EntryModel(HACHI_FOUR, "Ann", None, facts={"dropped": []}).inferred_active() is None


def test_a_sheet_at_four_with_one_dropped_out_needs_no_active() -> None:
    sheet = load_sheet({"dropped": ["Di"], "captured": {"Ann": ANN_A, "Bo": BO_A, "Cy": "rest"}})
    round_, _ = resolve(sheet, HACHI_FOUR, dealer="Ann")
    assert round_.active == ("Ann", "Bo", "Cy")
    seven = build_table(find_game("hachi-hachi"), ("Ann", "Bo", "Cy", "Di", "Ed", "Fu", "Gi"))
    four_out = EntryModel(seven, "Ann", None, facts={"dropped": ["Di", "Ed", "Fu", "Gi"]})
    assert four_out.inferred_active() is None  # one of the three left may hold the blank card


def test_a_round_three_played_out_is_asked_neither_the_rest_nor_the_end_field() -> None:
    facts = {"dropped": ["Di"], "captured": {"Ann": "2 b 3 a 4 r 7 c", "Bo": "1 b 3 a 3 r 9 c"}}
    model = EntryModel(HACHI_FOUR, "Ann", None, facts=facts)
    assert inferred(model, "captured.Cy") == "rest"
    model.facts["captured"]["Cy"] = "rest"
    assert "field.end" not in keys(model) and "field.start" in keys(model)
    # A dekiyaku formed: the round may have been stopped, so the last pile is asked.
    formed = {"dropped": ["Di"], "captured": {"Ann": "2 b 3 a 7 r 4 c + seven-ribbons", "Bo": "1 b 3 a 3 r 9 c"}}
    assert inferred(EntryModel(HACHI_FOUR, "Ann", None, facts=formed), "captured.Cy") is None


def test_a_teyaku_is_read_from_its_first_letters_and_completed_by_tab() -> None:
    words = tuple(t.id for t in TEYAKU)
    assert spelled_out("pi", words) == "pikaichi" and spelled_out("t", words) == "t"  # several begin with t
    assert spelled_out("41 42 43", words) == "41 42 43"
    completer = AnswerCompleter(Editing(deck=frozenset(range(10, 124)), words=words))
    found = [c.text for c in completer.get_completions(Document("pi"), CompleteEvent(completion_requested=True))]
    assert found == ["pikaichi"]
    at = setup("hachi-hachi", ("Ann", "Bo", "Cy"), "Ann")
    sheet, shown = enter(at, "pi", "", "", ANN_A, BO_A, "", "y")
    assert sheet is not None, shown
    assert sheet.facts == {"teyaku": {"Ann": "pikaichi"}}


def test_the_page_is_offered_what_the_terminal_offers(isolated_store: Path) -> None:
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    made = client.post("/api/games", json={"game": "koi-koi", "players": ["Ann", "Bo"], "dealer": "Bo"})
    draft = {"captured": STOPPED["captured"], "facts": {"stopped_by": "Ann"}}
    checked = client.post(f"/api/games/{made.json()['id']}/draft", json=draft).json()
    questions = {q["key"]: q for q in checked["questions"]}
    assert list(questions) == ["stopped_by", "koi"]  # no lucky hand for a round stopped
    assert questions["koi"]["offered"] == {"Bo": 1} and questions["stopped_by"]["offered"] is None
