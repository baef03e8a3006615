"""Issue 20, part 3: every page passes axe-core with no serious or critical violation, light
and dark, in English and Japanese, and the page is usable from the keyboard and a screen reader.

The server, the browser and the phone's size are those of ``test_serve_browser.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .axe import axe_source, violations
from .test_serve_browser import (  # noqa: F401
    CHROMIUM,
    ROUND_1_TEXT,
    TOKEN,
    browser,
    phone,
    server,
    shoot,
    sync_api,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]


@pytest.fixture(scope="session")
def axe() -> str:
    return axe_source()


def start(page: Any, base: str, game: str = "mushi", players: tuple[str, ...] = ("Ann", "Bo")) -> str:
    """A new game of ``players`` (with the edit token); its id."""
    page.goto(f"{base}/?token={TOKEN}")
    made = page.request.post(
        f"{base}/api/games", data={"game": game, "players": list(players)}, headers={"x-hanascore-token": TOKEN}
    )
    assert made.status == 201, made.text()
    return str(made.json()["id"])


def open_questions(page: Any, base: str, game_id: str) -> None:
    """A Sakura round entered with a problem listed and the Gaji's question open: Ann holds
    the Lightning and cards stayed on the field, so the page asks which card it captured."""
    expect = sync_api.expect
    page.goto(f"{base}/games/{game_id}/round")
    page.locator(".card[data-card='113']").click()
    page.locator(".card[data-card='10']").click()
    page.locator(".pile[data-pile='captured.Bo']").click()
    page.locator("#rest").click()
    page.locator(".pile[data-pile='field.end']").click()
    page.locator(".card[data-card='92']").click()
    page.locator(".card[data-card='22']").click()
    expect(page.locator(".question[data-key=wild_captured] select")).to_be_visible()
    expect(page.locator("#problems li[data-code]").first).to_be_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_page_has_a_serious_or_critical_violation(
    server: str,  # noqa: F811
    browser: object,  # noqa: F811
    axe: str,
    cli: Callable[..., Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    scheme: str,
    language: str,
) -> None:
    page = phone(browser, scheme, "ja-JP" if language == "ja" else "en-GB")
    start(page, server)
    added = page.request.post(
        f"{server}/api/games/1/rounds", data=ROUND_1_TEXT.encode(), headers={"x-hanascore-token": TOKEN}
    )
    assert added.status == 201, added.text()
    found: dict[str, list[str]] = {}
    pages = {
        "games": "/",
        "new": "/new",
        "new-game": "/new?game=sakura",
        "game": "/games/1",
        "edit": "/games/1/rounds/1/edit",
    }
    for name, path in pages.items():
        page.goto(f"{server}{path}")
        found[name] = violations(page, axe)
    open_questions(page, server, start(page, server, "sakura"))
    found["round"] = violations(page, axe)
    shoot(page, f"round-questions-{language}-{scheme}")
    # The HTML export, in the same language.
    monkeypatch.setenv("LANG", "ja_JP.UTF-8" if language == "ja" else "C.UTF-8")
    exported = tmp_path / "game.html"
    assert cli("export", "--game", "1", "--format", "html", "-o", str(exported)).exit_code == 0
    page.goto(exported.as_uri())
    assert page.locator("html").get_attribute("lang") == language
    found["export"] = violations(page, axe)
    assert {name: lines for name, lines in found.items() if lines} == {}
