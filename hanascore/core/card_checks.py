"""The shared checks of where a resolved round's cards lie (RULES.md section 2): every card
of the deck placed, no month dealt whole to the field, the deal's size, and the parity hint.
What the game says (its deck, its deal chart, its wild cards) comes with the round's game.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from hanascore.core.cards import CARDS, FLOWERS, MONTH_CARDS, format_cards
from hanascore.core.errors import Code, Joined, Problems, Words, joined, msg
from hanascore.core.round import Round

#: Each card as a one in its month's 3-bit counter: summed over some cards, one integer counts
#: the cards of every month (at most 4, so a counter never overflows into the next month's).
_MONTH_ONE: dict[int, int] = {card_id: 1 << 3 * (card_id // 10) for card_id in CARDS}
_EVERY_MONTH = sum(1 << 3 * month for month in FLOWERS)
_ODD, _ALL_FOUR = 1, 4


def _months_counted(cards: Iterable[int], bit: int) -> tuple[int, ...]:
    """The months whose count in ``cards`` has ``bit`` set (``_ODD``: an odd count,
    ``_ALL_FOUR``: all four cards), in month order."""
    counts = sum(map(_MONTH_ONE.__getitem__, cards))
    return _months_of(counts & bit * _EVERY_MONTH)


@functools.cache  # at most 2 x 4096 answers; every round asks one per pile (measured: 10% of scoring one)
def _months_of(bits: int) -> tuple[int, ...]:
    """The months whose 3-bit counter in ``bits`` is not 0, in month order."""
    return tuple(month for month in FLOWERS if bits >> 3 * month & 7)


@functools.cache  # one answer per set of months, like _months_of's
def _month_names(months: tuple[int, ...]) -> Joined:
    """The months' flowers, said in the reader's language: ``Pine, Iris`` (松・菖蒲)."""
    return joined((FLOWERS[m] for m in months), ", ", "・")


def months_dealt_whole(field_start: Iterable[int]) -> tuple[int, ...]:
    """Months whose four cards all lie in ``field_start``."""
    return _months_counted(field_start, _ALL_FOUR)


#: The most missing cards a problem names one by one: past a hand's worth, the list is no
#: help in finding them (a pile left out, a blank round on the page: all 48).
MISSING_NAMED = 12


def missing_cards(missing: list[int]) -> Words:
    """The ``missing-cards`` problem's words for the cards ``missing``: the first
    :data:`MISSING_NAMED` by name, then how many more."""
    named: list[object] = [CARDS[c] for c in missing[:MISSING_NAMED]]
    if len(missing) > MISSING_NAMED:
        named.append(msg("missing-cards.more", count=len(missing) - MISSING_NAMED))
    return msg("missing-cards", count_missing=len(missing), labels=joined(named))


def check_cards(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    """The shared checks of where the cards lie (RULES.md section 2)."""
    game = round_.game
    check_start_field(round_, problems)
    whole = game.whole_deck_placed
    if (not round_.stopped) if whole is None else whole(round_):
        missing = sorted(
            game.deck.difference(
                *round_.piles.values(), round_.field_end, game.junkable, round_.out_of_play, round_.elsewhere
            )
        )
        if missing:
            problems.add(Code.MISSING_CARDS, missing_cards(missing), "captured")
    if game.parity_hint:
        for party, pile in round_.piles.items():
            odd = _months_counted(pile, _ODD)
            if odd and len(odd) > 2 * len(pile & game.wild_cards):
                warnings.append(msg("warning.odd-pile", party=party, months=_month_names(odd)))


def check_start_field(round_: Round, problems: Problems) -> None:
    """The checks of the field as dealt: a month dealt whole, the deal's size (a counted
    round's too: its start field is cards)."""
    game = round_.game
    start = round_.field_start
    if start is not None:
        if game.four_of_a_month_misdeal:
            for month in months_dealt_whole(start):
                problems.add(
                    Code.MISDEAL,
                    msg("misdeal.all-four", name=FLOWERS[month], format_cards=format_cards(MONTH_CARDS[month])),
                    "field.start",
                )
        deal = game.deals.get(len(round_.active))
        if deal and len(start) not in {f for _, f in deal}:
            sizes = joined((str(f) for _, f in deal), " or ", "か")
            problems.add(
                Code.BAD_DEAL,
                msg("bad-deal", count_start=len(start), count_active=len(round_.active), sizes=sizes),
                "field.start",
            )
