"""What one redraw of the Season screen knows, and the hot spots it leaves behind.

`BoardView` bundles the game, the redacted view of the seat whose private cards may show,
the layout and the theme. Drawing registers a `Spot` for everything the mouse can point at
(a space, a card, a token, a track step); the scene uses the spots for clicks, drops, hover
zoom and `targets()`, so hit-testing always matches what is on screen.

A spot's zoom may be given as a function that makes it (issue 57, item 3): a position is
painted several times (the pass gathering its hot spots, the board under a flight, its
regions), each registering every spot anew, and most spots are never hovered; the zoom's
text (a Hive space's says its costs, links and tokens) is made when one is first read, from
the same frozen view (`obs` is the position's own copy, never updated in place).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ...engine import Game, SeatView, View
from ...engine.catalog import Catalog
from .. import theme as T
from .draw import monogram, seat_color
from .layout import SeasonLayout


@dataclass(frozen=True)
class Zoom:
    """The large readable view of a hovered thing: a title, lines of text, optionally a face
    (("whist" | "lc" | "ton" | "tea", id)) drawn large beside the text."""

    title: str
    lines: tuple[str, ...] = ()
    face: tuple = ()
    rules: str = ""  # the Rules overlay section its "Rules" link opens ("" for none)


ZoomMaker = Callable[[], "Zoom | None"]


@dataclass(eq=False)
class Spot:
    key: str
    rect: pygame.Rect
    made: Zoom | ZoomMaker | None = None  # the zoom, or what makes it when first read
    hexagon: bool = False
    _zoom: Zoom | None = field(default=None, init=False, repr=False)

    @property
    def zoom(self) -> Zoom | None:
        """The hover zoom, made on first reading (then kept: the view it reads is frozen)."""
        if callable(self.made):
            self._zoom, self.made = self.made(), None
        elif self.made is not None:
            self._zoom, self.made = self.made, None
        return self._zoom


class Spots:
    """The pointable things of the last redraw, topmost last."""

    def __init__(self) -> None:
        self.items: list[Spot] = []
        self.by_key: dict[str, Spot] = {}

    def add(self, key: str, rect: pygame.Rect, zoom: Zoom | ZoomMaker | None = None,
            hexagon: bool = False) -> None:
        spot = Spot(key, pygame.Rect(rect), zoom, hexagon)
        self.items.append(spot)
        self.by_key[key] = spot

    def extend(self, kept: list[Spot]) -> None:
        """Register again the spots a kept picture's paint registered (scenes/season_boards.py):
        the same objects, so a zoom made when read is made once."""
        self.items += kept
        for spot in kept:
            self.by_key[spot.key] = spot

    def at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.items):
            if spot.rect.collidepoint(pos):
                return spot
        return None


@dataclass
class BoardView:
    game: Game
    obs: View  # game.view(private)
    private: int | None  # the seat whose hand and Tea cards may be shown face-up
    me: int  # the seat whose mat is drawn large
    lay: SeasonLayout
    th: T.Theme
    marks: bool
    spots: Spots
    plan: frozenset[str] = frozenset()  # spot keys the cheapest payment would use
    # still in flight (board/motion.py): a space's Calling Card ("parlor_1"), a brooch
    # ("brooch:2"), a Parlor card ("star:0") or a Ballroom card ("card:lc_1") being dealt in
    hidden: frozenset[str] = frozenset()

    @property
    def cat(self) -> Catalog:
        return self.game.cat

    def player(self, seat: int) -> SeatView:
        return self.obs.players[seat]

    def color(self, seat: int) -> tuple[int, int, int]:
        return seat_color(seat)

    def initial(self, seat: int) -> str:
        return monogram(self.player(seat).name)

    def persona(self, seat: int) -> str:
        """The seat's Bonus Persona id ("" for the character): its Calling Cards show the
        silhouette side."""
        return self.player(seat).persona
