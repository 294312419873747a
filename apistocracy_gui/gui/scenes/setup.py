"""New game setup: 2-4 seats, Standard or Advanced play, per seat a character, who plays it
(the character or a Bonus Persona) and a controller, and a seed.

Every fact shown about a character (name, host, goals, club power) comes from
`game.cat.characters`, and every persona's name and title from `advanced_data()`; only the
short flavour description is written here. Who plays first is read from a game the engine
builds for the chosen seats, never worked out by the screen.
"""

from __future__ import annotations

from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from ...bots import bot_names
from ...engine import Game, GameConfig
from ...engine.advanced import advanced_data
from ...engine.catalog import CHARACTERS, Character, default_catalog
from ...engine.characters import GOAL_POWERS
from ...engine.names import suit as suit_name
from ...engine.setup import new_seed
from ...session import Session
from .. import art, personas
from .. import theme as T
from ..focus import Target, button_targets, reading_order
from ..scene import Scene
from ..settings import SetupChoices
from ..widgets import Button, fitted_label, panel
from .overlay import Choice

if TYPE_CHECKING:
    from ..services import Services

MAX_SEED_DIGITS = 9
DEFAULT_BOT = "medium"  # a fair first opponent: Random is no game, Hard is a lesson
PORTRAIT = 108  # design pixels wide

GOAL_TEXT = {
    "tea_cards": "hold {n} Tea cards",
    "hive_level": "reach level {n} of the Beehive",
    "ton_cards": "place {n} Ton cards on your mat",
    "lc_cards": "place {n} L&C cards on your mat",
    "full_ton": "fill your Ton column ({n} cards)",
    "full_lc": "fill your L&C column ({n} cards)",
}
POWER_TEXT = {
    "tea_draw_three": "a Tea action draws 3 cards to keep 1",
    "bonus_sideways": "each later climb brings a free sideways step",
    "free_ballroom": "the Ballroom costs no Clubs from then on",
    "keep_used_tea": "up to 2 spent Tea cards stay face-up and still score",
}
CLUB_POWER_TEXT = {
    "double_club": "The starting Club card counts as 1 or 2 Clubs when discarded on your turn.",
    "star_swap": "Once, on your turn, trash the starting Club card (hand or discard) to take a "
                 "Parlor Star card into your hand.",
}
DESCRIPTIONS = {
    "edward": "The Baroness of Maxwell adores tea-room secrets: Edward trades in gossip.",
    "tuesday": "The Baron of Albany is at every event on the Beehive: Tuesday climbs towards the "
               "Queen's Ball.",
    "alexandria": "The Baroness of Forester is a grand dame of the Ton: Alexandria fills her mat "
                  "with fashionable friends.",
    "shae": "The Baron of Esk sits in the House of Lords: Shae courts the Lords and Commons.",
}


def sentence(s: str) -> str:
    return s[:1].upper() + s[1:]


