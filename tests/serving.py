"""The page's app served for real: uvicorn on a free port of this machine, in a thread."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from fastapi import FastAPI

#: The longest a server is given to start or to stop (a loaded machine is slow, never stuck).
PATIENCE = 30


@contextmanager
def serving(app: FastAPI) -> Iterator[tuple[int, uvicorn.Server]]:
    """``app`` served by uvicorn on a free port of 127.0.0.1, as ``hanascore serve`` serves it."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + PATIENCE
    while not server.started and thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.started, "the server did not start"
    try:
        yield port, server
    finally:
        server.should_exit = True
        thread.join(PATIENCE)
