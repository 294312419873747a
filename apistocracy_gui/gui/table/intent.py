"""What an input means, whatever device it came from (issue 37, item 2).

Every controller (the mouse's drag and click, the keyboard, the top bar's buttons) turns an
event into one intent, and the scene applies intents by one path (`apply`): a move is always
`Play` and goes to the engine the same way, a table command is always `Command`. So a key and
a click that mean the same thing cannot do different things.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import Action


@dataclass(frozen=True, eq=False)
class Play:
    """An engine move; `fly_from` is where its Calling Card starts flying (a drop, the stack)."""

    action: Action
    fly_from: pygame.Rect | None = None


@dataclass(frozen=True)
class Command:
    """A table command that is not a move: "undo", "redo", "hint", "menu", "rules" (with the
    section in `arg`), "end_turn", "back" (Esc), "land" (show what moves at once), "hurry" (the
    computer's move now), "skip_replay" (the rest of Lady Cat's turn)."""

    name: str
    arg: str = ""


Intent = Play | Command


def take_back(event: pygame.event.Event) -> Command | None:
    """The keys both tables share for taking back: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo."""
    mod = getattr(event, "mod", 0)
    if not mod & pygame.KMOD_CTRL:
        return None
    if event.key == pygame.K_z:
        return Command("redo" if mod & pygame.KMOD_SHIFT else "undo")
    if event.key == pygame.K_y:
        return Command("redo")
    return None
