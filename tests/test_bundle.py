"""The bundle's self-test (issue 16): `apistocracy --self-test` starts the app, draws the
title, plays a few computer moves, saves, reloads and exits 0, or 1 with the reason. CI runs
it from source (building the bundle itself is `tools/build_bundle.py --out DIR --smoke`)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from apistocracy_gui import selftest, userfiles, version
from apistocracy_gui.session import Session

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import build_bundle  # noqa: E402


@pytest.mark.slow
def test_self_test_passes_from_source(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "APISTOCRACY_HOME": str(tmp_path / "player")}
    done = subprocess.run([sys.executable, "-m", "apistocracy_gui", "--self-test"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("self-test:")]
    assert lines[0].startswith(f"self-test: Apistocracy {version.version()}, Rules data ")
    assert lines[0].endswith(f"read from {ROOT}")  # a checkout reads its own data
    assert lines[1].startswith("self-test: title drawn")
    assert "played 12 moves" in lines[2]
    assert lines[-1] == "self-test: ok"
    assert not (tmp_path / "player").exists(), "the self-test must not touch the player's files"


def test_self_test_fails_with_the_reason(monkeypatch, capsys) -> None:
    """A save that does not reload is exit status 1 and says so."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(selftest, "MOVES", 3)
    from apistocracy_gui.session import Session

    monkeypatch.setattr(Session, "resume", classmethod(lambda cls: (None, "the disk is on fire")))
    assert selftest.main() == 1
    err = capsys.readouterr().err
    assert "self-test FAILED" in err and "the disk is on fire" in err


def test_a_failed_self_test_waits_for_its_saves_before_removing_its_folder(monkeypatch, capsys) -> None:
    """A save still on its way to a slow disk when a step fails reaches it before the throwaway
    folder is removed: the run ends with its reason, not with an error from the cleanup."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(selftest, "MOVES", 3)
    syncing = threading.Event()
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:  # the temporary file exists while its data is synced
        syncing.set()
        time.sleep(0.3)
        real_fsync(fd)

    def resume_while_saving(cls):
        assert syncing.wait(5), "the game was never autosaved"
        return None, "the disk is slow"

    monkeypatch.setattr(os, "fsync", slow_fsync)
    monkeypatch.setattr(Session, "resume", classmethod(resume_while_saving))
    assert selftest.main() == 1
    assert userfiles.flush(0), "a save was still being written when the folder was removed"
    assert "the disk is slow" in capsys.readouterr().err


@pytest.mark.parametrize("windowed", [False, True])
def test_bundle_holds_the_data_and_is_named_apistocracy(tmp_path: Path, windowed: bool) -> None:
    args = build_bundle.pyinstaller_args(tmp_path / "out", tmp_path / "work", windowed)
    assert args[args.index("--name") + 1] == "apistocracy" and "--onedir" in args
    data = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    assert {d.rsplit(os.pathsep, 1)[1] for d in data} == {"rules_data", "assets", "locale", ".", "babel",
                                                          "babel/locale-data", "pyphen/dictionaries"}
    assert all(Path(d.rsplit(os.pathsep, 1)[0]).exists() for d in data)
    assert f"{build_bundle.ROOT / 'pyproject.toml'}{os.pathsep}." in data  # the version's one place
    assert ("--windowed" in args) == windowed
    assert build_bundle.executable(tmp_path).name in ("apistocracy", "apistocracy.exe")


@pytest.mark.slow
def test_the_bundle_carries_the_language_data_each_language_loads(monkeypatch) -> None:
    """Babel's CLDR files and pyphen's dictionaries are bundled one by one (all of Babel is
    36 MB): every file that numbers, dates, lists and hyphenation load in English, German,
    French and the pseudo-locale is among them."""
    import datetime

    import babel.localedata
    import pyphen

    from apistocracy_gui import i18n

    loaded: set[str] = set()
    real_load = babel.localedata.load

    def load(name: str, merge_inherited: bool = True):
        loaded.add(name)
        return real_load(name, merge_inherited)

    monkeypatch.setattr(babel.localedata, "load", load)
    for cache in ("_cache", "_dict_cache"):  # what earlier tests loaded is loaded again here
        monkeypatch.setattr(babel.localedata, cache, {}, raising=False)
    i18n._hyphenator.cache_clear()
    opened: set[str] = set()
    real_pyphen = pyphen.Pyphen.__init__

    def pyphen_init(self, *args, **kwargs):
        opened.add(Path(pyphen.LANGUAGES[pyphen.language_fallback(kwargs["lang"])]).name)
        real_pyphen(self, *args, **kwargs)

    monkeypatch.setattr(pyphen.Pyphen, "__init__", pyphen_init)
    try:
        for code in (*i18n.LANGUAGES, i18n.PSEUDO):
            i18n.set_language(code)
            i18n.number(1234.5), i18n.date(datetime.date(2026, 12, 4)), i18n.list_of("abc")
            i18n.hyphenations("Gesellschaftsball")
    finally:
        i18n.set_language("en")
        i18n._hyphenator.cache_clear()
    assert loaded and loaded <= set(build_bundle.CLDR)
    assert opened and opened <= set(build_bundle.HYPHENATION)
    assert all(src.is_file() for src, _dest in build_bundle.language_data())


def test_a_bundle_keeps_only_the_language_data_it_loads(tmp_path: Path) -> None:
    internal = tmp_path / "apistocracy" / "_internal"
    for rel in ("babel/locale-data/de.dat", "babel/locale-data/ja.dat", "babel/global.dat",
                "pyphen/dictionaries/hyph_fr.dic", "pyphen/dictionaries/hyph_nl_NL.dic"):
        (internal / rel).parent.mkdir(parents=True, exist_ok=True)
        (internal / rel).write_bytes(b"x" * 10)
    assert build_bundle.prune_language_data(tmp_path / "apistocracy") == 20
    left = sorted(p.relative_to(internal).as_posix() for p in internal.rglob("*") if p.is_file())
    assert left == ["babel/global.dat", "babel/locale-data/de.dat", "pyphen/dictionaries/hyph_fr.dic"]


def test_resources_follow_a_frozen_bundle(monkeypatch, tmp_path: Path) -> None:
    """Frozen, the data is looked up in the bundle's folder (sys._MEIPASS), not the source."""
    from apistocracy_gui import resources

    assert (resources.RULES_DATA / "game.yaml").exists() and (resources.ASSETS / "fonts").is_dir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.root() == tmp_path
