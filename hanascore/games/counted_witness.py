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
BUDGET = 20_000


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
    """Placements with forward checking: the card with the fewest places left goes first, and
    a placement stands only while every place can still be filled and every named yaku formed."""

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
        relevant = set(self.touches)
        if layout.junkable is not None and JUNK in layout.counts:
            relevant |= layout.cards - layout.junkable  # the cards the junk may not take
        self.relevant = sorted(relevant)
        #: Per kind, the cards no constraint names: they fit anywhere, so they fill what is left.
        self.free = {k.id: len((k.cards & layout.cards) - relevant) for k in layout.kinds}

    def run(self) -> dict[str, frozenset[int]] | None:
        if not self._place():
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

    def _options(self, card: int) -> list[str]:
        """Where ``card`` may still go: room for its kind, and no unnamed yaku completed."""
        kind = self.kind_of[card]
        out = []
        for place in self.places:
            if self.cap[place].get(kind, 0) <= 0:
                continue
            if place == JUNK and self.layout.junkable is not None and card not in self.layout.junkable:
                continue
            if any(
                not needed and p == place and self._completes(p, y, card) for p, y, needed in self.touches.get(card, ())
            ):
                continue
            out.append(place)
        return out

    def _place(self) -> bool:
        self.steps += 1
        if self.steps > BUDGET:
            raise _Exhausted
        open_cards = [c for c in self.relevant if c not in self.assign]
        if not open_cards:
            return all(self._formed(p, y) for p, ys in self.layout.need.items() for y in ys)
        options = {c: self._options(c) for c in open_cards}
        if not self._needs_met(options) or not all(self._matched(kind, options) for kind in self.free):
            return False
        card = min(open_cards, key=lambda c: len(options[c]))
        kind = self.kind_of[card]
        for place in self._ordered(card, options[card]):
            self.assign[card] = place
            self.cap[place][kind] -= 1
            if self._place():
                return True
            del self.assign[card]
            self.cap[place][kind] += 1
        return False

    def _matched(self, kind: str, options: dict[int, list[str]]) -> bool:
        """Every open card of ``kind`` can still be given a place at once (a matching of cards to
        the room each place has left; the cards no yaku names fill what it leaves)."""
        room = {place: self.cap[place].get(kind, 0) for place in self.places}
        taken: dict[str, list[int]] = {place: [] for place in self.places}
        cards = [c for c in options if self.kind_of[c] == kind]

        def augment(card: int, seen: set[str]) -> bool:
            for place in options[card]:
                if place in seen:
                    continue
                seen.add(place)
                if len(taken[place]) < room[place]:
                    taken[place].append(card)
                    return True
                for other in taken[place]:
                    if augment(other, seen):
                        taken[place].remove(other)
                        taken[place].append(card)
                        return True
            return False

        return all(augment(card, set()) for card in cards)

    def _needs_met(self, options: dict[int, list[str]]) -> bool:
        """Every named yaku can still be formed: each slot has a card there or one that may go
        (a slot left with one such card sends it there: its options narrow to that pile)."""
        for party, yaku_list in self.layout.need.items():
            for yaku in yaku_list:
                if yaku.least:
                    held = sum(1 for c in yaku.cards if self.assign.get(c) == party or party in options.get(c, ()))
                    if held < yaku.least:
                        return False
                    continue
                for slot in yaku.slots:
                    if any(self.assign.get(c) == party for c in slot):
                        continue
                    can = [c for c in slot if party in options.get(c, ())]
                    if not can:
                        return False
                    if len(can) == 1:
                        options[can[0]] = [party]
        return True

    def _ordered(self, card: int, places: list[str]) -> list[str]:
        """A pile whose named yaku wants ``card`` first, then where it forms nothing, then the rest."""
        touches = self.touches.get(card, [])
        wanted = {p for p, y, needed in touches if needed and not self._slot_held(p, y, card)}
        risky = {p for p, _, needed in touches if not needed}
        return sorted(places, key=lambda p: (0 if p in wanted else 2 if p in risky else 1, self.places.index(p)))

    def _slot_held(self, party: str, yaku: Yaku, card: int) -> bool:
        """True when the slot of ``yaku`` holding ``card`` is filled in ``party``'s pile already."""
        if yaku.least:
            return sum(1 for c in yaku.cards if self.assign.get(c) == party) >= yaku.least
        slot = next(s for s in yaku.slots if card in s)
        return any(self.assign.get(c) == party for c in slot)

    def _completes(self, party: str, yaku: Yaku, card: int) -> bool:
        """True when ``card`` in ``party``'s pile would form ``yaku`` whole."""
        if yaku.least:
            return sum(1 for c in yaku.cards if self.assign.get(c) == party) + 1 >= yaku.least
        return all(card in slot or any(self.assign.get(c) == party for c in slot) for slot in yaku.slots)

    def _formed(self, party: str, yaku: Yaku) -> bool:
        if yaku.least:
            return sum(1 for c in yaku.cards if self.assign.get(c) == party) >= yaku.least
        return all(any(self.assign.get(c) == party for c in slot) for slot in yaku.slots)
