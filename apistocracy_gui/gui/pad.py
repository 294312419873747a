"""A game controller (issue 55): a pad on a couch or a Steam Deck plays the whole game.

The pad has no handlers of its own in any scene: each button becomes the key a keyboard
player would press (`BUTTON_KEYS`), sent through `App.handle` like a real key, so it takes
the keyboard's one path (gui/focus.py's ring, then the scene's keys). The D-pad and the left
stick are the arrows (the stick with a dead zone, and repeating while held), A is Enter, B is
Esc, X is H (the Hint), the shoulders are Ctrl+Z and Ctrl+Y, Start is the Menu key, View
(SDL's "back") is Space (land what flies, hurry a computer, collect a trick), a click of the
right stick is F1 (the Rules at the section of the thing zoomed) and the triggers
step through the ring's order as Tab and Shift+Tab do (the Rules keep the arrows to scroll).

Y opens the hover zoom of the focused thing. While the pad is in use the ring does not open
the zoom by itself at every step: a zoom over the table at each move of the ring would hide
the board on a TV; moving the ring, choosing or B closes it again.

A pad may be plugged in or pulled out at any time: it is opened when SDL adds it (SDL also
adds those present at start) and closed when it goes; with none, nothing here does anything.
Whichever was used last, the pad or the keyboard and mouse, decides whether tooltips name
the pad's buttons or the keys (`key_name`).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import pygame
from pygame._sdl2 import controller as sdl_controller

from ..i18n import pgettext
from . import last_input

if TYPE_CHECKING:
    from .services import Services

CTRL = pygame.KMOD_LCTRL
BUTTON_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_h, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_z, CTRL),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_y, CTRL),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_MENU, 0),
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_SPACE, 0),
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: (pygame.K_F1, 0),  # the Rules at the zoomed thing's section
}
MOVES = {pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB}
STICK = (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY)
TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERRIGHT: 0, pygame.CONTROLLER_AXIS_TRIGGERLEFT: pygame.KMOD_LSHIFT}
FULL = 32767
PUSHED, RELEASED = 0.5, 0.3  # of a full push: a worn stick resting off centre moves nothing
REPEAT_DELAY, REPEAT_EVERY = 0.4, 0.15  # seconds, as a held arrow key repeats


class Shown:
    """Whether Y opened the hover zoom: while the pad is the input used last
    (`last_input`, the one record of it), the zoom shows only then."""

    zoom = False


SHOWN = Shown()


def in_use() -> bool:
    """Whether the pad was the input used last: the tooltips name its buttons then."""
    return last_input.used() == "pad"


def key_names() -> dict[str, str]:
    """The pad's button for each key a tooltip names, in the language spoken now."""
    return {"Enter": pgettext("pad button", "A"), "Esc": pgettext("pad button", "B"),
            "H": pgettext("pad button", "X"), "Ctrl+Z": pgettext("pad button", "LB"),
            "Ctrl+Y": pgettext("pad button", "RB"), "Space": pgettext("pad button", "View"),
            "F1": pgettext("pad button", "RS")}


def key_name(hint: str) -> str:
    """A tooltip's key ("Ctrl+Z") as the pad's button when the pad was used last."""
    return key_names().get(hint, hint) if in_use() else hint


def zoom_wanted() -> bool:
    """Whether a hover zoom may open under the pointer (or the ring) now."""
    return not in_use() or SHOWN.zoom


def stick_direction(x: int, y: int, held: int | None) -> int | None:
    """The arrow the stick points along (its larger axis), None in the dead zone; a held
    direction lasts until the stick comes back below RELEASED."""
    size = max(abs(x), abs(y)) / FULL
    if size < (RELEASED if held is not None else PUSHED):
        return None
    if abs(x) >= abs(y):
        return pygame.K_RIGHT if x > 0 else pygame.K_LEFT
    return pygame.K_DOWN if y > 0 else pygame.K_UP


