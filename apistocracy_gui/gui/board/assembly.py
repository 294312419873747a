"""The Assembly Room gameboard (rulebook p.3-4, p.10-14; RULINGS R5).

Spaces come from the board side for the player count (`engine.week.board_spaces` decides
which are in play; the 4-player spaces of the large side are drawn shaded with 3 players).
The static layer holds the rooms and the printed costs; the state layer adds the face-up
L&C, Ton and Star cards, the Calling Cards on the spaces, the decks, the art stacks and the
tokens still on offer.
"""

from __future__ import annotations

from functools import partial

import pygame

from ...engine.catalog import BoardSpace, Catalog
from ...engine.names import cost as cost_text
from ...engine.names import whist as whist_name
from ...engine.week import board_spaces
from ...i18n import N_, _, data, ngettext
from .. import art
from .. import theme as T
from ..cards import draw_whist
from ..vignettes import art_token
from . import ballroom_cards as bc
from . import describe
from .draw import (
    MAHOGANY,
    TOKEN_FILLS,
    badge_initials,
    calling_card,
    draw_cost,
    plaque,
    token,
    wood_panel,
)
from .layout import SeasonLayout
from .view import BoardView, Zoom
from .zoom import card_zoom, whist_zoom

ROOM_TITLES = {"gallery": N_("The Gallery"), "tea": N_("The Tea Room"), "pm_bonus": N_("The PM's Dinner")}
ROW_TITLES = {"lc": N_("LORDS & COMMONS"), "ton": N_("THE TON")}
ROOM_FILL = (92, 52, 40)
OUT_OF_PLAY = (58, 34, 28)  # a space not in play: darker than the room around it
OFFERED = ("favored_guest", "artists_muse", "card_sharp")  # the tokens the room shows while no one holds them


# --------------------------------------------------------------------------- static layer
def draw_static(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog, marks: bool,
                in_play: set[str]) -> None:
    a = lay.assembly
    wood_panel(surf, a.rect, th, MAHOGANY)
    th.blit_text(surf, _("The Assembly Room"), 21, T.GOLD, a.p(18, 10), "serif-bold")
    for kind, y0 in lay.ballroom_rows.items():
        band = a.r(10, y0, 24, 170)
        pygame.draw.rect(surf, bc.KIND_COLORS[kind], band, border_radius=th.px(6))
        label = pygame.transform.rotate(th.text(_(ROW_TITLES[kind]), 11, T.GOLD, "sans-bold"), 90)
        surf.blit(label, label.get_rect(center=band.center))
        d = lay.decks[kind]
        th.blit_text(surf, _("deck"), 11, T.PARCHMENT, (d.centerx, d.y - th.px(3)), "serif-italic",
                     "midbottom")
    room = a.r(462, 34, 212, 354)
    pygame.draw.rect(surf, ROOM_FILL, room, border_radius=th.px(8))
    pygame.draw.rect(surf, T.GOLD_DARK, room, 1, border_radius=th.px(8))
    title = th.blit_text(surf, _("The Parlor"), 16, T.GOLD, a.p(470, 40), "serif-bold")
    _emblem(surf, th, "parlor", (title.right + th.px(14), title.centery))
    th.blit_text(surf, _("Star deck"), 11, T.PARCHMENT, (lay.decks["star"].right + th.px(8),
                                                    lay.decks["star"].y + th.px(4)), "serif-italic")
    for name, r in lay.rooms.items():
        pygame.draw.rect(surf, ROOM_FILL, r, border_radius=th.px(8))
        pygame.draw.rect(surf, T.GOLD_DARK, r, 1, border_radius=th.px(8))
        title = th.blit_text(surf, _(ROOM_TITLES[name]), 15, T.GOLD, (r.x + th.px(8), r.y + th.px(4)),
                             "serif-bold")
        _emblem(surf, th, name, (title.right + th.px(14), title.centery))
    pm = lay.rooms["pm_bonus"]
    note = T.fit_lines(_("for a Brooch at Dinner with the PM"), "serif-cond-italic", th.fpx(11),
                       pm.w - th.px(16), 1, _("Brooch at the PM's Dinner"))[0]
    th.blit_text(surf, note, 11, T.PARCHMENT, (pm.x + th.px(8), pm.bottom - th.px(18)), "serif-cond-italic")
    for s in list(lay.side_spaces) + list(cat.pm_bonus):
        _space_static(surf, lay, th, s, marks, s.id in in_play)


