"""A season's archive checked in one start-up (a benchmark, not a test):
``python benchmarks/bench_batch.py [--sheets N] [--runs R]``.

Writes ``N`` sheets (default 1,000) to a temporary folder: the bundled samples as written, and
random played-out Mushi rounds in the quick form for the rest.  Then, alternating runs, times

- ``hanascore score DIR/*.toml DIR/*.txt --json`` (one process, one JSON line a sheet), and
- the same sheets as one stream on standard input (``score - --json``, sheets split at ``---``),

against ``python -c "import typer, pydantic"``, and prints the medians and the spread.  Issue
#8 asks for 1,000 sheets under 0.5 s.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_ledger import random_mushi_sheet

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def write_sheets(folder: Path, count: int, rng: random.Random) -> list[Path]:
    """``count`` sheets in ``folder``: the samples first, then random quick-form Mushi rounds."""
    paths = []
    for sample in sorted(SAMPLES.glob("*.t*"))[:count]:
        path = folder / sample.name
        path.write_text(sample.read_text(encoding="utf-8"), encoding="utf-8")
        paths.append(path)
    for number in range(count - len(paths)):
        players = ("Ann", "Bo")
        piles = random_mushi_sheet(rng, players)["captured"]
        lines = ["game: mushi", "players: Ann, Bo", *(f"{name}: {pile}" for name, pile in piles.items())]
        path = folder / f"round-{number:05}.txt"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


def timed(command: list[str], stdin: str | None = None) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, input=stdin, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{command[:4]}... failed ({done.returncode}): {done.stderr[:500]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=1000, help="sheets in the archive (default 1000)")
    parser.add_argument("--runs", type=int, default=11, help="alternating runs (default 11)")
    args = parser.parse_args()
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # measure with bytecode caches, as users run
    with tempfile.TemporaryDirectory() as folder:
        paths = write_sheets(Path(folder), args.sheets, random.Random(20261123))
        stream = "\n---\n".join(path.read_text(encoding="utf-8") for path in paths)
        hanascore = [sys.executable, "-m", "hanascore", "score"]
        jobs = {
            "floor: import typer, pydantic": ([sys.executable, "-c", "import typer, pydantic"], None),
            f"score FILE x{len(paths)} --json": ([*hanascore, *map(str, paths), "--json"], None),
            f"score - --json ({len(paths)} sheets)": ([*hanascore, "-", "--json"], stream),
        }
        for command, stdin in jobs.values():
            timed(command, stdin)  # bytecode caches written, files in the page cache
        times: dict[str, list[float]] = {name: [] for name in jobs}
        for _ in range(args.runs):
            for name, (command, stdin) in random.sample(list(jobs.items()), len(jobs)):
                times[name].append(timed(command, stdin))
        floor = times["floor: import typer, pydantic"]
        print(f"{args.runs} alternating runs on {os.cpu_count()} cores; medians (10th-90th percentile)")
        for name, values in times.items():
            deciles = statistics.quantiles(values, n=10)
            ratios = [value / base for value, base in zip(values, floor, strict=True)]
            print(
                f"  {name:34} {statistics.median(values):6.3f} s ({deciles[0]:.3f}-{deciles[-1]:.3f})"
                f"  {statistics.median(ratios):5.2f}x the floor"
            )


if __name__ == "__main__":
    main()
