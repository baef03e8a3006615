"""Issue 31, "games say things as words" for Koi-Koi: every text the game produces (a party's
formula, a note, a warning, a problem, a question, a house rule and its choices, ``rules``'
formula and notes) is words of ``games/koikoi/words.py``, said in English as before and in
Japanese as players write it.

Before, a loser's line read ``Annで上がり: 0`` (an English template read back), the weather's
warning ``天気で見の役が消えた``, a lucky hand's ``手役: 手四 6 = 6`` had no counter, and the
Japanese page showed ``Koi-Koi こいこい``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanascore.core.errors import SheetError
from hanascore.core.result import english
from hanascore.core.words import question_said
from hanascore.games import find_game
from hanascore.games.koikoi.words import WORDS
from hanascore.games.scoring import score_text
from hanascore.views.round_view import round_view
from hanascore.web.app import create_app
from hanascore.web.words import choice_label, question_text, rule_meaning
from tests.test_render_japanese import english_words

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "samples").glob("koikoi-*.t[ox]*"))
GAME = find_game("koi-koi")

KOI = 'game = "koi-koi"\nplayers = ["Ann", "Bo"]\n'
PILES = (
    '[captured]\nAnn = "10 12 20 22 30 32 80 82 90 92"\nBo = "11 13 21 23 41 43 51 53 71 73"\n'
    '[field]\nend = "33 62 72 83 102 122"\n'
)
#: Rounds beyond the samples: each says something of its own.
ROUNDS = {
    "zero-sum": KOI + 'stopped_by = "Ann"\nkoi = { Bo = 1 }\n[house]\nzero_sum = true\n' + PILES,
    # The month is ignored, and Bo's call on a viewing yaku the weather voided.
    "weather": KOI
    + 'stopped_by = "Ann"\nkoi = { Bo = 1 }\nmonth = 4\n[house]\nviewing = "weather"\ncards_of_the_month = false\n'
    '[captured]\nAnn = "10 12 80 82 20 22 120 123"\nBo = "30 31 90 91 11 13"\n[field]\nend = "113 33"\n',
    "lucky-stack": KOI
    + 'dealer = "Ann"\n[house]\nlucky_hands_stack = true\nzero_sum = true\n[teyaku]\nBo = "40 41 42 43 50 51 60 61"\n'
    '[field]\nstart = "10 20 30 52 62 72 82 92"\n[captured]\nAnn = ""\nBo = ""\n',
    "cup-left-out": "game: koi-koi\nplayers: Ann, Bo\nstopped by: Bo\nAnn: 4 animals 6 chaff\n"
    "Bo: 3 animals 5 ribbons 9 chaff + ribbons\n",
    "cup-taken": "game: koi-koi\nplayers: Ann, Bo\nstopped by: Bo\nAnn: 4 animals 6 chaff\n"
    "Bo: 3 animals 5 ribbons 9 chaff + ribbons + chaff\n",
}
#: Sheets with problems: between them every kind of Koi-Koi's own problem.
BAD = {
    "calls": KOI + 'stopped_by = "Bo"\n[leftover]\nAnn = "33"\n[captured]\nAnn = "10 12 20 22 30 32 80 82 90 92"\n'
    'Bo = "11 13 41 43 51 53 71 73"\n[field]\nstart = "11 21 23 22 33 63 62 61"\nend = "33"\n',
    "lucky": KOI + 'koi = { Bo = 1 }\n[house]\nlucky_hands = "misdeal"\n[teyaku]\nBo = "kuttsuki 40 41 42 43"\n'
    'Ann = "fourofakind 10 11"\n[field]\nstart = "40 20 30 52 62 72 82 92 100"\nend = "20"\n'
    '[captured]\nAnn = "12"\nBo = ""\n',
    "unended": KOI + 'unplayed = "101"\n' + PILES.replace("[field]\n", '[field]\nstart = "101 21 12 22 13 23 41 51"\n'),
    "unshown": KOI
    + 'stopped_by = "Bo"\n[teyaku]\nBo = "teshi kuttsuki"\nAnn = "teshi"\n[captured]\nAnn = ""\nBo = ""\n',
    "viewing": 'game: koi-koi\nplayers: Ann, Bo\nhouse: viewing="with-other-yaku"\nstopped by: Ann\n'
    "Ann: 1 brights 1 animals + flower-viewing\nBo: 1 ribbons + cards-of-the-month\n",
}
#: What a Japanese problem may keep in ASCII: the sheet's keys and tables it names (the reader
#: types them), the lucky hands' ids as typed, the yaku ids to remove.
TYPED = {
    "stopped_by", "koi", "leftover", "start", "unplayed", "end", "teyaku", "month", "rest", "teshi",
    "kuttsuki", "captured", "field", "cards", "of", "the", "flower", "viewing", "Ann", "Bo", "N",
}  # fmt: skip


def _file(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / (f"{name}.toml" if text.startswith("game =") else f"{name}.txt")
    path.write_text(text, encoding="utf-8")
    return path


def _sheets(tmp_path: Path) -> list[Path]:
    return SAMPLES + [_file(tmp_path, name, text) for name, text in ROUNDS.items()]


def _leaks(text: str, allowed: set[str]) -> list[str]:
    """The English words of a Japanese text: a house rule's key in backticks (the reader types
    it) and the ``allowed`` names aside."""
    return english_words(re.sub(r"`[a-z_]+`", " ", text), allowed)


def test_every_round_is_said_in_japanese_without_an_english_word(cli: Callable[..., Any], tmp_path: Path) -> None:
    for sheet in _sheets(tmp_path):
        shown = cli("score", str(sheet), "--lang", "ja")
        assert shown.exit_code == 0, shown.stderr
        assert not _leaks(shown.stdout, {"Ann", "Bo"}), (sheet.name, shown.stdout)
        assert "Koi-Koi" not in shown.stdout


def test_the_losers_line_and_the_formulas_say_points(cli: Callable[..., Any], tmp_path: Path) -> None:
    said = {
        name: cli("score", str(_file(tmp_path, name, text)), "--lang", "ja").stdout for name, text in ROUNDS.items()
    }
    shoubu = cli("score", str(ROOT / "samples/koikoi-shoubu.toml"), "--lang", "ja").stdout
    # Before: "Annで上がり: 0" for Bo, who did not win.
    assert "得点：Annが勝負して上がった：0点" in shoubu and "で上がり:" not in shoubu
    assert "三光 6点 + 花見酒 5点 + 月見酒 5点 = 16点 ×2（7点以上） ×2（こいこい） = 64点" in shoubu
    assert "得点：Annに64点払う" in said["zero-sum"]
    assert "得点：手役：手四 6点 + 喰付 6点 = 12点" in said["lucky-stack"]
    assert "手役：手四・喰付（打つ前に見せた）" in said["lucky-stack"]
    lucky = cli("score", str(ROOT / "samples/koikoi-lucky-hand.txt"), "--lang", "ja").stdout
    assert "得点：手役：手四 6点\n" in lucky and "得点：支払いなし：0点" in lucky
    drawn = cli("score", str(ROOT / "samples/koikoi-drawn.toml"), "--lang", "ja").stdout
    assert "得点：流局：親権 6点" in drawn and "得点：Boに6点払う" in drawn
    # Before: "Boはこいこいを1回したが役がない: 天気で見の役が消えた".
    assert "Boは1回こいこいしたが役がない：場に残った柳か桐で花見酒か月見酒が消えた" in said["weather"]
    assert "4月の指定は使わない：この卓では月札を数えない" in said["weather"]
    assert "短冊 1点 + カス 1点 = 2点\n" in said["cup-taken"]


def test_the_english_is_what_it_was(cli: Callable[..., Any], tmp_path: Path) -> None:
    shown = cli("score", str(ROOT / "samples/koikoi-shoubu.toml")).stdout
    assert (
        "score: Three Brights 6 + Flower Viewing Sake 5 + Moon Viewing Sake 5 = 16 x 2 (7 or more) x 2 (koi-koi) = 64"
        in shown
    )
    assert "score: Ann stops the round: 0" in shown
    assert "dead (left on the end field: scored by nobody): chaff" in shown
    weather = score_text(ROUNDS["weather"])
    assert [english(w) for w in weather.warnings] == [
        "month 4 is ignored: cards_of_the_month = false",
        "Bo called koi-koi 1 time(s) but holds no yaku: the weather voided a viewing yaku",
    ]
    assert weather.party("Ann").formula == "Three Brights 6 x 2 (koi-koi) = 12"
    zero = score_text(ROUNDS["zero-sum"])
    assert zero.party("Bo").formula == "pays Ann: -64"
    stacked = score_text(ROUNDS["lucky-stack"])
    assert stacked.party("Bo").formula == "lucky hand: Four of a Kind 6 + Four Pairs 6 = 12"
    assert stacked.party("Ann").formula == "pays Bo: -12"
    cup = score_text(ROUNDS["cup-taken"])
    assert (
        cup.party("Bo").formula == "Ribbons 1 + Chaff 1 = 2 = 2" and cup.party("Ann").formula == "Bo stops the round: 0"
    )
    assert [english(w) for w in cup.warnings] == [
        "Bo's pile is taken to hold the Sake Cup, which forms Chaff there (sake_cup): the counts do not say Bo holds it"
    ]
    lucky = score_text((ROOT / "samples/koikoi-lucky-hand.txt").read_text(encoding="utf-8"))
    assert lucky.party("Ann").formula == "nobody pays: 0"
    assert lucky.party("Bo").formula == "lucky hand: Four of a Kind 6 = 6"


def _problems(text: str) -> list[Any]:
    with pytest.raises(SheetError) as raised:
        score_text(text)
    return list(raised.value.problems)


def test_the_problems_are_the_games_words_in_both_languages() -> None:
    found = {p.words.key for text in BAD.values() for p in _problems(text)}
    assert {
        "koi-koi.no-leftover", "koi-koi.stopper-without-yaku", "koi-koi.shown-on-start", "koi-koi.lucky-hand-mismatch",
        "koi-koi.no-lucky-hand", "koi-koi.lucky-hand-misdeal", "koi-koi.koi-with-lucky-hand", "koi-koi.lucky-pile",
        "koi-koi.lucky-field", "koi-koi.lucky-field-size", "koi-koi.yaku-unended", "koi-koi.draw-count",
        "koi-koi.start-unplayed", "koi-koi.teyaku-two-ids", "koi-koi.lucky-hand-unshown",
        "koi-koi.stopped-with-lucky-hand", "koi-koi.viewing-alone",
    } <= found  # fmt: skip
    for text in BAD.values():
        for problem in _problems(text):
            if problem.words.key.startswith("koi-koi."):
                said = problem.words.say("ja")
                assert not _leaks(said, TYPED), said
                assert "です" not in said and "ます" not in said, said  # messages in plain form
    # English as before.
    lucky = {p.words.key: p.message for p in _problems(BAD["lucky"])}
    assert lucky["koi-koi.lucky-hand-mismatch"] == "Bo names kuttsuki, but the cards shown form teshi"
    assert lucky["koi-koi.no-lucky-hand"] == (
        "Ann's 2 shown cards form no lucky hand: show the 4 cards of a month (teshi) or the whole hand of 8 in "
        "four pairs (kuttsuki)"
    )
    assert [p.words.say("ja") for p in _problems(BAD["lucky"]) if p.words.key == "koi-koi.lucky-hand-mismatch"] == [
        "Boは喰付と書いたが、見せた札は手四になる"
    ]


def test_its_codes_are_the_games() -> None:
    assert GAME.codes == ("bad-teyaku", "bad-call")
    codes = {p.code for text in BAD.values() for p in _problems(text)}
    assert {"bad-teyaku", "bad-call"} <= codes


def test_its_questions_are_said_in_japanese_on_the_terminal_and_on_the_page() -> None:
    for spec in GAME.facts.fields():
        terminal, page = question_said("ja", spec.question), question_text(spec.question.key, "ja")
        assert not english_words(terminal, {"Enter", "Bo", "rest"}), terminal
        assert not english_words(page, set()), page
        assert question_said("en", spec.question) == WORDS[spec.question.key][0]
    stopped_by = GAME.facts.fields()[0].question
    assert question_said("ja", stopped_by) == "勝負を宣言して局を終えたのは誰ですか？（最後まで打ったならEnter）"
    assert question_text(stopped_by.key, "ja") == "勝負を宣言して局を終えたのは誰ですか？（最後まで打ったなら空のまま）"
    assert question_text(stopped_by.key, "en") == (
        "Who called shoubu and ended the round? (leave it empty if the hands were played out)"
    )


def test_the_new_game_form_says_its_rules_and_choices_in_its_words() -> None:
    options = {option.name: option for option in GAME.rules.options()}
    # The shared "none" is Sakura's "every leftover is dead": Koi-Koi's is "no doubling".
    assert choice_label("none", "ja", "koi-koi") == "倍なし"
    assert choice_label("none", "ja", "sakura") == "すべて死に札"
    assert [choice_label(c, "ja", "koi-koi") for c in options["koi_bonus"].choices] == [
        "相手", "自分", "誰でも", "相手の回数", "全員の回数", "倍なし",
    ]  # fmt: skip
    for option in options.values():
        for choice in option.choices:
            assert not english_words(choice_label(choice, "ja", "koi-koi"), set()), choice
        assert not english_words(rule_meaning(option.meaning, "ja"), set()), option.name
    assert rule_meaning(options["viewing"].meaning, "en") == english(options["viewing"].meaning)


def test_rules_in_japanese_use_the_glossary(cli: Callable[..., Any]) -> None:
    shown = cli("rules", "koi-koi", "--lang", "ja").stdout
    for old in ("終わりの場", "手札表", "その回", "一回目", "払われる"):
        assert old not in shown
    assert "勝負した打ち手の役" in shown and "一局目は松" in shown
    data = json.loads(cli("rules", "koi-koi", "--json").stdout)
    assert (
        data["formula"] == "the stopper's yaku x 2 at 7 or more x 2 for the opponent's koi-koi; the opponent scores 0"
    )


def test_no_word_of_koi_koi_is_left_in_the_core() -> None:
    core = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "hanascore/core/words").glob("*.py"))
    # (The page's name for the sheet's key ``koi``, ``where.koi``, is the page's, as every key's.)
    gone = ("koikoi", "koi-koi", "Koi-Koi", "said.cup", "note.lucky", "formula.drawn", "Four of a Kind", "手四")
    assert [word for word in gone if word in core] == []
    assert not (ROOT / "hanascore/core/words/problems_koikoi.py").exists()
    assert all(key.startswith("koi-koi.") for key in GAME.words)


def test_the_japanese_page_names_the_game_in_japanese(cli_json: Callable[..., Any], isolated_store: Path) -> None:
    code, answer = cli_json("new", "koi-koi", "--player", "Ann", "--player", "Bo")
    assert code == 0, answer
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    page = client.get(f"/games/{answer['id']}?lang=ja").text
    # The ledger's game is named when it is made ("Koi-Koi: Ann, Bo", stored): the game's own is said.
    assert '<p class="sub">こいこい · Ann, Bo</p>' in page
    assert "Koi-Koi こいこい" in client.get(f"/games/{answer['id']}?lang=en").text
    form = client.get("/new?game=koi-koi&lang=ja").text
    assert "<h2>こいこい</h2>" in form and "倍なし" in form


def test_the_page_says_the_warnings_in_its_own_phrasing() -> None:
    weather = score_text(ROUNDS["weather"])
    view = round_view(weather, GAME, "en", "page")
    # Before: the page's "said.koikoi month ignored@page" template read the game's English back.
    assert view.warnings[0] == "month 4 is ignored: Cards of the Month is not played at this table"
    assert round_view(weather, GAME, "ja", "page").warnings[0] == "4月の指定は使わない：この卓では月札を数えない"
    cup = round_view(score_text(ROUNDS["cup-left-out"]), GAME, "en", "page")
    assert cup.warnings == (
        "Bo's animals are taken without the Sake Cup: with it, Bo would hold Chaff (at this table it is a chaff too)",
    )
