"""Where everything lies on the whist table, on a 1600x900 design grid centred in the window.

Each seat sits on a side, clockwise from the viewer at the bottom; its name plate, its card
backs and its card of the trick have their places by side. The viewer's hand fans along the
bottom with the playable cards raised. The scene and the painter (whist_paint.py) both ask
here, so a card is drawn exactly where a click finds it.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...engine import Action
from ..cards import size_for
from ..table import top_buttons
from ..widgets import Button

if TYPE_CHECKING:
    from .whist import WhistScene

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
    """The table's rectangles for the scene's game and window, and its buttons placed."""

    def __init__(self, scene: WhistScene):
        self.scene = scene
        self._choice_key: tuple = ()  # the decisions the scene's `choices` were made for

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design-grid rect on screen, centred in windows of another shape."""
        th = self.scene.theme
        ox = (th.size[0] - th.px(1600)) // 2
        oy = (th.size[1] - th.px(900)) // 2
        return pygame.Rect(ox + th.px(x), oy + th.px(y), th.px(w), th.px(h))

    def side_of(self, seat: int) -> str:
        sc = self.scene
        n = sc.game.seats  # in solo, Lady Cat's seat is not in the config's players
        return SIDES[n][(seat - sc.bottom_seat()) % n]

    def plate_rect(self, seat: int) -> pygame.Rect:
        x, y = PLATES[self.side_of(seat)]
        return self.r(x, y, PLATE_W, PLATE_H)

    def trick_rect(self, seat: int) -> pygame.Rect:
        cx, cy = TRICK_SLOTS[self.side_of(seat)]
        w, h = size_for(TRICK_W)
        return self.r(cx - w / 2, cy - h / 2, w, h)

    def back_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        plate = self.plate_rect(seat)
        th = self.scene.theme
        w, h = size_for(th.px(BACK_W))
        step = th.px(16)
        if self.side_of(seat) == "top":
            x, y = plate.right + th.px(16), plate.y + (plate.h - h) // 2
        else:
            x, y = plate.x + th.px(8), plate.bottom + th.px(10)
        return [pygame.Rect(x + i * step, y, w, h) for i in range(count)]

    def hand_rects(self, hand: list[int]) -> list[tuple[int, pygame.Rect]]:
        """The viewer's hand along the bottom; legal cards raised, the hovered one more."""
        sc = self.scene
        th = sc.theme
        w, h = size_for(th.px(HAND_W))
        span = th.px(1000)
        step = min(w + th.px(8), (span - w) // max(1, len(hand) - 1)) if len(hand) > 1 else w
        base = self.r(800, 900 - 20, 0, 0)
        x0 = base.x - (step * (len(hand) - 1) + w) // 2
        legal = sc.card_actions()
        out = []
        for i, cid in enumerate(hand):
            y = base.y - h
            if cid in legal:
                y -= th.px(24) + (th.px(12) if cid == sc.hover else 0)
            out.append((cid, pygame.Rect(x0 + i * step, y, w, h)))
        return out

    def card_rects(self) -> list[tuple[int, pygame.Rect, bool]]:
        """(card, rect on screen, clickable) for the viewer's hand, topmost last."""
        sc = self.scene
        me = sc.view().players[sc.bottom_seat()]
        legal = sc.card_actions()
        return [(cid, rect, cid in legal) for cid, rect in self.hand_rects(me.hand or [])]

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The clickable card under the pointer (the topmost where cards overlap)."""
        for cid, rect, ok in reversed(self.card_rects()):
            if rect.collidepoint(pos):
                return cid if ok else None
        return None

    def source_rect(self, seat: int | None, action: Action | None) -> pygame.Rect:
        """Where a played card starts its flight: its place in the hand, or the seat's backs."""
        sc = self.scene
        if seat is None:
            return self.r(800, 450, 0, 0)
        if action is not None and seat == sc.bottom_seat():
            for cid, rect, _ok in self.card_rects():
                if cid == action.args[0]:
                    return rect
        if seat == sc.bottom_seat():  # a computer at the bottom (a game without humans)
            return self.r(800, 780, *size_for(BACK_W))
        count = sc.game.view(None).players[seat].hand_count
        return self.back_rects(seat, max(1, count))[-1]

    def choice_box(self) -> pygame.Rect:
        return self.r(460, 200, 680, 130 + 70 * max(1, len(self.scene.choices)))

    def place_buttons(self) -> None:
        """Continue and End turn under the trick, the top bar's buttons from its right end,
        and one button per decision that is not a card (the Card Sharp's choice)."""
        sc = self.scene
        th, collect = sc.theme, sc.collect
        collect.rect = pygame.Rect(0, 0, th.px(180), th.px(40))
        under_banner = TRICK_BANNER[1] + TRICK_BANNER[3] + 8  # under "X wins the trick"
        collect.rect.midtop = self.r(800, under_banner, 0, 0).topleft
        sc.turn_end.button.rect = pygame.Rect(collect.rect)
        sc.turn_end.button.rect.midtop = self.r(800, 680, 0, 0).topleft  # under the prompt
        x = self.r(1580, 12, 0, 0).x
        humans = bool(sc.session.humans)
        sc.buttons.place(th, x, self.r(0, 12, 0, 0).y, th.px(42), th.px(104), th.px(8))
        sc.buttons.enable(top_buttons.why_not(sc.game, sc.app.settings.hints, sc.my_turn(), sc.scripted(),
                                              busy=sc.tricks.busy()))
        shown = sc.buttons.shown(humans)
        for b in sc.buttons.values():  # all-computer games and the demo: nothing to take back
            if b not in shown:
                b.rect = pygame.Rect(0, 0, 0, 0)
        legal = [a for a in sc.offered() if a.kind not in CARD_KINDS] if sc.my_turn() else []
        key = tuple(legal)
        if key != self._choice_key:
            self._choice_key = key
            sc.choices = [Button(a.label, partial(sc.act, a), size=22) for a in legal]
        box = self.choice_box()
        for i, b in enumerate(sc.choices):
            b.rect = pygame.Rect(box.x + th.px(30), box.y + th.px(90) + i * th.px(70),
                                 box.w - th.px(60), th.px(56))

    def coach_rect(self, name: str) -> pygame.Rect | None:
        """What a tutorial step points at on the whist table."""
        rects = [r for _c, r, _ok in self.card_rects()]
        areas = {"hand": lambda: rects[0].unionall(rects) if rects else None,
                 "trump": lambda: self.r(420, 6, 560, 54), "table": lambda: self.r(420, 150, 760, 460),
                 "top": lambda: self.r(0, 0, 1600, 66), "hint": lambda: self.scene.buttons["hint"].rect}
        return areas[name]() if name in areas else None
