"""Every visible change, animated: the Season screen plays the viewer's new engine events.

The board is always drawn from the game as it is now; this module plays what just happened
over it, one beat per event, in order: cards flying between decks, spaces, hands, piles and
columns, the brooch walking to its new hex, track markers stepping, tokens travelling to a
mat, refills dealt in, shuffles riffled. While a beat plays, the board hides what is still in
flight (`hidden()`: a space's new card, a moving brooch, a Calling Card on its way), so
nothing is shown twice. Beats read only `game.events_for(viewer)`, so another player's drawn
cards fly as backs. The animation-speed option scales every beat; at "off" nothing queues.
Input never waits: the scene keeps accepting clicks, and a click or Space calls `skip()`.

Each beat carries the Chronicle line of its event as a caption, so another seat's turn reads
step by step at the pace it moves. `trail` keeps, per seat, the space and hex of its latest
turn, for the board to mark another seat's last move until the viewer's next decision.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ...engine import chronicle, ladycat
from ...engine.events import Event
from .. import theme as T
from ..cards import back as whist_back
from ..cards import face as whist_face
from . import ballroom_cards as bc
from . import mat
from .assembly import ART_LABELS
from .draw import brooch, calling_card_img, token
from .hive import BONUS_LABELS
from .layout import TRACK_ORDER

if TYPE_CHECKING:
    from ...engine import Game
    from .layout import Area, SeasonLayout

Point = tuple[float, float]
SECONDS = {"card": 0.42, "brooch": 0.55, "step": 0.14, "token": 0.5, "shuffle": 0.5,
           "banner": 1.3, "caption": 0.5, "told": 1.0, "stagger": 0.07}
# "caption": a line about the viewer's own move (they know what they did); "told": a line
# about another seat's move (a bot, Lady Cat, the table), long enough to be read.
TOKEN_COLORS = {"favored_guest": ((150, 50, 70), "FG"), "artists_muse": ((40, 110, 110), "AM"),
                "card_sharp": ((40, 90, 60), "CS"), "queens_favorite": ((96, 48, 120), "QF")}


def ease(t: float) -> float:
    """Ease-in-out: a card lifts, travels and settles."""
    return t * t * (3 - 2 * t)


@dataclass
class Sprite:
    """One thing moving along `path` (screen centres) from `delay` for `dur` seconds."""

    draw: Callable[[pygame.Surface, Point, float], None]  # (surface, centre, progress 0-1)
    path: list[Point]
    delay: float
    dur: float
    arc: float = 0.0  # pixels a flight lifts at mid-way
    lands: bool = True  # stays drawn where it arrived until the run ends (a glow step does not)

    def at(self, t: float) -> tuple[Point, float] | None:
        if t < self.delay:
            return None
        k = ease(min(1.0, (t - self.delay) / self.dur))
        if len(self.path) == 1:
            return self.path[0], k
        legs = len(self.path) - 1
        leg = min(legs - 1, int(k * legs))
        u = k * legs - leg
        (x0, y0), (x1, y1) = self.path[leg], self.path[leg + 1]
        lift = self.arc * math.sin(math.pi * u)
        return (x0 + (x1 - x0) * u, y0 + (y1 - y0) * u - lift), k


@dataclass
class Beat:
    kind: str = ""  # the event's kind
    event: int = -1  # its index in game.events (Lady Cat's telling follows the beat playing)
    caption: str = ""
    sprites: list[Sprite] = field(default_factory=list)
    hide: set[str] = field(default_factory=set)
    banner: str = ""
    hold: float = 0.0  # at least this long (captions and banners need reading time)
    # drawn while earlier beats play: what this beat will move, still where it starts (a
    # brooch hidden on its new hex waits on its old one)
    waiting: Callable[[pygame.Surface], None] | None = None

    @property
    def duration(self) -> float:
        ends = [s.delay + s.dur for s in self.sprites]
        return max([self.hold, *ends])


class Motion:
    """The queue of beats for one screen, fed from the game's events."""

    def __init__(self, game: Game):
        self.game = game
        self.seen = len(game.events)
        self.beats: list[Beat] = []
        self.t = 0.0
        self.trail: dict[int, set[str]] = {}  # seat -> board keys of its latest turn
        self.fly_from: pygame.Rect | None = None  # a dropped Calling Card starts where it fell
        # What the board leaves out while this run of beats plays: every queued beat's
        # arrivals, fixed when the beats are fed, so the board under the flight is drawn once
        # per move, never again as each beat lands. A landed beat's sprites stay drawn where
        # they arrived (`landed`) until the run ends and the full board shows them.
        self.held: frozenset[str] = frozenset()
        self.landed: list[Sprite] = []
        self._untold: tuple[tuple, int] = ((), 0)

    # ------------------------------------------------------------------ feeding
    def feed(self, viewer: int | None, me: int, lay: SeasonLayout, opps: dict[int, Area],
             factor: float, marks: bool) -> bool:
        """Queue the beats of the events since the last call; True when anything was new.
        After an undo the event list is shorter: resynchronise without animating."""
        g = self.game
        if len(g.events) < self.seen:
            self.seen = len(g.events)
            self.skip()
            self.trail.clear()
            return True
        if len(g.events) == self.seen:
            return False
        new = [(i, e.redact(viewer)) for i, e in enumerate(g.events[self.seen:], self.seen)
               if e.sees(viewer)]  # as g.events_for(viewer, seen), with each event's index
        self.seen = len(g.events)
        stage = _Stage(g, viewer, me, lay, opps, factor, marks, self.fly_from)
        self.fly_from = None
        for index, e in new:
            if e.seat is not None:
                if e.kind in ("card_placed", "cat_flipped"):  # a new turn of that seat
                    self.trail[e.seat] = set()
                self.trail.setdefault(e.seat, set()).update(stage.touched(e))
            if factor <= 0:
                continue
            stage.at = index
            beat = stage.beat(e)
            if beat is None:
                continue
            beat.event = index
            last = self.beats[-1] if len(self.beats) > 1 else None  # never the one playing
            if last is not None and last.kind == beat.kind and not (last.caption or beat.caption):
                _merge(last, beat)  # a week's refills deal in together, one after another
            else:
                self.beats.append(beat)
        self.held = self.held.union(*(b.hide for b in self.beats))
        return True

    def decided(self, viewer: int | None) -> None:
        """The viewer made a decision: the others' last moves stop being marked."""
        self.trail = {s: keys for s, keys in self.trail.items() if s == viewer}

    def marks(self, viewer: int | None) -> list[tuple[str, int]]:
        """(board key, seat) of every other seat's last move still to mark."""
        return [(k, s) for s, keys in self.trail.items() if s != viewer for k in sorted(keys)]

    # ------------------------------------------------------------------ time
    @property
    def active(self) -> bool:
        return bool(self.beats)

    def update(self, dt: float) -> bool:
        """Advance; True while something is moving (the screen must redraw)."""
        if not self.beats:
            return False
        self.t += dt
        while self.beats and self.t >= self.beats[0].duration:
            self.t -= self.beats[0].duration
            done = self.beats.pop(0)
            if done.hide:
                self.landed += [s for s in done.sprites if s.lands]
        if not self.beats:
            self.skip()
        return True

    def seek(self, kind: str, fraction: float) -> bool:
        """Jump to `fraction` of the way through the next beat of `kind` (the screenshot tool
        pictures animations mid-way); False when none is queued."""
        while self.beats and self.beats[0].kind != kind:
            done = self.beats.pop(0)
            if done.hide:
                self.landed += [s for s in done.sprites if s.lands]
        if not self.beats:
            self.t = 0.0
            return False
        beat = self.beats[0]  # its sprites' span: a caption's reading time moves nothing
        self.t = max([s.delay + s.dur for s in beat.sprites] or [beat.duration]) * fraction
        return True

    def skip(self) -> None:
        """Land everything at once (a click, Space, a resize)."""
        self.beats.clear()
        self.landed.clear()
        self.held = frozenset()
        self.t = 0.0

    def hidden(self) -> frozenset[str]:
        """Board keys not to draw under the flight: the arrivals of this run's beats (those
        already landed are drawn by `draw` where they arrived)."""
        return self.held

    def caption(self) -> str:
        return self.beats[0].caption if self.beats else ""

    def week_shown(self, week: int) -> int:
        """The week the screen should name while beats play: the one before a week start
        still queued (its banner has not shown yet), else `week` (the game's)."""
        for b in self.beats[1:]:
            if b.kind == "week_started" and 0 <= b.event < len(self.game.events):
                return self.game.events[b.event].data["week"] - 1
        return week

    def untold(self, viewer: int | None) -> int:
        """How many of the viewer's Chronicle lines come from events whose beats have not
        begun: the Chronicle keeps pace with the animation instead of telling ahead of it."""
        playing = self.playing()
        if playing is None:
            return 0
        key = (playing, len(self.game.events), viewer)
        if self._untold[0] != key:
            g = self.game
            later = (ln for e in g.events[playing + 1:] for ln in chronicle.lines(g, e))
            self._untold = (key, sum(1 for ln in later if ln.visible_to is None or viewer in ln.visible_to))
        return self._untold[1]

    def playing(self) -> int | None:
        """The index in game.events of the beat playing now (None when nothing plays)."""
        return self.beats[0].event if self.beats else None

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, th: T.Theme) -> None:
        if not self.beats:
            return
        for s in self.landed:
            s.draw(surf, s.path[-1], 1.0)
        for later in self.beats[1:]:
            if later.waiting is not None:
                later.waiting(surf)
        beat = self.beats[0]
        for s in beat.sprites:
            found = s.at(self.t)
            if found is not None:
                s.draw(surf, *found)
        if beat.banner:
            banner(surf, th, beat.banner, min(1.0, self.t / 0.25, (beat.duration - self.t) / 0.25))


