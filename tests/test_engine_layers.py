"""The engine's layers (issue 53, item 3): the rule modules take the small `Rules` protocol and
never name `Game` (not even for a type hint) nor the narration; every engine module is either
a rule module or one of the modules around them, so a new module is put in its place the day
it is written; the bots' worlds use only the engine's public members."""

from __future__ import annotations

import ast
from pathlib import Path

from apistocracy_gui.engine.kernel import RULE_MODULES

PACKAGE = Path(__file__).resolve().parents[1] / "apistocracy_gui"
ENGINE = PACKAGE / "engine"
# The modules around the rules: the data and its readers, the kernel's plain types, the public
# `Game` and what it builds on (saves, positions, the view and its knowledge), and the narration.
AROUND = {"__init__", "actions", "catalog", "catalog_build", "chronicle", "events", "game",
          "kernel", "knowledge", "lookahead", "mode_data", "names", "position", "rng", "rules_file",
          "rules_schemas", "savefile", "setup", "state", "view", "why_not"}


# The data layer: the rules data files read, checked and built into the catalog's objects.
DATA = ("catalog", "catalog_build", "mode_data", "rules_file", "rules_schemas")
# The modules above the rules: the public game and its saves, positions and lookahead, and
# the narration (the Chronicle, why a move is refused, the view and its knowledge). A rule
# module names none of them: it asks the game (`kernel.Rules`: a seat's name, an event's words).
ABOVE = {"game", "chronicle", "knowledge", "lookahead", "position", "savefile", "view", "why_not"}


def _imported(path: Path) -> set[str]:
    """The modules an engine module imports, at any depth (the engine's by their short name)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = (node.module or "").split(".")[-1]
            found |= {a.name for a in node.names} if node.level and not node.module else {module}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return found


def _names_above(path: Path) -> list[str]:
    """Each import in the module (at any depth: under TYPE_CHECKING or in a function too) that
    names a module above the rules, or `Game`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.split(".")[-1] in ABOVE or any(a.name in ABOVE | {"Game"} for a in node.names):
                found.append(f"line {node.lineno}: from {'.' * node.level}{module} import "
                             f"{', '.join(a.name for a in node.names)}")
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names
                      if a.name.split(".")[-1] in ABOVE]
    return found


def test_every_engine_module_is_a_rule_module_or_one_around_them() -> None:
    modules = {p.stem for p in ENGINE.glob("*.py")}
    assert not set(RULE_MODULES) & AROUND
    assert modules == set(RULE_MODULES) | AROUND, (
        f"unplaced: {sorted(modules - set(RULE_MODULES) - AROUND)}, "
        f"gone: {sorted((set(RULE_MODULES) | AROUND) - modules)}")


def test_no_rule_module_imports_the_game_or_the_narration() -> None:
    assert ABOVE <= AROUND
    offenders = {m: hits for m in RULE_MODULES if (hits := _names_above(ENGINE / f"{m}.py"))}
    assert not offenders, f"rule modules naming Game (type them with kernel.Rules) or a module " \
                          f"above them: {offenders}"


def test_the_rules_data_is_read_in_the_data_layer_only() -> None:
    """No rule module reads a YAML file (`rules_file`, PyYAML): the data layer builds the
    catalog and the modes' data, and stands on no rule module."""
    readers = {m for m in RULE_MODULES if _imported(ENGINE / f"{m}.py") & {"rules_file", "yaml"}}
    assert not readers, f"rule modules reading rules data (move it to catalog_build or mode_data): {readers}"
    for m in DATA:
        assert not _imported(ENGINE / f"{m}.py") & set(RULE_MODULES), m


def test_the_check_sees_an_import_under_type_checking(tmp_path: Path) -> None:
    """The check above can fail: an import of `Game` only for a type hint is found."""
    module = tmp_path / "m.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      "    from .game import Game\n", encoding="utf-8")
    assert _names_above(module) == ["line 3: from .game import Game"]
    module.write_text("def f():\n    from .chronicle import area\n", encoding="utf-8")
    assert _names_above(module) == ["line 2: from .chronicle import area"]


def _private_uses(source: str) -> list[str]:
    """Each private member the code reaches (`x._name`, dunders aside) and each private name it
    imports from another module."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.endswith("__"):
            found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.ImportFrom):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names if a.name.startswith("_")]
    return found


def test_the_bots_worlds_are_built_through_the_engines_public_api() -> None:
    """`bots/worlds.py` samples a world and plays on it through `engine.lookahead.Lookahead`
    (its public `at`, `play`, `fork`, `copier`), never through a `Game` internal."""
    assert _private_uses((PACKAGE / "bots" / "worlds.py").read_text(encoding="utf-8")) == []


def test_the_private_use_check_can_fail() -> None:
    source = "from .game import _Step\ndef play(w):\n    w._advance()\n"
    assert _private_uses(source) == ["line 1: import _Step", "line 3: ._advance"]
