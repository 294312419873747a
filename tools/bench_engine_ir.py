"""Engine benchmark in machine instructions (issue 57): valgrind's count, whatever the load.

    python tools/bench_engine_ir.py [--games N] [--seed S] [--baseline REV]

Plays the same seeded random 4-player games as `tools/bench_engine.py` (seeds S .. S+N-1,
after one untimed warm-up game of seed S-1) in a fresh interpreter under `valgrind
--tool=callgrind`, and again with no game; the difference over N is the instructions a whole
game costs, with the interpreter's start, the imports and the warm-up left out. With
`--baseline REV` the engine and rules data of REV (`git archive`) are counted the same way,
and the ratio baseline / current is the speed-up.

Why a second tool: on the shared 2-core machine the timed ratio of `bench_engine.py` moves by
5-10% from run to run, more than most single changes; the count of instructions moves by less
than 0.1% and needs no baseline in the same run to be compared (it does need the same
interpreter, PYTHONHASHSEED, seeds and valgrind). Counting bytecodes instead misled twice
(a set algebra with a sort, an `lru_cache`: fewer bytecodes, more instructions). valgrind makes
the games about 50 times slower: 8 games of each engine take one to two minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_engine import _engine, export, playout  # noqa: E402  (tools/ is not a package)

ROOT = Path(__file__).resolve().parents[1]
COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def collected(valgrind_output: str) -> int:
    """The instruction count callgrind reports at exit ("==123== Collected : 456")."""
    found = COLLECTED.findall(valgrind_output)
    if not found:
        raise SystemExit(f"no instruction count in valgrind's output:\n{valgrind_output[-2000:]}")
    return int(found[-1])


def count(tree: Path, games: int, seed: int) -> tuple[int, str]:
    """Instructions of a fresh interpreter playing `games` games with the engine in `tree`
    (after the warm-up game), and the engine file it imported."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          sys.executable, __file__, "--worker", "--games", str(games), "--seed", str(seed)],
                         env=env, capture_output=True, text=True, cwd=tree, check=True)
    path = json.loads(run.stdout.splitlines()[-1])["path"]
    if not Path(path).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"the worker for {tree} imported the engine from {path}")
    return collected(run.stderr), path


def per_game(tree: Path, games: int, seed: int) -> float:
    """Instructions a game: (`games` games less none) over `games`."""
    return (count(tree, games, seed)[0] - count(tree, 0, seed)[0]) / games


def worker(games: int, seed: int) -> None:
    _engine().default_catalog()
    playout(seed - 1, lambda g: g.is_over)  # fills the engine's caches, in both counts alike
    for k in range(games):
        playout(seed + k, lambda g: g.is_over)
    print(json.dumps({"path": _engine().__file__}))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--baseline", metavar="REV", help="also count the engine of this git revision")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args.games, args.seed)
        return
    current = per_game(ROOT, args.games, args.seed)
    print(f"current:  {current / 1e6:.2f} M instructions a game "
          f"(seeds {args.seed}-{args.seed + args.games - 1}, PYTHONHASHSEED=0)")
    if args.baseline:
        with tempfile.TemporaryDirectory(prefix="bench-ir-baseline-") as tmp:
            export(args.baseline, Path(tmp))
            base = per_game(Path(tmp), args.games, args.seed)
        print(f"baseline: {base / 1e6:.2f} M instructions a game ({args.baseline})")
        print(f"speed-up: {base / current:.3f}x (baseline / current instructions)")


if __name__ == "__main__":
    main()
