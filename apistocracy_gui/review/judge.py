"""How the review judges a position: the seat's chance of winning and its expected final score.

Everything here reads a `World` sampled from the deciding seat's view (`bots.worlds.sample`),
never the real game, exactly as Hard does. The chance of winning is the review's own model
(`review.chances`, issue 56): a softmax of every player's projected final score, projected
alike for every seat, over a temperature fitted on self-play by the turns left, so the
seats' chances from one view add up to 1 and mean what they say (calibrated on held-out
games, rules_data/README.md). The expected final score and the margin come from the same
projection. Once the game is over the chance is exact: 1 for a sole win, 1/k for a win shared
by k, 0 otherwise (in solo a win means beating Lady Cat, R6.9).

`Judge` is what the searches maximise: the chance, plus a thousandth of a point per VP of the
margin over the best other, which orders the moves of a game already won or lost without
weighing on a chance of any size. Each call remembers the chance and score behind the value it
returns, so the review reads them back for the line whose value the search kept.
"""

from __future__ import annotations

from ..bots.heuristic import margin
from ..bots.worlds import World
from . import chances

TIE = 1e-3  # the margin's weight beside the chance: it breaks ties only


def outcome(w: World, seat: int, turns: int | None = None) -> tuple[float, float, float]:
    """(chance of winning, expected final score, margin over the best other) for `seat`; the
    chance read with the temperature of `turns` Calling Cards left (by default the seat's at
    `w`)."""
    if w.is_over:
        totals = [float(s.total) for s in w.scores()]
        return chances.final_chances(w)[seat], totals[seat], margin(totals, seat)
    scores = chances.scores(w)
    return chances.chances(w, seat, turns, scores)[seat], scores[seat], margin(scores, seat)


class Judge:
    """The value a review search maximises, remembering each value's chance and score.

    Every line of one decision is read with the temperature of the turns the seat had left at the
    decision (`turns`), not at the line's end: the lines of different moves end at different
    points (one reaches the Season's end, another stops a turn short), and a chance read with
    a lower temperature there would rank a move by where its line happened to stop. With one
    temperature for all, the chance orders the moves as their projected margins do (at two
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
