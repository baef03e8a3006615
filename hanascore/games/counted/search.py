"""The search of :mod:`hanascore.games.counted.witness`, over classes of cards: the model
(classes, amounts, sums with bounds), bounds propagation, the packing test and the branching.

Cards of one kind that every yaku treats alike (the same yaku, the same slot, the same place
they may be left in) are interchangeable, so the search decides only how many of each class
go to each place.  What a place holds is then a handful of sums, each kept within bounds:

- each class is placed whole (its places' amounts add up to its size);
- each place holds its counts (per kind, its classes' amounts add up to the count);
- a named yaku formed by any ``least`` of its cards (or by all of its one-card slots) holds at
  least that many of them in its pile; an unnamed one at most one fewer;
- a named yaku with "one of" slots holds a card of each slot; an unnamed one leaves a slot empty.

Every placement narrows the bounds of the others at once (bounds propagation, to a fixed
point, revisiting only the sums a change touched); each pile must be able to lack the cards
its unnamed yaku ask it to lack together; and the search branches on the amount with the
fewest options left, spending at most its budget of branchings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from hanascore.games.base import Kind, Yaku

#: The places that are not a party's pile: the end field (dead) and the cards a round leaves
#: out (junked zero-point chaff, the cards still in hand when a round stops).
END = "\x00end"
JUNK = "\x00junk"


class SearchExhausted(Exception):
    """The search spent its budget without finding cards or proving that none fit."""


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
    #: The cards found (by place) and the yaku each pile may form beyond those named (by id;
    #: None: any) -> True when they will do: the game's own reading of the piles, where the
    #: yaku above only approach it (None: they say all).
    accept: Callable[[Mapping[str, frozenset[int]], Mapping[str, frozenset[str]] | None], bool] | None = None
    #: Cards the search must not take for one another (``accept`` reads them one by one).
    distinct: tuple[frozenset[int], ...] = ()
    #: Cards a place may not take, by place (a Willow on the end field, under the weather).
    banned: Mapping[str, frozenset[int]] = field(default_factory=dict)
    #: The yaku each pile may form beyond those named, by id (None: any; ``accept`` reads it).
    extra: Mapping[str, frozenset[str]] | None = field(default_factory=dict)

    def without_forbidden(self, party: str | None = None, yaku: Yaku | None = None) -> Layout:
        """The same layout with every unnamed yaku allowed (``party`` None), or only ``yaku``
        allowed in ``party``'s pile."""
        if party is None or yaku is None:
            return replace(self, forbid={}, extra=None)
        forbid = {p: [y for y in ys if not (p == party and y is yaku)] for p, ys in self.forbid.items()}
        return replace(self, forbid=forbid, extra={party: frozenset({yaku.id})})


class _Infeasible(Exception):
    """The bounds leave no amount for some sum: this branch holds no witness."""


