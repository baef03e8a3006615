"""Issue 31: Hachi-Hachi says everything as words, its own (``games/hachihachi/words.py``).

Before, its formulas, warnings and notes were English text that the views read back through
the word table's ``said.*`` templates (a warning no template read stayed English in a Japanese
view), its questions, house rules and problems were entries of the core table keyed by their
English or by ``hachi.``, and the stats view named its ``said.kan`` template.  Now every text it
shows is words keyed ``hachi-hachi.``, kept beside the game; the English is what it was.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.core import words as core_words
from hanascore.core.errors import SheetError, Words
from hanascore.core.result import english
from hanascore.core.words import WORDS
from hanascore.games import all_games, find_game
from hanascore.games.hachihachi.words import WORDS as HACHI_WORDS
from hanascore.games.scoring import score_text
from hanascore.views.round_view import round_view, victory_word
from hanascore.views.stats import Amount, shown
from hanascore.web.words import question_text, rule_meaning
from tests.conftest import SAMPLES, score_data
from tests.test_render_japanese import english_words

HACHI = find_game("hachi-hachi")
PACKAGE = Path(HACHI.score.__code__.co_filename).parent
SHEETS = sorted(SAMPLES.glob("hachihachi-*.toml")) + sorted(SAMPLES.glob("hachihachi-*.txt"))

#: Each sample's formulas in English, as the game wrote them before it said words.
FORMULAS = {
    "hachihachi-card-points": [
        "teyaku +3 from Bo, teyaku +3 from Cy, teyaku -4 to Bo, diving +1 from Bo, diving +1 from Cy, "
        "escape -1 to Bo = 3 kan x 12 x 2 = 72; cards 78 - 88 = -10 x 2 = -20; = 52",
        "teyaku -3 to Ann, teyaku +4 from Ann, teyaku +4 from Cy, diving -1 to Ann, escape +1 from Ann, "
        "escape +1 from Cy = 6 kan x 12 x 2 = 144; cards 93 - 88 = +5 x 2 = +10; = 154",
        "teyaku -3 to Ann, teyaku -4 to Bo, diving -1 to Ann, escape -1 to Bo = -9 kan x 12 x 2 = -216; "
        "cards 93 - 88 = +5 x 2 = +10; = -206",
    ],
    "hachihachi-counted": [
        "teyaku +3 from Bo, teyaku +3 from Cy = 6 kan x 12 = 72; cards 78 - 88 = -10; = 62",
        "teyaku -3 to Ann = -3 kan x 12 = -36; cards 93 - 88 = +5; = -31",
        "teyaku -3 to Ann = -3 kan x 12 = -36; cards 93 - 88 = +5; = -31",
    ],
    "hachihachi-double-eights": [
        "Double Eights +20 from Bo, Double Eights +20 from Cy = 40 kan x 12 = 480",
        "Double Eights -20 to Ann = -20 kan x 12 = -240",
        "Double Eights -20 to Ann = -20 kan x 12 = -240",
    ],
    "hachihachi-dropped": [
        "cards 78 - 88 = -10 x 2 = -20",
        "cards 93 - 88 = +5 x 2 = +10",
        "drop-out pot +2.5 = 2.5 kan x 12 x 2 = 60; cards 93 - 88 = +5 x 2 = +10; = 70",
        "drop-out fee -1 = -1 kan x 12 x 2 = -24",
        "drop-out fee -1.5 = -1.5 kan x 12 x 2 = -36",
    ],
    "hachihachi-shoubu": [
        "dekiyaku (sage liability) +34 from Bo, teyaku -4 to Cy = 30 kan x 12 = 360",
        "dekiyaku (sage liability) -34 to Ann, teyaku -4 to Cy = -38 kan x 12 = -456",
        "teyaku +4 from Ann, teyaku +4 from Bo = 8 kan x 12 = 96",
    ],
    "hachihachi-walkover": [
        "drop-out fee -1.5 = -1.5 kan x 12 x 2 = -36",
        "drop-out fee -2 = -2 kan x 12 x 2 = -48",
        "drop-out pot +4.5 = 4.5 kan x 12 x 2 = 108",
        "drop-out fee -1 = -1 kan x 12 x 2 = -24",
    ],
}

#: ``score samples/hachihachi-card-points.toml`` before the game said words (the terminal's
#: plain text: teyaku, diving and escape lines, the multiplier, the winner who only deals).
CARD_POINTS_TEXT = """\
Hachi-Hachi 八八  ×2
x2 from the starting field's Curtain

Ann  +52
  20 points (1) 10 Crane
  10 points (3) 20 Bush Warbler, 40 Cuckoo, 50 Bridge
  5 points (4)  11 Pine Poetry Ribbon, 21 Plum Poetry Ribbon, 41 Wisteria Red Ribbon, 51 Iris Red Ribbon
  1 point (8)   12 Pine chaff, 13 Pine chaff, 22 Plum chaff, 23 Plum chaff, 42 Wisteria chaff, 43 Wisteria chaff, 52 Iris chaff, 53 Iris chaff
  card points: 78
  score: {ann}
  teyaku: Standing Triplet 3 kan
  achievements: diving

