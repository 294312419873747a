"""Easy: a first-game opponent that plays sensible moves with plenty of randomness.

It judges Calling Card placements like Medium, one move ahead on one sampled world, but picks
among them by a wide softmax (a weaker place is often chosen) and now and then at random;
the follow-up decisions and whist cards use the quick rules, with an occasional random
choice. It always pays the cheapest way, so its moves look like a beginner's, not absurd.
"""

from __future__ import annotations

import math
import random

from ..engine import Action, View
from . import quick
from .medium import one_ply
from .worlds import sample


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0, temperature: float = 2.0, blunder: float = 0.2):
        self.rng = random.Random(seed)
        self.temperature = temperature
        self.blunder = blunder

    def choose(self, view: View, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if quick.CHEAPEST in legal:
            return legal[legal.index(quick.CHEAPEST)]
        if self.rng.random() < self.blunder:
            return self.rng.choice(legal)
        world = sample(view, self.rng)
        seat = view.viewer
        if world.pending_kind() != "PlaceCard":
            return quick.choose(world, seat, legal, self.rng)
        scores = one_ply([world], seat, legal, self.rng)
        top = max(scores)
        weights = [math.exp((s - top) / self.temperature) for s in scores]
        return self.rng.choices(legal, weights)[0]
