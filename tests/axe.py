"""axe-core in the page's browser tests: the version pinned in ``tests/browser/package.json``,
installed by ``npm ci`` when its ``node_modules`` is missing (git-ignored)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

BROWSER_PACKAGES = Path(__file__).resolve().parent / "browser"
AXE = BROWSER_PACKAGES / "node_modules" / "axe-core" / "axe.min.js"
#: The impacts that fail a test: axe's "serious" and "critical" (the issue's bar).
FAILING = ("serious", "critical")
#: The longest ``npm ci`` is given (one small package; a slow mirror, never a stuck one).
NPM_PATIENCE = 300


def axe_source() -> str:
    """axe-core's script, installed first if need be; the test is skipped without npm (unless
    ``HANASCORE_REQUIRE_BROWSER`` says the browser tests must run)."""
    if not AXE.exists():
        npm = shutil.which("npm")
        if npm is None:
            if os.environ.get("HANASCORE_REQUIRE_BROWSER"):
                raise RuntimeError("HANASCORE_REQUIRE_BROWSER is set but npm is missing: axe-core cannot be installed")
            pytest.skip("npm is missing: axe-core cannot be installed (tests/browser/package.json)")
        subprocess.run(
            [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
            cwd=BROWSER_PACKAGES,
            check=True,
            timeout=NPM_PATIENCE,
        )
    return AXE.read_text(encoding="utf-8")


def violations(page: Any, source: str) -> list[str]:
    """axe's serious and critical violations on ``page`` as it stands, one line each (rule,
    what it asks, and where), empty when there are none."""
    # Runtime evaluation, not a <script>: the page's Content-Security-Policy allows none inline.
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(source)
    found = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => n.target.join(' '))}))"
    )
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {', '.join(v['nodes'][:5])}"
        for v in found
        if v["impact"] in FAILING
    ]
