"""Issue 32, the page's pile bar, as the server renders it: "with 4 piles the pile bar cuts names
to "A… 1"; the dealer's pile always comes first, and after a round it changes order, so typed
counts went into the wrong pile".  The bar is in the game's seating from its first dealer, the
same every round, the dealer's pile marked; each pile has its whole name and a short one that
tells it from the others, never one letter.  (At a phone's size: test_issue32_pagebar_browser.py.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.core.words import page_words
from hanascore.web.app import create_app
from hanascore.web.entry import SHORT_LENGTH, short_names

from .conftest import SAMPLES

ROUND_1 = (SAMPLES / "ledger" / "round1.txt").read_text(encoding="utf-8")


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")


def bar(page: str) -> list[tuple[str, bool]]:
    """The pile bar's piles in order, each with whether it is marked the dealer's."""
    return [
        (key, "dealer" in classes.split())
        for classes, key in re.findall(r'<button type="button" class="([^"]*)" data-pile="([^"]*)"', page)
    ]


def test_the_piles_keep_the_games_seating_every_round_with_the_dealer_marked(
    client: TestClient, cli: Callable[..., Any]
) -> None:
    assert cli("new", "mushi", "--player", "Ann", "--player", "Bo", "--player", "Cy", "--dealer", "Bo").exit_code == 0
    seating = ["captured.Bo", "captured.Cy", "captured.Ann", "field.end", "field.start"]
    first = bar(client.get("/games/1/round").text)
    assert [key for key, _ in first] == seating
    assert [key for key, dealer in first if dealer] == ["captured.Bo"]
    # Ann wins round 1 (Ann and Bo play) and deals round 2: the bar keeps its order, only the
    # mark moves.
    assert cli("add", "-", "--game", "1", input=ROUND_1).exit_code == 0
    dealer = client.get("/api/games/1/standings").json()["next_dealer"]
    assert dealer != "Bo"
    second = bar(client.get("/games/1/round").text)
    assert [key for key, _ in second] == seating
    assert [key for key, marked in second if marked] == [f"captured.{dealer}"]
    # Correcting round 1 shows the same bar, round 1's dealer marked.
    corrected = bar(client.get("/games/1/rounds/1/edit").text)
    assert [key for key, _ in corrected] == seating
    assert [key for key, marked in corrected if marked] == ["captured.Bo"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_dealers_mark_is_said_as_well_as_shown(client: TestClient, cli: Callable[..., Any], lang: str) -> None:
    assert cli("new", "mushi", "--player", "Ann", "--player", "Bo").exit_code == 0
    page = client.get(f"/games/1/round?lang={lang}").text
    words = page_words(lang)
    ann = re.search(r'data-pile="captured.Ann".*?</button>', page, re.S)
    assert ann is not None
    assert f'<span class="mark" aria-hidden="true">{words["dealer_mark"]}</span>' in ann.group(0)
    assert f'<span class="sr">{words["dealer_said"]}</span>' in ann.group(0)


@pytest.mark.parametrize(
    ("names", "shorts"),
    [
        (["Ann", "Bo", "Cy"], ["Ann", "Bo", "Cy"]),
        (["Alexis", "Alfred", "Bo"], ["Alex…", "Alfr…", "Bo"]),
        (["Alexander", "Alexis"], ["Alexa…", "Alexi…"]),
        (["Alexander", "Alexandra", "Bartholomew"], ["Alex…er", "Alex…ra", "Bart…"]),
        (["Christopher", "Christine"], ["Chri…er", "Chri…ne"]),
        (["Ann", "Anna", "Annabel"], ["Ann", "Anna", "Annab…"]),
        (["Bartholomew", "bartholomew"], ["Bartholomew", "bartholomew"]),
        (["花子さん", "花子さま"], ["花子さん", "花子さま"]),
    ],
)
def test_every_short_name_tells_its_pile_from_the_others_and_is_never_one_letter(
    names: list[str], shorts: list[str]
) -> None:
    assert short_names(names) == shorts
    for name, short in zip(names, shorts, strict=True):
        head, _, tail = short.partition("…")
        assert len(head) >= min(len(name), SHORT_LENGTH)
        others = [other.casefold() for other in names if other is not name]
        if short != name:
            told = [o for o in others if o.startswith(head.casefold()) and o.endswith(tail.casefold())]
            assert not told, (short, told)
