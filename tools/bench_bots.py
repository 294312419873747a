"""Bot decision-time benchmark (issues 6, 15): Medium within 50 ms, Hard within its budget.

    python tools/bench_bots.py [--games N] [--bots easy,medium,hard] [--players 2,4,solo]
                               [--thinking-time SECONDS]

Plays seeded games in this one process (one core) with the bot under test in one seat and
Medium bots in the others, and times every decision of the bot under test: the mean, the median, the
95th percentile and the slowest, over all its decisions and over the ones it deliberates on
(more than one legal action and not a ready-made cheapest payment). With `--thinking-time`
(the GUI's Options default is 1 s) Hard searches against the clock and its budget is that
time; without it Hard counts worlds (as in tournaments) and its budget is 1.5 s.
"""

from __future__ import annotations

import argparse
import statistics
import time

from apistocracy_gui.bots import make_bot
from apistocracy_gui.bots.quick import CHEAPEST
from apistocracy_gui.engine import Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")
BUDGET_MS = {"easy": 50.0, "medium": 50.0, "hard": 1500.0}


def config(players: str, seed: int) -> GameConfig:
    cast = CAST[seed % 4:] + CAST[:seed % 4]
    if players == "solo":
        return GameConfig(players=cast[:1], mode="solo", seed=seed)
    return GameConfig(players=cast[:int(players)], seed=seed)


def timings(kind: str, players: str, games: int,
            thinking: float | None = None) -> tuple[list[float], list[float], list[float]]:
    """Milliseconds per decision of the bot in seat `seed % seats`: all, and deliberated, and
    the CPU time of the deliberated ones (on a busy machine a decision can end late on the
    wall clock only because the process was waiting for a core)."""
    every, thought, cpu = [], [], []
    for seed in range(games):
        g = Game.new(config(players, seed))
        seats = len(g.st.players) if players != "solo" else 1
        mine = seed % seats
        bots = [make_bot(kind if s == mine else "medium", seed * 8 + s) for s in range(seats)]
        if hasattr(bots[mine], "budget"):
            bots[mine].budget = thinking  # type: ignore[attr-defined]
        while not g.is_over:
            seat, legal = g.current_player, g.legal_actions()
            view = g.observe(seat)
            start, cpu_start = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view, legal)
            ms = 1000 * (time.perf_counter() - start)
            if seat == mine:
                every.append(ms)
                if len(legal) > 1 and CHEAPEST not in legal:
                    thought.append(ms)
                    cpu.append(1000 * (time.process_time() - cpu_start))
            g.apply(action)
    return every, thought, cpu


def summary(ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (f"mean {statistics.fmean(ms):7.1f}  median {statistics.median(ms):7.1f}  "
            f"p95 {p95:7.1f}  p99 {p99:7.1f}  max {ms[-1]:7.1f} ms"
            f"  (n={len(ms)})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3, help="games per bot and player count")
    ap.add_argument("--bots", default="medium,hard")
    ap.add_argument("--players", default="2,4,solo")
    ap.add_argument("--thinking-time", type=float, help="Hard's budget in seconds (the GUI's option)")
    args = ap.parse_args(argv)
    for kind in args.bots.split(","):
        budget = BUDGET_MS.get(kind)
        if kind == "hard" and args.thinking_time:
            budget = 1000 * args.thinking_time
        print(f"{kind} (budget {budget:.0f} ms a decision)" if budget else kind)
        for players in args.players.split(","):
            every, thought, cpu = timings(kind, players, args.games, args.thinking_time)
            over = sum(ms > budget for ms in every) if budget else 0
            over_cpu = sum(ms > budget for ms in cpu) if budget else 0
            print(f"  {players:>4}p all decisions:  {summary(every)}")
            print(f"  {players:>4}p deliberated:    {summary(thought)}  over budget: {over}")
            print(f"  {players:>4}p deliberated CPU time: {summary(cpu)}  over budget: {over_cpu}")
            print(f"  {players:>4}p the bot's CPU time per game: {sum(cpu) / 1000 / args.games:.1f} s "
                  f"(its deliberated decisions, {args.games} games)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
