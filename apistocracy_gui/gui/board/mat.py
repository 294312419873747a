"""Player mats: the viewer's mat drawn large, every other player's mat compact.

The large mat shows what the rulebook puts on and beside a mat (p.3, p.5-6, p.11-14): the
influence tracks 0-5, the Host and Beehive tokens with their side and twirl, the L&C and Ton
columns with their crests, the gallery, the Tea cards, the draw deck and discard pile, the
hand, the Calling Cards left and At Home. Private cards (hand, Tea cards) are face-up only
for the seat in `BoardView.private`; everyone else sees backs and counts.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import characters, gallery
from ...engine.advanced import advanced_data, goal_text
from ...engine.catalog import Catalog, HiveSpace
from ...engine.names import cost as cost_text
from ...engine.names import whist as whist_name
from .. import theme as T
from ..cards import draw_whist
from ..widgets import suit_icon
from . import adv_tokens as adv
from . import ballroom_cards as bc
from . import describe, solo
from .draw import calling_card, crest, disc, draw_cost, plan_mark, plan_tags, plaque, token
from .hive import SHORT_NAMES
from .layout import TRACK_ORDER, Area, SeasonLayout
from .view import BoardView, Zoom
from .zoom import card_zoom, whist_zoom

LEATHER = (34, 58, 48)
LEATHER_DARK = (24, 42, 35)
ART_LABELS = ("S", "M", "P")
# The headings over the cards and piles, each at the left edge of what it names.
HEADINGS = (("Hand", 12), ("Deck", 336), ("Discard", 384), ("Gallery", 442), ("Tea", 570))
HEADING_Y, DIVIDER_Y = 193, 187  # design pixels on the mat: the row of headings over the cards
HEADING_GAP = 8  # design pixels kept between two headings
TOKEN_BADGES = (("queens_favorite", (96, 48, 120), "QF"), ("artists_muse", (40, 110, 110), "AM"),
                ("favored_guest", (150, 50, 70), "FG"), ("card_sharp", (40, 90, 60), "CS"))


def _leather(surf: pygame.Surface, rect: pygame.Rect, th: T.Theme, border: T.Color = T.GOLD_DARK) -> None:
    rad = th.px(10)
    pygame.draw.rect(surf, (8, 14, 10), rect.move(th.px(2), th.px(3)), border_radius=rad)
    pygame.draw.rect(surf, LEATHER, rect, border_radius=rad)
    pygame.draw.rect(surf, border, rect, th.px(2), border_radius=rad)


# --------------------------------------------------------------------------- large mat: static
def draw_static(surf: pygame.Surface, lay: SeasonLayout, th: T.Theme, cat: Catalog, marks: bool) -> None:
    m = lay.mat
    _leather(surf, m.rect, th)
    pygame.draw.line(surf, T.GOLD_DARK, m.p(8, DIVIDER_Y), m.p(672, DIVIDER_Y), 1)
    for x in (152, 348, 514):
        pygame.draw.line(surf, T.GOLD_DARK, m.p(x, 8), m.p(x, 180), 1)
    th.blit_text(surf, "Influence", 12, T.GOLD, m.p(160, 4), "serif-bold")
    for suit, cells in lay.track_cells.items():
        suit_icon(surf, suit, (cells[0].x - th.px(14), cells[0].centery), th.px(8), marks)
        for n, c in enumerate(cells):
            pygame.draw.rect(surf, LEATHER_DARK, c, border_radius=th.px(4))
            pygame.draw.rect(surf, T.GOLD_DARK, c, 1, border_radius=th.px(4))
            th.blit_text(surf, str(n), 10, T.MUTED, c.center, "sans-cond", "center")
    for kind, title in (("lc", "Lords & Commons"), ("ton", "The Ton")):
        col = lay.columns[kind]
        title = T.fit_lines(title, "serif-cond-bold", th.fpx(11), col.w - th.px(40), 1,
                            kind.upper().replace("LC", "L&C"))[0]
        th.blit_text(surf, title, 11, T.GOLD, (col.x + th.px(6), col.y + th.px(5)), "serif-cond-bold")
        for i, r in enumerate(lay.column_slots[kind]):
            pygame.draw.rect(surf, LEATHER_DARK, r, border_radius=th.px(5))
            pygame.draw.rect(surf, T.GOLD_DARK, r, 1, border_radius=th.px(5))
            x = th.blit_text(surf, f"row {i + 1}", 10, T.MUTED, (r.x + th.px(8), r.centery),
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
        for label, x in HEADINGS:
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
def draw_large(surf: pygame.Surface, v: BoardView) -> None:
    lay, th, cat = v.lay, v.th, v.cat
    m = lay.mat
    p = v.player(v.me)
    seat = v.me
    name = th.blit_fit(surf, p["name"], 15, T.IVORY, m.p(12, 6), th.px(140), role="name")
    pygame.draw.line(surf, v.color(seat), (name.x, name.bottom), (name.right, name.bottom), th.px(3))
    ch = cat.characters.get(p["character"])
    if ch is not None:
        if v.obs["mode"] == "advanced":
            _adv_host_line(surf, v, p, m.r(14, 32, 134, 14))
        else:
            host = T.fit_lines(ch.host, "serif-cond-italic", th.fpx(11), th.px(134), 1,
                               ch.host.split(" of ")[-1])[0]  # the zoom names the host in full
            th.blit_text(surf, host, 11, T.PARCHMENT, m.p(14, 32), "serif-cond-italic")
        color = T.GOLD if p["goal_done"] else T.PARCHMENT
        th.blit_wrapped(surf, _goal_line(v, seat), 10.5, color, m.r(14, 47, 136, 31), "serif-cond")
        v.spots.add("host_card", m.r(8, 4, 142, 74), _character_zoom(v, seat))
    _badges(surf, v, m, seat, (14, 88), 150)
    _calling(surf, v, lay.calling, p["calling"], seat)
    _home(surf, v, p)
    _tracks(surf, v, p)
    _host_tokens(surf, v, p)
    for kind in ("lc", "ton"):
        _column(surf, v, kind, p[kind])
    _hand(surf, v, p)
    _piles(surf, v, p)
    _gallery(surf, v, p, lay.gallery)
    _tea(surf, v, p, lay.tea)


def _goal_line(v: BoardView, seat: int) -> str:
    """The in-game goal (the character's, or the drafted Goal token in advanced mode) with
    its progress as the engine counts it."""
    p = v.player(seat)
    if v.obs["mode"] == "advanced":
        if not p["adv_goal"]:
            return "Goal: not drafted yet"
        token = advanced_data().goal(p["adv_goal"])
        kind, n, text = token.kind, token.count, goal_text(token)
    else:
        kind, n = v.cat.characters[p["character"]].in_game_goal
        text = describe.goal(kind, n)
    if p["goal_done"]:
        return f"Goal done: {text}"
    text = text.removeprefix(f"{n} ")  # "Goal 1/3: Tea cards": the count is said once
    return f"Goal {min(characters.goal_progress(v.game, seat, kind), n)}/{n}: {text}"


def _character_zoom(v: BoardView, seat: int) -> Zoom:
    p = v.player(seat)
    ch = v.cat.characters.get(p["character"])
    if ch is None:
        return Zoom(p["name"])
    if v.obs["mode"] == "advanced":
        lines = _adv_lines(v, p)
    else:
        end_kind, end_n = ch.end_goal
        lines = [f"Host: {ch.host}", _goal_line(v, seat) + " \u2192 the Host token turns to side B",
                 f"End goal: {describe.goal(end_kind, end_n)} \u2192 5 VP",
                 *(describe.POWER_TEXT[pw] for pw in ch.powers)]
    lines += [describe.CLUB_POWER_TEXT[ch.club_power] + (" (used)" if p["club_power_used"] else ""),
              f"Beehive token turns to side B on level {ch.beehive_flip_level}."]
    return Zoom(p["name"], tuple(lines))


def _badges(surf: pygame.Surface, v: BoardView, area: Area, seat: int, at: tuple[float, float],
            right: float) -> None:
    """The Advanced tokens taken (Goal, Host Bonus, VP), the First Player token and the claimed
    VP tokens, as small tokens in a row from `at`, closer together when they would pass `right`."""
    th = v.th
    x, y = at
    badges = _adv_badges(v, seat)
    if v.obs["first"] == seat:
        badges.append(("first", _round(130, 100, 40, "1st"), describe.TOKEN_TEXT["first"]))
    badges += [(k, _round(*fill, label), describe.TOKEN_TEXT[k]) for k, fill, label in TOKEN_BADGES
               if v.obs["tokens"][k] == seat]
    step = min(24, (right - x - 18) / max(1, len(badges) - 1))
    for key, paint, (title, *text) in badges:
        c = area.p(x + 9, y)
        paint(surf, c, th.px(10))
        v.spots.add(f"badge:{seat}:{key}", pygame.Rect(c[0] - th.px(10), c[1] - th.px(10), th.px(20),
                                                       th.px(20)), Zoom(title, tuple(text)))
        x += step


def _round(r: int, g: int, b: int, label: str) -> Callable[[pygame.Surface, tuple[int, int], int], None]:
    return lambda surf, c, radius: token(surf, c, radius, (r, g, b), label)


def _adv_badges(v: BoardView, seat: int) -> list:
    """The Goal token drafted, then the Host Bonus and VP tokens once taken (rulebook p.22)."""
    p = v.player(seat)
    if v.obs["mode"] != "advanced" or not p["adv_goal"]:
        return []
    data = advanced_data()
    goal = data.goal(p["adv_goal"])
    out = [("goal", lambda surf, c, r: adv.goal_chip(surf, c, r, goal.id),
            (f"Goal token: {goal.name}", _goal_line(v, seat), *adv.goal_lines(goal)))]
    if p["adv_bonus"]:
        bonus, vp = data.bonus(p["adv_bonus"]), p["adv_vp"]
        out += [("adv_bonus", lambda surf, c, r: adv.bonus_chip(surf, c, r, bonus.id),
                 (f"Host Bonus token: {bonus.name}", *adv.bonus_lines(bonus, vp))),
                ("adv_vp", lambda surf, c, r: adv.vp_chip(surf, c, r, vp),
                 (f"VP token {adv.vp_text(vp)}", "Taken with the Host Bonus token, in order of choosing "
                  "(-2, 0, +2, +4); scored on line 6 of the score pad."))]
    return out


def _adv_host_line(surf: pygame.Surface, v: BoardView, p: dict, r: pygame.Rect) -> None:
    """Advanced mode: the host is the drafted Goal token, with its Host token's A and B suits."""
    th = v.th
    if not p["adv_goal"]:
        text = T.fit_lines("Host: from the Goal draft", "serif-cond-italic", th.fpx(11), r.w, 1,
                           "Host: to be drafted")[0]
        th.blit_text(surf, text, 11, T.PARCHMENT, r.midleft, "serif-cond-italic", "midleft")
        return
    goal = advanced_data().goal(p["adv_goal"])
    pair = th.px(52)
    name = T.fit_lines(goal.name, "serif-cond-italic", th.fpx(11), r.w - pair, 1,
                       goal.name.removeprefix("The ").replace("Member for the ", ""))[0]
    th.blit_text(surf, name, 11, T.PARCHMENT, r.midleft, "serif-cond-italic", "midleft")
    adv.host_pair(surf, th, (r.right - pair + th.px(4), r.centery), goal, 10, v.marks, T.PARCHMENT)


def _adv_lines(v: BoardView, p: dict) -> list[str]:
    """Advanced mode: the character keeps its cards and Beehive token; the host, goal and
    powers come from the tokens taken (rulebook p.22)."""
    seat = p["seat"]
    if not p["adv_goal"]:
        return ["Host and goal: chosen in the Goal draft."]
    data = advanced_data()
    goal = data.goal(p["adv_goal"])
    lines = [f"Host: {goal.name} (Host token A {describe.suit_word(goal.host_a)}, "
             f"B {describe.suit_word(goal.host_b)})",
             _goal_line(v, seat) + " \u2192 the Host token turns to side B"]
    if p["adv_bonus"]:
        bonus = data.bonus(p["adv_bonus"])
        lines.append(f"Host Bonus: {bonus.name}: {bonus.text} ({adv.vp_text(p['adv_vp'])} VP token)")
    return lines


def _calling(surf: pygame.Surface, v: BoardView, r: pygame.Rect, n: int, seat: int) -> None:
    th = v.th
    if n == 0:
        pygame.draw.rect(surf, T.MUTED, r, 1, border_radius=th.px(6))
        th.blit_text(surf, "none left", 10, T.MUTED, r.center, "serif-cond-italic", "center")
    for i in range(min(n, 5)):
        calling_card(surf, r.move(-th.px(2) * (n - 1 - i), -th.px(2) * (n - 1 - i)), v.color(seat),
                     v.initial(seat), v.persona(seat))
    if n:
        c = (r.right - th.px(2), r.y + th.px(2) - th.px(2) * (n - 1))
        token(surf, c, th.px(10), T.INK, str(n))
    v.spots.add("calling", r, Zoom("Calling Cards", (
        f"{n} left this week.", "Drag one onto a glowing space to place it, or click the stack "
        "and then a space.")))


def _home(surf: pygame.Surface, v: BoardView, p: dict) -> None:
    th = v.th
    r = v.lay.spaces["home"]
    plaque(surf, r, th)
    th.blit_text(surf, "At Home", 12, T.INK, (r.centerx, r.y + th.px(4)), "serif-cond-bold", "midtop")
    note = T.fit_lines("free, weekly", "serif-cond-italic", th.fpx(10), r.w - th.px(4), 1, "weekly")[0]
    th.blit_text(surf, note, 10, T.MUTED, (r.centerx, r.y + th.px(19)), "serif-cond-italic", "midtop")
    cr = v.lay.calling_slot("home")
    assert cr is not None  # (At Home has one)
    if p["home_used"] and "home" not in v.hidden:
        calling_card(surf, cr, v.color(p["seat"]), v.initial(p["seat"]), v.persona(p["seat"]))
    elif "home" not in v.hidden:  # an empty place (not one a card is flying to: it lands over it)
        pygame.draw.rect(surf, (200, 186, 150), cr, 1, border_radius=th.px(4))
    v.spots.add("home", r, Zoom("At Home with Host", (describe.HOME_TEXT,
                                                      "Used this week." if p["home_used"] else "")))


def _tracks(surf: pygame.Surface, v: BoardView, p: dict) -> None:
    th = v.th
    for suit in TRACK_ORDER:
        cells = v.lay.track_cells[suit]
        n = p["tracks"][suit]
        for c in cells[1:n]:
            pygame.draw.rect(surf, (120, 96, 44), c, border_radius=th.px(4))
            th.blit_text(surf, str(cells.index(c)), 10, T.IVORY, c.center, "sans-cond-bold", "center")
        token(surf, cells[n].center, th.px(9), T.IVORY, "", ring=v.color(p["seat"]))
        suit_icon(surf, suit, cells[n].center, th.px(5), v.marks)
        row = cells[0].unionall(cells[1:]).inflate(th.px(26), 0).move(-th.px(13), 0)
        key = f"track:{suit}"
        if key in v.plan:
            plan_mark(surf, cells[n], th)
        v.spots.add(key, row, Zoom(f"{describe.suit_word(suit)} influence track", (
            f"{n} stored (the track runs 0-5; a gain past 5 is lost).",
            "Spend stored influence by moving the token down one step per unit.")))


def _token_face(surf: pygame.Surface, v: BoardView, c: tuple[int, int], side: str, suit: int,
                twirled: bool, r: int) -> None:
    """A Host or Beehive token: side letter and suit; twirled, it lies tipped and greyed."""
    th = v.th
    size = r * 2 + 4
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    mid = (size // 2, size // 2)
    disc(img, T.GOLD if side == "B" else T.PARCHMENT, mid, r)
    disc(img, (60, 40, 34), mid, r - max(2, r // 7))
    if suit >= 0:
        disc(img, T.IVORY, (mid[0], mid[1] - r // 5), int(r * 0.5))
        suit_icon(img, suit, (mid[0], mid[1] - r // 5), int(r * 0.38), v.marks)
    letter = th.text(side, max(7, r * 0.45 / th.scale), T.GOLD, "sans-cond-bold")
    img.blit(letter, letter.get_rect(center=(mid[0], mid[1] + int(r * 0.58))))
    if twirled:
        img = pygame.transform.rotate(img, 90)
        shade = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(shade, (20, 20, 20, 150), (img.get_width() // 2, img.get_height() // 2), r)
        img.blit(shade, (0, 0))
    surf.blit(img, img.get_rect(center=c))


def _host_suit(v: BoardView, p: dict) -> int:
    """The Host token's suit now; -1 (none) in advanced mode until its Goal token is drafted."""
    return -1 if v.obs["mode"] == "advanced" and not p["adv_goal"] else p["host_suit"]


SHORT_TOKEN_NAMES = {"Beehive": "Hive"}  # where the full name would run into what is beside it


def _host_tokens(surf: pygame.Surface, v: BoardView, p: dict) -> None:
    th, lay = v.th, v.lay
    r = th.px(20)
    host_suit = _host_suit(v, p)
    hive_suit = p["hive_suit"] if p["hive_side"] == "B" else -1
    items = (("host", lay.host_token, "Host", p["host_side"], host_suit, p["host_twirled"]),
             ("hive_token", lay.hive_token, "Beehive", p["hive_side"], hive_suit, p["hive_twirled"]))
    label_px = th.fpx(10.5)
    for key, c, name, side, suit, twirled in items:
        _token_face(surf, v, c, side, suit, twirled, r)
        if key in v.plan:
            plan_mark(surf, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), th)
        x = c[0] + r + th.px(5)
        # up to the next token, or the L&C column after the last one
        stop = lay.hive_token[0] - r if key == "host" else lay.columns["lc"].x
        room = stop - x - th.px(4)
        label = f"{name} {side}"
        if T.font("sans-cond-bold", label_px).size(label)[0] > room:  # the columns come first
            label = f"{SHORT_TOKEN_NAMES.get(name, name)} {side}"
        th.blit_text(surf, label, 10.5, T.PARCHMENT, (x, c[1] - th.px(7)), "sans-cond-bold", "midleft")
        state = "twirled" if twirled else ("ready" if suit >= 0 else "no influence")
        state = T.fit_lines(state, "serif-cond-italic", th.fpx(10), room, 1, "none")[0]
        th.blit_text(surf, state, 10, T.MUTED if twirled else T.PARCHMENT, (x, c[1] + th.px(7)),
                     "serif-cond-italic", "midleft")
        what = (f"Twirl it to gain 1 {describe.suit_word(suit)}; it untwirls next week or At Home."
                if suit >= 0 else "Side A gives no influence; it turns to side B when your Brooch "
                "climbs high enough.")
        hit = pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)
        v.spots.add(key, hit, Zoom(f"{name} Influence token, side {side}",
                                   (what, "Twirled this week." if twirled else "Not twirled.")))


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
        v.spots.add(f"{kind}:{v.me}:{i}", r, card_zoom(cat, kind, cid, f"Row {i + 1} of the column."))


def _hand(surf: pygame.Surface, v: BoardView, p: dict) -> None:
    th, cat = v.th, v.cat
    mine = v.private == v.me and "hand" in p
    cards = p["hand"] if mine else [None] * p["hand_count"]
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
        v.spots.add(key, r, whist_zoom(
            cat, cid, f"Discard it for 1 {describe.suit_word(suit)} influence.",
            {"star": "A Star card.", "queen": "A Queen card: it pays a Crown or any one unit.",
             "starting": "A starting card.", "regular": "A regular card."}[card.group]))
    plan_tags(surf, marked, th)
    if not cards:
        th.blit_text(surf, "no cards in hand", 11, T.MUTED, v.lay.mat.p(14, 250), "serif-cond-italic",
                     "midleft")
    if not mine and cards:
        v.spots.add("hand_backs", v.lay.hand_area, Zoom(f"{p['name']}'s hand", (
            f"{len(cards)} card{'s' if len(cards) != 1 else ''}, hidden.",)))


def _piles(surf: pygame.Surface, v: BoardView, p: dict) -> None:
    th, cat = v.th, v.cat
    deck, disc_r = v.lay.deck, v.lay.discard
    if p["draw_count"]:
        draw_whist(surf, None, deck)
    else:
        pygame.draw.rect(surf, T.MUTED, deck, 1, border_radius=th.px(5))
    th.blit_text(surf, str(p["draw_count"]), 13, T.IVORY, (deck.centerx, deck.bottom + th.px(4)),
                 "sans-cond-bold",
                 "midtop")
    lines = [f"{p['draw_count']} face-down; order unknown."]
    if "draw" in p and v.private == v.me and p["draw"]:
        lines.append("Holds: " + ", ".join(whist_name(cat, c) for c in p["draw"]))
    v.spots.add("draw", deck, Zoom("Draw deck", tuple(lines)))
    pile = [c for c in p["discard"] if f"discard:{c}" not in v.hidden]  # not those still flying there
    if pile:
        draw_whist(surf, cat.whist[pile[-1]], disc_r, v.marks)
    elif len(pile) == len(p["discard"]):  # empty, with no card on its way to land over it
        pygame.draw.rect(surf, T.MUTED, disc_r, 1, border_radius=th.px(5))
    th.blit_text(surf, str(len(pile)), 13, T.IVORY, (disc_r.centerx, disc_r.bottom + th.px(4)),
                 "sans-cond-bold",
                 "midtop")
    v.spots.add("discard", disc_r, Zoom("Discard pile", (
        f"{len(pile)} card{'s' if len(pile) != 1 else ''}, face-up: "
        + (", ".join(whist_name(cat, c) for c in pile) or "empty"),
        "Shuffled into the draw deck when it runs out.")))


def _gallery(surf: pygame.Surface, v: BoardView, p: dict, r: pygame.Rect) -> None:
    """One row per Gallery card (the last three), its paintings in commission order."""
    th, cat = v.th, v.cat
    art, sets = p["art"], p["sets"] or [0]
    for row, n in enumerate(sets[-3:]):
        for k in range(len(cat.art)):
            c = (r.x + th.px(12) + k * th.px(24), r.y + th.px(12) + row * th.px(26))
            if k < n:
                token(surf, c, th.px(10), (70, 90, 110), ART_LABELS[k])
            else:
                pygame.draw.circle(surf, T.GOLD_DARK, c, th.px(10), 1)
    vp = sum(cat.art[i].vp for i in art)
    complete = sum(n == len(cat.art) for n in sets)
    th.blit_text(surf, f"{vp} VP", 11, T.PARCHMENT, (r.right - th.px(4), r.y + th.px(12)), "sans-cond-bold",
                 "midright")
    names = ", ".join(cat.art[i].name for i in art) or "nothing yet"
    nxt = cat.art[gallery.next_art(v.game, p["seat"])]
    v.spots.add(f"gallery:{p['seat']}", r, Zoom("Gallery", (
        f"Commissioned: {names}.", f"{complete} complete set{'s' if complete != 1 else ''}; {vp} VP.",
        f"Next: {nxt.name} ({cost_text(nxt.cost)}, {nxt.vp} VP).")))


def _tea(surf: pygame.Surface, v: BoardView, p: dict, r: pygame.Rect) -> None:
    th, cat = v.th, v.cat
    mine = v.private == v.me and "tea" in p
    hidden = p["tea"] if mine else [None] * p["tea_count"]
    items = [(c, False) for c in hidden] + [(c, True) for c in p["tea_kept"]]
    if not mine and p["tea_count"]:
        v.spots.add("tea_backs", r, Zoom("Tea cards", (f"{p['tea_count']} face-down, hidden.",)))
    w, marked = th.px(30), []
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
        note = "Kept face-up after use; it still scores." if kept else "Face-down: only you see it."
        v.spots.add(key, cr, card_zoom(cat, "tea", cid, note))
    plan_tags(surf, marked, th)
    if not items:
        th.blit_text(surf, "none", 11, T.MUTED, (r.x + th.px(4), r.y + th.px(14)), "serif-cond-italic",
                     "midleft")


# --------------------------------------------------------------------------- compact mats
# Where each thing sits on a compact mat (`draw_compact`), in its design pixels, so that a
# card or token flying to another seat's mat (motion.py) lands on the row that counts it.
COMPACT_AT = {"calling": (334, 16), "tracks": (77, 42), "lc": (105, 70), "ton": (275, 70),
              "gallery": (70, 98), "tea": (190, 98)}
PILES_RIGHT, PILES_Y, PILES_SIZE = 360, 98, 11  # the "Hand · Deck · Disc." line, right-aligned
PILE_SEP = " \u00b7 "


SETS_X, TEA_X, TEA_CARDS = 112, 146, 34  # the last row: sets done, the Tea label, its cards
ROW_GAP = 8


def sets_text(sets: int) -> str:
    return f"{sets} set{'s' if sets > 1 else ''}"


def bottom_row(scale: float, sets: int, tea: int, kept: int, piles: tuple[int, int, int]
               ) -> tuple[float, str]:
    """The last row of a compact mat, laid out left to right: where the Tea label goes and
    the piles line. At 1280x720 the 12 px floor of printed text made "1 set" run into
    "Tea", and "Hand 4 · Deck 1 · Disc. 0" into the Tea cards: the Tea label now follows the
    sets, and the piles line is "Hand n" alone where the whole one would reach the Tea
    cards (the zoom names every pile)."""

    def width(s: str, kind: str) -> float:
        return T.font(kind, T.font_px(PILES_SIZE, scale)).size(s)[0] / scale

    tea_x = max(TEA_X, SETS_X + width(sets_text(sets), "sans-cond") + ROW_GAP) if sets else TEA_X
    end = max([tea_x + width("Tea", "sans-cond-bold")] + [x + w for x, w in tea_cards(tea_x, tea, kept)])
    full = PILE_SEP.join((f"Hand {piles[0]}", f"Deck {piles[1]}", f"Disc. {piles[2]}"))
    if end + ROW_GAP + width(full, "sans-cond") <= PILES_RIGHT:
        return tea_x, full
    return tea_x, f"Hand {piles[0]}"


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
    v.spots.add(f"mat:{seat}", area.rect, _compact_zoom(v, seat))
    _leather(surf, area.rect, th, T.GLOW if current else T.GOLD_DARK)
    pygame.draw.rect(surf, v.color(seat), area.r(0, 0, 7, area.h), border_top_left_radius=th.px(10),
                     border_bottom_left_radius=th.px(10))
    x: float = 16
    if current:  # a gilt pointer beside the name of the seat whose turn it is
        x = th.blit_text(surf, "\u25b6", 13, T.GLOW, area.p(15, 15), "sans-cond-bold", "midleft").right
        x = (x - area.rect.x) / th.scale + 4
    th.blit_fit(surf, p["name"], 15, T.IVORY, area.p(x, 5), th.px(206 - x), role="name")
    _badges(surf, v, area, seat, (236, 16), 318)
    cc = area.r(326, 5, 16, 22)
    if p["calling"]:
        calling_card(surf, cc, v.color(seat), v.initial(seat), v.persona(seat))
    th.blit_text(surf, f"\u00d7{p['calling']}", 13, T.IVORY, (cc.right + th.px(3), cc.centery),
                 "sans-cond-bold", "midleft")
    y = 42
    for i, suit in enumerate(TRACK_ORDER):
        x = 20 + i * 38
        suit_icon(surf, suit, area.p(x, y), th.px(7), v.marks)
        th.blit_text(surf, str(p["tracks"][suit]), 13, T.IVORY, area.p(x + 10, y), "sans-cond-bold",
                     "midleft")
    hive_suit = p["hive_suit"] if p["hive_side"] == "B" else -1
    _token_face(surf, v, area.p(180, y), p["host_side"], _host_suit(v, p), p["host_twirled"], th.px(11))
    _token_face(surf, v, area.p(208, y), p["hive_side"], hive_suit, p["hive_twirled"], th.px(11))
    th.blit_text(surf, brooch_line(cat.hive[p["brooch"]], th), 12, T.PARCHMENT, area.p(226, y),
                 "serif-cond", "midleft")
    y = 70
    for kind, x0, label in (("lc", 16, "L&C"), ("ton", 186, "Ton")):
        th.blit_text(surf, label, 11, T.GOLD, area.p(x0, y), "sans-cond-bold", "midleft")
        for i in range(5):
            r = area.r(x0 + 34 + i * 22, y - 11, 19, 22)
            cards = p[kind]
            if i < len(cards):
                card = cat.lc[cards[i]] if kind == "lc" else cat.ton[cards[i]]
                pygame.draw.rect(surf, T.IVORY, r, border_radius=th.px(3))
                crest(surf, card.crest, r.center, th.px(8))
                v.spots.add(f"{kind}:{seat}:{i}", r, card_zoom(cat, kind, cards[i], f"On {p['name']}'s mat."))
            else:
                pygame.draw.rect(surf, T.GOLD_DARK, r, 1, border_radius=th.px(3))
    y = 98
    size = len(cat.art)
    in_progress = next((n for n in p["sets"] if n < size), p["sets"][-1] if p["sets"] else 0)
    th.blit_text(surf, "Art", 11, T.GOLD, area.p(16, y), "sans-cond-bold", "midleft")
    for k in range(size):
        c = area.p(50 + k * 20, y)
        if k < in_progress:
            token(surf, c, th.px(8), (70, 90, 110), ART_LABELS[k])
        else:
            pygame.draw.circle(surf, T.GOLD_DARK, c, th.px(8), 1)
    sets = sum(n == size for n in p["sets"])
    tea_n, kept = p["tea_count"], p["tea_kept"][:2]
    tea_x, piles = bottom_row(th.scale, sets, tea_n, len(kept),
                              (p["hand_count"], p["draw_count"], len(p["discard"])))
    if sets:
        th.blit_text(surf, sets_text(sets), PILES_SIZE, T.PARCHMENT, area.p(SETS_X, y), "sans-cond",
                     "midleft")
    th.blit_text(surf, "Tea", PILES_SIZE, T.GOLD, area.p(tea_x, y), "sans-cond-bold", "midleft")
    cards = tea_cards(tea_x, tea_n, len(kept))
    for x, w in cards[:len(cards) - len(kept)]:
        surf.blit(bc.back("tea", th.px(w)), area.p(x, y - 8))
    for (x, w), cid in zip(cards[len(cards) - len(kept):], kept, strict=True):
        tr = area.r(x, y - 10, w, 21)
        surf.blit(bc.tea_mini(cat, cid, tr.w, v.marks), tr.topleft)
        v.spots.add(f"tea_kept:{cid}", tr, card_zoom(cat, "tea", cid, "Kept face-up after use."))
    if solo.is_cat(v, seat):  # Lady Cat has no whist deck in the Season: her Solo cards instead
        piles = solo.piles_text(v, "Solo")
    th.blit_text(surf, piles, PILES_SIZE, T.PARCHMENT, area.p(PILES_RIGHT, PILES_Y), "sans-cond",
                 "midright")


# Shorter still than the hexes' short names, for the one line of a compact mat only (the
# hexes have two or three lines and show these whole).
LINE_NAMES = {"Picnic at Richmond": "Picnic", "Almack's Assembly": "Almack's",
              "The Embassy Ball": "Embassy Ball"}


def brooch_line(space: HiveSpace, th: T.Theme) -> str:
    """Where a seat's brooch is, in one line of a compact mat: the first of its level and
    name, its level and short name (the hex's, then `LINE_NAMES`), the level number and
    short name, or the level alone that fits. At 1280x720 the printed text's 12 px floor
    wrapped most names, and the line showed the first half only ("Lvl 3: Royal", "Lvl 6:
    The Queen's"); the zoom names the space in full."""
    n, short = space.level, SHORT_NAMES.get(space.name, space.name)
    tiny = LINE_NAMES.get(space.name, short)
    f, room = T.font("serif-cond", th.fpx(12)), th.px(136)
    forms = (f"Lvl {n}: {space.name}", f"Lvl {n}: {short}", f"Lvl {n}: {tiny}", f"{n} \u00b7 {tiny}")
    return next((s for s in forms if f.size(s)[0] <= room), f"Level {n}")


def _compact_zoom(v: BoardView, seat: int) -> Zoom:
    cat = v.cat
    p = v.player(seat)
    lines = [solo.WHO] if solo.is_cat(v, seat) else list(_character_zoom(v, seat).lines)
    tracks = ", ".join(f"{p['tracks'][s]} {describe.suit_word(s)}" for s in TRACK_ORDER)
    piles = (f"Hand {p['hand_count']}, draw deck {p['draw_count']}, discard pile {len(p['discard'])}"
             + (": " + ", ".join(whist_name(cat, c) for c in p["discard"]) if p["discard"] else ""))
    lines += [f"Influence stored: {tracks}", solo.piles_text(v) if solo.is_cat(v, seat) else piles,
              f"Tea cards {p['tea_count']} face-down" + (f", {len(p['tea_kept'])} kept face-up"
                                                         if p["tea_kept"] else "")]
    return Zoom(p["name"], tuple(lines))
