"""Early stopping of Hard's budgeted search (issue 15 item 3).

Every candidate is scored on the same sampled worlds, so the search compares each rival with
the leader by their paired differences and drops it once it is clearly worse: a clear leader
ends the search after a few worlds, a close race keeps it going to the end of the thinking
time, never past it, and a search counted in worlds (no budget: tests, tournaments) evaluates
every candidate on every world as before. The evaluations and the clock here are synthetic:
a world is a number, an evaluation a formula, and each reading of the clock advances it.
Also: how far a Season line looks ahead.
"""

from __future__ import annotations

import itertools
import random

import pytest

from apistocracy_gui.bots import hard
from apistocracy_gui.bots.hard import HardBot
from apistocracy_gui.bots.worlds import World, sample
from apistocracy_gui.engine import Action, Game, GameConfig

CANDIDATES = [Action("place", (space,)) for space in ("hive", "parlor", "tea", "gallery")]


class Clock:
    """A clock that advances by `step` seconds at every reading."""

    def __init__(self, step: float = 0.001):
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.fixture(autouse=True)
def numbered_worlds(monkeypatch) -> None:
    """A world is its number: the search begins with worlds 0 and 1 (as `choose` hands it
    the shortlist's two) and each world it samples is the next number."""
    numbers = itertools.count(2)
    monkeypatch.setattr(hard, "sample", lambda view, rng: next(numbers))


def run(offsets: list[float], noise: float, budget: float | None, fixed: int = 6,
        shared: float = 5.0) -> tuple[Action, list[tuple[int, int]], float]:
    """Search the candidates with scores `offsets[i]` + a world's own luck (`shared`, alike
    for every candidate) + each candidate's own `noise`; the choice, the (world, candidate)
    pairs evaluated and the seconds the search took on its clock."""
    clock = Clock()
    bot = HardBot(seed=1, budget=budget, clock=clock)
    luck = random.Random(7)
    worlds = [0, 1]
    world_luck = [luck.gauss(0, shared) for _ in range(hard.MAX_WORLDS)]
    seen: list[tuple[int, int]] = []

    def evaluate(world: int, action: Action) -> float:
        i = CANDIDATES.index(action)
        seen.append((world, i))
        return offsets[i] + world_luck[world] + luck.gauss(0, noise)

    bot.start_clock()
    start = clock.now
    choice = bot.search({}, worlds, CANDIDATES, fixed, evaluate, lambda: CANDIDATES[0])
    return choice, seen, clock.now - start


def test_a_clear_leader_ends_the_search_after_a_few_worlds() -> None:
    """One candidate a point ahead on every world, the worlds' luck shared: after
    MIN_WORLDS worlds the paired differences settle it, long before the budget is spent."""
    choice, seen, spent = run([0.0, 1.0, 0.2, -0.5], noise=0.1, budget=10.0)
    assert choice is CANDIDATES[1]
    assert max(world for world, _ in seen) + 1 == hard.MIN_WORLDS
    assert spent < 0.1 * 10.0


def test_rivals_that_are_clearly_worse_leave_the_race_first() -> None:
    """Successive rejection: the two far-behind candidates stop being evaluated, the later
    worlds go to the two close contenders only."""
    _choice, seen, _spent = run([0.0, 0.3, -5.0, -6.0], noise=0.5, budget=10.0)
    last = max(world for world, _ in seen)
    assert last > hard.MIN_WORLDS
    assert {i for world, i in seen if world == last} == {0, 1}
    assert {i for world, i in seen if world >= hard.MIN_WORLDS} == {0, 1}


def test_a_close_race_searches_to_the_end_of_the_thinking_time() -> None:
    """Candidates a twentieth of their noise apart cannot be told apart in the time: the
    search goes on to the end of the thinking time with the race still open, and ends
    within the budget."""
    budget = 2.0
    _choice, seen, spent = run([0.0, 0.05, 0.0, 0.05], noise=1.0, budget=budget)
    last = max(world for world, _ in seen)
    assert last + 1 > 50
    assert len({i for world, i in seen if world == last}) >= 2
    assert hard.AIM * budget * 0.9 < spent <= budget


@pytest.mark.parametrize("offsets", [[0.0, 1.0, 0.2, -0.5], [0.0, 0.05, 0.0, 0.05]])
@pytest.mark.parametrize("budget", [0.02, 0.3, 5.0])
def test_never_past_the_budget(offsets: list[float], budget: float) -> None:
    _choice, _seen, spent = run(offsets, noise=1.0, budget=budget)
    assert spent <= budget


def test_candidates_alike_on_every_world_are_as_good_as_each_other() -> None:
    """Two moves that score the same on every world (they lead to the same position) do not
    hold the search: the one kept is as good as the other."""
    choice, seen, _spent = run([1.0, 1.0, 1.0, 1.0], noise=0.0, budget=10.0)
    assert choice is CANDIDATES[0]
    assert max(world for world, _ in seen) + 1 == hard.MIN_WORLDS


