"""Every benchmark and fuzz campaign still runs, at its smallest size.

They are measuring tools, not tests, and nothing else runs them: five of the nine had stopped
working (a function moved to another module, the same round added twice now refused as a
repeat, sheets of the newer games that a benchmark wrote wrongly) and nobody had noticed until
a measurement was needed.  What they measure is never checked here, only that they run to
their end and say what they found.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import SAMPLES

BENCHMARKS = SAMPLES.parent / "benchmarks"

#: Each script with the arguments that make it smallest, and a word of its last report.
SMALLEST = {
    "bench_batch.py": (["--sheets", "5", "--runs", "2"], "the floor"),
    "bench_counted.py": (["--sheets", "2", "--climb", "2"], "slowest search of any sheet"),
    "bench_ledger.py": (["--rounds", "10", "--games", "8", "--repeat", "1"], "games"),
    "bench_replay.py": (["--rounds", "10", "--bursts", "1"], "rounds"),
    "bench_score.py": (["--seconds", "0.02", "--bursts", "1"], "rounds/s"),
    "bench_serve.py": (
        ["--seconds", "0.5", "--rounds", "3", "--clients", "1", "--writers", "1", "--writer-nice", "1"],
        "nothing lost or doubled",
    ),
    "bench_startup.py": (["--rounds", "1"], "of minimal typer app"),
    "bench_stats.py": (["--games", "40", "--repeat", "1", "--cold"], "person_stats"),
    "fuzz_serve.py": (["--examples", "2"], "0 server errors"),
    "fuzz_sheets.py": (["--examples", "20"], "0 failures"),
}


def test_every_benchmark_is_listed() -> None:
    scripts = {path.name for path in BENCHMARKS.glob("*.py")} - {"regen_expected.py"}
    assert scripts == set(SMALLEST)


@pytest.mark.parametrize("script", sorted(SMALLEST))
def test_the_benchmark_runs_to_its_report(script: str, tmp_path: Path) -> None:
    pytest.importorskip("fastapi")  # the serve benchmarks need the page's extra; all run in CI
    arguments, said = SMALLEST[script]
    env = {**os.environ, "HANASCORE_DB": str(tmp_path / "hanascore.db")}
    run = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *arguments],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert said in run.stdout
