"""In Japanese, the cards of a pile, a yaku and the rules' lists are separated by 「、」, as
Japanese is written, not by an English comma (issue 31: Japanese as players write it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def shown(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", *args, "--lang", "ja"],
        capture_output=True,
        text=True,
        env={"COLUMNS": "200", "PATH": "", "LANG": "C.UTF-8"},
        check=True,
    )
    return done.stdout


def test_a_piles_cards_are_listed_with_the_ideographic_comma() -> None:
    view = shown("score", str(SAMPLES / "mushi-leftover.txt"))
    assert "10 松に鶴、30 桜に幕、80 芒に月" in view
    assert ", " not in view


def test_the_english_view_keeps_its_comma() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", "score", str(SAMPLES / "mushi-leftover.txt"), "--lang", "en"],
        capture_output=True,
        text=True,
        env={"COLUMNS": "200", "PATH": "", "LANG": "C.UTF-8"},
        check=True,
    )
    assert "10 Crane, 30 Curtain, 80 Full Moon" in done.stdout
