"""The texts a game writes (a party's formula, where a leftover went and why, a warning) as
terms, each said in the view's language.

A game writes these in English.  They are read here by the word table's own templates
(the ``said.*`` entries of :mod:`hanascore.core.words.views`): each template's English side,
with ``{a}`` standing for a name, ``{n}`` for a number, ``{ids}`` for card ids and ``{list}``
for names joined by "," or "and", matches a clause; its Japanese side writes the clause in Japanese word order.  The
names inside (cards, flowers, yaku, Sakura's victories) are the deck's and the game's own
data; a party's name is kept as it is.  What no template reads (numbers, signs) is a term of
its own, written unchanged; in English every term writes back exactly the text it read.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from hanascore.core.cards import DECK, FLOWERS
from hanascore.core.words import WORDS, Language
from hanascore.games.base import Game

#: The prefix of the templates that read a game's texts.
SAID = "said."
#: Sakura's victories, as its formulas name them.
VICTORIES = {"Win": "victory.win", "Chu": "victory.chu", "Basa": "victory.basa", "Shira Basa": "victory.shira-basa"}


@dataclass(frozen=True, slots=True)
class Term:
    """One term of a game's text: the word-table ``key`` that read it ("" for text that stays
    as it is: numbers, signs, a party's name) and the term as the view says it."""

    key: str
    text: str


def names_of(game: Game, lang: Language, parties: Iterable[str] = ()) -> dict[str, str]:
    """Every name a game's text may hold, English -> as ``lang`` says it: the cards, the
    months' flowers, the game's yaku, Sakura's victories; the ``parties`` as they are."""
    names: dict[str, str] = {}
    if lang == "ja":
        names |= {card.name: card.japanese for card in DECK}
        names |= {flower.name: flower.japanese for flower in FLOWERS.values()}
        names |= {y.name: y.japanese or y.name for y in game.yaku}
        names |= {english: WORDS[key][1] for english, key in VICTORIES.items()}
    else:
        names |= {card.name: card.name for card in DECK} | {y.name: y.name for y in game.yaku}
    # A party's name wins over a card's or a yaku's of the same spelling: it is a name.
    return names | {party: party for party in parties}


def _alternatives(words: Iterable[str]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


@cache
def _templates() -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """Each ``said.*`` template: its key, its English side as a pattern (``{x}`` a named
    group, filled in by :func:`_reader`), and its placeholders; longest first."""
    found = []
    for key, (english, _) in WORDS.items():
        if not key.startswith(SAID):
            continue
        fields = tuple(field for _, field, _, _ in string.Formatter().parse(english) if field)
        pattern = "".join(
            re.escape(literal) + (f"(?P<{field}>{{{field}}})" if field else "")
            for literal, field, _, _ in string.Formatter().parse(english)
        )
        found.append((key, pattern, fields))
    return tuple(sorted(found, key=lambda item: len(WORDS[item[0]][0]), reverse=True))


@cache
def _reader(names: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern reading any template, or a bare name, at a position of a text."""
    name = f"(?:{_alternatives(names)})" if names else "(?!)"
    kinds = {"n": r"[-+]?\d+", "m": r"\d+", "ids": r"\d+(?: \d+)*", "list": f"{name}(?:(?:, | and ){name})*"}
    branches = []
    for index, (key, pattern, fields) in enumerate(_templates()):
        filled = pattern
        for field in fields:
            filled = filled.replace(f"{{{field}}}", kinds.get(field, name))
        # A template's group names are made unique by its index; a template whose words are
        # a name's start (``wins`` in ``Winslow``) does not match inside the name.
        filled = re.sub(r"\(\?P<(\w+)>", lambda m, i=index: f"(?P<t{i}_{m.group(1)}>", filled)
        english = WORDS[key][0]
        before = r"(?<![\w'])" if english[0].isalnum() or english[0] == "{" else ""
        after = r"(?![\w'])" if english[-1].isalnum() or english[-1] == "}" else ""
        branches.append(f"{before}(?P<t{index}>{filled}){after}")
    branches.append(f"(?<![\\w'])(?P<name>{name})(?![\\w])")
    return re.compile("|".join(branches))


def read(text: str, names: Mapping[str, str], lang: Language) -> tuple[Term, ...]:
    """``text`` (a game's English) as terms said in ``lang``, ``names`` saying the names in it."""
    reader = _reader(tuple(names))
    templates = _templates()
    terms: list[Term] = []
    plain = ""
    position = 0
    while position < len(text):
        found = reader.match(text, position)
        if found is None:
            plain += text[position]
            position += 1
            continue
        if plain:
            terms.append(Term("", plain))
            plain = ""
        terms.append(_term(found, templates, names, lang))
        position = found.end()
    if plain:
        terms.append(Term("", plain))
    return tuple(terms)


def _term(found: re.Match[str], templates: tuple, names: Mapping[str, str], lang: Language) -> Term:
    if found.group("name") is not None:
        return Term("", found.group(0) if lang == "en" else names[found.group(0)])
    index = next(i for i in range(len(templates)) if found.group(f"t{i}") is not None)
    key, _, fields = templates[index]
    if lang == "en":
        return Term(key, found.group(0))
    params = {}
    for field in fields:
        value = found.group(f"t{index}_{field}")
        if field == "list":
            params[field] = "・".join(names.get(part, part) for part in re.split(r", | and ", value))
        else:
            params[field] = names.get(value, value)
    return Term(key, WORDS[key][1].format(**params))


def said(text: str, names: Mapping[str, str], lang: Language) -> str:
    """``text`` said in ``lang``: its terms written one after the other."""
    if lang == "en":
        return text
    return "".join(term.text for term in read(text, names, lang))
