"""Issue 32, the page: Koi-Koi and Hachi-Hachi rounds with no jump and no question covering the
cards.  The game's questions are one row of chips above the piles, each showing its answer and
opening its question when tapped; a question that becomes relevant is marked and said politely,
never taking the focus nor moving the page.

The taps are counted as a thumb makes them, on a phone (390x844, touch): every tap, every key
typed, and every scroll the thumb had to make to reach what it taps next (a target under the
pile bar or the save bar, or off the screen); a scroll the page makes by itself is a jump.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from .test_page_thumbs import HEADERS, browser, in_browser, new_game, server  # noqa: F401
from .test_serve_browser import PHONE, TOKEN

sync_api = pytest.importorskip("playwright.sync_api")

#: Counts a fetch from its start until its answer was read and handled (a tap is settled then).
SETTLING = """(() => {
  window.__inflight = 0;
  const fetched = window.fetch.bind(window);
  const done = () => setTimeout(() => { window.__inflight -= 1; }, 0);
  window.fetch = (...args) => {
    window.__inflight += 1;
    const answer = fetched(...args);
    answer.then((response) => {
      const read = response.json.bind(response);
      response.json = () => read().finally(done);
    }, done);
    return answer;
  };
})();"""

#: The issue's targets (taps, typed keys counting one each, from the game page's Enter to Save).
KOIKOI_TARGET = 14
HACHIHACHI_TARGET = 22
#: What the page takes now (the targets met; measured by the tests, which print them).
KOIKOI_BOUND = 14
HACHIHACHI_BOUND = 21


class Thumb:
    """A thumb on a phone: taps by touch, keys typed, and the scrolls it needs, counted."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.taps = 0
        self.scrolls = 0
        self.scrolled_to: list[str] = []
        self.jumps: list[str] = []

    def settle(self) -> None:
        """The tap's click handled (a touch's click comes a moment after it), and the check it
        asked for answered."""
        self.page.evaluate(
            "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30))))"
        )
        self.page.wait_for_function("() => window.__inflight === 0")

    def reach(self, target: Any) -> None:
        """Scroll (one scroll counted) where ``target`` is not wholly in the part of the screen
        the sticky bars leave free; a target in a bar is always in reach."""
        target.wait_for(state="visible")
        free = target.evaluate(
            """(el) => {
            if (el.closest('.savebar, .piles')) return true;
            const box = el.getBoundingClientRect();
            const piles = document.querySelector('.piles');
            const saving = document.querySelector('.savebar');
            const bar = piles ? piles.getBoundingClientRect() : null;
            const top = bar && bar.top <= 8 ? bar.bottom : 0;
            const bottom = saving ? saving.getBoundingClientRect().top : window.innerHeight;
            return box.top >= top && box.bottom <= bottom;
        }"""
        )
        if not free:
            target.evaluate("(el) => el.scrollIntoView({block: 'center'})")
            self.scrolls += 1
            self.scrolled_to.append(str(target))
        # Under an open question: closed first, with its Done (a tap).
        covered = target.evaluate(
            """(el) => {
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return Boolean(hit && !el.contains(hit) && hit.closest('.question-panel'));
        }"""
        )
        if covered:
            self.tap(self.page.locator(".question-panel .done"))

    def tap(self, target: Any, leaves: bool = False, across: float = 0.5) -> None:
        """Tap ``target`` (``leaves``: the tap goes to another page), ``across`` its width."""
        self.reach(target)
        box = target.bounding_box()
        before = self.page.evaluate("window.scrollY")
        self.page.touchscreen.tap(box["x"] + box["width"] * across, box["y"] + box["height"] / 2)
        self.taps += 1
        if leaves:
            return
        self.settle()
        after = self.page.evaluate("window.scrollY")
        if after != before:
            self.jumps.append(f"{target}: {before} -> {after}")

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)
        self.taps += len(text)
        self.settle()

    def answer(self, key: str, control: str, has_text: str | None = None) -> None:
        """Answer the game's question ``key`` with its ``control`` (a CSS selector inside the
        question): its chip tapped first where it is closed."""
        chip = self.page.locator(f".ask[data-key={key}]")
        if chip.count() and chip.get_attribute("aria-expanded") != "true":
            self.tap(chip)
        question = self.page.locator(f".question[data-key={key}]")
        target = question.locator(control, has_text=has_text) if has_text else question.locator(control)
        # A box the focus is in already (the question's first, as it opened) is typed in at once.
        if not target.evaluate("(el) => el === document.activeElement && el.matches('input[type=text]')"):
            self.tap(target)

    def choose(self, key: str, value: str) -> None:
        """One answer of ``key`` (a player): a button on its chip's question, or (the page
        before chips) a list, opened and chosen (two taps)."""
        if self.page.locator(f".ask[data-key={key}]").count():
            self.answer(key, ".pick", value)
            return
        select = self.page.locator(f".question[data-key={key}] select")
        self.reach(select)
        select.select_option(value)
        self.taps += 2
        self.settle()


