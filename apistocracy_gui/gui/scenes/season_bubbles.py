"""The Season scene's teaching bubbles: the coach's and the tips' (issue 38), and what they
point at (a tutorial step's `point`, tutorial.yaml, or where its move is made).

Both keep clear of what the screen must show whole: the hover zoom, a refusal's "Not
allowed" note, the move being told (the others' last spaces, the caption ribbon); a tip also
keeps clear of everything the player may click now, so it never hides a move. The scene
draws the zoom and the refusal note after them, so those are always on top.

The layer policy (issue 52: a tip, the zoom, the Hint's note and a banner piled up): the
Hint's note (the player asked for it) and a tip never show together, the note first; the
tutorial coach's bubble holds the tips back while its scripted step is up (`Tipster.hold`), and
a tip it lets through is placed clear of it; no note or tip while a banner crosses the screen;
none where the hover zoom lies (the Hint's note waits while the zoom covers its place, a tip
is placed clear of it, and of the opponents' panels where it can), and a bubble never covers
the thing it names. A tip that must wait keeps its turn: it is neither chosen nor lost.
They are placed from the table (season_context.py), where the zoom lies and whether a card is
dragged, never from the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..board.decision import inplace_key
from ..board.refusal import note_size
from ..bubble import place
from ..tips import of as tips_of
from . import season_frame, season_marks

if TYPE_CHECKING:
    from .season_context import SeasonTable


def told(t: SeasonTable) -> tuple[pygame.Rect, ...]:
    """What the screen is telling now: the others' last moves (their spaces glow) and the
    caption ribbon of the move being played."""
    out = [t.spots.by_key[k].rect for k, _seat in t.motion.marks(t.private()) if k in t.spots.by_key]
    text = t.motion.caption()
    if text and t.lay is not None:
        area = t.lay.assembly.rect
        out.append(t.ribbon.rect(t.theme, text, area))
    return tuple(out)


def clickable(t: SeasonTable) -> tuple[pygame.Rect, ...]:
    """Everything the player may click now: the panel, the buttons, the tabs on cards, the
    Calling Card stack, the spaces and things that take the decision."""
    offers = t.offers
    keys = (["calling"] if offers.place_map else []) + list(offers.place_map) + list(offers.click_map)
    return (t.panel_area, *(b.rect for b in season_frame.buttons(t)), *(tab.rect for tab in t.tabs),
            *(t.spots.by_key[k].rect for k in keys if k in t.spots.by_key))


def draw(t: SeasonTable, surf: pygame.Surface, mine: bool, zoom: pygame.Rect | None,
         dragging: bool) -> None:
    """The coach's bubble and the tip's, clear of the hover zoom (`zoom`: where it lies)."""
    th = t.theme
    clear = told(t)
    if zoom is not None:
        clear += (zoom,)
    if mine and t.refusal.active:
        clear += (t.refusal.rect(surf, th),)
    coach = t.coach
    if coach is not None and not dragging:
        calling = t.spots.by_key.get("calling")
        avoid = (calling.rect,) if calling is not None and t.offers.place_map else ()
        coach.draw(surf, th, coach_target(t), avoid, season_frame.log_rect(t), clear)
    tipster = tips_of(t.session, t.app.settings.tips)
    if (tipster is None or dragging or t.replay.active
            or t.motion.banner() or (mine and season_marks.hint_rect(t) is not None)):
        t.tip_view.rect = pygame.Rect(0, 0, 0, 0)  # a drop lands on the board, not a tip
        return
    tipster.update()
    bubbles = (coach.bubble,) if coach is not None else ()
    others = tuple(a.rect for a in t.layout().opps)  # what the others have: read between turns
    t.tip_view.draw(surf, th, tipster, coach_rect(t, tipster.point()),
                    clear + bubbles + clickable(t) + others)


def hint_note(t: SeasonTable, surf: pygame.Surface, zoom: pygame.Rect | None) -> pygame.Rect | None:
    """Where the Hint's note shows now, or None while the layer policy holds it back: no
    hint, the tutorial coach's bubble up, a banner. It is placed as a bubble is, beside the
    move it names and clear of it, of the hover zoom, of what the screen is telling and of
    the opponents' panels where it can (it kept a spot under the move, over the zoom or the
    opponents' names, issue 52)."""
    target, h = season_marks.hint_rect(t), t.hint_shown
    coach = t.coach
    if target is None or h is None or t.motion.banner() or (coach is not None and not coach.stripped()):
        return None
    th = t.theme
    clear = told(t) + tuple(a.rect for a in t.layout().opps)
    if zoom is not None:
        clear += (zoom,)
    if coach is not None:
        clear += (coach.bubble,)
    size = note_size(th, h.why, season_marks.hint_title(t))
    return place(th, surf.get_size(), size, target, clear)


def coach_rect(t: SeasonTable, name: str) -> pygame.Rect | None:
    """What a tutorial step's `point` names, on screen now (tutorial.yaml lists them)."""
    lay = t.layout()
    areas = {"top": lambda: lay.top.r(6, 3, 960, 38), "hand": lambda: lay.hand_area,
             "hive": lambda: lay.hive.rect, "assembly": lambda: lay.assembly.rect,
             "panel": lambda: t.panel_area, "hint": lambda: t.buttons["hint"].rect,
             "columns": lambda: lay.columns["lc"].union(lay.columns["ton"]),
             "tracks": lambda: pygame.Rect(lay.track_cells[0][0]).unionall(
                 [r for cells in lay.track_cells.values() for r in cells]),
             "ladycat": lambda: t.cat_area.rect if t.cat_area is not None else None,
             "week": lambda: week_rect(t), "move": lambda: move_rect(t)}
    if name in areas:
        return areas[name]()
    spot = t.spots.by_key.get(name)
    return spot.rect if spot is not None else None


def week_rect(t: SeasonTable) -> pygame.Rect:
    """The week track on the Social Beehive (its four discs and the Week label above)."""
    centers, r = t.layout().week_centers, t.theme.px(17)
    (x0, y0), (x1, _y1) = centers[0], centers[-1]
    return pygame.Rect(x0 - r, y0 - 2 * r, x1 - x0 + 2 * r, 3 * r)


def coach_target(t: SeasonTable) -> pygame.Rect | None:
    """Where the coach points: the step's `point`, else where its move is made."""
    coach = t.coach
    assert coach is not None
    if coach.step.point:
        return coach_rect(t, coach.step.point)
    return move_rect(t)


def move_rect(t: SeasonTable) -> pygame.Rect | None:
    """Where the move on offer is made: its space, its thing on the board, its button."""
    for a in t.click_legal():
        if a.kind == "place":
            return coach_rect(t, inplace_key(a) or "")
        button = t.panel.targets().get(a)
        spot = t.spots.by_key.get(inplace_key(a) or "")
        if spot is not None:
            return spot.rect
        if button is not None:
            return button
    return None
