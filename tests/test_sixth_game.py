"""A sixth game defined here, in well under 60 lines, gets everything the five have.

Tsuki-awase ("moon matching", made up for this test): two players, the full deck at the
standard values, two yaku, and one fact of its own (the card turned up last, worth double).
Registering it is the only change: scoring, explanations, rules, the deck, refusal of other
games' keys, leftover tables and dead cards, completeness, the ledger and interactive entry
all come from the shared layers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.errors import Code, Problems
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.result import RoundResult
from hanascore.core.round import Round
from hanascore.games import register, unregister
from hanascore.games.base import FULL_DECK, Game, Yaku
from hanascore.games.helpers import make_result, party_scores, standard_values

VALUES = standard_values(20, 10, 5, 1)
YAKU = (
    Yaku.of("moon-viewing", "Moon Viewing", 30, 80, 90, japanese="月見"),
    Yaku.of("two-birds", "Two Birds", 15, 20, 81, japanese="二羽"),
)


@dataclass(frozen=True)
class TsukiFacts(Facts):
    last_card: int | None = fact(Answer.CARD, "Which card was turned up last? (it counts double)", quick="last")


def check(round_: Round, problems: Problems, warnings: list[str]) -> None:
    if round_.facts.last_card is None:
        problems.add(Code.MISSING_KEY, "say which card was turned up last (last: 8b)", "last_card")


def score(round_: Round) -> RoundResult:
    leftovers = round_.game.leftovers(round_)
    parties = party_scores(round_, leftovers, VALUES, YAKU)
    for p in parties:
        p.card_points += VALUES[round_.facts.last_card] if round_.facts.last_card in p.cards else 0
    total = sum(p.card_points + p.yaku_points for p in parties)
    for p in parties:
        p.score = 2 * (p.card_points + p.yaku_points) - total
        p.formula = f"2 x ({p.card_points} + {p.yaku_points}) - {total} = {p.score}"
    return make_result(round_, parties, leftovers)


TSUKI = Game(
    id="tsuki-awase", name="Tsuki-awase", japanese="月合", aliases=("tsuki",), deck=FULL_DECK, values=VALUES,
    yaku=YAKU, score=score, players=(2, 2), facts=TsukiFacts, check=check, deals={2: ((8, 8),)},
    formula="2 x (card points + yaku) - everybody's card points and yaku",
)  # fmt: skip


@pytest.fixture(autouse=True)
def tsuki_registered() -> Iterator[None]:
    register(TSUKI)
    yield
    unregister(TSUKI.id)


# Ann: Moon (20), Sake Cup, Bush Warbler, Geese (10 each) and a Pine chaff (1) = 51 card
# points, Moon Viewing (80 90) and Two Birds (20 81) = 45 yaku; the Moon, turned up last,
# counts again (+20).  Bo takes the rest but the Willow ribbon (5) left dead on the end field.
QUICK = """game: tsuki
players: Ann, Bo
last: 8b
Ann: moon sake warbler geese 12
Bo: rest
end: 112
"""
DECK_TOTAL = sum(VALUES.values())  # 264 at the standard values
ANN_CARDS = 20 + 10 + 10 + 10 + 1
BO_CARDS = DECK_TOTAL - ANN_CARDS - 5  # all but Ann's and the dead Willow ribbon (5)


def write(tmp_path: Path, text: str, name: str = "round.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_score_explains_the_round(cli_json: Callable[..., Any], tmp_path: Path) -> None:
    status, data = cli_json("score", write(tmp_path, QUICK))
    assert status == 0, data
    ann, bo = data["parties"]
    assert ann["card_points"] == ANN_CARDS + 20 and ann["yaku_points"] == 45
    assert [y["id"] for y in ann["yaku"]] == ["moon-viewing", "two-birds"]
    total = ANN_CARDS + 20 + 45 + BO_CARDS
    assert ann["score"] == 2 * (ANN_CARDS + 20 + 45) - total == -bo["score"]
    assert data["dead"] == ["112"] and data["leftover"] == {}
    assert data["winner"] == "Bo" == data["next_dealer"]


def test_the_view_rules_and_cards_commands_know_the_game(cli: Callable[..., Any], tmp_path: Path) -> None:
    view = cli("score", write(tmp_path, QUICK)).stdout
    assert "Tsuki-awase" in view and "Moon Viewing" in view and "2 x (" in view
    rules = cli("rules", "tsuki").stdout
    assert "Two Birds" in rules and "everybody's card points" in rules
    deck = cli("cards", "--game", "tsuki-awase").stdout
    assert "Paulownia" in deck and "264" in deck


def test_a_leftover_table_places_end_field_cards(cli_json: Callable[..., Any], tmp_path: Path) -> None:
    toml = (
        'game = "tsuki-awase"\nplayers = ["Ann", "Bo"]\nlast_card = "8b"\n'
        '[captured]\nAnn = "moon sake warbler geese 12"\nBo = "rest"\n'
        '[field]\nend = "112"\n[leftover]\nAnn = "112"\n'
    )
    status, data = cli_json("score", write(tmp_path, toml, "round.toml"))
    assert status == 0, data
    assert data["leftover"] == {"112": "Ann"} and data["dead"] == []
    assert data["parties"][0]["card_points"] == ANN_CARDS + 20 + 5


@pytest.mark.parametrize(
    ("change", "code", "where"),
    [
        (("last: 8b", "last: 8b\nwild: 9a"), Code.FOREIGN_KEY, "wild_captured"),
        (("last: 8b", "last: 8b\nstopped by: Ann"), Code.FOREIGN_KEY, "stopped_by"),
        (("last: 8b\n", ""), Code.MISSING_KEY, "last_card"),
        (("Bo: rest", "Bo: 10 11"), Code.MISSING_CARDS, "captured"),
        (("end: 112", "end: 112 90"), Code.DUPLICATE_CARD, "field.end"),
    ],
)
def test_the_shared_checks_apply(
    cli_json: Callable[..., Any], tmp_path: Path, change: tuple[str, str], code: Code, where: str
) -> None:
    status, data = cli_json("score", write(tmp_path, QUICK.replace(*change)))
    assert status == 2
    assert {"code": str(code), "where": where} in [{"code": e["code"], "where": e.get("where")} for e in data["errors"]]


def test_the_ledger_keeps_a_game_of_it(cli_json: Callable[..., Any], tmp_path: Path) -> None:
    status, created = cli_json("new", "tsuki", "--player", "Ann", "--player", "Bo", "--rounds", "2")
    assert status == 0, created
    ledger_sheet = "\n".join(line for line in QUICK.splitlines() if not line.startswith(("game", "players")))
    status, added = cli_json("add", write(tmp_path, ledger_sheet))
    assert status == 0, added
    status, standings = cli_json("standings")
    assert standings["game"] == "tsuki-awase" and standings["rounds_played"] == 1
    assert {p["name"]: p["total"] for p in standings["parties"]} == {
        p["name"]: p["score"] for p in added["result"]["parties"]
    }
    assert standings["next_dealer"] == "Bo"
    assert json.dumps(standings)  # plain JSON all the way


def test_interactive_entry_asks_its_own_question() -> None:
    import io

    from rich.console import Console

    from hanascore.cli.interactive import enter_round
    from hanascore.core.table import build_table

    out = io.StringIO()
    answers = ["moon sake warbler geese 12", "", "112", "", "9z", "8b", "y"]
    sheet = enter_round(
        build_table(TSUKI, ("Ann", "Bo")),
        "Ann",
        input_stream=io.StringIO("".join(a + "\n" for a in answers)),
        console=Console(file=out, width=120),
    )
    shown = out.getvalue()
    assert "Which card was turned up last? (it counts double)" in shown
    assert "'9z'" in shown  # a bad card is asked again
    assert sheet is not None and sheet.facts == {"last_card": "8b"}
    assert sheet.captured == {"Ann": "moon sake warbler geese 12", "Bo": "rest"}
