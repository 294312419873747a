"""Convention play: the demo loop (bots play at a watchable pace) and kiosk idle handling.

The demo starts from `apistocracy --demo` or after 60 s without input on the title screen.
It plays bot-vs-bot games with new seeds forever, under the attract band (`attract.py`);
any touch, click, key or pad button returns to the title at once, and the rest of that
gesture (the release, the mouse events SDL makes from a touch, a pad's joystick twin of its
button) is used up, so the title never acts on it. In kiosk mode a game left idle for 3
minutes returns to the title (and so, a minute later, to the demo).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from .. import i18n
from ..bots import bot_names
from ..engine import GameConfig
from ..engine.catalog import CHARACTERS
from . import theme as T
from .attract import Attract, Spoken

if TYPE_CHECKING:
    from .services import Services

TITLE_IDLE_TO_DEMO = 60.0
KIOSK_IDLE_TO_TITLE = 180.0
SCORES_SHOWN = 8.0  # seconds the demo shows the score pad before the next game
DEMO_PACE = 2.5  # the demo's computer moves wait this many times the table's pause: time to read
# What cuts the demo; motion (a nudged mouse, a brushed screen) only keeps a kiosk game awake.
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.FINGERDOWN,
           pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN)
INPUT_EVENTS = (*PRESSES, pygame.MOUSEMOTION, pygame.FINGERMOTION)
# A gesture's other events, used up after the press that cut the demo, until its release.
GESTURE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP, pygame.FINGERDOWN,
           pygame.FINGERMOTION, pygame.FINGERUP, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
           pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP)
RELEASES = (pygame.MOUSEBUTTONUP, pygame.FINGERUP, pygame.CONTROLLERBUTTONUP, pygame.JOYBUTTONUP)


def demo_bot() -> str:
    names = bot_names()
    return next((b for b in ("medium", "easy") if b in names), "random")


def demo_config(seed: int) -> tuple[GameConfig, list[str]]:
    r = random.Random(seed)
    n = r.choice((2, 3, 4))
    chars = tuple(r.sample(CHARACTERS, n))
    return GameConfig(players=chars, seed=seed), [demo_bot()] * n


class Idle:
    """Tracks input and time, and decides when the demo starts or a kiosk game is dropped."""

    def __init__(self, app: Services):
        self.app = app
        self.seconds = 0.0
        self.demo = False
        self.over_for = 0.0
        self.games = 0
        self.seed = random.randrange(1_000_000)
        self.gesture = False  # the press that stopped the demo is held: its events are used up
        self.attract = Attract(app)

    def start_demo(self) -> None:
        from ..session import Session

        self.demo, self.over_for = True, 0.0
        self.seed += 1
        self.games += 1
        config, controllers = demo_config(self.seed)
        self.app.go.show_game(Session.start(config, controllers, autosave=False))

    def stop_demo(self) -> None:
        self.demo = False
        self.seconds = 0.0
        self.app.session = None
        self.app.manager.replace(self.app.go.title())

    def intercept(self, event: pygame.event.Event) -> bool:
        """Input during the demo returns to the title (the press, and the rest of its gesture,
        is used up); a press on a language of the attract band first picks it."""
        if self.gesture and event.type in GESTURE:
            # A touch's last event is its FINGERUP (SDL sends the mouse's twin release first).
            self.gesture = not (event.type in RELEASES and not getattr(event, "touch", False))
            return True
        if event.type in INPUT_EVENTS:
            self.seconds = 0.0
            if self.demo and event.type in PRESSES:
                language = self.attract.language_at(self.pointer(event))
                self.gesture = event.type in GESTURE
                self.stop_demo()
                if language is not None:
                    self.speak(language)
                return True
        return False

    def pointer(self, event: pygame.event.Event) -> tuple[int, int]:
        """Where a press landed in the window (-1, -1 for a key or a pad's button); a finger's
        place comes as a fraction of the window."""
        if event.type == pygame.FINGERDOWN:
            w, h = self.app.screen.get_size()
            return round(event.x * w), round(event.y * h)
        return getattr(event, "pos", (-1, -1))

    def speak(self, language: Spoken) -> None:
        """The visitor's language, picked on the attract band: the title and their game speak
        it (at a kiosk until the next return to the title, like any visitor's option)."""
        self.app.settings.language = language
        i18n.set_language(language)
        T.forget_drawings()
        self.app.booth.save()
        for scene in self.app.manager.stack:
            scene.resized()

    def pace(self, factor: float) -> float:
        """The animation factor a table paces its computer moves by: slower in the demo, so
        the people watching can read what each move did."""
        return factor * DEMO_PACE if self.demo else factor

    def draw(self, surf: pygame.Surface) -> None:
        if self.demo:
            self.attract.draw(surf)

    def tick(self, dt: float) -> None:
        self.seconds += dt
        top = self.app.manager.top
        if self.demo:  # only a demo needs the score pad: the title's first frame does not import it
            session = self.app.session
            if session is not None and session.game.is_over and self.app.go.is_scores(top):
                self.over_for += dt  # counted while the score pad shows, however fast the game ran
                if self.over_for >= SCORES_SHOWN * max(0.05, self.app.settings.anim_factor):
                    self.start_demo()
        elif self.app.go.is_title(top):
            if self.seconds >= TITLE_IDLE_TO_DEMO:
                self.start_demo()
        elif self.app.kiosk and self.seconds >= KIOSK_IDLE_TO_TITLE:
            self.stop_demo()

    def animating(self) -> bool:
        """While counting toward the demo the loop must wake up to notice the time."""
        return False
