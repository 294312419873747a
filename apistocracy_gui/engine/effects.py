"""The effect verbs of cards, hive spaces and bonus tokens (rulebook p.8 "Whenever you gain one
of these icons...", p.20 Ton cards; RULINGS R6.2).

A gained action is taken for free: no Calling Card and no influence, the art commission
included (rules_data/README.md, "Rulings we made"). `possible()` says whether a verb can do
anything now, which decides whether a Ton card's action is offered at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import decks
from .catalog import SUITS, Effect
from .flow import Task

if TYPE_CHECKING:
    from .kernel import Rules


def possible(g: Rules, seat: int, e: Effect) -> bool:
    from . import gallery, hive

    if e.verb == "commission":
        return gallery.can_commission(g, seat, g.cat.art_index(e.art))
    if e.verb == "gain_action" and e.action == "gallery":
        return gallery.can_commission(g, seat)
    if e.verb == "gain_action" and e.action == "tea":
        return bool(g.st.tea_deck)
    if e.verb == "hive_event":
        return bool(hive.event_destinations(g, seat, e.event))
    if e.verb == "hive_up":
        return bool(hive.free_up(g, seat))
    return True


def tasks_for(g: Rules, seat: int, e: Effect) -> list[Task]:
    from . import ballroom, gallery, hive, home, parlor, tearoom

    if not possible(g, seat, e):
        return []
    if e.verb == "gain_action":
        return [{"tea": tearoom.TeaDraw, "parlor": parlor.ParlorAction,
                 "gallery": gallery.GainArt}[e.action](seat)]
    if e.verb == "commission":
        return [gallery.GainArt(seat, art=g.cat.art_index(e.art))]
    if e.verb == "gain_card":
        return [ballroom.GainCard(seat, e.kind)]
    if e.verb == "gain_queen_card":
        return [GainQueen(seat)]
    if e.verb == "hive_event":
        return [hive.FreeMove(seat, e.event)]
    if e.verb == "hive_up":
        return [hive.FreeMove(seat)]
    if e.verb == "draw":
        return [Draw(seat, e.count)]
    if e.verb == "trash":
        return [parlor.TrashChoice(seat, e.count)]
    if e.suit == "any":
        return [home.GainInfluence(seat, "Gain influence")]
    return [GainTrack(seat, SUITS.index(e.suit))]


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
