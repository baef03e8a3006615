"""The round being entered on the terminal: its answers so far, in the sheet's shape, and how
each answer is checked against the rules as it is typed.

The questions (:mod:`hanascore.cli.fact_questions`, :mod:`hanascore.cli.pile_questions`) read
and set these answers; which question comes when is :mod:`hanascore.cli.interactive`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hanascore.cli.answers import CONFLICT_CODES, Editing, fresh, head
from hanascore.cli.prompts import Terminal
from hanascore.core.counted_piles import CountedWords
from hanascore.core.errors import Code, Problem, SheetError, msg
from hanascore.core.facts import FactField
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table
from hanascore.games.base import Game
from hanascore.games.sheets import load_sheet, resolve
from hanascore.views.terminal import render_deck

#: Who played: asked like a fact, but shared by every game with sit-outs.
ACTIVE = "active"
#: Defaults that mean "nothing given" (an empty pile or field, nobody stopped, a field not
#: given): a stored answer put on the line leaves the line empty for them, and Enter keeps them.
NOTHING_GIVEN = frozenset({"none", "skip", "no", "なし"})


def mentions(problem: Problem, key: str) -> bool:
    """True when ``problem`` is about the sheet key ``key`` (``key`` or ``key.part``)."""
    return head(problem.where) == key


def can_stop(game: Game) -> bool:
    """True when a round of ``game`` can be stopped (a yaku stops it, or a player calls it:
    its facts say who), so "who stopped it?" is asked before the piles.  A call only a yaku
    allows (``ask="yaku"``: Hachi-Hachi's shoubu) is asked with that yaku's calls instead."""
    called = any(spec.key == "stopped_by" and spec.ask != "yaku" for spec in game.facts.fields())
    return bool(game.stopping_yaku) or called


@dataclass
class RoundAnswers:
    """The round being entered: its answers so far (in sheet shape), checked as they are given."""

    table: Table
    #: Who the ledger scheduled to deal (before a sit-out passes the deal on).
    scheduled: str
    #: What the round before carried to this one (the game's own value).
    carried: Any
    terminal: Terminal
    facts: dict[str, Any] = field(default_factory=dict)
    #: Questions put once already (facts, fields): from then on asked again only from the menu.
    asked: set[str] = field(default_factory=set)
    #: While a stored round is reviewed on a line editor, each stored answer is put on the
    #: line, ready to change, instead of offered as a ``[default]`` to retype.
    prefilling: bool = False
    #: Who played the round before (where some sit out): who played is offered as that, Enter
    #: keeps it.
    played_before: tuple[str, ...] = ()

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def fact_fields(self) -> dict[str, FactField]:
        """The game's facts a player may be asked (a ledger derives the others)."""
        return {f.key: f for f in self.table.facts_type.fields() if not f.ledger_derived}

    @property
    def fact_keys(self) -> tuple[str, ...]:
        """Who played, then the game's facts, in the order they are asked."""
        return (ACTIVE, *self.fact_fields)

    # -- the sheet and the validator --------------------------------------------------------

    def sheet(self, facts: dict[str, Any] | None = None) -> RawSheet:
        """The answers as a sheet: only the round's facts (the ledger supplies the game's)."""
        facts = self.facts if facts is None else facts
        data = {k: v for k, v in facts.items() if v is not None and v != {}}
        field_ = {k: v for k, v in data.pop("field", {}).items() if v is not None}
        if field_:
            data["field"] = field_
        return load_sheet(data)

    def problems(self, facts: dict[str, Any] | None = None) -> list[Problem]:
        """Every problem the validator finds with ``facts`` (none: the sheet resolves)."""
        try:
            resolve(self.sheet(facts), self.table, dealer=self.dealer_of(facts or self.facts), carried=self.carried)
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
        return self.table.players

    def dealer_of(self, facts: dict[str, Any]) -> str:
        """Who deals: the scheduled dealer, passed on when that player sits out."""
        return self.table.pass_on(self.scheduled, facts.get(ACTIVE))

    @property
    def dealer(self) -> str:
        return self.dealer_of(self.facts)

    def turn_order(self, dealer: str | None = None) -> list[str]:
        return list(self.table.turn_order(dealer or self.dealer))

    def members(self, party: str) -> tuple[str, ...]:
        return next(p.members for p in self.table.parties if p.name == party)

    def party_of(self, player: str) -> str:
        return self.table.party_of(player).name

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

    def piles_to_ask(self) -> list[str]:
        """The piles to ask for, in turn order: of a round that ends before play as answered
        so far (a walkover, a lucky hand shown), whose piles the validator does not ask for,
        only those given already (a stored round's, to review)."""
        piles = self.piles_in_turn_order()
        given = self.facts.get("captured", {})
        if all(p in given for p in piles) or any(p.code is Code.MISSING_PILE for p in self.problems()):
            return piles
        return [p for p in piles if p in given]

    def pile_label(self, party: str) -> str:
        """The question of ``party``'s pile: ``Ann's pile``, a team's with its members."""
        members = self.members(party)
        if members == (party,):
            return self.say("entry.pile", party=party)
        return self.say("entry.team-pile", party=party, members=self.listed(members))

    def say(self, key: str, /, **params: object) -> str:
        """The words of ``key`` in the terminal's language."""
        return self.terminal.say(key, **params)

    def listed(self, items: Iterable[str]) -> str:
        """Names one after the other, with the language's separator (``Ann, Bo``; ``Ann、Bo``)."""
        return ("、" if self.terminal.lang == "ja" else ", ").join(items)

    def nothing(self, english: str) -> str:
        """What an answer of nothing is shown as: ``english`` (``none``, ``skip``, ``no``), or
        ``なし`` in Japanese (both are read as nothing)."""
        return self.say(f"entry.{english}")

    def match_name(self, typed: str, names: Iterable[str]) -> str:
        """``typed`` spelled as one of ``names`` when it matches ignoring case (else as typed)."""
        folded = {n.lower(): n for n in names}
        return folded.get(typed.strip().lower(), typed.strip())

    def names_listed(self, answer: str, names: Sequence[str]) -> list[str]:
        """The names an answer lists, comma-separated (、 too), each spelled as in ``names``.  A
        part that is nobody's name but whose words each are one (``Ann Bo``, as Tab completes
        a second name after the first) lists those players."""
        listed: list[str] = []
        known = {n.lower() for n in names}
        for part in answer.replace("、", ",").split(","):
            words = part.split()
            if len(words) > 1 and part.strip().lower() not in known and all(w.lower() in known for w in words):
                listed.extend(self.match_name(word, names) for word in words)
            elif part.strip():
                listed.append(self.match_name(part, names))
        return listed

    # -- asking, with every answer checked as it is typed -----------------------------------

    def ask_checked(
        self,
        prompt: str,
        check: Callable[[str], tuple[Any, list[Problem]]],
        default: str | None = None,
        note: str | None = None,
        conflict: Callable[[Problem], bool] = lambda p: p.code in CONFLICT_CODES,
        editing: Editing | None = None,
    ) -> Any:
        """Ask until ``check`` finds no problem with the answer; return its value.

        An answer whose only problems could be cured elsewhere (a card the user means to take
        out of another pile) is kept when it is typed again unchanged.  On a terminal a rejected
        answer comes back as the start of the next line, so only the wrong token is retyped.
        """
        rejected: str | None = None
        # A stored answer under review: on the line itself (Enter on an emptied line of a
        # "nothing" answer keeps it), with no bracketed default beside the question.
        on_line = self.prefilling and self.terminal.editing and default is not None
        shown = None if on_line else default
        prefill = default if on_line and default and default.lower() not in NOTHING_GIVEN else ""
        while True:
            answer = self.terminal.ask(prompt, shown, note, editing=editing, prefill=prefill)
            if on_line and not answer and default and default.lower() in NOTHING_GIVEN:
                answer = default
            prefill = ""
            if answer == "?":
                render_deck(self.game, self.terminal.console)
                continue
            value, problems = check(answer)
            if not problems or (answer == rejected and all(conflict(p) for p in problems)):
                return value
            for problem in problems:
                self.terminal.problem(problem)
            prefill = answer if answer != default or on_line else ""
            if all(conflict(p) for p in problems):
                self.terminal.note(self.say("entry.keep-or-fix"))
                rejected = answer

    @property
    def cards_editing(self) -> Editing:
        """What the line editor offers for a card answer: the tokens of this game's deck, and
        in a game that counts its piles, its kinds and yaku (``3 brights + three-brights``)."""
        return Editing(
            deck=frozenset(self.game.deck),
            counted=self.counted_words,
            yaku=self.yaku_ids,
            yaku_aliases=self.yaku_aliases,
            japanese=tuple(
                (thing.id, thing.japanese)
                for thing in (*self.game.kinds, *self.game.yaku_for(self.table.rules))
                if thing.japanese
            ),
        )

    @property
    def counted_words(self) -> CountedWords | None:
        """The words of this game's counted piles (None: the game counts no piles)."""
        return self.game.counted_words if self.game.kinds else None

    @property
    def yaku_ids(self) -> tuple[str, ...]:
        """The ids of the yaku a counted pile may name at this table, in the game's order."""
        return tuple(y.id for y in self.game.yaku_for(self.table.rules))

    @property
    def yaku_aliases(self) -> tuple[tuple[str, str], ...]:
        """The other words a counted pile may name those yaku by (``goko``, ``五光``), each with
        its yaku's id, in the game's order."""
        return tuple(
            (word, y.id) for y in self.game.yaku_for(self.table.rules) for word in (*y.aliases, y.japanese) if word
        )

    def fact_check(self, key: str, value: Any) -> list[Problem]:
        """New problems about ``key`` once it is set to ``value``."""
        before = self.problems(self.with_fact(key, None))
        after = self.problems(self.with_fact(key, value))
        return [p for p in fresh(before, after) if mentions(p, key)]

    def ask_active(self) -> None:
        current = self.facts.get(ACTIVE) or self.played_before

        def check(answer: str) -> tuple[list[str], list[Problem]]:
            names = self.names_listed(answer, self.players)
            if not names:
                return [], [
                    Problem(Code.BAD_ANSWER, msg("bad-answer.name-players", players=", ".join(self.players[:2])))
                ]
            return names, [p for p in self.problems(self.with_fact(ACTIVE, names)) if head(p.where) == ACTIVE]

        names = self.ask_checked(
            self.say("entry.who-played"),
            check,
            ", ".join(current) if current else None,
            self.say("entry.who-played-note", players=self.listed(self.players)),
            editing=Editing(names=self.players),
        )
        self.facts[ACTIVE] = names
        # A scheduled dealer who sits out passes the deal on to the next active player.
        if self.dealer != self.scheduled:
            self.terminal.note(self.say("entry.sits-out", scheduled=self.scheduled, dealer=self.dealer))
        # Piles of players who sat out are no piles.
        captured = self.facts.get("captured")
        if captured is not None:
            self.facts["captured"] = {k: v for k, v in captured.items() if k in self.piles_in_turn_order()}

    @property
    def stopper_key(self) -> str | None:
        """The fact naming who stopped the round, in games whose yaku can stop it."""
        return "stopped_by" if can_stop(self.game) and "stopped_by" in self.fact_fields else None
