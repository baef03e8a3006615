"""One view of a scored round, in one language: what the terminal, the HTML export and the
page all render (:func:`round_view`).

It holds the parties (score, pile grouped as the game counts it, yaku with their cards, the
formula as terms), where each leftover went and why, the dead cards, who pays whom, the
winner and the next dealer, and what a game adds (a carried multiplier, a victory); every
word already in the view's language, every name as the players typed it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from hanascore.core.cards import CARDS, Kind
from hanascore.core.errors import Joined, Words
from hanascore.core.result import PartyResult, RoundResult, YakuHit
from hanascore.core.words import WORDS, Audience, Language, card_name, number, say
from hanascore.games.base import Game


@dataclass(frozen=True, slots=True)
class Term:
    """A party's formula as the view says it: the key of the game's words, and their text."""

    key: str
    text: str


@dataclass(frozen=True, slots=True)
class CardView:
    """A card as a view shows it: its id, its name in the view's language and its type."""

    id: int
    name: str
    kind: Kind

    @property
    def label(self) -> str:
        """``10 Crane``: the id a player types, and the name."""
        return f"{self.id} {self.name}"


@dataclass(frozen=True, slots=True)
class PileGroup:
    """Cards of a pile that count alike: ``20 points`` or ``ribbons``."""

    label: str
    cards: tuple[CardView, ...]

    @property
    def alike(self) -> list[tuple[CardView, int]]:
        """The cards alike by name counted once: each first card and how many there are."""
        counts: dict[str, tuple[CardView, int]] = {}
        for card in self.cards:
            first, count = counts.get(card.name, (card, 0))
            counts[card.name] = (first, count + 1)
        return list(counts.values())

    @property
    def names(self) -> list[str]:
        """The cards by name, alike ones counted once: ``Crane``, ``Pine chaff ×2``."""
        return [card.name if count == 1 else f"{card.name} ×{count}" for card, count in self.alike]


@dataclass(frozen=True, slots=True)
class YakuView:
    """A yaku a party is paid for: its name in the view's language, its points, its cards."""

    name: str
    points: int
    cards: tuple[CardView, ...]


@dataclass(frozen=True, slots=True)
class PartyView:
    """One player or team: its score first, then what made it."""

    name: str
    members: tuple[str, ...]
    active: bool
    score: int
    piles: tuple[PileGroup, ...]
    #: None where the game values no card (only its yaku score).
    card_points: int | None
    yaku: tuple[YakuView, ...]
    #: The score written out, term by term (empty for a party that sat out).
    formula: tuple[Term, ...]
    #: The game's own lines under the party (Sakura's victories): (word, value), said in the view's language.
    lines: tuple[tuple[str, object], ...]
    #: A counted round: the pile as entered, (the kind's name in the view's language, count)
    #: in the game's order; None where the pile was given card by card (see ``piles``).
    counts: tuple[tuple[str, int], ...] | None = None
    #: A party that did not play: what it did, said (it sat out and scores 0; it dropped out
    #: and paid its fee); empty for a party that played.
    out: str = ""

    @property
    def formula_text(self) -> str:
        """The formula as one line."""
        return "".join(term.text for term in self.formula)

    @property
    def team(self) -> bool:
        """True where the party's members are not just itself."""
        return self.members != (self.name,)


@dataclass(frozen=True, slots=True)
class LeftoverView:
    """An end-field card, the party it went to (None: dead) and why, said in the view's language."""

    card: CardView
    to: str | None
    reason: str


@dataclass(frozen=True, slots=True)
class DeadView:
    """End-field cards scored by nobody for one reason (empty: none given), grouped by kind
    on one line rather than a line each."""

    reason: str
    groups: tuple[PileGroup, ...]


@dataclass(frozen=True, slots=True)
class PaymentView:
    """One transfer: ``Bob pays Alice 33`` (the amount with thousands separators)."""

    payer: str
    payee: str
    amount: int
    text: str


