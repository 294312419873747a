"""The Season's glows: what may be clicked or dropped on now, what just happened, the hint.

Drawn over the cached board each frame (they follow the pointer). While a Calling Card is
dragged or selected, every legal space glows and the others dim; otherwise the things that
take a decision glow, the others' last moves glow in their seat colour until the viewer
decides, and the hinted move glows green with the line that says why. Drawn from the table
(season_context.py) and the pointer, never from the scene.
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
    from .season_context import SeasonTable
    from .season_pointer import Pointer


def draw(t: SeasonTable, surf: pygame.Surface, pointer: Pointer) -> None:
    """Glow on what can be clicked or dropped on now; dim the spaces that cannot."""
    lay, spots, offers, mouse = t.lay, t.spots, t.offers, pointer.mouse
    assert lay is not None  # (drawn after the layers laid the scene out)
    for key, seat in t.motion.marks(t.private()):  # others' last moves, until you decide
        spot = spots.by_key.get(key)
        if spot is not None:
            glow(surf, spot.rect, spot.hexagon, color=T.SEAT_COLORS[seat % len(T.SEAT_COLORS)])
    for key in t.replay.glow if t.replay.active and t.replay.begun else ():
        spot = spots.by_key.get(key)
        if spot is not None:  # the spaces Lady Cat took, while her turn is told
            glow(surf, spot.rect, spot.hexagon, color=solo.CAT_RED)
    calling = spots.by_key.get("calling")
    if pointer.placing():
        for s in _space_spots(t):
            if s.key in offers.place_map:
                glow(surf, s.rect, s.hexagon)
            else:
                dim(surf, s.rect, s.hexagon)
        if pointer.selected and calling is not None:
            glow(surf, calling.rect, color=T.IVORY)
        under = pointer.place_target(mouse)
        if under is not None:
            spot = spots.by_key[under]
            glow(surf, spot.rect, spot.hexagon, color=T.IVORY)
        return
    moving = any(a.kind == "move" for a in t.click_legal())
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
    _draw_swap(t, surf)
    hover = spots.at(mouse)
    if hover is not None and hover.key in offers.click_map:
        glow(surf, hover.rect, hover.hexagon, color=T.IVORY)
    if hover is not None and hover.key in lay.hex_rects:
        hive.draw_links(surf, lay, t.theme, t.game.cat, hover.key)
    if t.panel.hit(mouse) == CHEAPEST:
        for key in cheapest_plan(t.game, t.private()):
            spot = spots.by_key.get(key)
            if spot is not None:
                glow(surf, spot.rect, color=PLAN)


def _draw_swap(t: SeasonTable, surf: pygame.Surface) -> None:
    """The club card glows while it may be swapped (R7.2); while a Star card is being
    chosen for it, the Parlor's Star cards glow the same colour."""
    swaps = inplace.swaps(t.click_legal())
    key = inplace.club_card_key(t.game, t.game.to_move) if swaps else None
    spot = t.spots.by_key.get(key) if key else None
    if spot is not None:
        glow(surf, spot.rect, color=inplace.SWAP_GLOW)
    if t.offers.swapping:
        for a in swaps:
            star = t.spots.by_key.get(f"star:{a.args[0]}")
            if star is not None:
                glow(surf, star.rect, color=inplace.SWAP_GLOW)


def _space_spots(t: SeasonTable) -> list[Spot]:
    assert t.lay is not None
    keys = set(t.lay.spaces) - set(t.lay.hex_rects)
    return [s for s in t.spots.items if s.key in keys]


def hint_rect(t: SeasonTable) -> pygame.Rect | None:
    """Where the hinted move is taken on screen: its space or hot spot, else its button."""
    h = t.hint_shown
    if h is None:
        return None
    spot = t.spots.by_key.get(inplace_key(h.action) or "")
    if spot is not None:
        return spot.rect
    return t.panel.targets().get(h.action)


def draw_hint(t: SeasonTable, surf: pygame.Surface, at: pygame.Rect | None) -> None:
    """The hinted move glows, with the line that says why at `at` when the layer policy lets
    its note show (season_bubbles.hint_note places it)."""
    r, h = hint_rect(t), t.hint_shown
    if r is None or h is None:
        return
    spot = t.spots.by_key.get(inplace_key(h.action) or "")
    glow(surf, r, bool(spot and spot.hexagon), color=T.OK)
    if h.action.kind == "place":
        calling = t.spots.by_key.get("calling")
        if calling is not None:
            glow(surf, calling.rect, color=T.OK)
    if at is not None:
        note(surf, t.theme, h.why, r.midbottom, title=hint_title(t), edge=T.OK, at=at)


def hint_title(t: SeasonTable) -> str:
    assert t.hint_shown is not None
    return _("Hint: {move}").format(move=t.hint_shown.action.label)
