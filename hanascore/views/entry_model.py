"""The one entry model of a round: which questions are asked, in which order, what each answer
brings, what each problem points back to, and what can be inferred.  The terminal
(:mod:`hanascore.cli.interactive`) and the page (:mod:`hanascore.web.drafts`) render it.

A round being entered is its answers so far, in the sheet's shape (``captured``, ``field``,
``leftover``, ``active`` and the game's facts), with the scheduled dealer and what the round
before carried.  A question is named by its key: ``active`` (who played), a fact's sheet key,
``captured.NAME`` (a pile), ``field.end``, ``field.start`` and ``leftover``.  The order is the
order at the table: who played, the bids, what was declared at the deal, who stopped the round,
the piles in turn order from the dealer, the fields, the leftovers, the calls a yaku makes,
then the game's other facts where they matter (answered, or named by a problem).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hanascore.core.cards import REST, card, split_tokens
from hanascore.core.counted_piles import is_counted
from hanascore.core.errors import Code, HanascoreError, Problem, SheetError
from hanascore.core.facts import Answer, FactField, Facts
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table
from hanascore.games.base import Game, find_yaku
from hanascore.games.sheets import load_sheet, resolve

#: Who played: asked like a fact, but shared by every game with sit-outs.
ACTIVE = "active"
#: The end-field cards each pile takes (Mushi's rule, where the sheet places them).
LEFTOVER = "leftover"

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
        # A counted pile's own problems: a word that is no kind, a yaku the game has not,
        # counts in one pile and cards in another, a count larger than its kind.
        Code.BAD_COUNT,
        Code.UNKNOWN_YAKU,
        Code.COUNTED_MIX,
        Code.COUNT_TOO_BIG,
        Code.YAKU_NOT_IN_PLAY,
    }
)


def head(where: str | None) -> str:
    """The sheet key a problem's ``where`` starts with (``captured`` of ``captured.Ann``)."""
    return (where or "").split(".", 1)[0]


def fresh(before: Iterable[Problem], after: Iterable[Problem]) -> list[Problem]:
    """The problems of ``after`` that ``before`` did not have."""
    seen = Counter(before)
    new = []
    for problem in after:
        if seen[problem]:
            seen[problem] -= 1
        else:
            new.append(problem)
    return new


def mentions(problem: Problem, key: str) -> bool:
    """True when ``problem`` is about the sheet key ``key``: where it is, or the key its fix
    names (:attr:`Problem.fix`)."""
    return head(problem.where) == key or problem.fix == key


def can_stop(game: Game) -> bool:
    """True when a round of ``game`` can be stopped (a yaku stops it, or a player calls it:
    its facts say who), so "who stopped it?" is asked before the piles.  A call only a yaku
    allows (``ask="yaku"``: Hachi-Hachi's shoubu) is asked with that yaku's calls instead."""
    called = any(spec.key == "stopped_by" and spec.ask != "yaku" for spec in game.facts.fields())
    return bool(game.stopping_yaku) or called


@dataclass(frozen=True, slots=True)
class EntryQuestion:
    """One question of the round: its key, the kind of answer it takes (``players``,
    ``cards``, ``leftover`` or a fact's :class:`Answer`), and the answers it offers, each as
    (value, label) (who played: the players' names)."""

    key: str
    kind: str
    choices: tuple[str | tuple[str, str], ...] = ()
    #: The game's fact asked, for a fact's question.
    spec: FactField | None = None


