"""The review's chance of winning is a probability (issue 56, item 1).

Before issue 56 the review's chance was Hard's pairwise product (`heuristic.win_chance`): at
equal scores 25% to each of three players and 12.5% to each of four, the seats' chances from
one view adding up to 28% or 8%, and every seat saw itself behind (its own goals projected more
cautiously than the others'). `review.chances` is a softmax of projections made alike for every
seat, fitted on self-play (`tools/fit_win_chance.py`); its calibration is measured by that tool,
not here.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

import pytest
from helpers import damaged_copy

from apistocracy_gui.bots import MediumBot
from apistocracy_gui.bots.heuristic import turns_left
from apistocracy_gui.bots.worlds import World, sample
from apistocracy_gui.engine import Game, GameConfig, ladycat
from apistocracy_gui.engine.catalog import DEFAULT_DIR, RulesDataError
from apistocracy_gui.review import chances
from apistocracy_gui.review.judge import outcome

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
fit_win_chance = pytest.importorskip("fit_win_chance")  # (numpy: the `test` extra)

CAST = ("edward", "tuesday", "alexandria", "shae")
GROUPS = [("standard", 2), ("standard", 3), ("standard", 4), ("advanced", 2), ("advanced", 3),
          ("advanced", 4), ("solo", 1)]


def views(mode: str, players: int, seed: int, every: int = 9) -> list[tuple[World, int]]:
    """Worlds sampled from the deciding seat's view every few decisions of a Medium game, and
    at its last decision."""
    g = Game.new(GameConfig(players=CAST[:players], mode=mode, seed=seed))
    bots = [MediumBot(seed + s) for s in range(len(g.st.players))]
    rng = random.Random(seed)
    out = []
    while not g.is_over:
        seat = g.current_player
        assert seat is not None
        view, legal = g.view(seat), g.legal_actions()
        last = g.pending_kind() == "PlayCard" and g.st.tricks_played == g.cat.hand_size(
            mode, len(g.st.players)) - 1 and len(g.st.trick) == len(g.st.players) - 1
        if (len(g.actions_taken) % every == 0 or last) and not ladycat.is_cat(g, seat):
            out.append((sample(view, rng), seat))
        g.apply(bots[seat].choose(view, legal))
    return out


def test_every_mode_and_player_count_has_a_table() -> None:
    assert sorted(chances.default()) == sorted(GROUPS) == sorted(chances.GROUPS)


@pytest.mark.parametrize(("mode", "players"), GROUPS)
def test_the_seats_chances_from_one_view_add_up_to_one(mode: str, players: int) -> None:
    """At every point of a game, Season and whist, from the deciding seat's view: the seats'
    chances add up to 1, each between 0 and 1, and the review's `outcome` for each seat read
    with one temperature (the Judge's `turns`) is that seat's share. The old pairwise product
    gave 28% in all at three players and 8% at four at equal scores."""
    seen = views(mode, players, seed=5600 + players)
    assert {w.st.phase for w, _ in seen} >= {"season", "whist"}
    for w, seat in seen:
        shares = chances.chances(w, seat)
        assert sum(shares) == pytest.approx(1.0)
        assert all(0.0 <= p <= 1.0 for p in shares)
        turns = turns_left(w, seat)
        by_outcome = [outcome(w, s, turns)[0] for s in range(len(w.st.players))]
        assert by_outcome == pytest.approx(shares)


@pytest.mark.parametrize(("mode", "players"), [g for g in GROUPS if g[0] != "solo"])
def test_equal_positions_give_equal_chances(mode: str, players: int) -> None:
    """At equal projections, seats alike in tempo (turns still to take this round, to move or
    not) have equal chances, and without the tempo every seat has 1/n; a point more is more."""
    for w, seat in views(mode, players, seed=5610 + players)[:-1]:
        equal = [40.0] * players
        shares = chances.chances(w, seat, projected=equal)
        alike = list(zip(*chances.tempo(w), strict=True))
        for a in range(players):
            for b in range(players):
                if alike[a] == alike[b]:
                    assert shares[a] == pytest.approx(shares[b])
        table = dataclasses.replace(chances.default()[mode, players], turn=0.0, to_move=0.0,
                                    to_play=0.0)
        level = chances.softmax(chances.utilities(w, table, equal, 5.0))
        assert level == pytest.approx([1 / players] * players)
        for s in range(players):
            more = chances.chances(w, seat, projected=[x + (i == s) for i, x in enumerate(equal)])
            assert more[s] > shares[s]


def test_a_finished_game_is_one_for_the_winner_and_split_when_shared() -> None:
    """1 for a sole winner, 0 for the others; a win shared by k is 1/k each (R6.9)."""
    w, seat = views("standard", 3, seed=5620)[-1]
    while not w.is_over:  # the last trick, played out
        w.play(w.legal_actions()[0])
    winners = w.winners()
    expected = [1 / len(winners) if s in winners else 0.0 for s in range(3)]
    assert chances.chances(w, seat) == expected
    assert [outcome(w, s)[0] for s in range(3)] == expected

    class Shared(World):
        def winners(self) -> list[int]:
            return [0, 2]

    shared = Shared(w.config, w.cat, w.st)
    assert chances.final_chances(shared) == [0.5, 0.0, 0.5]


def test_starting_chances_are_near_one_in_n() -> None:
    """At their first decisions of three-player games the seats' chances, each from its own
    view, average about a third (the old judgement gave each about 9%: its own goals projected
    lower than the others', every seat saw itself behind)."""
    first: list[float] = []
    for seed in (5630, 5631, 5632):
        g = Game.new(GameConfig(players=CAST[:3], seed=seed))
        bots = [MediumBot(seed + s) for s in range(3)]
        rng = random.Random(seed)
        done: set[int] = set()
        while len(done) < 3:
            seat = g.current_player
            assert seat is not None
            view = g.view(seat)
            if seat not in done:
                done.add(seat)
                first.append(outcome(sample(view, rng), seat)[0])
            g.apply(bots[seat].choose(view, g.legal_actions()))
    assert 0.27 < sum(first) / len(first) < 0.4 and min(first) > 0.1, first


@pytest.mark.parametrize(("old", "new", "said"), [
    ("games:", "games: many #", "games"),
    ("    3:\n      season:\n        at: [", "    3:\n      season:\n        at: [0, ", "temperature"),
    ("        temperature: [", "        temperature: [-", "temperature"),
    ("        at: [1, 2,", "        at: [2, 1,", "at"),
    ("  solo:\n    1:\n", "  solo:\n    2:\n", "tables.solo"),
    ("lady_cat: {gentle:", "lady_cat: {kind:", "lady_cat"),
    ("    4:\n      season:", "    5:\n      season:", "tables.standard"),
])
def test_a_damaged_file_is_refused_naming_the_file_and_field(tmp_path: Path, old: str, new: str,
                                                             said: str) -> None:
    """Read as strictly as the rules data: the message names the file and the field."""
    with pytest.raises(RulesDataError) as refused:
        chances.load(damaged_copy(tmp_path, f"review/{chances.FILE}", old, new))
    assert chances.FILE in str(refused.value) and said in str(refused.value)


@pytest.mark.slow
def test_the_fit_is_made_again_identically_from_the_same_seeds(tmp_path: Path) -> None:
    """Deterministic for a seed: two runs of the tool on the same few games write the same
    file, which loads, and `--check` holds the file to what a run makes."""
    first, second = tmp_path / "a", tmp_path / "b"
    args = ["--games", "1", "--held-out", "0", "--seed", "77"]
    for out in (first, second):
        out.mkdir()
        assert fit_win_chance.main([*args, "--out", str(out / chances.FILE)]) == 0
    text = (first / chances.FILE).read_text(encoding="utf-8")
    assert text == (second / chances.FILE).read_text(encoding="utf-8")
    assert sorted(chances.load(first)) == sorted(GROUPS)
    assert fit_win_chance.main([*args, "--out", str(first / chances.FILE), "--check"]) == 0
    (first / chances.FILE).write_text(text.replace("seed: 77", "seed: 78"), encoding="utf-8")
    assert fit_win_chance.main([*args, "--out", str(first / chances.FILE), "--check"]) == 1


@pytest.mark.parametrize(("mode", "players"), [("standard", 3), ("solo", 1)])
def test_the_game_reads_the_fit_as_the_tool_made_it(mode: str, players: int) -> None:
    """The pure-Python chances the review reads are the numpy model the tool fitted and
    measured, on the shipped tables (so the measured calibration is the game's)."""
    entry = fit_win_chance.yaml.safe_load((DEFAULT_DIR / "review" / chances.FILE).read_text(
        encoding="utf-8"))["tables"][mode][players]
    theta = fit_win_chance.theta_of(entry)
    for w, seat in views(mode, players, seed=5640 + players)[:-1]:
        row = fit_win_chance.row_of(w, seat, 0, 0.0)
        row.target = [0.0] * len(w.st.players)
        p, _t = fit_win_chance.Data([row]).probabilities(theta)
        assert list(p[0]) == pytest.approx(chances.chances(w, seat), abs=1e-9)
