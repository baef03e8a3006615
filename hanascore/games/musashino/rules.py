"""Musashino-bana (武蔵野花): three players or two teams, dekiyaku only, capped zero-sum payments.

There are no card points. A played-out round is settled by dekiyaku totals: the best total
wins and every other party pays it the difference, up to ``bet_limit``. Five Kings and Seven
Red Ribbons stop the round at once; then each other party pays the stopper a flat
``insta_win_points``. The optional storm rule lets the holder of the Rain Man or the
Lightning spoil some of its opponents' dekiyaku, and the Sun rule lets the Crane calm a storm.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import partial

from hanascore.core.cards import CARDS
from hanascore.core.errors import Code, Joined, Problems, Words, joined, msg
from hanascore.core.result import RoundResult, YakuHit
from hanascore.core.round import Round
from hanascore.games.base import Game, card_kinds, find_yaku
from hanascore.games.helpers import PartyScore, make_result, party_scores, with_points, written
from hanascore.games.musashino.deck import (
    DECK,
    LIGHTNING,
    RAIN_MAN,
    STORM_VOIDED_CARDS,
    STORM_VOIDED_YAKU,
    VALUES,
    YAKU,
    CardName,
    MusashinoFacts,
    MusashinoRules,
    Storm,
    crane_after,
    insta_wins,
    leftovers_of,
    played_out_dekiyaku,
    split_table,
    storms,
    storms_against,
    sun_questions,
    yaku_table,
)
from hanascore.games.musashino.words import WORDS

# --- checks ------------------------------------------------------------------------------------

#: Why the sheet's ``crane_after_storm`` is not used, by the first reason that holds.
CRANE_IGNORED_BECAUSE = {
    "storm-off": msg("musashino-bana.crane-ignored.storm-off"),
    "sun-off": msg("musashino-bana.crane-ignored.sun-off"),
    "stopped": msg("musashino-bana.crane-ignored.stopped"),
    "not-facing": msg("musashino-bana.crane-ignored.not-facing"),
}


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """Musashino-bana's own checks: the Sun rule's answers, cards left on the field."""
    _check_sun(round_, problems, warnings)
    dead = round_.field_end - round_.leftover.keys()
    if dead and not round_.stopped:
        warnings.append(msg("musashino-bana.end-field", ids=" ".join(map(str, sorted(dead)))))


def _check_sun(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """``crane_after_storm`` is required where the Sun rule needs it, and flagged where it is ignored."""
    rules: MusashinoRules = round_.rules
    answer = round_.facts.crane_after_storm
    questions = sun_questions(round_)
    if answer is not None and not questions:
        if rules.storm == "off":
            why = "storm-off"
        elif not rules.sun:
            why = "sun-off"
        elif round_.stopped:
            why = "stopped"
        else:
            why = "not-facing"
        warnings.append(msg("musashino-bana.crane-ignored", why=CRANE_IGNORED_BECAUSE[why]))
        return
    asked = {card for card, _, _ in questions}
    # Storm cards in different piles may get different answers: each is asked for by its card.
    by_card = len({holder for _, holder, _ in questions}) > 1 or isinstance(answer, dict)
    for card, holder, crane_holder in questions:
        if crane_after(round_, card) is not None:
            continue
        said = {"storm": CardName(CARDS[card]), "card": card, "crane_holder": crane_holder, "holder": holder}
        if by_card:
            problems.add(
                Code.MISSING_KEY, msg("musashino-bana.missing-key.crane-after", **said), f"crane_after_storm.{card}"
            )
        else:
            problems.add(Code.MISSING_KEY, msg("musashino-bana.missing-key.sun-rule", **said), "crane_after_storm")
    if isinstance(answer, dict):
        for card in sorted(answer.keys() - asked):
            warnings.append(msg("musashino-bana.crane-card-ignored", n=card, card=CardName(CARDS[card])))


# --- scoring ----------------------------------------------------------------------------------

#: The dekiyaku by id, as a formula names them (in the reader's language).
YAKU_BY_ID = {y.id: y for y in YAKU}
#: A pile without dekiyaku, added up.
NO_DEKIYAKU = msg("musashino-bana.no-dekiyaku")


def _both(items: Sequence[object]) -> Joined:
    """Names said one after the other: ``Curtain and Full Moon``, ``桜に幕・芒に月``."""
    return joined(items, " and ", "・")


def _storm_note(
    party: str, against: list[Storm], pile: frozenset[int], rules: MusashinoRules, formed: set[str]
) -> str | Words:
    """What the storms striking ``party`` took from it, or "" when they took nothing."""
    if not against:
        return ""
    raised = joined((msg("musashino-bana.storm.raised", holder=s.holder, card=s.label) for s in against), " and ", "と")
    if rules.storm == "cards":
        lost = [CardName(CARDS[c]) for c in sorted(pile & STORM_VOIDED_CARDS)]
        if not lost:
            return ""
        key = "musashino-bana.storm.card-voided" if len(lost) == 1 else "musashino-bana.storm.cards-voided"
        return msg(key, raised=raised, cards=_both(lost))
    voided = [y for y in YAKU if y.id in STORM_VOIDED_YAKU and y.id in formed]
    if not voided:
        return ""
    key = "musashino-bana.storm.yaku-voided" if len(voided) == 1 else "musashino-bana.storm.yakus-voided"
    return msg(key, raised=raised, yaku=_both(voided))


def _sum_words(hits: Sequence[YakuHit]) -> Words:
    """A pile's dekiyaku added up: ``Takasago 2 + Coat of Arms 1 = 3``, ``no dekiyaku = 0``."""
    if not hits:
        return NO_DEKIYAKU
    terms = (msg("musashino-bana.yaku", yaku=YAKU_BY_ID[h.id], n=h.points) for h in hits)
    return msg("musashino-bana.sum", terms=joined(terms, " + ", " + "), total=sum(h.points for h in hits))


