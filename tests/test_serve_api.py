"""``hanascore serve``'s JSON API: every endpoint, the token rules and the error statuses, each
answer compared with what the matching command prints with ``--json``."""

from __future__ import annotations

import json
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
TOKEN = "s3cret-token"
HOSTILE = ["<script>alert(1)</script>", '"><img src/onerror alert(1)>', "A\u202egnp.exe", "<b>Bo</b>"]


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    """The app on this test's ledger, served to this machine only (no token)."""
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


@pytest.fixture
def guarded(isolated_store: Path) -> TestClient:
    """The app as served on the network: writes need the token."""
    return TestClient(
        create_app(str(isolated_store), token=TOKEN), base_url="http://127.0.0.1", raise_server_exceptions=False
    )


@pytest.fixture
def game(cli_json: Callable[..., Any]) -> str:
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")
    assert code == 0
    return str(answer["id"])


def command_json(cli: Callable[..., Any], *args: str, input: str | None = None) -> Any:
    done = cli(*args, "--json", input=input)
    return json.loads(done.stdout)


def test_score_answers_as_score_json(client: TestClient, cli: Callable[..., Any]) -> None:
    for sample in sorted(SAMPLES.glob("*.toml"))[:6] + sorted(SAMPLES.glob("*.txt")):
        text = sample.read_text(encoding="utf-8")
        answer = client.post("/api/score", content=text.encode())
        assert answer.status_code == 200, sample
        assert answer.json() == command_json(cli, "score", str(sample)), sample


def test_score_problems_are_422_with_the_commands_errors(client: TestClient, cli: Callable[..., Any]) -> None:
    text = "game: mushi\nplayers: Ann, Bo\nAnn: crane curtian\nBo: rest\n"
    answer = client.post("/api/score", content=text.encode())
    assert answer.status_code == 422
    assert answer.json() == command_json(cli, "score", "-", input=text)
    assert any("curtian" in e["message"] for e in answer.json()["errors"])


def test_score_reads_utf16_and_refuses_bytes_that_are_not_text(client: TestClient) -> None:
    text = (SAMPLES / "mushi-leftover.txt").read_text(encoding="utf-8")
    assert client.post("/api/score", content=text.encode("utf-16")).status_code == 200
    bad = client.post("/api/score", content=b"game: mushi\n\xff\xfe\xfa")
    assert bad.status_code == 422
    assert bad.json()["errors"][0]["code"] == "bad-encoding"


def test_games_standings_history_match_the_commands(client: TestClient, cli: Callable[..., Any], game: str) -> None:
    assert cli("add", "-", input=ROUND_1).exit_code == 0
    assert client.get("/api/games").json() == command_json(cli, "games")
    assert client.get(f"/api/games/{game}/standings").json() == command_json(cli, "standings", "--game", game)
    assert client.get(f"/api/games/{game}/history").json() == command_json(cli, "history", "--game", game)


def test_games_of_a_ledger_not_made_yet_is_empty(client: TestClient, isolated_store: Path) -> None:
    assert client.get("/api/games").json() == []
    assert not isolated_store.exists()


def test_adding_a_round_is_add(client: TestClient, cli: Callable[..., Any], game: str) -> None:
    twin = command_json(cli, "new", "mushi", "--player", "Ann", "--player", "Bo")["id"]
    by_command = command_json(cli, "add", "-", "--game", twin, input=ROUND_1)
    answer = client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode())
    assert answer.status_code == 201
    added = answer.json()
    assert added["round"] == 1
    assert added["result"] == by_command["result"]
    assert added["standings"] == command_json(cli, "standings", "--game", game)
    # The stored round reads back as exactly what was sent, as `show N --sheet` prints it.
    assert client.get(f"/api/games/{game}/rounds/1/sheet").text == ROUND_1
    assert cli("show", "1", "--sheet", "--game", game).stdout == ROUND_1
    # Line ends included, as a Windows browser or script may send them.
    windows = ROUND_1.replace("\n", "\r\n").encode()
    assert client.post(f"/api/games/{game}/rounds", content=windows).status_code == 201
    assert client.get(f"/api/games/{game}/rounds/2/sheet").content == windows
    assert cli("show", "2", "--sheet", "--game", game).stdout_bytes == windows


def test_a_bad_round_is_422_and_stores_nothing(client: TestClient, game: str) -> None:
    answer = client.post(f"/api/games/{game}/rounds", content=b"Ann: crane curtian\nBo: rest\n")
    assert answer.status_code == 422
    codes = {e["code"] for e in answer.json()["errors"]}
    assert "unknown-card" in codes
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 0


def test_a_finished_game_is_409(client: TestClient, cli_json: Callable[..., Any]) -> None:
    _, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--rounds", "1")
    game = str(answer["id"])
    assert client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode()).status_code == 201
    over = client.post(f"/api/games/{game}/rounds", content=ROUND_2.encode())
    assert over.status_code == 409
    assert over.json()["errors"][0]["code"] == "game-over"


