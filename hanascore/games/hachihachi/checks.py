"""Hachi-Hachi's consistency checks (RULES.md section 10): who played and dropped out, the
teyaku shown, the sage / shoubu / cancel calls against the piles, and where the cards lie.
Every problem names its key; all are reported at once."""

from __future__ import annotations

from collections.abc import Sequence

from hanascore.core.cards import CARDS
from hanascore.core.errors import Code, Problems, Words, joined, msg
from hanascore.core.round import Round
from hanascore.games.base import yaku_names
from hanascore.games.hachihachi.data import DEKIYAKU, HachiHachiFacts, HachiHachiRules, dekiyaku_of
from hanascore.games.hachihachi.teyaku import BAD_TEYAKU, FOUR_ROWS, TRIPLET_ROWS, four_months
from hanascore.games.multiplier import warn_no_start

#: A call (sage, a cancel) that the piles contradict: made without a dekiyaku, or missing for
#: one (Koi-Koi reports the same code for its koi-koi calls).
BAD_CALL = "bad-call"
#: Cards in the piles and on the end field when two play a round out (14 stay in the draw pile).
TWO_ACTIVE_PLACED = 34


def whole_deck_placed(round_: Round) -> bool:
    """Every card must be placed when the sheet lists the unplayed cards, or three played the
    hands out (the draw pile is then empty too)."""
    facts: HachiHachiFacts = round_.facts  # type: ignore[assignment]
    return facts.unplayed is not None or (not round_.stopped and len(round_.active) == 3)


def unused_fields(facts: HachiHachiFacts, playing: int, counted: bool) -> frozenset[str]:
    """Three played the hands out, the unplayed cards not listed (RULES.md 10.5): every card
    was captured, so the end field is empty: not asked."""
    if facts.stopper() is None and playing == 3 and facts.unplayed is None:
        return frozenset({"end"})
    return frozenset()


def walkover(facts: HachiHachiFacts, active: Sequence[str]) -> bool:
    """True for a walkover (RULES.md 10: one left, everybody else dropped out): no cards are
    played, so the round has no piles."""
    return len(active) == 1


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """Every consistency check of section 10, each a problem naming its key."""
    facts: HachiHachiFacts = round_.facts  # type: ignore[assignment]
    rules: HachiHachiRules = round_.rules
    _check_table(round_, facts, problems)
    if rules.stack_multipliers and facts.multiplier is not None:
        problems.add(Code.BAD_FACT, msg("hachi-hachi.stated-multiplier-stacked"), "multiplier")
    if not rules.stack_multipliers:
        warn_no_start(round_, warnings)
    _check_teyaku(round_, facts, problems, warnings)
    if len(round_.active) == 1:
        _check_walkover(round_, facts, problems)
    else:
        _check_calls(round_, facts, rules, problems)
    _check_cards(round_, facts, problems)
    if round_.leftover:
        problems.add(Code.BAD_LEFTOVER, msg("hachi-hachi.no-leftover"), "leftover")


def _check_table(round_: Round, facts: HachiHachiFacts, problems: Problems) -> None:
    players, active = round_.table.players, round_.active
    dropped = facts.dropped or ()
    if len(players) <= 3:
        if facts.dropped is not None:
            problems.add(Code.BAD_FACT, msg("hachi-hachi.dropped-small-table", count=len(players)), "dropped")
        if len(active) != len(players):
            problems.add(Code.BAD_ACTIVE, msg("hachi-hachi.everybody-plays", count=len(players)), "active")
        return
    both = [p for p in dropped if p in active]
    if both:
        problems.add(Code.BAD_FACT, msg("hachi-hachi.dropped-and-active", names=joined(both)), "dropped")
    if len(active) < 3:
        others = [p for p in players if p not in active]
        missing = [p for p in others if p not in dropped]
        # At seven the blank card's holder neither plays nor drops out.
        if missing and not (len(players) == 7 and len(missing) == 1):
            problems.add(
                Code.BAD_FACT,
                msg("hachi-hachi.dropped-all-others", count=len(active), names=joined(missing)),
                "dropped",
            )


