"""The questions a game's facts ask: one asker per kind of answer (a card, a party, bids, a
number, yes/no by card), worded as the fact's field says.  No game is named here."""

from __future__ import annotations

import re
from dataclasses import replace

from hanascore.cli.answers import EMPTY_WORDS, Editing, about_other_answers, yes_no
from hanascore.cli.round_form import ACTIVE, RoundAnswers
from hanascore.core.cards import CARDS, CardNotationError, parse_token, split_tokens
from hanascore.core.errors import Code, Problem, card_words, msg
from hanascore.core.facts import Answer, FactField
from hanascore.core.words import card_name, question_said
from hanascore.views.entry_offers import offered


def asked(entry: RoundAnswers, spec: FactField) -> str:
    """The fact's question in the terminal's language: in English as the game declares it
    (its hints are the terminal's: Enter, the sheet's tokens), in another language in the
    words the page asks it in."""
    return question_said(entry.terminal.lang, spec.question)


def ask_fact(entry: RoundAnswers, key: str) -> None:
    """Ask for one of the game's facts, read by the kind of answer it takes."""
    spec = entry.fact_fields[key]
    ASKERS[spec.answer](entry, spec)


def ask_bids(entry: RoundAnswers, spec: FactField) -> None:
    """Each bidder's bid: the players of the round, or everybody before they are known."""
    bids: dict[str, int] = dict(entry.facts.get(spec.key) or {})
    bidders = entry.active_players() if entry.facts.get(ACTIVE) else entry.turn_order()
    for player in bidders:

        def check(answer: str, player: str = player) -> tuple[int | None, list[Problem]]:
            try:
                bid = int(answer)
            except ValueError:
                return None, [Problem(Code.BAD_ANSWER, msg("bad-answer.bid-whole", answer=answer))]
            problems = entry.fact_check(spec.key, {**bids, player: bid})
            return bid, [p for p in problems if p.code != Code.MISSING_KEY]

        current = bids.get(player)
        bids[player] = entry.ask_checked(
            entry.say("entry.bid", player=player), check, None if current is None else str(current)
        )
    entry.facts[spec.key] = {p: bids[p] for p in entry.players if p in bids}


def ask_party(entry: RoundAnswers, spec: FactField) -> None:
    """A player or team (Enter: nobody, as for a round played out)."""
    parties = entry.piles_in_turn_order()
    current = entry.facts.get(spec.key)

    def check(answer: str) -> tuple[str | None, list[Problem]]:
        if answer.lower() in EMPTY_WORDS | {"no", "played out", "いいえ", ""}:
            return None, []
        name = entry.match_name(answer, list(parties) + list(entry.players))
        return name, entry.fact_check(spec.key, name)

    entry.facts[spec.key] = entry.ask_checked(
        asked(entry, spec),
        check,
        current or entry.nothing("no"),
        entry.say("entry.parties-none", parties=entry.listed(parties)),
        conflict=about_other_answers,
        editing=Editing(names=tuple(dict.fromkeys([*parties, *entry.players]))),
    )
    if entry.facts[spec.key] is None:
        del entry.facts[spec.key]


def ask_card(entry: RoundAnswers, spec: FactField) -> None:
    """One card token, checked as typed."""

    def check(answer: str) -> tuple[str | None, list[Problem]]:
        tokens = split_tokens(answer)
        if len(tokens) != 1:
            return None, [Problem(Code.BAD_ANSWER, msg("bad-answer.name-one"))]
        try:
            parse_token(tokens[0])
        except CardNotationError as error:
            return None, [Problem(Code.UNKNOWN_CARD, card_words(error))]
        return tokens[0], entry.fact_check(spec.key, tokens[0])

    entry.facts[spec.key] = entry.ask_checked(
        asked(entry, spec),
        check,
        entry.facts.get(spec.key),
        conflict=about_other_answers,
        editing=entry.cards_editing,
    )


