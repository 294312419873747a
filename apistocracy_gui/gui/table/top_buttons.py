"""The buttons along a table's top bar: Hint, Undo, Redo and the way out.

Both tables show the same buttons by the same rules: where no person plays (an all-computer
game, the demo) there is nothing to hint at or take back, so only the others show; a shown
button is enabled by what the scene says is possible now. The scene places them (each table
has its own bar) and hears their presses through their callbacks.
"""

from __future__ import annotations

import pygame

from ..theme import Theme
from ..widgets import Button, tooltip

TAKE_BACK = ("hint", "undo", "redo")  # shown only where a person plays


class TopButtons:
    """The top bar's buttons by name, in the bar's order from left to right."""

    def __init__(self, buttons: dict[str, Button]):
        self.buttons = buttons

    def __getitem__(self, name: str) -> Button:
        return self.buttons[name]

    def shown(self, humans: bool) -> list[Button]:
        return [b for name, b in self.buttons.items() if humans or name not in TAKE_BACK]

    def enable(self, hint: bool, undo: bool, redo: bool) -> None:
        self.buttons["hint"].enabled = hint
        self.buttons["undo"].enabled = undo
        self.buttons["redo"].enabled = redo

    def left(self, default: int) -> int:
        """Where the row of placed buttons begins (the bar's text must end before it)."""
        return min((b.rect.x for b in self.buttons.values() if b.rect.w), default=default)

    def hit(self, pos: tuple[int, int], humans: bool) -> Button | None:
        return next((b for b in self.shown(humans) if b.rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event, humans: bool) -> bool:
        """Hover and presses; True when a button acted or changed its look."""
        changed = False
        for b in self.shown(humans):
            changed = b.handle(event) or changed
        return changed

    def draw(self, surf: pygame.Surface, th: Theme, humans: bool) -> None:
        for b in self.shown(humans):
            b.draw(surf, th)
            if b.hover and b.hint:
                tooltip(surf, th, b.hint, b.rect)
