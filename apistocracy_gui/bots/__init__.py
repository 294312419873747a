"""Computer players, by name: `make_bot("random", seed)`, and "easy", "medium", "hard".

Bots depend on the engine's public types only and never import pygame, so they run in the
terminal front end, the GUI and the tests alike.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, SeededBot
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot
from .random_bot import RandomBot

BOTS: dict[str, Callable[[int], SeededBot]] = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot,
                                         "hard": HardBot}


def bot_names() -> list[str]:
    return list(BOTS)


def make_bot(name: str, seed: int = 0) -> SeededBot:
    """A new bot of the kind `name`, with its own random generator seeded by `seed`."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; expected one of {', '.join(BOTS)}") from None
    return factory(seed)


__all__ = ["BOTS", "Bot", "EasyBot", "HardBot", "MediumBot", "RandomBot", "SeededBot", "bot_names",
           "make_bot"]
