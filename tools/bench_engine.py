"""Engine benchmark (issues 2, 3 and 15): playout speed, undo costs, and a ratio to a baseline.

    python tools/bench_engine.py [--games N] [--seed S]
    python tools/bench_engine.py --baseline ca3fc5d [--games N] [--rounds R]

Without `--baseline`: random 4-player playouts per second (Season Phase only, and whole
games), the microseconds per `Game.snapshot()` and `Game.restore()`, the bytes per snapshot
against the issue-3 targets, and the cost of `undo()` and of `apply()` + `undo()`.

With `--baseline REV`: the engine and rules data of git revision REV are exported into a
temporary directory (`git archive`), and both engines play the same seeded whole games in
fresh subprocesses (each after one untimed warm-up game), alternating baseline / current for
`--rounds` rounds so that the load of a shared machine falls on both alike. It prints the
ratio current / baseline of whole games per second (median of the rounds and a 95% interval),
then each engine's undo costs and the cost and size of one snapshot (measured after the timed
games of the first round, so they never weigh on the ratio). Speeds are only ever quoted as
ratios measured in the same run.

Measured (issue 57; `--baseline REV --rounds 5 --undo-games 0`, 40 whole random 4-player
games of seeds 1-40 per round, on a shared 2-core machine; the ratio's median and 95%
interval), the engine of cb32898 (after it only a type annotation changed):
  against ca3fc5d (the first engine)   5.43x (4.86-5.75)
  against f2ebf02                      1.11x (1.05-1.14): the fifth lost since is won back
  against fecf09e (before issue 57)    1.37x (1.31-1.43)
What f2ebf02 -> fecf09e lost (0.80x) was the languages' cost in a game nobody reads: every
listing of legal actions translated and formatted its labels (Babel's list formats for a
payment's cheapest way, a Tea card's name), the per-language action caches added a call at
every lookup, and every game's end wrote each seat's score pad, Babel numbers included, to
name the winners. Labels are now worded only when read (`engine/actions.py`), the winners
add the lines up without their labels, Babel's formats are cached per language. Short of the
issue's 8x: what remains is the rules' own Python (a Calling Card placement's listing about a
fifth of a game, a payment's listing and resolution another, the decision stack's bookkeeping).
The bots think faster by as much (`tools/bench_bots.py --baseline fecf09e --players 4`, the
same games move for move): Medium 1.04x (2 games x 3 rounds), Hard 1.12x (1 game x 2 rounds).

Then (issue 57, the engine of the commit that wrote this; machine load 11-21 on its 2 cores):
  b57cf60 against ca3fc5d, before   5.79x (5.45-6.02), 3 rounds
  against ca3fc5d                   5.61x (5.19-5.91), 3 rounds, at load 20 (at load 11 the
                                    same command gave b57cf60 5.79x: read the line below)
  against b57cf60                   1.14x (0.99-1.22), 5 rounds; another run 1.03x (0.89-1.22)
and valgrind's instruction count of whole games (seeds 1-4, the load does not change it):
29.75 M a game at b57cf60, 28.1 M now (-5.5%). What went: `apply` looking for the offered
action through `Action.__eq__` (a Python call per action listed before it; now by identity
in C), the undo step built as a dataclass (now a C-built struct the collector skips), the
club-card swap asked of every seat at every decision of its turn, the pairs of influence
sources for a two-unit cost tried over every pair (now two passes, the same pair), an L&C and
a Ton space of one cost asking the same question twice in one listing. Still short of the
issue's 8x. A count of the bytecodes each function runs (`sys.settrace` with opcodes, 10
games) shows no single cost left to remove: the placement listing and the tests of the areas
and of influence it calls are about a quarter of a game, a payment's listing and resolution
about an eighth, the decision stack's bookkeeping (`apply`, `_advance`, `push`, `emit`, the
tasks' constructors) about a sixth, each spread over many small functions. The next step is a
different computation, not a faster one: e.g. the areas' placement tests answered from one
table per seat and listing (its influence, its Tea cards' kinds, its powers) instead of a
call chain per (test, cost) pair.

A second attempt (issue 57), in one run each (`--rounds R --undo-games 0`, seeds 1-40):
  b0160a5 against ca3fc5d           5.91x (5.57-6.40), 3 rounds, at load 4-5 on 2 cores
  b0160a5 against 81f4abe           1.07x (0.98-1.12), 5 rounds, at load 4-5
  c35a15e against ca3fc5d           5.66x (4.59-7.19), 3 rounds, at load 0.4-2
  c35a15e against 81f4abe           1.01x (0.96-1.08), 5 rounds, at load 0.4-2
(the timed ratio cannot tell a change of 1-2% from the machine's noise), and valgrind's
instruction count of whole games (seeds 1-8, PYTHONHASHSEED=0; the count of 8 games less that
of none, over 8): 26.74 M a game at 81f4abe, 26.36 M at c35a15e (-1.4%). Still short of the
issue's 8x (some 40% more speed is needed). What went: the Beehive's placement test and the
end-of-trick test as loops (`any()` over a generator cost the Beehive's test some 4000
instructions a listing, far more than its bytecodes say), a Lead's Diamond test in one pass,
one frame fewer at every move (`_take` folded into `_resolve`). Tried and taken back, because
the count of bytecodes fell while valgrind's count rose: the placement listing grouped by
(test, cost) pair with set algebra and a sort (3% fewer bytecodes, 0.7% more instructions:
building a set and sorting cost more in C than the loop they replaced), and `has_power`
answered from an `lru_cache`d table per character (0.4% more: the cache's key is built and
hashed in C at every call). So measure the next step with valgrind, not with a count of bytecodes.

The payments and the decision stack (issue 57, third attempt; valgrind, seeds 1-32 after a
warm-up game, PYTHONHASHSEED=0, address randomization off; the count of 32 games less that of
none, over 32, the starting commit c395360 exported and counted beside it), in three pairs:
25.53 M -> 23.68 M, 25.45 M -> 23.81 M, 25.10 M -> 23.87 M a game (-6.2% on the means; the
recipe's 8 games after none: 26.88 M -> 24.63 M). Counts of 8 games after none vary by 1-2%
between identical runs (the import before the games alone varies by some 2.5 M instructions),
hence 32. Timed, at load 7-9 on 2 cores, in one run each: against ca3fc5d 6.38x (6.13-6.57)
and 6.41x (5.69-7.17), 3 rounds; against c395360 1.04x (1.02-1.09) and 1.07x (0.91-1.35), 5
rounds; undo 156-159 us against 172-174, a snapshot 12.7-13.0 us and 1190 B against 13.7-13.9
us and 1226 B. What went: a payment's listing made or found an action per source
in caches keyed by nested tuples (now read from a table per character), and a one-unit cost,
three payments in four, went through the general plan and steps (now one pass over the
sources): replayed on the 570 payment listings of seeds 1-8, 49,700 instructions a listing at
c395360, some 31,000 now (15,800 for a one-unit cost, 74,000 for the others). An influence
source was a NamedTuple, whose fields the interpreter cannot specialize (now a frozen msgspec
Struct: a third of the cost per field read). The club-card swap, asked at every decision of a
turn, reads its actions from one table (its test reads the character directly, as the
placement branch wrote it). The whist listing reads suits from a table instead of a call per
card. A task pickled through the slotted dataclass's own `__getstate__` (a dict built in
Python: a third of a checkpoint), now as its class and field values. Measured and left
(timed against `Lookahead.play`, which keeps no record): the checkpoints are about 5% of a
game's time (a pickle of the state at every 32nd action), the legality check of `apply` some
3% and its undo step some 4%, the events nobody reads in a bot game under 2% (their dict of
data is built by the call, so building them lazily saves little).

A third attempt (issue 57), a different computation of the placement listing: every cost a
listing asks (a space's own, a Gallery space's with each painting with and without the Art
bonus, each Beehive move's) is a bit, and a table per board answers them all from the seat's
unit counts in four lookups (`week.Affordable`); the areas' open/taken tests are masks
(`week._Board`), where the listing asked each area's test through a chain of calls per (test,
cost) pair. Also a one-unit payment's cheapest way and steps in one loop, the Beehive move's
listing from the unit counts read once, the club-card swap's test without an `lru_cache`, the
shuffle's limits made once. Counted with `tools/bench_engine_ir.py` (seeds 1-8 after a warm-up
game of seed 0, PYTHONHASHSEED=0): 26.31 M instructions a game at c395360, 23.67 M at 694bd0d
(1.112x); inside single functions (`--inside`, a game's share): the placement listing 4.45 M
-> 2.35 M (about 69,000 -> 36,000 instructions a listing), a payment's plan and steps 1.40 M ->
1.21 M, the Beehive move's listing 0.27 M -> 0.20 M. Timed in one run each at load 5-7 on 2
cores (`--undo-games 0`, seeds 1-40): against ca3fc5d 6.76x (6.51-7.10), 3 rounds; against
c395360 1.12x (1.09-1.15), 5 rounds. Still short of 8x (some 15% fewer instructions a game are
needed). Tried and taken back: the listing's actions kept by mask (46 of a game's 64 masks are
new: 0.45 M more a game), the affordability kept per unit counts and answered by a closed-form
pass on a miss (some 20 misses a game at 25,000 instructions each, before the four-lookup
table), the sources' list by `list(map(...))` (0.05 M more). What is left, inside (a game's
share, 23.7 M): a payment's listing some 3.3 M and its resolution 1.5 M, a Calling Card's start 1.5
M (the Gallery's 0.54 M of it, most in the payment it pushes), the next turn's task 0.8 M,
each week's start and end 0.55 M, the shuffles 1.0 M (65-bit arithmetic).

The small payments and the Gallery's start (issue 57, a second round; `tools/bench_engine_ir.py
--games 32`, seeds 1-32 after a warm-up game, each baseline counted in the same run): 21.73 M
a game at 60f59ca, 20.92 M at 130ee40 (1.038x; 20.95 M, 1.037x, before its last step, which
gave 1.006x against f8eaef9). Inside (`--inside`, seeds 1-8, a game's share): a payment's
resolution 1.44 M -> 1.10 M, a Gallery start 0.27 M (0.54 M in the round before, not counted
beside it), a payment's listing 2.16 M ->
2.10 M. What went: a two-unit payment's one-click action came from a cache keyed by its
sources (a new hand missed at nearly every listing, and a miss worded every card); it is now
worded from the steps its sources already have in the tables. A two-unit step's remainder
comes from its closed form (`small_costs.two_unit_rest`, the unit the source did not pay)
instead of counting the seat's units and testing the rest (`influence.step`). A single open
Gallery set is commissioned without pricing it again (the placement's listing offers the space
only when it is affordable), its painting passed on rather than looked up twice. The one- and
two-unit closed forms moved to `engine/small_costs.py` (influence.py was at 450 lines).

The bookkeeping (issue 57, second round; `tools/bench_engine_ir.py --games 32 --baseline
60f59ca`, seeds 1-32, address randomization off, in one run): 21.73 M instructions a game at
60f59ca, 20.98 M now (1.036x); step by step 21.40 M (a checkpoint by a Pickler kept per
thread, 197,000 -> 182,000 instructions a snapshot, the same bytes; `push` by a tuple slice),
21.02 M (`apply` in one call, the turn's NextTurn pushed again), 20.98 M (a draw pops its cards
without a call a card). Undo and snapshots in the same timed run (3 games): undo 145 us against
146, apply+undo 152 against 158, a snapshot 12.5 us against 13.2 (1192 B both). Left: the
shuffle (some 6,000 instructions a step: its 64-bit products and masks allocate; written with a
local mask and no limit test a step, 2% fewer, not kept), the legality check (a C scan, by identity).

The third round's turn bookkeeping (issue 57; `tools/bench_engine_ir.py --games 32 --baseline
62db99c`, seeds 1-32, one run): 20.46 M instructions a game at 62db99c, 20.45 M with the club
swap's listing tested once and built by a loop (1.001x; inside it, seeds 1-8: 0.44 M -> 0.42 M).
Measured and left (inside, seeds 1-8, a game's share): the checkpoints 1.50 M (8 snapshots; each of
the four or five classes in one is pickled as a global, some 0.5 us of 12, timed), the shuffles
1.01 M, the placements' listing by its set bits instead of its 16 spaces: 20.60 M -> 20.72 M
(seeds 1-16), not kept.

A payment's listing (issue 57, third round; `tools/bench_engine_ir.py --games 32 --baseline
62db99c`, seeds 1-32, in one run): 20.46 M instructions a game at 62db99c, 20.34 M now (1.006x);
inside `Payment.legal` (seeds 1-8, same run) 2.07 M -> 1.89 M: a source's actions by one subscript
(its `slot`) of one table per character. Tried and taken back: an area's start pushing its task
with the payment in one `push` (more, not fewer). Counts of seeds 1-8 moved by up to 1.5% between
runs of the same code here (address randomization left on): compare 32 games in one run.

All three rounds together (issue 57), the engine of 578c5c6, in one run each with CI beside it
(load about 4-6 on 2 cores): against ca3fc5d, `--rounds 5 --undo-games 0` (seeds 1-40), 7.96x
median, mean 8.01x, 95% interval 7.77-8.25 (rounds 7.94, 7.76, 8.13, 7.96, 8.27): on the 8x line,
not shown above it. `tools/bench_engine_ir.py --games 32 --baseline c395360`: 20.28 M
instructions a game against 25.51 M (1.258x fewer); the second round's engine (da08dba) 20.64 M
against ca3fc5d's 211.61 M (`--games 16`: 10.3x fewer instructions, 7.85x the speed: time is
what the issue counts, and the first engine's instructions were cheaper ones).

Over the line (issue 57, a fourth round; `tools/bench_engine_ir.py --games 32 --baseline
776c65c`, seeds 1-32, two runs alike): 19.47 M instructions a game against 20.26 M (1.041x
fewer; counted alone, without the baseline, the same code gave 19.29-19.31 M three times and
776c65c 20.28 M: compare counts made the same way).
Step by step (alone, each beside the last): 20.28 M -> 19.92 M, the club-card swap asked only
of a seat whose character has it unused (`Catalog.star_swap`: 209 asks in 216 found nothing);
-> 19.55 M, the placement listing's actions read by block of 8 spaces in one lookup each
(`_Board.blocks`) instead of a test per space; -> 19.42 M, a payment's sources and (-> 19.29 M)
the whist listing's cards gathered in loops (in Python 3.11 a comprehension makes and calls a
function each time, more than the few items it lists). Timed against ca3fc5d (`--undo-games
0`, seeds 1-40, load 2.4-2.9 on 2 cores), in one run each: `--rounds 5` 8.19x median, mean
8.18x, 95% interval 8.06-8.29 (rounds 8.15, 8.29, 8.04, 8.19, 8.21); `--rounds 3` 8.12x (7.41-
8.62). Tried and taken back (valgrind's count rose): a seat's unit counts summed in C as bytes
of one integer per card (`sum(map(tuple.__getitem__, ...))` and three bitwise operations per
level cost more than the loop: a tuple's `__getitem__` is a slot wrapper, 3.11 specializes
no `&` or `>>`); the per-character and per-board tables read from dicts keyed by catalog
instead of `lru_cache`d calls (a dict subclass with `__missing__` is subscripted by the
generic path: two of them cost about as much as the cache); the occupied spaces' bits summed
by `sum(map(dict.__getitem__, ...))`; `tea_cards_for` returning early on no Tea card.
On main after the merge (f720851, the same engine), on an idle machine (load 0.6-0.8), `--rounds
11` twice: 8.13x median, mean 8.24x (8.00-8.48); 8.10x, mean 8.13x (7.91-8.34).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pickle
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import fields
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from apistocracy_gui.engine import Game, View

PLAYERS = ("edward", "tuesday", "alexandria", "shae")
TARGET_US, TARGET_BYTES = 50.0, 8 * 1024
REPEAT = 20  # calls per timed sample, so each sample is well above the timer's resolution
ROOT = Path(__file__).resolve().parents[1]


def _engine():
    """The engine on `sys.path` (the current checkout, or a baseline export in a worker)."""
    from apistocracy_gui import engine

    return engine


def bot_view(game: Game, seat: int) -> View:
    """What a bot is handed: `game.view(seat)`; a baseline older than the typed view (issue 53)
    hands its own bots the plain `observe(seat)` they read."""
    if hasattr(game, "view"):
        return game.view(seat)
    plain: Any = game.observe(seat)
    return plain


def playout(seed: int, until: Callable, casual: bool = False):
    """A random 4-player game from `seed`, played until `until(game)`."""
    eng = _engine()
    g = eng.Game.new(eng.GameConfig(players=PLAYERS, seed=seed, casual_undo=casual))
    choose = random.Random(seed)
    while not until(g):
        g.apply(choose.choice(g.legal_actions()))
    return g


def rate(games: int, seed: int, until: Callable, clock: Callable[[], float] = time.perf_counter) -> float:
    start = clock()
    for k in range(games):
        playout(seed + k, until)
    return games / (clock() - start)


def per_call_us(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    for _ in range(REPEAT):
        fn()
    return (time.perf_counter() - start) / REPEAT * 1e6


def undo_costs(games: int, seed: int) -> dict[str, float]:
    """Median microseconds of `undo()` (then redone, untimed) and of one `apply()` + `undo()`
    pair, at every decision of `games` whole casual-undo games (so every step can be undone)."""
    undo_us: list[float] = []
    pair_us: list[float] = []
    for k in range(games):
        eng = _engine()
        g = eng.Game.new(eng.GameConfig(players=PLAYERS, seed=seed + k, casual_undo=True))
        choose = random.Random(seed + k)
        while not g.is_over:
            action = choose.choice(g.legal_actions())
            t0 = time.perf_counter()
            g.apply(action)
            g.undo()
            pair_us.append((time.perf_counter() - t0) * 1e6)
            g.apply(action)
            t0 = time.perf_counter()
            g.undo()
            undo_us.append((time.perf_counter() - t0) * 1e6)
            g.redo()
    med = statistics.median
    return {"undo_us": med(undo_us), "undo_max_us": max(undo_us), "apply_undo_us": med(pair_us)}


def snapshot_samples(games: int, seed: int) -> tuple[list[float], list[float], list[int], object]:
    """Time snapshot and restore at every decision of `games` whole games."""
    snap_us: list[float] = []
    restore_us: list[float] = []
    sizes: list[int] = []
    biggest: tuple[int, object] | None = None
    for k in range(games):
        eng = _engine()
        g = eng.Game.new(eng.GameConfig(players=PLAYERS, seed=seed + k))
        choose = random.Random(seed + k)
        while not g.is_over:
            snap = g.snapshot()
            sizes.append(len(snap))
            snap_us.append(per_call_us(g.snapshot))
            restore_us.append(per_call_us(partial(g.restore, snap)))
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


def interval(values: list[float]) -> tuple[float, float]:
    """A 95% interval for the mean of `values` (t distribution, small samples)."""
    if len(values) < 2:
        return values[0], values[0]
    t = {2: 12.71, 3: 4.30, 4: 3.18, 5: 2.78, 6: 2.57, 7: 2.45, 8: 2.36, 9: 2.31, 10: 2.26}
    half = t.get(len(values), 2.0) * statistics.stdev(values) / math.sqrt(len(values))
    mean = statistics.fmean(values)
    return mean - half, mean + half


# ---------------------------------------------------------------------- baseline comparison
def export(rev: str, into: Path) -> None:
    """The engine package and rules data of `rev`, as files under `into`."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "apistocracy_gui", "rules_data"],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def run_worker(tree: Path, script: str, args: list[str]) -> dict:
    """`script --worker *args` in a fresh interpreter whose `apistocracy_gui` is the one in
    `tree`: the JSON object on its last line of output, which names the package file it
    imported (`path`), so a measurement of the wrong code fails instead of misleading."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, script, "--worker", *args],
                         env=env, check=True, capture_output=True, text=True, cwd=tree).stdout
    result = json.loads(out.splitlines()[-1])
    if not Path(result["path"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"the worker for {tree} imported the engine from {result['path']}")
    return result


def worker_run(tree: Path, games: int, seed: int, undo_games: int) -> dict[str, float]:
    """One measurement in a fresh interpreter whose `apistocracy_gui` is the one in `tree`."""
    return run_worker(tree, __file__, ["--games", str(games), "--seed", str(seed),
                                       "--undo-games", str(undo_games)])


def worker(games: int, seed: int, undo_games: int) -> None:
    _engine().default_catalog()
    # One untimed game first: the first game also loads the solo and advanced rules data and
    # fills the engine's caches (a one-off cost of some 30 ms, which would otherwise weigh on
    # the faster engine's short run several times more than on the baseline's).
    playout(seed - 1, lambda g: g.is_over)
    # CPU time of this process: on a shared machine, time spent descheduled while other
    # processes run would otherwise count against whichever engine happened to be running.
    result = {"whole": rate(games, seed, lambda g: g.is_over, time.process_time),
              "path": _engine().__file__}
    if undo_games:
        result.update(undo_costs(undo_games, seed))
        snap_us, restore_us, sizes, _big = snapshot_samples(undo_games, seed)
        med = statistics.median
        result.update(snapshot_us=med(snap_us), restore_us=med(restore_us), snapshot_bytes=med(sizes))
    print(json.dumps(result))


def alternate(rev: str, rounds: int, run: Callable[[Path, int], dict]) -> dict[str, list[dict]]:
    """`run(tree, round)` on an export of `rev` and on this checkout in turn, `rounds` times,
    so that the load of a shared machine falls on both alike."""
    runs: dict[str, list[dict]] = {"baseline": [], "current": []}
    with tempfile.TemporaryDirectory(prefix="bench-baseline-") as tmp:
        base_tree = Path(tmp)
        export(rev, base_tree)
        for r in range(rounds):
            for name, tree in (("baseline", base_tree), ("current", ROOT)):
                runs[name].append(run(tree, r))
    return runs


def ratio_report(runs: dict[str, list[dict]], rev: str, key: str, unit: str,
                 ratios: list[float], title: str) -> str:
    """Each revision's median `key` over the rounds, then the ratios' median, mean, 95%
    interval and every round's."""
    out = []
    for name in ("baseline", "current"):
        values = [r[key] for r in runs[name]]
        out.append(f"  {name:<8} ({rev if name == 'baseline' else 'this checkout'}): "
                   f"median {statistics.median(values):.2f} {unit} over {len(values)} rounds")
    lo, hi = interval(ratios)
    out.append(f"{title}: median {statistics.median(ratios):.2f}x, "
               f"mean {statistics.fmean(ratios):.2f}x (95% interval {lo:.2f}-{hi:.2f}), "
               f"rounds: {', '.join(f'{x:.2f}' for x in ratios)}")
    return "\n".join(out)


