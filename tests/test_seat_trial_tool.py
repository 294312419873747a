"""tools/seat_trial.py (issue 15): a change to the bots' judgement tried in one seat among
Medium bots, each game played again with the seat plain, so the difference is the change's."""

from __future__ import annotations

import sys

import pytest


@pytest.fixture
def seat_trial(tool_module):
    return tool_module("seat_trial")


def test_weights_override_the_goal_weights_by_name_and_refuse_the_rest(seat_trial):
    """Only the weights the projection takes from the `Weights` it is given can be changed:
    another would be accepted and silently do nothing."""
    from apistocracy_gui.bots.heuristic import W

    w = seat_trial.parse_weights("column_bonus=3, finish_pace=2.5")
    assert (w.column_bonus, w.finish_pace, w.filler) == (3.0, 2.5, W.filler)
    assert seat_trial.parse_weights("") == W
    for bad in ("colum_bonus=3", "filler=1", "column_bonus=many"):
        with pytest.raises(SystemExit, match="--weights"):
            seat_trial.parse_weights(bad)


@pytest.mark.slow
def test_an_unchanged_judgement_plays_the_very_same_game(seat_trial):
    """The pairing is fair: the seat's bot draws the same random numbers either way, so Medium's
    own judgement passed as the change replays the plain game exactly."""
    unchanged = seat_trial.judge_for("margin", seat_trial.parse_weights(""))
    row = seat_trial.trial((5, 700_005, unchanged))
    assert row.win[0] == row.win[1] and row.margin[0] == row.margin[1]
    assert row.character in sys.modules["tournament"].CAST


def test_the_report_pairs_each_game_with_itself(seat_trial):
    Row = seat_trial.Row
    rows = [Row(0, "edward", (1.0, 0.0), (4, -2)), Row(1, "shae", (0.5, 0.5), (0, 0)),
            Row(2, "edward", (0.0, 0.0), (-6, -3))]
    lines = seat_trial.report(rows).splitlines()
    assert lines[1].split()[:3] == ["all", "3", "games:"]
    assert "wins (%)   50.0 |   16.7 | +33.3 ± " in lines[1]
    assert "margin (VP)   -0.7 |   -1.7 |  +1.0 ± " in lines[1]
    assert "edward" in lines[2] and "+50.0 ± 98.0" in lines[2]
    assert lines[3].endswith("+0.0")  # one game: no interval
