"""The viewer's player mat, drawn large (every other player's is compact: `mat_compact`).

The large mat shows what the rulebook puts on and beside a mat (p.3, p.5-6, p.11-14): the
influence tracks 0-5, the Host and Beehive tokens with their side and twirl, the L&C and Ton
columns with their crests, the gallery, the Tea cards, the draw deck and discard pile, the
hand, the Calling Cards left and At Home. Private cards (hand, Tea cards) are face-up only
for the seat in `BoardView.private`; everyone else sees backs and counts.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from ... import i18n
from ...engine import SeatView, gallery
from ...engine.catalog import Catalog
from ...engine.names import cost as cost_text
from ...engine.names import whist as whist_name
from ...i18n import N_, _, data, ngettext
from .. import theme as T
from ..cards import draw_whist
from ..vignettes import art_token
from ..widgets import suit_icon
from . import ballroom_cards as bc
from . import describe
from .draw import calling_card, draw_cost, plan_mark, plan_tags, plaque, token
from .layout import TRACK_ORDER, SeasonLayout
from .mat_seat import (
    adv_host_line,
    badge_radius,
    badges,
    character_zoom,
    goal_line,
    host_suit,
    leather,
    seat_badges,
    token_face,
    token_row,
)
from .view import BoardView, Zoom
from .zoom import card_zoom, whist_zoom

CARD_GROUPS = {"star": N_("A Star card."), "queen": N_("A Queen card: it pays a Crown or any one unit."),
               "starting": N_("A starting card."), "regular": N_("A regular card.")}
LEATHER_DARK = (24, 42, 35)  # the wells the tracks and column rows sit in
# The headings over the cards and piles, each at the left edge of what it names.
HEADINGS = ((N_("Hand"), 12), (N_("Deck"), 336), (N_("Discard"), 384), (N_("Gallery"), 442),
            (N_("Tea"), 570))
HEADING_Y, DIVIDER_Y = 193, 187  # design pixels on the mat: the row of headings over the cards
HEADING_GAP = 8  # design pixels kept between two headings
TEA_W = 30  # design pixels: a Tea card's width on the large mat (its faces are drawn ahead too)


# --------------------------------------------------------------------------- large mat: static
def draw_static(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog, marks: bool) -> None:
    m = lay.mat
    leather(surf, m.rect, th)
    pygame.draw.line(surf, T.GOLD_DARK, m.p(8, DIVIDER_Y), m.p(672, DIVIDER_Y), 1)
    for x in (152, 348, 514):
        pygame.draw.line(surf, T.GOLD_DARK, m.p(x, 8), m.p(x, 180), 1)
    th.blit_text(surf, _("Influence"), 12, T.GOLD, m.p(160, 4), "serif-bold")
    for suit, cells in lay.track_cells.items():
        suit_icon(surf, suit, (cells[0].x - th.px(14), cells[0].centery), th.px(8), marks)
        for n, c in enumerate(cells):
            pygame.draw.rect(surf, LEATHER_DARK, c, border_radius=th.px(4))
            pygame.draw.rect(surf, T.GOLD_DARK, c, 1, border_radius=th.px(4))
            th.blit_text(surf, str(n), 10, T.MUTED, c.center, "sans-cond", "center")
    for kind, title in (("lc", _("Lords & Commons")), ("ton", _("The Ton"))):
        col = lay.columns[kind]
        title = T.fit_lines(title, "serif-cond-bold", th.fpx(11), col.w - th.px(40), 1,
                            kind.upper().replace("LC", "L&C"))[0]
        th.blit_text(surf, title, 11, T.GOLD, (col.x + th.px(6), col.y + th.px(5)), "serif-cond-bold")
        for i, r in enumerate(lay.column_slots[kind]):
            pygame.draw.rect(surf, LEATHER_DARK, r, border_radius=th.px(5))
            pygame.draw.rect(surf, T.GOLD_DARK, r, 1, border_radius=th.px(5))
            x = th.blit_text(surf, _("row {n}").format(n=i + 1), 10, T.MUTED, (r.x + th.px(8), r.centery),
                             "serif-cond-italic",
                             "midleft").right
            chip = pygame.Rect(x + th.px(6), r.centery - th.px(8), th.px(44), th.px(16))
            pygame.draw.rect(surf, T.PARCHMENT, chip, border_radius=th.px(5))
            draw_cost(surf, th, cat.row_costs[i], (chip.x + th.px(4), chip.centery), 11, marks)
    for label, r in heading_rects(lay, th):
        th.blit_text(surf, label, 12, T.GOLD, r.topleft, "serif-cond-bold")


def heading_rects(lay: SeasonLayout, th: T.Theme) -> list[tuple[str, pygame.Rect]]:
    """Where each heading is printed (at the 100% size, like everything on the mat). At
    1280x720 the 12 px floor of printed text makes the headings wider than the mat's drawing
    allows, and "Deck" ran into "Discard": a heading that would come within HEADING_GAP of
    the one before it moves right by what it lacks."""
    m, out = lay.mat, []
    right = m.rect.x
    with th.printed():
        for heading, x in HEADINGS:
            label = _(heading)
            r = th.text(label, 12, T.GOLD, "serif-cond-bold").get_rect(topleft=m.p(x, HEADING_Y))
            r.x = max(r.x, right)
            out.append((label, r))
            right = r.right + th.px(HEADING_GAP)
    return out


def heading_room(lay: SeasonLayout, th: T.Theme) -> pygame.Rect:
    """The free stretch of the headings' row over the hand: from after the "Hand" heading to
    before "Deck", between the divider and the cards' tops. The club card's Swap tab lives
    here (R7.2), so it covers neither a heading nor a card and stays on the mat."""
    m, gap = lay.mat, th.px(6)
    (_, hand), (_, deck) = heading_rects(lay, th)[:2]
    top = m.p(0, DIVIDER_Y)[1] + th.px(2)
    right = deck.x - gap
    bottom = min(r.top for r in (lay.hand_rects(1)[0], lay.deck)) - th.px(2)
    return pygame.Rect(hand.right + gap, top, right - hand.right - gap, bottom - top)


# --------------------------------------------------------------------------- large mat: state
def state_key(v: BoardView) -> tuple:
    """Everything of the position `draw_large` and its zooms read (issue 57, item 3: a mat
    whose key is unchanged keeps its last picture, scenes/season_boards.py): the seat and its
    view (its own cards face-up or not), the First Player and the tokens (its badges), the
    mode, its goal's progress (counted by the engine), the cheapest payment's sources and
    what of it is in flight: the keys `draw_large` looks for (a card into its hand, its
    discard pile or a column's row, a Calling Card At Home), so a card flying to another
    seat's mat does not draw this one again."""
    seat, p = v.me, v.player(v.me)
    own = p.hand if v.private == seat else None
    rows = [f"{kind}:{seat}:{i}" for kind in ("lc", "ton") for i in range(min(5, len(p.column(kind))))]
    looked_for = {"home", *(f"hand:{c}" for c in (own if own is not None else [None])),
                  *(f"discard:{c}" for c in p.discard), *rows}
    return (seat, v.private == seat, p, v.obs.mode, v.obs.first, v.obs.tokens, goal_line(v, seat), v.plan,
            v.hidden & looked_for)


def draw_large(surf: pygame.Surface, v: BoardView) -> None:
    lay, th, cat = v.lay, v.th, v.cat
    m = lay.mat
    p = v.player(v.me)
    seat = v.me
    name = th.blit_fit(surf, p.name, 15, T.IVORY, m.p(12, 6), th.px(140), role="name")
    pygame.draw.line(surf, v.color(seat), (name.x, name.bottom), (name.right, name.bottom), th.px(3))
    ch = cat.characters.get(p.character)
    if ch is not None:
        if v.obs.mode == "advanced":
            adv_host_line(surf, v, p, m.r(14, 32, 134, 14))
        else:
            # The zoom names the host in full; the short form is the house, a name in any language.
            host = T.fit_lines(data(ch.host), "serif-cond-italic", th.fpx(11), th.px(134), 1,
                               ch.host.split(" of ")[-1])[0]
            th.blit_text(surf, host, 11, T.PARCHMENT, m.p(14, 32), "serif-cond-italic")
        bottom = _goal(surf, v, seat, m.r(14, 47, 136, 31))
        v.spots.add("host_card", m.r(8, 4, 142, 74), character_zoom(v, seat))
    else:
        bottom = m.p(0, 47)[1]
    # The badges' row between the goal and the Calling Card stack, clear of both: the grown
    # "1st" token sat on the stack's corner and under a wrapped goal (issue 52).
    stack_top = lay.calling.y - th.px(2) * max(0, p.calling - 1)
    r = badge_radius(th)
    cy = max(bottom + r + 1, min(m.p(0, 88)[1], stack_top - r - th.px(2)))
    badges(surf, v, m, seat, (14, 88), 150, cy)
    _calling(surf, v, lay.calling, p.calling, seat)
    _home(surf, v, p)
    _tracks(surf, v, p)
    _host_tokens(surf, v, p)
    for kind in ("lc", "ton"):
        _column(surf, v, kind, p.column(kind))
    _hand(surf, v, p)
    _piles(surf, v, p)
    _gallery(surf, v, p, lay.gallery)
    _tea(surf, v, p, lay.tea)


def _goal(surf: pygame.Surface, v: BoardView, seat: int, box: pygame.Rect) -> int:
    """The goal line in `box`, returns its bottom. With badges to draw below it, the line
    keeps to the room above their row: the short form ("0/3: Tea cards") on one line when the
    whole one wraps (French "Objectif 2/3 : cartes Thé" ran onto the "1er" badge)."""
    th, p = v.th, v.player(seat)
    color = T.GOLD if p.goal_done else T.PARCHMENT
    px = th.fpx(10.5)
    step = int(px * 1.2)
    room = box.h
    if seat_badges(v, seat):
        stack_top = v.lay.calling.y - th.px(2) * max(0, p.calling - 1)
        room = min(room, stack_top - 2 * badge_radius(th) - th.px(3) - box.y)
    lines = T.fit_lines(goal_line(v, seat), "serif-cond", px, box.w, max(1, room // step),
                        goal_line(v, seat, short=True))
    y = box.y
    for line in lines:
        th.blit_text(surf, line, 10.5, color, (box.x, y), "serif-cond")
        y += step
    return y


def _calling(surf: pygame.Surface, v: BoardView, r: pygame.Rect, n: int, seat: int) -> None:
    th = v.th
    if n == 0:
        pygame.draw.rect(surf, T.MUTED, r, 1, border_radius=th.px(6))
        th.blit_text(surf, _("none left"), 10, T.MUTED, r.center, "serif-cond-italic", "center")
    for i in range(min(n, 5)):
        calling_card(surf, r.move(-th.px(2) * (n - 1 - i), -th.px(2) * (n - 1 - i)), v.color(seat),
                     v.initial(seat), v.persona(seat))
    if n:
        c = (r.right - th.px(2), r.y + th.px(2) - th.px(2) * (n - 1))
        token(surf, c, th.px(10), T.INK, str(n))
    v.spots.add("calling", r, Zoom(_("Calling Cards"), (
        ngettext("{n} left this week.", "{n} left this week.", n).format(n=n),
        _("Drag one onto a glowing space to place it, or click the stack and then a space."))))


def _home(surf: pygame.Surface, v: BoardView, p: SeatView) -> None:
    th = v.th
    r = v.lay.spaces["home"]
    plaque(surf, r, th)
    # within the card: a regular cut where the bold one is too wide ("Zu Hause" ran over it)
    th.blit_fit(surf, _("At Home"), 12, T.INK, (r.centerx, r.y + th.px(4)), r.w - th.px(4),
                ("serif-cond-bold", "serif-cond"), "midtop")
    note = T.fit_lines(_("free, weekly"), "serif-cond-italic", th.fpx(10), r.w - th.px(4), 1,
                       _("weekly"))[0]
    th.blit_text(surf, note, 10, T.MUTED, (r.centerx, r.y + th.px(19)), "serif-cond-italic", "midtop")
    cr = v.lay.calling_slot("home")
    assert cr is not None  # (At Home has one)
    if p.home_used and "home" not in v.hidden:
        calling_card(surf, cr, v.color(p.seat), v.initial(p.seat), v.persona(p.seat))
    elif "home" not in v.hidden:  # an empty place (not one a card is flying to: it lands over it)
        pygame.draw.rect(surf, (200, 186, 150), cr, 1, border_radius=th.px(4))
    v.spots.add("home", r, Zoom(_("At Home with Host"), (_(describe.HOME_TEXT),
                                                         _("Used this week.") if p.home_used else "")))


def _tracks(surf: pygame.Surface, v: BoardView, p: SeatView) -> None:
    th = v.th
    for suit in TRACK_ORDER:
        cells = v.lay.track_cells[suit]
        n = p.tracks[suit]
        for c in cells[1:n]:
            pygame.draw.rect(surf, (120, 96, 44), c, border_radius=th.px(4))
            th.blit_text(surf, str(cells.index(c)), 10, T.IVORY, c.center, "sans-cond-bold", "center")
        token(surf, cells[n].center, th.px(9), T.IVORY, "", ring=v.color(p.seat))
        suit_icon(surf, suit, cells[n].center, th.px(5), v.marks)
        row = cells[0].unionall(cells[1:]).inflate(th.px(26), 0).move(-th.px(13), 0)
        key = f"track:{suit}"
        if key in v.plan:
            plan_mark(surf, cells[n], th)
        v.spots.add(key, row, Zoom(_("{suit} influence track").format(suit=describe.suit_word(suit)), (
            _("{n} stored (the track runs 0-5; a gain past 5 is lost).").format(n=n),
            _("Spend stored influence by moving the token down one step per unit."))))


def _host_tokens(surf: pygame.Surface, v: BoardView, p: SeatView) -> None:
    th, lay = v.th, v.lay
    r = th.px(20)
    suit_now = host_suit(v, p)
    hive_suit = p.hive_suit if p.hive_side == "B" else -1
    states = [_("twirled") if tw else (_("ready") if s >= 0 else _("no influence"))
              for s, tw in ((suit_now, p.host_twirled), (hive_suit, p.hive_twirled))]
    least = [_("none") if s == _("no influence") else s for s in states]  # the room a state needs
    sides = (p.host_side, p.hive_side)
    (host_x, host_label), (hive_x, hive_label) = token_row(lay, th, r, sides, least)
    items = (("host", (host_x, lay.host_token[1]), N_("Host"), host_label, p.host_side, suit_now,
              p.host_twirled),
             ("hive_token", (hive_x, lay.hive_token[1]), N_("Beehive"), hive_label, p.hive_side, hive_suit,
              p.hive_twirled))
    for (key, c, name, (label, kind, room), side, suit, twirled), state, short in zip(
            items, states, least, strict=True):
        token_face(surf, v, c, side, suit, twirled, r)
        if key in v.plan:
            plan_mark(surf, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), th)
        x = c[0] + r + th.px(5)
        th.blit_fit(surf, label, 10.5, T.PARCHMENT, (x, c[1] - th.px(7)), room, (kind,), "midleft")
        # The state line starts where the round token's edge has curved away below its middle,
        # and its short form says the same thing: a twirled token shortened to "none" said the
        # opposite (issue 52).
        sx = c[0] + math.isqrt(max(0, r * r - th.px(7) ** 2)) + 2
        state = T.fit_lines(state, "serif-cond-italic", th.fpx(10), room + x - sx, 1, short)[0]
        th.blit_fit(surf, state, 10, T.MUTED if twirled else T.PARCHMENT, (sx, c[1] + th.px(7)),
                    room + x - sx, ("serif-cond-italic",), "midleft")
        what = (_("Twirl it to gain 1 {suit}; it untwirls next week or At Home.").format(
            suit=describe.suit_word(suit)) if suit >= 0 else
            _("Side A gives no influence; it turns to side B when your Brooch climbs high enough."))
        hit = pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)
        v.spots.add(key, hit, Zoom(_("{token} Influence token, side {side}").format(token=_(name), side=side),
                                   (what, _("Twirled this week.") if twirled else _("Not twirled."))))