def _check_teyaku(round_: Round, facts: HachiHachiFacts, problems: Problems, warnings: list[Words]) -> None:
    start = round_.field_start or frozenset()
    for said in facts.teyaku or ():
        where = f"teyaku.{said.player}"
        if said.player not in round_.active:
            problems.add(BAD_TEYAKU, msg("hachi-hachi.bad-teyaku.sits-out", player=said.player), where)
        on_start = sorted(said.cards & start)
        if on_start:
            problems.add(
                BAD_TEYAKU, msg("hachi-hachi.bad-teyaku.on-start", player=said.player, cards=_cards(on_start)), where
            )
        if said.a_id in TRIPLET_ROWS and round_.counts is not None:
            warnings.append(msg("hachi-hachi.warning.diving-unpaid", name=said.player))
        if said.a_id in FOUR_ROWS and not round_.stopped and round_.counts is None:
            for month in four_months(said.cards):
                for other, pile in round_.piles.items():
                    taken = sorted(c for c in pile if c // 10 == month)
                    if other != said.player and taken:
                        cards = joined(msg("hachi-hachi.card", id=c, card=CARDS[c]) for c in taken)
                        warnings.append(
                            msg("hachi-hachi.warning.four-captured", other=other, cards=cards, player=said.player)
                        )


def _check_walkover(round_: Round, facts: HachiHachiFacts, problems: Problems) -> None:
    """One left: no cards were played, nothing was declared or called."""
    for key in ("stopped_by", "cancelled_by", "sage", "teyaku"):
        if getattr(facts, key):
            problems.add(Code.BAD_FACT, msg("hachi-hachi.walkover-fact", key=key), key)
    for name, pile in round_.piles.items():
        if pile:
            problems.add(Code.BAD_FACT, msg("hachi-hachi.walkover-pile", name=name), f"captured.{name}")


def _check_calls(round_: Round, facts: HachiHachiFacts, rules: HachiHachiRules, problems: Problems) -> None:
    active = round_.active
    for key in ("stopped_by", "cancelled_by"):
        name = getattr(facts, key)
        if name is not None and name not in active:
            problems.add(Code.BAD_FACT, msg("hachi-hachi.call-sits-out", key=key, name=name), key)
    for name in facts.sage or ():
        if name not in active:
            problems.add(Code.BAD_FACT, msg("hachi-hachi.call-sits-out", key="sage", name=name), "sage")
    if facts.stopped_by is not None and facts.cancelled_by is not None:
        problems.add(Code.BAD_FACT, msg("hachi-hachi.shoubu-and-cancel"), "cancelled_by")
    formed = {name: dekiyaku_of(rules, round_.piles[name]) for name in active}
    sage = facts.sage or ()
    ender = facts.stopped_by or facts.cancelled_by
    for key in ("stopped_by", "cancelled_by"):
        name = getattr(facts, key)
        if name in formed and not formed[name]:
            problems.add(
                Code.STOPPER_WITHOUT_YAKU,
                msg("hachi-hachi.ender-without-dekiyaku", key=key, name=name),
                f"captured.{name}",
                fix=key,
            )
    if facts.cancelled_by in formed and facts.cancelled_by not in sage:
        problems.add(BAD_CALL, msg("hachi-hachi.cancel-without-sage", name=facts.cancelled_by), "sage")
    for name in sage:
        if name in formed and not formed[name]:
            problems.add(BAD_CALL, msg("hachi-hachi.sage-without-dekiyaku", name=name), "sage")
    # With nobody ending the round, the likelier slip is a missing stopped_by: say both.
    unended = "hachi-hachi.dekiyaku-without-sage" if ender is not None else "hachi-hachi.dekiyaku-unended"
    for name, hits in formed.items():
        if hits and name not in sage and name != ender:
            fix = "stopped_by" if ender is None else None  # the fix names who ended the round
            problems.add(BAD_CALL, msg(unended, name=name, yaku=yaku_names(hits, DEKIYAKU)), "sage", fix=fix)


def _check_cards(round_: Round, facts: HachiHachiFacts, problems: Problems) -> None:
    unplayed = facts.unplayed
    start = round_.field_start or frozenset()
    if unplayed is not None and start & unplayed:
        problems.add(
            Code.BAD_FACT, msg("hachi-hachi.start-unplayed", cards=_cards(sorted(start & unplayed))), "unplayed"
        )
    if round_.stopped or len(round_.active) == 1:
        return
    if len(round_.active) == 3:
        if round_.field_end:
            problems.add(
                Code.LEFTOVER_UNPLACED,
                msg("hachi-hachi.end-field-played-out", cards=_cards(sorted(round_.field_end))),
                "field.end",
            )
        if unplayed:
            problems.add(
                Code.BAD_FACT, msg("hachi-hachi.unplayed-played-out", cards=_cards(sorted(unplayed))), "unplayed"
            )
        return
    placed = sum(len(p) for p in round_.piles.values()) + len(round_.field_end)
    if placed != TWO_ACTIVE_PLACED:
        problems.add(Code.MISSING_CARDS, msg("hachi-hachi.two-active-count", count=placed), "captured")


def _cards(cards: list[int]) -> object:
    return joined([CARDS[c] for c in cards])
