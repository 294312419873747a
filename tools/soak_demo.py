"""Soak test of the convention demo: many bot games in one process, watching memory.

    python tools/soak_demo.py [--games 200] [--size 1600x900] [--dt 0.25] [--every 20]

Runs the real demo loop (`App.idle.start_demo()` and `App.frame`, exactly what `apistocracy
--demo` runs) headless with SDL's dummy video driver, animation "off" and large time steps,
so a game takes a couple of seconds instead of twenty minutes. After game 1, the middle game
and the last it reports the resident memory (VmRSS from /proc/self/status, after a garbage
collection) and the fill of every rendering cache; any exception is reported with its
traceback and the demo goes on with a new game. Exit status 1 when anything raised or a game
never ended. A demo that leaks shows a VmRSS that keeps climbing from the middle game to the
last; the caches are bounded, so their fill says whether they are the cause.

The last line judges the run (issue 57, item 4): the peak (VmHWM) against 200 MB, and the
slope of VmRSS over the checkpoints of the last half (least squares, MB per 100 games;
flat within 5). The VmRSS when the title first shows is printed as the floor. `--seed N`
plays the games seeded N, N+1, ... (the booth's seeds are random), so two checkouts can
play the same games.

Measured (1600x900, `--seed 5700 --every 10`, one process each, a machine loaded 20-30):
- b57cf60, 30 games: title 59.5 MB; game 1 160.3, game 10 347.0, game 20 347.2, game 30
  370.1 MB; peak 370.1 MB; +165 MB per 100 games over the last half. (Random seeds, 80
  games: 338-360 MB from game 10 on.) The rendered lines were kept 4096 at a time, up to
  240 kB each (the attract band's 41 px lines), and glibc kept the heap they fragmented.
- issue 57, 100 games: title 59.5 MB; game 1 125.2, game 10 137.1, game 50 139.5, game 100
  140.3 MB (all checkpoints 137.1-140.8 from game 10 on); peak 152.6 MB; +1.5 MB per 100 games
  over the last half (flat).
- issue 57, the next session (599ff44: the season's boards kept between paints, card faces and
  the others' mats drawn ahead), 100 games, same command: title as before; game 10 153.7 MB,
  game 50 160.6, game 100 159.2 MB (153.7-160.7 from game 10 on); peak 187.3 MB; -1.1 MB per 100
  games over the last half (flat). The caches drawn ahead hold about 20 MB more.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import pkgutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from apistocracy_gui.gui import board  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.userfiles import data_dir  # noqa: E402

PEAK_MB, FLAT_MB_PER_100 = 200, 5.0  # issue 57: under 200 MB, and flat over the last half
FRAMES_PER_GAME_LIMIT = 20000  # a demo game takes a few hundred frames; more means it is stuck
CACHED_MODULES = ("apistocracy_gui.gui.theme", "apistocracy_gui.gui.cards", "apistocracy_gui.gui.art",
                  "apistocracy_gui.gui.textures",
                  "apistocracy_gui.gui.scenes.setup", "apistocracy_gui.engine.influence")


def rss_kb(field: str = "VmRSS") -> int:
    """The process's resident memory in kB, or its peak with `field="VmHWM"` (0 where /proc
    is not available)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(f"{field}:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def slope(rss: dict[int, int]) -> float | None:
    """MB per 100 games of the least-squares line through the checkpoints of the last half
    (the games from the middle one on): a flat soak has about 0, a leak the MB it loses per
    100 games. None with fewer than two checkpoints there."""
    last = max(rss, default=0)
    points = [(n, kb / 1024) for n, kb in rss.items() if n >= last / 2]
    if len(points) < 2:
        return None
    mx = sum(n for n, _ in points) / len(points)
    my = sum(m for _, m in points) / len(points)
    return 100 * sum((n - mx) * (m - my) for n, m in points) / sum((n - mx) ** 2 for n, _ in points)


def cached() -> dict[str, Any]:
    """Every cache of the drawing code and the engine's payment solver, by name."""
    parts = [f"{board.__name__}.{m.name}" for m in pkgutil.iter_modules(board.__path__)]
    out: dict[str, Any] = {}
    for name in list(CACHED_MODULES) + parts:
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if callable(getattr(value, "cache_info", None)) and getattr(value, "__module__", None) == name:
                out[f"{name.rsplit('.', 1)[-1]}.{attr}"] = value
    return out


def caches() -> dict[str, tuple[int, int]]:
    """name -> (entries, capacity) of every cache (`cached`); a surface cache's capacity is
    its budget in bytes."""
    return {k: (v.cache_info().currsize, v.cache_info().maxsize or 0) for k, v in cached().items()}


def fills() -> dict[str, str]:
    """name -> how full each cache is: "entries/capacity" for an lru_cache, "MB/MB" for a
    surface cache bounded by its pixels."""
    out = {}
    for name, value in cached().items():
        kept = getattr(value, "bytes", None)
        if kept is not None:
            out[name] = f"{kept / 2**20:.1f}/{value.budget / 2**20:.0f} MB"
        else:
            info = value.cache_info()
            out[name] = f"{info.currsize}/{info.maxsize or 0}"
    return out


@dataclass
class Report:
    games: int = 0  # games finished (or abandoned after an error)
    frames: int = 0
    seconds: float = 0.0
    rss: dict[int, int] = field(default_factory=dict)  # after game n -> kB
    peak: int = 0  # the highest VmRSS of the whole run (VmHWM), kB
    errors: list[str] = field(default_factory=list)
    autosaved: bool = False  # a demo game wrote the player's autosave (it must not)


def checkpoints(games: int, every: int = 0) -> list[int]:
    """Game 1, the middle game and the last, and every `every`-th game when asked."""
    extra = range(every, games, every) if every > 0 else ()
    return sorted({1, max(1, games // 2), games, *extra})


def soak(games: int, size: tuple[int, int] = (1600, 900), dt: float = 0.25, every: int = 0,
         out=print, seed: int | None = None) -> Report:
    """Play `games` demo games in this process; `out` receives one line per checkpoint.
    With `seed`, the demo's games are seeded seed, seed + 1, ... (a run to compare with
    another plays the same games); without, from a random start as in the booth."""
    settings = Settings()
    settings.animation = "off"
    app = App(settings, size=size)
    app.manager.replace(TitleScene(app))
    app.frame([], dt)
    out(f"title shown: VmRSS {rss_kb() / 1024:.1f} MB (the floor)")
    if seed is not None:
        app.idle.seed = seed - 1  # start_demo moves on to the next seed before each game
    app.idle.start_demo()
    report, marks = Report(), checkpoints(games, every)
    first, frames_this_game = app.idle.games, 0
    t0 = time.perf_counter()
    while report.games < games:
        try:
            app.frame([], dt)
            frames_this_game += 1
            if frames_this_game > FRAMES_PER_GAME_LIMIT:
                raise RuntimeError(f"the game did not end in {FRAMES_PER_GAME_LIMIT} frames")
        except Exception:  # the soak reports every failure and carries on, as a kiosk would
            report.errors.append(f"game {report.games + 1}:\n{traceback.format_exc()}")
            out(report.errors[-1])
            app.idle.start_demo()
        report.frames += 1
        done = app.idle.games - first
        if done > report.games:
            frames_this_game, report.games = 0, done
            if done in marks:
                gc.collect()
                report.rss[done] = rss_kb()
                fill = ", ".join(f"{k} {v}" for k, v in fills().items())
                out(f"after game {done}: VmRSS {report.rss[done] / 1024:.1f} MB; "
                    f"{report.frames} frames, {time.perf_counter() - t0:.0f} s; caches: {fill}")
    report.seconds = time.perf_counter() - t0
    report.peak = rss_kb("VmHWM")
    report.autosaved = (data_dir() / "autosave.json").exists()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--dt", type=float, default=0.25, help="seconds of game time per frame")
    parser.add_argument("--every", type=int, default=0, help="also report after every N-th game")
    parser.add_argument("--seed", type=int, help="the first demo game's seed (default: random, as the booth)")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    size = (w, h)
    with tempfile.TemporaryDirectory() as home:
        os.environ["APISTOCRACY_HOME"] = home  # never touch the player's options or save
        report = soak(args.games, size, args.dt, args.every, seed=args.seed)
    rss = ", ".join(f"game {n}: {kb / 1024:.1f} MB" for n, kb in report.rss.items())
    trend = slope(report.rss)
    flat = trend is not None and abs(trend) <= FLAT_MB_PER_100
    said = "n/a" if trend is None else f"{trend:+.1f} MB per 100 games ({'flat' if flat else 'NOT flat'})"
    peak_ok = report.peak / 1024 <= PEAK_MB
    print(f"{report.games} demo games, {report.frames} frames in {report.seconds:.0f} s; VmRSS {rss}; "
          f"peak {report.peak / 1024:.1f} MB (budget {PEAK_MB} MB: {'ok' if peak_ok else 'OVER'}); "
          f"slope over the last half {said}; "
          f"{len(report.errors)} exception(s)" + ("; a demo game was AUTOSAVED" if report.autosaved else ""))
    return 1 if report.errors or report.autosaved else 0


if __name__ == "__main__":
    sys.exit(main())
