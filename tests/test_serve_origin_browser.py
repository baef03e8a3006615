"""Another site's page, in a real browser, cannot write to the ledger (issue 18, point 1), and
the edit link's token leaves the address bar (point 4).

A second small server on another port plays the other site: its page submits forms to
``/games/1/undo`` and ``/games/1/rounds/1/edit`` and ``fetch``es a ``text/plain`` round to
``POST /api/games/1/rounds``, as any page the player's browser opens could.  Debian's Chromium,
launched as ``test_serve_browser`` launches it; skipped where none is installed.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from hanascore.web.app import create_app

from . import test_serve_browser as in_browser
from .serving import serving
from .test_serve_browser import CHROMIUM, PHONE, sync_api
from .test_serve_guard import ROUND_1, ROUND_2, TOKEN, ledger_of

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)"),
]

browser = in_browser.browser  # the fixture: one Chromium for the module


def other_site_page(server: str) -> bytes:
    """A page of another site aiming every kind of write at ``server``."""
    sheet = ROUND_2.replace("&", "&amp;").replace("<", "&lt;")
    return f"""<!doctype html>
<title>another site</title>
<form id="undo" method="post" action="{server}/games/1/undo"><button>undo</button></form>
<form id="edit" method="post" action="{server}/games/1/rounds/1/edit">
<textarea name="sheet">{sheet}</textarea><button>edit</button></form>
<script>
// A "simple" request: no preflight, so the browser sends it whatever the server's answer.
function add() {{
  return fetch({json.dumps(server + "/api/games/1/rounds")}, {{
    method: "POST", mode: "no-cors", credentials: "include",
    headers: {{"content-type": "text/plain"}}, body: {json.dumps(ROUND_2)},
  }}).then(answer => answer.type);
}}
</script>
""".encode()


@pytest.fixture
def other_site() -> Iterator[Callable[[bytes], int]]:
    """Serve a page on another port; yields the function that sets the page and gives the port."""
    shown = [b""]

    class Page(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("content-type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(shown[0])

        def log_message(self, format: str, *args: Any) -> None:
            pass

    with ThreadingHTTPServer(("127.0.0.1", 0), Page) as site:
        thread = threading.Thread(target=site.serve_forever, daemon=True)
        thread.start()

        def show(page: bytes) -> int:
            shown[0] = page
            return int(site.server_address[1])

        yield show
        site.shutdown()
        thread.join(10)


@pytest.fixture
def game(cli_json: Callable[..., Any]) -> None:
    """Game 1 with round 1 played: an undo or a correction would change it."""
    assert cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")[0] == 0
    assert cli_json("add", "-", "--game", "1", input=ROUND_1)[0] == 0


@pytest.mark.parametrize("token", [None, TOKEN], ids=["loopback-no-token", "with-the-token-cookie"])
@pytest.mark.parametrize("site", ["localhost", "127.0.0.1"], ids=["cross-site", "same-site-other-port"])
def test_another_sites_page_changes_nothing(
    isolated_store: Path,
    game: None,
    cli_json: Callable[..., Any],
    other_site: Callable[[bytes], int],
    browser: Any,
    token: str | None,
    site: str,
) -> None:
    # Issue 18: "a page on another origin that the player's browser opens can POST a form to
    # /games/1/undo or /games/1/rounds/1/edit (303), or fetch a text/plain body to
    # POST /api/games/1/rounds (201). With a token, the same from another port of the same host
    # still succeeds (SameSite treats ports as the same site)."
    before = ledger_of(cli_json)
    with serving(create_app(str(isolated_store), token=token)) as (port, _):
        server = f"http://127.0.0.1:{port}"
        page = browser.new_context(viewport=PHONE).new_page()
        if token:
            page.goto(f"{server}/?token={token}")  # the player opened the edit link: the cookie is kept
            assert page.context.cookies()[0]["name"] == "hanascore_token"
        elsewhere = f"http://{site}:{other_site(other_site_page(server))}/"

        page.goto(elsewhere)
        assert page.evaluate("add()") == "opaque"  # sent, and answered
        for form in ["edit", "undo"]:
            page.goto(elsewhere)
            with page.expect_navigation() as landed:
                page.locator(f"#{form} button").click()
            assert landed.value.status == 403, form
            assert page.locator("#problems li").count() == 1
        page.context.close()
    assert ledger_of(cli_json) == before


def test_the_edit_link_leaves_the_address_bar(isolated_store: Path, game: None, browser: Any) -> None:
    with serving(create_app(str(isolated_store), token=TOKEN)) as (port, _):
        server = f"http://127.0.0.1:{port}"
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(f"{server}/games/1?token={TOKEN}&lang=en")
        assert page.url == f"{server}/games/1?lang=en"
        sync_api.expect(page.locator("#enter")).to_be_visible()  # and this browser may edit
        page.context.close()


def test_an_edit_link_followed_from_another_sites_page_opens_an_editable_page(
    isolated_store: Path, game: None, other_site: Callable[[bytes], int], browser: Any
) -> None:
    # The link shared in a chat that runs in the browser: the navigation comes from another site.
    with serving(create_app(str(isolated_store), token=TOKEN)) as (port, _):
        server = f"http://127.0.0.1:{port}"
        chat = other_site(f'<a href="{server}/games/1?token={TOKEN}">the edit link</a>'.encode())
        page = browser.new_context(viewport=PHONE).new_page()
        page.goto(f"http://localhost:{chat}/")
        page.get_by_role("link", name="the edit link").click()
        sync_api.expect(page).to_have_url(f"{server}/games/1")
        sync_api.expect(page.locator("#enter")).to_be_visible()
        page.reload()
        sync_api.expect(page.locator("#enter")).to_be_visible()
        page.context.close()
