"""tools/calibrate_goals.py (issue 15): how Medium's goals get done, observed turn by turn, set
beside the bots' estimate of each goal's chance and a binomial tail fitted to them, and how far
the projected score gaps stray from the final ones."""

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


@pytest.mark.slow
def test_a_game_is_observed_goal_by_goal_p12_p18(tool) -> None:
    """Both columns hold 5 cards (p.12); with all four characters at the table Lord Edward's
    and Lady Tuesday's host goals (p.18) are observed too, each at least once while open."""
    seen, gaps = tool.observe_game(700_000)
    assert {"column", "host goal: tea_cards 4", "host goal: hive_level 6"} <= set(seen)
    for rows in seen.values():
        for have, need, left, done in rows:
            assert 0 <= have < need and left >= 0 and isinstance(done, bool)
    assert all(need == 5 for _, need, _, _ in seen["column"])
    assert tool.observe_game(700_000) == (seen, gaps)  # reproducible from its seed
    # Each of the 4 x 16 turns (p.7) compared with the 3 others; 16 turns left at the first.
    assert len(gaps) == 4 * 16 * 3 and max(left for left, _ in gaps) == 16


def test_the_gap_error_fit_is_the_line_through_the_mean_squared_errors(tool) -> None:
    """Errors of 2 VP with one turn left and 4 with three: variances 4 and 16, a + b t with
    b = 6 and a = -2; the report sets the fit beside the bots' own `gap_error`."""
    gaps = [(1, 2.0), (1, -2.0), (3, 4.0), (3, -4.0), (3, 4.0)]
    assert tool.gap_fit(gaps) == pytest.approx((-2.0, 6.0))
    report = tool.gap_report(gaps)
    assert "-2.0 + 6.0 x turns left" in report[0]
    assert report[2].split()[:8] == ["3", "turns:", "3", "gaps,", "error", "4.00,", "fit", "4.00,"]


def test_log_loss_rewards_the_estimate_that_saw_it_coming(tool) -> None:
    rows = [(4, 5, 3, True), (0, 5, 2, False)]
    sure = tool.log_loss(rows, lambda have, need, left: float(have == 4))
    assert sure == pytest.approx(-math.log(0.999))
    assert tool.log_loss(rows, lambda *_: 0.5) == pytest.approx(math.log(2))
