"""The emblem of each bright and animal: what a player knows the card by without reading
(the crane and its sun, the curtain, the moon over the hill...), drawn by the project.

Each emblem is a few plain SVG shapes in the panel :data:`PANEL` of a face (60 x 96 units),
in ink and a handful of colours that read on the panel's cream in light and dark pages alike.
No emblem is traced from a deck's artwork: they are simple pictograms of the card's subject.
"""

from __future__ import annotations

#: The cream panel a bright's or an animal's emblem is drawn on: x, y, width, height.
PANEL = (5, 19, 50, 51)
PANEL_FILL = "#fbf3e0"

INK = "#1d1b19"
RED = "#d42a2a"
GOLD = "#e0a800"
GREEN = "#3f7a2a"
BLUE = "#2f4f9e"
BROWN = "#7a4a22"
OLIVE = "#8a9a2a"
NIGHT = "#2f2f44"
WHITE = "#ffffff"


def _stroke(d: str, colour: str = INK, width: float = 2) -> str:
    return (
        f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width:g}" stroke-linecap="round" '
        'stroke-linejoin="round"/>'
    )


def _fill(d: str, colour: str, *, outline: bool = False) -> str:
    edge = f' stroke="{INK}" stroke-width="1"' if outline else ""
    return f'<path d="{d}" fill="{colour}"{edge}/>'


def _circle(cx: float, cy: float, r: float, colour: str, *, outline: bool = False) -> str:
    edge = f' stroke="{INK}" stroke-width="1"' if outline else ""
    return f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{colour}"{edge}/>'


