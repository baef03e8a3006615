"""Musashino-bana (武蔵野花): three players or two teams, dekiyaku only, capped zero-sum payments.

There are no card points. A played-out round is settled by dekiyaku totals: the best total
wins and every other party pays it the difference, up to ``bet_limit``. Five Kings and Seven
Red Ribbons stop the round at once; then each other party pays the stopper a flat
``insta_win_points``. The optional storm rule lets the holder of the Rain Man or the
Lightning spoil some of its opponents' dekiyaku, and the Sun rule lets the Crane calm a storm.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

from hanascore.core.cards import CARDS
from hanascore.core.errors import Code, Problems, msg
from hanascore.core.facts import Answer, StopFacts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.games.base import (
    FULL_DECK,
    Game,
    Leftovers,
    PartyScore,
    Yaku,
    allocate_leftovers,
    find_yaku,
    make_result,
    party_scores,
    with_points,
)

DECK = FULL_DECK
#: No card is worth anything: only dekiyaku score.
VALUES: dict[int, int] = dict.fromkeys(sorted(DECK), 0)

CRANE = 10
RAIN_MAN = 110
LIGHTNING = 113
#: The cards whose capture raises a storm (storm rule), in the order the rule names them.
STORM_CARDS: tuple[int, ...] = (RAIN_MAN, LIGHTNING)
#: ``storm = "cards"``: these cards of a storm's victims count for no dekiyaku.
STORM_VOIDED_CARDS = frozenset({80, 30, 31})
#: ``storm = "banquets"``: these dekiyaku of a storm's victims are void.
STORM_VOIDED_YAKU = frozenset({"moon-banquet", "flower-banquet"})

#: The two compositions of Four Brights (house rule ``four_brights``).
FOUR_BRIGHTS: dict[str, tuple[int, ...]] = {"lightning": (10, 80, 113, 120), "curtain": (10, 80, 30, 120)}

YAKU: tuple[Yaku, ...] = (
    Yaku.of("five-kings", "Five Kings", 8, 10, 30, 80, 110, 120, japanese="五王", stops_round=True),
    Yaku.of(
        "seven-red-ribbons", "Seven Red Ribbons", 8, 11, 21, 31, 41, 51, 71, 112, japanese="七夕", stops_round=True
    ),
    Yaku.of(
        "four-brights", "Four Brights", 4, *FOUR_BRIGHTS["lightning"], japanese="四光", replaces=("three-brights",)
    ),
    Yaku.of("kemari-court", "Kemari Court", 4, 10, 30, 100, 110, japanese="鞠懸"),
    Yaku.of("three-brights", "Three Brights", 2, 10, 80, 120, japanese="三光"),
    Yaku.of("takasago", "Takasago", 2, 10, 60, 90, japanese="高砂"),
    Yaku.of("front-sugawara", "Front Sugawara", 2, 10, 20, 30, japanese="表菅原"),
    Yaku.of("back-sugawara", "Back Sugawara", 2, 11, 21, 31, japanese="裡菅原"),
    Yaku.of("purple-ribbons", "Purple Ribbons", 2, 61, 91, 101, japanese="紫短"),
    Yaku.of("large-birds", "Large Birds", 2, 10, 81, 120, japanese="大鳥"),
    Yaku.of("small-birds", "Small Birds", 2, 20, 40, 111, japanese="小鳥"),
    Yaku.of("crop-pests", "Crop Pests", 2, 70, 100, 81, japanese="野荒し"),
    Yaku.of("three-red-flowers", "Three Red Flowers", 2, (22, 23), (62, 63), (72, 73), japanese="三紅"),
    # The yellow-bottom Paulownia chaff (121) is not one of the purple flowers.
    Yaku.of("three-purple-flowers", "Three Purple Flowers", 2, (42, 43), (52, 53), (122, 123), japanese="三紫"),
    Yaku.of("coat-of-arms", "Coat of Arms", 1, 90, 120, japanese="菊桐"),
    Yaku.of("moon-banquet", "Moon Banquet", 1, 90, 80, japanese="月の宴"),
    Yaku.of("flower-banquet", "Flower Banquet", 1, 90, (30, 31), japanese="花の宴"),
    Yaku.of("autumn-leaves", "Autumn Leaves", 1, 90, (100, 101), japanese="紅葉の賀"),
    Yaku.of("cuckoo-with-moon", "Cuckoo with Moon", 1, 40, 80, japanese="月ホト"),
    Yaku.of("butterflies-with-flowers", "Butterflies with Flowers", 1, 60, 30, japanese="蝶花"),
    Yaku.of("boar-with-peony", "Boar with Peony", 1, 70, 60, japanese="獅子牡丹"),
    Yaku.of("plum-pot", "Plum Blossom Pot", 1, 20, 21, 22, 23, japanese="梅壷"),
    Yaku.of("wisteria-pot", "Wisteria Pot", 1, 40, 41, 42, 43, japanese="藤壷"),
    Yaku.of("iris-bridge", "Iris Bridge", 1, 50, 51, 52, 53, japanese="八ツ橋"),
    Yaku.of("paulownia-pot", "Paulownia Pot", 1, 120, 121, 122, 123, japanese="桐壷"),
)


@dataclass(frozen=True)
class MusashinoRules(HouseRules):
    """Musashino-bana house rules."""

    four_brights: str = rule(
        "lightning",
        'Four Brights is Crane, Moon, Lightning, Phoenix ("lightning"), or takes the Curtain instead of the '
        'Lightning ("curtain").',
        choices=("lightning", "curtain"),
    )
    insta_win_points: int = rule(
        8,
        "What each other party pays the player or team whose Five Kings or Seven Red Ribbons stopped the round.",
        minimum=0,
    )
    bet_limit: int = rule(8, "The most one party pays in a played-out round (0: no limit).", minimum=0)
    storm: str = rule(
        "off",
        "Storm rule: \"cards\" voids the Moon, Curtain and Cherry ribbon of the Rain Man's or Lightning's holder's "
        'opponents; "banquets" voids their Moon and Flower Banquets.',
        choices=("off", "cards", "banquets"),
    )
    sun: bool = rule(
        True,
        "With a storm: an opponent who captured the Crane after the storm card calms that storm "
        "(sheet key crane_after_storm).",
    )


@dataclass(frozen=True)
class MusashinoFacts(StopFacts):
    """What a Musashino-bana sheet may say beyond the piles: the stopper and the Sun rule."""

    crane_after_storm: bool | dict[int, bool] | None = fact(
        Answer.YES_NO_BY_CARD,
        "Was the Crane captured after the storm card? (the Sun calms the storm)",
        quick="crane after storm",
        choices=STORM_CARDS,
    )


def yaku_table(rules: MusashinoRules) -> tuple[Yaku, ...]:
    """The dekiyaku table in force: Four Brights takes the composition ``four_brights`` names."""
    return _yaku_table(rules.four_brights)


@functools.cache
def _yaku_table(four_brights: str) -> tuple[Yaku, ...]:
    return tuple(y.with_cards(*FOUR_BRIGHTS[four_brights]) if y.id == "four-brights" else y for y in YAKU)


@functools.cache
def _split_table(four_brights: str) -> tuple[tuple[Yaku, ...], tuple[Yaku, ...]]:
    """The table in force split once: its insta-win dekiyaku, and those a played-out round pays."""
    table = _yaku_table(four_brights)
    return tuple(y for y in table if y.stops_round), tuple(y for y in table if not y.stops_round)


def insta_wins(pile: frozenset[int], table: Sequence[Yaku] = YAKU) -> list[YakuHit]:
    """The round-stopping dekiyaku ``pile`` forms (storms never touch these)."""
    return find_yaku([y for y in table if y.stops_round], pile)


def dekiyaku(
    pile: frozenset[int],
    table: Sequence[Yaku] = YAKU,
    *,
    voided_cards: frozenset[int] = frozenset(),
    voided_yaku: frozenset[str] = frozenset(),
) -> list[YakuHit]:
    """The dekiyaku a played-out pile is paid for, in table order.

    Round-stopping yaku are left out (a played-out round holds none). ``voided_cards`` count
    for nothing and ``voided_yaku`` are dropped (the storm rule). Four Brights replaces Three
    Brights through the table's ``replaces``.
    """
    played_out = [y for y in table if not y.stops_round]
    return _played_out_dekiyaku(pile, played_out, voided_cards, voided_yaku)


def _played_out_dekiyaku(
    pile: frozenset[int], played_out: Sequence[Yaku], voided_cards: frozenset[int], voided_yaku: frozenset[str]
) -> list[YakuHit]:
    hits = find_yaku(played_out, pile - voided_cards)
    return [hit for hit in hits if hit.id not in voided_yaku]


# --- the round's final piles and the storm rule -------------------------------------------


def _dead(round_: Round, card_id: int) -> tuple[str | None, str]:
    return None, "Musashino-bana gives end-field cards to nobody"


def leftovers_of(round_: Round) -> Leftovers:
    """Musashino-bana has no leftover rule of its own: a played-out round leaves the field
    empty in ordinary play, and any card the sheet's ``[leftover]`` table does not give is dead."""
    return allocate_leftovers(round_, _dead)


