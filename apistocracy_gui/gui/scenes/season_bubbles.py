"""The Season scene's teaching bubbles: the coach's and the tips' (issue 38).

Both keep clear of what the screen must show whole: the hover zoom, a refusal's "Not
allowed" note, the move being told (the others' last spaces, the caption ribbon); a tip also
keeps clear of everything the player may click now, so it never hides a move. The scene
draws the zoom and the refusal note after them, so those are always on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..tips import of as tips_of

if TYPE_CHECKING:
    from .season import SeasonScene


def told(scene: SeasonScene) -> tuple[pygame.Rect, ...]:
    """What the screen is telling now: the others' last moves (their spaces glow) and the
    caption ribbon of the move being played."""
    out = [scene.spots.by_key[k].rect for k, _seat in scene.motion.marks(scene.private())
           if k in scene.spots.by_key]
    text = scene.motion.caption()
    if text and scene.lay is not None:
        area = scene.lay.assembly.rect
        img = scene._ribbon(text, area.w, scene.theme.fpx(16))
        out.append(img.get_rect(midtop=(area.centerx, area.y + scene.theme.px(4))))
    return tuple(out)


def clickable(scene: SeasonScene) -> tuple[pygame.Rect, ...]:
    """Everything the player may click now: the panel, the buttons, the tabs on cards, the
    Calling Card stack, the spaces and things that take the decision."""
    keys = (["calling"] if scene.place_map else []) + list(scene.place_map) + list(scene.click_map)
    return (scene.panel_area, *(b.rect for b in scene._all_buttons()), *(t.rect for t in scene.tabs),
            *(scene.spots.by_key[k].rect for k in keys if k in scene.spots.by_key))


def draw(scene: SeasonScene, surf: pygame.Surface, mine: bool) -> None:
    th = scene.theme
    clear = told(scene)
    if scene.zoom_shown is not None:
        clear += (scene.zoom_shown[2],)
    if mine and scene.refusal.active:
        clear += (scene.refusal.rect(surf, th),)
    coach = scene.coach
    if coach is not None and scene.drag is None:
        calling = scene.spots.by_key.get("calling")
        avoid = (calling.rect,) if calling is not None and scene.place_map else ()
        coach.draw(surf, th, scene.coach_target(), avoid, scene._log_rect(), clear)
    tipster = tips_of(scene.session, scene.app.settings.tips)
    if tipster is None or scene.drag is not None or scene.replay.active:
        scene.tip_view.rect = pygame.Rect(0, 0, 0, 0)  # a drop lands on the board, not a tip
        return
    tipster.update()
    bubbles = (coach.bubble,) if coach is not None else ()
    scene.tip_view.draw(surf, th, tipster, scene.coach_rect(tipster.point()),
                        clear + bubbles + clickable(scene))
