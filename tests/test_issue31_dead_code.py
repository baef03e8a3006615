"""Issue 31 (stale): "dead functions (``kyurei.field_multipliers``, ``standings.render_edited``,
``options.SheetArgument``, ``line_editing.names_in``, ``words.LANGUAGES``,
``report.page_round_view``, nine more used only by tests)".  Each is gone; the tests that
tested them test the same behaviour through the path the program takes."""

from __future__ import annotations

import importlib

import pytest
from jinja2 import Environment

from hanascore.views.html.report import add_helpers
from hanascore.views.round_view import round_view

#: Module -> what it defined that nothing in hanascore used.
GONE = {
    "hanascore.games.kyurei.rules": ["field_multipliers"],
    "hanascore.views.standings": ["render_edited"],
    "hanascore.cli.options": ["SheetArgument"],
    "hanascore.cli.line_editing": ["names_in"],
    "hanascore.core.words": ["LANGUAGES"],
    "hanascore.views.html.report": ["page_round_view"],
    # Used only by tests, or by nothing at all:
    "hanascore.games.scoring": ["score_data"],
    "hanascore.games.counted.reading": ["kinds_of"],
    "hanascore.games.sakura.deck": ["find_sakura_yaku"],
    "hanascore.views.html.faces": ["card_face_svg"],
    "hanascore.ledger.records": ["record_json", "stale_records"],
    "hanascore.ledger.seasons": ["read_season"],
    "hanascore.ledger.season_kept": ["read_season_ratings"],
}
#: Class -> its methods that nothing in hanascore called.
GONE_METHODS = {
    ("hanascore.games.base", "Game"): ["house_defaults"],
    ("hanascore.ledger.replay", "Ledger"): ["finished_message"],
    ("hanascore.ledger.seasons", "Season"): ["rates"],
}


@pytest.mark.parametrize(("module", "name"), [(m, n) for m, names in GONE.items() for n in names])
def test_the_dead_function_is_gone(module: str, name: str) -> None:
    assert not hasattr(importlib.import_module(module), name)


@pytest.mark.parametrize(
    ("module", "cls", "name"), [(m, c, n) for (m, c), names in GONE_METHODS.items() for n in names]
)
def test_the_dead_method_is_gone(module: str, cls: str, name: str) -> None:
    assert not hasattr(getattr(importlib.import_module(module), cls), name)


def test_the_pages_partial_gets_the_round_view_itself() -> None:
    """``page_round_view`` only passed the page's language (always ``en`` or ``ja``) on."""
    assert add_helpers(Environment()).globals["round_view"] is round_view
