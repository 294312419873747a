"""The log panel: the game's chronicle as the viewing seat may read it (`game.log_for`).

Newest lines sit at the bottom; the mouse wheel scrolls back. Wrapped lines are cached, so
drawing the panel every frame costs only blits.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...i18n import _, ngettext, number
from .. import theme as T
from .draw import MAHOGANY_DARK

LOG_SIZE = 12.5


@lru_cache(maxsize=2048)
def _wrapped(text: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(T.wrap(text, "serif", size, width))


class LogPanel:
    def __init__(self) -> None:
        self.scroll = 0  # lines scrolled back from the newest

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - 3 * dy)

    def draw(self, surf: pygame.Surface, th: T.Theme, rect: pygame.Rect,
             entries: list[str]) -> list[tuple[str, pygame.Rect]]:
        """Draw the panel; returns what was drawn where, its heading first."""
        pygame.draw.rect(surf, MAHOGANY_DARK, rect, border_radius=th.px(10))
        pygame.draw.rect(surf, T.GOLD_DARK, rect, th.px(2), border_radius=th.px(10))
        heading = th.blit_text(surf, _("The Chronicle"), 14, T.GOLD, (rect.x + th.px(12), rect.y + th.px(6)),
                               "serif-bold")
        drawn = [(_("The Chronicle"), heading)]
        size = th.fpx(LOG_SIZE)
        top = max(rect.y + th.px(28), heading.bottom + th.px(2))  # a larger Text size: under the heading
        body = pygame.Rect(rect.x + th.px(11), top, rect.w - th.px(22), rect.bottom - th.px(8) - top)
        step = int(size * 1.3)
        rows = max(1, body.h // step)
        lines: list[tuple[str, bool, bool]] = []  # (line, even entry, an entry's first line)
        for i, text in enumerate(entries[-60:]):
            for j, line in enumerate(_wrapped(text, size, body.w - th.px(10))):
                lines.append(("  " + line if j else line, i % 2 == 0, j == 0))
        self.scroll = min(self.scroll, max(0, len(lines) - rows))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - rows):end]
        while len(shown) > 1 and not shown[0][2]:  # no entry's tail without its head (issue 52)
            shown = shown[1:]
        y = body.y
        for line, even, _first in shown:
            color = T.IVORY if even else T.PARCHMENT
            img = T.text(line, "serif", size, color)
            drawn.append((line, surf.blit(img, (body.x, y))))
            y += step
        if self.scroll:
            th.blit_text(surf, ngettext("scrolled back {n} line \u2193", "scrolled back {n} lines \u2193",
                                  self.scroll).format(n=number(self.scroll)), 10,
                         T.GOLD, (rect.right - th.px(12), rect.y + th.px(9)), "serif-italic", "topright")
        return drawn
