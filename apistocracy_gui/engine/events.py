"""Typed game events: what happened, as data, for every front end and every seat.

Every `apply()` (and every automatic step it triggers) appends `Event`s to `Game.events`. An
event names its `kind`, the `seat` it concerns (None for the table as a whole), the `data`
needed to show it (zones, card ids, track steps) and who may see it (`visible_to`, None for
everyone). Some data is private to the event's own seat (the cards a player draws, the Tea
card they keep): its keys are listed in `secret`, and `redact()` gives every other seat a copy
with those values replaced by `None` ("a card"), keeping their shape so a screen can still
fly the right number of face-down cards.

The Chronicle (`Game.log`) is rendered from the events (`chronicle.py`), so the log, the
captions, the animations and the tutorial all read the same facts. The kinds and their data
are listed in ARCHITECTURE.md ("Events").
"""

from __future__ import annotations

from typing import Any

import msgspec


class Event(msgspec.Struct, frozen=True, gc=False):
    """One thing that happened. Immutable, and a msgspec Struct rather than a frozen dataclass
    because some 450 are made in every game: its constructor runs in C, a tenth of the cost
    of the dataclass's `object.__setattr__` per field (issue 15). Not tracked by the garbage
    collector (`gc=False`): an event refers only to plain data (never to itself or to an
    object that refers back to it), so it is never part of a reference cycle, and leaving it
    out halves the collector's passes during a game (~9% of a random game's time)."""

    kind: str
    seat: int | None
    data: dict[str, Any] = msgspec.field(default_factory=dict)
    visible_to: tuple[int, ...] | None = None  # None: everyone
    secret: tuple[str, ...] = ()  # keys of `data` only `seat` may read
    hidden: bool = False  # a redacted copy: the secret values are None

    @property
    def actor(self) -> int:
        """`seat`, for a kind that always concerns one (a placement, a move, a column)."""
        if self.seat is None:
            raise ValueError(f"a {self.kind} event concerns no seat")
        return self.seat

    def sees(self, viewer: int | None) -> bool:
        """Whether `viewer` (None: a spectator) is told of this event at all."""
        return self.visible_to is None or viewer in self.visible_to

    def redact(self, viewer: int | None) -> Event:
        """This event as `viewer` may know it: secret values hidden unless it is theirs."""
        if not self.secret or viewer == self.seat:
            return self
        data = dict(self.data)
        for key in self.secret:
            data[key] = _hidden(data.get(key))
        return Event(self.kind, self.seat, data, self.visible_to, self.secret, True)


def _hidden(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(None for _ in value)
    return None


def for_seat(events: list[Event], viewer: int | None, since: int = 0) -> list[Event]:
    """The events from index `since` on that `viewer` may see, each redacted for them."""
    return [e.redact(viewer) for e in events[since:] if e.sees(viewer)]
