"""The entry page's questions in the browser tests: each is a chip above the piles, opened by a
tap (issue 32); a test answers one once it is open."""

from __future__ import annotations

from typing import Any

import pytest

expect = pytest.importorskip("playwright.sync_api").expect


def asked(page: Any, key: str) -> Any:
    """The game's question ``key``, opened on its chip (tapped where it is closed)."""
    chip = page.locator(f".ask[data-key={key}]")
    expect(chip).to_have_count(1)
    if chip.get_attribute("aria-expanded") != "true":
        chip.click()
    question = page.locator(f"#question-panel .question[data-key={key}]")
    expect(question).to_be_visible()
    return question
