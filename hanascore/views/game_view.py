"""One view model of a game: standings, history rows, totals, chart points, settle-up.

Built once from a replayed game (:class:`~hanascore.ledger.replay.Ledger`) in one language
(:func:`game_view`), and drawn by every renderer of a game: the terminal's ``standings`` and
``history`` (:mod:`hanascore.views.standings`), the page and the HTML export (the same
partials), markdown and CSV.  Every word is already in the view's language; every name is as
the players typed it, each document making it safe its own way: a round's note keeps the
names in it apart (:class:`Said`) so that markdown escapes them as markdown and the terminal as
rich markup.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal

from hanascore.core import words
from hanascore.core.result import RoundResult
from hanascore.core.settle import Settlement, settle_totals
from hanascore.core.words import Language
from hanascore.games import find_game
from hanascore.games.base import Game
from hanascore.ledger.replay import Ledger, ReplayedNote, ReplayedRound, Row
from hanascore.views.round_view import round_note

#: What stands for the players' names while a note is said (private-use characters, which no
#: word of the table holds): ``\ue000`` index ``\ue001``.
_NAME = re.compile("\ue000([0-9]+)\ue001")


@dataclass(frozen=True, slots=True)
class Said:
    """Words with the players' names in them kept apart: ``parts`` alternate the words (even
    places) and the names (odd places), so each document makes the names safe its own way."""

    parts: tuple[str, ...] = ("",)

    def text(self, name: Callable[[str], str] = str) -> str:
        """The words, each name made safe for the document by ``name``."""
        return "".join(part if index % 2 == 0 else name(part) for index, part in enumerate(self.parts))

    def __str__(self) -> str:
        return self.text()


def said(build: Callable[[Callable[[str], str]], str]) -> Said:
    """What ``build`` says (given how to write a name), with the names in it kept apart."""
    names: list[str] = []

    def name(text: str) -> str:
        names.append(text)
        return f"\ue000{len(names) - 1}\ue001"

    text = build(name)
    if not names:  # most rounds' notes name nobody
        return Said((text,))
    pieces = _NAME.split(text)
    return Said(tuple(names[int(piece)] if index % 2 else piece for index, piece in enumerate(pieces)))


@dataclass(frozen=True, slots=True)
class Standing:
    """One party in the standings: its place (tied parties share the better one), its total
    in the game's unit (and its points where the total counts something else)."""

    name: str
    members: tuple[str, ...]
    total: int
    points: int | None
    place: int
    leads: bool


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One entry of the history: a round, an adjustment or a note, with each party's running
    total after it and what it added (``adds``: only the parties it moved)."""

    kind: Literal["round", "adjustment", "note"]
    totals: Mapping[str, int]
    adds: Mapping[str, int]
    #: A round's note (its multiplier, how it was won, who played…), an adjustment's words
    #: (``adjustment: reason``), a note's text.
    note: Said
    number: int | None = None
    dealer: str = ""
    winner: str = ""
    #: The round's winner only deals next (the most card points): not said to have won it.
    deals_only: bool = False
    #: An adjustment's party, amount and reason; a note's text.
    party: str = ""
    amount: int = 0
    reason: str = ""
    text: str = ""
    #: The round's result, for the views that explain it (the HTML export, the page).
    result: RoundResult | None = None

    def score(self, name: str) -> int:
        """What the entry added to ``name``'s total (0 where it moved none)."""
        return self.adds.get(name, 0)


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """A step of the running-totals chart: the totals after an entry that counts (a note
    moves none), and its round's number (None for an adjustment)."""

    round: int | None
    totals: Mapping[str, int]

    def __getitem__(self, key: str) -> object:  # the chart reads its entries as mappings
        return getattr(self, key)

    def get(self, key: str, default: object = None) -> object:
        return getattr(self, key, default)


@dataclass(frozen=True, slots=True)
class GameView:
    """A game as every view draws it, in ``lang``."""

    id: str
    lang: Language
    name: str
    game: str
    #: The game's name in ``lang`` (``Mushi``, or ``虫``), and as a document's title
    #: (``Mushi 虫``, or ``虫``).
    game_name: str
    game_title: str
    variant: str | None
    players: tuple[str, ...]
    teams: Mapping[str, tuple[str, ...]] | None
    rounds: int | None
    target: int | None
    rounds_played: int
    #: How far the game is, in words (``3 of 12 rounds played, 9 left``).
    length: str
    #: The heading of the totals' column: the game's unit (``total``, or Sakura's victories).
    unit: str
    over: bool
    winner: str | None
    leaders: tuple[str, ...]
    next_dealer: str | None
    #: Multipliers carried to the next rounds, next one first.
    carried: tuple[int, ...]
    standings: tuple[Standing, ...]
    rows: tuple[HistoryRow, ...]
    totals: Mapping[str, int]
    points: Mapping[str, int] | None
    chart: tuple[ChartPoint, ...]
    #: Who pays whom at a stake (None: no stake asked).
    settlement: Settlement | None = None

    @property
    def parties(self) -> tuple[str, ...]:
        """The parties in seating order."""
        return tuple(self.totals)