def ask_number(entry: RoundAnswers, spec: FactField) -> None:
    """A whole number, checked against the fact's allowed values."""

    def check(answer: str) -> tuple[int | None, list[Problem]]:
        try:
            number = int(answer)
        except ValueError:
            return None, [Problem(Code.BAD_ANSWER, msg("bad-answer.type-whole", answer=answer))]
        return number, entry.fact_check(spec.key, number)

    current = entry.facts.get(spec.key)
    entry.facts[spec.key] = entry.ask_checked(asked(entry, spec), check, None if current is None else str(current))


def ask_yes_no_by_card(entry: RoundAnswers, spec: FactField) -> None:
    """One question for all of the fact's cards, or one per card the problems name."""
    named = sorted(
        {int(p.where.split(".", 1)[1]) for p in entry.problems() if (p.where or "").startswith(f"{spec.key}.")}
    )

    def check(answer: str) -> tuple[bool | None, list[Problem]]:
        value = yes_no(answer)
        return value, [] if value is not None else [Problem(Code.BAD_ANSWER, msg("bad-answer.answer-y"))]

    stored = entry.facts.get(spec.key)
    if not named:
        default = _yes_no_default(stored if isinstance(stored, bool) else None)
        entry.facts[spec.key] = entry.ask_checked(asked(entry, spec), check, default, note=entry.say("entry.yes-no"))
        return
    answers: dict[str, bool] = {}
    for card in named:
        # The question asked of one card: its words up to the question mark, the card named.
        whole = asked(entry, spec)
        named_card = (
            f"{card_name('ja', card)}（{CARDS[card].code}）" if entry.terminal.lang == "ja" else CARDS[card].label
        )
        question = entry.say("entry.card-question", question=whole.split("?")[0].split("？")[0], card=named_card)
        before = stored.get(str(card)) if isinstance(stored, dict) else stored
        answers[str(card)] = entry.ask_checked(question, check, _yes_no_default(before), note=entry.say("entry.yes-no"))
    values = set(answers.values())
    entry.facts[spec.key] = values.pop() if len(values) == 1 else answers


def _yes_no_default(stored: bool | None) -> str | None:
    return None if stored is None else ("y" if stored else "n")


def ask_players(entry: RoundAnswers, spec: FactField) -> None:
    """Players in order, comma-separated (Enter: nobody)."""
    current = entry.facts.get(spec.key)
    players = entry.active_players() if spec.ask == "yaku" else list(entry.players)

    def check(answer: str) -> tuple[list[str] | None, list[Problem]]:
        if answer.lower() in EMPTY_WORDS | {"no", "nobody", "いいえ", ""}:
            return None, entry.fact_check(spec.key, None)
        names = entry.names_listed(answer, entry.players)
        return names, entry.fact_check(spec.key, names)

    # Offered, before it is answered: the drop-outs of the round before (Enter keeps them).
    shown = current or offered(entry, spec.key)
    entry.facts[spec.key] = entry.ask_checked(
        asked(entry, spec),
        check,
        ", ".join(shown) if shown else entry.nothing("no"),
        entry.say("entry.players-in-order", players=entry.listed(players)),
        conflict=about_other_answers,
        editing=Editing(names=tuple(players)),
    )
    if entry.facts[spec.key] is None:
        del entry.facts[spec.key]
    inferred = entry.inferred_active()
    if spec.ask == "sit-out" and inferred:
        entry.terminal.note(entry.say("entry.active-inferred", players=entry.listed(inferred)))


def ask_place(entry: RoundAnswers, spec: FactField) -> None:
    """Cards as a pile is written (``rest`` allowed; Enter: not listed)."""

    def check(answer: str) -> tuple[str | None, list[Problem]]:
        if not answer.strip():
            return None, []
        return answer, entry.fact_check(spec.key, answer)

    entry.facts[spec.key] = entry.ask_checked(
        asked(entry, spec),
        check,
        entry.facts.get(spec.key),
        conflict=about_other_answers,
        editing=entry.cards_editing,
    )
    if entry.facts[spec.key] is None:
        del entry.facts[spec.key]


