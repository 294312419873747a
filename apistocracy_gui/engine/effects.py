"""The effect verbs of cards, hive spaces and bonus tokens (rulebook p.8 "Whenever you gain one
of these icons...", p.20 Ton cards; RULINGS R6.2).

A gained action is taken for free: no Calling Card and no influence, the art commission
included (rules_data/README.md, "Rulings we made"). `possible()` says whether a verb can do
anything now, which decides whether a Ton card's action is offered at all. What each verb
means is registered once, in `verbs`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import decks
from .catalog import Effect
from .flow import Task

if TYPE_CHECKING:
    from .kernel import Rules


def possible(g: Rules, seat: int, e: Effect) -> bool:
    from .verbs import VERBS

    return VERBS[e.verb].possible(g, seat, e)


def tasks_for(g: Rules, seat: int, e: Effect) -> list[Task]:
    from .verbs import VERBS

    verb = VERBS[e.verb]
    return verb.tasks(g, seat, e) if verb.possible(g, seat, e) else []


@dataclass(slots=True)
class Effects(Task):
    effects: tuple[Effect, ...]

    def run(self, g: Rules) -> None:
        g.push(*[t for e in self.effects for t in tasks_for(g, self.seat, e)])


@dataclass(slots=True)
class GainQueen(Task):
    """Gain a Queen card into the discard pile; with none left, one of each suit (p.5)."""

    def run(self, g: Rules) -> None:
        from . import home

        cid = decks.take_top(g, g.st.queen_deck, None)
        if cid < 0:
            g.emit("queens_exhausted", self.seat)
            for s in range(4):
                home.gain_track(g, self.seat, s)
        else:
            g.st.players[self.seat].discard.append(cid)
            g.emit("queen_gained", self.seat, card=cid)


@dataclass(slots=True)
class GainTrack(Task):
    suit: int

    def run(self, g: Rules) -> None:
        from . import home

        home.gain_track(g, self.seat, self.suit)


@dataclass(slots=True)
class Draw(Task):
    count: int

    def run(self, g: Rules) -> None:
        decks.draw(g, self.seat, self.count)