def history_row(row: Row, game: Game, lang: Language) -> HistoryRow:
    """One entry of a game's history in ``lang``."""
    if isinstance(row, ReplayedRound):
        result = row.result
        return HistoryRow(
            "round",
            row.totals,
            row.adds,
            said(lambda name: round_note(result, row.sheet.active, game, lang, name)),
            number=row.number,
            dealer=row.dealer,
            winner=result.winner,
            deals_only=game.shows.winner_only_deals(result),
            result=result,
        )
    if isinstance(row, ReplayedNote):
        return HistoryRow("note", row.totals, {}, Said(("", row.entry.text, "")), text=row.entry.text)
    entry = row.entry
    return HistoryRow(
        "adjustment",
        row.totals,
        row.adds,
        said(lambda name: words.say(lang, "adjustment-note", reason=name(entry.reason))),
        party=entry.party,
        amount=entry.amount,
        reason=entry.reason,
    )


def places(totals: Mapping[str, int]) -> dict[str, int]:
    """Each party's place by its total, highest first; tied parties share the better place."""
    ranked = sorted(totals.values(), reverse=True)
    return {name: ranked.index(total) + 1 for name, total in totals.items()}


def game_length(ledger: Ledger, lang: Language) -> str:
    """How far the game is: rounds played of its length and rounds left, or of its target."""
    definition = ledger.definition
    if definition.rounds is None:
        return words.say(lang, "rounds-target", played=ledger.rounds_played, target=definition.target)
    length = words.say(lang, "rounds-of", played=ledger.rounds_played, rounds=definition.rounds)
    return length if ledger.over else length + words.say(lang, "rounds-left", left=ledger.rounds_left)


def _variant_name(game: Game, variant: str | None, lang: Language) -> str | None:
    """The game's variant as the view names it: its id, or in Japanese its Japanese name."""
    found = game.variant(variant) if variant else None
    return found.japanese if found is not None and lang == "ja" and found.japanese else variant


def game_view(
    game_id: str, ledger: Ledger, lang: Language, *, stake: int | None = None, history: bool = True
) -> GameView:
    """The view of game ``game_id`` as ``ledger`` replayed it, in ``lang``; with ``stake``
    (money per point), who pays whom to settle the totals.  Without ``history`` its rows are
    left out: the page explains each entry itself, once, kept with its row
    (:func:`history_row`), where every row said again after each change would cost a long
    game's page the time its kept rows save."""
    definition = ledger.definition
    game = find_game(definition.game)
    teams = {name: tuple(members) for name, members in definition.teams.items()} if definition.teams else None
    leaders = tuple(ledger.leaders)
    place = places(ledger.totals)
    standings = tuple(
        Standing(
            name,
            teams[name] if teams else (name,),
            total,
            ledger.points[name] if ledger.points is not None else None,
            place[name],
            name in leaders,
        )
        for name, total in ledger.totals.items()
    )
    tally = definition.tally
    return GameView(
        id=game_id,
        lang=lang,
        name=definition.name,
        game=definition.game,
        game_name=game.japanese if lang == "ja" else game.name,
        game_title=game.japanese if lang == "ja" else f"{game.name} {game.japanese}",
        variant=_variant_name(game, definition.variant, lang),
        players=tuple(definition.players),
        teams=teams,
        rounds=definition.rounds,
        target=definition.target,
        rounds_played=ledger.rounds_played,
        length=game_length(ledger, lang),
        unit=words.say(lang, tally.word if tally is not None else "total"),
        over=ledger.over,
        winner=ledger.winner,
        leaders=leaders,
        next_dealer=ledger.next_dealer,
        carried=tuple(game.shows.multipliers(ledger.carried)),
        standings=standings,
        rows=tuple(history_row(row, game, lang) for row in ledger.rows) if history else (),
        totals=dict(ledger.totals),
        points=dict(ledger.points) if ledger.points is not None else None,
        chart=chart_points(ledger),
        settlement=settle_totals(ledger.totals, stake) if stake is not None else None,
    )


def chart_points(ledger: Ledger) -> tuple[ChartPoint, ...]:
    """The chart's steps: the totals after every entry that counts (a note moves none)."""
    return tuple(
        ChartPoint(row.number if isinstance(row, ReplayedRound) else None, row.totals)
        for row in ledger.rows
        if not isinstance(row, ReplayedNote)
    )
