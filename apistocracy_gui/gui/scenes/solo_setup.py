"""Solo setup (issue 5): choose your character and a seed, then challenge Lady Cat.

This is the New game setup with one seat: the seat panel (portrait, host, goals, powers, a
Bonus Persona), the seed field and the buttons are SetupScene's own; this scene only swaps the
heading and the player-count and mode rows for Lady Cat's level (Gentle, Standard = the
rulebook, Ruthless: rules_data/solo.yaml, issue 15) and her panel, which says how she plays at
that level (rulebook p.21-22).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...engine import GameConfig
from ...engine.ladycat import STANDARD, SoloLevel, solo_data
from ...i18n import N_, _, data, ngettext
from ...session import Session
from .. import theme as T
from ..settings import SetupChoices
from ..widgets import Button, panel
from .overlay import Choice
from .seat_panel import draw_description, fit_description, portrait
from .setup import SetupScene

if TYPE_CHECKING:
    from ..services import Services

CAT_SEAT = 1


CAT_DESCRIPTION = N_("Lady Catherine keeps a house full of cats and never pays for anything: what "
                     "she cannot do, she simply skips.")
# Her whist edge, one whole sentence per size and side (half ranks above or below yours).
WHIST_EDGES = {
    0: N_("Her Solo deck becomes her whist hand. She leads every trick, and her cards count the same "
          "rank as yours."),
    1: N_("Her Solo deck becomes her whist hand. She leads every trick, and her cards count half a "
          "rank above yours."),
    2: N_("Her Solo deck becomes her whist hand. She leads every trick, and her cards count a rank "
          "above yours."),
    3: N_("Her Solo deck becomes her whist hand. She leads every trick, and her cards count a rank and "
          "a half above yours."),
    -1: N_("Her Solo deck becomes her whist hand. She leads every trick, and her cards count half a "
           "rank below yours."),
    -2: N_("Her Solo deck becomes her whist hand. She leads every trick, and her cards count a rank "
           "below yours."),
    -3: N_("Her Solo deck becomes her whist hand. She leads every trick, and her cards count a rank "
           "and a half below yours."),
}


def whist_line(edge: float) -> str:
    """How her whist cards compare with yours, as one sentence of the language spoken now."""
    halves = round(edge * 2)
    if halves in WHIST_EDGES:
        return _(WHIST_EDGES[halves])
    ranks = i18n.number(abs(edge))
    if edge > 0:
        return _("Her Solo deck becomes her whist hand. She leads every trick, and her cards count "
                 "{ranks} ranks above yours.").format(ranks=ranks)
    return _("Her Solo deck becomes her whist hand. She leads every trick, and her cards count "
             "{ranks} ranks below yours.").format(ranks=ranks)


def cat_lines(level: SoloLevel) -> list[tuple[str, str]]:
    """(heading, text) pairs on how Lady Cat plays at `level`, with her deck sizes from the
    rules data, in the language spoken now."""
    cards = solo_data().cards
    solo = sum(c.cat for c in cards)
    others = len(cards) - solo - level.litter_at_start
    if level.litter_at_start:
        decks = _("{solo} cat cards and {litter} Litter cards form her Solo deck; each week one of the "
                  "{others} other Litter cards joins it.").format(solo=solo, litter=level.litter_at_start,
                                                                   others=others)
    else:
        decks = _("{solo} cat cards form her Solo deck; each week one of the {others} other Litter cards "
                  "joins it.").format(solo=solo, others=others)
    turns = ngettext("{n} Calling Card a week. She flips the top card of her Solo deck and takes its "
                     "action: Tea, Gallery, Ballroom, Parlor, Beehive, or Copycat (your last action). She "
                     "pays no influence; when she cannot act, she flips again.",
                     "{n} Calling Cards a week. She flips the top card of her Solo deck and takes its "
                     "action: Tea, Gallery, Ballroom, Parlor, Beehive, or Copycat (your last action). She "
                     "pays no influence; when she cannot act, she flips again.", level.calling_cards)
    return [
        (_("Her turns"), turns.format(n=level.calling_cards)),
        (_("Her decks"), decks),
        (_("Whist"), whist_line(level.whist_edge)),
        (_("To win"), _("Beat her total. A tie goes to the most influence on the tracker, then it is "
                        "shared.")),
    ]


class SoloSetupScene(SetupScene):
    REMEMBER = "last_solo"

    def __init__(self, app: Services, seed: int | None = None):
        self.level = STANDARD
        self.level_row = [Choice(lv.name, partial(self.set_level, lv.id), size=20)
                          for lv in solo_data().levels]
        super().__init__(app, seed)
        self.count = 1
        self.controllers = ["human"]
        self.start_button = Button(N_("Challenge Lady Cat"), self.start, size=24)
        self.learn_button = Button(N_("Learn: Lady Cat"), self.learn, size=20)
        self.cat_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ choices
    def config(self) -> GameConfig:
        return GameConfig(players=(self.characters[0],), mode="solo", seed=self.seed(),
                          personas=(self.personas[0],), level=self.level)

    def set_level(self, level_id: str) -> None:
        self.level = level_id
        self.dirty = True

    def first_seat(self) -> int:
        return CAT_SEAT  # Lady Cat always has the first turn (p.21)

    def remembered(self) -> SetupChoices:
        return SetupChoices(characters=list(self.characters), personas=list(self.personas),
                            level=self.level)

    def restore(self, saved: SetupChoices) -> None:
        super().restore(saved)
        if saved.level in {lv.id for lv in solo_data().levels}:
            self.level = saved.level

    def start(self) -> None:
        config = self.config()

        def begin(slot: str) -> None:
            self.remember()
            self.app.go.show_game(Session.start(config, ["human"], slot=slot))

        self.app.go.claim(begin)  # never over a season in progress without asking

    def learn(self) -> None:
        """Lady Cat's short tutorial chapter (issue 12): a guided start of a solo game."""
        from ..coach import Coach

        self.app.go.claim(lambda slot: self.app.go.show_game(Coach.start(self.app, "ladycat", slot=slot)))

    def buttons(self) -> list[Button]:
        """The seat's own buttons but its controller (you play it), and the seed and start."""
        you = self.seats[0]
        return [*self.level_row, *(b for b in you.buttons() if b is not you.control), self.reroll,
                self.start_button, self.back_button, self.learn_button]

    # ------------------------------------------------------------------ layout and drawing
    def layout(self) -> None:
        super().layout()
        th = self.theme
        w, _h = th.size
        you = self.seats[0]
        gap = th.px(40)
        width = min(th.px(520), w // 2 - you.rect.w // 2 - gap - th.px(30))
        left = (w - (you.rect.w + gap + width)) // 2
        you.layout(you.rect.move(left - you.rect.x, 0))
        you.control.label, you.control.enabled = N_("You"), False
        self.cat_rect = pygame.Rect(you.rect.right + gap, you.rect.y, width, you.rect.h)
        self.learn_button.rect = pygame.Rect(0, 0, th.px(220), self.start_button.rect.h or th.px(50))
        self.learn_button.rect.midright = (self.back_button.rect.x - th.px(20),
                                           self.back_button.rect.centery)
        width = th.px(150)
        left = w // 2 - (len(self.level_row) * (width + th.px(10)) - th.px(10)) // 2 + th.px(60)
        for i, (b, lv) in enumerate(zip(self.level_row, solo_data().levels, strict=True)):
            b.rect = pygame.Rect(left + i * (width + th.px(10)), th.px(92), width, th.px(42))
            b.selected = lv.id == self.level

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)  # the seat, the seed and the buttons; the heading is redrawn here
        th = self.theme
        w, _h = surf.get_size()
        surf.fill(T.BG, (0, 0, w, self.seats[0].rect.y - th.px(4)))
        th.blit_text(surf, _("Solo vs Lady Cat"), 46, T.GOLD, (w // 2, th.px(50)), "serif-bold", "center")
        first = self.level_row[0].rect
        th.blit_text(surf, data("Lady Cat"), 22, T.PARCHMENT, (first.x - th.px(16), first.centery),
                     "serif", "midright")
        for b in self.level_row:
            b.draw(surf, th)
        self.draw_cat(surf)
        self.learn_button.draw(surf, th)

    def draw_cat(self, surf: pygame.Surface) -> None:
        th, rect = self.theme, self.cat_rect
        color = T.SEAT_COLORS[CAT_SEAT]
        panel(surf, rect, T.PANEL, color, th.px(12), th.px(3))
        th.blit_text(surf, _("Seat {n} \u00b7 plays first \u00b7 the automa").format(n=CAT_SEAT + 1), 16,
                     T.PARCHMENT, (rect.centerx, rect.y + th.px(20)), "sans", "center")
        cat = solo_data()
        level = cat.level(self.level)
        th.blit_text(surf, f"{data(cat.name)} \u00b7 {data(level.name)}", 24, T.GOLD,
                     (rect.centerx, rect.y + th.px(66)), "serif-bold", "center")
        top = rect.y + th.px(96)
        x, width = rect.x + th.px(16), rect.w - th.px(32)
        lines = cat_lines(level)
        room = rect.bottom - th.px(8) - top
        blurb = _(CAT_DESCRIPTION)
        size, shown, px = fit_description(th, lines, blurb, width, room, 120)
        img = portrait("ladycat", cat.name, size, color)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, top)))
        draw_description(surf, th, (x, top + img.get_height() + th.px(8)), width, lines,
                         blurb if shown else "", px)
