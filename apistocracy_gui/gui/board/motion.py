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

from typing import TYPE_CHECKING

import pygame

from ...engine import chronicle
from .. import theme as T
from .banner import banner
from .beat import Beat, Sprite, merge
from .beats import beat as beat_of
from .stage import Stage

if TYPE_CHECKING:
    from ...engine import Game
    from .layout import Area, SeasonLayout


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
        stage = Stage(g, viewer, me, lay, opps, factor, marks, self.fly_from)
        self.fly_from = None
        for index, e in new:
            if e.seat is not None:
                if e.kind in ("card_placed", "cat_flipped"):  # a new turn of that seat
                    self.trail[e.seat] = set()
                self.trail.setdefault(e.seat, set()).update(stage.touched(e))
            if factor <= 0:
                continue
            stage.at = index
            beat = beat_of(stage, e)
            if beat is None:
                continue
            beat.event = index
            last = self.beats[-1] if len(self.beats) > 1 else None  # never the one playing
            if last is not None and last.kind == beat.kind and not (last.caption or beat.caption):
                merge(last, beat)  # a week's refills deal in together, one after another
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

    def banner(self) -> bool:
        """Whether the beat playing now crosses the screen with its banner (a week's start)."""
        return bool(self.beats) and bool(self.beats[0].banner)

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

