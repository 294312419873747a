"""The review's judgement of a whist decision: Hard's whist search, read as a chance of winning.

As `bots.whist_search.WhistSearch` does, a candidate card is played on a world sampled from the
seat's view, the quick rules play on until few tricks are left (`SOLVE_TRICKS`), and the rest is
solved exactly: at two players against the other's best play, at three or four against the
others playing the quick rules, in solo as an expectimax over Lady Cat's face-down order. The
seat's final score then follows from its tricks (`score_row`, the engine's score pad).

What the review needs beyond Hard's value is the chance of winning. At two players and in solo
the other side's final score is exact too, so the chance on a world is 1, 1/2 or 0 (and the
mean over the worlds is the chance). At three or four the search does not say which of the
others takes the tricks the seat loses, so they are shared in proportion to the tricks each is
expected to take (`heuristic.expected_tricks`) and the chance is the review's softmax
(`review.chances`) at a small temperature (`TEMPERATURE`, a VP or so: what that sharing may
be off by), so the seats' chances still add up to 1.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..bots import quick
from ..bots.heuristic import expected_tricks
from ..bots.whist_search import SOLVE_TRICKS, Solver, no_tick, score_row
from ..bots.worlds import World
from ..engine import Action, scoring
from .chances import softmax
from .judge import TIE, Judge

# VP: how far the others' shares of the tricks the seat loses may be off (the error 1.5 VP of
# the pairwise logistic this replaced, on the softmax's scale: 1.5 / 1.7).
TEMPERATURE = 0.9


class WhistReview:
    """`self(world, action)`: the value of a card on a world, its chance and score remembered
    in `judge` (the same protocol as the Season's lines)."""

    def __init__(self, seat: int, rng: random.Random, judge: Judge,
                 tick: Callable[[], None] = no_tick):
        self.seat, self.rng, self.judge, self.tick = seat, rng, judge, tick

    def __call__(self, world: World, action: Action) -> float:
        seat = self.seat
        w = world.fork()
        w.play(action)
        st = w.st
        n = len(st.players)
        size = w.cat.hand_size(st.mode, n)
        depth = SOLVE_TRICKS.get(n, 6)
        while not w.is_over and (w.pending_kind() != "PlayCard" or size - st.tricks_played > depth):
            self.tick()
            who = w.current_player
            assert who is not None  # the game is not over
            w.play(quick.choose(w, who, w.legal_actions(), self.rng))
        left = size - st.tricks_played
        had = st.players[seat].tricks
        mine = score_row(w, seat, left)
        if n == 2:
            theirs = score_row(w, 1 - seat, left)

            def final(t: int) -> tuple[float, float]:
                lead = mine[t - had] - theirs[left - (t - had)]
                return (1.0 if lead > 0 else 0.5 if lead == 0 else 0.0), lead

            if w.is_over:
                return self._keep(*final(had), mine[0])
            if st.mode == "solo":
                return self._solo(w, final, mine, had)
            t = had + Solver(w, seat, self.tick).tricks(w)
            return self._keep(*final(t), mine[t - had])
        extra = 0 if w.is_over else Solver(w, seat, self.tick, quick_others=True).tricks(w)
        return self._many(w, extra, left, mine)

    def _keep(self, chance: float, lead: float, score: float) -> float:
        return self.judge.remember(chance + TIE * lead, chance, score, lead)

    def _solo(self, w: World, final: Callable[[int], tuple[float, float]], mine: list[float],
              had: int) -> float:
        """Lady Cat's order searched exactly (an expectimax each): the value the seat plays
        for, and the expected chance and final score of playing for them."""
        def key(t: int) -> float:
            chance, lead = final(t)
            return chance + TIE * lead

        value = Solver(w, self.seat, self.tick).solo_value(w, key)
        chance = Solver(w, self.seat, self.tick).solo_value(w, lambda t: final(t)[0])
        score = Solver(w, self.seat, self.tick).solo_value(w, lambda t: mine[t - had])
        lead = Solver(w, self.seat, self.tick).solo_value(w, lambda t: final(t)[1])
        return self.judge.remember(value, chance, score, lead)

    def _many(self, w: World, extra: int, left: int, mine: list[float]) -> float:
        """Three or four players: the others share the tricks the seat does not take."""
        seat, st = self.seat, w.st
        per_trick = w.cat.numbers["vp"]["per_trick"]
        expect = expected_tricks(w)
        others = [s for s in range(len(st.players)) if s != seat]
        due = {s: max(0.0, expect[s] - st.players[s].tricks) for s in others}
        total = sum(due.values()) or 1.0
        rest = left - extra
        finals = []
        for s in range(len(st.players)):
            if s == seat:
                finals.append(mine[extra])
            else:
                now = sum(scoring.line_totals(w, s)) + sum(st.players[s].tracks) * 1e-3
                finals.append(now + per_trick * rest * due[s] / total)
        chance = softmax([f / TEMPERATURE for f in finals])[seat] if rest else \
            float(mine[extra] > max(finals[s] for s in others))
        lead = finals[seat] - max(finals[s] for s in others)
        return self._keep(chance, lead, mine[extra])
