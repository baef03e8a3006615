"""The witness of a counted round: cards for each pile that have exactly its counts and form
exactly the yaku its holder named, and no other, so the game's own score function scores it.

An exact search, deterministic (:mod:`hanascore.games.counted.search`): it spends at most a
budget of branchings (a count, not a time); spent, it says so (:class:`SearchExhausted`)
rather than guess, and the round is scored with cards that form the yaku named.

Where a game reads a pile beyond its yaku table (Koi-Koi's Sake Cup as whichever pays more,
its viewing yaku beside other yaku or under the weather: :class:`CountedYaku`), the cards found
are read as the game reads them before they are taken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field, replace

from hanascore.core.errors import Words
from hanascore.games.base import Yaku
from hanascore.games.counted.search import END, JUNK, Layout, Search, SearchExhausted

__all__ = ["BUDGET", "END", "JUNK", "CountedYaku", "Layout", "SearchExhausted", "find_witness", "unchecked_witness"]


@dataclass(frozen=True)
class CountedYaku:
    """The yaku of one counted round, where its game reads a pile beyond its yaku table (a
    house rule that weighs one reading of a card against another, a fact naming cards)."""

    #: The yaku a pile may name this round.
    in_play: tuple[Yaku, ...]
    #: Why each yaku the house rules play is not scored this round, by id (the month unknown).
    left_out: Mapping[str, Words] = field(default_factory=dict)
    #: How the search keeps a pile from forming a yaku it did not name, by id, where the table's
    #: cards would keep it from too much (a looser set of cards; None: only ``accept`` does).
    avoided: Mapping[str, Yaku | None] = field(default_factory=dict)
    #: The cards found (by place), the yaku each pile may form beyond those named (by id; None:
    #: any) and each pile's named yaku -> True when each pile forms those named (a yaku a named
    #: one replaces counting as formed) and no others, as the game reads it (None: the yaku
    #: table's reading is the game's).
    accept: (
        Callable[
            [Mapping[str, frozenset[int]], Mapping[str, frozenset[str]] | None, Mapping[str, Sequence[Yaku]]], bool
        ]
        | None
    ) = None
    #: Cards the search must not take for one another (``accept`` reads them one by one).
    distinct: tuple[frozenset[int], ...] = ()
    #: Each pile's named yaku -> what is wrong with naming them together, as (pile, words),
    #: before any search (a viewing yaku named alone where it counts only beside another).
    named_problems: Callable[[Mapping[str, Sequence[Yaku]]], list[tuple[str, Words]]] | None = None
    #: Each pile's named yaku -> the cards a place may not take for them to be paid, by place
    #: (a Willow on the end field voids Flower Viewing under the weather).
    banned: Callable[[Mapping[str, Sequence[Yaku]]], Mapping[str, frozenset[int]]] | None = None


#: How many branchings the search tries before it gives up (deterministic: a count, not a
#: time; about 0.1 s).  The worst counted sheets found (``benchmarks/bench_counted.py``) take
#: fewer than a hundred.
BUDGET = 3_000


def find_witness(layout: Layout, budget: int | None = None) -> dict[str, frozenset[int]] | None:
    """Cards for each place of ``layout`` (None: none fit).  Raises :class:`SearchExhausted`
    when ``budget`` branchings (None: :data:`BUDGET`) did not settle it."""
    return Search(layout, BUDGET if budget is None else budget).run()


def search_steps(layout: Layout, budget: int | None = None) -> int:
    """How many branchings the search for ``layout`` takes (the benchmark's measure); one
    more than the budget when it spent it."""
    search = Search(layout, BUDGET if budget is None else budget)
    with suppress(SearchExhausted):
        search.run()
    return search.steps


#: The budget of :func:`unchecked_witness`'s searches (they seldom turn back).
RELAXED_BUDGET = 3_000


def unchecked_witness(layout: Layout) -> dict[str, frozenset[int]] | None:
    """Cards for a round whose search gave up: cards that fit the counts and form the yaku
    named, found without making sure that they form no other; failing that, cards that fit
    the counts alone."""
    counts_only = replace(layout, need={}, forbid={}, accept=None, extra=None)
    for relaxed in (layout.without_forbidden(), counts_only):
        try:
            found = Search(relaxed, RELAXED_BUDGET).run()
        except SearchExhausted:
            continue
        if found is not None:
            return found
    return None
