"""Issue 33, results to share, in Chromium: "the page has a "Copy" button beside each round and
the standings that copies the same text (works on the LAN's plain-http page: fall back to
selecting the text where the clipboard API is not allowed)".

On http://127.0.0.1 the page is a secure context, so the clipboard API is there: the text lands
in the clipboard, read back.  The LAN's address over plain http is none: the page is opened
without ``navigator.clipboard`` (as a phone has it there), and the text must be selected, copied
by the browser's own command where it still copies, said to be selected where it does not.
Screenshots at a phone's size, light and dark, English and Japanese.
"""

from __future__ import annotations

from typing import Any

import pytest

from .axe import violations
from .test_accessibility_browser import axe, start  # noqa: F401
from .test_serve_browser import (  # noqa: F401
    CHROMIUM,
    PHONE,
    ROUND_1_TEXT,
    TOKEN,
    browser,
    server,
    shoot,
    sync_api,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]

#: As on the LAN's plain-http page: no clipboard API.
NO_CLIPBOARD = "delete Navigator.prototype.clipboard;"
#: ... and a browser whose own copy command copies nothing either.
NO_COPY_COMMAND = NO_CLIPBOARD + "Document.prototype.execCommand = function () { return false; };"


def game_with_a_round(
    launched: Any, base: str, *, scheme: str = "light", locale: str = "en-GB", script: str = ""
) -> Any:
    """A phone (its clipboard allowed, ``script`` run before each page) on a Mushi game of Ann
    and Bo with round 1 added, as the edit link shows it."""
    context = launched.new_context(viewport=PHONE, color_scheme=scheme, locale=locale)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base)
    if script:
        context.add_init_script(script)
    page = context.new_page()
    game = start(page, base)
    added = page.request.post(
        f"{base}/api/games/{game}/rounds", data=ROUND_1_TEXT.encode(), headers={"x-hanascore-token": TOKEN}
    )
    assert added.status == 201, added.text()
    page.goto(f"{base}/games/{game}")
    return page


def command_texts(page: Any) -> tuple[str, str]:
    """What the page's text of round 1 and of the standings are (the server test pins them to
    ``show 1 --format text`` and ``standings --format text``)."""
    round_text = page.locator("#round-1 .copy-text").input_value()
    standings = page.locator("#standings .copy-text").input_value()
    assert round_text.startswith("Mushi: Ann, Bo · round 1 of 12\n")
    assert "1. Ann 33\n" in standings
    return round_text, standings


def test_copy_puts_the_text_in_the_clipboard(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = game_with_a_round(browser, server)
    round_text, standings = command_texts(page)
    page.get_by_role("button", name="Copy round 1 as text").click()
    expect(page.locator("#round-1 .copy-said")).to_have_text("Copied: paste it into the chat.")
    assert page.evaluate("navigator.clipboard.readText()") == round_text
    # Copied, the text stays out of the way.
    expect(page.locator("#round-1 .copy-text")).to_be_hidden()
    page.get_by_role("button", name="Copy the standings as text").click()
    expect(page.locator("#standings .copy-said")).to_have_text("Copied: paste it into the chat.")
    assert page.evaluate("navigator.clipboard.readText()") == standings


def test_copy_still_works_after_the_page_follows_the_ledger(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = game_with_a_round(browser, server)
    # Another phone adds a round: the part that follows the ledger is drawn again.
    added = page.request.post(
        f"{server}/api/games/1/rounds", data=ROUND_1_TEXT.encode(), headers={"x-hanascore-token": TOKEN}
    )
    assert added.status == 201
    expect(page.locator("#round-2")).to_be_visible(timeout=2500)
    page.get_by_role("button", name="Copy round 2 as text").click()
    expect(page.locator("#round-2 .copy-said")).to_have_text("Copied: paste it into the chat.")
    assert page.evaluate("navigator.clipboard.readText()") == page.locator("#round-2 .copy-text").input_value()


def selected(page: Any, where: str) -> str:
    """The text selected in the field of ``where`` (a field's selection is its own)."""
    return str(
        page.evaluate(
            """(where) => {
            const field = document.querySelector(where + ' .copy-text');
            return document.activeElement === field ? field.value.slice(field.selectionStart, field.selectionEnd) : '';
        }""",
            where,
        )
    )


@pytest.mark.parametrize("copies", [True, False], ids=["copy-command", "nothing-copies"])
def test_without_the_clipboard_api_the_text_is_selected(server: str, browser: Any, copies: bool) -> None:  # noqa: F811
    expect = sync_api.expect
    page = game_with_a_round(browser, server, script=NO_CLIPBOARD if copies else NO_COPY_COMMAND)
    assert page.evaluate("navigator.clipboard === undefined")
    round_text, standings = command_texts(page)
    said = "Copied: paste it into the chat." if copies else "Selected: press Copy in your browser's menu."
    page.get_by_role("button", name="Copy round 1 as text").click()
    field = page.get_by_role("textbox", name="Round 1 as text")
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    expect(page.locator("#round-1 .copy-said")).to_have_text(said)
    assert selected(page, "#round-1") == round_text
    shoot(page, f"copy-selected-{'copied' if copies else 'not-copied'}", whole=False)
    page.get_by_role("button", name="Copy the standings as text").click()
    expect(page.get_by_role("textbox", name="The standings as text")).to_be_focused()
    expect(page.locator("#standings .copy-said")).to_have_text(said)
    assert selected(page, "#standings") == standings


def test_japanese_page_says_it_in_japanese(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = game_with_a_round(browser, server, locale="ja-JP", script=NO_COPY_COMMAND)
    page.get_by_role("button", name="第1局をテキストでコピー").click()
    expect(page.locator("#round-1 .copy-said")).to_have_text(
        "選択しました。ブラウザのメニューの「コピー」を押してください。"
    )
    assert selected(page, "#round-1").startswith("Mushi: Ann, Bo · 虫 · 第1局（全12局）\n")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("locale", ["en-GB", "ja-JP"])
def test_the_buttons_fit_a_phone_and_pass_axe(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    axe: str,  # noqa: F811
    scheme: str,
    locale: str,
) -> None:
    page = game_with_a_round(browser, server, scheme=scheme, locale=locale, script=NO_COPY_COMMAND)
    language = locale[:2]
    assert violations(page, axe) == []
    # Nothing wider than the phone, the text shown or not.
    wide = "document.documentElement.scrollWidth"
    assert page.evaluate(wide) <= PHONE["width"]
    shoot(page, f"copy-game-{language}-{scheme}")
    page.locator("#standings .copy-button").click()
    page.locator("#round-1 .copy-button").click()
    assert page.evaluate(wide) <= PHONE["width"]
    # Beside Correct, each button keeps a thumb's size.
    for button in page.locator(".copy-button").all():
        box = button.bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44
    correct = page.locator("#round-1 a.button").bounding_box()
    copy = page.locator("#round-1 .copy-button").bounding_box()
    assert abs(correct["y"] - copy["y"]) < 2  # on one line
    # The texts shown, named, and what the script said: no serious or critical violation.
    assert violations(page, axe) == []
    shoot(page, f"copy-selected-{language}-{scheme}")
