"""One seat's column on the setup screens: the character, its cameo and words, who plays it.

`SeatPanel` lays out and draws a seat of the New game setup; its buttons change the scene's
choices (`SetupScene.cycle_*`). The cameo and the fitting of a description under it are
shared with the Solo setup's panel for Lady Cat.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ...engine.advanced import advanced_data
from ...i18n import N_, _, data
from ...phone_seats import PHONE
from .. import art, personas
from .. import theme as T
from ..widgets import Button, fitted_label, panel
from .character_text import character_lines, description

if TYPE_CHECKING:
    from .setup import SetupScene

PORTRAIT = 108  # design pixels wide
# The bots by their names in the setup's words (a bot without one here shows its own name).
BOT_LEVELS = {"random": N_("random"), "easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}


@lru_cache(maxsize=32)
def portrait(key: str, name: str, size: int, ring: tuple[int, int, int]) -> pygame.Surface:
    """A cameo: the studio's profile of `key` (assets/art/cameo_<key>.svg, ink on ivory) in an
    oval, a gilt frame in the seat's colour, and the initial of `name` on a roundel."""
    s = pygame.Surface((size, int(size * personas.TALL)), pygame.SRCALPHA)
    w, h = s.get_size()
    frame = s.get_rect()
    band = frame.inflate(-size // 14, -size // 14)
    inner = frame.inflate(-size // 6, -size // 6)
    for rect, color in ((frame, T.GOLD), (band, ring), (inner, T.PARCHMENT)):
        s.blit(art.oval(rect.w, rect.h, color), rect)
    s.blit(art.cut_to_oval(art.image(f"cameo_{key}", inner.w, inner.h)), inner.topleft)
    r = max(8, size // 7)
    centre = (w // 2, h - r - size // 30)
    for radius, color in ((r, T.GOLD), (r - max(2, r // 6), T.PANEL)):
        art.blit_centered(s, art.oval(2 * radius, 2 * radius, color), centre)
    img = T.mark(name.split()[-1][0], "serif-bold", int(r * 1.2), T.GOLD)
    s.blit(img, img.get_rect(center=centre))
    return s


class SeatPanel:
    """One seat's column: character (with arrows to change it), portrait, facts, who plays it
    (the character or a Bonus Persona), controller."""

    def __init__(self, scene: SetupScene, seat: int):
        self.scene, self.seat = scene, seat
        self.prev = Button("\u25c0", lambda: scene.cycle_character(seat, -1), size=22)
        self.next = Button("\u25b6", lambda: scene.cycle_character(seat, 1), size=22)
        self.persona = Button("", lambda: scene.cycle_persona(seat), size=16)
        self.control = Button("", lambda: scene.cycle_controller(seat), size=19)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def buttons(self) -> list[Button]:
        return [self.prev, self.next, self.persona, self.control]

    def layout(self, rect: pygame.Rect) -> None:
        th = self.scene.theme
        self.rect = rect
        self.prev.rect = pygame.Rect(rect.x + th.px(10), rect.y + th.px(46), th.px(40), th.px(40))
        self.next.rect = self.prev.rect.copy()
        self.next.rect.right = rect.right - th.px(10)
        self.control.rect = pygame.Rect(rect.x + th.px(14), rect.bottom - th.px(56),
                                        rect.w - th.px(28), th.px(44))
        self.control.label = controller_label(self.scene.controllers[self.seat])
        self.persona.rect = self.control.rect.move(0, -th.px(44))
        self.persona.rect.h = th.px(38)
        pid = self.scene.personas[self.seat]
        who = (advanced_data().persona(pid) if pid else self.scene.cat.characters[
            self.scene.characters[self.seat]]).name
        self.persona.label = _("Played as {name}").format(name=data(who))  # the button fits it (never cut)

    def words(self) -> tuple[list[tuple[str, str]], str]:
        """The character's facts (heading, text) and its flavour line, or the persona's."""
        ch = self.scene.cat.characters[self.scene.characters[self.seat]]
        pid = self.scene.personas[self.seat]
        if pid:
            persona = advanced_data().persona(pid)
            blurb = _("{persona}, {title}, plays on {name}'s mat.").format(
                persona=data(persona.name), title=data(persona.title), name=data(ch.name))
            return character_lines(ch, self.scene.mode), blurb
        return character_lines(ch, self.scene.mode), description(ch.id)

    def top(self) -> int:
        return self.prev.rect.bottom + self.scene.theme.px(10)

    def fit(self) -> tuple[int, bool, int]:
        """(portrait size, flavour line shown, text px) for this seat's words alone."""
        th = self.scene.theme
        lines, blurb = self.words()
        room = self.persona.rect.y - th.px(6) - self.top()
        return fit_description(th, lines, blurb, self.rect.w - th.px(32), room, PORTRAIT)

    def draw(self, surf: pygame.Surface, first: bool, fitted: tuple[int, bool, int]) -> None:
        """The seat at `fitted` (`fit`, evened out over the seats shown: every portrait the
        same size, every text the same size, issue 52)."""
        th, rect = self.scene.theme, self.rect
        ch = self.scene.cat.characters[self.scene.characters[self.seat]]
        color = T.SEAT_COLORS[self.seat]
        panel(surf, rect, T.PANEL, color, th.px(12), th.px(3))
        seat_line = (_("Seat {n} \u00b7 plays first") if first else _("Seat {n}")).format(n=self.seat + 1)
        th.blit_text(surf, seat_line, 16, T.PARCHMENT, (rect.centerx, rect.y + th.px(20)),
                     "sans", "center")
        name = fitted_label(th, data(ch.name), 24, T.GOLD, self.next.rect.x - self.prev.rect.right - th.px(8))
        surf.blit(name, name.get_rect(center=(rect.centerx, self.prev.rect.centery)))
        for b in (self.prev, self.next):
            b.draw(surf, th)
        pid = self.scene.personas[self.seat]
        lines, blurb = self.words()
        top = self.top()
        text = pygame.Rect(rect.x + th.px(16), 0, rect.w - th.px(32), 0)
        size, shown, px = fitted
        img = personas.portrait(pid, size, color) if pid else portrait(ch.id, ch.name, size, color)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, top)))
        draw_description(surf, th, (text.x, top + img.get_height() + th.px(8)), text.w, lines,
                         blurb if shown else "", px)
        self.persona.draw(surf, th)
        self.control.draw(surf, th)


def fit_description(th: T.Theme, lines: list[tuple[str, str]], blurb: str, width: int, room: int,
                    portrait_w: float) -> tuple[int, bool, int]:
    """(portrait size, whether the flavour line is shown, text px) so a seat's whole description
    fits in `room` pixels under its portrait: at the chosen Text size with the full portrait if
    it can, else with a smaller portrait, then without the flavour line, then stepping the text
    down to its 100% size. Rules text is never left out; a cut is recorded for the tests."""
    def height(px: int, with_blurb: bool) -> int:
        step = int(px * 1.18)
        h = sum(T.font("sans-bold", px).get_height() + len(T.wrap(body, "serif", px, width)) * step
                + th.px(4) for _head, body in lines)
        if with_blurb:
            h += th.px(2) + len(T.wrap(blurb, "serif-italic", px, width)) * step
        return h

    want, low = th.fpx(15), T.font_px(15, th.scale)
    full, small = th.px(portrait_w), th.px(portrait_w * 0.6)
    for px in range(want, low - 1, -1):
        for size, with_blurb in ((full, True), (small, True), (small, False)):
            if int(size * personas.TALL) + th.px(8) + height(px, with_blurb) <= room:
                return size, with_blurb, px
    if T.RECORD is not None:
        T.RECORD.append(("label", " ".join(body for _h, body in lines), low))
    return small, False, low


def draw_description(surf: pygame.Surface, th: T.Theme, at: tuple[int, int], width: int,
                     lines: list[tuple[str, str]], blurb: str, px: int) -> None:
    """Gold headings over wrapped rules text, then the italic flavour line (if any), at `px`."""
    x, y = at
    step = int(px * 1.18)
    for head, body in lines:
        y = surf.blit(T.text(head, "sans-bold", px, T.GOLD), (x, y)).bottom
        for line in T.wrap(body, "serif", px, width):
            surf.blit(T.text(line, "serif", px, T.IVORY), (x, y))
            y += step
        y += th.px(4)
    if blurb:
        y += th.px(2)
        for line in T.wrap(blurb, "serif-italic", px, width):
            surf.blit(T.text(line, "serif-italic", px, T.PARCHMENT), (x, y))
            y += step


def controller_label(controller: str) -> str:
    if controller == PHONE:
        return _("Human, hand on a phone")
    return _("Human player") if controller == "human" else _("Computer ({level})").format(
        level=_(BOT_LEVELS.get(controller, controller)))

