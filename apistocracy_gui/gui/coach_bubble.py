"""The coach on screen (issue 12): the spotlight, the arrow and the bubble with the step's
words and buttons, or a slim strip while the player plays on; and the clicks on them.

It only shows what the `Coach` (coach.py) says: which step, whether it talks, teaches a
move or lets the player play, and which buttons it offers. While the coach talks, a click
anywhere is the coach's, so the board under the dimming takes none.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from .. import i18n
from ..i18n import N_, _
from . import theme as T
from .bubble import Rects, arrow, line_step, place
from .widgets import Button, panel

if TYPE_CHECKING:
    from .coach import Coach

BUBBLE_W = 440  # design pixels
STRIP_H = 40  # the strip while the player plays on (over the Chronicle's top: it draws below)


@lru_cache(maxsize=4)
def spotlight(size: tuple[int, int], holes: tuple[tuple[int, int, int, int], ...],
              radius: int) -> pygame.Surface:
    """The dimmed screen with clear rounded holes, made once per step and window size: the
    coach is drawn on every frame while anything moves, and a window-sized alpha surface
    costs more to make than to blit."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 130))
    for r in holes:
        pygame.draw.rect(shade, (0, 0, 0, 0), r, border_radius=radius)
    return shade



def fitted_widths(th: T.Theme, widths: list[int], room: int) -> list[int]:
    """The buttons' widths, shrunk alike when together with their gaps they pass `room`
    (their labels then take the condensed cut)."""
    gaps = th.px(8) * (len(widths) - 1)
    total = sum(widths) + gaps
    return widths if total <= room else [w * (room - gaps) // (total - gaps) for w in widths]


def button_w(th: T.Theme, b: Button, least: int, px: float = 14) -> int:
    """A coach button's width: `least` design px, or wider for a longer language's label
    ("Passer le tutoriel" did not fit 128 px even condensed) at a readable `px`."""
    return max(th.px(least), T.font("serif-bold", th.fpx(px)).size(b.text)[0] + th.px(14))

class CoachBubble:
    def __init__(self, coach: Coach):
        self.coach = coach
        self.rect = pygame.Rect(0, 0, 0, 0)  # the bubble (or the strip) as last drawn
        self.drawn: tuple = ()  # the step (and strip or bubble) now on screen

    def screen_key(self) -> tuple:
        c = self.coach
        return (c.chapter, c.index, c.playing, c.stripped(), i18n.generation())

    def handle(self, event: pygame.event.Event) -> bool:
        """The bubble's buttons, Enter for Next; while the coach talks, the board takes no
        click. True when the event was the coach's."""
        c = self.coach
        if c.finished or c.session is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and c.blocks():
            c.next()
            return True
        if self.drawn != self.screen_key():  # what is on screen is not this step's yet
            return False
        buttons = c.buttons()
        if c.stripped():  # the strip: only its own buttons
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and any(
                b.rect.collidepoint(event.pos) for b in buttons) and (
                event.type == pygame.MOUSEBUTTONDOWN or any([b.handle(event) for b in buttons]))
        used = False
        for b in buttons:
            used = b.handle(event) or used
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return used or self.rect.collidepoint(event.pos) or (
                c.blocks() and event.button == 1)
        return used and event.type != pygame.MOUSEMOTION

    def draw(self, surf: pygame.Surface, th: T.Theme, target: pygame.Rect | None,
             avoid: Rects = (), strip: pygame.Rect | None = None, clear: Rects = ()) -> None:
        """The spotlight on `target` (the rest dimmed, while a step teaches or talks), an
        arrow to it, and the bubble with the words and the buttons, clear of `target`, of
        `avoid` (where the taught move starts: the Calling Card stack, kept lit too) and of
        `clear` (the zoom, a refusal's note, the move being told: drawn over the bubble)."""
        c = self.coach
        if c.finished or c.session is None:
            return
        if c.stripped():
            self._draw_strip(surf, th, strip)
            return
        sw, sh = surf.get_size()
        if target is not None and not c.free():
            hole = target.inflate(th.px(16), th.px(16))
            holes = (hole, *(a.inflate(th.px(8), th.px(8)) for a in avoid))  # the move's start too
            surf.blit(spotlight((sw, sh), tuple(tuple(r) for r in holes), th.px(10)), (0, 0))
            pygame.draw.rect(surf, T.GLOW, hole, th.px(3), border_radius=th.px(10))
        self.rect = self._place(th, (sw, sh), target, avoid + clear)
        self.drawn = self.screen_key()
        if target is not None and not c.free():
            arrow(surf, th, self.rect, target.inflate(th.px(16), th.px(16)))
        panel(surf, self.rect, T.PARCHMENT, T.GOLD_DARK, th.px(12), th.px(3))
        x, y = self.rect.x + th.px(16), self.rect.y + th.px(12)
        n = len(c.script.chapters)
        head = _("Chapter {at} of {n} \u00b7 {title}").format(
            at=i18n.number(c.chapter + 1), n=i18n.number(n), title=c.title) if n > 1 else c.title
        # The heading fitted and the lines spaced by their height: with 150% text the heading
        # ran out of the bubble and the lines were drawn over each other.
        y = th.blit_fit(surf, head, 14, T.GOLD_DARK, (x, y), self.rect.w - th.px(32),
                        ("sans-bold", "sans-cond-bold")).bottom + th.px(4)
        for line in T.wrap(c.say, "serif", th.fpx(18), self.rect.w - th.px(32)):
            surf.blit(T.text(line, "serif", th.fpx(18), T.INK), (x, y))
            y += line_step(th)
        if c.problem:
            th.blit_text(surf, _("Progress is not being kept: saving is off."), 12, T.RED, (x, y), "sans")
        bx = self.rect.right - th.px(12)
        c.skip_button.label, c.menu_button.label = N_("Skip tutorial"), N_("Chapters")
        buttons = c.buttons()
        widths = fitted_widths(th, [button_w(th, b, 96 if b is c.next_button else 128) for b in buttons],
                               self.rect.w - th.px(24))
        for b, w in zip(reversed(buttons), reversed(widths), strict=True):
            b.rect = pygame.Rect(bx - w, self.rect.bottom - th.px(48), w, th.px(36))
            bx = b.rect.x - th.px(8)
            b.draw(surf, th)

    def _draw_strip(self, surf: pygame.Surface, th: T.Theme, strip: pygame.Rect | None) -> None:
        """While the player plays on: a slim strip (over `strip`, by default the bottom left)
        naming the chapter, with Chapters and Skip."""
        c = self.coach
        sw, sh = surf.get_size()
        r = pygame.Rect(0, 0, th.px(420), th.px(STRIP_H))
        if strip is not None:
            r.w = max(strip.w, th.px(300))
            r.topleft = strip.topleft
        else:
            r.bottomleft = (th.px(12), sh - th.px(12))
        r.clamp_ip(surf.get_rect())
        self.rect = r
        self.drawn = self.screen_key()
        panel(surf, r, T.PARCHMENT, T.GOLD_DARK, th.px(8), th.px(2))
        bx = r.right - th.px(6)
        for b in reversed(c.buttons()):
            w = button_w(th, b, 64 if b is c.skip_button else 84, 12)
            b.rect = pygame.Rect(bx - w, r.y + th.px(5), w, r.h - th.px(10))
            b.label = {id(c.skip_button): N_("Skip"), id(c.menu_button): N_("Chapters")}[id(b)]
            bx = b.rect.x - th.px(6)
            b.draw(surf, th)
        n = len(c.script.chapters)
        label = _("Tutorial \u00b7 {at} of {n}").format(at=i18n.number(c.chapter + 1), n=i18n.number(n)) \
            if n > 1 else _("Tutorial")
        th.blit_text(surf, label, 14, T.INK, (r.x + th.px(10), r.centery), "serif-bold", "midleft")

    def _place(self, th: T.Theme, screen: tuple[int, int], target: pygame.Rect | None,
               avoid: Rects) -> pygame.Rect:
        """Beside the target, clear of it and of `avoid` (`bubble.place`); with no target, at
        the bottom centre unless that covers something to keep clear."""
        w = th.px(BUBBLE_W)
        lines = len(T.wrap(self.coach.say, "serif", th.fpx(18), w - th.px(32)))
        h = th.px(24) + line_step(th) * lines + th.px(70)
        if self.coach.free():  # out of the way while the player plays
            return pygame.Rect(th.px(12), screen[1] - th.px(12) - h, w, h)
        return place(th, screen, (w, h), target, avoid)
