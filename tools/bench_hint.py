"""Hint benchmark (issue 56): does the season review agree with the Hint, and how long it takes.

    python tools/bench_hint.py [--players 2,3,4] [--games G] [--seed S] [--level judge|medium]
                               [--independent BASE] [--confirm-worlds N]

For each player count, `--games` seeded games (seeds S, S+1, ...) are played: seat 0 follows
the Hint (`review.hint.hint` at `--level`, from its own view and legal actions only) at every
decision with more than one legal action, the other seats are Medium bots. Each hint is timed
(wall and CPU). The save is then reviewed for seat 0 (`review.season.review_save`, the
review's thinking time per decision counted in simulated moves, `--virtual-clock` at
`bots.hard.MOVE_COST`, so the run is the same on any machine) and the review's class of each
hinted move is counted. With `--independent BASE` the review seeds its searches from BASE
instead of its own base seed: the review then samples other worlds than the Hint did, an
independent re-search, which says how much of the agreement comes from the shared worlds.
`--confirm-worlds N` reviews with N instead of review.yaml's `confirm_worlds`, to compare.
Prints the class counts per player count and over all, and the hints' latency (p50, p99).
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import time
from collections import Counter

from apistocracy_gui.bots import MediumBot
from apistocracy_gui.bots.hard import MOVE_COST
from apistocracy_gui.engine import Game, GameConfig
from apistocracy_gui.review import season
from apistocracy_gui.review.hint import JUDGE, hint
from apistocracy_gui.review.settings import CLASSES, default

CAST = ("edward", "tuesday", "alexandria", "shae")


def hinted_save(players: int, seed: int, level: str, walls: list[float],
                cpus: list[float]) -> dict:
    """A game where seat 0 plays the Hint's move and the others Medium's."""
    g = Game.new(GameConfig(players=CAST[:players], seed=seed))
    bots = [MediumBot(seed * 8 + s) for s in range(players)]
    while not g.is_over:
        seat = g.to_move
        legal = g.legal_actions()
        if seat == 0 and len(legal) > 1:
            wall, cpu = time.perf_counter(), time.process_time()
            action = hint(g.view(seat), legal, len(g.actions_taken), level).action
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        else:
            action = bots[seat].choose(g.view(seat), legal)
        g.apply(action)
    return g.to_save()


def reviewed(save: dict, players: int, base: int | None, confirm: int | None) -> Counter[str]:
    """The review's classes of seat 0's decisions (each hinted), at the review's own depth
    (`confirm`: its confirm_worlds instead of review.yaml's)."""
    settings = default()
    if confirm is not None:
        settings = dataclasses.replace(settings, confirm_worlds=confirm)
    kept = season.BASE_SEED
    if base is not None:
        season.BASE_SEED = base
    try:
        review = season.review_save(save, seats={0}, budget=settings.budget(players),
                                    virtual=MOVE_COST * 1e6, settings=settings)
    finally:
        season.BASE_SEED = kept
    return Counter(d.klass for d in review.decisions)


def pct(xs: list[float], q: float) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(counts: Counter[str]) -> str:
    n = sum(counts.values()) or 1
    parts = ", ".join(f"{k} {counts[k]}" for k in CLASSES)
    fine = counts["best"] + counts["good"]
    bad = counts["mistake"] + counts["blunder"]
    return (f"{parts} of {n}: best or good {100 * fine / n:.1f}%, mistake or blunder "
            f"{100 * bad / n:.1f}%")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=561000)
    ap.add_argument("--level", default=JUDGE)
    ap.add_argument("--independent", type=int, metavar="BASE")
    ap.add_argument("--confirm-worlds", type=int, metavar="N", help="instead of review.yaml's")
    args = ap.parse_args()
    total: Counter[str] = Counter()
    walls: list[float] = []
    cpus: list[float] = []
    for spec in args.players.split(","):
        players = int(spec)
        counts: Counter[str] = Counter()
        for seed in range(args.seed, args.seed + args.games):
            save = hinted_save(players, seed, args.level, walls, cpus)
            found = reviewed(save, players, args.independent, args.confirm_worlds)
            counts += found
            print(f"{players} players, seed {seed}: {line(found)}", flush=True)
        total += counts
        print(f"{players} players: {line(counts)}", flush=True)
    print(f"all: {line(total)}")
    print(f"hint latency over {len(walls)} hints: wall p50 {statistics.median(walls):.2f} s, "
          f"p99 {pct(walls, 0.99):.2f} s, max {max(walls):.2f} s; CPU p50 "
          f"{statistics.median(cpus):.2f} s, p99 {pct(cpus, 0.99):.2f} s")


if __name__ == "__main__":
    main()
