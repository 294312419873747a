"""A bot that plays uniformly at random among the legal actions.

It is the opponent the terminal front end and the playout tests need before the real bots
exist. It draws from its own `random.Random`, so the game's RNG and state are never touched by
it. Paying a cost one source at a time at random wastes good cards and makes games look
absurd, so most of the time it takes the engine's ready-made cheapest payment instead.
"""

from __future__ import annotations

import random

from ..engine import Action, View

PAY_CHEAPEST = Action("pay", ("cheapest",))


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0, cheapest_rate: float = 0.9):
        self.rng = random.Random(seed)
        self.cheapest_rate = cheapest_rate

    def choose(self, view: View, legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("RandomBot.choose needs at least one legal action")
        if PAY_CHEAPEST in legal and self.rng.random() < self.cheapest_rate:
            return legal[legal.index(PAY_CHEAPEST)]
        return self.rng.choice(legal)
