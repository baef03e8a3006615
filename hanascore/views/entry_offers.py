"""What entry gives the player before an answer is typed, from the rules and the round before:
the answer a question offers (Enter takes it), the answer the rules give (not asked), and the
yaku a counted pile's counts make certain (named for the player).  Functions of the entry model
(:class:`~hanascore.views.entry_model.EntryModel`), so that the terminal and the page offer the
same."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from hanascore.core.cards import REST, split_tokens
from hanascore.core.errors import Code, Problem
from hanascore.core.facts import Answer
from hanascore.views.entry_model import EntryModel, mentions


def offered(model: EntryModel, key: str) -> Any:
    """The answer a fact's question offers before it is answered (Enter takes it), where
    the rules or the round before tell one: a drop-out, as in the round before (of the
    players who sit out now); calls, the fewest (each player none or one) that the piles
    need (a yaku held by a player who did not stop the round follows a call).  None:
    nothing to offer."""
    spec = model.fact_fields.get(key)
    if spec is None:
        return None
    if spec.ask == "sit-out" and spec.answer is Answer.PLAYERS and model.before.get(key):
        problems: list[Problem] = []
        read = model.table.facts_type.parse(
            {key: model.before[key]}, model.table, in_ledger=True, problems=problems, owners=lambda _: ()
        )
        return list(getattr(read, key) or ()) or None
    if spec.answer is Answer.CALLS:
        if not any(mentions(p, key) for p in model.problems(model.with_fact(key, None))):
            return None
        names = model.active_players()
        for size in range(1, len(names) + 1):
            for callers in combinations(names, size):
                calls = dict.fromkeys(callers, 1)
                if not any(mentions(p, key) for p in model.problems(model.with_fact(key, calls))):
                    return calls
    return None


def inferred(model: EntryModel, key: str) -> Any:
    """The answer the rules give to ``key`` before it is asked (None: none): the last pile
    of a round whose every card lies in the piles, with the rest in it, is the rest (three
    played a Hachi-Hachi round out: every card captured, the field left empty; no yaku,
    so nobody could stop the round)."""
    party = key.removeprefix("captured.")
    piles = model.piles_in_turn_order()
    captured = model.facts.get("captured", {})
    if key != f"captured.{piles[-1]}" or party in captured or any(p not in captured for p in piles[:-1]):
        return None
    if any(REST in split_tokens(str(v).lower()) for v in captured.values()) or not model.rest_adds_up(party):
        return None
    answered = model.facts
    model.facts = model.with_part("captured", party, REST)
    try:
        given = model.read_facts()
        empty = given is not None and given.stopper() is None and "end" in model.unused_fields()
        return REST if empty and not model.yaku_formed() else None
    finally:
        model.facts = answered


def certain_yaku_named(model: EntryModel, party: str, pile: str) -> tuple[str, list[str]]:
    """A counted ``pile`` with the yaku its counts make certain named (the rules need them
    named, and the counts say them): the pile as then written, and the ids added."""
    where = f"captured.{party}"
    # Read as if the piles not given yet held the rest (as :meth:`EntryModel.pile_check` does).
    filled = model.with_part("captured", party, pile)
    others = [p for p in model.piles_in_turn_order() if p != party and p not in model.facts.get("captured", {})]
    for other in others:
        filled = model.with_part("captured", other, REST if other == others[-1] else "", filled)
    ids = [
        str(dict(p.words.params).get("yaku_id"))
        for p in model.problems(filled)
        if p.code == Code.CERTAIN_YAKU and p.where == where
    ]
    if not ids:
        return pile, []
    return " + ".join([pile, *ids]), ids
