"""The bot interface: a bot sees what its seat may see and picks one of the legal actions.

A bot is handed `game.view(seat)` and `game.legal_actions()`, never the `Game` itself, so
it cannot peek at hidden information (other hands, deck order, face-down Tea cards) or touch
the game's random number generator: whatever a bot does, the game stays reproducible from
its seed and the actions taken.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ..engine import Action, View


@runtime_checkable
class Bot(Protocol):
    """Anything that can take a seat's decisions."""

    name: str

    def choose(self, view: View, legal: list[Action]) -> Action:
        """One of `legal` (the very object, label included) for the position in `view`."""
        ...


class SeededBot(Bot, Protocol):
    """A bot whose every choice comes from its own generator (all of `make_bot`'s): an
    autosave keeps the generator's state, so a continued game plays on as it would have."""

    rng: random.Random
