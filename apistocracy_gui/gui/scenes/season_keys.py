"""The Season's keys, as intents (gui/table/intent.py) that the scene applies by the path a
click takes. Tab, the arrows and Enter on a focused thing belong to the focus ring
(gui/focus.py), which sends the very click a mouse would; these are the keys of their own:
take back, Esc, the Menu key, Space to land or hurry what moves, Enter to end a turn, H, F1.
They are read from the table (season_context.py) and, for F1, the zoom at the pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..table.intent import Command, Intent, take_back

if TYPE_CHECKING:
    from .season_context import SeasonTable
    from .season_zoom import SeasonZoom


def intent(t: SeasonTable, event: pygame.event.Event, zoom: SeasonZoom,
           mouse: tuple[int, int]) -> Intent | None:
    key, ctrl = event.key, getattr(event, "mod", 0) & pygame.KMOD_CTRL
    back = take_back(event)
    if back is not None:  # nothing to take back in a game only computers play
        return back if t.session.humans else None
    if key == pygame.K_ESCAPE:
        return Command("back")
    if key == pygame.K_MENU:  # the keyboard's Menu key, a pad's Start
        return Command("menu")
    if key == pygame.K_SPACE and t.motion.active:
        return Command("land")  # Space lands everything at once, Lady Cat's telling too
    if key == pygame.K_SPACE and t.replay.active:
        return Command("skip_replay")
    if key == pygame.K_SPACE and t.bot_due():
        return Command("hurry")
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and t.turn_over():
        return Command("end_turn")
    if key == pygame.K_h and not ctrl:
        return Command("hint")
    if key == pygame.K_F1:
        found = zoom.under(mouse)
        return Command("rules", found[0].rules if found else "")
    return None
