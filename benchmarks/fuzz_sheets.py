"""A long fuzz campaign on the sheet reader (not part of the test suite's time budget):

    python benchmarks/fuzz_sheets.py [--examples N]

Runs the mutations of ``tests/test_fuzz_sheets.py`` through the real command line's code
path (decode, read, check, score) in this process, N times (default 100,000), and reports
the inputs tried, the failures (anything but a result or a reported problem), and the time.
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
    args = parser.parse_args()
    from hypothesis import HealthCheck, given, settings

    from hanascore.console import decode_sheet
    from hanascore.errors import HanascoreError
    from hanascore.scoring import score_text
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


if __name__ == "__main__":
    main()
