"""The Season's hover zoom: the card, space or button under the pointer, large and whole.

It never takes a click meant for the board under it (a right-click or F1 follows its Rules
link); for a refused target it adds why not. It stays away where it would cover what speaks
already: a refusal's note, a bubble being read, the coach's spotlight. It is given the
table (season_context.py) and told where the pointer is; it never sees the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from .. import pad
from ..board import zoom
from ..board.view import Zoom
from .season_bubbles import coach_target

if TYPE_CHECKING:
    from .season_context import SeasonTable


class SeasonZoom:
    """Finds, places and renders the zoom for the pointer's position; `shown` is the last one
    placed: (zoom, the thing's rect, where the zoom lies)."""

    def __init__(self, t: SeasonTable):
        self.t = t
        self.shown: tuple[Zoom, pygame.Rect, pygame.Rect] | None = None

    def under(self, pos: tuple[int, int]) -> tuple[Zoom, pygame.Rect] | None:
        """The zoom of what is under `pos`, with its Rules link and, for a refused target,
        why not."""
        t = self.t
        found = t.panel.zoom_at(pos, t.game)
        if found is not None:
            return found
        spot = t.spots.at(pos)
        if spot is None or spot.zoom is None:
            return None
        z = spot.zoom
        lines = z.lines
        if spot.key in t.offers.refused and t.why_not(spot.key):
            lines = (*lines, _("Not now: {reason}").format(reason=t.why_not(spot.key)))
        return Zoom(z.title, lines, z.face, zoom.rules_section(spot.key, t.game.cat)), spot.rect

    def wanted(self, mouse: tuple[int, int]) -> bool:
        """No zoom where a refusal's note already speaks; while the coach teaches, only the
        zoom of the thing it points at (another would cover the spotlight)."""
        t = self.t
        if not pad.zoom_wanted():  # with a pad, Y opens it
            return False
        if t.refusal.active and mouse == t.refusal.pos:
            return False
        if t.tip_view.rect.collidepoint(mouse) or (
                t.coach is not None and t.coach.bubble.collidepoint(mouse)):
            return False  # the pointer reads a bubble: a zoom would push it away
        coach = t.coach
        if coach is None or not coach.showing() or coach.free():
            return True
        target = None if coach.blocks() else coach_target(t)
        return target is not None and target.collidepoint(mouse)

    def place(self, surf: pygame.Surface, mine: bool, mouse: tuple[int, int],
              dragging: bool) -> pygame.Surface | None:
        """The hover zoom to draw this frame for the pointer at `mouse` (none while a card is
        dragged), placed (`shown`), not yet drawn."""
        t = self.t
        found = None
        if mine and self.wanted(mouse) and not dragging:
            found = self.under(mouse)
        if found is None:
            self.shown = None
            return None
        th = t.theme
        img = zoom.render(found[0], round(th.scale, 4), t.game.cat, t.app.settings.colorblind_marks,
                          th.text_scale)
        self.shown = (found[0], found[1], zoom.place(img, found[1], surf.get_size(), th.px(10)))
        return img
