"""A long fuzz campaign on the sheet reader (not part of the test suite's time budget):

    python benchmarks/fuzz_sheets.py [--examples N] [--cli]

Runs the mutations of ``tests/test_fuzz_sheets.py`` through the real command line's code
path (decode, read, check, score) in this process, N times (default 100,000), and reports
the inputs tried, the failures (anything but a result or a reported problem), and the time.

With ``--cli`` the inputs go through the installed command itself: written to files and
scored ``BATCH`` at a time by ``hanascore score FILE... [--json]`` (alternately the JSON and the
terminal view), each run checked for an exit status of 0 or 2 and no traceback.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=100_000)
    parser.add_argument("--cli", action="store_true", help="through the command line, in batches")
    parser.add_argument("--batch", type=int, default=500)
    args = parser.parse_args()
    if args.cli:
        cli_campaign(args.examples, args.batch)
        return
    from hypothesis import HealthCheck, given, settings

    from hanascore.core.errors import HanascoreError
    from hanascore.core.text import decode_sheet
    from hanascore.games.scoring import score_text
    from tests.test_fuzz_sheets import mutated

    tried = failures = 0
    start = time.perf_counter()

    @settings(max_examples=args.examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(mutated())
    def campaign(sheet: bytes) -> None:
        nonlocal tried, failures
        tried += 1
        try:
            score_text(decode_sheet(sheet, "sheet"))
        except HanascoreError:
            pass
        except Exception as error:  # a crash: what this campaign is looking for
            failures += 1
            print(f"FAILURE {type(error).__name__}: {error}\n{sheet!r}\n", file=sys.stderr)

    campaign()
    print(f"{tried:,} inputs tried, {failures} failures, {time.perf_counter() - start:.1f} s")


def cli_campaign(examples: int, batch: int) -> None:
    """The mutated sheets through ``hanascore score``: exit 0 or 2, never a traceback."""
    import subprocess
    import tempfile

    from hypothesis import HealthCheck, given, settings

    from tests.test_fuzz_sheets import mutated

    sheets: list[bytes] = []

    @settings(max_examples=examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(mutated())
    def collect(sheet: bytes) -> None:
        sheets.append(sheet)

    collect()
    start = time.perf_counter()
    failures = runs = 0
    with tempfile.TemporaryDirectory() as folder:
        for first in range(0, len(sheets), batch):
            paths = []
            for number, sheet in enumerate(sheets[first : first + batch]):
                path = Path(folder) / f"sheet{number}.txt"
                path.write_bytes(sheet)
                paths.append(str(path))
            view = ["--json"] if runs % 2 == 0 else []
            done = subprocess.run(
                [sys.executable, "-m", "hanascore", "score", *paths, *view],
                capture_output=True,
                env={**__import__("os").environ, "PYTHONPATH": str(ROOT), "COLUMNS": "80"},
            )
            runs += 1
            if done.returncode not in (0, 2) or b"Traceback" in done.stderr:
                failures += 1
                print(
                    f"FAILURE exit {done.returncode}:\n{done.stderr.decode(errors='replace')[-2000:]}", file=sys.stderr
                )
    print(
        f"{len(sheets):,} inputs through the command line in {runs} runs, {failures} failed runs, "
        f"{time.perf_counter() - start:.1f} s"
    )


if __name__ == "__main__":
    main()
