"""Sheet in, result out: the pure entry point every command uses to score a round."""

from __future__ import annotations

from typing import Any

from .result import RoundResult
from .sheet import RawSheet, load_sheet, read_sheet
from .validation import GameSetup, resolve


def score_sheet(sheet: RawSheet, setup: GameSetup | None = None) -> RoundResult:
    """Resolve, check and score one round (raises SheetError listing every problem)."""
    round_, warnings = resolve(sheet, setup)
    result = round_.game.score(round_)
    if warnings:
        result.warnings = warnings + result.warnings
    return result


def score_text(text: str, setup: GameSetup | None = None) -> RoundResult:
    """Score a sheet given as text, in either the TOML or the quick form."""
    return score_sheet(read_sheet(text), setup)


def score_data(data: dict[str, Any], setup: GameSetup | None = None) -> RoundResult:
    """Score a sheet given as a TOML-shaped dict."""
    return score_sheet(load_sheet(data), setup)
