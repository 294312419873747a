"""The buttons along a table's top bar: Hint, Undo, Redo and the way out.

Both tables show the same buttons by the same rules: where no person plays (an all-computer
game, the demo) there is nothing to hint at or take back, so only the others show; a shown
button is enabled by what the scene says is possible now. The scene places them (each table
has its own bar) and hears their presses through their callbacks.
"""

from __future__ import annotations

import pygame

from ...engine import Game
from ...i18n import N_
from .. import theme as T
from ..theme import Theme
from ..widgets import Button, tooltip

TAKE_BACK = ("hint", "undo", "redo")  # shown only where a person plays


class TopButtons(dict[str, Button]):
    """The top bar's buttons by name, in the bar's order from left to right (a dict, so the
    scene's generic button walk, `scene.scene_buttons`, finds them too)."""

    def shown(self, humans: bool) -> list[Button]:
        return [b for name, b in self.items() if humans or name not in TAKE_BACK]

    def enable(self, why_not: dict[str, str | None]) -> None:
        """Enable each named button whose reason is None; a greyed one keeps its reason (a
        message id), which its tooltip says in place of its key: the key does nothing then
        either, and a player who clicks it wants to know why (issue 52)."""
        for name, why in why_not.items():
            self[name].enabled = why is None
            self[name].why_not = why or ""

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
            shown = b.hint if b.enabled else b.why_not
            if b.hover and shown:
                tooltip(surf, th, shown, b.rect)


# Why the Hint, Undo or Redo is greyed, by the first condition that holds: a short sentence in
# the tooltip of the greyed button.
HINTS_OFF = N_("Hints are turned off in Options.")
NOT_YOUR_TURN = N_("A hint is for your own turn.")
GUIDED = N_("Learn to play guides this step.")
WAIT = N_("Wait until the moves on show have played.")
NOTHING_TO_UNDO = N_("There is no move to take back yet.")
REVEALED = N_("The last move showed hidden cards, so it cannot be taken back.")
NOTHING_TO_REDO = N_("There is no move taken back to play again.")


def why_not(game: Game, hints: bool, my_turn: bool, scripted: bool, busy: bool) -> dict[str, str | None]:
    """Each take-back button's reason for being greyed now, or None where it works: both
    tables ask the same questions (hints in Options, whose turn, a tutorial step, moves still
    on show, the game's undo and redo)."""
    if scripted:
        return dict.fromkeys(TAKE_BACK, GUIDED)
    hint = HINTS_OFF if not hints else (WAIT if busy else None if my_turn else NOT_YOUR_TURN)
    undo = WAIT if busy else None if game.can_undo else REVEALED if game.actions_taken else NOTHING_TO_UNDO
    redo = WAIT if busy else None if game.can_redo else NOTHING_TO_REDO
    return {"hint": hint, "undo": undo, "redo": redo}
