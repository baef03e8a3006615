"""Interactive round entry for ``hanascore add``: ask for a round on the terminal.

The questions come from the rules, not from a script per game.  The validator
(:func:`hanascore.validation.resolve`) is tried on the sheet as it grows, and a problem naming a
fact the sheet lacks (who played, the bids, the card the Lightning took, whether the Crane came
after the storm) is what makes that question appear.  Each answer is checked as it is typed by
comparing the validator's problems with and without it: an answer that brings a new problem
(an unknown token, a card already given in another pile, a card outside the deck) is asked
again with the problem named.  Problems of the whole sheet (a card nobody captured, a leftover
the rule cannot place) are shown once everything is in, and the user picks the answer to redo.

Nothing here scores or writes: the function returns the :class:`RawSheet` to store, or None.
"""

from __future__ import annotations

import builtins
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import IO, Any

from rich.console import Console
from rich.text import Text

from .cards import CARDS, REST, CardNotationError, parse_token, split_tokens
from .errors import Problem, SheetError
from .games import find_game
from .games.base import Game
from .render import render_deck, render_problems, render_result
from .scoring import score_sheet
from .sheet import RawSheet
from .validation import GameSetup, resolve

#: Facts beyond the piles that the validator may ask for, in the order they are asked.
FACT_KEYS = ("active", "bids", "stopped_by", "wild_captured", "crane_after_storm")

#: Problems one pile or field answer can bring by itself: it is asked again until they are gone.
CARD_CODES = frozenset(
    {"unknown-card", "not-in-deck", "duplicate-card", "too-many-chaff", "bad-rest", "bad-leftover", "inactive-pile"}
)

#: Problems between two answers (the same card in two piles): the user may keep this answer
#: and fix the other one.  Any other problem is in the answer itself and must be fixed there.
CONFLICT_CODES = frozenset({"duplicate-card", "too-many-chaff", "inactive-pile"})

#: Answers that mean "this pile is empty" (a bare Enter could be a slip of the finger).
EMPTY_WORDS = frozenset({"none", "nothing", "-", '""'})

CRANE = 10
#: The storm cards of the Sun rule (``crane_after_storm`` is keyed by them).
STORM_CARDS = (110, 113)


@dataclass
class _Terminal:
    """Prompts on the console, answers from the terminal (or a stream, for tests)."""

    console: Console
    stream: IO[str] | None = None

    def ask(self, prompt: str, default: str | None = None, note: str | None = None) -> str:
        """One line of input; Enter gives ``default`` (shown in brackets) when there is one."""
        text = Text(prompt, style="bold")
        if default is not None:
            text.append(f" [{default}]", style="cyan")
        if note:
            text.append(f" ({note})", style="dim")
        text.append(": ")
        self.console.print(text, end="", soft_wrap=True)
        if self.stream is None:
            answer = builtins.input()
        else:
            line = self.stream.readline()
            if not line:
                raise EOFError
            answer = line.rstrip("\r\n")
            self.console.print(answer, markup=False, highlight=False)
        answer = answer.strip()
        if not answer and default is not None:
            return default
        return answer

    def problem(self, problem: Problem | str) -> None:
        message = problem.message if isinstance(problem, Problem) else problem
        self.console.print(Text("  ✗ ", style="bold red").append(message, style="red"), soft_wrap=True)

    def note(self, message: str) -> None:
        self.console.print(Text(message, style="dim"), soft_wrap=True)


def _head(where: str | None) -> str:
    return (where or "").split(".", 1)[0]


def _mentions(problem: Problem, key: str) -> bool:
    """True when ``problem`` is about the sheet key ``key`` (by where, or by name in its message)."""
    return _head(problem.where) == key or ("_" in key and key in problem.message)


def _fresh(before: Iterable[Problem], after: Iterable[Problem]) -> list[Problem]:
    """The problems of ``after`` that ``before`` did not have."""
    seen = Counter(before)
    fresh = []
    for problem in after:
        if seen[problem]:
            seen[problem] -= 1
        else:
            fresh.append(problem)
    return fresh


def can_stop(game: Game) -> bool:
    """True when a yaku of ``game`` stops the round (so "who stopped it?" is a question)."""
    return any(y.stops_round for y in game.yaku)