class Search:
    """The sums over amounts (class, place), their bounds, and the branching over them."""

    def __init__(self, layout: Layout, budget: int) -> None:
        self.layout = layout
        self.budget = budget
        self.steps = 0
        self.places = list(layout.counts)
        self.possible = True
        sets = self._yaku_sets()
        self._classes(sets)
        self._variables()
        self._sums(sets)

    # -- the model -----------------------------------------------------------------------

    def _yaku_sets(self) -> list[tuple[str, bool, Yaku]]:
        """Each (pile, needed, yaku) the witness must satisfy."""
        out = []
        for needed, table in ((True, self.layout.need), (False, self.layout.forbid)):
            for party, yaku in table.items():
                if party in self.layout.counts:
                    out.extend((party, needed, y) for y in yaku)
                elif needed and yaku:
                    self.possible = False  # a pile that holds nothing forms nothing
        return out

    def _classes(self, sets: list[tuple[str, bool, Yaku]]) -> None:
        """The cards grouped by what tells them apart: kind, junkability, and each card set
        a yaku counts (a counted yaku's cards, all-one-card slots as one set, else each slot)."""
        layout = self.layout
        junkable = layout.junkable
        self.card_sets: list[frozenset[int]] = []
        index: dict[frozenset[int], int] = {}
        for _, _, yaku in sets:
            for group in _groups(yaku):
                group &= layout.cards
                if group and group not in index:
                    index[group] = len(self.card_sets)
                    self.card_sets.append(group)
        signature: dict[tuple[object, ...], list[int]] = {}
        for kind in layout.kinds:
            for card in sorted(kind.cards & layout.cards):
                key = (
                    kind.id,
                    junkable is None or card in junkable,
                    tuple(i for i, group in enumerate(self.card_sets) if card in group),
                    tuple(i for i, group in enumerate((*layout.distinct, *layout.banned.values())) if card in group),
                )
                signature.setdefault(key, []).append(card)
        self.classes = [(key[0], key[1], key[2] + key[3], cards) for key, cards in signature.items()]

    def _variables(self) -> None:
        """One amount per (class, place) that can hold any of it, with its first bounds."""
        counts = self.layout.counts
        self.var: dict[tuple[int, str], int] = {}
        self.lo: list[int] = []
        self.hi: list[int] = []
        self.of_var: list[tuple[int, str]] = []
        for c, (kind, junkable, _, cards) in enumerate(self.classes):
            for place in self.places:
                room = counts[place].get(kind, 0)
                if room <= 0 or (place == JUNK and not junkable) or cards[0] in self.layout.banned.get(place, ()):
                    continue
                self.var[(c, place)] = len(self.lo)
                self.of_var.append((c, place))
                self.lo.append(0)
                self.hi.append(min(len(cards), room))

    def _sums(self, sets: list[tuple[str, bool, Yaku]]) -> None:
        """The sums and their bounds; a disjunctive one (an unnamed yaku of "one of" slots)
        apart."""
        self.sums: list[tuple[list[int], int, int]] = []
        #: Per pile, each unnamed yaku as (its amounts there, how many of its cards it must
        #: lack, the kind of its cards or None for several).
        self.lacking: dict[str, list[tuple[list[int], int, str | None]]] = {}
        #: Unnamed yaku of several slots: (the slots' variables), one slot must stay empty.
        self.either: list[list[list[int]]] = []
        counts = self.layout.counts
        for c, (_, _, _, cards) in enumerate(self.classes):
            self._add([self.var[(c, p)] for p in self.places if (c, p) in self.var], len(cards), len(cards))
        for place in self.places:
            for kind in self.layout.kinds:
                want = counts[place].get(kind.id, 0)
                self._add([self.var[(c, place)] for c, cls in enumerate(self.classes) if cls[0] == kind.id
                           and (c, place) in self.var], want, want)  # fmt: skip
        for party, needed, yaku in sets:
            groups = [g & self.layout.cards for g in _groups(yaku)]
            members = [self._members(party, group) for group in groups]
            if yaku.least or (len(groups) == 1 and _all_one_card(yaku)):
                group, held = groups[0], members[0]
                least = yaku.least or len(group)
                if yaku.least == 0 and len(group) < sum(len(s) for s in yaku.slots):
                    least = len(group) + 1  # a required card is out of play: never formed
                if needed:
                    self._add(held, least, 1 << 30)
                elif least - 1 < len(group):
                    self._add(held, 0, least - 1)
                    # The pile must lack |S| - least + 1 of the yaku's cards: the packing test.
                    kinds = {k.id for k in self.layout.kinds if k.cards & group}
                    kind = kinds.pop() if len(kinds) == 1 else None
                    # Cards of a class the pile has no room for are lacking already.
                    must = (
                        len(group)
                        - least
                        + 1
                        - sum(
                            len(cls[3])
                            for c, cls in enumerate(self.classes)
                            if cls[3][0] in group and (c, party) not in self.var
                        )
                    )
                    if must > 0:
                        self.lacking.setdefault(party, []).append((held, must, kind))
            elif needed:
                for held in members:
                    self._add(held, 1, 1 << 30)
            elif all(groups):
                self.either.append(members)
        self.touching: list[list[int]] = [[] for _ in self.lo]
        for s, (variables, _, _) in enumerate(self.sums):
            for v in variables:
                self.touching[v].append(s)
        self.either_touching: list[list[int]] = [[] for _ in self.lo]
        for e, slots in enumerate(self.either):
            for slot in slots:
                for v in slot:
                    self.either_touching[v].append(e)
        #: Per pile: how many cards of the round it does not hold, and its amounts; each
        #: amount's class size (the packing test, :meth:`_packs`).
        self.sizes = [len(self.classes[c][3]) for c, _ in self.of_var]
        self.absent: dict[str, dict[str | None, int]] = {}
        self.at: dict[str, list[int]] = {}
        self.at_kind: dict[str, dict[str, list[int]]] = {}
        for p in self.lacking:
            self.at[p] = [v for v, (_, place) in enumerate(self.of_var) if place == p]
            self.at_kind[p] = {k.id: [v for v in self.at[p] if self.classes[self.of_var[v][0]][0] == k.id]
                               for k in self.layout.kinds}  # fmt: skip
            # What the pile lacks beyond the classes it has no room for (lacking already).
            roomless = {c for c in range(len(self.classes)) if (c, p) not in self.var}
            self.absent[p] = {None: len(self.layout.cards) - sum(counts[p].values())}
            self.absent[p][None] -= sum(len(self.classes[c][3]) for c in roomless)
            for k in self.layout.kinds:
                lack = len(k.cards & self.layout.cards) - counts[p].get(k.id, 0)
                self.absent[p][k.id] = lack - sum(
                    len(self.classes[c][3]) for c in roomless if self.classes[c][0] == k.id
                )
        #: The amounts of classes some yaku counts (branched first: the others only fill).
        self.constrained = [v for v, (c, _) in enumerate(self.of_var) if self.classes[c][2]]
        self.rest = [v for v, (c, _) in enumerate(self.of_var) if not self.classes[c][2]]
        #: Amounts in a named yaku's pile: worth trying high first.
        self.wanted = {self.var[(c, p)] for p, needed, y in sets if needed for c in self._classes_in(y)
                       if (c, p) in self.var}  # fmt: skip

    def _classes_in(self, yaku: Yaku) -> list[int]:
        cards = yaku.cards
        return [c for c, cls in enumerate(self.classes) if cls[3][0] in cards]

    def _members(self, party: str, group: frozenset[int]) -> list[int]:
        """The amounts of ``party``'s pile that are cards of ``group`` (classes lie wholly in
        a group or outside it)."""
        return [
            self.var[(c, party)] for c, cls in enumerate(self.classes) if cls[3][0] in group and (c, party) in self.var
        ]

    def _add(self, variables: list[int], low: int, high: int) -> None:
        self.sums.append((variables, low, high))

    # -- propagation ---------------------------------------------------------------------

    def _propagate(self, lo: list[int], hi: list[int], queue: list[int], either: list[int]) -> None:
        """Narrow ``lo``/``hi`` until every sum in ``queue`` (and each sum a change touches)
        is consistent; raises :class:`_Infeasible` when one cannot be."""
        sums, touching, either_touching = self.sums, self.touching, self.either_touching
        queued = set(queue)
        pending_either = set(either)
        while queue or pending_either:
            while queue:
                s = queue.pop()
                queued.discard(s)
                variables, low, high = sums[s]
                total_lo = total_hi = 0
                for v in variables:
                    total_lo += lo[v]
                    total_hi += hi[v]
                if total_lo > high or total_hi < low:
                    raise _Infeasible
                if total_lo == total_hi:
                    continue
                for v in variables:
                    new_hi = high - (total_lo - lo[v])
                    new_lo = low - (total_hi - hi[v])
                    changed = False
                    if new_hi < hi[v]:
                        total_hi -= hi[v] - new_hi
                        hi[v] = new_hi
                        changed = True
                    if new_lo > lo[v]:
                        total_lo += new_lo - lo[v]
                        lo[v] = new_lo
                        changed = True
                    if changed:
                        if lo[v] > hi[v]:
                            raise _Infeasible
                        for t in touching[v]:
                            if t not in queued:
                                queued.add(t)
                                queue.append(t)
                        pending_either.update(either_touching[v])
            while pending_either and not queue:
                self._either(pending_either.pop(), lo, hi, queue, queued, pending_either)

    def _either(
        self, e: int, lo: list[int], hi: list[int], queue: list[int], queued: set[int], pending: set[int]
    ) -> None:
        """An unnamed yaku of several slots: one slot must stay empty; when all but one hold a
        card, that one's amounts are 0."""
        open_slots = []
        for slot in self.either[e]:
            if sum(lo[v] for v in slot) >= 1:
                continue
            if sum(hi[v] for v in slot) == 0:
                return  # a slot is empty already
            open_slots.append(slot)
        if not open_slots:
            raise _Infeasible
        if len(open_slots) == 1:
            for v in open_slots[0]:
                if hi[v]:
                    hi[v] = 0
                    if lo[v] > 0:
                        raise _Infeasible
                    for t in self.touching[v]:
                        if t not in queued:
                            queued.add(t)
                            queue.append(t)
                    pending.update(self.either_touching[v])

    # -- the search ----------------------------------------------------------------------

    def run(self) -> dict[str, frozenset[int]] | None:
        if not self.possible:
            return None
        lo, hi = list(self.lo), list(self.hi)
        try:
            self._propagate(lo, hi, list(range(len(self.sums))), list(range(len(self.either))))
        except _Infeasible:
            return None
        found = self._branch(lo, hi)
        if found is None:
            return None
        return self._cards(found)

    def _branch(self, lo: list[int], hi: list[int]) -> list[int] | None:
        self.steps += 1
        if self.steps > self.budget:
            raise SearchExhausted
        if not self._packs(lo, hi):
            return None
        v = self._pick(lo, hi)
        if v is None:  # every amount settled: cards that fit, unless the game reads them otherwise
            accept = self.layout.accept
            return lo if accept is None or accept(self._cards(lo), self.layout.extra) else None
        high_first = v in self.wanted
        for value in (hi[v], lo[v]) if high_first else (lo[v], hi[v]):
            if value == lo[v] == hi[v]:
                continue
            new_lo, new_hi = list(lo), list(hi)
            if value == hi[v]:
                new_lo[v] = hi[v]  # this amount at its most...
            else:
                new_hi[v] = lo[v]  # ...or at its least
            try:
                self._propagate(new_lo, new_hi, list(self.touching[v]), list(self.either_touching[v]))
            except _Infeasible:
                continue
            found = self._branch(new_lo, new_hi)
            if found is not None:
                return found
        # Neither end: a value strictly between (amounts of a class of 3 or more).
        if hi[v] - lo[v] >= 2:
            new_lo, new_hi = list(lo), list(hi)
            new_lo[v], new_hi[v] = lo[v] + 1, hi[v] - 1
            try:
                self._propagate(new_lo, new_hi, list(self.touching[v]), list(self.either_touching[v]))
            except _Infeasible:
                return None
            return self._branch(new_lo, new_hi)
        return None

    def _packs(self, lo: list[int], hi: list[int]) -> bool:
        """Each pile can lack the cards its unnamed yaku ask it to lack at once: yaku with no
        card in common each ask for their own, and a pile lacks only the cards its counts
        leave out, kind by kind (a bound the sums one by one miss: nine of ten animals cannot
        lack a card of two yaku of three animals each)."""
        for party, yaku in self.lacking.items():
            for kind, room in self.absent[party].items():
                amounts = self.at[party] if kind is None else self.at_kind[party][kind]
                room -= sum(self.sizes[v] - hi[v] for v in amounts)
                asked: list[tuple[int, list[int]]] = []
                for held, must, of in yaku:
                    if of != kind and kind is not None:
                        continue
                    still = must - sum(self.sizes[v] - hi[v] for v in held)
                    if still > 0:
                        asked.append((still, held))
                asked.sort(key=lambda a: (-a[0], len(a[1])))
                used: set[int] = set()
                for still, held in asked:
                    if used.isdisjoint(held):
                        used.update(held)
                        room -= still
                        if room < 0:
                            return False
        return True

    def _pick(self, lo: list[int], hi: list[int]) -> int | None:
        """The open amount with the fewest options (a yaku's cards first; the cards no yaku
        counts fill what is left, so they go last)."""
        for group in (self.constrained, self.rest):
            best, width = None, 1 << 30
            for v in group:
                span = hi[v] - lo[v]
                if 0 < span < width:
                    best, width = v, span
                    if span == 1:
                        break
            if best is not None:
                return best
        return None

    def _cards(self, amounts: list[int]) -> dict[str, frozenset[int]]:
        """Each place's cards: each class's cards handed out in order by the amounts found."""
        piles: dict[str, set[int]] = {place: set() for place in self.places}
        for c, (_, _, _, cards) in enumerate(self.classes):
            start = 0
            for place in self.places:
                v = self.var.get((c, place))
                if v is None or not amounts[v]:
                    continue
                piles[place].update(cards[start : start + amounts[v]])
                start += amounts[v]
        return {place: frozenset(cards) for place, cards in piles.items()}


def _all_one_card(yaku: Yaku) -> bool:
    return all(len(slot) == 1 for slot in yaku.slots)


def _groups(yaku: Yaku) -> list[frozenset[int]]:
    """The card sets a yaku counts: a counted yaku's cards, a yaku of one-card slots as one set
    (it needs them all), else each slot (it needs one card of each)."""
    if yaku.least or _all_one_card(yaku):
        return [yaku.cards]
    return list(yaku.slots)
