"""No request is a 5xx (issue 18, "Done when": a fuzz run against every endpoint).

Generated requests go to every route of the API and the pages, with the method it answers or
another one, with and without the edit token: bodies of random text, random JSON of random
shapes, sheets with random tokens and mutated samples, forms of random fields; random query
parameters and path ids.  Whatever they hold, the answer is a page, a result or a problem
(2xx, 3xx, 4xx), never a server error.  A few hundred requests run here, derandomized;
``benchmarks/fuzz_serve.py`` sends thousands per endpoint to a real ``hanascore serve``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import pytest

pytest.importorskip("fastapi")

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hanascore.core.cards import DECK, REST, card_tokens
from tests.conftest import SAMPLES
from tests.test_fuzz_sheets import ODD_TEXT, ODD_VALUES, long_number, mutated

TOKEN = "fuzz-token"
#: Requests per route here (the benchmark sends thousands): more where a body is read, about
#: 1,300 in all, 20 s.
EXAMPLES = {"with a body": 150, "without": 20}
#: The games every run starts from: players whose names the generated piles and bids use.
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Ed", "F", "Gus"]
GAMES = [
    {"game": "mushi", "players": ["Ann", "Bo"]},
    {"game": "sakura", "players": PLAYERS},
    {"game": "sakura", "players": PLAYERS[:4], "teams": {"R": ["Ann", "Cy"], "B": ["Bo", "Di"]}},
    {"game": "sakura", "players": PLAYERS[:3], "variant": "oi-bana"},
    {"game": "musashino", "players": PLAYERS[:4], "teams": {"R": ["Ann", "Cy"], "B": ["Bo", "Di"]}},
    {"game": "kyu-rei", "players": PLAYERS[:3]},
    {"game": "matsu-kiri-bozu", "players": PLAYERS[:2], "target": 300},
]
ROUNDS = [(SAMPLES / "ledger" / name).read_text(encoding="utf-8") for name in ("round1.txt", "round2.txt")]
#: What the table's phones would send where the page asks: card tokens and names.
WORDS = [*sorted({token for card in DECK for token in card_tokens(card)}), REST, *PLAYERS]
KEYS = ["game", "players", "dealer", "active", "bids", "wild_captured", "next_dealer", "stopped_by", "koi", "house"]


def routes() -> list[tuple[str, str]]:
    """Every (method, path) the app answers: read from its routers, so a new one is fuzzed too."""
    from hanascore.web import api, pages

    found = [(method, route.path) for route in [*api.router.routes, *pages.router.routes] for method in route.methods]
    return [*sorted(found), ("GET", "/api/openapi.json"), ("GET", "/static/{name}")]


ROUTES = routes()
#: The body each route reads (any other gets random bytes as well as these).
BODIES = {
    ("POST", "/api/games"): "new-game",
    ("POST", "/api/games/{game_id}/draft"): "draft",
    ("POST", "/api/score"): "sheet",
    ("POST", "/api/games/{game_id}/rounds"): "sheet",
    ("PUT", "/api/games/{game_id}/rounds/{number}"): "sheet",
    ("POST", "/new"): "new-form",
    ("POST", "/games/{game_id}/rounds/{number}/edit"): "edit-form",
}

# -- the parts of a request ------------------------------------------------------------------

short_text = st.text(max_size=12)
odd = st.sampled_from(ODD_TEXT + ODD_VALUES + ["", " ", "-1", "0", "1e9", "99999999999999999999", "１２", "\u00a0"])


def mostly(usual: st.SearchStrategy[Any], other: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """``usual`` three times in four, else ``other`` (``one_of`` leans to its last branches)."""
    return st.integers(0, 3).flatmap(lambda pick: usual if pick else other)


# Mostly the games and rounds that are there (so the request reaches the work), else anything.
ids = mostly(st.integers(1, len(GAMES)).map(str), st.sampled_from(["0", "-1", "last", "current"]) | odd | short_text)
numbers = mostly(st.integers(-2, 9).map(str), odd | short_text)
names = st.one_of(st.sampled_from([*PLAYERS, "R", "B", "Zed"]), odd, short_text)
pile = st.lists(st.one_of(st.sampled_from(WORDS), odd, short_text), max_size=8).map(" ".join)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=16,
)
# A house rule's value, a bid: mostly what the page sends, sometimes anything JSON holds.
answer = mostly(
    st.one_of(st.floats(), st.none(), json_values, st.dictionaries(names, json_values, max_size=3)),
    st.one_of(st.integers(-5, 300), st.booleans(), st.sampled_from(WORDS)),
)


@st.composite
def sheet_text(draw: st.DrawFn) -> bytes:
    """A sheet in the quick form with random keys, names and tokens, or a mutated sample."""
    if draw(st.booleans()):
        return draw(mutated())
    lines = draw(
        st.lists(
            st.tuples(st.one_of(names, st.sampled_from([*KEYS, "end", "start", "wild", "leftover"])), pile),
            max_size=10,
        )
    )
    text = "".join(f"{key}: {value}\n" for key, value in lines)
    if draw(st.booleans()):
        text = draw(st.sampled_from(ROUNDS)) + text
    return text.encode("utf-8", "surrogatepass")


@st.composite
def draft_body(draw: st.DrawFn) -> Any:
    """The page's draft, its parts of random shapes (or whole random JSON)."""
    if draw(st.integers(0, 4)) == 0:
        return draw(json_values)
    body: dict[str, Any] = {}
    if draw(st.integers(0, 3)):
        body["facts"] = draw(st.dictionaries(st.sampled_from(KEYS) | short_text, answer, min_size=1, max_size=4))
    if draw(st.booleans()):
        body["captured"] = draw(st.one_of(st.dictionaries(names, pile, max_size=8), json_values))
    if draw(st.booleans()):
        body["field"] = draw(st.dictionaries(st.sampled_from(["start", "end"]) | short_text, pile, max_size=3))
    if draw(st.booleans()):
        body["active"] = draw(st.one_of(st.lists(names, max_size=4), json_values))
    return body


