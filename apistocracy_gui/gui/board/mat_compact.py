"""Every other player's mat, compact: name, tokens, tracks, brooch, columns, art, Tea cards
and piles on one small leather panel, with where each thing sits (`COMPACT_AT`, the piles
line) shared with the animation, so a card flying to another seat lands on the row that counts it.
"""

from __future__ import annotations

import pygame

from ...engine.catalog import HiveSpace
from ...engine.names import whist as whist_name
from ...i18n import N_, _, data, ngettext
from .. import theme as T
from ..vignettes import art_token
from ..widgets import suit_icon
from . import ballroom_cards as bc
from . import describe, solo
from .draw import calling_card, crest
from .hive import SHORT_NAMES
from .layout import TRACK_ORDER, Area
from .mat_seat import badges, character_zoom, host_suit, leather, token_face
from .view import BoardView, Zoom
from .zoom import card_zoom

# Where each thing sits on a compact mat (`draw_compact`), in its design pixels, so that a
# card or token flying to another seat's mat (board/stage) lands on the row that counts it.
COMPACT_AT = {"calling": (334, 16), "tracks": (77, 42), "lc": (105, 70), "ton": (275, 70)}
PILES_RIGHT, PILES_Y, PILES_SIZE = 360, 98, 11  # the "Hand · Deck · Disc." line, right-aligned
PILE_SEP = " \u00b7 "


SETS_X, TEA_X, TEA_CARDS = 112, 146, 34  # the last row: sets done, the Tea label, its cards
ART_X, ART_STEP, ART_RADIUS, ART_GAP = 50, 20, 8, 12  # the Gallery circles; ART_GAP: room after "Art"
ROW_GAP = 8


def gallery_row(scale: float, size: int) -> tuple[float, float]:
    """Where a compact mat's Gallery row goes, in design px: the centre of its first circle
    (ART_X, or after the "Art" label where the language's word is longer: German "Kunst"
    ran under the first token) and where the sets text after the circles starts."""
    label = T.font("sans-cond-bold", T.font_px(11, scale)).size(_("Art"))[0] / scale
    first = max(ART_X, 16 + label + ART_GAP)
    return first, max(SETS_X, first + (size - 1) * ART_STEP + ART_RADIUS + ROW_GAP)


def sets_text(sets: int) -> str:
    return ngettext("{n} set", "{n} sets", sets).format(n=sets)


def bottom_row(scale: float, sets: int, tea: int, kept: int, piles: tuple[int, int, int],
               sets_x: float) -> tuple[float, str]:
    """The last row of a compact mat, laid out left to right after the Gallery's circles
    (`gallery_row`, whose sets text starts at `sets_x`): where the Tea label goes and the
    piles line. At 1280x720 the 12 px floor of printed text made "1 set" run into
    "Tea", and "Hand 4 · Deck 1 · Disc. 0" into the Tea cards: the Tea label now follows the
    sets, and the piles line is "Hand n" alone where the whole one would reach the Tea
    cards (the zoom names every pile)."""

    def width(s: str, kind: str) -> float:
        return T.font(kind, T.font_px(PILES_SIZE, scale)).size(s)[0] / scale

    tea_x = max(TEA_X, sets_x + width(sets_text(sets), "sans-cond") + ROW_GAP) if sets else TEA_X
    end = max([tea_x + width(_("Tea"), "sans-cond-bold")] + [x + w for x, w in tea_cards(tea_x, tea, kept)])
    hand = _("Hand {n}").format(n=piles[0])
    full = PILE_SEP.join((hand, _("Deck {n}").format(n=piles[1]), _("Disc. {n}").format(n=piles[2])))
    if end + ROW_GAP + width(full, "sans-cond") <= PILES_RIGHT:
        return tea_x, full
    return tea_x, hand


def tea_cards(tea_x: float, tea: int, kept: int) -> list[tuple[float, int]]:
    """(left, width) in design px of each Tea card on a compact mat's last row: the
    face-down ones (four at most, overlapping), then up to two kept face-up."""
    x, shown = tea_x + TEA_CARDS, min(tea, 4)
    return [(x + i * 9, 13) for i in range(shown)] + [(x + shown * 9 + 6 + i * 18, 16) for i in range(kept)]


