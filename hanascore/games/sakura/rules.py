"""Sakura (桜; ハワイ花札, Higo-bana, Hawaiian hanafuda): 2-7 players or teams, the Gaji wild,
and every yaku an opponent holds costs you 50.

Also the Paradise Factors victory scoring (Chu, Basa, Shira Basa) and Oi-bana, the
two-player auction round whose loser pays the winner a bid.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from hanascore.core.cards import CARDS, FLOWERS, MONTH_CARDS
from hanascore.core.errors import Code, Problems, Words, joined, msg
from hanascore.core.result import PartyResult, Payment, RoundResult
from hanascore.core.round import Round
from hanascore.games.base import Game, card_kinds
from hanascore.games.helpers import PartyScore, cards_words, equals, make_result, party_scores, written
from hanascore.games.hooks import Shows, Tally
from hanascore.games.leftovers import Leftovers, allocate_leftovers
from hanascore.games.sakura.deck import (
    DECK,
    GAJI,
    JUNKABLE,
    OI_BANA,
    VALUES,
    YAKU,
    YAKU_PENALTY,
    SakuraFacts,
    SakuraRules,
    deal_capturer,
    four_of_a_suit,
    gaji_discarded,
    gaji_holder,
    out_of_play_at_deal,
    where_is,
)
from hanascore.games.sakura.words import WORDS

#: The problems only Sakura reports: a Gaji that was discarded at the deal placed in a pile, a
#: card of four of a suit dealt to the field outside the capturer's pile, a wrong Gaji capture.
GAJI_DISCARDED = "gaji-discarded"
FOUR_OF_A_SUIT = "four-of-a-suit"
BAD_WILD = "bad-wild"

# -- Leftover rule -------------------------------------------------------------------------


#: One leftover mode: (card, the Gaji's holder, the captured card) -> (owner or None, why).
_LeftoverRule = Callable[[int, str, int | None], tuple[str | None, Words]]

#: Why a leftover went where the house rule ``leftover`` (or the Gaji's fate) put it.
UNKNOWN_CAPTURE = msg("sakura.leftover.unknown")
ALL_TO_GAJI = msg("sakura.leftover.all-to-gaji")
NO_LEFTOVER = msg("sakura.leftover.none")
GAJI_DISCARDED_AT_DEAL = msg("sakura.leftover.discarded")
GAJI_UNCAPTURED = msg("sakura.leftover.gaji-uncaptured")
NO_HOLDER = msg("sakura.leftover.no-holder")


def _gaji_suit(card_id: int, holder: str, captured: int | None) -> tuple[str | None, Words]:
    if captured is None:
        return None, UNKNOWN_CAPTURE
    flower = FLOWERS[captured // 10]
    if card_id // 10 == captured // 10:
        return holder, msg("sakura.leftover.gaji-suit", flower=flower)
    return None, msg("sakura.leftover.not-gaji-suit", flower=flower)


def _all_to_gaji(card_id: int, holder: str, captured: int | None) -> tuple[str | None, Words]:
    return holder, ALL_TO_GAJI


def _no_leftover(card_id: int, holder: str, captured: int | None) -> tuple[str | None, Words]:
    return None, NO_LEFTOVER


LEFTOVER_RULES: dict[str, _LeftoverRule] = {
    "gaji-suit": _gaji_suit,
    "all-to-gaji": _all_to_gaji,
    "none": _no_leftover,
}


def _leftover_rule(round_: Round, card_id: int) -> tuple[str | None, Words]:
    """Where one end-field card the sheet's table leaves goes, by the house rule ``leftover``."""
    if card_id == GAJI and gaji_discarded(round_):
        return None, GAJI_DISCARDED_AT_DEAL
    if card_id == GAJI:
        return None, GAJI_UNCAPTURED
    holder = gaji_holder(round_)
    if holder is None:
        return None, NO_HOLDER
    return LEFTOVER_RULES[round_.rules.leftover](card_id, holder, round_.facts.wild_captured)


def allocate_leftover(round_: Round) -> Leftovers:
    """The sheet's ``[leftover]`` table first, then the house rule ``leftover`` for the rest."""
    return allocate_leftovers(round_, _leftover_rule)


# -- Checks --------------------------------------------------------------------------------


