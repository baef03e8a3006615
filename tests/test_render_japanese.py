"""In Japanese, the views speak Japanese all the way: no English word is left in the score
view of any sample, nor on the game's page, outside the names the players typed (players,
teams, the game's own name) and the names of the games themselves."""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hanascore.core.result import english
from hanascore.games import all_games, find_game
from hanascore.games.scoring import score_text
from hanascore.views.round_view import round_view
from hanascore.web.app import create_app

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
SHEETS = sorted(SAMPLES.glob("*.toml"))
#: The samples a ledger takes as they are (a carried multiplier is the ledger's to derive).
ROUNDS = [path for path in SHEETS if "multiplier" not in tomllib.loads(path.read_text(encoding="utf-8"))]
#: What stays in the Latin alphabet on a Japanese page: the program's name, and the link to
#: the English page (named in English, so that a reader of English finds it).
KEPT = ("hanascore", "English")


def english_words(text: str, names: set[str]) -> list[str]:
    """The ASCII words of ``text`` once the ``names`` are taken out (longest first)."""
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", " ", text)
    return re.findall(r"[A-Za-z]+", text)


def names_of(sheet: dict[str, Any]) -> set[str]:
    """The names a sheet's players typed, and the games' own names."""
    names = set(sheet["players"]) | set(sheet.get("teams", {}))
    return names | {game.name for game in all_games()}


@pytest.mark.parametrize("sample", SHEETS, ids=lambda path: path.stem)
def test_the_japanese_score_view_has_no_english_word(cli, sample: Path) -> None:
    shown = cli("score", str(sample), "--lang", "ja")
    assert shown.exit_code == 0, shown.stderr
    found = english_words(shown.stdout, names_of(tomllib.loads(sample.read_text(encoding="utf-8"))))
    assert not found, shown.stdout


class _Text(HTMLParser):
    """The text a reader sees or hears on a page: the chart's words included (its axis, and the
    title and description a screen reader says), not its script or style."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.hidden += tag in ("script", "style")

    def handle_endtag(self, tag: str) -> None:
        self.hidden -= tag in ("script", "style")

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def new_game_from(sheet: dict[str, Any], cli_json: Callable[..., Any]) -> str:
    """A game in the ledger with the sample's players, teams, variant and house rules."""
    args = ["new", sheet["game"], "--dealer", sheet.get("dealer", sheet["players"][0])]
    args += [arg for player in sheet["players"] for arg in ("--player", player)]
    args += [f"--team={team}={','.join(members)}" for team, members in sheet.get("teams", {}).items()]
    args += [f"--house={key}={json.dumps(value)}" for key, value in sheet.get("house", {}).items()]
    if "variant" in sheet:
        args += ["--variant", sheet["variant"]]
    code, answer = cli_json(*args)
    assert code == 0, answer
    return str(answer["id"])


@pytest.mark.parametrize("sample", ROUNDS, ids=lambda path: path.stem)
def test_the_japanese_page_of_a_game_has_no_english_word(cli, cli_json, isolated_store: Path, sample: Path) -> None:
    sheet = tomllib.loads(sample.read_text(encoding="utf-8"))
    game_id = new_game_from(sheet, cli_json)
    added = cli("add", str(sample))
    assert added.exit_code == 0, added.stderr
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    page = client.get(f"/games/{game_id}?lang=ja")
    assert page.status_code == 200
    reader = _Text()
    reader.feed(page.text)
    text = " ".join(reader.parts)
    _, standings = cli_json("standings")
    found = english_words(text, names_of(sheet) | {standings["name"], *KEPT})
    assert not found, " ".join(text.split())


@pytest.mark.parametrize("sample", SHEETS, ids=lambda path: path.stem)
def test_a_formula_read_as_terms_writes_back_the_games_english(sample: Path) -> None:
    result = score_text(sample.read_text(encoding="utf-8"))
    view = round_view(result, find_game(result.game), "en")
    for party, shown in zip(result.parties, view.parties, strict=True):
        if party.active:
            assert shown.formula_text == party.formula
            # Read as terms: its words are the word table's, not one piece of text.
            assert any(term.key for term in shown.formula)
    assert [note.reason for note in view.leftovers] == [
        english(note.reason) for note in result.leftover_notes if note.to
    ]
    # The dead cards are one line per reason (grouped by kind), not one line per card.
    dead_reasons = [english(note.reason) for note in result.leftover_notes if note.to is None]
    assert [dead.reason for dead in view.dead] == list(dict.fromkeys(dead_reasons))
