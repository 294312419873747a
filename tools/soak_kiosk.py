"""Soak of a kiosk left alone all day: hours of visitors in simulated time, watching memory.

    python tools/soak_kiosk.py [--hours 8] [--inputs mouse,keys,touch,pad] [--seed 1]
                               [--size 1280x720] [--max-growth-mb 40]

Runs `apistocracy --kiosk`'s App (SDL's dummy video driver, animation off) on a simulated
clock: every frame is handed the seconds it stands for, and those seconds are the only time
the game knows (the kiosk's idle timeouts, the demo's pace, the exhibitor's log), so 8 hours
take minutes. The day is a queue of visitors: the attract loop plays for a while, a visitor
cuts it with a press from one of the input kinds, starts a game (a season, Learn to play or a
solo game), plays it with the test suite's GUI driver (legal moves by clicks and drags) mixed
with the monkey's random input of every kind, hesitates between moves, and leaves at a time
of their choosing, or once the score pad has shown; the kiosk's idle timeouts then take the
screen back to the title and the attract loop. Input kinds are pluggable: `SOURCES` maps a
name to a function making one gesture's events.

Reports, after the first simulated hour and then hourly, the resident memory (VmRSS after a
garbage collection) and, with --base, also the memory that is not a bounded cache: the
drawing caches emptied (`theme.forget_drawings`, as a change of language does) and the freed
memory handed back to the system (glibc's malloc_trim), so a leak shows apart from caches
still filling (they hold SDL surfaces, which Python's tracemalloc does not see). At the end:
the visits, the games, the exhibitor's log (it must hold every visit) and every exception
with its traceback (the kiosk recovers to its title and the day goes on). Exit status 1 on
an exception, a visit missing from the log, or memory grown by more than --max-growth-mb
from the first hour to the last.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import gc
import importlib
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the GUI driver and its monkey

import pygame  # noqa: E402
from soak_demo import caches, rss_kb  # noqa: E402

from apistocracy_gui.gui import theme, visit_log  # noqa: E402
from apistocracy_gui.gui.app import App  # noqa: E402
from apistocracy_gui.gui.scene import scene_buttons  # noqa: E402
from apistocracy_gui.gui.scenes.scorepad import ScorePadScene  # noqa: E402
from apistocracy_gui.gui.scenes.title import TitleScene  # noqa: E402
from apistocracy_gui.gui.settings import Settings  # noqa: E402

Events = list[pygame.event.Event]
HOUR = 3600.0
IDLE_STEP = 2.0  # simulated seconds per frame while nobody is at the booth
GAMES = ("New game", "New game", "New game", "Learn to play", "Solo vs Lady Cat")
STARTS = ("Start the season", "Challenge Lady Cat", "Start from the beginning")  # starts the game chosen


class SoakApp(App):
    """The kiosk on a simulated clock; an exception in a frame is recorded and the kiosk
    goes back to its title, as a supervisor restarting it would."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.now = time.time()  # the simulated wall clock (the exhibitor's log reads it)
        self.errors: list[str] = []
        self.humans_seen: set[int] = set()  # ids of the visitors' games shown
        self.frames = 0
        super().__init__(*args, **kwargs)
        self.booth.visits.clock = lambda: self.now

    def frame(self, events: Events, dt: float) -> bool:
        self.now += dt
        self.frames += 1
        try:
            drawn = super().frame(events, dt)
        except Exception:  # the soak's purpose: every failure reported, the day goes on
            self.errors.append(f"at {self.now:.0f}:\n{traceback.format_exc()}")
            print(self.errors[-1], flush=True)
            self.idle.demo = False
            self.manager.replace(TitleScene(self))
            return True
        s = self.session
        if s is not None and s.humans:
            self.humans_seen.add(id(s))
        return drawn


# ------------------------------------------------------------------------------- input kinds
def finger(kind: int, pos: tuple[int, int], size: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, x=pos[0] / size[0], y=pos[1] / size[1], dx=0.0, dy=0.0, touch_id=1,
                              finger_id=0, pressure=1.0, window=None)


def touch_tap(v: Visitor) -> Events:
    """A tap as SDL delivers one: the mouse's twins (marked `touch`) before each finger event."""
    pos, size = v.aim(), v.app.screen.get_size()
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=True),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
            finger(pygame.FINGERDOWN, pos, size),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True),
            finger(pygame.FINGERUP, pos, size)]


