"""One decision reviewed: Hard's search from the deciding seat's view, the chosen move kept in.

`judge_decision(view, legal, chosen, ...)` reads the seat's view and the legal actions only,
as every bot does (`bots.base`), so it cannot lean on what the seat could not see. It runs
Hard's own machinery (`bots.hard.HardBot`): in the Season the heuristic one move ahead
short-lists the candidates and each is played out on sampled worlds through the others'
replies (`look_ahead`); at whist every card is tried on every world and the last tricks are
solved exactly (`review.whist`). Two differences from Hard choosing a move: the chosen move
is always searched beside the shortlist, so its value is measured on the same worlds as the
best (the paired comparison cancels what each world contributes), and every line is scored
by `review.judge.Judge`, the chance of winning. The search is Hard's anytime one: with a
budget it keeps sampling worlds and drops a candidate as soon as it is shown worse.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..bots import quick
from ..bots.hard import HardBot, OutOfTime, never
from ..bots.heuristic import turns_left
from ..bots.whist_search import WhistSearch
from ..bots.worlds import World, sample
from ..engine import Action, View
from .judge import Judge
from .settings import ReviewSettings
from .whist import WhistReview


@dataclass(frozen=True)
class Judgement:
    """The chosen move against the best found, from the seat's view at the decision."""

    best: Action
    chance_chosen: float
    chance_best: float
    score_chosen: float
    score_best: float
    margin_chosen: float  # the expected margin over the best other, VP
    margin_best: float
    worlds: int  # worlds both were measured on
    spread_chance: float = 0.0  # the widest gaps between the means of two measured options:
    spread_margin: float = 0.0  # what tells a real choice (`ReviewSettings.tells_apart`)

    @property
    def loss(self) -> float:
        return max(0.0, self.chance_best - self.chance_chosen)

    @property
    def points_loss(self) -> float:
        """The expected final score given up (shown beside the chance)."""
        return max(0.0, self.score_best - self.score_chosen)

    @property
    def margin_loss(self) -> float:
        """The expected margin over the best other given up: with the chance, what classes
        the decision (`ReviewSettings.classify`). A point of one's own that a rival matches
        (a card both could take) is no loss in a game won by the margin."""
        return max(0.0, self.margin_best - self.margin_chosen)


def judge_decision(view: View, legal: list[Action], chosen: Action | None, seed: int,
                   settings: ReviewSettings, budget: float | None = None,
                   clock: Callable[[], float] | None = None,
                   stop: Callable[[], bool] = never) -> Judgement:
    """The seat's chance and expected score after `chosen` and after the best move found
    (`chosen` None: the best move alone, what the Hint shows: `best_move`)."""
    chosen = None if chosen is None else legal[legal.index(chosen)]
    bot = HardBot(seed, worlds=settings.worlds, candidates=settings.candidates,
                  whist_worlds=settings.whist_worlds, budget=budget)
    if clock is not None:
        bot.clock = clock
    bot.stop = stop
    seat = view.viewer
    bot.start_clock()
    first = sample(view, bot.rng)
    judge = Judge(turns_left(first, seat))
    bot.judge = judge
    worlds = [first]
    evaluate: Callable[[World, Action], float]
    if first.pending_kind() in quick.WHIST_KINDS:
        candidates, fixed = list(legal), settings.whist_worlds
        evaluate = WhistReview(seat, bot.rng, judge, bot._tick)
    else:
        worlds.append(sample(view, bot.rng))
        try:
            candidates, _top = bot.shortlist(worlds, seat, legal)
        except OutOfTime as late:
            candidates = [late.args[0]]
        if chosen is not None and chosen not in candidates:
            candidates.append(chosen)
        fixed = settings.worlds

        def evaluate(w: World, a: Action) -> float:
            return bot.look_ahead(w, seat, a)

    records: list[list[tuple[float, float, float]]] = [[] for _ in candidates]

    def recorded(w: World, a: Action) -> float:
        key = evaluate(w, a)
        records[candidates.index(a)].append(judge.detail(key))
        return key

    if len(candidates) > 1 and not WhistSearch.exact(first):
        best = bot.search(view, worlds, candidates, fixed, recorded, lambda: candidates[0])
    elif len(candidates) > 1:  # solo whist: exact on its one world, as Hard plays it
        budget, bot.budget = bot.budget, None
        try:
            values = [recorded(first, a) for a in candidates]
        finally:
            bot.budget = budget
        best = candidates[max(range(len(values)), key=values.__getitem__)]
    else:
        best = candidates[0]
    chosen = best if chosen is None else chosen
    _ensure(bot, worlds, candidates, records, recorded, {candidates.index(best),
                                                         candidates.index(chosen)})
    pair = [candidates.index(chosen), candidates.index(best)]
    found = _judgement(best, records, pair)
    if (chosen != best and not WhistSearch.exact(first) and found.worlds < settings.confirm_worlds
            and settings.classify(found.loss, found.margin_loss) not in ("best", "good")):
        _confirm(bot, view, worlds, candidates, records, recorded, pair, settings.confirm_worlds)
        found = _judgement(best, records, pair)
    return found


