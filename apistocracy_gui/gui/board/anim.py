"""Card-move tweens: a Calling Card flying to its space or sliding back to the mat.

A tween moves a ready image along an eased path; when it lands it runs its `done` callback
(the scene uses it to reveal the card it hid on the board meanwhile). Durations are scaled
by the animation-speed option; at "off" nothing is animated and `done` runs at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame


def ease(t: float) -> float:
    """Ease-out cubic: fast start, gentle landing."""
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    done: Callable[[], None] | None = None
    t: float = 0.0

    def pos(self) -> tuple[int, int]:
        k = ease(min(1.0, self.t / self.duration))
        return (round(self.start[0] + (self.end[0] - self.start[0]) * k),
                round(self.start[1] + (self.end[1] - self.start[1]) * k))


class Tweens:
    def __init__(self) -> None:
        self.items: list[Tween] = []

    def __bool__(self) -> bool:
        return bool(self.items)

    def add(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
            seconds: float, factor: float, done: Callable[[], None] | None = None) -> None:
        if factor <= 0 or seconds <= 0:
            if done:
                done()
            return
        self.items.append(Tween(image, start, end, seconds * factor, done))

    def update(self, dt: float) -> None:
        for tw in list(self.items):
            tw.t += dt
            if tw.t >= tw.duration:
                self.items.remove(tw)
                if tw.done:
                    tw.done()

    def finish(self) -> None:
        """Land every tween at once (a resize moves their targets)."""
        items, self.items = self.items, []
        for tw in items:
            if tw.done:
                tw.done()

    def draw(self, surf: pygame.Surface) -> None:
        for tw in self.items:
            surf.blit(tw.image, tw.pos())
