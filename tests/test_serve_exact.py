"""Writes from the page are exact (issue 18, point 6): a round is saved as the number the page
showed, a correction or an undo as the game the page showed, or not at all (409).

"Two phones save the same round and both get 201: rounds 1 and 2 are then the same hand; a
round page opened earlier keeps saying "Round 3" after another phone saved round 3."
"""

from __future__ import annotations

import http.client
import re
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.ledger import store as store_module
from hanascore.web.app import create_app

from .conftest import SAMPLES
from .serving import PATIENCE, serving

ROUND_1 = (SAMPLES / "ledger" / "round1.txt").read_text(encoding="utf-8")
ROUND_2 = (SAMPLES / "ledger" / "round2.txt").read_text(encoding="utf-8")
#: A guard against a hang, never a measure: every wait below ends long before it on success.


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


@pytest.fixture
def game(cli_json: Callable[..., Any]) -> str:
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")
    assert code == 0
    return str(answer["id"])


def send(port: int, method: str, path: str, body: str | None = None) -> tuple[int, Any]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=PATIENCE)
    try:
        connection.request(method, path, body=body.encode() if body else None, headers={"content-type": "text/plain"})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


@contextmanager
def writes_counted(monkeypatch: pytest.MonkeyPatch, wanted: int) -> Iterator[threading.Event]:
    """An event set once ``wanted`` writes asked for the ledger's write lock."""
    arrived = threading.Event()
    count = [0]
    lock = threading.Lock()
    original = store_module.Store.writing

    def writing(self: store_module.Store) -> Any:
        with lock:
            count[0] += 1
            if count[0] >= wanted:
                arrived.set()
        return original(self)

    monkeypatch.setattr(store_module.Store, "writing", writing)
    yield arrived


def save_at_once(ports: list[int], game: str, sent: Callable[[], None] = lambda: None) -> list[int]:
    """Round 1 saved by two phones at once (released together by a barrier), one through
    each of ``ports``; ``sent()`` runs once both are on their way.  Their statuses."""
    answers: list[int] = []
    start = threading.Barrier(2)

    def phone(port: int) -> None:
        start.wait(PATIENCE)
        status, _ = send(port, "POST", f"/api/games/{game}/rounds?round=1", ROUND_1)
        answers.append(status)

    phones = [threading.Thread(target=phone, args=(port,)) for port in ports]
    for thread in phones:
        thread.start()
    sent()
    for thread in phones:
        thread.join(PATIENCE)
    return sorted(answers)


def test_two_phones_saving_round_1_at_once_store_it_once(isolated_store: Path, game: str) -> None:
    with serving(create_app(str(isolated_store))) as (port, _):
        assert save_at_once([port, port], game) == [201, 409]
        status, standings = send(port, "GET", f"/api/games/{game}/standings")
    assert status == 200
    assert b'"rounds_played":1' in standings


