"""Hachi-Hachi (八八, "88"): three play each round, paid in kan and points (RULES.md section 10).

Teyaku declared from the dealt hands, dekiyaku formed in the capture piles with sage, shoubu
and cancel, and, when no dekiyaku was formed, card points measured against 88 (a third of
the deck's 264) or the three special hands that cancel everything else.  Four to seven at the
table: the others drop out (paying a fee into the winner's pot) or are forced out.  Every
payment runs on the field multiplier Kyu-Rei Hana shares (:mod:`hanascore.games.multiplier`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from typing import Any

from hanascore.core.errors import Words, joined, msg
from hanascore.core.result import PartyResult, RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Game, card_kinds
from hanascore.games.hachihachi.checks import BAD_CALL, check, unused_fields, walkover, whole_deck_placed
from hanascore.games.hachihachi.data import (
    DEKIYAKU,
    MULTIPLIER_CARDS,
    PAR,
    VALUES,
    HachiHachiFacts,
    HachiHachiRules,
    dekiyaku_in_play,
    dekiyaku_of,
)
from hanascore.games.hachihachi.teyaku import BAD_TEYAKU, BY_ID, TRIPLET_ROWS, WILLOWS, teyaku_notes, triplet_months
from hanascore.games.hachihachi.words import WORDS
from hanascore.games.helpers import SAT_OUT, PartyScore, make_result, party_scores
from hanascore.games.hooks import Shows
from hanascore.games.multiplier import stakes, waiting, why_multiplier

#: All Eights: every player holds exactly the par; the dealer is paid this many kan by each.
ALL_EIGHTS_KAN = 10
#: Double Eights: 168 card points or more; 10 kan, 1 more per point above 168.
DOUBLE_EIGHTS_AT, DOUBLE_EIGHTS_KAN = 168, 10
#: Sixteen Chaff: 16 chaff or more (Willows counted); 12 kan, 2 more per chaff above 16.
SIXTEEN_CHAFF_AT, SIXTEEN_CHAFF_KAN = 16, 12
#: Escape: a group B teyaku (not pikaichi) and this many card points at the end.
ESCAPE_AT = 89
#: Chaff for Sixteen Chaff: the plain chaff and every Willow.
CHAFF = frozenset(c for c, v in VALUES.items() if v == 1) | WILLOWS
#: What a cancel, or hands played out with dekiyaku, pay: half of the dekiyaku.
HALF_DEKIYAKU = msg("hachi-hachi.term.half-dekiyaku")


@dataclass(eq=False)
class _Ledger:
    """The round's payments in kan between the active players, and each one's terms in words."""

    active: list[str]
    kan: dict[str, Fraction] = field(default_factory=dict)
    terms: dict[str, list[Words]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.kan = {name: Fraction(0) for name in self.active}
        self.terms = {name: [] for name in self.active}

    def from_each(self, payee: str, amount: Fraction | int, what: Words, payers: Sequence[str] | None = None) -> None:
        """``payee`` is paid ``amount`` kan by each opponent (or by ``payers``)."""
        for payer in payers if payers is not None else [n for n in self.active if n != payee]:
            self.pay(payer, payee, Fraction(amount), what)

    def pay(self, payer: str, payee: str, amount: Fraction, what: Words) -> None:
        if not amount:
            return
        self.kan[payer] -= amount
        self.kan[payee] += amount
        self.terms[payee].append(msg("hachi-hachi.pay.from", what=what, kan=_kan(amount), name=payer))
        self.terms[payer].append(msg("hachi-hachi.pay.to", what=what, kan=_kan(amount), name=payee))


def _kan(amount: Fraction) -> str:
    return str(int(amount)) if amount.denominator == 1 else f"{float(amount):g}"


def score(round_: Round) -> RoundResult:
    """Score a checked Hachi-Hachi round (RULES.md 10.4, 10.7 and the drop-out phase)."""
    rules: HachiHachiRules = round_.rules
    facts: HachiHachiFacts = round_.facts  # type: ignore[assignment]
    settled = stakes(round_, MULTIPLIER_CARDS, stack=rules.stack_multipliers)
    parties = party_scores(round_, round_.leftovers, VALUES)
    by_name = {p.name: p for p in parties}
    active = [p.name for p in parties if p.active]
    book = _Ledger(active)
    card: dict[str, int] = dict.fromkeys(active, 0)
    declared = facts.declared()
    dekiyaku = {n: dekiyaku_of(rules, round_.piles[n]) for n in active}
    sage = facts.sage or ()
    paid_yaku: dict[str, list[YakuHit]] = {n: [] for n in active}
    teyaku_paid = achievements_paid = len(active) > 1
    points = {n: by_name[n].card_points for n in active}
    if len(active) == 1:
        outcome, winner = "walkover", active[0]
    elif facts.stopped_by is not None or facts.cancelled_by is not None:
        winner = facts.stopped_by or facts.cancelled_by  # type: ignore[assignment]
        outcome = "shoubu" if facts.stopped_by else "cancel"
        paid_yaku[winner] = dekiyaku[winner]
        total = sum(h.points for h in dekiyaku[winner])
        others = [n for n in active if n != winner]
        called = [n for n in others if n in sage]
        if outcome == "cancel":
            book.from_each(winner, Fraction(total, 2), HALF_DEKIYAKU)
        elif len(others) == 2 and rules.sage_liability and len(called) == 1:
            book.pay(called[0], winner, Fraction(2 * total), msg("hachi-hachi.term.dekiyaku-liable"))
        else:
            book.from_each(winner, total, msg("hachi-hachi.term.dekiyaku"))
    elif any(dekiyaku.values()):
        outcome, winner = "exhausted", sage[0]
        for name in active:
            paid_yaku[name] = dekiyaku[name]
            book.from_each(name, Fraction(sum(h.points for h in dekiyaku[name]), 2), HALF_DEKIYAKU)
    else:
        outcome, winner = _by_cards(round_, book, points, card)
        if outcome != "card-points":
            teyaku_paid = achievements_paid = False
    if teyaku_paid:
        for name, said in declared.items():
            if name in book.kan and said.kan:
                book.from_each(name, said.kan, msg("hachi-hachi.term.teyaku"))
    achieved: dict[str, list[str]] = {n: [] for n in active}
    if achievements_paid and rules.achievements and len(active) == 3:
        _achievements(round_, book, declared, points, achieved)
    fees = _fees(facts.dropped or (), winner)
    return _result(
        round_,
        parties,
        settled,
        book,
        card,
        paid_yaku,
        declared if teyaku_paid else {},
        achieved,
        fees,
        winner,
        outcome,
    )


def _by_cards(round_: Round, book: _Ledger, points: dict[str, int], card: dict[str, int]) -> tuple[str, str]:
    """No dekiyaku: the special hands (3 active), else card points; the outcome and winner."""
    active, dealer = book.active, round_.dealer
    winner = round_.table.winner(dealer, points)  # the most card points, ties by turn order
    if len(active) == 2:  # the difference of card points (no par, no special hands)
        for name in active:
            card[name] = points[name] - (sum(points.values()) - points[name])
        return "card-points", winner
    if all(points[n] == PAR.par for n in active):
        book.from_each(dealer, ALL_EIGHTS_KAN, msg("hachi-hachi.term.all-eights"))
        return "all-eights", dealer
    big = next((n for n in active if points[n] >= DOUBLE_EIGHTS_AT), None)
    if big is not None:
        book.from_each(big, DOUBLE_EIGHTS_KAN + points[big] - DOUBLE_EIGHTS_AT, msg("hachi-hachi.term.double-eights"))
        return "double-eights", big
    # A counted pile does not tell the Willows apart: its chaff are those counted.
    counted = round_.counts
    chaff = {n: counted[n]["chaff"] if counted else len(round_.piles[n] & CHAFF) for n in active}
    sixteen = next((n for n in active if chaff[n] >= SIXTEEN_CHAFF_AT), None)
    if sixteen is not None:
        paid = SIXTEEN_CHAFF_KAN + 2 * (chaff[sixteen] - SIXTEEN_CHAFF_AT)
        book.from_each(sixteen, paid, msg("hachi-hachi.term.sixteen-chaff"))
        return "sixteen-chaff", sixteen
    for name in active:
        card[name] = PAR.above(points[name])
    return "card-points", winner


def _achievements(
    round_: Round, book: _Ledger, declared: dict[str, Any], points: dict[str, int], achieved: dict[str, list[str]]
) -> None:
    """Diving (per triplet month of a group A teyaku whose four cards the pile holds), then
    escape (a group B teyaku but pikaichi, and 89 card points or more)."""
    for name in book.active:
        said = declared.get(name)
        if said is None:
            continue
        pile = round_.piles[name]
        if said.a_id in TRIPLET_ROWS and round_.counts is None:  # a counted pile names no cards
            for month in triplet_months(said.cards):
                if all(month * 10 + i in pile for i in range(4)):
                    achieved[name].append("diving")
                    book.from_each(name, 1, msg("hachi-hachi.term.diving"))
    for name in book.active:
        said = declared.get(name)
        if said is not None and said.b_id not in (None, "pikaichi") and points[name] >= ESCAPE_AT:
            achieved[name].append("escape")
            book.from_each(name, 1, msg("hachi-hachi.term.escape"))


def _fees(dropped: Sequence[str], winner: str) -> dict[str, Fraction]:
    """Each dropped player's fee in kan, (i + 1) / 2 for the i-th to drop (negative), and the
    pot the winner takes."""
    fees = {name: -Fraction(i + 2, 2) for i, name in enumerate(dropped)}
    if fees:
        fees[winner] = -sum(fees.values(), Fraction(0))
    return fees


def _result(
    round_: Round,
    parties: list[PartyScore],
    settled: Any,
    book: _Ledger,
    card: dict[str, int],
    paid_yaku: dict[str, list[YakuHit]],
    declared: dict[str, Any],
    achieved: dict[str, list[str]],
    fees: dict[str, Fraction],
    winner: str,
    outcome: str,
) -> RoundResult:
    rules: HachiHachiRules = round_.rules
    m, k = settled.multiplier, rules.kan
    for p in parties:
        name = p.name
        said = declared.get(name)
        kan = book.kan.get(name, Fraction(0)) + fees.get(name, Fraction(0))
        points = kan * k * m + card.get(name, 0) * m
        assert points.denominator == 1, "kan are halves and K is even: scores are whole points"
        p.score = int(points)
        p.yaku = paid_yaku.get(name, [])
        p.extras = {
            "teyaku": [{"id": t.id, "name": t.name, "points": t.kan} for t in (said.paid if said else ())],
            "teyaku_points": said.kan if said else 0,
            "achievements": achieved.get(name, []),
        }
        terms = book.terms.get(name, [])
        p.formula = partial(_formula, p, terms, kan, k, m, card.get(name, 0), fees.get(name), p.active)
    notes = why_multiplier(rules, settled)
    extras = {"outcome": outcome, "kan": k}
    return make_result(
        round_,
        parties,
        round_.leftovers,
        winner=winner,
        multiplier=m,
        carried=settled.queue,
        notes=notes,
        extras=extras,
    )


def _formula(
    p: PartyScore, terms: list[Words], kan: Fraction, k: int, m: int, card: int, fee: Fraction | None, active: bool
) -> Words:
    """``teyaku +4 from Bo, ... = 5 kan x 12 x 2 = 120; cards ... - 88 = 5 x 2 = 10; = 130``."""
    parts = list(terms)
    if fee is not None:
        parts.append(
            msg("hachi-hachi.fee.paid", kan=_kan(-fee)) if fee < 0 else msg("hachi-hachi.fee.pot", kan=_kan(fee))
        )
    if not active and fee is None:
        return SAT_OUT
    times = msg("hachi-hachi.formula.times", m=m) if m != 1 else ""
    written: list[Words] = []
    if parts:
        each = joined(parts, ", ", "、")
        written.append(
            msg("hachi-hachi.formula.in-kan", terms=each, kan=_kan(kan), k=k, times=times, total=kan * k * m)
        )
    if card:
        card_times = msg("hachi-hachi.formula.cards-times", m=m, n=f"{card * m:+d}") if m != 1 else ""
        if p.card_points - card == PAR.par:
            cards = msg(
                "hachi-hachi.formula.cards-par", points=p.card_points, par=PAR.par, diff=f"{card:+d}", times=card_times
            )
        else:
            cards = msg("hachi-hachi.formula.cards-opponent", points=p.card_points, diff=f"{card:+d}", times=card_times)
        written.append(cards)
    if not written:
        return msg("hachi-hachi.formula.parts", parts=p.score)
    # One part ends with the score already: "= 360; = 360" would say it twice.
    each = joined(written, "; ", "；")
    if len(written) > 1:
        return msg("hachi-hachi.formula.sum", parts=each, score=p.score)
    return msg("hachi-hachi.formula.parts", parts=each)


def _outcome(result: RoundResult) -> str | None:
    return result.extras.get("outcome")


def _party_lines(party: PartyResult) -> list[tuple[str, Any]]:
    """The teyaku paid, each by its name and kan (``Standing Triplet 3 kan``), and the
    achievements paid by name (``diving ×2, escape``)."""
    lines: list[tuple[str, Any]] = []
    paid = party.extras.get("teyaku") or ()
    if paid:
        each = joined(
            (msg("hachi-hachi.line.teyaku-kan", name=BY_ID[t["id"]], kan=t["points"]) for t in paid), " + ", " + "
        )
        total = party.extras["teyaku_points"]
        lines.append(
            (
                "hachi-hachi.line.teyaku",
                msg("hachi-hachi.line.teyaku-total", list=each, kan=total) if len(paid) > 1 else each,
            )
        )
    achieved = Counter(party.extras.get("achievements") or ())
    if achieved:
        named = (
            msg(f"hachi-hachi.line.{name}")
            if count == 1
            else msg("hachi-hachi.line.times", what=msg(f"hachi-hachi.line.{name}"), count=count)
            for name, count in achieved.items()
        )
        lines.append(("hachi-hachi.line.achievements", joined(named)))
    return lines


def _out(party: PartyResult) -> Words | None:
    """A dropped player paid its fee: its score is minus the fee, and every other player who
    did not play scores 0 (RULES.md 10)."""
    if party.active or party.score >= 0:
        return None
    return msg("hachi-hachi.out.dropped", amount=-party.score)


def _notes(result: RoundResult) -> list[Words]:
    """Who dropped out, in drop order (each fee is larger than the one before)."""
    dropped = sorted((p for p in result.parties if not p.active and p.score < 0), key=lambda p: -p.score)
    return [msg("hachi-hachi.note.dropped-out", names=joined(p.name for p in dropped))] if dropped else []


def _winner_only_deals(result: RoundResult) -> bool:
    """Decided by card points, the winner is who holds the most (RULES.md 10.4: "not the
    highest score"): they deal next and take the pot, whoever scored best."""
    return _outcome(result) == "card-points"


def _mon_to_the_kan(house: Mapping[str, Any]) -> int | None:
    """Mon to the kan under these house rules (resolved ones hold ``kan``; else the default)."""
    kan = house.get("kan")
    return int(kan) if kan is not None else int(HachiHachiRules().kan)


GAME = Game(
    zero_sum=True,
    id="hachi-hachi",
    name="Hachi-Hachi",
    japanese="八八",
    aliases=("hachihachi", "hachi", "88", "八八"),
    deck=FULL_DECK,
    values=VALUES,
    yaku=DEKIYAKU,
    kinds=card_kinds(FULL_DECK, VALUES, ("brights", "animals", "ribbons", "chaff")),
    rules=HachiHachiRules,
    score=score,
    facts=HachiHachiFacts,
    check=check,
    counted_check=lambda round_, counts, problems, warnings: check(round_, problems, warnings),
    yaku_in_play=dekiyaku_in_play,
    whole_deck_placed=whole_deck_placed,
    ends_before_play=walkover,
    unused_fields=unused_fields,
    shows=Shows(
        outcome=_outcome,
        party=_party_lines,
        multipliers=waiting,
        out=_out,
        notes=_notes,
        winner_only_deals=_winner_only_deals,
    ),
    unit="mon",
    larger_unit=_mon_to_the_kan,
    players=(2, 7),
    active_per_round=3,
    deals={2: ((7, 6),), 3: ((7, 6),)},
    formula=msg("hachi-hachi.formula"),
    notes=(
        *(
            msg(f"hachi-hachi.note.{note}")
            for note in ("deck", "kan", "teyaku", "dekiyaku", "no-dekiyaku", "dropped", "two-active")
        ),
        *teyaku_notes(),
    ),
    words=WORDS,
    codes=(BAD_TEYAKU, BAD_CALL),
)
