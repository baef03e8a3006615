"""Issue 31, "Done when": no module outside ``games/`` holds a game's words or a card id,
``views/said.py`` is gone, and the word table has no English-keyed entry: every key is an
identifier (``round.card``, ``sakura.victory.basa``), never an English sentence."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import hanascore.core.words as core_words
from hanascore.core.words import WORDS
from hanascore.games import all_games

PACKAGE = Path(core_words.__file__).resolve().parent.parent.parent
#: A key: lower-case words joined by dots, hyphens and underscores, an audience after ``@``.
KEY = re.compile(r"[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9][a-z0-9_-]*)*(?:@[a-z]+)?")
#: A card id as a message would write it: ``(113)``, ``card 110``.
CARD_ID = re.compile(r"\((?:1[0-2]|[1-9])[0-3]\)|\bcard (?:1[0-2]|[1-9])[0-3]\b")
#: Where an id is an example of how to type a card, not a card named.
TYPING_EXAMPLES = {"entry.how-to-type"}


def core_sections() -> dict[str, dict[str, tuple[str, str]]]:
    """The word table's sections in the core (every module of ``core/words`` with ``WORDS``)."""
    sections = {}
    for module in pkgutil.iter_modules(core_words.__path__):
        loaded = importlib.import_module(f"{core_words.__name__}.{module.name}")
        for name in ("WORDS", "RULES", "SHARED"):
            if isinstance(getattr(loaded, name, None), dict):
                sections[f"{module.name}.{name}"] = getattr(loaded, name)
    return sections


def test_the_said_module_is_gone() -> None:
    assert not (PACKAGE / "hanascore" / "views" / "said.py").exists()
    assert not any(key.startswith(("said.", "question.", "rule.")) for key in WORDS)


def test_every_key_is_an_identifier() -> None:
    all_games()  # every game's words in the table
    assert [key for key in WORDS if not KEY.fullmatch(key)] == []


@pytest.mark.parametrize("section", sorted(core_sections()))
def test_the_core_holds_no_games_words(section: str) -> None:
    games = all_games()
    prefixes = tuple(f"{game.id}." for game in games)
    words = core_sections()[section]
    assert [key for key in words if key.startswith(prefixes)] == []
    named = [key for key, (english, _) in words.items() if CARD_ID.search(english)]
    assert [key for key in named if key not in TYPING_EXAMPLES] == []


def test_each_games_words_are_its_own() -> None:
    for game in all_games():
        assert all(key.startswith(f"{game.id}.") for key in game.words)
        assert all(WORDS[key] == text for key, text in game.words.items())
