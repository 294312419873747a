"""Where everything lies on the whist table, on a 1600x900 design grid centred in the window.

Each seat sits on a side, clockwise from the viewer at the bottom; its name plate, its card
backs and its card of the trick have their places by side. The viewer's hand fans along the
bottom with the playable cards raised, the one under the pointer more. The scene, the trick
show, the zoom and the painter (whist_paint.py) all ask here, so a card is drawn exactly
where a click finds it; the scene puts its buttons where the layout says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine import Action
from ..cards import size_for

if TYPE_CHECKING:
    from .whist_context import WhistContext

HAND_W, TRICK_W, BACK_W = 104, 110, 44  # card widths, design pixels
CARD_KINDS = ("play", "trash_whist")  # decisions made by clicking a card in hand
# Where each seat sits, clockwise from the viewer at the bottom.
SIDES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
PLATES = {"bottom": (20, 784), "left": (20, 280), "top": (540, 74), "right": (1320, 280)}
# Where each seat's card of the trick lies; the bottom one's name chip clears the banner below.
TRICK_SLOTS = {"bottom": (800, 452), "left": (665, 360), "top": (800, 290), "right": (935, 360)}
TRICK_BANNER = (560, 570, 480, 52)  # "X wins the trick", design grid
PLATE_W, PLATE_H = 260, 100


class TableLayout:
    """The table's rectangles for the context's game and window, and the clickable card under
    the pointer (`hover`: it is raised higher, so where the hand lies depends on it)."""

    def __init__(self, ctx: WhistContext):
        self.ctx = ctx
        self.hover: int | None = None

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design-grid rect on screen, centred in windows of another shape."""
        th = self.ctx.theme
        ox = (th.size[0] - th.px(1600)) // 2
        oy = (th.size[1] - th.px(900)) // 2
        return pygame.Rect(ox + th.px(x), oy + th.px(y), th.px(w), th.px(h))

    def side_of(self, seat: int) -> str:
        n = self.ctx.game.seats  # in solo, Lady Cat's seat is not in the config's players
        return SIDES[n][(seat - self.ctx.bottom_seat()) % n]

    def plate_rect(self, seat: int) -> pygame.Rect:
        x, y = PLATES[self.side_of(seat)]
        return self.r(x, y, PLATE_W, PLATE_H)

    def trick_rect(self, seat: int) -> pygame.Rect:
        cx, cy = TRICK_SLOTS[self.side_of(seat)]
        w, h = size_for(TRICK_W)
        return self.r(cx - w / 2, cy - h / 2, w, h)

    def back_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        plate = self.plate_rect(seat)
        th = self.ctx.theme
        w, h = size_for(th.px(BACK_W))
        step = th.px(16)
        if self.side_of(seat) == "top":
            x, y = plate.right + th.px(16), plate.y + (plate.h - h) // 2
        else:
            x, y = plate.x + th.px(8), plate.bottom + th.px(10)
        return [pygame.Rect(x + i * step, y, w, h) for i in range(count)]

    def hand_rects(self, hand: list[int]) -> list[tuple[int, pygame.Rect]]:
        """The viewer's hand along the bottom; legal cards raised, the hovered one more."""
        th = self.ctx.theme
        w, h = size_for(th.px(HAND_W))
        span = th.px(1000)
        step = min(w + th.px(8), (span - w) // max(1, len(hand) - 1)) if len(hand) > 1 else w
        base = self.r(800, 900 - 20, 0, 0)
        x0 = base.x - (step * (len(hand) - 1) + w) // 2
        legal = self.ctx.cards()
        out = []
        for i, cid in enumerate(hand):
            y = base.y - h
            if cid in legal:
                y -= th.px(24) + (th.px(12) if cid == self.hover else 0)
            out.append((cid, pygame.Rect(x0 + i * step, y, w, h)))
        return out

    def card_rects(self) -> list[tuple[int, pygame.Rect, bool]]:
        """(card, rect on screen, clickable) for the viewer's hand, topmost last."""
        ctx = self.ctx
        me = ctx.view().players[ctx.bottom_seat()]
        legal = ctx.cards()
        return [(cid, rect, cid in legal) for cid, rect in self.hand_rects(me.hand or [])]

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The clickable card under the pointer (the topmost where cards overlap)."""
        for cid, rect, ok in reversed(self.card_rects()):
            if rect.collidepoint(pos):
                return cid if ok else None
        return None

    def point(self, pos: tuple[int, int]) -> bool:
        """The pointer moved to `pos`: True when it now rests on another clickable card (the
        hand is then drawn anew, that card raised)."""
        hover = self.card_at(pos)
        changed, self.hover = hover != self.hover, hover
        return changed

    def source_rect(self, seat: int | None, action: Action | None) -> pygame.Rect:
        """Where a played card starts its flight: its place in the hand, or the seat's backs."""
        ctx = self.ctx
        if seat is None:
            return self.r(800, 450, 0, 0)
        if action is not None and seat == ctx.bottom_seat():
            for cid, rect, _ok in self.card_rects():
                if cid == action.args[0]:
                    return rect
        if seat == ctx.bottom_seat():  # a computer at the bottom (a game without humans)
            return self.r(800, 780, *size_for(BACK_W))
        count = ctx.game.view(None).players[seat].hand_count
        return self.back_rects(seat, max(1, count))[-1]

    def choice_box(self, count: int) -> pygame.Rect:
        """The box of a decision that is not a card (the Card Sharp's), for `count` buttons."""
        return self.r(460, 200, 680, 130 + 70 * max(1, count))

    def choice_rects(self, count: int) -> list[pygame.Rect]:
        """Where the box's `count` buttons lie, one under another."""
        th, box = self.ctx.theme, self.choice_box(count)
        return [pygame.Rect(box.x + th.px(30), box.y + th.px(90) + i * th.px(70), box.w - th.px(60),
                            th.px(56)) for i in range(count)]

    def collect_rect(self) -> pygame.Rect:
        """Continue, under "X wins the trick"."""
        th = self.ctx.theme
        under_banner = self.r(800, TRICK_BANNER[1] + TRICK_BANNER[3] + 8, 0, 0).topleft
        return pygame.Rect(0, 0, th.px(180), th.px(40)).move_to(midtop=under_banner)

    def end_turn_rect(self) -> pygame.Rect:
        """End turn, under the prompt, the size of Continue."""
        return self.collect_rect().move_to(midtop=self.r(800, 680, 0, 0).topleft)

    def top_bar(self) -> tuple[int, int, int, int, int]:
        """The top bar's buttons (table.TopButtons.place): the right end, the top, the
        height, the width and the gap."""
        th = self.ctx.theme
        return self.r(1580, 12, 0, 0).x, self.r(0, 12, 0, 0).y, th.px(42), th.px(104), th.px(8)

    def coach_rect(self, name: str, hint: pygame.Rect) -> pygame.Rect | None:
        """What a tutorial step points at on the whist table (`hint`: the Hint button)."""
        rects = [r for _c, r, _ok in self.card_rects()]
        areas = {"hand": lambda: rects[0].unionall(rects) if rects else None,
                 "trump": lambda: self.r(420, 6, 560, 54), "table": lambda: self.r(420, 150, 760, 460),
                 "top": lambda: self.r(0, 0, 1600, 66), "hint": lambda: hint}
        return areas[name]() if name in areas else None
