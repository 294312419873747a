"""The Hint: the move the season review would rate best, with its reason (issues 12, 56).

The hint is asked with the player's own view (`game.view(seat)`) and legal actions only,
exactly as a bot seat would be, so it can never lean on hidden cards. The move is the review's
own judgement (`decision.best_move`: Hard's anytime search scored by the review's `Judge`, the
chance of winning), at the Hint's thinking time of `review.yaml` counted in simulated moves,
and with the very seed the review gives that decision: one judge, so a player who follows the
Hint is not told afterwards that the move lost something. It takes up to about a second, so
the front ends ask it off the frame loop (`hint_worker.HintWorker`). The gentlest level
(`GENTLE`, an Options choice) is the Medium bot's move instead, at once. The reason is the
bots' (`bots.hint.reason`). It lives here, beside the judge, because the bots' layer may not
name the review's.
"""

from __future__ import annotations

from collections.abc import Callable

from ..bots.hard import never
from ..bots.hint import Hint, reason
from ..bots.medium import MediumBot
from ..engine import Action, View
from .decision import best_move, decision_seed
from .season import BASE_SEED
from .settings import default

JUDGE, GENTLE = "judge", "medium"  # the Hint's levels (Options): the review's move, Medium's
LEVELS = (JUDGE, GENTLE)


def hint(view: View, legal: list[Action], seed: int = 0, level: str = JUDGE,
         stop: Callable[[], bool] = never) -> Hint:
    """The hinted move for the seat of `view`, and a one-line reason. `seed`: the decision's
    index in the game (its number of actions taken), from which the review seeds its search
    of the same decision (`review.decision.decision_seed`). `stop()` true cancels the search
    (`bots.hard.Cancelled`)."""
    action = MediumBot(seed).choose(view, legal) if level == GENTLE else judged(view, legal, seed, stop)
    return Hint(action, reason(view, action, seed))


def judged(view: View, legal: list[Action], index: int,
           stop: Callable[[], bool] = never) -> Action:
    """The move the review rates best for the decision at action `index`, at the Hint's
    thinking time (`review.yaml` hint_ms)."""
    if len(legal) == 1:
        return legal[0]
    settings = default()
    return best_move(view, legal, decision_seed(BASE_SEED, index), settings,
                     settings.hint_budget, stop)


class HintSearch:
    """The Hint as a bot of `bots.thinking.Thinking`, so it is searched off the frame loop
    and cancelled like a bot's move (issue 56): `choose` finds the hint, keeps it in `found`
    (its reason included) and returns its move."""

    name = "hint"

    def __init__(self, seed: int, level: str = JUDGE):
        self.seed, self.level = seed, level
        self.stop: Callable[[], bool] = never  # set by the worker: an undo or a move cancels
        self.found: Hint | None = None

    def choose(self, view: View, legal: list[Action]) -> Action:
        self.found = hint(view, legal, self.seed, self.level, lambda: self.stop())
        return self.found.action
