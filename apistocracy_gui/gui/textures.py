"""Textures made by code once per size and kept: the title's damask wall and the vignette.

They are cheap to make (a small gradient smooth-scaled up; an SVG tile repeated) and are
made on first use, so they cost nothing before the screen that shows them.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import art
from . import theme as T


@lru_cache(maxsize=8)
def vignette(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    """Darkened edges: a 48x27 alpha gradient, smooth-scaled up (no banding)."""
    small = pygame.Surface((48, 27), pygame.SRCALPHA)
    for y in range(27):
        for x in range(48):
            d = ((x - 23.5) / 24) ** 2 + ((y - 13) / 13.5) ** 2
            small.set_at((x, y), (0, 0, 0, min(255, int(strength * max(0.0, d - 0.25) ** 1.2))))
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=8)
def damask(size: tuple[int, int], tile: int) -> pygame.Surface:
    """The title's wall: the green of the baize with a faint damask repeat and a vignette."""
    screen = pygame.display.get_surface()
    # Made in the display's format (not converted after): every blit below and of it is fast.
    surf = pygame.Surface(size, 0, screen) if screen is not None else pygame.Surface(size)
    img = pygame.Surface((tile, tile))  # the tile on the wall's colour: opaque blits are fast
    img.fill(T.BG)
    img.blit(art.image("damask_tile", tile, tile), (0, 0))
    for y in range(0, size[1], tile):
        for x in range(-(tile // 2) * ((y // tile) % 2), size[0], tile):
            surf.blit(img, (x, y))
    surf.blit(vignette(size), (0, 0))
    return surf
