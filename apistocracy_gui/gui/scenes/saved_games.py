"""Saved games (issue 32): the seasons kept in the slots, to resume or delete, and the
question a new game asks when every slot is taken.

`claim(app, start)` is how every new game gets its slot (New game, Solo, the tutorial): a
free slot at once; else a finished game's slot (it is in Replays already); else the player
chooses which season in progress to replace, or cancels (`ReplaceOverlay`). A replaced or
deleted game is kept in Replays first (`replays.retire`); when that fails, it stays where it is.
The kiosk has no Continue: a visitor's game takes a file of its own (`slots.KIOSK`), unasked.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ... import replays, slots
from ...i18n import N_, _
from .. import theme as T
from ..scene import Scene
from ..widgets import Button, fitted_label, message_box, panel
from .overlay import Overlay

if TYPE_CHECKING:
    from ..services import Services

Start = Callable[[str], None]  # starts the new game in the slot named
ROW_STEP = 78  # design px per season on the replace question: its button and, below, who and when


def claim(app: Services, start: Start) -> None:
    """Start a new game in a slot that holds no season in progress, asking first if none is."""
    if app.kiosk:
        start(slots.KIOSK)
        return
    shelf = slots.scan()
    name = replays.take(shelf)
    if name is not None or shelf.off:
        start(name or "")  # saving off: the game says so in its banner
        return
    app.manager.push(ReplaceOverlay(app, shelf, start))


class ReplaceOverlay(Overlay):
    """Every slot holds a season in progress: which one the new game replaces, or Cancel."""

    def __init__(self, app: Services, shelf: slots.Shelf, start: Start):
        super().__init__(app)
        self.start = start
        self.seasons = shelf.in_progress
        self.blocked = shelf.blocked
        self.message = ""
        self.rows = [Button(self.replace_label(s), partial(self.replace, s), size=18) for s in self.seasons]
        self.cancel = Button(N_("Cancel: keep them all"), self.close, size=19, hint="Esc")

    @staticmethod
    def replace_label(season: slots.Slot) -> str:
        """A season's button, in the language spoken now (set again as it is drawn)."""
        return _("Replace: {game}").format(game=season.headline())

    def note(self) -> str:
        if len(self.seasons) == 1:
            return _("A season is in progress: {stage}, {opponents}. The other slots cannot be used "
                     "(see the title). Replace it to start a new game? It stays in Replays, where you "
                     "can still watch it.").format(stage=self.seasons[0].stage(),
                                                   opponents=self.seasons[0].opponents())
        if not self.seasons:
            return _("No slot can take a new game: every one is blocked by a file that cannot be used "
                     "(see the title). Make room there, or cancel.")
        return _("{n} seasons are in progress and every slot is taken. Choose the one this new game "
                 "replaces: it stays in Replays, where you can still watch it.").format(n=len(self.seasons))

    def replace(self, season: slots.Slot) -> None:
        problem = replays.retire(season)
        if problem:
            self.message = problem
            self.dirty = True
            return
        self.close()
        self.start(season.name)

    def buttons(self) -> list[Button]:
        return [*self.rows, self.cancel]

    def note_lines(self) -> list[str]:
        th = self.theme
        return T.wrap(self.note(), "serif-italic", th.fpx(18), self.box(1040, 0).w - th.px(100))

    def layout(self) -> pygame.Rect:
        th = self.theme
        line_h = T.font("serif-italic", th.fpx(18)).get_linesize()
        text_h = len(self.note_lines()) * line_h / th.scale  # design px, however large the text
        box = self.box(1040, 110 + text_h + ROW_STEP * len(self.rows) + 110)
        y = box.y + th.px(84) + round(text_h * th.scale) + th.px(20)
        for b in self.rows:
            b.rect = pygame.Rect(box.x + th.px(60), y, box.w - th.px(120), th.px(50))
            y += th.px(ROW_STEP)
        self.cancel.rect = pygame.Rect(0, 0, th.px(360), th.px(56))
        self.cancel.rect.midtop = (box.centerx, y + th.px(14))
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, _("Keep your saved seasons?"), 34, 44)
        line_h = T.font("serif-italic", th.fpx(18)).get_linesize()
        for i, line in enumerate(self.note_lines()):
            th.blit_text(surf, line, 18, T.PARCHMENT, (box.centerx, box.y + th.px(84) + i * line_h),
                         "serif-italic", "midtop")
        for b, season in zip(self.rows, self.seasons, strict=True):
            b.label = self.replace_label(season)
        for b in self.buttons():
            b.draw(surf, th)
        for b, season in zip(self.rows, self.seasons, strict=True):  # who, and when: two alike differ
            words = _("{players} \u00b7 last played {when}").format(players=season.seats(),
                                                                   when=season.when())
            caption = fitted_label(th, words, 14, T.PARCHMENT, b.rect.w, "sans")
            surf.blit(caption, caption.get_rect(midtop=(b.rect.centerx, b.rect.bottom + th.px(3))))
        if self.message:
            message_box(surf, th, self.message, "midbottom", (box.centerx, box.bottom - th.px(8)), 900,
                        T.RED, T.BG_DARK, 16)


