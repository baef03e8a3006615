"""Issue 30, point 9: a quick sheet of another game is said to be that game's, first.

A quick sheet's line keyed by another game's key (``koi: Bo`` in Mushi) is that game's fact,
not a line of chat nor an unknown player's pile: it gets the TOML form's message ("'koi' is not
a Mushi key (it belongs to Koi-Koi)"), before what only follows from it.  A line keyed by a
name of the table stays a pile: a Mushi player may be called Koi or Sage (CONTRACT.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hanascore.core.errors import Code, SheetError
from hanascore.core.facts import Answer, FactField
from hanascore.core.quick_sheet import quick_key
from hanascore.games import all_games, find_game
from hanascore.games.base import Game
from hanascore.games.scoring import score_text
from hanascore.games.sheets import fact_keys
from tests.conftest import SAMPLES, add_json, start_game

#: A value of each kind of answer, as a quick sheet writes it (a table of Ann and Bo's).
VALUES: dict[Answer, str] = {
    Answer.CARD: "boar",
    Answer.PARTY: "Bo",
    Answer.BIDS: "Ann=5, Bo=12",
    Answer.NUMBER: "2",
    Answer.YES_NO_BY_CARD: "true",
    Answer.PLAYERS: "Bo",
    Answer.PLACE: "rest",
    Answer.BY_PLAYER: "Ann=tatesanbon 41 42 43",
    Answer.CALLS: "Bo",
}


def quick_facts(game: Game) -> Iterator[FactField]:
    """The facts a quick sheet of ``game`` (or of one of its variants) may give."""
    for facts in (game.facts, *(v.facts for v in game.variants)):
        yield from facts.fields()


def foreign_keys(target: Game) -> list[tuple[str, FactField]]:
    """Every other game's quick key that ``target``'s sheets do not take, once, with a game
    that takes it: read from the games' own declarations."""
    own = fact_keys(target)
    found: dict[str, tuple[str, FactField]] = {}
    for game in all_games():
        for spec in quick_facts(game):
            if quick_key(spec.quick) not in own:
                found.setdefault(spec.quick, (game.id, spec))
    return list(found.values())


MUSHI_KEYS = foreign_keys(find_game("mushi"))


def line(spec: FactField) -> str:
    """A line giving ``spec`` with a value of its kind."""
    value = str(spec.choices[0]) if spec.choices else VALUES[spec.answer]
    return f"{spec.quick}: {value}"


def test_every_quick_key_of_the_other_games_is_checked() -> None:
    # The key, and the keys of every game that Mushi does not take, are all here.
    keys = {spec.quick for _, spec in MUSHI_KEYS}
    assert {"koi", "sage", "teyaku", "unplayed", "month", "dropped", "cancelled by", "bids"} <= keys
    assert "wild" not in keys  # Mushi's own


def first_error(data: dict[str, Any]) -> dict[str, Any]:
    return data["errors"][0]


@pytest.mark.parametrize(("owner", "spec"), MUSHI_KEYS, ids=[spec.quick for _, spec in MUSHI_KEYS])
def test_score_names_another_games_key_first(owner: str, spec: FactField, cli_json: Callable[..., Any]) -> None:
    # Before: "line 3: 'koi: Bo' is no 'key: value' line of a sheet: delete it, or start it with #".
    sheet = f"game: mushi\nplayers: Ann, Bo\n{line(spec)}\nAnn: 10 11\nBo: rest\n"
    code, data = cli_json("score", "-", input=sheet)
    assert code == 2
    error = first_error(data)
    assert (error["code"], error["where"]) == (Code.FOREIGN_KEY, spec.key)
    assert f"is not a Mushi key (it belongs to {find_game(owner).name}" in error["message"]
    assert not [e for e in data["errors"] if e["code"] in (Code.BAD_LINE, Code.UNKNOWN_PLAYER, Code.UNKNOWN_CARD)]


@pytest.mark.parametrize(("owner", "spec"), MUSHI_KEYS, ids=[spec.quick for _, spec in MUSHI_KEYS])
def test_add_names_another_games_key_first(owner: str, spec: FactField, cli_json: Callable[..., Any]) -> None:
    # Before: "captured.koi: 'Bo': unknown card (did you mean boar?)" and "'koi' is not a player".
    start_game(cli_json, "mushi", ["Ann", "Bo"])
    code, data = add_json(cli_json, f"{line(spec)}\nAnn: 10 11\nBo: rest\n")
    assert code == 2
    error = first_error(data)
    assert (error["code"], error["where"]) == (Code.FOREIGN_KEY, spec.key)
    assert f"is not a Mushi key (it belongs to {find_game(owner).name}" in error["message"]
    assert not [e for e in data["errors"] if e["code"] in (Code.BAD_LINE, Code.UNKNOWN_PLAYER, Code.UNKNOWN_CARD)]


