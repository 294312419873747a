"""Seeded random playouts of whole games for 2, 3 and 4 players (issues 2 and 3).

Every action of every game is checked by `invariants.Checker`: card conservation (rulebook
p.2), tracks 0-5 (R2), four Calling Cards a week (p.7), a legal action until the end (R3),
illegal actions rejected, undo/redo exact, hidden information kept private (R6.3), the
whist hand size and trick count (p.15), 2 VP a trick, totals = the sum of the six lines and
one result (p.17), and a replay of the same seed and choices giving the same game.
"""

from __future__ import annotations

import pytest
from invariants import PLAYOUTS, Checker, tiered

from apistocracy_gui.engine import GameConfig


@pytest.mark.parametrize(("config", "choice_seed"), tiered(PLAYOUTS, lambda c, s: f"{len(c.players)}p-{s}"))
def test_whole_game_playout_keeps_every_invariant(config: GameConfig, choice_seed: int):
    g = Checker(config, choice_seed).play()
    assert g.is_over


def test_playouts_cover_2_3_and_4_players_in_hundreds():
    """Issue 3: "Seeded random playouts of whole games for 2, 3 and 4 players (hundreds)"."""
    counts = {n: sum(len(c.players) == n for c, _s in PLAYOUTS) for n in (2, 3, 4)}
    assert all(k >= 50 for k in counts.values()) and sum(counts.values()) >= 200