def compact_pile_points(area: Area, scale: float, text: str) -> dict[str, tuple[float, float]]:
    """The centres of the "Hand n", "Deck n" and "Disc. n" words of a compact mat's piles
    line as `draw_compact` prints it (`bottom_row`): a drawn card lands on the count it
    changes. A line of "Hand n" alone has the one."""
    f = T.font("sans-cond", T.font_px(PILES_SIZE, scale))
    right, y = area.p(PILES_RIGHT, PILES_Y)
    x = right - f.size(text)[0]
    out: dict[str, tuple[float, float]] = {}
    for key, part in zip(("hand", "deck", "discard"), text.split(PILE_SEP), strict=False):
        out[key] = (x + f.size(part)[0] / 2, y)
        x += f.size(part + PILE_SEP)[0]
    return out


def draw_compact(surf: pygame.Surface, v: BoardView, area: Area, seat: int, current: bool) -> None:
    th, cat = v.th, v.cat
    p = v.player(seat)
    v.spots.add(f"mat:{seat}", area.rect, compact_zoom(v, seat))
    leather(surf, area.rect, th, T.GLOW if current else T.GOLD_DARK)
    pygame.draw.rect(surf, v.color(seat), area.r(0, 0, 7, area.h), border_top_left_radius=th.px(10),
                     border_bottom_left_radius=th.px(10))
    x: float = 16
    if current:  # a gilt pointer beside the name of the seat whose turn it is
        x = th.blit_text(surf, "\u25b6", 13, T.GLOW, area.p(15, 15), "sans-cond-bold", "midleft").right
        x = (x - area.rect.x) / th.scale + 4
    th.blit_fit(surf, p.name, 15, T.IVORY, area.p(x, 5), th.px(206 - x), role="name")
    badges(surf, v, area, seat, (236, 16), 318)
    cc = area.r(326, 5, 16, 22)
    if p.calling:
        calling_card(surf, cc, v.color(seat), v.initial(seat), v.persona(seat))
    th.blit_text(surf, f"\u00d7{p.calling}", 13, T.IVORY, (cc.right + th.px(3), cc.centery),
                 "sans-cond-bold", "midleft")
    y = 42
    for i, suit in enumerate(TRACK_ORDER):
        x = 20 + i * 38
        suit_icon(surf, suit, area.p(x, y), th.px(7), v.marks)
        th.blit_text(surf, str(p.tracks[suit]), 13, T.IVORY, area.p(x + 10, y), "sans-cond-bold",
                     "midleft")
    hive_suit = p.hive_suit if p.hive_side == "B" else -1
    token_face(surf, v, area.p(180, y), p.host_side, host_suit(v, p), p.host_twirled, th.px(11))
    token_face(surf, v, area.p(208, y), p.hive_side, hive_suit, p.hive_twirled, th.px(11))
    th.blit_text(surf, brooch_line(cat.hive[p.brooch], th), 12, T.PARCHMENT, area.p(226, y),
                 "serif-cond", "midleft")
    y = 70
    for kind, x0, label in (("lc", 16, "L&C"), ("ton", 186, "Ton")):
        th.blit_text(surf, label, 11, T.GOLD, area.p(x0, y), "sans-cond-bold", "midleft")
        for i in range(5):
            r = area.r(x0 + 34 + i * 22, y - 11, 19, 22)
            column = p.column(kind)
            if i < len(column):
                card = cat.lc[column[i]] if kind == "lc" else cat.ton[column[i]]
                pygame.draw.rect(surf, T.IVORY, r, border_radius=th.px(3))
                crest(surf, card.crest, r.center, th.px(8))
                on = _("On {who}'s mat.").format(who=p.name)
                v.spots.add(f"{kind}:{seat}:{i}", r, card_zoom(cat, kind, column[i], on))
            else:
                pygame.draw.rect(surf, T.GOLD_DARK, r, 1, border_radius=th.px(3))
    y = 98
    size = len(cat.art)
    in_progress = next((n for n in p.sets if n < size), p.sets[-1] if p.sets else 0)
    th.blit_text(surf, _("Art"), 11, T.GOLD, area.p(16, y), "sans-cond-bold", "midleft")
    first, sets_x = gallery_row(th.scale, size)
    for k in range(size):
        c = area.p(first + k * ART_STEP, y)
        if k < in_progress:
            art_token(surf, k, c, th.px(ART_RADIUS))
        else:
            pygame.draw.circle(surf, T.GOLD_DARK, c, th.px(ART_RADIUS), 1)
    sets = sum(n == size for n in p.sets)
    tea_n, kept = p.tea_count, p.tea_kept[:2]
    tea_x, piles = bottom_row(th.scale, sets, tea_n, len(kept),
                              (p.hand_count, p.draw_count, len(p.discard)), sets_x)
    if sets:
        th.blit_text(surf, sets_text(sets), PILES_SIZE, T.PARCHMENT, area.p(sets_x, y), "sans-cond",
                     "midleft")
    th.blit_text(surf, _("Tea"), PILES_SIZE, T.GOLD, area.p(tea_x, y), "sans-cond-bold", "midleft")
    cards = tea_cards(tea_x, tea_n, len(kept))
    for x, w in cards[:len(cards) - len(kept)]:
        surf.blit(bc.back("tea", th.px(w)), area.p(x, y - 8))
    for (x, w), cid in zip(cards[len(cards) - len(kept):], kept, strict=True):
        tr = area.r(x, y - 10, w, 21)
        surf.blit(bc.tea_mini(cat, cid, tr.w, v.marks), tr.topleft)
        v.spots.add(f"tea_kept:{cid}", tr, card_zoom(cat, "tea", cid, _("Kept face-up after use.")))
    if solo.is_cat(v, seat):  # Lady Cat has no whist deck in the Season: her Solo cards instead
        piles = solo.piles_text(v, short=True)
    th.blit_text(surf, piles, PILES_SIZE, T.PARCHMENT, area.p(PILES_RIGHT, PILES_Y), "sans-cond",
                 "midright")


