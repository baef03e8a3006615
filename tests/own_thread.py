"""Run a line editor in-process beside the browser tests.

Playwright's sync API (the worker's one Chromium, kept for the whole session) leaves an event
loop marked as running on the worker's main thread, and prompt_toolkit starts its own with
``asyncio.run``, which refuses to start inside a running loop.  A test that drives the line
editor in-process runs it in a thread of its own, where no loop runs, whatever ran before it
on the worker.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")


def in_own_thread(call: Callable[[], T]) -> T:
    """``call()`` run in a new thread; its result returned, or its exception (Ctrl-C's
    KeyboardInterrupt too) raised here."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(call).result()
