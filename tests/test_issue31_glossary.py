"""Issue 31, "Japanese as players write it": one word per thing, as the glossary beside the word
table says (:mod:`hanascore.core.words.glossary`), full-width （）and ：in Japanese text, plain
form in messages, no ``key = value`` inside a sentence, and the card faces named in Japanese.

Every Japanese side of the word table is read (the shared words and every game's own), and the
page templates' own Japanese.  The words of one game (its templates, notes, questions, rules and
the problems that name its cards) are being moved into ``games/<game>/words.py`` by other hands:
those keys are listed in :data:`MOVING`, reported (not failed on) until the lead removes it.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest

from hanascore.core.card_phrases import read_token
from hanascore.core.cards import CARDS, DECK, CardNotationError
from hanascore.core.errors import card_words
from hanascore.core.names import suggest
from hanascore.core.words import WORDS
from hanascore.core.words.glossary import GLOSSARY, as_read, half_width_marks, misused, polite, settings_syntax
from hanascore.games import all_games, game_ids
from hanascore.views.html.faces import card_title, card_use_svg, face_body

ROOT = Path(__file__).resolve().parents[1]

#: The keys of one game's words, moving to its package (issue 31's other parts): reported, not
#: failed on.  The lead removes this list once those moves are merged.
MOVING: tuple[str, ...] = ()

#: What is said to a person in a dialogue (the page, interactive entry, a confirmation): polite
#: form there, consistently; every other text (problems, what a command did, views) is a message,
#: in plain form.
DIALOGUE = ("page.", "entry.")


def _dialogue(key: str) -> bool:
    return key.startswith(DIALOGUE) or ".ask" in key or key.endswith("-ask") or ".question" in key


def _japanese() -> dict[str, str]:
    game_ids()  # every game registered, its words in the table
    return {key: japanese for key, (_, japanese) in WORDS.items()}


def _check(found: dict[str, list[object]]) -> None:
    """Fail on what a shared key holds; report what a moving key holds."""
    shared = {key: what for key, what in found.items() if what and not key.startswith(MOVING)}
    moving = {key: what for key, what in found.items() if what and key.startswith(MOVING)}
    if moving:
        warnings.warn(f"{len(moving)} moving keys still to fix: {sorted(moving)[:20]}", stacklevel=2)
    assert shared == {}


def romaji_game_names(text: str) -> list[str]:
    """A game named in romaji in a Japanese text (the games' own names: Japanese names a game
    in Japanese), a code the reader types aside."""
    names = [re.escape(game.name).replace(r"\-", "-?").replace(r"\ ", "[ -]?") for game in all_games()]
    return re.findall(rf"(?i)\b(?:{'|'.join(names)})\b", as_read(text))


def test_no_shared_japanese_uses_a_word_the_glossary_avoids() -> None:
    found = {key: [f"{found} (use {term.word})" for term, found in misused(text)] for key, text in _japanese().items()}
    for key, text in _japanese().items():
        found[key] = found.get(key, []) + romaji_game_names(text)
    _check(found)


def test_shared_japanese_writes_full_width_brackets_and_colons() -> None:
    _check({key: half_width_marks(text) for key, text in _japanese().items()})


def test_shared_messages_are_in_plain_form() -> None:
    _check({key: polite(text) for key, text in _japanese().items() if not _dialogue(key)})


def test_no_shared_japanese_sets_a_key_inside_a_sentence() -> None:
    # A formula writes its sums with "=" (``{terms} = {kan}貫``): no setting.
    _check({key: settings_syntax(text) for key, text in _japanese().items() if ".formula" not in key})


def test_the_page_templates_hold_no_avoided_word() -> None:
    templates = [*ROOT.glob("hanascore/web/templates/*.html"), *ROOT.glob("hanascore/views/html/templates/*.j2")]
    assert templates
    for template in templates:
        text = template.read_text(encoding="utf-8")
        japanese = "".join(re.findall(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]+", text))
        assert misused(japanese) == [], template.name


def test_the_glossary_finds_what_the_issue_names() -> None:
    words = {term.thing: term.word for term in GLOSSARY}
    assert words["sheet"] == "記録表" and words["round"] == "局" and words["wild card"] == "化け札"
    for avoided in (
        "手札表",
        "親札",
        "鬼札",
        "配りの場",
        "終わりの場",
        "特別役",
        "山に",
        "帳簿",
        "プレイヤー",
        "参加者",
    ):
        assert misused(avoided), avoided
    assert misused("第{number}回") and misused("この回") and misused("2–2 プレイヤー") and misused("mu ± 2 sigma")
    assert romaji_game_names("Koi-Koi こいこい") and misused("種")
    assert not romaji_game_names("'hanascore rules koi-koi' で見る")
    # What is not avoided: 回 for times, 種類, 山札, a command the reader types, a placeholder.
    for fine in ("こいこいの回数", "種類ごと", "山札", "'hanascore rules koi-koi'", "{mushi}", "ハワイ花札"):
        assert misused(fine) == [], fine
    assert half_width_marks("札の点: 3") and half_width_marks("(ゲーム 1)") and not half_width_marks("'a: b' を書く")
    assert settings_syntax("zero_sum = False で数える") and not settings_syntax("'zero_sum = false' と書く")
    assert polite("書いてください") and not polite("書く")


def test_card_names_write_their_note_in_full_width_brackets() -> None:
    assert CARDS[113].japanese == "柳のカス（雷）" and CARDS[121].japanese == "桐のカス（黄）"
    assert all("(" not in card.japanese for card in DECK)
    # Typed with either bracket, or as a sheet's reader folds them, the name still reads.
    for typed in ("柳のカス（雷）", "柳のカス(雷)", "桐のカス（黄）", "桐のカス(黄)"):
        assert read_token(typed).card is not None, typed


def test_a_face_names_its_card_to_a_screen_reader_in_the_pages_language() -> None:
    assert card_title(10) == "Crane (松に鶴), card 10: 10 1b crane"  # English as it was
    assert card_title(10, "ja") == "松に鶴（光札・10番）"
    assert card_title(20, "ja").startswith("梅に鶯（タネ・20番）")
    assert "<title>梅に鶯（タネ" in card_use_svg(20, lang="ja")
    assert "タネ" in face_body(20) and "種" not in face_body(20)


@pytest.mark.parametrize(
    ("token", "japanese"),
    [
        ("8r", "'8r': 芒に短冊はない（あるのは 8b 芒に月、8a 芒に雁、8c 芒のカス）"),
        ("10 geese", "'10 geese': 10 は 松に鶴 の番号で、geese ではない"),
        ("99", "'99': 菊に 99 の札はない（菊の札は 90 91 92 93）"),
        ("13b", "'13b': 13月はない（月は 1 から 12）"),
    ],
)
def test_the_card_reader_says_why_in_words_not_in_english_read_back(token: str, japanese: str) -> None:
    with pytest.raises(CardNotationError) as raised:
        read_token(token)
    error = raised.value
    assert error.key.startswith("card.reason.")
    assert card_words(error, suggested=False).say("ja") == japanese
    assert card_words(error, suggested=False).say("en") == error.plain()  # the English unchanged


def test_a_suggestion_is_words() -> None:
    assert suggest("Anx", ["Ann", "Bo"]).say("en") == " (did you mean 'Ann'?)"
    assert suggest("Anx", ["Ann", "Bo"]).say("ja") == "（'Ann' のことか）"
    assert suggest("Q", ["Ann", "Bo"]).say("en") == " (expected one of Ann, Bo)"
    assert suggest("Q", ["Ann", "Bo"]).say("ja") == "（Ann、Bo のどれか）"


def test_the_core_reads_no_english_back_by_pattern() -> None:
    errors = (ROOT / "hanascore/core/errors.py").read_text(encoding="utf-8")
    assert "_CARD_REASONS" not in errors and "_HINTS" not in errors and "def hint(" not in errors