def test_undo_is_undo_and_nothing_left_is_409(client: TestClient, cli: Callable[..., Any], game: str) -> None:
    client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode())
    undone = client.delete(f"/api/games/{game}/rounds/last")
    assert undone.status_code == 200
    assert undone.json()["removed"] == {"kind": "round", "round": 1, "dealer": "Ann"}
    assert undone.json()["standings"] == command_json(cli, "standings", "--game", game)
    again = client.delete(f"/api/games/{game}/rounds/last")
    assert again.status_code == 409
    assert again.json()["errors"][0]["code"] == "nothing-to-undo"


def test_correcting_a_round_is_edit(client: TestClient, game: str) -> None:
    client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode())
    swapped = ROUND_1.replace("Ann: ", "X: ").replace("Bo: rest", "Ann: rest").replace("X: ", "Bo: ")
    answer = client.put(f"/api/games/{game}/rounds/1", content=swapped.encode())
    assert answer.status_code == 200
    changes = answer.json()["changes"]
    assert set(changes) == {"Ann", "Bo"}
    assert changes["Ann"]["before"] == changes["Bo"]["after"] and changes["Ann"]["after"] == changes["Bo"]["before"]
    assert client.get(f"/api/games/{game}/rounds/1/sheet").text == swapped
    assert client.put(f"/api/games/{game}/rounds/7", content=swapped.encode()).status_code == 404


def test_unknown_games_and_rounds_are_404(client: TestClient, game: str) -> None:
    for method, url in [
        ("get", "/api/games/99/standings"),
        ("get", "/api/games/abc/history"),
        ("get", f"/api/games/{game}/rounds/3/sheet"),
        ("post", "/api/games/99/rounds"),
        ("delete", "/api/games/99/rounds/last"),
    ]:
        answer = getattr(client, method)(url)
        assert answer.status_code == 404, url
        assert answer.json()["errors"], url


def test_new_game_through_the_api(client: TestClient, cli: Callable[..., Any]) -> None:
    answer = client.post("/api/games", json={"game": "mushi", "players": ["Ann", "Bo", "Cy"], "name": "Friday"})
    assert answer.status_code == 201
    game = answer.json()["id"]
    assert command_json(cli, "standings", "--game", game)["name"] == "Friday"
    wrong = client.post("/api/games", json={"game": "mushi", "players": ["Ann"], "house": {"nope": 1}})
    assert wrong.status_code == 422
    assert {"player-count", "unknown-house-rule"} <= {e["code"] for e in wrong.json()["errors"]}


def test_every_write_without_the_token_is_403(guarded: TestClient, game: str) -> None:
    writes = [
        ("post", f"/api/games/{game}/rounds", {"content": ROUND_1.encode()}),
        ("put", f"/api/games/{game}/rounds/1", {"content": ROUND_1.encode()}),
        ("delete", f"/api/games/{game}/rounds/last", {}),
        ("post", "/api/games", {"json": {"game": "mushi", "players": ["A", "B"]}}),
        ("post", f"/games/{game}/undo", {}),
        ("post", "/new", {"data": {"game": "mushi", "players": "A\nB"}}),
        ("post", f"/games/{game}/rounds/1/edit", {"data": {"sheet": ROUND_1}}),
    ]
    for method, url, body in writes:
        assert getattr(guarded, method)(url, **body).status_code == 403, url
        assert getattr(guarded, method)(url, headers={"x-hanascore-token": "wrong"}, **body).status_code == 403, url
    assert guarded.get(f"/api/games/{game}/standings").json()["rounds_played"] == 0
    # Reading needs no token; scoring writes nothing and needs none either.
    assert guarded.get("/api/games").status_code == 200
    assert guarded.post("/api/score", content=(SAMPLES / "mushi-leftover.txt").read_bytes()).status_code == 200


def test_the_token_is_taken_from_a_header_bearer_query_or_the_edit_links_cookie(guarded: TestClient, game: str) -> None:
    url = f"/api/games/{game}/rounds"
    assert guarded.post(url, content=ROUND_1.encode(), headers={"x-hanascore-token": TOKEN}).status_code == 201
    assert guarded.delete(f"{url}/last", headers={"authorization": f"Bearer {TOKEN}"}).status_code == 200
    assert guarded.post(f"{url}?token={TOKEN}", content=ROUND_1.encode()).status_code == 201
    opened = guarded.get(f"/?token={TOKEN}", follow_redirects=False)  # the edit link: the browser keeps the token
    assert "hanascore_token" in opened.headers.get("set-cookie", "")
    assert guarded.delete(f"{url}/last").status_code == 200
    assert guarded.get("/?token=wrong", follow_redirects=False).headers.get("set-cookie") is None