def test_two_servers_saving_round_1_at_once_store_it_once(
    isolated_store: Path, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two servers on one ledger (or a server and a command): the saves wait at the ledger's
    write lock together, and only inside the transaction is the round's number checked."""

    def both_waiting_then_released() -> None:
        try:
            assert both_waiting.wait(PATIENCE), "the two saves did not both reach the ledger"
        finally:
            holder.execute("COMMIT")
            holder.close()

    with (
        serving(create_app(str(isolated_store))) as (one, _),
        serving(create_app(str(isolated_store))) as (other, _),
        writes_counted(monkeypatch, 2) as both_waiting,
    ):
        holder = sqlite3.connect(isolated_store, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # another program writing: both saves queue behind it
        assert save_at_once([one, other], game, both_waiting_then_released) == [201, 409]
        _, standings = send(one, "GET", f"/api/games/{game}/standings")
    assert b'"rounds_played":1' in standings


def test_a_round_another_phone_saved_meanwhile_is_409_saying_which(client: TestClient, game: str) -> None:
    assert client.post(f"/api/games/{game}/rounds?round=1", content=ROUND_1.encode()).status_code == 201
    late = client.post(f"/api/games/{game}/rounds?round=1", content=ROUND_2.encode())
    assert late.status_code == 409
    (problem,) = late.json()["errors"]
    assert problem["code"] == "stale"
    assert problem["where"] == "round"
    assert "round 1 was added meanwhile by another phone" in problem["message"]
    assert "reload" in problem["message"]
    assert len(client.get(f"/api/games/{game}/history").json()) == 1
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 1
    # The next number is taken; no number at all (a script) adds as `add` does.
    assert client.post(f"/api/games/{game}/rounds?round=2", content=ROUND_2.encode()).status_code == 201
    assert client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode()).status_code == 201
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 3


def test_a_round_number_past_the_next_is_409_and_a_bad_one_422(client: TestClient, game: str) -> None:
    ahead = client.post(f"/api/games/{game}/rounds?round=5", content=ROUND_1.encode())
    assert ahead.status_code == 409
    assert "the next is round 1, not round 5" in ahead.json()["errors"][0]["message"]
    for bad in ("0", "-1", "three", "1e3"):
        answer = client.post(f"/api/games/{game}/rounds?round={bad}", content=ROUND_1.encode())
        assert answer.status_code == 422, bad
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 0


def test_a_correction_or_undo_with_a_stale_stamp_is_409(client: TestClient, game: str, cli: Callable[..., Any]) -> None:
    assert client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode()).status_code == 201
    seen = client.get(f"/api/games/{game}/stamp").json()["stamp"]
    assert cli("add", "-", input=ROUND_2).exit_code == 0  # another phone, or the command line
    before = client.get(f"/api/games/{game}/history").json()
    corrected = client.put(f"/api/games/{game}/rounds/1?stamp={seen}", content=ROUND_2.encode())
    assert corrected.status_code == 409
    assert corrected.json()["errors"][0]["code"] == "stale"
    undone = client.delete(f"/api/games/{game}/rounds/last?stamp={seen}")
    assert undone.status_code == 409
    assert "changed since this page was read" in undone.json()["errors"][0]["message"]
    assert client.get(f"/api/games/{game}/history").json() == before
    # With the stamp as it is now, both go through.
    now = client.get(f"/api/games/{game}/stamp").json()["stamp"]
    assert client.put(f"/api/games/{game}/rounds/1?stamp={now}", content=ROUND_2.encode()).status_code == 200
    now = client.get(f"/api/games/{game}/stamp").json()["stamp"]
    assert client.delete(f"/api/games/{game}/rounds/last?stamp={now}").status_code == 200
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 1


def hidden_stamp(page: str) -> str:
    found = re.search(r'name="stamp" value="([^"]*)"', page)
    assert found, page
    return found.group(1)


def test_the_pages_undo_and_correction_send_the_game_they_showed(
    client: TestClient, game: str, cli: Callable[..., Any]
) -> None:
    assert client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode()).status_code == 201
    undo_stamp = hidden_stamp(client.get(f"/games/{game}").text)
    edit_page = client.get(f"/games/{game}/rounds/1/edit").text
    edit_stamp = hidden_stamp(edit_page)
    assert cli("add", "-", input=ROUND_2).exit_code == 0  # another phone saves round 2 meanwhile
    undone = client.post(f"/games/{game}/undo", data={"stamp": undo_stamp}, follow_redirects=False)
    assert undone.status_code == 409
    assert "changed meanwhile on another phone" in undone.text  # in the page's words (issue 30)
    assert f'href="/games/{game}"' in undone.text  # back to the game as it is now
    corrected = client.post(
        f"/games/{game}/rounds/1/edit", data={"sheet": ROUND_2, "stamp": edit_stamp}, follow_redirects=False
    )
    assert corrected.status_code == 409
    assert "changed meanwhile on another phone" in corrected.text
    assert "Ann" in corrected.text  # the sheet as typed is kept in the form
    assert client.get(f"/api/games/{game}/rounds/1/sheet").text == ROUND_1
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 2
    # The fresh game page offers the undo of the game as it is now.
    fresh = hidden_stamp(client.get(f"/games/{game}").text)
    assert client.post(f"/games/{game}/undo", data={"stamp": fresh}, follow_redirects=False).status_code == 303
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 1


def test_the_round_page_sends_the_number_it_shows(client: TestClient, game: str, cli: Callable[..., Any]) -> None:
    page = client.get(f"/games/{game}/round").text
    assert 'data-round="1"' in page and "Round 1" in page
    assert cli("add", "-", input=ROUND_1).exit_code == 0
    page = client.get(f"/games/{game}/round").text
    assert 'data-round="2"' in page and "Round 2" in page
    script = client.get("/static/round.js").text
    assert "/rounds?round=" in script
    assert "response.status === 409" in script
