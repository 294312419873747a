"""Halos drawn before they are needed (issue 57, item 3).

A glow's halo is a blurred outline, 2-10 ms to make at 1920x1080 the first time a size and
colour is drawn (`draw._glow_img` keeps it after). The frame that draws a new position glows
on the other players' last moves in their seat colours and on what may be done now, so a
halo made there for the first time pushed that frame past 16 ms. The warmer lists the halos
the table can ask for (every hot spot's size and every board space's and card place's size,
in the glow's colour, and the spaces' in each seat's colour) and makes them ahead: all at
once when the table opens (its first frame is long anyway), then a few at a time in frames
where nothing moves, for the sizes that new positions bring.
"""

from __future__ import annotations

import time

from .. import theme as T
from .draw import _glow_img, seat_color
from .layout import SeasonLayout
from .view import Spots

Halo = tuple[int, int, bool, tuple[int, ...], bool]  # _glow_img's arguments
IDLE_SECONDS = 0.004  # the warming a frame with nothing moving may spend


class GlowWarmer:
    """The halos still to make, largest first (a large one costs most to make late)."""

    def __init__(self) -> None:
        self.todo: list[Halo] = []

    def plan(self, spots: Spots, lay: SeasonLayout, seats: int) -> None:
        """List the halos for these hot spots and the board's places (its spaces and card
        places): each in the glow's colour, and the places also in each seat's colour (the
        last-move marks)."""
        strong, glow = T.high_contrast, tuple(T.GLOW)
        seat_colors = [seat_color(s) for s in range(seats)]
        shapes = {(r.w, r.h, sid in lay.hex_rects) for sid, r in lay.spaces.items()}
        shapes |= {(r.w, r.h, False) for r in lay.card_rects.values()}
        wanted = {(w, h, hx, glow, strong) for w, h, hx in shapes | {(s.rect.w, s.rect.h, s.hexagon)
                                                                    for s in spots.items}}
        wanted |= {(w, h, hx, tuple(c), strong) for w, h, hx in shapes for c in seat_colors}
        self.todo = sorted((k for k in wanted if k not in _glow_img.kept), key=lambda k: k[0] * k[1])

    def run(self, seconds: float | None = None) -> None:
        """Make halos for up to `seconds` (all of them with None)."""
        end = None if seconds is None else time.perf_counter() + seconds
        while self.todo and (end is None or time.perf_counter() < end):
            _glow_img(*self.todo.pop())
