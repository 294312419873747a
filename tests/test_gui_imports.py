"""The package's import graph (issues 37 and 53): services are handed down, not imported up.

No module under `apistocracy_gui/gui/` imports `gui/app.py` (the window and its loop), not
even for type checking: scenes and components name the app by the `gui.services.Services`
protocol. The imports a module runs form no circle in `gui/`, counting those inside
functions (a scene reaching another when a button is pressed): no scene imports another
(one derives from another's class at most); the navigator `gui/go.py` builds them all, and
scenes reach it as `app.go`. And the layers stand on each other one way: the engine names
nothing above it, the session layer nothing of the front ends.

What a module names only for type checking (`if TYPE_CHECKING:`) is not counted for the
circles and the scenes: it never runs, and a scene's parts name their scene that way. It is
counted for the layers: a lower layer does not even name an upper one.
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


def test_the_gui_runs_without_an_import_circle():
    """Issues 37 and 53: the imports gui/ runs, at load time or inside a function when it is
    called, form no circle (before issue 53, 17 modules: title -> setup -> router -> season
    -> quit_overlay -> title ..., and coach -> tutorial_menu -> coach)."""
    assert cycles(graph(("module", "function"))) == []


RUNS = ("module", "function")
NAVIGATOR = "apistocracy_gui.gui.go"
# The classes every scene and overlay derives from (`Scene`, `Overlay` and its `Choice`
# rows): never shown by themselves, so any scene may import them.
SCENE_BASES = {"apistocracy_gui.gui.scene", "apistocracy_gui.gui.scenes.overlay"}


def class_bases() -> dict[str, dict[str, set[str]]]:
    """Per gui module, each class it defines and the names of its bases."""
    found: dict[str, dict[str, set[str]]] = {}
    for path in GUI.rglob("*.py"):
        found[module_name(path)] = {
            node.name: {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
            for node in ast.parse(path.read_text(encoding="utf-8")).body if isinstance(node, ast.ClassDef)}
    return found


def scene_modules() -> dict[str, set[str]]:
    """The gui modules that define a scene (a class derived from `Scene`, at any depth), with
    those classes."""
    bases = class_bases()
    scenes = {"Scene"}
    while True:
        more = {c for defined in bases.values() for c, b in defined.items() if b & scenes} - scenes
        if not more:
            break
        scenes |= more
    return {m: set(defined) & scenes for m, defined in bases.items() if set(defined) & scenes}


def derives(module: str, other: str, bases: dict[str, dict[str, set[str]]]) -> bool:
    """Whether a class of `module` derives from a class `other` defines (the solo result
    from the score pad): inheritance, not one scene building another."""
    return any(b & set(bases[other]) for b in bases[module].values())


def scene_imports() -> list[str]:
    """Each run-time import of a scene module by a gui module other than the navigator,
    inheritance and the base classes aside."""
    scenes, bases = scene_modules(), class_bases()
    return sorted(f"{name} -> {target}" for name, targets in graph(RUNS).items() if name != NAVIGATOR
                  for target in targets & scenes.keys()
                  if target not in SCENE_BASES and not derives(name, target, bases))


def test_the_scenes_are_found_by_their_classes():
    """The measure can fail: it knows the scenes from their parts and sees inheritance."""
    scenes = scene_modules()
    assert {f"apistocracy_gui.gui.scenes.{name}" for name in ("title", "whist", "solo_result",
                                                              "rules_overlay")} <= set(scenes)
    assert "apistocracy_gui.gui.scenes.season_pointer" not in scenes
    assert derives("apistocracy_gui.gui.scenes.solo_result", "apistocracy_gui.gui.scenes.scorepad",
                   class_bases())


def test_no_scene_imports_another_only_the_navigator_builds_them():
    """Issue 53, item 2: one module builds scenes (`gui/go.py`); no scene, part or helper of
    gui/ imports a scene module when it runs (a scene may derive from another's class), and
    nothing in gui/ but the app imports the navigator: scenes are handed it as `app.go`."""
    assert scene_imports() == []
    assert {name for name, targets in graph(RUNS).items() if NAVIGATOR in targets} == {APP}


# Each top-level module or package of apistocracy_gui by layer, lowest first: a module names
# (imports, even for type checking) nothing of a higher layer (ARCHITECTURE.md, "Packages").
LAYERS = (
    {"resources", "i18n", "reasons", "argparse_words", "userfiles"},
    {"engine"},
    {"bots", "replay", "text_render", "version", "phone_wire", "goal_words"},
    {"savegame", "playfrom", "review", "taster"},
    # the session layer
    {"session", "bot_turn", "hint_worker", "slots", "replays", "phone_seats", "phone_server"},
    {"gui", "text"},  # the front ends
    {"app", "selftest", "__main__"},
)


def layer_of(name: str) -> int | None:
    """The layer of a module named in full (None: the package itself, or outside it)."""
    parts = name.split(".")
    if parts[0] != "apistocracy_gui" or len(parts) < 2:
        return None
    return next(i for i, layer in enumerate(LAYERS) if parts[1] in layer)


def upward() -> list[str]:
    """Each import, of any kind, from a module to a higher layer's."""
    package = GUI.parent
    found = []
    for path in package.rglob("*.py"):
        here = module_name(path)
        for kind, targets in imports(path).items():
            for target in targets:
                low, high = layer_of(here), layer_of(target)
                if low is not None and high is not None and high > low:
                    found.append(f"{here} -> {target} ({kind})")
    return sorted(found)


def test_every_module_has_a_layer():
    package = GUI.parent
    tops = {p.relative_to(package).parts[0].removesuffix(".py") for p in package.rglob("*.py")}
    assert tops - {"__init__"} == set().union(*LAYERS)


def test_the_layers_import_downward_only():
    """Issue 53, item 2: the engine never names the bots, the review, the session or a front
    end; the session layer (the game being played, its slots and replays) names nothing of
    the GUI, not even for type checking: the coach and the tips subscribe to its hooks."""
    assert upward() == []
    assert layer_of("apistocracy_gui.gui.coach") > layer_of("apistocracy_gui.session") > layer_of(
        "apistocracy_gui.engine.game")


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
    # Issue 53: the terminal plays through the shared Session, not a second class of its own.
    terminal = package / "text.py"
    assert "apistocracy_gui.session.Session" in imports(terminal)["module"]
    assert "Session" not in {n.name for n in ast.walk(ast.parse(terminal.read_text(encoding="utf-8")))
                             if isinstance(n, ast.ClassDef)}
