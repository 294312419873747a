"""The caption ribbon: what is moving now, in the Chronicle's words, over the board.

The motion queue (gui/board/motion.py) says which beat plays; the ribbon shows its caption
whole (wrapped, never cut) on a dark panel. It is drawn once per caption and only blitted on
the frames in between, because a wrapped paragraph of text costs more than a frame's budget
share.
"""

from __future__ import annotations

import pygame

from .. import theme as T
from ..widgets import panel


class CaptionRibbon:
    """The ribbon's picture for the caption now, kept until the caption or size changes."""

    def __init__(self) -> None:
        self._img: tuple[tuple, pygame.Surface] | None = None

    def image(self, th: T.Theme, text: str, width: int) -> pygame.Surface:
        size = th.fpx(16)
        key = (text, width, size)
        if self._img is not None and self._img[0] == key:
            return self._img[1]
        lines = T.wrap(text, "serif-italic", size, width - th.px(60))
        step = int(size * 1.3)
        widest = max(T.font("serif-italic", size).size(ln)[0] for ln in lines)
        img = pygame.Surface((widest + th.px(36), step * len(lines) + th.px(14)), pygame.SRCALPHA)
        box = img.get_rect()
        panel(img, box, T.BG_DARK, T.GOLD, th.px(10), th.px(2))
        for i, line in enumerate(lines):
            th.blit_text(img, line, 16, T.GLOW, (box.centerx, box.y + th.px(7) + i * step),
                         "serif-italic", "midtop")
        self._img = (key, img)
        return img

    def rect(self, th: T.Theme, text: str, area: pygame.Rect) -> pygame.Rect:
        """Where the ribbon lies: centred at the top of `area` (the Assembly Room's title)."""
        return self.image(th, text, area.w).get_rect(midtop=(area.centerx, area.y + th.px(4)))

    def draw(self, surf: pygame.Surface, th: T.Theme, text: str, area: pygame.Rect) -> None:
        if text:
            surf.blit(self.image(th, text, area.w), self.rect(th, text, area))
