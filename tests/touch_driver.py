"""The GUI driver with a finger instead of a mouse (issue 55): every click becomes a tap,
every drag a finger's drag, every wheel step a finger stroke on the list, all as SDL's
FINGERDOWN / FINGERMOTION / FINGERUP events with window-relative (0..1) places.

As SDL does on a real touch screen, each finger event comes with the mouse event SDL
synthesises from it (`touch=True`): the game must act on the finger once, never twice, and
the base driver's check that the game took exactly the decision chosen proves it at every
tap of a whole game. Set SDL_VIDEODRIVER=dummy before importing.
"""

from __future__ import annotations

import pygame
from gui_driver import Driver, Point

from apistocracy_gui.gui import touch

FINGER = 7  # SDL's id of the finger (any; one finger at a time)
STROKE = 3  # wheel notches a finger stroke scrolls at most (a stroke stays inside the window)


def finger(kind: int, pos: Point, size: tuple[int, int], fid: int = FINGER) -> pygame.event.Event:
    """A finger event at window pixel `pos` (SDL gives the place as 0..1 of the window)."""
    w, h = size
    return pygame.event.Event(kind, touch_id=1, finger_id=fid, x=(pos[0] + 0.5) / w, y=(pos[1] + 0.5) / h,
                              dx=0.0, dy=0.0, pressure=1.0)


def sdl_mouse(kind: int, pos: Point, held: bool = False) -> pygame.event.Event:
    """The mouse event SDL makes from a touch: marked `touch`, to be ignored by the game."""
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0), touch=True)
    return pygame.event.Event(kind, pos=pos, button=1, touch=True)


class TouchDriver(Driver):
    """Drives the game by finger events alone (and SDL's mouse copies of them)."""

    def touch_down(self, pos: Point) -> None:
        size = self.app.screen.get_size()
        self.frame([finger(pygame.FINGERDOWN, pos, size), sdl_mouse(pygame.MOUSEMOTION, pos),
                    sdl_mouse(pygame.MOUSEBUTTONDOWN, pos)])

    def touch_move(self, pos: Point) -> None:
        self.frame([finger(pygame.FINGERMOTION, pos, self.app.screen.get_size()),
                    sdl_mouse(pygame.MOUSEMOTION, pos, held=True)])

    def touch_up(self, pos: Point) -> None:
        self.frame([finger(pygame.FINGERUP, pos, self.app.screen.get_size()),
                    sdl_mouse(pygame.MOUSEBUTTONUP, pos)])

    def click(self, pos: Point, button: int = 1) -> None:
        """A tap (a finger has one button: `button` is the mouse driver's, ignored)."""
        self.touch_down(pos)
        self.touch_up(pos)

    def drag(self, start: Point, end: Point, steps: int = 5) -> None:
        (x0, y0), (x1, y1) = start, end
        self.touch_down(start)
        for k in range(1, steps + 1):
            self.touch_move((x0 + (x1 - x0) * k // steps, y0 + (y1 - y0) * k // steps))
        self.touch_up(end)

    def long_press(self, pos: Point, seconds: float, dt: float = 0.05) -> None:
        """A finger resting at `pos` for `seconds` of frame time, still down at the end."""
        self.touch_down(pos)
        for _ in range(round(seconds / dt)):
            self.frame([], dt)

    def scroll(self, pos: Point, notches: int) -> None:
        """Finger strokes on the list at `pos`, a few notches each: a finger moving down
        scrolls the list up, as a positive wheel step does."""
        step = self.app.theme.px(touch.NOTCH)
        while notches:
            n = max(-STROKE, min(STROKE, notches))
            self.drag(pos, (pos[0], pos[1] + n * step + (step // 2 if n > 0 else -(step // 2))), 3)
            notches -= n

    def finger_monkey(self) -> list[pygame.event.Event]:
        """A few random finger events: landing (half of them on what the screen offers),
        sliding, lifting, a second finger, places at and past the window's edges, each at
        times with SDL's mouse copy."""
        rng, size = self.rng, self.app.screen.get_size()
        fid = rng.choice((FINGER, FINGER, FINGER, FINGER + 1))
        pos = (rng.randrange(-20, size[0] + 20), rng.randrange(-20, size[1] + 20))
        if rng.random() < 0.5 and (moves := list(self.controls().values())):
            pos = rng.choice(moves).pos
        kind = rng.choice((pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERMOTION, pygame.FINGERUP))
        events = [finger(kind, pos, size, fid)]
        if rng.random() < 0.5:
            copy = {pygame.FINGERDOWN: pygame.MOUSEBUTTONDOWN, pygame.FINGERUP: pygame.MOUSEBUTTONUP}
            events.append(sdl_mouse(copy.get(kind, pygame.MOUSEMOTION), pos, kind == pygame.FINGERMOTION))
        return events
