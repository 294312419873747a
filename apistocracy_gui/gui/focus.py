"""Keyboard play (issue 16): a focus ring over whatever the top scene offers.

Tab / Shift+Tab step through the scene's targets in its layout order, the arrow keys jump
to the nearest target in that direction, Enter chooses the focused one and Esc stays the
scene's own "back". A scene lists its targets with `focus_targets()`: each is a rect and the
point where a mouse click would reach it, so choosing one sends the very click a mouse
player would make (move, press, release at that point) through the scene's own handlers.
The keyboard can therefore never do anything the mouse could not, and needs no second code
path per scene.

Targets marked `primary` are the legal game moves (the glowing spaces, payment buttons,
playable cards) or, outside a game, the screen's buttons. One target may be the `default`:
what Enter takes when nothing is focused (the Season's "Pay the cheapest way", a decision's
only button), pressed with the same click, and where the ring starts. When what is offered
changes and the focused target is gone, the ring moves to the default or else the first
primary target, or hides when there is none (bots playing, a trick pausing): then Enter
keeps the scene's own meaning, so it can never press Undo by accident. A mouse click hides
the ring until the next Tab or arrow. A game controller's D-pad, stick and A arrive here as
the arrows and Enter (gui/pad.py), so the pad too can do only what the mouse can.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from . import theme as T

if TYPE_CHECKING:
    from .coach import Coach
    from .services import Services
    from .widgets import Button

NAV_KEYS = {pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN}
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


@dataclass(frozen=True)
class Target:
    key: str
    rect: pygame.Rect
    point: tuple[int, int]  # where a click reaches the thing (fanned cards overlap)
    primary: bool = True
    reveal: Callable[[], None] | None = None  # bring it into view (a scrolled panel)
    default: bool = False  # what Enter takes with no focus, and where the ring starts


def first_choice(targets: list[Target]) -> Target | None:
    """Where the ring lands by itself: the default target, else the first primary one."""
    return next((t for t in targets if t.default), None) or next((t for t in targets if t.primary), None)


def reading_order(targets: list[Target]) -> list[Target]:
    """Rows top to bottom (things whose centres fall inside one another's height share a
    row), each row left to right: the order a reader's eye takes over a board."""
    rows: list[list[Target]] = []
    for t in sorted(targets, key=lambda t: t.rect.centery):
        if rows and rows[-1][0].rect.top <= t.rect.centery <= rows[-1][0].rect.bottom:
            rows[-1].append(t)
        else:
            rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.rect.centerx)]


def button_targets(buttons: Iterable[Button], primary: bool = True, prefix: str = "button") -> list[Target]:
    """Enabled, laid-out buttons as targets, keyed by position and label."""
    return [Target(f"{prefix}:{i}:{b.label}", pygame.Rect(b.rect), b.rect.center, primary)
            for i, b in enumerate(buttons) if b.enabled and b.rect.w > 0 and b.rect.h > 0]


def with_coach(coach: Coach | None, targets: list[Target]) -> list[Target]:
    """A tutorial's coach on screen (`coach.py`): while it talks, its buttons (Next first
    among them) are the only choices, since the board takes no click then; while the player
    plays, its buttons follow the moves without the ring landing on them by itself."""
    if coach is None or not coach.showing():
        return targets
    buttons = button_targets(sorted(coach.buttons(), key=lambda b: b is not coach.next_button),
                             prefix="coach")
    if coach.blocks():
        return buttons + [t for t in targets if not t.primary]
    return targets + [Target(t.key, t.rect, t.point, primary=False) for t in buttons]


def nearest(targets: list[Target], current: Target, direction: tuple[int, int]) -> Target | None:
    """The closest target whose centre lies in `direction` from the current one. Targets in
    line with it (overlapping its rows for Left and Right, its columns for Up and Down) come
    first, so Right walks along a row of options even where the next row lies closer (Options'
    rows of choices, a D-pad's only way through them); else sideways distance counts double,
    so Down goes to the thing below rather than the one beside it."""
    cx, cy = current.rect.center
    dx, dy = direction
    best, best_score = None, None
    for t in targets:
        tx, ty = t.rect.center
        along = (tx - cx) * dx + (ty - cy) * dy
        if t.key == current.key or along <= 0:
            continue
        in_line = (t.rect.top < current.rect.bottom and current.rect.top < t.rect.bottom) if dx else \
            (t.rect.left < current.rect.right and current.rect.left < t.rect.right)
        score = (not in_line, along + (0 if in_line else 2 * abs((tx - cx) * dy + (ty - cy) * dx)))
        if best_score is None or score < best_score:
            best, best_score = t, score
    return best


