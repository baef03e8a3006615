"""Counted piles: a pile written as players count it when they sort it, ``3 brights 4 animals
+ three-brights``: counts of kinds, then each yaku its holder formed after ``+``.

The game's kinds and yaku come in as plain words (:class:`CountedWords`); nothing here names a
game.  Every problem of a pile is reported at once, naming the pile and the token.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from hanascore.core.cards import REST
from hanascore.core.errors import Code, Problem, Problems, msg
from hanascore.core.numbers import whole_number
from hanascore.core.piles import reads_as_cards

#: A count and its kind written as one token (``3光``, ``brights3``).
#: A number and ASCII letters glued (``3b``, ``10c``): a month-first card code, which a pile
#: counted without its spaces also reads as.
_CODE_LIKE = re.compile(r"^(\d+)([a-z]+)$", re.IGNORECASE)
_GLUED = re.compile(r"^(?:(\d+)(\D+)|(\D+?)(\d+))$")
_SPLIT = re.compile(r"[\s,、]+")


def word_key(text: str) -> str:
    """A kind's or yaku's word as it is looked up: NFKC, any case, with no spaces, ``_`` or
    ``-`` (``inoshikacho`` is ``ino-shika-cho``, ``five brights`` is ``five-brights``)."""
    text = unicodedata.normalize("NFKC", text).strip().casefold()
    return re.sub(r"[\s_-]+", "", text)


@dataclass(frozen=True, slots=True)
class CountedWords:
    """What a game's counted piles may say, as plain data: its kinds in order, every word for
    each kind and each yaku (by :func:`word_key`), how many cards each kind holds, and each
    kind's short words."""

    order: tuple[str, ...]
    kinds: Mapping[str, str]
    yaku: Mapping[str, str]
    sizes: Mapping[str, int]
    #: The beginnings of a kind's words that name it alone (``b`` brights, ``an`` animals,
    #: ``タ`` animals, ``短`` ribbons): its names (id, Japanese) first, its other words only
    #: where no name begins so.  Read after a count (``3 b``), never in place of a whole word.
    short: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(
        cls,
        kinds: Iterable[tuple[str, Iterable[str], Iterable[str], int]],
        yaku: Iterable[tuple[str, Iterable[str]]],
    ) -> CountedWords:
        """Words from (kind id, its names, its other words, its number of cards) and (yaku id,
        its words), in the game's order."""
        kinds = [(kind_id, tuple(names), tuple(others), size) for kind_id, names, others, size in kinds]
        kind_words = {
            word_key(w): kind_id for kind_id, names, others, _ in kinds for w in (kind_id, *names, *others) if w
        }
        yaku_words = {word_key(w): yaku_id for yaku_id, words in yaku for w in (yaku_id, *words) if w}
        sizes = {kind_id: size for kind_id, _, _, size in kinds}
        short = _short_words({kind_id: (kind_id, *names) for kind_id, names, _, _ in kinds})
        for beginning, kind_id in _short_words({kind_id: others for kind_id, _, others, _ in kinds}).items():
            short.setdefault(beginning, kind_id)
        return cls(tuple(kind_id for kind_id, _, _, _ in kinds), kind_words, yaku_words, sizes, short)

    def kind_of(self, token: str, *, short: bool = False) -> str | None:
        """The kind ``token`` names: one of its words, or (``short``) a short word of it."""
        key = word_key(token)
        found = self.kinds.get(key)
        return self.short.get(key) if found is None and short else found

    def shortest(self, kind_id: str, *, ascii_only: bool) -> str | None:
        """The shortest word a count may be followed by for ``kind_id``: in letters
        (``ascii_only``, read after a space: ``3 b``) or in Japanese (glued: ``3光``)."""
        candidates = [
            word
            for mapping in (self.short, self.kinds)
            for word, kind in mapping.items()
            if kind == kind_id and word.isascii() == ascii_only
        ]
        return min(candidates, key=lambda word: (len(word), word), default=None)

    def closest_yaku(self, name: str) -> str | None:
        """The id of the yaku whose word is nearest ``name`` (a slip of the keys), if any is."""
        close = difflib.get_close_matches(word_key(name), self.yaku, n=1, cutoff=0.75)
        return self.yaku[close[0]] if close else None


