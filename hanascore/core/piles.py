"""Piles: card tokens into cards, and the checks of where every card of a round lies.

Tokens resolve exact cards first, then plain chaff, then ``rest``, across all the piles of one
moment (the end state, or the field as dealt), so each duplicate names both of its places.
The game handed in says which cards are in its deck; :mod:`hanascore.core.card_checks`
checks the end state.  Nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from hanascore.core.card_phrases import group_words, read_token
from hanascore.core.cards import (
    CARDS,
    EXACT_IDS,
    FLOWERS,
    REST,
    CardNotationError,
    CardToken,
    split_tokens,
)
from hanascore.core.errors import Code, Problems, Words, card_words, joined, msg
from hanascore.core.game import Game

Pile = str | list[str | int]
Token = CardToken | str


def deck_note(game: Game) -> Words | str:
    """`` (Peony and Bush Clover are removed)`` for a short deck, else ""."""
    missing = sorted({m for m in FLOWERS if not any(c // 10 == m for c in game.deck)})
    if not missing:
        return ""
    return msg("deck-note", months=joined((FLOWERS[m] for m in missing), " and ", "と"))


@dataclass(slots=True, eq=False)
class Placement:
    """Where each card of one moment was put, to name both places of a duplicate."""

    game: Game
    problems: Problems
    placed: set[int] = field(default_factory=set)
    #: Where they went, as (label, cards) in placing order: read only to word a duplicate.
    places: list[tuple[str, frozenset[int]]] = field(default_factory=list)

    def label_of(self, card_id: int) -> Words:
        return next(label for label, cards in self.places if card_id in cards)

    def place(self, card_id: int, where: str, label: Words) -> bool:
        if card_id not in self.game.deck:
            self.problems.add(
                Code.NOT_IN_DECK,
                msg("not-in-deck.card", label=CARDS[card_id], name=self.game, deck_note=deck_note(self.game)),
                where,
            )
            return False
        if card_id in self.placed:
            self.problems.add(
                Code.DUPLICATE_CARD,
                msg("duplicate-card", label=CARDS[card_id], label_of=self.label_of(card_id), label2=label),
                where,
            )
            return False
        self.placed.add(card_id)
        self.places.append((label, frozenset((card_id,))))
        return True

    def place_all(self, card_ids: Collection[int], where: str, label: Words) -> frozenset[int]:
        """Place several cards at once; returns those placed (all, unless some are reported)."""
        fresh = frozenset(card_ids)
        placed = self.placed
        if len(fresh) == len(card_ids) and placed.isdisjoint(fresh) and fresh <= self.game.deck:
            placed |= fresh
            self.places.append((label, fresh))
            return fresh
        # Something is wrong: place them one by one, so each problem names its card.
        return frozenset([c for c in card_ids if self.place(c, where, label)])


def tokens(pile: Pile | None, where: str, problems: Problems) -> list[Token]:
    """Parse a pile into tokens; ``rest`` stays a string marker; unknown tokens are reported."""
    if pile is None:
        return []
    texts, whole = _texts(pile)
    try:
        # No token can be 'rest' when the pile's text does not hold the word at all.
        if REST not in whole.lower():
            return list(map(read_token, texts))
        return [REST if text.lower() == REST else read_token(text) for text in texts]
    except CardNotationError:
        pass  # go token by token, to report every token that names no card
    out: list[Token] = []
    suggested = 0
    for text in texts:
        if text.lower() == REST:
            out.append(REST)
            continue
        try:
            out.append(read_token(text))
        except CardNotationError as error:
            # Working out suggestions costs more than all else: only the first ones get them.
            suggested += 1
            problems.add(Code.UNKNOWN_CARD, card_words(error, suggested <= SUGGESTED_TOKENS), where)
    return out


def reads_as_cards(pile: Pile | None) -> bool:
    """True when every token of ``pile`` names a card or is ``rest``: it reads card by card
    as :func:`tokens` reads it, with no token that names no card."""
    if pile is None:
        return True
    texts, _ = _texts(pile)
    try:
        for text in texts:
            if text.lower() != REST:
                read_token(text)
    except CardNotationError:
        return False
    return True


def _texts(pile: Pile) -> tuple[list[str], str]:
    """The tokens' texts of ``pile`` (its words grouped) and the pile as one text."""
    if isinstance(pile, str):
        return group_words(split_tokens(pile)), pile
    # A list's item is one token, unless it holds several words ("rain man", "1c x2").
    texts = [grouped for t in pile for grouped in _item_tokens(str(t))]
    return texts, " ".join(texts)


def _item_tokens(item: str) -> list[str]:
    """The tokens of one item of a pile given as a list: itself, or its words grouped."""
    return group_words(split_tokens(item)) or [item]


