"""settle.py: the fewest payments that settle balances, and a session's totals at a stake."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hanascore.core.result import Payment
from hanascore.core.settle import payments, settle_totals
from hanascore.games import find_game
from hanascore.games.scoring import score_text
from tests.conftest import SAMPLES

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]


@st.composite
def balances(draw: st.DrawFn) -> dict[str, int]:
    """2-7 parties whose balances sum to zero (some of them 0)."""
    count = draw(st.integers(2, 7))
    amounts = draw(st.lists(st.integers(-500, 500), min_size=count - 1, max_size=count - 1))
    return dict(zip(NAMES[:count], [*amounts, -sum(amounts)], strict=True))


def net(found: list[Payment]) -> Counter[str]:
    moved: Counter[str] = Counter()
    for p in found:
        moved[p.payee] += p.amount
        moved[p.payer] -= p.amount
    return moved


def most_zero_sum_groups(owed: dict[str, int]) -> int:
    """By brute force: the most groups the parties with a balance split into, each summing to 0."""
    names = [n for n, v in owed.items() if v]
    if not names:
        return 0
    best = 1
    for size in range(1, len(names)):
        for group in combinations(names, size):
            if sum(owed[n] for n in group) == 0:
                rest = {n: owed[n] for n in names if n not in group}
                best = max(best, 1 + most_zero_sum_groups(rest))
    return best


@given(balances())
def test_every_party_pays_or_receives_exactly_its_balance(owed: dict[str, int]) -> None:
    found = payments(owed)
    moved = net(found)
    assert all(moved[name] == amount for name, amount in owed.items())
    assert all(p.amount > 0 and p.payer != p.payee for p in found)
    assert len(found) <= max(sum(1 for v in owed.values() if v) - 1, 0)
    assert not {p.payer for p in found} & {p.payee for p in found}  # nobody pays and is paid


@given(balances())
def test_the_fewest_payments(owed: dict[str, int]) -> None:
    # k zero-sum groups of n parties with a balance settle in n - k payments, and no fewer.
    open_count = sum(1 for v in owed.values() if v)
    assert len(payments(owed)) == open_count - most_zero_sum_groups(owed)


def test_where_biggest_first_needs_one_more() -> None:
    # Paying the biggest debt to the biggest credit first makes 4 payments; Bo-Ed and
    # Ann-Cy-Di settle apart in 3.
    found = payments({"Ann": 6, "Bo": 4, "Cy": -3, "Di": -3, "Ed": -4})
    assert found == [Payment("Cy", "Ann", 3), Payment("Di", "Ann", 3), Payment("Ed", "Bo", 4)]


def test_nothing_to_pay() -> None:
    assert payments({"Ann": 0, "Bo": 0}) == []


def test_balances_that_do_not_sum_to_zero_are_refused() -> None:
    with pytest.raises(ValueError, match="sum to zero"):
        payments({"Ann": 5, "Bo": -4})


def test_zero_sum_totals_are_paid_as_they_stand() -> None:
    settled = settle_totals({"Ann": 12, "Bo": -12}, 100)
    assert settled.basis == "totals"
    assert settled.balances == {"Ann": 1200, "Bo": -1200}
    assert settled.payments == (Payment("Bo", "Ann", 1200),)


def test_other_totals_settle_the_difference_between_every_pair() -> None:
    # Ann 60, Bo 70, Cy 10: Ann gets 50 from Cy and pays Bo 10 (+40); Bo gets 10 + 60 (+70);
    # Cy pays 50 + 60 (-110).
    settled = settle_totals({"Ann": 60, "Bo": 70, "Cy": 10}, 10)
    assert settled.basis == "differences"
    assert settled.balances == {"Ann": 400, "Bo": 700, "Cy": -1100}
    assert settled.payments == (Payment("Cy", "Ann", 400), Payment("Cy", "Bo", 700))


def test_the_stake_is_a_positive_whole_number() -> None:
    with pytest.raises(ValueError, match="positive"):
        settle_totals({"Ann": 1, "Bo": -1}, 0)


SHEETS = sorted(p for p in SAMPLES.iterdir() if p.suffix in (".toml", ".txt"))


@pytest.mark.parametrize("path", SHEETS, ids=lambda p: p.stem)
def test_every_samples_round_pays_what_its_scores_say(path: Path) -> None:
    result = score_text(path.read_text())
    game = find_game(result.game)
    found = game.round_payments(result)
    if found is None:  # Sakura's points: nobody pays
        assert not game.zero_sum and "payments" not in result.extras
        return
    assert net(found) == Counter({n: s for n, s in result.scores().items() if s})
    assert all(p.amount > 0 for p in found)
    # Every loser pays a winner; nobody both pays and receives.
    assert not {p.payer for p in found} & {p.payee for p in found}


def test_mushi_drop_out_the_sitting_out_player_neither_pays_nor_is_paid() -> None:
    result = score_text((SAMPLES / "mushi-three-players.toml").read_text())
    sitting = [p.name for p in result.parties if not p.active]
    found = find_game("mushi").round_payments(result)
    assert sitting and found and not {p.payer for p in found} & set(sitting)
    assert not {p.payee for p in found} & set(sitting)


@given(st.lists(st.integers(-300, 300), min_size=2, max_size=7), st.integers(1, 1000))
def test_any_totals_settle_in_money_that_sums_to_zero(totals: list[int], stake: int) -> None:
    named = dict(zip(NAMES, totals, strict=False))
    settled = settle_totals(named, stake)
    assert sum(settled.balances.values()) == 0
    assert net(list(settled.payments)) == Counter({n: v for n, v in settled.balances.items() if v})
    # More points never means less money, and the stake divides every amount.
    ranked = sorted(named, key=named.__getitem__)
    assert [settled.balances[n] for n in ranked] == sorted(settled.balances.values())
    assert all(amount % stake == 0 for amount in settled.balances.values())
    if sum(totals) == 0:
        assert settled.balances == {n: t * stake for n, t in named.items()}
