"""The round entry view of the page: its piles (each with a short tag and a colour of its own)
and, to correct a round by tapping, that round's stored cards placed in them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hanascore.core.cards import CardNotationError, parse_token
from hanascore.core.errors import HanascoreError, Problems
from hanascore.core.facts import Answer
from hanascore.core.table import Table
from hanascore.games.base import Game, Kind, Yaku
from hanascore.games.counted.reading import read_piles, sheet_is_counted
from hanascore.games.sheets import resolve
from hanascore.ledger.replay import ReplayedRound

#: How many pile colours the stylesheet has (``[data-colour="0"]`` ...): more than the most
#: piles a game has (7 players, the end field and the field as dealt).
COLOURS = 10
#: A tag is at most this many characters: it must fit a card's corner.
TAG_LENGTH = 2
#: A pile's short name (shown where its full name does not fit the pile bar) is at least this
#: many characters: never one letter, and a name this long or shorter is shown whole.
SHORT_LENGTH = 4
#: A short name made of the name's beginning is at most this many characters (and "…"): past
#: it, the name's beginning and end ("Alex…er").
SHORT_MOST = 6
#: The sheet keys a round may hold that the entry view cannot show: such a round is corrected
#: as text (its leftover table, a next dealer or dealer stated by hand).
NOT_TAPPABLE = ("leftover", "next_dealer")


@dataclass(frozen=True, slots=True)
class PileTab:
    """One pile of the entry view: its key in the draft (``captured.Ann``, ``field.end``), what
    it is called (whole, and shortened for a narrow pile bar), its short tag (shown on every
    card it holds), its colour's number and whether it is the dealer's."""

    key: str
    label: str
    tag: str
    colour: int
    short: str = ""
    dealer: bool = False


def _letters(label: str) -> str:
    """The letters a tag may be made of: the label without spaces and marks."""
    return "".join(ch for ch in label if ch.isalnum()) or label.strip() or "?"


def pile_tags(labels: list[str], fixed: dict[int, str] | None = None) -> list[str]:
    """A short tag for every label, no two the same (ignoring case): the first two letters
    ("Ann" -> "An"); where two labels would share theirs, the first letter and a later one
    ("Andy" -> "Ad"); where no letter tells them apart, the first letter and a number.
    ``fixed`` gives some labels (by position) their tag already (the field's piles)."""
    fixed = fixed or {}
    tags: list[str | None] = [fixed.get(i) for i in range(len(labels))]
    taken = {tag.casefold() for tag in fixed.values()}
    firsts = [_letters(label)[:TAG_LENGTH] for label in labels]
    shared = {first.casefold() for i, first in enumerate(firsts) if tags[i] is None}
    counts = {key: sum(1 for i, f in enumerate(firsts) if tags[i] is None and f.casefold() == key) for key in shared}
    # First the labels whose first letters are theirs alone: they keep them.
    for i, first in enumerate(firsts):
        if tags[i] is None and counts[first.casefold()] == 1 and first.casefold() not in taken:
            tags[i] = first
            taken.add(first.casefold())
    for i, label in enumerate(labels):
        if tags[i] is not None:
            continue
        letters = _letters(label)
        candidates = [letters[:1] + later for later in letters[1:]]
        candidates += [f"{letters[:1]}{n}" for n in range(2, len(labels) + 3)]
        tag = next(c for c in candidates if c.casefold() not in taken)
        tags[i] = tag
        taken.add(tag.casefold())
    return [tag or "?" for tag in tags]


def short_names(labels: list[str]) -> list[str]:
    """A short name for every label, telling it from the others (ignoring case): the label
    itself when it is :data:`SHORT_LENGTH` characters or fewer; else its shortest beginning of
    that many to :data:`SHORT_MOST` characters that no other label starts with, marked "…"
    ("Alexis", "Alfred" -> "Alex…", "Alfr…"); else its first :data:`SHORT_LENGTH` and its
    shortest ending no other label has ("Alexander", "Alexandra" -> "Alex…er", "Alex…ra"); the
    whole label where nothing else tells it apart."""
    folded = [label.casefold() for label in labels]
    shorts = []
    for i, label in enumerate(labels):
        others = [other for j, other in enumerate(folded) if j != i]
        if len(label) <= SHORT_LENGTH:
            shorts.append(label)
            continue
        cut = next(
            (
                n
                for n in range(SHORT_LENGTH, min(len(label), SHORT_MOST + 1))
                if not any(o.startswith(folded[i][:n]) for o in others)
            ),
            None,
        )
        if cut is not None:
            shorts.append(label[:cut].rstrip() + "…")
            continue
        head = folded[i][:SHORT_LENGTH]
        tail = next(
            (
                n
                for n in range(2, len(label) - SHORT_LENGTH - 1)
                if not any(o.startswith(head) and o.endswith(folded[i][-n:]) for o in others)
            ),
            None,
        )
        shorts.append(label if tail is None else label[:SHORT_LENGTH] + "…" + label[-tail:])
    return shorts


def pile_tabs(
    parties: list[str], field_piles: list[tuple[str, str, str, str]], dealer: str | None = None
) -> list[PileTab]:
    """The entry view's piles: one per party in the order given (the game's seating, the same
    every round), ``dealer``'s marked, then the field's (key, label, tag, short name)."""
    labels = parties + [label for _, label, _, _ in field_piles]
    fixed = {len(parties) + i: tag for i, (_, _, tag, _) in enumerate(field_piles)}
    tags = pile_tags(labels, fixed)
    shorts = short_names(parties) + [short for _, _, _, short in field_piles]
    keys = [f"captured.{party}" for party in parties] + [key for key, _, _, _ in field_piles]
    return [
        PileTab(key, label, tag, i % COLOURS, short, key == f"captured.{dealer}")
        for i, (key, label, tag, short) in enumerate(zip(keys, labels, tags, shorts, strict=True))
    ]


@dataclass(frozen=True, slots=True)
class CountedChoice:
    """A kind a counted pile counts, or a yaku it may name: its sheet word, what the page
    calls it, and (a kind) how many cards of the deck are of it, or (a yaku) its shape."""

    id: str
    label: str
    size: int = 0
    shape: dict[str, Any] | None = None


def yaku_shape(yaku: Yaku, kinds: tuple[Kind, ...]) -> dict[str, Any]:
    """What the page needs to tell from a pile's counts whether ``yaku`` may be formed and
    whether it is certain (as the counted checks tell it): how many of its cards each slot
    holds of each kind, how many of them form it (0: one per slot), and what it replaces."""
    slots = [{kind.id: len(slot & kind.cards) for kind in kinds if slot & kind.cards} for slot in yaku.slots]
    return {"least": yaku.least, "slots": slots, "replaces": list(yaku.replaces)}


@dataclass(frozen=True, slots=True)
class Counting:
    """What the counted form of the entry view offers: a stepper per kind, a chip per yaku."""

    kinds: tuple[CountedChoice, ...]
    yaku: tuple[CountedChoice, ...]


def counting(game: Game, rules: Any, lang: str) -> Counting | None:
    """The counted form of ``game`` under house ``rules`` in ``lang``; None when the game
    counts no kinds."""
    if not game.kinds:
        return None
    japanese = lang == "ja"
    kinds = tuple(
        CountedChoice(kind.id, kind.japanese if japanese else kind.name, len(kind.cards)) for kind in game.kinds
    )
    yaku = tuple(
        CountedChoice(y.id, y.japanese if japanese and y.japanese else y.name, shape=yaku_shape(y, game.kinds))
        for y in game.yaku_for(rules)
    )
    return Counting(kinds, yaku)


def _fact_value(answer: Answer, value: Any) -> Any:
    """A stored fact as the page's question holds it: a card as its id."""
    if answer is Answer.CARD and isinstance(value, str):
        parsed = parse_token(value)
        if parsed.card is not None:
            return str(parsed.card.id)
        return str(parsed.chaff_of[0]) if parsed.chaff_of else value
    return value


def stored_draft(row: ReplayedRound, table: Table) -> dict[str, Any] | None:
    """Round ``row`` as the entry view holds a round being tapped: card ids per pile (the pile
    written ``rest`` named as such), the answers and who played; None when the view cannot show
    it (a leftover table, a dealer or next dealer written by hand, piles not card by card)."""
    sheet = row.sheet
    if sheet.leftover is not None or sheet.next_dealer is not None or any(k in sheet.facts for k in NOT_TAPPABLE):
        return None
    if sheet.dealer is not None and sheet.dealer.casefold() != row.scheduled_dealer.casefold():
        return None
    try:
        round_, _ = resolve(sheet, table, dealer=row.dealer, whole=False)
    except (HanascoreError, CardNotationError):
        return None
    counted = _counted(sheet, table)
    rest = next((name for name, pile in sheet.captured.items() if _is_rest(pile)), None)
    captured: dict[str, list[str]] = {}
    for party in table.parties:
        cards = round_.piles.get(party.name, frozenset())
        captured[party.name] = [] if party.name == _party_named(table, rest) else [str(c) for c in sorted(cards)]
    facts: dict[str, Any] = {}
    for spec in table.facts_type.fields():
        if spec.key in sheet.facts and not spec.ledger_derived:
            if isinstance(sheet.facts[spec.key], dict) and spec.answer not in (
                Answer.BIDS,
                Answer.BY_PLAYER,
                Answer.CALLS,
            ):
                return None  # a table by card (crane_after_storm): the page asks yes or no only
            try:
                facts[spec.key] = _fact_value(spec.answer, sheet.facts[spec.key])
            except CardNotationError:
                return None
    # The sheet's own comment lines are kept at its top when it is saved again by tapping.
    comments = "".join(line + "\n" for line in row.entry.text.splitlines() if line.lstrip().startswith("#"))
    if counted is not None:
        # A counted round: its counts and yaku, not the cards the checks found to fit them.
        captured = {party.name: [] for party in table.parties}
    return {
        "mode": "cards" if counted is None else "counted",
        "counted": counted,
        "comments": comments,
        "captured": captured,
        "rest": None if rest is None else f"captured.{_party_named(table, rest)}",
        "end": [] if counted is not None else [str(c) for c in sorted(round_.field_end)],
        "start": None if round_.field_start is None else [str(c) for c in sorted(round_.field_start)],
        "facts": facts,
        "active": None if sheet.active is None else list(round_.active),
    }


def _is_rest(pile: Any) -> bool:
    """Whether ``pile`` is written ``rest`` (a counted one may name its yaku after it)."""
    text = pile if isinstance(pile, str) else " ".join(map(str, pile))
    return text.split("+")[0].strip().casefold() == "rest"


def _party_named(table: Table, name: str | None) -> str | None:
    """The party a pile key names (ignoring case), or None."""
    if name is None:
        return None
    return next((party.name for party in table.parties if party.name.casefold() == name.casefold()), None)


def _counted(sheet: Any, table: Table) -> dict[str, dict[str, Any]] | None:
    """A counted sheet's piles as the entry view's counted form holds them (by pile key: each
    kind's count and the yaku named); None for a sheet written card by card."""
    if not sheet_is_counted(sheet, table.game):
        return None
    held: dict[str, dict[str, Any]] = {}
    for key, pile in read_piles(sheet, table.game, Problems()).items():
        if key.startswith("captured."):
            name = key.removeprefix("captured.")
            key = f"captured.{_party_named(table, name) or name}"
        held[key] = {"counts": {kind: n for kind, n in pile.counts.items() if n}, "yaku": list(pile.yaku)}
    return held
