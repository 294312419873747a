"""Actions: the hashable moves that `Game.legal_actions()` offers and `Game.apply()` takes.

An action is identified by its `kind` and `args` alone; the label is for people and never
affects equality, so a GUI, a bot or a save file can name an action without its wording.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..i18n import _, generation


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


def fixed(kind: str, args: tuple[Any, ...], msgid: str) -> Action:
    """An action whose label is one message (marked `N_` where it is written), in the current
    language: made once per language, offered often."""
    return _fixed(kind, args, msgid, generation())


@lru_cache(maxsize=256)
def _fixed(kind: str, args: tuple[Any, ...], msgid: str, _lang: int) -> Action:
    return Action(kind, args, _(msgid))


class IllegalAction(ValueError):
    """Raised by `Game.apply` for an action that is not legal now; the game is unchanged."""
