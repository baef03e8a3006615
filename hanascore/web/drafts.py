"""A round being tapped in on the page: checked by the same core as ``add``, never stored.

The page sends what has been tapped so far (piles, field, answers: a
:class:`~hanascore.web.documents.RoundDraft`); the answer (a
:class:`~hanascore.web.documents.DraftAnswer`) says what is wrong, which of the game's Facts
questions matter now, and, once the round resolves, its explained result.  Saving sends the
sheet text the draft made, so what is stored is what ``show N --sheet`` prints.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from jinja2 import Environment

from hanascore.core.cards import card
from hanascore.core.errors import HanascoreError, Problem
from hanascore.core.facts import Answer, FactField
from hanascore.core.result import RoundResult
from hanascore.core.sheet import RawSheet
from hanascore.core.table import Table
from hanascore.core.words import Language, page_words
from hanascore.games.sheets import load_sheet, sheet_text
from hanascore.ledger.replay import Ledger
from hanascore.views.round_shapes import result_json
from hanascore.web.documents import ACTIVE, DraftAnswer, ProblemDocument, Question, RoundDraft


@dataclass(frozen=True, slots=True)
class CheckedDraft:
    """The draft checked: its sheet text, problems, questions and (when it resolves) result."""

    sheet: str
    problems: tuple[Problem, ...]
    questions: tuple[Question, ...]
    result: RoundResult | None
    ledger: Ledger

    def answer(self, templates: Environment, lang: Language, *, page: bool = False) -> DraftAnswer:
        """The answer to the page: the preview is the result as the game page explains it;
        asked by the ``page``, its problems and questions in the page's words."""
        preview = None
        if self.result is not None:
            template = templates.get_template("_result.html")
            preview = template.render(
                result=self.result, game=self.ledger.definition.table.game, w=page_words(lang), lang=lang
            )
        return DraftAnswer(
            sheet=self.sheet,
            errors=[ProblemDocument.of(p, lang, page=page) for p in self.problems],
            questions=[question.asked_in(lang) for question in self.questions] if page else list(self.questions),
            result=None if self.result is None else result_json(self.result),
            preview=preview,
        )


def _mentioned(problems: tuple[Problem, ...], key: str) -> bool:
    """Whether a problem is about ``key``: it is where the problem is, or the problem's fix
    names it (a pile that stops the round is where that problem is, and the fix it asks for
    is who stopped it: the question is shown as soon as it becomes relevant)."""
    return any((p.where or "").split(".")[0] == key or _names_key(p.message, key) for p in problems)


def _names_key(message: str, key: str) -> bool:
    """Whether ``message`` names the sheet key ``key`` as a word (``stopped_by = "Bo"``)."""
    return re.search(rf"(?<!\w){re.escape(key)}(?!\w)", message) is not None


def _choices(spec: FactField, table: Table) -> tuple[tuple[str, str], ...]:
    """The answers a question offers, as (value, label)."""
    if spec.answer is Answer.PARTY:
        return tuple((p.name, p.name) for p in table.parties)
    if spec.answer is Answer.CARD:
        cards = spec.choices or tuple(sorted(table.game.deck))
        return tuple((str(c), f"{card(c).name} {card(c).japanese} ({card(c).code})") for c in cards)
    return tuple((str(choice), str(choice)) for choice in spec.choices)


def questions_that_matter(
    table: Table, data: dict[str, Any], problems: tuple[Problem, ...], resolved: bool = False
) -> list[Question]:
    """The game's questions to show now: those a problem is about, those answered already,
    an auction's bids, and who played where not everyone does (until the piles tell it:
    a round that ``resolved`` without the answer needs no question)."""
    questions: list[Question] = []
    sitting_out = table.some_sit_out
    has_bids = any(f.answer is Answer.BIDS for f in table.facts_type.fields())
    if sitting_out and not has_bids and (ACTIVE in data or not resolved):
        questions.append(
            Question(
                key=ACTIVE,
                answer="players",
                text="Who played this round?",
                choices=table.players,
                value=data.get(ACTIVE),
            )
        )
    calls = [f for f in table.facts_type.fields() if f.ask == "yaku"]
    for spec in table.facts_type.fields():
        if spec.ledger_derived:
            continue
        wanted = spec.key in data or _mentioned(problems, spec.key) or (spec.answer is Answer.BIDS and sitting_out)
        # Declared at the deal: always asked (where some sit out, for a sit-out's fact); the
        # calls a yaku makes come together, once one of them is asked.
        wanted = wanted or spec.ask == "deal" or (spec.ask == "sit-out" and sitting_out)
        wanted = wanted or (spec.ask == "yaku" and any(f.key in data or _mentioned(problems, f.key) for f in calls))
        if wanted:
            questions.append(
                Question(
                    key=spec.key,
                    answer=spec.answer.value,
                    text=spec.question.key,
                    choices=_choices(spec, table),
                    value=data.get(spec.key),
                )
            )
    return questions


def _checked(ledger: Ledger, data: dict[str, Any]) -> tuple[str, RoundResult | None, tuple[Problem, ...]]:
    """``data`` as the next round of ``ledger``: its sheet text (once it reads) and result, or
    its problems."""
    text = ""
    try:
        raw: RawSheet = load_sheet(data)
        text = sheet_text(raw.to_dict(), ledger.definition.table.game)
        return text, ledger.score(raw, ledger.dealer_for(raw)), ()
    except HanascoreError as error:
        return text, None, tuple(error.problems)


def check_draft(ledger: Ledger, draft: RoundDraft) -> CheckedDraft:
    """Check ``draft`` as the next round of ``ledger``: its problems, or its result.

    Where players may sit out and who played is not answered, the round is also read with
    only the piles that hold cards, as a sheet naming only those piles is read: when those
    piles tell who played (3-player Mushi with two piles), nobody has to say it.
    """
    table = ledger.definition.table
    data = draft.sheet_data()
    text, result, problems = _checked(ledger, data)
    if problems and table.some_sit_out and ACTIVE not in data:
        held = {name: pile for name, pile in data["captured"].items() if str(pile).strip()}
        if held and len(held) < len(data["captured"]):
            fewer = {**data, "captured": held}
            fewer_text, fewer_result, fewer_problems = _checked(ledger, fewer)
            if fewer_result is not None:
                data, text, result, problems = fewer, fewer_text, fewer_result, fewer_problems
    questions = tuple(questions_that_matter(table, data, problems, resolved=result is not None))
    return CheckedDraft(text, problems, questions, result, ledger)
