"""Actions: the hashable moves that `Game.legal_actions()` offers and `Game.apply()` takes.

An action is identified by its `kind` and `args` alone; the label is for people and never
affects equality, so a GUI, a bot or a save file can name an action without its wording.

A label is worded only when something reads it (issue 57). A decision offers its actions
with a recipe, `(render, *values)`: a module-level function and the immutable values it words
(a card's name in English, a cost), taken at the moment the action is offered and never the
game itself. `label` calls `render(*values)` in the language spoken at the moment it is read,
so a change of language rewords every label already offered, and a bot, which never reads
one, never pays for the wording (translating each label as it was listed was a fifth of a
random game's time). A recipe pickles with the action (its function by name).
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any

from ..i18n import _

# (render, *values): `render(*values)` is the label in the current language.
Recipe = tuple[Any, ...]
_set = object.__setattr__


class Action:
    """A move: `kind`, `args` (JSON scalars whose meaning depends on `kind`: the decision that
    offered the action reads them) and a label, given as text or as a `Recipe`. Immutable;
    equal and hashed by `kind` and `args` alone."""

    __slots__ = ("kind", "args", "_words")

    kind: str
    args: tuple[Any, ...]
    _words: str | Recipe

    def __init__(self, kind: str, args: tuple[Any, ...] = (), label: str | Recipe = "") -> None:
        _set(self, "kind", kind)
        _set(self, "args", args)
        _set(self, "_words", label)

    @property
    def label(self) -> str:
        """The label in the language spoken now."""
        words = self._words
        return words if isinstance(words, str) else words[0](*words[1:])

    def key(self) -> list[Any]:
        """The JSON-able form used in save files."""
        return [self.kind, *self.args]

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Action:
            return self.kind == other.kind and self.args == other.args
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type[Action], tuple[str, tuple[Any, ...], str | Recipe]]:
        return Action, (self.kind, self.args, self._words)

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, args={self.args!r}, label={self.label!r})"

    def __str__(self) -> str:
        return self.label or f"{self.kind} {' '.join(map(str, self.args))}".strip()


def said(msgid: str) -> str:
    """The recipe function of a label that is one message (marked `N_` where it is written)."""
    return _(msgid)


def fixed(kind: str, args: tuple[Any, ...], msgid: str) -> Action:
    """An action whose label is one message (marked `N_` where it is written)."""
    return Action(kind, args, (said, msgid))


class IllegalAction(ValueError):
    """Raised by `Game.apply` for an action that is not legal now; the game is unchanged."""
