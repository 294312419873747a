"""The Replays screen (issue 16): the game in progress and the last finished games, newest
first, and a field to open any save file; choosing one opens the replay viewer. A save made
with other rules data (or damaged) is refused here with the engine's reason."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ... import replays
from ...engine import SaveError
from ...i18n import N_, _, ngettext
from .. import theme as T
from ..focus import Target, button_targets, reading_order
from ..scene import Scene
from ..widgets import Button, panel

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...replay import Replay
    from ..services import Services

MAX_PATH = 400


class ReplaysScene(Scene):
    def __init__(self, app: Services):
        super().__init__(app)
        kept, self.message = replays.load()
        self.entries = replays.in_progress() + kept[::-1]
        self.rows = [Button(self.row_label(k), partial(self.open_kept, k), size=17) for k in self.entries]
        self.path = ""
        self.path_focus = False
        self.path_rect = pygame.Rect(0, 0, 0, 0)
        self.open_button = Button(N_("Open file"), self.open_path, size=18)
        self.back_button = Button(N_("Back"), self.close, size=20, hint="Esc")

    @staticmethod
    def row_label(k: replays.Kept) -> str:
        moves = len(k.saved.game.get("actions", []))
        return ngettext("{date} \u00b7 {game} \u00b7 {n} move", "{date} \u00b7 {game} \u00b7 {n} moves",
                        moves).format(date=k.when(), game=k.shown(), n=moves)

    # ------------------------------------------------------------------ actions
    def show(self, make: Callable[[], Replay]) -> None:
        try:
            replay: Replay = make()
        except SaveError as exc:
            self.message = _("This replay cannot be shown: {reason}.").format(reason=exc)
            self.dirty = True
            return
        self.app.manager.push(self.app.go.replay(replay))

    def open_kept(self, kept: replays.Kept) -> None:
        self.show(lambda: replays.open_kept(kept))

    def open_path(self) -> None:
        if not self.path.strip():
            self.message = _("Type the path of a save file first.")
            self.dirty = True
            return
        self.show(lambda: replays.open_file(self.path.strip()))

    def close(self) -> None:
        self.app.manager.pop()

    # ------------------------------------------------------------------ input
    def buttons(self) -> list[Button]:
        return [*self.rows, self.open_button, self.back_button]

    def focus_targets(self) -> list[Target]:
        self.layout()
        field = Target("path", pygame.Rect(self.path_rect), self.path_rect.center)
        return reading_order(button_targets(self.buttons()) + [field])

    def handle(self, event: pygame.event.Event) -> None:
        self.layout()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            focus = self.path_rect.collidepoint(event.pos)
            if focus != self.path_focus:
                self.path_focus, self.dirty = focus, True
        for b in self.buttons():
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return
        if event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.path_focus:
                self.path_focus = False
            else:
                self.close()
        elif self.path_focus and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_path()
        elif self.path_focus and event.key == pygame.K_BACKSPACE:
            self.path = self.path[:-1]
        elif self.path_focus and event.unicode and event.unicode.isprintable() and len(self.path) < MAX_PATH:
            self.path += event.unicode
        else:
            return
        self.dirty = True

    # ------------------------------------------------------------------ drawing
    def layout(self) -> None:
        th = self.theme
        w, h = th.size
        x = w // 2 - th.px(560)
        y = th.px(130)
        step = min(th.px(40), (h - th.px(330)) // max(1, len(self.rows)))
        for b in self.rows:
            b.rect = pygame.Rect(x, y, th.px(1120), step - th.px(6))
            y += step
        bottom = h - th.px(70)
        self.path_rect = pygame.Rect(x + th.px(150), bottom - th.px(84), th.px(760), th.px(46))
        self.open_button.rect = pygame.Rect(self.path_rect.right + th.px(14), self.path_rect.y, th.px(196),
                                            self.path_rect.h)
        self.back_button.rect = pygame.Rect(0, 0, th.px(200), th.px(52))
        self.back_button.rect.midbottom = (w // 2, h - th.px(14))

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        self.layout()
        w, _h = surf.get_size()
        surf.fill(T.BG)
        th.blit_text(surf, _("Replays"), 48, T.GOLD, (w // 2, th.px(50)), "serif-bold", "center")
        th.blit_text(surf, _("The games in progress and your last {n} kept games, newest first").format(
                     n=replays.KEEP), 19, T.PARCHMENT, (w // 2, th.px(98)), "serif-italic", "center")
        for b, kept in zip(self.rows, self.entries, strict=True):
            b.label = self.row_label(kept)  # in the language spoken now
            b.draw(surf, th)
        if not self.rows:
            th.blit_text(surf, _("No game to watch yet: finished games are kept here automatically."), 19,
                         T.PARCHMENT, (w // 2, th.px(180)), "serif-italic", "center")
        label_at = (self.path_rect.x - th.px(14), self.path_rect.centery)
        th.blit_text(surf, _("Save file"), 19, T.PARCHMENT, label_at, "serif", "midright")
        panel(surf, self.path_rect, T.IVORY, T.GLOW if self.path_focus else T.GOLD_DARK, th.px(8),
              th.px(3 if self.path_focus else 2))
        shown = self.path + ("|" if self.path_focus else "")
        img = th.text(shown or _("click here and type a path"), 17, T.INK if self.path else T.MUTED, "sans")
        clip = self.path_rect.inflate(-th.px(20), 0)
        surf.blit(img, (clip.x, self.path_rect.centery - img.get_height() // 2),
                  pygame.Rect(max(0, img.get_width() - clip.w), 0, clip.w, img.get_height()))
        self.open_button.draw(surf, th)
        self.back_button.draw(surf, th)
        if self.message:
            th.blit_text(surf, self.message, 17, T.GLOW, (w // 2, self.path_rect.y - th.px(28)),
                         "serif-italic", "center")
