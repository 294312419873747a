"""Actions: the hashable moves that `Game.legal_actions()` offers and `Game.apply()` takes.

An action is identified by its `kind` and `args` alone; the label is for people and never
affects equality, so a GUI, a bot or a save file can name an action without its wording.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Action:
    kind: str
    # JSON scalars (strings, ints) whose meaning depends on `kind`: the decision that offered
    # the action reads them.
    args: tuple[Any, ...] = ()
    label: str = field(default="", compare=False)

    def key(self) -> list[Any]:
        """The JSON-able form used in save files."""
        return [self.kind, *self.args]

    def __str__(self) -> str:
        return self.label or f"{self.kind} {' '.join(map(str, self.args))}".strip()


class IllegalAction(ValueError):
    """Raised by `Game.apply` for an action that is not legal now; the game is unchanged."""
