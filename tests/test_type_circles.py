"""Type-hint-only import circles, counted (issue 53): two modules that import each other, one
of them only for type checking (`if TYPE_CHECKING:`), so the circle never runs but a reader
of either must read the other. Those left are listed here with why; none may be added.

Gone (issue 53, item 1 and after): the whist table's four parts naming `WhistScene` (they
take a `WhistContext`), `replays` naming `Session` (a `Finished` protocol of the four things
it reads), the focus ring naming `Scene` (it compares the scene on top by identity only):
38 pairs before, 32 after.
"""

from __future__ import annotations

from test_gui_imports import GUI, imports, module_name

PACKAGE = GUI.parent

LEFT = {
    # The narration and the saves, above the rules, name `Game` for their type hints (the rule
    # modules name the `Rules` protocol instead: tests/test_engine_layers.py).
    *((f"engine.{m}", "engine.game") for m in ("savefile", "view", "why_not")),
    # The `Rules` protocol names the task it is pushed, and a task names `Rules` for the game it
    # runs on: the protocol's own pair, as `Services` and the app's parts below.
    ("engine.flow", "engine.kernel"), ("engine.kernel", "engine.flow"),
    ("gui.scenes.seat_panel", "gui.scenes.setup"),  # the New game setup's seat, given its scene
    # The session's helpers, apart from it to read whole, work on the whole session: the
    # bot's turn sets its thinking and its bots, the phones' seats act and undo through it.
    ("bot_turn", "session"), ("phone_seats", "session"),
    # The coach's bubble reads 17 of the coach's members: a protocol would copy the class.
    ("gui.coach_bubble", "gui.coach"),
    # `Services` is the app as a protocol: its attributes' types are the app's parts, and they
    # are handed the app as `Services`.
    *((f"gui.{m}", "gui.services") for m in ("demo", "go", "kiosk", "phone_table", "scene")),
    *(("gui.services", f"gui.{m}") for m in ("demo", "go", "kiosk", "phone_table", "scene")),
}


def type_only_pairs() -> set[tuple[str, str]]:
    """(a, b): `a` imports `b` only for type checking, and `b` imports `a` in any way."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    found = {name: imports(path) for name, path in paths.items()}

    def named(name: str, kinds: tuple[str, ...]) -> set[str]:
        return {t for k in kinds for t in found[name][k] if t in paths and t != name}
    runs = {name: named(name, ("module", "function")) for name in paths}
    typing = {name: named(name, ("typing",)) - runs[name] for name in paths}
    short = len("apistocracy_gui.")
    return {(a[short:], b[short:]) for a in paths for b in typing[a] if a in runs[b] | typing[b]}


def test_the_count_sees_a_circle_closed_for_types_only():
    """The measure can fail: `Services` names the navigator for its type, and the navigator
    names `Services` for its own: a pair the count finds."""
    assert ("gui.services", "gui.go") in type_only_pairs()


def test_no_new_type_only_import_circle():
    """What is left is listed above with its reason; a new pair fails here, a pair gone must
    leave the list, and the Season's and the whist's parts, the rule modules and the replays
    are among none."""
    pairs = type_only_pairs()
    assert pairs - LEFT == set()
    assert LEFT - pairs == set(), "a pair listed as left is gone: take it off the list"
    assert not {a for a, _b in pairs if a.startswith(("gui.scenes.whist", "gui.scenes.season_"))
                or a in ("replays", "gui.focus")}
