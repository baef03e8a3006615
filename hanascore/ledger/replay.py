"""A game's ledger, re-derived: replay the stored facts in order to get every result and total.

A game stores only facts: its definition (:mod:`hanascore.ledger.definition`) and its
entries in the order they were made, each a round sheet as entered with the player who dealt
it, or an adjustment with its reason.  Everything else (each round's result, running totals,
who deals next, the value a game carries from round to round, whether the game is over and
who won) is worked out here by replaying the entries, so correcting round 3 re-scores every
round after it.  Nothing derived is stored per round: every read re-scores the stored sheets.

This module does no I/O: :mod:`hanascore.ledger.store` reads and writes the facts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, SheetError, Words, joined, msg
from hanascore.core.result import RoundResult
from hanascore.core.sheet import RawSheet, normalised
from hanascore.core.table import Table
from hanascore.games.scoring import score_sheet
from hanascore.games.sheets import read_sheet
from hanascore.ledger.definition import GameDefinition, unknown_dealer


def seated_dealers(definition: GameDefinition, entries: Sequence[Entry]) -> list[Entry]:
    """An imported game's entries with each round's dealer read as a sheet's (names match
    ignoring case, as the players line names them); every dealer who is not a player is a
    problem naming its entry, all reported at once (:class:`LedgerError`)."""
    table = definition.table
    seated: list[Entry] = []
    problems = []
    number = 0
    for index, entry in enumerate(entries, start=1):
        if isinstance(entry, RoundEntry):
            number += 1
            dealer = table.player_named(normalised(entry.dealer))
            if dealer is None:
                problem = unknown_dealer(table, entry.dealer, f"entries.{index}.dealer")
                problems.append(
                    Problem(problem.code, msg("prefix.round", number=number, message=problem.words), problem.where)
                )
                continue
            entry = replace(entry, dealer=dealer)
        seated.append(entry)
    if problems:
        raise LedgerError(problems)
    return seated


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """A round as entered: its sheet's text and who dealt it.

    ``written_back``: the text is hanascore's writing of a sheet that came as data, not text
    (from an older ledger, or an import without the text): an export says it had none."""

    text: str
    dealer: str
    written_back: bool = False


@dataclass(frozen=True)
class Adjustment:
    """An explicit change to one party's total (a fine, a correction, a drop-out fee)."""

    party: str
    amount: int
    reason: str


@dataclass(frozen=True)
class Note:
    """A note kept with the game (who brought the sake, why round 4 was replayed): in the
    order of the entries, changing no total."""

    text: str


Entry = RoundEntry | Adjustment | Note


@dataclass(frozen=True)
class ReplayedRound:
    """One round re-derived from its sheet."""

    number: int
    entry: RoundEntry
    result: RoundResult
    #: Who the chain of earlier rounds named to deal this round (before sit-out pass-on).
    scheduled_dealer: str
    #: Who would have dealt by the chain (after pass-on, or the sheet's own dealer).
    chain_dealer: str
    #: What this round adds to each party's total (its scores, or what the game's tally counts).
    adds: dict[str, int]
    totals: dict[str, int]
    points: dict[str, int] | None
    #: What the round before carried to this one (the game's own value, passed along unread).
    carried_in: Any = None
    #: The round's sheet as read from its text (once, by this replay).
    sheet: RawSheet = field(default_factory=RawSheet)

    @property
    def dealer(self) -> str:
        return self.entry.dealer

    @property
    def dealer_overridden(self) -> bool:
        """True when the sheet named its dealer (instead of following the chain)."""
        return self.sheet.dealer is not None


@dataclass(frozen=True)
class ReplayedAdjustment:
    """An adjustment with the running totals after it."""

    entry: Adjustment
    totals: dict[str, int]
    points: dict[str, int] | None

    @property
    def adds(self) -> dict[str, int]:
        return {self.entry.party: self.entry.amount}


@dataclass(frozen=True)
class ReplayedNote:
    """A note with the running totals it was written at (it changes none)."""

    entry: Note
    totals: dict[str, int]
    points: dict[str, int] | None

    @property
    def adds(self) -> dict[str, int]:
        return {}


Row = ReplayedRound | ReplayedAdjustment | ReplayedNote


def score_round(definition: GameDefinition, sheet: RawSheet, dealer: str, carried: Any = None) -> RoundResult:
    """Score ``sheet`` as a round of ``definition`` dealt by ``dealer`` (SheetError on a bad
    sheet, or a dealer who is none of the players: named as ``score`` names a sheet's)."""
    # The recorded dealer is the fact; a sheet's own dealer key was folded into it.
    table = definition.table
    seated = table.player_named(dealer)
    if seated is not None:
        return score_sheet(sheet, table, dealer=seated, carried=carried)
    problem = unknown_dealer(table, dealer)
    try:  # the sheet's other problems too, found as if the first player dealt
        score_sheet(sheet, table, dealer=table.players[0], carried=carried)
    except SheetError as error:
        if any(p.code is Code.LEDGER_MISMATCH and p.where == "game" for p in error.problems):
            raise  # a sheet for another game: its dealer, like the rest of it, only echoes that
        raise SheetError([problem, *error.problems], error.omitted) from None
    raise SheetError(problem)