@dataclass(frozen=True, slots=True)
class RoundView:
    """A scored round as every view shows it."""

    lang: Language
    #: ``Mushi むし`` in English, ``むし`` in Japanese.
    game_title: str
    multiplier: int
    stopped_by: str | None
    parties: tuple[PartyView, ...]
    #: The end-field cards that went to a party, each with why.
    leftovers: tuple[LeftoverView, ...]
    #: The dead cards, one entry per reason the game gave (or none), each grouped by kind.
    dead: tuple[DeadView, ...]
    carry_over: tuple[int, ...]
    #: Who pays whom; None where points are only a running score (nobody pays in a round).
    payments: tuple[PaymentView, ...] | None
    winner: str
    #: The game's word for how the round was won (Sakura's victory), in the view's language.
    victory: str | None
    next_dealer: str
    #: True where the winner is only who deals next, not who scored best (Hachi-Hachi's most
    #: card points): the view says "deals next", not "winner".
    winner_only_deals: bool
    warnings: tuple[str, ...]
    #: What the game says of the whole round (why the multiplier is what it is; a lucky hand,
    #: a draw, who dropped out), in the view's language.
    notes: tuple[str, ...] = ()
    #: True when the round was counted (``3 brights 4 animals``), not checked card by card.
    counted: bool = False

    @property
    def carried(self) -> str:
        """The carried multipliers: ``×2, ×4``."""
        return ", ".join(f"×{m}" for m in self.carry_over)

    def word(self, key: str, /, **params: object) -> str:
        """A word of the view in its language (for the templates)."""
        return say(self.lang, key, **params)

    @property
    def deals_next_only(self) -> bool:
        """True where one line says it all: ``deals next: Bo (most card points)``."""
        return self.winner_only_deals and self.winner == self.next_dealer


def card_view(card_id: int, lang: Language) -> CardView:
    """Card ``card_id`` as a view shows it in ``lang``."""
    return CardView(int(card_id), card_name(lang, card_id), CARDS[int(card_id)].kind)


def yaku_name(hit: YakuHit, game: Game, lang: Language) -> str:
    """The yaku's name in ``lang``: the game's table holds the Japanese one."""
    if lang == "ja":
        found = next((y for y in game.yaku if y.id == hit.id), None)
        if found is not None and found.japanese:
            return found.japanese
    return hit.name


def said_value(value: object, lang: Language) -> object:
    """A value a game shows (a line's value): its words said in ``lang``, else as it is."""
    if isinstance(value, Words | Joined):
        return Words("", (("text", value),)).say(lang)
    return value


def pile_groups(
    cards: Iterable[int], values: Mapping[int, int], lang: Language, unit: str = "points"
) -> tuple[PileGroup, ...]:
    """A pile grouped the way the game counts it: by card value where cards have values (so
    the groups match the formula's ``2x20 + 3x10``), said in the game's ``unit`` (Hachi-Hachi's
    mon), else by the standard types."""
    points = f"points.{unit}" if f"points.{unit}" in WORDS else "points"
    kinds = list(Kind)
    ordered = sorted(cards, key=lambda c: (-values[c], c) if values else (kinds.index(CARDS[c].kind), c))
    groups: dict[str, list[CardView]] = {}
    for c in ordered:
        if values:
            label = say(lang, points, value=values[c], plural="" if values[c] == 1 else "s")
        else:
            label = say(lang, "chaff" if CARDS[c].kind is Kind.CHAFF else f"{CARDS[c].kind.value}s")
        groups.setdefault(label, []).append(card_view(c, lang))
    return tuple(PileGroup(label, tuple(group)) for label, group in groups.items())


def round_view(result: RoundResult, game: Game, lang: Language, audience: Audience | None = None) -> RoundView:
    """The view of ``result`` (a round of ``game``) in ``lang``; to ``audience`` (the page), its
    leftover reasons and warnings in the phrasing it has for them (no sheet's key)."""
    # A game without card values (only its yaku score) shows neither groups by value nor card points.
    values = dict(game.values) if game.deck_total else {}
    party_views = []
    for party in result.parties:
        out = None if party.active else game.shows.out(party)
        party_views.append(
            PartyView(
                name=party.name,
                members=party.members,
                active=party.active,
                score=party.score,
                piles=pile_groups(party.cards, values, lang, game.unit),
                card_points=party.card_points if values else None,
                yaku=tuple(
                    YakuView(yaku_name(y, game, lang), y.points, tuple(card_view(c, lang) for c in y.cards))
                    for y in party.yaku
                ),
                # A party that did not play shows its formula only where it paid (a drop-out fee).
                formula=formula_terms(party, lang) if party.active or out is not None else (),
                lines=tuple((say(lang, word), said_value(value, lang)) for word, value in game.shows.party(party)),
                counts=counted_view(party.counts, game, lang),
                out="" if party.active else out.say(lang) if out is not None else say(lang, "sat-out"),
            )
        )
    leftovers = tuple(
        LeftoverView(card_view(note.card, lang), note.to, note.reason.say(lang, audience))
        for note in result.leftover_notes
        if note.to is not None
    )
    paid = game.round_payments(result)
    payments = None
    if paid is not None:
        payments = tuple(
            PaymentView(
                p.payer, p.payee, p.amount, say(lang, "pays", payer=p.payer, payee=p.payee, amount=number(p.amount))
            )
            for p in paid
        )
    return RoundView(
        lang=lang,
        game_title=game.japanese if lang == "ja" else f"{game.name} {game.japanese}",
        multiplier=result.multiplier,
        stopped_by=result.stopped_by,
        parties=tuple(party_views),
        leftovers=leftovers,
        dead=dead_views(result, lang, audience),
        carry_over=game.shows.multipliers(result.carried),
        payments=payments,
        winner=result.winner,
        victory=victory_word(result, game, lang),
        next_dealer=result.next_dealer,
        winner_only_deals=game.shows.winner_only_deals(result),
        warnings=tuple(w.say(lang, audience) for w in result.warnings),
        notes=(
            *(n.say(lang, audience) for n in result.notes),
            *(note.say(lang) for note in game.shows.notes(result)),
        ),
        counted=result.counted,
    )


