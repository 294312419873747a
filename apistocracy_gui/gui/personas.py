"""The four Bonus Personas' portraits (rulebook p.22).

A persona changes who sits at a mat, not the rules, so it needs a face of its own that no one
could mistake for the four characters' painted cameos: each persona is a cut-paper silhouette
in black on ivory, drawn by tools/portraits.py from its line in rules_data/portraits.yaml like
every person on a card (the issue 34 portraits), with an emblem of its calling on a gilt plate.
The same silhouette is the "silhouette side" of the persona's Calling Cards.

Persona ids, names and titles come from `personas.yaml` through `advanced_data()`; a persona
finds its portrait by its name, as a card does (`portraits.image`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..engine.advanced import advanced_data
from . import portraits
from . import theme as T

LACQUER = (22, 20, 26)


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
    """The persona's silhouette in its gilt oval, filling w x h: the portrait's window and the
    silhouette side of the persona's Calling Cards."""
    return portraits.filling(advanced_data().persona(pid).name, w, h)


TALL = 1.2  # a portrait's height to its width: a cabinet card's, like the setup cameos'


@lru_cache(maxsize=32)
def portrait(pid: str, size: int, mount: tuple[int, int, int]) -> pygame.Surface:
    """A cabinet-card portrait `size` wide: a gilt frame on the seat's coloured mount, the
    cameo in an oval window, and the persona's emblem on a plate below."""
    w, h = size, int(size * TALL)
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
