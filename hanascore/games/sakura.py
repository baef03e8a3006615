"""Sakura (花札; Higo-bana, Hawaiian hanafuda): 2-7 players or teams, the Gaji wild,
and every yaku an opponent holds costs you 50.

Also the Paradise Factors victory scoring (Chu, Basa, Shira Basa) and Oi-bana, the
two-player auction round whose loser pays the winner a bid.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from hanascore.core.cards import CARDS, FLOWERS, MONTH_CARDS
from hanascore.core.errors import Code, Problems, Words, msg
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import Payment, RoundResult
from hanascore.core.round import Round
from hanascore.core.table import Table
from hanascore.games.base import (
    FULL_DECK,
    Game,
    Leftovers,
    PartyScore,
    Variant,
    Yaku,
    allocate_leftovers,
    make_result,
    party_scores,
    value_breakdown,
)

DECK = FULL_DECK
GAJI = 113
#: Each opponent's yaku costs a party this much.
YAKU_PENALTY = 50

#: Card values by value (RULES.md section 4); every card not listed is worth 0.
_VALUE_TABLE: dict[int, tuple[int, ...]] = {
    20: (10, 30, 80, 120),
    10: (11, 21, 31, 41, 51, 61, 71, 91, 101, 112, 121),
    5: (20, 40, 50, 60, 70, 81, 90, 100, 110, 111),
}
VALUES: dict[int, int] = {c: next((v for v, cards in _VALUE_TABLE.items() if c in cards), 0) for c in sorted(DECK)}
DECK_TOTAL = 240
if sum(VALUES.values()) != DECK_TOTAL:  # a typo in the table above must not go unnoticed
    raise AssertionError(f"the Sakura deck must total {DECK_TOTAL}, the table gives {sum(VALUES.values())}")

#: Zero-point cards players throw on the junk pile; the Gaji is worth 0 too but must be placed.
JUNKABLE = frozenset(c for c, v in VALUES.items() if v == 0) - {GAJI}

#: The eight yaku, in iroha order.  The numeric aliases follow the seed page, which numbers
#: them 1-8 in this order; the later revision says the Paradise Factors leaflet swaps 5 and 6.
YAKU: tuple[Yaku, ...] = (
    Yaku.of("i", "I (Drinking)", 50, 30, 80, 90, japanese="い", aliases=("1", "drinking", "nomi")),
    Yaku.of("ro", "Ro (Spring)", 50, 10, 20, 30, japanese="ろ", aliases=("2", "spring", "omote-sugawara")),
    Yaku.of("ha", "Ha (Red Poetry Ribbons)", 50, 11, 21, 31, japanese="は", aliases=("3", "akatan", "red-poetry")),
    Yaku.of("ni", "Ni (Blue Ribbons)", 50, 61, 91, 101, japanese="に", aliases=("4", "aotan", "blue")),
    Yaku.of("ho", "Ho (Butterflies, Sake Cup, Deer)", 50, 60, 90, 100, japanese="ほ", aliases=("5",)),
    Yaku.of("he", "He (Grass Ribbons)", 50, 41, 51, 71, japanese="へ", aliases=("6", "kusatan", "grass")),
    Yaku.of("to", "To (Cuckoo, Bridge, Boar)", 50, 40, 50, 70, japanese="と", aliases=("7",)),
    Yaku.of(
        "chi",
        "Chi (Boar, Deer, Geese)",
        50,
        70,
        81,
        100,
        japanese="ち",
        aliases=("8", "chiri", "ganbo", "inoshikagan"),
    ),
)


def find_sakura_yaku(name: str) -> Yaku:
    """The Sakura yaku called ``name``: its id or any alias (``"aotan"``, ``"4"``), any case."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    for yaku in YAKU:
        if key == yaku.id or key in yaku.aliases:
            return yaku
    raise KeyError(name)


@dataclass(frozen=True)
class SakuraRules(HouseRules):
    """Sakura house rules."""

    leftover: str = rule(
        "gaji-suit",
        "End-field cards: suit-mates of the Gaji's capture go to its holder (gaji-suit), all go to the holder "
        "(all-to-gaji), or all are dead (none).",
        choices=("gaji-suit", "all-to-gaji", "none"),
    )
    gaji_on_start_field: str = rule(
        "keep",
        "A Gaji dealt to the field stays in play (keep) or is dead at once (discard).",
        choices=("keep", "discard"),
    )
    scoring: str = rule(
        "points",
        "The game counts points (points) or round wins (victories, Paradise Factors).",
        choices=("points", "victories"),
    )
    chu: bool = rule(False, "Chu: a win by 50 or more over every opponent counts double (victories; Oi-bana payments).")
    basa: bool = rule(
        False, "Basa: a win by 100 or more over every opponent counts double (victories; Oi-bana payments)."
    )
    chu_basa_combined: bool = rule(False, "Chu counts double and Basa triple; turns both chu and basa on.")
    oi_bana_pays: str = rule(
        "winner-bid",
        "Oi-bana: the loser pays the winner's bid (winner-bid) or its own bid (loser-bid).",
        choices=("winner-bid", "loser-bid"),
    )

    @classmethod
    def prepare(cls, house: dict[str, Any]) -> tuple[dict[str, Any], list[Words]]:
        if house.get("chu_basa_combined") is not True:
            return house, []
        conflicts = [
            msg("bad-house-rule.chu-basa-combined", key=key) for key in ("chu", "basa") if house.get(key) is False
        ]
        return {**house, "chu": True, "basa": True}, conflicts


