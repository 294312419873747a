"""A computer player that can say why (issue 38): the tutorial's opponent.

It wraps a bot (Medium in the tutorial) and, each time it begins a turn (a Calling Card to
place), keeps the Hint's reason for the move it chose (`hint.reason`), worked out from its
own view only, like the move itself, and as sure as its sampled worlds agree (issue 56). The
coach shows that line beside the move, so the learner sees what a good player does and why.
"""

from __future__ import annotations

import random

from ..engine import Action, View
from .base import SeededBot
from .hint import reason


class Explained:
    def __init__(self, bot: SeededBot):
        self.bot = bot
        self.name = getattr(bot, "name", "bot")
        self.why = ""  # the reason for the last turn begun ("" for the decisions after it)
        self.turns = 0

    @property
    def rng(self) -> random.Random:  # the session keeps the wrapped bot's generator in the autosave
        return self.bot.rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self.bot.rng = value

    def choose(self, view: View, legal: list[Action]) -> Action:
        action = self.bot.choose(view, legal)
        self.why = ""
        if action.kind == "place":  # a turn begins (only PlaceCard offers "place")
            self.turns += 1
            self.why = reason(view, action, self.turns, view.players[view.viewer].name)
        return action
