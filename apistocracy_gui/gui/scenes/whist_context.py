"""What the whist table's parts read (issue 53, item 1): the session, whose eyes the table
shows, the theme and the options, and the viewer's clickable cards.

The parts (whist_layout, whist_tricks, whist_zoom, whist_paint) are given this context, or
the values they read, and never the scene: so each can be made and tested with a session and
a window's size alone (tests/test_whist_parts.py), and none can change the scene behind its
back. What a part changes it returns ("changed", a rect, an intent) and the scene applies.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..coach import of as coach_of

if TYPE_CHECKING:
    from ...engine import Action, Game, View
    from ...session import Session
    from ..settings import Settings
    from ..theme import Theme


class Window(Protocol):
    """What the parts read of the app: the look at the window's size now (it changes when the
    window does, so it is read each time) and the player's options."""

    @property
    def theme(self) -> Theme: ...

    @property
    def settings(self) -> Settings: ...


@dataclass(frozen=True, eq=False)  # one table's context: the same only as itself
class WhistContext:
    """The whist table's session seen through `window`; `cards` are the viewer's clickable
    cards now (card id -> the action playing or trashing it), as the scene offers them: none
    while a trick is on show, a hand-over is due or the tutorial's coach holds them back."""

    window: Window
    session: Session
    cards: Callable[[], Mapping[int, Action]]

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def theme(self) -> Theme:
        return self.window.theme

    @property
    def settings(self) -> Settings:
        return self.window.settings

    def hidden(self) -> bool:
        """True while a different human must take the computer, or a phone seat plays (its
        player watches the screen; issue 54): every hand shows its back."""
        return self.session.hands_hidden()

    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer, or while a handover is pending the seat
        that was last on screen (so the table does not spin before anyone is ready)."""
        s = self.session
        if self.hidden() and s.revealed_seat is not None:
            return s.revealed_seat
        v = s.viewer()
        return 0 if v is None else v

    def viewing_seat(self) -> int | None:
        """Whose eyes the table shows: the viewer, or nobody's (a spectator) behind a hand-over."""
        return self.session.face_up()

    def view(self) -> View:
        return self.game.view(self.viewing_seat())

    def offered(self) -> list[Action]:
        """The legal actions the screen offers; a tutorial's coach may narrow them."""
        legal = self.game.legal_actions()
        coach = coach_of(self.session)
        return coach.allowed(legal) if coach is not None else legal

    def scripted(self) -> bool:
        """Whether the tutorial's coach leads now (the top bar's buttons wait)."""
        coach = coach_of(self.session)
        return coach is not None and not coach.free()
