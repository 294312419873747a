"""The About line of Options: the version and the rules data, the two facts a bug report
should quote (the digest is what decides whether a save loads; see `version.about`)."""

from __future__ import annotations

import pygame

from .. import version
from . import theme as T

ABOUT_SIZE = 16  # design px: quieter than the options' names (20), never below the 12 px floor


def draw_about(surf: pygame.Surface, th: T.Theme, box: pygame.Rect, button: pygame.Rect) -> None:
    """The version left of `button` and the rules data right of it, inside `box`'s margins."""
    margin = th.px(40)
    width = button.x - th.px(16) - (box.x + margin)
    for text, x, anchor in zip(version.about(), (box.x + margin, box.right - margin),
                               ("midleft", "midright"), strict=True):
        th.blit_fit(surf, text, ABOUT_SIZE, T.MUTED, (x, button.centery), width, ("serif", "serif-cond"),
                    anchor)
