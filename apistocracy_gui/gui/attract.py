"""The attract loop's band: what the computer players just did, in letters read from two
metres, a language picker and "Touch to play" (issue 55).

A booth's screen is looked at from the aisle. While the demo plays, a dark band across the
top of the window says the newest public line of the game's Chronicle (the same words every
seat may read: nothing hidden is told) at 34 design pixels, 41 px at 1920x1080, with the line
before it smaller above; under it "Touch to play" and the three languages, each named in its
own words. The band sits at the top, over the table's title bar (its words are said larger
here), so the hand and the mats at the bottom stay in view at 1280x720. A scene whose top
matters more (the whist table's top seat, the score pad's winner) sets `attract_band =
"bottom"`, and the band covers its bottom instead (nobody's hand, buttons nobody presses).

Any touch, click, key or pad button ends the demo (`demo.Idle.intercept`); a press on a
language first makes it the language the visitor's game is played in.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Literal

import pygame

from .. import i18n
from ..i18n import N_, _
from . import theme as T
from .widgets import Button, lay_row, panel

if TYPE_CHECKING:
    from ..engine import Event, Game
    from .services import Services

CAPTION = 34  # design px of the newest line: 41 px at 1920x1080, 27 px at 1280x720
EARLIER = 22  # the line before it
CALL = 38  # "Touch to play"
LANGUAGE = 24  # the language buttons' labels
BAND = (10, 40, 98, 64, 12)  # design px: padding, the line before, the newest (two lines), the row, padding
TOUCH = N_("Touch to play")
Spoken = Literal["en", "de", "fr"]
SPOKEN: tuple[Spoken, ...] = ("en", "de", "fr")  # i18n.LANGUAGES' codes, as Settings.language types them


def _chosen() -> None:
    """A language button's own action: never called, the press is read by `demo.Idle.intercept`
    before any scene could see it."""


class Attract:
    """Follows the demo's game and draws the band over it."""

    def __init__(self, app: Services):
        self.app = app
        self.game: Game | None = None
        self.seen = 0  # the game's events read so far
        self.told: list[Event] = []  # the last two events with a Chronicle line, newest last
        self.languages = [Button(code, _chosen, size=LANGUAGE, words=partial(str, i18n.LANGUAGES[code]))
                          for code in SPOKEN]
        self.call = pygame.Rect(0, 0, 0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def follow(self, game: Game, shown: int | None = None) -> None:
        """Read the events the game has added since the last frame, up to index `shown` (the
        Season's Chronicle keeps pace with its animation: the band says no more than it)."""
        if game is not self.game:
            self.game, self.seen, self.told = game, 0, []
        upto = len(game.events) if shown is None else min(shown, len(game.events))
        for event in game.events[self.seen:upto]:
            if event.sees(None) and game.describe(public := event.redact(None)):
                self.told = [*self.told, public][-2:]
        self.seen = max(self.seen, upto)

    def lines(self) -> list[str]:
        """The lines to say, newest last, in the language spoken now."""
        g = self.game
        return [line for e in self.told if g is not None and (line := g.describe(e))]

    def language_at(self, pos: tuple[int, int]) -> Spoken | None:
        """The language whose button is at `pos` (a press there picks it), or None."""
        pressed = (code for code, b in zip(SPOKEN, self.languages, strict=True) if b.rect.collidepoint(pos))
        return next(pressed, None)

    def draw(self, surf: pygame.Surface) -> None:
        th = self.app.theme
        session = self.app.session
        if session is not None:
            motion = getattr(self.app.manager.stack[0], "motion", None)
            playing = motion.playing() if motion is not None else None
            self.follow(session.game, None if playing is None else playing + 1)
        pad, earlier, newest, row, bottom = (th.px(v) for v in BAND)
        w = surf.get_width()
        self.rect = pygame.Rect(0, 0, w, pad + earlier + newest + row + bottom)
        edge = self.rect.bottom
        if getattr(self.app.manager.top, "attract_band", "top") == "bottom":
            self.rect.bottom = surf.get_height()
            edge = self.rect.top
        surf.fill(T.BG_DARK, self.rect)  # opaque: what it covers must not show through as ghosts
        pygame.draw.line(surf, T.GOLD, (0, edge), (w, edge), th.px(3))
        y = self.rect.y
        said = self.lines() or ["Apistocracy"]
        if len(said) > 1:
            th.blit_fit(surf, said[0], EARLIER, T.MUTED, (w // 2, y + pad + earlier // 2), w - 2 * pad,
                        ("serif", "serif-cond"), "center")
        kind, lines = T.wrapping(said[-1], ("serif-bold", "serif-cond-bold"), th.fpx(CAPTION), w - 4 * pad, 2)
        line_h = newest // 2
        top = y + pad + earlier + (newest - line_h * len(lines[:2])) // 2
        for i, line in enumerate(lines[:2]):
            img = T.text(line, kind, th.fpx(CAPTION), T.IVORY)
            surf.blit(img, img.get_rect(midtop=(w // 2, top + i * line_h)))
        self._draw_row(surf, th, y + pad + earlier + newest, row)

    def _draw_row(self, surf: pygame.Surface, th: T.Theme, y: int, h: int) -> None:
        """"Touch to play" in the middle, the languages at the right, the spoken one lit."""
        w = surf.get_width()
        call = T.text(_(TOUCH), "serif-bold", th.fpx(CALL), T.INK)
        self.call = call.get_rect(center=(w // 2, y + h // 2)).inflate(th.px(48), th.px(10))
        panel(surf, self.call, T.GOLD, T.IVORY, th.px(14), th.px(2))
        surf.blit(call, call.get_rect(center=self.call.center))
        room = w - self.call.right - th.px(40)
        lay_row(th, self.languages, self.call.right + th.px(20) + room // 2, y + th.px(6), h - th.px(12),
                room, th.px(10))
        for b in self.languages:
            b.draw(surf, th)
            if b.label == i18n.language():
                pygame.draw.rect(surf, T.GLOW, b.rect.inflate(th.px(6), th.px(6)), th.px(3), th.px(10))
