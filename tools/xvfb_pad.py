"""Play a whole game with a game controller in a real window, and capture what the pad shows.

    xvfb-run -s "-screen 0 2560x1440x24" python tools/xvfb_pad.py --size 1280x800 --lang de --out DIR

The window is a real X11 one (under Xvfb), the real clock between frames as in `App.run`. X
has no game controller to press, so the pad's events (SDL's CONTROLLERBUTTONDOWN/UP and
CONTROLLERAXISMOTION, as a pad would send them) are posted to SDL's own queue and read back
from it by the loop, the path a plugged-in pad's events take. The title, the setup, a
2-player game against a computer to the score pad, all by the pad (tests/test_pad.py's way
of finding the D-pad presses to a target); DIR/NN_<what>.png are the moments to look at:
the ring, a top-bar tooltip naming the pad's button, the zoom Y opens, the whist table, the
score pad.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import pygame  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.focus import Target  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.setup import SetupScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.scenes.whist import WhistScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402

FRAME = 1 / 60
A, Y = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_Y
DPAD = {(-1, 0): pygame.CONTROLLER_BUTTON_DPAD_LEFT, (1, 0): pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
        (0, -1): pygame.CONTROLLER_BUTTON_DPAD_UP, (0, 1): pygame.CONTROLLER_BUTTON_DPAD_DOWN}


class PadPlayer:
    def __init__(self, app: App, out: Path):
        self.app, self.out, self.shots = app, out, 0
        self.last = time.monotonic()
        self.rng = random.Random(55)

    def run(self, seconds: float) -> None:
        """Frames on the real clock for `seconds`, reading SDL's queue as App.run does."""
        end = time.monotonic() + seconds
        while True:
            now = time.monotonic()
            self.app.frame(pygame.event.get(), now - self.last)
            self.last = now
            if now >= end:
                return
            time.sleep(FRAME)

    def press(self, button: int, wait: float = 0.05) -> None:
        for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, instance_id=0, button=button))
        self.run(wait)

    def go(self, goal: Target) -> None:
        from test_pad import way  # type: ignore[import-not-found]  # tests/ is no package mypy follows

        if self.app.focus.current() is None:
            self.press(DPAD[(0, 1)])
        targets, current = self.app.focus.targets(), self.app.focus.current()
        assert current is not None
        for d in way(targets, current, goal) or []:
            self.press(DPAD[d])

    def shot(self, what: str) -> None:
        self.run(0.3)
        self.shots += 1
        pygame.image.save(self.app.screen, str(self.out / f"{self.shots:02d}_{what}.png"))

    def target(self, end: str) -> Target:
        return next(t for t in self.app.focus.targets() if t.key.endswith(end))

    def play(self) -> None:
        app = self.app
        self.run(0.5)  # the window shown and the title laid out
        self.press(DPAD[(0, 1)])
        self.shot("title")
        self.press(A, 0.3)
        self.go(self.target(":2"))
        self.press(A)
        setup = app.manager.top
        assert isinstance(setup, SetupScene)
        while setup.controllers[1] != "random":  # the second seat's player, the quickest computer
            self.go(next(t for t in app.focus.targets() if t.rect == setup.seats[1].control.rect))
            self.press(A)
        self.shot("setup")
        self.go(self.target(":Start the season"))
        self.press(A, 1.0)
        seen: set[str] = set()
        while not isinstance(app.manager.top, ScorePadScene):
            primary = [t for t in app.focus.targets() if t.primary]
            if not primary:
                self.run(0.3)
                continue
            table = "whist" if isinstance(app.manager.top, WhistScene) else "season"
            if table not in seen:
                seen.add(table)
                self.moment(table, primary)
            target = self.rng.choice(primary)
            self.go(target)
            self.press(A, 0.1)
        self.run(3.0)
        self.press(DPAD[(0, 1)])
        self.shot("scorepad")

    def moment(self, table: str, primary: list[Target]) -> None:
        """The first turn at a table: the ring, the Hint's tooltip with its button, Y's zoom."""
        self.go(primary[0])
        self.shot(f"{table}_ring")
        hint = next((t for t in self.app.focus.targets() if t.key.endswith(":Hint")), None)
        if hint is not None:
            self.go(hint)
            self.shot(f"{table}_tooltip")
        self.go(primary[-1])
        self.press(Y)
        self.shot(f"{table}_zoom")
        self.press(Y)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--size", default="1280x800")
    p.add_argument("--lang", default="en")
    p.add_argument("--out", type=Path, required=True)
    a = p.parse_args()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    a.out.mkdir(parents=True, exist_ok=True)
    i18n.set_language(a.lang)
    w, h = (int(v) for v in a.size.split("x"))
    app = App(Settings(), size=(w, h))
    app.manager.replace(TitleScene(app))
    start = time.monotonic()
    PadPlayer(app, a.out).play()
    print(f"{a.size} {a.lang}: title to score pad by the pad in {time.monotonic() - start:.0f} s, "
          f"driver {pygame.display.get_driver()}")
    app.close()


if __name__ == "__main__":
    main()
