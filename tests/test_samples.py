"""Every bundled sample is a golden case: its ``score --json`` output is kept beside it.

The expected files were checked against the numbers worked out in each sample's comments;
``benchmarks/regen_expected.py`` rewrites them after a deliberate, reviewed change.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import SAMPLES

SHEETS = sorted(p for p in SAMPLES.iterdir() if p.suffix in (".toml", ".txt"))


def expected_of(sheet: Path) -> Path:
    return sheet.with_suffix(".expected.json")


@pytest.mark.parametrize("sheet", SHEETS, ids=[p.name for p in SHEETS])
def test_sample_scores_as_expected(sheet: Path, cli_json: Callable[..., tuple[int, Any]]) -> None:
    status, data = cli_json("score", str(sheet))
    expected = json.loads(expected_of(sheet).read_text(encoding="utf-8"))
    assert status == 0, data
    assert data == expected, f"{sheet.name} no longer scores as {expected_of(sheet).name} says"


def test_every_sample_has_an_expected_result_and_every_expected_result_a_sample() -> None:
    expected = {p.name for p in SAMPLES.glob("*.expected.json")}
    assert expected == {expected_of(p).name for p in SHEETS}
