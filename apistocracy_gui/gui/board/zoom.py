"""Hover zoom: a large, readable card of whatever the mouse rests on.

A `Zoom` (title, lines, optional face) is rendered once per window scale and cached, then
placed beside the hovered thing without covering it and kept inside the window.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ... import i18n
from ...engine.catalog import Catalog, TonCard
from ...engine.names import crest_title
from ...engine.names import whist as whist_name
from ...i18n import N_, _, data
from .. import pad as game_pad  # `pad` is a margin below
from .. import theme as T
from ..cards import draw_whist
from . import ballroom_cards as bc
from . import describe
from .view import Zoom

TEXT_W = 360


def card_zoom(cat: Catalog, kind: str, cid: int, *extra: str) -> Zoom:
    """The zoom of an L&C, Ton or Tea card: its face and its text in full."""
    if kind == "tea":
        card = cat.tea[cid]
        name = data(cat.tea_kinds[card.kind].name)
        return Zoom(name, (*describe.tea_lines(cat, card), *extra), (kind, cid))
    c = cat.lc[cid] if kind == "lc" else cat.ton[cid]
    body = describe.ton_lines(c) if isinstance(c, TonCard) else [describe.lc_goal(c)]
    crest = crest_title(c.crest)
    gives = _("Gives 1 {suit} \u00b7 crest: {crest}").format(suit=describe.suit_word(c.suit), crest=crest)
    return Zoom(data(c.name), (gives,
                         *body, *extra), (kind, cid))


def whist_zoom(cat: Catalog, cid: int, *extra: str, title: str = "") -> Zoom:
    """The zoom of a whist card: its face, its name (or `title`), who a court card is."""
    card = cat.whist[cid]
    return Zoom(title or whist_name(cat, cid), (*describe.whist_lines(card), *extra), ("whist", cid))


FACE_W = {"whist": 130, "lc": 190, "ton": 190, "tea": 190}
ZOOM_SITTER = 0.6  # a person's portrait on the zoomed face: this share of its width, at least
LINK_H = 30  # design pixels of the "Rules" link along the bottom of a zoom
# Which section of the Rules overlay explains the thing under a hot spot key (first match).
SECTIONS = (
    (("tea_kept", "tea_backs", "tea_", "tea:", "deck:tea"), N_("The Tea Room")),
    (("hive_token", "host", "track:", "hand:", "draw", "discard"), N_("Influence")),
    (("parlor_", "star:", "pm_bonus", "deck:star"), N_("The Parlor")),
    (("lc_", "ton_", "lc:", "ton:", "deck:lc", "deck:ton"), N_("The Ballroom")),
    (("gallery", "art:"), N_("The Gallery")),
    (("home",), N_("At Home")),
    (("calling",), N_("A week of the season")),
    (("badge:", "mat:"), N_("Hosts and characters")),
    (("ladycat:",), N_("Solo: Lady Cat")),
    (("beehive", "bonus:", "token:queens_favorite", "deck:queen"), N_("The Social Beehive")),
    (("token:",), N_("Scoring")),
)


def rules_section(key: str, cat: Catalog) -> str:
    """The Rules section for the hot spot `key` ("" when none explains it)."""
    if key in cat.hive:
        return "The Social Beehive"
    return next((section for prefixes, section in SECTIONS if key.startswith(prefixes)), "")


def render(zoom: Zoom, scale: float, cat: Catalog, marks: bool, text_scale: float = 1.0) -> pygame.Surface:
    """The zoom drawn, in the language spoken now (the cache keys on its generation): its title
    and lines may be English msgids of a table (`N_`), translated here; text already
    translated where the zoom was made passes through unchanged."""
    return _render(zoom, scale, cat, marks, text_scale, i18n.generation(), game_pad.in_use())


@lru_cache(maxsize=96)
def _render(zoom: Zoom, scale: float, cat: Catalog, marks: bool, text_scale: float,
            generation: int, by_pad: bool) -> pygame.Surface:
    def px(v: float) -> int:
        return max(1, round(v * scale))

    pad = px(16)
    face: pygame.Surface | None = None
    if zoom.face:
        kind, cid = zoom.face
        fw = px(FACE_W[kind])
        if kind == "whist":
            face = pygame.Surface((fw, round(fw * 1.45)), pygame.SRCALPHA)
            draw_whist(face, cat.whist[cid], face.get_rect(), marks)
        else:
            face = bc.face(cat, kind, cid, fw, marks, ZOOM_SITTER)
    title_size, body_size = T.font_px(20, scale, text_scale), T.font_px(15, scale, text_scale)
    text_w = px(TEXT_W)
    title_lines = T.wrap(_(zoom.title), "serif-bold", title_size, text_w)
    body: list[str] = []
    for line in zoom.lines:
        if line:
            body += T.wrap(_(line), "serif", body_size, text_w)
    step_t, step_b = int(title_size * 1.25), int(body_size * 1.3)
    link_size = T.font_px(14, scale, text_scale)
    # As many lines as the link needs: one cut "(right-click, or" at 150% text (issue 32).
    section = _(zoom.rules)
    if by_pad:  # a game controller's button for F1
        link = _("\u25b8 Rules: {section}  (press {button})").format(section=section,
                                                                   button=game_pad.key_name("F1"))
    else:
        link = _("\u25b8 Rules: {section}  (right-click, long press, or F1)").format(section=section)
    links = T.wrap(link, "serif-bold", link_size, text_w) if zoom.rules else []
    step_l = int(link_size * 1.25)
    link_h = px(LINK_H) + step_l * (len(links) - 1) if links else 0
    text_h = len(title_lines) * step_t + px(8) + len(body) * step_b + link_h
    face_w = face.get_width() + pad if face else 0
    widest = max([T.font("serif-bold", title_size).size(s)[0] for s in title_lines]
                 + [T.font("serif", body_size).size(s)[0] for s in body] + [px(120)]
                 + [T.font("serif-bold", link_size).size(s)[0] for s in links])
    w = pad * 2 + face_w + min(text_w, widest)
    # the face ends above the Rules strip: a Ton card's cost line was drawn under it (issue 52)
    h = pad * 2 + max(text_h, face.get_height() + link_h if face else 0)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, 110), rect, border_radius=px(14))
    inner = rect.inflate(-px(4), -px(4)).move(-px(1), -px(2))
    pygame.draw.rect(surf, T.PARCHMENT, inner, border_radius=px(12))
    pygame.draw.rect(surf, T.GOLD_DARK, inner, px(3), border_radius=px(12))
    x = pad
    if face:
        surf.blit(face, (x, pad))
        x += face_w
    y = pad
    for line in title_lines:
        surf.blit(T.text(line, "serif-bold", title_size, T.INK), (x, y))
        y += step_t
    pygame.draw.line(surf, T.GOLD_DARK, (x, y + px(2)), (w - pad, y + px(2)), 1)
    y += px(8)
    for line in body:
        surf.blit(T.text(line, "serif", body_size, T.INK), (x, y))
        y += step_b
    if links:  # a gilt strip along the bottom: a right-click on the thing opens the Rules there
        strip = rules_strip(w, h, link_h, scale)
        pygame.draw.rect(surf, T.GOLD, strip, border_radius=px(8))
        top = strip.centery - step_l * (len(links) - 1) // 2
        for i, line in enumerate(links):
            img = T.text(line, "serif-bold", link_size, T.INK)
            surf.blit(img, img.get_rect(midleft=(x, top + i * step_l)))
    return surf


def rules_strip(w: int, h: int, link_h: int, scale: float) -> pygame.Rect:
    """The gilt Rules strip along the bottom of a zoom `w` x `h` whose link takes `link_h`."""
    def px(v: float) -> int:
        return max(1, round(v * scale))

    pad = px(16)
    return pygame.Rect(px(2), h - pad - link_h + px(6), w - px(6), link_h + pad - px(10))


render.cache_clear = _render.cache_clear  # type: ignore[attr-defined]  # tests and tools clear it


def place(img: pygame.Surface, anchor: pygame.Rect, screen: tuple[int, int], gap: int) -> pygame.Rect:
    """Beside `anchor` (right if there is room, else left), inside the screen."""
    r = img.get_rect()
    sw, sh = screen
    if anchor.right + gap + r.w <= sw:
        r.left = anchor.right + gap
    elif anchor.left - gap - r.w >= 0:
        r.right = anchor.left - gap
    else:
        r.centerx = anchor.centerx
    r.top = anchor.top
    if r.colliderect(anchor) and anchor.bottom + gap + r.h <= sh:
        r.top = anchor.bottom + gap
    r.clamp_ip(pygame.Rect(0, 0, sw, sh))
    return r
