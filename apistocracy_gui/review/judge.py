"""How the review judges a position: the seat's chance of winning and its expected final score.

Everything here reads a `World` sampled from the deciding seat's view (`bots.worlds.sample`),
never the real game, exactly as Hard does. The chance of winning is Hard's own (`heuristic.
win_chance` over the projected scores, each gap allowed to move by the measured error of the
projection, `Weights.gap_error`, for the turns the seat has left; with four players the others'
goals forecast by how often they get done where Hard does, `hard.FORECAST`). Once the game is
over the chance is exact: 1 for a sole win, 1/k for a win shared by k, 0 otherwise (in solo a
win means beating Lady Cat, R6.9).

`Judge` is what the searches maximise: the chance, plus a thousandth of a point per VP of the
margin over the best other, which orders the moves of a game already won or lost without
weighing on a chance of any size. Each call remembers the chance and score behind the value it
returns, so the review reads them back for the line whose value the search kept.
"""

from __future__ import annotations

import math

from ..bots.hard import FORECAST
from ..bots.heuristic import W, margin, projections, turns_left, win_chance
from ..bots.worlds import World

TIE = 1e-3  # the margin's weight beside the chance: it breaks ties only


def outcome(w: World, seat: int, turns: int | None = None) -> tuple[float, float, float]:
    """(chance of winning, expected final score, margin over the best other) for `seat`; the
    gaps' error is that of `turns` turns left (by default the seat's at `w`)."""
    if w.is_over:
        sheets = w.scores()
        winners = w.winners()
        chance = 1.0 / len(winners) if seat in winners else 0.0
        totals = [float(s.total) for s in sheets]
        return chance, totals[seat], margin(totals, seat)
    forecast = (w.st.mode, len(w.st.players)) in FORECAST
    scores = projections(w, W, seat if forecast else None)
    a, b = W.gap_error
    spread = math.sqrt(a + b * (turns_left(w, seat) if turns is None else turns))
    return win_chance(scores, seat, spread), scores[seat], margin(scores, seat)


class Judge:
    """The value a review search maximises, remembering each value's chance and score.

    Every line of one decision is read with the error of the turns the seat had left at the
    decision (`turns`), not at the line's end: the lines of different moves end at different
    points (one reaches the Season's end, another stops a turn short), and a chance read with
    a narrower error there would rank a move by where its line happened to stop. With one
    error for all, the chance orders the moves as their projected margins do (at two
    players exactly), as Hard's own judgement does."""

    def __init__(self, turns: int | None = None) -> None:
        self.turns = turns
        self.seen: dict[float, tuple[float, float, float]] = {}

    def __call__(self, w: World, seat: int) -> float:
        chance, score, lead = outcome(w, seat, self.turns)
        return self.remember(chance + TIE * lead, chance, score, lead)

    def remember(self, key: float, chance: float, score: float, lead: float) -> float:
        self.seen[key] = (chance, score, lead)
        return key

    def detail(self, key: float) -> tuple[float, float, float]:
        """The chance, score and margin over the best other behind a value this judge
        returned."""
        return self.seen[key]