@dataclass
class EntryModel:
    """A round being entered at ``table``: its answers so far and the questions they lead to.

    ``asked`` are the questions put already: once put, a question stays in the round's list
    (so going back finds it where it was).  Every fact that can apply to the round is asked:
    what was declared at the deal, a drop-out where some sit out, who stopped the round, the
    calls once a pile forms a yaku; a fact only a problem makes matter (Mushi's wild card),
    once answered or named.  ``every_fact`` (a stored round asked again) asks who played too
    where some sit out.
    """

    table: Table
    #: Who the ledger scheduled to deal (before a sit-out passes the deal on).
    scheduled: str
    #: What the round before carried to this one (the game's own value).
    carried: Any
    facts: dict[str, Any] = field(default_factory=dict, kw_only=True)
    asked: set[str] = field(default_factory=set, kw_only=True)
    every_fact: bool = field(default=False, kw_only=True)
    #: The answers of the round before (its sheet's facts): what a drop-out question offers.
    before: Mapping[str, Any] = field(default_factory=dict, kw_only=True)

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def fact_fields(self) -> dict[str, FactField]:
        """The game's facts a player may be asked (a ledger derives the others)."""
        return {f.key: f for f in self.table.facts_type.fields() if not f.ledger_derived}

    @property
    def fact_keys(self) -> tuple[str, ...]:
        """Who played, then the game's facts, in the order they are declared."""
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
        facts = self.facts if facts is None else facts
        try:
            resolve(self.sheet(facts), self.table, dealer=self.dealer_of(facts), carried=self.carried)
        except HanascoreError as error:
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

    def with_part(self, section: str, name: str, value: Any, facts: dict[str, Any] | None = None) -> dict[str, Any]:
        """A copy of the answers with ``section.name`` set last (so duplicates are laid at its door)."""
        facts = dict(self.facts if facts is None else facts)
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
        active = self.facts.get(ACTIVE) or self.inferred_active()
        return [p for p in self.turn_order() if active is None or p in active]

    def read_facts(self) -> Facts | None:
        """The game's facts as answered so far, read as a sheet reads them (None: they do not
        read yet)."""
        raw = {k: v for k, v in self.facts.items() if k in self.fact_fields and v is not None}
        problems: list[Problem] = []
        facts = self.table.facts_type.parse(raw, self.table, in_ledger=True, problems=problems, owners=lambda _: ())
        return None if problems else facts

    def inferred_active(self) -> tuple[str, ...] | None:
        """Who played, where who played is not answered and the game's facts tell it (every
        player who did not drop out, where no more are left than a round takes)."""
        if ACTIVE in self.facts or not self.table.some_sit_out:
            return None
        facts = self.read_facts()
        return None if facts is None else facts.active_players(self.table, self.scheduled)

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

    @property
    def stopper_key(self) -> str | None:
        """The fact naming who stopped the round, in games where it is asked before the piles."""
        return "stopped_by" if can_stop(self.game) and "stopped_by" in self.fact_fields else None

    def yaku_formed(self) -> bool:
        """True when a pile given so far forms a yaku of the game (under the table's rules);
        a counted pile, when it names one."""
        words = self.game.counted_words if self.game.kinds else None
        piles = [str(v) for v in self.facts.get("captured", {}).values()]
        if words is not None and any(is_counted(p, words) and "+" in p for p in piles):
            return True
        try:
            round_, _ = resolve(self.sheet(), self.table, dealer=self.dealer, carried=self.carried, whole=False)
        except SheetError:
            return False
        in_play = self.game.yaku_for(self.table.rules)
        return any(find_yaku(in_play, pile) for pile in round_.piles.values())

    # -- the questions ------------------------------------------------------------------------

    def questions(self, problems: list[Problem] | None = None) -> list[EntryQuestion]:
        """The round's questions in the order they are asked, as the answers so far make them."""
        problems = self.problems() if problems is None else problems
        return [self.question(key) for key in self.question_keys(problems)]

    def question_keys(self, problems: list[Problem]) -> list[str]:
        """The keys of :meth:`questions` (``problems``: the answers' problems now)."""
        named = {k for p in problems for k in (head(p.where), p.fix) if k}
        specs = self.fact_fields
        sit_out = self.table.some_sit_out

        def matters(key: str) -> bool:
            return key in self.facts or key in self.asked or key in named

        keys: list[str] = []
        # Who dropped out first, where some sit out: the drop-out phase comes before the deal,
        # and who dropped out may tell who played (then not asked).
        keys += [k for k, s in specs.items() if s.ask == "sit-out" and sit_out]
        # Who played, where some sit out: until the round resolves without it (the piles told).
        inferred = self.inferred_active() is not None and not self.every_fact
        if sit_out and (matters(ACTIVE) or self.every_fact or (problems and not inferred)):
            keys.append(ACTIVE)
        # An auction comes before the play; what was declared at the deal too; then who
        # stopped the round (the likelier slip than a pile), and what ends a round before
        # play only where nobody stopped it (a lucky hand shown).
        keys += [k for k, s in specs.items() if s.answer is Answer.BIDS and (sit_out or matters(k))]
        keys += [k for k, s in specs.items() if s.ask == "deal"]
        if self.stopper_key is not None:
            keys.append(self.stopper_key)
            stopped = self.facts.get(self.stopper_key) is not None
            keys += [k for k, s in specs.items() if s.ask == "before-play" and (not stopped or k in self.facts)]
        else:
            keys += [k for k, s in specs.items() if s.ask == "before-play"]
        keys += [f"captured.{party}" for party in self.piles_to_ask()]
        moments = self.facts.get("field", {})
        unused = self.unused_fields()
        if (not self.game.end_field_empty and "end" not in unused) or "end" in moments:
            keys.append("field.end")
        if (self.game.start_field_matters and "start" not in unused) or "start" in moments:
            keys.append("field.start")
        if matters(LEFTOVER) and (moments.get("end") or LEFTOVER in self.facts):
            keys.append(LEFTOVER)
        # The calls a yaku makes, once a pile forms one (or asked already): of the calls that
        # end the round, one is named (those after it are not asked).
        calls = [k for k, s in specs.items() if s.ask == "yaku" and k not in keys]
        if calls and (any(matters(k) for k in calls) or self.yaku_formed()):
            ended = False
            for key in calls:
                if specs[key].answer is Answer.PARTY:
                    if ended:
                        continue
                    ended = ended or self.facts.get(key) is not None
                keys.append(key)
        keys += [k for k in specs if k not in keys and matters(k)]
        return keys

    def unused_fields(self) -> frozenset[str]:
        """The fields (``end``, ``start``) the round as answered so far has no use for, as the
        game's rules say (a counted Koi-Koi round stopped; a Hachi-Hachi round three played
        out): not asked.  Only once every pile is given and who stopped the round is known."""
        piles = self.piles_in_turn_order()
        captured = self.facts.get("captured", {})
        if not all(p in captured for p in piles):
            return frozenset()
        # Nor while the calls a yaku makes are still to come (who stopped the round is then
        # not known yet).
        ends = [k for k, s in self.fact_fields.items() if s.ask == "yaku" and s.answer is Answer.PARTY]
        settled = any(self.facts.get(k) is not None for k in ends) or all(k in self.asked for k in ends)
        if not settled and self.yaku_formed():
            return frozenset()
        facts = self.read_facts()
        if facts is None:
            return frozenset()
        counted = bool(self.game.kinds) and any(is_counted(str(v), self.game.counted_words) for v in captured.values())
        return self.game.unused_fields(facts, len(self.active_players()), counted)

    def numbered(self) -> dict[int, str]:
        """The round's questions by their number (1 first), as the list of answers shows them."""
        return dict(enumerate(self.question_keys(self.problems()), 1))

    def question(self, key: str) -> EntryQuestion:
        """The question of ``key``: the kind of answer it takes and the answers it offers."""
        if key == ACTIVE:
            return EntryQuestion(ACTIVE, "players", self.players)
        if key.startswith(("captured.", "field.")):
            return EntryQuestion(key, "cards")
        if key == LEFTOVER:
            return EntryQuestion(key, LEFTOVER)
        spec = self.fact_fields[key]
        return EntryQuestion(key, spec.answer.value, self.choices(spec), spec)

    def choices(self, spec: FactField) -> tuple[tuple[str, str], ...]:
        """The answers a fact's question offers, as (value, label)."""
        if spec.answer is Answer.PARTY:
            return tuple((p.name, p.name) for p in self.table.parties)
        if spec.answer is Answer.CARD:
            cards = spec.choices or tuple(sorted(self.game.deck))
            return tuple((str(c), f"{card(c).name} {card(c).japanese} ({card(c).code})") for c in cards)
        return tuple((str(choice), str(choice)) for choice in spec.choices)

    def facts_that_matter(self, problems: list[Problem], resolved: bool) -> list[EntryQuestion]:
        """The questions that are no pile nor field: who played and the game's facts, in the
        round's order (the page shows the piles itself).  Who played is left out once the round
        ``resolved`` without it (the piles told it)."""
        keys = self.question_keys(problems)
        wanted = [
            k for k in keys if k in self.fact_keys and not (k == ACTIVE and resolved and ACTIVE not in self.facts)
        ]
        return [self.question(k) for k in wanted]

    # -- each answer's checks, and what a problem points back to ------------------------------

    def fact_check(self, key: str, value: Any) -> list[Problem]:
        """New problems about ``key`` once it is set to ``value``."""
        before = self.problems(self.with_fact(key, None))
        after = self.problems(self.with_fact(key, value))
        return [p for p in fresh(before, after) if head(p.where) == key]

    def pile_check(self, party: str, pile: str) -> list[Problem]:
        """The problems ``pile`` brings as ``party``'s pile: those with the piles given so far,
        and those of the pile on its own, read as if the piles not given yet held the rest (a
        count larger than the deck is found on the pile that holds it, not on the next one)."""
        without = self.with_part("captured", party, None)
        with_it = self.with_part("captured", party, pile)
        where = f"captured.{party}"
        # The pile's own problems too (a yaku its counts cannot hold), unless their fix is
        # another answer's (a stopping yaku: who stopped the round).
        found = [
            p
            for p in fresh(self.problems(without), self.problems(with_it))
            if p.code in CARD_CODES or (p.where == where and p.fix is None)
        ]
        others = [p for p in self.piles_in_turn_order() if p != party and p not in self.facts.get("captured", {})]
        if others and not any(REST in split_tokens(str(v).lower()) for v in with_it.get("captured", {}).values()):
            filled = dict(with_it)
            for other in others:
                filled = self.with_part("captured", other, REST if other == others[-1] else "", filled)
            found += [p for p in self.problems(filled) if p.where == where and p.code in CARD_CODES and p not in found]
        return found

    def target_of(self, problem: Problem) -> str | None:
        """The question whose answer ``problem`` is about: where it is, or the other key its fix
        names where that is not answered yet (a stopping yaku in a pile: who stopped the round)
        or the fix is about who stopped it (a stopper whose pile holds no stopping yaku)."""
        piles = self.piles_in_turn_order()
        if problem.fix in self.fact_keys and (
            self.facts.get(problem.fix) is None or problem.code is Code.STOPPER_WITHOUT_YAKU
        ):
            return problem.fix
        where = problem.where or ""
        section = head(where)
        if section == "captured" and piles:
            name = where.removeprefix("captured.") if "." in where else piles[-1]
            return f"captured.{name}" if name in piles else f"captured.{piles[-1]}"
        if section == "field":
            return where if where in ("field.end", "field.start") else "field.end"
        if section == "dealer":
            return ACTIVE if ACTIVE in self.asked or ACTIVE in self.facts else None
        if section in (LEFTOVER, *self.fact_keys):
            return section
        return None

    def first_target(self, problems: list[Problem]) -> str | None:
        """The answer to offer first: a fact left unsaid, else the first problem's."""
        targets = [t for t in map(self.target_of, problems) if t is not None]
        unsaid = [t for t in targets if t in self.fact_keys and self.facts.get(t) is None]
        return (unsaid or targets or [None])[0]

    # -- what can be inferred -------------------------------------------------------------------

    def rest_adds_up(self, party: str) -> bool:
        """True when every card not placed yet, as ``party``'s pile, brings no problem with the
        cards nor with that pile: the round then places the whole deck, and the rest is what
        that pile holds.  (A counted pile's problems come first: its yaku that the rest's counts
        make certain, before the round's card count.)"""
        before = self.problems(self.with_part("captured", party, None))
        after = self.problems(self.with_part("captured", party, REST))
        return not any(
            p.code in CARD_CODES or p.code == Code.MISSING_CARDS or p.where == f"captured.{party}"
            for p in fresh(before, after)
        )

    def piles_held(self) -> dict[str, Any] | None:
        """The answers with only the piles that hold cards, where players may sit out, who
        played is not answered and some piles are empty: read so, as a sheet naming only those
        piles is read, the piles tell who played (3-player Mushi with two piles given).  None
        where there is nothing to infer."""
        captured = self.facts.get("captured", {})
        held = {name: pile for name, pile in captured.items() if str(pile).strip()}
        if not self.table.some_sit_out or ACTIVE in self.facts or not held or len(held) == len(captured):
            return None
        return {**self.facts, "captured": held}
