"""The window's side of phone seats (issue 54): the hand server while their game is on screen.

`open_table` starts it for a new game with phone seats (the New game screen, or
`apistocracy --players edward:phone,...`), on this computer's address on the local network.
The app calls `frame()` on every frame: it plays the phones' choices that arrived (a phone's
message wakes the idle loop) and shows each on the table as a move made away from the screen,
the way a computer's move is shown; once the game is left (another game, the title), the
server stops, so nothing listens without a game with phone seats open.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from ..engine import Action
from ..i18n import _
from ..phone_seats import PHONE, PhoneSeats
from ..phone_server import PhoneServer, lan_address
from ..savegame import HUMAN

HOST_VARIABLE = "APISTOCRACY_PHONE_HOST"  # the address to listen on, when not the LAN's (tests: loopback)

if TYPE_CHECKING:
    from ..session import Session
    from .services import Services


class PhoneTable:
    """The hand server of the game on screen, its phone seats, and how their moves reach the
    game scene (`play`, `undo`): the window's `app.phones` while that game is open."""

    def __init__(self, app: Services, session: Session, seats: list[int], host: str):
        self.app, self.session = app, session
        self.seats = PhoneSeats(session, seats)
        self.seats.wake = app.wake
        self.seats.play = self.play
        self.seats.undo = self.undo
        self.server = PhoneServer(self.seats, host).start()

    def frame(self) -> None:
        if self.app.session is not self.session:
            self.stop()
            return
        self.seats.pump()
        if self.seats.changed_holders():
            for scene in self.app.manager.stack:
                scene.dirty = True

    def play(self, seat: int, action: Action) -> None:
        """Play a phone's move through the game scene below, as a move made away from the screen."""
        go = self.app.go
        scene = next((s for s in reversed(self.app.manager.stack)
                      if go.as_season(s) is not None or go.as_whist(s) is not None), None)
        g = self.session.game
        if (whist := go.as_whist(scene)) is not None:
            since, src = len(g.events), whist.table.source_rect(seat, action)
            self.session.act(action)
            whist.played(seat, since, src, action)
        elif (season := go.as_season(scene)) is not None:
            kind = g.pending_kind()
            self.session.act(action)
            season.played(seat, kind, action)
        else:
            self.session.act(action)

    def undo(self) -> None:
        """A phone's Undo of its own last decision: the game scenes redraw as after the table's."""
        if self.session.undo():
            for scene in self.app.manager.stack:
                after = getattr(scene, "after_undo", None)
                if after is not None:
                    after()

    def show(self) -> None:
        """The joining screen: codes, who holds which seat, taking seats back."""
        self.app.manager.push(self.app.go.phone_join())

    def take_back(self, seat: int) -> None:
        self.seats.take_back(seat)
        self.app.wake()

    def stop(self) -> None:
        self.server.stop()
        if self.app.phones is self:
            self.app.phones = None


def open_table(app: Services, session: Session, seats: list[int], host: str | None = None) -> bool:
    """Start the hand server for `session`'s phone `seats` and show the joining screen; False
    (with a warning; the seats are then played at the table) when it cannot listen."""
    if app.phones is not None:
        app.phones.stop()
    host = host or os.environ.get(HOST_VARIABLE) or lan_address()
    try:
        app.phones = PhoneTable(app, session, seats, host)
    except OSError as exc:
        app.warn(_("Phones cannot join: the game could not listen on the network ({reason}).").format(
            reason=exc))
        session.phones.clear()
        return False
    app.phones.show()
    return True


def print_addresses(table: PhoneTable) -> None:
    """Each phone seat's join address on standard output, one a line (a script can join)."""
    for seat in table.seats.seats:
        print(table.server.address(seat), flush=True)
    sys.stdout.flush()


def start_game(app: Services, seats: list[tuple[str, str]], seed: int | None) -> None:
    """`apistocracy --players edward:phone,tuesday:human,shae:medium [--seed N]`: that game in
    the window at once; the phone seats' join addresses are printed, one a line."""
    from ..engine import GameConfig
    from ..engine.setup import new_seed
    from ..session import Session

    phones = [i for i, (_ch, c) in enumerate(seats) if c == PHONE]
    config = GameConfig(tuple(ch for ch, _c in seats), seed=new_seed() if seed is None else seed)
    session = Session.start(config, [HUMAN if c == PHONE else c for _ch, c in seats])
    app.go.show_game(session)
    if phones and open_table(app, session, phones) and app.phones is not None:
        print_addresses(app.phones)
