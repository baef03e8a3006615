"""Issue 30's settled decision on the collector: "The gc threshold in `cli/main.py` stays (one
documented line ...); set it before the imports, so that no command pays a collection of its
own imports (about 19 ms each)."
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hanascore.cli.main import COLLECTOR_THRESHOLD

ROOT = Path(__file__).resolve().parent.parent
#: Counts the collections made once hanascore's own modules load, up to the end of the import.
PROBE = """
import gc, json, sys
seen = []
def count(phase, info):
    if phase == "stop" and any(name.startswith("hanascore.cli.") for name in sys.modules):
        seen.append(info["generation"])
gc.callbacks.append(count)
import hanascore.cli.main
gc.callbacks.clear()
print(json.dumps({"collections": seen, "threshold": gc.get_threshold()[0]}))
"""


def test_the_threshold_is_set_before_the_commands_imports() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(2):  # the first run may write the bytecode caches
        run = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True)
    answer = json.loads(run.stdout)
    # Before: 21 collections while cli.main imported the console and the scoring core, older
    # generations among them. Now at most the youngest generation is scanned, once every
    # COLLECTOR_THRESHOLD objects: the imports make a few tens of thousands.
    assert answer["threshold"] == COLLECTOR_THRESHOLD
    assert answer["collections"] in ([], [0]), answer["collections"]
