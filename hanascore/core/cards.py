"""The 48-card hanafuda deck and the card notation players type.

Every card has one canonical id, ``month * 10 + index`` (``10`` is the Crane, ``113`` the
Lightning).  :func:`parse_token` turns any token of the notation (ids, month codes such as
``8a`` or ``12y``, English names such as ``crane`` or ``maple-ribbon``) into a
:class:`CardToken`: either one exact card or "one plain chaff of month N", which a sheet
resolves only after every exactly named card is placed.
"""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass
from enum import StrEnum

from hanascore.core.numbers import whole_number


class Kind(StrEnum):
    """The standard type of a card (each game may value the types differently)."""

    BRIGHT = "bright"
    ANIMAL = "animal"
    RIBBON = "ribbon"
    CHAFF = "chaff"

    @property
    def letter(self) -> str:
        return self.value[0]


@dataclass(frozen=True, slots=True)
class Flower:
    """One month's suit."""

    month: int
    name: str
    japanese: str
    aliases: tuple[str, ...]


FLOWERS: dict[int, Flower] = {
    f.month: f
    for f in (
        Flower(1, "Pine", "松", ("pine",)),
        Flower(2, "Plum", "梅", ("plum", "plum-blossom")),
        Flower(3, "Cherry", "桜", ("cherry", "cherry-blossom")),
        Flower(4, "Wisteria", "藤", ("wisteria",)),
        Flower(5, "Iris", "菖蒲", ("iris",)),
        Flower(6, "Peony", "牡丹", ("peony",)),
        Flower(7, "Bush Clover", "萩", ("bush-clover", "clover")),
        Flower(8, "Susuki Grass", "芒", ("susuki", "pampas", "susuki-grass")),
        Flower(9, "Chrysanthemum", "菊", ("chrysanthemum", "mum")),
        Flower(10, "Maple", "紅葉", ("maple",)),
        Flower(11, "Willow", "柳", ("willow",)),
        Flower(12, "Paulownia", "桐", ("paulownia",)),
    )
}


# repr=False: the class writes its own __repr__, and every command importing this module
# would pay for compiling the generated one only to throw it away.
@dataclass(frozen=True, slots=True, order=True, repr=False)
class Card:
    """One card of the deck, identified by its canonical id."""

    id: int
    kind: Kind
    name: str
    japanese: str
    names: tuple[str, ...] = ()

    @property
    def month(self) -> int:
        return self.id // 10

    @property
    def index(self) -> int:
        return self.id % 10

    @property
    def flower(self) -> Flower:
        return FLOWERS[self.month]

    @property
    def is_plain_chaff(self) -> bool:
        """True for the interchangeable chaff a month code such as ``5c`` stands for."""
        return self.id in PLAIN_CHAFF.get(self.month, ())

    @property
    def face(self) -> Face:
        """What the card's face shows besides its month and type (:data:`FACES`)."""
        return FACES.get(self.id, PLAIN_FACE)

    @property
    def code(self) -> str:
        """The month code players type for this card (``8a``, ``12y``, ``11c``)."""
        if self.id == 121:
            return "12y"
        return f"{self.month}{self.kind.letter}"

    @property
    def label(self) -> str:
        """A short human label: ``20 Bush Warbler``."""
        return f"{self.id} {self.name}"

    def __str__(self) -> str:
        return str(self.id)

    def __repr__(self) -> str:
        return f"card({self.id})  # {self.name}"

    @classmethod
    def parse(cls, token: str) -> Card:
        """Parse a token naming exactly one card (a bare chaff code picks the first chaff)."""
        parsed = parse_token(token)
        return parsed.card if parsed.card is not None else CARDS[parsed.chaff_of[0]]


def _c(card_id: int, kind: Kind, name: str, japanese: str, *names: str) -> Card:
    return Card(card_id, kind, name, japanese, names)


B, A, R, C = Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.CHAFF

