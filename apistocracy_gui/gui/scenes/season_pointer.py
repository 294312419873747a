"""The Season's mouse: dragging a Calling Card, click-to-select, and clicks on the board.

A press on the Calling Card stack starts a drag; a release after moving drops it (on a legal
space: that placement; elsewhere the card slides back, and a forbidden space says why), a
release without moving selects the stack, and the next click on a glowing space places it.
Clicks on tabs, panel buttons and hot spots take the move filed there (season_offers.py).
Whatever it means becomes one intent (gui/table/intent.py) that the scene applies, the path
the keyboard's intents take too. It is given the table (season_context.py), the layers'
`ensure` and the zoom, never the scene; a motion or Esc says whether the screen changed, and
the scene redraws after every press and release.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..board import inplace
from ..board.draw import seat_calling_img, shadow
from ..board.refusal import NO_SPACE, note
from ..table.intent import Command, Intent, Play
from ..touch import from_finger
from . import season_frame

if TYPE_CHECKING:
    from .season_context import SeasonTable
    from .season_zoom import SeasonZoom

DRAG_SLOP = 6  # design pixels the mouse must move before a press becomes a drag
LIFT = 28  # design pixels between a finger and the bottom of the card it drags (touch.py)


@dataclass
class Drag:
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int]  # the mouse's offset inside the card
    moved: bool = False
    lifted: bool = False  # dragged by a finger: the card rides above it, where the finger hides nothing


class Pointer:
    """The mouse's state on the Season's boards and what its events mean; `ensure` brings
    the hot spots and offers up to date with the game (season_layers.py)."""

    def __init__(self, t: SeasonTable, ensure: Callable[[], None], zoom: SeasonZoom):
        self.t, self.ensure, self.zoom = t, ensure, zoom
        self.drag: Drag | None = None
        self.selected = False  # the Calling Card stack was clicked: a space is chosen next
        self.hurried = False  # the press hurried a bot: its release must not act
        self.mouse = (-10, -10)

    def placing(self) -> bool:
        return self.drag is not None or self.selected

    def drop_all(self) -> None:
        """Forget a drag or a selection (the screen changes under it)."""
        self.drag, self.selected = None, False

    def back(self) -> bool:
        """Esc: stop choosing a Star card, else drop a drag or selection; False if neither
        (True: the screen changed)."""
        if self.t.offers.swapping:
            self.t.offers.swapping = False
        elif self.placing():
            self.drop_all()
        else:
            return False
        return True

    def hover_key(self) -> str | None:
        tab = inplace.hit(self.t.tabs, self.mouse)
        if tab is not None:
            return tab.key
        spot = self.t.spots.at(self.mouse)
        return spot.key if spot else None

    def moved(self, event: pygame.event.Event) -> bool:
        """Follow the mouse; True when the screen changed (a button's hover, the drag, the
        thing under the pointer, the panel under it)."""
        t, pos = self.t, event.pos
        before = self.hover_key()
        self.mouse = pos
        changed = any([b.handle(event) for b in season_frame.buttons(t)])
        if self.drag is not None:
            self.drag.pos = pos
            slop = t.lay.grid.n(DRAG_SLOP) if t.lay else DRAG_SLOP
            if abs(pos[0] - self.drag.start[0]) + abs(pos[1] - self.drag.start[1]) > slop:
                self.drag.moved = True
            return True
        return changed or before != self.hover_key() or t.panel_area.collidepoint(pos)

    def grabs(self, pos: tuple[int, int]) -> bool:
        """Whether a press at `pos` picks up the Calling Card (a placement is on offer now)."""
        self.ensure()
        calling = self.t.spots.by_key.get("calling")
        return bool(self.t.offers.place_map) and calling is not None and calling.rect.collidepoint(pos)

    def pressed(self, event: pygame.event.Event) -> Intent | None:
        t, pos = self.t, event.pos
        if season_frame.button_at(t, pos) is not None:
            return None
        if t.motion.active:  # a click lands what moves, and still counts (nothing waits)
            t.motion.skip()
        if t.replay.active:  # a click skips the rest of Lady Cat's turn
            self.hurried = True
            return Command("skip_replay")
        if t.bot_due():  # a click hurries the bots
            self.hurried = True
            return Command("hurry")
        if self.grabs(pos):
            r = t.spots.by_key["calling"].rect
            self.drag = Drag(pos, pos, (pos[0] - r.x, pos[1] - r.y), lifted=from_finger(event))
        return None

    def released(self, event: pygame.event.Event) -> Intent | None:
        t, pos, offers = self.t, event.pos, self.t.offers
        button = season_frame.button_at(t, pos)
        if button is not None:
            button.handle(event)  # its callback applies its command
            return None
        if self.hurried:
            self.hurried = False
            return None
        drag, self.drag = self.drag, None
        if drag is not None:
            if drag.moved:
                return self._drop(drag, pos)
            self.selected = not self.selected
            return None
        tab = inplace.hit(t.tabs, pos) if t.human_turn() else None
        if tab is not None:
            if tab.action is not None:
                return Play(tab.action)
            offers.swapping = not offers.swapping  # the Swap tab: choose a Star card next, or stop
            return None
        # the 300 ms guard is for the pointer: a keyboard's press on a focused button is no
        # second click of a double click (issue 52)
        now = None if getattr(event, "focus_click", False) else t.app.now
        action = t.panel.hit(pos, now) if t.human_turn() else None
        if action is not None:
            return Play(action)
        spot = t.spots.at(pos)
        key = spot.key if spot else None
        if self.selected and key in offers.place_map:
            return Play(offers.place_map[key], t.spots.by_key["calling"].rect)
        if key in offers.click_map:
            return Play(offers.click_map[key])
        if key in offers.refused and (self.selected or offers.refused[key].kind != "place"):
            self.refuse(key, pos)
        elif self.selected or offers.swapping:
            self.selected = offers.swapping = False
        return None

    def right_pressed(self, pos: tuple[int, int]) -> Intent | None:
        """A right-click drops a drag or selection, else follows the zoom's Rules link."""
        if self.placing():
            self.drop_all()
            return None
        self.mouse = pos
        found = self.zoom.under(pos)
        return Command("rules", found[0].rules) if found is not None and found[0].rules else None

    def refuse(self, key: str, pos: tuple[int, int]) -> None:
        self.t.refusal.show(self.t.why_not(key), pos)

    def card_img(self, w: int, h: int) -> pygame.Surface:
        """The viewer's Calling Card: its monogram, or a Bonus Persona's silhouette side (p.22)."""
        return seat_calling_img(self.t.game, self.t.me(), w, h)

    def place_target(self, pos: tuple[int, int]) -> str | None:
        """The legal placement space under `pos`, if any."""
        for key in self.t.offers.place_map:
            spot = self.t.spots.by_key.get(key)
            if spot is not None and spot.rect.collidepoint(pos):
                return key
        return None

    def refused_at(self, pos: tuple[int, int]) -> str | None:
        """The refused placement space under `pos`, if any."""
        spot = self.t.spots.at(pos)
        return spot.key if spot is not None and self.t.offers.refused_place(spot.key) else None

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> Intent | None:
        t = self.t
        key = self.place_target(pos)
        if key is not None:
            return Play(t.offers.place_map[key], pygame.Rect(self.card_at(drag), (1, 1)))
        refused, calling = self.refused_at(pos), t.spots.by_key.get("calling")
        if refused is not None:
            self.refuse(refused, pos)
        elif calling is None or not calling.rect.collidepoint(pos):  # back on its stack: no word
            t.refusal.show(NO_SPACE, pos)
        if calling is None or t.lay is None:
            return None
        r = calling.rect
        img = self.card_img(r.w, r.h)
        t.tweens.add(img, self.card_at(drag), r.topleft, 0.25, t.app.settings.anim_factor)
        return None

    def card_at(self, drag: Drag) -> tuple[int, int]:
        """Where the dragged card's top-left is: held where it was grabbed, or for a finger
        centred above it, clear of the hand on the glass (inside the window)."""
        if not drag.lifted:
            return drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1]
        r = self.t.spots.by_key["calling"].rect
        return drag.pos[0] - r.w // 2, max(0, drag.pos[1] - r.h - self.t.theme.px(LIFT))

    def draw_drag(self, surf: pygame.Surface) -> None:
        """The dragged Calling Card under the mouse, saying why before a forbidden drop."""
        t = self.t
        calling = t.spots.by_key.get("calling")
        if self.drag is None or not self.drag.moved or calling is None:
            return
        r = calling.rect
        img = self.card_img(r.w, r.h)
        x, y = self.card_at(self.drag)
        surf.blit(shadow(r.w, r.h), (x + t.theme.px(5), y + t.theme.px(8)))
        surf.blit(img, (x, y))
        refused = self.refused_at(self.drag.pos)
        if refused is not None:  # say why before the card is even dropped there
            note(surf, t.theme, t.why_not(refused), self.drag.pos)
