"""Suite-wide guard: no test reads or writes the player's own data folder; the GUI tests'
shared `app` and `speaking` fixtures; and each test's area marker (tests/tiers.py).

Several GUI tests (and the screenshot tool they drive) autosave, keep replays and record the
profile. Without this, a test that forgot to point APISTOCRACY_HOME at its tmp_path used the
real folder of the machine running the suite, so leftovers of earlier runs (saves and
replays made with older rules data) failed it there. A test that sets its own folder with
monkeypatch still wins: its setenv runs after this one.
"""
from __future__ import annotations

import os
import threading

import pytest
from tiers import AREAS, area


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test marked with its area, engine, bots or gui (tests/tiers.py reads it from what
    its file imports), unless it names one itself: `pytest -m engine` runs the rules alone.

    The slow tests run first (each file's in its own order): the two workers (`--dist
    worksteal`) then end on short tests, and neither waits alone at the end for a long one
    the other could not share."""
    for item in items:
        if not any(item.get_closest_marker(name) for name in AREAS):
            item.add_marker(area(item.path, getattr(item, "fixturenames", ())))
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # (a stable sort)


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def _no_wait_for_the_disk(monkeypatch):
    """Files are written, renamed and read back as in the game; only `os.fsync`, the wait
    until the disk holds them through a power cut, is skipped: no test can see it, and each
    save (options, autosaves, profiles, replays) waited for two of them, about 7 ms of a
    worker's wall time on CI's disk and more when it is busy (the Options monkey alone
    writes the options 216 times). A test of the syncing (tests/test_userfiles.py) sets
    its own `os.fsync`, which wins."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def _no_review_left_searching():
    """No test ends with a season review still searching. The manager stops a review it
    drops (`Scene.closed`), so one left is a review scene the test left on a stack it never
    dropped (a monkey that ended on the review: close the stack at the end). Its thread
    searched on for a minute or two inside the worker's process, and the tests after it
    paid: after the score pad's monkey, the Rules and Options monkeys took 42 and 89 s of
    CPU instead of 4 and 8. A review ending by itself gets a moment to finish."""
    before = set(threading.enumerate())  # (one left by an earlier test is that test's fault)
    yield
    left = [t for t in threading.enumerate() if t.name == "season-review" and t not in before]
    for thread in left:
        thread.join(1.0)
    assert not [t for t in left if t.is_alive()], \
        "a season review is still searching: drop its scene (manager.pop/replace/close_all)"


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Every test starts in English and ends there (issue 35), and the game it starts as a
    process finds an English system: a German CI machine runs the suite as any other."""
    from apistocracy_gui import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A 1600x900 window with default settings, its data folder the test's own tmp_path (so
    the test can read what the game wrote there). No pygame.quit() after: the theme caches
    its fonts. A module that needs other settings defines its own `app`."""
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.settings import Settings

    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    return App(Settings(), size=(1600, 900))


@pytest.fixture
def speaking():
    """`speaking(code)`: the game speaks `code` from now on, its text drawn afresh (the theme
    keeps drawn text by language); English again after the test."""
    from apistocracy_gui import i18n
    from apistocracy_gui.gui import theme as T

    def speak(code: str) -> None:
        i18n.set_language(code)
        T.forget_drawings()

    yield speak
    speak(i18n.ENGLISH)


@pytest.fixture
def tool_module(monkeypatch):
    """`tool_module(name)`: tools/<name>.py imported as the module `name`, with tools/ on the
    path (a tool imports bench_engine or tournament beside it) and in `sys.modules` (its
    dataclasses look their module up), both undone after the test."""
    import importlib.util
    import sys
    from pathlib import Path

    tools = Path(__file__).resolve().parents[1] / "tools"

    def load(name: str):
        monkeypatch.syspath_prepend(str(tools))
        spec = importlib.util.spec_from_file_location(name, tools / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        monkeypatch.setitem(sys.modules, name, module)
        spec.loader.exec_module(module)
        return module

    return load
