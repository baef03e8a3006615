"""Sakura (花札; Higo-bana, Hawaiian hanafuda): 2-7 players or teams, the Gaji wild,
and every yaku an opponent holds costs you 50.

Also the Paradise Factors victory scoring (Chu, Basa, Shira Basa) and Oi-bana, the
two-player auction round whose loser pays the winner a bid.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from hanascore.core.cards import CARDS, FLOWERS, MONTH_CARDS
from hanascore.core.errors import Code, Problems, joined, msg
from hanascore.core.result import PartyResult, Payment, RoundResult
from hanascore.core.round import Round
from hanascore.games.base import Game, card_kinds
from hanascore.games.helpers import PartyScore, make_result, party_scores, value_breakdown
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

# -- Leftover rule -------------------------------------------------------------------------


#: One leftover mode: (card, the Gaji's holder, the captured card) -> (owner or None, reason).
_LeftoverRule = Callable[[int, str, int | None], tuple[str | None, str]]


def _gaji_suit(card_id: int, holder: str, captured: int | None) -> tuple[str | None, str]:
    if captured is None:
        return None, "the sheet does not say which card the Gaji captured (wild_captured)"
    suit = FLOWERS[captured // 10].name
    if card_id // 10 == captured // 10:
        return holder, f"of the suit the Gaji captured ({suit}): goes to the Gaji's holder"
    return None, f"not of the suit the Gaji captured ({suit})"


def _all_to_gaji(card_id: int, holder: str, captured: int | None) -> tuple[str | None, str]:
    return holder, "every leftover card goes to the Gaji's holder (leftover = all-to-gaji)"


def _no_leftover(card_id: int, holder: str, captured: int | None) -> tuple[str | None, str]:
    return None, "leftover cards score for nobody (leftover = none)"


LEFTOVER_RULES: dict[str, _LeftoverRule] = {
    "gaji-suit": _gaji_suit,
    "all-to-gaji": _all_to_gaji,
    "none": _no_leftover,
}


def _leftover_rule(round_: Round, card_id: int) -> tuple[str | None, str]:
    """Where one end-field card the sheet's table leaves goes, by the house rule ``leftover``."""
    if card_id == GAJI and gaji_discarded(round_):
        return None, "the Gaji was dealt to the field and discarded (gaji_on_start_field = discard)"
    if card_id == GAJI:
        return None, "the Gaji itself was never captured"
    holder = gaji_holder(round_)
    if holder is None:
        return None, "nobody captured the Gaji, so no one claims the leftovers"
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
                    Code.GAJI_DISCARDED,
                    msg("gaji-discarded.gaji-was-dealt", name=name),
                    f"captured.{name}",
                )
        for name in {p for c, p in round_.leftover.items() if c == GAJI}:
            problems.add(
                Code.GAJI_DISCARDED,
                msg("gaji-discarded.gaji-was-discarded"),
                f"leftover.{name}",
            )
    elif rules.gaji_on_start_field == "discard" and round_.field_start is None and where_is(round_, GAJI) is None:
        problems.add(
            Code.MISSING_KEY,
            msg("missing-key.gaji-pile"),
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
            key = "four-of-a-suit.gaji-discarded" if discarded and GAJI in MONTH_CARDS[month] else "four-of-a-suit"
            problems.add(
                Code.FOUR_OF_A_SUIT,
                msg(key, flower=flower, capturer=capturer, label=CARDS[card_id], place=place),
                "field.end" if where == "field.end" else f"captured.{where}",
            )


def _check_wild_captured(round_: Round, problems: Problems, warnings: list[str]) -> None:
    rules: SakuraRules = round_.rules
    holder = gaji_holder(round_)
    captured = round_.facts.wild_captured
    if captured is not None:
        if captured == GAJI:
            problems.add(
                Code.BAD_WILD,
                msg("bad-wild.wild-captured-names"),
                "wild_captured",
            )
            return
        if holder is None:
            warnings.append("wild_captured is ignored: nobody captured the Gaji this round")
            return
        # Zero-point chaff may have been junked, and chaff of a month are interchangeable:
        # only a card worth points must sit with the Gaji.
        where = where_is(round_, captured)
        if VALUES[captured] > 0 and where != holder:
            place = msg("place.on-end-field") if where == "field.end" else msg("place.in-pile", name=where)
            problems.add(
                Code.BAD_WILD,
                msg("bad-wild.wild-captured-gaji", label=CARDS[captured], holder=holder, place=place),
                "wild_captured",
            )
        return
    remaining = round_.field_end - round_.leftover.keys() - {GAJI}
    if rules.leftover == "gaji-suit" and holder is not None and remaining:
        # Cards, not their English labels: the message says them in its reader's language.
        labels = joined(CARDS[c] for c in sorted(remaining))
        problems.add(
            Code.MISSING_KEY,
            msg("missing-key.wild-captured", holder=holder, labels=labels),
            "wild_captured",
        )


def _check_bids(round_: Round, problems: Problems) -> None:
    bids = round_.facts.bids or {}
    for name in round_.active:
        if name not in bids:
            problems.add(Code.MISSING_KEY, msg("missing-key.oi-bana", name=name), "bids")


def check(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """Sakura's own checks: the discarded Gaji, four of a suit at the deal, the Gaji's capture."""
    rules: SakuraRules = round_.rules
    _check_gaji_discard(round_, problems)
    _check_four_of_a_suit(round_, problems)
    _check_wild_captured(round_, problems, warnings)
    if round_.table.variant is OI_BANA:
        _check_bids(round_, problems)
    if rules.scoring == "points" and round_.table.variant is not OI_BANA and (rules.chu or rules.basa):
        warnings.append("chu and basa count only in victory scoring (scoring = victories) and Oi-bana payments")


def counted_check(
    round_: Round, counts: Mapping[str, Mapping[str, int]], problems: Problems, warnings: list[str]
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
                Code.FOUR_OF_A_SUIT,
                msg(
                    "four-of-a-suit.counted",
                    flowers=joined(FLOWERS[m] for m in months),
                    capturer=capturer,
                    count=len(needed),
                    kind=kind,
                    held=held.get(kind.id, 0),
                ),
                f"captured.{capturer}",
            )


# -- Scoring -------------------------------------------------------------------------------

VICTORY_NAMES = {"win": "Win", "chu": "Chu", "basa": "Basa", "shira-basa": "Shira Basa"}


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


def _points_formula(cards: frozenset[int], against: int, points: int) -> str:
    # Each yaku an opponent formed costs this party 50 (its own cost the others).
    if not against:  # the breakdown ends with its sum, which is the points
        return value_breakdown(VALUES, cards)
    return f"{value_breakdown(VALUES, cards)}, - {YAKU_PENALTY} x {against} opponents' yaku = {points}"


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
            p.add_to_formula("; a tie: nobody pays")
        return []
    bidder = winner if rules.oi_bana_pays == "winner-bid" else loser
    bid = round_.facts.bids[bidder]
    amount = bid * count
    how = f"{bidder}'s bid {bid}" + (f" x {count} ({VICTORY_NAMES[kind]})" if count > 1 else "")
    for p in playing:
        won = p.party.name == winner
        p.score = amount if won else -amount
        p.add_to_formula(f"; {'won' if won else 'lost'}: {how} = {'+' if won else '-'}{amount}")
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
        winner_score.add_to_formula(f"; {VICTORY_NAMES[kind]}: {count} victor{'y' if count == 1 else 'ies'}")
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


def _victory_lines(party: PartyResult) -> tuple[tuple[str, Any], ...]:
    count = victories(party)
    return () if count is None else (("victories", count),)


#: Under victory scoring the totals count round wins (Chu and Basa count more).
VICTORY_TALLY = Tally("victories", lambda result: {p.name: victories(p) or 0 for p in result.parties})


def tally(house: Mapping[str, Any]) -> Tally | None:
    """What the running totals count: victories under ``scoring = "victories"``, else points."""
    return VICTORY_TALLY if house.get("scoring") == "victories" else None


GAME = Game(
    id="sakura",
    name="Sakura",
    japanese="花札",
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
    formula="card points - 50 x (yaku held by all opponents)",
    notes=(
        "Values: 20 Crane, Curtain, Moon, Phoenix; 10 every ribbon and the yellow-bottom Paulownia; 5 every animal and the Rain Man; 0 other chaff (deck 240).",
        "Your own yaku cost your opponents 50 each; they add nothing to your score. Not zero-sum.",
        "Zero-point chaff may be left out of the sheet (junked); every card worth points, and the Gaji, must be placed.",
        "The Gaji (113) is wild. Leftovers of the suit it captured go to its holder (say which card with wild_captured); other leftovers are dead.",
        "Four of a suit dealt to the field is no misdeal: the dealer's party captures them (Oi-bana: the active player earliest from the dealer).",
        "Yaku numbers 1-8 follow the seed page (I Ro Ha Ni Ho He To Chi); the later revision says the Paradise Factors leaflet swaps 5 (He) and 6 (Ho).",
        "Victory scoring: Basa (100+) is checked before Chu (50+); alone each counts double; chu_basa_combined makes Chu double and Basa triple.",
        "Oi-bana: two active players, bids for both; the loser pays a bid (times Chu/Basa); a tie pays nothing.",
    ),
    formula_japanese="札の点 − 50 ×（相手全員の役の数）",
    notes_japanese=(
        "札の点：鶴・幕・月・鳳凰が20、短冊と桐の黄カスが10、タネと小野道風が5、ほかのカスは0（札全部で240点）。",
        "自分の役は相手それぞれの点を50ずつ減らし、自分の点には足さない。点の合計は0にならない。",
        "0点のカスは手札表に書かなくてよい（捨てた札とする）。点のある札とガジはすべて置くこと。",
        "ガジ（113）は鬼札。ガジが取った月の残り札はガジを取った人へ（どの札かは wild_captured に書く）。ほかの残り札は死に札。",
        "同じ月の四枚が場に配られても配り直しにしない：親の側が四枚とも取る（追い花では親から数えて最初に打つ人）。",
        "役の番号1〜8は元のページの通り（い・ろ・は・に・ほ・へ・と・ち）。後の改訂では、パラダイス・ファクターズのちらしは5（へ）と6（ほ）を入れ替えているという。",
        "勝数の数え方：場佐（100以上）を中（50以上）より先に調べる。どちらも単独なら二倍。chu_basa_combined で中は二倍、場佐は三倍。",
        "追い花：打つのは二人、二人とも競る。負けた人が競りの分を払う（中・場佐の倍を掛ける）。引き分けは払いなし。",
    ),
)
