"""Bot decision-time benchmark (issues 6, 15): Medium within 50 ms, Hard within its budget.

    python tools/bench_bots.py [--games N] [--bots easy,medium,hard] [--players 2,4,solo]
                               [--thinking-time SECONDS]
    python tools/bench_bots.py --baseline REV [--bots hard] [--players 4] [--games N]
                               [--rounds R] [--thinking-time SECONDS --virtual-clock US]

Plays seeded games in this one process (one core) with the bot under test in one seat and
Medium bots in the others, and times every decision of the bot under test: the mean, the median, the
95th percentile and the slowest, over all its decisions and over the ones it deliberates on
(more than one legal action and not a ready-made cheapest payment). With `--thinking-time`
(the GUI's Options default is 1 s) Hard searches against the clock and its budget is that
time; without it Hard counts worlds (as in tournaments) and its budget is 1.5 s.

`--baseline REV` measures how much faster the bot thinks than the bot of git revision REV
(its bots, engine and rules data, exported with `git archive`). Both play the same seeded
games in fresh subprocesses, alternating baseline / current for `--rounds` rounds so that the
load of a shared machine falls on both alike, and the ratio of the bot's CPU time per game
(baseline / current: 1.3 means it thinks in 1.3 times less time) is printed, with each
round's. Hard must think the same thoughts in both for the ratio to mean anything: count its
worlds (no `--thinking-time`), or give `--virtual-clock` with the thinking time (its budget in
simulated moves, as in `tournament.py`). Each game's final `state_hash()` is compared, and the
tool says whether the two revisions played the very same games.

Measured (issue 57, the bots' own speed: the same thoughts in less CPU), `--baseline 2ce1890
--players 4 --rounds 3 --thinking-time 1 --virtual-clock 90`, both revisions in the same run,
the bench's seeds 0 and 1 (Hard) and 0-7 (Medium), at load 6.4-9.5 on the 2-core machine:
Hard 7.27 s -> 4.49 s of CPU a game, 1.60x (95% interval 1.47-1.71; rounds 1.53, 1.63, 1.60);
Medium 0.09 s -> 0.06 s, 1.44x (1.40-1.47); the very same games, move for move, in both. What
went: each seat's part of the projections is remembered by its mat in the Season
(`heuristic._seat_memo`: a move changes the mover's mat, so judging a listing's every move
works out one seat's part, not four; 88% of the parts are looked up), a lookahead lists a
Calling Card's placements only when asked (`engine/lookahead.py`: the line of play mostly ends
at the next player's turn, whose listing was never read), the Card Sharp share from the two
best Star counts, a whist search's hands from their bits. Profile of one 4-player Hard-Medium
game (tournament.py's seed 17005 at 1 s, --virtual-clock 90): 35.7 s -> 20.9 s of CPU under
cProfile, `heuristic.projections` 53% -> 26% of the time in `medium.one_ply`; what is left is
the engine's moves inside the lines (47%) and a fork's unpickling (10%). The review runs the
same machinery: `tools/bench_review.py --players 4 --runs 1 --seed 7 --virtual-clock 90`,
alternating 2ce1890 and this code twice at load 8.4-9.6: 31.1 and 32.0 s of CPU (87.7 and
79.1 s wall) -> 19.3 and 19.8 s (47.0 and 46.9 s wall), 1.6x, with the same verdicts' counts.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import bench_engine
from tournament import set_thinking

from apistocracy_gui.bots import hard as hard_bot
from apistocracy_gui.bots import make_bot, worlds
from apistocracy_gui.bots.quick import CHEAPEST
from apistocracy_gui.engine import Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")
BUDGET_MS = {"easy": 50.0, "medium": 50.0, "hard": 1500.0}
MANY_MOVES = 200  # a decision's cost per simulated move is quoted over this many moves or more


def config(players: str, seed: int) -> GameConfig:
    cast = CAST[seed % 4:] + CAST[:seed % 4]
    if players == "solo":
        return GameConfig(players=cast[:1], mode="solo", seed=seed)
    return GameConfig(players=cast[:int(players)], seed=seed)


def timings(kind: str, players: str, games: int, thinking: float | None = None,
            virtual: float | None = None, hashes: list[str] | None = None,
            per_move: list[float] | None = None) -> tuple[list[float], list[float], list[float]]:
    """Milliseconds per decision of the bot in seat `seed % seats`: all, and deliberated, and
    the CPU time of the deliberated ones (on a busy machine a decision can end late on the
    wall clock only because the process was waiting for a core). With `virtual`, Hard's
    `thinking` budget is counted in simulated moves of that many microseconds; each game's
    final state hash is appended to `hashes`, and the real microseconds a simulated move
    took, over each deliberated decision of MANY_MOVES moves or more, to `per_move`."""
    every, thought, cpu = [], [], []
    for seed in range(games):
        g = Game.new(config(players, seed))
        seats = len(g.st.players) if players != "solo" else 1
        mine = seed % seats
        bots = [make_bot(kind if s == mine else "medium", seed * 8 + s) for s in range(seats)]
        set_thinking(bots[mine], thinking, virtual)
        while not g.is_over:
            seat, legal = g.current_player, g.legal_actions()
            assert seat is not None  # (a baseline's Game has no to_move)
            view = bench_engine.bot_view(g, seat)
            moves = played() if per_move is not None else 0
            start, cpu_start = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view, legal)
            ms = 1000 * (time.perf_counter() - start)
            if seat == mine:
                every.append(ms)
                if len(legal) > 1 and CHEAPEST not in legal:
                    thought.append(ms)
                    cpu.append(1000 * (time.process_time() - cpu_start))
                    if per_move is not None and played() - moves >= MANY_MOVES:
                        per_move.append(1000 * ms / (played() - moves))
            g.apply(action)
        if hashes is not None:
            hashes.append(g.state_hash())
    return every, thought, cpu


def played() -> int:
    """The simulated moves played in this thread (this tree's own Hard; a baseline's may
    predate the count, so it is read only in this tree)."""
    return worlds.MOVES.played


def summary(ms: list[float], unit: str = "ms") -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (f"mean {statistics.fmean(ms):7.1f}  median {statistics.median(ms):7.1f}  "
            f"p95 {p95:7.1f}  p99 {p99:7.1f}  max {ms[-1]:7.1f} {unit}"
            f"  (n={len(ms)})")


# ---------------------------------------------------------------------- baseline comparison
def worker(kind: str, players: str, games: int, thinking: float | None,
           virtual: float | None) -> None:
    """One timed run (`--worker`, in a subprocess): the bot's CPU seconds per game over its
    deliberated decisions, and each game's final state hash, as JSON."""
    from apistocracy_gui import bots

    timings("medium", players, 1)  # untimed: loads the rules data and fills the engine's caches
    hashes: list[str] = []
    _every, _thought, cpu = timings(kind, players, games, thinking, virtual, hashes)
    print(json.dumps({"cpu": sum(cpu) / 1000 / games, "hashes": hashes, "path": bots.__file__}))


