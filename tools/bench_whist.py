"""Hard's whist against an older Hard's on the same deals, and the cost of the exact search
(issue 15).

    python tools/bench_whist.py [--games N] [--players 2,4,solo] [--baseline REV]
                                [--thinking-time SECONDS] [--seed S]
    python tools/bench_whist.py --depths 3,4,5 [--games N] [--players 2,4,solo]

A paired comparison: each seeded game is played to the start of the Whist Phase by Medium bots
(so both sides meet the very same hands), and the Whist Phase is then played twice from that
position: with the seat `seed % seats` played by this Hard, and by the Hard of commit REV
(default f2f8a58: flat Monte Carlo, every card played out to the end with the quick rules),
the other seats by Medium bots seeded alike in both runs. Reported per player count: the
seat's mean tricks with each and the mean paired difference with its 95% interval, and the
games the seat won with each (the whole game's result, Season included; a shared win counts
by its share), with Wilson intervals. Without `--thinking-time` Hard counts its worlds (as in
tournaments), so the numbers are the same on any machine.

`--depths` instead times the evaluation of every legal card on three worlds sampled at the
first card play of each game, solving exactly the last 3, 4, 5... tricks (CPU time per world,
and the search's nodes), to choose `whist_search.SOLVE_TRICKS`.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import pickle
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bench_engine import bot_view

from apistocracy_gui.bots import Bot, HardBot, MediumBot
from apistocracy_gui.bots.whist_search import WhistSearch
from apistocracy_gui.bots.worlds import sample
from apistocracy_gui.engine import Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")
ROOT = Path(__file__).resolve().parent.parent


def config(players: str, seed: int) -> GameConfig:
    cast = CAST[seed % 4:] + CAST[:seed % 4]
    if players == "solo":
        return GameConfig(players=cast[:1], mode="solo", seed=seed)
    return GameConfig(players=cast[:int(players)], seed=seed)


def baseline_bot(rev: str) -> type:
    """The HardBot class of `rev`'s bots/hard.py, loaded beside today's bots package."""
    source = subprocess.run(["git", "show", f"{rev}:apistocracy_gui/bots/hard.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    name = "apistocracy_gui.bots._hard_baseline"
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None  # (a name and no loader: always a spec)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "apistocracy_gui.bots"
    sys.modules[name] = module
    exec(compile(source, f"{rev}:hard.py", "exec"), module.__dict__)  # noqa: S102 (our own file)
    return module.HardBot


def to_whist(players: str, seed: int) -> Game:
    """The game of `seed` played by Medium bots to the Whist Phase's first decision."""
    g = Game.new(config(players, seed))
    bots = [MediumBot(seed * 8 + s) for s in range(len(g.st.players))]
    while g.st.phase == "season":
        seat = g.to_move
        g.apply(bots[seat].choose(bot_view(g, seat), g.legal_actions()))
    return g


def copy_game(g: Game) -> Game:
    h = Game(g.config, g.cat, pickle.loads(g.snapshot()))
    h.events = list(g.events)
    return h


def whist(g: Game, seat: int, bot: Bot, seed: int) -> tuple[int, float]:
    """Play the Whist Phase on a copy: `bot` in `seat`, Medium elsewhere. The seat's tricks
    and its share of the win."""
    g = copy_game(g)
    others = [MediumBot(seed * 8 + 4 + s) for s in range(len(g.st.players))]
    while not g.is_over:
        s = g.to_move
        player = bot if s == seat else others[s]
        g.apply(player.choose(bot_view(g, s), g.legal_actions()))
    winners = g.winners()
    return g.st.players[seat].tricks, (1 / len(winners) if seat in winners else 0.0)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(xs: Sequence[float]) -> str:
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return f"{m:+.2f} [{m - half:+.2f}, {m + half:+.2f}]"


def compare(players: str, games: int, first: int, old: type, thinking: float | None) -> None:
    new_t: list[int] = []
    old_t: list[int] = []
    new_w: list[float] = []
    old_w: list[float] = []
    for seed in range(first, first + games):
        g = to_whist(players, seed)
        seats = 1 if players == "solo" else len(g.st.players)
        seat = seed % seats
        for kind, tricks, wins in ((HardBot, new_t, new_w), (old, old_t, old_w)):
            t, w = whist(g, seat, kind(seed, budget=thinking), seed)
            tricks.append(t)
            wins.append(w)
    diff = [a - b for a, b in zip(new_t, old_t, strict=True)]
    n = len(diff)
    lo_n, hi_n = wilson(sum(new_w), n)
    lo_o, hi_o = wilson(sum(old_w), n)
    print(f"{players:>4}: {n} deals  tricks new {statistics.fmean(new_t):.2f}  old "
          f"{statistics.fmean(old_t):.2f}  new-old {mean_interval(diff)}  "
          f"(better {sum(d > 0 for d in diff)}, worse {sum(d < 0 for d in diff)})")
    print(f"      wins new {sum(new_w):.1f}/{n} = {sum(new_w) / n:.0%} [{lo_n:.0%}, {hi_n:.0%}]  "
          f"old {sum(old_w):.1f}/{n} = {sum(old_w) / n:.0%} [{lo_o:.0%}, {hi_o:.0%}]")


def depths(players: str, games: int, first: int, levels: list[int]) -> None:
    for depth in levels:
        per_world, nodes = [], []
        for seed in range(first, first + games):
            g = to_whist(players, seed)
            while g.pending_kind() != "PlayCard":
                seat = g.to_move
                g.apply(MediumBot(seed).choose(bot_view(g, seat), g.legal_actions()))
            seat = g.to_move
            rng = random.Random(seed)
            for _ in range(3):
                w = sample(bot_view(g, seat), rng)
                search = WhistSearch(seat, random.Random(seed), depth=depth)
                start = time.process_time()
                for action in w.legal_actions():
                    search(w, action)
                per_world.append(1000 * (time.process_time() - start))
                nodes.append(search.nodes)
        per_world.sort()
        print(f"{players:>4} last {depth} tricks: CPU per world median {statistics.median(per_world):6.1f}"
              f"  max {per_world[-1]:6.1f} ms  nodes median {int(statistics.median(nodes))}"
              f"  max {max(nodes)}  (n={len(per_world)})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="deals per player count")
    ap.add_argument("--players", default="2,4,solo")
    ap.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    ap.add_argument("--baseline", default="f2f8a58", help="the commit whose Hard is compared")
    ap.add_argument("--thinking-time", type=float, help="Hard's budget in seconds (else counted)")
    ap.add_argument("--depths", help="time the exact search at these depths instead")
    args = ap.parse_args(argv)
    old = None if args.depths else baseline_bot(args.baseline)
    for players in args.players.split(","):
        if args.depths:
            depths(players, args.games, args.seed, [int(d) for d in args.depths.split(",")])
        else:
            assert old is not None  # (loaded above when no --depths)
            compare(players, args.games, args.seed, old, args.thinking_time)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
