"""Drawing primitives shared by the boards and mats: hexagons, crests, tokens, Calling Cards,
Brooches, costs drawn with suit icons, and the glow and dim marks of legal targets.

Everything that does not depend on the game state is cached per size, so a redraw is mostly
blits of ready surfaces.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
import pygame.gfxdraw

from ...engine.catalog import Cost
from ...i18n import _, pgettext
from .. import textures
from .. import theme as T
from ..personas import cameo
from ..surface_cache import bounded
from ..widgets import suit_icon

if TYPE_CHECKING:
    from ...engine import Game

# The halos a table asks for (board/glow_warm.py: every place's size in the glow's and the
# seats' colours) take about 10 MB at 1920x1080.
GLOW_CACHE_MB = 16
CREST_COLORS = {"rose": (178, 42, 62), "lion": (190, 142, 30), "stag": (122, 82, 46),
                "swan": (62, 118, 172), "thistle": (118, 68, 150)}
MAHOGANY = (74, 38, 30)
MAHOGANY_DARK = (48, 24, 20)


def hex_points(center: tuple[float, float], w: float, h: float) -> list[tuple[float, float]]:
    """A flat-topped hexagon inscribed in a w x h box."""
    x, y = center
    return [(x - w / 2, y), (x - w / 4, y - h / 2), (x + w / 4, y - h / 2), (x + w / 2, y),
            (x + w / 4, y + h / 2), (x - w / 4, y + h / 2)]


def polygon(surf: pygame.Surface, color: T.Color, pts: Sequence[tuple[float, float]], width: int = 0) -> None:
    """An anti-aliased polygon: filled (width 0) or outlined `width` pixels thick."""
    ipts = [(round(x), round(y)) for x, y in pts]
    if width == 0:
        pygame.gfxdraw.filled_polygon(surf, ipts, color)
        pygame.gfxdraw.aapolygon(surf, ipts, color)
    else:
        pygame.draw.polygon(surf, color, ipts, width)
        pygame.gfxdraw.aapolygon(surf, ipts, color)


def disc(surf: pygame.Surface, color: T.Color, center: tuple[float, float], r: int) -> None:
    x, y = round(center[0]), round(center[1])
    pygame.gfxdraw.filled_circle(surf, x, y, r, color)
    pygame.gfxdraw.aacircle(surf, x, y, r, color)


# The end tokens' colours, on the board, on a mat and in flight.
TOKEN_FILLS = (("queens_favorite", (96, 48, 120)), ("artists_muse", (40, 110, 110)),
               ("favored_guest", (150, 50, 70)), ("card_sharp", (40, 90, 60)))


def badge_initials() -> dict[str, str]:
    """The initials printed on the First Player token and the four end tokens, in the
    language of the moment (the tokens' names are translated, so are their initials)."""
    return {"first": pgettext("First Player token", "1st"),
            "queens_favorite": pgettext("Queen's Favorite token", "QF"),
            "artists_muse": pgettext("Artist's Muse token", "AM"),
            "favored_guest": pgettext("Favored Guest token", "FG"),
            "card_sharp": pgettext("Card Sharp token", "CS")}


def crest_marks() -> dict[str, str]:
    """A crest's letters (its word's initials, so never colour alone) in the language of the
    moment: German Hirsch "H", Schwan "Sc", Distel "D"."""
    return {"rose": pgettext("crest mark: rose", "R"), "lion": pgettext("crest mark: lion", "L"),
            "stag": pgettext("crest mark: stag", "St"), "swan": pgettext("crest mark: swan", "Sw"),
            "thistle": pgettext("crest mark: thistle", "T")}


def crest(surf: pygame.Surface, name: str, center: tuple[int, int], r: int) -> None:
    """A heraldic shield in the crest's colour with a letter mark (never colour alone)."""
    x, y = center
    # its letters are read: text of 12 px or more, the shield grown to hold them (issue 52)
    mark = T.text(crest_marks().get(name, "?"), "sans-bold", max(T.MIN_TEXT_PX, int(r * 0.95)), T.IVORY)
    ink = mark.get_bounding_rect()
    r = max(r, math.ceil(max(ink.h / 1.1, ink.w / 1.3)))

    def shield(k: float) -> list[tuple[float, float]]:
        return [(x - k * 0.8, y - k), (x + k * 0.8, y - k), (x + k * 0.8, y + k * 0.1), (x, y + k),
                (x - k * 0.8, y + k * 0.1)]

    polygon(surf, T.GOLD, shield(r))  # a gilt rim under the field: anti-aliased at any width
    polygon(surf, CREST_COLORS.get(name, T.MUTED), shield(r - max(1, r / 7)))
    surf.blit(mark, mark.get_rect(center=(x, y - r * 0.12)))


def lettered(label: str, kind: str, px: int, color: T.Color, r: int, rim: int) -> tuple[pygame.Surface, int]:
    """(the label, the disc's radius): a token's or brooch's letters are read, so they are text
    of at least 12 px (issue 52: brooches were ~10 px discs lettered at 6 px), and a disc too
    small for them grows until its face holds them inside its rim."""
    img = T.text(label, kind, max(T.MIN_TEXT_PX, px), color)
    ink = img.get_bounding_rect()
    need = math.ceil(math.hypot(ink.w / 2, ink.h / 2)) + rim
    return img, max(r, need)


def token(surf: pygame.Surface, center: tuple[int, int], r: int, fill: T.Color, label: str = "",
          text_color: T.Color = T.IVORY, ring: T.Color = T.GOLD) -> None:
    """A round cardboard token with a gilt ring and a short label."""
    img = None
    if label:
        img, r = lettered(label, "sans-cond-bold", int(r * (0.9 if len(label) < 3 else 0.7)), text_color, r,
                          max(2, r // 6))
    disc(surf, ring, center, r)
    disc(surf, fill, center, max(1, r - max(2, r // 6)))
    if img is not None:
        surf.blit(img, img.get_rect(center=center))


@lru_cache(maxsize=256)
def calling_card_img(w: int, h: int, color: tuple, initial: str, persona: str = "") -> pygame.Surface:
    """A Calling Card in the seat's colour with the character's monogram, or for a Bonus
    Persona its silhouette side (rulebook p.22): the persona's profile in a lacquer oval."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(2, w // 8)
    r = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, 90), r.move(1, 2), border_radius=rad)
    pygame.draw.rect(surf, T.IVORY, r.inflate(-1, -2).move(0, -1), border_radius=rad)
    inner = r.inflate(-max(4, w // 6), -max(4, w // 6)).move(0, -1)
    pygame.draw.rect(surf, color, inner, border_radius=max(1, rad - 1))
    pygame.draw.rect(surf, T.GOLD, inner, max(1, w // 24), border_radius=max(1, rad - 1))
    if persona:
        oval = inner.inflate(-max(2, inner.w // 6), -max(2, inner.h // 5))
        surf.blit(cameo(persona, oval.w, oval.h), oval.topleft)
        return surf
    img = T.text(initial, "serif-bold", max(T.MIN_TEXT_PX, int(w * 0.5)), T.IVORY)  # read: 12 px or more
    surf.blit(img, img.get_rect(center=inner.center))
    return surf


def monogram(name: str) -> str:
    """The letter a seat's Calling Cards and brooch carry: the initial of its last name."""
    words = name.split()
    return words[-1][:1].upper() if words else "?"


def seat_color(seat: int | None) -> tuple[int, int, int]:
    return T.SEAT_COLORS[(seat or 0) % len(T.SEAT_COLORS)]


def seat_calling_img(game: Game, seat: int, w: int, h: int) -> pygame.Surface:
    """A seat's Calling Card as the board lays it, the same whether the player drags it or
    the animation flies it: its colour and monogram, or its Bonus Persona's side."""
    return calling_card_img(w, h, seat_color(seat), monogram(game.name(seat)),
                            game.view(None).players[seat].persona)


def calling_card(surf: pygame.Surface, rect: pygame.Rect, color: tuple, initial: str,
                 persona: str = "") -> None:
    surf.blit(calling_card_img(rect.w, rect.h, tuple(color), initial, persona), rect.topleft)


def brooch(surf: pygame.Surface, center: tuple[int, int], r: int, color: T.Color, initial: str) -> None:
    img, r = lettered(initial, "sans-bold", int(r * 1.1), T.IVORY, r, max(2, r // 4))
    disc(surf, (30, 20, 16), (center[0] + 1, center[1] + 2), r)
    disc(surf, T.GOLD, center, r)
    disc(surf, color, center, max(1, r - max(2, r // 4)))
    surf.blit(img, img.get_rect(center=center))


def cost_width(th: T.Theme, c: Cost, size: float) -> int:
    units = [(i, n) for i, n in enumerate(c) if n]
    if not units:
        return th.text(_("free"), size, T.INK, "serif-italic").get_width()
    icon = th.px(size * 0.95)
    return sum(th.text(str(n), size, T.INK, "sans-bold").get_width() + icon + th.px(size * 0.35)
               for _i, n in units)


def draw_cost(surf: pygame.Surface, th: T.Theme, c: Cost, pos: tuple[int, int], size: float,
              marks: bool = False, color: T.Color = T.INK, center: bool = False) -> int:
    """A cost as numbers and suit icons ("2" + heart shape); returns the width drawn."""
    width = cost_width(th, c, size)
    x, y = pos
    if center:
        x -= width // 2
    units = [(i, n) for i, n in enumerate(c) if n]
    if not units:
        img = th.text(_("free"), size, color, "serif-italic")
        surf.blit(img, img.get_rect(midleft=(x, y)))
        return width
    r = max(3, th.px(size * 0.45))
    for suit, n in units:
        img = th.text(str(n), size, color, "sans-bold")
        surf.blit(img, img.get_rect(midleft=(x, y)))
        x += img.get_width() + r + 1
        suit_icon(surf, suit, (x, y), r, marks)
        x += r + th.px(size * 0.35)
    return width


@bounded(GLOW_CACHE_MB)
def _glow_img(w: int, h: int, hexagon: bool, color: tuple, strong: bool = False) -> pygame.Surface:
    """The halo; `strong` (high contrast) draws a wider solid edge and a deeper tint."""
    pad = max(6, min(w, h) // 6, 10)
    edge = 5 if strong else 3
    # A thick outline blurred into a smooth halo (no bands), then a crisp edge on top.
    halo = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    ring = pygame.Rect(pad, pad, w, h).inflate(pad // 2, pad // 2)
    if hexagon:
        width = max(2, pad * 3 // 4)
        pygame.draw.polygon(halo, (*color, 255), hex_points(ring.center, ring.w, ring.h), width)
    else:
        pygame.draw.rect(halo, (*color, 255), ring, max(2, pad * 3 // 4), border_radius=max(4, pad))
    surf = pygame.transform.gaussian_blur(halo, max(1, pad // 2))
    inner = pygame.Rect(pad, pad, w, h)
    tint = (*color, 80 if strong else 45)
    if hexagon:
        pygame.draw.polygon(surf, tint, hex_points(inner.center, w, h))
        pygame.draw.polygon(surf, (*color, 255), hex_points(inner.center, w, h), edge)
    else:
        pygame.draw.rect(surf, tint, inner, border_radius=6)
        pygame.draw.rect(surf, (*color, 255), inner, edge, border_radius=6)
    return surf


PLAN = (110, 220, 130)  # the sources the one-click cheapest payment would use


def plan_mark(surf: pygame.Surface, rect: pygame.Rect, th: T.Theme, tag: bool = True) -> None:
    """Mark a source the cheapest payment uses: a green frame and (unless `tag` is False:
    `plan_tags` labels a row of them) a "cheapest" tag."""
    pygame.draw.rect(surf, PLAN, rect.inflate(th.px(6), th.px(6)), th.px(3), border_radius=th.px(7))
    if tag:
        plan_tag(surf, rect, th)


def plan_tags(surf: pygame.Surface, rects: list[pygame.Rect], th: T.Theme) -> None:
    """One "cheapest" tag per run of marked things side by side: a tag under each of two
    fanned hand cards ran into one another ("cheapescheapest")."""
    w = _plan_tag_box(th)[1].w + th.px(4)
    runs: list[tuple[pygame.Rect, pygame.Rect]] = []  # (the run so far, its last thing)
    for r in sorted(rects, key=lambda r: (r.y, r.x)):
        if runs and abs(runs[-1][1].y - r.y) < r.h // 2 and r.centerx - runs[-1][1].centerx < w:
            runs[-1] = (runs[-1][0].union(r), r)
        else:
            runs.append((pygame.Rect(r), r))
    for run, last in runs:
        plan_tag(surf, pygame.Rect(run.x, last.y, run.w, last.h), th)


def _plan_tag_box(th: T.Theme) -> tuple[pygame.Surface, pygame.Rect]:
    tag = th.text(_("cheapest"), 9, T.INK, "sans-cond-bold")
    return tag, tag.get_rect().inflate(th.px(6), th.px(2))


def plan_tag(surf: pygame.Surface, rect: pygame.Rect, th: T.Theme) -> None:
    """The "cheapest" tag: under a card, above a small token or track cell."""
    tag, box = _plan_tag_box(th)
    if rect.h >= 3 * box.h:  # a card: the tag hangs under it, clear of the headings above
        box.midtop = (rect.centerx, rect.bottom + th.px(3))
        box.bottom = min(box.bottom, surf.get_height())
    else:  # a small token or track cell: above it
        box.midbottom = (rect.centerx, rect.y - th.px(2))
    pygame.draw.rect(surf, PLAN, box, border_radius=th.px(4))
    surf.blit(tag, tag.get_rect(center=box.center))


def glow(surf: pygame.Surface, rect: pygame.Rect, hexagon: bool = False,
         color: T.Color | None = None) -> None:
    """A soft gilt halo around a legal target (the palette's glow unless told otherwise)."""
    img = _glow_img(rect.w, rect.h, hexagon, tuple(color or T.GLOW), T.high_contrast)
    pad = (img.get_width() - rect.w) // 2
    surf.blit(img, (rect.x - pad, rect.y - pad))


@lru_cache(maxsize=128)
def _dim_img(w: int, h: int, hexagon: bool, strong: bool = False) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    shade = (10, 10, 10, 200 if strong else 150)  # high contrast: what cannot be chosen recedes more
    if hexagon:
        pygame.draw.polygon(surf, shade, hex_points((w / 2, h / 2), w, h))
    else:
        surf.fill(shade)
    return surf


def dim(surf: pygame.Surface, rect: pygame.Rect, hexagon: bool = False) -> None:
    surf.blit(_dim_img(rect.w, rect.h, hexagon, T.high_contrast), rect.topleft)


@lru_cache(maxsize=16)
def shadow(w: int, h: int) -> pygame.Surface:
    """The soft shadow under a card lifted off the table."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), surf.get_rect(), border_radius=max(2, w // 8))
    return surf


BAIZE_SHADES = (-6, -4, 4, 6)


@lru_cache(maxsize=8)
def baize(size: tuple[int, int]) -> pygame.Surface:
    """The green baize of the card table, with a faint woven texture (seeded: always the same).

    Its dots are `random.Random(11)`'s `randrange(w)`, `randrange(h)` and `choice` of a shade,
    dot after dot, drawn from `getrandbits` as those make them (the bits of the number's
    length, again while too large): the same dots at a third of the cost, for a table's
    opening frame spent 50 ms here at 1920x1080 (issue 57; a test draws them the plain way)."""
    surf = pygame.Surface(size)
    surf.fill(T.BG)
    bits = random.Random(11).getrandbits
    w, h = size
    kw, kh, ks = w.bit_length(), h.bit_length(), len(BAIZE_SHADES).bit_length()
    shades = [surf.map_rgb(tuple(max(0, min(255, v + d)) for v in T.BG)) for d in BAIZE_SHADES]
    fill = surf.fill
    for _dot in range(w * h // 90):
        x = bits(kw)
        while x >= w:
            x = bits(kw)
        y = bits(kh)
        while y >= h:
            y = bits(kh)
        shade = bits(ks)
        while shade >= len(shades):
            shade = bits(ks)
        fill(shades[shade], (x, y, 2, 1))
    return surf


def wood_panel(surf: pygame.Surface, rect: pygame.Rect, th: T.Theme, fill: T.Color = MAHOGANY,
               radius: float = 12) -> None:
    """A mahogany board (grained, lit from above) with its shadow on the table, a gilt edge
    and an inner bead."""
    rad = th.px(radius)
    pygame.draw.rect(surf, (10, 16, 12), rect.move(th.px(2), th.px(3)), border_radius=rad)
    surf.blit(textures.mahogany(rect.size, tuple(fill[:3]), rad), rect.topleft)
    pygame.draw.rect(surf, T.GOLD_DARK, rect, th.px(3), border_radius=rad)
    inner = rect.inflate(-th.px(10), -th.px(10))
    pygame.draw.rect(surf, (*T.GOLD_DARK,), inner, 1, border_radius=max(1, rad - th.px(4)))


def plaque(surf: pygame.Surface, rect: pygame.Rect, th: T.Theme, fill: T.Color = T.PARCHMENT,
           border: T.Color = T.GOLD_DARK) -> None:
    """An ivory board space with a gilt edge."""
    rad = th.px(7)
    pygame.draw.rect(surf, (20, 14, 12), rect.move(0, th.px(2)), border_radius=rad)
    pygame.draw.rect(surf, fill, rect, border_radius=rad)
    pygame.draw.rect(surf, border, rect, th.px(2), border_radius=rad)
