"""What the questions of interactive entry share about an answer: the problems it can bring by
itself or with another answer, the words for an empty pile, what the line editor offers for it
(:class:`Editing`), and how problems and yes/no answers are read.

Kept apart from :mod:`hanascore.cli.prompts` so that the line editor
(:mod:`hanascore.cli.line_editing`) and the questions import it without importing each other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rich.cells import cell_len

from hanascore.core.counted_piles import CountedWords
from hanascore.core.errors import Code, Problem
from hanascore.core.words import Language, say
from hanascore.views.entry_model import CARD_CODES, fresh, head

__all__ = ["CARD_CODES", "fresh", "head"]  # the model's, read here by the questions

#: Problems between two answers (the same card in two piles): the user may keep this answer
#: and fix the other one.  Any other problem is in the answer itself and must be fixed there.
CONFLICT_CODES = frozenset({Code.DUPLICATE_CARD, Code.TOO_MANY_CHAFF, Code.INACTIVE_PILE})

#: Answers that mean "this pile is empty" (a bare Enter could be a slip of the finger).
EMPTY_WORDS = frozenset({"none", "nothing", "-", '""', "なし"})
#: The answers read as yes and as no, in either language whatever the language shown.
YES_WORDS = frozenset({"y", "yes", "はい"})
NO_WORDS = frozenset({"n", "no", "いいえ"})


#: Typed alone as an answer: back to the question before (Shift-Tab on a line editor).
BACK_MARK = "<"


class GoBack(Exception):
    """The user went back a question (``<`` or the language's word for back, or Shift-Tab)."""


def goes_back(answer: str) -> bool:
    """True for an answer that asks for the question before: ``<``, or ``back`` (戻る) in
    either language whatever the language shown."""
    word = answer.strip().lower()
    return word == BACK_MARK or word in (say("en", "entry.back-word"), say("ja", "entry.back-word"))


@dataclass(frozen=True)
class Editing:
    """What the line editor offers for one question: cards of ``deck`` or ``names`` to complete
    (a card answer also gets its running count and refuses a card named twice); ``counted``,
    the words of a game's counted piles (its kinds after a count, its ``yaku`` after ``+``;
    ``yaku_aliases``, the other words for them, ``goko``, each with the id it stands for;
    ``japanese``, each kind's and yaku's Japanese word; ``one_key``, the keys that answer a
    yes/no question alone; ``words``, what the first token may be besides cards)."""

    deck: frozenset[int] | None = None
    names: tuple[str, ...] = ()
    counted: CountedWords | None = None
    yaku: tuple[str, ...] = ()
    yaku_aliases: tuple[tuple[str, str], ...] = ()
    #: The Japanese word of each kind and yaku id (``brights``: 光), as the toolbar says them.
    japanese: tuple[tuple[str, str], ...] = ()
    #: Keys that answer the question by themselves, typed on an empty line (``y``, ``n``: no
    #: Enter needed).
    one_key: tuple[str, ...] = ()
    #: Words the answer's first token may be (a fact's :attr:`FactField.words`: teyaku ids).
    words: tuple[str, ...] = ()


def about_other_answers(problem: Problem) -> bool:
    """True for a problem a fact answer may leave for another answer to cure (the game's checks
    weigh a fact against the piles: the pile may be the one at fault)."""
    return problem.code not in (Code.UNKNOWN_CARD, Code.UNKNOWN_PLAYER, Code.BAD_ANSWER, Code.BAD_FACT)


def yes_no(answer: str) -> bool | None:
    """True for a yes, False for a no (``y``, ``はい``; ``n``, ``いいえ``), None for neither."""
    word = answer.strip().lower()
    if word in YES_WORDS:
        return True
    if word in NO_WORDS:
        return False
    return None


#: How a question's parts are framed, by language: its default, its note, the colon before
#: the answer (Japanese in full-width brackets and colon).
FRAMES: dict[Language, tuple[str, str, str, str, str]] = {
    "en": (" [", "]", "(", ")", ": "),
    "ja": ("［", "］", "（", "）", "："),
}

#: Japanese text breaks between any two characters, but never before closing punctuation
#: (kinsoku) nor inside a run of ASCII (a card code, a name, ``Ctrl-C``).
_JAPANESE_UNITS = re.compile(r"[!-~]+[、。）」』：？！］]*|\s+|.[、。）」』：？！］]*")


def units(text: str, lang: Language) -> tuple[list[str], str]:
    """``text`` in the pieces a line may break between, and what joins two pieces on a line:
    English words joined by a space, Japanese characters (and ASCII runs) joined by nothing."""
    if lang == "ja":  # a space is a piece of its own ("10 11"), dropped where a line breaks
        return [" " if not u.strip() else u for u in _JAPANESE_UNITS.findall(text.strip())], ""
    return text.split(), " "


def fold(words: list[tuple[str, str]], width: int, joiner: str = " ") -> list[list[tuple[str, str]]]:
    """``words`` (style, word) laid on lines of at most ``width`` cells, broken only between
    words, ``joiner`` between two words of a line (a word longer than a line gets a line of its
    own, where the terminal folds it)."""
    lines: list[list[tuple[str, str]]] = [[]]
    used = 0
    gap = cell_len(joiner)
    for style, word in words:
        size = cell_len(word)
        if lines[-1] and used + gap + size > width:
            lines.append([])
            used = 0
        if not word.strip() and not lines[-1]:
            continue  # a space where a line breaks (Japanese, joined by nothing)
        if lines[-1] and joiner:
            lines[-1].append((style, joiner))
            used += gap
        lines[-1].append((style, word))
        used += size
    return lines


def fold_text(text: str, width: int, lang: Language = "en") -> str:
    """``text`` as it is when it fits in ``width`` cells, else folded between words (between
    characters in Japanese)."""
    if cell_len(text) <= width:
        return text
    pieces, joiner = units(text, lang)
    return "\n".join("".join(word for _, word in line) for line in fold([("", w) for w in pieces], width, joiner))


#: Cells a question leaves free on its line for the answer before its note moves above it.
ANSWER_ROOM = 16


def prompt_layout(
    prompt: str, default: str | None, note: str | None, width: int, lang: Language = "en"
) -> list[tuple[str, str]]:
    """A question as the line editor shows it, in (style, text) parts: ``prompt [default]
    (note): `` on one line where it fits in ``width`` cells with room left to type the answer
    (:data:`ANSWER_ROOM`); else the note on lines of its own above the question, and every
    line folded between words, never mid-word, the terminal's last cell left free (so that the
    terminal never folds a line itself).  Japanese is framed ``prompt［default］（note）：``
    and folded between characters."""
    opening, closing, before_note, after_note, colon = FRAMES[lang]
    asked = [("bold", prompt)]
    if default is not None:
        asked.append(("ansicyan", f"{opening}{default}{closing}"))
    noted = [("ansibrightblack", f"{before_note}{note}{after_note}")] if note else []
    space = [("", " ")] if lang == "en" else []
    whole = [*asked, *((*space, *noted) if noted else ()), ("", colon)]
    limit = max(width - 1, 8)
    if sum(cell_len(text) for _, text in whole) <= width - ANSWER_ROOM:
        return whole
    parts: list[tuple[str, str]] = []
    if noted:
        pieces, joiner = units(noted[0][1], lang)
        for line in fold([(noted[0][0], w) for w in pieces], limit, joiner):
            parts += [*line, ("", "\n")]
    # A Japanese default (［なし］, a pile's cards) is kept whole on its line.
    words = [
        (style, w)
        for style, text in asked
        for w in ([text] if lang == "ja" and style == "ansicyan" else units(text, lang)[0])
    ]
    words[-1] = (words[-1][0], words[-1][1] + colon.strip())
    joiner = units("", lang)[1]
    lines = fold(words, limit - 1, joiner)
    # The answer is typed after the question's last line: it keeps some room for it.
    last = lines[-1]
    if sum(cell_len(text) for _, text in last) > width - ANSWER_ROOM // 2:
        alone = [part for part in last if not (joiner and part[1] == joiner)]
        lines[-1:] = fold(alone, max(width - ANSWER_ROOM, 8), joiner)
    for index, line in enumerate(lines):
        parts += [*line, ("", "\n" if index < len(lines) - 1 else colon[len(colon.strip()) :])]
    return parts
