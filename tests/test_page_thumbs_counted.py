"""The counted form of the round entry page, in a real browser: per pile a stepper per kind
and the yaku as chips, sending the counted sheet; the taps one 3-player Mushi round takes
counted; a counted round corrected in the same form."""

from __future__ import annotations

from typing import Any

import pytest

from .test_page_thumbs import HEADERS, browser, in_browser, new_game, phone, screenshots, server, settled  # noqa: F401
from .test_serve_browser import PHONE

sync_api = pytest.importorskip("playwright.sync_api")

#: The three-player sample round's Alice, counted: 4 brights 3 animals 5 ribbons 8 chaff.
ALICE = {"brights": 4, "animals": 3, "ribbons": 5, "chaff": 8}


@in_browser
def test_taps_of_a_three_player_mushi_round_counted(server: str, browser: Any) -> None:  # noqa: F811
    """The counted form, Alice's four counts typed, Bob "the rest", Save: at most
    20 taps (a key typed is a tap), and no scroll between the last count and Save."""
    expect = sync_api.expect
    page = phone(browser, server)
    game = new_game(page, server, "mushi", ["Alice", "Bob", "Carol"])
    page.goto(f"{server}/games/{game}")
    taps = 0

    def tap(locator: Any) -> None:
        nonlocal taps
        locator.click()
        taps += 1

    def type_in(text: str) -> None:
        nonlocal taps
        page.keyboard.type(text)
        taps += len(text)

    tap(page.locator("#enter"))
    # Who played is not asked for: the two piles that hold cards tell it.
    tap(page.locator(".mode[data-mode=counted]"))
    expect(page.locator("#counter")).to_be_visible()
    expect(page.locator("#deck")).to_be_hidden()
    for kind, count in ALICE.items():
        tap(page.locator(f"#count-{kind}"))
        type_in(str(count))
    tap(page.locator(".pile[data-pile='captured.Bob']"))
    tap(page.locator("#rest"))
    expect(page.locator("#problems li.ok")).to_be_visible()
    expect(page.locator(".ask[data-key=active]")).to_have_count(0)
    expect(page.locator(".pile[data-pile='captured.Bob'] .count")).to_have_text("20")
    page.locator(".pile[data-pile='captured.Alice']").click()  # shown as Alice's counts (no tap counted)
    page.screenshot(path=str(screenshots() / "thumbs-counted-390x844-en-light.png"))
    save = page.locator("#save").bounding_box()
    assert save["y"] >= 0 and save["y"] + save["height"] <= PHONE["height"]
    expect(page.locator("#save")).to_be_enabled()
    tap(page.locator("#save"))
    expect(page.locator("#round-1")).to_be_visible()
    sheet = page.request.get(f"{server}/api/games/{game}/rounds/1/sheet").text()
    assert "Alice: 4 brights 3 animals 5 ribbons 8 chaff" in sheet and "Bob: rest" in sheet
    print(f"taps, one 3-player Mushi round counted: {taps}")
    # Enter + counted + 4 x (count + digit) + Bob + rest + Save.
    assert taps == 13 <= 20
    # The table's form is remembered: the next round opens counted.
    page.locator("#enter").click()
    expect(page.locator(".mode[data-mode=counted]")).to_have_attribute("aria-checked", "true")
    expect(page.locator("#counter")).to_be_visible()


@in_browser
def test_steppers_and_chips_make_the_counted_sheet_and_a_certain_yaku_is_asked(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = phone(browser, server)
    game = new_game(page, server, "mushi", ["Ann", "Bo"])
    page.goto(f"{server}/games/{game}/round")
    page.locator(".mode[data-mode=counted]").click()
    brights = page.locator(".kind[data-kind=brights]")
    for _ in range(6):  # one past the deck's five: the stepper stops at five
        brights.locator(".step[data-step='1']").click()
    expect(page.locator("#count-brights")).to_have_value("5")
    expect(page.locator(".pile[data-pile='captured.Ann'] .count")).to_have_text("5")
    # One animal too, so that Bo's rest holds no yaku for certain (all four Wisteria cards).
    page.locator(".kind[data-kind=animals] .step[data-step='1']").click()
    page.locator(".pile[data-pile='captured.Bo']").click()
    page.locator("#rest").click()
    expect(page.locator("#count-brights")).to_have_value("0")  # what Ann leaves
    expect(page.locator("#count-chaff")).to_have_value(
        page.locator(".kind[data-kind=chaff]").get_attribute("data-size")
    )
    # Five brights make the five-brights yaku certain: named by the page (issue 32); tapped
    # off, it is asked for, and its chip answers it.
    page.locator(".pile[data-pile='captured.Ann']").click()
    chip = page.locator(".chip[data-yaku=five-brights]")
    expect(chip).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#problems li.ok")).to_be_visible()
    chip.click()
    expect(page.locator("#problems li").first).not_to_have_class("ok")
    chip.click()
    expect(chip).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#problems li.ok")).to_be_visible()
    # One bright fewer: the chip, the player's now, stays (shown, though four brights cannot
    # form it) until tapped off.
    brights.locator(".step[data-step='-1']").click()
    expect(chip).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#problems li").first).not_to_have_class("ok")
    chip.click()
    expect(chip).to_be_hidden()
    expect(page.locator("#count-brights")).to_have_value("4")
    expect(page.locator("#problems li.ok")).to_be_visible()
    page.locator("#save").click()
    expect(page).to_have_url(f"{server}/games/{game}")
    sheet = page.request.get(f"{server}/api/games/{game}/rounds/1/sheet").text()
    assert "Ann: 4 brights 1 animals" in sheet and "Bo: rest" in sheet and "+" not in sheet


@in_browser
def test_a_counted_round_is_corrected_in_the_counted_form(server: str, browser: Any) -> None:  # noqa: F811
    expect = sync_api.expect
    page = phone(browser, server)
    game = new_game(page, server, "mushi", ["Ann", "Bo"])
    text = "Ann: 5 brights 2 animals 1 ribbons 3 chaff + five-brights\nBo: rest\n"
    added = page.request.post(f"{server}/api/games/{game}/rounds", data=text.encode(), headers=HEADERS)
    assert added.status == 201, added.text()
    page.goto(f"{server}/games/{game}/rounds/1/edit")
    expect(page.locator(".mode[data-mode=counted]")).to_have_attribute("aria-checked", "true")
    expect(page.locator("#count-brights")).to_have_value("5")
    expect(page.locator("#count-chaff")).to_have_value("3")
    expect(page.locator(".chip[data-yaku=five-brights]")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".pile[data-pile='captured.Bo']")).to_have_class("pile rest")
    settled(page)
    expect(page.locator("#problems li.ok")).to_be_visible()
    page.locator(".kind[data-kind=chaff] .step[data-step='1']").click()
    expect(page.locator("#count-chaff")).to_have_value("4")
    expect(page.locator("#problems li.ok")).to_be_visible()
    page.locator("#save").click()
    expect(page).to_have_url(f"{server}/games/{game}#round-1")
    sheet = page.request.get(f"{server}/api/games/{game}/rounds/1/sheet").text()
    assert "Ann: 5 brights 2 animals 1 ribbons 4 chaff + five-brights" in sheet
