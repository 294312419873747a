"""Start-up benchmark (issue 14): from a fresh Python process to the title screen drawn.

    python tools/bench_start.py [--runs 7] [--size 1600x900] [--baseline DIR]

Each run is a new interpreter (cold imports, no cached art) that builds the App, shows the
title and draws its first frame, headless (SDL's dummy drivers). Reported: the median
start-to-title time, the same for a bare `import pygame` process (the floor no game can go
below) and their ratio, and the time of the title's first frame alone. Budget: 0.5 s to the
title; art is rasterised lazily and cached, so the title pays only for its own pictures.
`--baseline DIR` times another checkout (e.g. a `git worktree` of an older commit) in the
same run, interleaved, and prints the ratio: on a busy machine only ratios mean much.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUDGET_S = 0.5

TITLE = """
import time
t0 = time.perf_counter()
from apistocracy_gui.gui.app import App
from apistocracy_gui.gui.scenes.title import TitleScene
from apistocracy_gui.gui.settings import Settings
app = App(Settings(), size=({w}, {h}))
t1 = time.perf_counter()
app.manager.replace(TitleScene(app))
app.frame([], 0.0)
print(time.perf_counter() - t1)
"""
BARE = "import pygame"


def timed(code: str, env: dict[str, str], root: Path = ROOT) -> tuple[float, str]:
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], env={**env, "PYTHONPATH": str(root)}, cwd=root,
                         check=True,
                         capture_output=True, text=True).stdout
    return time.perf_counter() - start, out.strip().splitlines()[-1] if out.strip() else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--baseline", type=Path, help="another checkout to time in the same run")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "APISTOCRACY_HOME": home, "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        title, first_frame, bare, base = [], [], [], []
        for _ in range(args.runs):  # interleaved, so a busy machine slows both alike
            total, frame = timed(TITLE.format(w=w, h=h), env)
            title.append(total)
            first_frame.append(float(frame))
            bare.append(timed(BARE, env)[0])
            if args.baseline:
                base.append(timed(TITLE.format(w=w, h=h), env, args.baseline.resolve())[0])
    t, b, f = statistics.median(title), statistics.median(bare), statistics.median(first_frame)
    print(f"start to title ({args.size}, median of {args.runs} fresh processes): {t:.3f} s "
          f"(budget {BUDGET_S} s: {t / BUDGET_S:.0%} of it)")
    print(f"bare 'import pygame' process: {b:.3f} s; start to title is {t / b:.2f}x that")
    print(f"the title's first frame alone (art rasterised on first use): {f * 1000:.1f} ms")
    if base:
        print(f"baseline {args.baseline}: {statistics.median(base):.3f} s; this checkout takes "
              f"{t / statistics.median(base):.2f}x the baseline's time")
    return 0 if t <= BUDGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
