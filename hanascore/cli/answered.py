"""The round's answers listed before it is saved, each numbered as the entry model orders its
questions, so that ``e N`` names the one to change."""

from __future__ import annotations

from typing import Any

from hanascore.cli.round_form import ACTIVE, RoundAnswers
from hanascore.core.words import WORDS
from hanascore.views.console import whole_lines
from hanascore.views.entry_model import LEFTOVER


def question_label(entry: RoundAnswers, key: str) -> str:
    """A question named short, in the terminal's language: a pile as asked, a field, the
    leftovers, or a fact by its place's name (as the page names it)."""
    if key.startswith("captured."):
        return entry.pile_label(key.removeprefix("captured."))
    if key == "field.end":
        return entry.say("entry.end-field")
    if key == "field.start":
        return entry.say("entry.start-field")
    if key == LEFTOVER:
        return entry.say("entry.answer-leftover")
    for place in (f"where.{key}", f"{entry.game.id}.where.{key}"):
        if place in WORDS:
            return entry.say(place)
    spec = entry.fact_fields.get(key)
    return spec.quick if spec is not None and spec.quick else key


def answer_text(entry: RoundAnswers, key: str) -> str:
    """The answer given to ``key``, as it would be typed (nothing: a dash)."""
    value: Any
    if key.startswith(("captured.", "field.")):
        section, name = key.split(".", 1)
        value = entry.facts.get(section, {}).get(name)
        if value == "":
            return entry.nothing("none")
    else:
        value = entry.facts.get(ACTIVE if key == ACTIVE else key)
    if value is None or value == {} or value == []:
        return entry.say("entry.answer-none")
    if isinstance(value, bool):
        return "y" if value else "n"
    if isinstance(value, dict):
        return entry.listed(
            f"{name}={said if not isinstance(said, bool) else 'yn'[not said]}" for name, said in value.items()
        )
    if isinstance(value, list | tuple):
        return entry.listed(str(v) for v in value)
    return str(value)


def show_answers(entry: RoundAnswers) -> None:
    """Every answer of the round, numbered in the order of its questions."""
    console = entry.terminal.console
    console.print()
    entry.terminal.note(entry.say("entry.answers"))
    for number, key in entry.numbered().items():
        line = entry.say(
            "entry.answer-line",
            number=f"{number:>3}",
            question=question_label(entry, key),
            answer=answer_text(entry, key),
        )
        console.print(line, markup=False, highlight=False, soft_wrap=whole_lines(console))
