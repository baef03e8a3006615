"""A round being tapped in on the page: checked by the same core as ``add``, never stored.

The page sends what has been tapped so far (piles, field, answers); the answer says what is
wrong, which of the game's Facts questions matter now, and, once the round resolves, its
explained result.  Saving sends the sheet text the draft made, so what is stored is what
``show N --sheet`` prints.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field, ValidationError, field_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from hanascore.core.errors import MAX_PROBLEMS, HanascoreError, Problem
from hanascore.core.facts import Answer, FactField

if TYPE_CHECKING:
    from fastapi.templating import Jinja2Templates

    from hanascore.core.result import RoundResult
    from hanascore.core.sheet import RawSheet
    from hanascore.core.table import Table
    from hanascore.ledger.replay import Ledger

#: The answer to "who played" in the sheet (games where some sit out).
ACTIVE = "active"
#: How deep a fact's answer may nest: the deepest any game asks is a table of whole numbers
#: (bids) or of true/false (yes-no by card); past this the answer is no sheet's.
MAX_FACT_DEPTH = 3
#: A sheet is TOML-shaped, and TOML's whole numbers are 64-bit.
WHOLE_NUMBERS = range(-(2**63), 2**63)

#: Where a value sits in a draft's facts: its keys and list positions.
Where = tuple[str | int, ...]


def _not_in_a_sheet(value: Any, path: Where) -> Iterator[tuple[Where, str]]:
    """Where ``value`` holds what no sheet can (a fraction, Infinity, NaN, null, a number past
    64 bits, nesting past :data:`MAX_FACT_DEPTH`), with what is wrong there."""
    if isinstance(value, bool | str):
        return
    if isinstance(value, int):
        if value not in WHOLE_NUMBERS:
            yield path, f"too large for a sheet: its whole numbers are at most {WHOLE_NUMBERS.stop - 1:,} either way"
    elif isinstance(value, float):
        yield path, f"{json.dumps(value)} is not a whole number: a sheet's numbers are whole"
    elif value is None:
        yield path, "null is not an answer: leave the key out"
    elif len(path) > MAX_FACT_DEPTH:
        yield path, f"nested more than {MAX_FACT_DEPTH} deep: no answer of a sheet is"
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _not_in_a_sheet(item, (*path, index))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _not_in_a_sheet(item, (*path, key))
    else:  # not from JSON; a draft is only ever read from JSON
        yield path, f"a {type(value).__name__} is not an answer a sheet can hold"


class RoundDraft(BaseModel):
    """What the page has of a round so far: card tokens per pile, the field, the answers."""

    captured: dict[str, str] = Field(default_factory=dict)
    field: dict[str, str] = Field(default_factory=dict)
    active: list[str] | None = None
    facts: dict[str, Any] = Field(default_factory=dict)

    @field_validator("facts")
    @classmethod
    def _only_what_a_sheet_holds(cls, facts: dict[str, Any]) -> dict[str, Any]:
        """Refuse, each where it is, the answers no sheet can hold; an unanswered question
        (null, "" or {}) is left out of the sheet instead."""
        wrong = (
            found
            for key, value in facts.items()
            if value not in (None, "", {})
            for found in _not_in_a_sheet(value, (key,))
        )
        details = [
            InitErrorDetails(type=PydanticCustomError("sheet_value", message), loc=where, input=None)
            for where, message in islice(wrong, MAX_PROBLEMS)
        ]
        if details:
            raise ValidationError.from_exception_data(cls.__name__, details)
        return facts

    def sheet_data(self) -> dict[str, Any]:
        """The draft in sheet shape, with unanswered questions left out.  Every pile the page
        shows is a pile, an empty one too (that party captured nothing): what a half-entered
        round still lacks is then the cards no pile holds, never a pile."""
        data: dict[str, Any] = {k: v for k, v in self.facts.items() if v not in (None, "", {})}
        data["captured"] = dict(self.captured)
        # An empty end field is a fact (nothing was left); an empty start field is only not given.
        field = {
            moment: tokens
            for moment, tokens in self.field.items()
            if moment == "end" or (moment == "start" and tokens.strip())
        }
        if field:
            data["field"] = field
        if self.active:
            data[ACTIVE] = self.active
        return data


@dataclass(frozen=True)
class Question:
    """A question of the game's Facts, as the page shows it."""

    key: str
    answer: str
    text: str
    choices: tuple[str, ...]
    value: Any

    def as_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "answer": self.answer,
            "text": self.text,
            "choices": list(self.choices),
            "value": self.value,
        }


