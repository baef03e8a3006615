"""Koi-Koi's lucky hands (RULES.md 9.1): a sheet's ``[teyaku]`` read into the cards each player
showed and the lucky hand they form.

A shown entry holds cards (any notation) and, optionally, the id of the lucky hand (its
Japanese or English name too).  The cards decide: the four of a month are Four of a Kind
(teshi), a whole hand of eight in four same-month pairs is Four Pairs (kuttsuki); in a whole
hand both can be found.
"""

from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass

from hanascore.core.card_phrases import group_words, read_token
from hanascore.core.cards import CardNotationError, split_tokens
from hanascore.core.counted_piles import word_key
from hanascore.core.errors import Code, Problems, joined, msg
from hanascore.core.piles import Placement, resolve_piles, tokens
from hanascore.core.result import YakuHit
from hanascore.core.round import Round
from hanascore.games.koikoi.words import WORDS as SAID

POINTS = 6
#: A shown lucky hand the cards or the sheet contradict (Hachi-Hachi brings the same code).
BAD_TEYAKU = "bad-teyaku"


@dataclass(frozen=True, slots=True)
class LuckyHand:
    """A lucky hand's id and names."""

    id: str
    name: str
    japanese: str
    alias: str


def _lucky_hand(id_: str, alias: str) -> LuckyHand:
    """A lucky hand named as the game's words name it (``koi-koi.lucky-hand.<id>``)."""
    english, japanese = SAID[f"koi-koi.lucky-hand.{id_}"]
    return LuckyHand(id_, english, japanese, alias)


LUCKY_HANDS = (_lucky_hand("teshi", "four-of-a-kind"), _lucky_hand("kuttsuki", "four-pairs"))
#: Every word a sheet may name a lucky hand by -> its id: what a slip is told it is near.
WORDS = {w.lower(): h.id for h in LUCKY_HANDS for w in (h.id, h.japanese, h.alias)}
#: The same words as a sheet's token is looked up: with or without hyphens, any case
#: (``four-of-a-kind``, ``FourOfAKind``), as a yaku's (RULES.md 9.2).
BY_KEY = {word_key(w): h.id for h in LUCKY_HANDS for w in (h.id, h.japanese, h.alias)}
NAMES = {h.id: h for h in LUCKY_HANDS}


@dataclass(frozen=True, slots=True)
class Shown:
    """What one player showed: the cards, the id written (if any), the lucky hands they form."""

    cards: frozenset[int]
    declared: str | None
    formed: tuple[str, ...]


def formed_by(cards: frozenset[int]) -> tuple[str, ...]:
    """The lucky hands ``cards`` form: four of a month, or a whole hand of eight (4 + 2 + 1 + 1
    is teshi, 2 + 2 + 2 + 2 kuttsuki, 4 + 2 + 2 and 4 + 4 both); () when none."""
    months = Counter(c // 10 for c in cards)
    if len(cards) == 4:
        return ("teshi",) if len(months) == 1 else ()
    if len(cards) != 8:
        return ()
    found = ("teshi",) if 4 in months.values() else ()
    if all(n % 2 == 0 for n in months.values()):
        found += ("kuttsuki",)
    return found


def read_shown(round_: Round, problems: Problems) -> dict[str, Shown]:
    """Each player's shown lucky hand, in seating order; every problem with them reported."""
    written: dict[str, str] = round_.facts.teyaku or {}
    declared: dict[str, str | None] = {}
    groups = []
    for player, text in written.items():
        where = f"teyaku.{player}"
        cards_text, ids = [], []
        for token in group_words(split_tokens(text)):
            if word_key(token) in BY_KEY:
                ids.append(BY_KEY[word_key(token)])
                continue
            if not _is_card(token):
                close = difflib.get_close_matches(token.lower(), list(WORDS), n=1, cutoff=0.7)
                if close:
                    problems.add(Code.UNKNOWN_CARD, msg("koi-koi.unknown-teyaku", token=token, name=close[0]), where)
                    continue
            cards_text.append(token)
        if len(set(ids)) > 1:
            problems.add(BAD_TEYAKU, msg("koi-koi.teyaku-two-ids", player=player), where)
        declared[player] = ids[0] if ids else None
        groups.append((where, msg("koi-koi.place-shown", name=player), tokens(" ".join(cards_text), where, problems)))
    resolved = resolve_piles(groups, Placement(round_.game, problems), problems)
    shown: dict[str, Shown] = {}
    start = round_.field_start or frozenset()
    for player in written:
        where = f"teyaku.{player}"
        cards = resolved.get(where, frozenset())
        on_start = sorted(cards & start)
        if on_start:
            problems.add(
                BAD_TEYAKU, msg("koi-koi.shown-on-start", player=player, cards=joined(map(str, on_start))), where
            )
        formed = formed_by(cards)
        wrote = declared[player]
        if not cards and wrote is not None:  # named, not shown
            problems.add(
                BAD_TEYAKU, msg("koi-koi.lucky-hand-unshown", player=player, id=wrote, hand=NAMES[wrote]), where
            )
            continue
        if not formed:
            problems.add(BAD_TEYAKU, msg("koi-koi.no-lucky-hand", player=player, count=len(cards)), where)
            continue
        if wrote is not None and wrote not in formed:
            said = msg(
                "koi-koi.lucky-hand-mismatch",
                player=player,
                id=wrote,
                hand=NAMES[wrote],
                formed=joined(formed, " and "),
                formed_names=joined((NAMES[f] for f in formed), " and ", "と"),
            )
            problems.add(BAD_TEYAKU, said, where)
            continue
        shown[player] = Shown(cards, wrote, formed)
    return shown


def _is_card(token: str) -> bool:
    try:
        read_token(token)
    except CardNotationError:
        return False
    return True


def paid(shown: Shown, stack: bool) -> list[YakuHit]:
    """What a lucky hand pays: 6, or 12 for a hand forming both with ``lucky_hands_stack``;
    a hand forming both pays as the id written (teshi when none is)."""
    cards = tuple(sorted(shown.cards))
    ids = shown.formed if stack else (shown.declared or shown.formed[0],)
    return [YakuHit(i, NAMES[i].name, POINTS, cards) for i in ids]