def final_piles(round_: Round) -> dict[str, frozenset[int]]:
    """Each party's pile with the end-field cards the sheet's ``[leftover]`` table gives it."""
    return {
        name: pile | {c for c, owner in round_.leftover.items() if owner == name} for name, pile in round_.piles.items()
    }


def _holder(piles: Mapping[str, frozenset[int]], card: int) -> str | None:
    return next((name for name, pile in piles.items() if card in pile), None)


@dataclass(frozen=True)
class Storm:
    """One storm card in a pile, and whether the Sun calmed it."""

    card: int
    holder: str
    #: The party whose Crane, captured after the storm card, calmed the storm (Sun rule).
    calmed_by: str | None = None

    @property
    def live(self) -> bool:
        return self.calmed_by is None

    @property
    def label(self) -> str:
        return CARDS[self.card].name


def sun_questions(round_: Round) -> list[tuple[int, str, str]]:
    """The storm cards whose fate hangs on ``crane_after_storm``: (card, holder, Crane holder).

    Asked only where it can matter: a storm rule and the Sun rule are on, the round was
    played out (a stopped round pays only its insta-win), and the Crane sits in a pile
    opposing the storm card's.
    """
    rules: MusashinoRules = round_.rules
    if rules.storm == "off" or not rules.sun or round_.stopped:
        return []
    piles = final_piles(round_)
    crane_holder = _holder(piles, CRANE)
    questions = []
    for card in STORM_CARDS:
        holder = _holder(piles, card)
        if holder is not None and crane_holder is not None and holder != crane_holder:
            questions.append((card, holder, crane_holder))
    return questions