class SavedGamesScene(Scene):
    """The slots, most recently played first: each season's mode, week, who and date, with
    Resume and Delete (which asks first); a slot that cannot be used says why."""

    def __init__(self, app: Services):
        super().__init__(app)
        self.message = ""
        self.back_button = Button(N_("Back"), self.close, size=20, hint="Esc")
        self.refresh()

    def refresh(self) -> None:
        self.shelf = games = slots.scan()
        self.resume_buttons = [Button(N_("Resume"), partial(self.resume, s), size=18) for s in games.games]
        self.delete_buttons = [Button(N_("Delete"), partial(self.ask_delete, s), size=18)
                               for s in games.games]
        if self.shelf.messages:
            self.message = " ".join(self.shelf.messages)
        self.dirty = True

    def resume(self, slot: slots.Slot) -> None:
        from ...session import Session

        session, message = Session.resume(slot.name)
        if session is None:
            self.message = message
            self.refresh()
        else:
            self.app.go.show_game(session)

    def ask_delete(self, slot: slots.Slot) -> None:
        self.app.manager.push(DeleteOverlay(self.app, self, slot))

    def delete(self, slot: slots.Slot) -> None:
        problem = replays.retire(slot)
        self.message = problem or _("Deleted: {game}. It is kept in Replays.").format(game=slot.headline())
        self.refresh()

    def close(self) -> None:
        self.app.manager.pop()

    def handle(self, event: pygame.event.Event) -> None:
        self.layout()
        for b in [*self.resume_buttons, *self.delete_buttons, self.back_button]:
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return  # the list may have changed under the pointer
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    # ------------------------------------------------------------------ drawing
    def rows(self) -> list[pygame.Rect]:
        """One panel per game, then one per blocked slot."""
        th = self.theme
        w, h = th.size
        n = len(self.shelf.games) + len(self.shelf.blocked)
        step = min(th.px(104), (h - th.px(300)) // max(1, n))
        x, y = w // 2 - th.px(640), th.px(150)
        return [pygame.Rect(x, y + i * step, th.px(1280), step - th.px(10)) for i in range(n)]

    def layout(self) -> None:
        th = self.theme
        for r, resume, delete in zip(self.rows(), self.resume_buttons, self.delete_buttons, strict=False):
            bh = min(th.px(50), r.h - th.px(16))
            delete.rect = pygame.Rect(r.right - th.px(164), r.centery - bh // 2, th.px(146), bh)
            resume.rect = pygame.Rect(delete.rect.x - th.px(176), delete.rect.y, th.px(164), bh)
        w, h = th.size
        self.back_button.rect = pygame.Rect(0, 0, th.px(200), th.px(52))
        self.back_button.rect.midbottom = (w // 2, h - th.px(14))

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        self.layout()
        w, h = surf.get_size()
        surf.fill(T.BG)
        th.blit_text(surf, _("Saved games"), 48, T.GOLD, (w // 2, th.px(50)), "serif-bold", "center")
        th.blit_fit(surf, _("Up to {n} seasons are kept, the most recently played first. A deleted game can "
                            "still be watched in Replays.").format(n=slots.CAP), 19, T.PARCHMENT,
                    (w // 2, th.px(102)), w - th.px(40), ("serif-italic", "serif-cond-italic"), "center")
        rows = self.rows()
        for r, slot, resume, delete in zip(rows, self.shelf.games, self.resume_buttons, self.delete_buttons,
                                           strict=False):
            panel(surf, r, T.PANEL, T.GOLD_DARK, th.px(10))
            text_w = resume.rect.x - r.x - th.px(40)
            first = fitted_label(th, slot.headline(), 21, T.IVORY, text_w)
            second = fitted_label(th, slot.seats(), 16, T.PARCHMENT, text_w, "sans")
            last = _("Last played {when} \u00b7 {slot}").format(when=slot.when(), slot=slot.name)
            third = fitted_label(th, last, 14, T.MUTED, text_w, "sans")
            gap = max(0, (r.h - first.get_height() - second.get_height() - third.get_height()) // 4)
            y = r.y + gap
            for img in (first, second, third):
                surf.blit(img, (r.x + th.px(20), y))
                y += img.get_height() + gap
            resume.draw(surf, th)
            delete.draw(surf, th)
        for r, (name, why) in zip(rows[len(self.shelf.games):], self.shelf.blocked.items(), strict=False):
            panel(surf, r, (60, 52, 46), T.RED, th.px(10))
            text_w = r.w - th.px(40)
            first = fitted_label(th, _("{file} cannot be used").format(file=name), 21, T.IVORY, text_w)
            second = fitted_label(th, _("{reason}. Move or rename it to use this slot.").format(reason=why),
                                  15, T.PARCHMENT, text_w, "sans")
            surf.blit(first, (r.x + th.px(20), r.y + th.px(10)))
            surf.blit(second, (r.x + th.px(20), r.y + th.px(14) + first.get_height()))
        if not rows:
            text = (_("Saving is off: the folder for saved games cannot be used.") if self.shelf.off else
                    _("No saved games yet: a season is saved here as you play it."))
            th.blit_text(surf, text, 20, T.PARCHMENT, (w // 2, th.px(200)), "serif-italic", "center")
        self.back_button.draw(surf, th)
        if self.message:
            message_box(surf, th, self.message, "midbottom", (w // 2, self.back_button.rect.y - th.px(10)),
                        1100, T.GOLD, T.BG_DARK, 17)


class DeleteOverlay(Overlay):
    """Delete asks first, and says the game is not lost: it stays in Replays."""

    def __init__(self, app: Services, owner: SavedGamesScene, slot: slots.Slot):
        super().__init__(app)
        self.owner, self.slot = owner, slot
        self.choices = [Button(N_("Delete"), self.confirm, size=22), Button(N_("Cancel"), self.close, size=22,
                                                                            hint="Esc")]

    def confirm(self) -> None:
        self.close()
        self.owner.delete(self.slot)

    def buttons(self) -> list[Button]:
        return self.choices

    def layout(self) -> pygame.Rect:
        box = self.box(860, 380)
        self.button_row(self.choices, box, 240, 40)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, _("Delete this saved game?"), 34, 50)
        width = box.w - th.px(60)
        lines = [(self.slot.headline(), 20, T.IVORY, "serif-bold"),
                 (self.slot.seats(), 16, T.PARCHMENT, "sans"),
                 (_("It stays in Replays, where you can still watch it."), 18, T.PARCHMENT, "serif-italic")]
        y = box.y + th.px(100)
        for text, size, color, kind in lines:
            img = fitted_label(th, text, size, color, width, kind)
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + th.px(14)
        for b in self.choices:
            b.draw(surf, th)
