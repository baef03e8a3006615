"""Hachi-Hachi's teyaku (手役, RULES.md section 10.1): the dealt hands each player declares, as
data, and the reading of a sheet's ``[teyaku]`` table.

Group A is decided by the cards shown (their month counts form one row); group B is declared
by id, and checked against the group A cards the same player showed (part of the same hand).
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from hanascore.core.card_phrases import group_words, read_token
from hanascore.core.cards import CARDS, CardNotationError, CardToken, split_tokens
from hanascore.core.counted_piles import word_key
from hanascore.core.errors import Code, Problem, Words, card_words, joined, msg

#: Teyaku declared that the cards shown, the hand or the table contradict (Koi-Koi reports
#: the same code for its lucky hands).
BAD_TEYAKU = "bad-teyaku"


@dataclass(frozen=True, slots=True)
class Teyaku:
    """One teyaku: its id (the Japanese name in romaji), names and value in kan."""

    id: str
    name: str
    japanese: str
    kan: int
    group: str
    aliases: tuple[str, ...] = ()

    @property
    def words(self) -> tuple[str, ...]:
        """Every word a sheet may declare it by."""
        return (self.id, self.name.lower().replace(" ", "-"), self.japanese, *self.aliases)


TEYAKU: tuple[Teyaku, ...] = (
    Teyaku("sanbon", "Triplet", "三本", 2, "A", ("three-of-a-kind",)),
    Teyaku("tatesanbon", "Standing Triplet", "立三本", 3, "A"),
    Teyaku("futasanbon", "Two Triplets", "二三本", 6, "A"),
    Teyaku("sanbon-tatesanbon", "Triplet and Standing Triplet", "三本立三本", 7, "A"),
    Teyaku("futatatesanbon", "Two Standing Triplets", "二立三本", 8, "A"),
    Teyaku("kuttsuki", "Three Pairs", "喰付", 4, "A"),
    Teyaku("teshi", "Four of a Kind", "手四", 6, "A"),
    Teyaku("haneken", "Triplet and Two Pairs", "跳剣", 7, "A"),
    Teyaku("ichinishi", "One-Two-Four", "一二四", 8, "A"),
    Teyaku("shiso", "Four-Three", "四三", 20, "A", ("shisou",)),
    Teyaku("aka", "Red", "赤", 2, "B"),
    Teyaku("tan-ichi", "One Ribbon", "短一", 3, "B", ("tanichi",)),
    Teyaku("toichi", "One Animal", "十一", 3, "B"),
    Teyaku("pikaichi", "One Bright", "光一", 4, "B"),
    Teyaku("karasu", "Empty Hand", "空素", 4, "B"),
)
BY_ID: dict[str, Teyaku] = {t.id: t for t in TEYAKU}
#: Every word a teyaku answers to (lower case) -> its id: what a slip is told it is near.
NAMED: dict[str, str] = {word.lower(): t.id for t in TEYAKU for word in t.words}
#: The same words as a sheet's token is looked up: with or without hyphens, any case
#: (``one-bright``, ``OneBright``), as a yaku's (RULES.md 9.2).
BY_KEY: dict[str, str] = {word_key(word): t.id for t in TEYAKU for word in t.words}
#: Group A rows whose triplets are "the Triplet's month" of diving (no row holding four).
TRIPLET_ROWS = frozenset({"sanbon", "tatesanbon", "futasanbon", "sanbon-tatesanbon", "futatatesanbon", "haneken"})
#: Rows that show a month's four cards dealt to one hand.
FOUR_ROWS = frozenset({"teshi", "ichinishi", "shiso"})
#: Months whose triplet stands (Wisteria, Iris, Bush Clover); and the Paulownia chaff triplet.
STANDING_MONTHS = frozenset({4, 5, 7})
PAULOWNIA_CHAFF = frozenset({121, 122, 123})
#: Group B's kinds of card: every Willow is chaff there (the Lightning is already).
WILLOWS = frozenset({110, 111, 112, 113})


def teyaku_notes() -> tuple[Words, ...]:
    """The teyaku as ``hanascore rules`` lists them: each group's ids, names and kan."""
    return tuple(
        msg(
            "hachi-hachi.note.teyaku-group",
            group=group,
            teyaku=joined(
                (
                    msg("hachi-hachi.note.teyaku-row", id=t.id, name=t.name, japanese=t.japanese, kan=t.kan)
                    for t in TEYAKU
                    if t.group == group
                ),
                "; ",
                "、",
            ),
        )
        for group in ("A", "B")
    )