def _column(surf: pygame.Surface, v: BoardView, kind: str, cards: list[int]) -> None:
    th, cat = v.th, v.cat
    slots = v.lay.column_slots[kind]
    col = v.lay.columns[kind]
    th.blit_text(surf, f"{len(cards)}/5", 11, T.PARCHMENT, (col.right - th.px(6), col.y + th.px(5)),
                 "sans-cond-bold", "topright")
    for i, cid in enumerate(cards[:5]):
        r = slots[i]
        if f"{kind}:{v.me}:{i}" in v.hidden:  # still flying into its row (board/motion.py)
            continue
        surf.blit(bc.strip(cat, kind, cid, r.w, r.h, v.marks), r.topleft)
        row = _("Row {n} of the column.").format(n=i + 1)
        v.spots.add(f"{kind}:{v.me}:{i}", r, partial(card_zoom, cat, kind, cid, row))  # made when read


def _hand(surf: pygame.Surface, v: BoardView, p: SeatView) -> None:
    th, cat = v.th, v.cat
    own = p.hand if v.private == v.me else None  # (None: not this seat's view)
    mine = own is not None
    cards: list[int | None] = [*own] if own is not None else [None] * p.hand_count
    rects, marked = v.lay.hand_rects(len(cards)), []
    for cid, r in zip(cards, rects, strict=True):
        key = f"hand:{cid}"
        if key in v.hidden:  # still flying into its place in the hand (board/motion.py)
            continue
        draw_whist(surf, None if cid is None else cat.whist[cid], r, v.marks)
        if cid is None:
            continue
        if key in v.plan:
            plan_mark(surf, r, th, tag=False)
            marked.append(r)
        card = cat.whist[cid]
        suit = 4 if card.group == "queen" else card.suit
        v.spots.add(key, r, partial(whist_zoom,
            cat, cid, _("Discard it for 1 {suit} influence.").format(suit=describe.suit_word(suit)),
            _(CARD_GROUPS[card.group])))
    plan_tags(surf, marked, th)
    if not cards:
        th.blit_text(surf, _("no cards in hand"), 11, T.MUTED, v.lay.mat.p(14, 250), "serif-cond-italic",
                     "midleft")
    if not mine and cards:
        v.spots.add("hand_backs", v.lay.hand_area, Zoom(_("{who}'s hand").format(who=p.name), (
            ngettext("{n} card, hidden.", "{n} cards, hidden.", len(cards)).format(n=len(cards)),)))


