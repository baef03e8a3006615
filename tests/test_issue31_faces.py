"""Issue 31: the card faces' screen-reader names (``<title>``) and tooltips speak the page's
language: Japanese under ``?lang=ja`` (the card's name, its kind as players say it, its id),
English as before under ``?lang=en``."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanascore.web.app import create_app

from .test_issue33_text import sample_game


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


def titles(page: str) -> list[str]:
    return [html.unescape(title) for title in re.findall(r"<title>([^<]*)</title>", page)]


def test_the_entry_pages_faces_are_named_in_the_pages_language(
    client: TestClient, cli: Callable[..., Any], cli_json: Callable[..., Any]
) -> None:
    sample_game(cli, cli_json, "koikoi-shoubu.toml")
    japanese = client.get("/games/1/round?lang=ja")
    assert japanese.status_code == 200
    assert "松に鶴（光札・10番）" in titles(japanese.text)
    assert "梅に鶯（タネ・20番）" in titles(japanese.text)
    assert 'title="松に鶴（1b）"' in japanese.text
    assert not any("Crane" in title for title in titles(japanese.text))
    english = client.get("/games/1/round?lang=en")
    assert "Crane (松に鶴), card 10: 10 1b crane" in titles(english.text)
    assert 'title="Crane 松に鶴 (1b)"' in english.text