def compare(rev: str, kind: str, players: str, games: int, rounds: int,
            thinking: float | None, virtual: float | None) -> None:
    args = ["--bots", kind, "--players", players, "--games", str(games)]
    if thinking is not None:
        args += ["--thinking-time", str(thinking)]
    if virtual is not None:
        args += ["--virtual-clock", str(virtual)]
    runs = bench_engine.alternate(rev, rounds, lambda tree, _r: bench_engine.run_worker(tree, __file__, args))
    ratios = [b["cpu"] / c["cpu"] for b, c in zip(runs["baseline"], runs["current"], strict=True)]
    print(f"{kind}, {players} players, {games} games x {rounds} rounds, alternating revisions "
          f"(the bot's CPU time over its deliberated decisions)")
    print(bench_engine.ratio_report(runs, rev, "cpu", "s a game", ratios, f"speed-up {rev} / current"))
    same = runs["baseline"][0]["hashes"] == runs["current"][0]["hashes"]
    print("the same games, move for move (final state hashes)" if same else
          "DIFFERENT GAMES: the two revisions decide differently, so the ratio compares different work")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3, help="games per bot and player count")
    ap.add_argument("--bots", default="medium,hard")
    ap.add_argument("--players", default="2,4,solo")
    ap.add_argument("--thinking-time", type=float, help="Hard's budget in seconds (the GUI's option)")
    ap.add_argument("--virtual-clock", type=float, metavar="US",
                    help="count the thinking time in simulated moves of US microseconds")
    ap.add_argument("--baseline", metavar="REV", help="the speed-up over the bot of git revision REV")
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds with --baseline")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.virtual_clock is not None and args.thinking_time is None:
        ap.error("--virtual-clock counts the --thinking-time budget in moves: give both")
    if args.worker:
        worker(args.bots, args.players, args.games, args.thinking_time, args.virtual_clock)
        return 0
    if args.baseline:
        if "," in args.bots or "," in args.players:
            ap.error("--baseline measures one bot at one player count")
        compare(args.baseline, args.bots, args.players, args.games, args.rounds,
                args.thinking_time, args.virtual_clock)
        return 0
    for kind in args.bots.split(","):
        budget = BUDGET_MS.get(kind)
        if kind == "hard" and args.thinking_time:
            budget = 1000 * args.thinking_time
        print(f"{kind} (budget {budget:.0f} ms a decision)" if budget else kind)
        for players in args.players.split(","):
            per_move: list[float] = []
            every, thought, cpu = timings(kind, players, args.games, args.thinking_time,
                                          args.virtual_clock, per_move=per_move)
            over = sum(ms > budget for ms in every) if budget else 0
            over_cpu = sum(ms > budget for ms in cpu) if budget else 0
            print(f"  {players:>4}p all decisions:  {summary(every)}")
            print(f"  {players:>4}p deliberated:    {summary(thought)}  over budget: {over}")
            print(f"  {players:>4}p deliberated CPU time: {summary(cpu)}  over budget: {over_cpu}")
            print(f"  {players:>4}p the bot's CPU time per game: {sum(cpu) / 1000 / args.games:.1f} s "
                  f"(its deliberated decisions, {args.games} games)")
            if per_move:  # Hard: what a move costs here, against the MOVE_COST it counts
                print(f"  {players:>4}p real time per simulated move: {summary(per_move, 'us')} "
                      f"(counted as {1e6 * hard_bot.MOVE_COST:.0f} us)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
