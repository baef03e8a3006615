"""The witness of a counted round: cards for each pile that have exactly its counts and form
exactly the yaku its holder named, and no other, so the game's own score function scores it.

An exact search, deterministic: the cards some yaku names are placed one by one (a card a
pile's named yaku still needs tried in that pile first, then where it forms nothing), each
placement checked against the yaku it takes part in (a named yaku must stay formable, an
unnamed one must not be formed whole); the cards no yaku names then fill what each place still
counts, kind by kind (any of them will do: all cards of a kind share its value).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from hanascore.games.base import Kind, Yaku

#: The places that are not a party's pile: the end field (dead) and the cards a round leaves
#: out (junked zero-point chaff, the cards still in hand when a round stops).
END = "\x00end"
JUNK = "\x00junk"

#: How many placements the search tries before it gives up (deterministic: a count, not a time).
BUDGET = 200_000


class _Exhausted(Exception):
    """The search tried :data:`BUDGET` placements."""


@dataclass(frozen=True, slots=True)
class Layout:
    """What a witness must satisfy: each place's counts by kind id (parties' piles, then
    :data:`END` and :data:`JUNK`), the yaku each pile must form and those it must not."""

    kinds: tuple[Kind, ...]
    counts: Mapping[str, Mapping[str, int]]
    need: Mapping[str, Sequence[Yaku]]
    forbid: Mapping[str, Sequence[Yaku]]
    #: The cards of the round (the deck less what the deal took out).
    cards: frozenset[int]
    #: The cards :data:`JUNK` may take (None: any card).
    junkable: frozenset[int] | None = None

    def without_forbidden(self, party: str | None = None, yaku: Yaku | None = None) -> Layout:
        """The same layout with every unnamed yaku allowed (``party`` None), or only ``yaku``
        allowed in ``party``'s pile."""
        if party is None:
            forbid: dict[str, Sequence[Yaku]] = {}
        else:
            forbid = {p: [y for y in ys if not (p == party and y is yaku)] for p, ys in self.forbid.items()}
        return Layout(self.kinds, self.counts, self.need, forbid, self.cards, self.junkable)


def find_witness(layout: Layout) -> dict[str, frozenset[int]] | None:
    """Cards for each place of ``layout`` (None: none fit, or the search gave up)."""
    try:
        return _Search(layout).run()
    except _Exhausted:
        return None


class _Search:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.kind_of = {c: k.id for k in layout.kinds for c in k.cards if c in layout.cards}
        self.places = list(layout.counts)
        self.cap = {place: dict(counts) for place, counts in layout.counts.items()}
        self.assign: dict[int, str] = {}
        self.steps = 0
        #: card -> the (pile, yaku, needed) constraints it takes part in.
        self.touches: dict[int, list[tuple[str, Yaku, bool]]] = {}
        for needed, table in ((True, layout.need), (False, layout.forbid)):
            for party, yaku in table.items():
                for y in yaku:
                    for card in y.cards & layout.cards:
                        self.touches.setdefault(card, []).append((party, y, needed))
        needed_cards = sorted({c for ys in layout.need.values() for y in ys for c in y.cards & layout.cards})
        others = sorted(set(self.touches) - set(needed_cards))
        if layout.junkable is not None and JUNK in layout.counts:
            others += sorted(layout.cards - layout.junkable - set(needed_cards) - set(others))
        self.order = needed_cards + others

    def run(self) -> dict[str, frozenset[int]] | None:
        if not self._place(0):
            return None
        piles: dict[str, set[int]] = {place: set() for place in self.places}
        for card, place in self.assign.items():
            piles[place].add(card)
        for kind in self.layout.kinds:
            free = sorted(c for c in kind.cards & self.layout.cards if c not in self.assign)
            for place in self.places:
                take = self.cap[place].get(kind.id, 0)
                if place == JUNK and self.layout.junkable is not None:
                    fits = [c for c in free if c in self.layout.junkable][:take]
                else:
                    fits = free[:take]
                piles[place].update(fits)
                free = [c for c in free if c not in fits]
        return {place: frozenset(cards) for place, cards in piles.items()}

    def _place(self, index: int) -> bool:
        if index == len(self.order):
            return all(self._formed(p, y) for p, ys in self.layout.need.items() for y in ys)
        self.steps += 1
        if self.steps > BUDGET:
            raise _Exhausted
        card = self.order[index]
        kind = self.kind_of[card]
        for place in self._choices(card):
            if self.cap[place].get(kind, 0) <= 0:
                continue
            if place == JUNK and self.layout.junkable is not None and card not in self.layout.junkable:
                continue
            self.assign[card] = place
            self.cap[place][kind] -= 1
            if self._fine(card) and self._place(index + 1):
                return True
            del self.assign[card]
            self.cap[place][kind] += 1
        return False

    def _choices(self, card: int) -> list[str]:
        """Where to try ``card``: a pile whose named yaku wants it, then where it forms nothing."""
        touches = self.touches.get(card, [])
        wanted = [p for p, y, needed in touches if needed and not self._slot_held(p, y, card)]
        risky = {p for p, _, needed in touches if not needed}
        first = [p for p in self.places if p in wanted]
        calm = [p for p in self.places if p not in wanted and p not in risky]
        rest = [p for p in self.places if p in risky and p not in wanted]
        return first + calm + rest

    def _slot_held(self, party: str, yaku: Yaku, card: int) -> bool:
        """True when the slot of ``yaku`` holding ``card`` is filled in ``party``'s pile already."""
        if yaku.least:
            return sum(1 for c in yaku.cards if self.assign.get(c) == party) >= yaku.least
        slot = next(s for s in yaku.slots if card in s)
        return any(self.assign.get(c) == party for c in slot)

    def _fine(self, card: int) -> bool:
        for party, yaku, needed in self.touches.get(card, []):
            if needed and not self._formable(party, yaku):
                return False
            if not needed and self._formed(party, yaku):
                return False
        return True

    def _open(self, party: str, card: int) -> bool:
        return card in self.layout.cards and card not in self.assign and self.cap[party].get(self.kind_of[card], 0) > 0

    def _formed(self, party: str, yaku: Yaku) -> bool:
        if yaku.least:
            return sum(1 for c in yaku.cards if self.assign.get(c) == party) >= yaku.least
        return all(any(self.assign.get(c) == party for c in slot) for slot in yaku.slots)

    def _formable(self, party: str, yaku: Yaku) -> bool:
        if yaku.least:
            held = sum(1 for c in yaku.cards if self.assign.get(c) == party or self._open(party, c))
            return held >= yaku.least
        return all(any(self.assign.get(c) == party or self._open(party, c) for c in slot) for slot in yaku.slots)
