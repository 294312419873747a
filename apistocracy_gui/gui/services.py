"""What scenes and components use of the app, as a protocol handed down to them.

Scenes, overlays, the coach, the focus ring, the demo loop and the booth are given the app
when they are made; they name it by this protocol, never by `gui.app.App`, so no module under
`gui/` imports the window and its loop (which imports them): the dependency points one way.
`App` satisfies it structurally; a test keeps `gui/app.py` out of every other module's imports.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from ..session import Session
    from . import theme as T
    from .audio import Audio
    from .demo import Idle
    from .go import Go
    from .kiosk import Booth
    from .phone_table import PhoneTable
    from .scene import SceneManager
    from .settings import Settings


class Services(Protocol):
    """The app as its scenes see it: exactly the attributes and calls they make."""

    settings: Settings  # the player's options (in a kiosk, the visitor's)
    audio: Audio
    theme: T.Theme  # the look at the window's present scale
    screen: pygame.Surface
    manager: SceneManager  # the scene stack
    go: Go  # builds the scenes: no scene imports another (gui/go.py)
    running: bool  # False ends the loop (quit without a question)
    message: str  # a startup message the title shows once
    kiosk: bool
    booth: Booth  # the organiser's options, at a kiosk
    idle: Idle  # the demo and the kiosk's idle timeouts
    fullscreen: bool
    windowed_size: tuple[int, int]
    phones: PhoneTable | None  # the hand server while a game with phone seats is open (issue 54)
    now: float  # seconds of frames so far, advanced before a frame's events are handled

    @property
    def session(self) -> Session | None: ...

    @session.setter
    def session(self, session: Session | None) -> None: ...

    def warn(self, message: str) -> None: ...

    def wake(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def request_quit(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def set_window_size(self, size: tuple[int, int]) -> None: ...
