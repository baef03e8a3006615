"""Issue 33, results to share on the page: "the page has a "Copy" button beside each round and
the standings that copies the same text" as ``show N --format text`` and ``standings --format
text`` (in the page's language).

The text is rendered into the page beside its button (so the copy happens within the tap, as
the plain-http page's fallback needs): here it is read back from the page and compared with
what the command prints for the same game, for a round of each game, in English and Japanese;
and it follows the game through the page's kept pieces (a round added, the game renamed).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.web.app import create_app

from .test_issue33_text import SHOWN, sample_game
from .test_serve_exact import ROUND_1, ROUND_2

#: A sample round of each of the seven games (the command's own tests pin their text).
SAMPLE_ROUNDS = sorted({name for name, _ in SHOWN})


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


def copied(page: str) -> dict[str, str]:
    """Each Copy's text on ``page``, by what the text is named (``Round 1 as text``...)."""
    found = re.findall(r'<textarea class="copy-text"[^>]*aria-label="([^"]*)">([^<]*)</textarea>', page)
    return {html.unescape(label): html.unescape(text) for label, text in found}


def copy_buttons(page: str) -> list[str]:
    """The accessible name of each Copy button on ``page``."""
    return [html.unescape(label) for label in re.findall(r'class="button copy-button"[^>]*aria-label="([^"]*)"', page)]


def command_text(cli: Callable[..., Any], *args: str) -> str:
    result = cli(*args, "--format", "text")
    assert result.exit_code == 0, result.stderr
    return str(result.stdout)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", SAMPLE_ROUNDS)
def test_each_copy_gives_what_the_command_prints(
    client: TestClient, cli: Callable[..., Any], cli_json: Callable[..., Any], name: str, lang: str
) -> None:
    sample_game(cli, cli_json, name)
    page = client.get(f"/games/1?lang={lang}")
    assert page.status_code == 200
    texts = copied(page.text)
    if lang == "en":
        assert copy_buttons(page.text) == ["Copy the standings as text", "Copy round 1 as text"]
        assert texts == {
            "The standings as text": command_text(cli, "standings", "--lang", "en"),
            "Round 1 as text": command_text(cli, "show", "1", "--lang", "en"),
        }
        assert ">Copy</button>" in page.text
    else:
        assert copy_buttons(page.text) == ["成績をテキストでコピー", "第1局をテキストでコピー"]
        assert texts == {
            "成績のテキスト": command_text(cli, "standings", "--lang", "ja"),
            "第1局のテキスト": command_text(cli, "show", "1", "--lang", "ja"),
        }
        assert ">コピー</button>" in page.text
    # The words the script says after copying are the page's, in its language.
    said = {"en": "Selected: press Copy in your browser's menu.", "ja": "選択しました。"}[lang]
    assert said in html.unescape(page.text)


def test_the_copies_follow_the_game_through_the_kept_page(
    client: TestClient, cli: Callable[..., Any], cli_json: Callable[..., Any]
) -> None:
    code, _ = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--rounds", "4")
    assert code == 0
    assert client.post("/api/games/1/rounds", content=ROUND_1.encode()).status_code == 201
    assert copied(client.get("/games/1").text)["Round 1 as text"] == command_text(cli, "show", "1")
    # A round added (from the page): round 1's piece is kept, the standings' text is the new one.
    assert client.post("/api/games/1/rounds", content=ROUND_2.encode()).status_code == 201
    assert cli("note", "Ann hosted").exit_code == 0
    texts = copied(client.get("/games/1").text)
    assert texts == {
        "The standings as text": command_text(cli, "standings"),
        "Round 2 as text": command_text(cli, "show", "2"),
        "Round 1 as text": command_text(cli, "show", "1"),
    }
    assert "round 2 of 4" in texts["Round 2 as text"]
    # The game renamed: every round's text names it so (no piece kept from before).
    assert cli("rename", "1", "Friday club").exit_code == 0
    texts = copied(client.get("/games/1").text)
    assert texts["Round 1 as text"].startswith("Friday club · Mushi · round 1 of 4\n")
    assert texts == {
        "The standings as text": command_text(cli, "standings"),
        "Round 2 as text": command_text(cli, "show", "2"),
        "Round 1 as text": command_text(cli, "show", "1"),
    }
    # The part that follows the ledger has them too, as the page does.
    assert copied(client.get("/games/1/live").text) == texts


def test_a_name_with_markup_is_copied_as_the_text_it_is(client: TestClient, cli_json: Callable[..., Any]) -> None:
    code, _ = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--name", "</textarea><b>x</b> & co")
    assert code == 0
    page = client.get("/games/1").text
    assert "<b>x</b>" not in page
    assert copied(page)["The standings as text"].startswith("</textarea><b>x</b> & co · Mushi\n")
