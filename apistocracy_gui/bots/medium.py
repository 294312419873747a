"""Medium: the best move by the projection one move ahead (issue 6).

For each legal action the bot plays it on sampled worlds, finishes its own turn with the
quick rules (the payment, the Star card, the Tea card that follow a placement), lets any
automatic steps run (Lady Cat's turn in solo), and scores the result with
`heuristic.value`, averaged over the worlds. Payments take the engine's cheapest option and
whist cards follow the quick card-play rules, so a decision costs a few milliseconds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Action, View
from . import quick
from .heuristic import value
from .worlds import World, sample

# Decisions that begin a new turn: a line of play stops in front of them.
TURN_STARTS = ("PlaceCard", "PlayCard")


def no_tick() -> None:
    """The clock check of a search that never runs out of time (Medium)."""


def finish_turn(w: World, seat: int, rng: random.Random, tick: Callable[[], None] = no_tick) -> None:
    """Play the seat's follow-up decisions with the quick rules, up to the next turn;
    `tick()` runs before each move (Hard's clock and cancel check)."""
    while not w.is_over and w.current_player == seat and w.pending_kind() not in TURN_STARTS:
        tick()
        w.play(quick.choose(w, seat, w.legal_actions(), rng))


def one_ply(worlds: list[World], seat: int, legal: list[Action], rng: random.Random,
            tick: Callable[[], None] = no_tick, judge: Callable[[World, int], float] = value
            ) -> list[float]:
    """The mean value of each action over the worlds, after finishing the seat's turn, by
    `judge` (Medium's `heuristic.value`; Hard passes its own)."""
    scores = []
    forks = [world.copier() for world in worlds]
    for action in legal:
        total = 0.0
        for fork in forks:
            tick()
            w = fork()
            w.play(action)
            finish_turn(w, seat, rng, tick)
            total += judge(w, seat)
        scores.append(total / len(worlds))
    return scores


def best(legal: list[Action], scores: list[float]) -> Action:
    return legal[max(range(len(legal)), key=scores.__getitem__)]


class MediumBot:
    name = "medium"

    def __init__(self, seed: int = 0, worlds: int = 2):
        self.rng = random.Random(seed)
        self.worlds = worlds
        # What the bot maximises; tools/seat_trial.py puts a variant here to measure it.
        self.judge: Callable[[World, int], float] = value

    def choose(self, view: View, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if quick.CHEAPEST in legal:
            return legal[legal.index(quick.CHEAPEST)]
        worlds = [sample(view, self.rng) for _ in range(self.worlds)]
        seat = view.viewer
        if worlds[0].pending_kind() in quick.WHIST_KINDS:
            return quick.choose(worlds[0], seat, legal, self.rng)
        return best(legal, one_ply(worlds, seat, legal, self.rng, judge=self.judge))
