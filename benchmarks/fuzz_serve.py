"""A fuzz campaign against a real ``hanascore serve`` (not part of the test suite's time budget):

    python benchmarks/fuzz_serve.py [--examples N] [--seed S]

Starts ``hanascore serve --token T`` on a free loopback port with a new ledger, makes the games
of ``tests/test_serve_fuzz.py``, then sends N generated requests (default 1,000) to every route
of the API and the pages, with the strategies of that test: random text, JSON of random shapes,
sheets of random tokens, forms, odd ids and queries, with and without the edit token.  Prints
how many answers of each status every route gave, every 5xx request (with the server's logged
failure), and exits 1 when there was one or the server died.
"""

from __future__ import annotations

import argparse
import collections
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=1_000, help="requests per route")
    parser.add_argument("--seed", type=int, default=18, help="the campaign's seed (the same seed, the same requests)")
    args = parser.parse_args()

    import httpx

    from tests.test_serve_fuzz import ROUTES, TOKEN, Request, seed_games

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "serve.log"
        command = [sys.executable, "-m", "hanascore", "serve", "--port", str(port), "--token", TOKEN]
        command += ["--db", str(Path(folder) / "fuzz.db")]
        with log.open("w") as errors:
            server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        try:
            with httpx.Client(base_url=base, timeout=30) as client:
                wait_until_serving(client, server)

                def send(method: str, path: str, content: bytes, headers: dict[str, str]) -> Any:
                    return client.request(method, path, content=content, headers=headers | {"x-hanascore-token": TOKEN})

                seed_games(send)
                counts: dict[tuple[str, str], collections.Counter[str]] = {}
                failures: list[tuple[Request, str]] = []
                start = time.perf_counter()
                for route in ROUTES:
                    counts[route] = fuzz_route(client, route, args.examples, args.seed, failures)
                    if server.poll() is not None:
                        print(f"the server died (exit status {server.returncode}) during {route}", file=sys.stderr)
                        break
                took = time.perf_counter() - start
        finally:
            server.terminate()
            server.wait(10)
        logged = log.read_text(encoding="utf-8", errors="replace")
    report(counts, failures, took, logged)
    sys.exit(1 if failures or server.returncode not in (0, -15) else 0)


def fuzz_route(
    client: Any, route: tuple[str, str], examples: int, campaign_seed: int, failures: list[Any]
) -> collections.Counter[str]:
    """Send ``examples`` generated requests to ``route``: how many answers of each status."""
    import httpx
    from hypothesis import HealthCheck, given, seed, settings

    from tests.test_serve_fuzz import Request, requests

    tally: collections.Counter[str] = collections.Counter()

    @seed(campaign_seed)
    @settings(max_examples=examples, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(requests(route))
    def campaign(request: Request) -> None:
        client.cookies.clear()  # each request carries the token as generated, or not at all
        try:
            answer = client.request(
                request.method, request.path, params=request.params, headers=request.headers, content=request.content
            )
        except httpx.HTTPError as error:
            tally[type(error).__name__] += 1
            failures.append((request, repr(error)))
            return
        tally[str(answer.status_code)] += 1
        if answer.status_code >= 500:
            failures.append((request, answer.text[:300]))

    campaign()
    return tally


def wait_until_serving(client: Any, server: subprocess.Popen[bytes]) -> None:
    import httpx

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"hanascore serve exited with status {server.returncode}")
        try:
            client.get("/api/games")
            return
        except httpx.TransportError:
            time.sleep(0.1)
    raise SystemExit("hanascore serve did not answer within 30 s")


def report(
    counts: dict[tuple[str, str], collections.Counter[str]], failures: list[Any], took: float, logged: str
) -> None:
    statuses = sorted({status for tally in counts.values() for status in tally})
    width = max(len(f"{method} {path}") for method, path in counts)
    print(f"{'route':<{width}} " + " ".join(f"{s:>5}" for s in statuses) + "  total")
    for (method, path), tally in counts.items():
        cells = " ".join(f"{tally.get(s, 0) or '':>5}" for s in statuses)
        print(f"{method + ' ' + path:<{width}} {cells}  {sum(tally.values()):>5}")
    total = sum(sum(tally.values()) for tally in counts.values())
    five = sum(n for tally in counts.values() for s, n in tally.items() if not s.isdigit() or s >= "500")
    print(f"\n{total:,} requests in {took:.0f} s, {five} server errors or broken connections")
    for request, text in failures[:10]:
        print(f"\nfailed: {request}\n  {text}")
    if len(failures) > 10:
        print(f"\n... and {len(failures) - 10} more")
    blocks = [cause(block) for block in logged.split("failure serving ")[1:]]
    causes = collections.Counter((where, error.split(":")[0]) for _, where, error in blocks)
    if causes:
        print("\nthe server logged these failures (the innermost line of hanascore's code, the error):")
    for (where, kind), count in causes.most_common():
        request, _, error = next(block for block in blocks if block[1] == where and block[2].startswith(kind))
        print(f"{count:>5} x {where}\n        {error}\n        e.g. {request}")


def cause(block: str) -> tuple[str, str, str]:
    """A logged failure: its request, the innermost line of hanascore's code, the error."""
    lines = block.splitlines()
    ours = [line.strip() for line in lines if line.strip().startswith("File") and "/hanascore/" in line]
    errors = [line for line in lines if line and not line.startswith(" ") and "Error" in line.split(":")[0]]
    return lines[0], ours[-1] if ours else "?", errors[-1] if errors else "?"


if __name__ == "__main__":
    main()
