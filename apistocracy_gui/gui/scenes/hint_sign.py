"""The Hint off the frame loop (issue 56), for the Season's scene and the whist table's.

The Hint is the move the season review rates best (`bots.hint`), a search of up to about a
second: the button starts it in the session's worker (`Session.ask_hint`, `hint_worker`) and returns at
once; every frame `poll` takes the hint once it is found, and meanwhile a small sign in the
top bar, just left of the Hint button, says the computer is looking ("Thinking..."), its dots
moving every 400 ms as the bots' sign does; the bar's text ends before it. (It was a note
under the button, over the first opponent's name.) An undo, a move or leaving the game
cancels the search (the session's).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

import pygame

from ...i18n import _
from .. import theme as T
from ..widgets import panel

if TYPE_CHECKING:
    from ...bots.hint import Hint
    from ...session import Session
    from ..services import Services
    from ..widgets import Button


class SignHost(Protocol):
    """What the thinking sign reads: the session's search, the look, the Hint button."""

    @property
    def session(self) -> Session: ...

    @property
    def buttons(self) -> Mapping[str, Button]: ...

    @property
    def theme(self) -> T.Theme: ...


class HintScene(SignHost, Protocol):
    """What a scene with a Hint button has (the Season's and the whist table's)."""

    hint_shown: Hint | None
    dirty: bool

    @property
    def app(self) -> Services: ...


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


SIGN_SIZE = 15  # the sign's text, design px


def width(scene: SignHost) -> int:
    """The room the sign takes in the top bar (with its gap), 0 while no hint is searched:
    the bar's prompt or heading ends before it."""
    if not scene.session.hinter.busy:
        return 0
    th = scene.theme
    return th.text(_("Thinking{dots}").format(dots="..."), SIGN_SIZE, T.INK, "serif-italic").get_width() \
        + th.px(20 + 10)


def sign_rect(scene: SignHost) -> pygame.Rect | None:
    """Where the sign is: in the top bar, ending just left of the Hint button."""
    w = width(scene)
    if not w:
        return None
    th, hint = scene.theme, scene.buttons["hint"].rect
    return pygame.Rect(hint.x - w, hint.y, w - th.px(10), hint.h)


def draw_sign(scene: SignHost, surf: pygame.Surface) -> None:
    """The thinking sign beside the Hint button while the hint is searched."""
    r = sign_rect(scene)
    if r is None:
        return
    th = scene.theme
    panel(surf, r, T.PARCHMENT, T.OK, th.px(8), th.px(2))
    dots = "." * (1 + pygame.time.get_ticks() // 400 % 3)
    th.blit_text(surf, _("Thinking{dots}").format(dots=dots), SIGN_SIZE, T.INK,
                 (r.x + th.px(10), r.centery), "serif-italic", "midleft")
