"""The project's own card faces as SVG: a tile in the month's colour with the flower's kanji
and a mark of the card's type; a bright or an animal shows its emblem (:mod:`.emblems`), a
ribbon its colour and, on a poetry ribbon, its writing (no third-party artwork).

A page that shows many cards emits the faces it needs once (:func:`deck_sprite`, one
``<symbol>`` each) and points at them (:func:`card_use_svg`).  Every text here comes from
:mod:`hanascore.core.cards`, and is still escaped.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from html import escape

from hanascore.core.cards import CARDS, DECK, FLOWERS, Kind, Ribbon, card_tokens
from hanascore.core.words import Language, say
from hanascore.views.html.emblems import panel

#: Each month's tile colour.  White text on every one reads at WCAG AA (4.5:1 or better,
#: tested), and each is light enough to stand out from a dark page: one colour serves both schemes.
MONTH_COLOURS: dict[int, str] = {
    1: "#2f6b3b",  # pine green
    2: "#b0334d",  # plum red
    3: "#b0427a",  # cherry pink
    4: "#6a4c9c",  # wisteria purple
    5: "#2f4f9e",  # iris indigo
    6: "#8a3a8c",  # peony magenta
    7: "#80552f",  # bush-clover earth
    8: "#4a4a62",  # susuki night
    9: "#80600f",  # chrysanthemum gold
    10: "#b0401a",  # maple red
    11: "#2f6a66",  # willow teal
    12: "#6b4a2e",  # paulownia brown
}


@dataclass(frozen=True)
class RibbonColour:
    """How a ribbon is drawn: its colour, and whether it carries writing (the poetry ribbons)."""

    fill: str
    written: bool


POETRY_RED = RibbonColour("#d42a2a", written=True)
BLUE = RibbonColour("#1f56c8", written=False)
PLAIN_RED = RibbonColour("#d42a2a", written=False)

#: How each kind of ribbon is drawn (the deck says which ribbon a card bears).
RIBBON_COLOURS: dict[Ribbon, RibbonColour] = {Ribbon.POETRY: POETRY_RED, Ribbon.BLUE: BLUE, Ribbon.RED: PLAIN_RED}

#: The ribbon of every ribbon card: it is what the ribbon yaku (poetry, blue) count.
RIBBONS: dict[int, RibbonColour] = {
    card.id: RIBBON_COLOURS[card.face.ribbon] for card in DECK if card.face.ribbon is not None
}

#: The colours of a coloured foot.
FOOT_COLOURS: dict[str, str] = {"yellow": "#f5c518"}

#: The card's drawing, in a box of this size (hanafuda cards are about 5:8).
VIEW_WIDTH, VIEW_HEIGHT = 60, 96
FONT = "'Hiragino Mincho ProN','Yu Mincho','Noto Serif CJK JP','Noto Serif JP',serif"
#: FONT as an attribute value: in double quotes (its names are in single quotes), escaped.  The
#: html module's escape, not xml.sax's: importing xml.sax.saxutils loads urllib, http and ssl,
#: 10 ms of the start of every export (measured with ``-X importtime``).
FONT_ATTRIBUTE = f'"{escape(FONT, quote=False)}"'
SYMBOL_PREFIX = "hs-card-"


def symbol_id(card_id: int) -> str:
    """The id of the card's ``<symbol>`` in a page's sprite (``hs-card-10``)."""
    return f"{SYMBOL_PREFIX}{card_id}"


def card_title(card_id: int, lang: Language = "en") -> str:
    """What the face says to a screen reader: in English the English and Japanese names, id
    and tokens; in Japanese the card's name and its number (the tokens are English words)."""
    card = CARDS[card_id]
    if lang == "ja":
        return f"{card.japanese}（{say(lang, 'round.card', id=card.id)}）"
    return f"{card.name} ({card.japanese}), card {card.id}: {' '.join(card_tokens(card))}"


def _text(x: float, y: float, size: float, fill: str, text: str, *, weight: str = "normal") -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" fill="{fill}" text-anchor="middle" '
        f'font-weight="{weight}">{escape(text, quote=False)}</text>'
    )


