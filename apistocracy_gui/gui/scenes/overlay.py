"""What every overlay shares: the dimmed-scene `Overlay` (Esc or Close shuts it, the window's
close box asks the scene below), its gilt panel and button row, and `Choice`, one gilded
option of a row of mutually exclusive ones.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme as T
from ..scene import Scene
from ..widgets import Button, fitted_label, panel


@dataclass
class Choice(Button):
    """One option of a row of mutually exclusive choices; the chosen one is gilded."""

    selected: bool = False

    def draw(self, surf: pygame.Surface, th: T.Theme) -> None:
        if not self.selected:
            super().draw(surf, th)
            return
        panel(surf, self.rect, T.GOLD, T.IVORY, th.px(8))
        img = fitted_label(th, self.text, self.size, T.INK, self.rect.w - th.px(10), cap=self.cap)
        surf.blit(img, img.get_rect(center=self.rect.center))


class Overlay(Scene):
    """An overlay closes with Esc or its Close button; the window's close box asks the scene
    below (a game in progress confirms first)."""

    overlay = True

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def ask_quit(self) -> None:
        self.close()
        self.app.request_quit()

    def buttons(self) -> list[Button]:
        return []

    def layout(self) -> pygame.Rect | None:
        """Place the buttons for the window's size now and return the panel; None for an
        overlay that places them while drawing. Run before each event too, so a click after a
        resize hits the buttons where the next frame draws them."""
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.layout()
        for b in self.buttons():
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return  # the button may have changed the layout: stop here

    def box(self, w: float, h: float) -> pygame.Rect:
        """A centred panel of design size (w, h), shrunk to fit small windows."""
        th = self.theme
        sw, sh = th.size
        r = pygame.Rect(0, 0, min(th.px(w), sw - th.px(20)), min(th.px(h), sh - th.px(20)))
        r.center = (sw // 2, sh // 2)
        return r

    def draw_panel(self, surf: pygame.Surface, box: pygame.Rect, title: str, size: float,
                   title_y: float) -> None:
        """The overlay's gilt-edged panel with its title centred `title_y` design px below the top."""
        th = self.theme
        panel(surf, box, T.BG_DARK, T.GOLD, th.px(16), th.px(3))
        th.blit_text(surf, title, size, T.GOLD, (box.centerx, box.y + th.px(title_y)), "serif-bold",
                     "center")

    def button_row(self, buttons: list[Button], box: pygame.Rect, width: float, gap: float) -> None:
        """Buttons of one width side by side, centred in the panel, 100 design px above its bottom."""
        th = self.theme
        bw, space = th.px(width), th.px(gap)
        x = box.centerx - (len(buttons) * bw + (len(buttons) - 1) * space) // 2
        for b in buttons:
            b.rect = pygame.Rect(x, box.bottom - th.px(100), bw, th.px(60))
            x += bw + space