def _check_gaji_discard(round_: Round, problems: Problems) -> None:
    rules: SakuraRules = round_.rules
    if gaji_discarded(round_):
        for name, pile in round_.piles.items():
            if GAJI in pile:
                problems.add(
                    GAJI_DISCARDED,
                    msg("sakura.gaji-discarded.dealt", gaji=GAJI, name=name),
                    f"captured.{name}",
                )
        for name in {p for c, p in round_.leftover.items() if c == GAJI}:
            problems.add(
                GAJI_DISCARDED,
                msg("sakura.gaji-discarded.discarded", gaji=GAJI),
                f"leftover.{name}",
            )
    elif rules.gaji_on_start_field == "discard" and round_.field_start is None and where_is(round_, GAJI) is None:
        problems.add(
            Code.MISSING_KEY,
            msg("sakura.missing-key.gaji-pile", gaji=GAJI),
            "field.start",
        )


def _check_four_of_a_suit(round_: Round, problems: Problems) -> None:
    months = four_of_a_suit(round_.field_start)
    if not months:
        return
    capturer = deal_capturer(round_)
    discarded = gaji_discarded(round_)
    for month in months:
        flower = FLOWERS[month]
        for card_id in sorted(MONTH_CARDS[month]):
            # Zero-point chaff is interchangeable and often junked (or swept up by 'rest'):
            # only the cards that score, and the Gaji unless discarded, are held to it.
            if (VALUES[card_id] == 0 and card_id != GAJI) or (card_id == GAJI and discarded):
                continue
            where = where_is(round_, card_id)
            if where is None or where == capturer:
                continue  # in place, or missing (reported as a missing card already)
            place = msg("place.on-end-field") if where == "field.end" else msg("place.in-pile", name=where)
            # The Gaji's own suit with the Gaji discarded: the dealer took three, not four.
            gaji_gone = discarded and GAJI in MONTH_CARDS[month]
            key = "sakura.four-of-a-suit.gaji-discarded" if gaji_gone else "sakura.four-of-a-suit"
            problems.add(
                FOUR_OF_A_SUIT,
                msg(key, flower=flower, capturer=capturer, label=CARDS[card_id], place=place),
                "field.end" if where == "field.end" else f"captured.{where}",
            )


