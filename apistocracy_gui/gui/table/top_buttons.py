"""The buttons along a table's top bar: Hint, Undo, Redo and the way out.

Both tables show the same buttons by the same rules: where no person plays (an all-computer
game, the demo) there is nothing to hint at or take back, so only the others show; a shown
button is enabled by what the scene says is possible now. The scene places them (each table
has its own bar) and hears their presses through their callbacks.
"""

from __future__ import annotations

import pygame

from .. import theme as T
from ..theme import Theme
from ..widgets import Button, tooltip

TAKE_BACK = ("hint", "undo", "redo")  # shown only where a person plays


class TopButtons(dict[str, Button]):
    """The top bar's buttons by name, in the bar's order from left to right (a dict, so the
    scene's generic button walk, `scene.scene_buttons`, finds them too)."""

    def shown(self, humans: bool) -> list[Button]:
        return [b for name, b in self.items() if humans or name not in TAKE_BACK]

    def enable(self, hint: bool, undo: bool, redo: bool) -> None:
        self["hint"].enabled = hint
        self["undo"].enabled = undo
        self["redo"].enabled = redo

    def place(self, th: Theme, right: int, y: int, h: int, min_w: int, gap: int) -> None:
        """Lay the buttons out leftwards from `right`, each at least `min_w` wide and wider for
        a longer label (German's "Rückgängig"), up to twice that: no label is squeezed below
        the text floor while the bar has room to its left."""
        for b in reversed(list(self.values())):
            natural = T.font("serif-bold", th.fpx(b.size)).size(b.text)[0] + th.px(14)
            w = max(min_w, min(natural, 2 * min_w))
            b.rect = pygame.Rect(right - w, y, w, h)
            right -= w + gap

    def left(self, default: int) -> int:
        """Where the row of placed buttons begins (the bar's text must end before it)."""
        return min((b.rect.x for b in self.values() if b.rect.w), default=default)

    def draw(self, surf: pygame.Surface, th: Theme, humans: bool) -> None:
        for b in self.shown(humans):
            b.draw(surf, th)
            if b.hover and b.hint:
                tooltip(surf, th, b.hint, b.rect)
