"""Who pays whom: the fewest transfers that settle a round's scores or a session's totals.

Pure functions on plain mappings of party name to amount; no rich, no ledger.  A balance
is what a party wins (positive) or owes (negative); the balances of a settlement sum to zero.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hanascore.core.result import Payment

#: Above this many parties with a balance the exact search (2**n subsets) gives way to the
#: greedy one, which still needs at most n - 1 transfers.  A table seats at most seven.
EXACT_LIMIT = 16


def payments(balances: Mapping[str, int]) -> list[Payment]:
    """The fewest payments that settle ``balances`` (name -> amount won, negative: owed).

    Every party then has paid and received exactly its balance, every amount is positive,
    and there are at most n - 1 payments for n parties with a balance (fewer when some
    groups of parties settle among themselves).  Ordered by payer, then payee, as
    ``balances`` lists them.  Raises ValueError when the balances do not sum to zero.
    """
    if sum(balances.values()):
        raise ValueError(f"balances must sum to zero, not {sum(balances.values())}: {dict(balances)}")
    order = {name: index for index, name in enumerate(balances)}
    open_parties = [name for name, amount in balances.items() if amount]
    groups = _zero_sum_groups(open_parties, balances) if len(open_parties) <= EXACT_LIMIT else [open_parties]
    found = [payment for group in groups for payment in _settle_group(group, balances, order)]
    return sorted(found, key=lambda p: (order[p.payer], order[p.payee]))


def _zero_sum_groups(names: list[str], balances: Mapping[str, int]) -> list[list[str]]:
    """``names`` split into the most groups that each sum to zero.

    A group of k parties settles in k - 1 payments, so the most groups make the fewest
    payments.  ``best[mask]`` is the most zero-sum groups the parties of ``mask`` form when
    taken in some order (a prefix summing to zero closes a group): the usual subset search.
    """
    count = len(names)
    full = (1 << count) - 1
    total = [0] * (full + 1)
    for mask in range(1, full + 1):
        low = (mask & -mask).bit_length() - 1
        total[mask] = total[mask & (mask - 1)] + balances[names[low]]
    best = [0] * (full + 1)
    last: list[int] = [-1] * (full + 1)
    for mask in range(1, full + 1):
        for index in range(count):
            if mask >> index & 1 and (best[mask ^ (1 << index)] >= best[mask] or last[mask] < 0):
                best[mask], last[mask] = best[mask ^ (1 << index)], index
        if total[mask] == 0:
            best[mask] += 1
    # Walk back from everybody: each time the remaining parties sum to zero a group closes.
    groups: list[list[str]] = []
    current: list[str] = []
    mask = full
    while mask:
        if total[mask] == 0 and current:
            groups.append(current)
            current = []
        index = last[mask]
        current.append(names[index])
        mask ^= 1 << index
    if current:
        groups.append(current)
    return groups


def _settle_group(group: list[str], balances: Mapping[str, int], order: Mapping[str, int]) -> list[Payment]:
    """Settle one zero-sum group: the biggest debtor pays the biggest creditor, again and
    again; each payment clears at least one of them, the last clears both (k - 1 at most)."""
    owed = {name: balances[name] for name in group}
    found = []
    while True:
        creditors = [n for n in owed if owed[n] > 0]
        debtors = [n for n in owed if owed[n] < 0]
        if not creditors:
            return found
        creditor = max(creditors, key=lambda n: (owed[n], -order[n]))
        debtor = min(debtors, key=lambda n: (owed[n], order[n]))
        amount = min(owed[creditor], -owed[debtor])
        found.append(Payment(debtor, creditor, amount))
        owed[creditor] -= amount
        owed[debtor] += amount


@dataclass(frozen=True, slots=True)
class Settlement:
    """What a session's totals come to in money at ``stake`` per point, and who pays whom."""

    stake: int
    #: ``"totals"``: the totals sum to zero and each party wins or owes its total times the
    #: stake; ``"differences"``: they do not (a game that is not zero-sum, adjustments) and every pair
    #: of parties settles the difference of their totals.
    basis: str
    balances: dict[str, int]
    payments: tuple[Payment, ...]

    def as_json(self) -> dict[str, Any]:
        """The ``"settlement"`` key of ``standings --json --stake N``."""
        return {
            "stake": self.stake,
            "basis": self.basis,
            "parties": [{"name": name, "amount": amount} for name, amount in self.balances.items()],
            "payments": [{"from": p.payer, "to": p.payee, "amount": p.amount} for p in self.payments],
        }


#: The most digits of a stake: far past any table's money, far short of what Python reads.
MAX_STAKE_DIGITS = 18


def parse_stake(text: str) -> int:
    """``--stake``'s money per point: a positive whole number (``1_000`` allowed); ValueError
    saying what a stake is otherwise."""
    cleaned = text.strip().replace("_", "")
    # No table's money per point has 19 digits; Python reads none past 4,300 (a bug's ValueError).
    if not cleaned.isascii() or not cleaned.isdigit() or len(cleaned) > MAX_STAKE_DIGITS or int(cleaned) < 1:
        raise ValueError(f"--stake {text!r} is not money per point: give a positive whole number, e.g. --stake 100")
    return int(cleaned)


def settle_totals(totals: Mapping[str, int], stake: int) -> Settlement:
    """Settle a session's running ``totals`` at ``stake`` money per point.

    Totals that sum to zero (the zero-sum games) are the balances themselves.  Others cannot
    be paid as they stand (somebody would be paid from nowhere), so every pair of parties
    settles the difference of its totals: a party's balance is the sum of its differences
    with every other party, which always sums to zero.
    """
    if stake < 1:
        raise ValueError(f"the stake must be a positive whole number, not {stake}")
    if sum(totals.values()) == 0:
        basis, balances = "totals", {name: total * stake for name, total in totals.items()}
    else:
        whole = sum(totals.values())
        basis = "differences"
        balances = {name: (len(totals) * total - whole) * stake for name, total in totals.items()}
    return Settlement(stake, basis, balances, tuple(payments(balances)))