def thumb_on(browser: Any, server: str, game_id: str) -> tuple[Any, Thumb]:  # noqa: F811
    """A touch phone on the game's page, its Enter tapped (counted)."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    context.add_init_script(SETTLING)
    page = context.new_page()
    page.goto(f"{server}/?token={TOKEN}")
    page.goto(f"{server}/games/{game_id}")
    thumb = Thumb(page)
    thumb.tap(page.locator("#enter"), leaves=True)
    sync_api.expect(page.locator("#problems li").first).to_be_attached()
    thumb.settle()
    return page, thumb


def count(page: Any, thumb: Thumb, kind: str, typed: str) -> None:
    """A kind's count typed: its box tapped first unless the typing is there already (a pile
    chosen, or the count before it whole, moves it there)."""
    field = page.locator(f"#count-{kind}")
    if not field.evaluate("(input) => input === document.activeElement"):
        # Tapped after the 0 it shows (a tap on the 0 puts the caret before it: typing 5 makes 50).
        thumb.tap(field, across=0.9)
    thumb.type(typed)


@in_browser
def test_a_koi_koi_round_counted_with_one_koi_koi_call(server: str, browser: Any) -> None:  # noqa: F811
    """Ann's five animals stop the round after Bo's five ribbons and one koi-koi call.

    14 taps, 0 scrolls: Enter and Save 2; the form chosen 1 (the typing goes to the first
    count); Ann's animals and Bo's pile and ribbons 5 (a box tapped and a digit each, the pile
    chosen), the yaku they make certain named by the page; the rest of the cards on the end
    field 2; the two questions 4 (a chip each, an answer each).  Only the yaku the counts
    allow show under the steppers, so nothing runs on under the save bar."""
    setup = browser.new_context().new_page()
    setup.goto(f"{server}/?token={TOKEN}")
    game_id = new_game(setup, server, "koi-koi", ["Ann", "Bo"])
    page, thumb = thumb_on(browser, server, game_id)
    expect = sync_api.expect
    thumb.tap(page.locator(".mode[data-mode=counted]"))
    count(page, thumb, "animals", "5")
    # Five animals make Animals certain: named by the page, no tap.
    expect(page.locator("#counter .chip[data-yaku=animals]")).to_have_attribute("aria-pressed", "true")
    thumb.tap(page.locator(".pile[data-pile='captured.Bo']"))
    count(page, thumb, "ribbons", "5")
    expect(page.locator("#counter .chip[data-yaku=ribbons]")).to_have_attribute("aria-pressed", "true")
    thumb.tap(page.locator(".pile[data-pile='field.end']"))
    thumb.tap(page.locator("#rest"))
    thumb.choose("stopped_by", "Ann")
    thumb.answer("koi", "button[aria-label='Bo: one call more']")
    expect(page.locator("#problems li.ok")).to_be_visible()
    thumb.tap(page.locator("#save"), leaves=True)
    expect(page).to_have_url(f"{server}/games/{game_id}")
    standings = page.request.get(f"{server}/api/games/{game_id}/standings").json()
    assert {p["name"]: p["total"] for p in standings["parties"]} == {"Ann": 2, "Bo": 0}
    print(
        f"Koi-Koi counted, one koi-koi call: {thumb.taps} taps, {thumb.scrolls} scrolls {thumb.scrolled_to}, jumps {thumb.jumps}"
    )
    assert thumb.jumps == []
    assert thumb.scrolls == 0
    assert thumb.taps <= KOIKOI_BOUND <= KOIKOI_TARGET


@in_browser
def test_a_hachi_hachi_round_counted_with_a_teyaku_and_a_drop_out(server: str, browser: Any) -> None:  # noqa: F811
    """Four at the table: Di drops out, Ann declares Red (aka), Ann and Bo count their piles
    and Cy takes the rest; who played is told by the piles.

    21 taps, 0 scrolls (the target 22): Enter and Save 2; the drop-out and the teyaku 6
    (their chips, Di's box, "aka" typed in Ann's box, which the focus is in as the question
    opens); two piles counted 11 (the form chosen 1 and Ann's digits 4, Bo's pile 1 and his
    digits 5, 10 chaff two: the form chosen or a pile tapped puts the typing in the first
    count, a whole count moves it to the next); Cy's rest 2 (the pile, the rest)."""
    setup = browser.new_context().new_page()
    setup.goto(f"{server}/?token={TOKEN}")
    game_id = new_game(setup, server, "hachi-hachi", ["Ann", "Bo", "Cy", "Di"])
    page, thumb = thumb_on(browser, server, game_id)
    expect = sync_api.expect
    thumb.answer("dropped", "label", "Di")
    thumb.answer("teyaku", "label:has-text('Ann') input")
    thumb.type("aka")
    thumb.tap(page.locator(".mode[data-mode=counted]"))
    for kind, typed in (("brights", "2"), ("animals", "2"), ("ribbons", "2"), ("chaff", "8")):
        count(page, thumb, kind, typed)
    thumb.tap(page.locator(".pile[data-pile='captured.Bo']"))
    for kind, typed in (("brights", "1"), ("animals", "3"), ("ribbons", "3"), ("chaff", "10")):
        count(page, thumb, kind, typed)
    thumb.tap(page.locator(".pile[data-pile='captured.Cy']"))
    thumb.tap(page.locator("#rest"))
    expect(page.locator("#problems li.ok")).to_be_visible()
    thumb.tap(page.locator("#save"), leaves=True)
    expect(page).to_have_url(f"{server}/games/{game_id}")
    history = page.request.get(f"{server}/api/games/{game_id}/history", headers=HEADERS).json()
    assert history[0]["scores"] == {"Ann": 38, "Bo": -37, "Cy": 11, "Di": -12}
    print(
        f"Hachi-Hachi counted, a teyaku and a drop-out: {thumb.taps} taps, {thumb.scrolls} scrolls {thumb.scrolled_to}, jumps {thumb.jumps}"
    )
    assert thumb.jumps == []
    assert thumb.scrolls == 0
    assert thumb.taps <= HACHIHACHI_BOUND <= HACHIHACHI_TARGET


