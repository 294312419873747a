"""The title screen: New game, Solo vs Lady Cat, Continue, Saved games, Replays, Records, Rules,
Options, Quit.

It reads the saved-game slots once as it opens (`slots.scan`): Continue picks up the most
recently played season in progress, or is greyed with the reason (no game yet, a slot file that is a
folder, a data folder that cannot be used), and what the scan found wrong is said here once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import slots
from ...i18n import N_, _, ngettext
from ...session import Session
from .. import art, taster, textures
from .. import theme as T
from ..scene import Scene
from ..widgets import Button, message_box, tooltip

if TYPE_CHECKING:
    from ..services import Services


class TitleScene(Scene):
    def __init__(self, app: Services):
        super().__init__(app)
        app.session = None  # no game on screen: its autosave warning leaves with it
        app.booth.restore()  # at a kiosk: the organiser's options for the next visitor
        self.resume_button = Button(N_("Continue"), self.resume, size=28)
        self.saved_button = Button(N_("Saved games"), self.saved_games, size=28)
        self.shelf = self.read_slots()
        self.message = " ".join(m for m in (app.message, *self.shelf.report()) if m)
        app.message = ""
        self.seen = False  # entered once: coming back (from Saved games) reads the slots again
        self.buttons = [
            # A visit's game first at a convention: the end of a season (issue 55).
            *((Button(taster.TRY, lambda: taster.try_a_season(app), size=28),) if app.kiosk else ()),
            Button(N_("New game"), self.new_game, size=28),
            Button(N_("Learn to play"), self.learn, size=28),
            Button(N_("Solo vs Lady Cat"), self.solo, size=28),
            # A visitor at a convention never resumes another's game.
            *(() if app.kiosk else (self.resume_button, self.saved_button)),
            Button(N_("Replays"), self.replays, size=28),
            Button(N_("Records"), self.records, size=28),
            Button(N_("Rules"), self.rules, size=28),
            Button(N_("Options"), self.options, size=28),
        ]
        if not app.kiosk:  # at a convention only the documented key chord quits
            self.buttons.append(Button(N_("Quit"), self.quit, size=28))
        app.audio.music("music_title")

    def read_slots(self) -> slots.Shelf:
        """The slots as they are now, and Continue's state."""
        shelf = slots.scan() if not self.app.kiosk else slots.Shelf()
        self.resume_button.enabled = shelf.latest is not None
        return shelf

    def hints(self) -> None:
        """Continue's and Saved games' tooltips, in the language spoken as they are drawn."""
        latest, count = self.shelf.latest, len(self.shelf.games)
        self.resume_button.hint = (
            _("{game}, played {when}").format(game=latest.headline(), when=latest.when())
            if latest is not None else self.shelf.continue_hint())
        self.saved_button.hint = (_("No saved game yet") if not count else
                                  ngettext("{n} saved game", "{n} saved games", count).format(n=count))

    def entered(self) -> None:
        super().entered()
        if self.seen:
            self.shelf = self.read_slots()
        self.seen = True

    def learn(self) -> None:
        """The guided first season (issue 12): its chapter list, to continue or start."""
        self.app.manager.push(self.app.go.tutorial_menu())

    def new_game(self) -> None:
        self.app.manager.push(self.app.go.setup())

    def solo(self) -> None:
        self.app.manager.push(self.app.go.solo_setup())

    def resume(self) -> None:
        latest = self.shelf.latest
        session, message = Session.resume(latest.name) if latest else (None, self.shelf.continue_hint())
        if session is None:
            self.message = message
            self.shelf = self.read_slots()  # a refused game was moved aside: Continue moves on
            self.dirty = True
        else:
            self.app.go.show_game(session)

    def saved_games(self) -> None:
        self.app.manager.push(self.app.go.saved_games())

    def replays(self) -> None:
        self.app.manager.push(self.app.go.replays())

    def records(self) -> None:
        self.app.manager.push(self.app.go.records())

    def rules(self) -> None:
        self.app.manager.push(self.app.go.rules())

    def options(self) -> None:
        self.app.manager.push(self.app.go.options())

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                self.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.app.kiosk:
            self.quit()

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        w, h = surf.get_size()
        surf.blit(textures.damask((w, h), th.px(120)), (0, 0))
        # Gilt corner ornaments and the emblem: the Social Beehive under the Queen's crown.
        c = th.px(170)
        for fx, fy, pos in ((False, False, (0, 0)), (True, False, (w - c, 0)), (False, True, (0, h - c)),
                            (True, True, (w - c, h - c))):
            surf.blit(art.flipped("corner_flourish", c, c, fx, fy), (pos[0] + th.px(14) * (1 - 2 * fx),
                                                                      pos[1] + th.px(14) * (1 - 2 * fy)))
        left = w // 2 - th.px(260)  # the emblem and name on the left, the menu on the right
        art.blit_centered(surf, art.image("title_crest", th.px(520), th.px(390)), (left, th.px(300)))
        # The name, with a cast shadow: a wordmark printed at the 100% size like the boards'
        # labels (at 150% text it grew under the menu).
        with th.printed():
            for dx, color in ((th.px(3), (10, 18, 14)), (0, T.GOLD)):
                th.blit_text(surf, "Apistocracy", 92, color, (left + dx, th.px(560) + dx), "serif-bold",
                             "center")
        # Between the frame and the menu, whatever the language: a longer line steps down to fit.
        th.blit_fit(surf, _("A season of society, secrets and whist"), 26, T.PARCHMENT, (left, th.px(640)),
                    th.px(740), ("serif-italic", "serif-cond-italic"), "center")
        step = min(76, 600 / len(self.buttons))  # design pixels per button, all above the message
        bw, bh, gap = th.px(380), th.px(step * 0.8), th.px(step * 0.2)
        x = w // 2 + th.px(330)
        top = th.px(450) - (len(self.buttons) * (bh + gap)) // 2
        hints = []
        self.hints()
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.center = (x, top + i * (bh + gap) + bh // 2)
            b.draw(surf, th)
            if b.hover and b.hint:
                hints.append(b)
        for b in hints:  # over the buttons below, on its own panel
            tooltip(surf, th, b.hint, b.rect)
        if self.message:
            # At the top, above the name: the buttons fill the screen down to its frame.
            message_box(surf, th, self.message, "midtop", (w // 2, th.px(8)), 1100)