@dataclass(frozen=True, slots=True)
class CountedPile:
    """One counted pile: each kind's count (every kind of the game, 0 when not written), the
    yaku named (their ids, in the order written), or ``rest`` (what the others leave)."""

    counts: Mapping[str, int]
    yaku: tuple[str, ...] = ()
    rest: bool = False

    @property
    def size(self) -> int:
        return sum(self.counts.values())


def _short_words(words: Mapping[str, Iterable[str]]) -> dict[str, str]:
    """Every beginning of the ``words`` of each kind that begins no other kind's."""
    kinds_by_beginning: dict[str, set[str]] = {}
    for kind_id, kind_words in words.items():
        for word in kind_words:
            key = word_key(word)
            for end in range(1, len(key)):
                kinds_by_beginning.setdefault(key[:end], set()).add(kind_id)
    return {beginning: kinds.pop() for beginning, kinds in kinds_by_beginning.items() if len(kinds) == 1}


def _short_allowed(word: str, spaced: bool) -> bool:
    """A short word is read after a count and a space (``3 b``), or glued to it in Japanese
    (``4タ``): ``3b`` glued stays the card code it is (the Curtain)."""
    return spaced or not word.isascii()


def pile_text(pile: str | list[str | int] | None) -> str:
    """A pile (a string, or a TOML array of tokens) as one string, NFKC-normalised."""
    if pile is None:
        return ""
    text = pile if isinstance(pile, str) else " ".join(str(t) for t in pile)
    return unicodedata.normalize("NFKC", text)


def _tokens(text: str) -> list[str]:
    return [t for t in _SPLIT.split(text) if t]


def is_counted(pile: str | list[str | int] | None, words: CountedWords) -> bool:
    """True when ``pile`` is written counted: it names a yaku after ``+``, or counts a kind and
    reads as counts its kinds can hold, or as no cards either.

    A card's name may be a kind's word too (``yellow-bottom``), so a number before it is a
    count or a card's id: ``10 41 yellow-bottom`` is three cards (41 is no count of the one
    yellow-bottom, and 10 no count at all), ``1 yellow-bottom`` is counted.  A pile read as
    neither is counted, so that its problems are said as counts (``3 brights 4 animalz``)."""
    text = pile_text(pile)
    if "+" in text:
        return True
    if not _counts_a_kind(text, words):
        return False
    return _reads_as_counts(text, words) or not reads_as_cards(text)


def _counts_a_kind(text: str, words: CountedWords) -> bool:
    """True when a number of ``text`` is followed by a kind's word, or written glued to one."""
    before = ""
    # A kind's word alone is no count: card names have them too (``pine chaff``).
    for token in _tokens(text):
        # A number is no kind's word: a card-by-card pile of ids is passed over without looking
        # words up (every sheet read asks this of every pile).
        if not token.isdecimal():
            if before.isdecimal() and words.kind_of(token, short=True) is not None:
                return True
            glued = _GLUED.match(token)
            if glued:
                word = glued.group(2) or glued.group(3)
                if words.kind_of(word, short=_short_allowed(word, False)) is not None:
                    return True
        before = token
    return False


def _reads_as_counts(text: str, words: CountedWords) -> bool:
    """True when ``text`` reads as counts with no problem (:func:`read_counted`), each count
    one its kind can hold."""
    problems = Problems()
    pile = read_counted(text, "", words, problems)
    return not problems and all(n <= words.sizes.get(kind, n) for kind, n in pile.counts.items())


