"""``standings --stake N``: what each party wins or owes, and the fewest payments, through the
real program on a small ledger."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import SAMPLES

Hanascore = Callable[..., subprocess.CompletedProcess[str]]


def program(db: str) -> Hanascore:
    """``python -m hanascore ARGS --db DB``, piped, in an English locale."""
    environment = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "HANASCORE_DB")}
    environment["LANG"] = "C.UTF-8"

    def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "hanascore", *args, "--db", db],
            input=stdin,
            capture_output=True,
            text=True,
            env=environment,
        )

    return run


@pytest.fixture
def hanascore(tmp_path: Path) -> Hanascore:
    return program(str(tmp_path / "ledger.db"))


@pytest.fixture(scope="module")
def mushi_session(tmp_path_factory: pytest.TempPathFactory) -> Hanascore:
    """The README's two Mushi rounds: Ann +33 then +39, Bo the opposite (totals 72 / -72)."""
    hanascore = program(str(tmp_path_factory.mktemp("mushi") / "ledger.db"))
    assert hanascore("new", "mushi", "-p", "Ann", "-p", "Bo").returncode == 0
    for sheet in ("round1.txt", "round2.txt"):
        assert hanascore("add", str(SAMPLES / "ledger" / sheet)).returncode == 0
    return hanascore


def test_the_stake_turns_totals_into_money_and_one_payment(mushi_session: Hanascore) -> None:
    shown = mushi_session("standings", "--stake", "100").stdout.splitlines()
    assert "at 100 per point" in shown
    assert "  Ann wins 7,200" in shown and "  Bo owes 7,200" in shown
    assert shown[-2:] == ["settled in 1 payment:", "  Bo pays Ann 7,200"]


def test_without_a_stake_nobody_is_settled(mushi_session: Hanascore) -> None:
    assert "pays" not in mushi_session("standings").stdout


def test_json_gains_a_settlement_only_with_a_stake(mushi_session: Hanascore) -> None:
    plain = json.loads(mushi_session("standings", "--json").stdout)
    staked = json.loads(mushi_session("standings", "--json", "--stake", "100").stdout)
    assert "settlement" not in plain
    assert {k: v for k, v in staked.items() if k != "settlement"} == plain
    assert staked["settlement"] == {
        "stake": 100,
        "basis": "totals",
        "parties": [{"name": "Ann", "amount": 7200}, {"name": "Bo", "amount": -7200}],
        "payments": [{"from": "Bo", "to": "Ann", "amount": 7200}],
    }


@pytest.mark.parametrize("stake", ["0", "-5", "abc", "1.5", "½"])
def test_a_bad_stake_exits_2_saying_what_a_stake_is(mushi_session: Hanascore, stake: str) -> None:
    shown = mushi_session("standings", f"--stake={stake}")
    assert shown.returncode == 2 and shown.stdout == ""
    assert f"--stake {stake!r} is not money per point: give a positive whole number, e.g. --stake 100" in shown.stderr
    as_json = mushi_session("standings", f"--stake={stake}", "--json")
    assert as_json.returncode == 2 and json.loads(as_json.stdout)["errors"][0]["where"] == "--stake"


@pytest.mark.parametrize("json_output", [[], ["--json"]])
def test_an_unknown_language_is_a_usage_problem_with_or_without_json(
    mushi_session: Hanascore, json_output: list[str]
) -> None:
    shown = mushi_session("standings", "--lang", "fr", *json_output)
    assert shown.returncode == 2
    said = json.loads(shown.stdout)["errors"][0]["message"] if json_output else shown.stderr
    assert "--lang 'fr' is not a language hanascore speaks" in said


def test_japanese_standings(mushi_session: Hanascore) -> None:
    shown = mushi_session("standings", "--stake", "100", "--lang", "ja").stdout
    assert "1点100" in shown and "BoはAnnに7,200払う" in shown and "虫" in shown and "合計" in shown


def test_totals_that_do_not_sum_to_zero_settle_every_pair_difference(hanascore: Hanascore) -> None:
    # Sakura's points: Pua 80, Kimo 55, Lani 105 (samples/sakura-quick.txt).  Pairwise
    # differences: Pua +25 -25 = 0, Kimo -25 -50 = -75, Lani +25 +50 = +75.
    new = hanascore("new", "sakura", "-p", "Pua", "-p", "Kimo", "-p", "Lani", "--house", "leftover=all-to-gaji")
    assert new.returncode == 0, new.stderr
    sheet = "".join(
        line
        for line in (SAMPLES / "sakura-quick.txt").read_text().splitlines(keepends=True)
        if not line.startswith(("game:", "players:", "house:"))
    )
    added = hanascore("add", "-", stdin=sheet)
    assert added.returncode == 0, added.stderr
    shown = hanascore("standings", "--stake", "10").stdout.splitlines()
    assert "the totals do not sum to zero: every pair of parties settles the difference of its totals" in shown
    assert "  Pua is even" in shown and "  Kimo owes 750" in shown and "  Lani wins 750" in shown
    assert shown[-1] == "  Kimo pays Lani 750"
