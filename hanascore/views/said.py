"""The texts a game writes (a party's formula, where a leftover went and why, a warning) as
terms, each said in the view's language.

A game writes these in English.  They are read here by the word table's own templates
(the ``said.*`` entries of :mod:`hanascore.core.words.views`): each template's English side,
with ``{a}`` standing for a name, ``{n}`` for a number, ``{ids}`` for card ids and ``{list}``
for names joined by "," or "and", matches a clause; its Japanese side writes the clause in Japanese word order.  The
names inside (cards, flowers, yaku) are the deck's and the game's own
data; a party's name is kept as it is.  What no template reads (numbers, signs) is a term of
its own, written unchanged; in English every term writes back exactly the text it read.  Said
to an audience (the page), a template with a phrasing of its own for it (``said.X@page``)
writes that instead, in English too.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from hanascore.core.cards import DECK, FLOWERS
from hanascore.core.words import WORDS, Audience, Language, phrasing
from hanascore.games.base import Game

#: The prefix of the templates that read a game's texts.
SAID = "said."


@dataclass(frozen=True, slots=True)
class Term:
    """One term of a game's text: the word-table ``key`` that read it ("" for text that stays
    as it is: numbers, signs, a party's name) and the term as the view says it."""

    key: str
    text: str


def names_of(game: Game, lang: Language, parties: Iterable[str] = ()) -> dict[str, str]:
    """Every name a game's text may hold, English -> as ``lang`` says it: the cards, the
    months' flowers, the game's yaku; the ``parties`` as they are."""
    names: dict[str, str] = {}
    if lang == "ja":
        names |= {card.name: card.japanese for card in DECK}
        names |= {flower.name: flower.japanese for flower in FLOWERS.values()}
        names |= {y.name: y.japanese or y.name for y in game.yaku}
    else:
        names |= {card.name: card.name for card in DECK} | {y.name: y.name for y in game.yaku}
    # A party's name wins over a card's or a yaku's of the same spelling: it is a name.
    return names | {party: party for party in parties}


#: A name found in a text is read as a token (private-use characters around its index): the
#: templates' pattern is then one for every game and party, compiled once.
MARK, UNMARK = "\ue000", "\ue001"
TOKEN = f"{MARK}\\d+{UNMARK}"


@cache
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """The names of a text as whole words, longest first."""
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w'])(?:{alternatives or '(?!)'})(?![\w])")


@cache
def _templates() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each ``said.*`` template's key and placeholders, longest first."""
    found = []
    for key, (english, _) in WORDS.items():
        if key.startswith(SAID) and "@" not in key:  # an audience's phrasing reads nothing
            found.append((key, tuple(field for _, field, _, _ in string.Formatter().parse(english) if field)))
    return tuple(sorted(found, key=lambda item: len(WORDS[item[0]][0]), reverse=True))


def _literal(text: str) -> str:
    """A template's words as a pattern: a card's or a month's name in them (``the Lightning's
    holder``) is read as a token, as it is in the text."""
    deck = _names_pattern(tuple([card.name for card in DECK] + [flower.name for flower in FLOWERS.values()]))
    return TOKEN.join(re.escape(part) for part in deck.split(text))


@cache
def _reader() -> re.Pattern[str]:
    """One pattern reading any template, or a bare name's token, at a position of a text whose
    names are tokens."""
    kinds = {"n": r"[-+]?\d+", "m": r"\d+", "ids": r"\d+(?: \d+)*", "list": f"{TOKEN}(?:(?:, | and ){TOKEN})*"}
    branches = []
    for index, (key, _) in enumerate(_templates()):
        english = WORDS[key][0]
        # A template's groups are named by its index; a template whose words start a longer
        # word (``wins`` in ``winsome``) does not match inside it.
        pattern = "".join(
            _literal(literal) + (f"(?P<t{index}_{field}>{kinds.get(field, TOKEN)})" if field else "")
            for literal, field, _, _ in string.Formatter().parse(english)
        )
        before = r"(?<![\w'])" if english[0].isalnum() else ""
        after = r"(?![\w'])" if english[-1].isalnum() else ""
        branches.append(f"{before}(?P<t{index}>{pattern}){after}")
    branches.append(f"(?P<name>{TOKEN})")
    return re.compile("|".join(branches))


def read(text: str, names: Mapping[str, str], lang: Language, audience: Audience | None = None) -> tuple[Term, ...]:
    """``text`` (a game's English) as terms said in ``lang`` (to ``audience``), ``names``
    saying the names in it."""
    found: list[str] = []

    def mark(match: re.Match[str]) -> str:
        found.append(match.group(0))
        return f"{MARK}{len(found) - 1}{UNMARK}"

    def restore(piece: str, translate: bool) -> str:
        return re.sub(
            f"{MARK}(\\d+){UNMARK}",
            lambda m: names[found[int(m[1])]] if translate else found[int(m[1])],
            piece,
        )

    marked = _names_pattern(tuple(names)).sub(mark, text)
    reader, templates, said_ja = _reader(), _templates(), lang == "ja"
    terms: list[Term] = []
    plain = ""
    position = 0
    while position < len(marked):
        match = reader.match(marked, position)
        if match is None:
            plain += marked[position]
            position += 1
            continue
        if plain:
            terms.append(Term("", restore(plain, said_ja)))
            plain = ""
        if match.group("name") is not None:
            terms.append(Term("", restore(match.group(0), said_ja)))
        else:
            index = next(i for i in range(len(templates)) if match.group(f"t{i}") is not None)
            key, fields = templates[index]
            own = phrasing(key, audience)
            if not said_ja and own == key:
                terms.append(Term(key, restore(match.group(0), False)))
            else:
                params = {}
                for field in fields:
                    value = match.group(f"t{index}_{field}")
                    if not said_ja:
                        params[field] = restore(value, False)
                        continue
                    parts = re.split(r", | and ", value) if field == "list" else [value]
                    params[field] = "・".join(restore(part, True) for part in parts)
                terms.append(Term(key, WORDS[own][1 if said_ja else 0].format(**params)))
        position = match.end()
    if plain:
        terms.append(Term("", restore(plain, said_ja)))
    return tuple(terms)


def said(text: str, names: Mapping[str, str], lang: Language, audience: Audience | None = None) -> str:
    """``text`` said in ``lang`` (to ``audience``): its terms written one after the other."""
    if lang == "en" and audience is None:
        return text
    return "".join(term.text for term in read(text, names, lang, audience))
