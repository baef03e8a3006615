"""Rewrite every ``samples/NAME.expected.json`` from what ``hanascore score NAME --json`` prints.

    python benchmarks/regen_expected.py

The expected files are golden cases: ``tests/test_samples.py`` compares each sample's result
with them.  Run this only after a deliberate change of results, reviewed against the numbers
worked out in each sample's comments, and commit the new files with that change.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def main() -> None:
    for sample in sorted(p for p in SAMPLES.iterdir() if p.suffix in (".toml", ".txt")):
        run = subprocess.run(
            [sys.executable, "-m", "hanascore", "score", str(sample), "--json"], capture_output=True, text=True
        )
        data = json.loads(run.stdout)
        expected = sample.with_suffix(".expected.json")
        expected.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{expected.name}: exit {run.returncode}")


if __name__ == "__main__":
    main()
