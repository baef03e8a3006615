"""The language of the terminal views: English (the default) or Japanese.

Only the views read it; JSON, CSV and problem codes never change with it.  The language is
``--lang`` where a command has it, else the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``,
the first one set, starting ``ja``), else English.  Card and yaku names come from the data
(:mod:`hanascore.core.cards`, each game's yaku table); the words of the views are here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

LANGUAGES = ("en", "ja")

#: Every view word: key -> (English, Japanese).  ``{name}``-style fields are filled by :func:`t`.
WORDS: dict[str, tuple[str, str]] = {
    "points": ("{value} point{plural}", "{value}点"),
    "chaff": ("chaff", "カス"),
    "brights": ("brights", "光"),
    "animals": ("animals", "タネ"),
    "ribbons": ("ribbons", "短冊"),
    "pile": ("pile", "取り札"),
    "empty": ("(empty)", "(なし)"),
    "card points": ("card points: {points}", "札の点: {points}"),
    "sat out": ("sat this round out: scores 0", "この回は休み: 0点"),
    "stopped by": ("stopped by {name}", "{name}の上がり"),
    "nobody dead": ("nobody (dead)", "誰のものでもない (死に札)"),
    "dead": ("dead (scored by nobody): ", "死に札 (誰の点にもならない): "),
    "carried": ("carried over to later rounds: {list}", "後の回へ持ち越し: {list}"),
    "pays": ("{payer} pays {payee} {amount}", "{payer}は{payee}に{amount}払う"),
    "nobody pays": ("nobody pays anybody", "支払いなし"),
    "winner": ("winner:", "勝者:"),
    "next dealer": ("next dealer:", "次の親:"),
    "next dealer line": ("next dealer: {name}", "次の親: {name}"),
    "warning": ("warning:", "注意:"),
    "score": ("score", "得点"),
    "dealer override": (
        "the sheet's dealer: {dealer} (the rotation named {scheduled})",
        "札の記録による親: {dealer} (順番では{scheduled})",
    ),
    # The ledger views.
    "round added": (
        "[bold]round {number}[/] in game {game}, dealt by {dealer}",
        "[bold]第{number}回[/] (ゲーム {game})、親: {dealer}",
    ),
    "round recorded": (
        "[bold]round {number}[/] recorded in game {game}, dealt by {dealer}",
        "[bold]第{number}回[/]を記録 (ゲーム {game})、親: {dealer}",
    ),
    "round shown": (
        "[bold]round {number}[/] of game {game}, dealt by {dealer}",
        "[bold]第{number}回[/] (ゲーム {game})、親: {dealer}",
    ),
    "round replaced": (
        "[bold]round {number}[/] of game {game} replaced (dealt by {dealer})",
        "[bold]第{number}回[/]を差し替え (ゲーム {game}、親: {dealer})",
    ),
    "party": ("party", "参加者"),
    "members": ("members", "メンバー"),
    "total": ("total", "合計"),
    "victories": ("victories", "勝数"),
    "points column": ("points", "点"),
    "game": ("game", "ゲーム"),
    "rounds of": ("rounds: {played} of {rounds} played", "回数: {rounds}回中{played}回終了"),
    "rounds left": (", {left} left", "、残り{left}回"),
    "rounds target": ("rounds: {played} played, first to {target} wins", "回数: {played}回終了、先に{target}点で勝ち"),
    "carried multipliers": ("carried multipliers: {list} (next one first)", "持ち越しの倍率: {list} (先頭から)"),
    "game over winner": ("game over: {name} wins with {total}", "終了: {name}の勝ち ({total})"),
    "game over tie": ("game over: tie for the lead between {names}", "終了: {names}が首位で同点"),
    "totals": ("totals:", "合計:"),
    "stake": ("at {stake} per point", "1点{stake}"),
    "wins money": ("{name} wins {amount}", "{name}は{amount}の勝ち"),
    "owes money": ("{name} owes {amount}", "{name}は{amount}の負け"),
    "even": ("{name} is even", "{name}は差し引きなし"),
    "differences": (
        "the totals do not sum to zero: every pair of parties settles the difference of its totals",
        "合計の和が0ではないため、各組が合計の差額を精算する",
    ),
    "settled": ("settled in {count} payment{plural}:", "支払い{count}件で精算:"),
    "no rounds": ("no rounds yet", "まだ対局なし"),
    "round": ("round", "回"),
    "dealer": ("dealer", "親"),
    "winner column": ("winner", "勝者"),
    "note": ("note", "備考"),
    "played": ("played: {names}", "対局: {names}"),
    "adj.": ("adj.", "調整"),
    "adjustment note": ("adjustment: {reason}", "調整: {reason}"),
    "history block": (
        "[bold]round {number}[/] · dealt by {dealer} · won by {winner}",
        "[bold]第{number}回[/] · 親 {dealer} · 勝者 {winner}",
    ),
}

#: Words of the games' written-out formulas (English data of the game modules), longest
#: first, so a Japanese view reads them in Japanese; the numbers stay as they are.
FORMULA_WORDS: tuple[tuple[str, str], ...] = (
    ("opponents' yaku", "相手の役"),
    ("opponent's yaku", "相手の役"),
    ("both opponents' yaku", "相手二人の役"),
    ("own yaku", "自分の役"),
    ("opponent's cards", "相手の札"),
    ("card points", "札の点"),
    ("dekiyaku", "出来役"),
    ("cards", "札"),
    ("no dekiyaku", "出来役なし"),
    ("stops the round", "で上がり"),
    ("receives", "受け取り"),
    ("pays", "払う"),
    ("won", "勝ち"),
    ("lost", "負け"),
    ("a tie: nobody pays", "引き分け: 支払いなし"),
)

_language: str | None = None


def locale_language(environ: Mapping[str, str] = os.environ) -> str:
    """``"ja"`` when the locale's messages are Japanese, else ``"en"``.

    The first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides, as POSIX
    orders them.
    """
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def set_language(language: str | None) -> None:
    """Use ``language`` (``"en"`` or ``"ja"``) for the views; None: the locale's."""
    if language is not None and language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    global _language
    _language = language


def language() -> str:
    """The language of the views: ``--lang``, else the locale's."""
    return _language if _language is not None else locale_language()


def japanese() -> bool:
    return language() == "ja"


def t(key: str, **fields: object) -> str:
    """The view word ``key`` in the current language, its fields filled in."""
    english, japanese_text = WORDS[key]
    return (japanese_text if japanese() else english).format(**fields)


def number(amount: int) -> str:
    """An amount of money with thousands separators: ``1,200``."""
    return f"{amount:,}"


def formula(text: str, yaku_names: Mapping[str, str]) -> str:
    """A game's written-out formula in the current language: in Japanese its words and the
    yaku names of ``yaku_names`` (English -> Japanese) are replaced, longest first."""
    if not japanese():
        return text
    words = dict(FORMULA_WORDS) | {english: ja for english, ja in yaku_names.items() if english and ja}
    # One pass over whole words: a replacement is never replaced again, and a player called
    # "Won" keeps the name.
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")\b")
    return pattern.sub(lambda match: words[match.group(0)], text)
