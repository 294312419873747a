"""`Rules`: what the rule modules may use of a game, and all they may (issue 53, item 3).

The rule modules (one per rulebook section, `RULE_MODULES`) are given the game they act on,
but they need only a small part of it: the state and the catalog to read and change, the
config's level, the decision stack to push onto, the events to emit, and a few questions the
game answers from other modules (a seat's name, its Calling Cards, its turn's tasks, the
winners, an event's words). Typing them with this protocol instead of `Game` keeps them from
reaching into the rest (undo, saves, the Chronicle's cache ...) and lets a rule be run against
any object that has these members. `Game` satisfies it (mypy checks each call that passes a
game), and no rule module imports `game` (`tests/test_engine_layers.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .catalog import Catalog
    from .events import Event
    from .flow import Task
    from .setup import GameConfig
    from .state import State

# The modules that hold the rules: they type their game as `Rules` and import `game` nowhere.
RULE_MODULES = ("advanced", "ballroom", "characters", "decks", "effects", "flow", "gallery", "hive",
                "home", "influence", "ladycat", "ladycat_actions", "parlor", "payment", "scoring",
                "small_costs", "tearoom", "verbs", "week", "whist")


class Rules(Protocol):
    """The members of a game the rule modules use."""

    st: State
    cat: Catalog
    config: GameConfig
    # A seat's influence counted once while a decision lists its legal actions (`payment`).
    unit_memo: dict[int, tuple[int, ...]] | None

    def push(self, *tasks: Task) -> None:
        """Push tasks so that the first one given runs first."""

    def emit(self, kind: str, seat: int | None, /, *, secret: tuple[str, ...] = (),
             visible_to: tuple[int, ...] | None = None, **data: Any) -> Event:
        """Record what just happened (`events.py`)."""

    def reveal(self) -> None:
        """Mark the action being resolved as one that showed hidden information (undo stops)."""

    def name(self, seat: int) -> str:
        """The seat's character, as the players read it."""

    def calling_cards(self, seat: int) -> int:
        """How many Calling Cards the seat gets each week."""

    def turn_tasks(self, seat: int) -> list[Task]:
        """What a turn of the seat's is (a person's placement, Lady Cat's card)."""

    def winners(self) -> list[int]:
        """The seats with the best score (the game's end)."""

    def describe(self, event: Event) -> str | None:
        """An event's public line in the Chronicle."""
