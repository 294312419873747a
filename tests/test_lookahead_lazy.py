"""A `Lookahead` lists a Calling Card's placements only when asked (issue 57): the game it plays
must still be the game itself, move for move: the same decision pending, the same legal actions
whenever they are asked for, the same state. Checked against `Game.apply` over seeded random
games of every player count, asking for the legal actions at only some positions (a line of
play that never asks must reach the same state as one that always does)."""

from __future__ import annotations

import pickle
import random

import pytest

from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.lookahead import Lookahead

CAST = ("edward", "tuesday", "alexandria", "shae")


@pytest.mark.parametrize("players,seed", [(4, 5711), (4, 5712), (3, 5713), (2, 5714), (1, 5715)])
def test_a_lookahead_plays_the_same_game_as_the_game(players: int, seed: int) -> None:
    cast = CAST[seed % 4:] + CAST[:seed % 4]
    cfg = (GameConfig(players=cast[:1], mode="solo", seed=seed) if players == 1
           else GameConfig(players=cast[:players], seed=seed))
    g = Game.new(cfg)
    ahead = Lookahead.at(cfg, g.cat, pickle.loads(g.snapshot()))
    rng = random.Random(seed)
    placements = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert (ahead.is_over, ahead.current_player, ahead.pending_kind()) == (
            False, g.current_player, g.pending_kind())
        action = rng.choice(legal)
        if rng.random() < 0.5:  # asked for: the very same actions
            assert ahead.legal_actions() == legal
        placements += g.pending_kind() == "PlaceCard"
        g.apply(action)
        if rng.random() < 0.1:  # the checked way, as a game's `apply`
            ahead.apply(action)
        else:
            ahead.play(action)
        assert ahead.state_hash() == g.state_hash()
    assert ahead.is_over and ahead.legal_actions() == [] and placements > 10