PAD_BUTTONS = tuple(getattr(pygame, f"CONTROLLER_BUTTON_{n}") for n in (
    "A", "B", "X", "Y", "START", "BACK", "LEFTSHOULDER", "RIGHTSHOULDER", "DPAD_UP", "DPAD_DOWN",
    "DPAD_LEFT", "DPAD_RIGHT"))


def pad_press(v: Visitor) -> Events:
    """A game controller's button, pressed and released (with its joystick twins)."""
    b = v.rng.choice(PAD_BUTTONS)
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=b, instance_id=0),
            pygame.event.Event(pygame.JOYBUTTONDOWN, button=b, instance_id=0, joy=0),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=b, instance_id=0),
            pygame.event.Event(pygame.JOYBUTTONUP, button=b, instance_id=0, joy=0)]


def mouse_click(v: Visitor) -> Events:
    pos = v.aim()
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def monkey(v: Visitor) -> Events:
    """The test suite's monkey: clicks, drags, keys with modifiers, the wheel, resizes."""
    return list(v.driver.monkey_events())


def any_key(v: Visitor) -> Events:
    k = v.rng.choice((pygame.K_SPACE, pygame.K_RETURN, pygame.K_a, pygame.K_TAB, pygame.K_ESCAPE))
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]


# name -> (the press that cuts the attract loop, the input a visitor plays with)
SOURCES: dict[str, tuple[Callable[[Visitor], Events], Callable[[Visitor], Events]]] = {
    "mouse": (mouse_click, monkey),
    "keys": (any_key, monkey),
    "touch": (touch_tap, touch_tap),
    "pad": (pad_press, pad_press),
}


# ------------------------------------------------------------------------------- visitors
@dataclass
class Visitor:
    app: SoakApp
    rng: random.Random
    driver: Any  # tests/gui_driver.Driver
    source: str

    def aim(self) -> tuple[int, int]:
        """Half the time at something the screen offers, else anywhere."""
        offers = list(self.driver.controls().values())
        if offers and self.rng.random() < 0.5:
            return tuple(self.rng.choice(offers).pos)
        w, h = self.app.screen.get_size()
        return self.rng.randrange(w), self.rng.randrange(h)

    def press(self, label: str) -> bool:
        top = self.app.manager.top
        found = [b for b in scene_buttons(top) if b.label == label and b.enabled] if top else []
        if found:
            self.driver.click(found[0].rect.center)
        return bool(found)

    def visit(self, stay: float) -> None:
        """Cut the attract loop, start a game, play it until `stay` seconds have passed or
        the score pad has shown, then walk away."""
        app, rng = self.app, self.rng
        app.frame(SOURCES[self.source][0](self), 0.016)
        self.press(rng.choice(GAMES))
        for label in STARTS:
            if self.press(label):
                break
        leave = app.now + stay
        while app.now < leave:
            if isinstance(app.manager.top, ScorePadScene):
                app.frame([], 30.0)  # a look at the score pad, then away
                return
            roll = rng.random()
            try:
                if roll < 0.6:
                    self.driver.step()
                else:
                    app.frame(SOURCES[rng.choice(list(SOURCES))][1](self), 0.016)
            except AssertionError:  # the driver's own check (a monkey's click moved the game on)
                pass
            app.frame([], rng.choice((0.5, 1.0, 2.0, 4.0, 8.0)))  # a visitor thinks


def base_kb() -> int:
    """VmRSS with the drawing caches emptied and freed memory returned to the system."""
    theme.forget_drawings()
    gc.collect()
    libc = ctypes.util.find_library("c")
    if libc:
        ctypes.CDLL(libc).malloc_trim(0)
    return rss_kb()


@dataclass
class Day:
    visitors: int = 0
    rss: dict[int, int] = field(default_factory=dict)  # simulated hour -> kB (0: the start)
    base: dict[int, int] = field(default_factory=dict)  # the same without the caches (--base)


