"""Issue 32: one entry model (views/entry_model.py), the terminal and the page two renderers of it.

For a round of every game (the samples' rounds), the terminal (``enter_round`` on a scripted
stream) and the page (the draft API) ask the same questions in the same order, and both are the
model's.  The page finds the question a problem is about from the problem's structured
``where``/``fix``, never from its message.
"""

from __future__ import annotations

import inspect
import io
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.cli.interactive import RoundEntryForm, enter_round
from hanascore.core.errors import Code, Problem
from hanascore.core.table import build_table
from hanascore.games import all_games, find_game
from hanascore.views.entry_model import ACTIVE, EntryModel
from hanascore.web import drafts
from hanascore.web.app import create_app

#: A round of each game, as the samples give it: (game, players, dealer, house), the answers
#: typed on the terminal, question by question.
ROUNDS: dict[str, tuple[tuple[str, tuple[str, ...], str, dict[str, Any]], list[str]]] = {
    # samples/mushi-three-players.toml: Cy sits out.
    "mushi": (
        ("mushi", ("Ann", "Bo", "Cy"), "Bo", {}),
        ["Ann, Bo", "10 12 21 23 30 31 41 42 52 53 80 81 91 93 100 101 110 111 122 123", "rest", "112 92", "", "y"],
    ),
    # samples/sakura-three-players-gaji.toml: the wild card's capture is asked once a pile holds it.
    "sakura": (
        ("sakura", ("Hana", "Kenji", "Mei"), "Kenji", {}),
        ["10 1c 30 3c 60 6c 80 8c 90 9c 110 112 12y 12c", "11 21 31 50 51 71 120", "rest", "91 111", "", "9c", "y"],
    ),
    # samples/kyurei-plain.toml: no end field to ask, the start field sets the multiplier.
    "kyu-rei-hana": (
        ("kyu-rei-hana", ("Ann", "Bo", "Cy"), "Ann", {}),
        ["crane 1c curtain 3c moon 8c warbler 2c cuckoo 4c", "61 62 91 92 101 102 50 52 60 63", "rest", "", "y"],
    ),
    # samples/matsu-kiri-bozu-stopped.toml: who stopped the round comes before the piles.
    "matsu-kiri-bozu": (
        ("matsu-kiri-bozu", ("Ann", "Bo"), "Ann", {}),
        [
            "Bo",
            "cuckoo 4c peony-ribbon 6c deer maple-chaff",
            "crane pine-ribbon 1c 1c warbler plum-ribbon 2c 2c curtain cherry-ribbon",
            "50 71 92 111",
            "",
            "y",
        ],
    ),
    # samples/musashino-storm.toml: the Crane and the storm, asked per storm card.
    "musashino-bana": (
        ("musashino-bana", ("Ann", "Bo", "Cy"), "Ann", {"storm": "cards"}),
        [
            "",
            "110 112 20 22 40 42 50 51 52 53 72 73 100 102",
            "10 12 30 32 60 62 80 82 90 92 120 122",
            "rest",
            "",
            "",
            "n",
            "n",
            "y",
        ],
    ),
    # samples/koikoi-shoubu.toml: shoubu (so no lucky hand), the piles, then the koi-koi calls.
    "koi-koi": (
        ("koi-koi", ("Ann", "Bo"), "Ann", {}),
        [
            "Ann",
            "crane 1c warbler 2c curtain 3c moon 8c sake-cup 9c",
            "pine-ribbon 1c plum-ribbon 2c wisteria-ribbon 4c iris-ribbon 5c clover-ribbon 7c",
            "33 62 72 83 102 122",
            "",
            "Bo",
            "y",
        ],
    ),
    # samples/hachihachi-shoubu.toml: teyaku at the deal, the piles, then sage and shoubu.
    "hachi-hachi": (
        ("hachi-hachi", ("Ann", "Bo", "Cy"), "Cy", {}),
        [
            "pikaichi",
            "",
            "",
            "40 43",
            "10 12 30 32 80 82 120 122 11 13 21 23 31 33",
            "61 63 91 93 101 103",
            "42 52",
            "12 13 32 42 52 63",
            "Bo",
            "Ann",
            "y",
        ],
    ),
}


def terminal_round(name: str) -> tuple[list[str], dict[str, Any]]:
    """The round of ``name`` typed on the terminal: the questions asked (their keys, in the
    order asked) and the answers (the sheet's round parts)."""
    (game, players, dealer, house), answers = ROUNDS[name]
    table = build_table(find_game(game), players, house=house)
    asked: list[str] = []
    original = RoundEntryForm.ask

    def recorded(form: RoundEntryForm, key: str) -> None:
        asked.append(key)
        original(form, key)

    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    stream = io.StringIO("".join(a + "\n" for a in answers))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(RoundEntryForm, "ask", recorded)
        sheet = enter_round(table, dealer, None, input_stream=stream, console=console)
    assert sheet is not None, out.getvalue()
    return list(dict.fromkeys(asked)), sheet.to_dict()