class Pad:
    """The app's pads: opens and closes them, turns their input into the keyboard's keys."""

    def __init__(self, app: Services):
        self.app = app
        self.pads: dict[int, sdl_controller.Controller] = {}  # by SDL's instance id
        self.axes = dict.fromkeys(STICK, 0)
        self.held: int | None = None  # the stick's arrow while it is pushed
        self.repeat = 0.0  # seconds to the held arrow's next repeat
        self.triggers: set[int] = set()  # pulled past PUSHED (one Tab per pull)
        SHOWN.zoom = False
        with contextlib.suppress(pygame.error):  # no joystick support: no pad, no harm
            sdl_controller.init()

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the pad's (used here); any other input switches the
        tooltips back to the keys."""
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            self.plugged(getattr(event, "device_index", getattr(event, "which", -1)))
        elif kind == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.pads.pop(getattr(event, "instance_id", -1), None)
            if pad is not None:
                with contextlib.suppress(pygame.error):
                    pad.quit()
            if not self.pads:
                self.held = None
        elif kind == pygame.CONTROLLERBUTTONDOWN:
            self.pressed(event.button)
        elif kind == pygame.CONTROLLERAXISMOTION:
            self.moved(event.axis, event.value)
        elif kind not in (pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERDEVICEREMAPPED):
            self.other(event)
            return False
        return True

    def plugged(self, index: int) -> None:
        try:
            pad = sdl_controller.Controller(index)
            self.pads[pad.as_joystick().get_instance_id()] = pad
        except (pygame.error, ValueError, IndexError):
            pass  # gone again, or not a game controller after all

    def other(self, event: pygame.event.Event) -> None:
        """Any other event: once another input is the one used last (`App.handle` noted it),
        the zoom Y opened is the pad's no more."""
        if SHOWN.zoom and not in_use():
            SHOWN.zoom = False
            self._redraw()

    def used(self) -> None:
        """The pad is the input used last (the tooltips name its buttons)."""
        if last_input.use("pad"):
            self._redraw()

    def pressed(self, button: int) -> None:
        self.used()
        if button == pygame.CONTROLLER_BUTTON_Y:
            SHOWN.zoom = not SHOWN.zoom
            self._redraw()
            return
        if button == pygame.CONTROLLER_BUTTON_B and SHOWN.zoom:
            SHOWN.zoom = False  # B closes the zoom first, as Esc closes a menu first
            self._redraw()
            return
        if button in BUTTON_KEYS:
            self.key(*BUTTON_KEYS[button])

    def moved(self, axis: int, value: int) -> None:
        if axis in TRIGGERS:
            if value >= PUSHED * FULL and axis not in self.triggers:
                self.triggers.add(axis)
                self.used()
                self.key(pygame.K_TAB, TRIGGERS[axis])
            elif value < RELEASED * FULL:
                self.triggers.discard(axis)
            return
        if axis not in self.axes:
            return
        self.axes[axis] = value
        arrow = stick_direction(self.axes[STICK[0]], self.axes[STICK[1]], self.held)
        if arrow != self.held:
            self.held = arrow
            if arrow is not None:
                self.used()
                self.repeat = REPEAT_DELAY
                self.key(arrow)

    def tick(self, dt: float) -> None:
        """Repeat the arrow of a stick held over; called every frame."""
        if self.held is None:
            return
        self.repeat -= dt
        if self.repeat <= 0:
            self.repeat = REPEAT_EVERY
            self.key(self.held)

    def key(self, key: int, mod: int = 0) -> None:
        """The keyboard's key for a press, through the app's one path."""
        if key in MOVES or key == pygame.K_RETURN:
            SHOWN.zoom = False  # the zoom belongs to the thing it opened on
        self.app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0,
                                           pad=True))

    def close(self) -> None:
        """Let the pads go with the window (and the tooltips name keys again)."""
        for pad in self.pads.values():
            with contextlib.suppress(pygame.error):
                pad.quit()
        self.pads.clear()
        self.held = None
        SHOWN.zoom = False
        last_input.use("mouse")

    def _redraw(self) -> None:
        top = self.app.manager.top
        if top is not None:
            top.dirty = True
