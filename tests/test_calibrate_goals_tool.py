"""tools/calibrate_goals.py (issue 15): how Medium's goals get done, observed turn by turn, set
beside the bots' estimate of each goal's chance and a binomial tail fitted to them."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[1] / "tools" / "calibrate_goals.py"


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("calibrate_goals", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_binomial_tail_is_the_chance_of_the_missing_steps(tool) -> None:
    chance = tool.binomial(0.25)
    assert chance(5, 5, 0) == 1.0
    assert chance(2, 5, 2) == 0.0  # three steps missing, two turns left
    assert chance(4, 5, 1) == pytest.approx(0.25)
    assert chance(3, 5, 2) == pytest.approx(0.25 ** 2)
    assert chance(4, 5, 3) == pytest.approx(1 - 0.75 ** 3)


def test_a_game_is_observed_goal_by_goal_p12_p18(tool) -> None:
    """Both columns hold 5 cards (p.12); with all four characters at the table Lord Edward's
    and Lady Tuesday's host goals (p.18) are observed too, each at least once while open."""
    seen = tool.observe_game(700_000)
    assert {"column", "host goal: tea_cards 4", "host goal: hive_level 6"} <= set(seen)
    for rows in seen.values():
        for have, need, left, done in rows:
            assert 0 <= have < need and left >= 0 and isinstance(done, bool)
    assert all(need == 5 for _, need, _, _ in seen["column"])
    assert tool.observe_game(700_000) == seen  # reproducible from its seed


def test_log_loss_rewards_the_estimate_that_saw_it_coming(tool) -> None:
    rows = [(4, 5, 3, True), (0, 5, 2, False)]
    sure = tool.log_loss(rows, lambda have, need, left: float(have == 4))
    assert sure == pytest.approx(-math.log(0.999))
    assert tool.log_loss(rows, lambda *_: 0.5) == pytest.approx(math.log(2))