def _piles(surf: pygame.Surface, v: BoardView, p: SeatView) -> None:
    th, cat = v.th, v.cat
    deck, disc_r = v.lay.deck, v.lay.discard
    if p.draw_count:
        draw_whist(surf, None, deck)
    else:
        pygame.draw.rect(surf, T.MUTED, deck, 1, border_radius=th.px(5))
    th.blit_text(surf, str(p.draw_count), 13, T.IVORY, (deck.centerx, deck.bottom + th.px(4)),
                 "sans-cond-bold",
                 "midtop")
    lines = [_("{n} face-down; order unknown.").format(n=p.draw_count)]
    if v.private == v.me and p.draw:
        lines.append(_("Holds: {cards}").format(cards=", ".join(whist_name(cat, c) for c in p.draw)))
    v.spots.add("draw", deck, Zoom(_("Draw deck"), tuple(lines)))
    pile = [c for c in p.discard if f"discard:{c}" not in v.hidden]  # not those still flying there
    if pile:
        draw_whist(surf, cat.whist[pile[-1]], disc_r, v.marks)
    elif len(pile) == len(p.discard):  # empty, with no card on its way to land over it
        pygame.draw.rect(surf, T.MUTED, disc_r, 1, border_radius=th.px(5))
    th.blit_text(surf, str(len(pile)), 13, T.IVORY, (disc_r.centerx, disc_r.bottom + th.px(4)),
                 "sans-cond-bold",
                 "midtop")
    v.spots.add("discard", disc_r, Zoom(_("Discard pile"), (
        ngettext("{n} card, face-up: {cards}", "{n} cards, face-up: {cards}", len(pile)).format(
            n=len(pile), cards=", ".join(whist_name(cat, c) for c in pile) or _("empty")),
        _("Shuffled into the draw deck when it runs out."))))


