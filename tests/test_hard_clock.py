"""Hard's thinking time counts simulated moves as well as seconds (issue 39 item 2).

Every move of every line of play counts `hard.MOVE_COST`, and a decision's budget is spent
when the moves or the wall clock reach it, whichever first. So wherever a move costs less real
time than that, an idle machine and a loaded one (whose wall clock runs "faster" per move)
search the very same lines and choose the same move; only a machine slower than that is cut
short by the wall clock, and its move still comes within the thinking time. The wall clocks
here are synthetic: each reading advances them by a fixed step, as a machine of that speed.
"""

from __future__ import annotations

import random
import threading

from apistocracy_gui.bots import hard
from apistocracy_gui.bots.hard import HardBot
from apistocracy_gui.bots.worlds import MOVES
from apistocracy_gui.engine import Action, Game, GameConfig

BUDGET = 0.05  # seconds: about 550 moves at MOVE_COST


class Wall:
    """A wall clock that advances `step` seconds at every reading."""

    def __init__(self, step: float):
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def placement(seed: int = 5) -> tuple[Game, list[Action]]:
    """A two-player game at a Calling Card placement with a choice to make."""
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=seed))
    rng = random.Random(seed)
    while not (g.pending_kind() == "PlaceCard" and len(g.legal_actions()) > 3):
        g.apply(rng.choice(g.legal_actions()))
    return g, g.legal_actions()


def decide(step: float, move_cost: float | None = hard.MOVE_COST) -> tuple[Action, int, HardBot]:
    """Hard's choice at `placement()` on a wall clock of `step` seconds a reading, the
    simulated moves it played, and the bot."""
    g, legal = placement()
    bot = HardBot(seed=2, budget=BUDGET, clock=Wall(step), move_cost=move_cost)
    before = MOVES.played
    action = bot.choose(g.view(g.current_player), legal)
    return action, MOVES.played - before, bot


def test_the_moves_run_out_first_on_a_machine_faster_than_move_cost() -> None:
    """A machine where a reading costs 2 µs and one where it costs 40 µs (twenty times as
    slow, still under MOVE_COST a move: a line reads the clock about once a move) both stop at
    the same count of moves, within the budget, and choose alike. On the wall clock alone
    the slow one would stop at a few times as many moves as the fast one."""
    fast, slow = decide(2e-6), decide(40e-6)
    assert fast[:2] == slow[:2]
    assert fast[1] * hard.MOVE_COST <= BUDGET
    assert fast[1] * hard.MOVE_COST > hard.AIM * BUDGET / 2  # the budget was used, in moves


def test_a_machine_slower_than_move_cost_is_cut_by_the_wall_clock() -> None:
    """At a millisecond a reading the wall clock runs out long before the moves: the search
    plays far fewer of them and still ends within its thinking time."""
    _, fast_moves, _ = decide(2e-6)
    action, moves, bot = decide(1e-3)
    assert moves < fast_moves / 4
    assert bot.elapsed() <= BUDGET
    assert action in placement()[1]


def test_without_a_move_cost_the_wall_clock_alone_counts() -> None:
    """`move_cost=None` (a tool's own clock): on a clock that barely moves the search goes on
    to MAX_WORLDS or a single contender, far past the moves' budget."""
    _, counted, _ = decide(2e-6)
    _, uncounted, _ = decide(2e-6, move_cost=None)
    assert uncounted > counted


def test_moves_are_counted_per_thread() -> None:
    """A search in another thread (the app's bot worker, the review) does not spend this
    thread's thinking time."""
    before = MOVES.played
    worker = threading.Thread(target=decide, args=(2e-6,))
    worker.start()
    worker.join()
    assert MOVES.played == before
