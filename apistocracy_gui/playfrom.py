"""Play from here (issue 56): a new game from a decision of a played one, to try another move.

The new game starts at the position before the decision, with the same seats, controllers and
levels, but it must not be the same game: the cards the deciding player could not see (the
others' hands and the split of their decks, every deck's order, the face-down Tea cards, Lady
Cat's decks) are dealt anew from that player's view, exactly as the bots sample a world
(`bots.worlds.sample`, which reads only `view(seat)`), from a fresh seed. Nothing of the
original game's hidden cards or seed reaches it (RULINGS R7.1): trying the better move shows
what may follow, not what the real deck held. The engine starts the game at that position
(`Game.from_position`) and its save carries the position (format 3), so Continue, Saved games,
Replays and the review treat it as any other game.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from .bots import worlds
from .engine import Game
from .engine.setup import new_seed


def position_at(save: dict[str, Any], step: int) -> Game:
    """The game of `save` after its first `step` actions (SaveError: not a save)."""
    final = Game.from_save(save)
    game = final.restart()
    for action in final.actions_taken[:step]:
        game.apply(action)
    return game


def redrawn(game: Game, seed: int | None = None) -> Game:
    """A new game at `game`'s position, the hidden cards dealt anew from the view of the seat
    whose decision it is, its draws from `seed` (a fresh secret one by default). ValueError
    when nobody is deciding (the game is over)."""
    seat = game.current_player
    if seat is None:
        raise ValueError("the game is over: there is no decision to play from")
    seed = new_seed() if seed is None else seed
    world = worlds.sample(game.view(seat), random.Random(seed), game.cat)
    # Which of their own whist cards were dealt face-down the deciding player saw; the view's
    # knowledge leaves them out (the sample would make them known to the other seats).
    world.st.players[seat].dealt = list(game.st.players[seat].dealt)
    config = dataclasses.replace(game.config, seed=seed)
    return Game.from_position(config, world.st, game.cat, viewer=seat)


def from_save(save: dict[str, Any], step: int, seed: int | None = None) -> Game:
    """`redrawn` at the decision before action `step` + 1 of `save` (a key moment's index)."""
    return redrawn(position_at(save, step), seed)
