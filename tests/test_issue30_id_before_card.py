"""Issue 30, point 1: a card's id before a card whose name is also a kind's word is no count.

Sakura's ``yellow-bottom`` is both a card and a kind holding that one card, so ``10 41
yellow-bottom`` is three cards, and ``30, yellow-bottom`` two: a pile is counted only when it
reads as counts its kinds can hold (or as no cards either, so that a slip in a counted pile is
still said as counts).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hanascore.core.card_phrases import read_token
from hanascore.core.cards import CARDS, EXACT_IDS, CardNotationError
from hanascore.core.counted_piles import is_counted
from hanascore.core.errors import SheetError
from hanascore.games import all_games, find_game
from hanascore.games.base import Game
from hanascore.games.scoring import score_text
from tests.conftest import add_json, current_standings, start_game

#: The issue's quick sheet: Ann's pile starts with the Crane (10), the Wisteria ribbon (41) and
#: the yellow-bottom, by id, id and name.
SAKURA_TOML = """\
game = "sakura"
players = ["Ann", "Bo"]
dealer = "Ann"
wild_captured = "deer"

[captured]
Ann = "10 41 yellow-bottom warbler plum-ribbon curtain cherry-ribbon bridge boar clover-ribbon geese maple-ribbon rain-man swallow"
Bo = "pine-ribbon cuckoo iris-ribbon butterflies peony-ribbon moon sake mum-ribbon deer lightning phoenix"

[field]
start = "12 22 42 53 63 81 101 120"
end = "103 112"
"""

#: A Sakura team round (samples/sakura-four-player-teams.toml, the Curtain moved to Blue) in the
#: quick form, a ledger's sheet: Blue's pile ends "30, yellow-bottom".
TEAM_ROUND = """\
wild_captured: sake-cup
start: 120 121 122 123 13 42 71 100
Red: crane, pine-ribbon, cherry-ribbon, butterflies, peony-ribbon, moon, geese, sake, deer, maple-ribbon, gaji
Blue: warbler, plum-ribbon, cuckoo, wisteria-ribbon, bridge, iris-ribbon, boar, clover-ribbon, mum-ribbon, rain-man, swallow, phoenix, 12c, 12c, 30, yellow-bottom
end: 93 112
"""


def test_the_issues_sakura_pile_scores_card_by_card(cli: Callable[..., Any]) -> None:
    # Before: "'10': a count needs its kind after it" and every card a kind it does not count.
    result = cli("score", "-", "--json", input=SAKURA_TOML)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert "counted" not in data or not data["counted"]
    ann = next(p for p in data["parties"] if p["name"] == "Ann")
    assert {"10", "41", "121"} <= set(ann["cards"])
    # The same cards written by name score the same.
    by_name = SAKURA_TOML.replace('"10 41 yellow-bottom ', '"crane wisteria-ribbon 121 ')
    assert json.loads(cli("score", "-", "--json", input=by_name).stdout)["parties"] == data["parties"]


def test_the_issues_pile_in_the_quick_form_too(cli: Callable[..., Any]) -> None:
    quick = (
        "game: sakura\nplayers: Ann, Bo\ndealer: Ann\nwild: deer\nstart: 12 22 42 53 63 81 101 120\n"
        "Ann: 10 41 yellow-bottom warbler plum-ribbon curtain cherry-ribbon bridge boar clover-ribbon geese"
        " maple-ribbon rain-man swallow\n"
        "Bo: pine-ribbon cuckoo iris-ribbon butterflies peony-ribbon moon sake mum-ribbon deer lightning phoenix\n"
        "end: 103 112\n"
    )
    result = cli("score", "-", input=quick)
    assert result.exit_code == 0, result.output
    assert "winner: Ann" in result.stdout


def test_a_twelve_round_ledger_game_of_the_team_round_plays_out(cli_json: Callable[..., Any]) -> None:
    # Before: the round was refused ("Blue counted, Red, end card by card"), so the game stopped.
    start_game(cli_json, "sakura", ["Ann", "Bo", "Cy", "Di"], "--team=Red=Ann,Cy", "--team=Blue=Bo,Di", "--dealer=Bo")
    for _ in range(12):
        code, data = add_json(cli_json, TEAM_ROUND, "--yes")
        assert code == 0, data
    standings = current_standings(cli_json)
    assert standings["rounds_played"] == 12


@pytest.mark.parametrize(
    "pile",
    ["1 yellow-bottom", "1 yellow-bottom 2 ribbons", "0 yellow-bottom", "3 brights + i"],
)
def test_counts_a_kind_can_hold_stay_counted(pile: str) -> None:
    assert is_counted(pile, find_game("sakura").counted_words)


@pytest.mark.parametrize("pile", ["5 yellow-bottom", "3 brights 4 animalz", "10 2 animals", "41yellow-bottom"])
def test_a_slip_in_a_counted_pile_is_still_said_as_counts(pile: str) -> None:
    # These read as no cards either: their problems are the counts' ("more than its kind holds").
    assert is_counted(pile, find_game("sakura").counted_words)


def test_a_count_larger_than_its_kind_is_said_so() -> None:
    text = (
        "game: sakura\nplayers: Ann, Bo\ndealer: Ann\n"
        "Ann: 5 yellow-bottom 3 brights\nBo: 2 brights 10 ribbons 10 animals\n"
    )
    with pytest.raises(SheetError) as error:
        score_text(text)
    assert "5 Yellow-bottom: the deck holds only 1" in [p.message for p in error.value.problems]


# -- the rule in general: every game, every kind's word that is a card's name too ---------------


def card_named_kinds(game: Game) -> dict[str, int]:
    """Each word of the game's kinds that also reads as a card, to the card it names."""
    found: dict[str, int] = {}
    for kind in game.kinds:
        for word in kind.words:
            try:
                card = read_token(word).card
            except CardNotationError:
                continue
            if card is not None and card.id in game.deck:
                found[word] = card.id
    return found