def _check_wild_captured(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    rules: SakuraRules = round_.rules
    holder = gaji_holder(round_)
    captured = round_.facts.wild_captured
    if captured is not None:
        if captured == GAJI:
            problems.add(
                BAD_WILD,
                msg("sakura.bad-wild.itself"),
                "wild_captured",
            )
            return
        if holder is None:
            warnings.append(msg("sakura.warning.wild-ignored"))
            return
        # Zero-point chaff may have been junked, and chaff of a month are interchangeable:
        # only a card worth points must sit with the Gaji.
        where = where_is(round_, captured)
        if VALUES[captured] > 0 and where != holder:
            place = msg("place.on-end-field") if where == "field.end" else msg("place.in-pile", name=where)
            problems.add(
                BAD_WILD,
                msg("sakura.bad-wild.partner", label=CARDS[captured], holder=holder, place=place),
                "wild_captured",
            )
        return
    remaining = round_.field_end - round_.leftover.keys() - {GAJI}
    if rules.leftover == "gaji-suit" and holder is not None and remaining:
        # Cards, not their English labels: the message says them in its reader's language.
        labels = joined(CARDS[c] for c in sorted(remaining))
        problems.add(
            Code.MISSING_KEY,
            msg("sakura.missing-key.wild-captured", holder=holder, labels=labels),
            "wild_captured",
        )


def _check_bids(round_: Round, problems: Problems) -> None:
    bids = round_.facts.bids or {}
    for name in round_.active:
        if name not in bids:
            problems.add(Code.MISSING_KEY, msg("sakura.missing-key.bid", name=name), "bids")


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """Sakura's own checks: the discarded Gaji, four of a suit at the deal, the Gaji's capture."""
    rules: SakuraRules = round_.rules
    _check_gaji_discard(round_, problems)
    _check_four_of_a_suit(round_, problems)
    _check_wild_captured(round_, problems, warnings)
    if round_.table.variant is OI_BANA:
        _check_bids(round_, problems)
    if rules.scoring == "points" and round_.table.variant is not OI_BANA and (rules.chu or rules.basa):
        warnings.append(msg("sakura.warning.chu-basa"))


def counted_check(
    round_: Round, counts: Mapping[str, Mapping[str, int]], problems: Problems, warnings: list[Words]
) -> None:
    """Sakura's checks of a counted round: the bids, and four of a suit at the deal with counts
    (the capturer's pile must be able to hold the point cards of those months)."""
    if round_.table.variant is OI_BANA:
        _check_bids(round_, problems)
    months = four_of_a_suit(round_.field_start)
    if not months:
        return
    capturer = deal_capturer(round_)
    held = counts.get(capturer, {})
    for kind in GAME.kinds:
        needed = [c for m in months for c in sorted(MONTH_CARDS[m]) if c in kind.cards and VALUES[c] > 0]
        if len(needed) > held.get(kind.id, 0):
            problems.add(
                FOUR_OF_A_SUIT,
                msg(
                    "sakura.four-of-a-suit.counted",
                    flowers=joined(FLOWERS[m] for m in months),
                    capturer=capturer,
                    count=len(needed),
                    kind=kind,
                    held=held.get(kind.id, 0),
                ),
                f"captured.{capturer}",
            )


# -- Scoring -------------------------------------------------------------------------------

#: The kinds of a win, as a formula names them (``Basa``), by kind.
VICTORY_NAMES = {kind: msg(f"sakura.victory-name.{kind}") for kind in ("win", "chu", "basa", "shira-basa")}


def victory_of(margin: int, any_yaku: bool, rules: SakuraRules) -> tuple[str, int]:
    """The kind of a win by ``margin`` points over the best opponent, and what it counts.

    Basa (100+) is checked before Chu (50+): a win that is both is a Basa.  Alone, each
    counts double; with ``chu_basa_combined`` Chu counts double and Basa triple.  A Basa
    in a round where nobody formed a yaku is reported as Shira Basa.
    """
    if rules.basa and margin >= 2 * YAKU_PENALTY:
        return ("basa" if any_yaku else "shira-basa"), (3 if rules.chu_basa_combined else 2)
    if rules.chu and margin >= YAKU_PENALTY:
        return "chu", 2
    return "win", 1


def _points_formula(cards: frozenset[int], against: int, points: int) -> Words:
    """``cards 3x20 + 2x10 = 80, - 50 x 3 opponents' yaku = -70``."""
    # Each yaku an opponent formed costs this party 50 (its own cost the others).
    if not against:  # the breakdown ends with its sum, which is the points
        return cards_words(VALUES, cards)
    penalty = msg("sakura.formula.penalty", penalty=YAKU_PENALTY, n=against)
    return written(cards_words(VALUES, cards), penalty, equals(points))


def _oi_bana(
    round_: Round, playing: list[PartyScore], points: dict[str, int], winner: str, kind: str, count: int
) -> list[dict[str, Any]]:
    """Oi-bana: the loser pays the winner a bid, times Chu/Basa; a tie pays nothing.  The
    payment is the result's extra ``payments``, as the JSON writes it."""
    rules: SakuraRules = round_.rules
    loser = next(p.party.name for p in playing if p.party.name != winner)
    if points[winner] == points[loser]:
        for p in playing:
            p.score = 0
            p.add_to_formula(msg("sakura.formula.tie"))
        return []
    bidder = winner if rules.oi_bana_pays == "winner-bid" else loser
    bid = round_.facts.bids[bidder]
    amount = bid * count
    how = (
        msg("sakura.formula.bid-times", bidder=bidder, bid=bid, count=count, victory=VICTORY_NAMES[kind])
        if count > 1
        else msg("sakura.formula.bid", bidder=bidder, bid=bid)
    )
    for p in playing:
        won = p.party.name == winner
        p.score = amount if won else -amount
        p.add_to_formula(msg("sakura.formula.won" if won else "sakura.formula.lost", how=how, amount=amount))
    # A bid of 0 moves nothing: no payment is recorded.
    return [{"from": loser, "to": winner, "amount": amount}] if amount else []


def score(round_: Round) -> RoundResult:
    """Score a checked Sakura round: ``card points - 50 x yaku held by all opponents``."""
    rules: SakuraRules = round_.rules
    leftovers = round_.leftovers
    parties = party_scores(round_, leftovers, VALUES, YAKU)
    playing = [p for p in parties if p.active]
    points: dict[str, int] = {}
    all_yaku = sum(len(p.yaku) for p in playing)
    for p in playing:
        against = all_yaku - len(p.yaku)
        points[p.party.name] = p.score = p.card_points - YAKU_PENALTY * against
        p.formula = partial(_points_formula, p.cards, against, p.score)  # written when a view reads it

    winner = round_.table.winner(round_.dealer, points)
    runner_up = max((v for name, v in points.items() if name != winner), default=points[winner])
    kind, count = victory_of(points[winner] - runner_up, any(p.yaku for p in playing), rules)

    extras: dict[str, Any] = {}
    payments = _oi_bana(round_, playing, points, winner, kind, count) if round_.table.variant is OI_BANA else None
    if rules.scoring == "victories":
        extras["victory"] = kind
        for p in parties:
            p.extras = {"victories": count if p.party.name == winner else 0}
        winner_score = next(p for p in parties if p.party.name == winner)
        key = "sakura.formula.victory" if count == 1 else "sakura.formula.victories"
        winner_score.add_to_formula(msg(key, victory=VICTORY_NAMES[kind], count=count))
    if payments is not None:
        extras["payments"] = payments
    return make_result(round_, parties, leftovers, winner=winner, extras=extras)


# -- What Sakura adds of its own to a result ----------------------------------------------


def victory(result: RoundResult) -> str | None:
    """The kind of the round's win under victory scoring (``"chu"``), else None."""
    return result.extras.get("victory")


def victories(party: PartyResult) -> int | None:
    """What the round adds to ``party``'s victory count under victory scoring, else None."""
    return party.extras.get("victories")


def paid(result: RoundResult) -> list[Payment] | None:
    """Oi-bana's bid paid (none on a tie or a bid of 0); None in other rounds."""
    made = result.extras.get("payments")
    return None if made is None else [Payment(p["from"], p["to"], p["amount"]) for p in made]


#: The views' word for what the totals count under victory scoring, and a party's line.
VICTORIES = "sakura.victories"


def _victory_lines(party: PartyResult) -> tuple[tuple[str, Any], ...]:
    count = victories(party)
    return () if count is None else ((VICTORIES, count),)


#: Under victory scoring the totals count round wins (Chu and Basa count more).
VICTORY_TALLY = Tally(VICTORIES, lambda result: {p.name: victories(p) or 0 for p in result.parties})


def tally(house: Mapping[str, Any]) -> Tally | None:
    """What the running totals count: victories under ``scoring = "victories"``, else points."""
    return VICTORY_TALLY if house.get("scoring") == "victories" else None


GAME = Game(
    id="sakura",
    name="Sakura",
    japanese="桜",
    aliases=("higo-bana", "higobana", "hawaiian", "hawaiian-hanafuda", "kumamoto-bana", "oi-bana"),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    rules=SakuraRules,
    score=score,
    facts=SakuraFacts,
    variants=(OI_BANA,),
    leftovers=allocate_leftover,
    check=check,
    players=(2, 7),
    team_shapes={4: (2,), 6: (2, 3)},
    deals={2: ((8, 8),), 3: ((7, 6),), 4: ((5, 8),), 5: ((4, 8),), 6: ((3, 12),), 7: ((3, 6),)},
    four_of_a_month_misdeal=False,
    parity_hint=False,
    wild_cards=frozenset({GAJI}),
    junkable=JUNKABLE,
    kinds=card_kinds(
        DECK, VALUES, ("brights", "ribbons", "yellow-bottom", "animals", "chaff"), animals=(110,), yellow_bottom=(121,)
    ),
    counted_check=counted_check,
    out_of_play=out_of_play_at_deal,
    tally=tally,
    shows=Shows(outcome=victory, party=_victory_lines, payments=paid),
    formula=msg("sakura.formula"),
    notes=(
        msg("sakura.note.values"),
        msg("sakura.note.own-yaku"),
        msg("sakura.note.junk"),
        msg("sakura.note.gaji", gaji=GAJI),
        msg("sakura.note.four-of-a-suit"),
        msg("sakura.note.numbers"),
        msg("sakura.note.victories"),
        msg("sakura.note.oi-bana"),
    ),
    words=WORDS,
    codes=(GAJI_DISCARDED, FOUR_OF_A_SUIT, BAD_WILD),
)
