"""No replay per request (issue 18, point 15): "Every request replays the whole game ... Keep
the replayed game in the server process, keyed by the ledger's change stamp (SQLite's
`data_version` or the game's stamp) and checked on each request: a cache that can never
disagree with the sheets, not a second truth; and replay an add from the cached state rather
than from round 1."

How much is replayed is counted (calls of ``Ledger.apply``, one per entry), never timed.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from hanascore.ledger import replay as ledger_module
from hanascore.ledger import store as store_module
from hanascore.web.app import create_app

from .test_serve_exact import ROUND_1, ROUND_2

ROUNDS = 30


@pytest.fixture
def client(isolated_store: Path) -> TestClient:
    return TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1", raise_server_exceptions=False)


@pytest.fixture
def game(cli_json: Callable[..., Any], isolated_store: Path) -> str:
    """A game of ROUNDS rounds, added through another server (its own process state)."""
    code, answer = cli_json("new", "mushi", "--player", "Ann", "--player", "Bo", "--rounds", "1000")
    assert code == 0
    other = TestClient(create_app(str(isolated_store)), base_url="http://127.0.0.1")
    for number in range(ROUNDS):
        sent = other.post(f"/api/games/{answer['id']}/rounds", content=(ROUND_1, ROUND_2)[number % 2].encode())
        assert sent.status_code == 201
    return str(answer["id"])


class Counter:
    def __init__(self) -> None:
        self.calls = 0

    def take(self) -> int:
        calls, self.calls = self.calls, 0
        return calls


def counted(monkeypatch: pytest.MonkeyPatch, owner: type, name: str) -> Counter:
    counter = Counter()
    original = getattr(owner, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        counter.calls += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return counter


@pytest.fixture
def replayed(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter]:
    """Counts the entries replayed (``Ledger.apply`` calls)."""
    yield counted(monkeypatch, ledger_module.Ledger, "apply")


def command_json(cli: Callable[..., Any], *args: str, input: str | None = None) -> Any:
    done = cli(*args, "--json", input=input)
    return json.loads(done.stdout)


def test_a_game_is_replayed_once_and_an_add_replays_only_its_round(
    client: TestClient, game: str, replayed: Counter
) -> None:
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == ROUNDS
    assert replayed.take() == ROUNDS
    for path in (
        f"/api/games/{game}/standings",
        f"/api/games/{game}/history",
        f"/api/games/{game}/stamp",
        f"/api/games/{game}/rounds/3/sheet",
        f"/games/{game}",
        f"/games/{game}/live",
        f"/games/{game}/round",
        f"/games/{game}/rounds/3/edit",
    ):
        assert client.get(path).status_code == 200, path
    assert replayed.take() == 0
    added = client.post(f"/api/games/{game}/rounds?round={ROUNDS + 1}", content=ROUND_1.encode())
    assert added.status_code == 201
    assert added.json()["round"] == ROUNDS + 1
    assert replayed.take() == 1  # the new round, onto the kept game
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == ROUNDS + 1
    assert replayed.take() == 0  # read back: the game as the add left it, nothing replayed


def test_the_kept_game_follows_every_write_made_elsewhere(
    client: TestClient, game: str, cli: Callable[..., Any], isolated_store: Path, replayed: Counter
) -> None:
    def agrees() -> None:
        assert client.get(f"/api/games/{game}/standings").json() == command_json(cli, "standings", "-g", game)
        assert client.get(f"/api/games/{game}/history").json() == command_json(cli, "history", "-g", game)

    agrees()
    assert cli("add", "-", "-g", game, "--yes", input=ROUND_2).exit_code == 0  # the last round again
    agrees()
    assert cli("edit", "1", "-", "-y", "-g", game, input=ROUND_2).exit_code == 0
    agrees()
    assert cli("undo", "-g", game).exit_code == 0
    agrees()
    assert cli("adjust", "--party", "Bo", "--amount", "7", "--reason", "a fine", "-g", game).exit_code == 0
    agrees()
    assert cli("rename", game, "Friday").exit_code == 0
    agrees()
    assert client.get(f"/api/games/{game}/standings").json()["name"] == "Friday"
    # By hand, as a repair would: round 2's sheet replaced by round 1's.
    with sqlite3.connect(isolated_store) as db:
        db.execute("UPDATE entries SET sheet_text = (SELECT sheet_text FROM entries WHERE round = 1) WHERE round = 2")
    db.close()
    agrees()
    # Another process: the ledger's change counter sees it as it sees this process's writes.
    run = subprocess.run(
        [sys.executable, "-m", "hanascore", "add", "-", "-g", game, "--db", str(isolated_store)],
        input=ROUND_1,
        text=True,
        capture_output=True,
    )
    assert run.returncode == 0, run.stderr
    agrees()
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == ROUNDS + 1


def test_a_refused_add_leaves_the_kept_game_as_stored(client: TestClient, game: str, cli: Callable[..., Any]) -> None:
    before = client.get(f"/api/games/{game}/standings").json()
    for bad in (b"Ann: crane curtian\nBo: rest\n", b"Ann: 10 11\nBo: 12\n", b"Ann: 10 11\nBo: rest 11\n"):
        assert client.post(f"/api/games/{game}/rounds", content=bad).status_code == 422
        assert client.get(f"/api/games/{game}/standings").json() == before
    assert client.post(f"/api/games/{game}/rounds?round=7", content=ROUND_1.encode()).status_code == 409
    assert client.get(f"/api/games/{game}/standings").json() == before
    assert client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode()).status_code == 201
    assert client.get(f"/api/games/{game}/standings").json() == command_json(cli, "standings", "-g", game)


def test_polling_the_stamp_reads_no_entries_until_the_game_changes(
    client: TestClient, game: str, cli: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, replayed: Counter
) -> None:
    stamped = counted(monkeypatch, store_module.Store, "game_revision")  # the game's stamp, read
    loaded = counted(monkeypatch, store_module.Store, "load_game")
    first = client.get(f"/api/games/{game}/stamp").json()["stamp"]
    assert (stamped.take(), loaded.take(), replayed.take()) == (1, 1, ROUNDS)
    for _ in range(20):
        assert client.get(f"/api/games/{game}/stamp").json()["stamp"] == first
    assert (stamped.take(), loaded.take()) == (0, 0)
    # Another game of the same ledger changes: this one's stamp is checked, not its entries.
    assert cli("new", "mushi", "--player", "Cy", "--player", "Di").exit_code == 0
    assert cli("add", "-", input=ROUND_1.replace("Ann", "Cy").replace("Bo", "Di")).exit_code == 0
    stamped.take(), loaded.take(), replayed.take()  # the command's own work, in this process
    assert client.get(f"/api/games/{game}/stamp").json()["stamp"] == first
    assert (stamped.take(), loaded.take(), replayed.take()) == (1, 0, 0)
    # This game changes: a new stamp, and only the new round is read and replayed.
    assert cli("add", "-", "-g", game, "--yes", input=ROUND_2).exit_code == 0  # the last round again
    stamped.take(), loaded.take(), replayed.take()
    read: list[int] = []
    reading = store_module.Store._entries
    monkeypatch.setattr(
        store_module.Store, "_entries", lambda self, g, rows: read.append(len(rows)) or reading(self, g, rows)
    )
    assert client.get(f"/api/games/{game}/stamp").json()["stamp"] != first
    assert (loaded.take(), replayed.take(), read) == (0, 1, [1])
    # Anything but added rounds (a round corrected) reads the whole game again.
    assert cli("edit", "1", "-", "-y", "-g", game, input=ROUND_2).exit_code == 0
    loaded.take(), replayed.take()
    read.clear()
    served = client.get(f"/api/games/{game}/history").json()
    assert loaded.take() == 1 and read == [ROUNDS + 1]
    assert served == command_json(cli, "history", "-g", game)


def test_a_command_replays_before_the_write_lock_and_reads_again_when_beaten(
    game: str, cli: Callable[..., Any], isolated_store: Path, monkeypatch: pytest.MonkeyPatch, replayed: Counter
) -> None:
    """``hanascore add`` replays the game before it takes the lock (a long game's replay held
    every other writer back); another write committed meanwhile is read, never lost."""
    from hanascore.ledger import actions as ledger_actions

    original = ledger_actions.replayed
    beaten = [False]

    def replayed_then_beaten(*args: Any) -> Any:
        ledger = original(*args)
        if not beaten[0]:  # the first replay, outside the lock: another program adds a round
            beaten[0] = True
            # No waiting: the command must not hold the write lock while it replays.
            with sqlite3.connect(isolated_store, timeout=0) as other:
                other.execute(
                    "INSERT INTO entries (game_id, seq, kind, round, sheet_text, dealer, created_at) "
                    "SELECT game_id, seq + 1000, kind, round + ?, sheet_text, dealer, created_at "
                    "FROM entries WHERE round = 1",
                    (ROUNDS,),
                )
            other.close()
        return ledger

    monkeypatch.setattr(ledger_actions, "replayed", replayed_then_beaten)
    added = command_json(cli, "add", "-", "-g", game, input=ROUND_2)
    assert beaten[0]
    assert added["round"] == ROUNDS + 2
    assert replayed.take() == ROUNDS + 2  # the game once, then only the round that came first, and the new one
    assert added["standings"] == command_json(cli, "standings", "-g", game)
    assert added["standings"]["rounds_played"] == ROUNDS + 2


def test_a_ledger_put_in_the_place_of_the_served_one_is_read_afresh(
    client: TestClient, game: str, cli: Callable[..., Any], isolated_store: Path
) -> None:
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == ROUNDS
    for suffix in ("", "-wal", "-shm"):
        Path(f"{isolated_store}{suffix}").unlink(missing_ok=True)
    assert cli("new", "mushi", "--player", "Cy", "--player", "Di").exit_code == 0
    assert client.get(f"/api/games/{game}/standings").json() == command_json(cli, "standings", "-g", game)
    assert client.get(f"/api/games/{game}/standings").json()["rounds_played"] == 0


def test_a_sheet_corrected_only_in_its_text_is_served_as_corrected(
    client: TestClient, game: str, cli: Callable[..., Any]
) -> None:
    """The same facts with a comment added: the stored sheet changed, and so does what is served."""
    stamp = client.get(f"/api/games/{game}/stamp").json()["stamp"]
    commented = "# the deal of the evening\n" + ROUND_1
    assert cli("edit", "1", "-", "-y", "-g", game, input=commented).exit_code == 0
    assert client.get(f"/api/games/{game}/rounds/1/sheet").text == commented
    assert client.get(f"/api/games/{game}/stamp").json()["stamp"] != stamp
    assert "the deal of the evening" in client.get(f"/games/{game}/rounds/1/edit").text


def test_the_game_page_is_rendered_once_for_each_state_and_reader(
    client: TestClient, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hanascore.web import pages

    packed = counted(monkeypatch, pages, "page_body")
    first = client.get(f"/games/{game}")
    assert first.headers["content-encoding"] == "gzip" and "Round 30" in first.text
    for _ in range(3):
        assert client.get(f"/games/{game}").content == first.content
    assert packed.take() == 1
    # A reader that takes no gzip gets the same page, not gzipped; another kind of reader (the
    # live part, Japanese) is a page of its own.
    plain = client.get(f"/games/{game}", headers={"accept-encoding": "identity"})
    assert "content-encoding" not in plain.headers and plain.text == first.text
    assert packed.take() == 0
    assert "第30局" in client.get(f"/games/{game}/live?lang=ja").text
    assert packed.take() == 1
    # Asked for by the address, the language is remembered, from the kept page too.
    assert "hanascore_lang=ja" in client.get(f"/games/{game}?lang=ja").headers["set-cookie"]
    assert packed.take() == 1
    client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode())
    assert "Round 31" in client.get(f"/games/{game}?lang=en").text
    assert packed.take() == 1


def test_the_history_is_written_as_a_whole_and_after_an_add_only_the_new_entry_is(
    client: TestClient, game: str, cli: Callable[..., Any], isolated_store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hanascore.ledger import actions
    from hanascore.views import shapes
    from hanascore.web import api
    from hanascore.web.responses import JSONResponse

    def as_written_whole() -> bytes:
        with actions.open_store(str(isolated_store), write=False) as store:
            ledger = actions.replayed(store.load_game(game))
        return bytes(JSONResponse(shapes.history_json(ledger)).body)

    reason = 'a "late" fine \\ 遅刻'
    assert cli("adjust", "--party", "Bo", "--amount", "7", "--reason", reason, "-g", game).exit_code == 0
    # A bidi override and a line separator can only come in by hand (the command refuses
    # them): escaped the same, piece by piece.
    with sqlite3.connect(isolated_store) as db:
        db.execute("UPDATE entries SET reason = reason || ? WHERE kind = 'adjustment'", ("\u202e\u2028",))
    db.close()
    written = counted(monkeypatch, api, "history_entry_json")
    first = client.get(f"/api/games/{game}/history")
    assert first.content == as_written_whole() and b"\\u202e\\u2028" in first.content
    assert written.take() == ROUNDS + 1
    assert client.post(f"/api/games/{game}/rounds", content=ROUND_1.encode()).status_code == 201
    assert client.get(f"/api/games/{game}/history").content == as_written_whole()
    assert written.take() == 1
    assert client.get(f"/api/games/{game}/history").json()[-1]["round"] == ROUNDS + 1


def test_an_answer_asked_for_by_many_phones_at_once_is_worked_out_once() -> None:
    import threading
    import time

    from hanascore.web.kept import Kept

    kept = Kept(None, "1", [], None, "1-1")  # type: ignore[arg-type]  # no game is needed to remember
    release, started = threading.Event(), threading.Event()
    made = Counter()

    def make() -> str:
        made.calls += 1
        started.set()
        release.wait(timeout=30)
        return "page"

    answers: list[str] = []
    askers = [threading.Thread(target=lambda: answers.append(kept.remembered("page", make))) for _ in range(6)]
    askers[0].start()
    assert started.wait(timeout=30)
    for asker in askers[1:]:
        asker.start()
    # Wait until every other asker stands inside remembered (waiting for the first's answer)
    # or inside make (working it out again): only then is the count a fact, not a race.
    others = {asker.ident for asker in askers[1:]}
    while not all(
        ident in frames and frames[ident].f_code.co_name in {"remembered", "make", "wait"}
        for frames in [sys._current_frames()]
        for ident in others
    ):
        time.sleep(0.001)
    release.set()
    for asker in askers:
        asker.join(timeout=30)
    assert answers == ["page"] * 6
    assert made.take() == 1


#: What may happen to a served game between two reads, from the server or from elsewhere.
WRITES = ("add", "add here", "undo", "edit", "adjust", "rename", "by hand", "other game")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(writes=st.lists(st.sampled_from(WRITES), min_size=1, max_size=8))
def test_the_kept_game_is_the_stored_game_after_any_writes(cli: Callable[..., Any], writes: list[str]) -> None:
    # The kept game reads only added entries when the revision says nothing else changed: any
    # mix of writes must leave it equal to the game read afresh by a command.
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "ledger.db")

        def command(*args: str, input: str | None = None) -> Any:
            return cli(*args, "--db", db, input=input)

        assert command("new", "mushi", "-p", "Ann", "-p", "Bo", "--rounds", "1000").exit_code == 0
        assert command("new", "mushi", "-p", "Cy", "-p", "Di").exit_code == 0
        for sheet in (ROUND_1, ROUND_2, ROUND_1):
            assert command("add", "-", "-g", "1", "--yes", input=sheet).exit_code == 0
        client = TestClient(create_app(db), base_url="http://127.0.0.1", raise_server_exceptions=False)
        assert client.get("/api/games/1/history").status_code == 200
        for step, write in enumerate(writes):
            sheet = (ROUND_1, ROUND_2)[step % 2]
            if write == "add":
                assert command("add", "-", "-g", "1", "--yes", input=sheet).exit_code == 0
            elif write == "add here":
                assert client.post("/api/games/1/rounds", content=sheet.encode()).status_code == 201
            elif write == "undo":
                command("undo", "-g", "1")  # refused once nothing is left: then nothing changes
            elif write == "edit":
                command("edit", "1", "-", "-y", "-g", "1", input=sheet)  # refused with no round 1
            elif write == "adjust":
                assert command("adjust", "--party", "Bo", "--amount", "2", "--reason", "r", "-g", "1").exit_code == 0
            elif write == "rename":
                assert command("rename", "1", f"Friday {step}").exit_code == 0
            elif write == "by hand":
                with sqlite3.connect(db) as ledger:
                    ledger.execute("UPDATE entries SET sheet_text = ? WHERE game_id = 1 AND round = 1", (sheet,))
                ledger.close()
            else:
                assert (
                    command(
                        "add", "-", "-g", "2", "--yes", input=ROUND_1.replace("Ann", "Cy").replace("Bo", "Di")
                    ).exit_code
                    == 0
                )
            for shape in ("history", "standings"):
                served = client.get(f"/api/games/1/{shape}").json()
                assert served == json.loads(command(shape, "-g", "1", "--json").stdout), (writes[: step + 1], shape)
