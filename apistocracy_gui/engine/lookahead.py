"""`Lookahead`: a game at a given state for playing ahead on, as the bots' sampled worlds do.

A bot may not read the real state, so it plays its moves ahead on worlds it samples from its
own view (`bots/worlds.py`). Such a world needs the rules and none of what makes a `Game` a
record: no events (nobody reads them), no undo history and no legality check (a bot plays only
moves its world listed), so a move costs a fraction of `Game.apply`. A Calling Card's placements
are listed only when asked for: a line of play mostly ends at the next player's turn, and the
listing it never read was a tenth of a bot's search (issue 57). This class is that game,
built through the public `Lookahead.at`, so that nothing outside the engine reaches into
`Game`'s internals (issue 53, item 3).
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from typing import Any, Self

from .actions import Action
from .catalog import Catalog
from .events import Event
from .flow import Decision
from .game import Game
from .setup import GameConfig
from .state import State
from .week import PlaceCard

# What a Calling Card's decision holds for its legal actions until they are asked for: never
# empty, as the placements never are (`week.placements` offers the Beehive without moving
# when nothing else is open), so the game stops at the decision as it would with them listed.
_LATER: list[Action] = [Action("later")]


class Lookahead(Game):
    """A game played ahead from a state: `play` a listed move, `fork` to try another line."""

    @classmethod
    def at(cls, config: GameConfig, catalog: Catalog, state: State) -> Self:
        """A game at `state` as it stands (not copied: the caller built it for this), its
        pending decision on top of the stack."""
        return cls(config, catalog, state)

    def emit(self, kind: str, seat: int | None, /, *, secret: tuple[str, ...] = (),
             visible_to: tuple[int, ...] | None = None, **data: Any) -> Event:
        """Moves played ahead are never shown to anyone, so nothing is recorded."""
        return Event(kind, seat, data, visible_to, secret)

    def _list_legal(self, top: Decision) -> list[Action]:
        """The decision's legal actions; a placement's later (`_LATER`)."""
        return _LATER if type(top) is PlaceCard else Game._list_legal(self, top)

    def legal_actions(self) -> list[Action]:
        if self._legal is None or self._legal is _LATER:
            top = self._pending()
            self._legal = [] if top is None else Game._list_legal(self, top)
        return list(self._legal)

    def apply(self, action: Action) -> None:
        """`Game.apply` (checked against the legal actions: a placement's are listed first)."""
        self.legal_actions()
        Game.apply(self, action)

    def play(self, action: Action) -> None:
        """Make a move that `legal_actions()` listed (not checked) and run on to the next
        decision; it cannot be undone."""
        self._resolve(action)

    def fork(self) -> Self:
        """An independent copy to try a line of play on."""
        return self.copier()()

    def copier(self) -> Callable[[], Self]:
        """Forks of the game as it is now, for trying many moves on it: the state is pickled
        once instead of once a fork (a third of the cost of a fork)."""
        snap, make, config, cat = self.snapshot(), type(self), self.config, self.cat
        return lambda: make(config, cat, pickle.loads(snap))
