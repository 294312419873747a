"""Bot tournament (issue 6): seeded games between bot levels, win rates with 95% intervals.

    python tools/tournament.py --games N [--players 2,3,4,solo] [--pairs hard-medium,...]
                               [--levels gentle,standard,ruthless] [--workers W] [--seed S]
                               [--thinking-time SECONDS [--virtual-clock MICROSECONDS]]
                               [--baseline REV] [--json results.json] [--lines results.jsonl]

For each pairing (Hard vs Medium, Medium vs Easy, Easy vs random) and each player count, N
seeded games are played with the two levels sharing the table: one each with 2 players, two
each with 4, and with 3 players two of one and one of the other, alternating, so each level
holds half the seats over the games. Seats and characters rotate with the game's seed. A
game is won by a level when one of its seats wins (a win shared between the two levels counts
half), so 50% means even. In solo, Medium and Hard each play N games against Lady Cat
(`solo-medium`, `solo-hard`, any `solo-<bot>`; a win is beating her total, R6.9 tie-break),
at each of Lady Cat's `--levels` (rules_data/solo.yaml; Standard by default). Then the mean
score of each score-pad line (rulebook p.17), per level, shows whether one part of the game
dominates.

Every game is reproducible from its seed: the game's seed and each bot's seed derive from it.
Games run in parallel on all cores (`--workers`, default the CPU count; one worker plays in
this process). Hard counts its worlds (its strength is the same on any machine) unless
`--thinking-time` gives it the GUI's budget per decision: then it plays as in the app, and as
strongly as the machine allows (a busy machine gives it less CPU in the same time, so say how
busy it was).
`--virtual-clock US` makes that budget a count of simulated moves alone (each move of every
line of play counts US microseconds; the whist solver's nodes are not counted): Hard thinks
about as long as on a machine where a move costs US, but the same seed gives the same game on
any machine and under any load, so a change to Hard can be compared game by game. In the app
the moves count beside the wall clock (`hard.MOVE_COST`, 90 µs): `--virtual-clock 90` is how
Hard plays there wherever a move costs less than that.

`--baseline REV` plays the very same jobs a second time with the bots, engine and rules data
of git revision REV (exported by `git archive` and run in a subprocess), then reports each
pairing's win rate and winning margin with this checkout and with REV on the same seeds, and
their paired difference with a 95% interval: a change to a bot measured against the bot it
changes. Use it with the virtual clock (or fixed worlds): on a wall clock the two runs play
under whatever load each met.

A level `hard<K>x` (e.g. `--pairs hard4x-hard`) is Hard given K times the thinking time (K
times the worlds without `--thinking-time`): what a longer search is worth, so a gain can be
told apart as speed (the same judgement searching more) or judgement (issue 57).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bench_engine import bot_view, export

from apistocracy_gui.bots import HardBot, make_bot
from apistocracy_gui.bots.worlds import World
from apistocracy_gui.engine import Action, Game, GameConfig

CAST = ("edward", "tuesday", "alexandria", "shae")
PAIRS = ("hard-medium", "medium-easy", "easy-random", "solo-medium", "solo-hard")
LADY_CAT = "ladycat"
SHORT_LINES = ("Whist", "Beehive", "Art", "Columns", "Tea", "Host")  # score-pad lines 1-6


@dataclass(frozen=True)
class Job:
    pair: str  # "a-b", or "solo-<bot>"
    players: int  # 1 for solo
    index: int
    seed: int
    level: str = "standard"  # Lady Cat's level, in solo
    thinking: float | None = None  # Hard's budget in seconds (None: its fixed world count)
    virtual: float | None = None  # microseconds per simulated move: Hard's budget in moves


@dataclass
class Seat:
    kind: str
    character: str
    total: int
    lines: list[int]
    win: float  # 1 for a sole win, 1/k for a win shared by k seats


@dataclass
class Result:
    job: Job
    seats: list[Seat] = field(default_factory=list)


def lineup(job: Job) -> tuple[GameConfig, list[str]]:
    """The game's configuration and the bot kind of each seat, from the job's seed."""
    rng = random.Random(job.seed)
    cast = list(CAST)
    rng.shuffle(cast)
    if job.players == 1:
        return (GameConfig(players=(cast[0],), mode="solo", seed=job.seed, level=job.level),
                [job.pair.split("-")[1]])
    a, b = job.pair.split("-")
    kinds = [a if k % 2 == 0 else b for k in range(job.players)]
    if job.players == 3 and job.index % 2:
        kinds = [b if k == a else a for k in kinds]
    shift = job.index % job.players
    kinds = kinds[shift:] + kinds[:shift]
    return GameConfig(players=tuple(cast[:job.players]), seed=job.seed), kinds


def stopped() -> float:
    """Hard's wall clock under `--virtual-clock`: it never moves, so the moves alone count."""
    return 0.0


