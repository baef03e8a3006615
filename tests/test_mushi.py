"""Mushi, RULES.md section 3: every rule pinned by a hand-worked case."""

from __future__ import annotations

import pytest

from hanascore.core.errors import SheetError
from hanascore.core.result import english
from hanascore.games import find_game
from hanascore.games.scoring import score_text
from hanascore.views.round_shapes import result_json
from tests.conftest import SAMPLES, problem_places, score

# A played-out round: the Lightning took the Sake Cup, so 112 and 92 stay on the field.
ALICE = "10 12 21 23 30 31 41 42 52 53 80 81 91 93 100 101 110 111 122 123"
BOB = "11 13 20 22 32 33 40 43 50 51 82 83 90 113 102 103 120 121"


def sheet(alice: str = ALICE, bob: str = BOB, *, end: str = "112 92", extra: str = "", house: str = "") -> str:
    return f"""
game = "mushi"
players = ["Alice", "Bob"]
{extra}
[house]
{house}
[captured]
Alice = "{alice}"
Bob = "{bob}"
[field]
end = "{end}"
"""


def codes(error: pytest.ExceptionInfo[SheetError]) -> list[str]:
    return [p.code for p in error.value.problems]


def test_missing_cards_are_named_up_to_a_dozen_then_counted() -> None:
    # Two missing are both named; a pile left out (38 missing) names the first 12 and counts the rest.
    all_but_two = " ".join(str(card) for card in sorted(find_game("mushi").deck - {10, 11}))
    with pytest.raises(SheetError) as raised:
        score_text(f"game: mushi\nplayers: Ann, Bo\nAnn: {all_but_two}\nBo:\n")
    [few] = raised.value.problems
    assert few.message.startswith("2 card(s) of the deck") and "10 Crane, 11 Pine Poetry Ribbon;" in few.message
    with pytest.raises(SheetError) as raised:
        score_text("game: mushi\nplayers: Ann, Bo\nAnn: 10 11\nBo:\n")
    [many] = raised.value.problems
    assert many.message.startswith("38 card(s) of the deck")
    assert "41 Wisteria Red Ribbon, and 26 more;" in many.message and "42 " not in many.message
    assert "41 藤に短冊、ほか 26枚。" in many.say("ja")


