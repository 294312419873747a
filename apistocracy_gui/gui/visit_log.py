"""The exhibitor's log: one line per visitor's game at a kiosk, in the data folder.

An exhibitor wants to know, after a day at the booth, how many visitors sat down, how long
they stayed, in which language they played, and whether they played the taster or the whole
season and saw it to its end. `--kiosk` keeps that in `exhibitor-log.json` (nothing is kept
outside a kiosk: at home there is no exhibitor). A visit starts when a person's game appears
on screen and ends when it leaves (back to the title, the kiosk's idle timeout, the operator's
chord or a signal at closing time).

The file goes through `userfiles` like every other: schema-checked on reading (a damaged log
is set aside, said on stderr for the operator, and a new one begun: never a crash), written
atomically off the frame loop, and kept to the newest KEEP visits so a booth left running for
weeks never grows it past a few hundred kilobytes (userfiles refuses files above 1 MiB).
"""

from __future__ import annotations

import datetime
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

import msgspec

from .. import i18n, userfiles

if TYPE_CHECKING:
    from ..session import Session

NAME = "exhibitor-log.json"
KEEP = 2000  # visits kept, newest last: ~10 days of a busy booth, ~350 kB
Kind = Literal["taster", "full", "tutorial", "solo"]


class Visit(msgspec.Struct, forbid_unknown_fields=True):
    started: str  # ISO 8601, UTC, to the second
    ended: str
    seconds: int  # how long the game was on screen
    language: str  # the language spoken when the visitor left
    kind: Kind
    finished: bool  # played to the score pad


class Log(msgspec.Struct, forbid_unknown_fields=True):
    visits: list[Visit] = msgspec.field(default_factory=list)


def kind_of(session: Session) -> Kind:
    """What the visitor played: the taster (a short game the booth offers), Learn to play, a
    solo game against Lady Cat or a whole season."""
    if session.taster:
        return "taster"
    if session.coached or session.tutorial:  # a coach leads it: Learn to play
        return "tutorial"
    return "solo" if session.game.config.mode == "solo" else "full"


def stamp(seconds: float) -> str:
    return datetime.datetime.fromtimestamp(seconds, datetime.UTC).isoformat(timespec="seconds")


def say(message: str) -> None:
    """A problem with the log is the operator's, not the visitor's: it goes to stderr (the
    supervisor's journal), never onto the screen."""
    print(message, file=sys.stderr)


class VisitLog:
    """Notes visits as the game on screen changes; `clock` is the wall clock (the soak's is
    simulated)."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self.log: Log | None = None  # read at the first visit's end
        self.open: tuple[Session, float] | None = None  # the visitor's game and when it began

    def session_changed(self, old: Session | None, new: Session | None) -> None:
        """The game on screen changed from `old` to `new` (either may be None; the same one
        when the game moves on to another table: the visit goes on)."""
        if old is new:
            return
        if self.open is not None and self.open[0] is old:
            self.ended()
        if new is not None and new.humans and (self.open is None or self.open[0] is not new):
            self.open = (new, self.clock())

    def ended(self) -> None:
        """The visitor's game has left the screen: write its line."""
        if self.open is None:
            return
        session, began = self.open
        self.open = None
        now = self.clock()
        visit = Visit(stamp(began), stamp(now), max(0, round(now - began)), i18n.language(),
                      kind_of(session), session.game.is_over)
        log = self.read()
        log.visits = [*log.visits, visit][-KEEP:]
        try:
            userfiles.write_later(NAME, log, self._written)
        except userfiles.UnsavedError as exc:
            self._written(str(exc))

    def read(self) -> Log:
        if self.log is None:
            log, message = userfiles.read(NAME, Log)
            if message:
                say(message)
            self.log = log or Log()
        return self.log

    @staticmethod
    def _written(problem: str) -> None:
        if problem:
            say(problem)
