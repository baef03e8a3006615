"""The checks of a counted round's counts and named yaku (CONTRACT.md "Counted piles"): each
kind adds up to the deck, no count is larger than its kind, each named yaku is in play and
possible with its pile's counts and beside the other piles' yaku, a yaku the counts make
certain is named; and, when no cards fit, which yaku cannot be formed or avoided."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from hanascore.core.cards import CARDS
from hanascore.core.counted_piles import CountedPile
from hanascore.core.errors import Code, Problems, joined, msg
from hanascore.core.round import Round
from hanascore.games.base import Game, Kind, Yaku
from hanascore.games.counted.witness import Layout, SearchExhausted


def check_counts(
    round_: Round, piles: Mapping[str, CountedPile], end: CountedPile, problems: Problems, *, whole: bool
) -> dict[str, int] | None:
    """Each kind's counts against the deck: none larger than its kind, and piles plus end equal
    to the deck (at most the deck where cards may be missing: junked chaff, a stopped round,
    ``whole`` False).  Returns what each kind leaves out (None where nothing may be)."""
    game: Game = round_.game  # type: ignore[assignment]
    places = [(f"captured.{name}", pile) for name, pile in piles.items()] + [("field.end", end)]
    incomplete = not whole  # a stopped round: hands and draw pile unknown
    junk: dict[str, int] = {}
    for kind in game.kinds:
        deck = len(kind.cards - round_.out_of_play)
        for where, pile in places:
            if pile.counts[kind.id] > deck:
                count = pile.counts[kind.id]
                problems.add(Code.COUNT_TOO_BIG, msg("count-too-big", count=count, kind=kind, deck=deck), where)
        total = sum(pile.counts[kind.id] for _, pile in places)
        may_miss = deck if incomplete else len((kind.cards & game.junkable) - round_.out_of_play)
        if total > deck or total < deck - may_miss:
            key = "counts-sum.at-most" if total > deck and may_miss else "counts-sum.exact"
            problems.add(Code.COUNTS_SUM, msg(key, kind=kind, total=total, deck=deck), "captured")
        junk[kind.id] = max(0, deck - total)
    if game.end_field_empty and not round_.stopped and end.size:
        problems.add(Code.LEFTOVER_UNPLACED, msg("leftover-unplaced.counted", name=game), "field.end")
    return junk if incomplete or game.junkable else None


def _kind_of(game: Game) -> dict[int, Kind]:
    return {c: k for k in game.kinds for c in k.cards}


def _demand(yaku: Yaku, kind_of: Mapping[int, Kind]) -> dict[str, int]:
    """The fewest cards of each kind a pile forming ``yaku`` holds (a yaku of slots: a slot
    whose cards are all of one kind asks one of that kind)."""
    demand: dict[str, int] = {}
    if yaku.least:
        return demand  # any ``least`` of its cards, of one kind or several: see _short
    for slot in yaku.slots:
        kinds = {kind_of[c].id for c in slot if c in kind_of}
        if len(kinds) == 1:
            kind_id = kinds.pop()
            demand[kind_id] = demand.get(kind_id, 0) + 1
    return demand


def _short(
    yaku: Yaku, counts: Mapping[str, int], available: Mapping[str, frozenset[int]], game: Game
) -> tuple[object, object] | None:
    """What a counted yaku (any ``least`` of its cards) needs and what the pile holds, when
    its counts cannot hold that many of its cards (None: they can)."""
    if not yaku.least:
        return None
    spread = {k: len(yaku.cards & cards) for k, cards in available.items() if yaku.cards & cards}
    if sum(min(counts.get(k, 0), n) for k, n in spread.items()) >= yaku.least:
        return None
    held = {k: counts.get(k, 0) for k in spread}
    if len(spread) == 1:
        return _amounts(dict.fromkeys(spread, yaku.least), game), _amounts(held, game)
    return msg("count.any-of", count=yaku.least, kinds=_amounts(spread, game)), _amounts(held, game)


def _amounts(amounts: Mapping[str, int], game: Game) -> object:
    names = {k.id: k for k in game.kinds}
    return joined((msg("count.kind", count=n, kind=names[k].counted(n)) for k, n in amounts.items()), ", ", "、")


def check_yaku(
    round_: Round,
    piles: Mapping[str, CountedPile],
    in_play: tuple[Yaku, ...],
    problems: Problems,
    *,
    certain: bool = True,
    left_out: Mapping[str, object] | None = None,
) -> dict[str, list[Yaku]]:
    """The named yaku of each pile (in play under the house rules) checked against its counts
    and the other piles'; a yaku its counts make certain must be named (``certain``: counts
    that do not add up make every yaku look certain).  ``left_out``: why each yaku the round
    does not score is left out (Cards of the Month without the month).  Returns each pile's
    named yaku, as the house rules compose them."""
    game: Game = round_.game  # type: ignore[assignment]
    by_id = {y.id: y for y in in_play}
    every = {y.id: y for y in game.yaku}
    kind_of = _kind_of(game)
    available = {k.id: k.cards - round_.out_of_play for k in game.kinds}
    named: dict[str, list[Yaku]] = {}
    holders: dict[int, list[tuple[str, Yaku]]] = {}
    for name, pile in piles.items():
        where = f"captured.{name}"
        mine = named[name] = []
        for yaku_id in pile.yaku:
            yaku = by_id.get(yaku_id)
            if yaku is None:
                why = (left_out or {}).get(yaku_id)
                said = (
                    msg("yaku-not-in-round", yaku=every[yaku_id], why=why, yaku_id=yaku_id)
                    if why is not None
                    else msg("yaku-not-in-play.plain", yaku=every[yaku_id], yaku_id=yaku_id)
                )
                problems.add(Code.YAKU_NOT_IN_PLAY, said, where)
                continue
            mine.append(yaku)
            demand = _demand(yaku, kind_of)
            short = _short(yaku, pile.counts, available, game)
            if short is None and any(pile.counts.get(k, 0) < n for k, n in demand.items()):
                short = _amounts(demand, game), _amounts({k: pile.counts.get(k, 0) for k in demand}, game)
            if short is not None:
                needed, held = short
                problems.add(
                    Code.IMPOSSIBLE_YAKU,
                    msg("impossible-yaku", yaku=yaku, needed=needed, name=name, held=held, yaku_id=yaku_id),
                    where,
                )
            for card in yaku.required - round_.out_of_play:
                holders.setdefault(card, []).append((name, yaku))
        if certain:
            _check_certain(round_, name, pile, mine, in_play, problems)
    said: set[tuple[str, str, str, str]] = set()
    for card, held_by in sorted(holders.items()):
        parties = list(dict.fromkeys(name for name, _ in held_by))
        if len(parties) < 2:
            continue
        (first, yaku), (second, yaku2) = held_by[0], next(h for h in held_by if h[0] != held_by[0][0])
        if (first, yaku.id, second, yaku2.id) in said:
            continue  # one problem for the two yaku, naming the first card they both need
        said.add((first, yaku.id, second, yaku2.id))
        key = "yaku-in-two-piles" if yaku.id == yaku2.id else "yaku-in-two-piles.joint"
        problems.add(
            Code.YAKU_IN_TWO_PILES,
            msg(key, yaku=yaku, yaku2=yaku2, name=first, name2=second, label=CARDS[card]),
            f"captured.{second}",
        )
    return named


def _check_certain(
    round_: Round, name: str, pile: CountedPile, named: list[Yaku], in_play: tuple[Yaku, ...], problems: Problems
) -> None:
    """A yaku the pile's counts make certain (every way to hold them forms it) must be named,
    unless a yaku formed with it replaces it."""
    game: Game = round_.game  # type: ignore[assignment]
    available = {k.id: k.cards - round_.out_of_play for k in game.kinds}
    certain = [y for y in in_play if _certain(y, pile.counts, available)]
    ids = {y.id for y in named}
    replaced = {r for y in (*named, *certain) for r in y.replaces}
    for yaku in certain:
        if yaku.id in ids or yaku.id in replaced:
            continue
        kinds = [k for k in game.kinds if yaku.cards & k.cards]
        why = joined(
            msg("count.of-deck", count=pile.counts[k.id], kind=k.counted(pile.counts[k.id]), deck=len(available[k.id]))
            for k in kinds
        )
        problems.add(
            Code.CERTAIN_YAKU,
            msg("certain-yaku", name=name, yaku=yaku, why=why, yaku_id=yaku.id),
            f"captured.{name}",
        )


def _forced(cards: frozenset[int], counts: Mapping[str, int], available: Mapping[str, frozenset[int]]) -> int:
    """How many of ``cards`` a pile with ``counts`` holds at least (by pigeonhole, per kind)."""
    return sum(max(0, counts[k] - (len(deck) - len(cards & deck))) for k, deck in available.items() if cards & deck)


def _certain(yaku: Yaku, counts: Mapping[str, int], available: Mapping[str, frozenset[int]]) -> bool:
    if yaku.least:
        return _forced(yaku.cards, counts, available) >= yaku.least
    return all(_forced(slot, counts, available) >= 1 for slot in yaku.slots)


#: How many unnamed yaku :func:`witness_problems` tries allowing, one at a time.
_TRIES = 8


def witness_problems(
    layout: Layout, problems: Problems, find: Callable[[Layout], dict[str, frozenset[int]] | None]
) -> None:
    """Why no cards fit ``layout``: its named yaku cannot all be formed, or a pile cannot avoid
    a yaku it did not name (each such yaku named), or, failing both, the counts as a whole.
    A search that gives up (its budget spent) proves nothing either way."""

    def fits(tried: Layout) -> bool | None:
        try:
            return find(tried) is not None
        except SearchExhausted:
            return None

    if fits(layout.without_forbidden()) is False:
        hits = [msg("yaku.named-by", yaku=y, name=p) for p, ys in layout.need.items() for y in ys]
        problems.add(Code.COUNTS_IMPOSSIBLE, msg("counts-impossible.formed", yaku_names=joined(hits)), "captured")
        return
    found = tried = 0
    for party, yaku_list in layout.forbid.items():
        for yaku in yaku_list:
            if tried >= _TRIES or found >= 3:
                break
            tried += 1
            if fits(layout.without_forbidden(party, yaku)):
                found += 1
                problems.add(
                    Code.COUNTS_IMPOSSIBLE,
                    msg("counts-impossible.avoided", name=party, yaku=yaku, yaku_id=yaku.id),
                    f"captured.{party}",
                )
    if not found:
        problems.add(Code.COUNTS_IMPOSSIBLE, msg("counts-impossible.none"), "captured")
