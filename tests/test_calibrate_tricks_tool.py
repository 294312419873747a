"""tools/calibrate_tricks.py (issue 57): how the whist tricks follow hand strength, against the
share of them the bots project (`heuristic._tricks_from`)."""

from __future__ import annotations

import pytest


@pytest.fixture
def tool(tool_module):
    return tool_module("calibrate_tricks")


def test_the_proportional_share_is_the_bots_own(tool) -> None:
    """At power 1 the tool shares a game's tricks as the bots' projection does."""
    import random

    from apistocracy_gui.bots.heuristic import _tricks_from
    from apistocracy_gui.bots.worlds import sample
    from apistocracy_gui.engine import Game, GameConfig

    g = Game.new(GameConfig(players=("edward", "tuesday", "alexandria", "shae"), seed=3))
    world = sample(g.view(g.current_player), random.Random(1))
    game = [(1.0, 1), (2.0, 2), (0.5, 0), (3.5, 6)]  # 9 tricks at four players (p.15)
    assert tool.POWERS[0] == 1.0
    assert tool.shares(game, 1.0) == pytest.approx(_tricks_from(world, [s for s, _ in game]))


def test_the_fit_finds_the_power_the_tricks_followed(tool) -> None:
    """Tricks dealt exactly by strength squared: the square's error is 0 and its slope 1, the
    proportional share's slope above 1 (it moves less far than the tricks do)."""
    games = [[(1.0, 1), (2.0, 4)], [(1.0, 2), (1.0, 2)], [(3.0, 9), (1.0, 1)]]
    error, slope = tool.fit(games, 2.0)
    assert error == pytest.approx(0.0, abs=1e-12) and slope == pytest.approx(1.0)
    assert tool.fit(games, 1.0)[1] > 1.2


@pytest.mark.slow
def test_a_game_is_observed_seat_by_seat(tool) -> None:
    """Every seat's hand strength at the Whist Phase's start and the 9 tricks of a 4-player
    Whist Phase (rulebook p.15), reproducible from the seed."""
    hands = tool.observe_game(9000, 4)
    assert len(hands) == 4 and sum(t for _, t in hands) == 9
    assert all(s > 0 for s, _ in hands)
    assert tool.observe_game(9000, 4) == hands
