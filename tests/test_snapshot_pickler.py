"""A snapshot (`Game.snapshot`, undo's checkpoints) through the Pickler kept per thread
(`state.dumped`, issue 57): the very bytes of `pickle.dumps`, with nothing carried over from
one snapshot to the next (its memo is cleared) nor shared between threads."""

from __future__ import annotations

import pickle
import random
import threading

from helpers import new_game

from apistocracy_gui.engine.state import dumped

FOUR = ("edward", "tuesday", "alexandria", "shae")


def test_each_snapshot_is_the_bytes_of_a_fresh_pickle() -> None:
    g = new_game(FOUR, 5)
    rng = random.Random(5)
    for _ in range(60):
        snap = g.snapshot()
        assert snap == pickle.dumps(g.st, protocol=pickle.HIGHEST_PROTOCOL)
        assert g.snapshot() == snap  # a second one refers to nothing of the first
        assert pickle.loads(snap) == g.st
        g.apply(rng.choice(g.legal_actions()))


def test_snapshots_taken_in_another_thread_use_their_own_pickler() -> None:
    g, h = new_game(FOUR, 6), new_game(("edward", "tuesday"), 7)
    expected = pickle.dumps(h.st, protocol=pickle.HIGHEST_PROTOCOL)
    seen: list[bytes] = []
    dumped(g.st)  # this thread's pickler exists
    thread = threading.Thread(target=lambda: seen.append(dumped(h.st)))
    thread.start()
    thread.join()
    assert seen == [expected]
    assert dumped(g.st) == pickle.dumps(g.st, protocol=pickle.HIGHEST_PROTOCOL)