def soak(hours: float, inputs: list[str], seed: int, size: tuple[int, int],
         out: Callable[[str], None] = print, base: bool = False) -> tuple[SoakApp, Day]:
    driver_module = importlib.import_module("gui_driver")
    settings = Settings()
    settings.animation = "off"
    app = SoakApp(settings, size=size, kiosk=True)
    app.manager.replace(TitleScene(app))
    rng = random.Random(seed)
    day, start, t0 = Day(), app.now, time.perf_counter()
    end = start + hours * HOUR
    hour = 0

    def tick(dt: float) -> None:
        nonlocal hour
        app.frame([], dt)
        if not day.rss:
            gc.collect()
            day.rss[0] = rss_kb()
            out(f"start: VmRSS {day.rss[0] / 1024:.1f} MB")
        if app.now - start >= (hour + 1) * HOUR:
            hour += 1
            gc.collect()
            day.rss[hour] = rss_kb()
            cached = sum(n for n, _most in caches().values())  # bounded caches: their fill, not a leak
            if base:
                day.base[hour] = base_kb()
            without = f" ({day.base[hour] / 1024:.1f} MB without the caches)" if base else ""
            out(f"hour {hour}: VmRSS {day.rss[hour] / 1024:.1f} MB{without}, {day.visitors} visitors, "
                f"{len(app.errors)} exception(s), {cached} cached drawings, {time.perf_counter() - t0:.0f} s")
            sys.stdout.flush()

    while app.now < end:
        gap = rng.expovariate(1 / 120)  # the attract loop plays ~2 minutes between visitors
        until = app.now + gap
        while app.now < until and app.now < end:
            tick(IDLE_STEP)
        if app.now >= end:
            break
        while not app.idle.demo and app.now < end:  # the last visitor's game times out first
            tick(IDLE_STEP)
        day.visitors += 1
        driver = driver_module.Driver(app, rng, wait_dt=0.5)
        Visitor(app, rng, driver, rng.choice(inputs)).visit(rng.uniform(60, 900))
        tick(0.0)
    return app, day


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hours", type=float, default=8.0, help="simulated hours")
    parser.add_argument("--inputs", default=",".join(SOURCES), help="input kinds: " + ", ".join(SOURCES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--max-growth-mb", type=float, default=40.0,
                        help="memory growth allowed from the first simulated hour to the last (with "
                             "--base: of the memory without the caches)")
    parser.add_argument("--base", action="store_true", help="also measure memory without the drawing "
                        "caches each hour (emptying them costs a redraw of everything)")
    args = parser.parse_args(argv)
    inputs = [s for s in args.inputs.split(",") if s]
    if unknown := [s for s in inputs if s not in SOURCES]:
        parser.error(f"unknown input kinds: {', '.join(unknown)}")
    w, h = (int(v) for v in args.size.lower().split("x"))
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as home:
        os.environ["APISTOCRACY_HOME"] = home  # never touch the player's files
        app, day = soak(args.hours, inputs, args.seed, (w, h), base=args.base)
        app.close()  # closing time: the last visit is written
        visits = visit_log.VisitLog().read().visits
    logged = len(visits)
    kinds = Counter(v.kind for v in visits)
    played = ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()))
    games = len(app.humans_seen)
    start, warm, last = (day.rss.get(0, 0), day.rss.get(1, day.rss.get(0, 0)), day.rss[max(day.rss)])
    grown = (last - warm) / 1024
    if day.base:
        grown = (day.base[max(day.base)] - day.base[min(day.base)]) / 1024
        print(f"without the caches: hour {min(day.base)} {day.base[min(day.base)] / 1024:.1f} MB, "
              f"hour {max(day.base)} {day.base[max(day.base)] / 1024:.1f} MB ({grown:+.1f} MB)")
    print(f"{args.hours:g} simulated hours in {time.perf_counter() - t0:.0f} s ({app.frames} frames), "
          f"inputs {','.join(inputs)}, seed {args.seed}: {day.visitors} visitors, {games} games, "
          f"{logged} in the exhibitor's log ({played}; {sum(v.finished for v in visits)} to the score pad); "
          f"VmRSS start {start / 1024:.1f} MB, hour 1 {warm / 1024:.1f} MB, "
          f"end {last / 1024:.1f} MB ({grown:+.1f} MB since hour 1); {len(app.errors)} exception(s)")
    return 1 if app.errors or logged != games or grown > args.max_growth_mb else 0


if __name__ == "__main__":
    sys.exit(main())
