"""Hotseat privacy: "Pass to Lady Tuesday" hides every private card until she clicks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme as T
from ..scene import Scene
from ..widgets import Button, panel

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session


class HandoverScene(Scene):
    """Drawn opaque over the game (not an overlay) so nothing private shows through."""

    def __init__(self, app: App, session: Session, seat: int):
        super().__init__(app)
        self.session, self.seat = session, seat
        self.button = Button("I am ready", self.reveal, size=26)

    def reveal(self) -> None:
        self.session.revealed_seat = self.seat
        self.app.manager.pop()

    def ask_quit(self) -> None:
        from .overlays import QuitOverlay

        self.app.manager.push(QuitOverlay(self.app, self.session))

    def handle(self, event: pygame.event.Event) -> None:
        if self.button.handle(event):
            self.dirty = True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        surf.fill(T.BG_DARK)
        w, h = surf.get_size()
        box = pygame.Rect(0, 0, th.px(940), th.px(340))
        box.center = (w // 2, h // 2)
        panel(surf, box, T.PANEL, T.GOLD, th.px(16), th.px(3))
        name = self.session.game.name(self.seat)
        th.blit_text(surf, f"Pass the computer to {name}", 40, T.GOLD,
                     (box.centerx, box.y + th.px(70)), "serif-bold", "center")
        th.blit_text(surf, "Hands and Tea cards stay hidden until you are ready.", 22, T.IVORY,
                     (box.centerx, box.y + th.px(140)), "serif-italic", "center")
        self.button.rect = pygame.Rect(0, 0, th.px(260), th.px(64))
        self.button.rect.center = (box.centerx, box.bottom - th.px(80))
        self.button.draw(surf, th)
