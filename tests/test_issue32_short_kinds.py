"""Issue 32, "short kinds in every game": after a count, a kind's letter or any beginning of its
name that names it alone (``3 b 4 a 5 r 10 c``, ``3 br 4 an``; ``y`` for yellow-bottom, ``w``
for the wilds), and in Japanese glued to the count (``3光 4タ 5短 10カ``).  ``3b 4a 5r 10c``
stays what it is: four month-first card codes (the Curtain, the Cuckoo...)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hanascore.core.counted_piles import is_counted, read_counted
from hanascore.core.errors import Problems
from hanascore.core.piles import reads_as_cards
from hanascore.games import all_games, find_game
from hanascore.games.scoring import score_text

COUNTING_GAMES = [game for game in all_games() if game.kinds]


def counts(text: str, game_id: str = "mushi") -> dict[str, int]:
    words = find_game(game_id).counted_words
    problems = Problems()
    pile = read_counted(text, "captured.Ann", words, problems)
    assert not problems, [p.message for p in problems.items]
    assert is_counted(text, words)
    return {kind: n for kind, n in pile.counts.items() if n}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3 b 4 a 5 r 10 c", {"brights": 3, "animals": 4, "ribbons": 5, "chaff": 10}),
        ("3 br 4 an", {"brights": 3, "animals": 4}),
        ("3 bri 4 ANI 2 rib", {"brights": 3, "animals": 4, "ribbons": 2}),
        ("3光 4タ 5短 10カ", {"brights": 3, "animals": 4, "ribbons": 5, "chaff": 10}),
        ("3 光 4 タ", {"brights": 3, "animals": 4}),
    ],
)
def test_a_kinds_beginning_names_it_after_a_count(text: str, expected: dict[str, int]) -> None:
    assert counts(text) == expected


def test_the_games_own_kinds_have_their_letters() -> None:
    assert counts("1 y 2 b", "sakura") == {"yellow-bottom": 1, "brights": 2}
    assert counts("2 w 1 b", "matsu-kiri-bozu") == {"wilds": 2, "brights": 1}


def test_glued_letters_stay_card_codes() -> None:
    words = find_game("mushi").counted_words
    assert not is_counted("3b 4a 5r 10c", words)
    assert reads_as_cards("3b 4a 5r 10c")


def test_a_beginning_two_kinds_share_names_neither() -> None:
    """``t`` begins tane (animals) and tanzaku (ribbons): it is no short word."""
    words = find_game("mushi").counted_words
    assert words.kind_of("t", short=True) is None
    assert words.kind_of("tan", short=True) == "ribbons"  # a whole word of its own


def test_a_whole_round_counted_with_letters_scores_as_with_words() -> None:
    sheet = "game: mushi\nplayers: Ann, Bo\nAnn: {}\nBo: rest\n"
    short = score_text(sheet.format("3 b 4 a 5 r 8 c + three-brights"))
    long = score_text(sheet.format("3 brights 4 animals 5 ribbons 8 chaff + three-brights"))
    assert [p.score for p in short.parties] == [p.score for p in long.parties]


@pytest.mark.parametrize("game", COUNTING_GAMES, ids=lambda game: game.id)
def test_no_short_word_is_a_card(game: object) -> None:
    """A short word never reads as a card, so a card-by-card pile never turns counted by one."""
    for short in game.counted_words.short:  # type: ignore[attr-defined]
        assert not reads_as_cards(short)


@given(st.lists(st.sampled_from(["10", "11", "20", "3b", "crane", "moon", "12"]), min_size=1, max_size=8))
def test_a_card_by_card_pile_is_never_counted(tokens: list[str]) -> None:
    assert not is_counted(" ".join(tokens), find_game("mushi").counted_words)
