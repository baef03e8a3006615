"""Measure start-up and scoring speed (a benchmark, not a test): ``python benchmarks/bench_score.py``.

Prints the median wall time of ``hanascore score --json`` and of the human view next to the
bare import of the project's dependencies, and how many rounds a second the pure core scores.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "samples" / "mushi-leftover.txt"


def wall(command: list[str], runs: int = 15) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def rounds_per_second(seconds: float = 2.0) -> float:
    from hanascore.scoring import score_sheet
    from hanascore.sheet import read_sheet

    sheets = [read_sheet(path.read_text()) for path in sorted((ROOT / "samples").glob("*.t*"))]
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for sheet in sheets:
            score_sheet(sheet)
        count += len(sheets)
    return count / (time.perf_counter() - start)


def main() -> None:
    python = sys.executable
    base = wall([python, "-c", "import typer, rich, pydantic"])
    base_no_rich = wall([python, "-c", "import typer, pydantic"])
    json_run = wall([python, "-m", "hanascore", "score", "--json", str(SAMPLE)])
    view_run = wall([python, "-m", "hanascore", "score", str(SAMPLE)])
    print(f"python -c 'import typer, rich, pydantic': {base * 1000:7.1f} ms")
    print(f"python -c 'import typer, pydantic':       {base_no_rich * 1000:7.1f} ms")
    print(
        f"hanascore score --json SAMPLE:            {json_run * 1000:7.1f} ms ({(json_run / base - 1) * 100:+.0f}% vs deps)"
    )
    print(
        f"hanascore score SAMPLE (rich view):       {view_run * 1000:7.1f} ms ({(view_run / base - 1) * 100:+.0f}% vs deps)"
    )
    print(f"scoring core: {rounds_per_second():,.0f} rounds/s (parse + validate + score, all samples)")


if __name__ == "__main__":
    main()
