"""The Season's menu (Esc): Resume, Rules, Options and Quit, over the boards.

One overlay per module (issue 37, item 4). It names the scene under it only by what it asks
of it, `ask_quit()`, so it does not import the Season scene that opens it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ...i18n import N_, _
from .. import theme as T
from ..scene import Scene
from ..widgets import Button, panel

if TYPE_CHECKING:
    from ..services import Services


class Quitter(Protocol):
    """The scene under the menu: its Quit asks the scene's own question (save, leave)."""

    def ask_quit(self) -> None: ...


class MenuOverlay(Scene):
    """Esc: a small menu over the game with Rules, Options and Quit."""

    overlay = True

    def __init__(self, app: Services, season: Quitter):
        super().__init__(app)
        self.season = season
        self.buttons = [Button(N_("Resume"), self.close, size=20), Button(N_("Rules"), self.rules, size=20),
                        Button(N_("Options"), self.options, size=20), Button(N_("Quit"), self.quit, size=20)]

    def close(self) -> None:
        if self.app.manager.top is self:
            self.app.manager.pop()

    def rules(self) -> None:
        self.close()
        self.app.manager.push(self.app.go.rules())

    def options(self) -> None:
        self.close()
        self.app.manager.push(self.app.go.options())

    def quit(self) -> None:
        self.close()
        self.season.ask_quit()

    def ask_quit(self) -> None:
        self.quit()

    def _layout(self) -> pygame.Rect:
        th = self.theme
        box = pygame.Rect(0, 0, th.px(320), th.px(330))
        box.center = (th.size[0] // 2, th.size[1] // 2)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(box.x + th.px(40), box.y + th.px(70) + i * th.px(62), box.w - th.px(80),
                                 th.px(48))
        return box

    def handle(self, event: pygame.event.Event) -> None:
        self._layout()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_MENU):
            self.close()
            return
        for b in self.buttons:
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self._layout()
        panel(surf, box, T.BG_DARK, T.GOLD, th.px(14), th.px(3))
        th.blit_text(surf, _("Menu"), 28, T.GOLD, (box.centerx, box.y + th.px(36)), "serif-bold", "center")
        for b in self.buttons:
            b.draw(surf, th)
