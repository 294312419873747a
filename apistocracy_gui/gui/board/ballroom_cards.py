"""L&C, Ton and Tea card faces and backs, drawn in code and cached per size.

A face carries everything the rulebook puts on the card: the name, the influence suit gained
(a suit icon, never colour alone), the family crest (a shield with a letter mark), and the
Ton action, L&C goal or Tea boon in words from `describe.py`. Column strips and Tea minis are
the small forms used on the player mats.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...engine.catalog import Catalog, LCCard, TeaCard, TonCard
from ...i18n import N_, _
from .. import art, emblems, portraits, vignettes
from .. import theme as T
from ..widgets import suit_icon
from . import describe
from .draw import crest, disc

RATIO = 1.3
KIND_COLORS = {"lc": (36, 56, 104), "ton": (116, 34, 56), "tea": (40, 92, 80)}
# A card frame's header, in the language of the moment (a German card reads "DER TON").
KIND_HEADERS = {"lc": N_("LORDS & COMMONS"), "ton": N_("THE TON"), "tea": N_("TEA ROOM SECRET")}
KIND_SHORT = {"lc": N_("L & C"), "ton": N_("THE TON"), "tea": N_("TEA")}
MIN = T.MIN_TEXT_PX
# A Tea card's kind on its small face (the card's name, in full, is in its zoom).
TEA_SHORT = {"hive_2": N_("Lvl 2"), "hive_3": N_("Lvl 3"), "hive_4": N_("Lvl 4"), "hive_5": N_("Lvl 5"),
             "silhouette": N_("Silh."), "miniature": N_("Mini."), "portrait": N_("Portr."),
             "row_4": N_("Row 4"), "row_5": N_("Row 5"), "parlor": N_("Parlor")}


def height(w: int) -> int:
    return round(w * RATIO)


def _frame(w: int, kind: str) -> tuple[pygame.Surface, int]:
    """The kind's card frame (assets/art/card_<kind>.svg: paper, band, gilt rules, a faint
    emblem) with its header; returns the surface and the band's height."""
    h = height(w)
    surf = art.image(f"card_{kind}", w, h).copy()
    size = max(MIN, int(w * 0.062))
    band = max(int(size * 1.4), int(h * 0.14))
    header = _(KIND_HEADERS[kind])
    if T.font("sans-cond-bold", size).size(header)[0] > w - 8:
        header = _(KIND_SHORT[kind])
    head = T.text(header, "sans-cond-bold", size, T.GOLD)
    surf.blit(head, head.get_rect(center=(w // 2, band // 2)))
    return surf, band


def _lines(surf: pygame.Surface, lines: list[str], kind: str, size: int, top: int, width: int,
           color: T.Color = T.INK, center: bool = True, bottom: int | None = None) -> int:
    """Wrapped lines from `top`; stops before `bottom`. Returns the y after the last line."""
    w = surf.get_width()
    step = int(size * 1.18)
    y = top
    for text in lines:
        for line in T.wrap(text, kind, size, width):
            if bottom is not None and y + step > bottom:
                return y
            img = T.text(line, kind, size, color)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)) if center else (int(w * 0.08), y))
            y += step
    return y


