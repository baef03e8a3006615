"""Start-up cost of the commands against their floors (a benchmark, not a test).

    python benchmarks/bench_startup.py [--rounds N] [--cpu]

Every command and every floor is run once per round, in a shuffled order, so that the
machine's load drifts over all of them alike; each command's time is then divided by its
floor's time *of the same round*, and the median and the spread (10th-90th percentile) of
those ratios are printed.  The floors:

- ``import typer, pydantic``: what ``score --json`` would cost just to import a typer and
  pydantic stack;
- ``import typer, rich.console, pydantic``: the same for the rich view;
- a minimal one-command typer app running its command (the installed typer, so the same
  version as hanascore's): the least a typer CLI costs, the floor of the ledger commands;
- the same app printing its answer through a rich console: what a ledger command that shows a
  view (``add`` shows the round it stored) cannot go below.

Bytecode caches are written first (``PYTHONDONTWRITEBYTECODE`` is unset for the runs), and the
ledger commands run against a temporary database holding one game with a few rounds.
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

try:
    import resource
except ImportError:  # Windows: wall-clock time only
    resource = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
SAMPLE = SAMPLES / "mushi-leftover.txt"
MINIMAL_APP = """
import typer
app = typer.Typer()
@app.command()
def hello(name: str = "x") -> None:
    print(name)
app()
"""
MINIMAL_RICH_APP = """
import typer
from rich.console import Console
app = typer.Typer()
@app.command()
def hello(name: str = "x") -> None:
    Console(highlight=False, emoji=False).print(f"[bold]{name}[/bold]")