def _merge(into: Beat, beat: Beat) -> None:
    """Play `beat` inside `into`, each of its sprites starting a stagger after the last."""
    start = max((s.delay for s in into.sprites), default=0.0) + SECONDS["stagger"] * 1.5
    for s in beat.sprites:
        s.delay += start
    into.sprites += beat.sprites
    into.hide |= beat.hide


def banner(surf: pygame.Surface, th: T.Theme, text: str, alpha: float) -> None:
    """A wide ribbon across the middle of the screen (week starts, the Whist Phase, the end),
    faded in and out by `alpha`."""
    w, h = surf.get_size()
    band = _band(th, text, w)
    band.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
    surf.blit(band, (0, h // 2 - band.get_height() // 2))


_BANDS: dict[tuple, pygame.Surface] = {}


def _band(th: T.Theme, text: str, w: int) -> pygame.Surface:
    """The banner drawn once at full strength: a fade only changes the alpha it is blitted
    with, never re-renders its text."""
    key = (text, w, th.scale, th.text_scale)
    band = _BANDS.get(key)
    if band is not None:
        return band
    if len(_BANDS) >= 8:
        _BANDS.clear()
    band = pygame.Surface((w, th.px(110)), pygame.SRCALPHA)
    band.fill((24, 14, 10, 215))
    pygame.draw.line(band, T.GOLD, (0, th.px(4)), (w, th.px(4)), th.px(3))
    pygame.draw.line(band, T.GOLD, (0, band.get_height() - th.px(5)), (w, band.get_height() - th.px(5)),
                     th.px(3))
    img = th.text(text, 46, T.GOLD, "serif-bold")
    band.blit(img, img.get_rect(center=(w // 2, band.get_height() // 2)))
    _BANDS[key] = band
    return band


class _Stage:
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
        if what in ("hand", "deck", "discard") and not ladycat.is_cat(self.g, seat):
            p = self.g.st.players[seat]
            sets = sum(n == len(self.g.cat.art) for n in p.sets)
            _, piles = mat.bottom_row(lay.grid.s, sets, len(p.tea), len(p.tea_kept[:2]),
                                      (len(p.hand), len(p.draw), len(p.discard)))
            points = mat.compact_pile_points(area, lay.grid.s, piles)
            return points.get(what, points["hand"])
        return area.p(*mat.COMPACT_AT.get(what, (mat.PILES_RIGHT - 40, mat.PILES_Y)))

    def badge_point(self, seat: int | None) -> Point:
        """Where a seat's tokens sit (mat.py's badge row): the large mat's, else its compact mat's."""
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
            hand = sorted(self.g.st.players[seat].hand)  # as observe() lists it
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

    def seat_color(self, seat: int | None) -> tuple[int, int, int]:
        return T.SEAT_COLORS[(seat or 0) % len(T.SEAT_COLORS)]

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

    def beat(self, e: Event) -> Beat | None:
        caption = self.g.describe(e) or ""
        handler = getattr(self, f"_{e.kind}", None)
        beat = handler(e) if handler is not None else None
        if beat is None:
            if not caption:
                return None
            beat = Beat()  # told, not shown: the caption alone, at a readable pace
        beat.kind, beat.caption = e.kind, caption
        if caption:
            read = SECONDS["caption"] if e.seat is not None and e.seat == self.viewer else SECONDS["told"]
            beat.hold = max(beat.hold, read * self.f)
        return beat

    def _week_started(self, e: Event) -> Beat:
        return Beat(banner=f"Week {e.data['week']}", hold=SECONDS["banner"] * self.f)

    def _phase_changed(self, e: Event) -> Beat:
        text = "The Whist Phase" if e.data["phase"] == "whist" else "The game is over"
        return Beat(banner=text, hold=SECONDS["banner"] * self.f)

    def _card_placed(self, e: Event) -> Beat:
        seat, space = e.actor, e.data["space"]
        img, target = self.calling_onto(seat, space.removesuffix("_stay"))
        start = self.fly_from.center if self.fly_from is not None and seat == self.me else \
            self.mat_point(seat, "calling")
        hide = {space} if space in self.lay.spaces and self.own_space(seat, space) == space else set()
        if space.startswith("beehive"):
            hide = {"beehive"}
        return Beat(sprites=[self.card(img, [start, target], seconds=0.35)], hide=hide)

    def _brooch_moved(self, e: Event) -> Beat:
        seat, d = e.actor, e.data
        centers = self.lay.hex_centers
        if d["src"] not in centers or d["to"] not in centers:
            return Beat()
        dy = self.lay.grid.n(27)
        path: list[Point] = [(centers[h][0], centers[h][1] + dy) for h in (d["src"], d["to"])]
        r = self.lay.grid.n(8)
        color = self.seat_color(seat)
        words = self.g.name(seat).split()
        initial = words[-1][:1].upper() if words else "?"

        def draw(surf: pygame.Surface, c: Point, _k: float) -> None:
            brooch(surf, (round(c[0]), round(c[1])), r, color, initial)

        sprite = Sprite(draw, path, 0.0, SECONDS["brooch"] * self.f, arc=self.lay.grid.n(36))
        return Beat(sprites=[sprite], hide={f"brooch:{seat}"},
                    waiting=lambda surf: draw(surf, path[0], 0.0))

    def _track_changed(self, e: Event) -> Beat | None:
        d = e.data
        if d["after"] == d["before"]:
            return None
        return Beat(sprites=[self.track_step(e.seat, d["suit"], d["before"], d["after"], T.GLOW)])

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

    def _paid(self, e: Event) -> Beat | None:
        beat = Beat()
        for i, part in enumerate(e.data["parts"]):
            if part[0] == "card":
                card = self.flights(e.seat, [part[1]], self.mat_point(e.seat, "hand"), "discard",
                                    i * SECONDS["stagger"])
                beat.sprites += card.sprites
                beat.hide |= card.hide
            elif part[0] == "track":
                before, units = part[3], part[2]
                beat.sprites.append(self.track_step(e.seat, part[1], before, max(0, before - units), T.RED))
        return beat if beat.sprites else None

    def _cards_drawn(self, e: Event) -> Beat | None:
        cards = e.data["cards"]
        if not cards:
            return None
        return self.flights(e.seat, cards, self.mat_point(e.seat, "deck"), "hand")

    def _hand_discarded(self, e: Event) -> Beat:
        return self.flights(e.seat, e.data["cards"], self.mat_point(e.seat, "hand"), "discard")

    def _deck_shuffled(self, e: Event) -> Beat:
        return Beat(sprites=[self.shuffle(self.deck_point(e.data["deck"], e.seat), e.data["count"])])

    def _space_refilled(self, e: Event) -> Beat:
        space, cid = e.data["space"], e.data["card"]
        if space.startswith("parlor_"):
            img, src, key = self.whist(cid, self.lay.parlor_cards[0].w), self.lay.decks["star"].center, \
                f"star:{space[7:]}"
        else:
            kind = space.split("_")[0]
            slot = self.lay.card_rects.get(space)  # dealt at the size it lies at on the board
            img = self.ballroom(kind, cid, min(slot.w, round(slot.h / bc.RATIO)) if slot else None)
            src, key = self.lay.decks[kind].center, f"card:{space}"
        return Beat(sprites=[self.card(img, [src, self.space_point(space)], seconds=0.32)], hide={key})

    def _spaces_cleared(self, e: Event) -> Beat | None:
        sprites = []
        for i, (space, cid) in enumerate(e.data["cards"].items()):
            if space.startswith("parlor_"):
                img, dst = self.whist(cid), self.lay.decks["star"].center
            else:
                kind = space.split("_")[0]
                img, dst = self.ballroom(kind, cid), self.lay.decks[kind].center
            sprites.append(self.card(img, [self.space_point(space), dst], i * SECONDS["stagger"]))
        return Beat(sprites=sprites) if sprites else None

    def _star_gained(self, e: Event) -> Beat:
        return self.flights(e.seat, [e.data["card"]], self.lay.parlor_cards[e.data["slot"]].center, "discard")

    def _queen_gained(self, e: Event) -> Beat:
        return self.flights(e.seat, [e.data["card"]], self.lay.queen_deck.center, "discard")

    def _club_power(self, e: Event) -> Beat:
        d = e.data
        beat = self.flights(e.seat, [d["star"]], self.lay.parlor_cards[d["slot"]].center, "hand",
                            SECONDS["stagger"])
        zone = self.mat_point(e.seat, d["zone"] if d["zone"] != "draw" else "deck")
        beat.sprites.insert(0, self.card(self.whist(d["card"]), [zone, self.lay.decks["star"].center]))
        return beat

    def _card_trashed(self, e: Event) -> Beat:
        d = e.data
        if d["zone"] == "parlor":
            src = self.lay.parlor_cards[d.get("slot", 0)].center
        else:
            src = self.mat_point(e.seat, {"draw": "deck", "whist_hand": "hand"}.get(d["zone"], d["zone"]))
        up = (src[0], src[1] - self.lay.grid.n(120))
        return Beat(sprites=[self.card(self.whist(d["card"]), [src, up])])

    def _ballroom_taken(self, e: Event) -> Beat:
        kind = e.data["kind"]
        slot = self.slot_of(e.seat, kind)
        src = self.lay.card_rects[slot].center if slot in self.lay.card_rects else self.lay.decks[kind].center
        img = self.ballroom(kind, e.data["card"])
        return Beat(sprites=[self.card(img, [src, self.mat_point(e.seat, kind)])])

    def _ballroom_blind(self, e: Event) -> Beat:
        kind = e.data["kind"]
        return Beat(sprites=[self.card(self.ballroom(kind, None), [self.lay.decks[kind].center,
                                       self.mat_point(e.seat, kind)])])

    def _column_placed(self, e: Event) -> Beat:
        kind, row = e.data["kind"], e.data["row"]
        if e.seat == self.me and 1 <= row <= len(self.lay.column_slots[kind]):
            dst = self.lay.column_slots[kind][row - 1].center
            src = (dst[0], dst[1] - self.lay.grid.n(90))
            return Beat(sprites=[self.card(self.ballroom(kind, e.data["card"]), [src, dst], seconds=0.3)],
                        hide={f"{kind}:{self.me}:{row - 1}"})  # the row stays empty until it lands
        area = self.opps.get(e.actor)  # into its cell on a compact mat (mat.py): small, from nearby
        dst = area.p(16 + 34 + min(4, row - 1) * 22 + 9 + (170 if kind == "ton" else 0), 70) \
            if area is not None else self.mat_point(e.seat, kind)
        src = (dst[0], dst[1] + self.lay.grid.n(40))
        img = self.ballroom(kind, e.data["card"], self.lay.grid.n(30))
        return Beat(sprites=[self.card(img, [src, dst], seconds=0.3, arc=12)])

    def _ballroom_trashed(self, e: Event) -> Beat:
        kind = e.data["kind"]
        src = self.mat_point(e.seat, kind)
        return Beat(sprites=[self.card(self.ballroom(kind, e.data["card"]),
                                       [src, (src[0], src[1] - self.lay.grid.n(120))])])

    def _art_commissioned(self, e: Event) -> Beat:
        art = e.data["art"]
        src = self.lay.art_stacks[art] if art < len(self.lay.art_stacks) else self.lay.assembly.rect.center
        area = self.opps.get(e.actor) if e.seat != self.me else None
        dst = area.p(50 + art * 20, 98) if area is not None else self.mat_point(e.seat, "gallery")
        path = [src, dst]  # onto its place in the Art row of a compact mat (mat.py)
        return Beat(sprites=[self.disc((70, 90, 110), ART_LABELS[art], path, self.lay.grid.n(12))])

    def _token_taken(self, e: Event) -> Beat:
        token_id = e.data["token"]
        lay = self.lay
        spots = {"favored_guest": lay.favored_guest, "artists_muse": lay.artists_muse,
                 "card_sharp": lay.card_sharp}
        if token_id == "queens_favorite":
            c = lay.hex_centers[self.g.cat.hive_levels[6].spaces[0]]
            src: Point = (c[0] - lay.grid.n(31), c[1] - lay.grid.n(30))
        elif token_id in spots:
            src = spots[token_id]
        else:  # a Hive Bonus token, on the hex the brooch just reached
            where = self.g.st.players[e.actor].brooch
            c = lay.hex_centers.get(where, lay.hive.rect.center)
            src = (c[0] + lay.grid.n(31), c[1] - lay.grid.n(30))
        color, label = TOKEN_COLORS.get(token_id, ((120, 60, 40), BONUS_LABELS.get(token_id, "P")))
        dst = self.badge_point(e.seat) if token_id in TOKEN_COLORS else self.mat_point(e.seat, "calling")
        path = [src, dst]
        return Beat(sprites=[self.disc(color, label, path, lay.grid.n(14))])

    def _tea_drawn(self, e: Event) -> Beat:
        src = self.lay.decks["tea"].center
        img = bc.back("tea", self.lay.grid.n(30))
        return Beat(sprites=[self.card(img, [src, self.mat_point(e.seat, "tea")], i * SECONDS["stagger"])
                             for i in range(len(e.data["cards"]))])

    def calling_onto(self, seat: int, space: str) -> tuple[pygame.Surface, Point]:
        """A Calling Card flying onto `space`: its image and landing centre. Where the board
        lays the card (layout.calling_slot) it lands at that rect's size and place, so the
        landed sprite is what the finished board draws and nothing shifts when the run ends."""
        if space.startswith("beehive"):  # the week's latest card there
            slot: pygame.Rect | None = self.lay.beehive_slot(max(0, len(self.g.st.beehive_cards) - 1))
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
        words = self.g.name(seat).split()
        initial = words[-1][:1].upper() if words else "?"
        w, h = size or (self.lay.grid.n(40), self.lay.grid.n(56))
        return calling_card_img(w, h, self.seat_color(seat), initial, self.g.st.players[seat].persona)

    def _cat_acted(self, e: Event) -> Beat | None:
        space = e.data.get("space")
        if not space:
            return None
        img, target = self.calling_onto(e.actor, space)
        return Beat(sprites=[self.card(img, [self.mat_point(e.seat, "calling"), target],
                                       seconds=0.35)], hide={space})
