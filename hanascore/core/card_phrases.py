"""Card tokens of several words: names as people write them and as the views print them.

A pile's words (as :func:`~hanascore.core.cards.split_tokens` splits it) are grouped into
tokens by :func:`group_words`: a name of several words (``rain man``, ``Pine Poetry Ribbon``),
an id followed by its own card's name (``10 Crane``, ``12 Pine chaff``: a pile line of a view
read back), a repeat of a month's plain chaff (``1c x2``, ``1c×2``); :func:`read_token` reads
each token, of one word or several.  The one-word notation stays in :mod:`hanascore.core.cards`.
"""

from __future__ import annotations

import functools
import re

from hanascore.core.cards import (
    CARDS,
    DECK,
    NAMES,
    PLAIN_CHAFF,
    Card,
    CardNotationError,
    CardToken,
    Named,
    parse_token,
)
from hanascore.core.numbers import whole_number


@functools.lru_cache(maxsize=1024)
def read_token(token: str) -> CardToken:
    """Read one token of the notation, of one word (:func:`~hanascore.core.cards.parse_token`)
    or of several (a name, an id with its card's name, a refused repeat).

    Raises :class:`~hanascore.core.cards.CardNotationError` naming the token and why."""
    text = token.strip().lower()
    if " " not in text and "-" not in text:
        return parse_token(token)
    try:
        return parse_token(token)  # a hyphenated name of the index ("rain-man")
    except CardNotationError as error:
        of_words = _token_of_words(token, text)
        if of_words is None:
            raise error from None
        return of_words


def _phrase(text: str) -> str:
    """A name as compared word by word: lower case, hyphens read as spaces, one space between."""
    return " ".join(text.lower().replace("-", " ").split())


def _build_phrase_index() -> dict[str, str]:
    # Every name of more than one word, as people write it with spaces ("rain man", "pine
    # chaff") and as the views print it ("Pine Poetry Ribbon", "Yellow-bottom chaff"), to the
    # key of the name index it stands for.
    phrases: dict[str, str] = {}
    for name in NAMES:
        phrases.setdefault(_phrase(name), name)
        if not name.isascii():  # Japanese written with a space at its particle: "松に 鶴", "松 の 短冊"
            for particle in ("に", "の"):
                before, found, after = name.partition(particle)
                if found and before and after:
                    for spaced in (f"{before}{particle} {after}", f"{before} {particle} {after}", f"{before} {after}"):
                        phrases.setdefault(_phrase(spaced), name)
    for c in DECK:
        key = f"{c.flower.aliases[0]}-chaff" if c.id in PLAIN_CHAFF.get(c.month, ()) else str(c.id)
        phrases.setdefault(_phrase(c.name), key)
    return {phrase: key for phrase, key in phrases.items() if " " in phrase}


#: Names of several words (a space between them once read: :func:`_phrase`) to their name's key.
_PHRASES = _build_phrase_index()
#: The most words a name has: a pile is matched longest name first.
_PHRASE_WORDS = max(phrase.count(" ") + 1 for phrase in _PHRASES)


def _named(words: str) -> tuple[Card | None, tuple[int, ...]] | None:
    """What a name of one or several words stands for (its words as :func:`_phrase` reads
    them), or None; ids and month codes are no names."""
    found = NAMES.get(words)
    if found is None and words in _PHRASES:
        found = NAMES[_PHRASES[words]]
    return None if found is None or words.isdigit() else found


def _token_of_words(token: str, text: str) -> CardToken | None:
    """One token of several words: a name (``rain man``), an id with its card's name as the
    views print it (``10 Crane``, ``12 Pine chaff``), or a repeat (``crane x2``: refused,
    since :func:`group_words` spreads every repeat it can into its tokens); None: none of these."""
    words = _phrase(text)
    found = _named(words)
    if found is not None:
        return CardToken(token, *found)
    first, _, name = words.partition(" ")
    repeated = _REPEAT.fullmatch(token.strip())  # the token as written, to be quoted
    if repeated is not None:
        what = repeated.group("what").strip()
        one = read_token(what)  # an unknown token is reported as it is
        if one.card is not None:
            reason = f"{what} is one card: only a month's plain chaff can repeat (1c x2)"
            raise CardNotationError(token, reason, "card.reason.one-card", name=what, suggestions=())
        raise CardNotationError(token, "a repeat is x1 or more (1c x2)", "card.reason.no-repeat", suggestions=())
    if first.isascii() and first.isdigit() and whole_number(first) in CARDS and name:
        card_id = int(first)
        named = _named(name)
        if named is not None:
            card, chaff_of = named
            if (card is not None and card.id == card_id) or card_id in chaff_of:
                return CardToken(token, card=CARDS[card_id])
            card_named = CARDS[card_id]
            reason = f"{card_id} is the {card_named.name}, not the {name}"
            named_card = Named(card_named.name, card_named.japanese)
            raise CardNotationError(
                token, reason, "card.reason.other-card", number=card_id, card=named_card, name=name, suggestions=()
            )
    return None


