"""The Season's glows: what may be clicked or dropped on now, what just happened, the hint.

Drawn over the cached board each frame (they follow the pointer). While a Calling Card is
dragged or selected, every legal space glows and the others dim; otherwise the things that
take a decision glow, the others' last moves glow in their seat colour until the viewer
decides, and the hinted move glows green with the line that says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from .. import theme as T
from ..board import hive, inplace, solo
from ..board.decision import CHEAPEST, cheapest_plan, inplace_key
from ..board.draw import PLAN, dim, glow
from ..board.refusal import note
from ..board.view import Spot

if TYPE_CHECKING:
    from .season import SeasonScene


def draw(scene: SeasonScene, surf: pygame.Surface) -> None:
    """Glow on what can be clicked or dropped on now; dim the spaces that cannot."""
    lay, spots, offers, mouse = scene.lay, scene.spots, scene.offers, scene.pointer.mouse
    assert lay is not None  # (drawn after the layers laid the scene out)
    for key, seat in scene.motion.marks(scene.private()):  # others' last moves, until you decide
        spot = spots.by_key.get(key)
        if spot is not None:
            glow(surf, spot.rect, spot.hexagon, color=T.SEAT_COLORS[seat % len(T.SEAT_COLORS)])
    for key in scene.replay.glow if scene.replay.active and scene.replay.begun else ():
        spot = spots.by_key.get(key)
        if spot is not None:  # the spaces Lady Cat took, while her turn is told
            glow(surf, spot.rect, spot.hexagon, color=solo.CAT_RED)
    calling = spots.by_key.get("calling")
    if scene.pointer.placing():
        for s in _space_spots(scene):
            if s.key in offers.place_map:
                glow(surf, s.rect, s.hexagon)
            else:
                dim(surf, s.rect, s.hexagon)
        if scene.pointer.selected and calling is not None:
            glow(surf, calling.rect, color=T.IVORY)
        under = scene.pointer.place_target(mouse)
        if under is not None:
            spot = spots.by_key[under]
            glow(surf, spot.rect, spot.hexagon, color=T.IVORY)
        return
    moving = any(a.kind == "move" for a in scene.click_legal())
    for key in offers.click_map:
        spot = spots.by_key.get(key)
        if spot is not None:
            glow(surf, spot.rect, spot.hexagon)
    if moving:
        for sid, rect in lay.hex_rects.items():
            if sid not in offers.click_map:
                dim(surf, rect, True)
    if offers.place_map and calling is not None:
        glow(surf, calling.rect, color=T.IVORY)
    _draw_swap(scene, surf)
    hover = spots.at(mouse)
    if hover is not None and hover.key in offers.click_map:
        glow(surf, hover.rect, hover.hexagon, color=T.IVORY)
    if hover is not None and hover.key in lay.hex_rects:
        hive.draw_links(surf, lay, scene.theme, scene.game.cat, hover.key)
    if scene.panel.hit(mouse) == CHEAPEST:
        for key in cheapest_plan(scene.game, scene.private()):
            spot = spots.by_key.get(key)
            if spot is not None:
                glow(surf, spot.rect, color=PLAN)


def _draw_swap(scene: SeasonScene, surf: pygame.Surface) -> None:
    """The club card glows while it may be swapped (R7.2); while a Star card is being
    chosen for it, the Parlor's Star cards glow the same colour."""
    swaps = inplace.swaps(scene.click_legal())
    key = inplace.club_card_key(scene.game, scene.game.to_move) if swaps else None
    spot = scene.spots.by_key.get(key) if key else None
    if spot is not None:
        glow(surf, spot.rect, color=inplace.SWAP_GLOW)
    if scene.pointer.swapping:
        for a in swaps:
            star = scene.spots.by_key.get(f"star:{a.args[0]}")
            if star is not None:
                glow(surf, star.rect, color=inplace.SWAP_GLOW)


def _space_spots(scene: SeasonScene) -> list[Spot]:
    assert scene.lay is not None
    keys = set(scene.lay.spaces) - set(scene.lay.hex_rects)
    return [s for s in scene.spots.items if s.key in keys]


def hint_rect(scene: SeasonScene) -> pygame.Rect | None:
    """Where the hinted move is taken on screen: its space or hot spot, else its button."""
    h = scene.hint_shown
    if h is None:
        return None
    spot = scene.spots.by_key.get(inplace_key(h.action) or "")
    if spot is not None:
        return spot.rect
    return scene.panel.targets().get(h.action)


def draw_hint(scene: SeasonScene, surf: pygame.Surface, at: pygame.Rect | None) -> None:
    """The hinted move glows, with the line that says why at `at` when the layer policy lets
    its note show (season_bubbles.hint_note places it)."""
    r, h = hint_rect(scene), scene.hint_shown
    if r is None or h is None:
        return
    spot = scene.spots.by_key.get(inplace_key(h.action) or "")
    glow(surf, r, bool(spot and spot.hexagon), color=T.OK)
    if h.action.kind == "place":
        calling = scene.spots.by_key.get("calling")
        if calling is not None:
            glow(surf, calling.rect, color=T.OK)
    if at is not None:
        note(surf, scene.theme, h.why, r.midbottom, title=hint_title(scene), edge=T.OK, at=at)


def hint_title(scene: SeasonScene) -> str:
    assert scene.hint_shown is not None
    return _("Hint: {move}").format(move=scene.hint_shown.action.label)
