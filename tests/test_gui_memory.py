"""Issue 57, item 4: a kiosk's demo stays flat and under 200 MB. The rendered text is kept
up to a budget of pixels, not a count of lines (a line of the attract band is 240 kB), and
a soak of demo games (tools/soak_demo.py) stays under its peak and does not climb."""

from __future__ import annotations

import gc
import os
import re
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from apistocracy_gui.gui import theme as T  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def pixels_alive() -> int:
    """Bytes of the pixels of every surface something in the program holds."""
    gc.collect()
    seen: dict[int, pygame.Surface] = {}
    for holder in gc.get_objects():
        for r in gc.get_referents(holder):
            if isinstance(r, pygame.Surface):
                seen[id(r)] = r
    return sum(s.get_pitch() * s.get_height() for s in seen.values())


def test_rendered_lines_are_kept_up_to_a_budget_of_pixels(app):
    """Three hundred distinct lines at the attract band's 41 px (about 70 MB of pixels if all
    were kept, as the 4096 lines of the old cache were) leave at most the text budget held."""
    T._render.cache_clear()
    before = pixels_alive()
    for i in range(300):
        T.text(f"Lady Alexandria places Sir Edwin Landseer in row {i} of the Ballroom, beside the Duke",
               "serif-bold", 41, T.IVORY)
    held = pixels_alive() - before
    assert held <= T.TEXT_CACHE_MB * 2**20
    again = T.text("Apistocracy", "serif-bold", 41, T.IVORY)
    assert T.text("Apistocracy", "serif-bold", 41, T.IVORY) is again  # what a frame draws stays kept


@pytest.mark.slow
def test_a_soak_of_demo_games_stays_under_its_peak_and_flat():
    """Four demo games at 1600x900 in one process (the soak tool, seeds 5700-5703): the peak
    stays under 200 MB, and from the second game to the fourth the resident memory climbs by
    less than 15 MB (before: 160 MB after the first game, 347 MB after the tenth)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    tool = [sys.executable, str(ROOT / "tools" / "soak_demo.py"),
            "--games", "4", "--every", "1", "--seed", "5700"]
    done = subprocess.run(tool, capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    said = re.findall(r"^after game (\d+): VmRSS ([\d.]+) MB", done.stdout, re.M)
    rss = {int(n): float(mb) for n, mb in said}
    peak = float(re.search(r"peak ([\d.]+) MB", done.stdout).group(1))
    assert set(rss) == {1, 2, 3, 4}
    assert peak <= 200
    assert rss[4] - rss[2] < 15
