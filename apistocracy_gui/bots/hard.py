"""Hard: determinized (information-set) Monte Carlo search over sampled worlds (issues 6, 15, 39).

The bot never sees the hidden cards, so it searches many worlds sampled from its view
(`worlds.sample`) and keeps the action whose outcome is best on average over them: the
information-set version of a lookahead, which never trusts one guess about the others' hands.

- Season: the heuristic one move ahead (in Hard's own judgement, below) short-lists the
  candidates (six with two players, four with more: `SHORTLIST`); each is then played out on
  every world through the others' replies, each other player choosing their own best
  placement by the heuristic (and the quick rules for the rest), up to the bot's next turn,
  where it takes its best placement again; the heuristic scores the end of that line (with
  three or four players by the chance of finishing first that the projections give,
  `WINNING`, the best other's margin at half weight beside it, `RIVAL`; the others' replies
  keep Medium's margin). So the bot sees which spaces and cards the others will take before
  it can act again, and what its move leaves it for the next turn. With two and four players
  the line goes on one more round, to the bot's turn after next, and with three two more
  (`HORIZON`): with two one turn sees a single reply, and with three and four the later turns
  are paid for by the time the early stop leaves; with four, a line in the Season's last week
  plays on to the Season's end (`PLAY_OUT`).
- Whist (`whist_search`): every legal card is tried on every world, the quick card-play rules
  play on until few enough tricks are left to solve exactly, and an exact search finds the
  seat's best play from there (against the other's best at 2 players, ties broken against the
  quick rules; against the quick rules at 3-4), scored by the final margin (at four players by
  the seat's share of the win beside it, `WHIST_TO_WIN`); the worlds deal
  the others' hidden cards consistently with the suits they showed void in. In solo the one
  unknown, Lady Cat's order, is searched exactly (an expectimax) on one world.

The search is anytime. With `budget=None` it is counted in worlds (`worlds`, `whist_worlds`),
so the same seed always gives the same moves on any machine (tests, tournaments). With a
`budget` in seconds (the GUI's "thinking time") it keeps sampling worlds, evaluating every
candidate still in the race on each, until the next evaluation would end past AIM of the
budget, so it is as responsive on a slow laptop as on a fast one and plays better on the fast
one. It stops early when the answer is clear: every candidate is scored on the same worlds, so
the paired differences from the leader show, after MIN_WORLDS worlds, which rivals are worse
(`_contenders`); they leave the race, the later worlds go to the close contenders, and the
search ends when one is left. An obvious move takes a few worlds instead of the whole thinking
time (a 2-player game costs Hard about a sixth of the CPU time it did). No single
evaluation may overrun it either: every line of play checks the clock at each move (`_tick`),
and one still running at CUTOFF of the budget is abandoned and the best answer so far is
given: the mean over the worlds completed, else the heuristic's shortlist order. A slow world
sample, a long whist playout or a busy machine therefore never holds the move past the budget
(`tools/bench_bots.py` measures the 99th percentile).

The thinking time is counted in simulated moves as well as in seconds (issue 39): every move
of every line counts MOVE_COST, and the budget is spent when the moves or the wall clock reach
it, whichever comes first. Where a move costs less than MOVE_COST of real time (this machine,
idle or with both cores busy, and a laptop up to that much slower), the moves are what runs
out: Hard searches the very same lines whatever the load, so it plays as well, move for move,
as the tournaments measured (`tools/tournament.py --virtual-clock`, which counts the moves
alone), and answers sooner on a fast machine. Only on a slower one does the wall clock cut
the search short, so the move still comes within the thinking time. `stop` (set by the thread that runs the
search) makes it give up at the next move of any line by raising `Cancelled`.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from ..engine import Action, View
from . import evaluation, quick
from .heuristic import value, winning
from .medium import TURN_STARTS, best, finish_turn, one_ply
from .whist_search import WhistSearch
from .worlds import MOVES, World, sample

MAX_WORLDS = 200  # a budgeted search stops here even with time to spare (nothing left to learn)
# A budgeted search plans to end by this share of its budget, and counts each evaluation as
# half again its mean: evaluations vary, and a slow one must not push the move past the budget.
AIM, MARGIN = 0.85, 1.5
CUTOFF = 0.92  # an evaluation still running at this share of the budget is abandoned
# What one simulated move counts of the thinking time, in seconds: the tournaments' virtual
# clock (`tournament.py --virtual-clock 90`), at which every figure of Hard's strength in
# rules_data/README.md was measured. A move costs about 42 µs of CPU time on this edition's
# 2-core development machine, and 83 µs of real time (median; 96 at the 95th percentile)
# with both cores busy and a third process waiting (tools/bench_bots.py --bots hard
# --thinking-time 1 prints it), so there the moves, not the seconds, end most searches.
MOVE_COST = 90e-6
# The seat's own turns a Season line looks ahead, by (mode, seats); 1 elsewhere. With two
# players one turn ahead sees a single reply, and looking two turns ahead won 26 of 30 paired
# games against Medium where one turn won 22 (standard mode, 1 s, mean margin +2.0 VP
# [-1.0, +5.0]). With three one turn already sees both replies, but most searches end well
# inside the thinking time (`MIN_WORLDS`), so the second turn costs no worlds (issue 39):
# against Medium at 1 s (--virtual-clock 90), on 189 dev seeds (820000-820199) +1.3 +-6.5
# points, margin +1.7 +-1.7 VP; on the 400 seeds 830000-830399 chosen before the run 81.5%
# (95% interval 77.4-85.0) against one turn's 80.1% (+1.4 +-4.9 points, paired), margin
# +2.0 +-1.2 VP. Three turns at three players, from the same spare time: on 100 dev seeds
# (820000-820099) 90.0% against two turns' 85.5% (+4.5 +-7.6 points); on the 400 seeds
# 830000-830399 chosen before the run 88.2% (95% interval 84.7-91.0) against two turns' 81.5%
# (+6.8 +-4.5 points, paired), margin +1.1 +-1.2 VP; with one Hard seat at the table 81.0%
# against 70.2%. With four two turns too (issue 57), with `RACES`: at 1 s (--virtual-clock 90)
# paired with one turn on 419000-419201, 86.6% against 80.9% (+5.7 +-6.6 points), margin +1.3
# +-1.4 VP, for 1.7x the CPU; with `WHIST_TO_WIN` on 400 fresh seeds (421000-421399) 87.1% [83.5,
# 90.1]. In solo (as measured for Lady Cat's levels), one turn.
HORIZON = {("standard", 2): 2, ("advanced", 2): 2, ("standard", 3): 3, ("standard", 4): 2}
# How much the best other's projected score counts against the seat's own in Hard's own
# judgement, by (mode, seats); 1 (Medium's margin) elsewhere. With four players a point
# denied to the leader is a point the two others may still take, so Hard counts it half:
# it still blocks a runaway leader but no longer gives up its own points to do so. The
# others' replies are still foreseen by Medium's judgement (`_replies`): they are Medium.
# Against Medium at 1 s (tournament.py --virtual-clock 90), on 300 seeds paired with 1
# (416000-416299): Hard won 79.3% of games against 74.0% (+5.3 points, 95% interval +-5.7).
# Lower goes the wrong way (paired with 0.5 on seeds 416100-): 0.25 -4.0 +-9.1 points over 100
# games, 0 -9.4 +-11.4 over 80, each at an equal margin. Where Hard plays for its chance of
# winning (`WINNING`), this weighs the margin that stands beside the chance.
# At three players (issue 39) the same holds, and more: with two Hard seats at the table each
# paid to keep the other down. Against Medium at 1 s (--virtual-clock 90), on 60 seeds
# (820000-820059), with `WINNING` and `FORECAST` at three as well: 90.0% of games against
# 76.7% without the half weight (+13.3 +-10.9 points, paired), 71.7% with neither. On 400
# seeds chosen before the run (830000-830399), all three together: 80.1% (95% interval
# 75.9-83.7) against main's 74.4% (69.9-78.4), paired +5.8 +-4.6 points, margin +0.8 VP.
RIVAL = {("standard", 4): 0.5, ("standard", 3): 0.5}
# Where a Season line that starts in the last week plays on to the Season's end, by (mode,
# seats): every seat, this one included, places its greedy best until the Calling Cards run
# out, and the Season's end is scored instead of the projection one turn ahead, whose chances
# of finishing a goal are at their crudest with few turns left (tools/calibrate_goals.py).
# At four players, against Medium at 1 s (tournament.py --virtual-clock 90), on 200 seeds
# paired with the line that stops (416100-416299): the margin over the best Medium seat +0.74
# VP (SE 0.32), the games won alike (-0.5 +-4.4 points). Elsewhere not measured: unchanged.
# At three players (issue 39), with `WINNING` and `FORECAST` there, on 60 seeds (820000-
# 820059): 71.7% of games against 76.7% without it (-5.0 +-5.6 points, paired): not used.
PLAY_OUT = {("standard", 4)}
# Where Hard plays for its chance of the highest score (`heuristic.winning`) instead of its
# margin, by (mode, seats): (points for a certain win, weight of the `RIVAL` margin beside
# it). A margin counts a point the same whoever it is taken from; the chance counts it by the
# threat that player poses, and no longer pays for points added to a safe lead.
# At four players, against Medium at 1 s (tournament.py --virtual-clock 90, seeds 416100-
# 416499): Hard won 79.9% of 400 games (95% interval 75.7-83.5); paired with the margin
# alone (PLAY_OUT, 416100-416299) 84.5% against 80.5% of 200 (+4.0 +-7.3 points), paired
# with the margin before PLAY_OUT 79.9% against 77.8% of 400 (+2.1 +-4.9), the mean margin
# over the best Medium seat alike (+0.03 VP, SE 0.70, over the 200). Extended to 600 seeds
# (416100-416699, before `FORECAST`), it won 78.0% (74.5-81.1): 74.2% on the last 200.
# At three players (issue 39), on the 60 seeds above: 76.7% against the margin's 71.7%
# (+5.0 +-11.8 points, paired), before the half `RIVAL` weight.
# The review's calibrated chance (`review.chances`, a softmax over the projections at the
# temperature fitted from self-play, 1.7-1.9 times as flat as this) in place of this product,
# at four players, on the 90 seeds 418000-418089 paired with this one (issue 57): under Hard's
# projections 76.7% against 81.1% (-4.4 +-9.8 points, margin -0.8 +-1.8 VP); the review's
# number itself (every seat's goals forecast, the seat's own too) 81.1% (+0.0 +-12.4 points,
# margin +0.0 +-2.5 VP): not used. Hard's whole search (1 s, --virtual-clock 90) picked the
# move this one picks in 29 and 24 of 31 positions of two Medium games (seeds 21-22), with
# `tie` at 0.1 or 0.5 in all 31 (one move ahead, on 41 positions of seeds 11-12: 39, 33 and
# all 41, this spread at 0.7 times too): the chance's shape and the margin beside it hardly
# move Hard; the seat's own goals projected otherwise (the review's number) move it more.
WINNING = {("standard", 4): (30.0, 0.2), ("standard", 3): (30.0, 0.2)}
# Where Hard's chance of winning forecasts the others' goals by how often such goals get done
# (`heuristic.STEP_CHANCE`) instead of by the chance that spurs its own, by (mode, seats): the
# chance weighs each other by its threat, and `finish_chance` puts the threat of a Lady Tuesday
# or a Lord Edward several VP low all Season. Hard's own goals keep `finish_chance`.
# At four players, against Medium at 1 s (tournament.py --virtual-clock 90), on the 400 seeds
# 416100-416299 and 416500-416699 chosen before the run: Hard won 81.9% (95% interval
# 77.8-85.3) against the chance alone's 79.4% on the same seeds; paired game by game with it
# on 260 seeds (416100-416179, 416500-416699): +6.7 +-5.5 points, margin +1.32 VP (SE 0.56).
FORECAST = {("standard", 4), ("standard", 3)}  # at three with `WINNING` (issue 39), as measured there
# Where Hard's chance of winning counts the four awards won against the others (the Card
# Sharp, the Queen's Favorite, the Artist's Muse, the Favored Guest) by the forecasts of their
# races (`races`: how often a seat so placed against the best other took the award, in games of
# Medium bots) instead of as if the seat ran alone, by (mode, seats). Medium's shares value a
# tie for the most Star cards below one card behind, and the Queen's Favorite by the seat's
# own climb, blind to whoever is ahead of it; the tables fit who took each award far better
# (tools/calibrate_races.py, log-loss 0.29 against 0.39 for the Card Sharp, 0.26 against 0.67
# for the Queen's Favorite). Hard then races a Medium Lady Tuesday for the top of the beehive.
# At four players, against Medium at 1 s (--virtual-clock 90), on the 400 seeds 419000-419399
# paired with Hard without them: 81.4% against 76.4% (+5.0 +-5.5 points), margin over the best
# Medium seat +0.9 +-1.0 VP; Hard's beehive line +2.2 VP a seat, Medium's -1.2, the games a
# Medium Lady Tuesday won 61 -> 29. On 400 fresh seeds (420000-420399) 78.2% [73.9, 82.0].
# The Card Sharp's table alone (141 of those seeds): -0.7 +-7.9 points. Not used beside it: the
# whist tricks' spread calibrated by the turns left (final tricks against the projected share,
# slope 0.2 with 16 turns left to 1.35 with 0-3; 150 games of Medium bots), -10.8 +-9.8 points
# on 102 of the seeds paired with the races alone.
RACES = {("standard", 4)}
# Not used: the whist tricks shared in this judgement by hand strength^1.5 at four players, which
# fits the tricks taken better but bought the hands too dear (-16.2 +-17.8 points paired over 37
# games, issue 57; rules_data/README.md, "a third session").
# Where Hard plays the whist's ending for its share of the win, as `winning` values an ended game
# (`WhistSearch.to_win`), instead of for its own tricks, by (mode, seats): Hard playing to win
# in the Season should not play the last tricks for points alone. At four players, against
# Medium at 1 s (--virtual-clock 90) paired with the races alone on 419000-419200: 82.1% against
# 80.8% (+1.2 +-3.0 points; 6 games won more, 4 fewer), its whist line -0.15 VP a seat. Not used
# beside it: the last week's lines playing the whist out by the quick rules (+0.0 +-5.1, 196).
WHIST_TO_WIN = {("standard", 4)}
# How many of the heuristic's best moves one move ahead the search plays out, by (mode, seats);
# CANDIDATES elsewhere. With two players the heuristic's fifth or sixth choice is often the one
# whose lines fare best against the single reply, and early stopping drops the clearly worse
# quickly. Against Medium at 1 s (tournament.py --virtual-clock 90), on 60 seeds (720000-
# 720059, chosen before the run), paired with four: 95.0% of games against 87.5% (+7.5 +-9.3
# points), margin over Medium +1.9 VP (+-2.7). On the 400 seeds 730000-730399 chosen before the
# run: 90.5% (95% interval 87.2-93.0) against main's 83.5% at 0edc7a3 (+7.0 +-4.3 points,
# paired), margin +2.1 VP (+-1.2). At three players, on the 400 seeds 830000-830399 paired
# with four: 77.0% against 80.1% (-3.1 +-3.6 points), margin -0.3 VP (+-0.9): not used; three,
# on the 100 dev seeds 820000-820099: 73.5% against 86.0% (-12.5 +-8.0): not used. At four
# players (issue 57), on the seeds 418000-418089 paired with four: three won 75.5% of 53 games
# against 83.0% (-7.5 +-13.8 points), its margin over the best Medium seat -2.7 +-2.6 VP (the
# fourth candidate is worth its worlds); six won 77.8% of 90 against 81.1% (-3.3 +-9.0 points),
# margin -0.9 +-1.8 VP: not used.
CANDIDATES = 4
SHORTLIST = {("standard", 2): 6}
# Where Hard judges a line by its learned evaluation (`evaluation`: the projection's parts
# weighed by what they became in self-play, rules_data/hard/evaluation.yaml) instead of the
# designed weights, by (mode, seats). Nowhere yet: the fit projects held-out games' gaps better,
# but Hard judging by it won less at three players (-8.3 +-11.7 points paired on 60 seeds) and
# at four (-3.6 +-11.0 on 126 fresh seeds): what it learns is what Medium's positions went on
# to, not what a move is worth (rules_data/README.md, "Hard against Medium").
LEARNED: set[tuple[str, int]] = set()
# Early stopping of a budgeted search (`_contenders`): after MIN_WORLDS worlds, a candidate
# whose paired mean difference from the leader is STOP_Z standard errors (t-corrected) below
# zero, or that is within INDIFFERENT points of it with that confidence, leaves the race.
# Most searches end there, well inside the thinking time (at three players 106 of 120 in two
# games); waiting for 8 worlds did not help: against Medium at 1 s (--virtual-clock 90) on the
# three-player dev seeds 820000-820099, 79.0% against 86.0% (-7.0 +-8.9 points, paired).
MIN_WORLDS = 4
STOP_Z = 2.5
INDIFFERENT = 0.05  # victory points


class Cancelled(Exception):
    """The search was asked to stop (an undo or quit while the bot was thinking)."""


class OutOfTime(Exception):
    """The thinking time ran out in the middle of an evaluation (it is discarded); `best` is
    the best action rated before it, when the evaluation rates actions one at a time."""

    def __init__(self, best: Action | None = None) -> None:
        super().__init__(best)
        self.best = best


def never() -> bool:
    """The `stop` of a search nobody can cancel (tools, tests, the terminal)."""
    return False


class HardBot:
    name = "hard"

    def __init__(self, seed: int = 0, worlds: int = 6, candidates: int | None = None, whist_worlds: int = 12,
                 budget: float | None = None, clock: Callable[[], float] = time.perf_counter,
                 horizon: int | None = None, move_cost: float | None = MOVE_COST):
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.candidates = candidates  # the shortlist's length (None: SHORTLIST's, else CANDIDATES)
        self.horizon = horizon  # the seat's own turns a Season line looks ahead (None: HORIZON)
        self.whist_worlds = whist_worlds
        self.budget = budget
        self.clock = clock  # the wall clock (tests and tools give their own)
        self.move_cost = move_cost  # what a simulated move counts (None: the clock alone)
        self.stop: Callable[[], bool] = never
        self.judge: Callable[[World, int], float] = value  # of the game being decided
        self._start, self._moves = 0.0, 0

    def choose(self, view: View, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if quick.CHEAPEST in legal:
            return legal[legal.index(quick.CHEAPEST)]
        seat = view.viewer
        self.start_clock()
        first = sample(view, self.rng)
        if first.pending_kind() in quick.WHIST_KINDS:
            key = (first.st.mode, len(first.st.players))
            to_win = (*WINNING[key], RIVAL.get(key, 1.0)) if key in WHIST_TO_WIN else None
            tricks = WhistSearch(seat, self.rng, self._tick, to_win=to_win)
            if not WhistSearch.exact(first):
                return self.search(view, [first], legal, self.whist_worlds, tricks,
                                   lambda: quick.choose(first, seat, legal, self.rng))
            try:  # solo: exact on one world
                return best(legal, [tricks(first, a) for a in legal])
            except OutOfTime:
                return quick.choose(first, seat, legal, self.rng)
        worlds = [first, sample(view, self.rng)]
        self.judge = judgement(first)
        try:
            shortlist, top = self.shortlist(worlds, seat, legal)
        except OutOfTime as late:  # not even the shortlist fitted: its best action so far
            assert late.best is not None  # (shortlist() always names one)
            return late.best
        if len(shortlist) == 1:
            return shortlist[0]
        return self.search(view, worlds, shortlist, self.worlds,
                           lambda w, a: self.look_ahead(w, seat, a), lambda: top)

    def start_clock(self) -> None:
        """The thinking time of a decision begins now."""
        self._start, self._moves = self.clock(), MOVES.played

    def elapsed(self) -> float:
        """The thinking time spent on this decision: the clock's, or the simulated moves' when
        they count for more (MOVE_COST)."""
        spent = self.clock() - self._start
        if self.move_cost is None:
            return spent
        return max(spent, (MOVES.played - self._moves) * self.move_cost)

    def _tick(self) -> None:
        """Called at every move of every line of play: stop when cancelled, abandon the line
        when the thinking time is up."""
        if self.stop():
            raise Cancelled
        if self.budget is not None and self.elapsed() > CUTOFF * self.budget:
            raise OutOfTime

    def search(self, view: View, worlds: list[World], candidates: list[Action],
               fixed: int, evaluate: Callable[[World, Action], float],
               fallback: Callable[[], Action]) -> Action:
        """Evaluate the candidates on one world after another and keep the best mean over the
        worlds all of them were evaluated on (`fallback()` when the time ran out before any
        evaluation was complete). Without a budget: every candidate on `fixed` worlds. With
        one: as many worlds as fit, but a candidate leaves the race as soon as the paired
        comparison with the leader shows it is worse (`_contenders`), so later worlds go to
        the close contenders, and the search ends when one is left."""
        scores: list[list[float]] = [[] for _ in candidates]  # scores[i][k]: on worlds[k]
        alive = list(range(len(candidates)))
        spent, evaluations = 0.0, 0
        k = 0
        try:
            while len(alive) > 1:
                if k == len(worlds):
                    if (self.budget is None and k >= fixed) or k >= MAX_WORLDS:
                        break
                    worlds.append(sample(view, self.rng))
                for i in alive:
                    self._tick()
                    if (self.budget is not None and evaluations
                            and self.elapsed() + MARGIN * spent / evaluations > AIM * self.budget):
                        raise OutOfTime
                    start = self.elapsed()
                    scores[i].append(evaluate(worlds[k], candidates[i]))
                    spent += self.elapsed() - start
                    evaluations += 1
                k += 1
                if self.budget is not None and k >= MIN_WORLDS:
                    alive = _contenders(scores, alive)
        except OutOfTime:
            if not evaluations:
                return fallback()
        return candidates[_leader(scores, alive)]

    def shortlist(self, worlds: list[World], seat: int, legal: list[Action]
                  ) -> tuple[list[Action], Action]:
        """The candidates the heuristic rates best one move ahead, in their legal order, and
        the best of them. Out of time: `OutOfTime(the best action rated so far)`."""
        scores: list[float] = []
        try:
            for action in legal:  # one at a time, so a late stop keeps the ratings made
                scores += one_ply(worlds, seat, [action], self.rng, self._tick, self.judge)
        except OutOfTime:
            raise OutOfTime(best(legal[:len(scores)], scores) if scores else legal[0]) from None
        width = self.candidates or SHORTLIST.get((worlds[0].st.mode, len(worlds[0].st.players)), CANDIDATES)
        ranked = sorted(range(len(legal)), key=lambda i: -scores[i])[:width]
        return [legal[i] for i in sorted(ranked)], legal[ranked[0]]

    def look_ahead(self, world: World, seat: int, action: Action) -> float:
        """The projected margin `horizon` turns of the seat's ahead, the others replying
        greedily: the seat's own placements on the way are its greedy best, and the line is
        scored after its best placement at the last of those turns; in the last week where
        `PLAY_OUT` says so, at the Season's end, every placement on the way greedy."""
        w = world.fork()
        key = (w.st.mode, len(w.st.players))
        horizon: int | None = self.horizon or HORIZON.get(key, 1)
        if self.horizon is None and key in PLAY_OUT and w.st.week == w.cat.numbers["weeks"]:
            horizon = None  # on to the Season's end
        w.play(action)
        finish_turn(w, seat, self.rng, self._tick)
        turn = 0
        while True:
            self._replies(w, seat)
            if w.is_over or w.pending_kind() != "PlaceCard":
                return self.judge(w, seat)
            legal = w.legal_actions()
            scores = one_ply([w], seat, legal, self.rng, self._tick, self.judge)
            turn += 1
            if turn == horizon:
                return max(scores)
            w.play(best(legal, scores))
            finish_turn(w, seat, self.rng, self._tick)

    def _replies(self, w: World, seat: int) -> None:
        """The others' moves up to the seat's next turn: each takes its own best placement by
        the heuristic one move ahead (Medium's judgement) and the quick rules for the rest."""
        while not w.is_over and not (w.current_player == seat and w.pending_kind() in TURN_STARTS):
            self._tick()
            who = w.to_move
            legal = w.legal_actions()
            if w.pending_kind() == "PlaceCard" and len(legal) > 1:
                w.play(best(legal, one_ply([w], who, legal, self.rng, self._tick)))
                finish_turn(w, who, self.rng, self._tick)
            else:
                w.play(quick.choose(w, who, legal, self.rng))


