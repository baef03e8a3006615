"""Hachi-Hachi's data (RULES.md section 10): values, dekiyaku, house rules and round facts.

The score is in :mod:`hanascore.games.hachihachi.rules`, the teyaku in
:mod:`hanascore.games.hachihachi.teyaku`, the checks in :mod:`hanascore.games.hachihachi.checks`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from hanascore.core.errors import Problem, Words, msg
from hanascore.core.facts import Answer, FactOwners, Seating, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import YakuHit
from hanascore.games.base import Yaku, find_yaku
from hanascore.games.hachihachi.teyaku import TEYAKU, Declared, read_teyaku
from hanascore.games.helpers import Par, standard_values
from hanascore.games.multiplier import GRAND_FIELD, LARGE_FIELD, MultiplierFacts

#: Standard types (RULES.md section 1): bright 20, animal 10, ribbon 5, chaff 1; 264 in all.
VALUES: dict[int, int] = standard_values(20, 10, 5, 1)
#: A third of the deck: what each of three players' card points are measured against.
PAR = Par.share(VALUES, 3)
assert PAR.par == 88, f"the Hachi-Hachi par must be 88, not {PAR.par}"
#: The field multiplier's cards, as Kyu-Rei Hana's (no house rule adds any here).
MULTIPLIER_CARDS: dict[int, int] = LARGE_FIELD | GRAND_FIELD
#: The nine ribbons of Seven Ribbons (the Willow ribbon 112 is none of them).
RIBBONS = (11, 21, 31, 41, 51, 61, 71, 91, 101)
ALL_RIBBONS = (*RIBBONS, 112)

#: Dekiyaku, worth kan (RULES.md 10.2).
DEKIYAKU = (
    Yaku.of(
        "five-brights",
        "Five Brights",
        12,
        10,
        30,
        80,
        110,
        120,
        japanese="五光",
        aliases=("goko",),
        replaces=("four-brights",),
    ),
    Yaku.of("four-brights", "Four Brights", 10, 10, 30, 80, 120, japanese="四光", aliases=("shiko",)),
    Yaku.counted(
        "seven-ribbons", "Seven Ribbons", 10, RIBBONS, 7, 0, japanese="七短", aliases=("shichitan", "nanatan")
    ),
    Yaku.of("poetry-ribbons", "Poetry Ribbons", 7, 11, 21, 31, japanese="赤短", aliases=("akatan", "akatanzaku")),
    Yaku.of("blue-ribbons", "Blue Ribbons", 7, 61, 91, 101, japanese="青短", aliases=("aotan", "aotanzaku")),
    Yaku.of(
        "boar-deer-butterflies",
        "Boar, Deer, Butterflies",
        7,
        60,
        70,
        100,
        japanese="猪鹿蝶",
        aliases=("inoshikacho", "ino-shika-cho"),
    ),
)
_INOSHIKACHO = "boar-deer-butterflies"

#: How many play a round; at seven one of those who do not holds the blank card.
ACTIVE_PER_ROUND = 3
BLANK_CARD_TABLE = 7

#: The three kan values the rules accept.
KAN_VALUES = (12, 10, 6)


@dataclass(frozen=True)
class HachiHachiRules(HouseRules):
    """Hachi-Hachi house rules (RULES.md 10.8)."""

    kan: int = rule(12, msg("hachi-hachi.rule.kan"))
    carry_over: bool = rule(True, msg("hachi-hachi.rule.carry-over"))
    stack_multipliers: bool = rule(False, msg("hachi-hachi.rule.stack-multipliers"))
    sage_liability: bool = rule(True, msg("hachi-hachi.rule.sage-liability"))
    achievements: bool = rule(True, msg("hachi-hachi.rule.achievements"))
    inoshikacho: bool = rule(False, msg("hachi-hachi.rule.inoshikacho"))
    seven_ribbons_extra: bool = rule(False, msg("hachi-hachi.rule.seven-ribbons-extra"))

    @classmethod
    def prepare(cls, house: dict[str, Any]) -> tuple[dict[str, Any], list[Words]]:
        kan = house.get("kan", 12)
        if kan not in KAN_VALUES:
            return house, [msg("hachi-hachi.bad-house-rule.kan", value=kan)]
        return house, []


def dekiyaku_in_play(rules: HachiHachiRules) -> tuple[Yaku, ...]:
    """The dekiyaku under ``rules`` (Boar, Deer, Butterflies only with ``inoshikacho``)."""
    return DEKIYAKU if rules.inoshikacho else tuple(y for y in DEKIYAKU if y.id != _INOSHIKACHO)


def dekiyaku_of(rules: HachiHachiRules, pile: frozenset[int]) -> list[YakuHit]:
    """The dekiyaku ``pile`` forms, Seven Ribbons paid its extra under ``seven_ribbons_extra``."""
    hits = find_yaku(dekiyaku_in_play(rules), pile)
    if not rules.seven_ribbons_extra:
        return hits
    held = sum(1 for c in ALL_RIBBONS if c in pile)
    return [YakuHit(h.id, h.name, 10 + held - 7, h.cards) if h.id == "seven-ribbons" else h for h in hits]


@dataclass(frozen=True)
class HachiHachiFacts(MultiplierFacts):
    """What a Hachi-Hachi sheet says beyond the piles (CONTRACT.md "Koi-Koi and Hachi-Hachi")."""

    dropped: tuple[str, ...] | None = fact(Answer.PLAYERS, msg("hachi-hachi.question.dropped"), ask="sit-out")
    teyaku: tuple[Declared, ...] | None = fact(
        Answer.BY_PLAYER, msg("hachi-hachi.question.teyaku"), ask="deal", words=tuple(t.id for t in TEYAKU)
    )
    sage: tuple[str, ...] | None = fact(Answer.PLAYERS, msg("hachi-hachi.question.sage"), ask="yaku")
    stopped_by: str | None = fact(Answer.PARTY, msg("hachi-hachi.question.stopped-by"), quick="stopped by", ask="yaku")
    cancelled_by: str | None = fact(
        Answer.PARTY, msg("hachi-hachi.question.cancelled-by"), quick="cancelled by", ask="yaku"
    )
    unplayed: Any = fact(Answer.PLACE, msg("hachi-hachi.question.unplayed"))

    def stopper(self) -> str | None:
        """The shoubu caller or the canceller: the round ended before the hands were empty."""
        return self.stopped_by or self.cancelled_by

    def active_players(self, table: Seating, dealer: str) -> tuple[str, ...] | None:
        """Without 'active', at a table of four to six: everybody who did not drop out, where
        that leaves no more than the three a round takes (RULES.md 10: three play once three
        chose to; fewer when all the others dropped out).  With seven at the table the blank
        card's holder neither plays nor drops out: not told."""
        players = table.players
        if not self.dropped or not ACTIVE_PER_ROUND < len(players) < BLANK_CARD_TABLE:
            return None  # no drop-outs at three or fewer (the checks say so)
        left = tuple(p for p in players if p not in self.dropped)
        return left if 0 < len(left) <= ACTIVE_PER_ROUND else None

    def fewer_active(self, count: int) -> bool:
        """Two or one play when everybody else dropped out (the checks say whether they did)."""
        return count in (1, 2)

    def declared(self) -> dict[str, Declared]:
        """Each declaring player's teyaku, by player."""
        return {d.player: d for d in self.teyaku or ()}

    @classmethod
    def parse(
        cls,
        raw: Mapping[str, Any],
        table: Seating,
        *,
        in_ledger: bool,
        problems: list[Problem],
        owners: FactOwners,
    ) -> HachiHachiFacts:
        """The shared reading, then the ``[teyaku]`` entries' ids and cards."""
        facts = super().parse(raw, table, in_ledger=in_ledger, problems=problems, owners=owners)
        said: Any = facts.teyaku
        if said is None:
            return facts  # type: ignore[return-value]
        return _with_teyaku(facts, read_teyaku(said, problems))  # type: ignore[arg-type]


def _with_teyaku(facts: HachiHachiFacts, declared: Sequence[Declared]) -> HachiHachiFacts:
    return replace(facts, teyaku=tuple(declared))
