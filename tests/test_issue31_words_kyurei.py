"""Issue 31, "games say things as words": Kyu-Rei Hana, Matsu-Kiri-Bozu and the texts they
share (the field multiplier, the counted rounds' and the shared checks' warnings, the ledger's
dealer warnings) are words of the word table, never English a view reads back.

Their English is what it was, byte for byte (the samples' JSON is checked by test_samples.py;
the plain views and every warning's English here); their Japanese is the glossary's
(最初の場札, 局, 化け札, 記録表, full-width punctuation), and no English word is left in it
outside names, card codes and the keys a reader types.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.errors import Words
from hanascore.core.result import english
from hanascore.core.words import WORDS
from hanascore.core.words import page as page_words
from hanascore.core.words import views as view_words
from hanascore.games import find_game
from hanascore.games.counted import reading as counted
from hanascore.games.kyurei.words import WORDS as KYUREI_WORDS
from hanascore.games.matsu_kiri_bozu.words import WORDS as MKB_WORDS
from hanascore.games.multiplier import NO_START
from hanascore.games.scoring import score_text
from hanascore.games.sheets import load_sheet
from hanascore.ledger.replay import replace_round, replay
from hanascore.views.round_view import round_view
from tests.conftest import SAMPLES
from tests.test_issue31_rules_japanese import english_words as rules_english_words
from tests.test_ledger import ANN_LOSES, MUSHI_DECK, TIE, mushi_game, mushi_round, play, text_of
from tests.test_mushi import ALICE, BOB
from tests.test_mushi import sheet as mushi_sheet
from tests.test_render_japanese import english_words

GAMES = ("kyu-rei-hana", "matsu-kiri-bozu")
SHEETS = sorted(p for p in SAMPLES.iterdir() if p.name.startswith(("kyurei-", "matsu-kiri-bozu-")))
SHEETS = [p for p in SHEETS if p.suffix in (".toml", ".txt")]
PLAIN = "game: kyurei\nplayers: Ann, Bo, Cy\nAnn: crane 1r 1c 1c\nBo: curtain 3r 3c 3c\nCy: rest\n"
#: The sheet's keys and a house rule a Japanese reader types as they are.
TYPED = {"start", "carry_over"}


def names(text: str) -> set[str]:
    """The players a sample's sheet names (either form), and the games' own names."""
    if text.lstrip().startswith("game:") or "\nplayers:" in text:
        found = re.search(r"^players:\s*(.*)$", text, re.M)
        players = {name.strip() for name in found.group(1).split(",")} if found else set()
    else:
        players = set(tomllib.loads(text)["players"])
    return players | {"Kyu-Rei Hana", "Matsu-Kiri-Bozu"}


# -- (a) every sample in Japanese ---------------------------------------------------------------


@pytest.mark.parametrize("sample", SHEETS, ids=lambda path: path.stem)
def test_each_sample_in_japanese_has_no_english_word(cli: Callable[..., Any], sample: Path) -> None:
    shown = cli("score", str(sample), "--lang", "ja")
    assert shown.exit_code == 0, shown.stderr
    assert english_words(shown.stdout, names(sample.read_text(encoding="utf-8"))) == [], shown.stdout


@pytest.mark.parametrize(
    ("sheet", "japanese"),
    [
        (f"{PLAIN}start: moon 42 52 62 72 92\n", "最初の場札の芒に月で×2"),
        (
            f"{PLAIN}start: rain-man crane moon 42 52 62\n",
            "最初の場札の柳に小野道風で×4；松に鶴・芒に月は後の局に持ち越す",
        ),
        (
            f"{PLAIN}start: rain-man moon 42 52 62 72\nhouse: carry_over=false\n",
            "最初の場札の柳に小野道風で×4；芒に月は持ち越さずに捨てる（ローカルルール `carry_over`）",
        ),
        (
            f"{PLAIN}multiplier: 2\nstart: rain-man 42 52 62 72 92\n",
            "前の局から持ち越した×2；柳に小野道風は後の局に持ち越す",
        ),
    ],
)
def test_why_the_multiplier_is_said_in_japanese(cli: Callable[..., Any], sheet: str, japanese: str) -> None:
    shown = cli("score", "-", "--lang", "ja", input=sheet)
    assert shown.exit_code == 0, shown.stderr
    assert shown.stdout.splitlines()[1] == japanese
    assert english_words(shown.stdout, {"Ann", "Bo", "Cy"} | TYPED) == []


def test_the_page_says_the_multiplier_without_a_sheet_key() -> None:
    result = score_text(f"{PLAIN}start: rain-man moon 42 52 62 72\nhouse: carry_over=false\n")
    game = find_game(result.game)
    page = round_view(result, game, "ja", "page")
    assert page.notes == ("最初の場札の柳に小野道風で×4；芒に月は持ち越さずに捨てる（この卓では倍率を持ち越さない）",)
    assert round_view(result, game, "en", "page").notes == (
        "x4 from the starting field's Rain Man; Full Moon dropped (at this table multipliers are not carried over)",
    )
    missing = score_text(PLAIN)
    assert round_view(missing, game, "ja", "page").warnings == (
        "最初の場札がない：倍率を1とした（倍率の札が配られていたら、最初の場札をタップする）",
    )
    assert round_view(missing, game, "en", "page").warnings == (
        "the field as dealt is not given: the multiplier was taken as 1 "
        "(tap the field as dealt if a multiplier card was dealt to it)",
    )


def test_matsu_kiri_bozu_says_its_formulas_and_dead_cards_in_japanese(cli: Callable[..., Any]) -> None:
    stopped = cli("score", str(SAMPLES / "matsu-kiri-bozu-stopped.toml"), "--lang", "ja").stdout
    assert "得点：Boの出来役を払う：-90" in stopped
    assert "得点：出来役 一二三 50 + 赤短 40 = 90" in stopped
    assert "死に札（上がったときに場にあった札：誰の点にもならない）" in stopped
    played = cli("score", str(SAMPLES / "matsu-kiri-bozu-played-out.toml"), "--lang", "ja").stdout
    assert "札 2×100 + 1×20 + 3×10 + 3×5 + 7×1 = 272、- 相手の札 226 = 46" in played
    assert "化け札の取りで場に残った札：誰の点にもならない" in played
    most = (SAMPLES / "matsu-kiri-bozu-stopped.toml").read_text(encoding="utf-8")
    most = most.replace('stopped_by = "Bo"', 'stopped_by = "Bo"\nhouse = {dekiyaku_payout = "max"}')
    assert "得点：出来役 一二三 50 = 50" in cli("score", "-", "--lang", "ja", input=most).stdout


# -- (b) rules in Japanese ----------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_in_japanese_use_the_glossary(cli: Callable[..., Any], game_id: str) -> None:
    shown = cli("rules", game_id, "--lang", "ja")
    assert shown.exit_code == 0, shown.output
    assert rules_english_words(shown.stdout, find_game(game_id)) == []
    # The glossary's words: a round is a 局, the wild cards 化け札; never 回 for a round, nor 親札.
    for old in ("親札", "鬼札", "配りの場", "手札表", "の回", "回は", "回に"):
        assert old not in shown.stdout, old
    assert "局" in shown.stdout


def test_the_rules_json_keeps_its_english() -> None:
    kyurei, mkb = find_game("kyu-rei-hana"), find_game("matsu-kiri-bozu")
    assert kyurei.formula_in("en") == "(card points + 2 x own yaku - both opponents' yaku - 90) x field multiplier"
    assert kyurei.notes_in("en")[5] == (
        "A sheet scored outside a ledger may say 'multiplier = 2' (or 4) for a round running on a carried "
        "multiplier; its own field's multipliers then all wait for later rounds."
    )
    assert mkb.formula_in("en").startswith("stopped round: the stopper's dekiyaku, paid by the opponent; played out")
    [payout] = mkb.rules.options()
    assert (
        payout.meaning_in("en")
        == 'One capture forming several dekiyaku: "sum" pays them all, "max" pays only the largest.'
    )


# -- (c) the games' words are the games' --------------------------------------------------------


def test_no_word_of_the_two_games_is_left_in_the_core_table() -> None:
    core = {**view_words.WORDS, **page_words.WORDS}
    assert not [key for key in core if key.startswith(GAMES)]
    gone = (
        "said.multiplier from field",
        "said.multiplier carried",
        "said.multipliers wait",
        "said.multiplier waits",
        "said.multipliers dropped",
        "said.multipliers dropped@page",
        "said.no start",
        "said.no start@page",
        "said.counted unchecked",
        "said.odd pile",
        "said.pays dekiyaku",
        "said.when stopped",
        "said.wild capture",
        "said.scored by nobody",
        "said.opponent's cards",
        "said.own yaku",
    )
    assert [key for key in gone if key in WORDS] == []
    english = [both[0] for both in core.values()]
    for phrase in ("Bush Warbler (20) and the Deer", "forming several dekiyaku", "carried over from an earlier"):
        assert not [text for text in english if phrase in text], phrase
    assert all(key.startswith("kyu-rei-hana.") for key in KYUREI_WORDS)
    assert all(key.startswith("matsu-kiri-bozu.") for key in MKB_WORDS)


@pytest.mark.parametrize("sample", SHEETS, ids=lambda path: path.stem)
def test_what_the_games_say_is_words(sample: Path) -> None:
    result = score_text(sample.read_text(encoding="utf-8"))
    said = [*result.warnings, *result.notes, *(note.reason for note in result.leftover_notes)]
    said += [party.formula_words() for party in result.parties if party.active]
    assert all(isinstance(text, Words) for text in said), said


# -- (d) the English stays what it was ---------------------------------------------------------


KYUREI_MULTIPLIER = """\
Kyu-Rei Hana 九十花  ×4
x4 from the starting field's Rain Man; Crane and Full Moon wait for later rounds