def _emblem(surf: pygame.Surface, th: T.Theme, room: str, center: tuple[int, int]) -> None:
    """A room's gilt emblem beside its name: a star, an easel, a teacup, a dinner cloche."""
    size = th.px(20)
    art.blit_centered(surf, art.image(f"room_{room}", size, size), center)


def _space_static(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, s: BoardSpace, marks: bool,
                  in_play: bool) -> None:
    r = lay.spaces[s.id]
    if not in_play:
        _out_of_play(surf, th, r)
        return
    if s.area in ("lc", "ton"):
        rib = lay.ribbons[s.id]
        pygame.draw.rect(surf, T.PARCHMENT, rib, border_radius=th.px(5))
        pygame.draw.rect(surf, T.GOLD_DARK, rib, 1, border_radius=th.px(5))
        w = th.blit_text(surf, _("space"), 10, T.MUTED, (rib.x + th.px(6), rib.centery), "serif-italic",
                         "midleft").right
        draw_cost(surf, th, s.cost, (w + th.px(6), rib.centery), 12, marks)
        pygame.draw.rect(surf, (60, 36, 30), lay.card_rects[s.id], border_radius=th.px(8))
    else:
        plaque(surf, r, th)
        draw_cost(surf, th, s.cost, (r.centerx, r.y + th.px(11)), 13, marks, center=True)