class MoveClock:
    """Hard's clock under `--virtual-clock` in a baseline whose Hard counts no moves of its own
    (before issue 39's `move_cost`): the simulated moves played in this process so far, times a
    fixed cost per move. `count_moves()` wraps `World.play` to count them."""

    moves = 0

    def __init__(self, microseconds: float):
        self.per_move = microseconds * 1e-6

    def __call__(self) -> float:
        return MoveClock.moves * self.per_move


def count_moves() -> None:
    """Count every simulated move in this process (once; a worker plays many games)."""
    play = World.play
    if getattr(play, "counts_moves", False):
        return

    def counted(self: World, action: Action) -> None:
        MoveClock.moves += 1
        play(self, action)

    # A tool's deliberate patch: mypy types neither a function's own attribute nor a method
    # replaced on its class.
    counted.counts_moves = True  # type: ignore[attr-defined]
    World.play = counted  # type: ignore[method-assign]


def set_thinking(bot: Any, seconds: float | None, virtual: float | None) -> None:
    """Give Hard its thinking time, counted in simulated moves of `virtual` microseconds
    alone when given. Its knobs are found by name (the other bots have none), and a baseline's
    Hard may predate `move_cost`, where the moves are counted by patching `World.play`."""
    if not hasattr(bot, "budget"):
        return
    bot.budget = seconds
    if virtual is None:
        return
    if hasattr(bot, "move_cost"):
        bot.move_cost = virtual * 1e-6
        bot.clock = stopped
    else:
        count_moves()
        bot.clock = MoveClock(virtual)


def longer(kind: str) -> tuple[str, int]:
    """The bot and the factor of its thinking time of a level: `hard4x` is ("hard", 4)."""
    if kind.startswith("hard") and kind.endswith("x") and kind[4:-1].isdigit():
        return "hard", int(kind[4:-1])
    return kind, 1


def make_level(kind: str, seed: int, job: Job) -> Any:
    """A seat's bot: a `hard<K>x` level is Hard with K times the thinking time (or worlds)."""
    name, factor = longer(kind)
    bot = make_bot(name, seed)
    if job.thinking is not None:
        set_thinking(bot, job.thinking * factor, job.virtual)
    elif factor > 1 and isinstance(bot, HardBot):
        bot.worlds *= factor
        bot.whist_worlds *= factor
    return bot


def play(job: Job) -> Result:
    cfg, kinds = lineup(job)
    bots = [make_level(k, job.seed * 8 + s, job) for s, k in enumerate(kinds)]
    g = Game.new(cfg)
    while not g.is_over:
        seat = g.current_player
        assert seat is not None  # (a baseline's Game has no to_move)
        g.apply(bots[seat].choose(bot_view(g, seat), g.legal_actions()))
    sheets, winners = g.scores(), g.winners()
    seat_kinds = kinds + ([LADY_CAT] if job.players == 1 else [])
    result = Result(job)
    for s, sheet in enumerate(sheets):
        result.seats.append(Seat(seat_kinds[s], g.st.players[s].character, sheet.total,
                                 [line.total for line in sheet.lines],
                                 (1 / len(winners)) if s in winners else 0.0))
    return result


# ------------------------------------------------------------------------------ statistics
def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_ci(values: list[float]) -> str:
    if len(values) < 2:
        return f"{values[0]:.1f}" if values else "-"
    m = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{m:.1f} ± {half:.1f}"


def level_share(result: Result, level: str) -> float:
    """The share of the game's win that went to `level`."""
    return sum(s.win for s in result.seats if s.kind == level)


