"""The tutorial's files (issue 12), kept apart from the coach's logic.

The progress file (the game's save, the chapter and step, where each chapter began, the tips
taught) goes through `userfiles` like every user file: schema-checked when read, a damaged
file set aside.
"""

from __future__ import annotations

from typing import Any

import msgspec

from .. import userfiles
from ..engine import Action, Game, GameConfig


class Progress(msgspec.Struct, forbid_unknown_fields=True):
    """The tutorial file's schema: where the player stopped, and the game so far."""

    script: str
    game: dict[str, Any]
    chapter: int
    step: int
    starts: list[int]  # actions taken when each chapter reached began
    finished: bool = False
    tips: list[str] = []  # the tips this tutorial has shown or taught (gui/tips.py)


def progress_file(script: str) -> str:
    return f"{script}-progress.json"


def read_progress(script: str) -> tuple[Progress | None, str]:
    return userfiles.read(progress_file(script), Progress)


def replay(config: GameConfig, actions: list[list]) -> Game:
    """The game after the first `actions` of a saved game (a chapter's start)."""
    game = Game.new(config)
    for key in actions:
        game.apply(Action(key[0], tuple(key[1:])))
    return game

