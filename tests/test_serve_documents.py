"""The page's own documents (:mod:`hanascore.web.documents`): each answer, read by its model
and written again by it, is the very bytes the server sent; each request written by its model
is read by the server."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient
from pydantic import BaseModel

from hanascore.web.app import create_app
from hanascore.web.documents import DraftAnswer, NewGame, Problems, RoundDraft, Stamp
from hanascore.web.responses import document_response

from .conftest import SAMPLES

ROUND_1 = (SAMPLES / "ledger" / "round1.txt").read_text(encoding="utf-8")


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


def read_back(model: type[BaseModel], sent: bytes) -> BaseModel:
    """``sent`` read by ``model``, after checking that the model writes it back byte for byte."""
    document = model.model_validate_json(sent)
    assert document_response(document).body == sent
    return document


def new_game(client: TestClient, form: NewGame) -> str:
    answer = client.post("/api/games", content=form.model_dump_json(exclude_defaults=True))
    assert answer.status_code == 201, answer.text
    return str(answer.json()["id"])


def test_a_draft_and_its_answer_are_written_and_read_by_their_models(client: TestClient) -> None:
    game = new_game(client, NewGame(game="mushi", players=["Ann", "Bo", "Cy"]))
    ann = ROUND_1.splitlines()[2].removeprefix("Ann: ")
    drafts = [
        RoundDraft(),
        RoundDraft(captured={"Ann": "crane curtian"}),
        RoundDraft(
            captured={"Ann": ann, "Bo": "rest", "Cy": ""}, field={"end": "112 92"}, facts={"wild_captured": "9a"}
        ),
        RoundDraft(active=["Ann", "Bo"], captured={"Ann": ann, "Bo": "rest"}, field={"end": "112 92"}),
    ]
    answers = []
    for draft in drafts:
        sent = client.post(f"/api/games/{game}/draft", content=draft.model_dump_json())
        assert sent.status_code == 200, sent.text
        answers.append(read_back(DraftAnswer, sent.content))
    assert answers[0].errors and answers[0].result is None
    assert [q.choices for q in answers[0].questions if q.key == "active"] == [("Ann", "Bo", "Cy")]
    assert any(e.code == "unknown-card" and e.where == "captured.Ann" for e in answers[1].errors)
    resolved = answers[3]
    assert resolved.errors == [] and resolved.result is not None and resolved.preview
    assert client.post(f"/api/games/{game}/rounds", content=resolved.sheet.encode()).status_code == 201


def test_problems_and_the_stamp_are_read_by_their_models(client: TestClient, cli_json: Callable[..., Any]) -> None:
    game = new_game(client, NewGame(game="mushi", players=["Ann", "Bo"], rounds=6, name="Friday"))
    assert cli_json("standings", "--game", game)[1]["name"] == "Friday"
    stamp = read_back(Stamp, client.get(f"/api/games/{game}/stamp").content)
    assert isinstance(stamp, Stamp) and stamp.stamp
    refusals = [
        client.post("/api/games", content=b'{"game": "mushi", "rounds": true}'),  # pydantic's own
        client.get("/api/games/99/stamp"),  # no such game: 404
        client.post("/api/score", content=b"Ann: 11 11 zz\n" * 300),  # more problems than are reported
        client.get("/api/no-such-thing"),
    ]
    read = [read_back(Problems, answer.content) for answer in refusals]
    assert [answer.status_code for answer in refusals] == [422, 404, 422, 404]
    assert all(isinstance(problems, Problems) and problems.errors for problems in read)
    assert isinstance(read[2], Problems) and read[2].omitted > 0
    assert b'"omitted"' not in refusals[1].content and b'"where"' in refusals[1].content
