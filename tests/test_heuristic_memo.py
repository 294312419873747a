"""The projections' memo of each seat's part (issue 57): a seat's part looked up from an earlier
position must be exactly the part worked out afresh, or the bots would judge, and so move,
differently. Checked over the positions the bots judge: every position of seeded games of
2-4 players and solo, and the forks a one-move-ahead listing plays from them (where the others'
mats stay the same while the move changes the week, the awards or the Card Sharp)."""

from __future__ import annotations

import itertools
import random

import pytest

from apistocracy_gui.bots import heuristic
from apistocracy_gui.bots.medium import finish_turn
from apistocracy_gui.bots.worlds import World, sample
from apistocracy_gui.engine import Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")


def fresh(g: Game, forecast_for: int | None, forecast_all: bool) -> list[float]:
    """The projections with nothing remembered (the memo emptied before every seat)."""
    keep = heuristic.MEMO_SIZE
    heuristic.MEMO_SIZE = 0
    try:
        return heuristic.projections(g, forecast_for=forecast_for, forecast_all=forecast_all)
    finally:
        heuristic.MEMO_SIZE = keep


def check(w: World) -> int:
    """Compare the remembered and fresh projections of a world, for every forecast; returns
    how many seats' parts were looked up rather than worked out."""
    hits = 0
    for forecast_for, forecast_all in [(None, False), (0, False), (1, False), (None, True)]:
        before = len(heuristic._MEMO)
        memo = heuristic.projections(w, forecast_for=forecast_for, forecast_all=forecast_all)
        hits += len(w.st.players) - (len(heuristic._MEMO) - before)
        assert memo == fresh(w, forecast_for, forecast_all)
    return hits


def config(players: int, seed: int) -> GameConfig:
    cast = CAST[seed % 4:] + CAST[:seed % 4]
    if players == 1:
        return GameConfig(players=cast[:1], mode="solo", seed=seed)
    return GameConfig(players=cast[:players], seed=seed)


@pytest.mark.parametrize("players,seed", [(4, 5701), (4, 5702), (3, 5703), (2, 5704), (1, 5705)])
def test_a_remembered_seat_part_equals_the_fresh_one(players: int, seed: int) -> None:
    heuristic._MEMO.clear()
    rng = random.Random(seed)
    g = Game.new(config(players, seed))
    hits = 0
    while not g.is_over:
        seat = g.current_player
        assert seat is not None
        legal = g.legal_actions()
        if g.st.phase == "season":
            w = sample(g.view(seat), rng)
            hits += check(w)
            if w.pending_kind() == "PlaceCard":
                copy = w.copier()
                for action in w.legal_actions():  # as `medium.one_ply` plays them
                    fork = copy()
                    fork.play(action)
                    finish_turn(fork, seat, rng)
                    hits += check(fork)
        g.apply(rng.choice(legal))
    assert hits > 500  # the memo was used, not only filled


def test_a_full_memo_is_emptied_and_still_right() -> None:
    heuristic._MEMO.clear()
    g = Game.new(config(4, 5706))
    rng = random.Random(5706)
    keep = heuristic.MEMO_SIZE
    heuristic.MEMO_SIZE = 3
    try:
        for _ in range(60):
            w = sample(g.view(g.current_player or 0), rng)
            assert heuristic.projections(w) == fresh(w, None, False)
            assert len(heuristic._MEMO) <= 3
            g.apply(rng.choice(g.legal_actions()))
    finally:
        heuristic.MEMO_SIZE = keep


@pytest.mark.parametrize("field,value", [("favored_guest", 1), ("artists_muse", 2), ("queens_favorite", 1),
                                         ("week", 2)])
def test_a_shared_field_a_seat_part_reads_is_part_of_its_key(field: str, value: object) -> None:
    """The awards and the week move a seat's part while its mat stays
    the same: an award taken (or the week turned) by another move must not find the old part."""
    g = Game.new(config(4, 5707))
    rng = random.Random(5707)
    for _ in range(12):
        g.apply(rng.choice(g.legal_actions()))
    assert g.st.phase == "season" and g.st.week == 1
    w = sample(g.view(g.current_player or 0), rng)
    heuristic._MEMO.clear()
    before = heuristic.projections(w)
    changed = w.fork()
    setattr(changed.st, field, value)
    after = heuristic.projections(changed)
    assert after == fresh(changed, None, False)
    assert after != before  # (the field does move the projection here)


def test_the_card_sharp_share_compares_each_seat_with_the_best_other() -> None:
    """`_sharp_from` finds the best other's count from the two best counts: the same shares as
    comparing each seat with the maximum of all the others', for every count of 2-4 seats."""
    g = Game.new(config(4, 5708))
    vp = g.cat.numbers["vp"]["card_sharp"]
    for n in (2, 3, 4):
        for counts in itertools.product(range(5), repeat=n):
            stars = list(counts)
            margins = [stars[s] - max(stars[:s] + stars[s + 1:]) for s in range(n)]
            assert heuristic._sharp_from(g, stars) == [
                vp * min(1.0, max(0.0, 0.5 + 0.25 * m)) if m else 0.3 * vp / n for m in margins]
