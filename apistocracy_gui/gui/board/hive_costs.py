"""The price of moving on the Beehive, read at a glance (issue 34, item 4; rulebook p.9).

Over each level a dark rail shows, as pictures, what a brooch pays: an arrow climbing into a
hex, then the cost to enter the level from below; a two-way arrow along a row of hexes, then
the cost of a move along the level by each distance, distances that cost the same told once
("1-2", "3-4"). The words "enter" and "by 1-4" it printed before read as a cipher at 11 px;
the hover zoom over the rail now says the whole sentence.
"""

from __future__ import annotations

import pygame

from ...engine.catalog import Catalog, Cost, HiveLevel
from ...engine.names import cost as cost_text
from ...i18n import _, ngettext
from .. import theme as T
from .draw import cost_width, draw_cost
from .layout import SeasonLayout
from .view import Zoom

SIZE = 12  # the rail's text and costs, at the 12 px floor
RAIL = (40, 22, 18)
GLYPH_W = 17  # design px of the enter and along pictures


def runs(costs: tuple[Cost, ...]) -> list[tuple[int, int, Cost]]:
    """(first distance, last distance, cost) for each run of distances that cost the same."""
    out: list[tuple[int, int, Cost]] = []
    for d, c in enumerate(costs, 1):
        if out and out[-1][2] == c:
            out[-1] = (out[-1][0], d, c)
        else:
            out.append((d, d, c))
    return out


def _span(lo: int, hi: int) -> str:
    return str(lo) if lo == hi else f"{lo}\u2013{hi}"


def items(lv: HiveLevel) -> list[tuple[str, str, Cost | None]]:
    """The rail's pieces left to right: (picture, distance label, cost)."""
    out: list[tuple[str, str, Cost | None]] = [("enter", "", lv.up_cost)]
    for i, (lo, hi, c) in enumerate(runs(lv.sideways_cost)):
        out.append(("along" if i == 0 else "", _span(lo, hi), c))
    return out


def _width(th: T.Theme, glyph: str, label: str, c: Cost | None) -> int:
    w = th.px(GLYPH_W + 3) if glyph else 0
    if label:
        w += th.text(label, SIZE, T.GOLD, "sans-cond-bold").get_width() + th.px(3)
    if c is not None:
        w += cost_width(th, c, SIZE) + th.px(5)
    return w


def rail_rect(lay: SeasonLayout, th: T.Theme, cat: Catalog, level: int) -> pygame.Rect:
    parts = items(cat.hive_levels[level])
    gap = th.px(8)
    band = pygame.Rect(0, 0, sum(_width(th, *p) for p in parts) + gap * (len(parts) - 1) + th.px(16),
                       th.px(20))
    band.center = lay.cost_strip_y(level)
    return band


def _arrow(surf: pygame.Surface, th: T.Theme, tip: tuple[int, int], back: tuple[int, int]) -> None:
    """A bold gilt arrow head at `tip`, its shaft from `back`."""
    (x0, y0), (x1, y1) = back, tip
    pygame.draw.line(surf, T.GOLD, back, tip, max(2, th.px(2.5)))
    head = th.px(5)
    if x0 == x1:  # vertical
        d = 1 if y1 > y0 else -1
        pygame.draw.polygon(surf, T.GOLD, [(x1, y1 + d), (x1 - head, y1 - d * head),
                                           (x1 + head, y1 - d * head)])
    else:
        d = 1 if x1 > x0 else -1
        pygame.draw.polygon(surf, T.GOLD, [(x1 + d, y1), (x1 - d * head, y1 - head),
                                           (x1 - d * head, y1 + head)])


def _enter(surf: pygame.Surface, th: T.Theme, c: tuple[int, int]) -> None:
    """An arrow climbing up onto a bar: up a level, into it."""
    top, bottom = c[1] - th.px(7), c[1] + th.px(7)
    pygame.draw.line(surf, T.PARCHMENT, (c[0] - th.px(7), top - 1), (c[0] + th.px(7), top - 1),
                     max(1, th.px(1.5)))
    _arrow(surf, th, (c[0], top + th.px(2)), (c[0], bottom))


def _along(surf: pygame.Surface, th: T.Theme, c: tuple[int, int]) -> None:
    """A two-way arrow on a bar: along the level."""
    half = th.px(GLYPH_W) // 2
    y = c[1] - th.px(1)
    pygame.draw.line(surf, T.PARCHMENT, (c[0] - half, y + th.px(6)), (c[0] + half, y + th.px(6)),
                     max(1, th.px(1.5)))
    _arrow(surf, th, (c[0] + half, y), (c[0], y))
    _arrow(surf, th, (c[0] - half, y), (c[0], y))


GLYPHS = {"enter": _enter, "along": _along}


def draw_rail(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog, level: int,
              marks: bool) -> None:
    band = rail_rect(lay, th, cat, level)
    pygame.draw.rect(surf, RAIL, band, border_radius=th.px(9))
    y, gap = band.centery, th.px(8)
    x = band.x + th.px(8)
    for glyph, label, c in items(cat.hive_levels[level]):
        w = _width(th, glyph, label, c)
        lx = x
        if glyph:
            GLYPHS[glyph](surf, th, (lx + th.px(GLYPH_W) // 2, y))
            lx += th.px(GLYPH_W + 3)
        if label:
            lx = th.blit_text(surf, label, SIZE, T.GOLD, (lx, y), "sans-cond-bold", "midleft").right
            lx += th.px(3)
        if c is not None:  # suit icons on ivory chips, so every suit stays visible on the rail
            chip = pygame.Rect(lx - th.px(2), y - th.px(8), cost_width(th, c, SIZE) + th.px(5), th.px(16))
            pygame.draw.rect(surf, T.IVORY, chip, border_radius=th.px(5))
            draw_cost(surf, th, c, (lx + th.px(1), y), SIZE, marks)
        x += w + gap


def rail_zoom(cat: Catalog, level: int) -> Zoom:
    """The rail said in full, for its hover zoom."""
    lv = cat.hive_levels[level]
    lines = [_("Enter a space of level {level} from the level below: {cost}.").format(
        level=level, cost=cost_text(lv.up_cost))]
    for lo, hi, c in runs(lv.sideways_cost):
        along = ngettext("Move along level {level} by {span} space: {cost}.",
                         "Move along level {level} by {span} spaces: {cost}.", hi)
        lines.append(along.format(level=level, span=_span(lo, hi), cost=cost_text(c)))
    return Zoom(_("Level {level}: what a move costs").format(level=level), tuple(lines))
