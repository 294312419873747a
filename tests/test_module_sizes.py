"""Modules a person can hold in their head (issue 37, item 4): at most 450 lines a module and
300 a class, measured with `ast`, over the whole package. Every module keeps to both limits:
a module that grows past one is split by what it holds, not given an exception.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "apistocracy_gui"
MODULE_LINES, CLASS_LINES = 450, 300
MODULES = sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py"))


def too_big(module: str) -> tuple[bool, tuple[str, ...]]:
    """Whether the module is over MODULE_LINES, and its classes over CLASS_LINES."""
    source = (PACKAGE / module).read_text(encoding="utf-8")
    classes = tuple(node.name for node in ast.walk(ast.parse(source))
                    if isinstance(node, ast.ClassDef)
                    and (node.end_lineno or node.lineno) - node.lineno + 1 > CLASS_LINES)
    return len(source.splitlines()) > MODULE_LINES, classes


@pytest.mark.parametrize("module", MODULES)
def test_a_module_and_its_classes_stay_small(module: str) -> None:
    long_module, big_classes = too_big(module)
    assert not long_module, f"{module} is over {MODULE_LINES} lines"
    assert big_classes == (), f"{module}: classes over {CLASS_LINES} lines: {big_classes}"


def test_the_walk_finds_the_package_modules() -> None:
    """The walk sees every subpackage (a wrong root would make the test above vacuous)."""
    assert {"engine/game.py", "gui/board/motion.py", "gui/scenes/menu_overlay.py"} <= set(MODULES)
    assert len(MODULES) > 150
