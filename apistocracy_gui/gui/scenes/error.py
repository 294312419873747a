"""The screen for a problem the game cannot play through: broken rules data (issue 10).

A broken `rules_data` file would stop every game, so instead of a traceback, or a title
screen whose buttons crash, the player sees the loader's message (file, entry, field) and a
Quit button. Shown even in kiosk mode with its Quit button: there is no game to protect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import N_, _
from .. import theme as T
from ..scene import Scene
from ..widgets import Button, panel

if TYPE_CHECKING:
    from ..services import Services


class ErrorScene(Scene):
    """`title` and `advice` are message ids, translated as they are drawn; `message` is the
    loader's own (file, entry, field: the words to search for, kept as written)."""

    def __init__(self, app: Services, title: str, message: str, advice: str = ""):
        super().__init__(app)
        self.title, self.message, self.advice = title, message, advice
        self.button = Button(N_("Quit"), self.quit, size=26)

    def quit(self) -> None:
        self.app.running = False

    def ask_quit(self) -> None:
        self.quit()

    def handle(self, event: pygame.event.Event) -> None:
        if self.button.handle(event):
            self.dirty = True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.quit()

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        surf.fill(T.BG_DARK)
        w, h = surf.get_size()
        width = th.px(1100)
        size = 22
        lines = T.wrap(self.message, "serif", th.fpx(size), width - th.px(80))
        advice = T.wrap(_(self.advice), "serif-italic", th.fpx(20), width - th.px(80)) if self.advice else []
        line_h = T.font("serif", th.fpx(size)).get_linesize()
        box = pygame.Rect(0, 0, width, th.px(260) + (len(lines) + len(advice)) * line_h)
        box.center = (w // 2, h // 2)
        panel(surf, box, T.PANEL, T.RED, th.px(16), th.px(3))
        th.blit_text(surf, _(self.title), 38, T.GOLD, (box.centerx, box.y + th.px(60)), "serif-bold",
                     "center")
        y = box.y + th.px(110)
        for line in lines:
            th.blit_text(surf, line, size, T.IVORY, (box.x + th.px(40), y), "serif", "topleft")
            y += line_h
        y += th.px(12)
        for line in advice:
            th.blit_text(surf, line, 20, T.PARCHMENT, (box.x + th.px(40), y), "serif-italic", "topleft")
            y += line_h
        self.button.rect = pygame.Rect(0, 0, th.px(220), th.px(60))
        self.button.rect.midbottom = (box.centerx, box.bottom - th.px(28))
        self.button.draw(surf, th)
