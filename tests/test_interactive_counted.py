"""Interactive entry offers the counted form next to card entry: a pile question takes
``3 brights 4 animals 3 ribbons 8 chaff + three-brights`` as well as cards, Tab completes the
kinds and the yaku, the line below counts what was counted, and the counted round's own
problems send the user back to the pile at fault."""

from __future__ import annotations

from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from hanascore.cli.line_editing import AnswerCompleter, PileValidator, toolbar_text
from hanascore.cli.round_form import RoundAnswers
from tests.test_interactive import enter, setup

COUNTED = "3 brights 4 animals 3 ribbons 8 chaff + three-brights"


def mushi_editing() -> object:
    at = setup("mushi", ("Ann", "Bo", "Cy"), "Ann")
    return RoundAnswers(at.table, at.dealer, None, None).cards_editing  # type: ignore[arg-type]


def completions(text: str) -> list[str]:
    completer = AnswerCompleter(mushi_editing())  # type: ignore[arg-type]
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent(completion_requested=True))]


def test_tab_completes_a_kind_after_a_count_and_a_yaku_after_plus() -> None:
    assert completions("3 b") == ["brights"]
    assert completions("3 brights 4 a") == ["animals"]
    assert completions("3 brights 8 c") == ["chaff"]
    assert completions("3 brights +th") == ["+ three-brights"]
    assert completions("3 brights + four-w") == ["four-wisterias"]
    # Card names complete as before: after an id no kind fits, a card does.
    assert completions("10 cur") == ["curtain"]
    assert "crane" in completions("cr")


def test_the_line_below_counts_a_counted_pile() -> None:
    editing = mushi_editing()
    shown = toolbar_text(COUNTED, editing.deck, editing.counted)  # type: ignore[attr-defined]
    assert shown.startswith("counted: 18 cards (3 brights · 4 animals · 3 ribbons · 8 chaff) · yaku: three-brights")
    assert toolbar_text("10 11 1c", editing.deck, editing.counted).startswith("3 cards so far")  # type: ignore[attr-defined]
    PileValidator(editing.deck, editing.counted).validate(Document("3 brights 3 animals"))  # type: ignore[attr-defined]


def test_a_pile_typed_as_counted_is_stored_as_a_sheet_writes_it() -> None:
    at = setup("mushi", ("Ann", "Bo", "Cy"), "Ann")
    sheet, shown = enter(at, "Ann, Bo", "3 brights  4 animals 3 ribbons 8 chaff +three-brights", "", "", "", "y")
    assert "Or type a pile as you counted it: a count before each kind (brights, animals, ribbons, chaff)" in shown
    assert sheet is not None
    assert sheet.captured == {"Ann": COUNTED, "Bo": "rest"}
    assert "counted, not checked card by card" in shown


def test_a_word_that_is_no_kind_is_asked_again() -> None:
    at = setup("mushi", ("Ann", "Bo", "Cy"), "Ann")
    sheet, shown = enter(at, "Ann, Bo", "3 brights 4 animalz", "3 brights 4 animals", "", "", "", "y")
    assert "animalz" in shown.split("Ann's pile: 3 brights 4 animalz", 1)[1].split("Ann's pile:", 1)[0]
    assert sheet is not None and sheet.captured["Ann"] == "3 brights 4 animals"


def test_a_yaku_the_counts_make_certain_sends_back_to_the_pile() -> None:
    # Five brights and no five-brights named: the problem names it, the menu offers Ann's pile.
    at = setup("mushi", ("Ann", "Bo", "Cy"), "Ann")
    answers = ["Ann, Bo", "5 brights 4 animals", "", "", ""]
    sheet, shown = enter(at, *answers, "Ann", "5 brights 4 animals + five-brights", "y")
    assert "five-brights" in shown.split("Which answer do you want to give again?", 1)[0].lower().replace(" ", "-")
    assert sheet is not None and sheet.captured["Ann"] == "5 brights 4 animals + five-brights"


def test_another_game_offers_its_own_kinds() -> None:
    at = setup("sakura", ("Ann", "Bo"), "Ann")
    editing = RoundAnswers(at.table, at.dealer, None, None).cards_editing  # type: ignore[arg-type]
    assert editing.counted is not None
    assert editing.counted.order == at.table.game.counted_words.order
    assert "yellow-bottom" in editing.counted.order  # Sakura counts the yellow-bottom apart
