"""The other players' compact mats, kept between redraws of the position (issue 57).

A move changes one seat's mat, or two (whose turn it is moves on), yet every redraw of the
position painted all of them: a third of the state layer's cost, paid twice by the frame
answering a move (once for the hot spots, once for the board under the flight) and again by
each band painted while its beats play. A mat is now painted once per change of what it shows
and blitted otherwise, with the hot spots it registered replayed in the same order, so the
pixels and the spots are those a fresh `draw_compact` would give. A picture is kept per seat
and place: in a hotseat game the mats change places when the turn passes, and the places the
next turn gives the seats that are not playing now are drawn ahead (`ahead`), in frames that
paint nothing else, so the frame passing the turn draws only the mat of the seat that played.

What a mat shows is read from its seat's part of the observation, what its badges and piles
line read of the shared fields (the mode, whether it is the First Player, which tokens it
holds, Lady Cat's piles on her mat), its hover zoom (which
holds the goal's progress, counted from the game), its place, the window, the options and the
language: all of it is the key. The static boards under it are drawn anew only with a key of
their own, and then the kept pictures are forgotten (`clear`). Its pixels stay inside its rect
and the leather's drop shadow (`region`), which nothing drawn before it reaches (the tests
check both), so a kept copy of that region is the mat drawn anew.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ... import i18n
from .. import theme as T
from . import solo
from .layout import Area
from .mat_compact import compact_zoom, draw_compact
from .view import BoardView, Spot, Spots


def holds(v: BoardView, seat: int) -> tuple[bool, ...]:
    """Which of the end-of-season tokens `seat` holds (its badges), field by field."""
    tokens = v.obs.tokens
    return tuple(getattr(tokens, name) == seat for name in tokens.__struct_fields__)


def region(area: Area, th: T.Theme) -> pygame.Rect:
    """Where a compact mat draws: its rect and the leather's shadow (mat_seat.leather)."""
    return area.rect.union(area.rect.move(th.px(2), th.px(3)))


class CompactMats:
    """One kept picture per seat: its key, the pixels of its region and its hot spots."""

    def __init__(self) -> None:
        # (seat, its place) -> the key it was drawn for, its region's pixels and its hot spots
        self.kept: dict[tuple[int, tuple[int, ...]], tuple[tuple, pygame.Surface, list[Spot]]] = {}
        self.scratch: pygame.Surface | None = None  # where a mat is drawn ahead (`ahead`)

    def clear(self) -> None:
        """Forget every picture: the static boards under them were drawn anew."""
        self.kept.clear()

    @staticmethod
    def key(v: BoardView, area: Area, seat: int, current: bool) -> tuple:
        """What `seat`'s mat shows at `area` (see the module)."""
        obs = v.obs
        return (tuple(area.rect), current, v.marks, v.th.scale, T.high_contrast, i18n.generation(),
                v.player(seat), obs.mode, obs.first == seat, holds(v, seat),
                obs.ladycat if solo.is_cat(v, seat) else None, compact_zoom(v, seat))

    def draw(self, surf: pygame.Surface, v: BoardView, area: Area, seat: int, current: bool,
             under: pygame.Surface, key: tuple | None = None) -> None:
        """Draw `seat`'s compact mat into `surf` over `under` (the static boards, unchanged
        since `clear`): a blit of the kept picture when nothing it shows changed. A mat drawn
        anew is drawn whole, its region even outside `surf`'s clip (the pixels an unclipped
        paint gives there), so the paint that gathers only the hot spots keeps it too and the
        board under the flight that follows blits it. `key`: its `key`, when known already."""
        key = self.key(v, area, seat, current) if key is None else key
        kept = self.kept.get((seat, tuple(area.rect)))
        box = region(area, v.th).clip(surf.get_rect())
        if kept is not None and kept[0] == key:
            surf.blit(kept[1], box)
            for s in kept[2]:
                v.spots.add(s.key, s.rect, s.zoom, s.hexagon)
            return
        first, clip = len(v.spots.items), surf.get_clip()
        surf.set_clip(box)
        try:
            surf.blit(under, box, box)
            draw_compact(surf, v, area, seat, current)
            self.kept[seat, tuple(area.rect)] = (key, surf.subsurface(box).copy(), v.spots.items[first:])
        finally:
            surf.set_clip(clip)

    def ahead(self, v: BoardView, area: Area, seat: int, current: bool, under: pygame.Surface) -> bool:
        """Draw `seat`'s mat at `area` as `v` shows it, unseen, unless it is kept already; whether
        it was drawn. The next turn's places (scenes/season_layers.py): when a hotseat turn
        passes every mat changes place, and the frame drawing that position drew three mats
        anew (issue 57, item 3); those of the seats that do not move in between are ready."""
        key = self.key(v, area, seat, current)
        kept = self.kept.get((seat, tuple(area.rect)))
        if kept is not None and kept[0] == key:
            return False
        box = region(area, v.th)
        if self.scratch is None or not self.scratch.get_rect().contains(box):
            # the width and height to the mats' places, drawn where the screen has them
            self.scratch = pygame.Surface((under.get_width(), box.bottom), 0, under)
        with T.unseen():
            self.draw(self.scratch, replace(v, spots=Spots()), area, seat, current, under, key)
        return True
