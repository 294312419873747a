"""The cards moving on the whist table, and a finished trick kept on show.

The engine resolves a trick the moment its last card is played, so the table keeps the cards
it saw go down and shows the finished trick, with its winner, for a pause (or until a click,
when the option asks for one), then sweeps it to the winner's place. Lady Cat leads inside the
engine (p.22), so her lead is flown in from her place for the people watching. Nobody moves
while anything here is busy. It reads the game through its context and places cards by the
layout; what it changes it says (`animate` returns whether the table must be drawn again).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...engine import Action, View
from ...engine.ladycat import SOLO_BASE
from .. import moment
from ..cards import size_for
from .whist_layout import BACK_W, TableLayout

if TYPE_CHECKING:
    from .whist_context import WhistContext

TRICK_PAUSE = 1.2  # seconds a finished trick stays on the table (x the animation factor)
FLIGHT = 0.25  # seconds a card takes to reach the table (x the animation factor)


@dataclass
class Flight:
    """A card gliding from `src` to `dst` (None: a card back)."""

    card: int | None
    src: pygame.Rect
    dst: pygame.Rect
    dur: float
    t: float = 0.0

    def advance(self, dt: float) -> None:
        self.t += dt

    def rect(self) -> pygame.Rect:
        k = max(0.0, min(1.0, self.t / self.dur)) if self.dur > 0 else 1.0  # t < 0: waiting
        k = 1 - (1 - k) ** 3  # ease out
        return pygame.Rect(round(self.src.x + (self.dst.x - self.src.x) * k),
                           round(self.src.y + (self.dst.y - self.src.y) * k),
                           round(self.src.w + (self.dst.w - self.src.w) * k), self.src.h)


@dataclass
class ShownTrick:
    cards: list[tuple[int, int]]  # (seat, card) in play order
    winner: int
    last: bool = False  # the season's last trick: it gets its moment (gui/moment.py)


class TrickShow:
    """The flights, the finished trick on show (`showing`) and its pause, and every finished
    trick by number (`seen`, for "Last trick")."""

    def __init__(self, ctx: WhistContext, layout: TableLayout):
        self.ctx, self.layout = ctx, layout
        self.pause = 0.0
        self.held = 0.0  # how long the trick on show is held in all (its pause's start)
        self.showing: ShownTrick | None = None
        self.seen: dict[int, ShownTrick] = {}
        self.flights: list[Flight] = self.lead_flights(0.0)

    def busy(self) -> bool:
        return self.pause > 0 or bool(self.flights) or self.showing is not None

    def waits_for_click(self) -> bool:
        """A won trick stays until a click when a person is at the table and the option asks
        for it; computer-only games, the demo and players all on phones (issue 54: nobody at
        the computer to click) always continue by themselves."""
        return (self.showing is not None and self.pause <= 0 and self.ctx.settings.trick_wait
                and bool(self.ctx.session.at_table))

    def moment(self) -> float | None:
        """How far the last trick's moment has played (0 to 1), None when none plays."""
        if self.showing is None or not self.showing.last or self.pause <= 0 or self.held <= 0:
            return None
        return 1.0 - self.pause / self.held

    def on_table(self, view: View | None = None) -> list[tuple[int, int]]:
        """(seat, card) on the table now: the finished trick on show, else the trick of `view`
        (the viewing seat's, observed here when not given)."""
        if self.showing:
            return self.showing.cards
        return [(seat, cid) for seat, cid in (view or self.ctx.view()).trick]

    def reset(self) -> None:
        """The game was taken back or on: nothing is in flight or on show."""
        self.showing, self.pause, self.flights = None, 0.0, []

    def played(self, seat: int, since: int, src: pygame.Rect, done: Action) -> None:
        """After `seat`'s move `done` (the game's events from index `since` on, the card leaving
        `src`): the card flies in, and a trick it finished (the engine's `trick_won`, as the
        viewing seat is told it) stays on the table for a pause, with its winner."""
        ctx = self.ctx
        factor = ctx.settings.anim_factor
        if done.kind == "play":
            self.flights.append(Flight(done.args[0], src, self.layout.trick_rect(seat), FLIGHT * factor))
        won = [e for e in ctx.game.events_for(ctx.viewing_seat(), since) if e.kind == "trick_won"]
        for e in won:
            assert e.seat is not None  # (the engine's trick_won names its winner)
            trick = [(s, c) for s, c in e.data["trick"]]
            self.showing = self.seen[e.data["number"]] = ShownTrick(trick, e.seat, ctx.game.is_over)
        if won:
            self.pause = self.held = (moment.SECONDS if ctx.game.is_over else TRICK_PAUSE) * factor
            if self.pause <= 0:
                self.end_pause()

    def end_pause(self) -> None:
        """The finished trick sweeps toward its winner's place (the table changes: the scene
        draws it again)."""
        shown, self.showing, self.pause = self.showing, None, 0.0
        factor = self.ctx.settings.anim_factor
        if shown is not None and factor > 0:
            dst = self.layout.plate_rect(shown.winner)
            w, h = size_for(self.ctx.theme.px(BACK_W))
            end = pygame.Rect(dst.centerx - w // 2, dst.centery - h // 2, w, h)
            self.flights = [Flight(c, self.layout.trick_rect(s), end, FLIGHT * factor)
                            for s, c in shown.cards]
            self.flights += self.lead_flights(FLIGHT * factor)

    def lead_flights(self, delay: float) -> list[Flight]:
        """Lady Cat leads every trick inside the engine (p.22), so no one on screen saw her lead
        played: it glides in from her place after `delay` seconds."""
        factor = self.ctx.settings.anim_factor
        if factor <= 0:
            return []
        view = self.ctx.game.view(None)
        return [Flight(cid, self.layout.back_rects(seat, view.players[seat].hand_count + 1)[-1],
                       self.layout.trick_rect(seat), FLIGHT * factor, -delay)
                for seat, cid in view.trick if cid >= SOLO_BASE]

    def animate(self, dt: float) -> bool:
        """Move the cards in flight, else count down a finished trick's pause; True when the
        table changed (a trick waiting for its click changes nothing). The scene moves nobody
        while this was `busy()` (the next card waits until the trick has been seen)."""
        if self.flights:
            for f in self.flights:
                f.advance(dt)
            self.flights = [f for f in self.flights if f.t < f.dur]
            return True
        if self.pause > 0:
            self.pause -= dt
            if self.pause <= 0 and not self.waits_for_click():
                self.end_pause()
            return True
        if self.showing is not None and not self.waits_for_click():  # the option was changed while it waited
            self.end_pause()
            return True
        return False