Bo  +154
  20 points (2) 30 Curtain, 80 Full Moon
  10 points (3) 60 Butterflies, 70 Boar, 81 Geese
  5 points (3)  31 Cherry Poetry Ribbon, 61 Peony Blue Ribbon, 71 Bush Clover Red Ribbon
  1 point (8)   32 Cherry chaff, 33 Cherry chaff, 62 Peony chaff, 63 Peony chaff, 72 Bush Clover chaff, 73 Bush Clover chaff, 82 Susuki chaff, 83 Susuki chaff
  card points: 93
  score: {bo}
  teyaku: Empty Hand 4 kan
  achievements: escape

Cy  -206
  20 points (2) 110 Rain Man, 120 Phoenix
  10 points (3) 90 Sake Cup, 100 Deer, 111 Swallow
  5 points (3)  91 Chrysanthemum Blue Ribbon, 101 Maple Blue Ribbon, 112 Willow Ribbon
  1 point (8)   92 Chrysanthemum chaff, 93 Chrysanthemum chaff, 102 Maple chaff, 103 Maple chaff, 113 Lightning, 121 Yellow-bottom chaff, 122 Paulownia chaff, 123 Paulownia chaff
  card points: 93
  score: {cy}
Cy pays Ann 52
Cy pays Bo 154
deals next: Bo (most card points)
"""


def _players(sample: Path) -> set[str]:
    result = score_text(sample.read_text(encoding="utf-8"))
    return {party.name for party in result.parties}


@pytest.mark.parametrize("sample", SHEETS, ids=lambda path: path.stem)
def test_every_sample_in_japanese_has_no_english_word(cli: Callable[..., Any], sample: Path) -> None:
    """The counted and walkover samples (quick sheets) too: said from the game's words now,
    no longer read back from its English by the core table's templates."""
    shown_ja = cli("score", str(sample), "--lang", "ja")
    assert shown_ja.exit_code == 0, shown_ja.stderr
    names = _players(sample) | {game.name for game in all_games()}
    assert english_words(shown_ja.stdout, names) == [], shown_ja.stdout


@pytest.mark.parametrize("sample", SHEETS, ids=lambda path: path.stem)
def test_every_formula_is_words_and_its_english_is_as_before(sample: Path) -> None:
    result = score_text(sample.read_text(encoding="utf-8"))
    formulas = [party.formula_words() for party in result.parties if party.formula_words()]
    assert all(isinstance(formula, Words) for formula in formulas)
    assert [english(formula) for formula in formulas if english(formula) != "sat this round out: 0"] == (
        FORMULAS[sample.stem]
    )


def test_the_plain_english_of_a_sample_is_as_before(cli: Callable[..., Any]) -> None:
    shown_en = cli("score", str(SAMPLES / "hachihachi-card-points.toml"), "--lang", "en")
    ann, bo, cy = FORMULAS["hachihachi-card-points"]
    expected = CARD_POINTS_TEXT.format(ann=ann, bo=bo, cy=cy)
    # The terminal may break the long lines: compared word by word.
    assert shown_en.stdout.split() == expected.split()


def test_japanese_pile_groups_count_mon_and_formulas_kan() -> None:
    result = score_text((SAMPLES / "hachihachi-dropped.toml").read_text(encoding="utf-8"))
    view = round_view(result, HACHI, "ja")
    assert [group.label for group in view.parties[0].piles] == ["20文", "10文", "5文", "1文"]
    cy = next(party for party in view.parties if party.name == "Cy")
    assert cy.formula_text == "降り賃の受け取り +2.5 = 2.5貫 × 12 × 2 = 60；札 93 - 88 = +5 × 2 = +10；= 70"
    di = next(party for party in view.parties if party.name == "Di")
    assert di.out == "降りた：降り賃24を払う"
    assert view.notes[-1] == "降りた打ち手：Di、Ed"
    assert victory_word(result, HACHI, "ja") == "札の点が最多"


def test_a_warning_said_in_japanese_names_the_cards() -> None:
    """Before, no template read this warning: it stayed English in a Japanese view."""
    data = {
        "game": "hachi-hachi",
        "players": ["Ann", "Bo", "Cy"],
        "captured": {
            "Ann": "10 11 12 13 20 21 22 23 40 41 42 43 50 51 52 53",
            "Bo": "30 31 32 33 60 61 62 63 70 71 72 73 80 81 82 83",
            "Cy": "rest",
        },
        "field": {"start": "22 42 52 62 72 92"},
        "teyaku": {"Cy": "teshi 30 31 32 33"},
    }
    result = score_data(data)
    said = [warning.say("ja") for warning in result.warnings if isinstance(warning, Words)]
    assert any("Boの取り札に30 桜に幕、31 桜に赤短" in text for text in said), said
    assert any(english(w).startswith("Bo's pile holds 30, 31, 32, 33, of the four Cy") for w in result.warnings)


