"""The Hive gameboard: the Social Beehive's levels 0-6 as hexagonal spaces (rulebook p.9).

The static layer (frame, hexes, names, level rail with VP, move costs, week track) depends
only on the catalog and the window size and is cached by the scene; the state layer adds the
Brooches, the Hive Bonus tokens, the Queen's Favorite, the Queen tracker, the Queen deck and
the Calling Cards on the Beehive space, and registers a hover spot for every space.
"""

from __future__ import annotations

from functools import partial

import pygame

from ... import i18n
from ...engine.catalog import Catalog
from ...engine.names import cost as cost_text
from ...i18n import N_, _, data, ngettext, pgettext
from .. import art, emblems
from .. import theme as T
from ..widgets import suit_icon
from . import describe, hive_costs
from .draw import (
    MAHOGANY_DARK,
    TOKEN_FILLS,
    badge_initials,
    brooch,
    calling_card,
    disc,
    hex_points,
    plaque,
    polygon,
    token,
    wood_panel,
)
from .layout import HEX_H, HEX_W, SeasonLayout
from .verb_words import effect_tag
from .view import BoardView, Zoom

WATERMARK_INK = (120, 72, 30)  # a burnt honey: the emblem under a hex's name
EVENT_LABELS = {"marchioness": N_("the Marchioness"), "pm": N_("the Prime Minister")}
EVENT_FILLS = {"marchioness": (120, 60, 130), "pm": (40, 110, 60)}
# The board's short labels for names too long for a hex at 12 px (the zoom names it in full).
SHORT_NAMES = {"Concert of Ancient Music": N_("Ancient Music"),
               "Royal Academy Exhibition": N_("Royal Academy"),
               "Dinner with the Prime Minister": N_("PM's Dinner"),
               "Drawing Room at St James's": N_("St James's"), "Ton Ball at Devonshire House": N_("Ton Ball"),
               "House of Lords Reception": N_("House of Lords"), "Promenade in the Park": N_("The Park"),
               "The Marchioness' Dinner": N_("The Dinner"), "The Marchioness' Tea": N_("The Tea"),
               "Lord Mayor's Banquet": N_("Mayor's Banquet"), "Regatta at Henley": N_("Henley"),
               "Coffee with the PM": N_("Coffee with PM"), "The Queen's Ball": N_("Queen's Ball")}
# English prints these whole (its short form would say less); a longer language may need one.
ABROAD_NAMES = {"The Embassy Ball": N_("Embassy Ball"), "Picnic at Richmond": N_("Richmond"),
                "Morning Call": N_("Call")}
# Shorter still, for a hex whose short name and effect line do not fit it (1280x720).
TINY_NAMES = {"House of Lords Reception": N_("The Lords")}


def event_initials() -> dict[str, str]:
    """The initials on an event's badge, in the language of the moment (German "Pr", the
    Premier; the Marchioness is "M" in each of the three)."""
    return {"marchioness": pgettext("Marchioness event badge", "M"),
            "pm": pgettext("Prime Minister event badge", "PM")}


def bonus_initial(token_id: str) -> str:
    """The initial on a Hive Bonus token: the Queen, Tea, else the Parlor (German "K", "T", "S")."""
    if token_id == "queen":
        return pgettext("Hive Bonus token: a Queen card", "Q")
    if token_id == "tea":
        return pgettext("Hive Bonus token: a Tea action", "T")
    return pgettext("Hive Bonus token: a Parlor action", "P")


