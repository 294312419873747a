"""Hard: determinized (information-set) Monte Carlo search over sampled worlds (issues 6, 15).

The bot never sees the hidden cards, so it searches many worlds sampled from its view
(`worlds.sample`) and keeps the action whose outcome is best on average over them: the
information-set version of a lookahead, which never trusts one guess about the others' hands.

- Season: the heuristic one move ahead (Medium's judgement) short-lists the candidates; each
  is then played out on every world through the others' replies, each other player choosing
  their own best placement by the same heuristic (and the quick rules for the rest), up to
  the bot's next turn, where it takes its best placement again; the heuristic scores the end
  of that line. So the bot sees which spaces and cards the others will take before it can act
  again, and what its move leaves it for the next turn.
- Whist: every legal card is played out to the end of the game on every world with the quick
  card-play rules for everyone; the exact final margin is the score (7 to 9 tricks are short
  enough to play out in full).

The search is anytime. With `budget=None` it is counted in worlds (`worlds`, `whist_worlds`),
so the same seed always gives the same moves on any machine (tests, tournaments). With a
`budget` in seconds (the GUI's "thinking time") it keeps sampling worlds, evaluating every
candidate on each, until the next evaluation would end past AIM of the budget, so it is as
responsive on a slow laptop as on a fast one and plays better on the fast one. No single
evaluation may overrun it either: every line of play checks the clock at each move (`_tick`),
and one still running at CUTOFF of the budget is abandoned and the best answer so far is
given: the mean over the worlds completed, else the heuristic's shortlist order. A slow world
sample, a long whist playout or a busy machine therefore never holds the move past the budget
(`tools/bench_bots.py` measures the 99th percentile). `stop` (set by the thread that runs the
search) makes it give up at the next move of any line by raising `Cancelled`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from ..engine import Action
from . import quick
from .heuristic import value
from .medium import TURN_STARTS, best, finish_turn, one_ply
from .worlds import World, sample

MAX_WORLDS = 200  # a budgeted search stops here even with time to spare (nothing left to learn)
# A budgeted search plans to end by this share of its budget, and counts each evaluation as
# half again its mean: evaluations vary, and a slow one must not push the move past the budget.
AIM, MARGIN = 0.85, 1.5
CUTOFF = 0.92  # an evaluation still running at this share of the budget is abandoned


class Cancelled(Exception):
    """The search was asked to stop (an undo or quit while the bot was thinking)."""


class OutOfTime(Exception):
    """The thinking time ran out in the middle of an evaluation (it is discarded)."""


def never() -> bool:
    """The `stop` of a search nobody can cancel (tools, tests, the terminal)."""
    return False


class HardBot:
    name = "hard"

    def __init__(self, seed: int = 0, worlds: int = 6, candidates: int = 4, whist_worlds: int = 12,
                 budget: float | None = None, clock: Callable[[], float] = time.perf_counter):
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.candidates = candidates
        self.whist_worlds = whist_worlds
        self.budget = budget
        self.clock = clock
        self.stop: Callable[[], bool] = never
        self._deadline = self._cutoff = 0.0

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if quick.CHEAPEST in legal:
            return legal[legal.index(quick.CHEAPEST)]
        seat = view["seat"]
        start = self.clock()
        self._deadline = start + AIM * (self.budget or 0.0)
        self._cutoff = start + CUTOFF * (self.budget or 0.0)
        first = sample(view, self.rng)
        if first.pending_kind() in quick.WHIST_KINDS:
            return self.search(view, [first], legal, self.whist_worlds,
                               lambda w, a: self.play_out(w, seat, a),
                               lambda: quick.choose(first, seat, legal, self.rng))
        worlds = [first, sample(view, self.rng)]
        try:
            shortlist, top = self.shortlist(worlds, seat, legal)
        except OutOfTime as late:  # not even the shortlist fitted: its best action so far
            return late.args[0]
        if len(shortlist) == 1:
            return shortlist[0]
        return self.search(view, worlds, shortlist, self.worlds,
                           lambda w, a: self.look_ahead(w, seat, a), lambda: top)

    def _tick(self) -> None:
        """Called at every move of every line of play: stop when cancelled, abandon the line
        when the thinking time is up."""
        if self.stop():
            raise Cancelled
        if self.budget is not None and self.clock() > self._cutoff:
            raise OutOfTime

    def search(self, view: dict[str, Any], worlds: list[World], candidates: list[Action],
               fixed: int, evaluate: Callable[[World, Action], float],
               fallback: Callable[[], Action]) -> Action:
        """Evaluate every candidate on one world after another: `fixed` worlds, or with a
        budget as many as fit in it; the best mean wins (`fallback()` when the time ran out
        before any evaluation was complete)."""
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        spent, evaluations = 0.0, 0
        k = 0
        try:
            while True:
                if k == len(worlds):
                    if (self.budget is None and k >= fixed) or k >= MAX_WORLDS:
                        break
                    worlds.append(sample(view, self.rng))
                for i, action in enumerate(candidates):
                    self._tick()
                    if (self.budget is not None and evaluations
                            and self.clock() + MARGIN * spent / evaluations > self._deadline):
                        raise OutOfTime
                    start = self.clock()
                    totals[i] += evaluate(worlds[k], action)
                    counts[i] += 1
                    spent += self.clock() - start
                    evaluations += 1
                k += 1
        except OutOfTime:
            if not evaluations:
                return fallback()
        return _best_mean(candidates, totals, counts)

    def shortlist(self, worlds: list[World], seat: int, legal: list[Action]
                  ) -> tuple[list[Action], Action]:
        """The candidates the heuristic rates best one move ahead, in their legal order, and
        the best of them. Out of time: `OutOfTime(the best action rated so far)`."""
        scores: list[float] = []
        try:
            for action in legal:  # one at a time, so a late stop keeps the ratings made
                scores += one_ply(worlds, seat, [action], self.rng, self._tick)
        except OutOfTime:
            raise OutOfTime(best(legal[:len(scores)], scores) if scores else legal[0]) from None
        ranked = sorted(range(len(legal)), key=lambda i: -scores[i])[:self.candidates]
        return [legal[i] for i in sorted(ranked)], legal[ranked[0]]

    def play_out(self, world: World, seat: int, action: Action) -> float:
        """The final margin after `action` when everyone then plays the quick rules."""
        w = world.fork()
        w.play(action)
        while not w.is_over:
            self._tick()
            w.play(quick.choose(w, w.current_player, w.legal_actions(), self.rng))
        return value(w, seat)

    def look_ahead(self, world: World, seat: int, action: Action) -> float:
        """The projected margin at the seat's next turn, the others replying greedily, after
        the seat's own best placement there."""
        w = world.fork()
        w.play(action)
        finish_turn(w, seat, self.rng, self._tick)
        while not w.is_over and not (w.current_player == seat and w.pending_kind() in TURN_STARTS):
            self._tick()
            who = w.current_player
            legal = w.legal_actions()
            if w.pending_kind() == "PlaceCard" and len(legal) > 1:
                w.play(best(legal, one_ply([w], who, legal, self.rng, self._tick)))
                finish_turn(w, who, self.rng, self._tick)
            else:
                w.play(quick.choose(w, who, legal, self.rng))
        if w.is_over or w.pending_kind() != "PlaceCard":
            return value(w, seat)
        return max(one_ply([w], seat, w.legal_actions(), self.rng, self._tick))


def _best_mean(candidates: list[Action], totals: list[float], counts: list[int]) -> Action:
    means = [t / c if c else float("-inf") for t, c in zip(totals, counts, strict=True)]
    return best(candidates, means)
