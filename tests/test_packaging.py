"""The game installs like any Python game (issue 33): every file it reads is declared package
data, an installed copy finds its data inside the package, and it has one version.

Building and installing a real wheel and sdist takes a build environment, so `.ci/run` does
that (and plays a game from the installed wheel); here the cheap half: pyproject.toml's
declarations against the files on disk, and the installed layout those declarations make,
laid out by hand from the same declarations and started from outside the checkout.
"""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from apistocracy_gui import resources, version

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "apistocracy_gui"
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = CONFIG["tool"]["setuptools"]


def source_dir(package: str) -> Path:
    """Where setuptools takes `package` from: the longest package-dir prefix, else its path."""
    mapping = SETUPTOOLS.get("package-dir", {})
    parts = package.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in mapping:
            return ROOT / mapping[prefix] / Path(*parts[n:])
    return ROOT / Path(*parts)


def installed_files() -> dict[str, Path]:
    """{path inside site-packages: source file} for every module and data file the wheel holds,
    by the rules setuptools follows (modules of the listed packages, their package-data globs)."""
    files = {}
    for package in SETUPTOOLS["packages"]:
        folder = source_dir(package)
        globs = SETUPTOOLS.get("package-data", {}).get(package, [])
        for path in folder.iterdir():
            if path.is_file() and (path.suffix == ".py" or any(fnmatch.fnmatch(path.name, g) for g in globs)):
                files[str(Path(*package.split("."), path.name))] = path
    return files


def test_every_data_file_ships_in_the_package() -> None:
    """Everything under rules_data/ and assets/ (rules, tutorial script, fonts, art, sounds,
    the fonts' licence and the credits) is inside the wheel, at the place resources.py reads it
    from: a new folder or kind of file that the declarations miss fails here, not at a player's."""
    shipped = set(installed_files().values())
    for name in resources.DATA_DIRS:
        on_disk = {p for p in (ROOT / name).rglob("*") if p.is_file() and "__pycache__" not in p.parts}
        assert on_disk, name
        missing = sorted(str(p.relative_to(ROOT)) for p in on_disk - shipped)
        assert missing == [], f"not declared as package data in pyproject.toml: {missing}"
        assert source_dir(f"{PACKAGE}.{name}") == ROOT / name


def test_every_code_package_is_listed() -> None:
    """The packages are listed by hand (the data packages live outside the package folder): a
    new subpackage of the code missing from the list would be left out of the wheel."""
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / PACKAGE).rglob("__init__.py")}
    listed = {p for p in SETUPTOOLS["packages"] if (source_dir(p) / "__init__.py").exists()}
    assert on_disk == listed
    assert all(source_dir(p).is_dir() for p in SETUPTOOLS["packages"])


def test_the_licences_ship_with_the_metadata() -> None:
    project = CONFIG["project"]
    assert project["license"] == "MIT AND Bitstream-Vera"
    assert all((ROOT / f).is_file() for f in project["license-files"])
    assert "assets/fonts/LICENSE-DejaVu.txt" in project["license-files"]
    assert project["readme"] == "README.md" and "urls" not in project


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The package as a wheel installs it, in a folder of its own (no pyproject.toml beside)."""
    site = tmp_path_factory.mktemp("site-packages")
    for inside, source in installed_files().items():
        (site / inside).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, site / inside)
    return site


def run_installed(site: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site), "APISTOCRACY_HOME": str(tmp_path / "home"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", PACKAGE, *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


@pytest.mark.slow
def test_an_installed_copy_reads_its_data_inside_the_package(site: Path, tmp_path: Path) -> None:
    """From a folder that is not the checkout, the installed layout self-tests (fonts, art,
    sounds, rules data, a save and reload) with the data it carries, not the checkout's."""
    done = run_installed(site, tmp_path, "--self-test")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].endswith(f"read from {site / PACKAGE}")
    game = run_installed(site, tmp_path, "--text", "--players", "edward:random,tuesday:random", "--seed", "5")
    assert game.returncode == 0, game.stderr
    assert "Winner: " in game.stdout and "This season's seed was 5." in game.stdout


def test_the_tutorial_script_is_read_from_the_rules_data() -> None:
    from apistocracy_gui.gui import tutorial_script

    assert tutorial_script.DIRECTORY == resources.RULES_DATA / "tutorial"
    assert (resources.RULES_DATA / "tutorial" / "tutorial.yaml").is_file()


def test_resources_prefer_the_data_inside_the_package(monkeypatch, tmp_path: Path) -> None:
    """Installed, the package folder holds the data; a checkout's does not, so its parent does."""
    monkeypatch.setattr(resources.resources, "files", lambda _package: tmp_path)
    assert resources.root() == ROOT
    for name in resources.DATA_DIRS:
        (tmp_path / name).mkdir()
    assert resources.root() == tmp_path


def test_version_comes_from_pyproject(tmp_path: Path) -> None:
    """`apistocracy --version` (window and --text alike) prints pyproject.toml's version."""
    expected = f"apistocracy {CONFIG['project']['version']}"
    for args in (["--version"], ["--text", "--version"]):
        done = subprocess.run([sys.executable, "-m", PACKAGE, *args], cwd=ROOT, capture_output=True,
                              text=True, timeout=60, env={**os.environ, "APISTOCRACY_HOME": str(tmp_path)})
        assert (done.returncode, done.stdout.strip()) == (0, expected), done.stderr


def test_version_falls_back_to_the_metadata_then_unknown(monkeypatch, tmp_path: Path) -> None:
    """Installed there is no pyproject.toml beside the data: the metadata pip wrote says it."""
    monkeypatch.setattr(version, "root", lambda: tmp_path)
    monkeypatch.setattr(version.metadata, "version", lambda dist: {version.DISTRIBUTION: "9.8.7"}[dist])
    version.version.cache_clear()
    try:
        assert version.version() == "9.8.7"
        (tmp_path / "pyproject.toml").write_text('[project]\nname = "someone-else"\nversion = "1"\n')
        assert version.version.__wrapped__() == "9.8.7"  # another project's file is not ours

        def missing(dist: str) -> str:
            raise version.metadata.PackageNotFoundError(dist)

        monkeypatch.setattr(version.metadata, "version", missing)
        assert version.version.__wrapped__() == version.UNKNOWN
    finally:
        version.version.cache_clear()


def test_options_show_the_version_and_the_rules_data(monkeypatch, tmp_path: Path) -> None:
    """Options' About line: the version and the rules data digest that decides which saves load."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("APISTOCRACY_HOME", str(tmp_path))
    from apistocracy_gui.engine import default_catalog
    from apistocracy_gui.gui import theme as T
    from apistocracy_gui.gui.app import App
    from apistocracy_gui.gui.scenes.options_overlay import OptionsOverlay
    from apistocracy_gui.gui.settings import Settings

    app = App(Settings(), size=(1280, 720))
    T._render.cache_clear()
    record: list[tuple[str, str, int]] = []
    monkeypatch.setattr(T, "RECORD", record)
    OptionsOverlay(app).draw(app.screen)
    drawn = {s for what, s, _px in record if what == "text"}
    assert f"Apistocracy {version.version()}" in drawn
    assert f"Rules data {default_catalog().digest}" in drawn
