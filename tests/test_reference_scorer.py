"""hanascore against the independent scorer of ``tests/reference_scorer.py`` on seeded random
rounds and games: Kyu-Rei Hana, Matsu-Kiri-Bozu and Musashino-bana rounds, and whole Kyu-Rei
Hana ledgers replayed with their carried multipliers.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from hanascore.games.scoring import score_text
from hanascore.views.round_shapes import result_json
from tests.conftest import add_json, current_standings, start_game
from tests.reference_scorer import (
    DECK,
    KYUREI_VALUES,
    KYUREI_YAKU,
    deal_out,
    kyurei_case,
    mkb_case,
    musashino_case,
    observed,
    random_start,
    toml_sheet,
    turn_order,
)


@pytest.mark.parametrize("make_case", [kyurei_case, mkb_case, musashino_case], ids=["kyurei", "mkb", "musashino"])
def test_random_rounds_match_the_independent_scorer(make_case: Callable[[random.Random], Any]) -> None:
    rng = random.Random(20240611)
    for _ in range(150):
        text, expected = make_case(rng)
        data = result_json(score_text(text))
        assert observed(data) == expected, text
        assert sum(p["score"] for p in data["parties"]) == 0, text


def test_random_kyu_rei_ledgers_match_the_independent_replay(
    cli: Callable[..., Any], cli_json: Callable[..., Any]
) -> None:
    """RULES 8 with RULES 5: dealers (sit-out pass-on, overrides), carried queues, totals,
    the end of the game, standings, the CSV's last running totals and import(export)."""
    rng = random.Random(7)
    for _ in range(6):
        players = [f"P{i}" for i in range(rng.randint(3, 6))]
        first_dealer = rng.choice(players)
        carry_over = rng.random() < 0.7
        by_rounds = rng.random() < 0.5
        length = ("--rounds", str(rng.randint(1, 5))) if by_rounds else ("--target", str(rng.choice([100, 200, 400])))
        game_id = start_game(
            cli_json,
            "kyurei",
            players,
            "--dealer",
            first_dealer,
            *length,
            "--house",
            f"carry_over={str(carry_over).lower()}",
        )
        scheduled, queue, totals, over = first_dealer, [], dict.fromkeys(players, 0), False
        table = {10: 2, 30: 2, 80: 2, 110: 4, 120: 4}
        for played in range(1, 7):
            active = sorted(rng.sample(players, 3), key=players.index)
            piles = deal_out(rng, list(DECK), active)
            start = random_start(rng, 6)
            override = rng.choice(active) if rng.random() < 0.15 else None
            text = toml_sheet(piles, start=start, active=active if len(players) > 3 else None, dealer=override)
            code, data = add_json(cli_json, text, "--game", game_id)
            if over:
                assert code == 2, data
                break
            assert code == 0, data
            dealer = override or next(p for p in turn_order(players, scheduled) if p in active)
            own = sorted((table[c] for c in start if c in table), reverse=True)
            if queue:
                multiplier, queue = queue[0], queue[1:] + (own if carry_over else [])
            else:
                multiplier, queue = (own[0] if own else 1), (own[1:] if carry_over else [])
            yaku = {p: sum(pts for _, pts, cards in KYUREI_YAKU if cards <= piles[p]) for p in active}
            scores = dict.fromkeys(players, 0)
            for p in active:
                against = sum(yaku[o] for o in active if o != p)
                scores[p] = (sum(KYUREI_VALUES[c] for c in piles[p]) + 2 * yaku[p] - against - 90) * multiplier
            best = max(scores[p] for p in active)
            scheduled = next(p for p in turn_order(players, dealer) if p in active and scores[p] == best)
            totals = {p: totals[p] + scores[p] for p in players}
            limit = int(length[1])
            over = played >= limit if by_rounds else max(totals.values()) >= limit
            leaders = [p for p in players if totals[p] == max(totals.values())]
            got = data["standings"]
            assert (data["dealer"], data["result"]["multiplier"]) == (dealer, multiplier), text
            assert got["carry_over"] == queue
            assert {p["name"]: p["total"] for p in got["parties"]} == totals
            assert (got["over"], got["leaders"], got["next_dealer"]) == (over, leaders, None if over else scheduled)
            assert got["winner"] == (leaders[0] if over and len(leaders) == 1 else None)
        csv_last = cli("export", "--format", "csv", "--game", game_id).stdout.splitlines()[-1].split(",")
        assert [int(cell) for cell in csv_last[3 + len(players) :]] == [totals[p] for p in players]
        document = cli("export", "--format", "json", "--game", game_id).stdout
        before = standings_of(cli_json, game_id)
        code, imported = cli_json("import", "-", "--yes", input=document)  # a second copy
        assert code == 0, imported
        after = current_standings(cli_json)  # the import is the current game now
        assert after["id"] == imported["id"] != game_id
        assert {k: v for k, v in after.items() if k != "id"} == {k: v for k, v in before.items() if k != "id"}


def standings_of(cli_json: Callable[..., Any], game_id: str) -> dict[str, Any]:
    code, data = cli_json("standings", "--game", game_id)
    assert code == 0, data
    return data
