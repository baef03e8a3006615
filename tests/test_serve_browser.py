"""The page in a real browser: Debian's Chromium driven by Playwright at a phone's size.

Skipped where no Chromium is installed (``.ci/run`` installs Debian's); set
``HANASCORE_CHROMIUM`` to use another binary.  Screenshots of every page, light and dark,
English and Japanese, are written under ``test-output/screenshots`` (or ``$HANASCORE_TEST_OUTPUT``).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
sync_api = pytest.importorskip("playwright.sync_api")


from hanascore.core.cards import parse_token  # noqa: E402
from hanascore.web.app import create_app  # noqa: E402

from .conftest import SAMPLES, module_browser  # noqa: E402
from .questions import asked  # noqa: E402
from .serving import serving  # noqa: E402

TOKEN = "browser-token"
PHONE = {"width": 390, "height": 844}
CHROMIUM = os.environ.get("HANASCORE_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
OUTPUT = Path(os.environ.get("HANASCORE_TEST_OUTPUT", Path(__file__).resolve().parent.parent / "test-output"))
# As the machine's notes say: without these Chromium keeps trying to reach Google's hosts.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

if CHROMIUM is None and os.environ.get("HANASCORE_REQUIRE_BROWSER"):
    raise RuntimeError("HANASCORE_REQUIRE_BROWSER is set but no Chromium is installed (apt-get install chromium)")
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]


def ids_of(tokens: str) -> list[str]:
    """Card ids of a pile written in tokens (a plain chaff takes its month's next chaff)."""
    taken: list[int] = []
    for token in tokens.split():
        parsed = parse_token(token)
        if parsed.card is not None:
            taken.append(parsed.card.id)
        else:
            taken.append(next(c for c in parsed.chaff_of if c not in taken))
    return [str(c) for c in taken]


ROUND_1 = (SAMPLES / "ledger" / "round1.txt").read_text(encoding="utf-8").splitlines()
ANN_CARDS = ids_of(next(line for line in ROUND_1 if line.startswith("Ann:")).removeprefix("Ann:"))
END_FIELD = ids_of(next(line for line in ROUND_1 if line.startswith("end:")).removeprefix("end:"))


@pytest.fixture
def server(isolated_store: Path) -> Iterator[str]:
    """``hanascore serve`` as on the network (writes need the token), on a free port."""
    with serving(create_app(str(isolated_store), token=TOKEN)) as (port, _):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def browser(chromium: Any) -> Iterator[Any]:
    """The worker's one Chromium (``chromium`` in conftest.py); this module's phones closed after it."""
    yield from module_browser(chromium)


def phone(browser: object, scheme: str = "light", locale: str = "en-GB") -> object:
    context = browser.new_context(viewport=PHONE, color_scheme=scheme, locale=locale)  # type: ignore[attr-defined]
    return context.new_page()


def shoot(page: object, name: str, whole: bool = True) -> None:
    """A screenshot to look at: the ``whole`` page, or what the screen shows."""
    folder = OUTPUT / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=whole)  # type: ignore[attr-defined]


def test_a_table_starts_a_game_taps_a_round_in_and_every_phone_follows(server: str, browser: object) -> None:
    expect = sync_api.expect
    page = phone(browser)
    page.goto(f"{server}/?token={TOKEN}")  # the edit link: the browser keeps the token
    page.get_by_role("link", name="New game").click()
    page.get_by_role("link", name="Mushi").click()
    page.locator("textarea[name=players]").fill("Ann\nBo\nCy")
    page.get_by_role("button", name="Start the game").click()
    expect(page).to_have_url(f"{server}/games/1")

    watcher = phone(browser)  # a second phone, view only (no token)
    watcher.goto(f"{server}/games/1")
    expect(watcher.locator(".notice")).to_be_visible()
    expect(watcher.locator("#enter")).to_have_count(0)

    page.locator("#enter").click()
    expect(page.locator(".ask[data-key=active]")).to_be_visible()
    for player in ("Ann", "Bo"):
        asked(page, "active").locator("label", has_text=player).locator("input").check()
    for card in ANN_CARDS:
        page.locator(f".card[data-card='{card}']").click()
    # Bo's pile is still empty, so cards are in no pile: the page says so, worded as the CLI words it.
    expect(page.locator("#problems li[data-code=missing-cards]")).to_be_visible()
    page.locator(".pile[data-pile='captured.Bo']").click()
    page.locator("#rest").click()
    expect(page.locator("#problems li[data-code=missing-cards]")).to_have_count(0)
    page.locator(".pile[data-pile='field.end']").click()
    for card in END_FIELD:
        page.locator(f".card[data-card='{card}']").click()
    expect(page.locator("#problems li.ok")).to_be_visible()
    # The piles tell who the Lightning's holder is: the game's question about it is not asked.
    expect(page.locator(".ask[data-key=wild_captured]")).to_have_count(0)
    expect(page.locator("#preview .party")).to_have_count(3)
    shoot(page, "round-entry-en-light")
    page.locator("#save").click()
    expect(page).to_have_url(f"{server}/games/1")
    expect(page.locator("#round-1")).to_be_visible()

    # The other phone follows the ledger within two seconds.
    # (the standings as the export draws them: each total in the first number column)
    expect(watcher.locator("#standings tbody td.num").first).not_to_have_text("0", timeout=2500)
    expect(watcher.locator("#round-1")).to_be_visible(timeout=2500)


def test_a_name_with_markup_is_shown_as_text(server: str, browser: object) -> None:
    page = phone(browser)
    alerts: list[str] = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    page.goto(f"{server}/?token={TOKEN}")
    page.goto(f"{server}/new?game=mushi")
    page.locator("textarea[name=players]").fill("<script>alert(1)</script>\n<img src/onerror alert(2)>")
    page.locator("input[name=name]").fill("<b>Friday</b>")
    page.get_by_role("button", name="Start the game").click()
    sync_api.expect(page.locator("h1")).to_have_text("<b>Friday</b>")
    page.reload()
    assert alerts == []
    assert page.locator("#standings th", has_text="<script>").count() == 1
    assert page.locator("img").count() == 0


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_page_light_and_dark_in_english_and_japanese(
    server: str, browser: object, scheme: str, language: str
) -> None:
    page = phone(browser, scheme, "ja-JP" if language == "ja" else "en-GB")
    page.goto(f"{server}/?token={TOKEN}")
    page.request.post(
        f"{server}/api/games", data={"game": "mushi", "players": ["Ann", "Bo"]}, headers={"x-hanascore-token": TOKEN}
    )
    page.request.post(f"{server}/api/games/1/rounds", data=ROUND_1_TEXT.encode(), headers={"x-hanascore-token": TOKEN})
    for name, path in [("games", "/"), ("new", "/new?game=sakura"), ("game", "/games/1"), ("round", "/games/1/round")]:
        page.goto(f"{server}{path}")
        assert page.locator("html").get_attribute("lang") == language
        shoot(page, f"{name}-{language}-{scheme}")
    # Thumb-sized: every button of the round page is at least 44 px high.
    # (the buttons shown: the counted form's steppers are hidden until it is chosen)
    heights = page.locator("button:visible").evaluate_all(
        "buttons => buttons.map(b => b.getBoundingClientRect().height)"
    )
    assert min(heights) >= 44


ROUND_1_TEXT = (SAMPLES / "ledger" / "round1.txt").read_text(encoding="utf-8")
