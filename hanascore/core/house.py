"""House rules: each game's options as a frozen dataclass, documented and checked field by field.

A game declares its rules as a :class:`HouseRules` subclass whose fields are made with
:func:`rule` (default, meaning, and the values allowed).  :meth:`HouseRules.parse` turns a
table of overrides (a sheet's ``[house]``, ``--house`` options, a stored game) into the rules
in force, or reports every unknown key and ill-typed value at once.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from hanascore.core.errors import Code, Problem, Words, joined, msg
from hanascore.core.words import Language

#: The most points a house rule, a bid or an adjustment takes: far beyond any table, and far
#: inside what the store keeps (64-bit integers), so that every sum of them stays exact there.
MAX_POINTS = 1_000_000_000

#: Who has the house rules, in a message, when no game is named.
THIS_GAME = msg("house.this-game")


def rule(
    default: bool | int | str,
    meaning: Words,
    *,
    choices: tuple[str, ...] = (),
    minimum: int | None = None,
) -> Any:
    """A house-rule field: its default, what it means (the game's words), and (for text) the
    values allowed."""
    metadata = {"meaning": meaning, "choices": choices, "minimum": minimum}
    return dataclasses.field(default=default, metadata=metadata)


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One house rule as ``hanascore rules`` and the forms describe it."""

    name: str
    default: bool | int | str
    meaning: Words
    choices: tuple[str, ...] = ()
    minimum: int | None = None

    def meaning_in(self, lang: Language) -> str:
        """What the rule means in ``lang``."""
        return self.meaning.say(lang)

    def problem_with(self, value: object) -> Words | None:
        """Why ``value`` cannot be this rule's value, or None when it can."""
        kind = type(self.default)
        # bool is an int in Python: true must not pass for 8, nor 1 for true.
        if type(value) is not kind:
            expected: object = msg({bool: "house.true-false", int: "house.whole-number", str: "house.text"}[kind])
            if self.choices:
                expected = joined((f'"{c}"' for c in self.choices), " or ", "、")
            return msg("house.expected", expected=expected, value=value)
        if self.choices and value not in self.choices:
            return msg("house.expected", expected=joined(map(repr, self.choices), " or ", "、"), value=value)
        if self.minimum is not None and isinstance(value, int) and value < self.minimum:
            return msg("house.at-least", minimum=self.minimum, value=value)
        if isinstance(value, int) and abs(value) > MAX_POINTS:
            return msg("house.at-most", most=MAX_POINTS, value=value)
        return None


# Not slotted: each game's rules extend it with fields of their own.
@dataclass(frozen=True)
class HouseRules:
    """Base of every game's house rules: frozen, typed, unknown keys rejected."""

    @classmethod
    def options(cls) -> tuple[RuleOption, ...]:
        """Every rule of the game, in declaration order."""
        return tuple(
            RuleOption(
                f.name,
                f.default,
                f.metadata["meaning"],
                f.metadata["choices"],
                f.metadata["minimum"],
            )
            for f in dataclasses.fields(cls)  # type: ignore[arg-type]
        )

    @classmethod
    def prepare(cls, house: dict[str, Any]) -> tuple[dict[str, Any], list[Words]]:
        """Rules that depend on each other (a game overrides this): the table to use, and why
        it cannot be used."""
        return house, []

    @classmethod
    def parse(
        cls, house: Mapping[str, Any], where: str = "house", owner: object = THIS_GAME
    ) -> tuple[Self | None, list[Problem]]:
        """The rules with ``house`` applied, or None and every problem with it (``owner``
        names the game in messages)."""
        options = {option.name: option for option in cls.options()}
        problems: list[Problem] = []
        for key, value in house.items():
            option = options.get(key)
            if option is None:
                close = difflib.get_close_matches(str(key), list(options), n=1, cutoff=0.6)
                hint = msg("hint.did-you-mean-rule", name=close[0]) if close else ""
                known = ", ".join(options) or msg("hint.no-rules")
                problems.append(
                    Problem(
                        Code.UNKNOWN_HOUSE_RULE,
                        msg("unknown-house-rule", owner=owner, key=key, hint=hint, known=known),
                        f"{where}.{key}",
                    )
                )
                continue
            wrong = option.problem_with(value)
            if wrong is not None:
                problems.append(
                    Problem(Code.BAD_HOUSE_RULE, msg("bad-house-rule", key=key, wrong=wrong), f"{where}.{key}")
                )
        if problems:
            return None, problems
        prepared, conflicts = cls.prepare(dict(house))
        if conflicts:
            return None, [Problem(Code.BAD_HOUSE_RULE, message, where) for message in conflicts]
        return cls(**prepared), []

    def as_dict(self) -> dict[str, Any]:
        """Every rule resolved to its value (what a ledger stores)."""
        return {option.name: getattr(self, option.name) for option in self.options()}