DECK: tuple[Card, ...] = (
    _c(10, B, "Crane", "松に鶴", "crane"),
    _c(11, R, "Pine Poetry Ribbon", "松に赤短", "pine-ribbon"),
    _c(12, C, "Pine chaff", "松のカス"),
    _c(13, C, "Pine chaff", "松のカス"),
    _c(20, A, "Bush Warbler", "梅に鶯", "warbler", "bush-warbler"),
    _c(21, R, "Plum Poetry Ribbon", "梅に赤短", "plum-ribbon", "plum-blossom-ribbon"),
    _c(22, C, "Plum chaff", "梅のカス"),
    _c(23, C, "Plum chaff", "梅のカス"),
    _c(30, B, "Curtain", "桜に幕", "curtain"),
    _c(31, R, "Cherry Poetry Ribbon", "桜に赤短", "cherry-ribbon", "cherry-blossom-ribbon"),
    _c(32, C, "Cherry chaff", "桜のカス"),
    _c(33, C, "Cherry chaff", "桜のカス"),
    _c(40, A, "Cuckoo", "藤に不如帰", "cuckoo"),
    _c(41, R, "Wisteria Red Ribbon", "藤に短冊", "wisteria-ribbon"),
    _c(42, C, "Wisteria chaff", "藤のカス"),
    _c(43, C, "Wisteria chaff", "藤のカス"),
    _c(50, A, "Bridge", "菖蒲に八ツ橋", "bridge"),
    _c(51, R, "Iris Red Ribbon", "菖蒲に短冊", "iris-ribbon"),
    _c(52, C, "Iris chaff", "菖蒲のカス"),
    _c(53, C, "Iris chaff", "菖蒲のカス"),
    _c(60, A, "Butterflies", "牡丹に蝶", "butterflies", "butterfly"),
    _c(61, R, "Peony Blue Ribbon", "牡丹に青短", "peony-ribbon"),
    _c(62, C, "Peony chaff", "牡丹のカス"),
    _c(63, C, "Peony chaff", "牡丹のカス"),
    _c(70, A, "Boar", "萩に猪", "boar"),
    _c(71, R, "Bush Clover Red Ribbon", "萩に短冊", "bush-clover-ribbon", "clover-ribbon"),
    _c(72, C, "Bush Clover chaff", "萩のカス"),
    _c(73, C, "Bush Clover chaff", "萩のカス"),
    _c(80, B, "Full Moon", "芒に月", "moon", "full-moon"),
    _c(81, A, "Geese", "芒に雁", "geese"),
    _c(82, C, "Susuki chaff", "芒のカス"),
    _c(83, C, "Susuki chaff", "芒のカス"),
    _c(90, A, "Sake Cup", "菊に盃", "sake-cup", "sake"),
    _c(91, R, "Chrysanthemum Blue Ribbon", "菊に青短", "chrysanthemum-ribbon", "mum-ribbon"),
    _c(92, C, "Chrysanthemum chaff", "菊のカス"),
    _c(93, C, "Chrysanthemum chaff", "菊のカス"),
    _c(100, A, "Deer", "紅葉に鹿", "deer"),
    _c(101, R, "Maple Blue Ribbon", "紅葉に青短", "maple-ribbon"),
    _c(102, C, "Maple chaff", "紅葉のカス"),
    _c(103, C, "Maple chaff", "紅葉のカス"),
    _c(110, B, "Rain Man", "柳に小野道風", "rain-man", "rainman"),
    _c(111, A, "Swallow", "柳に燕", "swallow"),
    _c(112, R, "Willow Ribbon", "柳に短冊", "willow-ribbon"),
    _c(113, C, "Lightning", "柳のカス（雷）", "lightning", "gaji", "willow-chaff"),
    _c(120, B, "Phoenix", "桐に鳳凰", "phoenix"),
    _c(121, C, "Yellow-bottom chaff", "桐のカス（黄）", "yellow-bottom"),
    _c(122, C, "Paulownia chaff", "桐のカス"),
    _c(123, C, "Paulownia chaff", "桐のカス"),
)

