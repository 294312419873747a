"""The Gallery (rulebook p.13, p.20): art in order Silhouette, Miniature, Portrait.

A set must be complete before the next starts; the first player to complete a set takes the
Artist's Muse. A Tea card may replace the commission cost of its painting, not the space's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .flow import Task
from .influence import add
from .payment import can_pay, pay

if TYPE_CHECKING:
    from .game import Game


def next_art(g: Game, seat: int) -> int:
    return len(g.st.players[seat].art) % len(g.cat.art)


def can_commission(g: Game, seat: int, art: int | None = None) -> bool:
    """The next painting in order is `art` (when given) and its stack is not empty."""
    nxt = next_art(g, seat)
    return (art is None or art == nxt) and g.st.art_stack[nxt] > 0


def placement_ok(g: Game, seat: int, cost) -> bool:
    if not can_commission(g, seat):
        return False
    art = g.cat.art[next_art(g, seat)]
    return can_pay(g, seat, add(cost, art.cost), art.kind, art.cost)


def start(g: Game, seat: int, cost) -> None:
    art = g.cat.art[next_art(g, seat)]
    g.push(GainArt(seat))
    pay(g, seat, add(cost, art.cost), f"the Gallery space and a {art.name}", art.kind, art.cost)


@dataclass(slots=True)
class GainArt(Task):
    def run(self, g: Game) -> None:
        if not can_commission(g, self.seat):
            return
        idx = next_art(g, self.seat)
        p = g.st.players[self.seat]
        g.st.art_stack[idx] -= 1
        p.art.append(idx)
        g.say(f"{g.name(self.seat)} commissions a {g.cat.art[idx].name}")
        if len(p.art) % len(g.cat.art) == 0 and g.st.artists_muse < 0:
            g.st.artists_muse = self.seat
            g.say(f"{g.name(self.seat)} completes a set first: the Artist's Muse token")
