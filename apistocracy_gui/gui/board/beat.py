"""What the Season's animation is made of: a `Sprite` (one thing moving along a path) and a
`Beat` (the sprites, caption and banner of one engine event), with the timings every beat uses.

`motion.Motion` queues beats and plays them; `stage.Stage` and `beats` make them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

Point = tuple[float, float]
SECONDS = {"card": 0.42, "brooch": 0.55, "step": 0.14, "token": 0.5, "shuffle": 0.5,
           "banner": 1.3, "caption": 0.5, "told": 1.0, "stagger": 0.07}
# "caption": a line about the viewer's own move (they know what they did); "told": a line
# about another seat's move (a bot, Lady Cat, the table), long enough to be read.


def ease(t: float) -> float:
    """Ease-in-out: a card lifts, travels and settles."""
    return t * t * (3 - 2 * t)


@dataclass
class Sprite:
    """One thing moving along `path` (screen centres) from `delay` for `dur` seconds."""

    draw: Callable[[pygame.Surface, Point, float], None]  # (surface, centre, progress 0-1)
    path: list[Point]
    delay: float
    dur: float
    arc: float = 0.0  # pixels a flight lifts at mid-way
    lands: bool = True  # stays drawn where it arrived until the run ends (a glow step does not)

    def at(self, t: float) -> tuple[Point, float] | None:
        if t < self.delay:
            return None
        k = ease(min(1.0, (t - self.delay) / self.dur))
        if len(self.path) == 1:
            return self.path[0], k
        legs = len(self.path) - 1
        leg = min(legs - 1, int(k * legs))
        u = k * legs - leg
        (x0, y0), (x1, y1) = self.path[leg], self.path[leg + 1]
        lift = self.arc * math.sin(math.pi * u)
        return (x0 + (x1 - x0) * u, y0 + (y1 - y0) * u - lift), k


@dataclass
class Beat:
    kind: str = ""  # the event's kind
    event: int = -1  # its index in game.events (Lady Cat's telling follows the beat playing)
    caption: str = ""
    sprites: list[Sprite] = field(default_factory=list)
    hide: set[str] = field(default_factory=set)
    banner: str = ""
    hold: float = 0.0  # at least this long (captions and banners need reading time)
    # drawn while earlier beats play: what this beat will move, still where it starts (a
    # brooch hidden on its new hex waits on its old one)
    waiting: Callable[[pygame.Surface], None] | None = None

    @property
    def duration(self) -> float:
        ends = [s.delay + s.dur for s in self.sprites]
        return max([self.hold, *ends])


def merge(into: Beat, beat: Beat) -> None:
    """Play `beat` inside `into`, each of its sprites starting a stagger after the last."""
    start = max((s.delay for s in into.sprites), default=0.0) + SECONDS["stagger"] * 1.5
    for s in beat.sprites:
        s.delay += start
    into.sprites += beat.sprites
    into.hide |= beat.hide
