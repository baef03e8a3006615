"""What the questions of interactive entry share about an answer: the problems it can bring by
itself or with another answer, the words for an empty pile, what the line editor offers for it
(:class:`Editing`), and how problems and yes/no answers are read.

Kept apart from :mod:`hanascore.cli.prompts` so that the line editor
(:mod:`hanascore.cli.line_editing`) and the questions import it without importing each other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from hanascore.core.errors import Code, Problem

#: Problems one pile or field answer can bring by itself: it is asked again until they are gone.
CARD_CODES = frozenset(
    {
        Code.UNKNOWN_CARD,
        Code.NOT_IN_DECK,
        Code.DUPLICATE_CARD,
        Code.TOO_MANY_CHAFF,
        Code.BAD_REST,
        Code.BAD_LEFTOVER,
        Code.INACTIVE_PILE,
    }
)

#: Problems between two answers (the same card in two piles): the user may keep this answer
#: and fix the other one.  Any other problem is in the answer itself and must be fixed there.
CONFLICT_CODES = frozenset({Code.DUPLICATE_CARD, Code.TOO_MANY_CHAFF, Code.INACTIVE_PILE})

#: Answers that mean "this pile is empty" (a bare Enter could be a slip of the finger).
EMPTY_WORDS = frozenset({"none", "nothing", "-", '""'})


@dataclass(frozen=True)
class Editing:
    """What the line editor offers for one question: cards of ``deck`` or ``names`` to complete
    (a card answer also gets its running count and refuses a card named twice)."""

    deck: frozenset[int] | None = None
    names: tuple[str, ...] = ()


def head(where: str | None) -> str:
    return (where or "").split(".", 1)[0]


def fresh(before: Iterable[Problem], after: Iterable[Problem]) -> list[Problem]:
    """The problems of ``after`` that ``before`` did not have."""
    seen = Counter(before)
    fresh = []
    for problem in after:
        if seen[problem]:
            seen[problem] -= 1
        else:
            fresh.append(problem)
    return fresh


def about_other_answers(problem: Problem) -> bool:
    """True for a problem a fact answer may leave for another answer to cure (the game's checks
    weigh a fact against the piles: the pile may be the one at fault)."""
    return problem.code not in (Code.UNKNOWN_CARD, Code.UNKNOWN_PLAYER, Code.BAD_ANSWER, Code.BAD_FACT)


def yes_no(answer: str) -> bool | None:
    word = answer.strip().lower()
    if word in ("y", "yes"):
        return True
    if word in ("n", "no"):
        return False
    return None
