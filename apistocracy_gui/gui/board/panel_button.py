"""The decision panel's button: its look and its height (issue 55: never below a finger).

One look for every button that answers a decision, in the panel (`decision.py`) and beside a
card on the boards (`inplace.py`), so a player knows them anywhere by sight.
"""

from __future__ import annotations

import pygame

from .. import theme as T

BUTTON_SIZE = 13.5
LABEL_MARGIN = 10  # a button label's room: the button's width less this (design px), both sides


def button_height(th: T.Theme, lines: int, one: int | None = None, tight: bool = False) -> int:
    """A decision button's height for `lines` of its label at the text's own size: the design's
    30 px and 16 more per further line (`one` for a single line, if given), taller when the Text
    size option makes the label larger (lines 1.2 of the text's size apart, as `draw_button` sets them);
    never below what a finger can hit (`T.TOUCH_TARGET`). `tight` (a panel that would scroll)
    drops the design's roomier padding of a label of several lines: its text and a finger decide."""
    design = one if one is not None and lines == 1 else th.px(14 + 16 * lines)
    if tight and lines > 1:
        design = 0
    return max(design, th.px(T.TOUCH_TARGET), round(th.fpx(BUTTON_SIZE) * (0.5 + 1.2 * lines)))


def draw_button(surf: pygame.Surface, th: T.Theme, r: pygame.Rect, text: str, hover: bool,
                accent: bool) -> None:
    fill = (150, 112, 40) if accent else T.PANEL_LIGHT
    if hover:
        red, green, blue = (min(255, c + 28) for c in fill)
        fill = red, green, blue
    rad = th.px(8)
    pygame.draw.rect(surf, (20, 12, 10), r.move(0, th.px(2)), border_radius=rad)
    pygame.draw.rect(surf, fill, r, border_radius=rad)
    pygame.draw.rect(surf, T.GLOW if hover else T.GOLD, r, th.px(2), border_radius=rad)
    lines = text.split("\n")
    step = max(th.px(16), round(th.fpx(BUTTON_SIZE) * 1.2))
    y = r.centery - step * (len(lines) - 1) // 2
    for line in lines:
        th.blit_fit(surf, line, BUTTON_SIZE, T.IVORY, (r.centerx, y), r.w - th.px(LABEL_MARGIN),
                    anchor="center", role="prompt")
        y += step
