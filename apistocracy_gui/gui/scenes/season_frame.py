"""The Season's frame around the boards: the top bar, the decision panel and the Chronicle.

The top bar says whose turn it is and what they are asked, with Hint, Undo, Redo and Menu
(gui/table/top_buttons.py) at its right. The right-hand column holds the Chronicle (the
log, never ahead of the animation) above the decision panel, which grows upwards to fit its
buttons; while nobody at this screen decides, the panel says what it waits for. All of it
is read from the table (season_context.py), never from the scene.
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

if TYPE_CHECKING:
    from .season_context import SeasonTable

PANEL_MIN_H = 314


def buttons(t: SeasonTable) -> list[Button]:
    """The frame's buttons now: the top bar's, and End turn while it waits."""
    return t.buttons.shown(bool(t.session.humans)) + ([t.turn_end.button] if t.turn_over() else [])


def button_at(t: SeasonTable, pos: tuple[int, int]) -> Button | None:
    return next((b for b in buttons(t) if b.rect.collidepoint(pos)), None)


def place_buttons(t: SeasonTable) -> None:
    """The top bar's buttons at the bar's right end; End turn at the panel's foot."""
    assert t.lay is not None
    a, th = t.lay.top, t.theme
    bar = a.r(1242, 4, 344, T.TOUCH_TARGET)  # four buttons of 80 with gaps of 8, a finger's height
    t.buttons.place(th, bar.right, bar.y, bar.h, a.r(0, 0, 80, 0).w, a.r(0, 0, 8, 0).w)
    own = t.human_turn() and not table_decides(t.session)  # no Hint from a phone's hand
    reasons = top_buttons.why_not(t.game, t.app.settings.hints, own, t.scripted(), busy=False)
    if t.replay.active and reasons["hint"] is None:  # Lady Cat's turn still being told
        reasons["hint"] = top_buttons.WAIT
    t.buttons.enable(reasons)
    p = t.panel_area
    t.turn_end.button.rect = pygame.Rect(p.x + p.w // 6, p.bottom - th.px(70), p.w * 2 // 3, th.px(52))


def draw_top(t: SeasonTable, surf: pygame.Surface, sign: int) -> None:
    """The bar: the game's name, the week, the prompt, ending `sign` pixels (the Hint's
    "Thinking..." sign, hint_sign.py) before the buttons."""
    assert t.lay is not None  # (drawn after the layers laid the scene out)
    th, a, game = t.theme, t.lay.top, t.game
    bar = a.rect
    pygame.draw.rect(surf, MAHOGANY_DARK, (0, 0, surf.get_width(), bar.bottom))
    pygame.draw.line(surf, T.GOLD_DARK, (0, bar.bottom - 1), (surf.get_width(), bar.bottom - 1), th.px(2))
    right = t.buttons.left(bar.right) - th.px(16) - sign
    x = th.blit_text(surf, "Apistocracy", 20, T.GOLD, a.p(14, 22), "serif-bold", "midleft").right
    week = min(4, max(1, t.motion.week_shown(game.week)))
    x = th.blit_text(surf, _("Week {n} of 4").format(n=week), 15, T.PARCHMENT, (x + th.px(12), a.p(0, 22)[1]),
                     "serif-italic", "midleft").right + th.px(16)
    private = t.private()
    prompt = game.prompt(private)
    kinds, px, room = ("serif-bold", "serif-cond-bold"), th.fpx(17), right - x

    def fits(text: str) -> bool:
        return T.fitting(text, kinds, px, room, T.font_px(17, th.scale)) is not None

    if not fits(prompt):  # the decision's short wording; the panel below says it in full
        prompt = game.prompt(private, brief=True)
    if t.human_turn() and private is not None:
        named = _("{who}: {prompt}").format(who=game.name(private), prompt=prompt)
        if fits(named):  # whose turn it is goes first, unless that would cut the prompt
            prompt = named
    if t.replay.active and t.replay.begun:  # once her turn's beats play
        prompt = t.replay.caption()
    prompt = t.session.with_thinking(prompt, pygame.time.get_ticks())
    # What just moved is told on the caption ribbon and in the panel's notes, so the
    # prompt has the bar to itself.
    th.blit_fit(surf, prompt, 17, T.IVORY, (x, a.p(0, 22)[1]), room, kinds, "midleft", role="prompt")
    t.buttons.draw(surf, th, bool(t.session.humans))


def build_panel(t: SeasonTable, lay: SeasonLayout, private: int | None) -> None:
    """The decision panel's buttons for this position, and its height to fit them."""
    th = t.theme
    tallest = lay.panel(lay.panel_min_top).rect
    notes = t.captions.lines(t.game)[::-1] or waiting_notes(t)
    content = t.panel.build(t.game, th, tallest.w, private, t.click_legal(), notes,
                            tallest.h - th.px(4), t.app.now)
    need = max(PANEL_MIN_H, (content + th.px(4)) / lay.grid.s + 1)  # the inset below, rounded up
    area = lay.panel(lay.panel_bottom - need)
    t.panel_area = area.rect
    t.panel.origin = area.rect.inflate(-th.px(4), -th.px(4))


def waiting_notes(t: SeasonTable) -> list[str]:
    if t.game.is_over:
        return []
    if t.coach is not None and t.coach.blocks():
        if pad.in_use():
            return [_("Read the tutorial's note, then press {button} to go on.").format(
                button=pad.key_name("Enter"))]
        return [_("Read the tutorial's note, then click Next (or press Enter) to go on.")]
    if t.turn_end.shown():
        return [t.turn_end.note()]
    if t.bot_due() or t.game.current_player in t.session.phones:
        return [t.session.waiting_note()]
    if t.session.needs_handover():
        return [_("Waiting for the next player to take the computer.")]
    return []


def log_rect(t: SeasonTable) -> pygame.Rect:
    """The Chronicle's box: the column's height above the decision panel."""
    assert t.lay is not None
    top = (t.panel_area.y - t.lay.grid.oy) / t.lay.grid.s
    return t.lay.log(top).rect


def draw_right(t: SeasonTable, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
    th, private = t.theme, t.private()
    log = [e.text for e in t.game.log_for(private)]
    told = len(log) - t.motion.untold(private)  # never ahead of the animation
    area = log_rect(t)
    if t.coach is not None and t.coach.stripped():  # its strip lies over the top: below it
        cut = th.px(STRIP_H + 4)
        area = pygame.Rect(area.x, area.y + cut, area.w, area.h - cut)
    t.log.draw(surf, th, area, t.replay.told(log)[:told])
    r = t.panel_area
    panel(surf, r, MAHOGANY_DARK, T.GOLD if t.human_turn() else T.GOLD_DARK, th.px(10), th.px(2))
    t.panel.draw(surf, th, t.game, t.app.settings.colorblind_marks, mouse)
    if t.turn_over():
        t.turn_end.button.draw(surf, th)
