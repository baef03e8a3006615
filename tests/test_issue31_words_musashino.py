"""Issue 31: Musashino-bana says everything as its own words (games/musashino/words.py).

Before, the game wrote English sentences (``storm (Ann's Rain Man): Curtain counts for
nothing; ...``) that the views read back through the word table's ``said.*`` templates, and
its rules, notes, question and Sun-rule problems lived in the shared word table, keyed by
their English.  Under ``--lang ja`` that left English in the Japanese (the insta-win line said
``五王 (同じ取りで七夕も: 支払いは一度) stops the round``; a missing Sun answer named the
``Rain Man``).  Now every text is words of the game, said in the reader's language; the English
stays byte for byte what it was.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from hanascore.core.errors import SheetError
from hanascore.core.result import english
from hanascore.core.words import WORDS, page, problems_page, problems_round, views
from hanascore.games import find_game
from hanascore.games.musashino import deck, rules
from hanascore.games.musashino.words import WORDS as MUSASHINO_WORDS
from hanascore.games.scoring import score_text
from hanascore.views.round_view import round_view
from hanascore.web.app import create_app
from hanascore.web.words import choice_label, page_place, rule_meaning
from tests.test_issue31_rules_japanese import english_words as rules_english_words
from tests.test_render_japanese import english_words

GAME = find_game("musashino-bana")
SAMPLES = Path(__file__).resolve().parent.parent / "samples"
STORM = (SAMPLES / "musashino-storm.toml").read_text(encoding="utf-8")
#: What a Japanese view may keep in ASCII beside the players' names: the sheet's keys a warning
#: tells the reader to write (crane_after_storm, the leftover table) and the games' names.
TYPED = {"crane_after_storm", "leftover", "true", "false", "Musashino-bana"}


def _piles(**piles: str) -> str:
    return "\n".join(f'{name} = "{cards}"' for name, cards in piles.items())


#: Rounds that make every line the game writes: each storm, the Sun, ties, the caps, both
#: insta-wins at once, every warning; and their English before the game said words.
SHEETS: dict[str, str] = {
    "storm-cards": STORM,
    "storm-calmed": STORM.replace("crane_after_storm = false", "crane_after_storm = true"),
    "storm-split": STORM.replace("crane_after_storm = false", 'crane_after_storm = { "110" = true, "113" = false }'),
    "storm-banquets": STORM.replace('storm = "cards"', 'storm = "banquets"'),
    "storm-off-ignored": STORM.replace('storm = "cards"', 'storm = "off"'),
    "sun-off-ignored": STORM.replace('storm = "cards"', 'storm = "cards"\nsun = false'),
    "stopped-ignored": 'game = "musashino-bana"\nplayers = ["Ann", "Bo", "Cy"]\nstopped_by = "Bo"\n'
    'crane_after_storm = true\n[house]\nstorm = "cards"\n[captured]\n'
    + _piles(Ann="113 111 11 13", Bo="10 12 30 32 80 82 110 112 120 122", Cy=""),
    "both-insta-wins": 'game = "musashino-bana"\nplayers = ["Ann", "Bo", "Cy"]\nstopped_by = "Bo"\n[captured]\n'
    + _piles(Ann="", Bo="10 12 80 82 110 112 120 122 30 31 11 13 21 23 41 43 51 53 71 73", Cy=""),
    "not-facing-ignored": 'game = "musashino-bana"\nplayers = ["Ann", "Bo", "Cy"]\ncrane_after_storm = true\n'
    '[house]\nstorm = "cards"\n[captured]\n'
    + _piles(
        Ann="10 11 32 33 40 41 62 63 72 73 82 83 110 111 112 113",
        Bo="12 13 20 21 42 43 50 51 60 61 80 81 90 91 102 103 122 123",
        Cy="22 23 30 31 52 53 70 71 92 93 100 101 120 121",
    ),
    "card-ignored": 'game = "musashino-bana"\nplayers = ["Ann", "Bo", "Cy"]\n'
    'crane_after_storm = { "110" = true, "113" = false }\n[house]\nstorm = "cards"\n[captured]\n'
    + _piles(Ann="10 11 110 111", Bo="12 13", Cy="rest"),
    "tie": 'game = "musashino-bana"\nplayers = ["Ann", "Bo", "Cy"]\ndealer = "Ann"\n[captured]\n'
    + _piles(
        Ann="10 11 32 33 40 41 62 63 72 73 82 83",
        Bo="12 13 20 21 42 43 50 51 80 81 90 91 100 101 102 103 110 111 122 123",
        Cy="22 23 30 31 52 53 60 61 70 71 92 93 112 113 120 121",
    ),
    "end-field": 'game = "musashino-bana"\nplayers = ["Ann", "Bo", "Cy"]\n[captured]\n'
    + _piles(
        Ann="10 11 32 33 40 41 62 63 72 73 82 83",
        Bo="12 13 20 21 42 43 50 51 60 61 80 81 102 103 110 111 122 123",
        Cy="22 23 30 31 52 53 70 71 92 93 100 101 112 113 120 121",
    )
    + '\n[field]\nend = "90 91"\n[leftover]\nBo = "90"',
    "counted-storm": (SAMPLES / "musashino-counted.txt")
    .read_text(encoding="utf-8")
    .replace("players: Ann, Bo, Cy", "players: Ann, Bo, Cy\nhouse: storm=cards"),
}

#: The English of each round's formulas and warnings as the game wrote them before (main at 5c8557c).
ENGLISH = {
    "storm-calmed": (
        [
            "Rain Man storm calmed by the Sun (Bo took the Crane after it); Iris Bridge 1 = 1; pays Bo 8 - 1 = 7",
            "Three Brights 2 + Takasago 2 + Coat of Arms 1 + Moon Banquet 1 + Flower Banquet 1 + Butterflies with "
            "Flowers 1 = 8; wins; receives 7 from Ann + 4 from Cy = +11",
            "Lightning storm calmed by the Sun (Bo took the Crane after it); Back Sugawara 2 + Purple Ribbons 2 = 4; "
            "pays Bo 8 - 4 = 4",
        ],
        [],
    ),
    "storm-split": (
        [
            "Rain Man storm calmed by the Sun (Bo took the Crane after it); Iris Bridge 1 = 1; pays Cy 4 - 1 = 3",
            "storm (Cy's Lightning): Curtain and Full Moon count for nothing; Takasago 2 + Coat of Arms 1 = 3; "
            "pays Cy 4 - 3 = 1",
            "Back Sugawara 2 + Purple Ribbons 2 = 4; wins; receives 3 from Ann + 1 from Bo = +4",
        ],
        [],
    ),
    "storm-banquets": (
        [
            "Iris Bridge 1 = 1; pays Bo 6 - 1 = 5",
            "storm (Ann's Rain Man and Cy's Lightning): Moon Banquet and Flower Banquet are void; Three Brights 2 + "
            "Takasago 2 + Coat of Arms 1 + Butterflies with Flowers 1 = 6; wins; receives 5 from Ann + 2 from Cy = +7",
            "Back Sugawara 2 + Purple Ribbons 2 = 4; pays Bo 6 - 4 = 2",
        ],
        [],
    ),
    "sun-off-ignored": (
        [
            "Iris Bridge 1 = 1; pays Bo 3 - 1 = 2",
            "storm (Ann's Rain Man and Cy's Lightning): Curtain and Full Moon count for nothing; Takasago 2 + Coat of "
            "Arms 1 = 3; wins; receives 2 from Ann + 1 from Cy = +3",
            "storm (Ann's Rain Man): Cherry Poetry Ribbon counts for nothing; Purple Ribbons 2 = 2; pays Bo 3 - 2 = 1",
        ],
        ["crane_after_storm is ignored: the Sun rule is off"],
    ),
    "stopped-ignored": (
        [
            "Bo stopped the round with Five Kings: pays Bo 8",
            "Five Kings stops the round; receives 8 from Ann + 8 from Cy = +16",
            "Bo stopped the round with Five Kings: pays Bo 8",
        ],
        ["crane_after_storm is ignored: a stopped round pays only its insta-win"],
    ),
    "both-insta-wins": (
        [
            "Bo stopped the round with Five Kings: pays Bo 8",
            "Five Kings (with Seven Red Ribbons by the same capture: paid once) stops the round; receives 8 from Ann "
            "+ 8 from Cy = +16",
            "Bo stopped the round with Five Kings: pays Bo 8",
        ],
        [],
    ),
    "not-facing-ignored": (
        [
            "no dekiyaku = 0; everybody ties: nobody pays",
            "storm (Ann's Rain Man and Ann's Lightning): Full Moon counts for nothing; no dekiyaku = 0; ties Ann for "
            "the lead and pays nothing (Ann is earlier in turn order)",
            "storm (Ann's Rain Man and Ann's Lightning): Curtain and Cherry Poetry Ribbon count for nothing; no "
            "dekiyaku = 0; ties Ann for the lead and pays nothing (Ann is earlier in turn order)",
        ],
        ["crane_after_storm is ignored: the Crane does not sit in a pile opposing a storm card"],
    ),
    "card-ignored": (
        None,
        ["crane_after_storm.110 is ignored: the Rain Man does not face the Crane across piles"],
    ),
    "tie": (
        [
            "no dekiyaku = 0; pays Bo 2 - 0 = 2",
            "Moon Banquet 1 + Autumn Leaves 1 = 2; wins; receives 2 from Ann = +2",
            "Butterflies with Flowers 1 + Boar with Peony 1 = 2; ties Bo for the lead and pays nothing "
            "(Bo is earlier in turn order)",
        ],
        [],
    ),
    "end-field": (
        [
            "no dekiyaku = 0; pays Bo 1 - 0 = 1",
            "Moon Banquet 1 = 1; wins; receives 1 from Ann + 1 from Cy = +2",
            "no dekiyaku = 0; pays Bo 1 - 0 = 1",
        ],
        [
            "the end field holds 91: a played-out Musashino-bana round normally leaves the field empty; these cards "
            "are dead unless a [leftover] table places them"
        ],
    ),
    "counted-storm": (
        None,
        [
            "a counted round is scored as if no storm struck: the counts do not say who holds the Rain Man or the "
            "Lightning (name only the dekiyaku the storm left, or enter the round card by card)"
        ],
    ),
}


#: The players' and teams' names of these rounds, and what they may keep in ASCII.
NAMES = {"Ann", "Bo", "Cy", "Di", "Red", "Blue"} | TYPED


@pytest.mark.parametrize("name", sorted(ENGLISH))
def test_the_english_is_what_the_game_wrote_before(name: str) -> None:
    result = score_text(SHEETS[name])
    formulas, warnings = ENGLISH[name]
    if formulas is not None:
        assert [p.formula for p in result.parties] == formulas
    assert [english(w) for w in result.warnings if "odd number" not in english(w)] == warnings


def test_a_dead_end_field_card_is_said_in_the_games_words() -> None:
    result = score_text(SHEETS["end-field"])
    [dead] = [note for note in result.leftover_notes if note.to is None]
    assert english(dead.reason) == "Musashino-bana gives end-field cards to nobody"
    assert dead.reason.say("ja") == "武蔵野花では場に残った札は誰の札にもならない"


SCORED = [path.name for path in sorted(SAMPLES.glob("musashino-*")) if not path.name.endswith(".json")]


@pytest.mark.parametrize("sample", SCORED)
def test_each_sample_scored_in_japanese_has_no_english_word(cli: Callable[..., Any], sample: str) -> None:
    shown = cli("score", str(SAMPLES / sample), "--lang", "ja")
    assert shown.exit_code == 0, shown.stderr
    assert english_words(shown.stdout, NAMES) == [], shown.stdout


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_every_line_the_game_writes_is_japanese_in_japanese(cli: Callable[..., Any], name: str) -> None:
    """The terminal's view, and the page's (its own phrasings), of every kind of round."""
    shown = cli("score", "-", "--lang", "ja", input=SHEETS[name])
    assert shown.exit_code == 0, shown.stderr
    assert english_words(shown.stdout, NAMES) == [], shown.stdout
    result = score_text(SHEETS[name])
    for audience in (None, "page"):
        view = round_view(result, GAME, "ja", audience)
        texts = [*view.warnings, *view.notes, *(d.reason for d in view.dead), *(lo.reason for lo in view.leftovers)]
        texts += ["".join(term.text for term in party.formula) for party in view.parties]
        assert english_words(" ".join(texts), NAMES) == [], texts


def test_the_storm_names_its_cards_as_the_deck_does() -> None:
    result = score_text(STORM)
    bo = result.party("Bo").formula_words()
    assert bo.say("ja").startswith("嵐（Annの柳に小野道風とCyの柳のカス（雷））：桜に幕・芒に月は数えない。")
    assert english(bo).startswith(
        "storm (Ann's Rain Man and Cy's Lightning): Curtain and Full Moon count for nothing; "
    )


@pytest.mark.parametrize(
    ("where", "japanese"),
    [
        (
            "crane_after_storm.110",
            "crane_after_storm に柳に小野道風（110）の答えがない：松に鶴はBo、柳に小野道風はAnnが取った。",
        ),
        ("crane_after_storm.113", "crane_after_storm に柳のカス（雷）（113）の答えがない："),
    ],
)
def test_a_missing_sun_answer_names_the_storm_card_in_the_readers_language(where: str, japanese: str) -> None:
    with pytest.raises(SheetError) as raised:
        score_text(STORM.replace("crane_after_storm = false\n", ""))
    [problem] = [p for p in raised.value.problems if p.where == where]
    assert problem.say("ja").startswith(japanese)
    assert "Rain Man" not in problem.say("ja") and "Lightning" not in problem.say("ja")
    assert english_words(problem.say("ja", "page"), NAMES) == []
    # The English is the one the terminal always printed.
    card, name, holder = (110, "Rain Man", "Ann") if where.endswith("110") else (113, "Lightning", "Cy")
    assert problem.say("en") == (
        f"crane_after_storm has no answer for the {name} ({card}): Bo holds the Crane and {holder} the {name}; "
        f"add {card} = true if the Crane was captured after it, else false"
    )


def test_rules_in_japanese(cli: Callable[..., Any]) -> None:
    shown = cli("rules", "musashino", "--lang", "ja")
    assert shown.exit_code == 0
    assert rules_english_words(shown.stdout, GAME) == []
    for text in ("嵐の決まり", "日の決まり", "最後まで打った局", "上がり役（五王・七夕）"):
        assert text in shown.stdout
    # --json is the data a script reads: the game's English, whatever --lang asks.
    data = json.loads(cli("rules", "musashino", "--lang", "ja", "--json").stdout)
    assert data["formula"] == english(GAME.formula)


def test_the_page_says_its_rules_choices_question_and_place_in_japanese() -> None:
    options = {option.name: option for option in GAME.rules.options()}
    assert rule_meaning(options["storm"].meaning, "ja").startswith("嵐の決まり：小野道風か雷を取った打ち手の相手")
    assert rule_meaning(options["storm"].meaning, "en").startswith("Storm rule: the Rain Man's or Lightning's holder")
    assert [choice_label(c, "ja", GAME.id) for c in options["storm"].choices] == ["なし", "札", "宴"]
    assert [choice_label(c, "ja", GAME.id) for c in options["four_brights"].choices] == ["雷", "桜に幕"]
    assert choice_label("curtain", "en", GAME.id) == "curtain"
    assert page_place("crane_after_storm.110", "ja") == "松に鶴と嵐"
    assert page_place("crane_after_storm", "en") == "The Crane and the storm"
    [question] = [f.metadata["question"] for f in fields(GAME.facts) if f.name == "crane_after_storm"]
    assert question.say("ja") == "松に鶴は嵐の札の後に取ったか？（日が嵐を鎮める）"
    assert question.say("en") == "Was the Crane captured after the storm card? (the Sun calms the storm)"


#: Words that are Musashino-bana's alone: none is left in the shared table.
OWN = ("Musashino", "武蔵野", "crane_after_storm", "Crane after", "storm", "insta-win", "Five Kings", "bet limit")


def test_no_word_of_the_game_is_left_in_the_shared_table() -> None:
    shared = {**views.WORDS, **page.WORDS, **problems_round.WORDS, **problems_page.WORDS}
    left = {key: texts for key, texts in shared.items() if any(word in " ".join((key, *texts)) for word in OWN)}
    assert left == {}
    assert all(key.startswith("musashino-bana.") for key in MUSASHINO_WORDS)
    assert all(key in WORDS for key in MUSASHINO_WORDS)  # the registry added them


def test_every_key_the_game_says_is_in_its_words() -> None:
    source = "".join(Path(module.__file__).read_text(encoding="utf-8") for module in (rules, deck))
    said = set(re.findall(r'"(musashino-bana\.[a-z0-9_.@-]+)"', source))
    said |= {f"musashino-bana.crane-ignored.{why}" for why in rules.CRANE_IGNORED_BECAUSE}
    assert said - {"musashino-bana.note."} <= MUSASHINO_WORDS.keys()
    assert all(note.key in MUSASHINO_WORDS for note in GAME.notes)


def test_the_new_game_form_offers_the_storm_rule_in_the_games_words(isolated_store: Path) -> None:
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    japanese = client.get("/new?game=musashino-bana&lang=ja").text
    assert '<option value="banquets" >宴</option>' in japanese.replace("selected", "")
    assert '<option value="curtain" >桜に幕</option>' in japanese.replace("selected", "")
    assert "嵐の決まり：小野道風か雷を取った打ち手の相手" in japanese
    english = client.get("/new?game=musashino-bana&lang=en").text
    assert '<option value="banquets" >banquets</option>' in english.replace("selected", "")