def uses_start_field(game: Game) -> bool:
    """True when the field as dealt can change the round: misdeals, deal sizes, multipliers."""
    return bool(game.deals) or game.four_of_a_month_misdeal


@dataclass
class _RoundEntry:
    """The round being entered: its answers so far (in sheet shape) and the questions."""

    setup: GameSetup
    terminal: _Terminal
    game: Game = field(init=False)
    facts: dict[str, Any] = field(default_factory=dict)
    #: Questions put once already (facts, fields): from then on asked again only from the menu.
    asked: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.game = find_game(self.setup.game)

    # -- the sheet and the validator --------------------------------------------------------

    def sheet(self, facts: dict[str, Any] | None = None) -> RawSheet:
        """The answers as a sheet: only the round's facts (the ledger supplies the game's)."""
        facts = self.facts if facts is None else facts
        data = {k: v for k, v in facts.items() if v is not None and v != {}}
        field_ = {k: v for k, v in data.pop("field", {}).items() if v is not None}
        if field_:
            data["field"] = field_
        return RawSheet.model_validate(data)

    def problems(self, facts: dict[str, Any] | None = None) -> list[Problem]:
        """Every problem the validator finds with ``facts`` (none: the sheet resolves)."""
        try:
            resolve(self.sheet(facts), self.setup)
        except SheetError as error:
            return error.problems
        return []

    def with_fact(self, key: str, value: Any) -> dict[str, Any]:
        """A copy of the answers with ``key`` set (None: removed)."""
        facts = dict(self.facts)
        if value is None:
            facts.pop(key, None)
        else:
            facts[key] = value
        return facts

    def with_part(self, section: str, name: str, value: Any) -> dict[str, Any]:
        """A copy of the answers with ``section.name`` set last (so duplicates are laid at its door)."""
        facts = dict(self.facts)
        part = {k: v for k, v in facts.get(section, {}).items() if k != name}
        if value is not None:
            part[name] = value
        facts[section] = part
        return facts

    # -- who is who -------------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def dealer(self) -> str:
        return self.facts.get("dealer") or self.setup.dealer or self.players[0]

    def turn_order(self, dealer: str | None = None) -> list[str]:
        start = self.players.index(dealer or self.dealer)
        return list(self.players[start:] + self.players[:start])

    def members(self, party: str) -> tuple[str, ...]:
        teams = self.setup.teams or {}
        return tuple(teams[party]) if party in teams else (party,)

    def party_of(self, player: str) -> str:
        for team, members in (self.setup.teams or {}).items():
            if player in members:
                return team
        return player

    def active_players(self) -> list[str]:
        active = self.facts.get("active")
        return [p for p in self.turn_order() if active is None or p in active]

    def piles_in_turn_order(self) -> list[str]:
        """The capture piles of this round (teams: one per team), from the dealer on."""
        order: list[str] = []
        for player in self.active_players():
            party = self.party_of(player)
            if party not in order:
                order.append(party)
        return order

    def pile_label(self, party: str) -> str:
        members = self.members(party)
        return f"{party}'s pile" + (f" ({', '.join(members)})" if members != (party,) else "")

    def match_name(self, typed: str, names: Iterable[str]) -> str:
        """``typed`` spelled as one of ``names`` when it matches ignoring case (else as typed)."""
        folded = {n.lower(): n for n in names}
        return folded.get(typed.strip().lower(), typed.strip())

    # -- asking, with every answer checked as it is typed -----------------------------------

    def ask_checked(
        self,
        prompt: str,
        check: Callable[[str], tuple[Any, list[Problem]]],
        default: str | None = None,
        note: str | None = None,
        conflict: Callable[[Problem], bool] = lambda p: p.code in CONFLICT_CODES,
    ) -> Any:
        """Ask until ``check`` finds no problem with the answer; return its value.

        An answer whose only problems could be cured elsewhere (a card the user means to take
        out of another pile) is kept when it is typed again unchanged.
        """
        rejected: str | None = None
        while True:
            answer = self.terminal.ask(prompt, default, note)
            if answer == "?":
                render_deck(self.game, self.terminal.console)
                continue
            value, problems = check(answer)
            if not problems or (answer == rejected and all(conflict(p) for p in problems)):
                return value
            for problem in problems:
                self.terminal.problem(problem)
            if all(conflict(p) for p in problems):
                self.terminal.note("  (fix it here, or type the same again to keep it and fix the other place later)")
                rejected = answer

    def cards_answer(self, answer: str) -> str:
        """A pile as stored: the tokens as typed, one space apart ('none' is an empty pile)."""
        if answer.lower() in EMPTY_WORDS:
            return ""
        return " ".join(split_tokens(answer))

    def ask_pile(self, party: str) -> None:
        piles = self.piles_in_turn_order()
        current = self.facts.get("captured", {}).get(party)
        others = [v for k, v in self.facts.get("captured", {}).items() if k != party]
        last = (
            party == piles[-1]
            and len(others) == len(piles) - 1
            and not any(REST in split_tokens(v.lower()) for v in others)
        )
        played_out = self.facts.get("stopped_by") is None
        # Enter keeps the answer given before; the last pile of a played-out round takes the rest.
        default = REST if current is None and last and played_out else current
        if current == "":
            default = "none"

        def check(answer: str) -> tuple[str, list[Problem]]:
            if not answer:
                return "", [Problem("bad-answer", f"type the cards {party} captured, or 'none' for an empty pile")]
            pile = self.cards_answer(answer)
            before = self.problems(self.with_part("captured", party, None))
            after = self.problems(self.with_part("captured", party, pile))
            return pile, [p for p in _fresh(before, after) if p.code in CARD_CODES]

        self.facts["captured"] = {
            **{k: v for k, v in self.facts.get("captured", {}).items() if k != party},
            party: self.ask_checked(self.pile_label(party), check, default),
        }

    def ask_field(self, moment: str) -> None:
        """The end field (Enter: empty) or the field as dealt (Enter: not given)."""
        current = self.facts.get("field", {}).get(moment)
        if moment == "end":
            prompt, default, note = "End field (cards left on the table)", current or "none", None
        else:
            prompt, default, note = "Start field, as dealt", current or "skip", "optional"

        def check(answer: str) -> tuple[str | None, list[Problem]]:
            value = None if answer.lower() in EMPTY_WORDS | {"skip"} else self.cards_answer(answer)
            before = self.problems(self.with_part("field", moment, None))
            after = self.problems(self.with_part("field", moment, value))
            fresh = _fresh(before, after)
            if moment == "end":
                return value, [p for p in fresh if p.code in CARD_CODES]
            return value, [p for p in fresh if p.where == "field.start" or p.code in CARD_CODES]

        value = self.ask_checked(prompt, check, default, note)
        self.facts["field"] = {k: v for k, v in self.facts.get("field", {}).items() if k != moment}
        if value is not None:
            self.facts["field"][moment] = value

    def fact_check(self, key: str, value: Any) -> list[Problem]:
        """New problems about ``key`` once it is set to ``value``."""
        before = self.problems(self.with_fact(key, None))
        after = self.problems(self.with_fact(key, value))
        return [p for p in _fresh(before, after) if _mentions(p, key)]

    def ask_active(self) -> None:
        scheduled = self.setup.dealer or self.players[0]
        current = self.facts.get("active")

        def check(answer: str) -> tuple[list[str], list[Problem]]:
            names = [self.match_name(n, self.players) for n in answer.split(",") if n.strip()]
            if not names:
                return [], [
                    Problem("bad-answer", f"name the players of this round, e.g. {', '.join(self.players[:2])}")
                ]
            facts = self.with_fact("active", names)
            facts.pop("dealer", None)
            problems = self.problems(facts)
            return names, [p for p in problems if _head(p.where) == "active"]

        names = self.ask_checked(
            "Who played this round?",
            check,
            ", ".join(current) if current else None,
            f"names, comma-separated; at the table: {', '.join(self.players)}",
        )
        self.facts["active"] = names
        self.facts.pop("dealer", None)
        # A scheduled dealer who sits out passes the deal on to the next active player.
        if any(_head(p.where) == "dealer" for p in self.problems()):
            dealer = next(p for p in self.turn_order(scheduled) if p in names)
            self.facts["dealer"] = dealer
            self.terminal.note(f"{scheduled} sits this round out: {dealer} deals it.")
        # Piles of players who sat out are no piles.
        captured = self.facts.get("captured")
        if captured is not None:
            self.facts["captured"] = {k: v for k, v in captured.items() if k in self.piles_in_turn_order()}

    def ask_bids(self) -> None:
        bids: dict[str, int] = dict(self.facts.get("bids") or {})
        for player in self.active_players():

            def check(answer: str, player: str = player) -> tuple[int | None, list[Problem]]:
                try:
                    bid = int(answer)
                except ValueError:
                    return None, [Problem("bad-answer", f"a bid is a whole number of points, not {answer!r}")]
                problems = self.fact_check("bids", {**bids, player: bid})
                return bid, [p for p in problems if "missing" not in p.code]

            current = bids.get(player)
            bids[player] = self.ask_checked(f"{player}'s bid", check, None if current is None else str(current))
        self.facts["bids"] = {p: bids[p] for p in self.active_players() if p in bids}

    def ask_stopped_by(self) -> None:
        parties = self.piles_in_turn_order()
        current = self.facts.get("stopped_by")

        def check(answer: str) -> tuple[str | None, list[Problem]]:
            if answer.lower() in EMPTY_WORDS | {"no", "played out"}:
                return None, []
            name = self.match_name(answer, list(parties) + list(self.players))
            return name, self.fact_check("stopped_by", name)

        self.facts["stopped_by"] = self.ask_checked(
            "Was the round stopped early? Who stopped it",
            check,
            current or "no",
            f"{', '.join(parties)}; Enter if it was played out",
            conflict=_about_other_answers,
        )
        if self.facts["stopped_by"] is None:
            del self.facts["stopped_by"]

    def ask_wild_captured(self) -> None:
        wild = CARDS[113]

        def check(answer: str) -> tuple[str | None, list[Problem]]:
            tokens = split_tokens(answer)
            if len(tokens) != 1:
                return None, [Problem("bad-answer", f"name the one card the {wild.name} captured, e.g. 9a or sake")]
            try:
                parse_token(tokens[0])
            except CardNotationError as error:
                return None, [Problem("unknown-card", str(error))]
            return tokens[0], self.fact_check("wild_captured", tokens[0])

        self.facts["wild_captured"] = self.ask_checked(
            f"Which card did the {wild.name} ({wild.id}) capture?",
            check,
            self.facts.get("wild_captured"),
            conflict=_about_other_answers,
        )

    def card_homes(self) -> dict[int, str]:
        """Where the exactly named cards sit in the piles so far ('rest' takes what is left)."""
        homes: dict[int, str] = {}
        rest_of: str | None = None
        placed: set[int] = set()
        groups = [(party, pile) for party, pile in self.facts.get("captured", {}).items()]
        groups.append(("field.end", self.facts.get("field", {}).get("end") or ""))
        for owner, pile in groups:
            for token in split_tokens(pile):
                if token.lower() == REST:
                    rest_of = owner
                    continue
                try:
                    parsed = parse_token(token)
                except CardNotationError:
                    continue
                if parsed.card is not None:
                    homes.setdefault(parsed.card.id, owner)
                placed.update((parsed.card.id,) if parsed.card else parsed.chaff_of)
        if rest_of is not None:
            for card in self.game.deck - placed:
                homes.setdefault(card, rest_of)
        return homes

    def ask_crane_after_storm(self) -> None:
        """The Sun rule: one question per pile holding storm cards opposite the Crane."""
        homes = self.card_homes()
        crane_home = homes.get(CRANE)
        by_pile: dict[str | None, list[int]] = {}
        for storm in STORM_CARDS:
            home = homes.get(storm)
            if home not in (crane_home, "field.end"):
                by_pile.setdefault(home, []).append(storm)
        if not by_pile:  # the piles say nothing useful: ask about both storm cards at once
            by_pile = {None: list(STORM_CARDS)}

        def check(answer: str) -> tuple[bool | None, list[Problem]]:
            value = _yes_no(answer)
            return value, [] if value is not None else [Problem("bad-answer", "answer y or n")]

        answers: dict[str, bool] = {}
        for pile, storms in by_pile.items():
            question = f"Was the Crane (10) captured after the {' and '.join(CARDS[s].label for s in storms)}"
            if pile is not None:
                question += f" ({pile}'s pile)"
            answer = self.ask_checked(question + "?", check, note="y/n")
            answers.update((str(s), answer) for s in storms)
        values = set(answers.values())
        self.facts["crane_after_storm"] = values.pop() if len(values) == 1 else answers

    def ask_leftover(self) -> None:
        end = self.facts.get("field", {}).get("end")
        if not end:
            self.terminal.note("The end field is empty: there are no leftover cards to allocate.")
            self.facts.pop("leftover", None)
            return
        self.terminal.note(f"End field: {end}. Name the end-field cards each pile takes (Enter: none).")
        self.facts["leftover"] = {}
        for party in self.piles_in_turn_order():

            def check(answer: str, party: str = party) -> tuple[str | None, list[Problem]]:
                value = None if not answer or answer.lower() in EMPTY_WORDS else " ".join(split_tokens(answer))
                before = self.problems(self.with_part("leftover", party, None))
                after = self.problems(self.with_part("leftover", party, value))
                return value, [p for p in _fresh(before, after) if _head(p.where) == "leftover"]

            value = self.ask_checked(f"Leftover cards to {party}", check, note="Enter: none")
            if value is not None:
                self.facts["leftover"][party] = value
        if not self.facts["leftover"]:
            del self.facts["leftover"]

    # -- what to ask, and when --------------------------------------------------------------

    def ask(self, key: str) -> None:
        """Ask (again) for one part of the sheet: a fact key, a pile, or a field."""
        if key.startswith("captured."):
            self.ask_pile(key.removeprefix("captured."))
        elif key.startswith("field."):
            self.ask_field(key.removeprefix("field."))
        else:
            getattr(self, f"ask_{key}")()

    def open_facts(self, keys: Iterable[str]) -> list[str]:
        """The fact keys of ``keys`` the validator says are missing or wrong now."""
        problems = self.problems()
        return [k for k in keys if any(_mentions(p, k) for p in problems)]

    def complete(self) -> None:
        """Ask every question still unanswered: who played, bids, and the piles of this round."""
        for key in ("active", "bids"):
            if self.open_facts([key]):
                self.asked.add(key)
                self.ask(key)
        if can_stop(self.game) and "stopped_by" not in self.asked:
            self.asked.add("stopped_by")
            self.ask("stopped_by")
        for party in self.piles_in_turn_order():
            if party not in self.facts.get("captured", {}):
                self.ask_pile(party)
        if "end" not in self.facts.get("field", {}) and "field.end" not in self.asked:
            self.asked.add("field.end")
            self.ask_field("end")
        if uses_start_field(self.game) and "field.start" not in self.asked:
            self.asked.add("field.start")
            self.ask_field("start")

    def target_of(self, problem: Problem) -> str | None:
        """The question whose answer ``problem`` is about."""
        where = problem.where or ""
        head = _head(where)
        piles = self.piles_in_turn_order()
        # "add stopped_by" on a pile: the fact left unsaid is the likelier slip than the pile.
        unsaid = [k for k in FACT_KEYS if k in self.asked and self.facts.get(k) is None and _mentions(problem, k)]
        if unsaid:
            return unsaid[0]
        if head == "captured":
            name = where.removeprefix("captured.") if "." in where else piles[-1]
            return f"captured.{name}" if name in piles else f"captured.{piles[-1]}"
        if head == "field":
            return where if where in ("field.end", "field.start") else "field.end"
        if head == "dealer":
            return "active" if "active" in self.asked else None
        if head in ("leftover", *FACT_KEYS):
            return head
        return next((k for k in FACT_KEYS if _mentions(problem, k)), None)

    def first_target(self, problems: list[Problem]) -> str | None:
        """The answer to offer first: a fact left unsaid, else the first problem's."""
        targets = [t for t in map(self.target_of, problems) if t is not None]
        unsaid = [t for t in targets if t in FACT_KEYS and self.facts.get(t) is None]
        return (unsaid or targets or [None])[0]

    def menu(self, default: str | None) -> str:
        """Let the user pick the answer to give again."""
        choices: dict[str, str] = {}
        for party in self.piles_in_turn_order():
            choices[party] = f"captured.{party}"
        choices["end"] = "field.end"
        if uses_start_field(self.game):
            choices["start"] = "field.start"
        if self.facts.get("field", {}).get("end"):
            choices["leftover"] = "leftover"
        words = {"stopped_by": "stopped", "wild_captured": "wild", "crane_after_storm": "crane"}
        for key in FACT_KEYS:
            if key in self.asked or key in self.facts:
                choices[words.get(key, key)] = key
        by_target = {target: word for word, target in choices.items()}
        shown_default = by_target.get(default or "")
        while True:
            answer = self.terminal.ask(
                "Which answer do you want to give again?",
                shown_default,
                f"{', '.join(choices)}; Ctrl-C to give up",
            )
            target = choices.get(self.match_name(answer, choices))
            if target is not None:
                return target
            self.terminal.problem(f"{answer!r} is none of {', '.join(choices)}")

    def run(self) -> RawSheet | None:
        self.introduce()
        self.complete()
        while True:
            try:
                result = score_sheet(self.sheet(), self.setup)
            except SheetError as error:
                missing = [
                    k
                    for k in FACT_KEYS
                    if k not in self.asked
                    and self.facts.get(k) is None
                    and any(_mentions(p, k) for p in error.problems)
                ]
                if missing:
                    key = missing[0]
                    self.asked.add(key)
                    for problem in error.problems:
                        if _mentions(problem, key):
                            self.terminal.note(problem.message)
                    self.ask(key)
                    continue
                render_problems(error.problems, self.terminal.console)
                self.ask(self.menu(self.first_target(error.problems)))
                self.complete()
                continue
            self.terminal.console.print()
            render_result(result, self.game, self.terminal.console)
            while True:
                answer = self.terminal.ask("Save this round?", note="y/n, or e to change an answer").lower()
                if answer in ("e", "edit"):
                    break
                saved = _yes_no(answer)
                if saved is not None:
                    return self.sheet() if saved else None
                self.terminal.problem("answer y (save), n (discard) or e (change an answer)")
            self.ask(self.menu(None))
            self.complete()

    def introduce(self) -> None:
        console = self.terminal.console
        console.print(
            Text(f"New round of {self.game.name} {self.game.japanese}", style="bold"),
            Text(f"— {self.dealer} deals; turn order {', '.join(self.turn_order())}"),
            soft_wrap=True,
        )
        if self.setup.carry_over:
            self.terminal.note(f"This round runs on the carried-over multiplier ×{self.setup.carry_over[0]}.")
        self.terminal.note(
            "Type cards by id (10), month code (1b, 2c) or name (crane, pine-chaff), separated by spaces;"
            " '?' shows the deck. Ctrl-C or Ctrl-D gives up without saving."
        )