def chain_dealer(table: Table, scheduled: str, sheet: RawSheet) -> str:
    """Who deals a round by the chain: the sheet's own dealer, else the scheduled one passed
    on when that player sits out (who played: the sheet's ``active``, or its piles)."""
    if sheet.dealer is not None:
        return table.player_named(sheet.dealer) or sheet.dealer
    # Without 'active', the piles may say who played (the scheduled dealer may have sat out).
    return table.pass_on(scheduled, sheet.active or table.playing_by_piles(sheet.captured))


def _prefixed(problems: Iterable[Problem], prefix: Words) -> list[Problem]:
    return [Problem(p.code, msg("prefix.any", prefix=prefix, message=p.words), p.where) for p in problems]


@dataclass(eq=False)
class Ledger:
    """A game's state after replaying its entries; :meth:`apply` adds one more."""

    definition: GameDefinition
    rows: list[Row] = field(default_factory=list)
    totals: dict[str, int] = field(default_factory=dict)
    #: Points per party when the totals count something else (the game's tally; None otherwise).
    points: dict[str, int] | None = None
    #: What the last round carried to the next (the game's own value, passed along unread).
    carried: Any = None
    over: bool = False
    #: The round after which the game ended (None while it runs).
    ended_after: int | None = None
    rounds_played: int = 0
    _last_next_dealer: str | None = None

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = dict.fromkeys(self.definition.party_names, 0)
        if self.points is None and self.definition.tally is not None:
            self.points = dict.fromkeys(self.definition.party_names, 0)

    @property
    def rounds(self) -> list[ReplayedRound]:
        return [row for row in self.rows if isinstance(row, ReplayedRound)]

    @property
    def scheduled_dealer(self) -> str:
        """Who deals the next round by the chain (before any sit-out pass-on)."""
        return self._last_next_dealer or self.definition.first_dealer

    @property
    def last_played(self) -> tuple[str, ...]:
        """Who played the last round, in seating order, where some sit out (none: everybody
        plays, or no round yet).  Who sits out is the players' choice in every game that has
        sit-outs (a drop-out phase, an auction), never the deal's: nothing moves it on."""
        table = self.definition.table
        rounds = self.rounds
        if not table.some_sit_out or not rounds:
            return ()
        playing = {member for party in rounds[-1].result.parties if party.active for member in party.members}
        return tuple(player for player in table.players if player in playing)

    @property
    def last_facts(self) -> dict[str, Any]:
        """The game's facts the last round's sheet gave (none: no round yet), what entry offers
        again where the round before tells (who dropped out)."""
        rounds = self.rounds
        return dict(rounds[-1].sheet.facts) if rounds else {}

    @property
    def next_dealer(self) -> str | None:
        """The scheduled dealer of the next round, or None once the game is over."""
        return None if self.over else self.scheduled_dealer

    @property
    def leaders(self) -> list[str]:
        """The parties with the highest total, in seating order."""
        best = max(self.totals.values())
        return [name for name, total in self.totals.items() if total == best]

    @property
    def winner(self) -> str | None:
        """The single leader once the game is over; None before that and on a tie."""
        leaders = self.leaders
        return leaders[0] if self.over and len(leaders) == 1 else None

    @property
    def rounds_left(self) -> int | None:
        if self.definition.rounds is None:
            return None
        return 0 if self.over else max(self.definition.rounds - self.rounds_played, 0)

    def dealer_for(self, sheet: RawSheet) -> str:
        """Who deals a new round: the sheet's dealer, else the chain's with sit-out pass-on."""
        return chain_dealer(self.definition.table, self.scheduled_dealer, sheet)

    def score(self, sheet: RawSheet, dealer: str) -> RoundResult:
        """Score ``sheet`` as the next round dealt by ``dealer`` (SheetError on a bad sheet)."""
        return score_round(self.definition, sheet, dealer, self.carried)

    def apply(self, entry: Entry, sheet: RawSheet | None = None) -> Row:
        """Add one entry to the state (raises SheetError/LedgerError when it does not fit);
        ``sheet``: a round's text as read already (by the command adding it)."""
        if isinstance(entry, Note):
            self.rows.append(ReplayedNote(entry, dict(self.totals), dict(self.points) if self.points else None))
            return self.rows[-1]
        if isinstance(entry, Adjustment):
            if entry.party not in self.totals:
                raise LedgerError(
                    Problem(
                        Code.UNKNOWN_PARTY,
                        msg("unknown-party.party-game", party=entry.party, totals=", ".join(self.totals)),
                        "--party",
                    )
                )
            self.totals[entry.party] += entry.amount
            row: Row = ReplayedAdjustment(entry, dict(self.totals), dict(self.points) if self.points else None)
        else:
            if sheet is None:
                sheet = read_sheet(entry.text, table=self.definition.table)
            scheduled = self.scheduled_dealer
            by_chain = chain_dealer(self.definition.table, scheduled, sheet)
            carried_in = self.carried
            result = self.score(sheet, entry.dealer)
            if result.dealer != entry.dealer:  # named in another case ('dealer: bo'): shown as seated
                entry = replace(entry, dealer=result.dealer)
            tally = self.definition.tally
            if tally is not None:
                adds = dict(tally.adds(result))
                assert self.points is not None
                for party in result.parties:
                    self.points[party.name] += party.score
            else:
                adds = {party.name: party.score for party in result.parties}
            for name, amount in adds.items():
                self.totals[name] += amount
            self.carried = result.carried
            self._last_next_dealer = result.next_dealer
            row = ReplayedRound(
                number=self.rounds_played + 1,
                entry=entry,
                result=result,
                scheduled_dealer=scheduled,
                chain_dealer=by_chain,
                adds=adds,
                totals=dict(self.totals),
                points=dict(self.points) if self.points else None,
                carried_in=carried_in,
                sheet=sheet,
            )
            self.rounds_played += 1
        self.rows.append(row)
        self._check_end()
        return row

    def copy(self) -> Ledger:
        """A ledger in the same state that :meth:`apply` can extend without touching this one
        (the rows are immutable and shared; only the running state is copied)."""
        return replace(
            self, rows=list(self.rows), totals=dict(self.totals), points=dict(self.points) if self.points else None
        )

    def apply_round(self, entry: RoundEntry, sheet: RawSheet | None = None) -> ReplayedRound:
        """:meth:`apply` for a round: its re-derived result, totals and dealers."""
        row = self.apply(entry, sheet)
        assert isinstance(row, ReplayedRound)
        return row

    def _check_end(self) -> None:
        if self.over:
            return
        length = self.definition
        if (length.rounds is not None and self.rounds_played >= length.rounds) or (
            length.target is not None and any(total >= length.target for total in self.totals.values())
        ):
            self.over = True
        if self.over:
            self.ended_after = self.rounds_played

    def finished_words(self) -> Words:
        """What the game says once it is over (who won, or who tied for the lead), as words to
        be said in either language."""
        played = msg(
            "game-over.played-one" if self.rounds_played == 1 else "game-over.played", count=self.rounds_played
        )
        if self.winner is not None:
            return msg("game-over.won", played=played, winner=self.winner, total=self.totals[self.winner])
        leaders = joined(self.leaders, " and ", "と")
        return msg("game-over.tied", played=played, leaders=leaders, total=self.totals[self.leaders[0]])

    def dealer_warnings(self, after: int = 0) -> list[Words]:
        """Rounds after round ``after`` whose recorded dealer differs from the chain's."""
        warnings = []
        for row in self.rounds:
            if row.number > after and not row.dealer_overridden and row.chain_dealer != row.dealer:
                warnings.append(
                    msg("replay.dealer-differs", number=row.number, chain=row.chain_dealer, dealer=row.dealer)
                )
        if self.ended_after is not None and self.ended_after < self.rounds_played:
            more = self.rounds_played - self.ended_after
            warnings.append(msg("replay.played-after-end", ended=self.ended_after, more=more))
        return warnings


