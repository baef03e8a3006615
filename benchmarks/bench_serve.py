"""``hanascore serve`` under a table's load: latency with 8 concurrent clients, and page weight.

Starts the real server (uvicorn, in a subprocess) on a scratch ledger, then from 8 threads,
each with its own keep-alive connection:

- ``POST /api/score`` with a sample sheet;
- ``POST /api/games/ID/rounds`` adding rounds (each client to its own game, as 8 tables would,
  and all 8 to one game, as 8 phones at one table would);

and prints the median and 99th percentile of each, and the bytes of each page (as sent, and
gzipped as the server sends it to a browser that asks).  Run: ``python benchmarks/bench_serve.py``.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHEET = (ROOT / "samples" / "mushi-seed-example.toml").read_bytes()
ROUND = (ROOT / "samples" / "ledger" / "round1.txt").read_bytes()
CLIENTS = 8


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start(db: Path, port: int) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [sys.executable, "-m", "hanascore", "serve", "--db", str(db), "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return process
        except OSError:
            time.sleep(0.05)
    raise SystemExit("the server did not start")


def request(port: int, method: str, path: str, body: bytes | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request(method, path, body=body, headers={"content-type": "application/json"})
    answer = connection.getresponse()
    return answer.status, answer.read()


def load(port: int, paths: list[str], body: bytes, each: int) -> list[float]:
    """``each`` POSTs of ``body`` from every client (client i to ``paths[i]``); the latencies in ms."""
    timings: list[float] = []
    lock = threading.Lock()

    def client(path: str) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port)
        mine = []
        for _ in range(each):
            began = time.perf_counter()
            connection.request("POST", path, body=body, headers={"content-type": "text/plain"})
            answer = connection.getresponse()
            answer.read()
            mine.append((time.perf_counter() - began) * 1000)
            if answer.status not in (200, 201):
                raise SystemExit(f"{path}: status {answer.status}")
        with lock:
            timings.extend(mine)

    threads = [threading.Thread(target=client, args=(path,)) for path in paths]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return timings


def summary(name: str, timings: list[float]) -> None:
    ordered = sorted(timings)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"{name:<44} n={len(ordered):<5} median {statistics.median(ordered):6.1f} ms   p99 {p99:6.1f} ms", flush=True)


def new_game(port: int, rounds: int) -> str:
    body = json.dumps({"game": "mushi", "players": ["Ann", "Bo"], "rounds": rounds}).encode()
    status, answer = request(port, "POST", "/api/games", body)
    assert status == 201, answer
    return str(json.loads(answer)["id"])


def page_weight(port: int, game: str) -> None:
    for name, path in [("games", "/"), ("a game", f"/games/{game}"), ("entering a round", f"/games/{game}/round")]:
        total = gzipped = 0
        for asset in [
            path,
            "/static/hanascore.css",
            "/static/follow.js" if "round" not in path else "/static/round.js",
        ]:
            plain = urllib.request.urlopen(f"http://127.0.0.1:{port}{asset}").read()
            packed = urllib.request.urlopen(
                urllib.request.Request(f"http://127.0.0.1:{port}{asset}", headers={"accept-encoding": "gzip"})
            ).read()
            total += len(plain)
            gzipped += len(packed)
        print(f"page weight, {name:<18} {total / 1024:6.1f} KB ({gzipped / 1024:5.1f} KB gzipped), page + CSS + script")


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = start(Path(folder) / "bench.db", port)
        try:
            load(port, ["/api/score"] * CLIENTS, SHEET, 5)  # warm up
            summary("POST /api/score, 8 clients", load(port, ["/api/score"] * CLIENTS, SHEET, 150))
            tables = [new_game(port, 10000) for _ in range(CLIENTS)]
            summary(
                "add a round, 8 clients on 8 games (to 25)",
                load(port, [f"/api/games/{g}/rounds" for g in tables], ROUND, 25),
            )
            one = new_game(port, 10000)
            summary(
                "add a round, 8 clients on one game (to 200)",
                load(port, [f"/api/games/{one}/rounds"] * CLIENTS, ROUND, 25),
            )
            page_weight(port, one)
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
