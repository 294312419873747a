"""Learn to play: the chapter list (issue 12).

Opened from the title screen ("Learn to play"), from the Solo setup screen (Lady Cat's own
chapter) and from the coach's "Chapters" button. It continues a tutorial left midway where it
stopped, starts it afresh, or replays any chapter already reached from that chapter's start.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...i18n import N_, _
from .. import theme as T
from ..coach import Coach, read_progress
from ..tutorial_script import load
from ..widgets import Button
from .overlay import Overlay

if TYPE_CHECKING:
    from ..services import Services


class TutorialMenu(Overlay):
    def __init__(self, app: Services, script: str = "tutorial"):
        super().__init__(app)
        self.name = script
        self.script = load(script)
        saved, self.message = read_progress(script)
        self.reached = len(saved.starts) if saved is not None else 1
        self.stopped = (saved.chapter, saved.step) if saved is not None and not saved.finished else None
        self.finished = saved is not None and saved.finished
        self.chapter_buttons = [Button(c.title, partial(self.play, i), size=19,
                                       enabled=i < self.reached or i == 0)
                                for i, c in enumerate(self.script.chapters)]
        self.actions = [Button(N_("Start from the beginning"), lambda: self.play(0), size=19),
                        Button(N_("Close"), self.close, size=19)]
        if self.stopped is not None:
            self.actions.insert(0, Button(N_("Continue where you stopped"), self.resume, size=19))
        self.mark_rect = pygame.Rect(0, 0, 0, 0)  # "◂ you stopped here" as last laid out

    def play(self, chapter: int) -> None:
        """The tutorial's game becomes a saved season when it is handed over (Skip, the end of
        Lady Cat's chapter): it gets its slot now, asking first when every slot is taken."""
        self.app.go.claim(lambda slot: self.app.go.show_game(Coach.start(self.app, self.name, chapter, slot)))

    def resume(self) -> None:
        def begin(slot: str) -> None:
            session = Coach.resume(self.app, self.name, slot)
            self.app.go.show_game(session or Coach.start(self.app, self.name, 0, slot))

        self.app.go.claim(begin)

    def buttons(self) -> list[Button]:
        return self.chapter_buttons + self.actions

    def mark(self) -> pygame.Surface:
        """The note beside the chapter where the player stopped."""
        return self.theme.text(_("\u25c2 you stopped here"), 14, T.GLOW, "serif-italic")

    def layout(self) -> pygame.Rect:
        """The chapters' buttons leave room on their right for "◂ you stopped here" inside the
        panel (in German it ran out of the panel over the title's buttons behind it)."""
        th = self.theme
        n = len(self.chapter_buttons)
        box = self.box(760, 150 + 56 * n + 66 * len(self.actions))
        y = box.y + th.px(110)
        left, right = box.x + th.px(90), box.right - th.px(90)
        if self.stopped is not None:
            right = min(right, box.right - th.px(16) - th.px(8) - self.mark().get_width())
        self.mark_rect = pygame.Rect(0, 0, 0, 0)
        for i, b in enumerate(self.chapter_buttons):
            b.rect = pygame.Rect(left, y, right - left, th.px(46))
            if self.stopped is not None and self.stopped[0] == i:
                self.mark_rect = self.mark().get_rect(midleft=(b.rect.right + th.px(8), b.rect.centery))
            y += th.px(56)
        y += th.px(14)
        for b in self.actions:
            b.rect = pygame.Rect(box.x + th.px(150), y, box.w - th.px(300), th.px(54))
            y += th.px(66)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        title = _("Learn to play") if self.name == "tutorial" else _("Learn to play: Lady Cat")
        self.draw_panel(surf, box, title, 36, 40)
        note = (_("A guided first season against Lady Tuesday. Chapters you have reached can be replayed.")
                if len(self.script.chapters) > 1 else _("A short guided start of a solo game."))
        if self.finished:
            note = _("You have finished it once. Replay any chapter.")
        th.blit_fit(surf, note, 16, T.PARCHMENT, (box.centerx, box.y + th.px(78)), box.w - th.px(30),
                    ("serif-italic", "serif-cond-italic"), "center")
        for i, b in enumerate(self.chapter_buttons):
            b.draw(surf, th)
            mark = f"{i + 1}."
            th.blit_text(surf, mark, 19, T.GOLD, (b.rect.x - th.px(14), b.rect.centery), "serif-bold",
                         "midright")
            if self.stopped is not None and self.stopped[0] == i:
                surf.blit(self.mark(), self.mark_rect)
        for b in self.actions:
            b.draw(surf, th)
        if self.message:
            th.blit_text(surf, self.message, 13, T.RED, (box.centerx, box.bottom - th.px(14)), "sans",
                         "midbottom")
