"""The README's architecture section stays true (issue 31: "the README's architecture table
misses 35 modules"): one line per package and module, every module under ``hanascore/`` named
there, and every name there a module that exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hanascore"


def architecture_section() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("\n", readme.index("### Architecture"))  # after its heading
    following = re.search(r"^#{1,3} ", readme[start:], re.M)
    return readme[start : start + following.start()] if following else readme[start:]


def table_names() -> list[str]:
    """The first column of the section's table: a module's path under ``hanascore/``, or a
    package's (``core/``, ``views/html/``: its ``__init__``)."""
    return re.findall(r"^\| `([^`]+)` \|", architecture_section(), re.M)


def module_of(name: str) -> Path:
    return PACKAGE / name / "__init__.py" if name.endswith("/") else PACKAGE / name


def test_every_module_is_named_once_in_the_architecture_table() -> None:
    named = [module_of(name) for name in table_names()]
    modules = sorted(PACKAGE.rglob("*.py"))
    missing = [str(p.relative_to(PACKAGE)) for p in modules if p not in named]
    assert missing == []
    assert len(named) == len(set(named))  # one line each


def test_every_name_in_the_architecture_table_is_a_module() -> None:
    gone = [name for name in table_names() if not module_of(name).is_file()]
    assert gone == []


def test_each_line_says_what_its_module_is() -> None:
    rows = re.findall(r"^\| `[^`]+` \| (.*) \|$", architecture_section(), re.M)
    assert len(rows) == len(table_names())
    assert all(len(row.split()) >= 3 for row in rows)