def _about_other_answers(problem: Problem) -> bool:
    """True for a problem a fact answer may leave for another answer to cure (the game's checks
    weigh a fact against the piles: the pile may be the one at fault)."""
    return problem.code not in ("unknown-card", "unknown-player", "bad-answer", "bad-key")


def _yes_no(answer: str) -> bool | None:
    word = answer.strip().lower()
    if word in ("y", "yes"):
        return True
    if word in ("n", "no"):
        return False
    return None


def enter_round(
    setup: GameSetup,
    ledger_state: object | None = None,
    *,
    input_stream: IO[str] | None = None,
    console: Console | None = None,
) -> RawSheet | None:
    """Ask for one round of ``setup``'s game on the terminal and return its sheet.

    Asks for every capture pile in turn order from the dealer (``rest`` is offered for the
    last), the end field and, where the game uses it, the field as dealt; then whatever the
    rules need to hear (who played, bids, who stopped the round, the card the Lightning took,
    the Sun rule).  The scored round is shown and saved only on "y": None when the user
    declines or gives up (Ctrl-C / Ctrl-D).  ``ledger_state`` is reserved.  ``input_stream``
    replaces the terminal (tests), ``console`` is where questions and the result are shown.
    """
    console = console or Console(highlight=False)
    entry = _RoundEntry(setup, _Terminal(console, input_stream))
    try:
        return entry.run()
    except (KeyboardInterrupt, EOFError):
        console.print()
        console.print(Text("Round entry given up: nothing was saved.", style="yellow"))
        return None
