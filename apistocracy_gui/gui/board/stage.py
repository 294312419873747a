"""Where things start and land on this screen, for the Season's beats: a `Stage` is made for
one batch of new events and knows the layout, the viewer and the compact mats, so an event's
beat (`beats.BUILDERS`) can say "from this seat's deck to its hand" and get screen points.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from ...engine import ladycat
from ...engine.events import Event
from .. import moment
from .. import theme as T
from ..cards import back as whist_back
from ..cards import face as whist_face
from . import ballroom_cards as bc
from . import mat_compact
from .beat import SECONDS, Beat, Point, Sprite
from .draw import seat_calling_img, token
from .layout import TRACK_ORDER

PILES_END = (mat_compact.PILES_RIGHT - 40, mat_compact.PILES_Y)  # a compact mat's piles line, its end

if TYPE_CHECKING:
    from ...engine import Game
    from .layout import Area, SeasonLayout


class Stage:
    """Turns one event into a beat: where things start and land on this screen."""

    def __init__(self, g: Game, viewer: int | None, me: int, lay: SeasonLayout,
                 opps: dict[int, Area], factor: float, marks: bool, fly_from: pygame.Rect | None):
        self.g, self.viewer, self.me, self.lay, self.opps = g, viewer, me, lay, opps
        self.f, self.marks, self.fly_from = factor, marks, fly_from
        self.cw = lay.grid.n(44)  # a flying whist card's width
        self.at = len(g.events)  # the index in game.events of the event being staged

    # ------------------------------------------------------------------ places
    def mat_point(self, seat: int | None, what: str) -> Point:
        """A zone of a seat's mat: its real place on the large mat, else its row on its compact
        mat (a drawn card lands on the hand's count there)."""
        lay = self.lay
        if seat == self.me:
            rect = {"deck": lay.deck, "discard": lay.discard, "hand": lay.hand_area,
                    "calling": lay.calling, "gallery": lay.gallery, "tea": lay.tea,
                    "lc": lay.columns["lc"], "ton": lay.columns["ton"],
                    "tracks": lay.track_cells[0][0]}[what]
            return rect.center
        area = self.opps.get(seat) if seat is not None else None
        if seat is None or area is None:
            return lay.assembly.rect.center
        if what in ("gallery", "tea", "hand", "deck", "discard"):
            return self._last_row_point(seat, area, what)
        return area.p(*mat_compact.COMPACT_AT.get(what, PILES_END))

    def _last_row_point(self, seat: int, area: Area, what: str) -> Point:
        """Where a zone of a compact mat's last row is as `draw_compact` lays it out in this
        language: the middle of the Gallery circles, the first Tea card, a pile's count."""
        p, size, scale = self.g.view(None).players[seat], len(self.g.cat.art), self.lay.grid.s
        first, sets_x = mat_compact.gallery_row(scale, size)
        if what == "gallery":
            return area.p(first + (size - 1) * mat_compact.ART_STEP / 2, mat_compact.PILES_Y)
        sets = sum(n == size for n in p.sets)
        tea_x, piles = mat_compact.bottom_row(scale, sets, p.tea_count, len(p.tea_kept[:2]),
                                              (p.hand_count, p.draw_count, len(p.discard)), sets_x)
        if what == "tea":
            return area.p(tea_x + mat_compact.TEA_CARDS + 6, mat_compact.PILES_Y)
        if ladycat.is_cat(self.g, seat):  # her piles line counts her Solo cards
            return area.p(*PILES_END)
        points = mat_compact.compact_pile_points(area, scale, piles)
        return points.get(what, points["hand"])

    def host_point(self, seat: int | None) -> Point:
        """Where a seat's Host token lies: on the large mat, else on its compact mat's row."""
        if seat == self.me:
            return self.lay.host_token
        area = self.opps.get(seat) if seat is not None else None
        return area.p(180, 42) if area is not None else self.lay.assembly.rect.center

    def completes_set(self, e: Event) -> bool:
        """Whether the painting of `e` (art_commissioned) was the one that completed its set:
        the seat's paintings in that set up to this event make a whole set."""
        seat, index = e.seat, e.data["set"]
        done = sum(1 for x in self.g.events[:self.at + 1]
                   if x.kind == "art_commissioned" and x.seat == seat and x.data.get("set") == index)
        return done == len(self.g.cat.art)

    def badge_point(self, seat: int | None) -> Point:
        """Where a seat's tokens sit (mat_seat.badges' row): the large mat's, else its compact mat's."""
        if seat == self.me:
            return self.lay.mat.p(23, 88)
        area = self.opps.get(seat) if seat is not None else None
        return area.p(245, 16) if area is not None else self.lay.assembly.rect.center

    def slot_of(self, seat: int | None, kind: str) -> str | None:
        """The Ballroom space a card just taken lay on: the events just before say it (the
        seat's Calling Card placed there, Lady Cat's action there, or the slot refilled as a
        face-up card was chosen)."""
        for e in reversed(self.g.events[max(0, self.at - 12):self.at]):
            space = e.data.get("space", "") if isinstance(e.data.get("space"), str) else ""
            if not space.startswith(kind):
                continue
            if e.kind == "space_refilled" or (e.kind in ("card_placed", "cat_acted") and e.seat == seat):
                return space
        return None

    def space_point(self, space: str) -> Point:
        lay = self.lay
        if space.startswith("parlor_") and space[7:].isdigit():
            return lay.parlor_cards[int(space[7:])].center
        if space in lay.card_rects:
            return lay.card_rects[space].center
        if space in lay.spaces:
            return lay.spaces[space].center
        return lay.assembly.rect.center

    def deck_point(self, deck: str, seat: int | None) -> Point:
        lay = self.lay
        if deck == "draw":
            return self.mat_point(seat, "deck")
        key = {"star_deck": "star", "lc_deck": "lc", "ton_deck": "ton", "tea_deck": "tea"}.get(deck)
        if key is not None:
            return lay.decks[key].center
        if deck == "queen_deck":
            return lay.queen_deck.center
        return self.mat_point(seat, "calling") if seat is not None else lay.assembly.rect.center

    def into_mat(self, seat: int | None, what: str,
                 cid: int | None) -> tuple[pygame.Surface, Point, set[str]]:
        """A whist card flying into a seat's "hand" or "discard" pile: its image, landing
        centre and the board key to leave out until it lands. On the viewer's large mat a
        known card lands at the size and place the board draws it (its hand slot, the pile)
        and that place stays empty under the flight (mat.py reads BoardView.hidden), as a
        column row does; elsewhere (a back, a compact mat) it flies to the zone, hiding nothing."""
        if seat == self.me and cid is not None:
            hand = self.g.view(seat).players[seat].hand or []
            rect = self.lay.discard if what == "discard" else \
                self.lay.hand_rects(len(hand))[hand.index(cid)] if cid in hand else None
            if rect is not None:
                img = self.whist(cid, rect.w)
                return img, img.get_rect(topleft=rect.topleft).center, {f"{what}:{cid}"}
        return self.whist(cid), self.mat_point(seat, what), set()

    def flights(self, seat: int | None, cards: Iterable[int | None], src: Point, what: str,
                delay: float = 0.0) -> Beat:
        """Cards flying one after another from `src` into a seat's hand or discard pile."""
        beat = Beat()
        for i, cid in enumerate(cards):
            img, dst, hide = self.into_mat(seat, what, cid)
            beat.sprites.append(self.card(img, [src, dst], delay + i * SECONDS["stagger"]))
            beat.hide |= hide
        return beat

    # ------------------------------------------------------------------ images
    def whist(self, cid: int | None, w: int | None = None) -> pygame.Surface:
        w = w or self.cw
        if cid is None or cid < 0 or cid >= len(self.g.cat.whist):
            return whist_back(w)
        return whist_face(self.g.cat.whist[cid], w, self.marks)

    def ballroom(self, kind: str, cid: int | None, w: int | None = None) -> pygame.Surface:
        w = w or self.lay.grid.n(58)
        return bc.back(kind, w) if cid is None else bc.face(self.g.cat, kind, cid, w, self.marks)

    def card(self, img: pygame.Surface, path: list[Point], delay: float = 0.0,
             seconds: float = SECONDS["card"], arc: float = 40) -> Sprite:
        def draw(surf: pygame.Surface, c: Point, _k: float) -> None:
            surf.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

        return Sprite(draw, path, delay * self.f, seconds * self.f, arc=self.lay.grid.n(arc))

    def disc(self, color: T.Color, label: str, path: list[Point], r: int, delay: float = 0.0,
             seconds: float = SECONDS["token"]) -> Sprite:
        def draw(surf: pygame.Surface, c: Point, _k: float) -> None:
            token(surf, (round(c[0]), round(c[1])), r, color, label)

        return Sprite(draw, path, delay * self.f, seconds * self.f, arc=self.lay.grid.n(30))

    def moment(self, title: str, emblem: str, centre: Point, delay: float) -> Sprite:
        """A moment's flourish at `centre`, after the beat's other sprites have landed."""
        r, text_px = self.lay.grid.n(42), T.font_px(18, self.lay.grid.s)

        def draw(surf: pygame.Surface, c: Point, k: float) -> None:
            moment.draw(surf, c, k, title, emblem, r, text_px)

        return Sprite(draw, [centre], delay, moment.SECONDS * self.f, lands=False)

    def glow_step(self, path: list[Point], color: T.Color, seconds: float) -> Sprite:
        r = self.lay.grid.n(11)

        def draw(surf: pygame.Surface, c: Point, _k: float) -> None:
            pygame.draw.circle(surf, color, (round(c[0]), round(c[1])), r, self.lay.grid.n(3))

        return Sprite(draw, path, 0.0, seconds * self.f, lands=False)

    def shuffle(self, at: Point, count: int) -> Sprite:
        img = self.whist(None, self.lay.grid.n(34))
        spread = self.lay.grid.n(26)

        def draw(surf: pygame.Surface, c: Point, k: float) -> None:
            for i in range(min(5, max(2, count))):
                dx = math.sin(k * math.pi * 3 + i * 1.3) * spread * math.sin(k * math.pi)
                surf.blit(img, img.get_rect(center=(round(c[0] + dx), round(c[1] - i * 2))))

        return Sprite(draw, [at], 0.0, SECONDS["shuffle"] * self.f)

    # ------------------------------------------------------------------ the beats
    def touched(self, e: Event) -> list[str]:
        """Board keys an event of another seat changed (kept marked as their last move)."""
        d = e.data
        if e.kind == "card_placed":
            return [self.own_space(e.seat, d["space"].removesuffix("_stay"))]
        if e.kind == "brooch_moved":
            return [d["to"]]
        if e.kind == "cat_acted" and d.get("space"):
            return [d["space"]]
        return []

    def track_step(self, seat: int | None, suit: int, before: int, after: int, color: T.Color) -> Sprite:
        """A track marker stepping from `before` to `after`: along the viewer's track, or, on
        another seat's compact mat, its count ticking one step at a time in a glowing ring."""
        steps = max(1, abs(after - before))
        if seat == self.me:
            cells = self.lay.track_cells[suit]
            way = 1 if after > before else -1
            path: list[Point] = [cells[i - 1].center for i in range(before, after + way, way) if i >= 1]
            if min(before, after) == 0:  # off the track's first space
                off = (cells[0].x - cells[0].w, cells[0].centery)
                path = [off, *path] if way > 0 else [*path, off]
            return self.glow_step(path, color, SECONDS["step"] * max(1, len(path) - 1))
        area = self.opps.get(seat) if seat is not None else None
        if area is None:
            return self.glow_step([self.lay.assembly.rect.center], color, SECONDS["step"])
        centre = area.p(20 + TRACK_ORDER.index(suit) * 38 + 14, 42)
        size = self.lay.grid.n(15)
        values = range(before, after + (1 if after > before else -1), 1 if after > before else -1)
        font = T.font("sans-cond-bold", size)
        digits = [font.render(str(v), True, T.IVORY) for v in values]  # rendered once, not per frame
        r, ring = self.lay.grid.n(13), self.lay.grid.n(3)

        def draw(surf: pygame.Surface, c: Point, k: float) -> None:
            at = (round(c[0]), round(c[1]))
            pygame.draw.circle(surf, T.BG_DARK, at, r)
            pygame.draw.circle(surf, color, at, r, ring)
            img = digits[min(len(digits) - 1, int(k * len(digits)))]
            surf.blit(img, img.get_rect(center=at))

        return Sprite(draw, [centre], 0.0, SECONDS["step"] * (steps + 2) * self.f, lands=False)

    def calling_onto(self, seat: int, space: str) -> tuple[pygame.Surface, Point]:
        """A Calling Card flying onto `space`: its image and landing centre. Where the board
        lays the card (layout.calling_slot) it lands at that rect's size and place, so the
        landed sprite is what the finished board draws and nothing shifts when the run ends."""
        if space.startswith("beehive"):  # the week's latest card there
            there = len(self.g.view(None).beehive_cards)
            slot: pygame.Rect | None = self.lay.beehive_slot(max(0, there - 1), there)
        elif self.own_space(seat, space) != space:  # At Home: onto its own compact mat
            area = self.opps.get(seat)
            return self.calling_img(seat), area.rect.center if area else self.lay.assembly.rect.center
        else:
            slot = self.lay.calling_slot(space)
        if slot is None:
            return self.calling_img(seat), self.space_point(space)
        return self.calling_img(seat, slot.size), slot.center

    def own_space(self, seat: int | None, space: str) -> str:
        """The board key of `space` as `seat` used it: At Home lies on each seat's own mat,
        so the large mat's "home" is the viewer's alone; another seat's is its compact mat."""
        return f"mat:{seat}" if space == "home" and seat != self.me else space

    def calling_img(self, seat: int, size: tuple[int, int] | None = None) -> pygame.Surface:
        w, h = size or (self.lay.grid.n(40), self.lay.grid.n(56))
        return seat_calling_img(self.g, seat, w, h)
