"""The engine's layers (issue 53, item 3): the rule modules take the small `Rules` protocol and
never name `Game`, not even for a type hint; every engine module is either a rule module or
one of the modules around them, so a new module is put in its place the day it is written."""

from __future__ import annotations

import ast
from pathlib import Path

from apistocracy_gui.engine.kernel import RULE_MODULES

ENGINE = Path(__file__).resolve().parents[1] / "apistocracy_gui" / "engine"
# The modules around the rules: the data and its readers, the kernel's plain types, the public
# `Game` and what it builds on (saves, positions, the view), and the narration.
AROUND = {"__init__", "actions", "catalog", "catalog_build", "chronicle", "events", "game",
          "kernel", "names", "position", "rng", "rules_file", "rules_schemas", "savefile",
          "setup", "state", "view", "why_not"}


def _names_game(path: Path) -> list[str]:
    """Each import in the module (at any depth: under TYPE_CHECKING or in a function too) that
    names the `game` module or its `Game`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.split(".")[-1] == "game" or any(a.name in ("game", "Game") for a in node.names):
                found.append(f"line {node.lineno}: from {'.' * node.level}{module} import "
                             f"{', '.join(a.name for a in node.names)}")
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names
                      if a.name.split(".")[-1] == "game"]
    return found


def test_every_engine_module_is_a_rule_module_or_one_around_them() -> None:
    modules = {p.stem for p in ENGINE.glob("*.py")}
    assert not set(RULE_MODULES) & AROUND
    assert modules == set(RULE_MODULES) | AROUND, (
        f"unplaced: {sorted(modules - set(RULE_MODULES) - AROUND)}, "
        f"gone: {sorted((set(RULE_MODULES) | AROUND) - modules)}")


def test_no_rule_module_imports_the_game() -> None:
    offenders = {m: hits for m in RULE_MODULES if (hits := _names_game(ENGINE / f"{m}.py"))}
    assert not offenders, f"rule modules naming Game (type them with kernel.Rules): {offenders}"


def test_the_check_sees_an_import_under_type_checking(tmp_path: Path) -> None:
    """The check above can fail: an import of `Game` only for a type hint is found."""
    module = tmp_path / "m.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      "    from .game import Game\n", encoding="utf-8")
    assert _names_game(module) == ["line 3: from .game import Game"]