def judgement(w: World) -> Callable[[World, int], float]:
    """Hard's own judgement of a line in this game: its chance of winning where `WINNING` says
    so, elsewhere `value` with its `RIVAL` weight; projected by the learned evaluation where
    `LEARNED` says so."""
    key = (w.st.mode, len(w.st.players))
    rival = RIVAL.get(key)
    model = evaluation.default()[key[1]] if key in LEARNED else None
    if key in WINNING:
        scale, tie = WINNING[key]
        return partial(winning, scale=scale, tie=tie, rival=rival or 1.0, forecast=key in FORECAST,
                       model=model, race=key in RACES)
    if rival is None and model is None:
        return value
    return partial(value, rival=rival or 1.0, model=model)


def _leader(scores: list[list[float]], alive: list[int]) -> int:
    """The candidate with the best mean over the worlds every one in `alive` was evaluated on
    (a search cut short in the middle of a world compares them on the complete ones only);
    before one complete world, over what each has."""
    common = min(len(scores[i]) for i in alive)
    means = {i: _mean(scores[i][:common] or scores[i] or [-math.inf]) for i in alive}
    return max(alive, key=means.__getitem__)


def _mean(xs: list[float]) -> float:
    """Summed in order, as the fixed search always has (the same ties, the same moves)."""
    return sum(xs) / len(xs)


def _contenders(scores: list[list[float]], alive: list[int]) -> list[int]:
    """The leader and the candidates not yet shown worse than it. Every candidate is scored
    on the same worlds, so the per-world differences from the leader cancel what the world
    itself contributes (its dealt cards move every candidate's score alike): a rival leaves
    when its paired mean difference exceeds the leader's by more than the t-quantile
    `_threshold(n)` times its standard error, less the INDIFFERENT margin (two moves that score
    alike on every world are as good as each other, whichever is kept)."""
    n = len(scores[alive[0]])
    lead = _leader(scores, alive)
    keep = []
    for j in alive:
        diffs = [a - b for a, b in zip(scores[lead], scores[j], strict=True)]
        se = statistics.stdev(diffs) / math.sqrt(n)
        if j == lead or _mean(diffs) - _threshold(n) * se <= -INDIFFERENT:
            keep.append(j)
    return keep


def _threshold(n: int) -> float:
    """STOP_Z corrected for an estimated standard error on `n` worlds: the first Cornish-Fisher
    term of Student's t with n - 1 degrees of freedom (4.0 on 4 worlds, 2.8 on 16, 2.5 far on)."""
    return STOP_Z + (STOP_Z ** 3 + STOP_Z) / (4 * (n - 1))
