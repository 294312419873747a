"""Convention play: the demo loop (bots play at a watchable pace) and kiosk idle handling.

The demo starts from `apistocracy --demo` or after 60 s without input on the title screen.
It plays bot-vs-bot games with new seeds forever; any key or click returns to the title at
once. In kiosk mode a game left idle for 3 minutes returns to the title (and so, a minute
later, to the demo).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from ..bots import bot_names
from ..engine import GameConfig
from ..engine.catalog import CHARACTERS

if TYPE_CHECKING:
    from .services import Services

TITLE_IDLE_TO_DEMO = 60.0
KIOSK_IDLE_TO_TITLE = 180.0
SCORES_SHOWN = 8.0  # seconds the demo shows the score pad before the next game
INPUT_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


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
        self.swallow_release = False  # the click that stopped the demo must not press a title button

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
        """Input during the demo returns to the title (the event, and the release of a click,
        is used up)."""
        if event.type == pygame.MOUSEBUTTONUP and self.swallow_release:
            self.swallow_release = False
            return True
        if event.type in INPUT_EVENTS:
            self.seconds = 0.0
            if self.demo and event.type != pygame.MOUSEMOTION:
                self.swallow_release = event.type == pygame.MOUSEBUTTONDOWN
                self.stop_demo()
                return True
        return False

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
