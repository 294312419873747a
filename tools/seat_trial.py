"""A change to the bots' judgement, tried in one seat among Medium bots (issue 15).

    python tools/seat_trial.py --weights column_bonus=3,finish_pace=3 [--judge margin|winning]
                               [--games N] [--seed S] [--workers W] [--json rows.json]

Hard's tournament against Medium costs 20-80 s of CPU a game (by machine), so 400 games,
the least that show a few points of win rate, take one to four hours on two cores. Hard scores its lines of
play with the bots' judgement (`heuristic.projections`), and a Medium bot plays by that same
judgement one move ahead for a small share of the cost, so this tries a change to it there:
in each of N seeded 4-player games one seat (game i: seat i % 4, the characters shuffled by
the seed as in `tournament.py`) is a Medium bot that judges with the change, the other three
plain Medium, and the same game is played again with the seat plain. It reports the seat's
share of the wins and its margin over the best other score, with the change and without,
and their game-by-game difference with a 95% interval, overall and per character.

`--weights` overrides the goal weights of `heuristic.Weights` (`TUNABLE`); `--judge winning`
makes the seat play for its chance of the highest score as Hard does at four players
(`heuristic.winning` with `hard.WINNING` and `hard.RIVAL`), paired with plain Medium all the
same. A gain here is a lead, not a result: what lands in Hard is measured by
`tournament.py --pairs hard-medium`. One lead that did not carry over: with
`column_bonus=3,finish_pace=3` a Medium seat won +4.5 points more of its games (95% interval
+-3.2) and +1.4 VP more margin by this method, but Hard judging with them won 81.4% of 140
games against Medium (seeds 416100-416239), where Hard without them had won 84.5% of the 200
from the same first seed (issue 15 note, 2026-12-01).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
from collections import defaultdict
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from functools import partial
from typing import Any

from bench_engine import bot_view
from tournament import Job, lineup

from apistocracy_gui.bots import MediumBot, hard
from apistocracy_gui.bots.heuristic import W, Weights, value, winning
from apistocracy_gui.bots.worlds import World
from apistocracy_gui.engine import Game
from apistocracy_gui.userfiles import write_bytes

PLAYERS = 4
# The fields of `Weights` that `heuristic.projections(g, w)` reads from `w` (the goals
# part-way done); the rest it always takes from the bots' shared `W`.
TUNABLE = ("column_bonus", "finish_pace")


@dataclass(frozen=True)
class Row:
    """One game, played with the change and without: the trial seat's results."""

    game: int
    character: str
    win: tuple[float, float]  # the seat's share of the win (1/k for a k-way tie)
    margin: tuple[int, int]  # its score minus the best other's


def parse_weights(text: str) -> Weights:
    """'name=number,...' over the defaults, for the fields the projection takes from the
    `Weights` it is given (`TUNABLE`); any other name, or a non-number, is an error."""
    changes: dict[str, Any] = {}  # floats, for the TUNABLE fields (checked above)
    for item in filter(None, text.split(",")):
        name, _, number = item.partition("=")
        if name.strip() not in TUNABLE:
            raise SystemExit(f"--weights: {name.strip()!r} is not one of {', '.join(TUNABLE)}")
        try:
            changes[name.strip()] = float(number)
        except ValueError:
            raise SystemExit(f"--weights: {name.strip()} needs a number, not {number!r}") from None
    return replace(W, **changes)


def judge_for(kind: str, weights: Weights) -> Callable[[World, int], float]:
    """The trial seat's judgement: Medium's margin, or Hard's chance of the highest score."""
    if kind == "winning":
        key = ("standard", PLAYERS)
        scale, tie = hard.WINNING[key]
        return partial(winning, scale=scale, tie=tie, rival=hard.RIVAL.get(key, 1.0), w=weights)
    return partial(value, w=weights)


def play(seed: int, seat: int, judge: Callable[[World, int], float] | None) -> tuple[str, float, int]:
    """One game of four Medium bots, the seat judging by `judge` (None: plainly)."""
    cfg, _ = lineup(Job("medium-medium", PLAYERS, 0, seed))  # the cast shuffled by the seed
    g = Game.new(cfg)
    bots = [MediumBot(seed * 8 + s) for s in range(PLAYERS)]
    if judge is not None:
        bots[seat].judge = judge
    while not g.is_over:
        who = g.current_player
        assert who is not None  # (a baseline's Game has no to_move)
        g.apply(bots[who].choose(bot_view(g, who), g.legal_actions()))
    totals, winners = [s.total for s in g.scores()], g.winners()
    best_other = max(t for s, t in enumerate(totals) if s != seat)
    return cfg.players[seat], (1 / len(winners)) * (seat in winners), totals[seat] - best_other


def trial(job: tuple[int, int, Callable[[World, int], float]]) -> Row:
    game, seed, judge = job
    seat = game % PLAYERS
    character, win, margin = play(seed, seat, judge)
    _, plain_win, plain_margin = play(seed, seat, None)
    return Row(game, character, (win, plain_win), (margin, plain_margin))


def paired(pairs: list[tuple[float, float]], scale: float = 1.0) -> str:
    """'with | without | difference ± 95% half-interval' of paired values."""
    diffs = [a - b for a, b in pairs]
    now, then = (statistics.mean(x[i] for x in pairs) for i in (0, 1))
    text = f"{scale * now:6.1f} | {scale * then:6.1f} | {scale * statistics.mean(diffs):+5.1f}"
    if len(diffs) < 2:
        return text
    return f"{text} ± {scale * 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)):.1f}"


def report(rows: list[Row]) -> str:
    groups: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        groups["all"].append(r)
        groups[r.character].append(r)
    out = ["The trial seat with the change | without | difference (95% interval)"]
    for name, rs in sorted(groups.items(), key=lambda kv: (kv[0] != "all", kv[0])):
        out.append(f"  {name:<10} {len(rs):>4} games: wins (%) {paired([r.win for r in rs], 100)}"
                   f";  margin (VP) {paired([r.margin for r in rs])}")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--weights", default="", help="name=number,... over heuristic.Weights")
    ap.add_argument("--judge", choices=("margin", "winning"), default="margin")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    ap.add_argument("--json", help="also write every game's row here")
    args = ap.parse_args()
    judge = judge_for(args.judge, parse_weights(args.weights))
    jobs = [(i, 700_000 + args.seed + i, judge) for i in range(args.games)]
    with multiprocessing.Pool(args.workers) as pool:
        rows = pool.map(trial, jobs, chunksize=1)
    print(report(rows))
    if args.json:
        write_bytes(args.json, json.dumps([asdict(r) for r in rows]).encode())


if __name__ == "__main__":
    main()
