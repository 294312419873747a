"""A whole save reviewed: every decision judged, luck measured, accuracy and key moments.

`review_save(save, controllers)` replays the save's actions from its config (the engine's own
replay, `Game.from_save`, has checked it first) and at each decision with more than one legal
action asks `decision.judge_decision` with the deciding seat's view then and the legal actions
only; a decision with a single legal action is forced and skipped. Between two decisions of a
seat it measures the luck of what was revealed (`luck.swing`). Each decision's search has its
own seed, from the review's base seed and the action's index (never the game's seed), so with
fixed worlds or a virtual clock the same save always gives the same review.

The clock: with `budget` seconds per decision Hard's anytime search stops within it (the wall
clock, or with `virtual` microseconds a count of the clock's readings, one at every simulated
move of every line, which is machine- and load-independent); without, the fixed world counts
of `review.yaml` are used.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from ..bots.hard import never
from ..engine import Action, Game, View
from . import chances
from . import luck as luck_mod
from .decision import decision_seed, judge_decision
from .model import FORMAT, DecisionReview, Luck, Mark, Review
from .moments import key_moments, summaries
from .settings import ReviewSettings, default

BASE_SEED = 36  # the review's own seed (issue 36): the searches' seeds derive from it
Progress = Callable[[int, int], None]  # (actions done, actions in all)


class VirtualClock:
    """A clock that advances `microseconds` at every reading: Hard reads its clock at every
    simulated move, so a budget becomes a count of moves, the same on any machine."""

    def __init__(self, microseconds: float):
        self.step = microseconds * 1e-6
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def settings_digest(settings: ReviewSettings) -> str:
    """What a kept review was made with: its numbers and its chance of winning's fit (issue
    56). Not the language: a review holds no words, which are made as it is shown
    (`review.words`, issue 52)."""
    return hashlib.sha256(f"{settings!r} {chances.default()!r}".encode()).hexdigest()[:16]


def replay_from(save: dict[str, Any]) -> tuple[Game, list[Action]]:
    """A new game at the save's start, and the save's actions (SaveError: not a save)."""
    final = Game.from_save(save)
    return final.restart(), final.actions_taken


def review_save(save: dict[str, Any], controllers: list[str] | None = None,
                seats: set[int] | None = None, budget: float | None = None,
                virtual: float | None = None, settings: ReviewSettings | None = None,
                progress: Progress | None = None, stop: Callable[[], bool] = never,
                indices: set[int] | None = None) -> Review:
    """The review of the saved game `save` (the engine's save), of the decisions of `seats`
    (all by default), or only those at the action `indices` (no luck then: tests, a
    second look at one decision). `stop()` true cancels it (`bots.hard.Cancelled`)."""
    settings = settings or default()
    g, actions = replay_from(save)
    clock = VirtualClock(virtual) if virtual is not None else None
    wanted = set(range(g.seats)) if seats is None else set(seats)
    decisions: list[DecisionReview] = []
    luck: list[Luck] = []
    marks: list[Mark] = []
    last: dict[int, tuple[int, View]] = {}  # seat -> (its last decision, its view)
    kinds_at: list[list[str]] = []  # the event kinds of each action
    nth: dict[int, int] = {}  # seat -> its decisions so far (its own count, not the game's)
    for index, action in enumerate(actions):
        if progress:
            progress(index, len(actions))
        if stop():
            from ..bots.hard import Cancelled

            raise Cancelled
        _mark(g, index, marks)
        seat = g.current_player
        assert seat is not None
        view = g.view(seat)
        legal = g.legal_actions()
        if seat in wanted:
            if seat in last and indices is None:
                since, before = last[seat]
                _luck(before, view, actions[since:index], kinds_at[since:index], since, index,
                      settings, luck)
            last[seat] = (index, view)
            nth[seat] = nth.get(seat, 0) + (len(legal) > 1)
            if len(legal) > 1 and (indices is None or index in indices):
                decisions.append(_decision(g, index, view, legal, action, settings, budget,
                                           clock, stop, nth[seat]))
        start = len(g.events)
        g.apply(action)
        kinds_at.append([e.kind for e in g.events[start:]])
    if progress:
        progress(len(actions), len(actions))
    return Review(FORMAT, g.state_hash(), settings_digest(settings), g.config.mode,
                  summaries(g, decisions, controllers, wanted, settings),
                  decisions, luck, key_moments(decisions, luck, controllers, settings),
                  marks, len(actions))


def _mark(g: Game, index: int, marks: list[Mark]) -> None:
    """Note where each week and the whist begin (the chart's marks)."""
    label = f"Week {g.week}" if g.phase == "season" else "Whist"
    if not marks or marks[-1].label != label:
        marks.append(Mark(index, label))


def _decision(g: Game, index: int, view: View, legal: list[Action], action: Action,
              settings: ReviewSettings, budget: float | None, clock: Callable[[], float] | None,
              stop: Callable[[], bool], nth: int) -> DecisionReview:
    j = judge_decision(view, legal, action, decision_seed(BASE_SEED, index), settings,
                       budget, clock, stop)
    chosen = legal[legal.index(action)]
    loss, points_loss, margin_loss = round(j.loss, 4), round(j.points_loss, 2), round(j.margin_loss, 2)
    klass = settings.classify(loss, margin_loss)
    choice = klass != "best" or settings.tells_apart(j.spread_chance, j.spread_margin)
    return DecisionReview(index, view.viewer, g.pending_kind(), g.week, g.phase,
                          chosen.key(), j.best.key(), round(j.chance_chosen, 4),
                          round(j.chance_best, 4), round(j.score_chosen, 2),
                          round(j.score_best, 2), loss, points_loss, j.worlds, klass, nth, choice,
                          margin_loss)


def _luck(before: View, after: View, actions: list[Action],
          kinds: list[list[str]], since: int, index: int, settings: ReviewSettings,
          out: list[Luck]) -> None:
    what = luck_mod.revealed([k for ks in kinds for k in ks])
    if not what:
        return
    found = luck_mod.swing(before, actions, after, settings.luck_worlds,
                           decision_seed(BASE_SEED + 1, index))
    if found is not None:
        expected, chance = found
        out.append(Luck(index, since, after.viewer, what, round(expected, 4), round(chance, 4),
                        round(chance - expected, 4)))