def test_deck_is_40_cards_worth_230() -> None:
    mushi = find_game("mushi")
    assert len(mushi.deck) == 40
    assert not any(c // 10 in (6, 7) for c in mushi.deck)
    assert mushi.deck_total == 230


def test_card_values_bright_20_animal_10_ribbon_5_chaff_1() -> None:
    values = find_game("mushi").values
    assert [values[c] for c in (10, 110, 20, 111, 11, 112, 12, 113, 121)] == [20, 20, 10, 10, 5, 5, 1, 1, 1]


def test_peony_or_bush_clover_card_is_an_error_naming_it() -> None:
    with pytest.raises(SheetError) as error:
        score(sheet(alice=ALICE + " 60"))
    assert "not-in-deck" in codes(error)
    assert "60 Butterflies" in str(error.value)


def test_seed_example_a_minus_5_b_plus_5() -> None:
    # 2(20) + 3(10) + 3(5) + 10(1) - 115 + 25 - 10 = -5
    result = score((SAMPLES / "mushi-seed-example.toml").read_text())
    a, b = result.parties
    assert (a.card_points, a.yaku_points, a.score) == (95, 25, -5)
    assert [y.id for y in a.yaku] == ["three-brights"]
    assert [y.id for y in b.yaku] == ["four-wisterias"]
    assert b.score == 5
    assert a.formula == "cards 2x20 + 3x10 + 3x5 + 10x1 = 95, - 115, + own yaku 25, - opponent's yaku 10 = -5"
    assert result.winner == "B" and result.next_dealer == "B"


def test_leftover_willow_to_holder_of_its_two_mates_and_the_other_to_the_lightning() -> None:
    result = score(sheet())
    assert result.leftover == {112: "Alice", 92: "Bob"}
    alice, bob = result.parties
    # Alice: brights 10 30 80 110 = 80, animals 81 100 111 = 30, ribbons 21 31 41 91 101 112 = 30,
    # chaff 12 23 42 52 53 93 122 123 = 8: 148 - 115 = +33.  Bob: 230 - 148 = 82: -33.
    assert (alice.card_points, alice.score) == (148, 33)
    assert (bob.card_points, bob.score) == (82, -33)
    assert 112 in alice.cards and 92 in bob.cards
    assert result.dead == ()


def test_lightning_taken_last_leaves_an_empty_field() -> None:
    result = score(sheet(alice=ALICE + " 112", bob=BOB + " 92", end=""))
    assert result.leftover == {}
    assert result.scores() == {"Alice": 33, "Bob": -33}


def test_willow_whose_mates_are_split_is_an_error_unless_allocated() -> None:
    alice = ALICE.replace(" 111", "")
    bob = BOB + " 111"
    with pytest.raises(SheetError) as error:
        score(sheet(alice=alice, bob=bob))
    assert "leftover-unplaced" in codes(error)
    assert "112 Willow Ribbon" in str(error.value)
    allocated = score(sheet(alice=alice, bob=bob) + '[leftover]\nBob = "112"\n')
    assert allocated.leftover == {112: "Bob", 92: "Bob"}


def test_two_non_willow_leftovers_are_an_error() -> None:
    with pytest.raises(SheetError) as error:
        score(sheet(alice=ALICE.replace(" 93", ""), end="112 92 93"))
    assert "leftover-unplaced" in codes(error)


def test_wild_captured_of_another_month_contradicts_the_leftover() -> None:
    with pytest.raises(SheetError):
        score(sheet(extra='wild_captured = "5a"'))
    assert score(sheet(extra='wild_captured = "sake"')).leftover[92] == "Bob"


@pytest.mark.parametrize(
    ("pile", "yaku", "points"),
    [
        ("10 30 80 110 120", "five-brights", 30),
        ("10 20 30", "three-brights", 25),
        ("40 41 42 43", "four-wisterias", 10),
        ("120 121 122 123", "four-paulownias", 10),
    ],
)
def test_each_yaku_is_paid_by_the_opponent(pile: str, yaku: str, points: int) -> None:
    cards = set(pile.split())
    rest = " ".join(str(c) for c in sorted(find_game("mushi").deck) if str(c) not in cards)
    result = score(sheet(alice=pile, bob=rest, end=""))
    alice, bob = result.parties
    assert points in [y.points for y in alice.yaku if y.id == yaku]
    assert alice.score == alice.card_points - 115 + alice.yaku_points - bob.yaku_points
    assert alice.score + bob.score == 0


def test_yaku_stack_five_and_three_brights_together() -> None:
    pile = "10 30 80 110 120 20 40 41 42 43 121 122 123"
    rest = " ".join(str(c) for c in sorted(find_game("mushi").deck) if str(c) not in pile.split())
    alice = score(sheet(alice=pile, bob=rest, end="")).parties[0]
    assert alice.yaku_points == 30 + 25 + 10 + 10


def test_five_brights_house_rule_off_drops_the_yaku() -> None:
    pile = "10 30 80 110 120"
    rest = " ".join(str(c) for c in sorted(find_game("mushi").deck) if str(c) not in pile.split())
    on = score(sheet(alice=pile, bob=rest, end="")).parties[0]
    off = score(sheet(alice=pile, bob=rest, end="", house="five_brights = false")).parties[0]
    assert on.yaku_points == 30 and off.yaku_points == 0
    assert on.score - off.score == 30


def test_four_of_a_month_on_the_start_field_is_a_misdeal() -> None:
    with pytest.raises(SheetError) as error:
        score(sheet() + 'start = "10 11 12 13 20 30 40 50"\n')
    assert "misdeal" in codes(error)
    assert "deal must be redone" in str(error.value)


def test_willow_misdeal_default_on_and_can_be_turned_off() -> None:
    start = 'start = "110 111 112 10 20 30 40 50"\n'
    with pytest.raises(SheetError, match="Rain Man, Swallow and Willow ribbon"):
        score(sheet() + start)
    assert score(sheet(house="willow_misdeal = false") + start).winner == "Alice"


def test_four_pairs_misdeal_only_when_the_house_rule_is_on() -> None:
    start = 'start = "10 11 20 21 30 31 40 41"\n'
    assert score(sheet() + start).winner == "Alice"
    with pytest.raises(SheetError, match="four pairs"):
        score(sheet(house="four_pairs_misdeal = true") + start)


def test_start_field_must_hold_eight_cards() -> None:
    with pytest.raises(SheetError, match="starting field holds 3 cards"):
        score(sheet() + 'start = "10 20 30"\n')


def test_three_players_two_active_the_third_scores_zero() -> None:
    result = score((SAMPLES / "mushi-three-players.toml").read_text())
    assert result.scores() == {"Alice": 33, "Bob": -33, "Carol": 0}
    carol = result.party("Carol")
    assert not carol.active and carol.cards == ()


def test_drop_out_round_needs_active_and_an_active_dealer() -> None:
    base = '\ngame = "mushi"\nplayers = ["A", "B", "C"]\n{extra}\n[captured]\nA = "rest"\nB = ""\n'
    # Piles for only one of the three do not say who played (two piles do: test_reading_active).
    with pytest.raises(SheetError) as error:
        score(base.format(extra="").replace('B = ""\n', ""))
    assert "active" in str(error.value)
    with pytest.raises(SheetError, match="dealer 'C' must be one of the active players"):
        score(base.format(extra='dealer = "C"\nactive = ["A", "B"]'))


def test_inactive_player_cannot_hold_cards() -> None:
    text = (
        '\ngame = "mushi"\nplayers = ["A", "B", "C"]\nactive = ["A", "B"]\n[captured]\nA = "rest"\nB = ""\nC = "10"\n'
    )
    with pytest.raises(SheetError, match="sat this round out"):
        score(text)


def test_higher_score_deals_next_and_a_tie_keeps_the_dealer() -> None:
    # Alice: months 1, 2, 8, 9 whole (27 + 17 + 32 + 17), 100 101 (15), chaff 42 52 53 102 103
    # 122 123 (7) = 115.  Bob: 30-33 (27), 40 41 43 (16), 50 51 (15), 110-113 (36), 120 121 (21)
    # = 115.  No yaku either side: 0 each, and the tie keeps the dealer.
    alice = "10 11 12 13 20 21 22 23 80 81 82 83 90 91 92 93 100 101 42 52 53 102 103 122 123"
    bob = "30 31 32 33 40 41 43 50 51 110 111 112 113 120 121"
    tie = score(sheet(alice=alice, bob=bob, end="", extra='dealer = "Bob"'))
    assert tie.scores() == {"Alice": 0, "Bob": 0}
    assert tie.winner == "Bob" and tie.next_dealer == "Bob"
    other_dealer = score(sheet(alice=alice, bob=bob, end="", extra='dealer = "Alice"'))
    assert other_dealer.winner == "Alice" and other_dealer.next_dealer == "Alice"
    won = score(sheet(extra='dealer = "Bob"'))
    assert won.winner == "Alice" and won.next_dealer == "Alice"


def test_odd_months_without_a_wild_card_give_a_parity_warning() -> None:
    alice = ALICE.replace(" 53", "")
    result = score(sheet(alice=alice, bob=BOB + " 53"))
    assert any("Alice's pile has an odd number of cards of Iris" in english(w) for w in result.warnings)
    assert not score(sheet()).warnings


def test_missing_cards_are_listed_by_name() -> None:
    with pytest.raises(SheetError) as error:
        score(sheet(bob=BOB.replace(" 120", "")))
    assert "missing-cards" in codes(error)
    assert "120 Phoenix" in str(error.value)


# --- independent hand-worked cases (ties, turn order, leftovers, thresholds, sheet quirks) ---


# A Mushi tie: A holds 115 card points and Four Wisterias, B the rest (115) and Four
# Paulownias.  A: 40 41 42 43 = 10+5+1+1 = 17; 10 80 110 = 60; 20 50 81 = 30; 11 = 5;
# 12 13 22 = 3; 17+60+30+5+3 = 115.  Both score 115 - 115 + 10 - 10 = 0.
MUSHI_TIE_PILE = "40 41 42 43 10 80 110 20 50 81 11 12 13 22"


def test_mushi_has_no_round_stopping_yaku_so_stopped_by_is_an_error() -> None:
    # Before: a stopped round skipped the completeness check and scored 2 cards against
    # 1 card as -85 / -95, which is not zero-sum.
    text = "game: mushi\nplayers: A, B\nA: 10 20\nB: 30\nstopped by: A\n"
    assert ("foreign-key", "stopped_by") in problem_places(text)


@pytest.mark.parametrize("dealer", ["A", "B"])
def test_mushi_everybody_ties_the_dealer_wins_and_nobody_pays(dealer: str) -> None:
    result = score_text(f"game: mushi\nplayers: A, B\ndealer: {dealer}\nA: {MUSHI_TIE_PILE}\nB: rest\n")
    assert result.scores() == {"A": 0, "B": 0}
    assert (result.winner, result.next_dealer) == (dealer, dealer)


def test_mushi_drop_out_tie_goes_to_the_active_dealer_listed_later() -> None:
    text = (
        'game = "mushi"\nplayers = ["A", "B", "C", "D"]\ndealer = "C"\nactive = ["D", "C"]\n'
        f'[captured]\nD = "{MUSHI_TIE_PILE}"\nC = "rest"\n'
    )
    data = result_json(score_text(text))
    assert [(p["name"], p["active"], p["score"]) for p in data["parties"]] == [
        ("A", False, 0),
        ("B", False, 0),
        ("C", True, 0),
        ("D", True, 0),
    ]
    assert (data["winner"], data["next_dealer"]) == ("C", "C")


MUSHI_LEFTOVER = "game: mushi\nplayers: A, B\nA: 113 52 110 111 10 20\nB: rest\nend: 112 53\n"


def test_mushi_leftovers_are_derived_from_the_piles() -> None:
    # 112 goes to A (holder of 110 and 111), 53 to A (holder of the Lightning).
    # A: 10 110 (40) + 20 111 (20) + 112 (5) + 113 52 53 (3) = 68 - 115 = -47; B holds
    # Four Wisterias and Four Paulownias: -47 - 20 = -67.
    result = score_text(MUSHI_LEFTOVER)
    assert result.leftover == {53: "A", 112: "A"}
    assert result.dead == ()
    assert result.scores() == {"A": -67, "B": 67}
    assert result.party("A").cards == (10, 20, 52, 53, 110, 111, 112, 113)


def test_mushi_leftover_of_another_month_than_the_lightnings_capture_is_an_error() -> None:
    assert ("leftover-unplaced", "field.end") in problem_places(MUSHI_LEFTOVER + "wild: 9a\n")


def test_mushi_willow_whose_mates_are_split_needs_an_explicit_leftover() -> None:
    split = MUSHI_LEFTOVER.replace("A: 113 52 110 111 10 20", "A: 113 52 110 10 20")
    assert ("leftover-unplaced", "field.end") in problem_places(split)
    toml = (
        'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "113 52 110 10 20"\nB = "rest"\n'
        '[field]\nend = "112 53"\n[leftover]\nB = "112"\n'
    )
    assert score_text(toml).leftover == {53: "A", 112: "B"}
