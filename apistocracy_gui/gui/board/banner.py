"""The banner: a wide ribbon across the middle of the screen that names a week's start, the
Whist Phase and the end of the season (the Season's beats and the whist table both show it).
"""

from __future__ import annotations

import pygame

from .. import theme as T


def banner(surf: pygame.Surface, th: T.Theme, text: str, alpha: float) -> None:
    """A wide ribbon across the middle of the screen (week starts, the Whist Phase, the end),
    faded in and out by `alpha`."""
    w, h = surf.get_size()
    band = _band(th, text, w)
    band.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
    surf.blit(band, (0, h // 2 - band.get_height() // 2))


_BANDS: dict[tuple, pygame.Surface] = {}


def _band(th: T.Theme, text: str, w: int) -> pygame.Surface:
    """The banner drawn once at full strength: a fade only changes the alpha it is blitted
    with, never re-renders its text."""
    key = (text, w, th.scale, th.text_scale)
    band = _BANDS.get(key)
    if band is not None:
        return band
    if len(_BANDS) >= 8:
        _BANDS.clear()
    band = pygame.Surface((w, th.px(110)), pygame.SRCALPHA)
    band.fill((24, 14, 10, 215))
    pygame.draw.line(band, T.GOLD, (0, th.px(4)), (w, th.px(4)), th.px(3))
    pygame.draw.line(band, T.GOLD, (0, band.get_height() - th.px(5)), (w, band.get_height() - th.px(5)),
                     th.px(3))
    img = th.text(text, 46, T.GOLD, "serif-bold")
    band.blit(img, img.get_rect(center=(w // 2, band.get_height() // 2)))
    _BANDS[key] = band
    return band
