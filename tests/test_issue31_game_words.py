"""A game defined here brings its own words, in English and Japanese, a problem of its own and
a yaku: registering it is the only change, and every view says them in the language asked.

Hoshi-awase ("star matching", made up for this test): two players, the full deck at the
standard values, one yaku; the card turned up last (a fact of its own, asked in both
languages) counts double; a round without it is the game's own problem; a card left on the
end field goes to whoever turned it up, with the game's own reason; a round with no yaku
gets the game's own warning.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from hanascore.cli.interactive import enter_round
from hanascore.core.errors import Problems, Words, msg
from hanascore.core.facts import Answer, Facts, fact
from hanascore.core.house import HouseRules, rule
from hanascore.core.result import RoundResult
from hanascore.core.round import Round
from hanascore.core.table import build_table
from hanascore.core.words import WORDS
from hanascore.games import register, unregister
from hanascore.games.base import FULL_DECK, Game, Yaku
from hanascore.games.helpers import equals, make_result, party_scores, standard_values, written
from hanascore.games.leftovers import allocate_leftovers
from tests.test_render_japanese import english_words

VALUES = standard_values(20, 10, 5, 1)
YAKU = (Yaku.of("star-gazing", "Star Gazing", 30, 80, 90, japanese="星見"),)
NO_LAST_CARD = "no-last-card"

HOSHI_WORDS = {
    "hoshi-awase.formula": ("card points, the last card twice", "札の点（最後の札は二倍）"),
    "hoshi-awase.note.deck": ("The whole deck is dealt.", "四十八枚すべてを配る。"),
    "hoshi-awase.rule.double": ("The card turned up last counts double.", "最後にめくった札を二倍に数える。"),
    "hoshi-awase.question.last": ("Which card was turned up last?", "最後にめくった札は？"),
    "hoshi-awase.problem.no-last": (
        "say which card was turned up last (last: 8b)",
        "最後にめくった札を書く（last: 8b）",
    ),
    "hoshi-awase.warning.no-yaku": ("{name} formed no yaku", "{name}は役なし"),
    "hoshi-awase.leftover.turned-up": ("turned up by {name}", "{name}がめくった札"),
    "hoshi-awase.formula.points": ("points {n}", "札の点 {n}"),
}


@dataclass(frozen=True)
class HoshiRules(HouseRules):
    double_last: bool = rule(True, msg("hoshi-awase.rule.double"))


@dataclass(frozen=True)
class HoshiFacts(Facts):
    last_card: int | None = fact(Answer.CARD, msg("hoshi-awase.question.last"), quick="last")


def check(round_: Round, problems: Problems, warnings: list[Words]) -> None:
    if round_.facts.last_card is None:
        problems.add(NO_LAST_CARD, msg("hoshi-awase.problem.no-last"), "last_card")


def leftovers(round_: Round) -> Any:
    return allocate_leftovers(round_, lambda r, card: (r.dealer, msg("hoshi-awase.leftover.turned-up", name=r.dealer)))


def score(round_: Round) -> RoundResult:
    found = round_.game.leftovers(round_)
    parties = party_scores(round_, found, VALUES, YAKU)
    for p in parties:
        p.card_points += VALUES[round_.facts.last_card] if round_.facts.last_card in p.cards else 0
        p.score = p.card_points + p.yaku_points
        p.formula = written(msg("hoshi-awase.formula.points", n=p.card_points), equals(p.score))
        if not p.yaku:
            round_.warnings.append(msg("hoshi-awase.warning.no-yaku", name=p.name))
    return make_result(round_, parties, found)


HOSHI = Game(
    id="hoshi-awase", name="Hoshi-awase", japanese="星合", aliases=("hoshi",), deck=FULL_DECK, values=VALUES,
    yaku=YAKU, score=score, players=(2, 2), rules=HoshiRules, facts=HoshiFacts, check=check,
    leftovers=leftovers, deals={2: ((8, 8),)}, formula=msg("hoshi-awase.formula"),
    notes=(msg("hoshi-awase.note.deck"),), words=HOSHI_WORDS, codes=(NO_LAST_CARD,),
)  # fmt: skip

#: Ann takes the Moon, the Geese, the Sake Cup and the Chrysanthemum ribbon (Star Gazing); Bo
#: the rest but the Willow ribbon and the Lightning, left on the end field: the dealer (Ann)
#: turned them up, so they are hers.
SHEET = """game: hoshi
players: Ann, Bo
last: 8b
Ann: 80 81 90 91
Bo: rest
end: 112 113
"""
#: What the views may show beside Japanese: the players' names, the game's own, card codes.
KEPT = {"Ann", "Bo", "Hoshi-awase", "last"}


@pytest.fixture(autouse=True)
def hoshi_registered() -> Iterator[None]:
    register(HOSHI)
    yield
    unregister(HOSHI.id)


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "round.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_its_words_join_the_one_table_and_leave_with_it() -> None:
    assert WORDS["hoshi-awase.formula"] == HOSHI_WORDS["hoshi-awase.formula"]
    unregister(HOSHI.id)
    assert "hoshi-awase.formula" not in WORDS
    register(HOSHI)


def test_the_round_is_said_in_japanese(cli: Callable[..., Any], tmp_path: Path) -> None:
    shown = cli("score", write(tmp_path, SHEET), "--lang", "ja")
    assert shown.exit_code == 0, shown.stderr
    text = shown.stdout
    assert "星見" in text  # its yaku
    assert "札の点 71 = 101" in text  # its formula: the Moon twice, the Sake Cup, a chaff; + 30
    assert "Annがめくった札" in text  # its leftover reason
    assert "Boは役なし" in text  # its warning
    assert not english_words(text, KEPT), text


def test_the_round_is_said_in_english_too(cli: Callable[..., Any], tmp_path: Path) -> None:
    text = cli("score", write(tmp_path, SHEET)).stdout
    assert "Star Gazing" in text and "points 71 = 101" in text
    assert "turned up by Ann" in text and "Bo formed no yaku" in text


def test_its_json_says_its_warning_in_english(cli_json: Callable[..., Any], tmp_path: Path) -> None:
    status, data = cli_json("score", write(tmp_path, SHEET))
    assert status == 0 and data["warnings"] == ["Bo formed no yaku"]


def test_its_own_problem_is_said_in_japanese_with_its_own_code(
    cli: Callable[..., Any], cli_json: Callable[..., Any], tmp_path: Path
) -> None:
    sheet = write(tmp_path, SHEET.replace("last: 8b\n", ""))
    shown = cli("score", sheet, "--lang", "ja")
    assert shown.exit_code == 2
    assert "最後にめくった札を書く（last: 8b）" in shown.stdout + shown.stderr
    status, data = cli_json("score", sheet)
    assert status == 2 and [p["code"] for p in data["errors"]] == [NO_LAST_CARD]


def test_its_rules_are_said_in_japanese(cli: Callable[..., Any]) -> None:
    text = cli("rules", "hoshi", "--lang", "ja").stdout
    for japanese in ("札の点（最後の札は二倍）", "四十八枚すべてを配る。", "最後にめくった札を二倍に数える。", "星見"):
        assert japanese in text
    # Beside Japanese: the yaku's id, the house rule's key and value, the option to type.
    assert not english_words(text, KEPT | {"star-gazing", "double_last", "true", "house"}), text


def test_interactive_entry_asks_its_question_in_japanese() -> None:
    out = io.StringIO()
    answers = ["80 81 90 91", "", "112 113", "", "8b", "y"]
    enter_round(
        build_table(HOSHI, ("Ann", "Bo")),
        "Ann",
        input_stream=io.StringIO("".join(a + "\n" for a in answers)),
        console=Console(file=out, width=120),
        lang="ja",
    )
    assert "最後にめくった札は？" in out.getvalue()