def test_draft_says_what_is_wrong_which_questions_matter_and_the_result(
    client: TestClient, cli: Callable[..., Any], game: str
) -> None:
    url = f"/api/games/{game}/draft"
    empty = client.post(url, json={}).json()
    assert empty["result"] is None and empty["errors"]
    typo = client.post(url, json={"captured": {"Ann": "crane curtian"}}).json()
    assert any(e["code"] == "unknown-card" and e["where"] == "captured.Ann" for e in typo["errors"])
    piles = ROUND_1.splitlines()[2].removeprefix("Ann: ")
    done = client.post(
        url,
        json={"captured": {"Ann": piles, "Bo": "rest"}, "field": {"end": "112 92"}, "facts": {"wild_captured": "9a"}},
    ).json()
    assert done["errors"] == []
    twin = command_json(cli, "new", "mushi", "--player", "Ann", "--player", "Bo")["id"]
    assert done["result"] == command_json(cli, "add", "-", "--game", twin, input=ROUND_1)["result"]
    assert "wild_captured" in [q["key"] for q in done["questions"]]
    assert done["preview"] and "<script" not in done["preview"]
    # The draft's sheet, stored, scores the same.
    stored = client.post(f"/api/games/{game}/rounds", content=done["sheet"].encode())
    assert stored.status_code == 201
    assert stored.json()["result"] == done["result"]


def test_who_played_is_asked_only_where_some_sit_out(client: TestClient, cli_json: Callable[..., Any]) -> None:
    _, three = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--player", "Cy")
    _, two = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo")
    asked = client.post(f"/api/games/{three['id']}/draft", json={}).json()["questions"]
    assert "active" in [q["key"] for q in asked]
    assert "active" not in [q["key"] for q in client.post(f"/api/games/{two['id']}/draft", json={}).json()["questions"]]


def test_a_malformed_request_is_422_never_a_trace(client: TestClient, game: str) -> None:
    answer = client.post(f"/api/games/{game}/draft", json={"captured": ["not", "a", "table"]})
    assert answer.status_code == 422
    assert "Traceback" not in answer.text
    assert client.post(f"/api/games/{game}/draft", content=b"{not json").status_code == 422


def test_hostile_names_come_back_as_data_and_pages_escape_them(client: TestClient) -> None:
    answer = client.post("/api/games", json={"game": "mushi", "players": HOSTILE[:2], "name": HOSTILE[3]})
    assert answer.status_code == 201, answer.text  # markup is only text in a name
    game = answer.json()["id"]
    page = client.get(f"/games/{game}").text
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;" in page
    assert "<img" not in page
    assert "<b>Bo</b>" not in page
    assert client.get(f"/api/games/{game}/standings").json()["players"] == HOSTILE[:2]
    # A bidi override is refused as a name, with the reason, as `new` refuses it.
    bidi = client.post("/api/games", json={"game": "mushi", "players": ["Ann", HOSTILE[2]]})
    assert bidi.status_code == 422 and bidi.json()["errors"][0]["where"]


def test_every_response_forbids_scripts_from_elsewhere(client: TestClient) -> None:
    policy = client.get("/").headers["content-security-policy"]
    assert "script-src 'self'" in policy and "default-src 'self'" in policy


def test_a_failure_on_the_server_never_shows_its_trace(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    from hanascore.ledger import actions as ledger_actions

    def broken(db: object) -> object:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(ledger_actions, "list_games", broken)
    for url in ["/", "/api/games"]:
        answer = client.get(url)
        assert answer.status_code == 500
        assert "secret internals" not in answer.text and "Traceback" not in answer.text
        assert "nothing was written" in answer.text


def test_pages_speak_japanese_when_the_browser_does(client: TestClient, game: str) -> None:
    client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode())
    page = client.get(f"/games/{game}", headers={"accept-language": "ja-JP,ja;q=0.9"}).text
    assert 'lang="ja"' in page and "第1局" in page and "成績" in page
    english = client.get(f"/games/{game}?lang=en", headers={"accept-language": "ja"})
    assert 'lang="en"' in english.text and "Round 1" in english.text
    assert "hanascore_lang=en" in english.headers["set-cookie"]


def test_the_round_page_offers_the_fields_the_game_asks_for(client: TestClient, cli_json: Callable[..., Any]) -> None:
    _, kyurei = cli_json("new", "kyurei", "--player", "A", "--player", "B", "--player", "C")
    _, mushi = cli_json("new", "mushi", "--player", "A", "--player", "B")
    dealt_sets_the_multiplier = client.get(f"/games/{kyurei['id']}/round").text
    assert 'data-pile="field.start"' in dealt_sets_the_multiplier
    assert 'data-pile="field.end"' not in dealt_sets_the_multiplier  # a played-out Kyu-Rei field is empty
    assert 'data-pile="field.end"' in client.get(f"/games/{mushi['id']}/round").text
