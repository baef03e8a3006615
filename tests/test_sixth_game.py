"""A game defined here, in well under 80 lines, gets everything the registry's seven games have.

Tsuki-awase ("moon matching", made up for this test): two players, the full deck at the
standard values, three yaku (one counts cards: five animals, +1 per extra), one fact of its
own (the card turned up last, worth double), and state of its own through the game's hooks:
each round carries the winner's streak to the next (a value the ledger passes along unread)
and writes it out as an extra of its result (``"streak"`` in the JSON, beside the winner in
the terminal view).  Registering it is the only change: scoring, explanations, rules, the
deck, refusal of other games' keys, leftover tables and dead cards, completeness, the ledger
and interactive entry all come from the shared layers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.cards import DECK, Kind
from hanascore.core.errors import Code, Problems, Words, msg
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.result import RoundResult
from hanascore.core.round import Round
from hanascore.games import register, unregister
from hanascore.games.base import FULL_DECK, Game, Yaku, find_yaku
from hanascore.games.helpers import make_result, party_scores, standard_values
from hanascore.games.hooks import Shows

VALUES = standard_values(20, 10, 5, 1)
ANIMALS = frozenset(c.id for c in DECK if c.kind is Kind.ANIMAL)
YAKU = (
    Yaku.of("moon-viewing", "Moon Viewing", 30, 80, 90, japanese="月見"),
    Yaku.of("two-birds", "Two Birds", 15, 20, 81, japanese="二羽"),
    Yaku.counted("animals", "Animals", 5, ANIMALS, least=5, per_extra=1, japanese="タネ"),
)


@dataclass(frozen=True)
class Streak:
    """What a round carries to the next: who won it, and how many rounds running."""

    winner: str
    rounds: int


@dataclass(frozen=True)
class TsukiFacts(Facts):
    last_card: int | None = fact(Answer.CARD, msg("tsuki-awase.question.last"), quick="last")


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    if round_.facts.last_card is None:
        problems.add(Code.MISSING_KEY, msg("tsuki-awase.problem.last"), "last_card")


def score(round_: Round) -> RoundResult:
    leftovers = round_.game.leftovers(round_)
    parties = party_scores(round_, leftovers, VALUES, YAKU)
    for p in parties:
        p.card_points += VALUES[round_.facts.last_card] if round_.facts.last_card in p.cards else 0
    total = sum(p.card_points + p.yaku_points for p in parties)
    for p in parties:
        p.score = 2 * (p.card_points + p.yaku_points) - total
        p.formula = msg("tsuki-awase.score", points=p.card_points, yaku=p.yaku_points, total=total, score=p.score)
    winner = round_.table.winner(round_.dealer, {p.name: p.score for p in parties})
    before: Streak | None = round_.carried  # what the round before carried, or None
    rounds = before.rounds + 1 if before is not None and before.winner == winner else 1
    carried, extras = Streak(winner, rounds), {"streak": rounds}
    return make_result(round_, parties, leftovers, winner=winner, carried=carried, extras=extras)


#: The game's words, in English and Japanese: its question, problem and formulas.
WORDS = {
    "tsuki-awase.question.last": (
        "Which card was turned up last? (it counts double)",
        "最後にめくった札は？（二倍に数える）",
    ),
    "tsuki-awase.problem.last": ("say which card was turned up last (last: 8b)", "最後にめくった札を書く（last: 8b）"),
    "tsuki-awase.formula": (
        "2 x (card points + yaku) - everybody's card points and yaku",
        "2 ×（札の点 + 役）− 全員の札の点と役",
    ),
    "tsuki-awase.score": ("2 x ({points} + {yaku}) - {total} = {score}", "2 ×（{points} + {yaku}）− {total} = {score}"),
}
TSUKI = Game(
    id="tsuki-awase", name="Tsuki-awase", japanese="月合", aliases=("tsuki",), deck=FULL_DECK, values=VALUES,
    yaku=YAKU, score=score, players=(2, 2), facts=TsukiFacts, check=check, deals={2: ((8, 8),)},
    formula=msg("tsuki-awase.formula"), words=WORDS,
    shows=Shows(outcome=lambda result: f"streak {result.extras['streak']}"),
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
#: Bo holds the six animals Ann has not (Sake Cup, Bush Warbler and Geese are hers): Animals, 5 + 1.
BO_ANIMALS = sorted(ANIMALS - {90, 20, 81})
BO_YAKU = 5 + 1


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
    assert bo["yaku"] == [{"id": "animals", "name": "Animals", "points": BO_YAKU}] and bo["yaku_points"] == BO_YAKU
    total = ANN_CARDS + 20 + 45 + BO_CARDS + BO_YAKU
    assert ann["score"] == 2 * (ANN_CARDS + 20 + 45) - total == -bo["score"]
    assert data["dead"] == ["112"] and data["leftover"] == {}
    assert data["winner"] == "Bo" == data["next_dealer"]
    # The game's extra comes last, after every shared key; nothing it carries shows as carry_over.
    assert list(data)[-2:] == ["warnings", "streak"] and data["streak"] == 1 and data["carry_over"] == []


def test_a_counted_yaku_pays_each_card_beyond_its_base() -> None:
    animals = YAKU[2]
    assert find_yaku([animals], frozenset(BO_ANIMALS[:4])) == []
    (hit,) = find_yaku([animals], frozenset(BO_ANIMALS[:5]) | {10})
    assert (hit.points, hit.cards) == (5, tuple(BO_ANIMALS[:5]))
    (hit,) = find_yaku([animals], ANIMALS)
    assert (hit.points, hit.cards) == (5 + 4, tuple(sorted(ANIMALS)))
    (hit,) = find_yaku([animals.with_cards(*BO_ANIMALS)], ANIMALS)  # another composition still counts
    assert (hit.points, hit.cards) == (5 + 1, tuple(BO_ANIMALS))


def test_the_view_rules_and_cards_commands_know_the_game(cli: Callable[..., Any], tmp_path: Path) -> None:
    view = cli("score", write(tmp_path, QUICK)).stdout
    assert "Tsuki-awase" in view and "Moon Viewing" in view and "Animals (6)" in view and "2 x (" in view
    assert "Bo (streak 1)" in view  # the game's extra, where the game says it shows
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


def test_the_carried_value_reaches_the_next_round_through_the_ledger(
    cli: Callable[..., Any], cli_json: Callable[..., Any], tmp_path: Path
) -> None:
    assert cli_json("new", "tsuki", "--player", "Ann", "--player", "Bo", "--rounds", "3")[0] == 0
    bo_wins = write(tmp_path, "last: 8b\nAnn: moon sake warbler geese 12\nBo: rest\nend: 112\n", "bo.txt")
    ann_wins = write(tmp_path, "last: 8b\nBo: moon sake warbler geese 12\nAnn: rest\nend: 112\n", "ann.txt")
    streaks = [cli_json("add", sheet, "--yes")[1]["result"]["streak"] for sheet in (bo_wins, bo_wins, ann_wins)]
    assert streaks == [1, 2, 1]
    # Correcting round 1 replays the rounds after it with what round 1 now carries.
    assert cli_json("edit", "1", ann_wins)[0] == 0
    assert [row["winner"] for row in cli_json("history")[1]] == ["Ann", "Bo", "Ann"]
    assert "Bo (streak 1)" in cli("show", "2").stdout and "Ann (streak 1)" in cli("show", "3").stdout


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
