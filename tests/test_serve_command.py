"""``hanascore serve`` as a command: its addresses, token and QR code, and its missing extra."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("fastapi")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(db: Path, *args: str) -> tuple[subprocess.Popen[str], int]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "hanascore", "serve", "--db", str(db), "--port", str(port), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HANASCORE_TOKEN": ""} if "--token" not in args else dict(os.environ),
    )
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return process, port
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise AssertionError(f"the server did not start: {process.communicate()}")


def stop(process: subprocess.Popen[str]) -> tuple[str, str]:
    process.send_signal(signal.SIGINT)
    try:
        return process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        return process.communicate()


def post_round(port: int, token: str | None) -> int:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/games", method="POST", data=b'{"game": "mushi", "players": ["A", "B"]}'
    )
    request.add_header("content-type", "application/json")
    if token:
        request.add_header("x-hanascore-token", token)
    try:
        return int(urllib.request.urlopen(request, timeout=5).status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def test_on_this_machine_it_needs_no_token_and_makes_the_ledger(isolated_store: Path) -> None:
    process, port = serve(isolated_store)
    try:
        assert isolated_store.exists()
        assert post_round(port, None) == 201
    finally:
        _, err = stop(process)
    assert f"view:  http://127.0.0.1:{port}/" in err
    assert "edit:" not in err


def test_on_the_network_it_prints_each_address_with_the_edit_link_and_a_qr_code(isolated_store: Path) -> None:
    process, port = serve(isolated_store, "--host", "0.0.0.0", "--token", "tabletoken")
    try:
        assert post_round(port, None) == 403
        assert post_round(port, "tabletoken") == 201
    finally:
        _, err = stop(process)
    assert "?token=tabletoken" in err
    assert "█" in err or "▀" in err or "▄" in err  # the QR code, drawn in the terminal


def test_a_new_random_token_when_none_is_given(isolated_store: Path) -> None:
    process, port = serve(isolated_store, "--host", "0.0.0.0")
    try:
        assert post_round(port, None) == 403
    finally:
        _, err = stop(process)
    assert "?token=" in err


def test_without_the_extra_it_says_how_to_install_it(tmp_path: Path) -> None:
    # A fastapi that cannot be imported, as on an install without the extra.
    (tmp_path / "fastapi").mkdir()
    (tmp_path / "fastapi" / "__init__.py").write_text("raise ImportError('not installed')\n")
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", "serve", "--db", str(tmp_path / "x.db")],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(Path(__file__).resolve().parent.parent)])},
    )
    assert done.returncode == 2
    assert "pip install 'hanascore[serve]'" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "x.db").exists()


def test_a_damaged_ledger_is_refused_before_serving(tmp_path: Path) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not a database" * 100)
    done = subprocess.run(
        [sys.executable, "-m", "hanascore", "serve", "--db", str(bad)], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
