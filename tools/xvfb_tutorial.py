"""Play the whole tutorial in a real window, as tests/test_tutorial_season.py plays it headless.

    xvfb-run -s "-screen 0 2560x1440x24" python tools/xvfb_tutorial.py --size 1280x720 --out DIR

The window is a real X11 one (under Xvfb), animations at their Normal speed, the real clock.
The learner's every hover, click, drag and wheel notch goes through the X server (`xdotool`),
so the game reads them as it reads a player's mouse; between them real time passes, frame
by frame, as in `App.run`. Every new coaching bubble (a scripted step or a tip) is captured
from the screen (`import -window root`, ImageMagick) as DIR/NNN_<what>.png, to be looked at.

It prints what issue 38 asks the note to give: how long the tutorial took (machine play: no
thinking time of a person), how many tips it gave, and the longest stretch without new
coaching, in the learner's decisions and in seconds. It needs xdotool and imagemagick.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import pygame  # noqa: E402

# The test suite's driver and tutorial player (tests/ is not a package mypy follows).
from gui_driver import Driver  # type: ignore[import-not-found]  # noqa: E402
from test_tutorial_season import Watch, longest_quiet, play_tutorial  # type: ignore[import-not-found]  # noqa: E402

from apistocracy_gui import i18n  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.coach import of as coach_of  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402
from apistocracy_gui.gui.tips import attached as tips_attached  # noqa: E402

FRAME = 1 / 60  # seconds between the frames of the pump, as App.run's animating loop
ARRIVE = 2.0  # seconds an event sent through X may take to reach the window
KEYS = {pygame.K_RETURN: "Return", pygame.K_ESCAPE: "Escape", pygame.K_SPACE: "space",
        pygame.K_TAB: "Tab", pygame.K_UP: "Up", pygame.K_DOWN: "Down"}


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


class WindowDriver(Driver):
    """The shared driver, its synthetic events sent through X to the real window instead."""

    def __init__(self, app: App):
        super().__init__(app, wait_dt=0.2)
        self.pointer: tuple[int, int] | None = None

    def frame(self, events: Iterable[pygame.event.Event] = (), dt: float | None = None) -> None:
        waiting: list[int] = []  # the event types still to arrive, in order
        for e in events:
            waiting += self._send(e)
        end = time.monotonic() + (self.dt if dt is None else dt)
        deadline = time.monotonic() + ARRIVE
        last = time.monotonic()
        while True:
            got = pygame.event.get()
            for e in got:
                if waiting and e.type == waiting[0]:
                    waiting.pop(0)
            now = time.monotonic()
            self.app.frame(got, now - last)
            last = now
            if (not waiting or now > deadline) and now >= end:
                return
            time.sleep(FRAME)

    def _send(self, e: pygame.event.Event) -> list[int]:
        """Send one synthetic event as X input; the pygame event types it will arrive as."""
        if e.type == pygame.MOUSEMOTION:
            if tuple(e.pos) == self.pointer:
                return []
            self.pointer = tuple(e.pos)
            xdotool("mousemove", "--sync", str(e.pos[0]), str(e.pos[1]))
            return [pygame.MOUSEMOTION]
        if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            arrive = self._send(pygame.event.Event(pygame.MOUSEMOTION, pos=e.pos))
            xdotool("mousedown" if e.type == pygame.MOUSEBUTTONDOWN else "mouseup", str(e.button))
            return arrive + [e.type]
        if e.type == pygame.MOUSEWHEEL:
            if not e.y:
                return []
            xdotool("click", "--repeat", str(abs(e.y)), "--delay", "1", "4" if e.y > 0 else "5")
            return [pygame.MOUSEWHEEL] * abs(e.y)
        if e.type == pygame.KEYDOWN:
            xdotool("key", KEYS[e.key])
            return [pygame.KEYDOWN]
        raise ValueError(f"no X input for {pygame.event.event_name(e.type)}")


class Shots(Watch):
    """The watch of the headless test, capturing the screen at each new bubble."""

    out = Path(".")

    def __init__(self, d: Driver):
        super().__init__(d)
        self.shot: set[object] = set()  # the steps and tips captured

    def bubbles(self) -> None:
        super().bubbles()
        c, t = coach_of(self.session), tips_attached(self.session)
        if c is not None and c.showing() and (c.chapter, c.index) not in self.shot:
            self.shot.add((c.chapter, c.index))
            self.shoot(f"chapter{c.chapter}_step{c.index}")
        if t is not None and t.current is not None and t.current.id not in self.shot:
            self.shot.add(t.current.id)
            self.shoot(f"tip_{t.current.id}")

    def shoot(self, what: str) -> None:
        self.d.frame()  # the bubble drawn on the real screen first
        n = len(list(self.out.glob("*.png")))
        w, h = self.d.app.screen.get_size()
        subprocess.run(["import", "-window", "root", "-crop", f"{w}x{h}+0+0",
                        str(self.out / f"{n:03d}_{what}.png")], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--text-size", type=int, choices=(100, 125, 150), default=100)
    parser.add_argument("--out", type=Path, required=True, help="folder for the bubbles' pictures")
    i18n.add_flag(parser)
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        parser.error("no DISPLAY: run it under xvfb-run (see the docstring)")
    os.environ["SDL_VIDEODRIVER"] = "x11"  # (the test module asked for the dummy driver)
    os.environ["SDL_VIDEO_WINDOW_POS"] = "0,0"  # window pixels are screen pixels: no window manager
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # Xvfb has no sound card: the mixer still runs
    os.environ.setdefault("APISTOCRACY_HOME", str(args.out / "home"))
    args.out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.lower().split("x"))
    i18n.set_language(args.lang or "en")  # a season in German or French: --lang de, --lang fr
    app = App(Settings(text_scale=args.text_size), size=(w, h))  # everything else as shipped
    app.manager.replace(TitleScene(app))
    Shots.out = args.out
    driver = WindowDriver(app)
    driver.frame(dt=1.0)  # the title shown (and its buttons laid out) before the first click
    start = time.monotonic()
    d, watch = play_tutorial(d=driver, watch=Shots)
    took = time.monotonic() - start
    tipster = tips_attached(d.app.session)
    tips = len(set(tipster.shown)) if tipster is not None else 0
    quiet_s, last = 0.0, start
    for coached, at in zip(watch.coached, watch.times, strict=True):
        quiet_s = max(quiet_s, at - last)
        if coached:
            last = at
    print(f"{args.size} at {args.text_size}% text: the tutorial took {took / 60:.1f} min of machine play; "
          f"{len(watch.coached)} learner decisions, {tips} tips shown ({len(watch.tips)} before a "
          f"decision), {len(watch.steps)} guided steps, "
          f"chapters {sorted(watch.chapters)}; longest stretch without new coaching: "
          f"{longest_quiet(watch.coached)} decisions, {quiet_s:.0f} s; {watch.checked} bubble checks")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
