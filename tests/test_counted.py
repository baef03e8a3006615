"""Counted piles (issue 20 part 1, CONTRACT.md "Counted piles"): each game's kinds, reading a
counted pile, every check failing on bad input, the result, the views, and the ledger."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from hanascore.core.counted_piles import counted_pile_text, is_counted
from hanascore.core.errors import Problems, SheetError
from hanascore.games import all_games, find_game
from hanascore.games.base import Kind, Yaku
from hanascore.games.counted.checks import witness_problems
from hanascore.games.counted.witness import Layout, find_witness
from hanascore.games.scoring import score_text
from hanascore.views.round_shapes import result_json
from hanascore.views.terminal import render_result
from tests.conftest import SAMPLES, add_json, start_game

Cli = Callable[..., Any]

SEED = "game: mushi\nplayers: A, B\ndealer: A\n"
SEED_COUNTED = SEED + "A: 2 brights 3 animals 3 ribbons 10 chaff + three-brights\nB: rest + four-wisterias\n"


def codes(text: str) -> list[tuple[str, str | None]]:
    """(code, where) of every problem ``text`` has; it must be refused."""
    with pytest.raises(SheetError) as error:
        score_text(text)
    return [(str(p.code), p.where) for p in error.value.problems]


def messages(text: str) -> str:
    with pytest.raises(SheetError) as error:
        score_text(text)
    return "\n".join(p.message for p in error.value.problems)


# -- the kinds -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_kinds_partition_the_deck_and_share_a_value(game: Any) -> None:
    kinds = game.kinds
    cards = [c for kind in kinds for c in kind.cards]
    assert sorted(cards) == sorted(game.deck)
    for kind in kinds:
        assert {game.values[c] for c in kind.cards} == {kind.value}


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_no_kind_is_called_by_a_number(game: Any) -> None:
    # A counted pile is told from a pile of card ids by its kinds' words: a number is always a
    # count or a card (is_counted passes numbers over without looking them up).
    words = game.counted_words
    assert not [word for word in words.kinds if word.isdecimal()]
    assert not is_counted("11 12 13 21 1 2", words)
    assert is_counted(f"11 2 {game.kinds[0].id}", words)


def test_each_game_counts_the_kinds_of_its_values_table() -> None:
    def table(game_id: str) -> dict[str, tuple[int, int]]:
        return {k.id: (len(k.cards), k.value) for k in find_game(game_id).kinds}

    assert table("mushi") == {"brights": (5, 20), "animals": (7, 10), "ribbons": (8, 5), "chaff": (20, 1)}
    sakura = table("sakura")
    assert sakura["yellow-bottom"] == (1, 10) and sakura["animals"] == (10, 5) and sakura["chaff"][1] == 0
    assert 110 in find_game("sakura").kinds[3].cards  # the Rain Man counts as an animal
    assert table("kyu-rei-hana")["brights"] == (7, 20)
    assert table("matsu-kiri-bozu")["wilds"] == (3, 100)
    assert {v for _, v in table("musashino-bana").values()} == {0}


def test_rules_lists_the_kinds_beside_the_values(cli: Cli) -> None:
    shown = cli("rules", "sakura").stdout
    assert "yellow-bottom (黄カス)" in shown and "animals (タネ)" in shown
    data = json.loads(cli("rules", "mushi", "--json").stdout)
    assert [k["id"] for k in data["kinds"]] == ["brights", "animals", "ribbons", "chaff"]


# -- reading ------------------------------------------------------------------------------------


def test_the_seed_example_counted_scores_as_card_by_card() -> None:
    cards = score_text((SAMPLES / "mushi-seed-example.toml").read_text(encoding="utf-8"))
    counted = score_text(SEED_COUNTED)
    assert counted.scores() == cards.scores() == {"A": -5, "B": 5}
    assert counted.counted and not cards.counted


@pytest.mark.parametrize(
    "pile",
    [
        "2 bright 3 animal 3 ribbon 10 chaff + Three Brights",
        "2光 3タネ 3短冊 10カス + 三光",
        "２ brights, 3 種, 3 タン, 10 素札 +three_brights",
        "brights2 animals3 ribbons3 chaff10 + THREE-BRIGHTS",
    ],
)
def test_kinds_and_yaku_are_read_by_any_of_their_words(pile: str) -> None:
    result = score_text(SEED + f"A: {pile}\nB: rest + four-wisterias\n")
    assert result.scores() == {"A": -5, "B": 5}
    assert dict(result.party("A").counts or {}) == {"brights": 2, "animals": 3, "ribbons": 3, "chaff": 10}


def test_toml_captured_and_field_take_the_same_strings() -> None:
    text = (
        'game = "matsu-kiri-bozu"\nplayers = ["Ann", "Bo"]\nstopped_by = "Bo"\n[captured]\n'
        'Ann = "2 animals 1 ribbon 3 chaff"\nBo = "1 wild 1 bright 1 animal 3 ribbons 4 chaff + one-two-three + poetry-ribbons"\n'
        '[field]\nend = "2 animals 1 ribbon 1 chaff"\n'
    )
    assert score_text(text).scores() == {"Ann": -90, "Bo": 90}


def test_card_names_with_a_kind_word_stay_cards() -> None:
    # 'chaff' in a card's name is no count: the sheet is card by card.
    result = score_text("game: mushi\nplayers: A, B\nA: pine-chaff 10\nB: rest\n")
    assert not result.counted
    # A view's 'id Name' pair of the yellow-bottom reads back as the card, not as 121 counted.
    sakura = score_text("game: sakura\nplayers: A, B\nA: 121 Yellow-bottom chaff, 10 Crane\nB: rest\n")
    assert not sakura.counted and 121 in sakura.party("A").cards


def test_counted_pile_text_writes_what_reads_back() -> None:
    assert counted_pile_text({"brights": 3, "animals": 4, "ribbons": 0}, ["three-brights"]) == (
        "3 brights 4 animals + three-brights"
    )
    assert counted_pile_text({"brights": 0, "chaff": 0}) == "0 brights"


# -- the checks ---------------------------------------------------------------------------------


def test_a_mix_of_counted_and_card_piles_is_one_problem_naming_the_piles() -> None:
    found = codes("game: mushi\nplayers: A, B\nA: 2 brights 18 chaff\nB: 10 30\n")
    assert found == [("counted-mix", "captured.B")]
    assert "A counted, B card by card" in messages("game: mushi\nplayers: A, B\nA: 2 brights 18 chaff\nB: 10 30\n")


def test_every_reading_problem_at_once_naming_pile_and_token() -> None:
    text = "game: mushi\nplayers: A, B\nA: 2 zebras 3 + nine-brights\nB: brights 2 brights 1 animals\n"
    found = codes(text)
    assert ("bad-count", "captured.A") in found and ("unknown-yaku", "captured.A") in found
    assert ("bad-count", "captured.B") in found
    said = messages(text)
    assert "'zebras'" in said and "'3'" in said and "'+ nine-brights'" in said and "'brights'" in said


def test_leftover_table_in_a_counted_sheet_is_an_error() -> None:
    text = 'game = "mushi"\nplayers = ["A", "B"]\n[captured]\nA = "2 brights"\nB = "rest"\n[leftover]\nA = "1c"\n'
    assert ("counted-leftover", "leftover") in codes(text)


def test_a_count_larger_than_its_kind() -> None:
    assert ("count-too-big", "captured.A") in codes(SEED + "A: 6 brights\nB: 0 chaff\n")
    assert "6 Brights: the deck holds only 5" in messages(SEED + "A: 6 brights\nB: 0 chaff\n")


def test_the_kinds_must_add_up_to_the_deck() -> None:
    found = codes(SEED + "A: 2 brights 3 animals 8 ribbons 20 chaff\nB: 2 brights 4 animals\n")
    assert found == [("counts-sum", "captured")]
    assert "Brights: the piles and end hold 4, the deck 5" in messages(
        SEED + "A: 2 brights 3 animals 8 ribbons 20 chaff\nB: 2 brights 4 animals\n"
    )


def test_end_counts_toward_the_deck() -> None:
    text = "game: musashino\nplayers: A, B, C\nA: 12 chaff\nB: 12 chaff\nC: rest + five-kings\nend: 0 chaff\n"
    with pytest.raises(SheetError):  # five kings stops the round: stopped_by is asked
        score_text(text)
    ok = "game: sakura\nplayers: A, B\nA: 4 brights 10 ribbons\nB: rest + ni + ha\nend: 1 yellow-bottom\n"
    assert ("certain-yaku", "captured.A") in codes(ok)  # all ten ribbons: A holds both


def test_sakura_may_junk_zero_point_chaff_but_no_other_card() -> None:
    fine = "game: sakura\nplayers: A, B\nA: 4 brights 1 yellow-bottom 5 animals 3 chaff\nB: 10 ribbons 5 animals 1 chaff + ni + ha + he\n"
    assert score_text(fine).scores() == {"A": 115 - 150, "B": 125}
    short = "game: sakura\nplayers: A, B\nA: 4 brights 5 animals\nB: 10 ribbons 5 animals + ni + ha + he\n"
    assert ("counts-sum", "captured") in codes(short)  # the yellow-bottom is worth 10: it is placed


def test_a_stopped_round_counts_at_most_the_deck() -> None:
    text = (
        "game: matsu-kiri-bozu\nplayers: A, B\nstopped_by: B\nA: 1 chaff\nB: 1 wild 1 bright 1 animal + one-two-three\n"
    )
    assert score_text(text).scores() == {"A": -50, "B": 50}
    over = (
        "game: matsu-kiri-bozu\nplayers: A, B\nstopped_by: B\nA: 2 wilds\nB: 2 wild 1 bright 1 animal + one-two-three\n"
    )
    assert ("counts-sum", "captured") in codes(over)


def test_a_named_yaku_must_be_possible_with_its_pile() -> None:
    text = SEED + "A: 1 brights 1 animals 18 chaff + three-brights\nB: rest\n"
    assert codes(text) == [("impossible-yaku", "captured.A")]
    assert "Three Brights needs 2 Brights, 1 Animal; A's pile counts 1 Bright, 1 Animal" in messages(text)


def test_two_piles_cannot_both_hold_the_crane() -> None:
    text = SEED + "A: 2 brights 1 animals + three-brights\nB: rest + three-brights\n"
    found = codes(text)
    assert found == [("yaku-in-two-piles", "captured.B")]
    assert "named by A and B needs 10 Crane in both piles" in messages(text)


def test_yaku_formed_together_in_one_pile_must_fit_its_counts() -> None:
    text = SEED + "A: 2 brights 1 animals 3 chaff + three-brights + four-paulownias\nB: rest\n"
    assert codes(text) == [("counts-impossible", "captured")]


def test_a_yaku_the_counts_make_certain_is_asked_for() -> None:
    text = SEED + "A: 5 brights 3 animals\nB: rest\n"
    assert codes(text) == [("certain-yaku", "captured.A")]
    assert "A's counts make Five Brights certain (5 Brights of 5)" in messages(text)
    named = SEED + "A: 5 brights 3 animals + five-brights\nB: rest\n"
    assert score_text(named).party("A").yaku[0].id == "five-brights"


def test_a_yaku_replaced_by_a_named_one_is_not_asked_for() -> None:
    # Musashino: Four Brights (with the Lightning) replaces Three Brights; 10 80 120 are certain here.
    text = (
        "game: musashino\nplayers: A, B, C\nstopped_by: A\nA: 5 brights 1 chaff + five-kings + four-brights\n"
        "B: 4 animals 5 ribbons 12 chaff\nC: rest\n"
    )
    assert [y.id for y in score_text(text).party("A").yaku] == ["five-kings"]  # a stop pays its insta-win


def test_a_yaku_not_in_play_under_the_house_rules_is_an_error() -> None:
    text = SEED + "house: five_brights=false\nA: 5 brights 3 animals + five-brights\nB: rest\n"
    assert codes(text) == [("yaku-not-in-play", "captured.A")]


def test_a_yaku_possible_but_not_certain_is_scored_only_when_named() -> None:
    # A holds 4 of the 5 brights and all 7 animals: Three Brights is possible, not certain.
    named = SEED + "A: 4 brights 7 animals + three-brights\nB: rest\n"
    assert [y.id for y in score_text(named).party("A").yaku] == ["three-brights"]
    assert score_text(SEED + "A: 4 brights 7 animals\nB: rest\n").party("A").yaku == ()


def test_no_cards_fitting_names_the_yaku_that_cannot_be_avoided() -> None:
    kind = Kind("x", "X", "エックス", (), frozenset({10, 20, 30}), 1)
    one_of = Yaku.of("y", "Y", 1, (10, 20, 30))
    both = Yaku.of("z", "Z", 1, 10, 20)
    layout = Layout((kind,), {"P": {"x": 2}, "Q": {"x": 1}}, {"Q": [both]}, {"P": [one_of]}, frozenset({10, 20, 30}))
    assert find_witness(layout) is None
    found = Problems()
    witness_problems(layout, found, find_witness)
    assert [(str(p.code), p.where) for p in found.items] == [("counts-impossible", "captured")]  # Z cannot be formed
    avoid = Layout((kind,), {"P": {"x": 1}, "Q": {"x": 2}}, {}, {"P": [one_of]}, frozenset({10, 20, 30}))
    found = Problems()
    witness_problems(avoid, found, find_witness)
    assert [(str(p.code), p.where) for p in found.items] == [("counts-impossible", "captured.P")]
    assert "P's counts cannot avoid Y" in found.items[0].message
    fits = Layout((kind,), {"P": {"x": 1}, "Q": {"x": 2}}, {"Q": [both]}, {"P": [both]}, frozenset({10, 20, 30}))
    assert find_witness(fits) == {"P": frozenset({30}), "Q": frozenset({10, 20})}


def test_cli_score_json_refuses_with_exit_2_and_every_problem(cli_json: Cli, tmp_path: Path) -> None:
    sheet = tmp_path / "bad.txt"
    sheet.write_text(SEED + "A: 6 brights + three-brights\nB: 2 brights 2 zebras\n", encoding="utf-8")
    status, data = cli_json("score", str(sheet))
    assert status == 2
    assert {e["code"] for e in data["errors"]} >= {"bad-count"}


# -- the result and the views ------------------------------------------------------------------------


def test_score_json_says_counted_and_gives_counts_instead_of_cards(cli_json: Cli, tmp_path: Path) -> None:
    sheet = tmp_path / "round.txt"
    sheet.write_text(SEED_COUNTED, encoding="utf-8")
    status, data = cli_json("score", str(sheet))
    assert status == 0 and data["counted"] is True
    a = data["parties"][0]
    assert "cards" not in a and a["counts"] == {"brights": 2, "animals": 3, "ribbons": 3, "chaff": 10}
    assert a["yaku"] == [{"id": "three-brights", "name": "Three Brights", "points": 25}]
    assert (data["leftover"], data["dead"]) == ({}, [])
    _, card_data = cli_json("score", str(SAMPLES / "mushi-seed-example.toml"))
    assert "counted" not in card_data


@pytest.mark.parametrize(
    ("lang", "note", "counts"),
    [("en", "counted, not checked card by card", "Brights 2"), ("ja", "札ごとには確かめていない", "光 2")],
)
def test_the_round_view_says_counted_and_shows_the_counts(lang: Any, note: str, counts: str) -> None:
    result = score_text(SEED_COUNTED)
    out = io.StringIO()
    render_result(result, find_game("mushi"), Console(file=out, width=100), lang)
    shown = out.getvalue()
    assert note in shown and counts in shown
    assert "cards 2x20 + 3x10 + 3x5 + 10x1 = 95" in shown or "2×20" in shown


def test_result_json_of_a_counted_round_lists_every_kind_in_order() -> None:
    data = result_json(score_text((SAMPLES / "sakura-counted.txt").read_text(encoding="utf-8")))
    assert list(data["parties"][0]["counts"]) == ["brights", "ribbons", "yellow-bottom", "animals", "chaff"]


def test_kyurei_multiplier_from_start_cards_in_a_counted_sheet() -> None:
    result = score_text((SAMPLES / "kyurei-counted.toml").read_text(encoding="utf-8"))
    assert result.multiplier == 4 and result.scores() == {"Ann": -20, "Bo": 80, "Cy": -60}


# -- the ledger -----------------------------------------------------------------------------------


ROUND = "A: 2 brights 3 animals 3 ribbons 10 chaff + three-brights\nB: rest + four-wisterias\n"


def test_ledger_add_show_edit_export_import_of_a_counted_round(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    start_game(cli_json, "mushi", ["A", "B"])
    status, data = add_json(cli_json, ROUND)
    assert status == 0, data
    assert cli("show", "1", "--sheet").stdout == ROUND  # the counted sheet as entered, byte for byte
    assert "counted" in cli("history").stdout
    status, standings = cli_json("standings")
    assert [p["total"] for p in standings["parties"]] == [-5, 5]
    edited = "A: 3 brights 3 animals 3 ribbons 10 chaff + three-brights\nB: rest\n"
    sheet = tmp_path / "edit.txt"
    sheet.write_text(edited, encoding="utf-8")
    assert cli("edit", "1", str(sheet)).exit_code == 0
    assert cli("show", "1", "--sheet").stdout == edited
    assert "counted" in cli("export", "--format", "markdown").stdout
    csv = cli("export", "--format", "csv", "--reasons").stdout
    assert csv.splitlines()[1].endswith(",counted")
    exported = tmp_path / "game.json"
    assert cli("export", "--format", "json", "--output", str(exported)).exit_code == 0
    status, imported = cli_json("import", str(exported), "--yes")  # a second copy, in the same ledger
    assert status == 0
    _, again = cli_json("standings", "--game", imported["id"])
    assert [p["total"] for p in again["parties"]] == [p["total"] for p in cli_json("standings")[1]["parties"]]


def test_html_export_says_the_round_was_counted(cli: Cli, cli_json: Cli, tmp_path: Path) -> None:
    start_game(cli_json, "mushi", ["A", "B"])
    add_json(cli_json, ROUND)
    out = tmp_path / "game.html"
    assert cli("export", "--format", "html", "--output", str(out)).exit_code == 0
    page = out.read_text(encoding="utf-8")
    assert "counted, not checked card by card" in page and "<dt>Brights</dt><dd>2</dd>" in page


def test_a_counted_ledger_round_is_refused_with_its_problems(cli_json: Cli) -> None:
    start_game(cli_json, "mushi", ["A", "B"])
    status, data = add_json(cli_json, "A: 6 brights\nB: rest\n")
    assert status == 2 and "count-too-big" in {e["code"] for e in data["errors"]}


def test_kyurei_carried_multipliers_pass_through_counted_rounds(cli_json: Cli) -> None:
    start_game(cli_json, "kyu-rei", ["Ann", "Bo", "Cy"])
    first = (SAMPLES / "kyurei-counted.toml").read_text(encoding="utf-8")
    status, _ = add_json(cli_json, first)
    assert status == 0
    status, _ = add_json(
        cli_json,
        "Ann: 3 brights 1 animal 3 ribbons 7 chaff + blue-ribbons\nBo: 1 bright 6 ribbons 7 chaff + small-three + grass\nCy: rest\n",
        "--yes",  # the same counts twice in a row are asked about, as the same cards are
    )
    assert status == 0
    _, standings = cli_json("standings")
    assert standings["carry_over"] == [2]  # x4 ran, then the first x2: one x2 still waits
    assert [p["total"] for p in standings["parties"]] == [-20 - 10, 80 + 40, -60 - 30]


def test_the_readme_shows_the_counted_form() -> None:
    readme = (SAMPLES.parent / "README.md").read_text(encoding="utf-8")
    example = readme.split("### Counted piles", 1)[1].split("```", 2)[1]
    assert score_text(example).party("Ann").yaku[0].id == "three-brights"


def test_sakura_four_of_a_suit_at_the_deal_is_checked_with_counts() -> None:
    text = "game: sakura\nplayers: A, B\ndealer: A\nstart: 10 11 12 13 20 30 40 50\nA: 5 ribbons 5 animals\nB: rest\n"
    assert codes(text) == [("four-of-a-suit", "captured.A")]
    assert "A's pile needs at least 1 Brights, it counts 0" in messages(text)
    fine = text.replace("A: 5 ribbons", "A: 1 bright 5 ribbons")
    assert score_text(fine).counted


def test_musashino_storm_is_off_in_a_counted_round_the_named_yaku_count() -> None:
    counted = (SAMPLES / "musashino-counted.txt").read_text(encoding="utf-8")
    stormy = counted.replace("dealer: Cy", "dealer: Cy\nhouse: storm=cards")
    assert score_text(stormy).scores() == score_text(counted).scores() == {"Ann": 16, "Bo": -8, "Cy": -8}


def test_a_counted_pile_for_a_player_who_sat_out_is_refused() -> None:
    text = "game: mushi\nplayers: A, B, C\nactive: A, B\nA: 2 brights\nB: rest\nC: 1 chaff\n"
    assert ("inactive-pile", "captured.C") in codes(text)