def report(results: list[Result]) -> str:
    out = []
    groups: dict[tuple[str, int], list[Result]] = defaultdict(list)
    for r in results:
        pair = r.job.pair if r.job.players > 1 else f"{r.job.pair}@{r.job.level}"
        groups[pair, r.job.players].append(r)
    out.append("Win rates (95% Wilson interval); a level wins a game when one of its seats wins")
    for (pair, players), rs in sorted(groups.items()):
        if players == 1:
            continue
        a, b = pair.split("-")
        wins = sum(level_share(r, a) for r in rs)
        lo, hi = wilson(wins, len(rs))
        mean_a = mean_ci([s.total for r in rs for s in r.seats if s.kind == a])
        mean_b = mean_ci([s.total for r in rs for s in r.seats if s.kind == b])
        out.append(f"  {players}p {a:>6} vs {b:<6}: {a} wins {100 * wins / len(rs):5.1f}% "
                   f"[{100 * lo:4.1f}, {100 * hi:4.1f}] of {len(rs)} games; mean score "
                   f"{a} {mean_a}, {b} {mean_b}")
    solo = [(pair, rs) for (pair, players), rs in sorted(groups.items()) if players == 1]
    if solo:
        out.append("Solo against Lady Cat")
        for pair, rs in solo:
            bot, level = pair.split("-")[1].split("@")
            wins = sum(r.seats[0].win for r in rs)
            lo, hi = wilson(wins, len(rs))
            out.append(f"  {bot:>6} vs {level:<8}: wins {100 * wins / len(rs):5.1f}% [{100 * lo:4.1f}, "
                       f"{100 * hi:4.1f}] of {len(rs)} games; mean score "
                       f"{mean_ci([r.seats[0].total for r in rs])} vs Lady Cat "
                       f"{mean_ci([r.seats[1].total for r in rs])}")
    out.append("Mean score by score-pad line (rulebook p.17), per level over all its seats")
    out.append(f"  {'level':<9}{'seats':>6} " + "".join(f"{n:>9}" for n in SHORT_LINES) + f"{'total':>8}")
    by_kind: dict[str, list[Seat]] = defaultdict(list)
    for r in results:
        for s in r.seats:
            by_kind[s.kind if r.job.players > 1 or s.kind == LADY_CAT else f"{s.kind}*"].append(s)
    for kind, seats in sorted(by_kind.items()):
        means = [statistics.mean(s.lines[i] for s in seats) for i in range(len(SHORT_LINES))]
        total = statistics.mean(s.total for s in seats)
        cells = "".join(f"{m:9.1f}" for m in means)
        out.append(f"  {kind:<9}{len(seats):>6} {cells}{total:8.1f}")
        out.append(f"  {'':<9}{'':>6} " + "".join(f"{100 * m / total:8.0f}%" for m in means))
    out.append("  (* = in solo games)")
    return "\n".join(out)


# ------------------------------------------------------------------------------ baseline
def best_margin(result: Result, kind: str) -> int:
    """How far the best seat of `kind` finished ahead of the best other seat (behind: < 0)."""
    return (max(s.total for s in result.seats if s.kind == kind)
            - max(s.total for s in result.seats if s.kind != kind))


def paired_report(current: list[Result], baseline: list[Result], rev: str) -> str:
    """Each pairing with this checkout and with `rev` on the same jobs: the first level's win
    rate and its best seat's margin over the best other, and the game-by-game difference."""
    base = {r.job: r for r in baseline}
    groups: dict[tuple[str, int, str], list[tuple[Result, Result]]] = defaultdict(list)
    for r in current:
        if r.job in base:
            groups[r.job.pair, r.job.players, r.job.level].append((r, base[r.job]))
    out = [f"Paired with {rev} on the same seeds: this checkout | {rev} | difference (95% interval)"]
    for (pair, players, level), rows in sorted(groups.items()):
        kind = pair.split("-")[0] if players > 1 else pair.split("-")[1]
        name = f"{players}p {pair}" if players > 1 else f"solo {kind} vs {level}"
        wins = _side_by_side([(100 * level_share(a, kind), 100 * level_share(b, kind)) for a, b in rows])
        margins = _side_by_side([(best_margin(a, kind), best_margin(b, kind)) for a, b in rows])
        out.append(f"  {name}, {len(rows)} games: {kind} wins (%) {wins}; margin (VP) {margins}")
    return "\n".join(out)


def _side_by_side(pairs: list[tuple[float, float]]) -> str:
    """'now | then | difference ± half-interval' of paired values."""
    now = statistics.mean(a for a, _ in pairs)
    then = statistics.mean(b for _, b in pairs)
    return f"{now:.1f} | {then:.1f} | {mean_ci([a - b for a, b in pairs])}"


def load_results(path: str | Path) -> list[Result]:
    """Results written by `--json`."""
    with open(path, encoding="utf-8") as f:
        return [result_of(d) for d in json.load(f)]


def result_of(d: dict[str, Any]) -> Result:
    """A result as `--json` and `--lines` write it."""
    return Result(Job(**d["job"]), [Seat(**s) for s in d["seats"]])


def load_lines(path: str | Path) -> list[Result]:
    """Results appended by `--lines` (none yet: an empty list; a line cut short by a stopped
    run is left out, and its game is played again)."""
    out = []
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    d = json.loads(line)
                except json.JSONDecodeError:
                    continue
                out.append(result_of(d))
    except FileNotFoundError:
        pass
    return out