def _gain(surf: pygame.Surface, suit: int, center: tuple[int, int], r: int, marks: bool) -> None:
    """The influence a card gives: a suit icon on a dark disc (dark means gain, p.6)."""
    disc(surf, T.GOLD, center, r)
    disc(surf, (40, 30, 26), center, r - max(1, r // 6))
    disc(surf, T.IVORY, center, int(r * 0.72))
    suit_icon(surf, suit, center, int(r * 0.55), marks)


def plus_one(w: int) -> pygame.Surface:
    """The "+1" of the influence a card gives: read, so text of 12 px or more (it was 6 px on
    the board's cards at 1280x720, issue 52)."""
    return T.text("+1", "sans-bold", max(T.MIN_TEXT_PX, int(w * 0.075)), T.INK)


def _emblems(surf: pygame.Surface, y: int, kind: str, c: LCCard | TonCard, marks: bool) -> None:
    """The row under the name: the family crest, the card's own emblem, the influence gained."""
    w = surf.get_width()
    r = max(5, int(w * 0.1))
    crest(surf, c.crest, (int(w * 0.2), y), r)
    emblems.medallion(surf, kind, c.name, (int(w * 0.42), y), int(w * 0.1), KIND_COLORS[kind])
    _gain(surf, c.suit, (int(w * 0.8), y), r, marks)
    plus = plus_one(w)
    surf.blit(plus, plus.get_rect(midright=(int(w * 0.8) - r - 2, y)))


def _sitter(surf: pygame.Surface, top: int, ph: int, c: LCCard | TonCard, marks: bool) -> None:
    """The row under the name of a card naming a person: their portrait between the crest and
    the influence gained, as tall as the card leaves room for (`ph`), the "+1" under the gain
    when the row is tall enough, else beside it, never over the portrait."""
    w = surf.get_width()
    r = max(5, int(w * 0.1))
    y = top + ph // 2
    plus = plus_one(w)
    under = ph >= 2 * r + plus.get_height() + 2
    # Beside the gain, the 12 px "+1" takes the middle of a small face: the crest and the
    # gain move out to the edges then, and the portrait takes the room between (issue 52).
    cx, gx = (int(w * 0.17), int(w * 0.83)) if under else (r + 4, w - r - 4)
    crest(surf, c.crest, (cx, y), r)
    _gain(surf, c.suit, (gx, y), r, marks)
    if under:
        surf.blit(plus, plus.get_rect(midtop=(gx, y + r + 1)))
        right = gx - r - 3
    else:
        surf.blit(plus, plus.get_rect(midright=(gx - r - 2, y)))
        right = gx - r - 4 - plus.get_width()
    left = cx + r + 3
    img = portraits.fit(c.name, max(1, right - left), ph)
    art.blit_centered(surf, img, ((left + right) // 2, y))


def _body_lines(full: list[str], short: list[str], kind: str, size: int, width: int,
                room: int) -> tuple[list[str], str]:
    """The rule's lines in full when `room` lines hold them (the zoom's large face), else the
    short form (a face on the board), so the words are never below 12 px."""
    lines = [line for text in full for line in T.wrap(text, kind, size, width)]
    if len(lines) > room:
        return [line for text in short for line in T.wrap(text, "serif-cond", size, width)], "serif-cond"
    return lines, kind


def _body(surf: pygame.Surface, full: list[str], short: list[str], kind: str, size: int, top: int,
          width: int) -> None:
    """The rule text from `top`, in full or short as there is room."""
    room = (surf.get_height() - 3 - top) // int(size * 1.18)
    lines, kind = _body_lines(full, short, kind, size, width, room)
    _lines(surf, lines, kind, size, top, width, bottom=surf.get_height() - 3)


@lru_cache(maxsize=256)
def face(cat: Catalog, kind: str, cid: int, w: int, marks: bool = False,
         sitter: float = 0.36) -> pygame.Surface:
    """The face of L&C card, Ton card or Tea card `cid` at width `w`. A person's portrait is
    at least `sitter` of the width tall before the rule is printed in full rather than short
    (the zoom, which prints the rule beside the card, asks for a larger portrait)."""
    surf, band = _frame(w, kind)
    h = surf.get_height()
    name_size = max(MIN, int(w * 0.092))
    text_size = max(MIN, int(w * 0.074))
    inner = int(w * 0.88)
    if kind == "tea":
        card: TeaCard = cat.tea[cid]
        title = cat.tea_kinds[card.kind].name
        y = _lines(surf, [title], "serif-cond-bold", name_size, band + max(2, h // 40), inner)
        r = max(5, int(w * 0.1))
        pic = pygame.Rect(0, 0, int(w * 0.38), int(w * 0.26))  # the card's vignette between
        pic.center = (w // 2, y + max(r, pic.h // 2) + 2)  # its crest and its corner suit
        crest(surf, card.crest, (int(w * 0.15), pic.centery), r)
        vignettes.draw(surf, "tea", card.kind, pic)
        suit_icon(surf, card.corner, (int(w * 0.85), pic.centery), int(r * 0.8), marks)
        y = max(pic.bottom, pic.centery + r) + 4
        if w * 0.06 >= MIN:  # the corner's caption on a large face; small faces show the icon
            corner = T.text("corner", "serif-italic", int(w * 0.06), T.MUTED)
            surf.blit(corner, corner.get_rect(midtop=(int(w * 0.85), y - 2)))
            y += corner.get_height()
        _body(surf, [describe.tea_boon(cat, card)], [describe.tea_short(cat, card)], "serif",
              text_size, y, inner)
        return surf
    c: LCCard | TonCard = cat.lc[cid] if kind == "lc" else cat.ton[cid]
    y = _lines(surf, [c.name], "serif-cond-bold", name_size, band + max(2, h // 40), inner)
    r = max(5, int(w * 0.1))
    full = describe.ton_lines(c) if isinstance(c, TonCard) else [describe.lc_goal(c)]
    short = describe.ton_short(c) if isinstance(c, TonCard) else [describe.lc_short(c)]
    if portraits.has(c.name):  # the words first; the portrait takes the room they leave
        step, gap, foot = int(text_size * 1.18), max(2, h // 60), 6 + h // 25
        least = max(2 * r + 2, int(w * sitter))  # the full rule only if the portrait keeps this
        lines, body_kind = _body_lines(full, short, "serif", text_size, inner,
                                       (h - foot - y - 2 * gap - least) // step)
        rule = max(y + 2 * gap + 2 * r + 2, h - foot - len(lines) * step)
        ph = min(max(int(w * 0.5), least), rule - y - 2 * gap)
        _sitter(surf, y + (rule - y - ph) // 2, ph, c, marks)
        pygame.draw.line(surf, T.GOLD_DARK, (int(w * 0.15), rule), (int(w * 0.85), rule), 1)
        _lines(surf, lines, body_kind, text_size, rule + 3, inner, bottom=h - 3)
        return surf
    y = max(y, band + int(h * 0.2))
    _emblems(surf, y + r + 1, kind, c, marks)
    y += 2 * r + max(4, h // 30)
    pygame.draw.line(surf, T.GOLD_DARK, (int(w * 0.15), y), (int(w * 0.85), y), 1)
    _body(surf, full, short, "serif", text_size, y + 3, inner)
    return surf


def back(kind: str, w: int) -> pygame.Surface:
    """The back of a deck: its colour, a gilt trellis and the kind's emblem (cached by art)."""
    return art.image(f"back_{kind}", w, height(w))


@lru_cache(maxsize=256)
def strip(cat: Catalog, kind: str, cid: int, w: int, h: int, marks: bool = False) -> pygame.Surface:
    """A card as it sits in a mat column: crest, name and suit visible (p.11)."""
    c = cat.lc[cid] if kind == "lc" else cat.ton[cid]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(2, h // 6)
    pygame.draw.rect(surf, T.IVORY, surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, KIND_COLORS[kind], (0, 0, max(3, h // 5), h), border_top_left_radius=rad,
                     border_bottom_left_radius=rad)
    pygame.draw.rect(surf, T.GOLD_DARK, surf.get_rect(), 1, border_radius=rad)
    r = max(4, int(h * 0.36))
    crest(surf, c.crest, (h // 5 + r + 3, h // 2), r)
    suit_icon(surf, c.suit, (w - r - 4, h // 2), int(r * 0.8), marks)
    size = max(MIN, int(h * 0.42))
    x0 = h // 5 + 2 * r + 7
    room = w - x0 - 2 * r - 8
    face_w = int((h - 4) / portraits.ASPECT)
    surname = c.name.split()[-1]
    if portraits.has(c.name) and face_w >= 8 and \
            T.font("sans-cond", size).size(surname)[0] <= room - face_w - 3:  # the name comes first
        surf.blit(portraits.image(c.name, face_w), (x0 - 2, (h - round(face_w * portraits.ASPECT)) // 2))
        x0, room = x0 + face_w + 1, room - face_w - 3
    name = T.fit_lines(c.name, "sans-cond", size, room, 1, surname)[0]  # else the surname
    img = T.text(name, "sans-cond", size, T.INK)
    surf.blit(img, img.get_rect(midleft=(x0, h // 2)))
    return surf


@lru_cache(maxsize=128)
def tea_mini(cat: Catalog, cid: int, w: int, marks: bool = False) -> pygame.Surface:
    """A small face-up Tea card for the owner's mat: its vignette, the crest sealed on it, the
    corner suit and what it replaces."""
    card = cat.tea[cid]
    h = height(w)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(2, w // 8)
    pygame.draw.rect(surf, T.IVORY, surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, KIND_COLORS["tea"], (0, 0, w, max(4, h // 6)), border_top_left_radius=rad,
                     border_top_right_radius=rad)
    pygame.draw.rect(surf, T.GOLD_DARK, surf.get_rect(), 1, border_radius=rad)
    band = max(4, h // 6)
    vignettes.draw(surf, "tea", card.kind, pygame.Rect(2, band + 1, w - 4, int((w - 4) * 0.68)))
    r = max(4, int(w * 0.2))
    crest(surf, card.crest, (r + 1, int(h * 0.7)), r)
    suit_icon(surf, card.corner, (w - max(4, w // 6), max(4, h // 6) + max(4, w // 7)), max(3, w // 8), marks)
    if w * 0.24 >= MIN:  # a mini too small for its label shows crest and suit; the zoom says more
        img = T.text(_(TEA_SHORT[card.kind]) if card.kind in TEA_SHORT else card.kind, "sans-cond-bold",
                     int(w * 0.24), T.INK)
        surf.blit(img, img.get_rect(midbottom=(w // 2, h - 2)))
    return surf
