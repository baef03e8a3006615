"""Koi-Koi's counted rounds (CONTRACT.md "Counted piles", RULES.md 9.2): how the cards for the
counts are found where the game reads a pile beyond its yaku table (Cards of the Month by the
round's month, the Sake Cup as ``sake_cup`` reads it, the viewing yaku under ``viewing``), and
what the counts cannot say about the Sake Cup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hanascore.core.errors import Words, joined, msg
from hanascore.core.round import Round
from hanascore.games.base import Yaku
from hanascore.games.counted.witness import END, CountedYaku
from hanascore.games.koikoi.yaku import (
    ANIMALS,
    BOAR_DEER_BUTTERFLIES,
    CHAFF,
    NAMED,
    PAULOWNIAS,
    SAKE_CUP,
    VIEWING,
    WILLOWS,
    KoiKoiRules,
    month_of,
    month_yaku,
    pile_yaku,
)


def round_yaku(round_: Round, in_play: tuple[Yaku, ...]) -> CountedYaku:
    """How a counted round's cards are found: Cards of the Month formed by the four cards of
    the round's month (left out, and why, when the month is not known); the cards found read
    as the game reads a pile (:func:`pile_yaku`), where the yaku table only approaches it: the
    Sake Cup as whichever pays more (``sake_cup = "either"``), the viewing yaku beside other
    yaku or under the weather."""
    rules: KoiKoiRules = round_.rules
    month = month_of(round_)
    left_out = (
        {"cards-of-the-month": msg("koi-koi.month-unknown")} if month is None and rules.cards_of_the_month else {}
    )
    in_play = month_yaku(in_play, month)
    avoided: dict[str, Yaku | None] = {}
    if rules.sake_cup == "either":
        # The cup goes where it pays more: a pile keeps from Chaff with its other chaff, from
        # Animals with its other animals; the game's reading decides the rest.
        table = {y.id: y for y in in_play}
        avoided["chaff"] = table["chaff"].with_cards(*CHAFF)
        avoided["animals"] = table["animals"].with_cards(*(ANIMALS - {SAKE_CUP}))
    if rules.viewing in ("with-other-yaku", "weather"):
        avoided |= dict.fromkeys(VIEWING)

    def accept(
        found: Mapping[str, frozenset[int]],
        extra: Mapping[str, frozenset[str]] | None,
        named: Mapping[str, Sequence[Yaku]],
    ) -> bool:
        end = found.get(END, frozenset())
        table = {y.id: y for y in in_play}
        for player, yaku in named.items():
            got = {h.id for h in pile_yaku(found.get(player, frozenset()), rules, month, end)}
            held = got | {r for g in got if g in table for r in table[g].replaces}
            wanted = {y.id for y in yaku}
            if not wanted <= held:
                return False
            beyond = got - wanted - {r for y in yaku for r in y.replaces}
            if extra is not None and not beyond <= extra.get(player, frozenset()):
                return False
        return True

    distinct = (frozenset({SAKE_CUP}), *((WILLOWS, PAULOWNIAS) if rules.viewing == "weather" else ()))
    alone = _viewing_alone if rules.viewing == "with-other-yaku" else None
    weather = _fair_weather if rules.viewing == "weather" else None
    return CountedYaku(in_play, left_out, avoided, accept, distinct, alone, weather)


def _fair_weather(named: Mapping[str, Sequence[Yaku]]) -> dict[str, frozenset[int]]:
    """Under ``viewing = "weather"`` a viewing yaku named is paid only with no Willow (Flower
    Viewing) or Paulownia (Moon Viewing) on the end field: those stay off it."""
    ids = {y.id for yaku in named.values() for y in yaku}
    banned = (WILLOWS if "flower-viewing" in ids else frozenset()) | (
        PAULOWNIAS if "moon-viewing" in ids else frozenset()
    )
    return {END: banned} if banned else {}


def _viewing_alone(named: Mapping[str, Sequence[Yaku]]) -> list[tuple[str, Words]]:
    """Under ``viewing = "with-other-yaku"`` a viewing yaku counts only beside another yaku:
    named without one, it is not scored (only the yaku named count in a counted pile)."""
    out = []
    for player, yaku in named.items():
        if any(y.id not in VIEWING for y in yaku):
            continue
        out.extend((player, msg("koi-koi.viewing-alone", yaku=y, yaku_id=y.id)) for y in yaku if y.id in VIEWING)
    return out


#: The yaku the Sake Cup changes as one of a pile's animals (RULES.md 9.2, ``sake_cup``).
CUP_YAKU = ("animals", "chaff")


def cup_warnings(round_: Round, warnings: list[Words]) -> None:
    """A counted pile does not say whether the Sake Cup is among its animals, and where that
    changes the pile's Animals or Chaff (the cup a chaff too: ``sake_cup`` "both", "either"),
    the cards found chose: say which way, and what the other way would pay."""
    rules: KoiKoiRules = round_.rules
    if rules.sake_cup == "animal":
        return  # the cup is an animal like any other: the counts say all
    month, end = month_of(round_), round_.field_end
    for player, pile in round_.piles.items():
        animals = sorted(pile & ANIMALS - {SAKE_CUP})
        others = sorted(ANIMALS - pile - {SAKE_CUP})
        # A plain animal to stand for the cup: none of the Boar, Deer, Butterflies, nor the month's.
        plain = sorted(
            animals if SAKE_CUP not in pile else others, key=lambda a: (a in BOAR_DEER_BUTTERFLIES, a // 10 == month)
        )
        if not plain:
            continue  # every animal of the pile is known: the cup is in it, or cannot be
        other = pile - {SAKE_CUP} | {plain[0]} if SAKE_CUP in pile else pile - {plain[0]} | {SAKE_CUP}
        found = {h.id for h in pile_yaku(pile, rules, month, end)}
        otherwise = {h.id for h in pile_yaku(other, rules, month, end)}
        if found - set(CUP_YAKU) != otherwise - set(CUP_YAKU):
            continue  # the pile's other yaku say where the cup is (a viewing yaku named)
        gained = [NAMED[y] for y in CUP_YAKU if y in (found - otherwise if SAKE_CUP in pile else otherwise - found)]
        if not gained:
            continue
        names = joined(gained, " and ", "・")
        key = "koi-koi.cup-taken" if SAKE_CUP in pile else "koi-koi.cup-left-out"
        warnings.append(msg(key, player=player, names=names))