def test_yellow_bottom_is_the_one_kind_word_that_names_a_card() -> None:
    # Matsu-Kiri-Bozu's 'wilds' (and 'wild', 'big-brights') name no card: only the yellow-bottom
    # is both, in Sakura and Kyu-Rei Hana.  Found from the games' own declarations.
    both = {game.id: card_named_kinds(game) for game in all_games() if game.kinds}
    assert both["sakura"] == {"yellow-bottom": 121}
    assert both["kyu-rei-hana"] == {"yellow-bottom": 121}
    assert both["matsu-kiri-bozu"] == {}


def writings(card_id: int) -> list[str]:
    """Every way a pile may write one card exactly: its id, names, codes, and as views print it."""
    card = CARDS[card_id]
    exact = [text for text, found in EXACT_IDS.items() if found == card_id]
    return [*exact, card.name, f"{card_id} {card.name}"]


COUNTING_GAMES = [game for game in all_games() if game.kinds]


@st.composite
def card_piles(draw: st.DrawFn) -> tuple[Game, str | list[str]]:
    """A card-by-card pile of ``game``: distinct cards, each written any exact way, some of
    them an id followed by a card whose name is a kind's word."""
    game = draw(st.sampled_from(COUNTING_GAMES))
    deck = sorted(game.deck)
    cards = draw(st.lists(st.sampled_from(deck), min_size=1, max_size=12, unique=True))
    tokens = [draw(st.sampled_from(writings(c))) for c in cards]
    for word, card_id in card_named_kinds(game).items():
        if card_id not in cards and draw(st.booleans()):
            at = draw(st.integers(0, len(tokens)))
            before = draw(st.sampled_from([c for c in deck if c != card_id and c not in cards]))
            cards[at:at] = [before, card_id]
            tokens[at:at] = [str(before), word]
    if draw(st.booleans()):
        return game, tokens  # a TOML array
    return game, draw(st.sampled_from([" ", ", ", "、", ","])).join(tokens)


@settings(max_examples=400, deadline=None)
@given(card_piles())
def test_a_pile_of_cards_is_never_taken_for_counts(case: tuple[Game, str | list[str]]) -> None:
    game, pile = case
    assert not is_counted(pile, game.counted_words), pile


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(COUNTING_GAMES), st.data())
def test_an_id_before_a_kind_named_card_is_no_count(game: Game, data: st.DataObject) -> None:
    # Every card id is larger than any kind holding a card named by its word: the pair reads
    # as two cards.
    named = card_named_kinds(game)
    if not named:
        return
    word, card_id = data.draw(st.sampled_from(sorted(named.items())))
    before = data.draw(st.sampled_from(sorted(game.deck - {card_id})))
    kind = game.counted_words.kind_of(word)
    assert kind is not None and before > game.counted_words.sizes[kind]
    assert not is_counted(f"{before} {word}", game.counted_words)
    assert not is_counted([before, word], game.counted_words)
