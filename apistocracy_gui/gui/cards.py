"""Whist card faces and backs, drawn in code and cached per size.

A face is laid out as a real playing card: the index (rank over suit) in the top-left corner
and again, turned, in the bottom-right; the pips in the traditional arrangement of their rank,
those in the lower half upside down; the court cards (Victoria, Albert, Jack) a portrait in an
oval window. Star cards carry a gilt star and Queen cards a crown in the other two corners
(R1). Where a card is too small for its pips to read (the Parlor's row, a trick on a small
window), it shows its small form: a larger index and one big pip, as a miniature deck would.
Marks (the colour-blind letters) sit on the corner suits. Faces are cached by (card, size,
marks).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..engine.catalog import WhistCard
from . import art
from . import theme as T
from .widgets import suit_icon

RANK_LABELS = {13: "Q", 12: "P", 11: "J"}  # Queen, Prince, Prime Minister (R1)
RANK_NAMES = {13: "Victoria", 12: "Albert", 11: "Jack"}
CARD_RATIO = 1.45  # height / width
PIP_MIN_W = 60  # narrower faces show the small form: the index and one big pip
L, C, R = 0.0, 0.5, 1.0
_SIX = ((L, 0.0), (R, 0.0), (L, 0.5), (R, 0.5), (L, 1.0), (R, 1.0))
_EIGHT = ((L, 0.0), (R, 0.0), (L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (L, 1.0), (R, 1.0))
# Where the pips of each rank sit in the pip field (0-1 across and down), as on a real deck.
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((C, 0.5),),
    2: ((C, 0.0), (C, 1.0)),
    3: ((C, 0.0), (C, 0.5), (C, 1.0)),
    4: ((L, 0.0), (R, 0.0), (L, 1.0), (R, 1.0)),
    5: ((L, 0.0), (R, 0.0), (C, 0.5), (L, 1.0), (R, 1.0)),
    6: _SIX,
    7: (*_SIX, (C, 0.25)),
    8: (*_SIX, (C, 0.25), (C, 0.75)),
    9: (*_EIGHT, (C, 0.5)),
    10: (*_EIGHT, (C, 1 / 6), (C, 5 / 6)),
}
PIP_FIELD = (0.34, 0.22, 0.32, 0.56)  # x, y, w, h of the pip centres, in parts of the card


def _star(surf: pygame.Surface, center: tuple[int, int], r: int, color: T.Color) -> None:
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((center[0] + rad * math.cos(a), center[1] + rad * math.sin(a)))
    pygame.draw.polygon(surf, color, pts)


@lru_cache(maxsize=128)
def _pip(suit: int, size: int, upside_down: bool) -> pygame.Surface:
    """One pip, tinted; the lower half's pips are turned as on a printed card."""
    img = art.tinted(art.SUITS[suit], size, size, T.SUIT_COLORS[suit])
    return pygame.transform.rotate(img, 180) if upside_down else img


def _pips(surf: pygame.Surface, card: WhistCard, width: int, h: int) -> None:
    places = PIPS[card.rank]
    size = max(6, round(width * (0.34 if card.rank == 1 else 0.2 if card.rank <= 3 else 0.17)))
    fx, fy, fw, fh = PIP_FIELD
    for x, y in places:
        c = (width * (fx + x * fw), h * (fy + y * fh))
        art.blit_centered(surf, _pip(card.suit, size, y > 0.5), c)


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


def _index(card: WhistCard, width: int, h: int, scale: float, marks: bool) -> pygame.Surface:
    """The corner index on its own transparent tile: the rank over its suit, and the star or
    crown of a Star or Queen card beside it, so the same tile turned serves the other corner."""
    tile = pygame.Surface((int(width * 0.5), int(h * 0.32)), pygame.SRCALPHA)
    size = max(T.MIN_TEXT_PX, int(width * scale))  # the rank is read, on a flying card too (issue 52)
    img = T.text(RANK_LABELS.get(card.rank, str(card.rank)), "serif-bold", size, T.SUIT_COLORS[card.suit])
    x = int(width * (0.14 if scale < 0.25 else 0.17))
    tile.blit(img, img.get_rect(midtop=(x, int(h * 0.03))))
    r = max(3, int(size * 0.3))
    suit_icon(tile, card.suit, (x, int(h * 0.03 + size * 1.05 + r)), r, marks)
    return tile


def _group_mark(surf: pygame.Surface, card: WhistCard, center: tuple[int, int], r: int) -> None:
    if card.group == "star":
        _star(surf, center, r, T.GOLD_DARK)
    elif card.group == "queen":
        suit_icon(surf, 4, center, r)


@lru_cache(maxsize=512)
def face(card: WhistCard, width: int, marks: bool = False) -> pygame.Surface:
    h = int(width * CARD_RATIO)
    frame = {"star": "card_star", "queen": "card_queen"}.get(card.group, "card_regular")
    surf = art.image(frame, width, h).copy()  # paper and rules; Star and Queen cards gilded
    full = width >= PIP_MIN_W
    index = _index(card, width, h, 0.21 if full else 0.26, marks)
    surf.blit(index, (0, 0))
    surf.blit(pygame.transform.rotate(index, 180), (width - index.get_width(), h - index.get_height()))
    r = max(3, width // 11)
    _group_mark(surf, card, (int(width * 0.82), int(h * 0.1)), r)
    _group_mark(surf, card, (int(width * 0.18), int(h * 0.9)), r)
    if card.rank in RANK_NAMES:
        _court(surf, card, width, h)
    elif full:
        _pips(surf, card, width, h)
    else:
        suit_icon(surf, card.suit, (width // 2, h // 2), max(5, width // 4))
    if card.rank in RANK_NAMES and width * 0.13 >= T.MIN_TEXT_PX:  # small cards: the index alone
        name = T.text(RANK_NAMES[card.rank], "serif-italic", int(width * 0.13), T.INK)
        surf.blit(name, name.get_rect(midbottom=(width // 2, h - h * 0.05)))
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
