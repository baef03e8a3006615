"""Issue 31: Sakura says everything as words, and brings them (``games/sakura/words.py``).

Before, Sakura wrote English sentences (its formula, leftover reasons, warnings, the Oi-bana
and victory lines) that ``views/said.py`` read back by pattern; its problems, questions, house
rules and victories sat in ``core/words`` (``the Gaji (113)`` in shared strings), and its
Japanese mixed 鬼札 for the Gaji, 中 / 場佐 for Chu and Basa, 花札 for the game, and left
``every leftover card goes to the Gaji's holder`` in English.  Now every text is the game's
words: the same English, and Japanese as players write it.
"""

from __future__ import annotations

import re
import string
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanascore.core import words as core_words
from hanascore.core.errors import Code
from hanascore.core.words import WORDS
from hanascore.games import all_games, find_game
from hanascore.games.sakura.rules import GAME
from hanascore.games.sakura.words import WORDS as SAKURA_WORDS
from hanascore.web.app import create_app
from tests.conftest import SAMPLES
from tests.test_render_japanese import english_words

SHEETS = sorted(SAMPLES.glob("sakura-*.toml")) + sorted(SAMPLES.glob("sakura-*.txt"))
#: What a Japanese reader must not meet for Sakura's things (glossary of issue 31).
WRONG_JAPANESE = ("鬼札", "親札", "花札）", "場佐", "白場佐", "特別役", "（中）", "中：", "手札表", "終わりの場の札")


def players_of(sample: Path) -> set[str]:
    """The names a sample's players and teams typed, and the games' own names."""
    text = sample.read_text(encoding="utf-8")
    if sample.suffix == ".toml":
        sheet = tomllib.loads(text)
        names = set(sheet["players"]) | set(sheet.get("teams", {}))
    else:
        line = next(line for line in text.splitlines() if line.startswith("players:"))
        names = {name.strip() for name in line.removeprefix("players:").split(",")}
    return names | {game.name for game in all_games()}


def untyped_words(text: str, names: set[str]) -> list[str]:
    """The English words of ``text`` but the names and the keys a reader types (in backticks)."""
    return english_words(re.sub(r"`[^`]*`", " ", text), names)


@pytest.mark.parametrize("sample", SHEETS, ids=lambda path: path.name)
def test_every_sakura_sample_in_japanese_has_no_english_word(cli: Callable[..., Any], sample: Path) -> None:
    shown = cli("score", str(sample), "--lang", "ja")
    assert shown.exit_code == 0, shown.stderr
    assert untyped_words(shown.stdout, players_of(sample)) == [], shown.stdout
    assert not [word for word in WRONG_JAPANESE if word in shown.stdout], shown.stdout
    assert shown.stdout.startswith("桜\n")


def test_the_leftover_house_rules_speak_japanese(cli: Callable[..., Any]) -> None:
    """The reasons the issue found in English (``leftover = none``, ``all-to-gaji``) and the
    Gaji's own fate, in Japanese."""
    sample = SAMPLES / "sakura-quick.txt"
    shown = cli("score", str(sample), "--lang", "ja").stdout
    assert "場に残った札はすべてガジを取った打ち手へ" in shown and "every leftover" not in shown
    none = sample.read_text(encoding="utf-8").replace("leftover=all-to-gaji", "leftover=none")
    shown = cli("score", "-", "--lang", "ja", input=none).stdout
    assert "場に残った札は誰の点にもならない" in shown and "leftover 札" not in shown
    assert untyped_words(shown, players_of(sample)) == []


def test_victories_and_oi_bana_in_katakana(cli: Callable[..., Any]) -> None:
    shown = cli("score", str(SAMPLES / "sakura-victories.toml"), "--lang", "ja").stdout
    assert "勝者：Noe（バサ）" in shown and "バサ：2勝" in shown and "勝数：2" in shown
    shown = cli("score", str(SAMPLES / "sakura-oi-bana.toml"), "--lang", "ja").stdout
    assert "負け：Daiの競り 10 ×2（チュー） = -20" in shown
    assert "勝ち：Daiの競り 10 ×2（チュー） = +20" in shown