def character_lines(ch: Character, mode: str = "standard") -> list[tuple[str, str]]:
    """(heading, text) pairs describing a character, from the rules data. In Advanced play
    the host, its goals and powers come from the tokens drafted (rulebook p.22); the character
    keeps its starting cards, Club power and Beehive token."""
    if mode == "advanced":
        return [("Host and goal", "Drafted at the start: in turn order each player takes a Goal "
                                  "token and its Host token. Reaching the goal brings a Host Bonus "
                                  "token and a VP token."),
                ("Beehive token", f"Side B gives {suit_name(ch.beehive_b)} influence from level "
                                  f"{ch.beehive_flip_level} of the Beehive."),
                ("Club power", CLUB_POWER_TEXT[ch.club_power])]
    kind, n = ch.in_game_goal
    unlocked = [POWER_TEXT[p] for p in ch.powers if p in GOAL_POWERS]
    always = [POWER_TEXT[p] for p in ch.powers if p not in GOAL_POWERS]
    end_kind, end_n = ch.end_goal
    goal = sentence(GOAL_TEXT[kind].format(n=n))
    lines = [("Host", ch.host),
             ("In-game goal", f"{goal}: the Host token turns to side B"
                              + "".join(f" and {u}" for u in unlocked) + ".")]
    lines += [("Power", f"{sentence(a)}.") for a in always]
    lines += [("End goal", f"{sentence(GOAL_TEXT[end_kind].format(n=end_n))}: 5 VP."),
              ("Club power", CLUB_POWER_TEXT[ch.club_power])]
    return lines


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
        self.persona.label = f"Played as {who}"  # the button fits it (never cut)

    def draw(self, surf: pygame.Surface, first: bool) -> None:
        th, rect = self.scene.theme, self.rect
        ch = self.scene.cat.characters[self.scene.characters[self.seat]]
        color = T.SEAT_COLORS[self.seat]
        panel(surf, rect, T.PANEL, color, th.px(12), th.px(3))
        seat_line = f"Seat {self.seat + 1}" + (" \u00b7 plays first" if first else "")
        th.blit_text(surf, seat_line, 16, T.PARCHMENT, (rect.centerx, rect.y + th.px(20)),
                     "sans", "center")
        name = fitted_label(th, ch.name, 24, T.GOLD, self.next.rect.x - self.prev.rect.right - th.px(8))
        surf.blit(name, name.get_rect(center=(rect.centerx, self.prev.rect.centery)))
        for b in (self.prev, self.next):
            b.draw(surf, th)
        pid = self.scene.personas[self.seat]
        lines = character_lines(ch, self.scene.mode)
        blurb = DESCRIPTIONS.get(ch.id, "")
        if pid:
            persona = advanced_data().persona(pid)
            blurb = f"{persona.name}, {persona.title}, plays on {ch.name}'s mat."
        top = self.prev.rect.bottom + th.px(10)
        text = pygame.Rect(rect.x + th.px(16), 0, rect.w - th.px(32), 0)
        size, shown, px = fit_description(th, lines, blurb, text.w, self.persona.rect.y - th.px(6) - top,
                                          PORTRAIT)
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
    return "Human player" if controller == "human" else f"Computer ({controller})"


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
        self.mode_row = [Choice(m.capitalize(), partial(self.set_mode, m), size=20)
                         for m in ("standard", "advanced")]
        self.reroll = Button("Secret", self.new_seed, size=18, hint="a new, secret seed")
        self.start_button = Button("Start the season", self.start, size=26)
        self.back_button = Button("Back", self.back, size=22)
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
        """Human, then every bot the bots package offers (easy/medium/hard appear here)."""
        return ["human", *bot_names()]

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
            self._first = (players, game.observe(None)["first"])
        return self._first[1]

    def start(self) -> None:
        from .router import show_game
        from .saved_games import claim

        config, controllers = self.config(), list(self.controllers[:self.count])

        def begin(slot: str) -> None:
            self.remember()
            show_game(self.app, Session.start(config, controllers, slot=slot))

        claim(self.app, begin)  # never over a season in progress without asking

    def back(self) -> None:
        from .title import TitleScene

        if len(self.app.manager.stack) > 1:
            self.app.manager.pop()
        else:
            self.app.manager.replace(TitleScene(self.app))

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
        from .quit_overlay import QuitOverlay

        self.app.manager.push(QuitOverlay(self.app))

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
        for i, b in enumerate(self.mode_row):
            b.rect = pygame.Rect(w // 2 + th.px(90) + i * th.px(166), th.px(96), th.px(156), th.px(44))
            b.selected = b.label.lower() == self.mode
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
        th.blit_text(surf, "A new season", 46, T.GOLD, (w // 2, th.px(50)), "serif-bold", "center")
        th.blit_text(surf, "Players", 22, T.PARCHMENT, (self.count_row[0].rect.x - th.px(16),
                     self.count_row[0].rect.centery), "serif", "midright")
        th.blit_text(surf, "Play", 22, T.PARCHMENT, (self.mode_row[0].rect.x - th.px(16),
                     self.mode_row[0].rect.centery), "serif", "midright")
        for b in (*self.count_row, *self.mode_row):
            b.draw(surf, th)
        first = self.first_seat()
        for i, seat in enumerate(self.seats[:self.count]):
            seat.draw(surf, i == first)
        th.blit_text(surf, "Seed", 22, T.PARCHMENT, (self.seed_rect.x - th.px(14), self.seed_rect.centery),
                     "serif", "midright")
        panel(surf, self.seed_rect, T.IVORY, T.GLOW if self.seed_focus else T.GOLD_DARK, th.px(8),
              th.px(3 if self.seed_focus else 2))
        caret = "|" if self.seed_focus else ""
        shown, color = (self.seed_text + caret, T.INK) if self.seed_text or self.seed_focus else \
            ("secret", T.MUTED)
        th.blit_text(surf, shown, 24, color, (self.seed_rect.x + th.px(12), self.seed_rect.centery),
                     "sans", "midleft")
        for button in (self.reroll, self.back_button, self.start_button):
            button.draw(surf, th)
