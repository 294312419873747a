"""The bot interface and the random bot (issue 3, "A terminal front end": a built-in random
player per seat). A bot sees `game.view(seat)` and the legal actions, never the game."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from apistocracy_gui.bots import Bot, RandomBot, bot_names, make_bot
from apistocracy_gui.engine import Action, Game, GameConfig

CHEAPEST = Action("pay", ("cheapest",))
CAST = ("edward", "tuesday", "alexandria", "shae")


def play(players: int, game_seed: int, bot_seed: int) -> tuple[Game, list[Action]]:
    """A whole game with one RandomBot per seat, checking every choice is a legal action."""
    g = Game.new(GameConfig(players=CAST[:players], seed=game_seed))
    bots = [RandomBot(bot_seed * 4 + s) for s in range(players)]
    chosen = []
    while not g.is_over:
        seat = g.current_player
        legal = g.legal_actions()
        action = bots[seat].choose(g.view(seat), legal)
        assert any(action is a for a in legal), f"{action} is not one of the legal actions"
        g.apply(action)
        chosen.append(action)
    return g, chosen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_bots_play_whole_games_with_legal_actions_only(players: int) -> None:
    g, chosen = play(players, game_seed=11, bot_seed=5)
    assert g.is_over and g.winners()
    assert len(chosen) == len(g.actions_taken)


def test_same_seed_same_choices_and_another_seed_differs() -> None:
    _g1, first = play(3, game_seed=2, bot_seed=9)
    _g2, again = play(3, game_seed=2, bot_seed=9)
    _g3, other = play(3, game_seed=2, bot_seed=10)
    assert first == again
    assert first != other


def test_the_bot_leaves_the_game_and_the_global_rng_alone() -> None:
    """Choosing reads the view only: the game's RNG, its state hash and the `random` module's
    generator are exactly as before, so a game stays reproducible from seed + actions."""
    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=4))
    bot = RandomBot(1)
    random.seed(123)
    global_state = random.getstate()
    for _ in range(30):
        seat, legal = g.current_player, g.legal_actions()
        before_hash, before_rng = g.state_hash(), g.st.rng
        for _ in range(5):
            bot.choose(g.view(seat), legal)
        assert (g.state_hash(), g.st.rng) == (before_hash, before_rng)
        g.apply(bot.choose(g.view(seat), legal))
    assert random.getstate() == global_state


def test_a_random_game_replays_from_its_save() -> None:
    g, _ = play(2, game_seed=6, bot_seed=6)
    assert Game.from_save(g.to_save()).state_hash() == g.state_hash()


def test_pay_cheapest_is_preferred_most_of_the_time() -> None:
    """RULINGS R2: the engine offers the cheapest payment as one action; the bot takes it
    about nine times in ten, and otherwise picks among all choices."""
    legal = [Action("pay", ("unit", "card", 3, 1)), CHEAPEST, Action("pay", ("unit", "host", 1))]
    bot = RandomBot(3)
    picks = [bot.choose({}, legal) for _ in range(1000)]
    share = picks.count(CHEAPEST) / len(picks)
    assert 0.85 < share < 0.97
    assert set(picks) == set(legal)


def test_without_a_payment_the_choice_is_uniform() -> None:
    legal = [Action("place", (f"s{i}",)) for i in range(4)]
    bot = RandomBot(8)
    picks = [bot.choose({}, legal) for _ in range(4000)]
    for a in legal:
        assert 850 < picks.count(a) < 1150


def test_no_legal_action_is_an_error() -> None:
    with pytest.raises(ValueError):
        RandomBot(0).choose({}, [])


def test_registry_makes_bots_by_name() -> None:
    bot = make_bot("random", 7)
    assert isinstance(bot, RandomBot) and isinstance(bot, Bot)
    assert "random" in bot_names()
    with pytest.raises(ValueError, match="random"):
        make_bot("grandmaster", 1)


def test_bots_never_import_pygame() -> None:
    code = "import sys, apistocracy_gui.bots; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
