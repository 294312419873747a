"""The Season's frame around the boards: the top bar, the decision panel and the Chronicle.

The top bar says whose turn it is and what they are asked, with Hint, Undo, Redo and Menu
(gui/table/top_buttons.py) at its right. The right-hand column holds the Chronicle (the
log, never ahead of the animation) above the decision panel, which grows upwards to fit its
buttons; while nobody at this screen decides, the panel says what it waits for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from ...phone_seats import table_decides
from .. import pad
from .. import theme as T
from ..board.draw import MAHOGANY_DARK
from ..board.layout import SeasonLayout
from ..coach_bubble import STRIP_H
from ..table import top_buttons
from ..widgets import Button, panel
from . import hint_sign

if TYPE_CHECKING:
    from .season import SeasonScene

PANEL_MIN_H = 314


def buttons(scene: SeasonScene) -> list[Button]:
    """The frame's buttons now: the top bar's, and End turn while it waits."""
    return scene.buttons.shown(bool(scene.session.humans)) + ([scene.end_button] if scene.turn_over() else [])


def button_at(scene: SeasonScene, pos: tuple[int, int]) -> Button | None:
    return next((b for b in buttons(scene) if b.rect.collidepoint(pos)), None)


def place_buttons(scene: SeasonScene) -> None:
    """The top bar's buttons at the bar's right end; End turn at the panel's foot."""
    assert scene.lay is not None
    a, th = scene.lay.top, scene.theme
    bar = a.r(1242, 4, 344, T.TOUCH_TARGET)  # four buttons of 80 with gaps of 8, a finger's height
    scene.buttons.place(th, bar.right, bar.y, bar.h, a.r(0, 0, 80, 0).w, a.r(0, 0, 8, 0).w)
    own = scene.human_turn() and not table_decides(scene.session)  # no Hint from a phone's hand
    reasons = top_buttons.why_not(scene.game, scene.app.settings.hints, own,
                                  scene.scripted(), busy=False)
    if scene.replay.active and reasons["hint"] is None:  # Lady Cat's turn still being told
        reasons["hint"] = top_buttons.WAIT
    scene.buttons.enable(reasons)
    p = scene.panel_area
    scene.end_button.rect = pygame.Rect(p.x + p.w // 6, p.bottom - th.px(70), p.w * 2 // 3, th.px(52))


def draw_top(scene: SeasonScene, surf: pygame.Surface) -> None:
    assert scene.lay is not None  # (drawn after the layers laid the scene out)
    th, a, game = scene.theme, scene.lay.top, scene.game
    bar = a.rect
    pygame.draw.rect(surf, MAHOGANY_DARK, (0, 0, surf.get_width(), bar.bottom))
    pygame.draw.line(surf, T.GOLD_DARK, (0, bar.bottom - 1), (surf.get_width(), bar.bottom - 1), th.px(2))
    right = scene.buttons.left(bar.right) - th.px(16) - hint_sign.width(scene)
    x = th.blit_text(surf, "Apistocracy", 20, T.GOLD, a.p(14, 22), "serif-bold", "midleft").right
    week = min(4, max(1, scene.motion.week_shown(game.week)))
    x = th.blit_text(surf, _("Week {n} of 4").format(n=week), 15, T.PARCHMENT, (x + th.px(12), a.p(0, 22)[1]),
                     "serif-italic", "midleft").right + th.px(16)
    private = scene.private()
    prompt = game.prompt(private)
    kinds, px, room = ("serif-bold", "serif-cond-bold"), th.fpx(17), right - x

    def fits(text: str) -> bool:
        return T.fitting(text, kinds, px, room, T.font_px(17, th.scale)) is not None

    if not fits(prompt):  # the decision's short wording; the panel below says it in full
        prompt = game.prompt(private, brief=True)
    if scene.human_turn() and private is not None:
        named = _("{who}: {prompt}").format(who=game.name(private), prompt=prompt)
        if fits(named):  # whose turn it is goes first, unless that would cut the prompt
            prompt = named
    if scene.replay.active and scene.replay.begun:  # once her turn's beats play
        prompt = scene.replay.caption()
    prompt = scene.session.with_thinking(prompt, pygame.time.get_ticks())
    # What just moved is told on the caption ribbon and in the panel's notes, so the
    # prompt has the bar to itself.
    th.blit_fit(surf, prompt, 17, T.IVORY, (x, a.p(0, 22)[1]), room, kinds, "midleft", role="prompt")
    scene.buttons.draw(surf, th, bool(scene.session.humans))


def build_panel(scene: SeasonScene, lay: SeasonLayout, private: int | None) -> None:
    """The decision panel's buttons for this position, and its height to fit them."""
    th = scene.theme
    tallest = lay.panel(lay.panel_min_top).rect
    notes = scene.captions.lines(scene.game)[::-1] or waiting_notes(scene)
    content = scene.panel.build(scene.game, th, tallest.w, private, scene.click_legal(), notes,
                                tallest.h - th.px(4), scene.app.now)
    need = max(PANEL_MIN_H, (content + th.px(4)) / lay.grid.s + 1)  # the inset below, rounded up
    area = lay.panel(lay.panel_bottom - need)
    scene.panel_area = area.rect
    scene.panel.origin = area.rect.inflate(-th.px(4), -th.px(4))


def waiting_notes(scene: SeasonScene) -> list[str]:
    if scene.game.is_over:
        return []
    if scene.coach is not None and scene.coach.blocks():
        if pad.in_use():
            return [_("Read the tutorial's note, then press {button} to go on.").format(
                button=pad.key_name("Enter"))]
        return [_("Read the tutorial's note, then click Next (or press Enter) to go on.")]
    if scene.turn_end.shown():
        return [scene.turn_end.note()]
    if scene.bot_due() or scene.game.current_player in scene.session.phones:
        return [scene.session.waiting_note()]
    if scene.session.needs_handover():
        return [_("Waiting for the next player to take the computer.")]
    return []


def log_rect(scene: SeasonScene) -> pygame.Rect:
    """The Chronicle's box: the column's height above the decision panel."""
    assert scene.lay is not None
    top = (scene.panel_area.y - scene.lay.grid.oy) / scene.lay.grid.s
    return scene.lay.log(top).rect


def draw_right(scene: SeasonScene, surf: pygame.Surface) -> None:
    th, private = scene.theme, scene.private()
    log = [e.text for e in scene.game.log_for(private)]
    told = len(log) - scene.motion.untold(private)  # never ahead of the animation
    area = log_rect(scene)
    if scene.coach is not None and scene.coach.stripped():  # its strip lies over the top: below it
        cut = th.px(STRIP_H + 4)
        area = pygame.Rect(area.x, area.y + cut, area.w, area.h - cut)
    scene.log.draw(surf, th, area, scene.replay.told(log)[:told])
    r = scene.panel_area
    panel(surf, r, MAHOGANY_DARK, T.GOLD if scene.human_turn() else T.GOLD_DARK, th.px(10), th.px(2))
    scene.panel.draw(surf, th, scene.game, scene.app.settings.colorblind_marks, scene.pointer.mouse)
    if scene.turn_over():
        scene.end_button.draw(surf, th)