#: Each bright's and animal's emblem, by card id (the test checks every one is there and distinct).
EMBLEMS: dict[int, str] = {
    # Pine: the crane under the red sun.
    10: _circle(42, 30, 8, RED)
    + _fill("M12 52 Q18 40 30 44 Q36 46 34 54 Q24 60 12 52 Z", WHITE, outline=True)
    + _stroke("M32 46 Q38 38 34 30", INK, 3)
    + _circle(34, 29, 2.5, RED)
    + _stroke("M36 29 L42 32 M22 58 L20 67 M27 58 L27 67"),
    # Plum: the bush warbler on a branch.
    20: _stroke("M7 60 Q30 52 53 60", BROWN, 3)
    + _fill("M20 44 Q30 34 40 44 L50 40 L44 50 Q32 58 20 50 Z", OLIVE, outline=True)
    + _circle(19, 41, 6, OLIVE, outline=True)
    + _circle(17, 40, 1.3, INK)
    + _fill("M13 41 L8 43 L13 44 Z", INK),
    # Cherry: the curtain hung from its rod, with a crest.
    30: _fill("M8 25 H52 V29 H8 Z", INK)
    + _fill("M10 29 H50 V54 Q45 62 40 54 Q35 62 30 54 Q25 62 20 54 Q15 62 10 54 Z", RED, outline=True)
    + _circle(30, 40, 6, WHITE, outline=True)
    + _stroke("M10 29 V66 M50 29 V66", INK, 2),
    # Wisteria: the cuckoo flying past the crescent moon.
    40: _fill("M44 22 A10 10 0 1 0 52 38 A8 8 0 1 1 44 22 Z", GOLD)
    + _fill("M8 50 Q20 40 30 46 Q38 30 50 30 Q44 42 36 50 Q22 58 8 50 Z", NIGHT)
    + _fill("M30 50 L20 62 L34 54 Z", NIGHT)
    + _circle(12, 48, 1.2, WHITE),
    # Iris: the eight-plank bridge, zigzag over the water.
    50: _stroke("M7 62 Q30 58 53 64", BLUE, 2)
    + _stroke("M8 56 L22 40 L38 54 L52 38", BROWN, 6)
    + _stroke("M12 52 V64 M22 40 V60 M38 54 V66 M48 42 V60", INK, 2),
    # Peony: two butterflies.
    60: _fill("M22 34 Q10 20 10 34 Q10 44 22 36 Q14 48 22 46 Z", GOLD, outline=True)
    + _fill("M22 34 Q34 20 34 34 Q34 44 22 36 Q30 48 22 46 Z", GOLD, outline=True)
    + _fill("M38 52 Q28 40 28 52 Q28 60 38 54 Q32 64 38 63 Z", BLUE, outline=True)
    + _fill("M38 52 Q48 40 48 52 Q48 60 38 54 Q44 64 38 63 Z", BLUE, outline=True),
    # Bush clover: the boar.
    70: _fill("M14 46 Q16 32 34 34 Q50 36 50 48 Q48 56 36 56 H20 Q12 54 14 46 Z", BROWN, outline=True)
    + _fill("M14 44 L6 50 L14 52 Z", BROWN, outline=True)
    + _stroke("M10 51 Q12 56 16 54", WHITE, 2)
    + _stroke("M20 56 V66 M28 56 V66 M38 56 V66 M46 54 V64", INK, 3)
    + _fill("M20 36 L22 28 L26 35 Z", BROWN, outline=True)
    + _circle(18, 42, 1.3, INK),
    # Susuki: the full moon over the hill.
    80: _circle(30, 38, 15, GOLD, outline=True)
    + _fill("M5 70 Q20 48 36 62 Q46 54 55 62 V70 Z", NIGHT)
    + _stroke("M14 60 L10 48 M20 58 L18 46", NIGHT, 1.5),
    # Susuki: three geese in flight.
    81: _stroke("M10 30 L16 34 L22 30 M26 42 L32 46 L38 42 M38 54 L44 58 L50 54", INK, 3)
    + _fill("M5 70 Q30 60 55 70 Z", NIGHT),
    # Chrysanthemum: the sake cup.
    90: _fill("M10 38 H50 Q48 56 30 56 Q12 56 10 38 Z", RED, outline=True)
    + _fill("M24 56 H36 L38 62 H22 Z", RED, outline=True)
    + _circle(30, 46, 5, GOLD)
    + _fill("M8 36 H52 V39 H8 Z", GOLD),
    # Maple: the deer looking back.
    100: _fill("M18 44 Q30 38 44 44 Q46 54 36 54 H22 Q16 52 18 44 Z", BROWN, outline=True)
    + _fill("M16 46 L12 34 L20 32 L22 44 Z", BROWN, outline=True)
    + _stroke("M13 33 L8 24 M10 28 L6 28 M18 32 L20 22 M19 26 L24 25", INK, 2)
    + _stroke("M22 54 V67 M28 54 V67 M38 54 V67 M42 52 V66", INK, 2.5)
    + _circle(15, 37, 1.2, INK),
    # Willow: the rain man under his umbrella, the frog at his feet.
    110: _fill("M10 40 Q30 16 50 40 Z", RED, outline=True)
    + _stroke("M30 40 V50", INK, 2)
    + _circle(26, 46, 3.5, "#f0d2b0", outline=True)
    + _fill("M19 50 H33 L37 68 H17 Z", BLUE, outline=True)
    + _circle(46, 64, 4, GREEN, outline=True)
    + _stroke("M8 24 L6 30 M52 22 L50 28 M48 46 L46 52", BLUE, 1.5),
    # Willow: the swallow with its forked tail.
    111: _fill("M8 34 Q22 36 30 44 Q38 34 52 28 Q42 42 34 50 L40 64 L31 55 L24 64 L27 50 Q18 44 8 34 Z", NIGHT)
    + _circle(30, 47, 2.5, RED)
    + _stroke("M7 62 Q14 50 12 38", GREEN, 2),
    # Paulownia: the phoenix and its three-coloured tail.
    120: _stroke("M28 40 Q44 42 50 64", GOLD, 3)
    + _stroke("M28 38 Q46 34 52 48", GREEN, 3)
    + _stroke("M26 42 Q36 52 34 67", BLUE, 3)
    + _fill("M14 40 Q16 32 26 34 Q34 38 28 44 Q20 48 14 40 Z", RED, outline=True)
    + _circle(14, 31, 4, RED, outline=True)
    + _fill("M10 31 L5 33 L10 34 Z", GOLD)
    + _stroke("M13 27 L10 21 M15 27 L16 20", RED, 1.5),
}


def panel(card_id: int) -> str:
    """The emblem of a bright or an animal on its panel (empty for any other card)."""
    emblem = EMBLEMS.get(card_id)
    if emblem is None:
        return ""
    x, y, width, height = PANEL
    return f'<rect x="{x}" y="{y}" width="{width}" height="{height}" rx="4" fill="{PANEL_FILL}"/>{emblem}'