def _out_of_play(surf: pygame.Surface, th: T.Theme, r: pygame.Rect) -> None:
    """A 4-player space in a 3-player game: a dark recess with a muted note, which the eye
    passes over (issue 52: an ivory "4 players" on a hatched slab drew it first). A Ballroom
    slab, narrowed by the layout, says it upright."""
    pygame.draw.rect(surf, OUT_OF_PLAY, r, border_radius=th.px(6))
    pygame.draw.rect(surf, (96, 66, 50), r, 1, border_radius=th.px(6))
    label = _("4 players")
    if r.h > 2 * r.w:
        img = pygame.transform.rotate(th.text(label, 12, T.MUTED, "sans-cond-bold"), 90)
        surf.blit(img, img.get_rect(center=r.center))
        return
    lines = T.fit_lines(label, "sans-cond-bold", th.fpx(12), r.w - th.px(4), 2)
    step = T.font("sans-cond-bold", th.fpx(12)).get_linesize()
    for i, line in enumerate(lines):
        th.blit_text(surf, line, 12, T.MUTED, (r.centerx, r.centery + (2 * i - len(lines) + 1) * step // 2),
                     "sans-cond-bold", "center")


# --------------------------------------------------------------------------- state layer
def state_key(v: BoardView) -> tuple:
    """Everything of the position `draw_state` and its zooms read (issue 57, item 3: a room
    whose key is unchanged keeps its last picture, scenes/season_boards.py): the spaces taken
    and by whom, the cards dealt, the decks and piles counted, the Art stacks, the tokens on
    offer, the mode and what of it is in flight (a Calling Card to a space, a card dealt in)."""
    obs, counts, lay = v.obs, v.obs.counts, v.lay
    flying = frozenset(k for k in v.hidden if k.startswith(("star:", "card:")) or k in lay.plaques
                       or k in lay.card_rects)
    return (obs.occupied, obs.parlor, obs.ballroom, counts.star_deck, counts.lc_deck, counts.ton_deck,
            counts.tea_deck, len(obs.star_discard), len(obs.lc_discard), len(obs.lc_trash),
            len(obs.ton_discard), len(obs.ton_trash), obs.art_stack,
            tuple(obs.tokens.holder(k) < 0 for k in OFFERED), obs.mode,
            tuple((p.name, p.persona) for p in obs.players), flying)


def draw_state(surf: pygame.Surface, v: BoardView) -> None:
    lay, th, cat, obs = v.lay, v.th, v.cat, v.obs
    occupied: dict[str, int] = obs.occupied
    for s in board_spaces(v.game):
        seat = occupied.get(s.id)
        if s.id in v.hidden:
            seat = None
        if s.area in ("lc", "ton"):
            _ballroom_space(surf, v, s, seat)
        else:
            _plaque_state(surf, v, s, seat)
    for i, cid in enumerate(obs.parlor):
        r = lay.parlor_cards[i]
        if cid >= 0 and f"star:{i}" in v.hidden:  # being dealt in
            pygame.draw.rect(surf, T.MUTED, r, 1, border_radius=th.px(6))
        elif cid >= 0:
            draw_whist(surf, cat.whist[cid], r, v.marks)
            v.spots.add(f"star:{i}", r, whist_zoom(
                cat, cid, _("Gain it with a Parlor action; it goes to your discard pile."),
                _("Diamonds are trump in the Whist Phase."),
                title=_("Star card: {card}").format(card=whist_name(cat, cid))))
        else:
            pygame.draw.rect(surf, T.MUTED, r, 1, border_radius=th.px(6))
    counts = obs.counts
    piles = _("{n} in its discard pile; {trashed} trashed.")
    _deck(surf, v, "star", None, counts.star_deck, _("The Star deck"),
          _("{n} in its discard pile, shuffled in when it runs out.").format(n=len(obs.star_discard)))
    _deck(surf, v, "lc", "lc", counts.lc_deck, _("The L&C deck"),
          piles.format(n=len(obs.lc_discard), trashed=len(obs.lc_trash)))
    _deck(surf, v, "ton", "ton", counts.ton_deck, _("The Ton deck"),
          piles.format(n=len(obs.ton_discard), trashed=len(obs.ton_trash)))
    _deck(surf, v, "tea", "tea", counts.tea_deck, _("The Tea deck"),
          _("Drawn two at a time in the Tea Room."))
    for i, n in enumerate(obs.art_stack):
        art = cat.art[i]
        c = lay.art_stacks[i]
        art_token(surf, i, c, th.px(12))
        th.blit_text(surf, f"\u00d7{n}", 12, T.PARCHMENT, (c[0] + th.px(15), c[1]), "sans-bold", "midleft")
        v.spots.add(f"art:{i}", pygame.Rect(c[0] - th.px(13), c[1] - th.px(13), th.px(48), th.px(26)),
                    Zoom(data(art.name), (
                        _("Commission cost {cost} (plus the space's cost)").format(cost=cost_text(art.cost)),
                        _("{vp} VP at the end of the game").format(vp=art.vp),
                        _("{n} left in the stack").format(n=n))))
    fills, initials = dict(TOKEN_FILLS), badge_initials()
    for key, c in zip(OFFERED, (lay.favored_guest, lay.artists_muse, lay.card_sharp), strict=True):
        if key == "card_sharp" and obs.mode == "solo":
            continue  # no Card Sharp in a solo game (p.21)
        if obs.tokens.holder(key) < 0:
            token(surf, c, th.px(14), fills[key], initials[key])
            title, text = describe.TOKEN_TEXT[key]
            v.spots.add(f"token:{key}", pygame.Rect(c[0] - th.px(15), c[1] - th.px(15), th.px(30), th.px(30)),
                        Zoom(title, (text, N_("Still on offer."))))


def _deck(surf: pygame.Surface, v: BoardView, key: str, kind: str | None, n: int, title: str,
          note: str) -> None:
    r, th = v.lay.decks[key], v.th
    if n:
        if kind is None:
            draw_whist(surf, None, r)
        else:
            surf.blit(bc.back(kind, r.w), r.topleft)
    else:
        pygame.draw.rect(surf, T.MUTED, r, 1, border_radius=th.px(4))
    if key != "tea":
        th.blit_text(surf, str(n), 13, T.IVORY, (r.centerx, r.bottom + th.px(3)), "sans-bold", "midtop")
    else:
        th.blit_text(surf, _("Tea deck {n}").format(n=n), 11, T.PARCHMENT, (r.right + th.px(6), r.centery),
                     "serif-italic", "midleft")
    down = ngettext("{n} card face-down.", "{n} cards face-down.", n).format(n=n)
    v.spots.add(f"deck:{key}", r, Zoom(title, (down, note)))


def _occupant(surf: pygame.Surface, v: BoardView, rect: pygame.Rect, seat: int) -> None:
    calling_card(surf, rect, v.color(seat), v.initial(seat), v.persona(seat))


def _ballroom_space(surf: pygame.Surface, v: BoardView, s: BoardSpace, seat: int | None) -> None:
    lay, th, cat = v.lay, v.th, v.cat
    r = lay.card_rects[s.id]
    cid = v.obs.ballroom.get(s.id, -1)
    if f"card:{s.id}" in v.hidden:  # being dealt in
        cid = -1
    if cid >= 0:
        surf.blit(bc.face(cat, s.area, cid, r.w, v.marks), r.topleft)
    elif seat is None and s.id not in v.hidden:  # (a Calling Card flying in lands over it: issue 52)
        # wrapped in the slot: the 12 px text floor makes one line wider than it
        size = th.fpx(10)
        lines = T.wrap(_("empty until the week ends"), "serif-italic", size, r.w - th.px(8))
        step = round(size * 1.2)
        y = r.centery - step * len(lines) // 2
        for line in lines:
            th.blit_text(surf, line, 10, T.MUTED, (r.centerx, y), "serif-italic", "midtop")
            y += step
    if seat is not None:
        cr = lay.calling_slot(s.id)
        assert cr is not None  # (a Ballroom space's card has one)
        _occupant(surf, v, cr, seat)
        th.blit_text(surf, v.player(seat).name, 11, T.PARCHMENT, (r.centerx, cr.bottom + th.px(4)),
                     "serif-italic", "midtop")
    v.spots.add(s.id, lay.spaces[s.id], partial(_ballroom_zoom, v, s, cid, seat))  # made when read


def _ballroom_zoom(v: BoardView, s: BoardSpace, cid: int, seat: int | None) -> Zoom:
    """A Ballroom space's zoom: its card's (or, empty, the room's) and who took it."""
    printed = _("Space cost {cost} (Clubs printed on the space)").format(cost=cost_text(s.cost))
    zoom = Zoom(describe.AREA_TITLES[s.area], (printed, describe.AREA_TEXT[s.area]))
    if cid >= 0:
        where = _("{area} \u00b7 space cost {cost}").format(area=_(describe.AREA_TITLES[s.area]),
                                                             cost=cost_text(s.cost))
        zoom = card_zoom(v.cat, s.area, cid, where)
    if seat is not None:
        taken = _("Taken this week by {who}").format(who=v.player(seat).name)
        zoom = Zoom(zoom.title, (*zoom.lines, taken), zoom.face)
    return zoom


def _plaque_state(surf: pygame.Surface, v: BoardView, s: BoardSpace, seat: int | None) -> None:
    r, th = v.lay.spaces[s.id], v.th
    lines = [_("Space cost {cost}").format(cost=cost_text(s.cost)), describe.AREA_TEXT[s.area]]
    cr = v.lay.calling_slot(s.id)
    assert cr is not None  # (every plaque has one)
    if seat is not None:
        _occupant(surf, v, cr, seat)
        lines.append(_("Taken this week by {who}").format(who=v.player(seat).name))
    elif s.id not in v.hidden:  # an empty place (not one a card is flying to: it lands over it)
        pygame.draw.rect(surf, (200, 186, 150), cr, 1, border_radius=th.px(4))
    v.spots.add(s.id, r, Zoom(describe.AREA_TITLES[s.area], tuple(lines)))
