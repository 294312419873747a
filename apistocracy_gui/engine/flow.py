"""The decision stack that drives a game: tasks run in order, and some wait for a player.

Every rule becomes a small task on `state.stack`. Automatic tasks run at once; a decision
task stays on top until the player whose seat it names picks one of its legal actions. This
is what makes "every player decision is an explicit pending decision with a finite list of
legal actions" true by construction, and why a snapshot (one pickle of the state, stack
included) captures a game mid-action exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from ..i18n import _
from .actions import Action

if TYPE_CHECKING:
    from .kernel import Rules


@dataclass(slots=True)
class Task:
    """An automatic step: `run` changes the state and may push further tasks."""

    seat: int

    decision = False

    def run(self, g: Rules) -> None:
        raise NotImplementedError

    def __reduce__(self) -> tuple[type[Task], tuple[Any, ...]]:
        """Pickled as its class and its field values in order (as the state's `Player` is:
        `state.pickled_by_position`): a checkpoint pickles the stack at every 32nd action,
        and a slotted dataclass's own `__getstate__` builds a dict of its fields in Python,
        which made the stack's two or three tasks a third of a checkpoint's cost (issue 57)."""
        cls = type(self)
        values = _VALUES.get(cls) or _values_of(cls)
        return cls, values(self)


# A task class's field values in order, read in C (one getter per class, made when first pickled).
_VALUES: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


def _values_of(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    names = [f.name for f in fields(cls)]
    get = attrgetter(*names)
    _VALUES[cls] = values = get if len(names) > 1 else (lambda task: (get(task),))
    return values


@dataclass(slots=True)
class Decision(Task):
    """A step that waits for the player at `seat` to choose one of `legal(g)`."""

    decision = True

    def legal(self, g: Rules) -> list[Action]:
        raise NotImplementedError

    def apply(self, g: Rules, action: Action) -> None:
        raise NotImplementedError

    def prompt(self, g: Rules) -> str:
        return _("Choose")

    def brief(self, g: Rules) -> str:
        """The prompt where a line has little room (a top bar in German at 150% text): the
        same unless a decision has a shorter wording; the decision panel says it in full."""
        return self.prompt(g)

    def public_prompt(self, g: Rules) -> str:
        """What the other seats are told while this seat decides (no hidden details)."""
        return _("{who} is deciding").format(who=g.name(self.seat))