@st.composite
def new_game_body(draw: st.DrawFn) -> Any:
    """``POST /api/games``: a game a table would start, one of random options, or random JSON."""
    kind = draw(st.integers(0, 4))
    if kind == 0:
        return draw(json_values)
    seated = st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=4, unique=True)
    if kind == 1:
        return {"game": draw(st.sampled_from(["mushi", "sakura"])), "players": draw(seated)}
    body: dict[str, Any] = {"game": draw(st.sampled_from(["mushi", "sakura", "musashino", "kyu-rei", "x"]) | odd)}
    body["players"] = draw(mostly(seated, st.lists(names, max_size=8) | json_values))
    for key, value in [
        ("teams", st.dictionaries(names, st.lists(names, max_size=4), max_size=4)),
        ("dealer", names),
        ("rounds", st.integers(-3, 20_000) | json_values),
        ("target", st.integers(-3, 2_000_000_000) | json_values),
        ("house", st.dictionaries(st.sampled_from(["five_brights", "leftover", "seven_doubles"]) | odd, answer)),
        ("variant", st.sampled_from(["oi-bana", ""]) | odd),
        ("name", short_text),
    ]:
        if draw(st.booleans()):
            body[key] = draw(value)
    return body


@st.composite
def form(draw: st.DrawFn, fields: list[str]) -> dict[str, str]:
    """A form post of the page's fields (and others), each holding random text."""
    keys = st.sampled_from(fields) | st.text(max_size=8)
    values = st.one_of(odd, short_text, pile, st.integers(-9, 99_999).map(str), long_number())
    return draw(st.dictionaries(keys, values, max_size=8))


NEW_FORM = ["game", "players", "teams", "dealer", "rounds", "target", "variant", "name", "house.leftover"]
NEW_FORM += ["house.five_brights", "house.chu_basa_combined"]


@dataclass
class Request:
    """One generated request: sent as is to the app (TestClient) or to a real server (httpx)."""

    method: str
    route: str
    path: str
    params: dict[str, str] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    content: bytes = b""


@st.composite
def body_of(draw: st.DrawFn, kind: str) -> tuple[bytes, str | None]:
    """A body for a route reading ``kind``, with its content type (or none, or a wrong one)."""
    choice = draw(st.integers(0, 9))  # mostly what the route reads, now and then anything
    if choice == 0:
        return draw(st.binary(max_size=64)), draw(st.sampled_from([None, "application/octet-stream"]))
    if choice == 1:
        return draw(st.text(max_size=40)).encode("utf-8", "surrogatepass"), "text/plain"
    if kind in ("draft", "new-game") or choice == 2:
        value = draw(draft_body() if kind == "draft" else new_game_body() if kind == "new-game" else json_values)
        text = json.dumps(value, allow_nan=True, ensure_ascii=draw(st.booleans()))
        typed = st.sampled_from(["application/json"] * 4 + [None, "text/plain"])
        return text.encode("utf-8", "surrogatepass"), draw(typed)
    if kind in ("new-form", "edit-form") or choice == 3:
        fields = draw(form(NEW_FORM if kind == "new-form" else ["sheet"]))
        if kind == "edit-form" and draw(st.booleans()):
            fields["sheet"] = draw(sheet_text()).decode("utf-8", "replace")
        kind_of_form = draw(st.sampled_from(["urlencoded", "multipart", "broken-multipart"]))
        if kind_of_form == "urlencoded":
            return urlencode(fields).encode(), "application/x-www-form-urlencoded"
        if kind_of_form == "broken-multipart":
            return draw(st.binary(max_size=64)), "multipart/form-data; boundary=x"
        parts = "".join(
            f'--fuzz\r\nContent-Disposition: form-data; name="{quote(k)}"\r\n\r\n{v}\r\n' for k, v in fields.items()
        )
        return (parts + "--fuzz--\r\n").encode("utf-8", "surrogatepass"), "multipart/form-data; boundary=fuzz"
    return draw(sheet_text()), draw(st.sampled_from(["text/plain; charset=utf-8", None]))


