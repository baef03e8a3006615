"""Issue 32: ``3b 4a 5r 10c`` stays four month-first card codes (the Curtain, the Cuckoo...);
where such a pile fails to add up and reads as counts once spaces are put between the numbers
and the letters, its problem offers that reading ("did you mean counts: 3 b 4 a 5 r 10 c?"), in
English and Japanese.  Nothing about a game is named where the hint is made (core)."""

from __future__ import annotations

import pytest

from hanascore.core.counted_piles import counts_reading
from hanascore.core.errors import SheetError
from hanascore.games import find_game
from hanascore.games.scoring import score_text

MUSHI = find_game("mushi").counted_words
HEAD = "game: mushi\nplayers: Ann, Bo\n"


def problems(text: str) -> list[tuple[str | None, str, str]]:
    with pytest.raises(SheetError) as raised:
        score_text(HEAD + text)
    return [(p.where, p.message, p.say("ja")) for p in raised.value.problems]


def test_glued_codes_that_read_as_counts_are_offered_as_counts() -> None:
    assert counts_reading("3b 4a 5r 10c", MUSHI) == "3 b 4 a 5 r 10 c"
    assert counts_reading("3br 4an", MUSHI) == "3 br 4 an"


@pytest.mark.parametrize(
    "pile",
    [
        "3b 4a 20",  # a token that is no count
        "3b 4x",  # x names no kind
        "30b",  # no kind holds 30 cards
        "10 11 12",  # card ids
        "3 b 4 a",  # counted already
        "",
    ],
)
def test_what_reads_otherwise_is_not_offered(pile: str) -> None:
    assert counts_reading(pile, MUSHI) is None


def test_a_pile_of_glued_codes_that_adds_up_to_nothing_offers_the_counts() -> None:
    [(where, english, japanese)] = problems("Ann: 3b 4a 5r 10c\nBo: 20 21\n")
    assert where == "captured"  # the round's cards missing: the problem of the piles together
    assert english.endswith("(did you mean counts: 3 b 4 a 5 r 10 c? Ann's '3b 4a 5r 10c' is read as card codes)")
    assert "枚数のつもりなら 3 b 4 a 5 r 10 c と書く。Ann の '3b 4a 5r 10c' は札の記号として読んだ" in japanese


def test_the_offer_goes_on_another_piles_problem_when_its_own_has_none() -> None:
    found = problems("Ann: 3b 4a 5r 10c\nBo: 4a 20\n")  # the Cuckoo twice (Bo's problem), cards missing
    offered = [where for where, english, _ in found if "did you mean counts: 3 b 4 a 5 r 10 c?" in english]
    assert offered == [found[0][0]] and found[0][0] == "captured.Bo"  # once, on the first


def test_a_pile_of_codes_that_adds_up_is_the_cards_it_names() -> None:
    # The Curtain, the Cuckoo, the Wisteria's... no: 5r is the Iris ribbon; Bo takes the rest.
    result = score_text(HEAD + "Ann: 3b 4a 5r 10c\nBo: rest\n")
    ann = next(p for p in result.parties if p.name == "Ann")
    assert sorted(ann.cards) == [30, 40, 51, 102]
    assert ann.counts is None


def test_a_card_pile_with_problems_but_no_glued_counts_gets_no_offer() -> None:
    [(_, english, _)] = problems("Ann: 10 11 12\nBo: 20 21\n")
    assert "did you mean counts" not in english


def test_other_games_kinds_are_read_too() -> None:
    """The game's own kinds and their letters (Sakura's yellow-bottom: ``y``)."""
    words = find_game("sakura").counted_words
    assert counts_reading("1y 2b", words) == "1 y 2 b"
