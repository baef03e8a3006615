"""Counted rounds (CONTRACT.md "Counted piles"): a sheet whose piles are counts of the game's
kinds and the yaku their holders named, checked and scored by the game's own score function.

The round is resolved as a card sheet is (table, dealer, who played, facts, the start field),
its piles read as counts (:mod:`hanascore.core.counted_piles`) and checked: each kind adds up
to the deck, no count is larger than its kind, each named yaku is in play and possible, a yaku
the counts make certain is named.  Then cards are found that fit the counts and form exactly
the named yaku (:mod:`hanascore.games.counted.witness`); the game scores those, and the result
says it was counted: each party's counts instead of its cards, yaku without cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import partial
from typing import Any

from hanascore.core.card_checks import check_start_field
from hanascore.core.counted_piles import CountedPile, is_counted, pile_text, read_counted
from hanascore.core.errors import Code, Problem, Problems, SheetError, Words, joined, msg
from hanascore.core.facts import FactOwners
from hanascore.core.result import RoundResult
from hanascore.core.round import Round, resolve_at_table, resolve_sheet
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table
from hanascore.games.base import Game, Yaku, check_stopper, whole_deck_placed
from hanascore.games.counted import witness as counted_witness
from hanascore.games.counted.checks import check_counts, check_yaku, witness_problems
from hanascore.games.counted.witness import (
    END,
    JUNK,
    CountedYaku,
    Layout,
    SearchExhausted,
    find_witness,
    unchecked_witness,
)
from hanascore.games.leftovers import Leftovers

#: What a counted round says when the search gave up (its budget spent): the round is scored
#: with cards that form the yaku named, found without checking that they form no other.
UNCHECKED = msg("warning.counted-unchecked")


def sheet_is_counted(raw: RawSheet, game: Game | None) -> bool:
    """True when a pile or the end field of ``raw`` is counted (for a game that counts)."""
    if game is None or not game.kinds:
        return False
    words = game.counted_words
    return any(is_counted(p, words) for p in (*raw.captured.values(), raw.field_end))


def _is_rest_or_empty(pile: Any) -> bool:
    text = pile_text(pile).strip().casefold()
    return text in ("", "rest")


def read_piles(raw: RawSheet, game: Game, problems: Problems) -> dict[str, CountedPile]:
    """Every pile of a counted sheet read as counts, by its key (``captured.NAME``, ``field.end``);
    card-by-card piles in it are one problem naming them, ``[leftover]`` another."""
    words = game.counted_words
    given = [(f"captured.{name}", pile) for name, pile in raw.captured.items()]
    if raw.field_end is not None:
        given.append(("field.end", raw.field_end))
    counted = [key for key, pile in given if is_counted(pile, words)]
    cards = [key for key, pile in given if key not in counted and not _is_rest_or_empty(pile)]
    if cards:
        problems.add(
            Code.COUNTED_MIX,
            msg("counted-mix", counted=joined(_label(k) for k in counted), cards=joined(_label(k) for k in cards)),
            cards[0],
        )
    if raw.leftover:
        problems.add(Code.COUNTED_LEFTOVER, msg("counted-leftover"), "leftover")
    return {key: read_counted(pile, key, words, problems) for key, pile in given if key not in cards}


def _label(key: str) -> str:
    return "end" if key == "field.end" else key.removeprefix("captured.")


def resolve_counted(
    raw: RawSheet,
    game: Game,
    table: Table | None,
    *,
    owners: FactOwners,
    sheet_game: Game | None = None,
    dealer: str | None = None,
    carried: tuple[int, ...] = (),
    whole: bool = True,
) -> Round:
    """Check a counted sheet and find the cards that fit it: the round to score.  ``table`` is
    a ledger game's (``sheet_game``: the game the sheet's game line names, None: none known),
    else the sheet states its own for ``game``.  Raises :class:`SheetError` with every
    problem found (``whole=False``: what each line says only)."""
    problems = Problems()
    # The table, dealer, players, facts and the start field are read as for a card sheet:
    # the piles are left empty for it, and read here as counts.
    blank = raw.replace(captured=dict.fromkeys(raw.captured, ""), field_end=None, leftover=None)
    base: Round | None = None
    try:
        if table is None:
            base = resolve_sheet(blank, game, owners=owners, dealer=dealer, carried=carried)
        else:
            base = resolve_at_table(blank, table, sheet_game=sheet_game, owners=owners, dealer=dealer, carried=carried)
    except SheetError as error:
        problems.extend(error.problems)
    read = read_piles(raw, game, problems)
    if base is None or not whole:
        problems.raise_if_any()
        assert base is not None
        return base
    problems.raise_if_any()  # a token not read would only echo as counts that do not add up
    counts, end = _counts_by_party(base, read, problems)
    rest_key = _rest_fact(raw, base, read, problems)
    round_ = _round_of(base, counts, end, problems, rest_key)
    problems.raise_if_any()
    assert round_ is not None
    return round_


def _counts_by_party(
    base: Round, read: Mapping[str, CountedPile], problems: Problems
) -> tuple[dict[str, CountedPile], CountedPile]:
    """Each active party's counted pile (``rest`` worked out) and the end field's."""
    game: Game = base.game  # type: ignore[assignment]
    zero = dict.fromkeys((k.id for k in game.kinds), 0)
    by_party: dict[str, CountedPile] = {}
    rest_party: str | None = None
    for key, pile in read.items():
        if key == "field.end":
            continue
        party = base.table.pile_owner(key.removeprefix("captured."))
        if party is None:
            continue  # reported with the table's names
        if party not in base.active_party_names:
            if pile.rest or pile.size or pile.yaku:
                problems.add(Code.INACTIVE_PILE, msg("inactive-pile.sat-round-out-cannot-have", party=party), key)
            continue
        if pile.rest:
            rest_party = party
        by_party[party] = pile
    end = read.get("field.end", CountedPile(zero))
    for party in base.active_party_names:
        by_party.setdefault(party, CountedPile(zero))
    if rest_party is not None:
        others = [p for name, p in by_party.items() if name != rest_party] + [end]
        counts = {}
        for kind in game.kinds:
            deck = len(kind.cards - base.out_of_play)
            taken = sum(p.counts[kind.id] for p in others)
            if taken > deck:
                problems.add(
                    Code.COUNTS_SUM,
                    msg("counts-sum.rest", kind=kind, total=taken, deck=deck),
                    f"captured.{rest_party}",
                )
            counts[kind.id] = max(0, deck - taken)
        by_party[rest_party] = CountedPile(counts, by_party[rest_party].yaku)
    return by_party, end


def _rest_fact(raw: RawSheet, base: Round, read: Mapping[str, CountedPile], problems: Problems) -> str | None:
    """The key of the fact that is a place of cards written ``rest`` (``unplayed: rest``), if
    any: in a counted round it takes what the piles and the end field leave.  A pile that is
    ``rest`` too is a problem (one ``rest`` per sheet)."""
    places = base.table.facts_type.places()
    key = next((k for k in places if pile_text(raw.facts.get(k)).strip().casefold() == "rest"), None)
    if key is not None:
        for where, pile in read.items():
            if pile.rest:
                problems.add(Code.BAD_REST, msg("bad-rest.rest-used-already", rest_key=key), where)
    return key


def _round_of(
    base: Round, piles: dict[str, CountedPile], end: CountedPile, problems: Problems, rest_key: str | None
) -> Round | None:
    """The checks of the counts, then the round with cards that fit them (None: problems).
    ``rest_key``: the fact place (``unplayed``) that takes what the counts leave."""
    game: Game = base.game  # type: ignore[assignment]
    in_play = game.yaku_for(base.rules)
    said = game.round_yaku(base, in_play) if game.round_yaku is not None else CountedYaku(in_play)
    in_play = said.in_play
    # Cards a fact names (``unplayed: 10 11``) are placed: the counts hold the others.  With
    # ``rest`` there, the counts hold at most the deck and the fact takes the difference.
    fixed = base.elsewhere if rest_key is None else frozenset()
    whole = whole_deck_placed(base) and rest_key is None
    counted_base = replace(base, out_of_play=base.out_of_play | fixed) if fixed else base
    junk = check_counts(counted_base, piles, end, problems, whole=whole)
    named = check_yaku(counted_base, piles, in_play, problems, certain=not problems, left_out=said.left_out)
    if said.named_problems is not None:
        for party, words in said.named_problems(named):
            problems.add(Code.IMPOSSIBLE_YAKU, words, f"captured.{party}")
    if problems:
        return None
    counts = {name: pile.counts for name, pile in piles.items()}
    places: dict[str, Mapping[str, int]] = {name: dict(c) for name, c in counts.items()}
    places[END] = dict(end.counts)
    if junk is not None:
        places[JUNK] = junk
    cards = frozenset(game.deck - counted_base.out_of_play)
    if whole:
        junkable: frozenset[int] | None = game.junkable
    elif rest_key is not None:
        junkable = cards - (base.field_start or frozenset())  # a dealt field card is never unplayed
    else:
        junkable = None
    # The game's own reading of the cards found, against the yaku named.
    accept = None if said.accept is None else partial(said.accept, named=named)
    banned = said.banned(named) if said.banned is not None else {}
    layout = Layout(game.kinds, places, named, _unnamed(named, in_play, piles), cards, junkable, banned=banned)
    unchecked = False
    try:
        witness = find_witness(layout)
    except SearchExhausted:
        witness, unchecked = unchecked_witness(layout), True
    if accept is not None and not (witness is not None and not unchecked and accept(witness, {})):
        # The yaku table's reading did not settle it: the cards are read as the game reads the
        # piles, the cards of a yaku only that reading keeps a pile from told apart one by one.
        # Every set of cards found is a candidate then: a tenth of the budget, and a spent one
        # keeps what the table's reading found.
        unread = {c for y in in_play if y.id in said.avoided and said.avoided[y.id] is None for c in y.cards}
        distinct = (*said.distinct, *(frozenset({c}) for c in sorted(unread)))
        forbid = _unnamed(named, in_play, piles, said.avoided)
        looser = replace(layout, forbid=forbid, accept=accept, distinct=distinct)
        try:
            witness, layout, unchecked = find_witness(looser, counted_witness.BUDGET // 10), looser, False
        except SearchExhausted:
            unchecked = unchecked or witness is not None
    if witness is None:
        witness_problems(layout, problems, find_witness)
        return None
    table = base.table
    unsaid: Words | None = None
    if game.counted_rules is not None:
        rules, unsaid = game.counted_rules(base)
        table = replace(table, rules=rules)
    field_end = witness[END]
    # Piles are counted after the leftovers were handed out: what stays on the end field is dead.
    leftovers = Leftovers(dead=sorted(field_end))
    all_counts = {p.name: counts.get(p.name, dict.fromkeys((k.id for k in game.kinds), 0)) for p in table.parties}
    facts, elsewhere = base.facts, base.elsewhere
    if rest_key is not None:  # the fact holds what the witness left out
        left = witness.get(JUNK, frozenset())
        facts, elsewhere = replace(facts, **{rest_key: left}), left
    round_ = replace(
        base,
        table=table,
        facts=facts,
        elsewhere=elsewhere,
        piles={p.name: witness.get(p.name, frozenset()) for p in table.parties},
        field_end=field_end,
        leftover={},
        _leftovers=leftovers,
        counts=all_counts,
    )
    if unchecked:
        round_.warnings.append(UNCHECKED)
    if unsaid:
        round_.warnings.append(unsaid)
    check_start_field(round_, problems)
    if game.stopping_yaku:
        check_stopper(round_, problems)
    if game.counted_check is not None:
        game.counted_check(round_, all_counts, problems, round_.warnings)
    return round_


def _unnamed(
    named: Mapping[str, list[Yaku]],
    in_play: Iterable[Yaku],
    piles: Mapping[str, CountedPile],
    avoided: Mapping[str, Yaku | None] | None = None,
) -> dict[str, list[Yaku]]:
    """Each pile's yaku it must not form: every yaku in play but those named and those a
    named yaku replaces (Four Brights formed holds Three Brights), each as the search keeps
    a pile from it (``avoided``: where the game reads the pile itself)."""
    out = {}
    for party in piles:
        ids = {y.id for y in named.get(party, [])}
        replaced = {r for y in named.get(party, []) for r in y.replaces}
        kept = ((avoided or {}).get(y.id, y) for y in in_play if y.id not in ids and y.id not in replaced)
        out[party] = [y for y in kept if y is not None]
    return out


def counted_result(result: RoundResult, round_: Round) -> RoundResult:
    """A counted round's result: marked counted, each party's counts instead of its cards, its
    yaku without cards, no leftovers placed, and as dead only the cards the deal took out of
    play (a Gaji discarded from ``start``, which names cards): the piles named no others."""
    counts = round_.counts or {}
    parties = tuple(
        replace(
            party,
            cards=(),
            counts=counts.get(party.name),
            yaku=tuple(replace(hit, cards=()) for hit in party.yaku),
        )
        for party in result.parties
    )
    dead = tuple(sorted(round_.out_of_play))
    return replace(result, parties=parties, counted=True, leftover={}, dead=dead, leftover_notes=())


def problems_of(raw: RawSheet, game: Game) -> list[Problem]:
    """What the piles of a counted sheet say wrong when read (a sheet with faulty lines)."""
    found = Problems()
    read_piles(raw, game, found)
    return found.items