def test_rules_sakura_in_japanese(cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    shown = cli("rules", "sakura", "--lang", "ja").stdout
    assert shown.startswith("桜\n")
    assert "ガジ（113）は化け札" in shown and "チュー：" in shown and "バサ：" in shown
    assert not [word for word in WRONG_JAPANESE if word in shown], shown
    # The rules' JSON keeps its English (the meaning of each house rule, the formula).
    english = cli("rules", "sakura", "--json").stdout
    assert '"formula": "card points - 50 x (yaku held by all opponents)"' in english
    assert "The Gaji (113) is wild." in cli("rules", "sakura", "--lang", "en").stdout


#: The English a sample's score shows, as it was before the game said words (its lines).
ENGLISH = {
    "sakura-oi-bana.toml": (
        "  score: cards 2x20 + 3x10 + 4x5 = 90, - 50 x 1 opponents' yaku = 40; lost: Dai's bid 10 x 2 (Chu) = -20",
        "  score: cards 2x20 + 7x10 + 6x5 = 140, - 50 x 1 opponents' yaku = 90; won: Dai's bid 10 x 2 (Chu) = +20",
        "103 Maple chaff → Ben: of the suit the Gaji captured (Maple): goes to the Gaji's holder",
        "dead (not of the suit the Gaji captured (Maple)): ribbons Willow Ribbon",
    ),
    "sakura-quick.txt": (
        "  score: cards 1x20 + 4x10 + 4x5 = 80",
        "53 Iris chaff → Kimo: every leftover card goes to the Gaji's holder (leftover = all-to-gaji)",
    ),
    "sakura-victories.toml": (
        "  score: cards 2x10 + 3x5 = 35, - 50 x 3 opponents' yaku = -115",
        "  score: cards 3x20 + 4x5 = 80; Basa: 2 victories",
        "  victories: 2",
        "winner: Noe (basa)    next dealer: Noe",
    ),
}


@pytest.mark.parametrize("name", sorted(ENGLISH))
def test_the_english_is_what_it_was(cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    lines = cli("score", str(SAMPLES / name), "--lang", "en").stdout.splitlines()
    assert lines[0] == "Sakura 桜"
    stripped = [line.rstrip() for line in lines]
    assert [line for line in ENGLISH[name] if line not in stripped] == []


def test_no_sakura_word_is_left_in_the_core() -> None:
    """The shared table names neither the Gaji nor Sakura's victories, bids or choices."""
    sections = [getattr(core_words, name).WORDS for name in ("views", "commands", "problems", "page", "results")]
    shared = {key: both for section in sections for key, both in section.items()}
    gaji = {key for key, (english, japanese) in shared.items() if "Gaji" in english or "ガジ" in japanese}
    assert gaji == set()
    kanji = {key for key, (_, japanese) in shared.items() if re.search("場佐|鬼札", japanese)}
    assert kanji == set()
    old = {"victories", "victory.win", "victory.chu", "victory.basa", "victory.shira-basa", "choice.oi-bana"}
    assert old & shared.keys() == set()
    assert not [key for key in shared if re.search(r"gaji|oi-bana|chu-basa|four-of-a-suit|bad-wild", key)]


def test_sakuras_codes_are_its_own() -> None:
    assert {"gaji-discarded", "four-of-a-suit", "bad-wild"} <= set(GAME.codes)
    assert not {"gaji-discarded", "four-of-a-suit", "bad-wild"} & {code.value for code in Code}


def test_every_sakura_word_says_the_same_in_both_languages() -> None:
    """Each entry: its key starts with the game's id, both languages hold the same
    placeholders, and the Japanese has no half-width colon or parenthesis after Japanese."""

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}

    assert find_game("sakura") is GAME  # loaded: the registry added its words to the one table
    for key, (english, japanese) in SAKURA_WORDS.items():
        assert key.startswith("sakura."), key
        assert fields(english) == fields(japanese), key
        assert not re.search(r"[ぁ-んァ-ヶ一-龠][:(]", japanese), key
        assert WORDS[key] == (english, japanese)


def test_a_problem_names_the_variant_in_japanese(cli: Callable[..., Any]) -> None:
    sheet = "game: oi-bana\nplayers: A, B, C\nactive: A, B\nbids: A=5, B=3\nA: 10 20 30\nB: rest\nstopped by: A\n"
    shown = cli("score", "-", "--lang", "ja", input=sheet)
    assert shown.exit_code == 2
    assert "桜（追い花）" in shown.stdout + shown.stderr


def test_a_gaji_problem_says_its_card_by_the_deck(cli_json: Callable[..., Any]) -> None:
    sheet = (
        "game: sakura\nplayers: A, B\nA: 10 20 30 113\nB: rest\nstart: 113 12 22 32 42 52 62 72\n"
        "house: gaji_on_start_field=discard\n"
    )
    code, data = cli_json("score", "-", input=sheet)
    assert code == 2
    assert [e["code"] for e in data["errors"]] == ["gaji-discarded"]
    assert data["errors"][0]["message"].startswith("the Gaji (113) was dealt to the field and is discarded there")


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")


def test_the_new_game_form_says_sakuras_choices(client: TestClient) -> None:
    page = client.get("/new?game=sakura&lang=ja").text
    for label in ("ガジと同じ月", "すべてガジを取った打ち手へ", "勝数", "追い花", "チュー：", "バサ："):
        assert label in page, label
    english = client.get("/new?game=sakura&lang=en").text
    assert "Oi-bana" in english and "gaji-suit" in english


def test_the_page_asks_for_bids_in_its_own_phrasing(client: TestClient) -> None:
    made = client.post("/api/games", json={"game": "sakura", "players": ["Ann", "Bo", "Cy"], "variant": "oi-bana"})
    assert made.status_code == 201, made.text
    game = made.json()["id"]
    draft = {"captured": {"Ann": "rest", "Bo": "", "Cy": ""}, "active": ["Ann", "Bo"]}
    asked = {}
    for lang in ("en", "ja"):
        answer = client.post(
            f"/api/games/{game}/draft",
            json=draft,
            headers={"accept-language": lang, "x-hanascore-reader": "page"},
        )
        assert answer.status_code == 200, answer.text
        asked[lang] = {q["key"]: q["text"] for q in answer.json()["questions"]}
    assert asked["en"]["bids"] == "What did each player bid?"
    assert asked["ja"]["bids"] == "それぞれの打ち手の競りは？"