# --------------------------------------------------------------------------- static layer
def _label(th: T.Theme, name: str, kind: str, size: int, room: int, at: tuple[int, int, int],
           extra: int) -> tuple[list[str], int]:
    """A hex's name lines and the top of the first: the first wrapping (the full name, then
    the short one, then the tiny one; then the same hyphenated) with at most `room` lines
    that each fit across the hex at their height. A flat-topped hex narrows from its middle
    to half its width at the top and bottom edges: a low line ("Banquet") ran over its edge
    at 1280x720."""
    cy, first, step = at
    shorts = SHORT_NAMES if i18n.language() == i18n.ENGLISH else {**ABROAD_NAMES, **SHORT_NAMES}
    short = _(shorts[name]) if name in shorts else ""
    tiny = _(TINY_NAMES[name]) if name in TINY_NAMES else ""

    def top_of(lines: list[str]) -> int:
        return max(first, cy - th.px(6) - step * (len(lines) + extra) // 2)

    def over(line: str, y: int) -> float:
        """How far a line drawn from y (its letters fill its middle half) runs into the gilt
        rim or past it (<= 0: clear of it)."""
        w, h = T.font(kind, size).size(line)
        dy = max(abs(y + h // 4 - cy), abs(y + h - h // 4 - cy))
        return w - (th.px(HEX_W) * (1 - dy / th.px(HEX_H)) - th.px(4))

    tried = []
    texts = dict.fromkeys(t for t in (data(name), short, tiny) if t)
    for breaks in (None, i18n.hyphenations):  # a word broken with a hyphen only as a last resort
        for text, width in ((t, th.px(w)) for t in texts for w in (HEX_W - 18, HEX_W - 10, HEX_W - 26)):
            lines = T.wrap(text, kind, size, width, breaks)
            top = top_of(lines)
            worst = max(over(line, top + i * step) for i, line in enumerate(lines))
            if len(lines) <= room and worst <= 0:
                return lines, top
            tried.append((len(lines) > room, max(0.0, worst), lines, top))
    _many, _worst, lines, top = min(tried, key=lambda t: t[:2])  # none fits: the least overflow
    return lines, top


def draw_static(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog, marks: bool) -> None:
    a = lay.hive
    wood_panel(surf, a.rect, th, MAHOGANY_DARK)
    th.blit_text(surf, _("The Social Beehive"), 21, T.GOLD, a.p(18, 12), "serif-bold")
    for lv in cat.hive_levels:
        _rail(surf, lay, th, lv.level, lv.vp)
        if lv.level:
            hive_costs.draw_rail(surf, lay, th, cat, lv.level, marks)
        for sid in lv.spaces:
            _hex(surf, lay, th, cat, sid)
    bee = lay.spaces["beehive"]
    plaque(surf, bee, th, (70, 44, 36), T.GOLD)
    title, room = _("The Beehive"), bee.w - th.px(8)
    if T.font("serif-cond-bold", th.fpx(15)).size(title)[0] > room:  # "Der Bienenstock": "Bienenstock"
        title = _("Beehive")
    th.blit_fit(surf, title, 15, T.GOLD, (bee.centerx, bee.y + th.px(8)), room, anchor="midtop")
    th.blit_text(surf, "\u221e", 30, T.GOLD, (bee.centerx, bee.y + th.px(26)), "sans-bold", "midtop")
    y = bee.y + th.px(62)
    for line in T.fit_lines(_("any number of cards"), "serif-cond-italic", th.fpx(12), bee.w - th.px(8), 1,
                            _("any number")):
        y = th.blit_text(surf, line, 12, T.PARCHMENT, (bee.centerx, y), "serif-cond-italic", "midtop").bottom
    first, last = lay.week_centers[0], lay.week_centers[-1]
    th.blit_text(surf, _("Week"), 13, T.PARCHMENT, ((first[0] + last[0]) // 2, first[1] - th.px(18)),
                 "serif-italic", "midbottom")
    for i, c in enumerate(lay.week_centers):
        disc(surf, T.GOLD_DARK, c, th.px(15))
        disc(surf, MAHOGANY_DARK, c, th.px(13))
        th.blit_text(surf, str(i + 1), 15, T.PARCHMENT, c, "serif-bold", "center")
    _queen_label(surf, lay, th, cat)


def _queen_label(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog) -> None:
    """"Queen cards" over its deck, right of the level-5 rail's cost chips with a gap: on two
    lines, broken where the language hyphenates, when one would crowd the chips (German
    "Königinnenkarten" at 1280x720)."""
    q = lay.queen_deck
    right = q.right + th.px(4)
    room = right - hive_costs.rail_rect(lay, th, cat, 5).right - th.px(10)
    px = th.fpx(12)
    lines = T.wrap(_("Queen cards"), "serif-cond-italic", px, room, i18n.hyphenations)
    if max(T.font("serif-cond-italic", px).size(line)[0] for line in lines) > room and T.RECORD is not None:
        T.RECORD.append(("label", _("Queen cards"), px))
    bottom = q.y - th.px(4)
    for line in reversed(lines):
        bottom = th.blit_text(surf, line, 12, T.PARCHMENT, (right, bottom), "serif-cond-italic",
                              "bottomright").top


def _rail(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, level: int, vp: int) -> None:
    a = lay.hive
    cy = lay.level_y[level]
    name = _("Start") if level == 0 else _("Level {n}").format(n=level)
    th.blit_text(surf, name, 12, T.PARCHMENT, a.p(38, cy - 26), "serif-bold", "center")
    c = a.p(38, cy + 2)
    polygon(surf, T.GOLD, hex_points(c, th.px(40), th.px(35)))
    polygon(surf, (60, 34, 28), hex_points(c, th.px(35), th.px(30)))
    th.blit_text(surf, str(vp), 15, T.GOLD, c, "serif-bold", "center")
    th.blit_text(surf, _("VP"), 10, T.PARCHMENT, a.p(38, cy + 28), "sans-bold", "center")


def _hex(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog, sid: str) -> None:
    sp = cat.hive[sid]
    c = lay.hex_centers[sid]
    w, h = th.px(HEX_W), th.px(HEX_H)
    polygon(surf, (26, 16, 12), hex_points((c[0] + th.px(2), c[1] + th.px(3)), w, h))
    face = f"hex_{sp.level}_{sp.event}" if sp.event else f"hex_{sp.level}"  # per level decoration
    surf.blit(art.image(face, w, h), (c[0] - w // 2, c[1] - h // 2))
    if sp.pm_dinner:
        pygame.draw.polygon(surf, T.GOLD_DARK, hex_points(c, w - th.px(12), h - th.px(12)), 1)
    if sp.level < 6:  # the Queen's Ball prints its crown above the name instead
        emblems.watermark(surf, sid, (c[0], c[1] + th.px(2)), int(h * 0.62), WATERMARK_INK)
    top = c[1] - th.px(24)
    if sp.event:
        token(surf, (c[0] - th.px(31), c[1] - th.px(30)), th.px(10), EVENT_FILLS[sp.event],
              event_initials()[sp.event])
    if sp.level == 6:
        suit_icon(surf, 4, (c[0], top + th.px(4)), th.px(8))
        top += th.px(11)
    size = th.fpx(11)
    kind = "sans-cond-bold"
    effects = " ".join(effect_tag(e) for e in sp.on_enter)
    step = T.font(kind, size).get_linesize() - max(1, size // 8)
    room = max(1, min(3, (th.px(HEX_H - 16) - (top - c[1] + th.px(24))) // step) - bool(effects))
    lines, top = _label(th, sp.name, kind, size, room, (c[1], top, step), bool(effects))
    for line in lines:
        img = th.text(line, 11, T.INK, kind)
        surf.blit(img, img.get_rect(midtop=(c[0], top)))
        top += step
    if effects:
        if T.font("serif-cond-italic", size).size(effects)[0] > th.px(HEX_W - 16):
            effects = " ".join(effect_tag(e, short=True) for e in sp.on_enter)  # the zoom says "gain a card"
        th.blit_text(surf, effects, 11, (110, 40, 30), (c[0], top), "serif-cond-italic", "midtop")


# --------------------------------------------------------------------------- state layer
def state_key(v: BoardView) -> tuple:
    """Everything of the position `draw_state` and its zooms read (issue 57, item 3: a Hive
    whose key is unchanged keeps its last picture, scenes/season_boards.py): who wears which
    Brooch, the Beehive's Calling Cards, the Hive Bonus tokens, the Queen's Favorite, the
    week, the Queen deck and what of it is in flight (a Brooch, a card to the Beehive)."""
    obs = v.obs
    flying = frozenset(k for k in v.hidden if k.startswith("brooch:") or k == "beehive")
    return (tuple((p.brooch, p.name, p.persona) for p in obs.players), obs.beehive_cards, obs.hive_bonus,
            obs.tokens.queens_favorite < 0, obs.week, obs.counts.queen_deck, flying)


def draw_state(surf: pygame.Surface, v: BoardView) -> None:
    lay, th, cat, obs = v.lay, v.th, v.cat, v.obs
    for lv in cat.hive_levels[1:]:  # the rails of move costs say themselves in full on hover
        v.spots.add(f"costs:{lv.level}", hive_costs.rail_rect(lay, th, cat, lv.level),
                    partial(hive_costs.rail_zoom, cat, lv.level))  # zooms: made when read (view.py)
    by_space: dict[str, list[int]] = {}
    for p in obs.players:
        if f"brooch:{p.seat}" not in v.hidden:  # still walking there
            by_space.setdefault(p.brooch, []).append(p.seat)
    for sid, c in lay.hex_centers.items():
        seats = by_space.get(sid, [])
        step = th.px(19)
        for j, seat in enumerate(seats):
            x = c[0] + round((j - (len(seats) - 1) / 2) * step)
            brooch(surf, (x, c[1] + th.px(27)), th.px(8), v.color(seat), v.initial(seat))
        v.spots.add(sid, lay.hex_rects[sid], partial(_space_zoom, v, sid, seats), hexagon=True)
        token_id = obs.hive_bonus.get(sid)
        if token_id:
            bt = next(t for t in cat.bonus_tokens if t.id == token_id)
            pos = (c[0] + th.px(31), c[1] - th.px(30))
            token(surf, pos, th.px(11), (120, 60, 40), bonus_initial(token_id))
            r = pygame.Rect(0, 0, th.px(26), th.px(26))
            r.center = pos
            v.spots.add(f"bonus:{sid}", r, Zoom(_("Hive Bonus: {token}").format(token=data(bt.name)), (
                _("Costs {cost}").format(cost=cost_text(bt.cost)) if any(bt.cost) else _("Free"),
                *(describe.effect_text(e) for e in bt.effects),
                _("Whoever moves here first may take it; either way it leaves the game."))))
    if obs.tokens.queens_favorite < 0:
        c = lay.hex_centers[cat.hive_levels[6].spaces[0]]
        pos = (c[0] - th.px(31), c[1] - th.px(30))
        token(surf, pos, th.px(13), dict(TOKEN_FILLS)["queens_favorite"], badge_initials()["queens_favorite"])
        r = pygame.Rect(0, 0, th.px(28), th.px(28))
        r.center = pos
        v.spots.add("token:queens_favorite", r, Zoom(*_token_zoom("queens_favorite")))
    week = min(4, max(1, obs.week))
    token(surf, lay.week_centers[week - 1], th.px(15), T.GOLD, "", ring=T.IVORY)
    suit_icon(surf, 4, lay.week_centers[week - 1], th.px(9))
    _queen_deck(surf, v)
    _beehive_cards(surf, v)


def _token_zoom(key: str) -> tuple[str, tuple[str, ...]]:
    title, text = describe.TOKEN_TEXT[key]
    return title, (text,)


def _queen_deck(surf: pygame.Surface, v: BoardView) -> None:
    from ..cards import draw_whist

    q, th = v.lay.queen_deck, v.th
    n = v.obs.counts.queen_deck
    if n:
        draw_whist(surf, None, q)
    else:
        pygame.draw.rect(surf, T.MUTED, q, 1, border_radius=th.px(4))
    th.blit_text(surf, _("{n} left").format(n=n), 12, T.PARCHMENT, (q.centerx, q.bottom + th.px(3)), "sans",
                 "midtop")
    v.spots.add("deck:queen", q, Zoom(_("The Queen deck"), (
        ngettext("{n} Queen card left (Victoria of each suit, with the crown).",
                 "{n} Queen cards left (Victoria of each suit, with the crown).", n).format(n=n),
        _("A Queen card pays one Crown, or any one unit of influence."),
        _("Gaining one when none remain gives one influence of each suit instead."))))


def _beehive_cards(surf: pygame.Surface, v: BoardView) -> None:
    bee = v.lay.spaces["beehive"]
    seats = [s for s in v.obs.beehive_cards]
    if "beehive" in v.hidden and seats:
        seats = seats[:-1]
    for i, seat in enumerate(seats):
        slot = v.lay.beehive_slot(i, len(v.obs.beehive_cards))
        calling_card(surf, slot, v.color(seat), v.initial(seat), v.persona(seat))
    names = i18n.list_of(v.player(s).name for s in seats) or _("none yet")
    v.spots.add("beehive", bee, Zoom(_("The Beehive action space"), (
        _(describe.BEEHIVE_TEXT), _("Calling Cards here this week: {names}").format(names=names))))


def _space_zoom(v: BoardView, sid: str, seats: list[int]) -> Zoom:
    cat = v.cat
    sp = cat.hive[sid]
    lv = cat.hive_levels[sp.level]
    lines = [_("Level {n} \u00b7 {vp} VP at the end of the game").format(n=sp.level, vp=lv.vp)]
    if sp.event:
        lines.append(_("Event space: {who}").format(who=_(EVENT_LABELS[sp.event])))
    lines += [_("On entering: {effect}").format(effect=describe.effect_text(e)) for e in sp.on_enter]
    if sp.pm_dinner:
        lines.append(_("While your Brooch is here you may use the PM's Dinner table spaces, and "
                       "this space leads straight to the Queen's Ball."))
    if sp.level:
        up = _("Moving up onto level {n} costs {cost}")
        lines.append(up.format(n=sp.level, cost=cost_text(lv.up_cost)))
    if lv.sideways_cost:
        side = ", ".join(f"{d + 1}: {cost_text(c)}" for d, c in enumerate(lv.sideways_cost))
        lines.append(_("Sideways on this level, by spaces: {costs}").format(costs=side))
    if sp.up:
        ups = i18n.list_of(data(cat.hive[u].name) for u in sp.up)
        lines.append(_("Leads up to: {spaces}").format(spaces=ups))
    token_id = v.obs.hive_bonus.get(sid)
    if token_id:
        bt = next(t for t in cat.bonus_tokens if t.id == token_id)
        lines.append(_("Hive Bonus token here: {token}").format(token=data(bt.name)))
    if seats:
        here = i18n.list_of(v.player(s).name for s in seats)
        lines.append(_("Brooches here: {names}").format(names=here))
    return Zoom(data(sp.name), tuple(lines))


def draw_links(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog, sid: str) -> None:
    """On hover: gilt threads from a space to the spaces it leads up to."""
    if sid not in lay.hex_centers:
        return
    a = lay.hex_centers[sid]
    for up in cat.hive[sid].up:
        b = lay.hex_centers[up]
        pygame.draw.line(surf, T.GLOW, a, b, th.px(3))
        disc(surf, T.GLOW, b, th.px(5))
    disc(surf, T.GLOW, a, th.px(5))