#: A token repeated: the token, then ``x2``, ``×2`` or ``*2`` (spaces allowed around the mark).
_REPEAT = re.compile(r"(?P<what>.+?)\s*[x×*]\s*(?P<count>\d+)", re.IGNORECASE)


def group_words(words: list[str]) -> list[str]:
    """The words of a pile (as :func:`split_tokens` splits it) grouped into its tokens.

    Everything a view prints reads back as the cards it shows: a name of several words is one
    token, longest name first (``rain man``, ``Pine Poetry Ribbon``); an id followed by its own
    card's name is that card once (``10 Crane``: only the card's own id, so that counts such as
    ``3 brights`` stay apart); a repeat of a month's plain chaff is spread into as many tokens
    (``1c x2``, ``1c×2``, ``pine chaff x 2``).  Any other word is left as it is, and a repeat of
    a card that is not plain chaff stays one token, which :func:`read_token` refuses saying why.
    """
    out: list[str] = []
    count = len(words)
    index = 0
    while index < count:
        word = words[index]
        end = index + 1
        if word.isascii() and word.isdigit() and whole_number(word) in CARDS:
            end = _name_end(words, index + 1, int(word)) or end
        else:
            end = _phrase_end(words, index) or end
        text = " ".join(words[index:end])
        index = end
        # A repeat: a mark and a count after the token, apart or attached ("1c×2").
        times: str | None = None
        attached = _ATTACHED.fullmatch(text)
        if attached is not None:
            text, times = attached.group("what"), attached.group("count")
        elif index < count and _MARK.fullmatch(words[index]):
            times, index = words[index].lstrip("xX×*"), index + 1
        elif index + 1 < count and words[index] in _MARKS and words[index + 1].isdigit():
            times, index = words[index + 1], index + 2
        if times is None:
            out.append(text)
            continue
        out.extend(_repeated(text, times))
    return out


#: The marks of a repeat written apart from its count ("1c x 2").
_MARKS = ("x", "X", "×", "*")
#: A mark and its count written together, apart from the token ("1c x2").
_MARK = re.compile(r"[xX×*]\d+")
#: A token with its repeat attached ("1c×2", "1cx2").
_ATTACHED = re.compile(r"(?P<what>.*[^\sxX×*])[xX×*](?P<count>\d+)")


def _repeated(text: str, times: str) -> list[str]:
    """``text`` written ``times`` times, when it is a month's plain chaff; else the repeat as one
    token, for :func:`read_token` to refuse with its reason.  A count past the chaff the month
    has is spread only one past them: the sheet then says the month has no more."""
    try:
        parsed = read_token(text)
    except CardNotationError:
        parsed = None
    count = int(times) if len(times) < 4 else 9999
    if parsed is None or parsed.card is not None or count < 1:
        return [f"{text} x{times}"]
    return [text] * min(count, len(parsed.chaff_of) + 1)


def _phrase_end(words: list[str], start: int) -> int | None:
    """Where the longest name of several words starting at ``words[start]`` ends, or None."""
    for end in range(min(len(words), start + _PHRASE_WORDS), start + 1, -1):
        if _phrase(" ".join(words[start:end])) in _PHRASES:
            return end
    return None


def _name_end(words: list[str], start: int, card_id: int) -> int | None:
    """Where a name of the card ``card_id`` starting at ``words[start]`` ends (``10 Crane``:
    the views print an id with its card's name), or None when no such name follows."""
    if start >= len(words):
        return None
    for end in (_phrase_end(words, start), start + 1):
        if end is None:
            continue
        named = _named(_phrase(" ".join(words[start:end])))
        if named is not None:
            card, chaff_of = named
            if (card is not None and card.id == card_id) or card_id in chaff_of:
                return end
    return None
