"""Engine benchmark (issues 2 and 3): playout speed and the cost of undo snapshots.

    python tools/bench_engine.py [--games N] [--seed S]

Prints random 4-player playouts per second (Season Phase only, and whole games), the
microseconds per `Game.snapshot()` and per `Game.restore()`, and the bytes per snapshot
(median and max over the states of whole games), against the issue's targets of <= 50 us
and <= 8 KB per snapshot, and which parts of the state take the most bytes.
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import fields

from apistocracy_gui.engine import Game, GameConfig, default_catalog

PLAYERS = ("edward", "tuesday", "alexandria", "shae")
TARGET_US, TARGET_BYTES = 50.0, 8 * 1024
REPEAT = 20  # calls per timed sample, so each sample is well above the timer's resolution


def playout(seed: int, until: Callable[[Game], bool]) -> Game:
    """A random 4-player game from `seed`, played until `until(game)`."""
    g = Game.new(GameConfig(players=PLAYERS, seed=seed))
    choose = random.Random(seed)
    while not until(g):
        g.apply(choose.choice(g.legal_actions()))
    return g


def rate(games: int, seed: int, until: Callable[[Game], bool]) -> float:
    start = time.perf_counter()
    for k in range(games):
        playout(seed + k, until)
    return games / (time.perf_counter() - start)


def per_call_us(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    for _ in range(REPEAT):
        fn()
    return (time.perf_counter() - start) / REPEAT * 1e6


def snapshot_samples(games: int, seed: int) -> tuple[list[float], list[float], list[int], Game]:
    """Time snapshot and restore at every decision of `games` whole games."""
    snap_us: list[float] = []
    restore_us: list[float] = []
    sizes: list[int] = []
    biggest: tuple[int, Game] | None = None
    for k in range(games):
        g = Game.new(GameConfig(players=PLAYERS, seed=seed + k))
        choose = random.Random(seed + k)
        while not g.is_over:
            snap = g.snapshot()
            sizes.append(len(snap))
            snap_us.append(per_call_us(g.snapshot))
            restore_us.append(per_call_us(lambda g=g, snap=snap: g.restore(snap)))
            if biggest is None or len(snap) > biggest[0]:
                biggest = (len(snap), pickle.loads(snap))
            g.apply(choose.choice(g.legal_actions()))
    assert biggest is not None
    return snap_us, restore_us, sizes, biggest[1]


def breakdown(state) -> list[tuple[str, int]]:
    """Pickled bytes of each top-level state field, largest first."""
    parts = [(f.name, len(pickle.dumps(getattr(state, f.name), protocol=pickle.HIGHEST_PROTOCOL)))
             for f in fields(state)]
    return sorted(parts, key=lambda p: -p[1])


def verdict(value: float, target: float) -> str:
    return "ok" if value <= target else f"MISSES by {value / target:.1f}x"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per measurement (default 40)")
    parser.add_argument("--snapshot-games", type=int, default=5,
                        help="whole games whose every state is snapshotted (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    args = parser.parse_args(argv)
    default_catalog()  # load the rules data outside the timings

    season = rate(args.games, args.seed, lambda g: g.st.phase != "season")
    whole = rate(args.games, args.seed, lambda g: g.is_over)
    snap_us, restore_us, sizes, big = snapshot_samples(args.snapshot_games, args.seed)
    med = statistics.median
    rows = [
        ("season playouts / s (4 players)", f"{season:.1f}", ""),
        ("whole games / s (4 players)", f"{whole:.1f}", ""),
        ("snapshot us (median / max)", f"{med(snap_us):.1f} / {max(snap_us):.1f}",
         verdict(med(snap_us), TARGET_US)),
        ("restore us (median / max)", f"{med(restore_us):.1f} / {max(restore_us):.1f}", ""),
        ("snapshot bytes (median / max)", f"{med(sizes):.0f} / {max(sizes)}",
         verdict(max(sizes), TARGET_BYTES)),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'measure':<{width}}  {'value':>16}  target ({TARGET_US:.0f} us, {TARGET_BYTES} B)")
    for name, value, note in rows:
        print(f"{name:<{width}}  {value:>16}  {note}")
    top = ", ".join(f"{name} {n} B" for name, n in breakdown(big)[:4])
    print(f"largest snapshot ({max(sizes)} B), biggest fields: {top}")
    print(f"({len(sizes)} states over {args.snapshot_games} games; {REPEAT} calls per timing)")


if __name__ == "__main__":
    main()
