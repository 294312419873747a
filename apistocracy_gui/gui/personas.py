"""The four Bonus Personas' portraits and silhouettes, drawn in code (rulebook p.22).

A persona changes who sits at a mat, not the rules, so it needs a face of its own that no
one could mistake for the four characters' ink-on-ivory cameos: each persona is a cut-paper
silhouette in ivory on black lacquer, facing left, with an attribute of its own (a poke
bonnet, a shako, a plumed coiffure, a top hat and monocle) and an emblem on a gilt plate.
The same silhouette is the "silhouette side" of the persona's Calling Cards.

Persona ids, names and titles come from `personas.yaml` through `advanced_data()`; only
the drawing is here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from . import theme as T

LACQUER = (22, 20, 26)
PAPER = T.IVORY
CUT = (0, 0, 0, 0)  # drawn on the silhouette: transparent, so the ground shows through


class _Pen:
    """Draws on a figure surface in unit coordinates (0-1 of its width and height)."""

    def __init__(self, fig: pygame.Surface, ink: tuple):
        self.fig, self.ink = fig, ink
        self.w, self.h = fig.get_size()
        self.thin = max(1, self.w // 40)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return x * self.w, y * self.h

    def poly(self, *pts: tuple[float, float], color: tuple | None = None) -> None:
        pygame.draw.polygon(self.fig, color or self.ink, [self.p(x, y) for x, y in pts])

    def oval(self, x: float, y: float, w: float, h: float, color: tuple | None = None,
             width: int = 0) -> None:
        rect = pygame.Rect(self.p(x, y), (w * self.w, h * self.h))
        pygame.draw.ellipse(self.fig, color or self.ink, rect, width)

    def line(self, a: tuple[float, float], b: tuple[float, float], color: tuple | None = None) -> None:
        pygame.draw.line(self.fig, color or self.ink, self.p(*a), self.p(*b), self.thin)


def _bust(pen: _Pen) -> None:
    """Head, neck and shoulders in profile facing left (the characters' cameos face right)."""
    pen.poly((0.50, 0.16), (0.42, 0.18), (0.37, 0.23), (0.355, 0.30), (0.345, 0.33), (0.352, 0.355),
             (0.318, 0.405), (0.345, 0.42), (0.343, 0.44), (0.333, 0.455), (0.35, 0.47), (0.34, 0.49),
             (0.355, 0.51), (0.35, 0.54), (0.38, 0.565), (0.44, 0.575), (0.45, 0.62), (0.44, 0.68),
             (0.30, 0.72), (0.16, 0.78), (0.10, 0.88), (0.08, 1.0), (0.92, 1.0), (0.90, 0.86),
             (0.80, 0.76), (0.64, 0.70), (0.60, 0.62), (0.60, 0.55), (0.66, 0.48), (0.69, 0.38),
             (0.67, 0.27), (0.62, 0.20), (0.56, 0.165))


def _beatrix(pen: _Pen) -> None:
    """The novelist: a deep poke bonnet with its curtain, a bow under the chin, a lace collar."""
    pen.poly((0.30, 0.21), (0.38, 0.11), (0.52, 0.07), (0.66, 0.12), (0.74, 0.24), (0.75, 0.40),
             (0.70, 0.52), (0.60, 0.56), (0.58, 0.46), (0.54, 0.32), (0.44, 0.26), (0.34, 0.29))
    pen.poly((0.44, 0.57), (0.36, 0.60), (0.37, 0.65), (0.45, 0.60))
    pen.poly((0.46, 0.57), (0.52, 0.64), (0.48, 0.67), (0.44, 0.60))
    for k in range(6):
        pygame.draw.circle(pen.fig, CUT, pen.p(0.30 + k * 0.07, 0.78 - (k in (0, 5)) * 0.02),
                           max(1, pen.w // 50))


def _rupert(pen: _Pen) -> None:
    """The captain: a shako with a pompom and a peak, a moustache, a high collar, epaulettes
    and a row of tunic buttons."""
    pen.poly((0.41, 0.03), (0.64, 0.05), (0.63, 0.22), (0.41, 0.22))
    pen.oval(0.41, 0.00, 0.07, 0.05)
    pen.poly((0.42, 0.20), (0.29, 0.25), (0.43, 0.24))
    pen.poly((0.345, 0.43), (0.30, 0.46), (0.34, 0.452), (0.37, 0.445))
    pen.poly((0.43, 0.60), (0.62, 0.60), (0.64, 0.70), (0.42, 0.70))
    for x in (0.10, 0.72):
        pen.oval(x, 0.74, 0.2, 0.07)
        for k in range(4):
            pen.line((x + 0.03 + k * 0.045, 0.79), (x + 0.03 + k * 0.045, 0.86))
    for k in range(3):
        pygame.draw.circle(pen.fig, CUT, pen.p(0.40, 0.80 + k * 0.07), max(1, pen.w // 45))


def _cordelia(pen: _Pen) -> None:
    """The reformer in silk: a high chignon with a sweeping plume, ringlets, a ruffled collar."""
    pen.oval(0.46, 0.05, 0.22, 0.17)
    pen.poly((0.60, 0.09), (0.78, 0.00), (0.95, 0.00), (0.84, 0.05), (0.70, 0.13), (0.64, 0.16))
    pen.poly((0.70, 0.04), (0.90, 0.09), (0.80, 0.10), (0.68, 0.10))
    for k in range(3):
        pen.oval(0.63, 0.46 + k * 0.055, 0.06, 0.06)
    for k in range(6):
        pen.oval(0.32 + k * 0.055, 0.66 + abs(k - 2.5) * 0.012, 0.075, 0.07)


def _ambrose(pen: _Pen) -> None:
    """The collector: a top hat, side-whiskers and beard, a monocle on its chain."""
    pen.poly((0.42, 0.00), (0.66, 0.00), (0.665, 0.17), (0.415, 0.17))
    pen.poly((0.33, 0.17), (0.75, 0.15), (0.74, 0.20), (0.34, 0.21))
    pen.poly((0.36, 0.48), (0.33, 0.56), (0.38, 0.63), (0.48, 0.64), (0.58, 0.50), (0.56, 0.30),
             (0.52, 0.30), (0.50, 0.46))
    r = max(2, round(pen.w * 0.04))
    eye = pen.p(0.375, 0.34)
    pygame.draw.circle(pen.fig, CUT, eye, r, max(1, r // 3))
    pen.line((0.375, 0.34 + r / pen.h), (0.42, 0.86), CUT)


ATTRIBUTES: dict[str, Callable[[_Pen], None]] = {"beatrix": _beatrix, "rupert": _rupert,
                                                 "cordelia": _cordelia, "ambrose": _ambrose}


@lru_cache(maxsize=64)
def silhouette(pid: str, w: int, h: int, ink: tuple = PAPER) -> pygame.Surface:
    """The persona's bust in one colour on a transparent w x h surface (cached)."""
    fig = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pen = _Pen(fig, ink)
    _bust(pen)
    ATTRIBUTES[pid](pen)
    return fig


def _emblem(surf: pygame.Surface, pid: str, c: tuple[int, int], r: int) -> None:
    """A small gilt emblem of the persona's calling, drawn on the name plate."""
    x, y = c
    lw = max(1, r // 5)
    if pid == "beatrix":  # a quill
        pygame.draw.ellipse(surf, T.GOLD, pygame.Rect(x - r * 0.35, y - r, r * 0.7, r * 1.5))
        pygame.draw.line(surf, T.GOLD, (x, y), (x - r * 0.4, y + r), lw)
    elif pid == "rupert":  # a sabre
        pygame.draw.arc(surf, T.GOLD, pygame.Rect(x - r, y - r * 1.6, r * 2, r * 2.6), 3.3, 4.9, lw)
        pygame.draw.line(surf, T.GOLD, (x - r * 0.2, y + r * 0.6), (x + r * 0.7, y + r * 0.6), lw)
    elif pid == "cordelia":  # a rose
        for dx, dy in ((-0.35, 0), (0.35, 0), (0, -0.35), (0, 0.35)):
            pygame.draw.circle(surf, T.GOLD, (x + dx * r, y + dy * r), r * 0.45)
        pygame.draw.circle(surf, T.RED, (x, y), max(1, r * 0.3))
    else:  # a magnifying glass
        pygame.draw.circle(surf, T.GOLD, (x - r * 0.2, y - r * 0.2), r * 0.6, lw)
        pygame.draw.line(surf, T.GOLD, (x + r * 0.2, y + r * 0.2), (x + r * 0.8, y + r * 0.8), lw + 1)


@lru_cache(maxsize=128)
def cameo(pid: str, w: int, h: int) -> pygame.Surface:
    """The silhouette cut to an oval of black lacquer with a gilt rim: the portrait's window
    and the silhouette side of the persona's Calling Cards."""
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.ellipse(s, LACQUER, s.get_rect())
    fig = silhouette(pid, w, h).copy()
    mask = pygame.Surface(fig.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    fig.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(fig, (0, 0))
    pygame.draw.ellipse(s, T.GOLD, s.get_rect(), max(1, w // 28))
    return s


@lru_cache(maxsize=32)
def portrait(pid: str, size: int, mount: tuple[int, int, int]) -> pygame.Surface:
    """A cabinet-card portrait `size` wide: a gilt frame on the seat's coloured mount, the
    cameo in an oval window, and the persona's emblem on a plate below."""
    w, h = size, int(size * 1.2)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, size // 10)
    outer = s.get_rect()
    pygame.draw.rect(s, T.GOLD, outer, border_radius=rad)
    pygame.draw.rect(s, mount, outer.inflate(-size // 14, -size // 14), border_radius=rad)
    window = pygame.Rect(0, 0, int(w * 0.74), int(h * 0.74))
    window.midtop = (w // 2, size // 12)
    s.blit(cameo(pid, window.w, window.h), window.topleft)
    plate = pygame.Rect(0, 0, int(w * 0.42), max(8, size // 6))
    plate.midbottom = (w // 2, h - size // 24)
    pygame.draw.rect(s, LACQUER, plate, border_radius=max(2, plate.h // 3))
    pygame.draw.rect(s, T.GOLD, plate, max(1, size // 60), border_radius=max(2, plate.h // 3))
    _emblem(s, pid, plate.center, max(3, plate.h // 3))
    return s
