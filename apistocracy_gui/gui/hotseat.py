"""The hotseat's turn flow, one code path for the Season board and the whist table (issue 13).

After a person's last decision of a turn, when the next decision is another person's (also
when computers play in between), the screen stays theirs: it shows the result with an End
turn button, Undo still works, and only End turn (or Enter) lets the scene cover the screen
with the hand-over. `Session` decides when a turn is over (`finished`, `turn_over()`);
`EndTurn` is the button and its words. `undo` is the Undo both scenes share: the next
player's Undo into the previous person's turn asks that person's consent first, and a move made
on a phone is taken back on that phone only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _
from .focus import Target, button_targets
from .widgets import Button

if TYPE_CHECKING:
    from ..session import Session
    from . import theme as T
    from .services import Services


class EndTurn:
    """The End turn button of a finished hotseat turn; `done` runs after the turn has ended
    (the scene redraws and hands over)."""

    def __init__(self, session: Session, done: Callable[[], None]):
        self.session = session
        self.done = done
        self.button = Button(N_("End turn"), self.press, size=18, hint="Enter")

    def shown(self) -> bool:
        return self.session.turn_over()

    def press(self) -> None:
        if self.session.turn_over():
            self.session.end_turn()
            self.done()

    def _next(self) -> str:
        """Who decides next (asked only while `shown()`: then a person does)."""
        g = self.session.game
        seat = g.current_player
        assert seat is not None
        return g.name(seat)

    def note(self) -> str:
        """What the finished player reads while the button waits."""
        return _("Your turn is over. Look at what it did, then press End turn to pass the computer to "
                 "{name}. Undo is still possible.").format(name=self._next())

    def short(self) -> str:
        """The same in one line (the whist table's prompt)."""
        return _("Your turn is over: End turn passes the computer to {name}.").format(name=self._next())

    def handle(self, event: pygame.event.Event) -> bool:
        """The button's clicks and Enter; True when the event was the End turn's."""
        if not self.shown():
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press()
            return True
        return self.button.handle(event)

    def draw(self, surf: pygame.Surface, th: T.Theme) -> None:
        if self.shown():
            self.button.draw(surf, th)

    def targets(self) -> list[Target]:
        """First in the keyboard's ring while shown."""
        return button_targets([self.button], prefix="end") if self.shown() else []


def undo(app: Services, session: Session, after: Callable[[], None]) -> None:
    """Undo back to the last person's decision, then `after()` (the scene redraws). When that
    person is not the one at the screen (the computer was handed on), they must agree first:
    "Give the turn back to ...?"; nothing changes if they do not."""
    back, viewer = session.undo_seat(), session.viewer()
    if back is None:
        return
    if back in session.phones:  # issue 54: asked from the seat that took the move
        app.warn(_("{name} can take back their move on their phone.").format(name=session.game.name(back)))
        return
    if viewer is not None and back != viewer and session.finished is None:
        name = session.game.name(back)

        def give_back() -> None:
            if session.undo():
                session.revealed_seat = back  # they agreed: they are at the screen
                after()

        app.manager.push(app.go.confirm(
            _("Give the turn back to {name}?").format(name=name),
            _("Your turn has not started anything hidden yet. {name} takes the computer back and can change "
              "their last move.").format(name=name),
            _("Yes, back to {name}").format(name=name.split()[-1]), give_back))
        return
    if session.undo():
        after()