def formula_terms(party: PartyResult, lang: Language) -> tuple[Term, ...]:
    """A party's formula in ``lang``: the game's words, said whole (none for a party with none)."""
    written = party.formula_words()
    return (Term(written.key, written.say(lang)),) if written.key else ()


def dead_views(result: RoundResult, lang: Language, audience: Audience | None = None) -> tuple[DeadView, ...]:
    """The round's dead cards, one line per reason the game gave them (in the order first
    given), each line's cards grouped by kind; the dead cards no note gives a reason for, one
    line without one."""
    by_reason: dict[Words, list[int]] = {}
    for note in result.leftover_notes:
        if note.to is None:
            by_reason.setdefault(note.reason, []).append(note.card)
    noted = {card for cards in by_reason.values() for card in cards}
    unnoted = [card for card in result.dead if card not in noted]
    # Dead cards with a reason are the end field's: grouped by kind, whatever they are worth.
    views = [DeadView(reason.say(lang, audience), pile_groups(cards, {}, lang)) for reason, cards in by_reason.items()]
    if unnoted and not by_reason:  # beside the noted ones, the cards the deal took out are not listed
        views.append(DeadView("", pile_groups(unnoted, {}, lang)))
    return tuple(views)


def victory_word(result: RoundResult, game: Game, lang: Language) -> str | None:
    """The game's word for how the round was won (Sakura's victories) in ``lang``: its own
    (``<game id>.victory.<outcome>``), or (until every game brings its words) the table's;
    None for a game without such words."""
    outcome = game.shows.outcome(result)
    if not outcome:
        return None
    for key in (f"{game.id}.victory.{outcome}", f"victory.{outcome}"):
        if key in WORDS:
            return say(lang, key)
    return outcome


def round_note(
    result: RoundResult, named_active: Sequence[str] | None, game: Game, lang: Language, name: Callable[[str], str]
) -> str:
    """A round's note in a history (the terminal's and every export's): its multiplier, how it
    was won, who stopped it, who played (as the sheet named them, or as the piles said) and
    whether it was counted; ``name`` makes the players' names safe for the document."""
    notes = []
    if result.multiplier != 1:
        notes.append(f"×{result.multiplier}")
    victory = victory_word(result, game, lang)
    if victory:
        notes.append(victory)
    if result.stopped_by:
        notes.append(say(lang, "stopped-by", name=name(result.stopped_by)))
    active = tuple(named_active or ())
    if not active and not all(p.active for p in result.parties):
        active = tuple(p.name for p in result.parties if p.active)
    if active:
        notes.append(say(lang, "played", names=name(", ".join(active))))
    notes.extend(game_notes(result, game, lang, name))
    if result.counted:
        notes.append(say(lang, "counted-note"))
    return ", ".join(notes)


def game_notes(result: RoundResult, game: Game, lang: Language, name: Callable[[str], str]) -> list[str]:
    """What ``game`` says of how the round went (a lucky hand, a draw, who dropped out), in
    ``lang``; ``name`` makes the players' names in it (its text parameters) safe for the document."""
    return [
        Words(note.key, tuple((key, _named(value, name)) for key, value in note.params)).say(lang)
        for note in game.shows.notes(result)
    ]


def _named(value: object, name: Callable[[str], str]) -> object:
    """A parameter of a game's note with the names in it made safe by ``name``."""
    if isinstance(value, str):
        return name(value)
    if isinstance(value, Joined):
        return Joined(tuple(_named(item, name) for item in value.items), value.english, value.japanese)
    return value


def counted_view(counts: Mapping[str, int] | None, game: Game, lang: Language) -> tuple[tuple[str, int], ...] | None:
    """A counted pile as the views show it: each kind of ``game`` by its name in ``lang``, and its count."""
    if counts is None:
        return None
    return tuple((kind.japanese if lang == "ja" else kind.name, counts.get(kind.id, 0)) for kind in game.kinds)
