"""The silhouette portrait of a person on a card (assets/art/portraits/<id>.svg).

The portraits are drawn by tools/portraits.py from rules_data/portraits.yaml; a card finds its
sitter by the name it prints (`portrait_data.slug`), so nothing but the SVG is read while the
game runs, and only when a face showing it is first drawn. Each (portrait, size) is
rasterised once and kept by `art.image`; a card without a sitter (a salon, not a person)
keeps its emblem instead.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import art
from .portrait_data import slug

DIR = art.ART / "portraits"
ASPECT = 1.2  # height to width, as the SVG's 100 x 120 oval


@lru_cache(maxsize=256)
def has(name: str) -> bool:
    """Whether the person `name` (as a card prints it) has a portrait."""
    return (DIR / f"{slug(name)}.svg").is_file()


def image(name: str, w: int) -> pygame.Surface:
    """The portrait of `name`, `w` pixels wide (and ASPECT times as tall)."""
    return art.image(f"portraits/{slug(name)}", w, round(w * ASPECT))


def filling(name: str, w: int, h: int) -> pygame.Surface:
    """The portrait of `name` stretched to fill a w x h oval (a Calling Card's window)."""
    return art.image(f"portraits/{slug(name)}", w, h)


def fit(name: str, w: int, h: int) -> pygame.Surface:
    """The portrait of `name` as large as fits a w x h box, keeping its shape."""
    return image(name, max(1, min(w, int(h / ASPECT))))