def _gallery(surf: pygame.Surface, v: BoardView, p: SeatView, r: pygame.Rect) -> None:
    """One row per Gallery card (the last three), its paintings in commission order."""
    th, cat = v.th, v.cat
    art, sets = p.art, p.sets or [0]
    for row, n in enumerate(sets[-3:]):
        for k in range(len(cat.art)):
            c = (r.x + th.px(12) + k * th.px(24), r.y + th.px(12) + row * th.px(26))
            if k < n:
                art_token(surf, k, c, th.px(10))
            else:
                pygame.draw.circle(surf, T.GOLD_DARK, c, th.px(10), 1)
    vp = sum(cat.art[i].vp for i in art)
    complete = sum(n == len(cat.art) for n in sets)
    th.blit_text(surf, _("{vp} VP").format(vp=vp), 11, T.PARCHMENT, (r.right - th.px(4), r.y + th.px(12)),
                 "sans-cond-bold",
                 "midright")
    names = i18n.list_of(data(cat.art[i].name) for i in art) or _("nothing yet")
    nxt = cat.art[gallery.next_art(v.game, p.seat)]
    v.spots.add(f"gallery:{p.seat}", r, Zoom(_("Gallery"), (
        _("Commissioned: {art}.").format(art=names),
        ngettext("{n} complete set; {vp} VP.", "{n} complete sets; {vp} VP.", complete).format(
            n=complete, vp=vp),
        _("Next: {art} ({cost}, {vp} VP).").format(art=data(nxt.name), cost=cost_text(nxt.cost), vp=nxt.vp))))