def test_a_search_counted_in_worlds_never_stops_early() -> None:
    """Without a budget every candidate is evaluated on every one of the `fixed` worlds,
    clear leader or not, so the same seed gives the same moves as it always has."""
    choice, seen, _spent = run([0.0, 1.0, 0.2, -0.5], noise=0.1, budget=None, fixed=9)
    assert choice is CANDIDATES[1]
    assert sorted(seen) == [(world, i) for world in range(9) for i in range(4)]


def test_the_stopping_threshold_is_strict_on_few_worlds() -> None:
    """Few worlds give a rough standard error, so the bar is higher there (Student's t)."""
    assert hard._threshold(hard.MIN_WORLDS) > hard._threshold(16) > hard._threshold(200) > hard.STOP_Z


def seat_0_placing(players: int, week: int = 1) -> Game:
    """A game at seat 0's first Calling Card of `week` (rulebook p.7-8)."""
    g = Game.new(GameConfig(players=("edward", "tuesday", "alexandria", "shae")[:players], seed=5))
    while g.st.week != week or g.pending_kind() != "PlaceCard" or g.current_player != 0:
        g.apply(g.legal_actions()[0])
    return g


@pytest.mark.parametrize(("players", "week", "horizon", "placements"),
                         [(2, 1, 1, 1), (2, 1, 2, 2), (2, 1, None, 2), (3, 1, None, 3),
                          (3, 1, 2, 2), (3, 1, 1, 1), (4, 1, None, 2), (4, 1, 1, 1),
                          (2, 4, None, 2), (4, 4, None, 4), (4, 4, 1, 1)])
def test_a_season_line_looks_ahead_the_seat_s_own_turns(players: int, week: int,
                                                        horizon: int | None, placements: int,
                                                        monkeypatch) -> None:
    """`horizon` own turns: the candidate placement, then the seat's greedy best at each of
    its next turns but the last, which only scores the line. By default two turns with two
    players (issue 39: one turn sees a single reply), three with three (the early stop leaves
    the time), two with four (issue 57); with four, in the last of
    the four weeks (p.7), the line places all four of the seat's Calling Cards (`PLAY_OUT`)."""
    g = seat_0_placing(players, week)
    world = sample(g.view(0), random.Random(1))
    placed = []
    play = World.play

    def counted(self, action) -> None:
        if self.pending_kind() == "PlaceCard" and self.current_player == 0:
            placed.append(action)
        play(self, action)

    monkeypatch.setattr(World, "play", counted)
    bot = HardBot(seed=1, horizon=horizon)
    monkeypatch.setattr(hard, "one_ply", lambda worlds, seat, legal, *_: [0.0] * len(legal))
    bot.look_ahead(world, 0, g.legal_actions()[0])
    assert len(placed) == placements


@pytest.mark.parametrize(("players", "rival"), [(2, 1.0), (3, 0.5), (4, 0.5)])
def test_hard_judges_its_own_lines_with_its_own_weights(players: int, rival: float,
                                                        monkeypatch) -> None:
    """With three and four players Hard plays for its chance of the highest score
    (`WINNING`), beside a margin that counts the best other's projected score at half its own
    (`RIVAL`; issue 39 for three), and forecasts the others' goals by how often they get done
    (`FORECAST`), at four the awards won against the others by their races (`RACES`, issue 57);
    with two, Medium's margin. The others' replies in its lines are foreseen by Medium's
    judgement, since the others it plays are Medium."""
    from apistocracy_gui.bots.heuristic import W, projections, turns_left, value, win_chance

    g = seat_0_placing(players)
    world = sample(g.view(0), random.Random(1))
    judge = hard.judgement(world)
    scores = projections(world, forecast_for=0 if players > 2 else None,
                         race_for=0 if ("standard", players) in hard.RACES else None)
    own, *others = scores
    expected = own - rival * max(others)
    if players > 2:
        scale, tie = hard.WINNING["standard", players]
        a, b = W.gap_error
        if players == 4:
            assert turns_left(world, 0) == 4 * 4  # four Calling Cards in each of four weeks (p.7)
        spread = (a + b * turns_left(world, 0)) ** 0.5
        expected = scale * win_chance(scores, 0, spread) + tie * expected
    assert judge(world, 0) == pytest.approx(expected)
    judged: list[tuple[int, object]] = []
    one_ply = hard.one_ply

    def recorded(worlds, seat, legal, rng, tick, judge=value):
        judged.append((seat, judge))
        return one_ply(worlds, seat, legal, rng, tick, judge)

    monkeypatch.setattr(hard, "one_ply", recorded)
    bot = HardBot(seed=1)
    bot.judge = judge
    bot.look_ahead(world, 0, g.legal_actions()[0])
    assert {seat for seat, _ in judged} == set(range(players))
    assert all((j is judge) == (seat == 0) for seat, j in judged if players > 2)
    assert all(j is value for seat, j in judged if seat != 0)
