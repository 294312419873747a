"""At Home with Host (rulebook p.14): untwirl both tokens and gain 1 influence of a chosen suit.

Influence gained goes up its track; the tracks run 0-5 and a gain past 5 is lost (R2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import names
from .actions import Action
from .flow import Decision

if TYPE_CHECKING:
    from .game import Game


def gain_track(g: Game, seat: int, suit: int, n: int = 1) -> None:
    p = g.st.players[seat]
    top = g.cat.numbers["track_max"]
    before = p.tracks[suit]
    p.tracks[suit] = min(top, before + n)
    g.emit("track_changed", seat, why="gain", suit=suit, n=n, before=before, after=p.tracks[suit],
           lost=before + n - p.tracks[suit])


def placement_ok(g: Game, seat: int) -> bool:
    return not g.st.players[seat].home_used


def start(g: Game, seat: int) -> None:
    p = g.st.players[seat]
    p.home_used = True
    p.host_twirled = p.hive_twirled = False
    g.emit("stayed_home", seat)
    g.push(GainInfluence(seat, "At Home"))


SUIT_CHOICES = tuple(Action("suit", (s,), f"Gain 1 {names.suit(s)}") for s in range(4))


@dataclass(slots=True)
class GainInfluence(Decision):
    reason: str

    def prompt(self, g: Game) -> str:
        return f"{self.reason}: gain 1 influence of which suit?"

    def legal(self, g: Game) -> list[Action]:
        return list(SUIT_CHOICES)

    def apply(self, g: Game, action: Action) -> None:
        gain_track(g, self.seat, action.args[0])
