"""The rules engine never imports pygame (issue 2; README "Layout").

The engine must run headless for bots, tests, the terminal front end and tools, so pygame
may appear only in the GUI. Two independent checks: the source of every engine module is
scanned for any import or use of pygame, and the engine is imported and a whole game played
in a fresh interpreter where importing pygame fails. The bots (issue 6: "no pygame") are held
to the same rule.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import apistocracy_gui

PACKAGE = Path(apistocracy_gui.__file__).resolve().parent
PURE = ("engine", "bots", "review")  # packages that must never touch pygame (review: issue 36)


def pygame_uses(source: str) -> list[str]:
    """Each place the source imports or names pygame (docstrings and comments aside)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names
                      if a.name.split(".")[0] == "pygame"]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pygame":
            found.append(f"line {node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.Name) and node.id == "pygame":
            found.append(f"line {node.lineno}: uses the name pygame")
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and node.value.split(".")[0] == "pygame"):
            found.append(f"line {node.lineno}: the string {node.value!r} (a dynamic import?)")
    return found


def test_the_scan_finds_every_kind_of_pygame_use() -> None:
    """The scanner itself: each form is caught, a mention in a docstring is not."""
    source = textwrap.dedent('''
        """Pure Python, no pygame."""
        import pygame
        import pygame.font as f
        from pygame import Rect
        importlib.import_module("pygame")
        x = pygame
    ''')
    assert len(pygame_uses(source)) == 5


@pytest.mark.parametrize("package", PURE)
def test_source_never_imports_pygame(package: str) -> None:
    files = sorted((PACKAGE / package).rglob("*.py"))
    assert files, f"no source found for apistocracy_gui.{package}"
    uses = {str(f.relative_to(PACKAGE)): u for f in files
            if (u := pygame_uses(f.read_text(encoding="utf-8")))}
    assert not uses


BLOCKED_RUN = """
import importlib, pkgutil, random, sys
sys.modules["pygame"] = None  # any `import pygame` now raises ImportError
import apistocracy_gui
for package in {packages!r}:
    base = importlib.import_module("apistocracy_gui." + package)
    for info in pkgutil.walk_packages(base.__path__, base.__name__ + "."):
        importlib.import_module(info.name)
from apistocracy_gui.engine import Game, GameConfig
for config in (GameConfig(("edward", "tuesday", "alexandria", "shae"), seed=3),
               GameConfig(("shae",), mode="solo", seed=3),
               GameConfig(("edward", "tuesday"), mode="advanced", seed=3)):
    game, pick = Game.new(config), random.Random(3)
    while not game.is_over:
        game.apply(pick.choice(game.legal_actions()))
    game.scores()
loaded = sorted(m for m in sys.modules if m.split(".")[0] == "pygame" and sys.modules[m])
print("pygame modules loaded:", loaded)
sys.exit(1 if loaded else 0)
"""


def test_engine_imports_and_plays_with_pygame_blocked() -> None:
    """A fresh interpreter where pygame cannot be imported loads every engine and bot module
    (lazy imports inside functions included, by playing whole standard, solo and advanced
    games) without error."""
    packages = [p for p in PURE if (PACKAGE / p).is_dir()]
    run = subprocess.run([sys.executable, "-c", BLOCKED_RUN.format(packages=packages)],
                         capture_output=True, text=True, timeout=120, cwd=PACKAGE.parent)
    assert run.returncode == 0, run.stdout + run.stderr