@dataclass(frozen=True)
class SakuraFacts(Facts):
    """What a Sakura sheet may say beyond the piles."""

    wild_captured: int | None = fact(
        Answer.CARD,
        "Which card did the Gaji capture? (leftovers of its suit go to the Gaji's holder)",
        quick="wild",
    )


@dataclass(frozen=True)
class OiBanaFacts(SakuraFacts):
    """Oi-bana adds the auction: every bidder's bid, or at least the two players'."""

    bids: dict[str, int] | None = fact(Answer.BIDS, "What did each player bid? (e.g. Ann=5, Bo=12)")

    def active_players(self, table: Table, dealer: str) -> tuple[str, ...] | None:
        """Without 'active', the two highest bids play; a tie goes to the bidder earlier in
        turn order from the dealer."""
        if not self.bids or len(self.bids) < 2:
            return None
        order = table.turn_order(dealer)
        ranked = sorted(self.bids, key=lambda name: (-self.bids[name], order.index(name)))  # type: ignore[index]
        return tuple(p for p in table.players if p in ranked[:2])


OI_BANA = Variant(
    id="oi-bana",
    name="Oi-bana",
    players=(2, 6),
    facts=OiBanaFacts,
    active_per_round=2,
    teams=False,
    dealer_must_play=False,
)


# -- Who holds what ------------------------------------------------------------------------


def _gaji_discarded(round_: Round) -> bool:
    """True when the Gaji was dealt to the field and the table discards it there."""
    rules: SakuraRules = round_.rules
    return rules.gaji_on_start_field == "discard" and round_.field_start is not None and GAJI in round_.field_start


def gaji_holder(round_: Round) -> str | None:
    """The party that captured the Gaji, or None (on the field, or discarded)."""
    if _gaji_discarded(round_):
        return None
    return next((name for name, pile in round_.piles.items() if GAJI in pile), None)


def deal_capturer(round_: Round) -> str:
    """Who captures four of a suit dealt to the field: the dealer's party; in Oi-bana the
    active player earliest in turn order from the dealer (the dealer may sit out)."""
    if round_.table.variant is OI_BANA:
        return round_.party_order([p.name for p in round_.active_parties()])[0]
    return round_.party_of(round_.dealer).name


def four_of_a_suit(field_start: frozenset[int] | None) -> list[int]:
    """Months whose four cards were all dealt to the field."""
    if field_start is None:
        return []
    return [m for m, cards in MONTH_CARDS.items() if cards <= field_start]


def _where(round_: Round, card_id: int) -> str | None:
    """The party whose pile holds ``card_id``, ``"field.end"``, or None (not placed)."""
    for name, pile in round_.piles.items():
        if card_id in pile:
            return name
    return "field.end" if card_id in round_.field_end else None


def _out_of_play(rules: SakuraRules, field_start: frozenset[int] | None) -> frozenset[int]:
    """A Gaji discarded at the deal need not be placed anywhere (and ``rest`` leaves it)."""
    discarded = rules.gaji_on_start_field == "discard" and field_start is not None and GAJI in field_start
    return frozenset({GAJI}) if discarded else frozenset()


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
    if card_id == GAJI and _gaji_discarded(round_):
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
    if _gaji_discarded(round_):
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
    elif rules.gaji_on_start_field == "discard" and round_.field_start is None and _where(round_, GAJI) is None:
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
    discarded = _gaji_discarded(round_)
    for month in months:
        flower = FLOWERS[month]
        for card_id in sorted(MONTH_CARDS[month]):
            # Zero-point chaff is interchangeable and often junked (or swept up by 'rest'):
            # only the cards that score, and the Gaji unless discarded, are held to it.
            if (VALUES[card_id] == 0 and card_id != GAJI) or (card_id == GAJI and discarded):
                continue
            where = _where(round_, card_id)
            if where is None or where == capturer:
                continue  # in place, or missing (reported as a missing card already)
            place = msg("place.on-end-field") if where == "field.end" else msg("place.in-pile", name=where)
            problems.add(
                Code.FOUR_OF_A_SUIT,
                msg("four-of-a-suit", flower=flower, capturer=capturer, label=CARDS[card_id], place=place),
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
        where = _where(round_, captured)
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
        labels = ", ".join(CARDS[c].label for c in sorted(remaining))
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
    penalty = f", - {YAKU_PENALTY} x {against} opponents' yaku" if against else ""
    return f"{value_breakdown(VALUES, cards)}{penalty} = {points}"


def _oi_bana(
    round_: Round, playing: list[PartyScore], points: dict[str, int], winner: str, kind: str, count: int
) -> list[Payment]:
    """Oi-bana: the loser pays the winner a bid, times Chu/Basa; a tie pays nothing."""
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
    return [Payment(loser, winner, amount)] if amount else []


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

    payments = _oi_bana(round_, playing, points, winner, kind, count) if round_.table.variant is OI_BANA else None
    victory = None
    if rules.scoring == "victories":
        victory = kind
        for p in parties:
            p.victories = count if p.party.name == winner else 0
        winner_score = next(p for p in parties if p.party.name == winner)
        winner_score.add_to_formula(f"; {VICTORY_NAMES[kind]}: {count} victor{'y' if count == 1 else 'ies'}")

    return make_result(
        round_,
        parties,
        leftovers,
        winner=winner,
        victory=victory,
        payments=tuple(payments) if payments is not None else None,
    )


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
    out_of_play=_out_of_play,
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
)