@in_browser
def test_a_question_that_comes_mid_pile_neither_moves_the_page_nor_takes_the_focus(server: str, browser: Any) -> None:  # noqa: F811
    """Koi-Koi card by card: Ann's 10 12 20 22 30 32, then the Full Moon (80), the page
    scrolled down a little: her three brights make the koi-koi calls matter.  The page stays where it is, the
    focus on the card tapped; the calls' chip is added, marked new, and said politely; nothing
    opens over the cards until the chip is tapped, and then the focus goes into it."""
    expect = sync_api.expect
    setup = browser.new_context().new_page()
    setup.goto(f"{server}/?token={TOKEN}")
    game_id = new_game(setup, server, "koi-koi", ["Ann", "Bo"])
    page, thumb = thumb_on(browser, server, game_id)
    for card in ("10", "12", "20", "22", "30", "32"):
        thumb.tap(page.locator(f".card[data-card='{card}']"))
    expect(page.locator(".ask[data-key=koi]")).to_have_count(0)
    moon = page.locator(".card[data-card='80']")
    # The whole deck fits one screen, the page below it not: scrolled down a little, as a
    # thumb leaves it, so that a jump to the question would show.
    page.evaluate("window.scrollTo(0, 100)")
    thumb.reach(moon)
    scrolled = page.evaluate("window.scrollY")
    assert scrolled > 0
    where = moon.bounding_box()["y"]
    thumb.tap(moon)
    chip = page.locator(".ask[data-key=koi]")
    expect(chip).to_have_count(1)
    assert thumb.jumps == []
    assert page.evaluate("window.scrollY") == scrolled
    assert moon.bounding_box()["y"] == where
    expect(moon).to_be_focused()
    assert page.evaluate("document.getElementById('questions').contains(document.activeElement)") is False
    expect(chip).to_have_class(re.compile(r"\bnew\b"))
    expect(chip).to_have_attribute("aria-expanded", "false")
    expect(chip).to_contain_text("needs an answer")
    expect(page.locator("#questions-said")).to_have_text("New question: Koi-koi calls")
    expect(page.locator("#questions-said")).to_have_attribute("aria-live", "polite")
    expect(page.locator("#question-panel")).to_be_hidden()
    # Opened by the player: the focus goes into it; Escape closes it, the focus back on the chip.
    thumb.tap(chip)
    expect(chip).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#question-panel")).to_be_visible()
    assert page.evaluate("document.getElementById('question-panel').contains(document.activeElement)")
    expect(chip).not_to_have_class(re.compile(r"\bnew\b"))
    page.keyboard.press("Escape")
    expect(page.locator("#question-panel")).to_be_hidden()
    expect(chip).to_be_focused()
    expect(chip).to_have_attribute("aria-expanded", "false")
    assert thumb.jumps == []


@in_browser
def test_the_first_question_coming_moves_nothing_below_the_chips(server: str, browser: Any) -> None:  # noqa: F811
    """Sakura asks nothing until the Gaji's holder leaves cards on the field (what the Gaji
    took is then asked): the row the chips come in is there from the start (saying so), and as
    tall, so the cards stay where they were.  (Matsu-Kiri-Bozu asked nothing at first before
    the entry model: who stopped the round is now asked from the start, as on the terminal.)"""
    expect = sync_api.expect
    setup = browser.new_context().new_page()
    setup.goto(f"{server}/?token={TOKEN}")
    game_id = new_game(setup, server, "sakura", ["Ann", "Bo"])
    page, thumb = thumb_on(browser, server, game_id)
    expect(page.locator(".none-asked")).to_be_visible()
    where = "document.getElementById('deck').getBoundingClientRect().top + window.scrollY"
    deck = page.evaluate(where)
    thumb.tap(page.locator(".card[data-card='113']"))
    thumb.tap(page.locator(".pile[data-pile='field.end']"))
    thumb.tap(page.locator(".card[data-card='121']"))
    thumb.tap(page.locator(".pile[data-pile='captured.Bo']"))
    thumb.tap(page.locator("#rest"))
    expect(page.locator(".ask[data-key=wild_captured]")).to_be_visible()
    expect(page.locator(".none-asked")).to_be_hidden()
    assert page.evaluate(where) == deck
    assert thumb.jumps == []