@dataclass(frozen=True)
class CheckedDraft:
    """The draft checked: its sheet text, problems, questions and (when it resolves) result."""

    sheet: str
    problems: tuple[Problem, ...]
    questions: tuple[Question, ...]
    result: RoundResult | None
    ledger: Ledger

    def as_json(self, templates: Jinja2Templates, lang: str) -> dict[str, Any]:
        """The answer to the page: the preview is the result as the game page explains it."""
        from hanascore.views.shapes import result_json
        from hanascore.web.words import words_for

        preview = None
        if self.result is not None:
            template = templates.env.get_template("_result.html")
            preview = template.render(
                result=self.result, game=self.ledger.definition.table.game, w=words_for(lang), lang=lang
            )
        return {
            "sheet": self.sheet,
            "errors": [p.as_dict() for p in self.problems],
            "questions": [q.as_json() for q in self.questions],
            "result": None if self.result is None else result_json(self.result),
            "preview": preview,
        }


def _mentioned(problems: tuple[Problem, ...], key: str) -> bool:
    return any((p.where or "").split(".")[0] == key for p in problems)


def _choices(spec: FactField, table: Table) -> tuple[tuple[str, str], ...]:
    """The answers a question offers, as (value, label)."""
    from hanascore.core.cards import card

    if spec.answer is Answer.PARTY:
        return tuple((p.name, p.name) for p in table.parties)
    if spec.answer is Answer.CARD:
        cards = spec.choices or tuple(sorted(table.game.deck))
        return tuple((str(c), f"{card(c).name} {card(c).japanese} ({card(c).code})") for c in cards)
    return tuple((str(choice), str(choice)) for choice in spec.choices)


def questions_that_matter(table: Table, data: dict[str, Any], problems: tuple[Problem, ...]) -> list[Question]:
    """The game's questions to show now: those a problem is about, those answered already,
    an auction's bids, and who played where not everyone does."""
    questions: list[Question] = []
    sitting_out = table.some_sit_out
    has_bids = any(f.answer is Answer.BIDS for f in table.facts_type.fields())
    if sitting_out and not has_bids:
        questions.append(Question(ACTIVE, "players", "Who played this round?", table.players, data.get(ACTIVE)))
    for spec in table.facts_type.fields():
        if spec.ledger_derived:
            continue
        wanted = spec.key in data or _mentioned(problems, spec.key) or (spec.answer is Answer.BIDS and sitting_out)
        if wanted:
            value = data.get(spec.key)
            questions.append(Question(spec.key, spec.answer.value, spec.question, _choices(spec, table), value))
    return questions


def check_draft(ledger: Ledger, draft: RoundDraft) -> CheckedDraft:
    """Check ``draft`` as the next round of ``ledger``: its problems, or its result."""
    from hanascore.games.sheets import load_sheet, sheet_text

    table = ledger.definition.table
    data = draft.sheet_data()
    text = ""
    result = None
    problems: tuple[Problem, ...] = ()
    try:
        raw: RawSheet = load_sheet(data)
        text = sheet_text(raw.to_dict(), table.game)
        result = ledger.score(raw, ledger.dealer_for(raw))
    except HanascoreError as error:
        problems = tuple(error.problems)
    questions = tuple(questions_that_matter(table, data, problems))
    return CheckedDraft(text, problems, questions, result, ledger)
