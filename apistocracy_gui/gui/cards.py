"""Whist card faces and backs, drawn in code and cached per size.

A face shows the rank (Victoria, Albert, Jack by name), the suit as a drawn symbol in two
corners and large in the middle, the star or crown symbol of Star and Queen cards (R1), and
an optional colour-blind letter mark. Faces are cached by (card, size, marks).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..engine.catalog import WhistCard
from . import art
from . import theme as T
from .widgets import suit_icon

RANK_LABELS = {13: "Q", 12: "P", 11: "J"}  # Queen, Prince, Prime Minister (R1)
RANK_NAMES = {13: "Victoria", 12: "Albert", 11: "Jack"}
CARD_RATIO = 1.45  # height / width


def _star(surf: pygame.Surface, center: tuple[int, int], r: int, color: T.Color) -> None:
    import math

    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((center[0] + rad * math.cos(a), center[1] + rad * math.sin(a)))
    pygame.draw.polygon(surf, color, pts)


def _court(surf: pygame.Surface, card: WhistCard, width: int, h: int) -> None:
    """A court card's portrait where the pip would be: Victoria, Albert or Jack (the Prime
    Minister) in cut paper of the suit's colour, in an oval window ruled in the same colour."""
    window = pygame.Rect(0, 0, int(width * 0.56), int(width * 0.56 * 1.2))
    window.center = (width // 2, int(h * 0.5))
    color = T.SUIT_COLORS[card.suit]
    rim = window.inflate(max(2, width // 30), max(2, width // 30))
    surf.blit(art.oval(rim.w, rim.h, color), rim)
    surf.blit(art.oval(window.w, window.h, T.PARCHMENT), window)
    fig = art.tinted(f"court_{RANK_NAMES[card.rank].lower()}", window.w, window.h, color)
    surf.blit(art.cut_to_oval(fig), window.topleft)


@lru_cache(maxsize=512)
def face(card: WhistCard, width: int, marks: bool = False) -> pygame.Surface:
    h = int(width * CARD_RATIO)
    frame = {"star": "card_star", "queen": "card_queen"}.get(card.group, "card_regular")
    surf = art.image(frame, width, h).copy()  # paper and rules; Star and Queen cards gilded
    color = T.SUIT_COLORS[card.suit]
    label = RANK_LABELS.get(card.rank, str(card.rank))
    size = max(8, int(width * 0.26))
    img = T.mark(label, "serif-bold", size, color)
    surf.blit(img, (width * 0.08, h * 0.03))
    suit_icon(surf, card.suit, (int(width * 0.17), int(h * 0.03 + size * 1.45)), max(3, width // 12), marks)
    if card.rank in RANK_NAMES:
        _court(surf, card, width, h)
    else:
        suit_icon(surf, card.suit, (width // 2, h // 2), max(5, width // 4), marks)
    if card.rank in RANK_NAMES and width * 0.13 >= T.MIN_TEXT_PX:  # small cards: the index alone
        name = T.text(RANK_NAMES[card.rank], "serif-italic", int(width * 0.13), T.INK)
        surf.blit(name, name.get_rect(midbottom=(width // 2, h - h * 0.05)))
    if card.group == "star":
        _star(surf, (int(width * 0.82), int(h * 0.1)), max(3, width // 11), T.GOLD_DARK)
    elif card.group == "queen":
        suit_icon(surf, 4, (int(width * 0.82), int(h * 0.1)), max(3, width // 11))
    return surf


def back(width: int) -> pygame.Surface:
    """The whist back: burgundy lacquer, a gilt trellis and the bee (cached by art)."""
    return art.image("back_whist", width, int(width * CARD_RATIO))


def size_for(width: int) -> tuple[int, int]:
    return width, int(width * CARD_RATIO)


def draw_whist(surf: pygame.Surface, card: WhistCard | None, rect: pygame.Rect,
               marks: bool = False, grey: bool = False) -> None:
    """Draw a card (None: its back) scaled to rect.w; `grey` dims an unplayable card."""
    img = back(rect.w) if card is None else face(card, rect.w, marks)
    surf.blit(img, rect.topleft)
    if grey:
        shade = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        shade.fill((40, 40, 40, 130))
        surf.blit(shade, rect.topleft)
