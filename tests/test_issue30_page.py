"""Issue 30, point 16: the page served by ``hanascore serve``.

"The page: a stale correction says "stamp: game 1 changed ... reload" (a sheet key and
command-line words: the page says it in its own words, once, and reloads itself); the page's
undo form without its stamp removes a round unconditionally (the page always sends the stamp;
a form undo without one is refused like a stale one); a loopback-only server answers `Host:
127.0.0.2:8732` with 200 (CONTRACT: 400)."

The page reloading itself after a stale correction is tried in a real browser in
``test_issue30_page_browser.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.web.app import create_app

from .conftest import SAMPLES

ROUND_1 = (SAMPLES / "ledger" / "round1.txt").read_text(encoding="utf-8")
ROUND_2 = (SAMPLES / "ledger" / "round2.txt").read_text(encoding="utf-8")
PAGE_READER = {"x-hanascore-reader": "page"}
#: What the page never says to its readers: the hidden field's name, a command's words.
NOT_THE_PAGES = re.compile(r"\bstamp\b|\breload\b|\bcommand\b|読み直|コマンド|スタンプ")


def client_of(isolated_store: Path, **options: Any) -> TestClient:
    return TestClient(
        create_app(str(isolated_store), **options), base_url="http://127.0.0.1", raise_server_exceptions=False
    )


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return client_of(isolated_store)


@pytest.fixture
def game(cli_json: Callable[..., Any]) -> str:
    """Game 1 with round 1 played."""
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")
    assert code == 0
    code, _ = cli_json("add", "-", "--game", "1", input=ROUND_1)
    assert code == 0
    return str(answer["id"])


def hidden_stamp(page: str) -> str:
    found = re.search(r'name="stamp" value="([^"]*)"', page)
    assert found, page
    return found.group(1)


def problems_of(page: str) -> list[str]:
    """The problems a page lists, as its reader sees them (tags stripped)."""
    return [re.sub(r"<[^>]+>", "", item).strip() for item in re.findall(r"<li data-code.*?</li>", page, re.S)]


def history(client: TestClient) -> Any:
    return client.get("/api/games/1/history").json()


# -- (a) a stale correction, said in the page's words ------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_stale_correction_tapped_in_is_said_in_the_pages_words(
    client: TestClient, game: str, cli: Callable[..., Any], lang: str
) -> None:
    seen = client.get(f"/api/games/{game}/stamp").json()["stamp"]
    assert cli("add", "-", input=ROUND_2).exit_code == 0  # another phone saves round 2 meanwhile
    before = history(client)
    answer = client.put(
        f"/api/games/{game}/rounds/1?stamp={seen}&lang={lang}", content=ROUND_2.encode(), headers=PAGE_READER
    )
    assert answer.status_code == 409
    [problem] = answer.json()["errors"]
    # Before: "said": "game 1 changed since this page was read (another phone or a command
    # wrote; it has 2 rounds now): nothing was written; reload to see the change", "place": "stamp".
    assert problem["code"] == "stale" and "place" not in problem, problem
    assert not NOT_THE_PAGES.search(problem["said"]), problem["said"]
    assert ("2 rounds" if lang == "en" else "2局") in problem["said"]
    # A script (no page reader) still gets the contract's problem as --json gives it.
    assert "changed since this page was read" in problem["message"] and problem["where"] == "stamp"
    assert history(client) == before


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_stale_correction_typed_as_text_is_said_once_in_the_pages_words_on_the_game_as_it_is_now(
    client: TestClient, game: str, cli: Callable[..., Any], lang: str
) -> None:
    edit_page = client.get(f"/games/{game}/rounds/1/edit?text=1&lang={lang}").text
    shown = hidden_stamp(edit_page)
    assert cli("add", "-", input=ROUND_2).exit_code == 0
    typed = ROUND_2.replace("# Round 2", "# Round 1 corrected")
    answer = client.post(f"/games/{game}/rounds/1/edit?lang={lang}", data={"sheet": typed, "stamp": shown})
    assert answer.status_code == 409
    # Before: "<b>stamp</b>: game 1 changed since this page was read (another phone or a command
    # wrote; it has 2 rounds now): nothing was written; reload to see the change".
    [said] = problems_of(answer.text)
    assert not NOT_THE_PAGES.search(said), said
    assert "<b>stamp</b>" not in answer.text
    assert answer.text.count(said) == 1  # said once
    # The answer is the form on the game as it is now: what was typed, the stamp of now.
    assert "Round 1 corrected" in answer.text
    now = client.get(f"/api/games/{game}/stamp").json()["stamp"]
    assert hidden_stamp(answer.text) == now != shown
    assert client.get(f"/api/games/{game}/rounds/1/sheet").text == ROUND_1
    again = client.post(f"/games/{game}/rounds/1/edit", data={"sheet": typed, "stamp": now}, follow_redirects=False)
    assert again.status_code == 303
    assert client.get(f"/api/games/{game}/rounds/1/sheet").text == typed


def test_a_stale_undo_is_said_in_the_pages_words(client: TestClient, game: str, cli: Callable[..., Any]) -> None:
    shown = hidden_stamp(client.get(f"/games/{game}").text)
    assert cli("add", "-", input=ROUND_2).exit_code == 0
    answer = client.post(f"/games/{game}/undo", data={"stamp": shown}, follow_redirects=False)
    assert answer.status_code == 409
    [said] = problems_of(answer.text)
    assert not NOT_THE_PAGES.search(said), said
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 2


def test_a_round_saved_after_another_phone_saved_it_is_said_without_reload(
    client: TestClient, game: str, cli: Callable[..., Any]
) -> None:
    # The page reloads itself and then shows these words (round.js, movedOn): no "reload".
    assert cli("add", "-", input=ROUND_2).exit_code == 0
    answer = client.post(f"/api/games/{game}/rounds?round=2", content=ROUND_2.encode(), headers=PAGE_READER)
    assert answer.status_code == 409
    [problem] = answer.json()["errors"]
    assert problem["said"].startswith("round 2 was added meanwhile by another phone"), problem
    assert not NOT_THE_PAGES.search(problem["said"]), problem["said"]
    undone = client.post(f"/api/games/{game}/rounds?round=5", content=ROUND_2.encode(), headers=PAGE_READER)
    assert undone.status_code == 409
    assert not NOT_THE_PAGES.search(undone.json()["errors"][0]["said"])


# -- (b) the page's forms without their stamp --------------------------------------------------


@pytest.mark.parametrize("form", [{}, {"stamp": ""}, {"stamp": "  "}], ids=["no-stamp", "empty", "blank"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_undo_form_without_its_stamp_is_refused_like_a_stale_one(
    client: TestClient, game: str, form: dict[str, str], lang: str
) -> None:
    before = history(client)
    # Before: 303, and round 1 was gone.
    answer = client.post(f"/games/{game}/undo?lang={lang}", data=form, follow_redirects=False)
    assert answer.status_code == 409
    [said] = problems_of(answer.text)
    assert 'data-code="stale"' in answer.text
    assert not NOT_THE_PAGES.search(said), said
    assert ("nothing was changed" if lang == "en" else "何も変えていない") in said
    assert history(client) == before
    # The page's own form, with the stamp it was shown with, still undoes.
    shown = hidden_stamp(client.get(f"/games/{game}").text)
    assert client.post(f"/games/{game}/undo", data={"stamp": shown}, follow_redirects=False).status_code == 303
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 0


def test_the_correction_form_without_its_stamp_is_refused_too_keeping_what_was_typed(
    client: TestClient, game: str
) -> None:
    answer = client.post(f"/games/{game}/rounds/1/edit", data={"sheet": ROUND_2}, follow_redirects=False)
    assert answer.status_code == 409
    [said] = problems_of(answer.text)
    assert not NOT_THE_PAGES.search(said), said
    assert "Three Brights" in answer.text  # the sheet as typed, kept in the form
    assert hidden_stamp(answer.text) == client.get(f"/api/games/{game}/stamp").json()["stamp"]
    assert client.get(f"/api/games/{game}/rounds/1/sheet").text == ROUND_1


def test_a_script_may_still_undo_without_the_stamp(client: TestClient, game: str) -> None:
    # CONTRACT: "?stamp=S" is the page's; DELETE .../rounds/last undoes as undo does without it.
    assert client.delete(f"/api/games/{game}/rounds/last").status_code == 200
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 0


# -- (c) a loopback-only server admits the address it listens on, and localhost ----------------


@pytest.mark.parametrize("listening", [None, "127.0.0.1"], ids=["default", "127.0.0.1"])
def test_a_loopback_server_refuses_another_loopback_address(isolated_store: Path, listening: str | None) -> None:
    served = client_of(isolated_store, host=listening)
    # Before: 200.
    for host in ("127.0.0.2:8732", "127.0.0.2", "127.1.2.3:8732", "[::1]:8732"):
        answer = served.get("/api/games", headers={"host": host})
        assert answer.status_code == 400, host
        assert [e["where"] for e in answer.json()["errors"]] == ["Host"]
        assert served.get("/", headers={"host": host}).status_code == 400, host
    for host in ("127.0.0.1:8732", "127.0.0.1", "localhost:8732", "LOCALHOST"):
        assert served.get("/api/games", headers={"host": host}).status_code == 200, host


def test_a_server_on_ipv6_loopback_refuses_ipv4_loopback(isolated_store: Path) -> None:
    served = client_of(isolated_store, host="::1")
    assert served.get("/api/games", headers={"host": "[::1]:8732"}).status_code == 200
    assert served.get("/api/games", headers={"host": "localhost:8732"}).status_code == 200
    assert served.get("/api/games", headers={"host": "127.0.0.1:8732"}).status_code == 400