#: Unknown tokens of one pile that get "did you mean" suggestions.
SUGGESTED_TOKENS = 20


def card_ids(pile: Pile | None) -> tuple[int, ...] | None:
    """The cards of ``pile`` when each of its tokens names one card exactly (the usual pile,
    read in one pass), else None: :func:`tokens` then reads it token by token."""
    if not isinstance(pile, str):
        return None
    texts = split_tokens(pile)
    exact = tuple(map(EXACT_IDS.get, texts))
    # No None (and no id is 0: ids are month * 10 + index), and no card twice: a card named
    # twice may be an id with its name, as the views print it ("10 Crane"), read below.
    if all(exact) and len(set(exact)) == len(exact):
        return exact
    texts = group_words(texts)
    ids = []  # a token in capitals, a month code, 'rest': read as the notation reads it
    for text in texts:
        if text.lower() == REST:
            return None  # placed last, with what no other pile takes (no exception raised for it)
        try:
            card = read_token(text).card
        except CardNotationError:
            return None  # read token by token, so that every token naming no card is reported
        if card is None:
            return None  # a plain chaff code, placed once the exact cards are
        ids.append(card.id)
    return tuple(ids)


def pile_tokens(pile: Pile | None, where: str, problems: Problems) -> list[Token] | tuple[int, ...]:
    """A pile as :func:`resolve_piles` takes it: its card ids when every token names one card
    exactly (:func:`card_ids`, the usual pile), else its tokens read one by one."""
    ids = card_ids(pile)
    return ids if ids is not None else tokens(pile, where, problems)


def resolve_piles(
    piles: list[tuple[str, str, list[Token] | tuple[int, ...]]],
    placement: Placement,
    problems: Problems,
    out_of_play: frozenset[int] = frozenset(),
) -> dict[str, frozenset[int]]:
    """Resolve exact cards first, then plain chaff, then ``rest``, across ``piles``.

    ``piles`` holds (key, label, tokens), the tokens as :func:`tokens` reads them or, for a pile
    of exact cards only, their ids (:func:`card_ids`); the result maps each key to its card ids.
    ``rest`` leaves ``out_of_play`` alone (cards removed from the round at the deal).
    """
    # Each pile's cards as one frozenset, shared with the placement (neither changes it): the
    # round takes them as they are.
    resolved: dict[str, frozenset[int]] = dict.fromkeys([key for key, _, _ in piles], frozenset())
    rest_key: str | None = None
    # Piles with a token that is not an exact card: only these need the second pass.
    unfinished: list[tuple[str, str, list[Token]]] = []
    for key, label, pile_tokens in piles:
        if not pile_tokens:
            continue
        if isinstance(pile_tokens, tuple):
            exact: Collection[int] = pile_tokens
        else:
            exact = [t.card.id for t in pile_tokens if isinstance(t, CardToken) and t.card is not None]
        if len(exact) < len(pile_tokens) and REST in pile_tokens:
            if len(pile_tokens) > 1:
                problems.add(Code.BAD_REST, msg("bad-rest.rest-stand-alone"), key)
            elif rest_key is not None:
                problems.add(Code.BAD_REST, msg("bad-rest.rest-used-already", rest_key=rest_key), key)
            else:
                rest_key = key
        resolved[key] = placement.place_all(exact, key, label)
        if len(exact) < len(pile_tokens):
            unfinished.append((key, label, pile_tokens))  # type: ignore[arg-type]
    for key, label, pile_tokens in unfinished:
        for token in pile_tokens:
            if isinstance(token, CardToken) and token.card is None:
                _place_chaff(token, key, label, placement, problems, resolved)
    if rest_key is not None:
        rest = placement.game.deck.difference(placement.placed, out_of_play)
        rest_label = next(label for key, label, _ in piles if key == rest_key)
        resolved[rest_key] |= placement.place_all(rest, rest_key, rest_label)
    return resolved


def _place_chaff(
    token: CardToken,
    key: str,
    label: str,
    placement: Placement,
    problems: Problems,
    resolved: dict[str, frozenset[int]],
) -> None:
    free = [c for c in token.chaff_of if c not in placement.placed]
    if free:
        placement.place(free[0], key, label)
        resolved[key] |= {free[0]}
        return
    month = FLOWERS[token.month]
    game = placement.game
    if not any(c in game.deck for c in token.chaff_of):
        problems.add(
            Code.NOT_IN_DECK,
            msg("not-in-deck.token", text=token.text, name=month, name2=game, deck_note=deck_note(game)),
            key,
        )
        return
    where_now = joined((msg("place.card-in", card=c, place=placement.label_of(c)) for c in token.chaff_of), "; ")
    problems.add(
        Code.TOO_MANY_CHAFF,
        msg("too-many-chaff", text=token.text, name=month, where_now=where_now, label=label),
        key,
    )
