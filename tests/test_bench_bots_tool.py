"""tools/bench_bots.py's baseline mode (issue 15): how much faster a bot thinks than an older
revision's, measured on the very same games (speeds are quoted as ratios, never timed here)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


@pytest.fixture
def bench(tool_module):
    return tool_module("bench_bots")


@pytest.mark.slow
def test_the_worker_reports_the_bots_cpu_and_each_games_final_hash(bench, capsys):
    """The worker's JSON names the package it imported (the baseline check reads it), and the
    same games played twice give the same hashes."""
    from apistocracy_gui import bots

    bench.worker("medium", "2", 2, None, None)
    first = json.loads(capsys.readouterr().out.splitlines()[-1])
    bench.worker("medium", "2", 2, None, None)
    again = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert first["path"] == bots.__file__
    assert first["cpu"] > 0 and len(first["hashes"]) == 2
    assert first["hashes"] == again["hashes"]


def test_the_comparison_is_baseline_over_current_and_says_if_the_games_differ(bench, monkeypatch, capsys):
    """Rounds alternate baseline / current; a ratio of 2 means the bot thinks in half the time."""
    cpu = iter([4.0, 2.0, 6.0, 2.0, 3.0, 3.0])
    seen: list[Path] = []

    def run(tree: Path, script: str, args: list[str]) -> dict:
        seen.append(tree)
        return {"cpu": next(cpu), "hashes": ["a", "b"], "path": str(tree / "x.py")}

    engine_bench = bench.bench_engine
    monkeypatch.setattr(engine_bench, "export", lambda rev, into: None)
    monkeypatch.setattr(engine_bench, "run_worker", run)
    bench.compare("abc123", "hard", "4", 2, 3, 1.0, 90.0)
    out = capsys.readouterr().out
    assert seen[1::2] == [engine_bench.ROOT] * 3 and engine_bench.ROOT not in seen[0::2]
    assert "median 2.00x" in out and "rounds: 2.00, 3.00, 1.00" in out
    assert "the same games, move for move" in out

    monkeypatch.setattr(engine_bench, "run_worker", lambda tree, script, args: {
        "cpu": 1.0, "hashes": [str(tree)], "path": ""})
    bench.compare("abc123", "hard", "4", 1, 1, None, None)
    assert "DIFFERENT GAMES" in capsys.readouterr().out
