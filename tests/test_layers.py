"""The layout holds: imports point down the layers only, no module imports itself round a cycle,
imports sit at the top of modules, and no module grows past what one reader takes in at once.

Layers, lowest first: ``core`` (cards, sheets, tables, rounds, words), ``games`` (each game and
the registry), ``ledger`` (replay, store, actions, documents), ``views`` (what people see),
``web`` (the page: an extra), ``cli`` (the command).  A module may import its own layer and the
layers below it; nothing imports upwards, not even for type checking.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import hanascore

PACKAGE = Path(hanascore.__file__).parent
LAYERS = ("core", "games", "ledger", "views", "web", "cli")
MAX_LINES = 450
#: The places that import late, each for start-up or for an extra: the command table loads a
#: command's module when it runs (and the program builds the table only for a command that is
#: not ``score --json``); ``serve`` imports the page, whose packages are an extra; the line
#: editor (prompt_toolkit) is loaded only when a terminal asks questions.
LATE_IMPORTS_ALLOWED: dict[str, str | tuple[str, ...]] = {
    "hanascore.cli.app": "",
    "hanascore.cli.main": ("hanascore.cli.app", "hanascore.cli.score"),
    "hanascore.cli.serve": "hanascore.web",
    "hanascore.cli.prompts": "hanascore.cli.line_editing",
}
#: Packages of the optional extras, imported where they are used so that a command without them runs.
EXTRAS = ("fastapi", "uvicorn", "starlette", "segno", "multipart", "prompt_toolkit")


@dataclass(frozen=True, slots=True)
class Import:
    importer: str
    imported: str
    line: int
    late: bool


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imported_names(module: str, node: ast.Import | ast.ImportFrom, is_package: bool) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    if node.level:
        base = module.split(".")[: len(module.split(".")) - node.level + (1 if is_package else 0)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    for alias in node.names:
        full = f"{prefix}.{alias.name}"
        yield full if full in MODULES else prefix


def imports_of(module: str) -> Iterator[Import]:
    """Every import in ``module``: late ones are inside a function (or a class body's method)."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))

    def walk(node: ast.AST, late: bool) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                for name in imported_names(module, child, path.name == "__init__.py"):
                    yield Import(module, name, child.lineno, late)
            yield from walk(child, late or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    yield from walk(tree, False)


def own(name: str) -> str | None:
    """The hanascore module that ``name`` (a module or a module's attribute) is, or None."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def layer(module: str) -> int | None:
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else None


@functools.cache
def every_import() -> list[Import]:
    """Every import of every module: read when a test first asks, not while the suite is being
    collected (every worker collects it, half a second of parsing each)."""
    return [found for module in MODULES for found in imports_of(module)]


def test_every_module_is_in_a_layer() -> None:
    outside = [m for m in MODULES if layer(m) is None and m not in ("hanascore", "hanascore.__main__")]
    assert outside == []


def test_no_module_imports_a_layer_above_its_own() -> None:
    upward = [
        f"{found.importer}:{found.line} imports {target}"
        for found in every_import()
        if (target := own(found.imported))
        and layer(found.importer) is not None
        and layer(target) is not None
        and layer(target) > layer(found.importer)  # type: ignore[operator]
    ]
    assert upward == []


def test_the_import_graph_has_no_cycle() -> None:
    graph: dict[str, set[str]] = {module: set() for module in MODULES}
    for found in every_import():
        target = own(found.imported)
        if target and target != found.importer and not found.late:
            graph[found.importer].add(target)
    done: set[str] = set()

    def cycle_from(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return None
        for target in sorted(graph[module]):
            found = cycle_from(target, [*path, module])
            if found:
                return found
        done.add(module)
        return None

    cycles = [found for module in sorted(MODULES) if (found := cycle_from(module, []))]
    assert cycles == []


def test_imports_sit_at_the_top_but_for_the_command_table_and_the_extras() -> None:
    late = []
    for found in every_import():
        if not found.late:
            continue
        if found.imported.startswith(LATE_IMPORTS_ALLOWED.get(found.importer, "\0")):
            continue
        if own(found.imported) is None and found.imported.split(".")[0] in EXTRAS:
            continue
        late.append(f"{found.importer}:{found.line} imports {found.imported} inside a function")
    assert late == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_longer_than_a_reader_takes_in(module: str) -> None:
    lines = MODULES[module].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{module} has {lines} lines"


def test_the_checks_can_fail(tmp_path: Path) -> None:
    """The walk sees a late import and an upward import when there is one."""
    source = "def f():\n    from hanascore.cli import app\n"
    tree = ast.parse(source)
    node = tree.body[0].body[0]  # type: ignore[attr-defined]
    assert list(imported_names("hanascore.core.cards", node, False)) == ["hanascore.cli.app"]
    assert layer("hanascore.cli.app") > layer("hanascore.core.cards")  # type: ignore[operator]
