"""Which area of the game a test file tests: engine, bots or gui (issue 53, "tests in tiers").

conftest.py marks every test with its file's area, so `pytest -m engine` runs the rules
alone and `pytest -m "gui and not slow"` the fast screen tests. The area is read from what
the file imports, not kept in a list by hand, so a new test file is classified the day it is
written and a file that starts driving the window moves to `gui` by itself:

- `gui`: the file reaches the GUI (`apistocracy_gui.gui`, or pygame), through its own imports
  (at any depth of the file: imports inside a test count), through a helper module of
  `tests/` or a script of `tools/` it loads, or by its name (`test_gui_*`);
- `bots`: otherwise, it reaches the computer players or the review that judges with them
  (`apistocracy_gui.bots`, `apistocracy_gui.review`, the hint worker);
- `engine`: the rest, which needs only the rules engine (and the data, saves, catalogs and
  terminal front end around it): no window, no search.

`slow` is no area: it is marked by hand on the tests that play many whole games or render
many screens (README, "Tests").
"""
from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

TESTS = Path(__file__).resolve().parent
TOOLS = TESTS.parent / "tools"
AREAS = ("engine", "bots", "gui")  # from the bottom layer up: a file is in the highest it reaches
REACHES = {
    "gui": ("apistocracy_gui.gui", "pygame"),
    "bots": ("apistocracy_gui.bots", "apistocracy_gui.review", "apistocracy_gui.hint_worker"),
}
GUI_FIXTURES = {"app", "speaking"}  # conftest.py's window and its languages


def _local(name: str) -> Path | None:
    """A helper module of tests/ or a script of tools/ that an import or a path names."""
    stem = name.removesuffix(".py")
    for folder in (TESTS, TOOLS):
        path = folder / f"{stem}.py"
        if stem.isidentifier() and path.is_file():
            return path
    return None


def _nodes(tree: ast.AST, loaded: bool) -> list[ast.AST]:
    """Every node of a file; with `loaded`, only those that run as it is loaded (a helper's
    function may import the GUI for the one test that calls it: that test's file then
    imports the GUI too, or the helper's import does not reach it)."""
    if not loaded:
        return list(ast.walk(tree))
    out, todo = [], [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            todo.extend(ast.iter_child_nodes(node))
    return out


def _named(tree: ast.AST, loaded: bool) -> set[str]:
    """The modules a file imports, in full (`from apistocracy_gui import gui` names
    `apistocracy_gui.gui`), and the `.py` files its strings name (a tool loaded by path)."""
    names: set[str] = set()
    for node in _nodes(tree, loaded):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.endswith(".py"):
            names.add(node.value.rsplit("/", 1)[-1])
    return names


@cache
def reached(path: Path) -> frozenset[str]:
    """Every module the file imports (inside its tests too), with those the helpers and
    tools it loads import as they load (and theirs: the tools import each other)."""
    out: set[str] = set()
    seen, todo = {path}, [path]
    while todo:
        here = todo.pop()
        names = _named(ast.parse(here.read_text(encoding="utf-8")), loaded=here != path)
        out |= names
        for local in filter(None, map(_local, names)):
            if local not in seen:
                seen.add(local)
                todo.append(local)
    return frozenset(out)


def _reaches(names: frozenset[str], area: str) -> bool:
    return any(n == p or n.startswith(p + ".") for n in names for p in REACHES[area])


@cache
def file_area(path: Path) -> str:
    """The area of a test file as a whole (before its tests' fixtures are counted)."""
    names = reached(path)
    if path.name.startswith("test_gui_") or _reaches(names, "gui"):
        return "gui"
    return "bots" if _reaches(names, "bots") else "engine"


def area(path: Path, fixtures: list[str] | tuple[str, ...] = ()) -> str:
    """The area of one test: its file's, or `gui` when it opens the window by a fixture."""
    return "gui" if GUI_FIXTURES & set(fixtures) else file_area(path)
