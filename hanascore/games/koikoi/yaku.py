"""Koi-Koi's cards, yaku, house rules and facts (RULES.md 9.2, 9.3, 9.7): what a capture pile
pays under the round's house rules, grouped or stacked.

Kept apart from :mod:`hanascore.games.koikoi.rules` (its checks and score) only to keep each module
short.  A pile's yaku are worked out here, not by :func:`~hanascore.games.base.find_yaku`:
the groups pay their best yaku only, counted yaku add a point per card, and the Sake Cup and
the viewing yaku follow house rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from hanascore.core.errors import msg
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import YakuHit
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Yaku

BRIGHTS = frozenset({10, 30, 80, 110, 120})
ANIMALS = frozenset({20, 40, 50, 60, 70, 81, 90, 100, 111})
RIBBONS = frozenset({11, 21, 31, 41, 51, 61, 71, 91, 101, 112})
CHAFF = FULL_DECK - BRIGHTS - ANIMALS - RIBBONS
RAIN_MAN, CURTAIN, MOON, SAKE_CUP = 110, 30, 80, 90
#: The four brights other than the Rain Man.
DRY_BRIGHTS = BRIGHTS - {RAIN_MAN}
BOAR_DEER_BUTTERFLIES = frozenset({60, 70, 100})
POETRY = frozenset({11, 21, 31})
BLUE = frozenset({61, 91, 101})
#: A card of these months on the end field voids a viewing yaku (``viewing = "weather"``).
WILLOWS = frozenset({110, 111, 112, 113})
PAULOWNIAS = frozenset({120, 121, 122, 123})

#: No card points: only yaku score.
VALUES: dict[int, int] = dict.fromkeys(FULL_DECK, 0)
#: Bright yaku points by ``bright_values``: (common, nintendo).
BRIGHT_POINTS = {
    "five-brights": (15, 10),
    "four-brights": (8, 8),
    "rainy-four-brights": (7, 7),
    "three-brights": (6, 5),
}

#: Every yaku with its default points (a counted one's least count), in the table's order:
#: the names the views and the counted form use; the points a pile pays are worked out by
#: :func:`pile_yaku`.
YAKU = (
    Yaku.of("five-brights", "Five Brights", 15, 10, 30, 80, 110, 120, japanese="五光", aliases=("goko",)),
    Yaku.of("four-brights", "Four Brights", 8, 10, 30, 80, 120, japanese="四光", aliases=("shiko",)),
    # The Rain Man and three of the others (each slot one of them: the table's description).
    Yaku.of(
        "rainy-four-brights",
        "Rainy Four Brights",
        7,
        RAIN_MAN,
        DRY_BRIGHTS,
        DRY_BRIGHTS,
        DRY_BRIGHTS,
        japanese="雨四光",
        aliases=("ame-shiko", "ameshiko"),
    ),
    Yaku.counted("three-brights", "Three Brights", 6, DRY_BRIGHTS, 3, 0, japanese="三光", aliases=("sanko",)),
    Yaku.of(
        "boar-deer-butterflies",
        "Boar-Deer-Butterflies",
        5,
        60,
        70,
        100,
        japanese="猪鹿蝶",
        aliases=("inoshikacho", "ino-shika-cho"),
    ),
    Yaku.counted("animals", "Animals", 1, ANIMALS, 5, japanese="タネ", aliases=("tane",)),
    Yaku.of(
        "poetry-and-blue-ribbons",
        "Poetry and Blue Ribbons",
        10,
        11,
        21,
        31,
        61,
        91,
        101,
        japanese="赤短・青短の重複",
        aliases=("akatan-aotan", "akatan-aotan-no-chofuku"),
    ),
    Yaku.of("poetry-ribbons", "Poetry Ribbons", 5, 11, 21, 31, japanese="赤短", aliases=("akatan", "akatanzaku")),
    Yaku.of("blue-ribbons", "Blue Ribbons", 5, 61, 91, 101, japanese="青短", aliases=("aotan", "aotanzaku")),
    Yaku.counted("ribbons", "Ribbons", 1, RIBBONS, 5, japanese="短冊", aliases=("tan", "tanzaku")),
    Yaku.of("flower-viewing", "Flower Viewing Sake", 5, 30, 90, japanese="花見酒", aliases=("hanami", "hanami-zake")),
    Yaku.of("moon-viewing", "Moon Viewing Sake", 5, 80, 90, japanese="月見酒", aliases=("tsukimi", "tsukimi-zake")),
    Yaku.counted("cards-of-the-month", "Cards of the Month", 4, (), 4, 0, japanese="月札", aliases=("tsukifuda",)),
    Yaku.counted("chaff", "Chaff", 1, CHAFF | {SAKE_CUP}, 10, japanese="カス", aliases=("kasu",)),
)
NAMED = {y.id: y for y in YAKU}
VIEWING = ("flower-viewing", "moon-viewing")


#: What each yaku replaces in the grouped style (the group pays its best yaku only); brights
#: are exclusive in both styles.
BRIGHTS_REPLACE = {
    "five-brights": ("four-brights", "rainy-four-brights", "three-brights"),
    "four-brights": ("rainy-four-brights", "three-brights"),
    "rainy-four-brights": ("three-brights",),
}
GROUPED_REPLACE = {
    "boar-deer-butterflies": ("animals",),
    "poetry-and-blue-ribbons": ("poetry-ribbons", "blue-ribbons", "ribbons"),
    "poetry-ribbons": ("ribbons",),
    "blue-ribbons": ("ribbons",),
}


def counted_yaku(rules: KoiKoiRules) -> tuple[Yaku, ...]:
    """The yaku a counted pile may name under ``rules``, with what each replaces, and formed
    as the counts can say: Rainy Four Brights as four of the five brights (Four Brights, four
    without the Rain Man, replaces it).  Cards of the Month has no cards here: the round's
    month gives them (:func:`month_yaku`)."""
    grouped = rules.yaku_style == "grouped"
    replaces = BRIGHTS_REPLACE | (GROUPED_REPLACE if grouped else {})
    out = []
    for y in YAKU:
        if (y.id == "cards-of-the-month" and not rules.cards_of_the_month) or (
            y.id == "poetry-and-blue-ribbons" and not grouped
        ):
            continue
        if y.id in VIEWING and rules.viewing == "off":
            continue
        if y.id == "rainy-four-brights":
            y = Yaku.counted(y.id, y.name, y.points, BRIGHTS, 4, 0, japanese=y.japanese, aliases=y.aliases)
        elif y.id == "chaff" and rules.sake_cup == "animal":
            y = y.with_cards(*CHAFF)
        out.append(replace(y, replaces=replaces.get(y.id, ())))
    return tuple(out)


def month_yaku(in_play: tuple[Yaku, ...], month: int | None) -> tuple[Yaku, ...]:
    """``in_play`` with Cards of the Month formed by the four cards of ``month`` (None: left
    out, the round's month is not known)."""
    if month is None:
        return tuple(y for y in in_play if y.id != "cards-of-the-month")
    cards = [month * 10 + i for i in range(4)]
    return tuple(
        Yaku.of(y.id, y.name, y.points, *cards, japanese=y.japanese, aliases=y.aliases)
        if y.id == "cards-of-the-month"
        else y
        for y in in_play
    )


@dataclass(frozen=True)
class KoiKoiRules(HouseRules):
    """Koi-Koi house rules (RULES.md 9.7)."""

    bright_values: str = rule("common", msg("koi-koi.rule.bright-values"), choices=("common", "nintendo"))
    yaku_style: str = rule("grouped", msg("koi-koi.rule.yaku-style"), choices=("grouped", "stacked"))
    sake_cup: str = rule("both", msg("koi-koi.rule.sake-cup"), choices=("both", "animal", "either"))
    viewing: str = rule("on", msg("koi-koi.rule.viewing"), choices=("on", "off", "with-other-yaku", "weather"))
    cards_of_the_month: bool = rule(True, msg("koi-koi.rule.cards-of-the-month"))
    seven_doubles: bool = rule(True, msg("koi-koi.rule.seven-doubles"))
    koi_bonus: str = rule(
        "opponent",
        msg("koi-koi.rule.koi-bonus"),
        choices=("opponent", "self", "anyone", "count", "count-all", "none"),
    )
    zero_sum: bool = rule(False, msg("koi-koi.rule.zero-sum"))
    oya_ken: int = rule(0, msg("koi-koi.rule.oya-ken"), minimum=0)
    draw_deal: str = rule("stays", msg("koi-koi.rule.draw-deal"), choices=("stays", "passes"))
    lucky_hands: str = rule("score", msg("koi-koi.rule.lucky-hands"), choices=("score", "misdeal"))
    lucky_hands_stack: bool = rule(False, msg("koi-koi.rule.lucky-hands-stack"))
    four_pairs_misdeal: bool = rule(True, msg("koi-koi.rule.four-pairs-misdeal"))


@dataclass(frozen=True)
class KoiKoiFacts(Facts):
    """What a Koi-Koi sheet may say beyond the piles (CONTRACT.md, Koi-Koi and Hachi-Hachi)."""

    stopped_by: str | None = fact(Answer.PARTY, msg("koi-koi.question.stopped-by"), quick="stopped by")
    koi: dict[str, int] | None = fact(Answer.CALLS, msg("koi-koi.question.koi"), choices=tuple(range(9)))
    teyaku: dict[str, str] | None = fact(
        # Shown at the deal, it ends the round before play: interactive entry asks it after who
        # called shoubu, only where nobody did (a lucky hand with a shoubu is an error).
        Answer.BY_PLAYER,
        msg("koi-koi.question.teyaku"),
        ask="before-play",
    )
    unplayed: frozenset[int] | None = fact(Answer.PLACE, msg("koi-koi.question.unplayed"))
    month: int | None = fact(
        Answer.NUMBER,
        msg("koi-koi.question.month"),
        choices=tuple(range(1, 13)),
        ledger_derived=True,
    )

    def stopper(self) -> str | None:
        return self.stopped_by


def _hit(yaku_id: str, points: int, cards: Iterable[int]) -> YakuHit:
    return YakuHit(yaku_id, NAMED[yaku_id].name, points, tuple(sorted(cards)))


def _brights(pile: frozenset[int], rules: KoiKoiRules) -> list[YakuHit]:
    held, dry = pile & BRIGHTS, pile & DRY_BRIGHTS
    if len(held) == 5:
        found = "five-brights"
    elif len(dry) == 4:
        found = "four-brights"
    elif len(dry) == 3:
        found = "rainy-four-brights" if RAIN_MAN in pile else "three-brights"
    else:
        return []  # the Rain Man with two others is no yaku
    return [_hit(found, BRIGHT_POINTS[found][rules.bright_values == "nintendo"], held)]


def _animals(held: frozenset[int], grouped: bool) -> list[YakuHit]:
    n, hits = len(held), []
    if held >= BOAR_DEER_BUTTERFLIES:
        if grouped:  # the named set beats the plain count: N + 2 against N - 4
            return [_hit("boar-deer-butterflies", 5 + n - 3, held)]
        hits.append(_hit("boar-deer-butterflies", 5, BOAR_DEER_BUTTERFLIES))
    if n >= 5:
        hits.append(_hit("animals", n - 4, held))
    return hits


def _ribbons(held: frozenset[int], grouped: bool) -> list[YakuHit]:
    n, poetry, blue = len(held), held >= POETRY, held >= BLUE
    if grouped:
        if poetry and blue:
            return [_hit("poetry-and-blue-ribbons", 10 + n - 6, held)]
        if poetry or blue:
            return [_hit("poetry-ribbons" if poetry else "blue-ribbons", 5 + n - 3, held)]
        return [_hit("ribbons", n - 4, held)] if n >= 5 else []
    hits = [
        _hit(i, 5, s) for i, s, formed in (("poetry-ribbons", POETRY, poetry), ("blue-ribbons", BLUE, blue)) if formed
    ]
    if n >= 5:
        hits.append(_hit("ribbons", n - 4, held))
    return hits


def _viewing(pile: frozenset[int], rules: KoiKoiRules, end_field: frozenset[int]) -> list[YakuHit]:
    if rules.viewing == "off" or SAKE_CUP not in pile:
        return []
    hits = []
    weather = rules.viewing == "weather"
    if CURTAIN in pile and not (weather and end_field & WILLOWS):
        hits.append(_hit("flower-viewing", 5, (CURTAIN, SAKE_CUP)))
    if MOON in pile and not (weather and end_field & PAULOWNIAS):
        hits.append(_hit("moon-viewing", 5, (MOON, SAKE_CUP)))
    return hits


def _with_cup(
    pile: frozenset[int], rules: KoiKoiRules, month: int | None, end_field: frozenset[int], cup: str
) -> list[YakuHit]:
    """The yaku ``pile`` pays with the Sake Cup counted as ``cup`` ("animal", "chaff", "both")."""
    grouped = rules.yaku_style == "grouped"
    animals = pile & ANIMALS if cup != "chaff" else (pile & ANIMALS) - {SAKE_CUP}
    chaff = pile & CHAFF | (pile & {SAKE_CUP} if cup != "animal" else frozenset())
    hits = _brights(pile, rules) + _animals(animals, grouped) + _ribbons(pile & RIBBONS, grouped)
    viewing = _viewing(pile, rules, end_field)
    if month is not None and all(month * 10 + i in pile for i in range(4)):
        month_hit = [_hit("cards-of-the-month", 4, (month * 10 + i for i in range(4)))]
    else:
        month_hit = []
    chaff_hit = [_hit("chaff", len(chaff) - 9, chaff)] if len(chaff) >= 10 else []
    if rules.viewing == "with-other-yaku" and not (hits or month_hit or chaff_hit):
        viewing = []
    return hits + viewing + month_hit + chaff_hit


def pile_yaku(
    pile: frozenset[int], rules: KoiKoiRules, month: int | None = None, end_field: frozenset[int] = frozenset()
) -> list[YakuHit]:
    """The yaku ``pile`` is paid under ``rules``, in the table's order: ``month`` is the round's
    (None: Cards of the Month not scored), ``end_field`` the cards left on the field (the
    weather rule)."""
    if rules.sake_cup == "either" and SAKE_CUP in pile:
        as_animal = _with_cup(pile, rules, month, end_field, "animal")
        as_chaff = _with_cup(pile, rules, month, end_field, "chaff")
        # A tie keeps it an animal.
        return as_chaff if sum(h.points for h in as_chaff) > sum(h.points for h in as_animal) else as_animal
    return _with_cup(pile, rules, month, end_field, rules.sake_cup)


def month_of(round_: Round) -> int | None:
    """The round's month for Cards of the Month (None: not scored): in a ledger from the
    round's number (round r is month ((r - 1) mod 12) + 1), else the sheet's ``month``."""
    if not round_.rules.cards_of_the_month:
        return None
    if round_.in_ledger:
        return (year_round(round_) - 1) % 12 + 1
    return round_.facts.month


def year_round(round_: Round) -> int:
    """The round's number in its ledger: one more than the round before handed on."""
    before = round_.carried
    return before + 1 if isinstance(before, int) else 1