def b_kind(card: int) -> str:
    """A card's kind for group B: ``bright``, ``animal``, ``ribbon`` or ``chaff``."""
    return "chaff" if card in WILLOWS else CARDS[card].kind.value


def _standing(cards: frozenset[int], month: int) -> bool:
    held = frozenset(c for c in cards if c // 10 == month)
    return month in STANDING_MONTHS or held == PAULOWNIA_CHAFF


def group_a_row(cards: frozenset[int]) -> str | None:
    """The group A row the shown ``cards`` form by their month counts, or None."""
    counts = Counter(c // 10 for c in cards)
    shape = sorted(counts.values(), reverse=True)
    triplets = [m for m, n in counts.items() if n == 3]
    standing = sum(_standing(cards, m) for m in triplets)
    if shape == [3]:
        return "tatesanbon" if standing else "sanbon"
    if shape == [3, 3]:
        return ("futasanbon", "sanbon-tatesanbon", "futatatesanbon")[standing]
    rows = {(2, 2, 2): "kuttsuki", (4,): "teshi", (3, 2, 2): "haneken", (4, 2, 1): "ichinishi", (4, 3): "shiso"}
    return rows.get(tuple(shape))


def triplet_months(cards: frozenset[int]) -> tuple[int, ...]:
    """The months of the triplets among the shown ``cards``, in month order."""
    counts = Counter(c // 10 for c in cards)
    return tuple(sorted(m for m, n in counts.items() if n == 3))


def four_months(cards: frozenset[int]) -> tuple[int, ...]:
    """The months whose four cards are all among the shown ``cards``."""
    counts = Counter(c // 10 for c in cards)
    return tuple(sorted(m for m, n in counts.items() if n == 4))


def b_contradiction(b_id: str, shown: frozenset[int]) -> bool:
    """True when the group A cards ``shown`` contradict the group B id ``b_id`` (one hand)."""
    kinds = Counter(b_kind(c) for c in shown)
    odd = {k: n for k, n in kinds.items() if k != "chaff"}
    needs = {"tan-ichi": "ribbon", "toichi": "animal", "pikaichi": "bright"}
    if b_id == "karasu":
        wrong = bool(odd)
    elif b_id == "aka":
        wrong = bool(kinds["bright"] or kinds["animal"])
    else:
        wrong = sum(odd.values()) > 1 or any(k != needs[b_id] for k in odd)
    if wrong or len(shown) < 7:
        return wrong
    # The whole hand shown: it must form the id exactly.
    exact = {"karasu": not odd, "aka": set(odd) == {"ribbon"} and odd["ribbon"] >= 2}
    return not exact.get(b_id, sum(odd.values()) == 1)


@dataclass(frozen=True, slots=True)
class Declared:
    """What one player declared: a group A row with the cards shown, a group B id."""

    player: str
    a_id: str | None = None
    #: The group A id as written (None: not written: the cards decide).
    a_written: str | None = None
    cards: frozenset[int] = frozenset()
    b_id: str | None = None

    @property
    def paid(self) -> tuple[Teyaku, ...]:
        """The teyaku the player is paid for, group A first."""
        return tuple(BY_ID[i] for i in (self.a_id, self.b_id) if i is not None)

    @property
    def kan(self) -> int:
        return sum(t.kan for t in self.paid)


def read_teyaku(said: Mapping[str, str], problems: list[Problem]) -> tuple[Declared, ...]:
    """Each player's ``[teyaku]`` entry read: ids and cards (chaff codes resolved after the
    exact cards, over every entry together); the problems of the tokens and of the groups."""
    read: dict[str, tuple[list[str], list[CardToken]]] = {}
    for player, text in said.items():
        ids: list[str] = []
        cards: list[CardToken] = []
        where = f"teyaku.{player}"
        for token in group_words(split_tokens(text)):
            named = BY_KEY.get(word_key(token))
            if named is not None:
                ids.append(named)
                continue
            try:
                cards.append(read_token(token))
            except CardNotationError as error:
                close = difflib.get_close_matches(token.lower(), list(NAMED), n=2, cutoff=0.7)
                if close:
                    words = msg("hint.did-you-mean", name=joined(close, " or ", "か"))
                    problems.append(
                        Problem(BAD_TEYAKU, msg("hachi-hachi.bad-teyaku.unknown", token=token, hint=words), where)
                    )
                elif not any(c.isdigit() for c in token):  # a word: as likely a teyaku as a card
                    words = msg("hachi-hachi.hint.teyaku-or-card")
                    problems.append(
                        Problem(BAD_TEYAKU, msg("hachi-hachi.bad-teyaku.unknown", token=token, hint=words), where)
                    )
                else:
                    problems.append(Problem(Code.UNKNOWN_CARD, card_words(error), where))
        read[player] = (ids, cards)
    shown_by: dict[int, str] = {}
    exact: dict[str, set[int]] = {p: set() for p in read}
    for player, (_, cards) in read.items():
        for token in cards:
            if token.card is not None:
                _show(token.card.id, player, shown_by, exact, problems)
    for player, (_, cards) in read.items():
        for token in cards:
            if token.card is None:
                free = next((c for c in token.chaff_of if c not in shown_by), None)
                if free is None:
                    problems.append(
                        Problem(
                            Code.TOO_MANY_CHAFF,
                            msg("hachi-hachi.bad-teyaku.no-chaff-left", text=token.text),
                            f"teyaku.{player}",
                        )
                    )
                else:
                    _show(free, player, shown_by, exact, problems)
    return tuple(_declared(player, ids, frozenset(exact[player]), problems) for player, (ids, _) in read.items())


def _show(
    card: int, player: str, shown_by: dict[int, str], exact: dict[str, set[int]], problems: list[Problem]
) -> None:
    other = shown_by.get(card)
    if other is not None:
        problems.append(
            Problem(
                BAD_TEYAKU,
                msg("hachi-hachi.bad-teyaku.shown-twice", card=CARDS[card], first=other, second=player),
                f"teyaku.{player}",
            )
        )
        return
    shown_by[card] = player
    exact[player].add(card)


def _declared(player: str, ids: list[str], cards: frozenset[int], problems: list[Problem]) -> Declared:
    where = f"teyaku.{player}"
    by_group: dict[str, list[str]] = {"A": [], "B": []}
    for i in ids:
        by_group[BY_ID[i].group].append(i)
    for group, named in by_group.items():
        if len(named) > 1:
            problems.append(
                Problem(
                    BAD_TEYAKU,
                    msg(
                        "hachi-hachi.bad-teyaku.two-of-group", player=player, group=group, ids=joined(named, ", ", "、")
                    ),
                    where,
                )
            )
    a_written = by_group["A"][0] if by_group["A"] else None
    b_id = by_group["B"][0] if by_group["B"] else None
    a_id = None
    if cards:
        a_id = group_a_row(cards)
        if a_id is None:
            problems.append(
                Problem(BAD_TEYAKU, msg("hachi-hachi.bad-teyaku.no-row", player=player, cards=_listed(cards)), where)
            )
        elif a_written is not None and a_written != a_id:
            problems.append(
                Problem(
                    BAD_TEYAKU,
                    msg(
                        "hachi-hachi.bad-teyaku.other-row", player=player, written=BY_ID[a_written], formed=BY_ID[a_id]
                    ),
                    where,
                )
            )
    elif a_written is not None:
        problems.append(
            Problem(BAD_TEYAKU, msg("hachi-hachi.bad-teyaku.no-cards", player=player, id=BY_ID[a_written]), where)
        )
    if b_id is not None and b_contradiction(b_id, cards):
        problems.append(
            Problem(
                BAD_TEYAKU,
                msg("hachi-hachi.bad-teyaku.b-contradicted", player=player, id=BY_ID[b_id], cards=_listed(cards)),
                where,
            )
        )
    return Declared(player, a_id, a_written, cards, b_id)


def _listed(cards: Iterable[int]) -> object:
    return joined([CARDS[c] for c in sorted(cards)])
