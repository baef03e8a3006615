"""Kyu-Rei Hana: the view says why the multiplier is what it is, and a missing start is warned of."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import SAMPLES, start_game

NO_START = (
    "start is missing: the multiplier was taken as 1 (give the starting field if a multiplier card was dealt to it)"
)
PLAIN = "game: kyurei\nplayers: Ann, Bo, Cy\nAnn: crane 1r 1c 1c\nBo: curtain 3r 3c 3c\nCy: rest\n"


@pytest.mark.parametrize(
    ("sample", "lang", "why"),
    [
        ("multiplier", "C.UTF-8", "x4 from the starting field's Rain Man; Crane and Full Moon wait for later rounds"),
        ("multiplier", "ja_JP.UTF-8", "最初の場札の柳に小野道風で×4；松に鶴・芒に月は後の局に持ち越す"),
        ("carried", "C.UTF-8", "x2 carried over from an earlier round; Phoenix and Curtain wait for later rounds"),
        ("carried", "ja_JP.UTF-8", "前の局から持ち越した×2；桐に鳳凰・桜に幕は後の局に持ち越す"),
    ],
)
def test_the_view_says_why_the_multiplier_is_what_it_is(cli, monkeypatch, sample: str, lang: str, why: str) -> None:
    monkeypatch.setenv("LANG", lang)
    result = cli("score", str(SAMPLES / f"kyurei-{sample}.toml"))
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1] == why  # under the title with its ×N


def test_one_multiplier_card_says_which_and_a_plain_round_says_nothing(cli) -> None:
    doubled = cli("score", "-", input=f"{PLAIN}start: moon 42 52 62 72 92\n")
    assert doubled.stdout.splitlines()[1] == "x2 from the starting field's Full Moon"
    plain = cli("score", "-", input=f"{PLAIN}start: 42 52 62 72 92 102\n")
    assert plain.stdout.splitlines()[1] == ""  # straight on to the parties


def test_without_carry_over_the_others_are_dropped(cli) -> None:
    result = cli("score", "-", input=f"{PLAIN}start: rain-man moon 42 52 62 72\nhouse: carry_over=false\n")
    assert (
        result.stdout.splitlines()[1] == "x4 from the starting field's Rain Man; Full Moon dropped (carry_over = false)"
    )


def test_score_warns_when_start_is_missing(cli_json: Callable[..., Any], cli, monkeypatch) -> None:
    status, data = cli_json("score", "-", input=PLAIN)
    assert status == 0 and data["multiplier"] == 1
    assert NO_START in data["warnings"]
    status, data = cli_json("score", "-", input=f"{PLAIN}start: 42 52 62 72 92 102\n")
    assert status == 0 and data["warnings"] == []
    # A stated multiplier is no guess: nothing to warn of.
    status, data = cli_json("score", "-", input=f"{PLAIN}multiplier: 2\n")
    assert status == 0 and NO_START not in data["warnings"]
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    shown = cli("score", "-", input=PLAIN)
    assert "最初の場札（`start`）がない：倍率を1とした" in shown.stdout


def test_the_html_export_says_why_too(cli, cli_json, tmp_path: Path) -> None:
    start_game(cli_json, "kyurei", ["Ann", "Bo", "Cy"])
    assert (
        cli("add", "-", input="Ann: crane 1r 1c 1c\nBo: 3r 3c 3c\nCy: rest\nstart: curtain 42 52 62 72 92\n").exit_code
        == 0
    )
    out = tmp_path / "game.html"
    assert cli("export", "--format", "html", "--output", str(out)).exit_code == 0
    assert "x2 from the starting field&#39;s Curtain" in out.read_text(encoding="utf-8")