def compare(rev: str, games: int, rounds: int, seed: int, undo_games: int) -> None:
    runs = alternate(rev, rounds, lambda tree, r: worker_run(tree, games, seed, undo_games if r == 0 else 0))
    ratios = [c["whole"] / b["whole"] for b, c in zip(runs["baseline"], runs["current"], strict=True)]
    print(f"whole random 4-player games, {games} games x {rounds} rounds, alternating engines "
          "(process CPU time)")
    print(ratio_report(runs, rev, "whole", "games/s", ratios, f"ratio current / {rev}"))
    if undo_games:
        print(f"undo and snapshot costs over {undo_games} games (medians):")
        for name in ("baseline", "current"):
            u = runs[name][0]
            print(f"  {name:<8} undo {u['undo_us']:.0f} us (max {u['undo_max_us']:.0f}), "
                  f"apply+undo {u['apply_undo_us']:.0f} us; snapshot {u['snapshot_us']:.1f} us, "
                  f"{u['snapshot_bytes']:.0f} B, restore {u['restore_us']:.1f} us")


def local(games: int, snapshot_games: int, seed: int) -> None:
    _engine().default_catalog()  # load the rules data outside the timings
    season = rate(games, seed, lambda g: g.st.phase != "season")
    whole = rate(games, seed, lambda g: g.is_over)
    snap_us, restore_us, sizes, big = snapshot_samples(snapshot_games, seed)
    undo = undo_costs(snapshot_games, seed)
    med = statistics.median
    rows = [
        ("season playouts / s (4 players)", f"{season:.1f}", ""),
        ("whole games / s (4 players)", f"{whole:.1f}", ""),
        ("snapshot us (median / max)", f"{med(snap_us):.1f} / {max(snap_us):.1f}",
         verdict(med(snap_us), TARGET_US)),
        ("restore us (median / max)", f"{med(restore_us):.1f} / {max(restore_us):.1f}", ""),
        ("snapshot bytes (median / max)", f"{med(sizes):.0f} / {max(sizes)}",
         verdict(max(sizes), TARGET_BYTES)),
        ("undo us (median / max)", f"{undo['undo_us']:.0f} / {undo['undo_max_us']:.0f}", ""),
        ("apply + undo us (median)", f"{undo['apply_undo_us']:.0f}", ""),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'measure':<{width}}  {'value':>16}  target ({TARGET_US:.0f} us, {TARGET_BYTES} B)")
    for name, value, note in rows:
        print(f"{name:<{width}}  {value:>16}  {note}")
    top = ", ".join(f"{name} {n} B" for name, n in breakdown(big)[:4])
    print(f"largest snapshot ({max(sizes)} B), biggest fields: {top}")
    print(f"({len(sizes)} states over {snapshot_games} games; {REPEAT} calls per timing)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per measurement (default 40)")
    parser.add_argument("--snapshot-games", type=int, default=5,
                        help="whole games whose every state is snapshotted (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--baseline", metavar="REV",
                        help="compare whole games per second with the engine of git revision REV")
    parser.add_argument("--rounds", type=int, default=5,
                        help="alternating baseline/current measurements with --baseline (default 5)")
    parser.add_argument("--undo-games", type=int, default=3,
                        help="games timing undo and snapshots with --baseline (default 3; 0 skips)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.games, args.seed, args.undo_games)
    elif args.baseline:
        compare(args.baseline, args.games, args.rounds, args.seed, args.undo_games)
    else:
        sys.path.insert(0, str(ROOT))
        local(args.games, args.snapshot_games, args.seed)


if __name__ == "__main__":
    main()
