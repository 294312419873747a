"""The GUI's import graph (issue 37, item 3): services are handed down, not imported up.

No module under `apistocracy_gui/gui/` imports `gui/app.py` (the window and its loop), not
even for type checking: scenes and components name the app by the `gui.services.Services`
protocol. And the imports a module runs when it is loaded form no circle, so each module can
be read, loaded and tested below the ones that use it. Imports inside functions (the scenes
reaching each other through `scenes.router` when a button is pressed) are not part of that
graph: they run after every module is loaded.
"""

from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[1] / "apistocracy_gui" / "gui"
APP = "apistocracy_gui.gui.app"


def module_name(path: Path) -> str:
    parts = path.relative_to(GUI.parents[1]).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _targets(node: ast.Import | ast.ImportFrom, here: str, is_package: bool) -> list[str]:
    """The modules an import statement loads, named in full (`from . import x` may be a module)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        base = here.split(".")
        base = base[:len(base) - node.level + (1 if is_package else 0)]
        stem = ".".join(base + ([node.module] if node.module else []))
    else:
        stem = node.module or ""
    return [stem] + [f"{stem}.{alias.name}" for alias in node.names]


def _type_checking(node: ast.stmt) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def imports(path: Path) -> dict[str, set[str]]:
    """A module's imports by kind: "module" (run at load), "typing" (TYPE_CHECKING blocks), and
    "function" (inside a def, run when it is called)."""
    here, package = module_name(path), path.name == "__init__.py"
    found: dict[str, set[str]] = {"module": set(), "typing": set(), "function": set()}

    def walk(body: list[ast.stmt], kind: str) -> None:
        for node in body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found[kind].update(_targets(node, here, package))
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                walk([n for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom))],
                     "function")
            elif isinstance(node, ast.If) and _type_checking(node):
                walk(node.body, "typing")
                walk(node.orelse, kind)
            else:
                walk([n for n in ast.iter_child_nodes(node) if isinstance(n, ast.stmt)], kind)

    walk(ast.parse(path.read_text(encoding="utf-8")).body, "module")
    return found


def graph(kinds: tuple[str, ...]) -> dict[str, set[str]]:
    """Module -> the gui modules it imports in the given kinds of import."""
    paths = {module_name(p): p for p in GUI.rglob("*.py")}
    return {name: {t for kind in kinds for t in imports(path)[kind] if t in paths and t != name}
            for name, path in paths.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_walk_sees_every_kind_of_import():
    """The measure can fail: scene.py imports pygame at load, names Services for typing only."""
    found = imports(GUI / "scene.py")
    assert "pygame" in found["module"]
    assert "apistocracy_gui.gui.services" in found["typing"]
    assert cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]


def test_no_gui_module_imports_the_app():
    """Issue 37: the app hands its services down; nothing under gui/ imports gui/app.py."""
    offenders = sorted(name for name, path in ((module_name(p), p) for p in GUI.rglob("*.py"))
                       if name != APP and any(APP in targets for targets in imports(path).values()))
    assert offenders == []


def test_the_gui_loads_without_an_import_circle():
    """Issue 37: the imports run at load time form no circle in gui/."""
    assert cycles(graph(("module",))) == []


SESSION_LAYER = ("session", "slots", "replay", "replays", "savegame", "userfiles", "text")


def test_the_session_layer_stands_below_both_front_ends():
    """Issue 37, item 3: the session (a game being played, its slots, its replays and saves)
    sits below the GUI and the terminal front end, which both use it: it loads neither pygame
    nor anything under gui/, at load time or when called (type names aside)."""
    package = GUI.parent
    for name in SESSION_LAYER:
        found = imports(package / f"{name}.py")
        loaded = found["module"] | found["function"]
        assert not any(t == "pygame" or t.startswith("pygame.") for t in loaded), name
        assert not any(t.startswith("apistocracy_gui.gui") for t in loaded), name
    assert "apistocracy_gui.session.take_back" in imports(package / "text.py")["module"]
