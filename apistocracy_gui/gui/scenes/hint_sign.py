"""The Hint off the frame loop (issue 56), for the Season's scene and the whist table's.

The Hint is the move the season review rates best (`bots.hint`), a search of up to about a
second: the button starts it in the session's worker (`Session.ask_hint`, `hint_worker`) and returns at
once; every frame `poll` takes the hint once it is found, and meanwhile a small note under
the Hint button says the computer is looking ("Thinking..."), its dots moving every 400 ms as
the bots' sign does. An undo, a move or leaving the game cancels the search (the session's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ...i18n import N_, _
from .. import theme as T
from ..board.refusal import note

if TYPE_CHECKING:
    from ...bots.hint import Hint
    from ...session import Session
    from ..services import Services
    from ..widgets import Button


class HintScene(Protocol):
    """What a scene with a Hint button has (the Season's and the whist table's)."""

    hint_shown: Hint | None
    dirty: bool

    @property
    def app(self) -> Services: ...

    @property
    def session(self) -> Session: ...

    @property
    def buttons(self) -> dict[str, Button]: ...

    @property
    def theme(self) -> T.Theme: ...


def ask(scene: HintScene) -> None:
    """The Hint button: the search starts in the background (never waits)."""
    scene.hint_shown = None
    scene.session.ask_hint(scene.app.settings.hint_level)
    scene.dirty = True


def poll(scene: HintScene) -> None:
    """Every frame: show the hint once found; while it is searched, keep the sign moving."""
    found = scene.session.hinter.found(scene.session.game)
    if found is not None:
        scene.hint_shown = found
        scene.dirty = True
    elif scene.session.hinter.busy:
        scene.dirty = True


def draw_sign(scene: HintScene, surf: pygame.Surface) -> None:
    """The thinking sign under the Hint button while the hint is searched."""
    if not scene.session.hinter.busy:
        return
    dots = "." * (1 + pygame.time.get_ticks() // 400 % 3)
    note(surf, scene.theme, _("Thinking{dots}").format(dots=dots),
         scene.buttons["hint"].rect.midbottom, title=N_("Hint"), edge=T.OK)
