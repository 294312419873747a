"""No module of the game is exempt from mypy's rules (issue 53).

Six scene modules were once let off `disallow_untyped_defs`, so `scene.game` was `Any` at
the 45 places that read it and mypy checked none of them. This reads mypy's configuration in
pyproject.toml and the package's files, so an exemption cannot come back unnoticed: every
override that names a module of the game may only tighten a rule, never loosen one, and no
file turns mypy off with an inline `# mypy:` comment.
"""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "apistocracy_gui"


def _mypy() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["mypy"]


def _ours(override: dict) -> bool:
    modules = override["module"]
    return any(m == PACKAGE or m.startswith(PACKAGE + ".") for m in
               ([modules] if isinstance(modules, str) else modules))


def loosened(key: str, value: object) -> bool | None:
    """Whether an override's `key = value` relaxes a rule (None: a key this test does not
    know; classify it here rather than let it pass unread)."""
    if key.startswith(("disallow_", "check_", "warn_", "strict_")) or key == "extra_checks":
        return value is not True
    if key.startswith("allow_") or key in ("ignore_errors", "ignore_missing_imports", "implicit_reexport"):
        return value is not False
    if key in ("disable_error_code", "follow_imports"):
        return value not in ([], "normal")
    return None


def test_no_override_loosens_a_rule_for_the_game():
    problems = []
    for override in _mypy().get("overrides", []):
        if not _ours(override):
            continue
        for key, value in override.items():
            if key == "module":
                continue
            verdict = loosened(key, value)
            if verdict is None:
                problems.append(f"{override['module']}: {key} is not classified by this test")
            elif verdict:
                problems.append(f"{override['module']}: {key} = {value!r} exempts it")
    assert not problems, problems


def test_every_def_of_the_game_is_annotated():
    """The package-wide section holds every module to annotated defs, and mypy checks it."""
    mypy = _mypy()
    assert PACKAGE in mypy["files"]
    package_wide = [o for o in mypy.get("overrides", []) if o["module"] in (f"{PACKAGE}.*", [f"{PACKAGE}.*"])]
    assert package_wide, "no override for the whole package"
    for key in ("disallow_untyped_defs", "disallow_incomplete_defs"):
        assert any(o.get(key) is True for o in package_wide), key


def test_no_module_turns_mypy_off_inline():
    inline = re.compile(r"^\s*#\s*mypy:", re.MULTILINE)
    offenders = [str(p.relative_to(ROOT)) for p in sorted((ROOT / PACKAGE).rglob("*.py"))
                 if inline.search(p.read_text(encoding="utf-8"))]
    assert not offenders, offenders


def test_the_check_sees_an_exemption():
    """The old exemption of the six scene modules is what the first test refuses."""
    assert loosened("disallow_untyped_defs", False) and loosened("disallow_incomplete_defs", False)
    assert loosened("ignore_errors", True) and not loosened("disallow_untyped_defs", True)
