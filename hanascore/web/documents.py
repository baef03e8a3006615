"""The documents the page's API exchanges that are its own (not a command's ``--json``): one
pydantic model each, which the server reads a request with or writes an answer with, and
which a client (the tests, a script) writes the request with or reads the answer with.

The commands' objects (a result, the standings, the history...) are written by
:mod:`hanascore.views.shapes`, exactly as the commands print them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any

from pydantic import (
    BaseModel,
    Field,
    SerializerFunctionWrapHandler,
    StrictInt,
    ValidationError,
    field_validator,
    model_serializer,
)
from pydantic_core import InitErrorDetails, PydanticCustomError

from hanascore.core.errors import MAX_PROBLEMS, Problem
from hanascore.core.words import Language, say
from hanascore.web.words import card_choice, page_place, question_text

#: The answer to "who played" in the sheet (games where some sit out).
ACTIVE = "active"
#: How deep a fact's answer may nest: the deepest any game asks is a table of whole numbers
#: (bids) or of true/false (yes-no by card); past this the answer is no sheet's.
MAX_FACT_DEPTH = 3
#: A sheet is TOML-shaped, and TOML's whole numbers are 64-bit.
WHOLE_NUMBERS = range(-(2**63), 2**63)

#: Where a value sits in a draft's facts: its keys and list positions.
Where = tuple[str | int, ...]


# -- problems: {"errors": [...]} as every command's --json reports them -----------------------


class ProblemDocument(BaseModel):
    """One problem: ``{"code", "message", "where"}``, ``where`` left out when it names no place."""

    code: str
    message: str
    where: str | None = None
    #: The message said in the page's language, where that is not English (the message stays
    #: English); asked for by the page, the page's own phrasing of it, in every language.
    said: str | None = None
    #: Asked for by the page: ``where`` as the page names it ("Ann's pile"), where it has a name.
    place: str | None = None

    @model_serializer(mode="wrap")
    def _without_an_empty_place(self, write: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = write(self)
        for optional in ("where", "said", "place"):
            if data.get(optional) is None:
                data.pop(optional, None)
        return data

    @classmethod
    def of(cls, problem: Problem, lang: Language = "en", *, page: bool = False) -> ProblemDocument:
        """``problem`` as a document (what :meth:`Problem.as_dict` writes), and said in ``lang``
        where that is not English; for the ``page``, said as the page says it (no sheet key, no
        command), its place named as the page names it."""
        if page:
            said, place = problem.say(lang, "page"), page_place(problem.where, lang)
            return cls(code=str(problem.code), message=problem.message, where=problem.where, said=said, place=place)
        said = problem.say(lang) if lang != "en" else None
        return cls(code=str(problem.code), message=problem.message, where=problem.where, said=said)


class Problems(BaseModel):
    """A refused request: its problems, and how many more were left unreported (only when some were)."""

    errors: list[ProblemDocument]
    omitted: int = 0
    #: A round identical to the one before it, not added (``POST .../rounds`` without
    #: ``?duplicate=ok``): that round's number.
    duplicate_of: int | None = None

    @model_serializer(mode="wrap")
    def _without_nothing_omitted(self, write: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = write(self)
        if not data.get("omitted"):
            data.pop("omitted", None)
        if data.get("duplicate_of") is None:
            data.pop("duplicate_of", None)
        return data

    @classmethod
    def of(
        cls, problems: Iterable[Problem], omitted: int = 0, *, lang: Language = "en", page: bool = False
    ) -> Problems:
        """The answer reporting ``problems`` (as the ``page`` says them in ``lang``, when it asks)."""
        errors = [ProblemDocument.of(problem, lang if page else "en", page=page) for problem in problems]
        return cls(errors=errors, omitted=omitted)


# -- a new game: POST /api/games ----------------------------------------------------------------


class NewGame(BaseModel):
    """A game to start, as ``hanascore new``'s options give it."""

    game: str
    players: list[str] = Field(default_factory=list)
    teams: dict[str, list[str]] | None = None
    dealer: str | None = None
    # Strict: JSON's true is no number of rounds, and "12" is text.
    rounds: StrictInt | None = None
    target: StrictInt | None = None
    house: dict[str, Any] = Field(default_factory=dict)
    variant: str | None = None
    name: str | None = None


# -- the stamp: GET /api/games/ID/stamp ----------------------------------------------------------


class Stamp(BaseModel):
    """A value that changes whenever the game does (the pages poll it, and send it back)."""

    stamp: str


# -- a round being tapped in: POST /api/games/ID/draft ---------------------------------------------


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


class Question(BaseModel):
    """A question of the game's Facts, as the page shows it: the answers it offers, each as
    (value, label) or, for who played, the players' names; the value given so far; and the
    answer the entry model offers before one is given (the terminal's default: the drop-outs
    of the round before, the calls the piles need), or None."""

    key: str
    answer: str
    text: str
    choices: tuple[str | tuple[str, str], ...]
    value: Any = None
    offered: Any = None

    def asked_in(self, lang: Language) -> Question:
        """The question as the page asks it in ``lang``: its text, and a card's answers by the
        card's name in the language."""
        text = say(lang, "page.who_played") if self.answer == "players" else question_text(self.text, lang)
        choices = self.choices
        if self.answer == "card":
            labelled = (choice for choice in choices if isinstance(choice, tuple))
            choices = tuple((value, card_choice(int(value), lang)) for value, _ in labelled)
        return self.model_copy(update={"text": text, "choices": choices})


class DraftAnswer(BaseModel):
    """The draft checked: the sheet it makes, its problems, the questions that matter now, and
    once it resolves its result (``score --json``) and that result as the game page explains it."""

    sheet: str
    errors: list[ProblemDocument]
    questions: list[Question]
    result: dict[str, Any] | None
    preview: str | None