def _tea(surf: pygame.Surface, v: BoardView, p: SeatView, r: pygame.Rect) -> None:
    th, cat = v.th, v.cat
    own = p.tea if v.private == v.me else None  # (None: not this seat's view)
    mine = own is not None
    hidden: list[int | None] = [*own] if own is not None else [None] * p.tea_count
    items = [(c, False) for c in hidden] + [(c, True) for c in p.tea_kept]
    if not mine and p.tea_count:
        backs = _("{n} face-down, hidden.").format(n=p.tea_count)
        v.spots.add("tea_backs", r, Zoom(_("Tea cards"), (backs,)))
    w, marked = th.px(TEA_W), []
    for i, (cid, kept) in enumerate(items[:6]):
        cr = pygame.Rect(r.x + (i % 3) * th.px(33), r.y + (i // 3) * th.px(46), w, bc.height(w))
        if cid is None:
            surf.blit(bc.back("tea", w), cr.topleft)
            continue
        surf.blit(bc.tea_mini(cat, cid, w, v.marks), cr.topleft)
        if kept:
            pygame.draw.rect(surf, T.GOLD, cr, th.px(2), border_radius=th.px(4))
        key = f"tea:{cid}"
        if key in v.plan:
            plan_mark(surf, cr, th, tag=False)
            marked.append(cr)
        note = _("Kept face-up after use; it still scores.") if kept else _("Face-down: only you see it.")
        v.spots.add(key, cr, partial(card_zoom, cat, "tea", cid, note))
    plan_tags(surf, marked, th)
    if not items:
        th.blit_text(surf, _("none"), 11, T.MUTED, (r.x + th.px(4), r.y + th.px(14)), "serif-cond-italic",
                     "midleft")
