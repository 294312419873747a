"""Hard's own judgement of a line of play (issue 39): at three and four players its chance of
the highest score with the others' goals forecast and the best other's margin at half weight
(`hard.WINNING`, `FORECAST`, `RIVAL`), at two the margin over a longer shortlist
(`SHORTLIST`). Whatever it weighs, it must rank a won position above a lost one, for the seat
it plays and against every other seat, and a search with it must give the same move from the
same seed.
"""

from __future__ import annotations

import random

import pytest

from apistocracy_gui.bots import MediumBot
from apistocracy_gui.bots.hard import (
    CANDIDATES,
    FORECAST,
    RIVAL,
    SHORTLIST,
    WINNING,
    HardBot,
    judgement,
)
from apistocracy_gui.engine import Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")


def finished(players: int, seed: int) -> Game:
    cast = CAST[seed % 4:] + CAST[:seed % 4]  # each seat a different character from game to game
    g = Game.new(GameConfig(players=cast[:players], seed=seed))
    bots = [MediumBot(seed * 8 + s) for s in range(players)]
    while not g.is_over:
        seat = g.current_player
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return g


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_won_game_is_judged_above_a_lost_one(players: int) -> None:
    """Scoring (rulebook p.17): at the end the winner's judgement is above every loser's, and
    a seat's own judgement of a game it won is above that of a game it lost."""
    games = [finished(players, seed) for seed in range(40, 45)]
    for g in games:
        judge = judgement(g)
        (winner,) = g.winners()
        for seat in set(range(players)) - {winner}:
            assert judge(g, winner) > judge(g, seat)
    compared = 0
    for seat in range(players):
        won = [judgement(g)(g, seat) for g in games if g.winners() == [seat]]
        lost = [judgement(g)(g, seat) for g in games if seat not in g.winners()]
        if won and lost:
            assert min(won) > max(lost)
            compared += 1
    assert compared  # the seeds give some seat a won game and a lost one


def test_the_levers_measured_are_the_ones_in_force() -> None:
    """The levers measured (tools/tournament.py, issue 39): at three and four players the
    chance of winning with the rival at half weight; at two the plain margin, with a longer
    shortlist."""
    for players in (3, 4):
        assert ("standard", players) in WINNING and ("standard", players) in FORECAST
        assert RIVAL[("standard", players)] == 0.5
        assert SHORTLIST.get(("standard", players), CANDIDATES) == 4
    assert ("standard", 2) not in WINNING and ("standard", 2) not in RIVAL
    assert SHORTLIST[("standard", 2)] == 6


def test_a_three_player_search_is_deterministic_for_a_seed() -> None:
    """The same seed and the same position give the same move, counted in moves (as the
    tournaments and, on a machine fast enough, the app count it)."""
    g = Game.new(GameConfig(players=CAST[:3], seed=12))
    rng = random.Random(12)
    while not (g.pending_kind() == "PlaceCard" and len(g.legal_actions()) > 3):
        g.apply(rng.choice(g.legal_actions()))
    seat, legal = g.current_player, g.legal_actions()
    choices = {HardBot(seed=5, budget=0.1, clock=lambda: 0.0).choose(g.view(seat), legal)
               for _ in range(2)}
    assert len(choices) == 1