Ann  -20
"""


def test_the_plain_view_in_english_is_what_it_was(cli: Callable[..., Any]) -> None:
    shown = cli("score", str(SAMPLES / "kyurei-multiplier.toml")).stdout
    assert shown.startswith(KYUREI_MULTIPLIER)
    assert "  score: (cards 3x20 + 1x10 + 3x5 = 85, - 90, + own yaku 2 x 20, - opponents' yaku 40) x 4 = -20\n" in shown
    assert "  score: (cards 3x20 + 7x10 + 1x5 = 135, - 90, - opponents' yaku 60) x 4 = -60\n" in shown
    stopped = cli("score", str(SAMPLES / "matsu-kiri-bozu-stopped.toml")).stdout
    assert "  score: pays Bo's dekiyaku: -90\n" in stopped
    assert "  score: dekiyaku One Two Three 50 + Poetry Ribbons 40 = 90\n" in stopped
    assert "dead (on the field when the round stopped: scored by nobody): animals Bridge, Swallow" in stopped
    played = cli("score", str(SAMPLES / "matsu-kiri-bozu-played-out.toml")).stdout
    assert "  score: cards 2x100 + 1x20 + 3x10 + 3x5 + 7x1 = 272, - opponent's cards 226 = 46\n" in played
    assert "dead (left on the field by a wild capture: scored by nobody): ribbons Pine Poetry Ribbon" in played


def test_the_warnings_english_is_what_it_was() -> None:
    assert english(NO_START) == (
        "start is missing: the multiplier was taken as 1 (give the starting field if a multiplier card was dealt to it)"
    )
    assert english(counted.UNCHECKED) == (
        "the counts could not be checked card by card (the search gave up): the round is scored as named"
    )
    assert "枚数を札ごとに確かめきれなかった" in counted.UNCHECKED.say("ja")
    dropped = score_text(f"{PLAIN}start: rain-man moon phoenix 52 62 72\nhouse: carry_over=false\n")
    assert [english(n) for n in dropped.notes] == [
        "x4 from the starting field's Rain Man; Phoenix and Full Moon dropped (carry_over = false)"
    ]


def test_an_odd_pile_is_warned_of_in_either_language() -> None:
    # As tests/test_mushi.py moves it: an Iris chaff from Alice's pile to Bob's.
    result = score_text(mushi_sheet(alice=ALICE.replace(" 53", ""), bob=BOB + " 53"))
    warning = result.warnings[0]  # Bob's pile is odd too
    assert english(warning) == (
        "Alice's pile has an odd number of cards of Iris: captures come in pairs, so check this pile"
    )
    assert warning.say("ja") == "Aliceの取り札は菖蒲の札が奇数枚：札は二枚ずつ取るので、この取り札を確かめる"


def test_the_dealer_warnings_of_a_correction_are_words() -> None:
    # As tests/test_ledger.py corrects it: round 1 rewritten, round 2 dealt by Bo as played
    # though the corrected chain names Ann.
    definition = mushi_game(dealer="Ann")
    ledger = play(definition, [mushi_round(ANN_LOSES), mushi_round(TIE), mushi_round(TIE)])
    entries = [row.entry for row in ledger.rounds]
    won = mushi_round(set(MUSHI_DECK) - ANN_LOSES)
    after = replay(definition, replace_round(entries, 1, load_sheet(won), text_of(won)))
    [differs] = after.dealer_warnings(after=1)
    assert isinstance(differs, Words)
    assert english(differs) == (
        "round 2: by the corrected rounds Ann would have dealt, but Bo dealt it; it stays as played "
        "(edit the round with a 'dealer' key to change it)"
    )
    assert differs.say("ja") == (
        "第2局：直した局どおりならAnnが親だったが、Boが配った。打ったとおりのままにする"
        "（変えるには、その局に `dealer` を書いて直す）"
    )
    ended = Words("replay.played-after-end", (("ended", 4), ("more", 2)))
    assert english(ended) == "the game reached its end after round 4, but 2 more round(s) were played after it"
    assert ended.say("ja") == "対局は第4局で終わっていたが、そのあとにさらに2局打った"
