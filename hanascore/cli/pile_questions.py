"""The questions of the piles and the field: each capture pile, the field at the end and as
dealt, and the end-field cards each pile takes.  No game is named here."""

from __future__ import annotations

import contextlib
import re

from hanascore.cli.answers import CARD_CODES, EMPTY_WORDS, Editing, fresh, head
from hanascore.cli.round_form import RoundAnswers
from hanascore.core.cards import REST, CardNotationError, parse_token, split_tokens
from hanascore.core.counted_piles import CountedWords, is_counted
from hanascore.core.errors import Code, Problem, msg
from hanascore.games.base import Game
from hanascore.views.entry_offers import certain_yaku_named


def asks_end_field(game: Game) -> bool:
    """False in games whose played-out round always leaves the field empty: nothing to ask."""
    return not game.end_field_empty


def cards_answer(answer: str, counted: CountedWords | None = None) -> str:
    """A pile as stored: the tokens as typed, one space apart ('none' is an empty pile); a
    counted pile (``3 brights 4 animals +three-brights``) as a sheet writes it, each ``+``
    between spaces."""
    if answer.lower() in EMPTY_WORDS:
        return ""
    if counted is not None and is_counted(answer, counted):
        return re.sub(r"\s*\+\s*", " + ", " ".join(answer.split())).strip()
    return " ".join(split_tokens(answer))


def end_cards(entry: RoundAnswers) -> list[int]:
    """The cards of the end field as answered (for the leftover question)."""
    cards: list[int] = []
    for token in split_tokens(entry.facts.get("field", {}).get("end") or ""):
        with contextlib.suppress(CardNotationError):
            parsed = parse_token(token)
            cards.extend([parsed.card.id] if parsed.card is not None else parsed.chaff_of)
    return cards


def ask_pile(entry: RoundAnswers, party: str) -> None:
    """One capture pile, checked as typed; Enter keeps the answer given before (the last pile
    of a played-out round: the rest)."""
    piles = entry.piles_in_turn_order()
    current = entry.facts.get("captured", {}).get(party)
    others = [v for k, v in entry.facts.get("captured", {}).items() if k != party]
    last = (
        party == piles[-1]
        and len(others) == len(piles) - 1
        and not any(REST in split_tokens(v.lower()) for v in others)
    )
    played_out = entry.facts.get("stopped_by") is None
    # Enter keeps the answer given before; the last pile of a played-out round takes the rest,
    # where the rest adds up (a played-out Koi-Koi round keeps 8 cards in the draw pile).
    default = REST if current is None and last and played_out and entry.rest_adds_up(party) else current
    if current == "":
        default = entry.nothing("none")

    added: list[str] = []

    def check(answer: str) -> tuple[str, list[Problem]]:
        if not answer:
            return "", [Problem(Code.BAD_ANSWER, msg("bad-answer.type-cards", party=party))]
        pile = cards_answer(answer, entry.counted_words)
        # A yaku the counts make certain is named for the player (the rules need it named).
        added[:] = []
        if entry.counted_words is not None and is_counted(pile, entry.counted_words):
            pile, named = certain_yaku_named(entry, party, pile)
            added.extend(named)
        return pile, entry.pile_check(party, pile)

    pile = entry.ask_checked(entry.pile_label(party), check, default, editing=entry.cards_editing)
    if added:
        entry.terminal.note(entry.say("entry.certain-named", party=party, yaku=entry.listed(added), pile=pile))
    captured = {**{k: v for k, v in entry.facts.get("captured", {}).items() if k != party}, party: pile}
    # Kept in turn order, however the piles were answered (the stored sheet reads so).
    order = {name: i for i, name in enumerate(piles)}
    entry.facts["captured"] = dict(sorted(captured.items(), key=lambda item: order.get(item[0], len(order))))


def ask_field(entry: RoundAnswers, moment: str) -> None:
    """The end field (Enter: empty) or the field as dealt (Enter: not given)."""
    current = entry.facts.get("field", {}).get(moment)
    if moment == "end":
        prompt, default, note = entry.say("entry.end-field"), current or entry.nothing("none"), None
    elif entry.game.start_field_sets_multiplier:
        prompt, default = entry.say("entry.start-field"), current or entry.nothing("skip")
        note = entry.say("entry.start-field-multiplies")
    else:
        prompt, default = entry.say("entry.start-field"), current or entry.nothing("skip")
        note = entry.say("entry.optional")

    def check(answer: str) -> tuple[str | None, list[Problem]]:
        value = None if answer.lower() in EMPTY_WORDS | {"skip", ""} else cards_answer(answer, entry.counted_words)
        before = entry.problems(entry.with_part("field", moment, None))
        after = entry.problems(entry.with_part("field", moment, value))
        new = fresh(before, after)
        if moment == "end":
            return value, [p for p in new if p.code in CARD_CODES]
        return value, [p for p in new if p.where == "field.start" or p.code in CARD_CODES]

    value = entry.ask_checked(prompt, check, default, note, editing=entry.cards_editing)
    entry.facts["field"] = {k: v for k, v in entry.facts.get("field", {}).items() if k != moment}
    if value is not None:
        entry.facts["field"][moment] = value


def ask_leftover(entry: RoundAnswers) -> None:
    """The end-field cards each pile takes, where the sheet places them."""
    end = entry.facts.get("field", {}).get("end")
    if not end:
        entry.terminal.note(entry.say("entry.no-leftover"))
        entry.facts.pop("leftover", None)
        return
    entry.terminal.note(entry.say("entry.leftover-intro", end=end))
    stored = dict(entry.facts.get("leftover") or {})
    entry.facts["leftover"] = {}
    for party in entry.piles_in_turn_order():

        def check(answer: str, party: str = party) -> tuple[str | None, list[Problem]]:
            value = None if not answer or answer.lower() in EMPTY_WORDS else " ".join(split_tokens(answer))
            before = entry.problems(entry.with_part("leftover", party, None))
            after = entry.problems(entry.with_part("leftover", party, value))
            return value, [p for p in fresh(before, after) if head(p.where) == "leftover"]

        value = entry.ask_checked(
            entry.say("entry.leftover-to", party=party),
            check,
            stored.get(party),
            entry.say("entry.enter-none" if party not in stored else "entry.none-for-none"),
            editing=Editing(frozenset(end_cards(entry))),
        )
        if value is not None:
            entry.facts["leftover"][party] = value
    if not entry.facts["leftover"]:
        del entry.facts["leftover"]
