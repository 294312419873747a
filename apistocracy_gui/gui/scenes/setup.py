"""New game setup: 2-4 seats, Standard or Advanced play, per seat a character, who plays it
(the character or a Bonus Persona) and a controller, and a seed.

The scene holds the choices and the rows above and below the seats; each seat's column is a
`SeatPanel` (seat_panel.py), whose words about the character come from the rules data
(character_text.py). Who plays first is read from a game the engine builds for the chosen
seats, never worked out by the screen.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...bots import bot_names
from ...engine import Game, GameConfig
from ...engine.advanced import advanced_data
from ...engine.catalog import CHARACTERS, default_catalog
from ...engine.setup import new_seed
from ...i18n import N_, _, pgettext
from ...phone_seats import PHONE
from ...session import Session
from .. import theme as T
from ..focus import Target, button_targets, reading_order
from ..scene import Scene
from ..settings import SetupChoices
from ..widgets import Button, lay_row, panel
from .overlay import Choice
from .seat_panel import SeatPanel

if TYPE_CHECKING:
    from ..services import Services

MAX_SEED_DIGITS = 9
DEFAULT_BOT = "medium"  # a fair first opponent: Random is no game, Hard is a lesson
MODES = {"standard": N_("Standard"), "advanced": N_("Advanced")}  # the Play row: mode -> label


class SetupScene(Scene):
    def __init__(self, app: Services, seed: int | None = None):
        super().__init__(app)
        self.cat = default_catalog()
        self.characters = list(CHARACTERS)
        self.controllers = ["human", DEFAULT_BOT, DEFAULT_BOT, DEFAULT_BOT]
        self.count = 2
        self.mode = "standard"
        self.personas = ["", "", "", ""]  # per seat: a Bonus Persona id, or "" for the character
        # Empty: a secret seed drawn at the start (R7.1); typed digits: the players' own choice.
        self.seed_text = "" if seed is None else str(seed)
        self.seed_focus = False
        self.seats = [SeatPanel(self, i) for i in range(4)]
        self.count_row = [Choice(str(n), partial(self.set_count, n), size=22) for n in (2, 3, 4)]
        self.mode_row = [Choice(label, partial(self.set_mode, m), size=20) for m, label in MODES.items()]
        self.reroll = Button(N_("Secret"), self.new_seed, size=18, hint=N_("a new, secret seed"))
        self.start_button = Button(N_("Start the season"), self.start, size=26)
        self.back_button = Button(N_("Back"), self.back, size=22)
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self._first: tuple[tuple[str, ...], int] = ((), 0)
        self.restore(getattr(app.settings, self.REMEMBER))

    # ------------------------------------------------------------------ remembered choices
    REMEMBER = "last_setup"  # the Settings field holding this screen's last choices

    def remembered(self) -> SetupChoices:
        return SetupChoices(count=self.count, mode=self.mode, characters=list(self.characters),
                            controllers=list(self.controllers), personas=list(self.personas))

    def restore(self, saved: SetupChoices) -> None:
        """Take back the last choices made here; a field that no longer makes sense (an
        unknown bot or persona, a hand-edited file) keeps its default."""
        personas = ["", *(p.id for p in advanced_data().personas)]
        checks = {
            "count": lambda v: v in (2, 3, 4),
            "mode": lambda v: v in ("standard", "advanced"),
            "characters": lambda v: isinstance(v, list) and sorted(v) == sorted(CHARACTERS),
            "controllers": lambda v: (isinstance(v, list) and len(v) == 4
                                      and all(c in self.controller_options for c in v)),
            "personas": lambda v: (isinstance(v, list) and len(v) == 4 and all(p in personas for p in v)
                                   and len([p for p in v if p]) == len({p for p in v if p})),
        }
        for name, ok in checks.items():
            value = getattr(saved, name)
            if value is not None and ok(value):
                setattr(self, name, list(value) if isinstance(value, list) else value)

    def remember(self) -> None:
        setattr(self.app.settings, self.REMEMBER, self.remembered())
        problem = self.app.booth.save()
        if problem:  # the game starts anyway; the player learns the choices were not kept
            self.app.warn(problem)

    # ------------------------------------------------------------------ choices
    @property
    def controller_options(self) -> list[str]:
        """Human, a human holding their hand on a phone (issue 54), then every bot the bots
        package offers (easy/medium/hard appear here)."""
        return ["human", PHONE, *bot_names()]

    def set_count(self, n: int) -> None:
        self.count = n
        self.dirty = True

    def set_mode(self, mode: str) -> None:
        """Standard play, or the Advanced Gameplay Mode with its Goal draft (rulebook p.22)."""
        self.mode = mode
        self.dirty = True

    def cycle_persona(self, seat: int) -> None:
        """The character itself, then each Bonus Persona no other seat plays (one token each)."""
        options = ["", *(p.id for p in advanced_data().personas)]
        taken = set(self.personas) - {""}
        i = options.index(self.personas[seat])
        for k in range(1, len(options) + 1):
            cand = options[(i + k) % len(options)]
            if cand == "" or cand not in taken:
                break
        self.personas[seat] = cand
        self.dirty = True

    def cycle_character(self, seat: int, step: int) -> None:
        """Move to the next character no other seat has taken."""
        taken = set(self.characters[:self.count]) - {self.characters[seat]}
        i = CHARACTERS.index(self.characters[seat])
        for k in range(1, len(CHARACTERS) + 1):
            cand = CHARACTERS[(i + step * k) % len(CHARACTERS)]
            if cand not in taken:
                break
        j = self.characters.index(cand)  # swap, so the list stays one of each character
        self.characters[j], self.characters[seat] = self.characters[seat], cand
        self.dirty = True

    def cycle_controller(self, seat: int) -> None:
        opts = self.controller_options
        cur = self.controllers[seat]
        self.controllers[seat] = opts[(opts.index(cur) + 1) % len(opts)] if cur in opts else opts[0]
        self.dirty = True

    def new_seed(self) -> None:
        """Forget a typed seed: the season starts on a fresh secret one."""
        self.seed_text = ""
        self.dirty = True

    def seed(self) -> int:
        """The typed seed, else a fresh secret one (RULINGS R7.1: no seat may know it)."""
        return int(self.seed_text) if self.seed_text else new_seed()

    def config(self) -> GameConfig:
        return GameConfig(players=tuple(self.characters[:self.count]), mode=self.mode,
                          seed=self.seed(), personas=tuple(self.personas[:self.count]))

    def first_seat(self) -> int:
        """The First Player, as the engine sets it up for these characters (cached)."""
        players = tuple(self.characters[:self.count])
        if self._first[0] != players:
            game = Game.new(GameConfig(players=players, seed=0))
            self._first = (players, game.view(None).first)
        return self._first[1]

    def start(self) -> None:
        from ..phone_table import open_table

        config, chosen = self.config(), list(self.controllers[:self.count])
        controllers = ["human" if c == PHONE else c for c in chosen]

        def begin(slot: str) -> None:
            self.remember()
            session = Session.start(config, controllers, slot=slot)
            self.app.go.show_game(session)
            if phones := [seat for seat, c in enumerate(chosen) if c == PHONE]:
                open_table(self.app, session, phones)

        self.app.go.claim(begin)  # never over a season in progress without asking

    def back(self) -> None:
        if len(self.app.manager.stack) > 1:
            self.app.manager.pop()
        else:
            self.app.manager.replace(self.app.go.title())

    # ------------------------------------------------------------------ input
    def buttons(self) -> list[Button]:
        seat_buttons = [b for s in self.seats[:self.count] for b in s.buttons()]
        return [*self.count_row, *self.mode_row, *seat_buttons, self.reroll, self.start_button,
                self.back_button]

    def handle(self, event: pygame.event.Event) -> None:
        self.layout()
        if event.type == pygame.KEYDOWN:
            self.key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            focus = self.seed_rect.collidepoint(event.pos)
            if focus != self.seed_focus:
                self.seed_focus = focus
                self.dirty = True
        for b in self.buttons():
            if b.handle(event):
                self.dirty = True
                if event.type == pygame.MOUSEBUTTONUP:
                    return

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key == pygame.K_RETURN and self.start_button.enabled:
            self.start()
        elif self.seed_focus and event.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
        elif self.seed_focus and event.unicode.isdigit() and event.unicode.isascii():
            if len(self.seed_text) < MAX_SEED_DIGITS:
                self.seed_text = (self.seed_text + event.unicode).lstrip("0") or "0"
        else:
            return
        self.dirty = True

    def ask_quit(self) -> None:
        self.app.manager.push(self.app.go.quit())

    def focus_targets(self) -> list[Target]:
        """For the keyboard: every button and the seed field (Enter on it starts typing)."""
        self.layout()
        seed = Target("seed", pygame.Rect(self.seed_rect), self.seed_rect.center)
        return reading_order(button_targets(self.buttons()) + [seed])

    # ------------------------------------------------------------------ drawing
    def layout(self) -> None:
        th = self.theme
        w, h = th.size
        for i, b in enumerate(self.count_row):
            b.rect = pygame.Rect(w // 2 - th.px(250) + i * th.px(70), th.px(96), th.px(60), th.px(44))
            b.selected = i + 2 == self.count
        left = w // 2 + th.px(90)  # the modes from here, at one size, each as wide as its word
        lay_row(th, self.mode_row, w, th.px(96), th.px(44), w - th.px(40) - left, th.px(10))
        dx = left - self.mode_row[0].rect.x
        for b in self.mode_row:
            b.rect.x += dx
            b.selected = b.label == MODES[self.mode]
        gap = th.px(20)
        # Larger text widens the panels into the room beside them, so descriptions keep their lines.
        pw = min(round(th.px(360) * th.text_scale), (w - th.px(60) - gap * (self.count - 1)) // self.count)
        x = (w - (pw * self.count + gap * (self.count - 1))) // 2
        for i, seat in enumerate(self.seats[:self.count]):
            seat.layout(pygame.Rect(x + i * (pw + gap), th.px(156), pw, h - th.px(256)))
        bottom = h - th.px(52)
        self.seed_rect = pygame.Rect(th.px(150), bottom - th.px(25), th.px(200), th.px(50))
        self.reroll.rect = pygame.Rect(self.seed_rect.right + th.px(14), self.seed_rect.y, th.px(150),
                                       self.seed_rect.h)
        self.back_button.rect = pygame.Rect(w - th.px(540), self.seed_rect.y - th.px(5), th.px(160),
                                            th.px(60))
        self.start_button.rect = pygame.Rect(w - th.px(360), self.seed_rect.y - th.px(5), th.px(320),
                                             th.px(60))

    def draw(self, surf: pygame.Surface) -> None:
        th = self.theme
        self.layout()
        w, _h = surf.get_size()
        surf.fill(T.BG)
        th.blit_text(surf, _("A new season"), 46, T.GOLD, (w // 2, th.px(50)), "serif-bold", "center")
        th.blit_text(surf, _("Players"), 22, T.PARCHMENT, (self.count_row[0].rect.x - th.px(16),
                     self.count_row[0].rect.centery), "serif", "midright")
        mode_at = (self.mode_row[0].rect.x - th.px(16), self.mode_row[0].rect.centery)
        mode_word = pgettext("the setup's mode row", "Play")  # "Standard" / "Advanced" play
        th.blit_text(surf, mode_word, 22, T.PARCHMENT, mode_at, "serif", "midright")
        for b in (*self.count_row, *self.mode_row):
            b.draw(surf, th)
        first = self.first_seat()
        fits = [seat.fit() for seat in self.seats[:self.count]]
        # the seats alike: every portrait and text at the size the tightest seat takes
        size, px = min(f[0] for f in fits), min(f[2] for f in fits)
        for i, (seat, (_size, blurb, _px)) in enumerate(zip(self.seats[:self.count], fits, strict=True)):
            seat.draw(surf, i == first, (size, blurb, px))
        th.blit_text(surf, _("Seed"), 22, T.PARCHMENT, (self.seed_rect.x - th.px(14), self.seed_rect.centery),
                     "serif", "midright")
        panel(surf, self.seed_rect, T.IVORY, T.GLOW if self.seed_focus else T.GOLD_DARK, th.px(8),
              th.px(3 if self.seed_focus else 2))
        caret = "|" if self.seed_focus else ""
        shown, color = (self.seed_text + caret, T.INK) if self.seed_text or self.seed_focus else \
            (_("secret"), T.MUTED)
        th.blit_text(surf, shown, 24, color, (self.seed_rect.x + th.px(12), self.seed_rect.centery),
                     "sans", "midleft")
        for button in (self.reroll, self.back_button, self.start_button):
            button.draw(surf, th)