def crane_after(round_: Round, card: int) -> bool | None:
    """The sheet's answer for ``card``: was the Crane captured after it? None if not given."""
    answer = round_.facts.crane_after_storm
    if isinstance(answer, dict):
        return answer.get(card)
    return answer


def storms(round_: Round) -> list[Storm]:
    """Every storm card in a pile, live or calmed; empty when the storm rule is off."""
    rules: MusashinoRules = round_.rules
    if rules.storm == "off":
        return []
    piles = final_piles(round_)
    calmed = {card: crane_holder for card, _, crane_holder in sun_questions(round_) if crane_after(round_, card)}
    found = []
    for card in STORM_CARDS:
        holder = _holder(piles, card)
        if holder is not None:
            found.append(Storm(card, holder, calmed.get(card)))
    return found


def storms_against(party: str, all_storms: Iterable[Storm]) -> list[Storm]:
    """The live storms that strike ``party``: those raised by its opponents, never its own."""
    return [s for s in all_storms if s.live and s.holder != party]


# --- checks ------------------------------------------------------------------------------------


def _insta_names(hits: Iterable[YakuHit]) -> str:
    return " and ".join(h.name for h in hits)


def check(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """Musashino-bana's own checks: the Sun rule's answers, cards left on the field."""
    _check_sun(round_, problems, warnings)
    dead = round_.field_end - round_.leftover.keys()
    if dead and not round_.stopped:
        warnings.append(
            f"the end field holds {' '.join(map(str, sorted(dead)))}: a played-out Musashino-bana round normally "
            "leaves the field empty; these cards are dead unless a [leftover] table places them"
        )


def _check_sun(round_: Round, problems: Problems, warnings: list[str]) -> None:
    """``crane_after_storm`` is required where the Sun rule needs it, and flagged where it is ignored."""
    rules: MusashinoRules = round_.rules
    answer = round_.facts.crane_after_storm
    questions = sun_questions(round_)
    if answer is not None and not questions:
        if rules.storm == "off":
            why = "the storm rule is off"
        elif not rules.sun:
            why = "the Sun rule is off"
        elif round_.stopped:
            why = "a stopped round pays only its insta-win"
        else:
            why = "the Crane does not sit in a pile opposing a storm card"
        warnings.append(f"crane_after_storm is ignored: {why}")
        return
    asked = {card for card, _, _ in questions}
    # Storm cards in different piles may get different answers: each is asked for by its card.
    by_card = len({holder for _, holder, _ in questions}) > 1 or isinstance(answer, dict)
    for card, holder, crane_holder in questions:
        if crane_after(round_, card) is not None:
            continue
        storm_name = CARDS[card].name
        if by_card:
            problems.add(
                Code.MISSING_KEY,
                msg(
                    "missing-key.crane-after",
                    storm_name=storm_name,
                    card=card,
                    crane_holder=crane_holder,
                    holder=holder,
                ),
                f"crane_after_storm.{card}",
            )
        else:
            problems.add(
                Code.MISSING_KEY,
                msg("missing-key.sun-rule", crane_holder=crane_holder, holder=holder, storm_name=storm_name, card=card),
                "crane_after_storm",
            )
    if isinstance(answer, dict):
        for card in sorted(answer.keys() - asked):
            warnings.append(
                f"crane_after_storm.{card} is ignored: the {CARDS[card].name} does not face the Crane across piles"
            )


# --- scoring ----------------------------------------------------------------------------------


def _storm_note(party: str, against: list[Storm], pile: frozenset[int], rules: MusashinoRules, formed: set[str]) -> str:
    """What the storms striking ``party`` took from it, or "" when they took nothing."""
    if not against:
        return ""
    raised = " and ".join(f"{s.holder}'s {s.label}" for s in against)
    if rules.storm == "cards":
        lost = [CARDS[c].name for c in sorted(pile & STORM_VOIDED_CARDS)]
        if not lost:
            return ""
        verb = "counts" if len(lost) == 1 else "count"
        return f"storm ({raised}): {' and '.join(lost)} {verb} for nothing; "
    lost = [y.name for y in YAKU if y.id in STORM_VOIDED_YAKU and y.id in formed]
    if not lost:
        return ""
    return f"storm ({raised}): {' and '.join(lost)} {'is' if len(lost) == 1 else 'are'} void; "


def _sum_text(hits: Sequence[YakuHit]) -> str:
    total = sum(h.points for h in hits)
    if not hits:
        return "no dekiyaku = 0"
    return " + ".join(f"{h.name} {h.points}" for h in hits) + f" = {total}"


def _score_stopped(round_: Round, parties: list[PartyScore]) -> str:
    rules: MusashinoRules = round_.rules
    stopper = round_.stopped_by
    assert stopper is not None
    stake = rules.insta_win_points
    winner = next(p for p in parties if p.party.name == stopper)
    # Insta-wins are formed by captures: looked for in the captured pile, as the stop rule does.
    formed = insta_wins(round_.piles[stopper], yaku_table(rules))
    # One stop, one stake: insta-wins formed by the same capture are listed and paid once.
    winner.yaku = [with_points(formed[0], stake), *(with_points(hit, 0) for hit in formed[1:])]
    also = f" (with {_insta_names(formed[1:])} by the same capture: paid once)" if len(formed) > 1 else ""
    losers = [p for p in parties if p is not winner]
    for p in losers:
        p.score = -stake
        p.formula = f"{stopper} stopped the round with {formed[0].name}: pays {stopper} {stake}"
    winner.score = stake * len(losers)
    received = " + ".join(f"{stake} from {p.party.name}" for p in losers)
    winner.formula = f"{formed[0].name}{also} stops the round; receives {received} = +{winner.score}"
    return stopper


def _score_played_out(round_: Round, parties: list[PartyScore]) -> str:
    rules: MusashinoRules = round_.rules
    _, played_out = _split_table(rules.four_brights)
    all_storms = storms(round_)
    struck: dict[str, list[Storm]] = {}
    unstormed: dict[str, list[YakuHit]] = {}
    for p in parties:
        name = p.party.name
        against = struck[name] = storms_against(name, all_storms)
        voided_cards = STORM_VOIDED_CARDS if against and rules.storm == "cards" else frozenset()
        voided_yaku = STORM_VOIDED_YAKU if against and rules.storm == "banquets" else frozenset()
        hits = unstormed[name] = find_yaku(played_out, p.cards)
        if voided_cards or voided_yaku:
            p.yaku = _played_out_dekiyaku(p.cards, played_out, voided_cards, voided_yaku)
        else:  # no storm strikes this party: its dekiyaku stand as formed
            p.yaku = hits

    totals = {p.party.name: p.yaku_points for p in parties}
    order = round_.party_order(totals)
    best = max(totals.values())
    winner_name = next(name for name in order if totals[name] == best)
    cap = rules.bet_limit
    for p in parties:
        if p.party.name != winner_name:
            owed = best - totals[p.party.name]
            p.score = -(min(owed, cap) if cap else owed)
    winner = next(p for p in parties if p.party.name == winner_name)
    winner.score = -sum(p.score for p in parties if p is not winner)
    # Written when a view reads them (a ledger's replay never does): the numbers are final.
    write = partial(_played_out_formulas, parties, all_storms, struck, unstormed, winner_name, rules)
    written: dict[str, str] = {}
    for p in parties:
        p.formula = partial(_written_for, written, write, p.party.name)
    return winner_name


def _written_for(written: dict[str, str], write: Callable[[], dict[str, str]], name: str) -> str:
    """Party ``name``'s formula: every party's written at the first that is read."""
    if not written:
        written.update(write())
    return written[name]


def _played_out_formulas(
    parties: list[PartyScore],
    all_storms: list[Storm],
    struck: dict[str, list[Storm]],
    unstormed: dict[str, list[YakuHit]],
    winner_name: str,
    rules: MusashinoRules,
) -> dict[str, str]:
    """Each party's played-out score in words: its dekiyaku, what it pays or receives, and
    what the storms took from it."""
    notes = {
        p.party.name: _storm_note(
            p.party.name, struck[p.party.name], p.cards, rules, {h.id for h in unstormed[p.party.name]}
        )
        for p in parties
    }
    for s in all_storms:
        if not s.live:
            notes[s.holder] += f"{s.label} storm calmed by the Sun ({s.calmed_by} took the Crane after it); "
    totals = {p.party.name: p.yaku_points for p in parties}
    best = totals[winner_name]
    cap = rules.bet_limit
    formulas: dict[str, str] = {}
    received: list[str] = []
    for p in parties:
        name = p.party.name
        if name == winner_name:
            continue
        owed, paid = best - totals[name], -p.score
        if owed == 0:
            formulas[name] = (
                f"{_sum_text(p.yaku)}; ties {winner_name} for the lead and pays nothing "
                f"({winner_name} is earlier in turn order)"
            )
            continue
        capped = f", capped at {cap}" if paid < owed else ""
        formulas[name] = f"{_sum_text(p.yaku)}; pays {winner_name} {best} - {totals[name]} = {owed}{capped}"
        received.append(f"{paid} from {name}")
    winner = next(p for p in parties if p.party.name == winner_name)
    if all(total == best for total in totals.values()):
        tail = "everybody ties: nobody pays"
    elif received:
        tail = f"wins; receives {' + '.join(received)} = +{winner.score}"
    else:
        tail = "wins; nobody pays"
    formulas[winner_name] = f"{_sum_text(winner.yaku)}; {tail}"
    return {name: notes[name] + formula for name, formula in formulas.items()}


def score(round_: Round) -> RoundResult:
    """Score a checked round: an insta-win's flat stake, or the capped dekiyaku differences."""
    leftovers = round_.leftovers
    parties = party_scores(round_, leftovers, VALUES)
    winner = _score_stopped(round_, parties) if round_.stopped else _score_played_out(round_, parties)
    return make_result(round_, parties, leftovers, winner=winner)


GAME = Game(
    zero_sum=True,
    id="musashino-bana",
    name="Musashino-bana",
    japanese="武蔵野花",
    aliases=("musashino-bana", "musashino", "musashinobana"),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    rules=MusashinoRules,
    score=score,
    facts=MusashinoFacts,
    leftovers=leftovers_of,
    check=check,
    players=(3, 4),
    team_shapes={4: (2,)},
    teams_required=frozenset({4}),
    deals={3: ((7, 6),), 4: ((5, 8), (6, 0))},
    formula=(
        "played out: the best dekiyaku total wins and each other party pays it the difference, "
        "at most bet_limit (8); an insta-win (Five Kings, Seven Red Ribbons) stops the round and "
        "each other party pays the stopper insta_win_points (8)"
    ),
    notes=(
        "Three players, or four as two teams of two sharing one pile (name the team piles).",
        "No card points: only dekiyaku score, each at most once per pile.",
        "Four Brights replaces Three Brights; house rule four_brights picks the Lightning (default) or the Curtain as its fourth card.",
        "Five Kings and Seven Red Ribbons stop the round: name the party in stopped_by. Nothing else is scored "
        "and the bet limit does not apply to the stake.",
        "A tie for the best total goes to the party earliest in turn order from the dealer; the other tied "
        "parties pay nothing. When everybody ties nobody pays and the dealer's party deals again.",
        "Storm rule (storm = cards or banquets): each live storm card (Rain Man 110, Lightning 113) strikes every "
        "opponent of its holder, never the holder; a party can hold one storm card and be struck by the other.",
        "Sun rule (sun, with a storm): if an opponent took the Crane after the storm card, that storm is calmed for everybody; "
        "the sheet says so in crane_after_storm (true/false, or a table keyed by storm card, 110 and 113).",
        "Cards left on the end field are dead unless the sheet's leftover table gives them to a pile. The winner deals next.",
    ),
)
