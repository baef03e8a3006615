"""The glossary of hanascore's Japanese: one word per thing, as players of hanafuda write it,
and the words not to use for that thing (invented, borrowed from another game, or a second name
for the same thing).

It is kept beside the word table it rules: every Japanese side of the table (and of a game's own
words) is checked against it by the tests (``tests/test_issue31_glossary.py``), so that the score,
the standings, the page, the exports and the questions all call one thing by one word.  Beside
the words, how Japanese text is written here: full-width （）and ：inside Japanese text (a code,
a key or a command keeps its own half-width marks), plain form in messages, counters after
numbers (3点, 3貫, 2人, 第3局), no ``key = value`` settings syntax inside a sentence (a house rule
or a sheet's key is named in quotes only where the reader must type it), no romaji.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Term:
    """One thing and its Japanese ``word``; ``avoid``: patterns (regular expressions) of the
    words that must not stand for it, ``why`` says why in a few words."""

    thing: str
    word: str
    avoid: tuple[str, ...] = ()
    why: str = ""


#: Every thing the word table names in Japanese, with its one word.
GLOSSARY: tuple[Term, ...] = (
    Term("sheet", "記録表", ("手札表",), "a 手札 is a hand, not a record"),
    Term("ledger", "台帳", ("帳簿",), "one word for the ledger"),
    Term(
        "round",
        "局",
        (
            r"第[^第回。、]{0,24}回(?!数)",
            r"(?:この|その|あの|各|毎|前の|後の|次の|最高の|最低の|勝った|終わった|打った|終了した|すべての|"
            r"数えた|打ち切った|取り消せる|上がった|同じ)回(?![数目])",
            r"[一1]回(?:分|を打|平均|あたり|ごと)",
            r"回戦",
            r"初回",
            r"回[中終]",
            r"回(?:が|を)(?:あり|ない|入力)",
            r"残り\{?\w*\}?回",
        ),
        "局 for a round, as in 流局; 回 stays for times (こいこいの回数)",
    ),
    Term("drawn round", "流局"),
    Term("player", "打ち手", ("プレイヤー", "参加者", "メンバー"), "one word for who plays"),
    Term("wild card", "化け札", ("鬼札", "親札"), "親札 reads as the dealer's card"),
    Term("the Gaji", "ガジ"),
    Term("draw pile", "山札", (r"山(?!札)",), "山 alone is a mountain"),
    Term("starting field", "最初の場札", ("配りの場",), "invented"),
    Term("end field", "場に残った札", ("終わりの場",), "invented"),
    Term("yaku", "役", ("特別役",), "invented"),
    Term("dekiyaku", "出来役"),
    Term("teyaku", "手役"),
    Term("bright", "光札"),
    Term("animal", "タネ", (r"(?<![変品])種(?!類)",), "種 is the sound, タネ the word players write"),
    Term("ribbon", "短冊"),
    Term("chaff", "カス"),
    Term("points", "点"),
    Term("kan", "貫"),
    Term("mon", "文"),
    Term("dealer", "親"),
    Term("Sakura", "桜", (r"(?<!ハワイ)花札(?!・)",), "花札 is every game; Sakura is 桜 (ハワイ花札)"),
    Term("Chu", "チュー", (r"(?:^|(?<=[（(、\s]))中(?=$|[）)、\s]|と(?:場佐|バサ))",), "a Hawaiian term: katakana"),
    Term("Basa", "バサ", ("場佐",), "a Hawaiian term: katakana"),
    Term("Shira Basa", "シラバサ", ("白場佐",), "a Hawaiian term: katakana"),
    Term("2 players", "2人"),
    Term("the rating's μ and σ", "μ, σ", (r"\bmu\b", r"\bsigma\b"), "symbols beside Japanese words"),
)

#: The avoided words of every term, compiled once (the tests and a checker use them).
_AVOIDED: tuple[tuple[Term, re.Pattern[str]], ...] = tuple(
    (term, re.compile(pattern)) for term in GLOSSARY for pattern in term.avoid
)

#: What a Japanese text may hold in ASCII as it is: a placeholder, a quoted code or command, rich
#: markup, an option.  Cut out before a text is read for words, so that a key the reader types
#: (``'hanascore export --format csv'``) is not taken for a word.
_CODE = re.compile(r"\{[^{}]*\}|'[^'\n]*'|\"[^\"\n]*\"|`[^`\n]*`|\[/?\w*\]|--[\w-]+")

#: A Japanese letter or full-width mark.
_JAPANESE = r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]"
#: A half-width bracket or colon with Japanese text on either side (a space between allowed).
_HALF_WIDTH = re.compile(rf"(?<={_JAPANESE})\s?[():]|[():]\s?(?={_JAPANESE})")
#: Polite endings: messages are written in plain form.
_POLITE = re.compile(r"です(?!で)|ます|ません|ください|ました")
#: A house rule or a key set inside a sentence (``zero_sum = False``).
_SETTING = re.compile(r"\b[a-z][a-z_]*[a-z]\s?=\s?[\w\"]")


def as_read(text: str) -> str:
    """``text`` with what it holds as code (placeholders, quoted keys and commands, markup) each
    read as one ASCII letter: neither a Japanese word nor Japanese text around a mark."""
    return _CODE.sub("x", text)


def misused(text: str) -> list[tuple[Term, str]]:
    """The avoided words in the Japanese ``text``, each with the term it stands for."""
    read = as_read(text)
    return [(term, found.group()) for term, pattern in _AVOIDED for found in pattern.finditer(read)]


def half_width_marks(text: str) -> list[str]:
    """The half-width ``(`` ``)`` ``:`` inside Japanese text (beside a Japanese letter)."""
    return [found.group() for found in _HALF_WIDTH.finditer(as_read(text))]


def polite(text: str) -> list[str]:
    """The polite endings (です, ます, ...) in ``text``: a message is written in plain form."""
    return _POLITE.findall(text)


def settings_syntax(text: str) -> list[str]:
    """``key = value`` written inside a Japanese sentence, outside quotes."""
    return [found.group() for found in _SETTING.finditer(as_read(text))]
