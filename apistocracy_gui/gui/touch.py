"""Touch as a pointer (issue 55): a finger becomes the mouse events the scenes already handle.

One input path, as the keyboard's focus ring already shares it: a finger never reaches a
scene as a FINGER event, it is translated here into the MOUSEMOTION / MOUSEBUTTONDOWN /
MOUSEBUTTONUP / MOUSEWHEEL events a mouse player would make, each marked `finger=True`
(`from_finger`), and handed to `App.handle`. So a touch can do nothing a click could not.
The mouse events SDL synthesises from a touch (`event.touch` is True on them) are dropped,
or every tap would act twice.

What a finger means is only known once it lifts or has waited, so nothing is sent while it
rests, until one of:
- it lifts within `SLOP` of where it landed: a tap, a whole click at that point;
- it stays still `LONG_PRESS` seconds: the pointer moves there, so the hover zoom opens (the
  way a mouse reads a card); moving on reads what it passes; lifting only moves the pointer
  away, so the zoom closes and nothing is applied. Still for `RULES_PRESS` seconds: a right
  click there, which opens the Rules at the section of a board area (the zoom's Rules link);
- it moves from where the scene picks something up (`Scene.drags_from`: the Season's
  Calling Card stack): a drag with the button held, dropped where it lifts;
- it moves from anywhere else: the list under where it landed scrolls with it (wheel
  notches, one for every `NOTCH` design pixels travelled).
While a finger rests toward a long press, a ring grows around it (`draw`), full when the zoom
opens, so a visitor knows holding still does something and keeps holding; a tap is over
before it shows (`RING_FROM`). The loop ticks at frame rate only while a finger rests
(`waiting`); with none, the game sleeps as before.
Every gesture ends with the pointer sent off the window (`NOWHERE`), so no hover state (a
zoom, a lit button) is left behind where no finger rests any more.

Time comes from the frame clock (`tick(dt)`), never the wall clock, so tests drive a long
press with synthetic events and frames. Only the first finger down counts; a second one,
while the first is held, is ignored. On macOS SDL reports the fingers on a trackpad as
touches too, while the trackpad already moves and clicks the mouse (a Mac has no touch
screen): there the fingers are ignored (`screen_touch`), or every click would come twice.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from . import theme as T

if TYPE_CHECKING:
    from .services import Services

Point = tuple[int, int]
LONG_PRESS = 0.5  # seconds still before a press reads as "show me" (the hover zoom)
RULES_PRESS = 1.5  # seconds still before it opens the Rules there (a right click's job)
SLOP = 12  # design pixels a finger may wander and still be resting
RING_FROM = 0.1  # seconds resting before the ring shows: a tap lifts before it
RING = 48  # design pixels: the ring's radius when the long press ripens (around a fingertip)
NOTCH = 50  # design pixels of finger travel per wheel notch of a scrolled list
NOWHERE = (-10, -10)  # the pointer's place after a gesture: off the window, hovering nothing
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


def from_finger(event: pygame.event.Event) -> bool:
    """Whether a pointer event was made here from a finger (a drag then lifts its card)."""
    return bool(getattr(event, "finger", False))


def motion(pos: Point, held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0),
                              finger=True)


def button(kind: int, pos: Point, which: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=which, finger=True)


@dataclass
class Press:
    """The finger down now: where it landed and is, how long it has rested, what it became."""

    finger: int
    start: Point
    pos: Point
    held: float = 0.0
    mode: str = "resting"  # "resting", "zoom", "rules", "drag" or "scroll"
    moved: bool = False  # it has left the slop around `start` (no long press any more)
    notches: int = 0  # wheel notches sent so far while scrolling
    new: bool = True  # landed in this frame: this frame's dt was spent before it


class Touch:
    """Translates the fingers' events into pointer events for `App.handle`."""

    def __init__(self, app: Services, screen_touch: bool = sys.platform != "darwin"):
        self.app = app
        self.screen_touch = screen_touch  # fingers are on the screen (not a Mac's trackpad)
        self.press: Press | None = None
        self.ringed = False  # the last frame drawn showed the ring

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was a finger's (translated) or SDL's mouse copy of one (dropped):
        the app then handles it no further."""
        if event.type in MOUSE_EVENTS:
            return bool(getattr(event, "touch", False))
        if event.type not in FINGER_EVENTS:
            return False
        if not self.screen_touch:
            return True
        finger = int(getattr(event, "finger_id", 0))
        pos = self._point(event)
        press = self.press
        if event.type == pygame.FINGERDOWN:
            if press is None:
                self.press = Press(finger, pos, pos)
        elif press is not None and press.finger == finger:
            if event.type == pygame.FINGERMOTION:
                self._moved(press, pos)
            else:
                self.press = None
                self._lifted(press, pos)
        return True

    def waiting(self) -> bool:
        """A finger rests where a long press may yet ripen: the loop must keep ticking."""
        return self.press is not None and self.press.mode in ("resting", "zoom") and not self.press.moved

    def tick(self, dt: float) -> None:
        """Time passes for a resting finger: the ring grows, the zoom at LONG_PRESS, the Rules
        at RULES_PRESS."""
        self._tick(dt)
        top = self.app.manager.top
        if top is not None and (self.ringed or self.ring() is not None):
            top.dirty = True  # the ring grows, or goes: draw the frame again

    def ring(self) -> tuple[Point, float] | None:
        """Where the ring is and how far it has grown (0 to 1), while a finger rests toward a
        long press; None otherwise."""
        press = self.press
        if press is None or press.moved or press.mode != "resting" or press.held < RING_FROM:
            return None
        return press.pos, min(1.0, (press.held - RING_FROM) / (LONG_PRESS - RING_FROM))

    def draw(self, surf: pygame.Surface) -> None:
        """The ring around a resting finger, over everything (the finger hides its middle)."""
        shown = self.ring()
        self.ringed = shown is not None
        if shown is None:
            return
        (x, y), grown = shown
        th = self.app.theme
        radius, width = max(2, round(th.px(RING) * (0.5 + 0.5 * grown))), max(2, th.px(4))
        pygame.draw.circle(surf, T.BG_DARK, (x, y), radius + th.px(2), width + th.px(4))
        pygame.draw.circle(surf, T.GOLD, (x, y), radius, width)

    def _tick(self, dt: float) -> None:
        press = self.press
        if press is None or press.moved:
            return
        if press.new:
            press.new = False
            return
        press.held += dt
        if press.mode == "resting" and press.held >= LONG_PRESS:
            press.mode = "zoom"
            self._send(motion(press.pos))
        if press.mode == "zoom" and press.held >= RULES_PRESS:
            press.mode = "rules"
            self._send(button(pygame.MOUSEBUTTONDOWN, press.pos, 3),
                       button(pygame.MOUSEBUTTONUP, press.pos, 3))

    # ------------------------------------------------------------------ gestures
    def _moved(self, press: Press, pos: Point) -> None:
        press.pos = pos
        far = abs(pos[0] - press.start[0]) + abs(pos[1] - press.start[1]) > self.app.theme.px(SLOP)
        press.moved = press.moved or far
        if press.mode == "resting" and far:
            top = self.app.manager.top
            if top is not None and top.drags_from(press.start):
                press.mode = "drag"
                self._send(motion(press.start), button(pygame.MOUSEBUTTONDOWN, press.start))
            else:
                press.mode = "scroll"
        if press.mode == "drag":
            self._send(motion(pos, held=True))
        elif press.mode == "scroll":
            self._scroll(press)
        elif press.mode in ("zoom", "rules"):
            self._send(motion(pos))  # a resting finger reads what it slides onto

    def _scroll(self, press: Press) -> None:
        """The list under where the finger landed follows it: finger down, content down."""
        total = (press.pos[1] - press.start[1]) // max(1, self.app.theme.px(NOTCH))
        if total != press.notches:
            wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=total - press.notches, flipped=False,
                                       finger=True)
            press.notches = total
            self._send(motion(press.start), wheel, motion(NOWHERE))

    def _lifted(self, press: Press, pos: Point) -> None:
        if press.mode == "resting" and not press.moved:
            self._send(motion(pos), button(pygame.MOUSEBUTTONDOWN, pos), button(pygame.MOUSEBUTTONUP, pos))
        elif press.mode == "drag":
            self._send(motion(pos, held=True), button(pygame.MOUSEBUTTONUP, pos))
        self._send(motion(NOWHERE))

    def _send(self, *events: pygame.event.Event) -> None:
        for event in events:
            self.app.handle(event)

    def _point(self, event: pygame.event.Event) -> Point:
        """SDL gives a finger's place as 0..1 of the window: in the window's pixels here."""
        w, h = self.app.screen.get_size()
        x = min(w - 1, max(0, int(float(getattr(event, "x", 0.0)) * w)))
        y = min(h - 1, max(0, int(float(getattr(event, "y", 0.0)) * h)))
        return x, y
