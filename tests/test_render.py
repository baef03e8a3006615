"""The score view: each party's score first, the formula in words, who pays whom, Japanese,
and lines kept whole when nobody's terminal is reading them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hanascore.core.words import locale_language
from tests.conftest import SAMPLES
from tests.test_mushi import MUSHI_TIE_PILE

SEED = str(SAMPLES / "mushi-seed-example.toml")


def lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines()]


def test_mushi_view_words_the_formula_as_rules_md_works_it(cli) -> None:
    # RULES.md 3, the seed example: A = 40+30+15+10-115+25-10 = -5, B = +5.
    shown = lines(cli("score", SEED).stdout)
    assert "score: cards 2x20 + 3x10 + 3x5 + 10x1 = 95, - 115, + own yaku 25, - opponent's yaku 10 = -5" in shown
    assert "score: cards 3x20 + 4x10 + 5x5 + 10x1 = 135, - 115, + own yaku 10, - opponent's yaku 25 = 5" in shown
    # The round's score stands on the party's own line, not in a border.
    assert "A  -5" in shown and "B  +5" in shown
    assert "A pays B 5" in shown


def test_sakura_view_names_the_penalty_opponents_yaku_and_pays_nobody(cli) -> None:
    # The sample's own working: Aiko 110 - 50 = 60, Ben 120 - 50 = 70 (each pays for the
    # other's one yaku); Sakura's points are not money paid between players.
    shown = lines(cli("score", str(SAMPLES / "sakura-two-players.toml")).stdout)
    assert "score: cards 2x20 + 4x10 + 6x5 = 110, - 50 x 1 opponents' yaku = 60" in shown
    assert "score: cards 2x20 + 6x10 + 4x5 = 120, - 50 x 1 opponents' yaku = 70" in shown
    assert "Aiko  +60" in shown and "Ben  +70" in shown
    assert not any(" pays " in line or "nobody pays" in line for line in shown)


@pytest.mark.parametrize("sample", ["mushi-seed-example.toml", "sakura-two-players.toml", "kyurei-plain.toml",
                                    "kyurei-multiplier.toml", "mushi-three-players.toml"])  # fmt: skip
def test_no_term_worth_nothing_is_written(cli, sample: str) -> None:
    formulas = [line for line in lines(cli("score", str(SAMPLES / sample)).stdout) if line.startswith("score:")]
    assert formulas
    assert not [f for f in formulas if re.search(r"[+-] [a-z' x2]*\b0\b(?! =)", f)]


def test_kyurei_view_says_who_pays_whom(cli) -> None:
    # Ann -20, Bo +80, Cy -60 (x4): both losers pay the winner.
    shown = lines(cli("score", str(SAMPLES / "kyurei-multiplier.toml")).stdout)
    assert "score: (cards 3x20 + 1x10 + 3x5 = 85, - 90, + own yaku 2 x 20, - opponents' yaku 40) x 4 = -20" in shown
    assert [line for line in shown if " pays " in line] == ["Ann pays Bo 20", "Cy pays Bo 60"]


def test_a_tied_zero_sum_round_pays_nobody(cli) -> None:
    shown = lines(cli("score", "-", input=f"game: mushi\nplayers: A, B\nA: {MUSHI_TIE_PILE}\nB: rest\n").stdout)
    assert "nobody pays anybody" in shown


def test_japanese_view_names_cards_yaku_and_labels_in_japanese(cli) -> None:
    shown = cli("score", SEED, "--lang", "ja").stdout
    assert "10 松に鶴" in shown and "三光（25）" in shown
    assert "得点：札 2×20 + 3×10 + 3×5 + 10×1 = 95、- 115、+ 自分の役 25、- 相手の役 10 = -5" in shown
    assert (
        "AはBに5払う" in shown and "勝者：B" in shown.replace("： ", "：") and "次の親：B" in shown.replace("： ", "：")
    )
    assert "Crane" not in shown and "winner" not in shown


def test_a_japanese_locale_speaks_japanese_and_lang_en_overrides_it(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert "松に鶴" in cli("score", SEED).stdout
    assert "10 Crane" in cli("score", SEED, "--lang", "en").stdout


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LC_MESSAGES": "ja_JP", "LANG": "en_GB.UTF-8"}, "ja"),
        ({"LC_ALL": "C", "LANG": "ja_JP.UTF-8"}, "en"),
        ({"LC_ALL": "ja", "LC_MESSAGES": "en_US"}, "ja"),
        ({}, "en"),
    ],
)
def test_the_locale_decides_as_posix_orders_its_variables(environment: dict[str, str], language: str) -> None:
    assert locale_language(environment) == language


def test_json_ignores_the_language(cli) -> None:
    assert cli("score", SEED, "--json", "--lang", "ja").stdout == cli("score", SEED, "--json").stdout


def test_an_unknown_language_is_a_usage_problem(cli, cli_json) -> None:
    result = cli("score", SEED, "--lang", "fr")
    assert result.exit_code == 2
    assert "--lang 'fr' is not a language hanascore speaks: use --lang en or --lang ja" in result.stderr
    code, data = cli_json("score", SEED, "--lang", "fr")
    assert code == 2 and data["errors"][0]["code"] == "usage"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The real program, its output piped (no terminal, rich's default 80 columns)."""
    environment = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "LC_ALL", "LC_MESSAGES")}
    environment["LANG"] = "C.UTF-8"
    return subprocess.run(
        [sys.executable, "-m", "hanascore", *args], input=stdin, capture_output=True, text=True, env=environment
    )


