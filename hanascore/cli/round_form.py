"""The round being entered on the terminal: the entry model
(:class:`~hanascore.views.entry_model.EntryModel`: the answers so far, the questions they lead
to, each answer's checks) with the terminal that asks, and how an answer is asked until it
brings no problem.

The questions (:mod:`hanascore.cli.fact_questions`, :mod:`hanascore.cli.pile_questions`) read
and set these answers; :mod:`hanascore.cli.interactive` walks the model's questions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from hanascore.cli.answers import CONFLICT_CODES, Editing, GoBack, goes_back
from hanascore.cli.prompts import Terminal
from hanascore.core.counted_piles import CountedWords
from hanascore.core.errors import Code, Problem, msg
from hanascore.views.entry_model import ACTIVE, EntryModel, can_stop, head, mentions
from hanascore.views.terminal import render_deck

__all__ = ["ACTIVE", "NOTHING_GIVEN", "RoundAnswers", "can_stop", "mentions"]

#: Defaults that mean "nothing given" (an empty pile or field, nobody stopped, a field not
#: given): a stored answer put on the line leaves the line empty for them, and Enter keeps them.
NOTHING_GIVEN = frozenset({"none", "skip", "no", "なし"})


@dataclass
class RoundAnswers(EntryModel):
    """The round being entered on ``terminal``: the entry model, its answers checked as given."""

    terminal: Terminal
    #: While a stored round is reviewed on a line editor, each stored answer is put on the
    #: line, ready to change, instead of offered as a ``[default]`` to retype.
    prefilling: bool = False
    #: Who played the round before (where some sit out): who played is offered as that, Enter
    #: keeps it.
    played_before: tuple[str, ...] = ()

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
        """``typed`` spelled as one of ``names`` when it matches ignoring case, or begins only
        that one (``a`` for Ann; else as typed)."""
        folded = {n.lower(): n for n in names}
        key = typed.strip().lower()
        if key in folded or not key:
            return folded.get(key, typed.strip())
        begun = [name for low, name in folded.items() if low.startswith(key)]
        return begun[0] if len(begun) == 1 else typed.strip()

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
            if goes_back(answer):
                raise GoBack
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