def _received(amounts: Iterable[tuple[int, str]]) -> Joined:
    """What the winner receives from each party: ``8 from Ann + 8 from Cy``."""
    return joined((msg("musashino-bana.from", n=n, name=name) for n, name in amounts), " + ", " + ")


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
    first = YAKU_BY_ID[formed[0].id]
    losers = [p for p in parties if p is not winner]
    for p in losers:
        p.score = -stake
        p.formula = msg("musashino-bana.stopped.pays", stopper=stopper, yaku=first, stake=stake)
    winner.score = stake * len(losers)
    received = _received((stake, p.party.name) for p in losers)
    if len(formed) > 1:
        others = _both([YAKU_BY_ID[hit.id] for hit in formed[1:]])
        winner.formula = msg(
            "musashino-bana.stopped.receives-with", yaku=first, others=others, received=received, total=winner.score
        )
    else:
        winner.formula = msg("musashino-bana.stopped.receives", yaku=first, received=received, total=winner.score)
    return stopper


def _score_played_out(round_: Round, parties: list[PartyScore]) -> str:
    rules: MusashinoRules = round_.rules
    _, played_out = split_table(rules.four_brights)
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
            p.yaku = played_out_dekiyaku(p.cards, played_out, voided_cards, voided_yaku)
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
    done: dict[str, Words] = {}
    for p in parties:
        p.formula = partial(_written_for, done, write, p.party.name)
    return winner_name


def _written_for(written: dict[str, Words], write: Callable[[], dict[str, Words]], name: str) -> Words:
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
) -> dict[str, Words]:
    """Each party's played-out score in words: its dekiyaku, what it pays or receives, and
    what the storms took from it."""
    notes: dict[str, list[Words]] = {
        p.party.name: [
            _storm_note(p.party.name, struck[p.party.name], p.cards, rules, {h.id for h in unstormed[p.party.name]})
        ]
        for p in parties
    }
    for s in all_storms:
        if not s.live:
            notes[s.holder].append(msg("musashino-bana.storm.calmed", card=s.label, by=s.calmed_by))
    totals = {p.party.name: p.yaku_points for p in parties}
    best = totals[winner_name]
    cap = rules.bet_limit
    formulas: dict[str, Words] = {}
    received: list[tuple[int, str]] = []
    for p in parties:
        name = p.party.name
        if name == winner_name:
            continue
        owed, paid = best - totals[name], -p.score
        said = _sum_words(p.yaku)
        if owed == 0:
            formulas[name] = msg("musashino-bana.ties", sum=said, winner=winner_name)
            continue
        key = "musashino-bana.pays-capped" if paid < owed else "musashino-bana.pays"
        formulas[name] = msg(key, sum=said, winner=winner_name, best=best, total=totals[name], owed=owed, cap=cap)
        received.append((paid, name))
    winner = next(p for p in parties if p.party.name == winner_name)
    said = _sum_words(winner.yaku)
    if all(total == best for total in totals.values()):
        formulas[winner_name] = msg("musashino-bana.everybody-ties", sum=said)
    elif received:
        formulas[winner_name] = msg("musashino-bana.wins", sum=said, received=_received(received), total=winner.score)
    else:
        formulas[winner_name] = msg("musashino-bana.wins-unpaid", sum=said)
    return {name: written(*notes[name], formula) for name, formula in formulas.items()}


def score(round_: Round) -> RoundResult:
    """Score a checked round: an insta-win's flat stake, or the capped dekiyaku differences."""
    leftovers = round_.leftovers
    parties = party_scores(round_, leftovers, VALUES)
    winner = _score_stopped(round_, parties) if round_.stopped else _score_played_out(round_, parties)
    return make_result(round_, parties, leftovers, winner=winner)


#: What a counted round cannot say under the storm rule (RULES.md 7).
STORM_UNCOUNTED = msg(
    "musashino-bana.storm-uncounted", rain_man=CardName(CARDS[RAIN_MAN]), lightning=CardName(CARDS[LIGHTNING])
)


def counted_rules(round_: Round) -> tuple[MusashinoRules, Words | None]:
    """A counted round is scored with the storm off: the counts cannot say who holds a storm
    card.  A played-out round under the storm rule is told so (a stopped one pays only its
    insta-win, which no storm touches)."""
    rules: MusashinoRules = round_.rules
    unsaid = STORM_UNCOUNTED if rules.storm != "off" and not round_.stopped else None
    return replace(rules, storm="off"), unsaid


GAME = Game(
    zero_sum=True,
    id="musashino-bana",
    name="Musashino-bana",
    japanese="武蔵野花",
    aliases=("musashino-bana", "musashino", "musashinobana"),
    deck=DECK,
    values=VALUES,
    yaku=YAKU,
    kinds=card_kinds(DECK, VALUES, ("brights", "animals", "ribbons", "chaff")),
    yaku_in_play=yaku_table,
    counted_rules=counted_rules,
    rules=MusashinoRules,
    score=score,
    facts=MusashinoFacts,
    leftovers=leftovers_of,
    check=check,
    players=(3, 4),
    team_shapes={4: (2,)},
    teams_required=frozenset({4}),
    deals={3: ((7, 6),), 4: ((5, 8), (6, 0))},
    formula=msg("musashino-bana.formula"),
    notes=tuple(
        msg(f"musashino-bana.note.{note}")
        for note in ("players", "no-card-points", "four-brights", "insta-wins", "ties", "storm", "sun", "leftovers")
    ),
    words=WORDS,
)
