"""The Quit confirmation: it reminds the player that the game is already autosaved (or says why
it is not) before the window closes or the game goes back to the title.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import N_, _
from .. import theme as T
from ..coach import of as coach_of
from ..kiosk import QUIT_NOTE
from ..widgets import Button
from .overlay import Overlay

if TYPE_CHECKING:
    from ...session import Session
    from ..services import Services


class QuitOverlay(Overlay):
    """Quit confirmation; with a game in progress it says the game is safe in the autosave."""

    def __init__(self, app: Services, session: Session | None = None):
        super().__init__(app)
        self.session = session
        if session is not None:
            session.flush()  # the note tells the outcome of the last autosave, not one in flight
        self.choices = [Button(N_("Quit to title"), self.to_title, size=22),
                        Button(N_("Quit game"), self.quit_game, size=22),
                        Button(N_("Cancel"), self.close, size=22)]
        if app.kiosk:  # at a convention only the documented key chord quits
            del self.choices[1]
        if app.phones is not None:  # hands on phones: join, rejoin, take a seat back (issue 54)
            self.choices.insert(0, Button(N_("Phones"), self.phones, size=22))

    def note(self) -> str:
        """What quitting means for the game on screen: "saved" only when it is true."""
        s = self.session
        if s is None:
            return _("Leave Apistocracy?")
        if self.app.kiosk:
            return _(QUIT_NOTE)  # a kiosk's title has no Continue
        coach = coach_of(s)
        if coach is not None:  # Learn to play keeps its place in its own file (coach.py)
            if coach.problem:
                return _("The tutorial's progress is not being kept: quitting ends it.")
            return _("Your place in the tutorial is kept: Learn to play continues where you stopped.")
        if s.saved:
            return _("Your game is saved: Continue on the title screen picks it up again.")
        if not s.saving:
            return _("This game is not saved: quitting ends it.")
        return _("Your game is NOT saved (see the warning above): quitting loses it.")

    def _save(self) -> None:
        if self.session is not None:
            self.session.autosave()
            self.session.flush()  # on disk before the window closes

    def to_title(self) -> None:
        self._save()
        self.app.manager.replace(self.app.go.title())

    def phones(self) -> None:
        self.close()
        if self.app.phones is not None:
            self.app.phones.show()

    def quit_game(self) -> None:
        self._save()
        self.app.running = False

    def ask_quit(self) -> None:
        self.quit_game()  # closing the window twice means it

    def buttons(self) -> list[Button]:
        return self.choices

    def layout(self) -> pygame.Rect:
        box = self.box(720 if len(self.choices) < 4 else 920, 300)  # Phones makes a fourth
        self.button_row(self.choices, box, 200, 20)
        return box

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        box = self.layout()
        self.draw_panel(surf, box, _("Quit?"), 40, 60)
        # Centred lines from the note's place down: with 150% text at 1280x720 the one line ran
        # out of the panel on both sides.
        px = th.fpx(20)
        lines = T.wrap(self.note(), "serif-italic", px, box.w - th.px(80))
        step, y = int(px * 1.2), box.y + th.px(118)
        for line in lines:
            surf.blit(img := T.text(line, "serif-italic", px, T.IVORY), img.get_rect(center=(box.centerx, y)))
            y += step
        for b in self.choices:
            b.draw(surf, th)