def koikoi_round() -> str:
    """samples/koikoi-month.txt as a ledger's sheet: without its game, players and dealer."""
    text = (SAMPLES / "koikoi-month.txt").read_text(encoding="utf-8")
    return "".join(f"{row}\n" for row in text.splitlines() if not row.startswith(("#", "game:", "players:", "dealer:")))


def test_a_koikoi_quick_sheet_added_to_a_mushi_game_is_said_to_be_koikois(cli: Callable[..., Any]) -> None:
    cli("new", "mushi", "--player", "Ann", "--player", "Bo")
    sheet = koikoi_round().replace("koi: Ann=1, Bo=2", "koi: Bo")
    assert "koi: Bo\n" in sheet
    result = cli("add", "-", input=sheet)
    assert result.exit_code == 2
    problems = [row for row in result.stderr.splitlines() if row.startswith(" • ")]
    # Every key of Koi-Koi first, then what only follows from them (its house rule, its cards).
    assert problems[:3] == [
        " • month: 'month' is not a Mushi key (it belongs to Koi-Koi); remove it",
        " • stopped_by: 'stopped_by' is not a Mushi key (it belongs to Matsu-Kiri-Bozu and Musashino-bana and"
        " Koi-Koi and Hachi-Hachi); remove it",
        " • koi: 'koi' is not a Mushi key (it belongs to Koi-Koi); remove it",
    ]
    assert "is no 'key: value' line" not in result.stderr


def test_the_quick_and_toml_forms_say_the_same(cli_json: Callable[..., Any], tmp_path: Path) -> None:
    quick = "game: mushi\nplayers: Ann, Bo\nkoi: Bo\nAnn: 10 11\nBo: rest\n"
    toml = 'game = "mushi"\nplayers = ["Ann", "Bo"]\nkoi = { Bo = 1 }\n[captured]\nAnn = "10 11"\nBo = "rest"\n'
    assert cli_json("score", "-", input=quick) == cli_json("score", "-", input=toml)


# -- every game: another game's keys, in both forms of the sheet ---------------------------------


def cases() -> Iterator[tuple[str, str, FactField]]:
    for target in all_games():
        for owner, spec in foreign_keys(target):
            yield target.id, owner, spec


CASES = list(cases())


@pytest.mark.parametrize(("target", "owner", "spec"), CASES, ids=[f"{t}-{spec.quick}" for t, _, spec in CASES])
def test_each_games_sheet_names_another_games_key(target: str, owner: str, spec: FactField) -> None:
    game = find_game(target)
    players = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"][: max(game.players[0], 2)]
    piles = "".join(f"{name}:\n" for name in players[:-1])
    sheet = f"game: {target}\nplayers: {', '.join(players)}\n{line(spec)}\n{piles}{players[-1]}: rest\n"
    with pytest.raises(SheetError) as error:
        score_text(sheet)
    first = error.value.problems[0]
    assert (first.code, first.where) == (Code.FOREIGN_KEY, spec.key), [p.message for p in error.value.problems]
    assert find_game(owner).name in first.message


# -- a name of the table stays a pile -------------------------------------------------------------


def test_a_mushi_player_called_by_another_games_key_keeps_her_pile(cli_json: Callable[..., Any]) -> None:
    start_game(cli_json, "mushi", ["Sage", "Koi"])
    code, data = add_json(cli_json, "Sage: 10 11 12 13\nKoi: rest\n")
    assert code == 0, data
    # A ledger's sheet names no players: the table's names say that a line is a pile.
    code, data = add_json(cli_json, "Sage: 3 brights 2 ribbons\nKoi: rest\n")
    assert code == 0, data
    assert {p["name"] for p in data["result"]["parties"]} == {"Sage", "Koi"}


def test_a_players_line_names_a_pile_too() -> None:
    result = score_text("game: mushi\nplayers: Month, Unplayed\nMonth: 10 11 12 13\nUnplayed: rest\n")
    assert set(result.scores()) == {"Month", "Unplayed"}


def test_renaming_a_player_called_by_another_games_key_keeps_her_counted_pile(cli_json: Callable[..., Any]) -> None:
    # The renaming reads the stored sheets with the game only: a counted pile is a pile too.
    start_game(cli_json, "mushi", ["Koi", "Bo"])
    assert add_json(cli_json, "Koi: 3 brights 2 ribbons\nBo: rest\n")[0] == 0
    code, data = cli_json("players", "rename", "Koi", "Kai", "--yes")
    assert code == 0, data
    code, data = cli_json("standings")
    assert {row["name"] for row in data["parties"]} == {"Kai", "Bo"}
