"""tools/tournament.py's A/B mode (issue 15): Hard's thinking time counted in simulated moves
makes a budgeted game the same on any machine and under any load, and the paired report sets
each game beside the same game played by a baseline revision."""

from __future__ import annotations

import pytest


@pytest.fixture
def tournament(tool_module):
    return tool_module("tournament")


@pytest.mark.slow
def test_a_virtual_clock_makes_a_budgeted_hard_game_reproducible(tournament):
    """A short budget (50 ms counted as moves of 90 us each) so the game is quick; the same job
    twice is the same game, move budget and all, and the moves were counted (issue 39: by
    Hard itself, its wall clock stopped)."""
    from apistocracy_gui.bots.worlds import MOVES

    job = tournament.Job("hard-medium", 2, 0, 215_000, thinking=0.05, virtual=90.0)
    before = MOVES.played
    first = tournament.play(job)
    moves = MOVES.played - before
    again = tournament.play(job)
    assert moves > 0 and MOVES.played - before == 2 * moves
    assert [(s.kind, s.total, s.lines) for s in first.seats] == \
        [(s.kind, s.total, s.lines) for s in again.seats]


def test_a_baselines_hard_without_a_move_cost_gets_the_patched_move_clock(tournament, monkeypatch):
    """A baseline revision's Hard predates `move_cost`: the tool counts its moves by wrapping
    `World.play` and hands it a clock that reads them; today's Hard counts its own."""
    from apistocracy_gui.bots.hard import HardBot
    from apistocracy_gui.bots.worlds import World

    monkeypatch.setattr(World, "play", World.play)  # the tool's move counter goes after the test

    class OldHard:
        budget: float | None = None
        clock = None

    old, new = OldHard(), HardBot()
    tournament.set_thinking(old, 1.0, 90.0)
    tournament.set_thinking(new, 1.0, 90.0)
    assert isinstance(old.clock, tournament.MoveClock) and old.budget == 1.0
    assert new.clock is tournament.stopped and new.move_cost == pytest.approx(90e-6)


def test_the_paired_report_compares_the_same_jobs(tournament):
    Job, Result, Seat = tournament.Job, tournament.Result, tournament.Seat

    def game(seed: int, hard: int, medium: int) -> object:
        return Result(Job("hard-medium", 2, seed, seed), [
            Seat("hard", "edward", hard, [0] * 6, float(hard > medium) + 0.5 * (hard == medium)),
            Seat("medium", "shae", medium, [0] * 6, float(medium > hard) + 0.5 * (hard == medium))])

    now = [game(1, 50, 40), game(2, 45, 45), game(3, 30, 40)]
    then = [game(1, 40, 45), game(2, 45, 45), game(4, 60, 10)]  # seed 4 has no partner
    text = tournament.paired_report(now, then, "abc123")
    line = text.splitlines()[1]
    assert "2p hard-medium, 2 games" in line
    assert "hard wins (%) 75.0 | 25.0 | 50.0" in line  # seed 1 won now, lost then; seed 2 shared
    assert "margin (VP) 5.0 | -2.5 | 7.5" in line


def test_a_run_with_lines_resumes_where_it_stopped(tournament, tmp_path, capsys):
    """`--lines`: every game's result is appended as it ends, so a run stopped part-way (a
    long tournament on a shared machine) plays only the games still missing when started
    again; a line cut short by the stop is played again."""
    lines = tmp_path / "results.jsonl"
    argv = ["--games", "3", "--players", "2", "--pairs", "easy-random", "--workers", "1",
            "--lines", str(lines)]
    assert tournament.main(argv) == 0
    first = lines.read_text(encoding="utf-8").splitlines()
    assert len(first) == 3
    lines.write_text("\n".join(first[:2]) + "\n" + first[2][:20], encoding="utf-8")  # stopped mid-line
    assert tournament.main(argv) == 0
    again = [line for line in lines.read_text(encoding="utf-8").splitlines() if line.endswith("}")]
    assert len(again) == 3 and sorted(again) == sorted(first)  # only the third played, the same game
    assert "of 3 games" in capsys.readouterr().out


def test_a_hard_level_with_k_times_the_thinking_time(tournament):
    """`hard4x` (issue 57) is Hard with four times the thinking time, or four times the worlds
    without one, seated under its own name so its wins count apart from plain Hard's."""
    from apistocracy_gui.bots.hard import HardBot

    timed = tournament.Job("hard4x-hard", 4, 1, 417_000, thinking=1.0, virtual=90.0)
    fixed = tournament.Job("hard4x-hard", 4, 1, 417_000)
    longer, plain = (tournament.make_level(k, 7, timed) for k in ("hard4x", "hard"))
    assert isinstance(longer, HardBot) and (longer.budget, plain.budget) == (4.0, 1.0)
    wide, narrow = (tournament.make_level(k, 7, fixed) for k in ("hard4x", "hard"))
    assert (wide.worlds, wide.whist_worlds) == (4 * narrow.worlds, 4 * narrow.whist_worlds)
    assert wide.budget is None
    assert tournament.longer("hard4x") == ("hard", 4) and tournament.longer("hard") == ("hard", 1)
    assert sorted(tournament.lineup(timed)[1]) == ["hard", "hard", "hard4x", "hard4x"]
