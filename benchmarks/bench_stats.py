"""Time ``hanascore stats`` (and ``season show``, once seasons exist) on a club's ledger:
10,000 games and 120,000 rounds, and whether the time grows linearly with the games.

The ledgers (2,500, 5,000 and 10,000 games of 12 rounds) are built fast: a few dozen distinct
games (Mushi for two and for three with sit-outs, Sakura for three and for four in teams,
players drawn from a club of twelve) are played through the ledger as ``hanascore add`` would,
then copied with SQL, each copy with its own id and start, its entries, and its kept record
(what ``stats`` would have kept after its first run, digest included).  A copy's sheets are
its template's (its name too), so ``db check`` passes on every ledger built.

Each command is run once untimed (warm: bytecode and the file in the page cache, records
kept), then the sizes alternate run after run so that the machine's load drifts over all of
them alike; the medians are printed with their ratios.  In this process the two stages are
timed too (reading the kept records; the statistics over them), without start-up.

Run: ``python benchmarks/bench_stats.py [--repeat N] [--keep DIR] [--games N] [--cold]`` (the ledgers
go to a temporary directory, or are built once into DIR and reused; ``--games`` sizes the
largest ledger, the two others a quarter and a half of it).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hanascore.games.mushi.rules import DECK as MUSHI_DECK
from hanascore.games.sakura.rules import DECK as SAKURA_DECK
from hanascore.games.sheets import load_sheet, sheet_text
from hanascore.ledger.definition import build_definition
from hanascore.ledger.records import game_record, kept_text, read_records
from hanascore.ledger.replay import RoundEntry, replay
from hanascore.ledger.stats import person_stats, stats_json
from hanascore.ledger.store import Store

CLUB = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu")
#: Games in the largest ledger; the two others have a quarter and a half of them.
GAMES = 10_000
ROUNDS = 12
TEMPLATES = 32
#: The command whose time is the program's start-up (the floor of every other).
FLOOR = "hanascore --version"
#: The season the hook creates (every game of the ledger: no dates).
SEASON = "bench"


def _split(rng: random.Random, deck: frozenset[int] | tuple[int, ...], piles: list[str]) -> dict[str, str]:
    """Every card of ``deck`` dealt at random to ``piles`` (a played-out round, nothing left)."""
    cards = sorted(deck)
    rng.shuffle(cards)
    cuts = sorted(rng.sample(range(8, len(cards) - 8), len(piles) - 1))
    bounds = [0, *cuts, len(cards)]
    return {pile: " ".join(map(str, sorted(cards[a:b]))) for pile, a, b in zip(piles, bounds, bounds[1:], strict=False)}


def _template(store: Store, rng: random.Random, kind: int) -> str:
    """One distinct game of ``ROUNDS`` rounds played into ``store``; returns its id."""
    if kind == 0:  # Mushi for two
        players = rng.sample(CLUB, 2)
        definition, deck = build_definition("mushi", players, rounds=ROUNDS), MUSHI_DECK
    elif kind == 1:  # Mushi for three: two play each round, one sits out
        players = rng.sample(CLUB, 3)
        definition, deck = build_definition("mushi", players, rounds=ROUNDS), MUSHI_DECK
    elif kind == 2:  # Sakura for three
        players = rng.sample(CLUB, 3)
        definition, deck = build_definition("sakura", players, rounds=ROUNDS), SAKURA_DECK
    else:  # Sakura for four, in two teams
        players = rng.sample(CLUB, 4)
        teams = {"Red": players[0::2], "Blue": players[1::2]}
        definition, deck = build_definition("sakura", players, teams=teams, rounds=ROUNDS), SAKURA_DECK
    ledger = replay(definition, [])
    with store.writing():
        game_id = store.create_game(definition)
        for _ in range(ROUNDS):
            data: dict[str, object]
            if kind == 1:
                active = rng.sample(players, 2)
                data = {"active": active, "captured": _split(rng, deck, active)}
            elif kind == 3:
                data = {"captured": _split(rng, deck, ["Red", "Blue"])}
            else:
                data = {"captured": _split(rng, deck, list(players))}
            sheet = load_sheet(data)
            entry = RoundEntry(text=sheet_text(sheet.to_dict()), dealer=ledger.dealer_for(sheet))
            ledger.apply(entry, sheet)
            store.append(game_id, entry)
    return game_id


ENTRY_COLUMNS = "seq, kind, round, sheet, sheet_text, dealer, party, amount, reason, created_at, written_back"


def build(path: Path, games: int, seed: int = 20261126) -> None:
    """A ledger of ``games`` games copied from :data:`TEMPLATES` distinct ones, records kept."""
    rng = random.Random(seed)
    store = Store(path)
    ids = [_template(store, rng, kind % 4) for kind in range(TEMPLATES)]
    db = store.db
    templates = []
    for game_id in ids:
        game = db.execute("SELECT name, game, definition, summary FROM games WHERE id = ?", (game_id,)).fetchone()
        entries = db.execute(f"SELECT {ENTRY_COLUMNS} FROM entries WHERE game_id = ? ORDER BY seq", (game_id,))
        stored = store.load_game(game_id)
        record = game_record(game_id, stored.created_at, stored.created_at, replay(stored.definition, stored.entries))
        templates.append((tuple(game), [tuple(row) for row in entries.fetchall()], record))
    start = datetime(2025, 1, 1, 19, tzinfo=UTC)
    with store.writing():
        db.execute("DELETE FROM games")
        db.execute("DELETE FROM sqlite_sequence WHERE name = 'games'")
        copies = []
        for number in range(1, games + 1):
            (name, game, definition, summary), entries, record = templates[number % TEMPLATES]
            # A table that plays every evening, several games a night.
            stamp = (start + timedelta(minutes=37 * number)).isoformat(timespec="seconds")
            db.execute(
                "INSERT INTO games (id, name, game, definition, created_at, summary) VALUES (?, ?, ?, ?, ?, ?)",
                (number, name, game, definition, stamp, summary),
            )
            db.executemany(
                f"INSERT INTO entries (game_id, {ENTRY_COLUMNS}) VALUES ({', '.join('?' * 12)})",
                [(number, *row[:9], stamp, row[10]) for row in entries],
            )
            copies.append(
                (
                    number,
                    dataclasses.replace(record, id=str(number), started=stamp, last_played=stamp),
                )
            )
        revisions = dict(db.execute("SELECT id, revision FROM games").fetchall())
        db.executemany(
            "INSERT INTO game_records (game_id, revision, record) VALUES (?, ?, ?)",
            [(number, revisions[number], kept_text(record)) for number, record in copies],
        )
    store.close()


def timed(command: list[str], db: Path) -> tuple[float, float]:
    """The wall time of one run of ``command`` on ``db``, and the processor time it took (user
    and system, seconds): on a busy machine the second says what the command costs, the first
    also how long it waited for a processor."""
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}, "HANASCORE_DB": str(db)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    begun = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - begun
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def in_process(db: Path, repeat: int) -> dict[str, float]:
    """Median processor seconds of reading the kept records and of the statistics over them."""
    store = Store(db)
    reading: list[float] = []
    counting: list[float] = []
    for _ in range(repeat):
        begun = time.process_time()
        records = read_records(store)
        reading.append(time.process_time() - begun)
        begun = time.process_time()
        stats_json(person_stats(records))
        counting.append(time.process_time() - begun)
        del records  # one read alive at a time, as in a command
    store.close()
    return {"read_records": statistics.median(reading), "person_stats + stats_json": statistics.median(counting)}


def commands() -> dict[str, list[str]]:
    """The commands timed: ``stats`` as JSON and as the plain table, and ``season show`` (the
    season of every game is made first)."""
    hanascore = [sys.executable, "-m", "hanascore"]
    # The floor: the program's start-up alone, which no ledger size changes.
    found = {FLOOR: [*hanascore, "--version"]}
    found["stats --json"] = [*hanascore, "stats", "--json"]
    found["stats"] = [*hanascore, "stats"]
    found["stats Ann --json"] = [*hanascore, "stats", "Ann", "--json"]
    found["season show --json"] = [*hanascore, "season", "show", SEASON, "--json"]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="alternating runs per command and size (default 5)")
    parser.add_argument("--keep", type=Path, help="build the ledgers once into this folder and reuse them")
    parser.add_argument("--games", type=int, default=GAMES, help=f"games in the largest ledger (default {GAMES:,})")
    parser.add_argument(
        "--cold", action="store_true", help="no untimed warm-up run of each command (the test suite's smallest run)"
    )
    args = parser.parse_args()
    sizes = (args.games // 4, args.games // 2, args.games)
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        ledgers = {}
        for size in sizes:
            path = ledgers[size] = folder / f"stats-{size}.db"
            if not path.exists():
                begun = time.perf_counter()
                build(path, size)
                print(f"(built {size:,} games, {size * ROUNDS:,} rounds in {time.perf_counter() - begun:.1f} s)")
        timed_commands = commands()
        for path in ledgers.values():
            with sqlite3.connect(path) as db:
                made = db.execute("SELECT count(*) FROM seasons WHERE name = ?", (SEASON,)).fetchone()[0]
            db.close()
            if not made:
                new_season = [sys.executable, "-m", "hanascore", "season", "new", SEASON, "--db", str(path)]
                subprocess.run(new_season, check=True)
            for command in () if args.cold else timed_commands.values():
                timed(command, path)  # warm
        runs = [(name, size) for name in timed_commands for size in sizes]
        times: dict[tuple[str, int], list[tuple[float, float]]] = {run: [] for run in runs}
        for _ in range(args.repeat):
            random.shuffle(runs)
            for name, size in runs:
                times[name, size].append(timed(timed_commands[name], ledgers[size]))
        for label, which in (("wall time", 0), ("processor time (user + system)", 1)):
            print(f"{label}, warm, median of {args.repeat} alternating runs:")
            floor = {size: statistics.median(t[which] for t in times[FLOOR, size]) for size in sizes}
            for name in timed_commands:
                medians = [statistics.median(t[which] for t in times[name, size]) for size in sizes]
                cells = "  ".join(f"{size:>6,} games {s:.3f} s" for size, s in zip(sizes, medians, strict=True))
                print(f"  {name:<20} {cells}")
                if name != FLOOR:
                    beyond = [m - floor[size] for m, size in zip(medians, sizes, strict=True)]
                    print(
                        f"  {'':<20} beyond start-up: {beyond[0]:.3f} s, {beyond[1]:.3f} s, {beyond[2]:.3f} s "
                        f"(doubling the games: x{beyond[1] / beyond[0]:.2f} then x{beyond[2] / beyond[1]:.2f})"
                    )
        print("in this process (no start-up), processor time, medians:")
        stages = {size: in_process(path, args.repeat) for size, path in ledgers.items()}
        for name in stages[sizes[0]]:
            medians = [stages[size][name] for size in sizes]
            cells = "  ".join(
                f"{size:>6,} games {seconds * 1000:6.0f} ms" for size, seconds in zip(sizes, medians, strict=True)
            )
            ratios = f"x{medians[1] / medians[0]:.2f} then x{medians[2] / medians[1]:.2f}"
            print(f"  {name:<26} {cells}   (doubling: {ratios})")


if __name__ == "__main__":
    main()
