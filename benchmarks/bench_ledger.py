"""Time the ledger on big inputs, through the real command line.

* replay + export of one game of 1,000 Mushi rounds (``hanascore export --format csv|json|markdown``);
  every round is re-scored from its stored sheet;
* ``hanascore standings --json`` on a ledger holding 10,000 games, against a ledger holding one.

Beside the commands' wall times, the long game's stages are timed in this process (medians):
reading it from the store, the replay and the part of it that is scoring the rounds, and
each output built from the replayed ledger; what a command costs beyond them is start-up.

Run: ``python benchmarks/bench_ledger.py`` (the databases go to a temporary directory).
The games are written through :mod:`hanascore.ledger.store` directly (one transaction), the timings
are of the ``hanascore`` command as a user runs it.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hanascore.games.mushi.rules import DECK as MUSHI_DECK
from hanascore.games.sheets import load_sheet, sheet_text
from hanascore.ledger.definition import build_definition
from hanascore.ledger.replay import RoundEntry, replay
from hanascore.ledger.store import Store

FORMATS = ("csv", "json", "markdown")


def random_mushi_sheet(rng: random.Random, players: tuple[str, str]) -> dict[str, object]:
    """A valid played-out Mushi round: the 40 cards split at random, nothing left on the field."""
    cards = sorted(MUSHI_DECK)
    rng.shuffle(cards)
    cut = rng.randrange(12, 29)
    return {
        "captured": {
            players[0]: " ".join(map(str, sorted(cards[:cut]))),
            players[1]: " ".join(map(str, sorted(cards[cut:]))),
        },
    }


def fill_game(store: Store, rounds: int, rng: random.Random, players: tuple[str, str] = ("Ann", "Bo")) -> str:
    """Create a Mushi game with ``rounds`` rounds played in ``store``; returns its id."""
    definition = build_definition("mushi", list(players), rounds=max(rounds, 12))
    ledger = replay(definition, [])
    with store.writing():
        game_id = store.create_game(definition)
        for _ in range(rounds):
            sheet = load_sheet(random_mushi_sheet(rng, players))
            # Kept as a ledger keeps a round: the text as entered (here the quick sheet).
            entry = RoundEntry(text=sheet_text(sheet.to_dict()), dealer=ledger.dealer_for(sheet))
            ledger.apply(entry, sheet)
            store.append(game_id, entry)
    return game_id


def timed(command: list[str], db: Path, repeat: int) -> float:
    """The median wall time of ``command`` over ``repeat`` runs (seconds)."""
    # Bytecode caches are written and used, as an installed program would have them.
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}, "HANASCORE_DB": str(db)}
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def stages(db: Path, repeat: int) -> dict[str, float]:
    """Median seconds of each stage of a long-ledger command, in this process (warm)."""
    from hanascore.games.scoring import score_sheet
    from hanascore.views.outputs import written
    from hanascore.views.shapes import standings_json

    store = Store(db)
    game_id = store.current_game_id() or "1"
    stored = store.load_game(game_id)
    ledger = replay(stored.definition, stored.entries)
    sheets = [(row.sheet, row) for row in ledger.rounds]
    table = stored.definition.table

    def scoring() -> None:
        for sheet, row in sheets:
            score_sheet(sheet, table, dealer=row.dealer, carried=row.carried_in)

    steps = {
        "read from the store": lambda: store.load_game(game_id),
        "replay": lambda: replay(stored.definition, stored.entries),
        "  of which scoring": scoring,
        "standings --json shape": lambda: standings_json(game_id, ledger),
        **{f"{fmt} text": (lambda fmt=fmt: written("game", fmt, game_id, ledger)) for fmt in FORMATS},
    }
    times: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(repeat):
        for name, step in steps.items():
            start = time.perf_counter()
            step()
            times[name].append(time.perf_counter() - start)
    store.close()
    return {name: statistics.median(values) for name, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=1000, help="rounds in the long game (default 1000)")
    parser.add_argument("--games", type=int, default=10_000, help="games in the big ledger (default 10000)")
    parser.add_argument(
        "--repeat", type=int, default=5, help="runs per timing (median reported; alternating runs of the long game)"
    )
    args = parser.parse_args()
    rng = random.Random(20240501)
    hanascore = [sys.executable, "-m", "hanascore"]
    with tempfile.TemporaryDirectory() as tmp:
        long_db = Path(tmp) / "long.db"
        fill_game(Store(long_db), args.rounds, rng)
        # The long game's commands and the import floor alternate, round after round, so that
        # the machine's load drifts over all of them alike; each is divided by the floor of
        # its own round.
        floor = [sys.executable, "-c", "import typer, pydantic"]
        commands = {f"export --format {fmt}": [*hanascore, "export", "--format", fmt] for fmt in FORMATS}
        commands["standings --json"] = [*hanascore, "standings", "--json"]
        times: dict[str, list[float]] = {name: [] for name in ["floor", *commands]}
        for _ in range(args.repeat):
            jobs = [("floor", floor), *commands.items()]
            random.shuffle(jobs)
            for name, command in jobs:
                times[name].append(timed(command, long_db, 1))
        print(f"floor (import typer, pydantic):          {statistics.median(times['floor']):.3f} s")
        for name in commands:
            ratios = [t / f for t, f in zip(times[name], times["floor"], strict=True)]
            low, high = (min(ratios), max(ratios)) if len(ratios) < 3 else statistics.quantiles(ratios, n=10)[::8]
            print(
                f"{name + ',':<22} {args.rounds} rounds: {statistics.median(times[name]):.3f} s  "
                f"{statistics.median(ratios):.2f}x ({low:.2f}-{high:.2f}) of the floor"
            )

        print(f"in this process, {args.rounds} rounds (medians):")
        for name, seconds in stages(long_db, args.repeat).items():
            print(f"  {name + ':':<26} {seconds * 1000:7.1f} ms")

        small_db = Path(tmp) / "small.db"
        fill_game(Store(small_db), 6, rng)
        big_db = Path(tmp) / "big.db"
        big = Store(big_db)
        start = time.perf_counter()
        for _ in range(args.games - 1):
            fill_game(big, rng.randrange(0, 7), rng)
        fill_game(big, 6, rng)  # the current game: the last one created
        print(f"(filled {args.games} games in {time.perf_counter() - start:.1f} s)")
        small = timed([*hanascore, "standings", "--json"], small_db, args.repeat)
        large = timed([*hanascore, "standings", "--json"], big_db, args.repeat)
        print(f"standings --json, 1 game in the ledger:  {small:.3f} s")
        print(f"standings --json, {args.games} games:        {large:.3f} s")
        listing = timed([*hanascore, "games", "--json"], big_db, 1)
        print(f"games --json, {args.games} games:            {listing:.3f} s")


if __name__ == "__main__":
    main()