def test_piped_view_lines_are_never_folded() -> None:
    shown = run("score", SEED).stdout
    chaff = (
        "12 Pine chaff, 13 Pine chaff, 22 Plum chaff, 23 Plum chaff, 32 Cherry chaff, 33 Cherry chaff, 52 Iris chaff"
    )
    long_lines = [line for line in shown.splitlines() if len(line) > 80]
    assert any(chaff in line for line in long_lines)
    assert any("- opponent's yaku 10 = -5" in line and line.strip().startswith("score:") for line in long_lines)


def test_a_long_problem_piped_is_one_line(tmp_path: Path) -> None:
    name = "a-sheet-with-a-very-long-name-" * 4 + ".toml"
    result = run("score", str(tmp_path / name))
    assert result.returncode == 2
    message = f" • SHEET: no such file: {tmp_path / name}"
    assert len(message) > 120
    assert message in result.stderr.splitlines()


def test_a_known_width_folds_the_view_to_it(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    # COLUMNS says how wide the reader is (a terminal, or a test standing in for a phone).
    monkeypatch.setenv("COLUMNS", "50")
    shown = cli("score", SEED).stdout
    assert max(len(line) for line in shown.splitlines()) <= 50
    assert "- opponent's" in shown and "…" not in shown


def test_a_phone_wide_japanese_view_cuts_no_card_short(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    # At 40 columns a card's id and its Japanese name can meet the edge together: the pile
    # folds, and the id is never cut to "12…" (a reader would take it for another card).
    monkeypatch.setenv("COLUMNS", "40")
    shown = cli("score", str(SAMPLES / "sakura-oi-bana.toml"), "--lang", "ja").stdout
    assert "…" not in shown
    assert re.search(r"\b121\s+桐のカス（黄）", shown), shown


def test_show_says_a_sheets_dealer_overrode_the_rotation(cli, cli_json, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_ledger_cli import TIE, add, new_game, sheet

    new_game(cli_json)
    assert add(cli, sheet(TIE, extra="dealer: Bo\n")).exit_code == 0
    assert add(cli, sheet(TIE)).exit_code == 0
    assert "the sheet's dealer: Bo (the rotation named Ann)" in lines(cli("show", "1").stdout)
    assert "the sheet's dealer" not in cli("show", "2").stdout
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")  # show has no --lang: the locale speaks
    shown = cli("show", "1").stdout
    assert "札の記録による親：Bo（順番ではAnn）" in shown and "第1局（ゲーム 1）、親：Bo" in shown


def test_history_under_a_japanese_locale(cli, cli_json, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_ledger_cli import TIE, add, new_game, sheet

    new_game(cli_json)
    assert add(cli, sheet(TIE)).exit_code == 0
    assert cli("adjust", "--party", "Bo", "--amount", "-5", "--reason", "late").exit_code == 0
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    shown = cli("history").stdout
    assert "勝者" in shown and "調整：late" in shown and "winner" not in shown
    monkeypatch.setenv("COLUMNS", "30")  # a phone: one block per entry
    assert "第1局 · 親 Ann · 勝者 Ann" in cli("history").stdout