CARDS: dict[int, Card] = {card.id: card for card in DECK}


class Ribbon(StrEnum):
    """A ribbon's kind: the poetry ribbons (written on) and the blue ones form yaku of their own."""

    POETRY = "poetry"
    BLUE = "blue"
    RED = "red"


@dataclass(frozen=True, slots=True)
class Face:
    """What a card's face shows besides its month and type: the views draw faces from it."""

    ribbon: Ribbon | None = None
    #: The word at the foot, where it is not the type's: the Lightning's 雷.
    mark: str | None = None
    #: A coloured foot: the yellow bottom of Paulownia's one marked chaff.
    foot: str | None = None


PLAIN_FACE = Face()

#: The faces that differ from their type's plain face.
FACES: dict[int, Face] = {
    **{c: Face(Ribbon.POETRY) for c in (11, 21, 31)},
    **{c: Face(Ribbon.BLUE) for c in (61, 91, 101)},
    **{c: Face(Ribbon.RED) for c in (41, 51, 71, 112)},
    113: Face(mark="雷"),
    121: Face(foot="yellow"),
}

#: Each month's four cards, in month order: counting a month in a pile is one intersection.
MONTH_CARDS: dict[int, frozenset[int]] = {m: frozenset(i for i in CARDS if i // 10 == m) for m in FLOWERS}

#: The interchangeable chaff a month code (``5c``) or ``<flower>-chaff`` stands for.
PLAIN_CHAFF: dict[int, tuple[int, ...]] = {month: (month * 10 + 2, month * 10 + 3) for month in range(1, 11)} | {
    12: (122, 123)
}

LIGHTNING = 113
REST = "rest"


def card(card_id: int) -> Card:
    """The card with canonical id ``card_id``."""
    return CARDS[card_id]


#: Why a token that is nothing like a card is refused.
UNKNOWN_CARD = "unknown card"


class CardNotationError(ValueError):
    """A token that names no card, and why: ``reason`` in English (``str()``, ``--json``), and
    as words, ``key`` (``card.reason.*``) and ``params`` (a :class:`Kind`, or a thing with a
    ``name`` and a ``japanese`` name), which :func:`hanascore.core.errors.card_words` says.

    The closest valid tokens (``suggestions``) are worked out when first asked for: a sheet of
    thousands of unknown tokens reports the first ones with suggestions, the rest without
    (:meth:`plain`), and stays linear."""

    def __init__(
        self,
        token: str,
        reason: str,
        key: str = "card.reason.unknown",
        *,
        suggestions: tuple[str, ...] | None = None,
        **params: object,
    ) -> None:
        self.token = token
        self.reason = reason
        self.key = key
        self.params = params
        self._suggestions = suggestions  # given (``12y``, or none), else worked out when asked for
        super().__init__(token, reason)

    @property
    def suggestions(self) -> tuple[str, ...]:
        if self._suggestions is None:
            self._suggestions = tuple(_closest(self.token.strip().lower()))
        return self._suggestions

    def plain(self) -> str:
        """The message without suggestions."""
        return f"{self.token!r}: {self.reason}"

    def __str__(self) -> str:
        if self.suggestions:
            return f"{self.plain()} (did you mean {', '.join(self.suggestions)}?)"
        if self.reason == UNKNOWN_CARD:  # nothing close: what a token can be instead
            return f"{self.plain()} (a card is its id, its code such as 1b, or its name: see 'hanascore cards')"
        return self.plain()


@dataclass(frozen=True, slots=True)
class Named:
    """A name in English and in Japanese (a card's, a month's cards), for a reason's words."""

    name: str
    japanese: str


@dataclass(frozen=True, slots=True, eq=False)
class CardToken:
    """One parsed token: an exact ``card``, or one plain chaff of the months ``chaff_of``."""

    text: str
    card: Card | None = None
    chaff_of: tuple[int, ...] = ()

    @property
    def month(self) -> int:
        return self.card.month if self.card is not None else self.chaff_of[0] // 10


#: The short Japanese names players write for the cards that have a picture.
JAPANESE_SHORT: dict[str, int] = {
    "鶴": 10, "鶯": 20, "幕": 30, "不如帰": 40, "ホトトギス": 40, "八ツ橋": 50, "八橋": 50, "蝶": 60, "猪": 70,
    "月": 80, "雁": 81, "盃": 90, "鹿": 100, "道風": 110, "小野道風": 110, "燕": 111, "雷": 113, "鳳凰": 120,
}  # fmt: skip


#: What a name stands for: one card, or (None, the plain chaff it is one of).
_Named = tuple[Card | None, tuple[int, ...]]


def _build_name_index() -> dict[str, _Named]:
    # Plain pairs, not CardTokens: :func:`parse_token` makes the token it returns, and every
    # command importing this module would pay for a few hundred frozen objects never returned.
    index: dict[str, _Named] = {}
    for c in DECK:
        index[str(c.id)] = (c, ())
        for name in c.names:
            index[name] = (c, ())
        # The Japanese name as `hanascore cards` lists it ("柳のカス（雷）"), with half-width brackets
        # (typed, or NFKC-folded) and without its note ("柳のカス"; "桐のカス" is set below).
        if c.id not in PLAIN_CHAFF.get(c.month, ()):
            index.setdefault(c.japanese, (c, ()))
            index.setdefault(c.japanese.replace("（", "(").replace("）", ")"), (c, ()))
            index.setdefault(c.japanese.partition("（")[0], (c, ()))
    for name, card_id in JAPANESE_SHORT.items():
        index[name] = (CARDS[card_id], ())
    for month, flower in FLOWERS.items():
        chaff = PLAIN_CHAFF.get(month)
        if chaff is not None:
            for alias in flower.aliases:
                index.setdefault(f"{alias}-chaff", (None, chaff))
            for written in (f"{flower.japanese}のカス", f"{flower.japanese}カス"):
                index[written] = (None, chaff)
        ribbon = next((c for c in DECK if c.month == month and c.kind is Kind.RIBBON), None)
        if ribbon is not None:
            index.setdefault(f"{flower.japanese}の短冊", (ribbon, ()))
    return index


#: Each name (ids and names, English and Japanese, lower case) to what it stands for; names of
#: several words are read by :mod:`hanascore.core.card_phrases`.
NAMES = _build_name_index()


#: Each token naming one card exactly as the notation's index writes it (ids, names), to its
#: id: the usual pile is read with one look-up per token (see ``piles.card_ids``).
EXACT_IDS: dict[str, int] = {text: card.id for text, (card, _) in NAMES.items() if card is not None}
_KIND_BY_LETTER = {"b": B, "a": A, "r": R, "c": C}
_CODE_LETTERS = "barcy"


def _month_code(token: str, month: int, letter: str) -> CardToken:
    if not 1 <= month <= 12:
        raise CardNotationError(
            token,
            f"there is no month {month} (months are 1 to 12)",
            "card.reason.no-month",
            month=month,
            suggestions=(),
        )
    flower = FLOWERS[month]
    if letter == "y":
        if month != 12:
            reason = "'y' (yellow-bottom) exists only for Paulownia: 12y"
            raise CardNotationError(token, reason, "card.reason.yellow", suggestions=("12y",))
        return CardToken(token, card=CARDS[121])
    if letter == "c":
        if month == 11:
            return CardToken(token, card=CARDS[LIGHTNING])
        return CardToken(token, chaff_of=PLAIN_CHAFF[month])
    kind = _KIND_BY_LETTER[letter]
    matches = [c for c in DECK if c.month == month and c.kind is kind]
    if not matches:
        others = [c for c in DECK if c.month == month and c.code != token]
        have = ", ".join(dict.fromkeys(f"{c.code} {c.name}" for c in others))
        have_ja = "、".join(dict.fromkeys(f"{c.code} {c.japanese}" for c in others))
        reason = f"{flower.name} has no {kind.value} (it has {have})"
        raise CardNotationError(
            token,
            reason,
            "card.reason.no-kind-have",
            flower=flower,
            kind=kind,
            have=Named(have, have_ja),
            suggestions=(),
        )
    return CardToken(token, card=matches[0])


@functools.lru_cache(maxsize=1024)
def parse_token(token: str) -> CardToken:
    """Parse one token of the card notation (case-insensitive).

    Raises :class:`CardNotationError` naming the token and the closest valid tokens.
    Piles repeat a small vocabulary, so answers are cached (measured: 12% of scoring a sheet).
    """
    text = token.strip().lower()
    if not text:
        raise CardNotationError(token, "empty card token", "card.reason.empty", suggestions=())
    found = NAMES.get(text)
    if found is not None:
        return CardToken(token, *found)
    # A month code: one or two ASCII digits (``²`` or ``١٠`` make none), then a kind's letter.
    # Tested by hand, not by a regular expression: compiling one costs every command's start-up.
    month, letter = text[:-1], text[-1]
    if 1 <= len(month) <= 2 and month.isascii() and month.isdigit() and letter in _CODE_LETTERS:
        return _month_code(token, int(month), letter)
    if text.isascii() and text.isdigit():
        number = whole_number(text)
        if number in CARDS:  # an id written with leading zeros ("010")
            return CardToken(token, card=CARDS[number])
        if 10 <= number <= 123 and 1 <= number // 10 <= 12:
            month = number // 10
            ids = " ".join(str(c.id) for c in DECK if c.month == month)
            flower = FLOWERS[month]
            reason = f"{flower.name} has no card {number} (its ids are {ids})"
            raise CardNotationError(token, reason, "card.reason.no-id", flower=flower, number=number, ids=ids)
        raise CardNotationError(token, "no card has this id (ids are month*10+index, 10 to 123)", "card.reason.bad-id")
    if text.endswith("-ribbon") or text.endswith("-chaff"):
        stem, _, what = text.rpartition("-")
        for flower in FLOWERS.values():
            if stem in flower.aliases:
                reason = f"{flower.name} has no {what}"
                raise CardNotationError(token, reason, "card.reason.no-kind", flower=flower, kind=Kind(what))
    return _unknown(token, text)


def _closest(text: str) -> list[str]:
    # Two plain chaff share a month code: list each suggestion once.
    vocabulary = list(dict.fromkeys([*NAMES, *(c.code for c in DECK), REST]))
    return difflib.get_close_matches(text, vocabulary, n=3, cutoff=0.6)


def _unknown(token: str, text: str) -> CardToken:
    raise CardNotationError(token, UNKNOWN_CARD)


def card_tokens(card: Card) -> list[str]:
    """The tokens players type for ``card``, as ``hanascore cards`` lists them."""
    tokens = [str(card.id), card.code, *card.names]
    if card.is_plain_chaff:
        tokens.append(f"{FLOWERS[card.month].aliases[0]}-chaff")
    return list(dict.fromkeys(tokens))


def split_tokens(pile: str) -> list[str]:
    """Split a pile string on spaces, commas (also the Japanese 、) and semicolons."""
    # str.split() splits on the same whitespace as the regex class \s, many times faster.
    return pile.replace(",", " ").replace(";", " ").replace("、", " ").split()


def format_cards(cards: object) -> str:
    """Canonical ids of ``cards`` sorted numerically, space-separated."""
    return " ".join(str(c) for c in sorted(cards))  # type: ignore[call-overload]
