"""Every word hanascore shows people, in English and Japanese: one table, the language passed
explicitly by whoever renders (never a global).

The table is split in sections by what the words are for (``views``: the words of the score,
standings, history and page views; ``problems``: every problem message); a key is unique across
sections.  Each entry is ``key: (english, japanese)``; ``{name}`` placeholders are filled by
:func:`say` from its keyword arguments.
"""

from __future__ import annotations

from typing import Literal

from hanascore.core.words import problems, views

Language = Literal["en", "ja"]
LANGUAGES: tuple[Language, ...] = ("en", "ja")

WORDS: dict[str, tuple[str, str]] = {**views.WORDS, **problems.WORDS}


def say(lang: Language, key: str, /, **params: object) -> str:
    """The words of ``key`` in ``lang``, with ``params`` filled in."""
    english, japanese = WORDS[key]
    return (japanese if lang == "ja" else english).format(**params)
