"""Interactive round entry for ``hanascore add``: ask for a round on the terminal.

The terminal walks the entry model's questions (:mod:`hanascore.views.entry_model`, the
page's too), in its order, each worded as the fact's field says and read by the kind of
answer it takes.  Each answer is checked as it is typed, on the question it belongs to: an
answer that brings a problem (an unknown token, a card already given in another pile, a count
larger than the deck) is asked again with the problem named.  ``<`` (Shift-Tab on a line
editor) goes back a question, so no slip traps the player.  Problems of the whole sheet (a
card nobody captured, a leftover the rule cannot place) are shown once everything is in; the
round's answers are listed numbered, and ``e N`` changes answer N.

Nothing here scores or writes: :func:`enter_round` returns the :class:`RawSheet` to store, or
None.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from typing import IO, Any

from rich.console import Console
from rich.text import Text

from hanascore.cli.answered import show_answers
from hanascore.cli.answers import Editing, GoBack, goes_back, yes_no
from hanascore.cli.fact_questions import ask_fact
from hanascore.cli.pile_questions import ask_field, ask_leftover, ask_pile, asks_end_field
from hanascore.cli.prompts import Terminal
from hanascore.cli.round_form import ACTIVE, RoundAnswers
from hanascore.core.errors import GaveUp, HanascoreError, SheetError
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table
from hanascore.core.words import WORDS, Language, say
from hanascore.games.scoring import score_sheet
from hanascore.views.console import stdout, whole_lines
from hanascore.views.entry_offers import inferred
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

    def walk(self, position: int = 0, *, fresh_only: bool = False, ask_first: bool = False) -> None:
        """Put the model's questions in order from ``position``, each answer checked as typed:
        ``<`` (or Shift-Tab) goes back a question, whose answer is then on offer (Enter keeps
        it).  ``fresh_only``: going forward, only the questions not put yet (``ask_first``:
        and the one at ``position``, an answer picked to change).  Ends once every question
        the answers lead to has been put."""
        going_back = ask_first
        while True:
            keys = self.question_keys(self.problems())
            if position >= len(keys):
                unasked = [i for i, key in enumerate(keys) if key not in self.asked]
                if not unasked:
                    return
                position = unasked[0]
            key = keys[position]
            if fresh_only and not going_back and key in self.asked:
                position += 1
                continue
            saved = copy.deepcopy(self.facts)
            self.asked.add(key)
            # An answer the rules give is not asked going forward (going back asks it).
            given = None if going_back else inferred(self, key)
            if given is not None:
                self.take_inferred(key, given)
                position = self.question_keys(self.problems()).index(key) + 1
                continue
            try:
                self.ask(key)
            except GoBack:
                self.facts = saved
                if position == 0:
                    self.terminal.note(self.say("entry.first-question"))
                position, going_back = max(position - 1, 0), True
                continue
            going_back = False
            # The answer may add or drop questions before it: the walk goes on after it.
            after = self.question_keys(self.problems())
            position = after.index(key) + 1 if key in after else position + 1

    def take_inferred(self, key: str, value: str) -> None:
        """Set the pile ``key`` to ``value``, the answer the rules give, and say so."""
        party = key.removeprefix("captured.")
        self.facts["captured"] = {**self.facts.get("captured", {}), party: value}
        self.terminal.note(self.say("entry.pile-inferred", party=party))

    def change(self, key: str) -> None:
        """Ask ``key`` again, then the questions its new answer brings."""
        keys = self.question_keys(self.problems())
        if key in keys:
            self.walk(keys.index(key), fresh_only=True, ask_first=True)
        else:
            self.asked.add(key)
            self.ask(key)
            self.walk(fresh_only=True)

    def picked(self, answer: str) -> str | None:
        """The question ``e N`` (or ``N``) names, by its number in the list of answers."""
        words = answer.lower().split()
        if words and words[0] in ("e", "edit"):
            words = words[1:]
        if len(words) == 1 and words[0].isdecimal():
            return self.numbered().get(int(words[0]))
        return None

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
            target = (
                shown.get(self.match_name(answer, shown))
                or choices.get(self.match_name(answer, choices))
                or self.picked(answer)
            )
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

    def run(self, reviewing: bool = False) -> RawSheet | None:
        """Walk the round's questions (a stored round's: every fact the game has, each stored
        answer on offer), show the round scored with every answer numbered, and save it on yes
        (``e N`` changes answer N first)."""
        self.introduce()
        self.every_fact = reviewing
        self.prefilling = reviewing
        try:
            self.walk()
        finally:
            self.prefilling = False
        while True:
            try:
                result = score_sheet(self.sheet(), self.table, dealer=self.dealer, carried=self.carried)
            except SheetError as error:
                render_problems(error.problems, self.terminal.console, lang=self.terminal.lang)
                show_answers(self)
                self.change(self.menu(self.first_target(error.problems)))
                continue
            self.terminal.console.print()
            render_result(result, self.game, self.terminal.console, self.terminal.lang)
            if self.before_saving is not None:
                try:
                    changes = self.before_saving(self.sheet())
                except HanascoreError as error:  # the ledger's problems with the correction
                    render_problems(error.problems, self.terminal.console, lang=self.terminal.lang)
                    show_answers(self)
                    self.change(self.menu(self.first_target(error.problems)))
                    continue
                self.terminal.console.print()
                for line in changes:
                    self.terminal.console.print(line, soft_wrap=whole_lines(self.terminal.console))
            show_answers(self)
            saved = self.confirm()
            if isinstance(saved, bool):
                return self.sheet() if saved else None
            self.change(saved)

    def confirm(self) -> bool | str:
        """The one question that saves the round: True (save), False (discard), or the key of
        the answer to change (``e N``; ``e``: picked from the menu, which reads a number too;
        ``<``: the last one).  On a line editor y, n and e answer at once, no Enter."""
        question = self.say("entry.save-round" if self.correcting is None else "entry.save-correction")
        one_key = Editing(one_key=("y", "n", "e"))
        while True:
            answer = self.terminal.ask(question, note=self.say("entry.save-note"), editing=one_key).lower()
            key = self.picked(answer)
            if key is not None:
                return key
            keys = list(self.numbered().values())
            if goes_back(answer) and keys:
                return keys[-1]
            if answer in ("e", "edit"):
                return self.menu(None)
            saved = yes_no(answer)
            if saved is not None:
                return saved
            self.terminal.problem(self.say("entry.save-refused"))

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
        keys = self.say("entry.keys") + self.say("entry.back-keys-editor") if self.terminal.editing else ""
        back = "" if self.terminal.editing else self.say("entry.back-keys")
        self.terminal.note(self.say("entry.how-to-type") + keys + back + self.say("entry.give-up-keys"))
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
    before: Mapping[str, Any] | None = None,
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
    round before, offered as who played this one (Enter keeps it) where the question is asked;
    ``before``: the game's facts of the round before (who dropped out, offered again).
    """
    if terminal is None:
        terminal = Terminal(console or stdout(), input_stream, lang=lang)
    console = terminal.console
    entry = RoundEntryForm(table, dealer, carried, terminal, facts=stored_answers(defaults))
    entry.correcting, entry.before_saving = correcting, before_saving
    entry.played_before = tuple(played)
    entry.before = dict(before or {})
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
