"""How many rounds a second the core validates and scores from sheet text (a benchmark, not a
test): ``python benchmarks/bench_score.py [--seconds S]``.

One implementation does it all (``hanascore.games.scoring.score_text``: read, check, score); the
figures are CPU time in this process, medians of alternating bursts, for

- the bundled samples as written (17 of 20 are TOML; parsing the TOML is about a quarter);
- the same rounds in the quick form where the quick form can say them (no teams, no
  leftover tables), as players paste them from a chat;
- the samples' sheets already read (what replaying a ledger costs per round);
- random played-out rounds of every game, in the quick form and in TOML (what a season's
  archive mostly holds): each month's cards paired at random and each pair captured by a
  random player, kept where that makes a round that scores (one forming an unannounced
  round-stopping yaku is no round);
  each game alone, then all five shuffled together;
- the samples read and shape-checked only, not scored (``hanascore.games.sheets.read_sheet``): what
  the text adds to a round.

The start-up of the commands is measured by ``benchmarks/bench_startup.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hanascore.core.errors import HanascoreError
from hanascore.games import find_game
from hanascore.games.scoring import score_sheet, score_text
from hanascore.games.sheets import load_sheet, read_sheet, read_sheet_text

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
#: Players of each game's random rounds.
SEATS = {
    "mushi": ("Ann", "Bo"),
    "sakura": ("Ann", "Bo", "Cy"),
    "kyu-rei-hana": ("Ann", "Bo", "Cy"),
    "matsu-kiri-bozu": ("Ann", "Bo"),
    "musashino-bana": ("Ann", "Bo", "Cy"),
}
QUICK_FACTS = {"wild_captured": "wild", "stopped_by": "stopped by", "next_dealer": "next dealer"}


def quick_form(data: dict[str, Any]) -> str | None:
    """The sheet ``data`` written in the quick form, or None where only TOML can say it."""
    if {"teams", "leftover", "variant"} & data.keys() or isinstance(data.get("crane_after_storm"), dict):
        return None
    lines = []
    for key, value in data.items():
        if key in ("captured", "field", "house"):
            continue
        if isinstance(value, dict) and key != "bids":  # a table (teyaku, koi calls): TOML's
            return None
        if isinstance(value, list):  # players, active, dropped, sage
            value = ", ".join(value)
        elif key == "bids":
            value = ", ".join(f"{name}={bid}" for name, bid in value.items())
        elif isinstance(value, bool):
            value = "true" if value else "false"
        lines.append(f"{QUICK_FACTS.get(key, key.replace('_', ' '))}: {value}")
    if data.get("house"):
        pairs = ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in data["house"].items())
        lines.append(f"house: {pairs}")
    lines += [f"{name}: {pile}" for name, pile in data.get("captured", {}).items()]
    lines += [f"{moment}: {cards}" for moment, cards in data.get("field", {}).items()]
    return "\n".join(lines) + "\n"


def played_out(game_id: str, toml: bool, count: int, rng: random.Random) -> list[str]:
    """``count`` random played-out rounds of the game as sheet text (see the module)."""
    game, players = find_game(game_id), SEATS[game_id]
    sheets: list[str] = []
    while len(sheets) < count:
        # Captures take two cards of a month: each month's cards, in a random order, make two
        # pairs, and each pair goes to a random player.
        piles: dict[str, list[int]] = {name: [] for name in players}
        for month in range(1, 13):
            cards = [c for c in game.deck if c // 10 == month]
            rng.shuffle(cards)
            for pair in (cards[:2], cards[2:]):
                piles[rng.choice(players)].extend(pair)
        written = {name: " ".join(map(str, sorted(pile))) for name, pile in piles.items()}
        if toml:
            names = ", ".join(f'"{name}"' for name in players)
            lines = [f'game = "{game_id}"', f"players = [{names}]", "[captured]"]
            lines += [f'{name} = "{pile}"' for name, pile in written.items()]
        else:
            lines = [f"game: {game_id}", f"players: {', '.join(players)}"]
            lines += [f"{name}: {pile}" for name, pile in written.items()]
        text = "\n".join(lines) + "\n"
        try:
            score_text(text)
        except HanascoreError:
            continue
        sheets.append(text)
    return sheets


def rate(work: Callable[[], int], seconds: float) -> float:
    """Rounds a second of CPU time over ``seconds``."""
    count, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        count += work()
    return count / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per burst (default 1)")
    parser.add_argument("--bursts", type=int, default=7, help="bursts of each kind (default 7)")
    args = parser.parse_args()
    texts = [p.read_text(encoding="utf-8") for p in sorted(SAMPLES.glob("*.t*"))]
    quick = [q for q in (quick_form(read_sheet_text(t)) for t in texts) if q is not None]
    for text in quick:
        score_text(text)  # every quick form scores: a mistake here would flatter the figure
    read = [load_sheet(read_sheet_text(t)) for t in texts]
    # What a season's archive mostly holds: rounds played out, pasted or written as TOML.
    rng = random.Random(20261125)
    season = {(game_id, toml): played_out(game_id, toml, 100, rng) for toml in (False, True) for game_id in SEATS}
    mixed = {toml: [text for (_, t), texts in season.items() if t == toml for text in texts] for toml in (False, True)}
    for shuffled in mixed.values():
        rng.shuffle(shuffled)

    def of(items: list[Any], score: Callable[[Any], object]) -> Callable[[], int]:
        def work() -> int:
            for item in items:
                score(item)
            return len(items)

        return work

    kinds = {
        f"samples as written ({len(texts)} sheets)": of(texts, score_text),
        f"the same in the quick form ({len(quick)} sheets)": of(quick, score_text),
        "sheets already read (ledger replay)": of(read, score_sheet),
        **{
            f"played out: {game_id}, {'TOML' if toml else 'quick form'}": of(texts, score_text)
            for (game_id, toml), texts in season.items()
        },
        **{
            f"played out: all five shuffled, {'TOML' if toml else 'quick form'}": of(texts, score_text)
            for toml, texts in mixed.items()
        },
        "samples read, not scored": of(texts, read_sheet),
    }
    figures: dict[str, list[float]] = {name: [] for name in kinds}
    for _ in range(args.bursts):
        for name, work in kinds.items():
            figures[name].append(rate(work, args.seconds))
    for name, values in figures.items():
        print(
            f"{name:50} median {statistics.median(values):8,.0f} rounds/s  (min {min(values):,.0f}, max {max(values):,.0f})"
        )


if __name__ == "__main__":
    main()
