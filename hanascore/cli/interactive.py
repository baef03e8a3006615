"""Interactive round entry for ``hanascore add``: ask for a round on the terminal.

The questions come from the rules, not from a script per game.  The round is resolved
(:func:`hanascore.core.round.resolve`) as the sheet grows, and a problem whose ``where`` names a
fact of the game's :class:`~hanascore.core.facts.Facts` (or who played) is what makes that question
appear, worded as the fact's field says and read by the kind of answer it takes.  Each answer
is checked as it is typed by comparing the problems with and without it: an answer that brings
a new problem (an unknown token, a card already given in another pile, a card outside the
deck) is asked again with the problem named.  Problems of the whole sheet (a card nobody
captured, a leftover the rule cannot place) are shown once everything is in, and the user
picks the answer to redo.

Nothing here scores or writes: :func:`enter_round` returns the :class:`RawSheet` to store, or
None.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from typing import IO, Any

from rich.console import Console
from rich.text import Text

from hanascore.cli.answers import Editing, head
from hanascore.cli.fact_questions import ask_fact
from hanascore.cli.pile_questions import ask_field, ask_leftover, ask_pile, asks_end_field
from hanascore.cli.prompts import Terminal
from hanascore.cli.round_form import ACTIVE, RoundAnswers, mentions
from hanascore.core.errors import Code, GaveUp, HanascoreError, Problem, SheetError
from hanascore.core.facts import Answer
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table
from hanascore.core.words import WORDS, Language, say
from hanascore.games.base import find_yaku
from hanascore.games.scoring import score_sheet
from hanascore.games.sheets import resolve
from hanascore.views.console import stdout, whole_lines
from hanascore.views.terminal import render_problems, render_result

#: The menu's word for "who played" (the sheet's ``active``).
PLAYERS_CHOICE = "players"
#: The parts of a stored sheet that are the round's answers (the rest is the game's set-up).
ROUND_PARTS = ("active", "captured", "field", "leftover")


class RoundEntryForm(RoundAnswers):
    """The questions of a round: which comes when, the menu to give an answer again, and the
    round scored and shown before it is saved.

    ``correcting`` is the number of the stored round being asked again (None: a new round);
    ``before_saving`` says what saving the sheet would change (a correction's new totals),
    shown with the result before the one question that saves it.
    """

    correcting: int | None = None
    before_saving: Callable[[RawSheet], list[str]] | None = None

    def ask(self, key: str) -> None:
        """Ask (again) for one part of the sheet: a fact key, a pile, or a field."""
        if key.startswith("captured."):
            ask_pile(self, key.removeprefix("captured."))
        elif key.startswith("field."):
            ask_field(self, key.removeprefix("field."))
        elif key == "leftover":
            ask_leftover(self)
        elif key == ACTIVE:
            self.ask_active()
        else:
            ask_fact(self, key)

    def open_facts(self, keys: Iterable[str]) -> list[str]:
        """The fact keys of ``keys`` the validator says are missing or wrong now."""
        problems = self.problems()
        return [k for k in keys if any(mentions(p, k) for p in problems)]

    def complete(self) -> None:
        """Ask every question still unanswered: who played (and what decides it), whether the
        round was stopped, and the piles of this round."""
        for key in self.open_facts(self.fact_keys):
            if key not in self.asked:
                self.asked.add(key)
                self.ask(key)
        # An auction comes before the play: its bids are asked with who played.
        for spec in self.fact_fields.values():
            if spec.answer is Answer.BIDS and spec.key not in self.asked and self.table.active_per_round:
                self.asked.add(spec.key)
                self.ask(spec.key)
        # What was declared at the deal comes before the play (a drop-out where some sit out).
        for spec in self.fact_fields.values():
            dealt = spec.ask == "deal" or (spec.ask == "sit-out" and self.table.some_sit_out)
            if dealt and spec.key not in self.asked:
                self.asked.add(spec.key)
                self.ask(spec.key)
        stopper = self.stopper_key
        if stopper is not None and stopper not in self.asked:
            self.asked.add(stopper)
            self.ask(stopper)
        # The facts asked so far may end the round before play: its piles are then not asked.
        for party in self.piles_to_ask():
            if party not in self.facts.get("captured", {}):
                ask_pile(self, party)
        if asks_end_field(self.game) and "end" not in self.facts.get("field", {}) and "field.end" not in self.asked:
            self.asked.add("field.end")
            ask_field(self, "end")
        if self.game.start_field_matters and "field.start" not in self.asked:
            self.asked.add("field.start")
            ask_field(self, "start")
        self.ask_calls()

    def ask_calls(self) -> None:
        """The calls a yaku makes a question of, once a pile forms one: who ended the round is
        asked until one is named (a round ends once)."""
        calls = [s for s in self.fact_fields.values() if s.ask == "yaku" and s.key not in self.asked]
        if not calls or not self.yaku_formed():
            return
        for spec in calls:
            ended = any(self.facts.get(s.key) for s in calls if s.answer is Answer.PARTY)
            if spec.answer is Answer.PARTY and ended:
                continue
            self.asked.add(spec.key)
            self.ask(spec.key)

    def yaku_formed(self) -> bool:
        """True when a pile given so far forms a yaku of the game (under the table's rules)."""
        try:
            round_, _ = resolve(self.sheet(), self.table, dealer=self.dealer, carried=self.carried, whole=False)
        except SheetError:
            return False
        in_play = self.game.yaku_for(self.table.rules)
        return any(find_yaku(in_play, pile) for pile in round_.piles.values())

    def target_of(self, problem: Problem) -> str | None:
        """The question whose answer ``problem`` is about."""
        where = problem.where or ""
        section = head(where)
        piles = self.piles_in_turn_order()
        stopper = self.stopper_key
        # A stopping yaku in a pile: who stopped the round is the likelier slip than the pile.
        if stopper is not None and (
            problem.code is Code.STOPPER_WITHOUT_YAKU
            or (problem.code is Code.STOPPING_YAKU_NOT_STOPPED and self.facts.get(stopper) is None)
        ):
            return stopper
        if section == "captured":
            name = where.removeprefix("captured.") if "." in where else piles[-1]
            return f"captured.{name}" if name in piles else f"captured.{piles[-1]}"
        if section == "field":
            return where if where in ("field.end", "field.start") else "field.end"
        if section == "dealer":
            return ACTIVE if ACTIVE in self.asked else None
        if section in ("leftover", *self.fact_keys):
            return section
        return None

    def first_target(self, problems: list[Problem]) -> str | None:
        """The answer to offer first: a fact left unsaid, else the first problem's."""
        targets = [t for t in map(self.target_of, problems) if t is not None]
        unsaid = [t for t in targets if t in self.fact_keys and self.facts.get(t) is None]
        return (unsaid or targets or [None])[0]

    def menu(self, default: str | None) -> str:
        """Let the user pick the answer to give again."""
        choices: dict[str, str] = {}
        for party in self.piles_in_turn_order():
            choices[party] = f"captured.{party}"
        if asks_end_field(self.game) or self.facts.get("field", {}).get("end"):
            choices["end"] = "field.end"
        if self.game.start_field_matters:
            choices["start"] = "field.start"
        if self.facts.get("field", {}).get("end"):
            choices["leftover"] = "leftover"
        for key in self.fact_keys:
            if key in self.asked or key in self.facts:
                # The first word of the quick-sheet key: "stopped", "wild", "crane", "bids".
                spec = self.fact_fields.get(key)
                choices[spec.quick.split()[0] if spec else PLAYERS_CHOICE] = key
        # The words shown are the language's (Japanese: the page's names of the places); the
        # English ones are read too.
        shown = {self.menu_word(word, target): target for word, target in choices.items()}
        by_target = {target: word for word, target in shown.items()}
        shown_default = by_target.get(default or "")
        while True:
            answer = self.terminal.ask(
                self.say("entry.which-again"),
                shown_default,
                self.say("entry.menu-note", choices=self.listed(shown)),
                editing=Editing(names=tuple(shown)),
            )
            target = shown.get(self.match_name(answer, shown)) or choices.get(self.match_name(answer, choices))
            if target is not None:
                return target
            self.terminal.problem(self.say("entry.none-of", answer=answer, choices=self.listed(shown)))

    def menu_word(self, word: str, target: str) -> str:
        """The menu's word for ``target`` in the terminal's language: a pile by its party, a
        field, the leftovers and who played by their own words, a fact by its place's name
        (``where.*``, as the page names it), else its quick-sheet word."""
        if target.startswith("captured."):
            return word
        own = {"field.end": "end", "field.start": "start", "leftover": "leftover", ACTIVE: "players"}
        if target in own:
            return self.say(f"entry.menu-{own[target]}")
        if self.terminal.lang == "ja" and f"where.{target}" in WORDS:
            return say("ja", f"where.{target}")
        return word

    def review(self) -> None:
        """Put every question a stored round answered again, its answer the default (Enter
        keeps it), in the order of a new round: who played, the bids and who stopped the
        round, the piles, the fields, the leftovers, then the facts about the piles that
        still matter."""
        self.prefilling = True
        try:
            self._review()
        finally:
            self.prefilling = False

    def _review(self) -> None:
        before_play = [ACTIVE, *(k for k, f in self.fact_fields.items() if f.answer is Answer.BIDS)]
        if self.stopper_key is not None:
            before_play.append(self.stopper_key)
        for key in before_play:
            if key in self.facts or key == self.stopper_key or (key == ACTIVE and self.table.some_sit_out):
                self.asked.add(key)
                self.ask(key)
        for party in self.piles_to_ask():
            ask_pile(self, party)
        for moment, asked in (("end", asks_end_field(self.game)), ("start", self.game.start_field_matters)):
            if asked or moment in self.facts.get("field", {}):
                self.asked.add(f"field.{moment}")
                ask_field(self, moment)
        if self.facts.get("leftover"):
            ask_leftover(self)
        for key in self.fact_keys:
            if key not in before_play and key in self.facts:
                self.asked.add(key)
                if any(mentions(p, key) for p in self.problems(self.with_fact(key, None))):
                    self.ask(key)

    def run(self, reviewing: bool = False) -> RawSheet | None:
        self.introduce()
        if reviewing:
            self.review()
        self.complete()
        while True:
            try:
                result = score_sheet(self.sheet(), self.table, dealer=self.dealer, carried=self.carried)
            except SheetError as error:
                missing = [
                    k
                    for k in self.fact_keys
                    if k not in self.asked and self.facts.get(k) is None and any(mentions(p, k) for p in error.problems)
                ]
                if missing:
                    # The question says in the players' words what the problem says in the
                    # sheet's (its key and syntax): only the question is shown.
                    key = missing[0]
                    self.asked.add(key)
                    self.ask(key)
                    continue
                render_problems(error.problems, self.terminal.console, lang=self.terminal.lang)
                self.ask(self.menu(self.first_target(error.problems)))
                self.complete()
                continue
            self.terminal.console.print()
            render_result(result, self.game, self.terminal.console, self.terminal.lang)
            if self.before_saving is not None:
                try:
                    changes = self.before_saving(self.sheet())
                except HanascoreError as error:  # the ledger's problems with the correction
                    render_problems(error.problems, self.terminal.console, lang=self.terminal.lang)
                    self.ask(self.menu(self.first_target(error.problems)))
                    self.complete()
                    continue
                self.terminal.console.print()
                for line in changes:
                    self.terminal.console.print(line, soft_wrap=whole_lines(self.terminal.console))
            # One key on a line editor: y saves, n discards, e changes an answer.
            saved = self.terminal.confirm(
                self.say("entry.save-round" if self.correcting is None else "entry.save-correction"),
                self.say("entry.save-refused"),
                note=self.say("entry.save-note"),
                others=("e", "edit"),
            )
            if saved is True:
                return self.sheet()
            if saved is False:
                return None
            self.ask(self.menu(None))
            self.complete()

    def introduce(self) -> None:
        """Say which round is entered, who deals, and how cards (or counts) are typed."""
        console = self.terminal.console
        ja = self.terminal.lang == "ja"
        # The game's name: in English with its Japanese beside it, in Japanese its Japanese.
        game = self.game.japanese if ja else f"{self.game.name} {self.game.japanese}"
        title = (
            self.say("entry.new-round", game=game)
            if self.correcting is None
            else self.say("entry.correcting", number=self.correcting, game=game)
        )
        console.print(
            Text(title, style="bold"),
            Text(self.say("entry.deals", dealer=self.dealer, order=self.listed(self.turn_order()))),
            soft_wrap=whole_lines(console),
        )
        waiting = self.table.game.shows.multipliers(self.carried)
        if waiting:
            self.terminal.note(self.say("entry.carried", multiplier=waiting[0]))
        keys = self.say("entry.keys") if self.terminal.editing else ""
        self.terminal.note(self.say("entry.how-to-type") + keys + self.say("entry.give-up-keys"))
        if self.counted_words is not None:  # the counted form, next to card entry
            # The kinds as the language calls them (a counted pile reads either word).
            kinds = (
                self.listed(k.japanese or k.id for k in self.game.kinds) if ja else ", ".join(self.counted_words.order)
            )
            in_play = self.game.yaku_for(self.table.rules)
            yaku = ""
            if in_play:  # the first yaku, by the word a counted pile reads in the language
                first = in_play[0].japanese or in_play[0].id if ja else in_play[0].id
                yaku = self.say("entry.counted-yaku", first=first)
            self.terminal.note(self.say("entry.counted-form", kinds=kinds, yaku=yaku))


def stored_answers(defaults: RawSheet | Mapping[str, Any] | None) -> dict[str, Any]:
    """The answers of a stored round in the shape the questions keep them (its sheet's shape,
    less the game's set-up, which comes from the ledger)."""
    if defaults is None:
        return {}
    data = defaults.to_dict() if isinstance(defaults, RawSheet) else dict(defaults)
    setup = set(RawSheet.__dataclass_fields__) - set(ROUND_PARTS) - {"facts", "field_start", "field_end"}
    answers = {k: copy.deepcopy(v) for k, v in data.items() if k not in setup}
    if ACTIVE in answers:
        answers[ACTIVE] = list(answers[ACTIVE])
    return answers


def enter_round(
    table: Table,
    dealer: str,
    carried: Any = None,
    *,
    input_stream: IO[str] | None = None,
    console: Console | None = None,
    defaults: RawSheet | Mapping[str, Any] | None = None,
    terminal: Terminal | None = None,
    correcting: int | None = None,
    before_saving: Callable[[RawSheet], list[str]] | None = None,
    lang: Language = "en",
    played: Iterable[str] = (),
) -> RawSheet | None:
    """Ask for one round at ``table``, scheduled to be dealt by ``dealer``, and return its sheet.

    Asks for every capture pile in turn order from the dealer (``rest`` is offered for the
    last), the end field and, where the game uses it, the field as dealt; then whatever the
    rules need to hear: who played, and the game's facts its problems name (its Facts say how
    each is asked).  ``carried`` is what the round before carried to this one (the game's own value).  The scored round is
    shown and saved only on "y": None when the user declines; GaveUp on Ctrl-C or Ctrl-D.
    ``input_stream`` replaces the terminal (tests), ``console`` is where questions and the
    result are shown; ``terminal`` replaces both (a line editor on a pipe, in tests).

    ``defaults`` are the stored answers of an existing round (its sheet, or the sheet's
    ``to_dict()``): every question it answered is put again with the stored answer as the
    default, so Enter keeps it and only what changes is typed; on a line editor the stored
    answer is put on the line itself, ready to change.  ``correcting`` (round N) says so at the
    top and asks "Save this correction?" after ``before_saving``'s lines (what the correction
    changes), the one confirmation.  ``lang`` is the language every question, note and problem
    is said in (the command's: a given ``terminal`` keeps its own).  ``played``: who played the
    round before, offered as who played this one (Enter keeps it) where the question is asked.
    """
    if terminal is None:
        terminal = Terminal(console or stdout(), input_stream, lang=lang)
    console = terminal.console
    entry = RoundEntryForm(table, dealer, carried, terminal, facts=stored_answers(defaults))
    entry.correcting, entry.before_saving = correcting, before_saving
    entry.played_before = tuple(played)
    # A Ctrl-C once something is answered (or a stored round is being corrected) asks first.
    terminal.has_answers = lambda: bool(entry.facts)
    try:
        return entry.run(reviewing=defaults is not None)
    except (KeyboardInterrupt, EOFError):
        console.print()
        console.print(Text(terminal.say("entry.given-up"), style="yellow"))
        # Ctrl-C is 130, as for any command interrupted, and so is Ctrl-D (the end of input):
        # the user stopped the command, which is no bug (exit 1).
        raise GaveUp(130) from None
