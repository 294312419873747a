"""The studio's vector art (assets/art/*.svg, see assets/ART.md), rasterised per size and kept.

SVG keeps every piece crisp and anti-aliased at every window size. Nothing is read before it
is first drawn, so the title comes up quickly, and each (picture, size) is rasterised once by
pygame-ce's `load_sized_svg`. Shapes that take a colour from the palette (suits, crests) are
drawn white with a grey modelling and multiplied by the colour in `tinted()`, so one shape
serves the normal and the high-contrast palette alike.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from .theme import ASSETS

ART = ASSETS / "art"
SUITS = ("suit_club", "suit_spade", "suit_diamond", "suit_heart", "suit_crown")
SUPERSAMPLE = 4  # an oval is drawn this many times larger, then smooth-scaled down


@lru_cache(maxsize=768)
def image(name: str, w: int, h: int) -> pygame.Surface:
    """`assets/art/<name>.svg` rasterised to w x h pixels."""
    img = pygame.image.load_sized_svg(str(ART / f"{name}.svg"), (max(1, w), max(1, h)))
    if pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    if img.get_size() != (max(1, w), max(1, h)):  # the SVG's own aspect ratio differs: stretch it
        img = pygame.transform.smoothscale(img, (max(1, w), max(1, h)))
    return img


@lru_cache(maxsize=1024)
def tinted(name: str, w: int, h: int, color: tuple[int, int, int]) -> pygame.Surface:
    """A white, grey-modelled shape multiplied by `color` (its shading kept)."""
    img = image(name, w, h).copy()
    img.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return img


@lru_cache(maxsize=256)
def oval(w: int, h: int, color: tuple[int, ...], width: int = 0) -> pygame.Surface:
    """An anti-aliased oval filling w x h (a ring `width` pixels wide if `width`): pygame's
    own ellipse has hard, stepped edges, which show on the gilt frames of the cameos. Drawn
    SUPERSAMPLE times larger and smooth-scaled down, on a transparent ground of the same
    colour, so the edge pixels are the colour at part opacity rather than a dark fringe."""
    w, h, k = max(1, w), max(1, h), SUPERSAMPLE
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    big.fill((*color[:3], 0))
    pygame.draw.ellipse(big, (*color[:3], 255), big.get_rect(), width * k)
    return pygame.transform.smoothscale(big, (w, h))


def cut_to_oval(img: pygame.Surface) -> pygame.Surface:
    """A copy of `img` cut to the oval that fills it, with a soft edge (`oval` as the mask)."""
    out = img.copy()
    out.blit(oval(*img.get_size(), (255, 255, 255)), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


@lru_cache(maxsize=64)
def flipped(name: str, w: int, h: int, x: bool, y: bool) -> pygame.Surface:
    """A mirrored copy (corner ornaments are drawn once, for the top-left corner)."""
    return pygame.transform.flip(image(name, w, h), x, y)


def blit_centered(surf: pygame.Surface, img: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    r = img.get_rect(center=(round(center[0]), round(center[1])))
    surf.blit(img, r)
    return r
