"""Results to share: a round or the standings in a few plain lines for a chat message
(``show N --format text``, ``standings --format text``).

Plain text in the command's language: no colour, no table rules, no markup, every line at most
:data:`WIDTH` columns (East Asian wide characters count two), and every stored name shown with
its hidden characters as escapes (:func:`~hanascore.core.text.visible`), as the other views do.
Loads no rich: the commands that read a game run without it.
"""

from __future__ import annotations

from collections.abc import Iterable

from wcwidth import wcswidth, wcwidth

from hanascore.core import words
from hanascore.core.settle import Settlement
from hanascore.core.text import visible
from hanascore.core.words import Language
from hanascore.games import find_game
from hanascore.ledger.replay import Ledger, ReplayedRound
from hanascore.views.game_view import game_length

#: The widest line: a phone's chat bubble.
WIDTH = 60
#: What joins the pieces of a line (and where a long line is folded).
JOIN = " · "


def _width(text: str) -> int:
    found = wcswidth(text)
    return found if found >= 0 else len(text)  # escapes made every control visible: never -1 in practice


def _cut(piece: str, width: int) -> list[str]:
    """A piece wider than ``width`` cut into lines of at most ``width`` columns."""
    lines, line, used = [], "", 0
    for char in piece:
        size = max(wcwidth(char), 0)
        if used + size > width:
            lines.append(line)
            line, used = "", 0
        line += char
        used += size
    return [*lines, line] if line else lines


def fold(pieces: Iterable[str], width: int = WIDTH, indent: str = "") -> list[str]:
    """``pieces`` joined by " · " into lines of at most ``width`` columns: a line is broken
    between pieces (the next line indented by ``indent``), a piece too wide for any line is
    cut."""
    lines: list[str] = []
    line = ""
    for piece in pieces:
        joined = f"{line}{JOIN}{piece}" if line else (indent if lines else "") + piece
        if _width(joined) <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        line = indent + piece
        if _width(line) > width:
            *whole, line = _cut(line, width)
            lines.extend(whole)
    if line:
        lines.append(line)
    return lines


def _name(text: str) -> str:
    return visible(text)


def _title(ledger: Ledger, lang: Language) -> str:
    """The game's name and which game it is: ``Friday · Mushi`` (its name alone where it says it)."""
    definition = ledger.definition
    game = find_game(definition.game)
    kind = game.japanese if lang == "ja" else game.name
    name = _name(definition.name)
    return name if name.startswith(kind) else f"{name}{JOIN}{kind}"


def _totals(ledger: Ledger, totals: dict[str, int], lang: Language) -> list[str]:
    """The running totals, leader first: ``Totals: Bo 39 · Ann -39``."""
    tally = ledger.definition.tally
    label = words.say(lang, "chat.tally", word=words.say(lang, tally.word)) if tally else words.say(lang, "totals")
    ranked = sorted(totals.items(), key=lambda item: -item[1])
    return fold(
        [
            f"{label}{'' if label.endswith('：') else ' '}{_name(name)} {total}"
            if index == 0
            else f"{_name(name)} {total}"
            for index, (name, total) in enumerate(ranked)
        ],
        indent="  ",
    )


def _settlement(settlement: Settlement | None, lang: Language, teams: bool) -> list[str]:
    """Who pays whom at the stake (nothing without one)."""
    if settlement is None:
        return []
    lines = [words.say(lang, "chat.stake", stake=words.number(settlement.stake))]
    if teams:
        lines += fold([words.say(lang, "per-team")])
    if not settlement.payments:
        return [*lines, "  " + words.say(lang, "nobody-pays")]
    for payment in settlement.payments:
        said = words.say(
            lang, "pays", payer=_name(payment.payer), payee=_name(payment.payee), amount=words.number(payment.amount)
        )
        lines += fold([f"  {said}"], indent="    ")
    return lines


def round_text(ledger: Ledger, row: ReplayedRound, settlement: Settlement | None, lang: Language) -> str:
    """Round ``row`` of the game for a chat: the game and the round, what each party got, the
    running totals after it and, with a stake, who pays whom to settle them."""
    rounds = ledger.definition.rounds
    number = (
        words.say(lang, "chat.round-of", number=row.number, rounds=rounds)
        if rounds is not None
        else words.say(lang, "chat.round", number=row.number)
    )
    lines = fold([_title(ledger, lang), number])
    winner = row.result.winner
    got = [f"{_name(name)} {amount:+d}" for name, amount in row.adds.items()]
    lines += fold(got)
    lines += fold(
        [words.say(lang, "chat.won", name=_name(winner)) if winner is not None else words.say(lang, "chat.no-winner")]
    )
    lines += _totals(ledger, row.totals, lang)
    lines += _settlement(settlement, lang, bool(ledger.definition.teams))
    return "".join(f"{line}\n" for line in lines)


def standings_text(ledger: Ledger, settlement: Settlement | None, lang: Language) -> str:
    """The standings for a chat: the game, how far it is, each party's total (leader first),
    who deals next or who won and, with a stake, who pays whom."""
    definition = ledger.definition
    lines = fold([_title(ledger, lang)])
    lines += fold([game_length(ledger, lang)])
    ranked = sorted(ledger.totals.items(), key=lambda item: -item[1])
    place = 0
    for index, (name, total) in enumerate(ranked):
        if index == 0 or total != ranked[index - 1][1]:
            place = index + 1  # tied parties share the better place
        lines += fold([f"{place}. {_name(name)} {total}"], indent="   ")
    if ledger.over:
        status = (
            words.say(lang, "game-over-winner", name=_name(ledger.winner), total=ledger.totals[ledger.winner])
            if ledger.winner is not None
            else words.say(lang, "game-over-tie", names=", ".join(_name(p) for p in ledger.leaders))
        )
    else:
        status = words.say(lang, "next-dealer-line", name=_name(ledger.next_dealer or ""))
    lines += fold([status])
    lines += _settlement(settlement, lang, bool(definition.teams))
    return "".join(f"{line}\n" for line in lines)