def replay(definition: GameDefinition, entries: Iterable[Entry]) -> Ledger:
    """Replay ``entries`` in order; a stored round that no longer scores names its round."""
    return replay_onto(Ledger(definition), entries)


def replay_onto(ledger: Ledger, entries: Iterable[Entry]) -> Ledger:
    """:func:`replay` continued: ``ledger`` (changed in place) after ``entries`` more."""
    for entry in entries:
        try:
            ledger.apply(entry)
        except HanascoreError as error:
            where = (
                msg("prefix.round-n", number=ledger.rounds_played + 1)
                if isinstance(entry, RoundEntry)
                else msg("prefix.adjustment")
            )
            raise LedgerError(_prefixed(error.problems, where)) from None
    return ledger


def replace_round(entries: Sequence[Entry], number: int, sheet: RawSheet, text: str) -> list[Entry]:
    """``entries`` with round ``number`` replaced by the sheet ``text`` (read as ``sheet``); it
    keeps its recorded dealer unless the new sheet names one."""
    replaced: list[Entry] = []
    seen = 0
    for entry in entries:
        if isinstance(entry, RoundEntry):
            seen += 1
            if seen == number:
                dealer = sheet.dealer if sheet.dealer is not None else entry.dealer
                entry = RoundEntry(text=text, dealer=dealer)
        replaced.append(entry)
    return replaced


def round_index(entries: Sequence[Entry], number: int) -> int | None:
    """The position in ``entries`` of round ``number`` (1-based), or None."""
    seen = 0
    for index, entry in enumerate(entries):
        if isinstance(entry, RoundEntry):
            seen += 1
            if seen == number:
                return index
    return None
