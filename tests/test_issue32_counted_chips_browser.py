"""Issue 32, the page's counted form on a phone (390x844): only the yaku a pile's counts allow
show under the steppers, all above the save bar, those the counts make certain named by the
page (a chip tapped off stays off); choosing the counted form or a pile not counted yet puts
the typing in its first count; and choosing a pile (Clear's words change with it) moves
nothing on the page."""

from __future__ import annotations

from typing import Any

import pytest

from .test_page_thumbs import browser, in_browser, new_game, phone, server  # noqa: F401

sync_api = pytest.importorskip("playwright.sync_api")

SHOWN = "Array.from(document.querySelectorAll('#counter .chip')).filter((c) => !c.hidden).map((c) => c.dataset.yaku)"
PRESSED = "Array.from(document.querySelectorAll('#counter .chip[aria-pressed=true]')).map((c) => c.dataset.yaku)"


def koikoi(browser: Any, server: str, **options: Any) -> Any:  # noqa: F811
    page = phone(browser, server, has_touch=True, is_mobile=True, **options)
    game = new_game(page, server, "koi-koi", ["Ann", "Bo"])
    page.goto(f"{server}/games/{game}/round")
    sync_api.expect(page.locator("#problems li").first).to_be_attached()
    return page


@in_browser
def test_only_the_yaku_the_counts_allow_show_and_the_certain_ones_are_named(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = koikoi(browser, server)
    page.locator(".mode[data-mode=counted]").tap()
    expect(page.locator("#count-brights")).to_be_focused()
    assert page.evaluate(SHOWN) == ["cards-of-the-month"]  # its cards are the round's month
    page.keyboard.type("3")  # the typing moves on to the animals
    expect(page.locator("#count-animals")).to_be_focused()
    page.keyboard.type("5")
    assert page.evaluate(SHOWN) == [
        "three-brights",
        "boar-deer-butterflies",
        "animals",
        "flower-viewing",
        "moon-viewing",
        "cards-of-the-month",
    ]
    # Three brights might be the Rain Man's; five animals are certainly Animals.
    assert page.evaluate(PRESSED) == ["animals"]
    # Tapped off, it stays off until the counts change.
    page.locator("#counter .chip[data-yaku=animals]").tap()
    expect(page.locator("#counter .chip[data-yaku=animals]")).to_have_attribute("aria-pressed", "false")
    page.locator(".kind[data-kind=animals] .step[data-step='1']").tap()
    expect(page.locator("#counter .chip[data-yaku=animals]")).to_have_attribute("aria-pressed", "true")
    # Four brights: Rainy Four Brights as the counts can say it (Four Brights replaces it).
    page.locator(".kind[data-kind=brights] .step[data-step='1']").tap()
    assert page.evaluate(PRESSED) == ["rainy-four-brights", "animals"]
    # Bo's pile, not counted yet: the typing in its first count, its own chips.
    page.locator(".pile[data-pile='captured.Bo']").tap()
    expect(page.locator("#count-brights")).to_be_focused()
    assert page.evaluate(PRESSED) == []
    page.locator(".pile[data-pile='captured.Ann']").tap()
    expect(page.locator("#count-brights")).not_to_be_focused()  # counted already: nothing typed over


@pytest.mark.parametrize("scheme", ["light", "dark"])
@in_browser
def test_every_yaku_chip_is_above_the_save_bar_without_a_scroll(server: str, browser: Any, scheme: str) -> None:  # noqa: F811
    expect = sync_api.expect
    page = koikoi(browser, server, color_scheme=scheme)
    page.locator(".mode[data-mode=counted]").tap()
    # A pile that allows every yaku.
    for kind, typed in (("brights", "5"), ("animals", "9"), ("ribbons", "10"), ("chaff", "24")):
        page.locator(f"#count-{kind}").fill(typed)
    expect(page.locator("#counter .chip[data-yaku=chaff]")).to_be_visible()
    assert len(page.evaluate(SHOWN)) >= 12
    assert page.evaluate("window.scrollY") == 0
    bar = page.locator(".savebar").bounding_box()
    for yaku in page.evaluate(SHOWN):
        box = page.locator(f"#counter .chip[data-yaku={yaku}]").bounding_box()
        assert box["y"] + box["height"] <= bar["y"], (yaku, box, bar)
        assert box["height"] >= 44
    page.screenshot(path=f"/tmp/page2-koikoi-counted-{scheme}.png")


@in_browser
def test_choosing_a_pile_moves_nothing(server: str, browser: Any) -> None:  # noqa: F811
    """Clear's words name the pile chosen ("Clear Left on the field"): the subtitle beside it
    keeps its lines, so the pile bar and the cards stay where they are."""
    page = koikoi(browser, server)
    where = "() => [...document.querySelectorAll('.sub-row, .piles, #deck')].map((e) => e.getBoundingClientRect().top)"
    before = page.evaluate(where)
    for pile in ("captured.Bo", "field.end", "captured.Ann"):
        page.locator(f".pile[data-pile='{pile}']").tap()
        assert page.evaluate(where) == before, pile
