"""Textures made by code once per size and kept: the title's damask wall, the vignette and
the boards' polished mahogany.

They are cheap to make (a small gradient smooth-scaled up; an SVG tile repeated) and are
made on first use, so they cost nothing before the screen that shows them.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from . import art
from . import theme as T


@lru_cache(maxsize=2)
def vignette(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    """Darkened edges, kept for a screen that lays them over every frame (the whist table)."""
    return shade(size, strength)


def shade(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    """Darkened edges: a 48x27 alpha gradient, smooth-scaled up (no banding). Not kept: the
    title's wall bakes them in once, and a window's worth of alpha pixels (8 MB at
    1920x1080) kept beside the wall would be a copy nobody draws (issue 57, item 4)."""
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
    surf.blit(shade(size), (0, 0))
    return surf


GRAIN_STREAKS = 0.45  # grain lines per pixel of height


@lru_cache(maxsize=16)
def mahogany(size: tuple[int, int], fill: tuple[int, int, int], radius: int) -> pygame.Surface:
    """A board of polished mahogany, `size` with rounded corners: the wood's colour with a
    faint wavy grain running along it, and light falling from above (lighter at the top edge,
    darker at the foot), so a board reads as a thing on the table rather than a flat panel.
    Seeded by its size, so a board looks the same at every redraw."""
    w, h = max(1, size[0]), max(1, size[1])
    board = pygame.Surface((w, h), pygame.SRCALPHA)
    board.fill((*fill, 255))
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    rng = random.Random(w * 7919 + h)
    for _ in range(int(h * GRAIN_STREAKS)):
        y0, amp, wave = rng.uniform(0, h), rng.uniform(1, 5), rng.uniform(0.004, 0.02)
        phase, shade = rng.uniform(0, math.tau), rng.choice((-1, 1))
        tone = (255, 220, 190, rng.randint(6, 14)) if shade > 0 else (0, 0, 0, rng.randint(10, 22))
        points = [(x, y0 + amp * math.sin(x * wave + phase)) for x in range(0, w + 24, 24)]
        pygame.draw.lines(grain, tone, False, points, rng.choice((1, 1, 2)))
    board.blit(grain, (0, 0))
    light = pygame.Surface((1, 8), pygame.SRCALPHA)
    for y, a in enumerate((26, 14, 6, 0, 0, 8, 18, 34)):  # lit from above, shaded at the foot
        light.set_at((0, y), (255, 235, 205, a) if y < 4 else (0, 0, 0, a))
    board.blit(pygame.transform.smoothscale(light, (w, h)), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    board.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return board
