"""Hard's learned evaluation (issue 39): the projection's parts weighed by what they became in
self-play (`bots/evaluation.py`, `rules_data/hard/evaluation.yaml`, `tools/fit_evaluation.py`).

It must rank a won position above a lost one, be read as strictly as the rules data, and be
made again identically from the same seeds.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from helpers import damaged_copy

from apistocracy_gui.bots import MediumBot, evaluation, hard, heuristic
from apistocracy_gui.bots.hard import judgement
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.engine.catalog import DEFAULT_DIR, RulesDataError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import fit_evaluation  # noqa: E402

CAST = ("edward", "tuesday", "alexandria", "shae")


def at_whist(players: int, seed: int) -> tuple[Game, list[int]]:
    """A game of Medium bots at its first whist card (every Season turn played, the whist
    still to come), and the final scores the game goes on to."""
    cast = CAST[seed % 4:] + CAST[:seed % 4]
    g = Game.new(GameConfig(players=cast[:players], seed=seed))
    bots = [MediumBot(seed * 8 + s) for s in range(players)]
    at = None
    while not g.is_over:
        if g.st.phase == "whist" and at is None:
            at = Game.from_save(g.to_save())
        seat = g.current_player
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    assert at is not None
    return at, [s.total for s in g.scores()]


def test_the_shipped_fit_covers_every_player_count_and_turn() -> None:
    """Every standard player count has a fit, its bands reach past the Season's 16 turns
    (4 weeks of 4 Calling Cards, rulebook p.6), and no weight leaves the tool's bounds."""
    models = evaluation.default()
    assert sorted(models) == [2, 3, 4]
    for model in models.values():
        assert model.bands[0].upto == 0 and model.bands[-1].upto >= 16
        for band in model.bands:
            assert all(fit_evaluation.LOWEST <= w <= fit_evaluation.HIGHEST for w in band.weights)
            assert band.gap_error > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_won_position_is_ranked_above_a_lost_one(players: int) -> None:
    """Scoring (rulebook p.17): with the Season played, the player the learned evaluation
    projects first is the one who goes on to win more often than not, and a seat's projected
    margin in the games it won is above its margin in the games it lost."""
    model = evaluation.default()[players]
    won_margins, lost_margins, right = [], [], 0
    seeds = range(60, 72)
    for seed in seeds:
        g, final = at_whist(players, seed)
        best = max(final)
        for seat in range(players):
            scores = model.projections(g, seat)
            margin = heuristic.margin(scores, seat)
            (won_margins if final[seat] == best else lost_margins).append(margin)
        scores = model.projections(g, 0)
        right += final[scores.index(max(scores))] == best
    assert right > len(seeds) / 2
    assert sum(won_margins) / len(won_margins) > sum(lost_margins) / len(lost_margins)


def mid_season(players: int, seed: int) -> Game:
    """A game of Medium bots at the first turn of its second week."""
    g = Game.new(GameConfig(players=CAST[:players], seed=seed))
    bots = [MediumBot(seed * 8 + s) for s in range(players)]
    while not (g.st.week == 2 and g.pending_kind() == "PlaceCard"):
        seat = g.current_player
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    return g


def test_where_learned_the_judgement_reads_the_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's judgement where `hard.LEARNED` names the game is the learned evaluation's: with
    every weight of the fit doubled, the same position is judged otherwise; where it does not,
    the fit is not read at all."""
    g = mid_season(3, 61)
    monkeypatch.setattr(hard, "LEARNED", {("standard", 3)})
    before = judgement(g)(g, 0)
    model = evaluation.default()[3]
    doubled = evaluation.Model(tuple(evaluation.Band(b.upto, tuple(2 * w for w in b.weights), b.gap_error)
                                     for b in model.bands))
    monkeypatch.setattr(evaluation, "default", lambda: {3: doubled})
    assert judgement(g)(g, 0) != before
    monkeypatch.setattr(hard, "LEARNED", set())
    monkeypatch.setattr(evaluation, "default", dict)  # (read, the empty fit raises KeyError)
    judgement(g)(g, 0)


@pytest.mark.parametrize(("old", "new", "said"), [
    ("parts: [tricks,", "parts: [whist,", "parts"),
    ("  - upto: 0\n    weights: [", "  - upto: 0\n    weights: [1.0, ", "weights"),
    ("gap_error:", "gap_error: -", "gap_error"),
    ("  - upto: 2\n", "  - upto: 0\n", "upto"),
    ("games:", "games: many #", "games"),
])
def test_a_damaged_fit_is_refused_naming_the_field(tmp_path: Path, old: str, new: str, said: str) -> None:
    """Read as strictly as the rules data: the message names the file and the field."""
    with pytest.raises(RulesDataError) as refused:
        evaluation.load(damaged_copy(tmp_path, f"hard/{evaluation.FILE}", old, new))
    assert evaluation.FILE in str(refused.value) and said in str(refused.value)


@pytest.mark.slow
def test_the_fit_is_made_again_identically_from_the_same_seeds(tmp_path: Path) -> None:
    """Deterministic for a seed: two runs of the tool on the same games write the same file,
    which loads, and `--check` holds the file to what a run makes."""
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        out.mkdir()
        args = ["--games", "2", "--players", "3", "--workers", "1", "--seed", "77"]
        assert fit_evaluation.main([*args, "--out", str(out / evaluation.FILE)]) == 0
    text = (first / evaluation.FILE).read_text(encoding="utf-8")
    assert text == (second / evaluation.FILE).read_text(encoding="utf-8")
    assert sorted(evaluation.load(first)) == [3]
    assert fit_evaluation.main([*args, "--out", str(first / evaluation.FILE), "--check"]) == 0
    shutil.copy(DEFAULT_DIR / "hard" / evaluation.FILE, first / evaluation.FILE)
    assert fit_evaluation.main([*args, "--out", str(first / evaluation.FILE), "--check"]) == 1