@st.composite
def requests(draw: st.DrawFn, route: tuple[str, str] | None = None) -> Request:
    """A request to ``route`` (default: any), by its method or now and then another."""
    method, template = route if route is not None else draw(st.sampled_from(ROUTES))
    if draw(st.integers(0, 9)) == 0:
        method = draw(st.sampled_from(["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]))
    path = template
    for name, part in [("{game_id}", ids), ("{number}", numbers), ("{name}", st.sampled_from(["round.js", "x"]))]:
        if name in path:
            path = path.replace(name, quote(draw(part), safe=""))
    params = draw(
        st.dictionaries(
            st.sampled_from(["token", "lang", "round", "stamp", "game", "n"]) | short_text,
            st.sampled_from([TOKEN, "ja", "en", "1", "2", "-1", "99999999999999999999"]) | odd | short_text,
            max_size=3,
        )
    )
    headers: dict[str, str] = {}
    carries = draw(st.sampled_from(["none", "header", "bearer", "cookie", "query", "wrong"]))
    if carries == "header":
        headers["x-hanascore-token"] = TOKEN
    elif carries == "bearer":
        headers["authorization"] = f"Bearer {TOKEN}"
    elif carries == "cookie":
        headers["cookie"] = f"hanascore_token={TOKEN}"
    elif carries == "query":
        params["token"] = TOKEN
    elif carries == "wrong":
        headers["x-hanascore-token"] = draw(st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), max_size=20))
    if draw(st.integers(0, 5)) == 0:  # where the request says it comes from (a page, another site)
        headers["origin"] = draw(st.sampled_from(["http://127.0.0.1", "http://evil.example", "null", ""]))
        headers["sec-fetch-site"] = draw(st.sampled_from(["same-origin", "same-site", "cross-site", "none", "x"]))
    if draw(st.integers(0, 9)) == 0:  # the name it was sent to (a rebinding name, a port, nonsense)
        headers["host"] = draw(st.sampled_from(["localhost", "127.0.0.1:1", "[::1]", "evil.example", "", "a b"]))
    if draw(st.integers(0, 3)) == 0:
        headers["accept-language"] = draw(st.sampled_from(["ja", "en-GB", "*", "ja;q=x", ""]))
    content = b""
    if method in ("POST", "PUT", "DELETE", "PATCH"):
        content, kind = draw(body_of(BODIES.get((method, template), "any")))
        if kind is not None:
            headers["content-type"] = kind
    return Request(method, template, path, params, headers, content)


# -- the run ---------------------------------------------------------------------------------


def seed_games(send: Any) -> None:
    """The games the fuzzed requests find (two rounds in the first), made through the API."""
    for game in GAMES:
        answer = send("POST", "/api/games", json.dumps(game).encode(), {"content-type": "application/json"})
        assert answer.status_code == 201, answer.text
    for text in ROUNDS:
        assert send("POST", "/api/games/1/rounds", text.encode(), {}).status_code == 201


class Failures(logging.Handler):
    """The server's logged failures (each 500 logs its traceback), to show with the request."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append(self.format(record))


@pytest.fixture
def failures() -> Iterator[Failures]:
    handler = Failures()
    logger = logging.getLogger("hanascore.serve")
    logger.addHandler(handler)
    yield handler
    logger.removeHandler(handler)


@pytest.mark.parametrize("route", ROUTES, ids=[f"{method} {path}" for method, path in ROUTES])
def test_no_generated_request_is_a_server_error(
    isolated_store: Path, failures: Failures, route: tuple[str, str]
) -> None:
    from fastapi.testclient import TestClient

    from hanascore.web.app import create_app

    # One ledger served two ways: on the network (writes need the token) and to this machine only.
    apps = [create_app(str(isolated_store), token=TOKEN), create_app(str(isolated_store))]
    clients = [
        TestClient(app, raise_server_exceptions=False, base_url="http://127.0.0.1", follow_redirects=False)
        for app in apps
    ]
    with clients[0], clients[1]:

        def send(method: str, path: str, content: bytes, headers: dict[str, str]) -> Any:
            return clients[0].request(method, path, content=content, headers=headers | {"x-hanascore-token": TOKEN})

        seed_games(send)

        @settings(
            max_examples=EXAMPLES["with a body" if route in BODIES else "without"],
            derandomize=True,
            database=None,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        )
        @given(requests(route), st.sampled_from(clients))
        def no_server_error(request: Request, client: TestClient) -> None:
            client.cookies.clear()
            answer = client.request(
                request.method, request.path, params=request.params, headers=request.headers, content=request.content
            )
            assert answer.status_code < 500, (request, answer.text[:500], failures.seen[-1:])

        no_server_error()
