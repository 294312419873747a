"""What each engine event looks like on the Season screen: one function per event kind,
each turning the event into a `Beat` of sprites on the `Stage` (which knows where things are
on this screen). An event kind with no function here is told by its caption alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _, number
from .. import theme as T
from ..vignettes import token_img
from . import ballroom_cards as bc
from . import mat_compact
from .beat import SECONDS, Beat, Point, Sprite
from .draw import TOKEN_FILLS, badge_initials, brooch, monogram, seat_color
from .hive import bonus_initial

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...engine.events import Event
    from .stage import Stage

# A token flies in the colours and letters of the badge it becomes on the mat.
TOKEN_COLORS = dict(TOKEN_FILLS)


def week_started(st: Stage, e: Event) -> Beat:
    return Beat(banner=_("Week {week}").format(week=number(e.data["week"])), hold=SECONDS["banner"] * st.f)


def phase_changed(st: Stage, e: Event) -> Beat:
    text = _("The Whist Phase") if e.data["phase"] == "whist" else _("The game is over")
    return Beat(banner=text, hold=SECONDS["banner"] * st.f)


def card_placed(st: Stage, e: Event) -> Beat:
    seat, space = e.actor, e.data["space"]
    img, target = st.calling_onto(seat, space.removesuffix("_stay"))
    start = st.fly_from.center if st.fly_from is not None and seat == st.me else \
        st.mat_point(seat, "calling")
    hide = {space} if space in st.lay.spaces and st.own_space(seat, space) == space else set()
    if space.startswith("beehive"):
        hide = {"beehive"}
    return Beat(sprites=[st.card(img, [start, target], seconds=0.35)], hide=hide)


def brooch_moved(st: Stage, e: Event) -> Beat:
    seat, d = e.actor, e.data
    centers = st.lay.hex_centers
    if d["src"] not in centers or d["to"] not in centers:
        return Beat()
    dy = st.lay.grid.n(27)
    path: list[Point] = [(centers[h][0], centers[h][1] + dy) for h in (d["src"], d["to"])]
    r = st.lay.grid.n(8)
    color = seat_color(seat)
    initial = monogram(st.g.name(seat))

    def draw(surf: pygame.Surface, c: Point, _k: float) -> None:
        brooch(surf, (round(c[0]), round(c[1])), r, color, initial)

    sprite = Sprite(draw, path, 0.0, SECONDS["brooch"] * st.f, arc=st.lay.grid.n(36))
    return Beat(sprites=[sprite], hide={f"brooch:{seat}"},
                waiting=lambda surf: draw(surf, path[0], 0.0))


def track_changed(st: Stage, e: Event) -> Beat | None:
    d = e.data
    if d["after"] == d["before"]:
        return None
    return Beat(sprites=[st.track_step(e.seat, d["suit"], d["before"], d["after"], T.GLOW)])


def paid(st: Stage, e: Event) -> Beat | None:
    beat = Beat()
    for i, part in enumerate(e.data["parts"]):
        if part[0] == "card":
            card = st.flights(e.seat, [part[1]], st.mat_point(e.seat, "hand"), "discard",
                                i * SECONDS["stagger"])
            beat.sprites += card.sprites
            beat.hide |= card.hide
        elif part[0] == "track":
            before, units = part[3], part[2]
            beat.sprites.append(st.track_step(e.seat, part[1], before, max(0, before - units), T.RED))
    return beat if beat.sprites else None


def cards_drawn(st: Stage, e: Event) -> Beat | None:
    cards = e.data["cards"]
    if not cards:
        return None
    return st.flights(e.seat, cards, st.mat_point(e.seat, "deck"), "hand")


def hand_discarded(st: Stage, e: Event) -> Beat:
    return st.flights(e.seat, e.data["cards"], st.mat_point(e.seat, "hand"), "discard")


def deck_shuffled(st: Stage, e: Event) -> Beat:
    return Beat(sprites=[st.shuffle(st.deck_point(e.data["deck"], e.seat), e.data["count"])])


def space_refilled(st: Stage, e: Event) -> Beat:
    space, cid = e.data["space"], e.data["card"]
    if space.startswith("parlor_"):
        img, src, key = st.whist(cid, st.lay.parlor_cards[0].w), st.lay.decks["star"].center, \
            f"star:{space[7:]}"
    else:
        kind = space.split("_")[0]
        slot = st.lay.card_rects.get(space)  # dealt at the size it lies at on the board
        img = st.ballroom(kind, cid, min(slot.w, round(slot.h / bc.RATIO)) if slot else None)
        src, key = st.lay.decks[kind].center, f"card:{space}"
    return Beat(sprites=[st.card(img, [src, st.space_point(space)], seconds=0.32)], hide={key})


def spaces_cleared(st: Stage, e: Event) -> Beat | None:
    sprites = []
    for i, (space, cid) in enumerate(e.data["cards"].items()):
        if space.startswith("parlor_"):
            img, dst = st.whist(cid), st.lay.decks["star"].center
        else:
            kind = space.split("_")[0]
            img, dst = st.ballroom(kind, cid), st.lay.decks[kind].center
        sprites.append(st.card(img, [st.space_point(space), dst], i * SECONDS["stagger"]))
    return Beat(sprites=sprites) if sprites else None


def star_gained(st: Stage, e: Event) -> Beat:
    return st.flights(e.seat, [e.data["card"]], st.lay.parlor_cards[e.data["slot"]].center, "discard")


def queen_gained(st: Stage, e: Event) -> Beat:
    return st.flights(e.seat, [e.data["card"]], st.lay.queen_deck.center, "discard")


def club_power(st: Stage, e: Event) -> Beat:
    d = e.data
    beat = st.flights(e.seat, [d["star"]], st.lay.parlor_cards[d["slot"]].center, "hand",
                        SECONDS["stagger"])
    zone = st.mat_point(e.seat, d["zone"] if d["zone"] != "draw" else "deck")
    beat.sprites.insert(0, st.card(st.whist(d["card"]), [zone, st.lay.decks["star"].center]))
    return beat


def card_trashed(st: Stage, e: Event) -> Beat:
    d = e.data
    if d["zone"] == "parlor":
        src = st.lay.parlor_cards[d.get("slot", 0)].center
    else:
        src = st.mat_point(e.seat, {"draw": "deck", "whist_hand": "hand"}.get(d["zone"], d["zone"]))
    up = (src[0], src[1] - st.lay.grid.n(120))
    return Beat(sprites=[st.card(st.whist(d["card"]), [src, up])])


def ballroom_taken(st: Stage, e: Event) -> Beat:
    kind = e.data["kind"]
    slot = st.slot_of(e.seat, kind)
    src = st.lay.card_rects[slot].center if slot in st.lay.card_rects else st.lay.decks[kind].center
    img = st.ballroom(kind, e.data["card"])
    return Beat(sprites=[st.card(img, [src, st.mat_point(e.seat, kind)])])


def ballroom_blind(st: Stage, e: Event) -> Beat:
    kind = e.data["kind"]
    return Beat(sprites=[st.card(st.ballroom(kind, None), [st.lay.decks[kind].center,
                                   st.mat_point(e.seat, kind)])])


def column_placed(st: Stage, e: Event) -> Beat:
    kind, row = e.data["kind"], e.data["row"]
    if e.seat == st.me and 1 <= row <= len(st.lay.column_slots[kind]):
        dst = st.lay.column_slots[kind][row - 1].center
        src = (dst[0], dst[1] - st.lay.grid.n(90))
        return Beat(sprites=[st.card(st.ballroom(kind, e.data["card"]), [src, dst], seconds=0.3)],
                    hide={f"{kind}:{st.me}:{row - 1}"})  # the row stays empty until it lands
    area = st.opps.get(e.actor)  # into its cell on a compact mat (mat_compact): small, from nearby
    dst = area.p(16 + 34 + min(4, row - 1) * 22 + 9 + (170 if kind == "ton" else 0), 70) \
        if area is not None else st.mat_point(e.seat, kind)
    src = (dst[0], dst[1] + st.lay.grid.n(40))
    img = st.ballroom(kind, e.data["card"], st.lay.grid.n(30))
    return Beat(sprites=[st.card(img, [src, dst], seconds=0.3, arc=12)])


def ballroom_trashed(st: Stage, e: Event) -> Beat:
    kind = e.data["kind"]
    src = st.mat_point(e.seat, kind)
    return Beat(sprites=[st.card(st.ballroom(kind, e.data["card"]),
                                   [src, (src[0], src[1] - st.lay.grid.n(120))])])


def art_commissioned(st: Stage, e: Event) -> Beat:
    art = e.data["art"]
    src = st.lay.art_stacks[art] if art < len(st.lay.art_stacks) else st.lay.assembly.rect.center
    area = st.opps.get(e.actor) if e.seat != st.me else None
    if area is not None:  # onto its circle in the Art row of a compact mat, in this language
        first = mat_compact.gallery_row(st.lay.grid.s, len(st.g.cat.art))[0]
        dst: Point = area.p(first + art * mat_compact.ART_STEP, mat_compact.PILES_Y)
    else:
        dst = st.mat_point(e.seat, "gallery")
    path = [src, dst]
    img = token_img(art, round(2.3 * st.lay.grid.n(12)))  # the painting itself flies to the mat
    return Beat(sprites=[st.card(img, path, seconds=SECONDS["token"], arc=30)])


def token_taken(st: Stage, e: Event) -> Beat:
    token_id = e.data["token"]
    lay = st.lay
    spots = {"favored_guest": lay.favored_guest, "artists_muse": lay.artists_muse,
             "card_sharp": lay.card_sharp}
    if token_id == "queens_favorite":
        c = lay.hex_centers[st.g.cat.hive_levels[6].spaces[0]]
        src: Point = (c[0] - lay.grid.n(31), c[1] - lay.grid.n(30))
    elif token_id in spots:
        src = spots[token_id]
    else:  # a Hive Bonus token, on the hex the brooch just reached
        where = st.g.view(None).players[e.actor].brooch
        c = lay.hex_centers.get(where, lay.hive.rect.center)
        src = (c[0] + lay.grid.n(31), c[1] - lay.grid.n(30))
    if token_id in TOKEN_COLORS:
        color, label = TOKEN_COLORS[token_id], badge_initials()[token_id]
    else:
        color, label = (120, 60, 40), bonus_initial(token_id)
    dst = st.badge_point(e.seat) if token_id in TOKEN_COLORS else st.mat_point(e.seat, "calling")
    path = [src, dst]
    return Beat(sprites=[st.disc(color, label, path, lay.grid.n(14))])


def tea_drawn(st: Stage, e: Event) -> Beat:
    src = st.lay.decks["tea"].center
    img = bc.back("tea", st.lay.grid.n(30))
    return Beat(sprites=[st.card(img, [src, st.mat_point(e.seat, "tea")], i * SECONDS["stagger"])
                         for i in range(len(e.data["cards"]))])


def cat_acted(st: Stage, e: Event) -> Beat | None:
    space = e.data.get("space")
    if not space:
        return None
    img, target = st.calling_onto(e.actor, space)
    return Beat(sprites=[st.card(img, [st.mat_point(e.seat, "calling"), target],
                                   seconds=0.35)], hide={space})


BUILDERS: dict[str, Callable[[Stage, Event], Beat | None]] = {
    "week_started": week_started,
    "phase_changed": phase_changed,
    "card_placed": card_placed,
    "brooch_moved": brooch_moved,
    "track_changed": track_changed,
    "paid": paid,
    "cards_drawn": cards_drawn,
    "hand_discarded": hand_discarded,
    "deck_shuffled": deck_shuffled,
    "space_refilled": space_refilled,
    "spaces_cleared": spaces_cleared,
    "star_gained": star_gained,
    "queen_gained": queen_gained,
    "club_power": club_power,
    "card_trashed": card_trashed,
    "ballroom_taken": ballroom_taken,
    "ballroom_blind": ballroom_blind,
    "column_placed": column_placed,
    "ballroom_trashed": ballroom_trashed,
    "art_commissioned": art_commissioned,
    "token_taken": token_taken,
    "tea_drawn": tea_drawn,
    "cat_acted": cat_acted,
}


def beat(st: Stage, e: Event) -> Beat | None:
    """The beat of one event: its builder's sprites, with the event's Chronicle line as the
    caption held long enough to read; None for an event neither shown nor told."""
    caption = st.g.describe(e) or ""
    build = BUILDERS.get(e.kind)
    made = build(st, e) if build is not None else None
    if made is None:
        if not caption:
            return None
        made = Beat()  # told, not shown: the caption alone, at a readable pace
    made.kind, made.caption = e.kind, caption
    occasion = moment_of(st, e)
    if occasion is not None:
        title, emblem, centre = occasion
        start = max((sp.delay + sp.dur for sp in made.sprites), default=0.0)
        made.sprites.append(st.moment(title, emblem, centre, start))
    if caption:
        read = SECONDS["caption"] if e.seat is not None and e.seat == st.viewer else SECONDS["told"]
        made.hold = max(made.hold, read * st.f)
    return made


def moment_of(st: Stage, e: Event) -> tuple[str, str, Point] | None:
    """The moment an event earns (issue 34, item 5), as (title, emblem, where): a goal
    reached, over the seat's Host token; a set of artworks completed, over its gallery; the
    week's end, over the Beehive the Calling Cards come home from."""
    if e.kind == "goal_reached":
        return _("Goal reached"), "goal", st.host_point(e.seat)
    if e.kind == "art_commissioned" and st.completes_set(e):
        return _("A set of artworks"), "art", st.mat_point(e.seat, "gallery")
    if e.kind == "week_ended":
        return _("Week {week} ends").format(week=number(e.data["week"])), "week", st.lay.hive.rect.center
    return None