def ask_by_player(entry: RoundAnswers, spec: FactField) -> None:
    """What each player of the round declared (Enter: nothing), one question each."""
    said: dict[str, str] = dict(entry.facts.get(spec.key) or {})
    # What is declared, short (the question up to its bracket, its colon or its question mark;
    # in Japanese without the topic's は of 「出した手役は？」): asked once per player.
    whole = asked(entry, spec)
    topic = (
        re.split(r"[（(:：？?]", whole)[0].strip().removesuffix("は")
        if entry.terminal.lang == "ja"
        else whole.split(" (")[0].split("?")[0].lower()
    )
    editing = replace(entry.cards_editing, words=spec.words)
    for player in entry.active_players():

        def check(answer: str, player: str = player) -> tuple[str | None, list[Problem]]:
            if answer.lower() in EMPTY_WORDS | {"no", "none", "いいえ", ""}:
                return None, []
            problems = entry.fact_check(spec.key, {**said, player: answer})
            # A word's unambiguous beginning (``pi``) is read as the word, where the answer as
            # typed does not read.
            whole = spelled_out(answer, spec.words)
            if problems and whole != answer:
                spelled = entry.fact_check(spec.key, {**said, player: whole})
                if not spelled:
                    return whole, []
            return answer, problems

        answer = entry.ask_checked(
            entry.say("entry.by-player", player=player, topic=topic),
            check,
            said.get(player, entry.nothing("no")),
            entry.say("entry.enter-for-none"),
            editing=editing,
        )
        if answer is None:
            said.pop(player, None)
        else:
            said[player] = answer
    if said:
        entry.facts[spec.key] = said
    else:
        entry.facts.pop(spec.key, None)


def spelled_out(answer: str, words: tuple[str, ...]) -> str:
    """``answer`` with its first token written whole where it begins exactly one of ``words``."""
    first, _, others = answer.strip().partition(" ")
    begun = [w for w in words if w.startswith(first.lower())] if first else []
    if len(begun) != 1 or first.lower() == begun[0]:
        return answer
    return f"{begun[0]} {others}".strip()


def ask_calls(entry: RoundAnswers, spec: FactField) -> None:
    """How often each player did it, on one line: ``Bo`` (once), ``Ann=1, Bo=2``; Enter: nobody."""
    current = entry.facts.get(spec.key) or {}

    def check(answer: str) -> tuple[dict[str, int] | None, list[Problem]]:
        calls: dict[str, int] = {}
        for item in answer.replace(";", ",").replace("、", ",").replace("＝", "=").split(","):
            name, sep, count = (part.strip() for part in item.partition("="))
            if not name:
                continue
            if sep and not count.isdecimal():
                return None, [Problem(Code.BAD_ANSWER, msg("bad-answer.type-whole", answer=count))]
            calls[entry.match_name(name, entry.players)] = int(count) if sep else 1
        return calls, entry.fact_check(spec.key, calls or None)

    # Offered, before it is answered: the fewest calls the piles need (Enter takes them).
    shown = current or offered(entry, spec.key) or {}
    default = ", ".join(f"{name}={count}" for name, count in shown.items()) or None
    calls = entry.ask_checked(
        asked(entry, spec), check, default, entry.say("entry.calls-note", players=entry.listed(entry.players))
    )
    entry.facts[spec.key] = calls or None
    if not calls:
        del entry.facts[spec.key]


ASKERS = {
    Answer.CARD: ask_card,
    Answer.PARTY: ask_party,
    Answer.BIDS: ask_bids,
    Answer.NUMBER: ask_number,
    Answer.YES_NO_BY_CARD: ask_yes_no_by_card,
    Answer.PLAYERS: ask_players,
    Answer.PLACE: ask_place,
    Answer.BY_PLAYER: ask_by_player,
    Answer.CALLS: ask_calls,
}
