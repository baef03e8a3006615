"""Koi-Koi (こいこい): two players, yaku only, and the call after each new yaku: shoubu (stop and
be paid) or koi-koi (play on, and risk the opponent's doubled win).

Only the player who stops is paid: the yaku of the pile (9.2, :mod:`koikoi_yaku`), doubled at
7 or more and for koi-koi calls as the house rules say.  A round can also end before play
with a lucky hand dealt (9.1, :mod:`koikoi_teyaku`), or drawn when both hands are played out
without a shoubu.  In a ledger each round is a month of the 12-round year: the round hands
its number on to the next (the result's ``carried``), for Cards of the Month.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial

from hanascore.core.card_checks import missing_cards
from hanascore.core.cards import CARDS
from hanascore.core.errors import Code, Problems, Words, joined, msg
from hanascore.core.result import RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.games.base import FULL_DECK, Game, card_kinds, yaku_names
from hanascore.games.helpers import PartyScore, four_pairs, make_result, party_scores, written
from hanascore.games.hooks import Shows
from hanascore.games.koikoi.counted import cup_warnings, round_yaku
from hanascore.games.koikoi.teyaku import BAD_TEYAKU, NAMES, Shown, paid, read_shown
from hanascore.games.koikoi.words import WORDS
from hanascore.games.koikoi.yaku import (
    NAMED,
    VALUES,
    VIEWING,
    YAKU,
    KoiKoiFacts,
    KoiKoiRules,
    counted_yaku,
    month_of,
    pile_yaku,
    year_round,
)
from hanascore.games.leftovers import LEFT_FOR_NOBODY, Leftovers, allocate_leftovers

DECK = FULL_DECK
#: A call the piles contradict (Hachi-Hachi brings the same code).
BAD_CALL = "bad-call"
#: An exhaustive draw: 8 cards dealt to each hand and the field, 16 drawn: 8 stay in the pile.
DRAW_PILE_LEFT = 8
#: A lucky-hand round: nothing played, 8 cards on the field, 40 unplayed.
DEALT_FIELD = 8


def lucky_hand_round(facts: KoiKoiFacts, active: Sequence[str]) -> bool:
    """True when a lucky hand was shown (RULES.md 9.1, 9.6): the round ends before play, with
    empty piles (a lucky hand under ``lucky_hands = "misdeal"`` is refused by the checks)."""
    return bool(facts.teyaku)


def _end_field(round_: Round) -> frozenset[int]:
    """The field when the round ended: a lucky-hand round's is the field as dealt."""
    if not round_.field_end_given and round_.field_start is not None and round_.facts.teyaku:
        return round_.field_start
    return round_.field_end


def unused_fields(facts: KoiKoiFacts, playing: int, counted: bool) -> frozenset[str]:
    """A stopped round whose piles are counted, its unplayed cards not listed (RULES.md 9.6):
    the end field holds dead cards nobody scores, which with the hands and the draw pile
    unknown nothing counts; the field as dealt is read only for a misdeal, and a round played
    to a shoubu was not misdealt (that deal is redone before play).  Neither is asked."""
    if facts.stopped_by is not None and facts.unplayed is None and counted:
        return frozenset({"end", "start"})
    return frozenset()


def koi_calls(round_: Round) -> dict[str, int]:
    """Each player's koi-koi calls (0 when not given)."""
    calls = round_.facts.koi or {}
    return {p: calls.get(p, 0) for p in round_.table.players}


def koi_factor(rules: KoiKoiRules, stopper: str, calls: dict[str, int]) -> int:
    """The koi-koi factor of a stopper's score under ``koi_bonus`` (RULES.md 9.4)."""
    own = calls[stopper]
    theirs = sum(n for p, n in calls.items() if p != stopper)
    return {
        "opponent": 2 if theirs else 1,
        "self": 2 if own else 1,
        "anyone": 2 if own or theirs else 1,
        "count": 1 + theirs,
        "count-all": 1 + own + theirs,
        "none": 1,
    }[rules.koi_bonus]


# -- checks ----------------------------------------------------------------------------------


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """Every consistency check of RULES.md section 9, each naming its key, all at once."""
    if round_.leftover:
        problems.add(Code.BAD_LEFTOVER, msg("koi-koi.no-leftover"), "leftover")
    if _check_deal(round_, problems, warnings):
        return
    _check_calls(round_, problems, warnings)
    _check_cards(round_, problems)
    if round_.facts.unplayed is not None:
        _check_unplayed(round_, _placed(round_), round_.facts.unplayed, problems)