app()
"""


#: Measure the processor time of each run (user + system, the child's) rather than the
#: wall-clock time: on a busy machine a run waits for a core for as long as it works, and the
#: wall clock measures that wait (``--cpu``).
CPU = False


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(command: list[str], env: dict[str, str], stdin: str | None = None) -> float:
    start = _children_cpu() if CPU else time.perf_counter()
    subprocess.run(command, env=env, input=stdin, text=True, check=True, capture_output=True)
    return (_children_cpu() if CPU else time.perf_counter()) - start


def prepare(env: dict[str, str], python: str) -> None:
    """A ledger with one game of three rounds in a season, and warm bytecode caches."""
    hanascore = [python, "-m", "hanascore"]
    subprocess.run(
        [*hanascore, "new", "mushi", "--player", "Alice", "--player", "Bob"], env=env, check=True, capture_output=True
    )
    round_sheet = "\n".join(
        line for line in SAMPLE.read_text().splitlines() if not line.startswith(("game", "players", "dealer"))
    )
    for _ in range(3):
        subprocess.run(
            [*hanascore, "add", "-", "--yes"], env=env, input=round_sheet, text=True, check=True, capture_output=True
        )
    subprocess.run([*hanascore, "season", "new", "Club"], env=env, check=True, capture_output=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=21, help="runs of each command (default 21)")
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time each run's processor time (user + system) instead of the wall clock: steadier on a busy machine",
    )
    args = parser.parse_args()
    global CPU
    CPU = args.cpu and resource is not None
    python = sys.executable
    folder = Path(tempfile.mkdtemp())
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["HANASCORE_DB"] = str(folder / "bench.db")
    prepare(env, python)
    minimal = folder / "minimal.py"
    minimal.write_text(MINIMAL_APP)
    minimal_rich = folder / "minimal_rich.py"
    minimal_rich.write_text(MINIMAL_RICH_APP)
    round_sheet = "\n".join(
        line for line in SAMPLE.read_text().splitlines() if not line.startswith(("game", "players", "dealer"))
    )
    hanascore = [python, "-m", "hanascore"]
    floors = {
        "import typer, pydantic": [python, "-c", "import typer, pydantic"],
        "import typer, rich.console, pydantic": [python, "-c", "import typer, rich.console, pydantic"],
        "minimal typer app": [python, str(minimal)],
        "minimal typer app + rich view": [python, str(minimal_rich)],
    }
    #: Each command with the floors it is divided by.
    commands: dict[str, tuple[list[str], tuple[str, ...], str | None]] = {
        "score --json": ([*hanascore, "score", str(SAMPLE), "--json"], ("import typer, pydantic",), None),
        "score (view)": (
            [*hanascore, "score", str(SAMPLE)],
            ("minimal typer app", "import typer, rich.console, pydantic"),
            None,
        ),
        "standings --json": ([*hanascore, "standings", "--json"], ("minimal typer app",), None),
        "standings (view)": ([*hanascore, "standings"], ("minimal typer app", "minimal typer app + rich view"), None),
        "history --json": ([*hanascore, "history", "--json"], ("minimal typer app",), None),
        "show 1 --json": ([*hanascore, "show", "1", "--json"], ("minimal typer app",), None),
        "history (view)": ([*hanascore, "history"], ("minimal typer app", "minimal typer app + rich view"), None),
        "show 1 (view)": ([*hanascore, "show", "1"], ("minimal typer app", "minimal typer app + rich view"), None),
        **{
            f"export -f {form}": ([*hanascore, "export", "-f", form], ("minimal typer app",), None)
            for form in ("csv", "json", "jsonl", "markdown", "html")
        },
        "stats (view)": ([*hanascore, "stats"], ("minimal typer app", "minimal typer app + rich view"), None),
        "stats --json": ([*hanascore, "stats", "--json"], ("minimal typer app",), None),
        "players (view)": ([*hanascore, "players"], ("minimal typer app", "minimal typer app + rich view"), None),
        "players --json": ([*hanascore, "players", "--json"], ("minimal typer app",), None),
        "season show": ([*hanascore, "season", "show"], ("minimal typer app", "minimal typer app + rich view"), None),
        "season show --json": ([*hanascore, "season", "show", "--json"], ("minimal typer app",), None),
        "add -": (
            [*hanascore, "add", "-", "--yes"],
            ("minimal typer app", "minimal typer app + rich view"),
            round_sheet,
        ),
        "add - --json": ([*hanascore, "add", "-", "--yes", "--json"], ("minimal typer app",), round_sheet),
        "--help": ([*hanascore, "--help"], ("minimal typer app",), None),
    }
    adds = sum(1 for _, _, stdin in commands.values() if stdin is not None)
    ratios: dict[tuple[str, str], list[float]] = {
        (name, floor): [] for name, (_, of, _) in commands.items() for floor in of
    }
    times: dict[str, list[float]] = {name: [] for name in [*floors, *commands]}
    for _ in range(args.rounds):
        jobs = [(name, command, None) for name, command in floors.items()]
        jobs += [(name, command, stdin) for name, (command, _, stdin) in commands.items()]
        random.shuffle(jobs)
        this_round = {name: run(command, env, stdin) for name, command, stdin in jobs}
        # An added round would end the game after 12: keep the ledger at its size.
        for _ in range(adds):
            subprocess.run([*hanascore, "undo"], env=env, check=True, capture_output=True)
        for name, seconds in this_round.items():
            times[name].append(seconds)
        for name, floor in ratios:
            ratios[name, floor].append(this_round[name] / this_round[floor])
    measure = "processor time" if CPU else "wall-clock time"
    print(f"{args.rounds} alternating rounds on {os.cpu_count()} cores, {measure}; medians (10th-90th percentile)")
    for name in floors:
        print(f"  floor {name:38} {statistics.median(times[name]) * 1000:6.1f} ms")
    for (name, floor), values in ratios.items():
        # Too few rounds for deciles (the test suite runs one): the spread is the extremes.
        low, high = (min(values), max(values)) if len(values) < 3 else statistics.quantiles(values, n=10)[::8]
        print(
            f"  {name:18} {statistics.median(times[name]) * 1000:6.1f} ms  "
            f"{statistics.median(values):.2f}x ({low:.2f}-{high:.2f}) of {floor}"
        )


if __name__ == "__main__":
    main()
