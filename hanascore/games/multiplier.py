"""The field multiplier and its carry-over: one mechanism for every game whose starting field
sets the stakes (Kyu-Rei Hana, Hachi-Hachi; RULES.md sections 5 and 10).

The multiplier cards dealt to the starting field make the round x2 or x4; several of them:
the largest applies now and the others wait for later rounds, x4 first, in a queue a ledger
carries from round to round (:attr:`~hanascore.core.round.Round.carried`).  A round already
running on a carried multiplier applies it and queues all of its own behind the rest.  A
game's house rules say whether anything waits (``carry_over``) or whether the field's
multipliers all multiply this round (``stack``, Hachi-Hachi's high-stakes variant).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hanascore.core.cards import CARDS
from hanascore.core.errors import Words, joined, msg
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.round import Round

#: The large field (x2) and the grand field (x4) of both games.
LARGE_FIELD: dict[int, int] = {10: 2, 30: 2, 80: 2}
GRAND_FIELD: dict[int, int] = {110: 4, 120: 4}


@dataclass(frozen=True)
class MultiplierFacts(Facts):
    """The fact of a game with field multipliers: the carried-over multiplier a round runs on,
    stated outside a ledger (a ledger derives it)."""

    multiplier: int | None = fact(
        Answer.NUMBER,
        msg("multiplier.question"),
        choices=(1, 2, 4),
        ledger_derived=True,
    )


@dataclass(frozen=True, slots=True)
class Stakes:
    """What a round runs on: its multiplier, the queue it leaves, and why."""

    multiplier: int
    #: The multipliers waiting for later rounds, next one first.
    queue: tuple[int, ...]
    #: True when the round runs on a carried-over multiplier.
    carried: bool
    #: The starting field's multiplier cards as (card, multiplier), in the order they apply.
    own: tuple[tuple[int, int], ...]


def field_cards(table: Mapping[int, int], field_start: frozenset[int] | None) -> list[tuple[int, int]]:
    """The multiplier cards of the starting field as (card, multiplier), largest first (by
    card id among equals): the order in which they apply."""
    return sorted(((c, table[c]) for c in field_start or () if c in table), key=lambda cm: (-cm[1], cm[0]))


def settle_multiplier(rules: Any, carried: tuple[int, ...], own: list[int]) -> tuple[int, list[int]]:
    """The multiplier this round runs on, and the queue it leaves for later rounds.

    ``carried`` is the queue the round starts with (next one first; a sheet's ``multiplier``
    is a queue of one), ``own`` the round's own field multipliers, largest first.  A round
    running on a carried multiplier queues all of its own behind the rest of the queue;
    otherwise its largest applies now and the others wait.  Without ``rules.carry_over``
    nothing waits.
    """
    if carried:
        multiplier, queue = carried[0], [*carried[1:], *own]
    elif own:
        multiplier, queue = own[0], own[1:]
    else:
        multiplier, queue = 1, []
    return multiplier, queue if rules.carry_over else []


def stakes(round_: Round, table: Mapping[int, int], *, stack: bool = False) -> Stakes:
    """The round's multiplier from the ledger's queue (or the sheet's ``multiplier``) and its
    starting field, under its house rules' ``carry_over``; ``stack``: every multiplier card of
    the field multiplies this round and nothing is carried (a carried queue still waits)."""
    stated = round_.facts.multiplier
    carried = round_.carried or ((stated,) if stated is not None else ())
    own = field_cards(table, round_.field_start)
    if stack:
        multiplier = 1
        for _, times in own:
            multiplier *= times
        return Stakes(multiplier, tuple(carried) if round_.rules.carry_over else (), False, tuple(own))
    multiplier, queue = settle_multiplier(round_.rules, carried, [m for _, m in own])
    return Stakes(multiplier, tuple(queue), bool(carried), tuple(own))


def why_multiplier(rules: Any, settled: Stakes) -> tuple[Words, ...]:
    """Why the round runs on its multiplier (the views say it): the starting field's card that
    makes it, or a multiplier carried over; and what the field's other multiplier cards do.
    Nothing for a plain round (x1, no multiplier card dealt)."""
    multiplier, own = settled.multiplier, settled.own
    if not own and multiplier == 1:
        return ()
    names = [CardName(CARDS[card].name, CARDS[card].japanese) for card, _ in own]
    if settled.carried:
        why, others = msg("multiplier.carried", m=multiplier), names
    else:
        why, others = msg("multiplier.from-field", m=multiplier, card=names[0]), names[1:]
    if not others:
        return (why,)
    listed = joined_names(others)
    if not rules.carry_over:
        return (msg("multiplier.others-dropped", why=why, cards=listed),)
    key = "multiplier.other-waits" if len(others) == 1 else "multiplier.others-wait"
    return (msg(key, why=why, cards=listed),)


@dataclass(frozen=True, slots=True)
class CardName:
    """A card said by its name alone (``Rain Man``, 柳に小野道風), as a message names it: a
    parameter with a ``name`` and a ``japanese`` name is said by the one of its language."""

    name: str
    japanese: str


def joined_names(names: list[CardName]) -> Words | CardName:
    """``Crane``, ``Crane and Full Moon``, ``Crane, Curtain and Full Moon`` (in Japanese
    joined by ・)."""
    if len(names) == 1:
        return names[0]
    return msg("multiplier.cards", first=joined(names[:-1], ", ", "・"), last=names[-1])


#: The warning of a round scored x1 because its starting field was not given.
NO_START = msg("multiplier.no-start")


def warn_no_start(round_: Round, warnings: list[Words]) -> None:
    """Warn when the sheet gives no starting field and nothing is carried over: its multiplier
    cards are not known, and the round was taken as x1."""
    if round_.field_start is None and not round_.carried and round_.facts.multiplier is None:
        warnings.append(NO_START)


def waiting(carried: Any) -> tuple[int, ...]:
    """The multipliers a round carries to the next: its queue, next one first."""
    return tuple(carried or ())
