"""How long the core takes per round when a ledger is replayed (a benchmark, not a test):
``python benchmarks/bench_replay.py [--rounds N] [--bursts B]``.

Two figures, CPU time in this process, medians of alternating bursts:

- ``replay``: :func:`hanascore.ledger.replay.replay` of a game of N random two-player Mushi rounds
  (each stored sheet read back and re-scored, as ``standings`` and ``export`` do);
- ``score``: :func:`hanascore.games.scoring.score_sheet` of the same rounds' sheets already read,
  at the game's table (the scoring core alone).

The rounds are those of ``benchmarks/bench_ledger.py`` (its ``random_mushi_sheet``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from hanascore.games.scoring import score_sheet
from hanascore.games.sheets import load_sheet, sheet_text
from hanascore.ledger.definition import build_definition
from hanascore.ledger.replay import RoundEntry, replay

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_ledger import random_mushi_sheet


def entries_of(rounds: int, seed: int = 20240501) -> tuple[object, list[RoundEntry]]:
    """A Mushi game's definition and ``rounds`` random round entries, dealt by the chain."""
    rng = random.Random(seed)
    players = ("Ann", "Bo")
    definition = build_definition("mushi", list(players), rounds=max(rounds, 12))
    ledger = replay(definition, [])
    entries = []
    for _ in range(rounds):
        sheet = load_sheet(random_mushi_sheet(rng, players))
        # Kept as a ledger keeps a round: the text as entered (here the quick sheet).
        entry = RoundEntry(text=sheet_text(sheet.to_dict()), dealer=ledger.dealer_for(sheet))
        ledger.apply(entry, sheet)
        entries.append(entry)
    return definition, entries


def burst(work: Callable[[], None]) -> float:
    """CPU seconds of one run of ``work``."""
    start = time.process_time()
    work()
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1000, help="rounds in the game (default 1000)")
    parser.add_argument("--bursts", type=int, default=21, help="bursts of each kind (default 21)")
    args = parser.parse_args()
    definition, entries = entries_of(args.rounds)
    table = definition.table  # type: ignore[attr-defined]
    sheets = [(row.sheet, row.dealer) for row in replay(definition, entries).rounds]  # type: ignore[arg-type]

    def replay_all() -> None:
        replay(definition, entries)  # type: ignore[arg-type]

    def score_all() -> None:
        for sheet, dealer in sheets:
            score_sheet(sheet, table, dealer=dealer)

    kinds = {"replay (read back + score)": replay_all, "score_sheet at the game's table": score_all}
    times: dict[str, list[float]] = {name: [] for name in kinds}
    for _ in range(args.bursts):
        for name, work in kinds.items():
            times[name].append(burst(work))
    for name, values in times.items():
        per_round = [t / args.rounds * 1e6 for t in values]
        low, high = statistics.quantiles(per_round, n=10)[::8] if len(per_round) >= 3 else (min(per_round),) * 2
        print(
            f"{name:32} median {statistics.median(per_round):6.1f} µs/round  "
            f"(p10 {low:.1f}, p90 {high:.1f}); {args.rounds} rounds: {statistics.median(values) * 1e3:.1f} ms"
        )


if __name__ == "__main__":
    main()
