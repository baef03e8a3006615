"""Issue 32: axe-core finds no serious or critical violation on any entry page (a round of each
of the seven games entered, its first question opened on its chip, and a round corrected),
light and dark, in English and Japanese.  Each entry is photographed at 390x844 to be looked at
(``$HANASCORE_SHOTS``, else ``test-output/screenshots/entry``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from .axe import axe_source, violations
from .test_accessibility_browser import start
from .test_serve_browser import (  # noqa: F401
    CHROMIUM,
    OUTPUT,
    ROUND_1_TEXT,
    TOKEN,
    browser,
    phone,
    server,
    sync_api,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]

#: Each game with players enough for its questions (who played, a drop-out) to be asked.
GAMES = {
    "mushi": ("Ann", "Bo", "Cy"),
    "sakura": ("Ann", "Bo"),
    "kyu-rei-hana": ("Ann", "Bo", "Cy"),
    "matsu-kiri-bozu": ("Ann", "Bo"),
    "musashino-bana": ("Ann", "Bo", "Cy"),
    "koi-koi": ("Ann", "Bo"),
    "hachi-hachi": ("Ann", "Bo", "Cy", "Di"),
}
SHOTS = Path(os.environ.get("HANASCORE_SHOTS", OUTPUT / "screenshots" / "entry"))


@pytest.fixture(scope="session")
def axe() -> str:
    return axe_source()


def settled(page: Any) -> None:
    sync_api.expect(page.locator("#problems li").first).to_be_attached()
    page.wait_for_load_state("networkidle")


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_entry_page_has_a_serious_or_critical_violation(
    server: str,  # noqa: F811
    browser: object,  # noqa: F811
    axe: str,
    scheme: str,
    language: str,
) -> None:
    expect = sync_api.expect
    page = phone(browser, scheme, "ja-JP" if language == "ja" else "en-GB")
    found: dict[str, list[str]] = {}
    for game, players in GAMES.items():
        game_id = start(page, server, game, players)
        page.goto(f"{server}/games/{game_id}/round")
        settled(page)
        found[game] = violations(page, axe)
        shot(page, f"{game}-{language}-{scheme}")
        chips = page.locator(".ask")
        if chips.count():
            # The first question opened on its chip: the sheet over the cards, the focus in it.
            chips.first.click()
            expect(page.locator("#question-panel")).to_be_visible()
            found[f"{game} question"] = violations(page, axe)
            shot(page, f"{game}-question-{language}-{scheme}")
            page.keyboard.press("Escape")
            expect(page.locator("#question-panel")).to_be_hidden()
        # The counted form, where the game has one.
        counted = page.locator(".mode[data-mode=counted]")
        if counted.count():
            counted.click()
            expect(page.locator("#counter")).to_be_visible()
            found[f"{game} counted"] = violations(page, axe)
    # A round corrected: its cards placed, its answers on the chips.
    game_id = start(page, server, "mushi", ("Ann", "Bo"))
    added = page.request.post(
        f"{server}/api/games/{game_id}/rounds", data=ROUND_1_TEXT.encode(), headers={"x-hanascore-token": TOKEN}
    )
    assert added.status == 201, added.text()
    page.goto(f"{server}/games/{game_id}/rounds/1/edit")
    settled(page)
    found["correction"] = violations(page, axe)
    shot(page, f"correction-{language}-{scheme}")
    assert {name: lines for name, lines in found.items() if lines} == {}
