"""Suite-wide guard: no test reads or writes the player's own data folder.

Several GUI tests (and the screenshot tool they drive) autosave, keep replays and record the
profile. Without this, a test that forgot to point APISTOCRACY_HOME at its tmp_path used the
real folder of the machine running the suite, so leftovers of earlier runs (saves and
replays made with older rules data) failed it there. A test that sets its own folder with
monkeypatch still wins: its setenv runs after this one.
"""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path_factory.mktemp("home")))