def run_baseline(rev: str, args: argparse.Namespace) -> list[Result]:
    """The same jobs played by the bots, engine and rules data of `rev` (a `git archive` export
    imported first by a subprocess running this tool)."""
    with tempfile.TemporaryDirectory(prefix="tournament-baseline-") as tmp:
        tree = Path(tmp)
        export(rev, tree)
        out = tree / "results.json"
        argv = [sys.executable, __file__, "--games", str(args.games), "--players", args.players,
                "--pairs", args.pairs, "--levels", args.levels, "--workers", str(args.workers),
                "--seed", str(args.seed), "--json", str(out), "--expect-tree", str(tree)]
        if args.thinking_time is not None:
            argv += ["--thinking-time", str(args.thinking_time)]
        if args.virtual_clock is not None:
            argv += ["--virtual-clock", str(args.virtual_clock)]
        print(f"Baseline {rev}:", file=sys.stderr)
        subprocess.run(argv, env=dict(os.environ, PYTHONPATH=str(tree)), check=True,
                       stdout=subprocess.DEVNULL)
        return load_results(out)


# ------------------------------------------------------------------------------ main
def jobs(games: int, players: list[int], pairs: list[str], seed: int,
         levels: tuple[str, ...] = ("standard",), thinking: float | None = None,
         virtual: float | None = None) -> list[Job]:
    out = []
    for n in players:
        for pair in (p for p in pairs if p.startswith("solo-") == (n == 1)):
            for level in levels if n == 1 else ("standard",):
                for i in range(games):
                    out.append(Job(pair, n, i, seed + 100_000 * n + i, level, thinking, virtual))
    return out


def parse_players(text: str) -> list[int]:
    return [1 if p == "solo" else int(p) for p in text.split(",")]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="games per pairing and player count")
    ap.add_argument("--players", default="2,3,4,solo", help="player counts: 2,3,4,solo")
    ap.add_argument("--pairs", default=",".join(PAIRS),
                    help="pairings, e.g. hard-medium; solo-<bot> for a bot against Lady Cat")
    ap.add_argument("--levels", default="standard",
                    help="Lady Cat's levels for the solo pairings, e.g. gentle,standard,ruthless")
    ap.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--thinking-time", type=float,
                    help="Hard's wall-clock budget per decision in seconds (default: fixed worlds)")
    ap.add_argument("--virtual-clock", type=float, metavar="MICROSECONDS",
                    help="count Hard's --thinking-time in simulated moves of this many microseconds")
    ap.add_argument("--baseline", metavar="REV",
                    help="also play the same games with the bots of git revision REV, paired")
    ap.add_argument("--json", help="also write every game's result here")
    ap.add_argument("--lines", metavar="FILE",
                    help="append each game's result to FILE (a JSON line) as it ends, and skip the "
                         "games already there: a long run can be stopped and resumed")
    ap.add_argument("--expect-tree", help=argparse.SUPPRESS)  # a baseline run checks its import
    args = ap.parse_args(argv)
    if args.virtual_clock is not None and args.thinking_time is None:
        ap.error("--virtual-clock counts the --thinking-time budget in moves: give both")
    if args.expect_tree:
        found = Path(sys.modules["apistocracy_gui"].__file__ or "").resolve()
        if not found.is_relative_to(Path(args.expect_tree).resolve()):
            raise SystemExit(f"the baseline run imported the bots from {found}")
    todo = jobs(args.games, parse_players(args.players), args.pairs.split(","), args.seed,
                tuple(args.levels.split(",")), args.thinking_time, args.virtual_clock)
    start = time.perf_counter()
    wanted = set(todo)
    results = [r for r in load_lines(args.lines) if r.job in wanted] if args.lines else []
    done = {r.job for r in results}
    todo = [job for job in todo if job not in done]
    if args.lines and Path(args.lines).exists() and not Path(args.lines).read_bytes().endswith(b"\n"):
        with open(args.lines, "a", encoding="utf-8") as f:
            f.write("\n")  # after a line cut short by a stop (that line is ignored)
    with contextlib.ExitStack() as stack:
        # One worker plays in this process: no pool to fork (a pool forked from a threaded
        # process, such as a test runner's worker, can inherit a lock held and hang).
        played = (map(play, todo) if args.workers == 1 else
                  stack.enter_context(multiprocessing.Pool(args.workers)).imap_unordered(play, todo))
        for k, r in enumerate(played, 1):
            results.append(r)
            if args.lines:
                with open(args.lines, "a", encoding="utf-8") as f:
                    f.write(json.dumps(asdict(r)) + "\n")
            if k % 20 == 0 or k == len(todo):
                print(f"  {k}/{len(todo)} games, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    results.sort(key=lambda r: (r.job.players, r.job.pair, r.job.index))
    print(report(results))
    print(f"{len(results)} games in {time.perf_counter() - start:.0f} s on {args.workers} workers")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump([asdict(r) for r in results], f)
    if args.baseline:
        print(paired_report(results, run_baseline(args.baseline, args), args.baseline))
    return 0


if __name__ == "__main__":
    sys.exit(main())
