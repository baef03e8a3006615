"""A game's ledger, re-derived: replay the stored facts in order to get every result and total.

A game stores only facts: its definition (game, players, teams, house rules resolved to
explicit values, first dealer, length) and its entries in the order they were made, each a
round sheet as entered with the player who dealt it, or an adjustment with its reason.
Everything else (each round's result, running totals, who deals next, the carried-over
multiplier queue, victory counts, whether the game is over and who won) is worked out
here by replaying the entries, so correcting round 3 re-scores every round after it.
Nothing derived is stored per round: every read re-scores the stored sheets.

This module does no I/O: :mod:`hanascore.ledger.store` reads and writes the facts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from hanascore.core.errors import Code, HanascoreError, LedgerError, Problem, SheetError
from hanascore.core.house import MAX_POINTS
from hanascore.core.result import RoundResult
from hanascore.core.sheet import RawSheet, normalised
from hanascore.core.table import MAX_NAME, Table, build_table, check_table, invisible, suggest
from hanascore.games import find_game
from hanascore.games.scoring import score_sheet
from hanascore.games.sheets import load_sheet

#: Rounds a game lasts when neither ``--rounds`` nor ``--target`` is given (RULES.md section 8).
DEFAULT_ROUNDS = 12
MAX_GAME_NAME = 200


@dataclass(frozen=True)
class GameDefinition:  # not slotted: the table is worked out once and kept (cached_property)
    """What a game fixes for all of its rounds; stored once, never derived."""

    game: str
    players: tuple[str, ...]
    first_dealer: str
    house: dict[str, Any]
    name: str
    teams: dict[str, tuple[str, ...]] | None = None
    variant: str | None = None
    rounds: int | None = DEFAULT_ROUNDS
    target: int | None = None

    @property
    def party_names(self) -> tuple[str, ...]:
        """Who scores: players, or teams in the order of their first member's seat."""
        if not self.teams:
            return self.players
        seat = {player: index for index, player in enumerate(self.players)}
        ordered = sorted(self.teams.items(), key=lambda item: min(seat[m] for m in item[1]))
        return tuple(name for name, _ in ordered)

    @property
    def victory_scoring(self) -> bool:
        """Totals count round victories, not points (a house rule ``scoring = "victories"``)."""
        return self.house.get("scoring") == "victories"

    @cached_property
    def table(self) -> Table:
        """The game's table, checked once for all of its rounds."""
        return build_table(find_game(self.game), self.players, self.teams, self.house, self.variant)

    def to_json(self) -> dict[str, Any]:
        """The definition as plain JSON data (what the store and exports keep)."""
        return {
            "name": self.name,
            "game": self.game,
            "players": list(self.players),
            "teams": {name: list(members) for name, members in self.teams.items()} if self.teams else None,
            "dealer": self.first_dealer,
            "house": dict(self.house),
            "variant": self.variant,
            "length": {"rounds": self.rounds, "target": self.target},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameDefinition:
        """Read back :meth:`to_json` (the data is trusted: it was checked when stored)."""
        teams = data.get("teams")
        length = data.get("length") or {}
        return cls(
            game=data["game"],
            players=tuple(data["players"]),
            first_dealer=data["dealer"],
            house=dict(data["house"]),
            name=data["name"],
            teams={name: tuple(members) for name, members in teams.items()} if teams else None,
            variant=data.get("variant"),
            rounds=length.get("rounds"),
            target=length.get("target"),
        )


def text_problems(text: str, what: str, where: str) -> list[Problem]:
    """A free-text field (game name, adjustment reason): non-empty, printable."""
    if not text.strip():
        return [Problem(Code.BAD_TEXT, f"the {what} must not be empty", where)]
    hidden = invisible(text)
    if hidden is not None:
        return [
            Problem(
                Code.BAD_TEXT,
                f"the {what} must not contain invisible or control characters (U+{ord(hidden):04X})",
                where,
            )
        ]
    if len(text) > MAX_GAME_NAME:
        return [Problem(Code.BAD_TEXT, f"the {what} is longer than {MAX_GAME_NAME} characters", where)]
    return []


#: The most rounds a ledger takes (its target and adjustments take at most MAX_POINTS).
MAX_ROUNDS = 10_000


def adjustment_problems(amount: int, reason: str, *, where: str = "--amount") -> list[Problem]:
    """What is wrong with an adjustment of ``amount`` for ``reason`` (the command and an
    import check the same)."""
    problems = text_problems(reason, "reason", "--reason" if where == "--amount" else where)
    if amount == 0:
        problems.append(Problem(Code.BAD_AMOUNT, "an adjustment of 0 changes nothing: give a non-zero --amount", where))
    elif abs(amount) > MAX_POINTS:
        problems.append(
            Problem(Code.BAD_AMOUNT, f"an adjustment is at most {MAX_POINTS:,} either way, not {amount}", where)
        )
    return problems


#: Where :func:`build_definition` reports each part's problems: ``hanascore new``'s options.
NEW_GAME_KEYS = {
    "players": "--player",
    "teams": "--team",
    "dealer": "--dealer",
    "variant": "--variant",
    "house": "--house",
    "rounds": "--rounds",
    "target": "--target",
    "name": "--name",
}


def _normalised_teams(teams: Mapping[str, Any], where: str, problems: list[Problem]) -> dict[str, Any]:
    """``teams`` with each name read as a sheet reads it (NFKC); two teams whose names read the
    same are a problem, not one of them silently dropped."""
    read: dict[str, Any] = {}
    given: dict[str, str] = {}
    for team, members in teams.items():
        name = normalised(team) if isinstance(team, str) else team
        if isinstance(members, list | tuple):
            members = [normalised(m) if isinstance(m, str) else m for m in members]
        folded = name.casefold() if isinstance(name, str) else name
        if folded in given:
            message = f"names {given[folded]!r} and {team!r} are the same ignoring case (as a sheet reads them)"
            problems.append(Problem(Code.DUPLICATE_NAME, message, where))
            continue
        given[folded] = team
        read[name] = members
    return read


def build_definition(
    game: str,
    players: Sequence[str],
    *,
    teams: Mapping[str, Sequence[str]] | None = None,
    dealer: str | None = None,
    rounds: int | None = None,
    target: int | None = None,
    house: Mapping[str, Any] | None = None,
    variant: str | None = None,
    name: str | None = None,
    keys: Mapping[str, str] = NEW_GAME_KEYS,
) -> GameDefinition:
    """Check everything a new game fixes and resolve its house rules to explicit values.

    Names are taken as a sheet reads them (NFKC-normalised) and checked after that.  ``keys``
    says where each part's problems are reported (``hanascore new``'s options by default; an
    import names its file's keys).  Raises :class:`LedgerError` listing every problem found.
    """
    problems: list[Problem] = []
    try:
        chosen = find_game(game)
    except SheetError as error:
        raise LedgerError(error.problems) from None
    # Names as a sheet reads them (sheets are NFKC-normalised before they are read): a name kept
    # otherwise (full-width "Ａｎｎ", half-width "ｱﾝ", a decomposed "José", a no-break space)
    # could never be matched by a sheet.
    as_typed = list(players)
    players = [normalised(player) for player in players]
    if not players:
        problems.append(
            Problem(
                Code.MISSING_PLAYERS, "name the players in seating order: --player NAME --player NAME", keys["players"]
            )
        )
    if teams:
        teams = _normalised_teams(teams, keys["teams"], problems)
    table, table_problems = check_table(
        chosen,
        players,
        teams,
        house,
        variant,
        where={part: keys[part] for part in ("players", "teams", "variant", "house")},
        players_as_typed=as_typed,
    )
    problems.extend(table_problems)
    if dealer is not None:
        dealer = normalised(dealer)
        if table.player_named(dealer) is None:
            problems.append(
                Problem(
                    Code.UNKNOWN_PLAYER,
                    # Suggested among the players only where they are good names to show.
                    f"the dealer {shortened(dealer)} is not one of the players"
                    f"{suggest(dealer, players) if not table_problems else ''}",
                    keys["dealer"],
                )
            )
    if rounds is not None and target is not None:
        problems.append(Problem(Code.BAD_LENGTH, "give --rounds or --target, not both", keys["rounds"]))
    if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
        problems.append(
            Problem(Code.BAD_LENGTH, f"a game lasts from 1 to {MAX_ROUNDS:,} rounds, not {rounds}", keys["rounds"])
        )
    if target is not None and not 1 <= target <= MAX_POINTS:
        problems.append(
            Problem(Code.BAD_LENGTH, f"the target is from 1 to {MAX_POINTS:,}, not {target}", keys["target"])
        )
    if name is not None:
        name = normalised(name)
        problems.extend(text_problems(name, "game name", keys["name"]))
    if problems:
        raise LedgerError(problems)
    resolved = table.rules.as_dict()
    return GameDefinition(
        game=chosen.id,
        players=tuple(players),
        first_dealer=table.player_named(dealer) or dealer if dealer is not None else players[0],
        house=resolved,
        name=name if name is not None else f"{chosen.name}: {', '.join(players)}",
        # As the table reads them: members named as seated, the variant by its id.
        teams=table.teams,
        variant=table.variant.id if table.variant is not None else None,
        rounds=rounds if rounds is not None or target is not None else DEFAULT_ROUNDS,
        target=target,
    )


def shortened(name: str) -> str:
    """``name`` quoted for a message, cut short when it is longer than any name can be."""
    return repr(name) if len(name) <= MAX_NAME else f"{name[:MAX_NAME]!r}…"


def unknown_dealer(table: Table, dealer: str, where: str = "dealer") -> Problem:
    """A round's dealer who is none of the players, reported as ``score`` reports a sheet's."""
    return Problem(
        Code.UNKNOWN_PLAYER, f"dealer {shortened(dealer)} is not a player{suggest(dealer, table.players)}", where
    )


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
                problems.append(Problem(problem.code, f"round {number}: {problem.message}", problem.where))
                continue
            entry = RoundEntry(sheet=entry.sheet, dealer=dealer, text=entry.text)
        seated.append(entry)
    if problems:
        raise LedgerError(problems)
    return seated


@dataclass(frozen=True)
class RoundEntry:
    """A round as entered: the sheet's facts, its original text, and who dealt it."""

    sheet: dict[str, Any]
    dealer: str
    text: str | None = None

    @property
    def dealer_overridden(self) -> bool:
        """True when the sheet named its dealer (instead of following the chain)."""
        return self.sheet.get("dealer") is not None


@dataclass(frozen=True)
class Adjustment:
    """An explicit change to one party's total (a fine, a correction, a drop-out fee)."""

    party: str
    amount: int
    reason: str


Entry = RoundEntry | Adjustment


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
    #: What this round adds to each party's total (victories under victory scoring).
    adds: dict[str, int]
    totals: dict[str, int]
    points: dict[str, int] | None
    #: The carried-over multiplier queue the round started with.
    carried_in: tuple[int, ...] = ()

    @property
    def dealer(self) -> str:
        return self.entry.dealer


@dataclass(frozen=True)
class ReplayedAdjustment:
    """An adjustment with the running totals after it."""

    entry: Adjustment
    totals: dict[str, int]
    points: dict[str, int] | None

    @property
    def adds(self) -> dict[str, int]:
        return {self.entry.party: self.entry.amount}


Row = ReplayedRound | ReplayedAdjustment


def score_round(definition: GameDefinition, sheet: RawSheet, dealer: str, carried: Sequence[int] = ()) -> RoundResult:
    """Score ``sheet`` as a round of ``definition`` dealt by ``dealer`` (SheetError on a bad
    sheet, or a dealer who is none of the players: named as ``score`` names a sheet's)."""
    # The recorded dealer is the fact; a sheet's own dealer key was folded into it.
    table = definition.table
    seated = table.player_named(dealer)
    if seated is not None:
        return score_sheet(sheet, table, dealer=seated, carried=tuple(carried))
    problem = unknown_dealer(table, dealer)
    try:  # the sheet's other problems too, found as if the first player dealt
        score_sheet(sheet, table, dealer=table.players[0], carried=tuple(carried))
    except SheetError as error:
        if any(p.code is Code.LEDGER_MISMATCH and p.where == "game" for p in error.problems):
            raise  # a sheet for another game: its dealer, like the rest of it, only echoes that
        raise SheetError([problem, *error.problems], error.omitted) from None
    raise SheetError(problem)


def chain_dealer(table: Table, scheduled: str, sheet: RawSheet) -> str:
    """Who deals a round by the chain: the sheet's own dealer, else the scheduled one passed
    on when that player sits out."""
    if sheet.dealer is not None:
        return table.player_named(sheet.dealer) or sheet.dealer
    return table.pass_on(scheduled, sheet.active)


def _prefixed(problems: Iterable[Problem], prefix: str) -> list[Problem]:
    return [Problem(p.code, f"{prefix}: {p.message}", p.where) for p in problems]


@dataclass(eq=False)
class Ledger:
    """A game's state after replaying its entries; :meth:`apply` adds one more."""

    definition: GameDefinition
    rows: list[Row] = field(default_factory=list)
    totals: dict[str, int] = field(default_factory=dict)
    #: Points per party under victory scoring (None otherwise, where totals are points).
    points: dict[str, int] | None = None
    carry_over: tuple[int, ...] = ()
    over: bool = False
    #: The round after which the game ended (None while it runs).
    ended_after: int | None = None
    rounds_played: int = 0
    _last_next_dealer: str | None = None

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = dict.fromkeys(self.definition.party_names, 0)
        if self.points is None and self.definition.victory_scoring:
            self.points = dict.fromkeys(self.definition.party_names, 0)

    @property
    def rounds(self) -> list[ReplayedRound]:
        return [row for row in self.rows if isinstance(row, ReplayedRound)]

    @property
    def scheduled_dealer(self) -> str:
        """Who deals the next round by the chain (before any sit-out pass-on)."""
        return self._last_next_dealer or self.definition.first_dealer

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
        return score_round(self.definition, sheet, dealer, self.carry_over)

    def apply(self, entry: Entry) -> Row:
        """Add one entry to the state (raises SheetError/LedgerError when it does not fit)."""
        if isinstance(entry, Adjustment):
            if entry.party not in self.totals:
                raise LedgerError(
                    Problem(
                        Code.UNKNOWN_PARTY,
                        f"{entry.party!r} is not a party of this game ({', '.join(self.totals)})",
                        "--party",
                    )
                )
            self.totals[entry.party] += entry.amount
            row: Row = ReplayedAdjustment(entry, dict(self.totals), dict(self.points) if self.points else None)
        else:
            sheet = load_sheet(entry.sheet)
            scheduled = self.scheduled_dealer
            by_chain = chain_dealer(self.definition.table, scheduled, sheet)
            carried_in = self.carry_over
            result = self.score(sheet, entry.dealer)
            if result.dealer != entry.dealer:  # named in another case ('dealer: bo'): shown as seated
                entry = RoundEntry(sheet=entry.sheet, dealer=result.dealer, text=entry.text)
            if self.definition.victory_scoring:
                adds = {party.name: party.victories or 0 for party in result.parties}
                assert self.points is not None
                for party in result.parties:
                    self.points[party.name] += party.score
            else:
                adds = {party.name: party.score for party in result.parties}
            for name, amount in adds.items():
                self.totals[name] += amount
            self.carry_over = tuple(result.carry_over)
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

    def apply_round(self, entry: RoundEntry) -> ReplayedRound:
        """:meth:`apply` for a round: its re-derived result, totals and dealers."""
        row = self.apply(entry)
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

    def finished_message(self) -> str:
        """Why no round can be added: the game is over, naming its winner."""
        played = f"{self.rounds_played} round{'s' if self.rounds_played != 1 else ''} played"
        if self.winner is not None:
            return (
                f"the game is over ({played}): {self.winner} won with {self.totals[self.winner]}; "
                "'hanascore undo' reopens it"
            )
        leaders = " and ".join(self.leaders)
        return (
            f"the game is over ({played}): {leaders} tied for the lead with {self.totals[self.leaders[0]]}; "
            "'hanascore undo' reopens it"
        )

    def dealer_warnings(self, after: int = 0) -> list[str]:
        """Rounds after round ``after`` whose recorded dealer differs from the chain's."""
        warnings = []
        for row in self.rounds:
            if row.number > after and not row.entry.dealer_overridden and row.chain_dealer != row.dealer:
                warnings.append(
                    f"round {row.number}: by the corrected rounds {row.chain_dealer} would have dealt, "
                    f"but {row.dealer} dealt it; it stays as played (edit the round with a 'dealer' key to change it)"
                )
        if self.ended_after is not None and self.ended_after < self.rounds_played:
            warnings.append(
                f"the game reached its end after round {self.ended_after}, "
                f"but {self.rounds_played - self.ended_after} more round(s) were played after it"
            )
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
            where = f"round {ledger.rounds_played + 1}" if isinstance(entry, RoundEntry) else "adjustment"
            raise LedgerError(_prefixed(error.problems, where)) from None
    return ledger


def replace_round(entries: Sequence[Entry], number: int, sheet: RawSheet, text: str | None) -> list[Entry]:
    """``entries`` with round ``number`` replaced by ``sheet``; it keeps its recorded dealer
    unless the new sheet names one."""
    replaced: list[Entry] = []
    seen = 0
    for entry in entries:
        if isinstance(entry, RoundEntry):
            seen += 1
            if seen == number:
                dealer = sheet.dealer if sheet.dealer is not None else entry.dealer
                entry = RoundEntry(sheet=sheet.to_dict(), dealer=dealer, text=text)
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
