"""The deck and the card notation of CONTRACT.md."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hanascore.core.cards import CARDS, DECK, Card, CardNotationError, Kind, parse_token, split_tokens

BRIGHTS = {10, 30, 80, 110, 120}
ANIMALS = {20, 40, 50, 60, 70, 81, 90, 100, 111}
RIBBONS = {11, 21, 31, 41, 51, 61, 71, 91, 101, 112}


def test_deck_has_48_cards_four_per_month_with_canonical_ids() -> None:
    assert len(DECK) == 48
    for month in range(1, 13):
        assert [c.id for c in DECK if c.month == month] == [month * 10 + i for i in range(4)]


def test_standard_types_match_the_rulebook() -> None:
    assert {c.id for c in DECK if c.kind is Kind.BRIGHT} == BRIGHTS
    assert {c.id for c in DECK if c.kind is Kind.ANIMAL} == ANIMALS
    assert {c.id for c in DECK if c.kind is Kind.RIBBON} == RIBBONS
    chaff = {c.id for c in DECK if c.kind is Kind.CHAFF}
    assert len(chaff) == 24 and {113, 121} <= chaff


@pytest.mark.parametrize(
    ("token", "card_id"),
    [
        ("10", 10),
        ("113", 113),
        ("1b", 10),
        ("8a", 81),
        ("8B", 80),
        ("11c", 113),
        ("11r", 112),
        ("12y", 121),
        ("crane", 10),
        ("Warbler", 20),
        ("curtain", 30),
        ("cuckoo", 40),
        ("bridge", 50),
        ("butterflies", 60),
        ("boar", 70),
        ("moon", 80),
        ("geese", 81),
        ("sake-cup", 90),
        ("sake", 90),
        ("deer", 100),
        ("rain-man", 110),
        ("rainman", 110),
        ("swallow", 111),
        ("lightning", 113),
        ("gaji", 113),
        ("phoenix", 120),
        ("yellow-bottom", 121),
        ("pine-ribbon", 11),
        ("maple-ribbon", 101),
        ("willow-ribbon", 112),
        ("willow-chaff", 113),
        ("clover-ribbon", 71),
        ("bush-clover-ribbon", 71),
        ("mum-ribbon", 91),
        ("cherry-blossom-ribbon", 31),
    ],
)
def test_tokens_name_exact_cards(token: str, card_id: int) -> None:
    assert parse_token(token).card == CARDS[card_id]


@pytest.mark.parametrize(
    ("token", "chaff"),
    [
        ("1c", (12, 13)),
        ("5C", (52, 53)),
        ("12c", (122, 123)),
        ("maple-chaff", (102, 103)),
        ("paulownia-chaff", (122, 123)),
        ("susuki-chaff", (82, 83)),
        ("pampas-chaff", (82, 83)),
        ("plum-blossom-chaff", (22, 23)),
    ],
)
def test_chaff_codes_stand_for_one_plain_chaff_of_the_month(token: str, chaff: tuple[int, ...]) -> None:
    parsed = parse_token(token)
    assert parsed.card is None
    assert parsed.chaff_of == chaff


@pytest.mark.parametrize(
    ("token", "reason"),
    [
        ("8r", "Susuki Grass has no ribbon"),
        ("2b", "Plum has no bright"),
        ("13a", "no month 13"),
        ("3y", "only for Paulownia"),
        ("14", "Pine has no card 14"),
        ("5", "no card has this id"),
        ("130", "no card has this id"),
        ("24", "Plum has no card 24"),
        ("susuki-ribbon", "Susuki Grass has no ribbon"),
    ],
)
def test_codes_for_cards_that_do_not_exist_say_why(token: str, reason: str) -> None:
    with pytest.raises(CardNotationError, match=reason):
        parse_token(token)


def test_unknown_token_suggests_the_closest_valid_ones() -> None:
    with pytest.raises(CardNotationError) as error:
        parse_token("cran")
    assert "crane" in error.value.suggestions
    assert "'cran'" in str(error.value)


def test_splitting_accepts_spaces_commas_and_semicolons() -> None:
    assert split_tokens(" 10, 20;30  crane\t5c ") == ["10", "20", "30", "crane", "5c"]


@given(st.sampled_from(DECK))
def test_every_card_round_trips_through_its_id_and_code(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert parse_token(card.code).card in (card, None)
    assert eval(repr(card).split("#")[0], {"card": CARDS.__getitem__}) == card


def test_only_the_first_unknown_tokens_of_a_pile_get_suggestions() -> None:
    # Suggestions cost more than everything else a sheet does: a pile of many unknown tokens
    # stays linear by suggesting for the first ones only.  Every token is still reported.
    from hanascore.core.errors import SheetError
    from hanascore.core.piles import SUGGESTED_TOKENS
    from hanascore.games.scoring import score_text

    pile = " ".join(f"cran{'e' * (n % 3)}x{n}" for n in range(60))
    try:
        score_text(f"game: mushi\nplayers: A, B\nA: crane {pile}\nB: rest\n")
    except SheetError as error:
        unknown = [p for p in error.problems if p.code == "unknown-card"]
    assert len(unknown) == 60
    assert sum("did you mean" in p.message for p in unknown) <= SUGGESTED_TOKENS
    assert "did you mean" in unknown[0].message and "did you mean" not in unknown[-1].message


def test_a_sheet_in_japanese_with_japanese_punctuation_scores() -> None:
    # CONTRACT.md: Japanese card names, NFKC (full-width letters and "：", "，"), "、" between
    # tokens and names.  Ann holds Pine, Plum and Cherry whole: -39 against Bo's +39.
    from hanascore.games.scoring import score_text

    sheet = (
        "ｇａｍｅ：ｍｕｓｈｉ\n"
        "players: Ann、Bo\n"
        "Ann：松に鶴、松の短冊、松カス、松カス、鶯、梅に赤短、梅のカス，梅のカス 桜に幕 桜の短冊 桜カス 桜カス\n"
        "Bo: rest\n"
    )
    assert score_text(sheet).scores() == {"Ann": -39, "Bo": 39}


@pytest.mark.parametrize(
    ("token", "card"),
    [("松に鶴", 10), ("桜に幕", 30), ("柳に小野道風", 110), ("道風", 110), ("月", 80), ("雁", 81), ("盃", 90),
     ("鹿", 100), ("猪", 70), ("蝶", 60), ("鳳凰", 120), ("燕", 111), ("鶯", 20), ("松に赤短", 11), ("松の短冊", 11)],
)  # fmt: skip
def test_japanese_names_name_their_cards(token: str, card: int) -> None:
    assert parse_token(token).card.id == card  # type: ignore[union-attr]


def test_every_card_answers_to_its_japanese_name_as_cards_lists_it() -> None:
    # CONTRACT.md: "Every card also answers to its Japanese name as `hanascore cards` lists it";
    # a plain chaff's name stands for either of its month's two.
    from hanascore.games.scoring import score_text

    for card in DECK:
        token = parse_token(card.japanese)
        assert token.card == card if token.card is not None else card.id in token.chaff_of, card
    assert parse_token("柳のカス").card.id == 113 and parse_token("桐のカス(黄)").card.id == 121  # type: ignore[union-attr]
    # Full-width brackets are NFKC's ASCII ones.
    sheet = "game: sakura\nplayers: A, B\nA: 柳のカス(雷) 桐のカス（黄） 桐のカス\nB: rest\n"
    assert score_text(sheet).parties[0].cards == (113, 121, 122)


def test_japanese_chaff_names_stand_for_a_plain_chaff() -> None:
    assert parse_token("桐のカス").chaff_of == (122, 123) and parse_token("松カス").chaff_of == (12, 13)


def test_an_unknown_token_with_nothing_close_says_what_a_token_can_be() -> None:
    # CONTRACT: an unknown token "suggests the closest valid tokens"; with none close, the
    # message still points to what would be valid.
    with pytest.raises(CardNotationError) as error:
        parse_token("xyz")
    assert error.value.suggestions == () and "hanascore cards" in str(error.value)
    with pytest.raises(CardNotationError) as error:
        parse_token("crain")
    assert "did you mean" in str(error.value) and "hanascore cards" not in str(error.value)
