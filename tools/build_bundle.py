"""Build the one-folder application with PyInstaller, and optionally smoke-test it.

    python tools/build_bundle.py --out DIR [--smoke] [--windowed]

DIR/apistocracy/ then holds the executable `apistocracy` (`apistocracy.exe` on Windows)
with Python, pygame-ce, PyYAML, Babel, the game, `rules_data/`, the whole `assets/` tree (fonts,
art, sounds) and the translations' `locale/`: copy that folder anywhere and run it, no Python
needed. One folder, not one file: a one-file build unpacks itself to a temporary directory on
every start, which costs seconds on a convention laptop. Build on each system for that system
(PyInstaller does not cross-compile). Needs the `bundle` extra: `pip install -e '.[bundle]'`.

`--smoke` runs the bundled executable with `--self-test` headless (SDL's dummy drivers), from
a temporary directory, with a temporary HOME and data directory and no PYTHONPATH, so it
can only use what the folder holds; it times the start to the title screen over a few runs
and prints the folder's size. Exit status 0 when the build (and the smoke test) passed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "apistocracy"
DATA_DIRS = ("rules_data", "assets", "locale")  # copied whole into the bundle, beside the code
# The version's one place (apistocracy_gui/version.py reads it beside the data, as in a checkout).
DATA_FILES = ("pyproject.toml",)
# Never used by the game; PyInstaller would otherwise pull them in from the build machine.
EXCLUDES = ("tkinter", "numpy", "pytest", "_pytest", "setuptools", "pip", "unittest", "pydoc",
            "PyInstaller", "IPython")
# Babel's CLDR data for the languages the game speaks and the locales their formats inherit
# from, not all of its 800 locales (36 MB of the bundle's 100 MiB); pyphen's dictionaries for
# the languages it hyphenates. tests/test_bundle.py checks these cover what the game loads.
CLDR = ("root", "en", "en_001", "en_GB", "de", "fr")
HYPHENATION = ("hyph_de_DE.dic", "hyph_fr.dic")
ENTRY = "import sys\nfrom apistocracy_gui.__main__ import main\nsys.exit(main())\n"
SMOKE_RUNS = 3


def executable(out: Path) -> Path:
    return out / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def language_data() -> list[tuple[Path, str]]:
    """(file, folder in the bundle) for Babel's plural rules, number, date and list formats
    and pyphen's hyphenation patterns: data, not code, so PyInstaller is told of them."""
    import babel
    import pyphen

    cldr = Path(babel.__file__).parent
    files = [(cldr / "global.dat", "babel")]
    files += [(cldr / "locale-data" / f"{name}.dat", "babel/locale-data") for name in CLDR]
    hyph = Path(pyphen.__file__).parent / "dictionaries"
    return files + [(hyph / name, "pyphen/dictionaries") for name in HYPHENATION]


def pyinstaller_args(out: Path, work: Path, windowed: bool = False) -> list[str]:
    """The PyInstaller command line for the bundle (the entry script is written to `work`)."""
    args = [str(work / "entry.py"), "--name", NAME, "--onedir", "--noconfirm", "--clean",
            "--distpath", str(out), "--workpath", str(work / "build"), "--specpath", str(work),
            "--paths", str(ROOT), "--log-level", "WARN"]
    for d in DATA_DIRS:
        args += ["--add-data", f"{ROOT / d}{os.pathsep}{d}"]
    for f in DATA_FILES:
        args += ["--add-data", f"{ROOT / f}{os.pathsep}."]
    for src, dest in language_data():
        args += ["--add-data", f"{src}{os.pathsep}{dest}"]
    for mod in EXCLUDES:
        args += ["--exclude-module", mod]
    if windowed:  # no console window on Windows; an .app bundle on macOS
        args.append("--windowed")
    return args


