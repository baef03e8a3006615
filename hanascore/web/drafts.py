"""A round being tapped in on the page: checked by the same core as ``add``, never stored.

The page sends what has been tapped so far (piles, field, answers: a
:class:`~hanascore.web.documents.RoundDraft`); the answer (a
:class:`~hanascore.web.documents.DraftAnswer`) says what is wrong, which of the game's Facts
questions matter now (the entry model's, :mod:`hanascore.views.entry_model`, in its order, as
the terminal asks them), and, once the round resolves, its explained result.  Saving sends the
sheet text the draft made, so what is stored is what ``show N --sheet`` prints.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jinja2 import Environment

from hanascore.core.errors import HanascoreError, Problem
from hanascore.core.result import RoundResult
from hanascore.core.sheet import RawSheet
from hanascore.core.words import Language, page_words, say
from hanascore.games.sheets import load_sheet, sheet_text
from hanascore.ledger.replay import Ledger
from hanascore.views.entry_model import EntryModel, EntryQuestion
from hanascore.views.entry_offers import offered
from hanascore.views.round_shapes import result_json
from hanascore.web.documents import DraftAnswer, ProblemDocument, Question, RoundDraft


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


def _asked(question: EntryQuestion, data: dict[str, Any], model: EntryModel) -> Question:
    """The model's question as the page's document: its text's key (who played: its own
    words), the answers it offers, the answer given so far, and the one the model offers
    before it is given (as the terminal does)."""
    text = question.spec.question.key if question.spec is not None else say("en", "page.who_played")
    given = data.get(question.key)
    return Question(
        key=question.key,
        answer=question.kind,
        text=text,
        choices=question.choices,
        value=given,
        offered=offered(model, question.key) if given is None else None,
    )


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
    data = draft.sheet_data()
    model = EntryModel(
        ledger.definition.table, ledger.scheduled_dealer, ledger.carried, facts=data, before=ledger.last_facts
    )
    text, result, problems = _checked(ledger, data)
    fewer = model.piles_held() if problems else None
    if fewer is not None:
        fewer_text, fewer_result, fewer_problems = _checked(ledger, fewer)
        if fewer_result is not None:
            data, text, result, problems = fewer, fewer_text, fewer_result, fewer_problems
            model.facts = data
    asked = model.facts_that_matter(list(problems), resolved=result is not None)
    return CheckedDraft(text, problems, tuple(_asked(q, data, model) for q in asked), result, ledger)