def test_rules_in_japanese_are_the_games_words(cli: Callable[..., Any]) -> None:
    shown_ja = cli("rules", "hachi-hachi", "--lang", "ja")
    assert shown_ja.exit_code == 0
    assert "手役A組（貫）：sanbon三本2、tatesanbon立三本3" in "".join(shown_ja.stdout.split())
    assert isinstance(HACHI.formula, Words) and all(isinstance(note, Words) for note in HACHI.notes)
    assert not hasattr(HACHI, "formula_japanese") and not hasattr(HACHI, "notes_japanese")
    assert all(isinstance(option.meaning, Words) for option in HACHI.rules.options())


def test_the_page_asks_and_explains_in_its_own_phrasing() -> None:
    """The terminal's question says "Enter"; the page's does not (``@page``)."""
    dropped = HACHI.facts.fields()[[spec.key for spec in HACHI.facts.fields()].index("dropped")].question
    assert isinstance(dropped, Words)
    assert dropped.say("en") == "Who dropped out, in the order they dropped (Enter if nobody did)?"
    assert question_text(dropped.key, "en") == "Who dropped out, in the order they dropped? (none: leave it empty)"
    carry = next(option for option in HACHI.rules.options() if option.name == "carry_over")
    assert "(off: the others are dropped)" in rule_meaning(carry.meaning, "en")
    assert "(false: the others are dropped)" in carry.meaning_in("en")


def test_problems_in_japanese_are_plain_japanese() -> None:
    data = {
        "game": "hachi-hachi",
        "players": ["Ann", "Bo", "Cy"],
        "dealer": "Cy",
        "stopped_by": "Ann",
        "cancelled_by": "Bo",
        "sage": ["Cy"],
        "multiplier": 2,
        "dropped": ["Ann"],
        "house": {"stack_multipliers": True},
        "teyaku": {"Cy": "40 41 42", "Bo": "toichi"},
        "leftover": {"Ann": "42"},
        "captured": {"Ann": "10 30 80 82 120 122 11 13 21 23 31 33", "Bo": "61 91 93 101 103", "Cy": "40 43"},
        "field": {"start": "12 13 32 42 52 63", "end": "42 52"},
    }
    with pytest.raises(SheetError) as error:
        score_data(data)
    found = error.value.problems
    assert {p.words.key for p in found} >= {
        "hachi-hachi.dropped-small-table",
        "hachi-hachi.stated-multiplier-stacked",
        "hachi-hachi.bad-teyaku.on-start",
        "hachi-hachi.shoubu-and-cancel",
        "hachi-hachi.cancel-without-sage",
        "hachi-hachi.sage-without-dekiyaku",
        "hachi-hachi.dekiyaku-without-sage",
        "hachi-hachi.no-leftover",
    }
    keys = {"stack_multipliers", "stopped_by", "cancelled_by", "sage", "leftover"}
    for problem in found:
        said = problem.words.say("ja")
        assert not english_words(said, keys | {"Ann", "Bo", "Cy"}), said
        assert "です" not in said and "ます" not in said, said  # messages in the plain form


def test_its_codes_are_its_own() -> None:
    assert set(HACHI.codes) == {"bad-teyaku", "bad-call"}


def test_no_word_of_the_game_is_left_in_the_core_table() -> None:
    """Its words are only its own: none of the core modules names them any more."""
    moved_english = {english for english, _ in HACHI_WORDS.values()}
    # Kyu-Rei Hana's carry_over says the same as Hachi-Hachi's: its page phrasing stays its own.
    moved_english.discard(HACHI_WORDS["hachi-hachi.rule.carry-over"][0])
    for module_info in pkgutil.iter_modules(core_words.__path__):
        module = importlib.import_module(f"hanascore.core.words.{module_info.name}")
        table: dict[str, tuple[str, str]] = getattr(module, "WORDS", {})
        for key in table:
            assert not key.startswith(("hachi.", "hachi-hachi.", "bad-teyaku.")), key
            if key.startswith(("question.", "rule.")):
                assert key.partition(".")[2] not in moved_english, key
    for gone in ("said.kan", "said.teyaku", "said.diving not paid", "said.drop-out pot", "victory.walkover"):
        assert gone not in WORDS
    assert all(key in WORDS for key in HACHI_WORDS)


def test_every_word_its_code_names_is_its_own() -> None:
    """Every ``msg("...")`` in the package names a ``hachi-hachi.`` key of its words, or a word
    every game shares (``formula``, a hint)."""
    shared = {"hint.did-you-mean"}
    for path in PACKAGE.glob("*.py"):
        for key in re.findall(r'msg\(\s*f?"([^"]+)"', path.read_text(encoding="utf-8")):
            if "{" in key:  # a key made from a name: its prefix is the game's
                assert key.startswith("hachi-hachi."), (path.name, key)
                continue
            assert key in HACHI_WORDS or key in shared, (path.name, key)


def test_stats_say_kan_by_a_word_of_their_own() -> None:
    assert shown(Amount(-30, 12), "ja") == "-30 (-2貫6文)"
    assert shown(Amount(24, 12), "en") == "24 (2 kan)"
    assert shown(Amount(24, 12), "ja") == "24 (2貫)"