def counted_check(
    round_: Round, counts: Mapping[str, Mapping[str, int]], problems: Problems, warnings: list[Words]
) -> None:
    """A counted round's checks: the deal, the calls against the yaku named (the cards found
    for the counts form exactly those), the 40 cards of a drawn round."""
    if _check_deal(round_, problems, warnings):
        return
    _check_calls(round_, problems, warnings)
    _check_cards(round_, problems)
    cup_warnings(round_, warnings)


def _check_deal(round_: Round, problems: Problems, warnings: list[Words]) -> bool:
    """The field as dealt, the month and the lucky hands; True for a lucky-hand round (nothing
    else is checked then)."""
    rules: KoiKoiRules = round_.rules
    facts: KoiKoiFacts = round_.facts
    start = round_.field_start
    if start is not None and rules.four_pairs_misdeal and four_pairs(start):
        problems.add(Code.MISDEAL, msg("koi-koi.four-pairs-misdeal"), "field.start")
    if facts.month is not None and not rules.cards_of_the_month:
        warnings.append(msg("koi-koi.month-ignored", month=facts.month))
    if not facts.teyaku:
        return False
    _check_lucky_round(round_, read_shown(round_, problems), problems)
    return True


def _check_calls(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """Shoubu and koi-koi against the yaku each pile holds (RULES.md 9.3)."""
    rules: KoiKoiRules = round_.rules
    month, end = month_of(round_), round_.field_end
    weather = rules.viewing == "weather"
    held = {p: pile_yaku(round_.piles[p], rules, month, end) for p in round_.table.players}
    calls = koi_calls(round_)
    stopper = round_.stopped_by
    if weather and _viewing_cards(round_) and not round_.field_end_given and round_.counts is None:
        problems.add(Code.MISSING_KEY, msg("koi-koi.weather-needs-end"), "field.end")
    for player, hits in held.items():
        if player == stopper:
            if not hits:
                problems.add(
                    Code.STOPPER_WITHOUT_YAKU,
                    msg("koi-koi.stopper-without-yaku", stopper=player),
                    f"captured.{player}",
                    fix="stopped_by",
                )
            continue
        # Under the weather rule a viewing yaku can appear on the opponent's turn.
        standing = [h for h in hits if not (weather and h.id in VIEWING)]
        if standing and not calls[player]:
            names = yaku_names(standing, YAKU)
            # With nobody stopped, the likelier slip is a missing stopped_by: say both.
            unended = "koi-koi.yaku-without-koi" if stopper is not None else "koi-koi.yaku-unended"
            # The fix names who stopped the round where nobody did (else the calls).
            problems.add(
                BAD_CALL,
                msg(unended, name=player, yaku_names=names),
                "koi",
                fix="stopped_by" if stopper is None else None,
            )
    for player, count in calls.items():
        if count and not held[player]:
            if weather:
                warnings.append(msg("koi-koi.weather-call", player=player, count=count))
            else:
                problems.add(BAD_CALL, msg("koi-koi.koi-without-yaku", name=player, count=count), "koi")


def _viewing_cards(round_: Round) -> bool:
    """True when a pile holds the Sake Cup with the Curtain or the Moon."""
    return any(90 in pile and pile & {30, 80} for pile in round_.piles.values())


def _placed(round_: Round) -> frozenset[int]:
    return frozenset().union(*round_.piles.values(), round_.field_end)


def _check_cards(round_: Round, problems: Problems) -> None:
    """A drawn round leaves exactly 8 cards in the draw pile (RULES.md 9.6)."""
    placed = _placed(round_)
    if not round_.stopped and len(placed) != len(DECK) - DRAW_PILE_LEFT:
        problems.add(Code.MISSING_CARDS, msg("koi-koi.draw-count", count=len(placed)), "captured")


def _check_unplayed(
    round_: Round, placed: frozenset[int], unplayed: frozenset[int], problems: Problems, dealt: bool = True
) -> None:
    """With ``unplayed`` every card is placed once, and (``dealt``) no dealt field card is
    unplayed."""
    missing = sorted(DECK - placed - unplayed)
    if missing:
        problems.add(Code.MISSING_CARDS, missing_cards(missing), "unplayed")
    dealt_unplayed = sorted((round_.field_start or frozenset()) & unplayed) if dealt else []
    if dealt_unplayed:
        problems.add(
            Code.BAD_FACT, msg("koi-koi.start-unplayed", cards=joined(CARDS[c] for c in dealt_unplayed)), "unplayed"
        )


def _check_lucky_round(round_: Round, shown: dict[str, Shown], problems: Problems) -> None:
    """A lucky-hand round: nobody played, so nobody called; the piles are empty and the field
    is as dealt."""
    facts: KoiKoiFacts = round_.facts
    if round_.rules.lucky_hands == "misdeal":
        problems.add(Code.MISDEAL, msg("koi-koi.lucky-hand-misdeal"), "teyaku")
    if facts.koi is not None:
        problems.add(BAD_CALL, msg("koi-koi.koi-with-lucky-hand"), "koi")
    if facts.stopped_by is not None:
        problems.add(BAD_CALL, msg("koi-koi.stopped-with-lucky-hand"), "stopped_by")
    for player, pile in round_.piles.items():
        if pile:
            problems.add(Code.INACTIVE_PILE, msg("koi-koi.lucky-pile", name=player), f"captured.{player}")
    start = round_.field_start
    if start is not None and round_.field_end_given and round_.field_end != start:
        problems.add(Code.BAD_FACT, msg("koi-koi.lucky-field"), "field.end")
    end = _end_field(round_)
    if end and len(end) != DEALT_FIELD:
        problems.add(Code.BAD_DEAL, msg("koi-koi.lucky-field-size", count=len(end)), "field.end")
    if facts.unplayed is not None:
        # Without 'end' the field is the dealt one, which 'rest' in unplayed took as well.
        _check_unplayed(round_, _placed(round_) | end, facts.unplayed, problems, dealt=round_.field_end_given)


# -- the score -------------------------------------------------------------------------------


def score(round_: Round) -> RoundResult:
    """Score a checked Koi-Koi round (RULES.md 9.4, 9.5, 9.1).

    Shoubu: the stopper's yaku x (2 at 7 or more) x the koi-koi factor; the opponent 0 (or
    minus that with ``zero_sum``).  Drawn: the dealer ``oya_ken``.  A lucky hand: 6 (12 when
    stacked).  The round hands its number in the ledger on to the next (``carried``).
    """
    rules: KoiKoiRules = round_.rules
    end = _end_field(round_)
    leftovers = _dead(end) if end is not round_.field_end else round_.leftovers
    parties = party_scores(round_, leftovers, VALUES)
    shown = read_shown(round_, Problems()) if round_.facts.teyaku else {}
    stopper = round_.stopped_by
    winner: str | None
    extras: dict[str, object] = {}
    multiplier = 1
    teyaku: dict[str, list[YakuHit]] = {}
    if len(shown) == 1:
        outcome = "lucky-hand"
        winner = next(iter(shown))
        teyaku[winner] = paid(shown[winner], rules.lucky_hands_stack)
        total = sum(h.points for h in teyaku[winner])
        hands = joined((_term(NAMES[h.id], h.points) for h in teyaku[winner]), " + ", " + ")
        said = "koi-koi.formula.lucky-hand" if len(teyaku[winner]) > 1 else "koi-koi.formula.lucky-hand.one"
        _pay(parties, winner, total, rules.zero_sum, msg(said, hands=hands, total=total))
    elif stopper is not None:
        outcome, winner = "shoubu", stopper
        hits = pile_yaku(round_.piles[stopper], rules, month_of(round_), round_.field_end)
        base = sum(h.points for h in hits)
        doubled = 2 if rules.seven_doubles and base >= 7 else 1
        multiplier = doubled * koi_factor(rules, stopper, koi_calls(round_))
        for p in parties:
            if p.name == stopper:
                p.yaku = hits
        amount = base * multiplier
        # Said when a view reads it: replaying a ledger never does.
        formula = partial(_formula, hits, base, doubled, multiplier, amount)
        _pay(parties, stopper, amount, rules.zero_sum, formula, stopped=True)
    else:
        outcome = "lucky-hands-draw" if shown else "exhaustive-draw"
        winner = round_.dealer
        # Said in the players' words (the dealer's privilege), not by the house rule's key.
        _pay(parties, winner, rules.oya_ken, rules.zero_sum, msg("koi-koi.formula.drawn", amount=rules.oya_ken))
    for p in parties:
        hands = teyaku.get(p.name, [])
        p.extras = {
            "teyaku": [{"id": h.id, "name": h.name, "points": h.points} for h in hands],
            "teyaku_points": sum(h.points for h in hands),
        }
    extras["outcome"] = outcome
    result = make_result(
        round_, parties, leftovers, winner=winner, multiplier=multiplier, extras=extras,
        carried=year_round(round_) if round_.in_ledger else None,
    )  # fmt: skip
    if outcome.endswith("draw") and rules.draw_deal == "passes" and round_.next_dealer is None:
        other = next(p for p in round_.table.players if p != round_.dealer)
        result = replace(result, next_dealer=other)
    return result


def _dead(end: frozenset[int]) -> Leftovers:
    left = Leftovers()
    for card in sorted(end):
        left.give(card, None, LEFT_FOR_NOBODY)
    return left


def _pay(
    parties: list[PartyScore],
    winner: str,
    amount: int,
    zero_sum: bool,
    formula: Words | Callable[[], Words],
    stopped: bool = False,
) -> None:
    """``winner`` scores ``amount`` (``formula`` says for what: the winner's formula); the
    other scores 0, or pays it with ``zero_sum``."""
    for p in parties:
        if p.name == winner:
            p.score = amount
            p.formula = formula
        else:
            p.score = -amount if zero_sum and amount else 0
            if p.score:
                p.formula = msg("koi-koi.formula.pays", winner=winner, score=p.score, paid=amount)
            elif stopped:  # only the stopper is paid, whatever this pile holds
                p.formula = msg("koi-koi.formula.stopped", winner=winner)
            else:
                p.formula = NOBODY_PAYS


#: The formula of the player who is not paid, in a round nobody stopped.
NOBODY_PAYS = msg("koi-koi.formula.nobody-pays")


def _term(named: object, points: int) -> Words:
    """A yaku or lucky hand (anything with a ``name`` and a ``japanese`` name) and its points."""
    return msg("koi-koi.formula.yaku", yaku=named, points=points)


def _formula(hits: list[YakuHit], base: int, doubled: int, multiplier: int, amount: int) -> Words:
    """``Three Brights 6 + Flower Viewing Sake 5 = 11 x 2 (7 or more) x 2 (koi-koi) = 44``."""
    listed: Words = msg("formula", terms=joined((_term(NAMED[h.id], h.points) for h in hits), " + ", " + "))
    terms: list[Words] = [msg("koi-koi.formula.sum", listed=listed, base=base) if len(hits) > 1 else listed]
    if doubled == 2:
        terms.append(msg("koi-koi.formula.seven"))
    koi = multiplier // doubled
    if koi != 1:
        terms.append(msg("koi-koi.formula.koi", n=koi))
    return written(*terms, msg("koi-koi.formula.equals" if multiplier != 1 else "koi-koi.formula.equals-sum", n=amount))


def _notes(result: RoundResult) -> list[Words]:
    """How a round without a shoubu went: a lucky hand (which), or a draw (why)."""
    outcome = result.extras.get("outcome")
    if outcome == "lucky-hand":
        shown = result.party(result.winner).extras.get("teyaku") or ()
        return [msg("koi-koi.note.shown", hands=joined((NAMES[h["id"]] for h in shown), " + ", "・"))]
    if outcome == "lucky-hands-draw":
        return [msg("koi-koi.note.lucky-draw")]
    if outcome == "exhaustive-draw":
        return [msg("koi-koi.note.played-out")]
    return []


GAME = Game(
    id="koi-koi",
    name="Koi-Koi",
    japanese="こいこい",
    aliases=("koikoi", "koi", "こいこい"),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    kinds=card_kinds(DECK, VALUES, ("brights", "animals", "ribbons", "chaff")),
    rules=KoiKoiRules,
    facts=KoiKoiFacts,
    score=score,
    check=check,
    counted_check=counted_check,
    yaku_in_play=counted_yaku,
    round_yaku=round_yaku,
    leftovers=allocate_leftovers,
    whole_deck_placed=lambda round_: False,  # the game's own checks: hands may hold cards
    ends_before_play=lucky_hand_round,
    unused_fields=unused_fields,
    shows=Shows(notes=_notes),
    players=(2, 2),
    deals={2: ((8, 8),)},
    formula=msg("koi-koi.formula"),
    notes=tuple(
        msg(f"koi-koi.note.{note}")
        for note in ("stopper", "koi", "doubling", "lucky-hand", "drawn", "month", "unplayed")
    ),
    words=WORDS,
    codes=(BAD_TEYAKU, BAD_CALL),
)