def _mark(card_id: int) -> str:
    """The type mark at the foot of the face: 光 on gold for a bright, 種 for an animal, the
    ribbon in its colour (with writing on a poetry ribbon), カス for chaff."""
    card = CARDS[card_id]
    colour = MONTH_COLOURS[card.month]
    if card.kind is Kind.BRIGHT:
        return '<circle cx="30" cy="80" r="10" fill="#f5c518"/>' + _text(30, 84.5, 13, "#000", "光", weight="bold")
    if card.kind is Kind.ANIMAL:
        return '<circle cx="30" cy="80" r="10" fill="#fff"/>' + _text(30, 84.5, 13, colour, "種", weight="bold")
    if card.kind is Kind.RIBBON:
        ribbon = RIBBONS[card_id]
        drawn = (
            f'<rect x="10" y="74" width="40" height="12" rx="1" fill="{ribbon.fill}" stroke="#fff" stroke-width="1.5"/>'
        )
        if ribbon.written:
            # Three strokes of "writing": what tells a poetry ribbon from a plain red one.
            drawn += '<path d="M19 80h5M28 80h5M37 80h5" stroke="#111" stroke-width="2"/>'
        return drawn
    face = card.face
    drawn = _text(30, 84, 10, "#fff", face.mark or "カス")
    if face.foot is not None:  # the yellow-bottom chaff of Paulownia, told apart by its foot
        drawn = f'<rect x="1" y="88" width="58" height="7" fill="{FOOT_COLOURS[face.foot]}"/>' + drawn
    return drawn


def face_body(card_id: int) -> str:
    """The drawing of a face, without its ``<svg>``: what a ``<symbol>`` or a face holds."""
    card = CARDS[card_id]
    flower = FLOWERS[card.month]
    parts = [
        f'<rect x="1" y="1" width="58" height="94" rx="6" fill="{MONTH_COLOURS[card.month]}" '
        'stroke="#000" stroke-opacity=".35"/>',
        _text(9, 14, 10, "#fff", str(card.month), weight="bold"),
    ]
    kanji = flower.japanese
    emblem = panel(card_id)
    if emblem:  # a bright or an animal: its emblem is the face, the flower's name goes to the corner
        parts.append(_text(60 - 4 - 5.5 * len(kanji), 14, 11, "#fff", kanji, weight="bold"))
        parts.append(emblem)
    elif len(kanji) == 1:
        parts.append(_text(30, 55, 32, "#fff", kanji))
    else:  # two characters stand one above the other, as on a card
        parts.append(_text(30, 40, 23, "#fff", kanji[0]))
        parts.append(_text(30, 65, 23, "#fff", kanji[1]))
    parts.append(_mark(card_id))
    return "".join(parts)


def _height(size: float) -> float:
    return round(size * VIEW_HEIGHT / VIEW_WIDTH, 1)


def deck_sprite(card_ids: Iterable[int] | None = None) -> str:
    """The faces of ``card_ids`` (default: all 48) as ``<symbol>`` elements in one hidden
    ``<svg>``: emitted once in an HTML page (so without a namespace, which HTML implies),
    each drawn where needed by :func:`card_use_svg`."""
    chosen = sorted(set(card_ids)) if card_ids is not None else [card.id for card in DECK]
    # On each symbol, not the sprite: a drawn <use> inherits from where it is drawn.
    font = FONT_ATTRIBUTE
    symbols = "".join(
        f'<symbol id="{symbol_id(c)}" viewBox="0 0 {VIEW_WIDTH} {VIEW_HEIGHT}" font-family={font}>{face_body(c)}</symbol>'
        for c in chosen
    )
    return f'<svg width="0" height="0" aria-hidden="true" style="position:absolute">{symbols}</svg>'


def card_use_svg(card_id: int, *, size: float = 32, lang: Language = "en") -> str:
    """A card's face drawn from the page's sprite (:func:`deck_sprite` must hold it), said
    to a screen reader in ``lang``."""
    return (
        f'<svg class="hs-card" role="img" viewBox="0 0 {VIEW_WIDTH} {VIEW_HEIGHT}" width="{size:g}" '
        f'height="{_height(size):g}"><title>{escape(card_title(card_id, lang), quote=False)}</title>'
        f'<use href="#{symbol_id(card_id)}"/></svg>'
    )