def _judgement(best: Action, records: list[list[tuple[float, float, float]]],
               pair: list[int]) -> Judgement:
    """The chosen and the best move (`pair`, their places in `records`) over the worlds both
    were measured on."""
    mine, top = records[pair[0]], records[pair[1]]
    n = min(len(mine), len(top))
    chance, score, margin = ([_mean(r[part] for r in rows[:n]) for rows in (mine, top)]
                             for part in range(3))
    measured = [rows for rows in records if rows]
    chances = [_mean(r[0] for r in rows) for rows in measured]
    margins = [_mean(r[2] for r in rows) for rows in measured]
    return Judgement(best, chance[0], chance[1], score[0], score[1], margin[0], margin[1], n,
                     max(chances) - min(chances), max(margins) - min(margins))


def _confirm(bot: HardBot, view: View, worlds: list[World], candidates: list[Action],
             records: list[list[tuple[float, float, float]]],
             recorded: Callable[[World, Action], float], pair: list[int], count: int) -> None:
    """A decision about to be called an inaccuracy or worse is measured again, the chosen and
    the best move on `count` worlds (the search's first ones, then new samples), whatever the
    thinking time (issue 56): the search stops as soon as it knows which move is best, often
    after four worlds, and the size of the loss read from so few flips a verdict the deeper
    review does not keep (`tools/bench_review.py --games`)."""
    budget, bot.budget = bot.budget, None
    try:
        for k in range(count):
            if k == len(worlds):
                worlds.append(sample(view, bot.rng))
            for i in pair:
                if len(records[i]) == k:  # each one's records are on worlds[0], worlds[1], ...
                    recorded(worlds[k], candidates[i])
    finally:
        bot.budget = budget


def best_move(view: View, legal: list[Action], seed: int, settings: ReviewSettings,
              budget: float, stop: Callable[[], bool] = never) -> Action:
    """The move the review rates best at `budget` seconds of thinking counted in simulated
    moves alone (`bots.hard.MOVE_COST` each), so a busy machine finds the same move, only
    later: the Hint (issue 56). With the review's own seed for the decision the hint's worlds
    are the review's."""
    return judge_decision(view, legal, None, seed, settings, budget, _no_clock, stop).best


def _no_clock() -> float:
    """A clock that never moves: the thinking time is the simulated moves' alone."""
    return 0.0


def _ensure(bot: HardBot, worlds: list[World], candidates: list[Action],
            records: list[list[tuple[float, float, float]]],
            recorded: Callable[[World, Action], float], needed: set[int]) -> None:
    """A move the thinking time left unmeasured is measured on the first world anyway
    (without a clock): the review must compare the chosen move with the best one."""
    budget, bot.budget = bot.budget, None
    try:
        for i in sorted(needed):
            if not records[i]:
                recorded(worlds[0], candidates[i])
    finally:
        bot.budget = budget


def _mean(values: Any) -> float:
    items = list(values)
    return statistics.fmean(items) if items else 0.0


def decision_seed(base: int, index: int) -> int:
    """The search's seed for the decision at `index` of a save: never the game's seed (it
    would let the review rebuild the face-down decks, RULINGS R7.1)."""
    return random.Random(base * 1_000_003 + index).getrandbits(32)