def build(out: Path, windowed: bool) -> Path:
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        raise SystemExit("PyInstaller is missing: pip install -e '.[bundle]'") from None
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="apistocracy-build-") as work:
        (Path(work) / "entry.py").write_text(ENTRY, encoding="utf-8")
        pyinstaller.run(pyinstaller_args(out, Path(work), windowed))
    exe = executable(out)
    if not exe.exists():
        raise SystemExit(f"PyInstaller finished but {exe} is missing")
    prune_language_data(out / NAME)
    return exe


def prune_language_data(folder: Path) -> int:
    """Remove the CLDR locales and hyphenation dictionaries the game never loads, which
    PyInstaller's own hooks for Babel and pyphen collect whole; the bytes removed."""
    keep = {f"{name}.dat" for name in CLDR} | set(HYPHENATION)
    extra = [f for pattern in ("babel/locale-data/*.dat", "pyphen/dictionaries/*")
             for f in folder.rglob(pattern) if f.name not in keep]
    removed = sum(f.stat().st_size for f in extra)
    for f in extra:
        f.unlink()
    return removed


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def bare_env(tmp: str) -> dict[str, str]:
    """No PYTHONPATH, no site-packages hint, a throwaway home: only the folder can be used."""
    env = {"PATH": os.defpath, "HOME": tmp, "APISTOCRACY_HOME": tmp, "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    if sys.platform == "win32":
        env["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", r"C:\Windows")
    return env


def floor_once(exe: Path) -> float:
    """Seconds for the bundle to start and print its --help (the loader and Python, no game):
    the floor that start-to-title is compared with, since a busy machine moves both."""
    with tempfile.TemporaryDirectory(prefix="apistocracy-smoke-") as tmp:
        t0 = time.perf_counter()
        subprocess.run([str(exe), "--help"], cwd=tmp, env=bare_env(tmp), capture_output=True, check=True,
                       timeout=60)
        return time.perf_counter() - t0


def smoke_once(exe: Path) -> float:
    """Run the self-test once in a bare environment; seconds from launch to the title."""
    with tempfile.TemporaryDirectory(prefix="apistocracy-smoke-") as tmp:
        env = bare_env(tmp)
        t0 = time.perf_counter()
        proc = subprocess.Popen([str(exe), "--self-test"], cwd=tmp, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        title = None
        lines = []
        for line in proc.stdout:
            lines.append(line.rstrip())
            if title is None and "title drawn" in line:
                title = time.perf_counter() - t0
        err = proc.stderr.read() if proc.stderr else ""
        code = proc.wait(timeout=120)
    print("\n".join(f"  {line}" for line in lines))
    if code != 0 or title is None:
        raise SystemExit(f"smoke test failed (exit {code}): {err.strip()}")
    return title


def smoke(exe: Path) -> None:
    times, floors = [], []
    for _ in range(SMOKE_RUNS):  # interleaved, so both see the same load
        times.append(smoke_once(exe))
        floors.append(floor_once(exe))
    title, floor = statistics.median(times), statistics.median(floors)
    size = folder_size(exe.parent)
    print(f"smoke test passed: start to title {min(times) * 1000:.0f} ms best, {title * 1000:.0f} ms "
          f"median of {SMOKE_RUNS} runs (the first run of a fresh build {times[0] * 1000:.0f} ms); "
          f"{title / floor:.1f}x the bundle's bare start (--help, {floor * 1000:.0f} ms median); "
          f"bundle {size / 2**20:.0f} MiB in {exe.parent}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path, help="folder to put apistocracy/ in")
    parser.add_argument("--smoke", action="store_true", help="run the bundle's --self-test after building")
    parser.add_argument("--windowed", action="store_true",
                        help="no console window (Windows) / an .app (macOS); stdout is then not shown")
    args = parser.parse_args(argv)
    if args.smoke and args.windowed:
        parser.error("a windowed build has no console for the self-test: smoke-test a console build")
    out = args.out.resolve()
    if (out / NAME).exists():
        shutil.rmtree(out / NAME)
    t0 = time.perf_counter()
    exe = build(out, args.windowed)
    print(f"built {exe} in {time.perf_counter() - t0:.0f} s")
    if args.smoke:
        smoke(exe)
    return 0


if __name__ == "__main__":
    sys.exit(main())
