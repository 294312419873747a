"""tools/bench_engine_ir.py (issue 57): the engine's cost in valgrind's instructions a game.
valgrind itself is not run here (nor needed by the suite): the worker and the reading of its
count are."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def bench(tool_module):
    return tool_module("bench_engine_ir")


def test_the_count_is_read_from_callgrinds_last_summary(bench):
    out = ("==7== Callgrind, a call-graph generating cache profiler\n==7== Events    : Ir\n"
           "==7== Collected : 1792348046\n==7==\n==7== I   refs:      1,792,348,046\n")
    assert bench.collected(out) == 1792348046
    with pytest.raises(SystemExit, match="no instruction count"):
        bench.collected("valgrind: command not found\n")


def test_the_worker_plays_its_games_and_names_the_engine_it_imported(bench, capsys):
    """The count of the wrong checkout must fail, not mislead: the worker names its engine."""
    from apistocracy_gui import engine

    bench.worker(1, 1)
    assert json.loads(capsys.readouterr().out.splitlines()[-1]) == {"path": engine.__file__}


def test_a_function_counted_inside_runs_through_operator_call(bench, monkeypatch):
    """`--inside` reroutes a module's function or a class's method through `operator.call`
    (the C function callgrind toggles on), and the game plays as before."""
    import operator

    from apistocracy_gui.engine import week

    calls = []
    monkeypatch.setattr(operator, "call", lambda f, *a, **k: calls.append(f.__name__) or f(*a, **k))
    monkeypatch.setattr(week, "placements", week.placements)  # restored after the test
    monkeypatch.setattr(week.PlaceCard, "legal", week.PlaceCard.legal)
    bench.through_operator_call("week.placements")
    bench.through_operator_call("week.PlaceCard.legal")
    from apistocracy_gui.engine import Game, GameConfig

    g = Game.new(GameConfig(players=("edward", "tuesday"), seed=3))
    assert g.legal_actions() and calls == ["legal", "placements"]
