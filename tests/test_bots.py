"""The Easy, Medium and Hard bots (issue 6): legal moves through whole games, the same moves
from the same seed, honesty (a bot's choice depends only on what its seat may see), and the
sampled worlds their search runs on.

Decision times are not tested here (never time things in unit tests): `tools/bench_bots.py`
measures them. The Hard bot runs with a small budget (fewer worlds and candidates): the
budget changes how much it searches, not which code runs.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable

import pytest
from helpers import permute_hidden

from apistocracy_gui.bots import Bot, EasyBot, HardBot, MediumBot, make_bot
from apistocracy_gui.bots.heuristic import (
    STEP_CHANCE,
    finish_chance,
    forecast_chance,
    goals_value,
    projections,
    value,
    win_chance,
    winning,
)
from apistocracy_gui.bots.worlds import sample
from apistocracy_gui.engine import Action, Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")


def small_hard(seed: int) -> HardBot:
    return HardBot(seed, worlds=2, candidates=2, whist_worlds=2)


FACTORIES: dict[str, Callable[[int], Bot]] = {"easy": EasyBot, "medium": MediumBot, "hard": small_hard}


def config(players: int, seed: int) -> GameConfig:
    if players == 1:
        return GameConfig(players=("alexandria",), mode="solo", seed=seed)
    return GameConfig(players=CAST[:players], seed=seed)


def play(cfg: GameConfig, bots: list[Bot], until: Callable[[Game], bool] = Game.is_over.fget,
         check: Callable[[Game, int], None] | None = None) -> tuple[Game, list[Action]]:
    """Play with one bot per seat until `until(game)`, asserting every choice is one of the
    legal actions (the very object); `check(game, seat)` runs before each choice."""
    g = Game.new(cfg)
    chosen = []
    while not g.is_over and not until(g):
        seat, legal = g.current_player, g.legal_actions()
        if check:
            check(g, seat)
        action = bots[seat].choose(g.view(seat), legal)
        assert any(action is a for a in legal), f"{action} is not one of {legal}"
        g.apply(action)
        chosen.append(action)
    return g, chosen


# ------------------------------------------------------------------------------ legality
@pytest.mark.parametrize(("kind", "players", "seed"), [
    ("easy", 2, 1), ("easy", 4, 2), ("easy", 1, 3),
    ("medium", 2, 4), ("medium", 3, 5), ("medium", 1, 6),
    pytest.param("hard", 2, 7, marks=pytest.mark.slow), pytest.param("hard", 1, 8, marks=pytest.mark.slow)])
def test_each_bot_plays_whole_games_with_legal_actions(kind: str, players: int, seed: int) -> None:
    """Issue 6: a bot returns one of the legal actions at every decision, to the game's end,
    in 2-4 player games and solo against Lady Cat (rulebook p.21: she plays herself)."""
    seats = max(players, 1)
    bots = [FACTORIES[kind](seed * 10 + s) if s == 0 else MediumBot(seed * 10 + s)
            for s in range(seats)]
    g, chosen = play(config(players, seed), bots)
    assert g.is_over and g.winners() and chosen


def test_every_bot_from_the_registry() -> None:
    for name, cls in (("easy", EasyBot), ("medium", MediumBot), ("hard", HardBot)):
        bot = make_bot(name, 3)
        assert isinstance(bot, cls) and isinstance(bot, Bot) and bot.name == name


# ------------------------------------------------------------------------------ determinism
def first_week(g: Game) -> bool:
    return g.st.week > 1


@pytest.mark.slow
def test_same_seed_same_moves_and_another_seed_differs() -> None:
    """Issue 6: the same seed gives the same bot moves."""
    def moves(bot_seed: int) -> list[Action]:
        bots = [EasyBot(bot_seed), MediumBot(bot_seed + 1), small_hard(bot_seed + 2)]
        return play(config(3, 4), bots, until=first_week)[1]

    assert moves(5) == moves(5)
    assert moves(5) != moves(6)


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_choosing_never_touches_the_game(kind: str) -> None:
    """Issue 6: bot search never changes the real game's RNG or state, nor the global
    `random` generator."""
    bot = FACTORIES[kind](2)
    random.seed(99)
    before_global = random.getstate()

    def check(g: Game, seat: int) -> None:
        before = (g.state_hash(), g.st.rng, len(g.log))
        bot.choose(g.view(seat), g.legal_actions())
        assert (g.state_hash(), g.st.rng, len(g.log)) == before

    play(config(2, 3), [MediumBot(0), MediumBot(1)], until=first_week, check=check)
    assert random.getstate() == before_global


# ------------------------------------------------------------------------------ honesty


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(2, 11), (4, 12), (1, 13)])
def test_permuting_hidden_cards_never_changes_a_choice(players: int, seed: int) -> None:
    """Issue 6: a bot never reads hidden state. At decisions through a whole game (Season and
    Whist), the opponents' hidden cards are permuted in the real state: the seat's view is
    unchanged (a hidden card leaking into the view would show here) and every bot, given the
    same seed, makes the same choice."""
    rng = random.Random(seed)
    checked = {"season": 0, "whist": 0}

    def check(g: Game, seat: int) -> None:
        if rng.random() > 0.12 and not (g.st.phase == "whist" and checked["whist"] < 2):
            return
        other = permute_hidden(g, seat, rng)
        assert other.state_hash() != g.state_hash() or players == 1
        view = g.view(seat)
        assert other.view(seat) == view
        for kind, factory in FACTORIES.items():
            a = factory(seed).choose(view, g.legal_actions())
            b = factory(seed).choose(other.view(seat), other.legal_actions())
            assert a == b, (kind, g.pending_kind(), a, b)
        checked[g.st.phase] += 1

    bots = [MediumBot(seed + s) for s in range(max(players, 1))]
    play(config(players, seed), bots, check=check)
    assert checked["season"] >= 4 and checked["whist"] >= 2


def test_permuting_cards_the_seat_can_see_changes_the_view() -> None:
    """The honesty test can fail: moving a card between two opponents' decks (which every
    gain and trash shows face-up) changes what the seat knows."""
    g = Game.new(config(3, 2))
    seat = g.current_player
    a, b = [s for s in range(3) if s != seat]
    h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
    h.events = list(g.events)
    pa, pb = h.st.players[a], h.st.players[b]
    pa.hand[0], pb.hand[0] = pb.hand[0], pa.hand[0]
    assert h.observe(seat) != g.observe(seat)


# ------------------------------------------------------------------------------ worlds
@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23), (1, 24)])
def test_a_sampled_world_is_the_same_position(players: int, seed: int) -> None:
    """A world sampled from a seat's view has the same pending decision and legal actions,
    and the seat knows exactly the same things in it as in the real game."""
    rng = random.Random(seed)

    def check(g: Game, seat: int) -> None:
        view = g.view(seat)
        w = sample(view, rng)
        assert w.legal_actions() == g.legal_actions()
        assert w.view(seat).knowledge == view.knowledge

    bots = [EasyBot(seed + s) for s in range(max(players, 1))]
    play(config(players, seed), bots, check=check)


def test_a_world_plays_on_to_the_end_without_touching_the_view() -> None:
    g = Game.new(config(4, 5))
    seat = g.current_player
    view = g.view(seat)
    snapshot = pickle.dumps(view)
    w = sample(view, random.Random(1))
    rng = random.Random(2)
    while not w.is_over:
        w.play(rng.choice(w.legal_actions()))
    assert w.st.phase == "over" and pickle.dumps(view) == snapshot
    assert g.st.phase == "season" and not g.actions_taken


def test_value_at_the_end_is_the_final_margin() -> None:
    """Scoring (rulebook p.17): once the game is over the bots' value is the exact margin
    over the best other player."""
    g, _ = play(config(3, 9), [MediumBot(s) for s in range(3)])
    totals = [s.total for s in g.scores()]
    for seat in range(3):
        best_other = max(t for s, t in enumerate(totals) if s != seat)
        assert value(g, seat) == pytest.approx(totals[seat] - best_other, abs=0.1)


def test_a_goal_is_likelier_finished_the_more_is_done_and_the_more_turns_are_left() -> None:
    """A column holds five cards (rulebook p.12): full is certain, out of reach with the
    Calling Cards left is never, and between, more done or more turns left make it likelier;
    a lower pace (`Weights.finish_pace`) counts the turns left for more."""
    assert finish_chance(5, 5, 0) == 1.0
    assert finish_chance(1, 5, 3) == 0.0
    assert 0 < finish_chance(1, 5, 4) < finish_chance(2, 5, 4) < finish_chance(4, 5, 4) < 1
    assert finish_chance(2, 5, 4) < finish_chance(2, 5, 8) < finish_chance(2, 5, 15)
    assert finish_chance(2, 5, 8, pace=6.0) < finish_chance(2, 5, 8, pace=3.0) < 2 / 5
    assert finish_chance(0, 5, 15) == 0.0


def test_a_forecast_goal_is_the_chance_of_its_missing_steps_one_at_most_a_turn() -> None:
    """A column of five (rulebook p.12) with one card missing and one turn left fills with
    the chance of a step a turn; with two turns, unless both turns miss. Unlike the bots' own
    `finish_chance`, an empty column with the whole Season left still has a chance."""
    q = STEP_CHANCE["column"]
    assert forecast_chance(5, 5, 0, q) == 1.0
    assert forecast_chance(1, 5, 3, q) == 0.0
    assert forecast_chance(4, 5, 1, q) == pytest.approx(q)
    assert forecast_chance(4, 5, 2, q) == pytest.approx(1 - (1 - q) ** 2)
    assert forecast_chance(0, 5, 16, q) > 0.3 > finish_chance(0, 5, 16) == 0.0


def test_the_others_goals_are_forecast_only_in_the_seat_s_own_projection() -> None:
    """Lady Tuesday's host goal is level 6 of the Beehive (rulebook p.18-19): at level 1 with
    the Season ahead she reaches it far more often than `finish_chance` says, so a seat that
    forecasts her sees her projected score higher; its own projection is the plain one."""
    g = Game.new(config(4, 3))
    g.st.players[1].brooch = next(k for k, h in g.cat.hive.items() if h.level == 1)
    plain, forecast = projections(g), projections(g, forecast_for=0)
    assert forecast[0] == plain[0]
    assert goals_value(g, 1, forecast=True) > goals_value(g, 1) + 1.0
    assert forecast[1] - plain[1] == pytest.approx(goals_value(g, 1, forecast=True) - goals_value(g, 1))


def test_the_chance_of_the_highest_score_weighs_each_other_by_its_threat() -> None:
    """Four level players: one beats all three others, taken one by one, an eighth of the time
    (the gaps are treated as independent); a lead raises the chance, and a point taken from a
    close rival is worth more than one taken from a player far behind."""
    assert win_chance([50, 50, 50, 50], 0, 5.0) == pytest.approx(0.125)
    assert win_chance([55, 50, 50, 50], 0, 5.0) > win_chance([50, 50, 50, 50], 0, 5.0)
    close, far = [50, 49, 30, 30], [50, 30, 30, 30]
    from_close = win_chance([50, 48, 30, 30], 0, 5.0) - win_chance(close, 0, 5.0)
    from_far = win_chance([50, 30, 29, 30], 0, 5.0) - win_chance(far, 0, 5.0)
    assert from_close > 10 * from_far > 0
    assert win_chance([50, 40, 40, 40], 0, 2.0) > win_chance([50, 40, 40, 40], 0, 10.0)


def test_playing_to_win_at_the_end_is_the_exact_result() -> None:
    """Scoring (rulebook p.17): once the game is over the chance of the highest score is all
    but 1 for the winner and 0 for the others (ties broken by influence, p.17), beside the
    exact margin."""
    g, _ = play(config(4, 9), [MediumBot(s) for s in range(4)])
    winners = g.winners()
    for seat in range(4):
        assert winning(g, seat, scale=30.0, tie=0.0) == pytest.approx(30.0 * (seat in winners),
                                                                      abs=0.5)
        assert winning(g, seat, scale=0.0, tie=1.0) == pytest.approx(value(g, seat), abs=1e-9)
