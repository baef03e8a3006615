"""Every word hanascore shows people, in English and Japanese: one table, the language passed
explicitly by whoever renders (never a global).

The table is split in sections by what the words are for (``views``: the words of the score,
standings, history and page views; ``commands``: what the ledger commands say they did;
``problems``: every problem message; ``page``: the page's own words); a key is unique across
sections.  A key may have a phrasing of its own for an audience:
``missing-cards@page`` is what the page says where the terminal says ``missing-cards`` (people
tapping cards are never told of a sheet's keys or a command); :func:`phrasing` picks it.  Each entry is ``key: (english, japanese)``; ``{name}`` placeholders are filled by
:func:`say` from its keyword arguments.  Card names come from the deck (:mod:`hanascore.core.cards`),
yaku names from each game's table.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Literal

from hanascore.core.cards import CARDS
from hanascore.core.words import (
    commands,
    documents,
    entry,
    page,
    page_people,
    page_round,
    page_views,
    people,
    problems,
    results,
    seasons,
    stats,
    views,
)

Language = Literal["en", "ja"]
#: Who is spoken to, where that changes the words: the page's readers tap, they type no sheet.
Audience = Literal["page"]

WORDS: dict[str, tuple[str, str]] = {
    **views.WORDS,
    **commands.WORDS,
    **problems.WORDS,
    **page.WORDS,
    **page_views.WORDS,
    **page_round.WORDS,
    **page_people.WORDS,
    **people.WORDS,
    **stats.WORDS,
    **seasons.WORDS,
    **entry.WORDS,
    **results.WORDS,
    **documents.WORDS,
}

#: The keys each game added (:func:`add_words`), by game id: a game registered again replaces its own.
_ADDED: dict[str, frozenset[str]] = {}


def add_words(owner: str, words: Mapping[str, tuple[str, str]]) -> None:
    """Add ``owner``'s words (a game's, by its id) to the one table.

    A game brings its own words (its result lines, notes, problems, questions and rules, in
    English and Japanese); the games' registry adds them when it loads the game.  A key may
    belong to one owner only: a game's keys start with its id.
    """
    for key in _ADDED.pop(owner, frozenset()):
        WORDS.pop(key, None)
    taken = [key for key in words if key in WORDS]
    if taken:
        raise ValueError(f"{owner}: words already in the table under another owner: {', '.join(sorted(taken))}")
    WORDS.update(words)
    _ADDED[owner] = frozenset(words)


def drop_words(owner: str) -> None:
    """Take ``owner``'s words out of the table again (a game unregistered)."""
    for key in _ADDED.pop(owner, frozenset()):
        WORDS.pop(key, None)


#: The prefix of the page's words (``page.games``): its templates read them as ``w.games``.
PAGE = "page."


def say(lang: Language, key: str, /, **params: object) -> str:
    """The words of ``key`` in ``lang``, with ``params`` filled in."""
    english, japanese = WORDS[key]
    return (japanese if lang == "ja" else english).format(**params)


def phrasing(key: str, audience: Audience | None = None) -> str:
    """The key of ``key``'s words for ``audience``: its own phrasing (``key@page``) where it has
    one, else ``key`` itself."""
    if audience is None:
        return key
    own = f"{key}@{audience}"
    return own if own in WORDS else key


def page_words(lang: str) -> dict[str, str]:
    """The page's words in ``lang`` (English where it is not one hanascore speaks), by their
    key without ``page.``: what the page's templates read as ``w``."""
    index = 1 if lang == "ja" else 0
    return {
        key.removeprefix(PAGE): both[index]
        for section in (views.WORDS, page_views.WORDS, page_round.WORDS, page.WORDS, page_people.WORDS)
        for key, both in section.items()
        if key.startswith(PAGE)
    }


def question_said(lang: Language, question: object, audience: Audience | None = None) -> str:
    """A game's question in ``lang`` (to ``audience``, in its phrasing where the game has one):
    its words (a fact's question), or their key (as the page keeps it)."""
    if isinstance(question, str):
        return say(lang, phrasing(question, audience))
    return question.say(lang, audience)  # type: ignore[attr-defined, no-any-return]


def card_name(lang: Language, card_id: int) -> str:
    """A card's name in ``lang``: ``Crane`` or ``松に鶴`` (the deck holds both)."""
    card = CARDS[int(card_id)]
    return card.japanese if lang == "ja" else card.name


def number(amount: int) -> str:
    """An amount of money with thousands separators: ``1,200``."""
    return f"{amount:,}"


def players_said(lang: Language, players: tuple[int, int]) -> str:
    """How many play, from ``players`` (fewest, most): ``2 players``, ``2–4 players`` (``2人``, ``2〜4人``)."""
    low, high = players
    if low == high:
        return say(lang, "players.count", count=low)
    return say(lang, "players.range", low=low, high=high)


def locale_language(environ: Mapping[str, str] = os.environ) -> Language:
    """``"ja"`` when the locale's messages are Japanese, else ``"en"``.

    The first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides, as POSIX
    orders them.
    """
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def language_of(query: str | None, cookie: str | None, accept_language: str | None) -> Language:
    """A page's language: asked for in the query, kept in a cookie, else the browser's."""
    for asked in (query, cookie):
        if asked == "en" or asked == "ja":
            return asked
    first = (accept_language or "").split(",")[0].strip().lower()
    return "ja" if first.startswith("ja") else "en"
