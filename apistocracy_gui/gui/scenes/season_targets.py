"""Where the Season's moves are on screen, for the keyboard's ring and for tests.

`targets()` names every clickable thing by a stable key (spaces, hot spots, the top bar's
buttons, every legal decision by `action_key`), so a test or the demo clicks what a player
would. `focus_targets()` orders the legal ones for Tab and the arrows: the boards in reading
order, then the decision panel, then the top bar (gui/focus.py sends the very click a mouse
would, so the keyboard and the mouse take one path). Both are given the table
(season_context.py) and the layers' `ensure`, never the scene.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...engine import Action
from ..board.decision import DecisionPanel, Item, enter_action, inplace_key
from ..board.view import Spot
from ..focus import Target, button_targets, reading_order, with_coach
from ..tips_view import with_tip
from . import season_frame

if TYPE_CHECKING:
    from .season_context import SeasonTable


def action_key(action: Action) -> str:
    """The `targets()` key of a decision button: "action:" and the action's kind and args."""
    return "action:" + "|".join(str(x) for x in action.key())


def targets(t: SeasonTable, ensure: Callable[[], None]) -> dict[str, pygame.Rect]:
    """Every clickable thing on screen: spaces and other hot spots by key ("parlor_1",
    "l2_1", "beehive", "home", "calling", "hand:13", "track:0"...), "undo", "redo",
    "menu", and every legal decision by `action_key(action)`: its panel button when one
    is visible, else the thing on the board that takes it."""
    ensure()
    season_frame.place_buttons(t)
    out = {s.key: pygame.Rect(s.rect) for s in t.spots.items}
    shown = t.buttons.shown(bool(t.session.humans))
    out.update({name: pygame.Rect(b.rect) for name, b in t.buttons.items() if b in shown})
    if t.turn_over():
        out["end_turn"] = pygame.Rect(t.turn_end.button.rect)
    out.update({tab.key: pygame.Rect(tab.rect) for tab in t.tabs})
    buttons = t.panel.targets()
    for a in t.click_legal():
        if a in buttons:
            out[action_key(a)] = buttons[a]
        elif (spot := inplace_key(a)) is not None and spot in out:
            out[action_key(a)] = out[spot]
    return out


def focus_targets(t: SeasonTable, ensure: Callable[[], None], selected: bool) -> list[Target]:
    """The legal targets for the keyboard's ring: the Calling Card stack and the things on
    the board that take a decision (while a card is `selected`, the glowing spaces), by
    board (Hive, Assembly Room, mat) in reading order; then the decision panel's buttons;
    then Undo, Redo and Menu (not moves, so the ring never lands on them by itself)."""
    ensure()
    season_frame.place_buttons(t)
    lay, offers = t.lay, t.offers
    assert lay is not None
    board: list[Target] = []
    panel_targets: list[Target] = []
    if t.human_turn() and not t.replay.active:
        keys = list(offers.place_map) if selected else (
            (["calling"] if offers.place_map else []) + list(offers.click_map))
        for k in keys:
            spot = t.spots.by_key.get(k)
            if spot is not None:
                board.append(Target(f"spot:{k}", pygame.Rect(spot.rect), _visible_point(t, spot)))
        board += [Target(f"tab:{tab.key}", pygame.Rect(tab.rect), tab.rect.center) for tab in t.tabs]
        if not selected:
            enter = enter_action(t.click_legal())
            for item in t.panel.items:
                if item.action is not None:
                    r = t.panel.screen_rect(item)
                    panel_targets.append(Target(f"panel:{action_key(item.action)}", r, r.center,
                                                reveal=partial(_scroll_panel_to, t.panel, item),
                                                default=item.action == enter))
    regions = [lay.hive.rect, lay.assembly.rect, lay.mat.rect]

    def region(target: Target) -> int:
        return next((i for i, r in enumerate(regions) if r.collidepoint(target.rect.center)), len(regions))

    ordered = [target for i in range(len(regions) + 1)
               for target in reading_order([b for b in board if region(b) == i])]
    end = t.turn_end.targets() if t.turn_over() else []
    top = button_targets(t.buttons.shown(bool(t.session.humans)), primary=False, prefix="top")
    return with_tip(t.tip_view, with_coach(t.coach, end + ordered + panel_targets + top))


def _visible_point(t: SeasonTable, spot: Spot) -> tuple[int, int]:
    """A point of the spot that no other thing covers (fanned hand cards overlap)."""
    r = spot.rect
    for fx in (0.5, 0.25, 0.1, 0.75, 0.9, 0.04):
        for fy in (0.5, 0.2, 0.8):
            p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
            hit = t.spots.at(p)
            if hit is not None and hit.key == spot.key:
                return p
    return r.center


def _scroll_panel_to(p: DecisionPanel, item: Item) -> None:
    """Scroll the decision panel so the focused button shows whole (the focus ring redraws
    the scene after it reveals a target)."""
    r = p.screen_rect(item)
    if r.top < p.origin.top:
        p.scroll -= p.origin.top - r.top
    elif r.bottom > p.origin.bottom:
        p.scroll += r.bottom - p.origin.bottom
    p.scroll = max(0, min(p.max_scroll(), p.scroll))
