"""Hotseat privacy: "Pass to Lady Tuesday" hides every private card until she clicks.

Before her hand shows, the screen tells her what happened since her last turn, in public
words only (the Chronicle lines every seat may read). The player who has just finished can
still take their move back from here ("Undo Lord Edward's move") while the computer has not
changed hands, as long as nothing hidden was revealed since.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import N_, _
from .. import theme as T
from ..focus import Target, button_targets
from ..scene import Scene
from ..widgets import Button, panel

if TYPE_CHECKING:
    from ...session import Session
    from ..services import Services


class HandoverScene(Scene):
    """Drawn opaque over the game (not an overlay) so nothing private shows through."""

    def __init__(self, app: Services, session: Session, seat: int):
        super().__init__(app)
        self.session, self.seat = session, seat
        self.button = Button(N_("I am ready"), self.reveal, size=26)
        self.news = session.news_for(seat)
        g = session.game
        back = session.undo_seat()  # the last person's decision, computers' moves after it too
        self.back = back if back not in (seat, *session.phones) else None  # a phone's move: on the phone
        self.undo_button = Button(N_("Undo"), self.undo, size=18)
        self.undo_name = g.name(self.back) if self.back is not None else ""

    def reveal(self) -> None:
        self.session.revealed_seat = self.seat
        self.app.manager.pop()

    def undo(self) -> None:
        """The player who just finished takes their move back; they are still at the screen."""
        if self.back is None:
            return
        seat = self.back
        if self.session.undo():
            self.session.revealed_seat = seat
            self.app.manager.pop()
            below = self.app.manager.top
            if below is not None and hasattr(below, "after_undo"):
                below.after_undo()

    def focus_targets(self) -> list[Target]:
        """For the keyboard: "I am ready" first; the finished player's Undo is reachable with
        Tab but never where the ring lands by itself."""
        undo = [self.undo_button] if self.back is not None else []
        return button_targets([self.button]) + button_targets(undo, primary=False, prefix="undo")

    def ask_quit(self) -> None:
        self.app.manager.push(self.app.go.quit(self.session))

    def handle(self, event: pygame.event.Event) -> None:
        if self.button.handle(event) or self.back is not None and self.undo_button.handle(event):
            self.dirty = True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        surf.fill(T.BG_DARK)
        w, h = surf.get_size()
        width = th.px(940)
        lines = [part for line in self.news
                 for part in T.wrap(f"\u2022 {line}", "serif", th.px(17), width - th.px(120))]
        step = th.px(28)
        extra = th.px(60) + step * len(lines) if lines else 0
        box = pygame.Rect(0, 0, width, th.px(340) + extra)
        box.center = (w // 2, h // 2)
        panel(surf, box, T.PANEL, T.GOLD, th.px(16), th.px(3))
        name = self.session.game.name(self.seat)
        th.blit_fit(surf, _("Pass the computer to {name}").format(name=name), 40, T.GOLD,
                    (box.centerx, box.y + th.px(70)), box.w - th.px(40), anchor="center", role="prompt")
        th.blit_fit(surf, _("Hands and Tea cards stay hidden until you are ready."), 22, T.IVORY,
                    (box.centerx, box.y + th.px(130)), box.w - th.px(40),
                    ("serif-italic", "serif-cond-italic"), "center")
        if lines:
            th.blit_text(surf, _("Since your last turn"), 20, T.GOLD, (box.x + th.px(60), box.y + th.px(176)),
                         "serif-bold", "midleft")
            for i, line in enumerate(lines):
                th.blit_text(surf, line, 17, T.PARCHMENT, (box.x + th.px(70), box.y + th.px(208) + i * step),
                             "serif", "midleft")
        self.button.rect = pygame.Rect(0, 0, th.px(260), th.px(64))
        self.button.rect.center = (box.centerx, box.bottom - th.px(80))
        self.button.draw(surf, th)
        if self.back is not None:
            self.undo_button.label = _("Undo {name}'s move").format(name=self.undo_name)
            self.undo_button.rect = pygame.Rect(0, 0, th.px(280), th.px(48))
            self.undo_button.rect.midleft = (box.x + th.px(30), box.bottom - th.px(80))
            self.undo_button.draw(surf, th)