def page_questions(client: TestClient, name: str, answers: dict[str, Any]) -> list[str]:
    """The questions the page is given for the same round (the draft API), by key."""
    (game, players, dealer, house), _ = ROUNDS[name]
    made = client.post("/api/games", json={"game": game, "players": list(players), "dealer": dealer, "house": house})
    assert made.status_code == 201, made.text
    facts = {k: v for k, v in answers.items() if k not in ("captured", "field", "active", "leftover")}
    draft = {"captured": answers["captured"], "field": answers.get("field", {}), "facts": facts}
    if "active" in answers:
        draft["active"] = answers["active"]
    checked = client.post(f"/api/games/{made.json()['id']}/draft", json=draft).json()
    assert checked["errors"] == [], checked["errors"]
    return [q["key"] for q in checked["questions"]]


def test_every_game_has_a_round_here() -> None:
    assert {game.id for game in all_games()} == {game for (game, *_), _ in ROUNDS.values()}


@pytest.mark.parametrize("name", sorted(ROUNDS))
def test_the_terminal_and_the_page_ask_the_models_questions_in_its_order(name: str, isolated_store: Path) -> None:
    asked, answers = terminal_round(name)
    (game, players, dealer, house), _ = ROUNDS[name]
    table = build_table(find_game(game), players, house=house)
    facts = {
        k: v
        for k, v in answers.items()
        if k in ("active", "captured", "field", "leftover") or k not in ("game", "players", "dealer", "house")
    }
    model = EntryModel(table, dealer, None, facts=facts)
    # The terminal walked the model's questions, every one, in the model's order.
    assert asked == model.question_keys(model.problems()), name
    # The page lists the same questions that are no pile or field, in the same order.
    client = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    on_the_page = page_questions(client, name, answers)
    facts_asked = [key for key in asked if key == ACTIVE or key in model.fact_fields]
    assert on_the_page == facts_asked, (name, asked)
    assert on_the_page == [q.key for q in model.facts_that_matter([], resolved=True)]
    print(f"{name}: {' > '.join(asked)}")


def test_the_page_finds_a_problems_question_by_its_structure_not_its_words() -> None:
    # The page read problem messages for sheet keys; the model reads where and fix.
    assert "_names_key" not in dir(drafts) and "re.search" not in inspect.getsource(drafts)
    table = build_table(find_game("matsu-kiri-bozu"), ("Ann", "Bo"))
    model = EntryModel(table, "Ann", None, facts={})
    worded = Problem(Code.BAD_FACT, "add stopped_by = Bo", "captured.Ann")
    assert model.target_of(worded) == "captured.Ann"  # the words name a key: not read
    fixed = Problem(Code.STOPPING_YAKU_NOT_STOPPED, "a pile stops the round", "captured.Ann", fix="stopped_by")
    assert model.target_of(fixed) == "stopped_by"


def test_a_stopping_yaku_in_a_pile_names_who_stopped_the_round_as_its_fix() -> None:
    table = build_table(find_game("matsu-kiri-bozu"), ("Ann", "Bo"))
    pile = "crane pine-ribbon 1c 1c warbler plum-ribbon 2c 2c curtain cherry-ribbon"
    model = EntryModel(table, "Ann", None, facts={"captured": {"Ann": "rest", "Bo": pile}})
    problems = model.problems()
    assert any(p.code == Code.STOPPING_YAKU_NOT_STOPPED and p.fix == "stopped_by" for p in problems)
    assert model.first_target(problems) == "stopped_by"


def test_a_count_larger_than_its_kind_is_found_on_the_pile_that_holds_it() -> None:
    # The issue: accepted on Ann's pile, then every answer to the next pile was refused.
    table = build_table(find_game("mushi"), ("Ann", "Bo", "Cy"))
    model = EntryModel(table, "Ann", None, facts={"active": ["Ann", "Bo"]})
    found = model.pile_check("Ann", "3 brights 4 animals 5 ribbons 30 chaff")
    assert [(p.code, p.where) for p in found] == [(Code.COUNT_TOO_BIG, "captured.Ann")]
    assert model.pile_check("Ann", "3 brights 4 animals 5 ribbons 10 chaff") == []


def test_the_terminal_refuses_the_impossible_count_on_its_own_pile() -> None:
    table = build_table(find_game("mushi"), ("Ann", "Bo", "Cy"))
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    answers = ["Ann, Bo", "3 brights 4 animals 5 ribbons 30 chaff", "3 brights 4 animals 5 ribbons 10 chaff", "rest"]
    stream = io.StringIO("".join(a + "\n" for a in [*answers, "", "", "y"]))
    sheet = enter_round(table, "Ann", None, input_stream=stream, console=console)
    shown = out.getvalue()
    assert sheet is not None, shown
    refused = shown.index("30 Chaff: the deck holds only 20")
    assert shown.index("Ann's pile: 3 brights 4 animals 5 ribbons 30 chaff") < refused < shown.index("Bo's pile")


def test_who_played_is_inferred_from_the_piles_by_the_model() -> None:
    table = build_table(find_game("mushi"), ("Ann", "Bo", "Cy"))
    model = EntryModel(table, "Ann", None, facts={"captured": {"Ann": "rest", "Bo": "10", "Cy": ""}})
    assert model.piles_held() == {"captured": {"Ann": "rest", "Bo": "10"}}
    fewer = EntryModel(table, "Ann", None, facts=model.piles_held() or {})
    assert fewer.problems() == []
    assert ACTIVE not in [q.key for q in fewer.facts_that_matter([], resolved=True)]
