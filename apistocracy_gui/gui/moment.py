"""Moments: the short flourish a table plays when something worth a cheer happens (issue 34,
item 5): a goal reached, a set of artworks completed, the week's end, the last trick and the
season's favourite.

A moment is a gilt medallion with the occasion's emblem (a motif of the studio's vocabulary,
assets/art/motif_*.svg) that springs up over where it happened, with rays turning behind it,
sparks flying out, and a ribbon naming it; then it fades. It lasts `SECONDS` times the
animation factor, so Reduced motion (factor 0) shows none, and whoever plays it lets a click
or Space end it, as every animation of the game. Its sound is the event's own cue, which the
move plays as it is made.

`draw(surf, centre, k, title, emblem, r, text_px)` paints it at progress `k` (0 to 1): the medallion
and ribbon are rendered once per title and size and only scaled and faded per frame.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import art
from . import theme as T

SECONDS = 1.7  # a moment's length at the normal animation speed
EMBLEMS = {"goal": "key", "art": "easel", "week": "bell", "trick": "cards", "crown": "crown"}
RAYS, SPARKS = 14, 12
RIBBON = (88, 22, 34)  # the claret of the ribbon under the medallion


def envelope(k: float) -> tuple[float, float]:
    """(size, opacity) at progress k: a spring up with a small overshoot in the first fifth,
    a hold, and a fade over the last quarter."""
    if k < 0.2:
        u = k / 0.2
        size = 1.0 + 0.18 * math.sin(math.pi * u) if u > 0.6 else 0.3 + 0.88 * (u / 0.6)
    else:
        size = 1.0
    fade = 1.0 if k < 0.75 else max(0.0, 1.0 - (k - 0.75) / 0.25)
    return size, fade


@lru_cache(maxsize=16)
def _card(title: str, emblem: str, r: int, text_px: int, contrast: bool) -> pygame.Surface:
    """The medallion of radius `r` with the ribbon and its title below, at full size (kept
    per palette: `contrast` is the high-contrast option it was drawn under)."""
    font = T.font("serif-bold", text_px)
    words = font.render(title, True, T.GLOW)
    ribbon_w, ribbon_h = max(words.get_width() + text_px * 2, r * 3), round(text_px * 1.9)
    w, h = max(2 * r + 8, ribbon_w + 8), 2 * r + ribbon_h + 4
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    c = (w // 2, r + 2)
    pygame.draw.circle(surf, (20, 12, 8, 120), (c[0] + 2, c[1] + 4), r)  # its shadow on the table
    pygame.draw.circle(surf, T.GOLD, c, r)
    pygame.draw.circle(surf, T.GOLD_DARK, c, r, max(1, r // 14))
    pygame.draw.circle(surf, T.IVORY, c, r - max(2, r // 7))
    pygame.draw.circle(surf, T.GOLD, c, r - max(3, r // 5), max(1, r // 30))
    size = round(r * 1.25)
    art.blit_centered(surf, art.tinted(f"motif_{EMBLEMS[emblem]}", size, size, T.INK), c)
    band = pygame.Rect(0, 0, ribbon_w, ribbon_h)
    band.midtop = (w // 2, 2 * r - ribbon_h // 3)
    notch = ribbon_h // 3
    points = [band.topleft, band.topright, (band.right - notch, band.centery), band.bottomright,
              band.bottomleft, (band.left + notch, band.centery)]
    pygame.draw.polygon(surf, RIBBON, points)
    pygame.draw.lines(surf, T.GOLD, True, points, max(1, text_px // 12))
    surf.blit(words, words.get_rect(center=band.center))
    return surf


def _spark(surf: pygame.Surface, c: tuple[float, float], r: float, color: tuple[int, ...]) -> None:
    """A small four-pointed star."""
    x, y = c
    q = r * 0.3
    pygame.draw.polygon(surf, color, [(x, y - r), (x + q, y - q), (x + r, y), (x + q, y + q),
                                      (x, y + r), (x - q, y + q), (x - r, y), (x - q, y - q)])


def draw(surf: pygame.Surface, centre: tuple[float, float], k: float, title: str, emblem: str,
         r: int, text_px: int) -> None:
    """The moment `title` with its `emblem` (a key of EMBLEMS) at progress k, centred on
    `centre` (kept inside the window): a medallion of radius `r`, its title in `text_px`."""
    size, fade = envelope(k)
    if fade <= 0:
        return
    card = _card(title, emblem, r, text_px, T.high_contrast)
    w, h = surf.get_size()
    cx = min(max(centre[0], card.get_width() / 2 + 4), w - card.get_width() / 2 - 4)
    cy = min(max(centre[1], r + 4), h - card.get_height() + r - 4)
    glow = pygame.Surface((r * 8, r * 8), pygame.SRCALPHA)
    g = (r * 4, r * 4)
    turn = k * math.pi / 3
    reach = r * (1.4 + 1.2 * min(1.0, k / 0.3))
    for i in range(RAYS):  # gilt rays turning slowly behind the medallion
        a = turn + i * 2 * math.pi / RAYS
        da = math.pi / RAYS * 0.45
        pygame.draw.polygon(glow, (*T.GLOW, round(70 * fade)), [
            g, (g[0] + reach * math.cos(a - da), g[1] + reach * math.sin(a - da)),
            (g[0] + reach * math.cos(a + da), g[1] + reach * math.sin(a + da))])
    out = r * (1.1 + 2.6 * min(1.0, k / 0.6))
    for i in range(SPARKS):  # sparks flying out, each on its own ray and pace
        a = i * 2 * math.pi / SPARKS + (0.5 if i % 2 else 0.0)
        d = out * (0.75 + 0.25 * ((i * 7) % 5) / 4)
        _spark(glow, (g[0] + d * math.cos(a), g[1] + d * math.sin(a)), r * 0.16 * (1.2 - k),
               (*T.GLOW, round(230 * fade * (1.0 - k * 0.6))))
    surf.blit(glow, glow.get_rect(center=(round(cx), round(cy))))
    shown = card if size == 1.0 else pygame.transform.smoothscale(
        card, (max(1, round(card.get_width() * size)), max(1, round(card.get_height() * size))))
    shown.set_alpha(round(255 * fade))
    top = round(cy - (r + 2) * size)
    surf.blit(shown, (round(cx - shown.get_width() / 2), top))
    if size == 1.0:
        card.set_alpha(None)  # the cached card stays opaque for its next use