def read_counted(
    pile: str | list[str | int] | None, where: str, words: CountedWords, problems: Problems
) -> CountedPile:
    """Read a counted pile (or ``rest``); each token that is not ``N kind`` and each yaku the
    game does not know is reported (the pile reads as if it were not there)."""
    text = pile_text(pile)
    counts_part, *named = text.split("+")
    counts = dict.fromkeys(words.order, 0)
    tokens = _tokens(counts_part)
    rest = any(t.casefold() == REST for t in tokens)
    if rest:  # 'rest' takes no counts (its yaku are named after it)
        if len(tokens) > 1:
            problems.add(Code.BAD_REST, msg("bad-rest.rest-stand-alone"), where)
        tokens = []
    given: set[str] = set()
    kinds_list = ", ".join(words.order)
    pending: str | None = None  # a count waiting for its kind
    for token in tokens:
        glued = _GLUED.match(token)
        if token.isdecimal():
            if pending is not None:
                problems.add(Code.BAD_COUNT, msg("bad-count.no-kind", token=pending, kinds=kinds_list), where)
            pending = token
            continue
        number, word = (pending, token) if pending is not None else (None, token)
        spaced = number is not None
        if number is None and glued:
            number, word = (glued.group(1), glued.group(2)) if glued.group(1) else (glued.group(4), glued.group(3))
        pending = None
        kind = words.kind_of(word, short=number is not None and _short_allowed(word, spaced))
        if kind is None:
            problems.add(Code.BAD_COUNT, msg("bad-count.unknown-kind", token=word, kinds=kinds_list), where)
            continue
        if number is None:
            problems.add(Code.BAD_COUNT, msg("bad-count.no-number", token=word), where)
            continue
        if kind in given:
            problems.add(Code.BAD_COUNT, msg("bad-count.twice", kind=kind), where)
            continue
        given.add(kind)
        counts[kind] = whole_number(number)
    if pending is not None:
        problems.add(Code.BAD_COUNT, msg("bad-count.no-kind", token=pending, kinds=kinds_list), where)
    yaku: list[str] = []
    for name in named:
        key = word_key(name)
        yaku_id = words.yaku.get(key)
        if yaku_id is None:
            nearest = words.closest_yaku(name)
            suggested = msg("hint.did-you-mean", name=repr(nearest)) if nearest else ""
            problems.add(Code.UNKNOWN_YAKU, msg("unknown-yaku.counted", name=name.strip(), hint=suggested), where)
        elif yaku_id in yaku:
            problems.add(Code.UNKNOWN_YAKU, msg("unknown-yaku.twice", name=name.strip()), where)
        else:
            yaku.append(yaku_id)
    return CountedPile(counts, tuple(yaku), rest)


def counted_pile_text(counts: Mapping[str, int], yaku: Iterable[str] = ()) -> str:
    """A counted pile as a sheet writes it: ``3 brights 4 animals + three-brights`` (kinds
    counted 0 are left out; an empty pile is ``0`` of its first kind)."""
    parts = [f"{n} {kind}" for kind, n in counts.items() if n]
    parts.extend(f"+ {y}" for y in yaku)
    if not parts and counts:
        parts.append(f"0 {next(iter(counts))}")
    return " ".join(parts)


def counts_reading(pile: str | list[str | int] | None, words: CountedWords) -> str | None:
    """``pile`` read as counts once a space is put between each number and its letters
    (``3b 4a 5r 10c``: ``3 b 4 a 5 r 10 c``), where every token is a number glued to a kind's
    word or short word and the counts are ones the kinds can hold; else None (the pile is what
    it says, card codes)."""
    spaced: list[str] = []
    for token in _tokens(pile_text(pile)):
        glued = _CODE_LIKE.match(token)
        if glued is None or words.kind_of(glued.group(2), short=True) is None:
            return None
        spaced.append(f"{glued.group(1)} {glued.group(2)}")
    text = " ".join(spaced)
    return text if text and _reads_as_counts(text, words) else None


def offer_counts(
    problems: list[Problem], piles: Mapping[str, str | list[str | int]], words: CountedWords
) -> list[Problem]:
    """``problems`` with, on the first that is about a pile (its own, else any of the round's
    piles) written as glued card codes that read as counts (:func:`counts_reading`), that
    reading offered: ``did you mean counts: 3 b 4 a 5 r 10 c?``."""
    offered = list(problems)
    for name, pile in piles.items():
        counts = counts_reading(pile, words)
        if counts is None:
            continue
        about = [i for i, p in enumerate(offered) if p.where == f"captured.{name}"]
        about = about or [i for i, p in enumerate(offered) if (p.where or "").partition(".")[0] == "captured"]
        if about:
            first = offered[about[0]]
            words_said = msg("did-you-mean-counts", problem=first.words, pile=name, counts=counts, text=pile_text(pile))
            offered[about[0]] = Problem(first.code, words_said, first.where)
    return offered