# Shorter still than the hexes' short names, for the one line of a compact mat only (the
# hexes have two or three lines and show these whole).
LINE_NAMES = {"Picnic at Richmond": N_("Picnic"), "Almack's Assembly": N_("Almack's"),
              "The Embassy Ball": N_("Embassy Ball")}


def brooch_line(space: HiveSpace, th: T.Theme) -> str:
    """Where a seat's brooch is, in one line of a compact mat: the first of its level and
    name, its level and short name (the hex's, then `LINE_NAMES`), the level number and
    short name, or the level alone that fits. At 1280x720 the printed text's 12 px floor
    wrapped most names, and the line showed the first half only ("Lvl 3: Royal", "Lvl 6:
    The Queen's"); the zoom names the space in full."""
    n, name = space.level, data(space.name)
    short = _(SHORT_NAMES[space.name]) if space.name in SHORT_NAMES else name
    tiny = _(LINE_NAMES[space.name]) if space.name in LINE_NAMES else short
    f, room = T.font("serif-cond", th.fpx(12)), th.px(136)
    lvl = _("Lvl {n}: {space}")
    forms = (lvl.format(n=n, space=name), lvl.format(n=n, space=short), lvl.format(n=n, space=tiny),
             f"{n} \u00b7 {tiny}")
    return next((s for s in forms if f.size(s)[0] <= room), _("Level {n}").format(n=n))


def compact_zoom(v: BoardView, seat: int) -> Zoom:
    cat = v.cat
    p = v.player(seat)
    lines = [solo.who()] if solo.is_cat(v, seat) else list(character_zoom(v, seat).lines)
    tracks = ", ".join(f"{p.tracks[s]} {describe.suit_word(s)}" for s in TRACK_ORDER)
    counts = {"hand": p.hand_count, "deck": p.draw_count, "discard": len(p.discard)}
    if p.discard:
        piles = _("Hand {hand}, draw deck {deck}, discard pile {discard}: {cards}").format(
            **counts, cards=", ".join(whist_name(cat, c) for c in p.discard))
    else:
        piles = _("Hand {hand}, draw deck {deck}, discard pile {discard}").format(**counts)
    if p.tea_kept:
        tea = _("Tea cards {n} face-down, {kept} kept face-up").format(n=p.tea_count,
                                                                        kept=len(p.tea_kept))
    else:
        tea = _("Tea cards {n} face-down").format(n=p.tea_count)
    lines += [_("Influence stored: {tracks}").format(tracks=tracks),
              solo.piles_text(v) if solo.is_cat(v, seat) else piles, tea]
    return Zoom(p.name, tuple(lines))
