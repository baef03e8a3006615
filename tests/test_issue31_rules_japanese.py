"""Issue 31: ``rules GAME --lang ja`` speaks Japanese.

Before, ``rules`` had no ``--lang`` at all and spoke English only (``rules koi-koi`` showed
about 700 English words to a Japanese reader).  Now every text of the view is Japanese: the
frame from the word table, each house rule's meaning, the formula and the notes from the
Japanese twin each game declares beside its English.  What stays in ASCII is what a player
types as is: card codes, yaku ids and aliases, house-rule keys and their values, the sheet's
keys and tables, and ``--house`` itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from hanascore.core.errors import Words
from hanascore.games import all_games, find_game
from hanascore.games.base import Game
from hanascore.games.hachihachi.teyaku import TEYAKU

GAMES = [game.id for game in all_games()]

#: What a sheet may say beside a game's own keys: its tables and the names the notes give.
SHEET_WORDS = {"house", "leftover", "teyaku", "active", "unplayed", "month", "koi", "true", "false"}


def typed_words(game: Game) -> set[str]:
    """Every ASCII word a player types as is for ``game`` (split at ``-`` and ``_``)."""
    typed = set(SHEET_WORDS) | set(game.facts.key_names())
    for yaku in game.yaku:
        typed |= {yaku.id, *yaku.aliases}
    for option in game.rules.options():
        typed |= {option.name, *option.choices}
        if isinstance(option.default, str):
            typed.add(option.default)
    if game.id == "hachi-hachi":
        typed |= {t.id for t in TEYAKU}
    return {part.lower() for word in typed for part in re.split(r"[-_]", word) if part}


def english_words(text: str, game: Game) -> list[str]:
    """The ASCII words of ``text`` that are not typed as is.  A narrow terminal folds a long
    word over two lines: a piece of a typed word at a line's end or start is that word."""
    allowed = typed_words(game)
    left = []
    for line in text.splitlines():
        for found in re.finditer(r"[A-Za-z]{2,}", line):
            word = found.group().lower()
            after, before = line[found.end() :].lstrip(" "), line[: found.start()].rstrip(" ")
            at_edge = after[:1] in ("", "│") or before[-1:] in ("", "│", "•")
            if word in allowed or (at_edge and any(word in typed for typed in allowed)):
                continue
            left.append(found.group())
    return left


@pytest.mark.parametrize("columns", ["200", "50"])
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_in_japanese_show_no_english_word(
    cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, game_id: str, columns: str
) -> None:
    """``hanascore rules GAME --lang ja``: wide (tables) and narrow (lists), no English word."""
    monkeypatch.setenv("COLUMNS", columns)
    result = cli("rules", game_id, "--lang", "ja")
    assert result.exit_code == 0, result.output
    game = find_game(game_id)
    assert english_words(result.stdout, game) == []
    assert "ハウスルール" in result.stdout
    assert game.japanese in result.stdout


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_and_note_has_its_japanese_twin(game_id: str) -> None:
    """Each game says its formula, notes and house rules in its own words (English and Japanese)."""
    game = find_game(game_id)
    assert isinstance(game.formula, Words) and game.formula.key.startswith(f"{game.id}.")
    assert all(isinstance(note, Words) and note.key.startswith(f"{game.id}.") for note in game.notes)
    assert all(isinstance(option.meaning, Words) for option in game.rules.options())


def test_the_locale_picks_japanese(cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """Under ``LANG=ja_JP.UTF-8`` ``rules koi-koi`` is Japanese without ``--lang``."""
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    result = cli("rules", "koi-koi")
    assert result.exit_code == 0
    assert "点の数え方：" in result.stdout
    assert english_words(result.stdout, find_game("koi-koi")) == []


def test_english_stays_as_it_was(cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """``rules koi-koi --lang en`` still says what it said."""
    monkeypatch.setenv("COLUMNS", "200")
    out = cli("rules", "koi-koi", "--lang", "en").stdout
    assert out.startswith("Koi-Koi こいこい\n2 players\n")
    assert "score: the stopper's yaku x 2 at 7 or more x 2 for the opponent's koi-koi; the opponent scores 0" in out
    assert "A stopper's yaku worth 7 or more are doubled." in out
    assert "five-brights" in out and "Five Brights 五光 (also goko)" in out
    assert " • Cards on the end field are dead; 'unplayed' lists the cards still in the hands and the draw pile." in out


def test_json_keeps_its_fields(cli_json: Callable[..., Any]) -> None:
    """``rules --json`` says the English meaning only, as before (no field added)."""
    code, data = cli_json("rules", "koi-koi", "--lang", "ja")
    assert code == 0
    assert set(data["house"][0]) == {"name", "default", "meaning", "choices"}
    assert data["house"][0]["meaning"].startswith("Bright yaku points")
    assert "formula_japanese" not in data and "notes_japanese" not in data


def test_a_wrong_language_is_a_usage_problem(cli: Callable[..., Any]) -> None:
    """``--lang fr`` is refused with exit 2, as on ``score``."""
    assert cli("rules", "koi-koi", "--lang", "fr").exit_code == 2


def test_hachi_hachi_counts_in_mon_and_kan(cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """Hachi-Hachi's cards are worth mon (文), its dekiyaku and teyaku kan (貫)."""
    monkeypatch.setenv("COLUMNS", "100")
    out = cli("rules", "hachi-hachi", "--lang", "ja").stdout
    assert "札の点（札全部で264文）" in out
    assert "┃ 貫 ┃" in out
    assert "手役A組（貫）：sanbon 三本 2、" in out
