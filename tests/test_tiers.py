"""The tests' tiers (issue 53): every test is marked with one area, read from its file's
imports (tests/tiers.py), and the marks pytest accepts are the ones pyproject.toml lists."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from tiers import AREAS, TESTS, area, file_area


def test_every_collected_test_has_one_area(request: pytest.FixtureRequest):
    """The conftest hook marked every test of this run (each xdist worker collects them all)."""
    wrong = [item.nodeid for item in request.session.items
             if sum(item.get_closest_marker(name) is not None for name in AREAS) != 1]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize(("name", "expected"), [
    ("test_whist.py", "engine"),  # the rules alone
    ("test_ballroom.py", "engine"),  # its helper imports the GUI only inside a function it does not call
    ("test_bots.py", "bots"),
    ("test_review_verdicts.py", "bots"),  # the review judges with the bots
    ("test_bench_bots_tool.py", "bots"),  # a tool loaded by its path, which imports the bots
    ("test_gui_imports.py", "gui"),  # by its name: it reads gui/'s sources without importing them
    ("test_keyboard_enter.py", "gui"),
    ("test_tutorial.py", "gui"),  # through tests/gui_driver.py
])
def test_a_file_is_in_the_highest_area_it_reaches(name: str, expected: str):
    assert file_area(TESTS / name) == expected


def test_the_window_fixture_puts_a_test_in_gui():
    assert area(TESTS / "test_whist.py", ("tmp_path", "app")) == "gui"
    assert area(TESTS / "test_whist.py", ("tmp_path",)) == "engine"


def test_the_marks_are_registered_and_strict():
    with open(Path(TESTS.parent, "pyproject.toml"), "rb") as f:
        pytest_ini = tomllib.load(f)["tool"]["pytest"]["ini_options"]
    registered = {line.split(":", 1)[0] for line in pytest_ini["markers"]}
    assert registered == {*AREAS, "slow"}
    assert "--strict-markers" in pytest_ini["addopts"].split()