class FocusRing:
    """The app's one focus ring; it follows whichever scene is on top."""

    def __init__(self, app: Services):
        self.app = app
        self.key: str | None = None  # the focused target's key; None: the ring is hidden
        self._scene: object | None = None  # the scene on top when last asked: compared by identity
        self._rect: pygame.Rect | None = None  # where the focused target was last seen

    def targets(self) -> list[Target]:
        top = self.app.manager.top
        return top.focus_targets() if top is not None else []

    def current(self) -> Target | None:
        """The focused target, after following changes in what the scene offers."""
        top = self.app.manager.top
        if top is not self._scene:
            self._scene = top
            self._rect = None
            if self.key is not None:  # a new scene: start at its first primary target
                self.key = ""
        if self.key is None:
            return None
        targets = self.targets()
        found = next((t for t in targets if t.key == self.key), None)
        if found is None:  # a button whose label changed as it was pressed stays focused
            found = next((t for t in targets if t.rect == self._rect), None) or first_choice(targets)
            self.key = found.key if found else None
        self._rect = found.rect if found else None
        return found

    def _focus(self, target: Target | None) -> None:
        """Focus a target and point at it, so its hover zoom and highlight show as for a mouse."""
        if target is None:
            return
        self.key = target.key
        if target.reveal is not None:
            target.reveal()
            target = next((t for t in self.targets() if t.key == target.key), target)
        self._send(pygame.MOUSEMOTION, target.point, rel=(0, 0), buttons=(0, 0, 0))
        self._redraw()

    def _send(self, kind: int, pos: tuple[int, int], **extra: Any) -> None:
        self.app.handle(pygame.event.Event(kind, pos=pos, focus_click=True, **extra))

    def _redraw(self) -> None:
        top = self.app.manager.top
        if top is not None:
            top.dirty = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Use the event when it moves or chooses with the ring; True when it was used."""
        if getattr(event, "focus_click", False):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.key is not None:
            self.key = None
            self._redraw()
            return False
        if event.type != pygame.KEYDOWN:
            return False
        top = self.app.manager.top
        k = event.key
        if top is None or k in top.keys_taken or (k not in NAV_KEYS and k not in CHOOSE_KEYS):
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        current = self.current()
        if k in CHOOSE_KEYS:
            if current is None:
                current = next((t for t in self.targets() if t.default), None)
            if current is None:
                return False  # the scene's own Enter (end the turn, start, skip...)
            self.choose(current)
            return True
        targets = self.targets()
        if not targets:
            return False
        if current is None:
            self._focus(first_choice(targets) or targets[0])
        elif k == pygame.K_TAB:
            i = next(i for i, t in enumerate(targets) if t.key == current.key)
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self._focus(targets[(i + step) % len(targets)])
        else:
            self._focus(nearest(targets, current, DIRECTIONS[k]))
        return True

    def choose(self, target: Target) -> None:
        """The click a mouse player would make on the target, through the scene's handlers."""
        if target.reveal is not None:  # a button scrolled out of the panel: into view first
            target.reveal()
            target = next((t for t in self.targets() if t.key == target.key), target)
        self._send(pygame.MOUSEMOTION, target.point, rel=(0, 0), buttons=(0, 0, 0))
        self._send(pygame.MOUSEBUTTONDOWN, target.point, button=1)
        self._send(pygame.MOUSEBUTTONUP, target.point, button=1)
        after = self.current()  # what is offered now: point at it, as the ring moved there
        if after is not None:
            self._send(pygame.MOUSEMOTION, after.point, rel=(0, 0), buttons=(0, 0, 0))
        self._redraw()

    def draw(self, surf: pygame.Surface) -> None:
        """A double ring (dark outside, bright inside) that shows on any background."""
        target = self.current()
        if target is None:
            return
        th = self.app.theme
        r = target.rect.inflate(th.px(10), th.px(10))
        radius = th.px(10)
        pygame.draw.rect(surf, T.BLACK, r.inflate(th.px(6), th.px(6)), th.px(6), border_radius=radius)
        pygame.draw.rect(surf, T.FOCUS, r, th.px(4), border_radius=radius)
