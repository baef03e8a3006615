"""The card faces drawn by the real browser at the page's size: each bright's and animal's
emblem looks unlike every other (compared pixel for pixel, on its panel alone, so the
month's colour cannot tell them apart), in light and dark.  The screenshots of the round page
and of the whole deck are written with the page's others, to be looked at."""

from __future__ import annotations

import pytest

from hanascore.core.cards import DECK, Kind
from hanascore.views.html.emblems import PANEL
from hanascore.views.html.faces import VIEW_HEIGHT, VIEW_WIDTH

from .test_serve_browser import CHROMIUM, TOKEN, browser, phone, server, shoot, sync_api  # noqa: F401

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]

PICTURED = [card.id for card in DECK if card.kind in (Kind.BRIGHT, Kind.ANIMAL)]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_each_emblem_is_drawn_unlike_every_other_at_the_pages_size(
    server: str,  # noqa: F811
    browser: object,  # noqa: F811
    scheme: str,
) -> None:
    page = phone(browser, scheme)
    page.goto(f"{server}/?token={TOKEN}")
    made = page.request.post(
        f"{server}/api/games", data={"game": "sakura", "players": ["Ann", "Bo"]}, headers={"x-hanascore-token": TOKEN}
    )
    assert made.status == 201, made.text()
    page.goto(f"{server}/games/1/round")
    sync_api.expect(page.locator(".card svg")).to_have_count(48)
    shoot(page, f"faces-round-{scheme}")
    x, y, width, height = PANEL
    drawn: dict[bytes, int] = {}
    for card_id in PICTURED:
        face = page.locator(f".card[data-card='{card_id}'] svg")
        face.scroll_into_view_if_needed()
        box = face.bounding_box()
        assert box is not None
        # Big enough to recognise with a glance at a phone, the whole deck on its screen (issue
        # 32: tapped card by card without a scroll, 8 cards a row): the emblem's panel is over
        # 30 px wide (it was 60 with 4 cards a row, the deck then 1,400 px long).
        scale = box["width"] / VIEW_WIDTH
        assert round(box["height"] / scale) == VIEW_HEIGHT
        assert width * scale >= 30, box
        clip = {
            "x": box["x"] + x * scale,
            "y": box["y"] + y * scale,
            "width": width * scale,
            "height": height * scale,
        }
        picture = page.screenshot(clip=clip)
        assert picture not in drawn, (card_id, drawn.get(picture))
        drawn[picture] = card_id
    assert len(drawn) == len(PICTURED) == 14
