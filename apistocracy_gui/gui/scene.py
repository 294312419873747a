"""Scenes and the scene stack: the top scene gets input, overlays draw over what is below.

A scene says when it needs a redraw (`dirty`) and whether it is animating (`animating()`);
the app redraws only then, and sleeps in `pygame.event.wait` otherwise, so an idle game
costs no CPU. For the same reason the manager tells a scene when it leaves the stack
(`closed()`), whatever took it off: work a scene started in the background (the season
review's search) ends there, not only when the scene's own Close is pressed.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from .focus import Target, button_targets, reading_order
from .widgets import Button

if TYPE_CHECKING:
    from . import theme as T
    from .services import Services


def scene_buttons(scene: Scene) -> list[Button]:
    """Every button a scene holds: its `buttons()` method or list, or any Button attribute,
    list or dict of them (so every scene gets keyboard focus without listing its buttons)."""
    found: list[Button] = []
    method = getattr(scene, "buttons", None)
    if callable(method):
        found += list(method())
    for value in vars(scene).values():
        if isinstance(value, Button):
            found.append(value)
        elif isinstance(value, list | tuple):
            found += [v for v in value if isinstance(v, Button)]
        elif isinstance(value, dict):
            found += [v for v in value.values() if isinstance(v, Button)]
    return list({id(b): b for b in found}.values())


@lru_cache(maxsize=2)
def shade(size: tuple[int, int]) -> pygame.Surface:
    """The dimming laid over the scenes under an overlay, made once per window size: a
    window-sized alpha surface costs about twice its blit to make (7.5 against 2.6 ms at
    1920x1080), and it was made on every frame an overlay was drawn."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, 150))
    return surf


class Scene:
    overlay = False  # True: the scenes below stay visible (dimmed) underneath
    opaque = False  # True: its drawing covers the whole window (no background fill first)
    keys_taken: frozenset[int] = frozenset()  # navigation keys the scene uses itself (not the ring)

    def __init__(self, app: Services):
        self.app = app
        self.dirty = True

    @property
    def theme(self) -> T.Theme:
        return self.app.theme

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event; handlers read event.pos, never the global mouse state."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by dt seconds."""

    def animating(self) -> bool:
        return False

    def drags_from(self, pos: tuple[int, int]) -> bool:
        """Whether a press at `pos` picks something up: a finger moving from there drags it
        (touch.py); from anywhere else it scrolls the list under it."""
        return False

    def draw(self, surf: pygame.Surface) -> None:
        raise NotImplementedError

    def resized(self) -> None:
        self.dirty = True

    def focus_targets(self) -> list[Target]:
        """What the keyboard's focus ring walks through (`focus.py`): by default every
        enabled button on screen, in reading order. Scenes with more to choose add theirs."""
        return reading_order(button_targets(scene_buttons(self)))

    def entered(self) -> None:
        self.dirty = True

    def closed(self) -> None:
        """The manager took this scene off the stack (its own Close, a quit to the title, the
        kiosk's idle timer, the window closing...): end any background work it owns, at once,
        so a screen left idle burns no CPU. A game's bot and Hint searches are the session's,
        and end when the game leaves the screen (`App.session`)."""


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        # What lies under the top overlay, drawn and dimmed: (those scenes, the window size,
        # the pixels). While none of them is dirty or animating, a frame of the overlay alone
        # (a hover, a keystroke in the Rules' search) blits it instead of drawing the table
        # again under it (a whist table: 50 ms against 2 ms at 1600x900).
        self._under: tuple[tuple[Scene, ...], tuple[int, int], pygame.Surface] | None = None

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.entered()

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        if scene is not None:
            scene.closed()
        if self.stack:
            self.stack[-1].entered()
        return scene

    def replace(self, scene: Scene) -> None:
        """Replace the whole stack (e.g. Title -> Season); every scene it held is closed."""
        old, self.stack = self.stack, [scene]
        self._drop([s for s in old if s is not scene])
        scene.entered()

    def close_all(self) -> None:
        """Take every scene off (the window closes), each closed."""
        old, self.stack = self.stack, []
        self._drop(old)

    @staticmethod
    def _drop(scenes: list[Scene]) -> None:
        """Close `scenes` (already off the stack), the top one first, as if popped one by one."""
        for scene in reversed(scenes):
            scene.closed()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every one an overlay covers."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(0, start):]

    def dirty(self) -> bool:
        return any(s.dirty for s in self.visible())

    def animating(self) -> bool:
        return any(s.animating() for s in self.visible())

    def draw(self, surf: pygame.Surface) -> None:
        scenes, size = self.visible(), surf.get_size()
        if len(scenes) < 2 or not scenes[-1].overlay:
            self._under = None
            for scene in scenes:
                self._draw(scene, surf)
            return
        *under, top = scenes
        kept = self._kept(under, size)
        if kept is not None:
            surf.blit(kept, (0, 0))
        else:
            for scene in under:
                self._draw(scene, surf)
            surf.blit(shade(size), (0, 0))
            self._under = (tuple(under), size, surf.copy())
        top.draw(surf)
        top.dirty = False

    @staticmethod
    def _draw(scene: Scene, surf: pygame.Surface) -> None:
        if scene.overlay:
            surf.blit(shade(surf.get_size()), (0, 0))
        scene.draw(surf)
        scene.dirty = False

    def _kept(self, under: list[Scene], size: tuple[int, int]) -> pygame.Surface | None:
        """The kept drawing of `under` at `size`, if it still shows them: the same scenes, none
        of them asking to be drawn again."""
        if self._under is None:
            return None
        scenes, kept_size, pixels = self._under
        same = (kept_size == size and len(scenes) == len(under)
                and all(a is b for a, b in zip(scenes, under, strict=True)))
        return pixels if same and not any(s.dirty or s.animating() for s in under) else None
